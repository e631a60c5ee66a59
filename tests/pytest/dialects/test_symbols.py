"""Symbol lookups go through one symbol table per table op, built once, and
never answer from stale IR: dispatches against their exports, loads and stores
against their globals, in each of the ways the IR is verified.

(The verifier accepts a dispatch whose entry point names no export, as IREE's
does; the lookups it and the pass make are what is checked here.)"""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest
from xdsl.dialects.builtin import IntegerType, ModuleOp, StringAttr, SymbolRefAttr
from xdsl.ir import Operation
from xdsl.traits import SymbolOpInterface
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.api import parse_module
from xdsl_stream.core.verify_memo import memoized_verification
from xdsl_stream.dialects.stream import CmdDispatchOp, ExecutableExportOp, ExecutableOp
from xdsl_stream.dialects.symbols import SymbolTableCollection, lookup_symbol
from xdsl_stream.dialects.util import GlobalLoadOp, GlobalOp
from xdsl_stream.io.reader import verify_module

EXAMPLE = (Path(__file__).parents[3] / "examples" / "fuse.mlir").read_text()


def _module() -> ModuleOp:
    return parse_module(EXAMPLE)  # verifies, filling the cache


OpT = TypeVar("OpT", bound=Operation)


def _first(module: ModuleOp, kind: type[OpT]) -> OpT:
    return next(op for op in module.walk() if isinstance(op, kind))


def test_lookup_matches_a_scan() -> None:
    module = _module()
    site = _first(module, CmdDispatchOp)
    export = _first(module, ExecutableExportOp)
    assert site.lookup_exports() == [export]
    assert lookup_symbol(site, "missing") is None


def test_renamed_executable_is_not_found() -> None:
    module = _module()
    executable = _first(module, ExecutableOp)
    site = _first(module, CmdDispatchOp)
    executable.sym_name = StringAttr("renamed")
    assert site.lookup_exports() == [None]
    executable.sym_name = StringAttr("kernels")
    assert site.lookup_exports() == [_first(module, ExecutableExportOp)]
    module.verify()


def test_erased_executable_is_not_found() -> None:
    module = _module()
    executable = _first(module, ExecutableOp)
    site = _first(module, CmdDispatchOp)
    executable.detach()
    assert site.lookup_exports() == [None]
    # Re-inserted elsewhere in the module: found again.
    module.body.block.add_op(executable)
    assert site.lookup_exports() == [_first(module, ExecutableExportOp)]
    module.verify()


def test_renamed_export_is_not_found_and_a_new_one_is() -> None:
    module = _module()
    export = _first(module, ExecutableExportOp)
    site = _first(module, CmdDispatchOp)
    export.sym_name = StringAttr("other")
    assert site.lookup_exports() == [None]
    clone = export.clone()
    clone.sym_name = StringAttr("scale_add")
    block = export.parent_block()
    assert block is not None
    block.insert_op_after(clone, export)
    module.verify()


# ===----------------------------------------------------------------------=== #
# Globals: one symbol table per table op, never stale, built once
# ===----------------------------------------------------------------------=== #


def _globals_text(count: int) -> str:
    """`count` mutable globals, each loaded and stored once in one function."""
    lines = [f"util.global private mutable @g{i} : i32" for i in range(count)]
    lines.append("util.func public @f() {")
    for i in range(count):
        lines.append(f"  %v{i} = util.global.load @g{i} : i32")
        lines.append(f"  util.global.store %v{i}, @g{i} : i32")
    lines += ["  util.return", "}"]
    return "\n".join(lines)


def _global(module: ModuleOp, name: str) -> GlobalOp:
    return next(
        op
        for op in module.body.block.ops
        if isinstance(op, GlobalOp) and op.sym_name.data == name
    )


def _verifiers() -> list[Callable[[ModuleOp], None]]:
    """The three ways the package's ops are verified: the package's reader
    (a verification open), the Python API's `verify` block, and a plain
    `Operation.verify()` as stock `xdsl-opt` runs it (none open)."""

    def api(module: ModuleOp) -> None:
        with memoized_verification():
            module.verify()

    return [verify_module, api, ModuleOp.verify]


VERIFIERS = pytest.mark.parametrize(
    "verify", _verifiers(), ids=["verify_module", "api", "plain"]
)


@VERIFIERS
def test_a_global_renamed_removed_or_added_between_verifications(
    verify: Callable[[ModuleOp], None],
) -> None:
    module = parse_module(_globals_text(3))
    verify(module)
    g1 = _global(module, "g1")
    g1.sym_name = StringAttr("renamed")
    with pytest.raises(VerifyException, match="undefined global: @g1"):
        verify(module)
    g1.sym_name = StringAttr("g1")
    verify(module)
    g1.detach()
    with pytest.raises(VerifyException, match="undefined global: @g1"):
        verify(module)
    # Added back (at the end of the module): found again.
    module.body.block.add_op(g1)
    verify(module)
    # A different global of the same name in its place: its type is checked.
    g1.detach()
    module.body.block.add_op(
        GlobalOp(sym_name="g1", type=IntegerType(64), is_mutable=True)
    )
    with pytest.raises(VerifyException, match="global type mismatch"):
        verify(module)


def test_lookups_outside_a_verification_see_every_change() -> None:
    module = parse_module(_globals_text(2))
    load = next(op for op in module.walk() if isinstance(op, GlobalLoadOp))
    g0 = _global(module, "g0")
    assert lookup_symbol(load, "g0") is g0
    g0.sym_name = StringAttr("h0")
    assert lookup_symbol(load, "g0") is None
    assert lookup_symbol(load, "h0") is g0
    clone = g0.clone()
    clone.sym_name = StringAttr("g0")
    module.body.block.add_op(clone)
    assert lookup_symbol(load, "g0") is clone
    clone.detach()
    assert lookup_symbol(load, "g0") is None
    # Nested references go through the table each part names.
    assert lookup_symbol(load, SymbolRefAttr("h0", ["x"])) is None


def test_a_collection_for_fixed_ir_scans_each_table_once() -> None:
    module = parse_module(_globals_text(4))
    tables = SymbolTableCollection(fixed_ir=True)
    assert tables.lookup(module, "g3") is _global(module, "g3")
    assert tables.lookup(module, "missing") is None
    assert tables.lookup(module, "g0") is _global(module, "g0")
    assert tables.scans == 1


@pytest.mark.parametrize(
    "text", [EXAMPLE, _globals_text(2)], ids=["dispatch", "global"]
)
def test_the_tables_kept_outside_a_verification_keep_no_ir_alive(text: str) -> None:
    module = parse_module(text)
    module.verify()  # fills the collection used outside a verification
    gone = weakref.ref(module)
    del module
    gc.collect()
    assert gone() is None


def _name_reads(count: int, verify: Callable[[ModuleOp], None]) -> int:
    """How many times verifying a module of `count` globals (each loaded and
    stored once) reads a symbol's name."""
    module = parse_module(_globals_text(count))
    calls = 0
    original = SymbolOpInterface.get_sym_attr_name

    def counted(self: SymbolOpInterface, op: Operation) -> StringAttr | None:
        nonlocal calls
        calls += 1
        return original(self, op)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(SymbolOpInterface, "get_sym_attr_name", counted)
        verify(module)
    return calls


@VERIFIERS
def test_verifying_loads_and_stores_reads_each_name_a_bounded_number_of_times(
    verify: Callable[[ModuleOp], None],
) -> None:
    """Linear, not a scan of the module per load: four times the globals,
    at most four times (and a bit) the name reads."""
    small, large = _name_reads(50, verify), _name_reads(200, verify)
    assert large <= 4.2 * small, (small, large)
