"""The pass changes only what it must, keeps locations, and may run twice.

(a) On the real dumps, every op the pass does not rewrite prints identically
    before and after: whole top-level ops and executable members without a
    dispatch site print the same generic text, and every other op keeps its
    name, properties, attributes, location, types and operands.
(b) Rewritten dispatches keep their location and discardable attributes; a
    fused binding argument carries the fused location of its members.
(c) Running the pass twice keeps every binding of the first run and the byte
    ranges of the original module.
"""

from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from harness.byte_ranges import check_fusion_preserves
from harness.generator import GeneratorOptions, generate_module
from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    FileLineColLoc,
    FusedLoc,
    IntAttr,
    ModuleOp,
    StringAttr,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, SSAValue
from xdsl.printer import Printer

from xdsl_stream.analysis.binding_fusion import binding_arguments
from xdsl_stream.api import fuse_dispatch_bindings, parse_module
from xdsl_stream.dialects.stream import (
    BindingSubspanOp,
    CmdDispatchOp,
    ExecutableExportOp,
    ExecutableOp,
)

ROOT = Path(__file__).parents[3]
DUMPS = sorted(
    p for p in (ROOT / "tests" / "dumps").glob("*.mlir") if ".loc." not in p.name
)

pytestmark = pytest.mark.slow  # every dump, several passes each


def _loc(file: str, line: int, column: int) -> FileLineColLoc:
    return FileLineColLoc(StringAttr(file), IntAttr(line), IntAttr(column))


def _generic(op: Operation) -> str:
    stream = StringIO()
    Printer(stream=stream, print_generic_format=True).print_op(op)
    return stream.getvalue()


def _entry_functions(module: ModuleOp) -> set[Operation]:
    """The functions of every export named by a dispatch site."""
    executables = {
        op.sym_name.data: op
        for op in module.body.block.ops
        if isinstance(op, ExecutableOp)
    }
    found: set[Operation] = set()
    for site in module.walk():
        if not isinstance(site, CmdDispatchOp):
            continue
        for ref in site.entry_points.data:
            executable = executables.get(ref.root_reference.data)
            if executable is None:
                continue
            for export in executable.exports:
                if export.sym_name.data != ref.nested_references.data[0].data:
                    continue
                wanted = export.function_ref.root_reference.data
                for inner in executable.body.block.ops:
                    if isinstance(inner, ModuleOp):
                        for fn in inner.body.block.ops:
                            name = fn.properties.get("sym_name")
                            if isinstance(name, StringAttr) and name.data == wanted:
                                found.add(fn)
    return found


def _value_key(value: SSAValue) -> tuple[int, int]:
    if isinstance(value, BlockArgument):
        return (id(value.block), value.index)
    return (id(value.owner), value.index)


def _shallow(op: Operation, with_operands: bool) -> tuple[object, ...]:
    """What an op prints, without its regions' contents."""
    blocks: list[tuple[tuple[Attribute, ...], int]] = [
        (tuple(a.type for a in block.args), id(block))
        for region in op.regions
        for block in region.blocks
    ]
    return (
        op.name,
        dict(op.properties),
        dict(op.attributes),
        op.location,
        tuple(r.type for r in op.results),
        tuple(_value_key(v) for v in op.operands) if with_operands else None,
        tuple(o.type for o in op.operands),
        tuple(blocks),
        tuple(id(s) for s in op.successors),
    )


def _contains_site(op: Operation) -> bool:
    return any(isinstance(inner, CmdDispatchOp) for inner in op.walk())


@pytest.mark.parametrize("path", DUMPS, ids=lambda p: p.name)
def test_untouched_ops_print_identically_on_dumps(path: Path) -> None:
    module = parse_module(path.read_text(), allow_unregistered=True)
    entries = _entry_functions(module)
    in_entry: set[Operation] = {op for fn in entries for op in fn.walk()}

    # Whole ops holding nothing the pass rewrites: their generic text.
    whole: dict[Operation, str] = {}
    for op in module.body.block.ops:
        if isinstance(op, ExecutableOp):
            for member in op.body.block.ops:
                if isinstance(member, ExecutableExportOp):
                    whole[member] = _generic(member)
                elif isinstance(member, ModuleOp):
                    for fn in member.body.block.ops:
                        if fn not in entries:
                            whole[fn] = _generic(fn)
        elif not _contains_site(op):
            whole[op] = _generic(op)
    # Every other op, one at a time (dispatch sites are rewritten; in entry
    # functions the signature, subspans and offsets change, the rest may
    # only see new operands).
    shallow: dict[Operation, tuple[object, ...]] = {}
    for op in module.walk():
        if isinstance(op, CmdDispatchOp) or op in entries:
            continue
        if op in in_entry:
            if not isinstance(op, BindingSubspanOp):
                shallow[op] = _shallow(op, with_operands=False)
        elif op is not module:
            shallow[op] = _shallow(op, with_operands=True)
    sites_before = sum(isinstance(op, CmdDispatchOp) for op in module.walk())

    fuse_dispatch_bindings(module)

    alive = set(module.walk())
    for op, text in whole.items():
        assert op in alive, f"{op.name} was removed"
        assert _generic(op) == text, f"{op.name} changed"
    changed = [
        op.name
        for op, before in shallow.items()
        if op not in alive or _shallow(op, op not in in_entry) != before
    ]
    assert changed == []
    assert sum(isinstance(op, CmdDispatchOp) for op in module.walk()) == sites_before


_LOCATED = """
stream.executable private @ex {
  stream.executable.export public @fn workgroups(%x: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %x, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @fn(%a: !stream.binding loc("a.py":1:2), %b: !stream.binding loc("b.py":3:4), %n: index loc("n.py":5:6), %o: !stream.binding loc("o.py":7:8)) {
      %c0 = arith.constant 0 : index
      %sa = stream.binding.subspan %a[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
      %sb = stream.binding.subspan %b[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
      %so = stream.binding.subspan %o[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>, %sz: index, %out: !stream.resource<external>, %osz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}, %out as %y: !stream.resource<external>{%osz}) {
    stream.cmd.dispatch @ex::@fn[%c16](%c16 : index) {
      ro %x[%c0 for %c16] : !stream.resource<transient>{%sz},
      ro %x[%c16 for %c16] : !stream.resource<transient>{%sz},
      wo %y[%c0 for %c32] : !stream.resource<external>{%osz}
    } attributes {test.tag = "kept", hal.interface.bindings = [1, 2]} loc("site.py":10:1)
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
"""


def test_rewritten_dispatch_keeps_location_and_attributes() -> None:
    module = parse_module(_LOCATED)
    fuse_dispatch_bindings(module)
    [site] = [op for op in module.walk() if isinstance(op, CmdDispatchOp)]
    assert site.location == _loc("site.py", 10, 1)
    assert site.attributes["test.tag"] == StringAttr("kept")
    assert "hal.interface.bindings" in site.attributes
    assert len(site.resources) == 2  # the two reads fused
    zeros = [
        op.location
        for op in module.walk()
        if isinstance(op, arith.ConstantOp) and op.result.name_hint == "c0"
    ]
    assert _loc("site.py", 10, 1) in zeros


def test_fused_binding_argument_carries_a_fused_location() -> None:
    module = parse_module(_LOCATED)
    fuse_dispatch_bindings(module)
    [fn] = _entry_functions(module)
    block = fn.regions[0].blocks.first
    assert isinstance(block, Block)
    fused, out = binding_arguments(fn)
    a, b = (
        _loc("a.py", 1, 2),
        _loc("b.py", 3, 4),
    )
    assert isinstance(fused.location, FusedLoc)
    assert list(fused.location.locations.data) == [a, b]
    assert out.location == _loc("o.py", 7, 8)
    assert block.args[-1].location == _loc("n.py", 5, 6)


def _layout(module: ModuleOp) -> list[tuple[str, int]]:
    """Entry function name and binding count, for every dispatched function."""
    layout: list[tuple[str, int]] = []
    for fn in _entry_functions(module):
        name = fn.properties["sym_name"]
        assert isinstance(name, StringAttr)
        layout.append((name.data, len(binding_arguments(fn))))
    return sorted(layout)


def _twice(text: str, *, alias: bool, unregistered: bool = False) -> None:
    """Run the pass twice in place (no print in between: xDSL 0.75's printer can
    give two values one name, see tests/pytest/harness/test_fuzz.py)."""
    original = parse_module(text, allow_unregistered=unregistered)
    once = fuse_dispatch_bindings(original.clone(), alias_mutable_bindings=alias)
    layout_once = _layout(once)
    twice = fuse_dispatch_bindings(once.clone(), alias_mutable_bindings=alias)
    assert _layout(twice) == layout_once
    assert check_fusion_preserves(original, twice) == []
    assert check_fusion_preserves(once, twice) == []


@pytest.mark.parametrize("seed", range(25))
@pytest.mark.parametrize("safe", [True, False])
def test_pass_twice_on_generated_modules(seed: int, safe: bool) -> None:
    text = generate_module(seed, GeneratorOptions(iree_safe=safe))
    _twice(text, alias=seed % 2 == 1)


@pytest.mark.parametrize("path", DUMPS[::3], ids=lambda p: p.name)
def test_pass_twice_on_dumps(path: Path) -> None:
    _twice(path.read_text(), alias=False, unregistered=True)
