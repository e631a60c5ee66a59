"""The symbol cache of dispatch lookups never answers from stale IR.

(The verifier accepts a dispatch whose entry point names no export, as IREE's
does; the lookups it and the pass make are what is checked here.)"""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.ir import Operation

from xdsl_stream.api import parse_module
from xdsl_stream.dialects.stream import CmdDispatchOp, ExecutableExportOp, ExecutableOp
from xdsl_stream.dialects.symbols import lookup_symbol

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
