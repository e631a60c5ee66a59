"""`xdsl_stream.core.ir_helpers`: `walk_region` goes as `Region.walk()` goes;
`host_ops` goes so too, but not into nested symbol tables; `ClonedOp` names
each op of a copy's original, after a rewrite too."""

from __future__ import annotations

from pathlib import Path

from xdsl.dialects.arith import ConstantOp
from xdsl.dialects.builtin import IndexType, IntegerAttr
from xdsl.ir import Block, Operation, Region
from xdsl.parser import Parser

from xdsl_stream.core.ir_helpers import (
    ClonedOp,
    host_ops,
    is_symbol_table,
    walk_region,
)
from xdsl_stream.universe import make_context

ROOT = Path(__file__).resolve().parents[3]


def test_walk_region_yields_the_ops_of_region_walk_in_its_order() -> None:
    """Nested regions (executables, functions, executes, workgroups) of a
    corpus file, and an empty region."""
    for path in sorted((ROOT / "tests/corpus").glob("*.mlir"))[:4]:
        ctx = make_context(allow_unregistered=True)
        module = Parser(ctx, path.read_text()).parse_module()
        regions = [region for op in module.walk() for region in op.regions]
        assert any(op.regions for op in walk_region(module.body))
        for region in regions:
            assert list(walk_region(region)) == list(region.walk())
    assert list(walk_region(Region())) == []


def _inside_symbol_table(op: Operation) -> bool:
    """Whether some ancestor of `op` below the top module is a symbol table."""
    parent = op.parent_op()
    while parent is not None and parent.parent_op() is not None:
        if is_symbol_table(parent):
            return True
        parent = parent.parent_op()
    return False


def test_host_ops_are_the_walk_without_the_insides_of_symbol_tables() -> None:
    """Executables are given, their inner modules and functions are not."""
    path = ROOT / "tests/corpus/executable_ops.mlir"
    module = Parser(make_context(), path.read_text()).parse_module()
    expected = [op for op in module.body.walk() if not _inside_symbol_table(op)]
    got = list(host_ops(module))
    assert got == expected
    assert any(is_symbol_table(op) for op in got)
    assert len(got) < len(list(module.body.walk()))


def test_cloned_op_names_the_original_of_each_op_of_the_copy() -> None:
    path = ROOT / "tests/corpus/executable_ops.mlir"
    module = Parser(make_context(), path.read_text()).parse_module()
    cloned = ClonedOp(module)
    pairs = list(zip(module.walk(), cloned.copy.walk(), strict=True))
    assert all(cloned.original_of(copy) is op for op, copy in pairs)
    assert not any(copy is op for op, copy in pairs)


def _constant(value: int) -> ConstantOp:
    return ConstantOp(IntegerAttr(value, IndexType()))


def test_cloned_op_names_what_a_rewrite_made_by_its_place() -> None:
    """An op replaced in place is named by the op it replaced; one past the
    last of its name, in a new block or detached, by the nearest op around it
    that has an original."""
    path = ROOT / "tests/corpus/executable_ops.mlir"
    module = Parser(make_context(), path.read_text()).parse_module()
    cloned = ClonedOp(module)
    first = next(op for op in cloned.copy.body.ops if op.regions)
    original = cloned.original_of(first)
    body = cloned.copy.body.block
    replacement = first.clone()
    body.insert_op_before(replacement, first)
    first.detach()
    assert cloned.original_of(replacement) is original
    assert cloned.original_of(first) is module  # detached
    assert not any(isinstance(op, ConstantOp) for op in module.body.block.ops)
    extra = _constant(7)
    body.add_op(extra)
    assert cloned.original_of(extra) is module  # no arith.constant was there
    inner = _constant(8)
    replacement.regions[0].add_block(Block([inner]))
    assert cloned.original_of(inner) is original  # in a new block of the op
