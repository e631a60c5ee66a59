"""`xdsl_stream.core.ir_helpers`: `walk_region` goes as `Region.walk()` goes."""

from __future__ import annotations

from pathlib import Path

from xdsl.ir import Region
from xdsl.parser import Parser

from xdsl_stream.core.ir_helpers import walk_region
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
