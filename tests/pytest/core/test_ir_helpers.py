"""`xdsl_stream.core.ir_helpers`: `walk_region` goes as `Region.walk()` goes;
`host_ops` goes so too, but not into nested symbol tables."""

from __future__ import annotations

from pathlib import Path

from xdsl.ir import Operation, Region
from xdsl.parser import Parser

from xdsl_stream.core.ir_helpers import host_ops, is_symbol_table, walk_region
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
