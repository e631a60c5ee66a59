"""The rewrite patterns are real patterns: xDSL's own driver gives the pass's IR.

On every dump and on generated modules, `PatternRewriteWalker` with
`apply_recursively=False` and no dead-code elimination, applying
`RebaseEntryFunction` and `RebaseDispatchSite` to the analysis's plans, prints
(generic form, without locations) exactly what the pass prints.  The walker
visits sites in walk order, not IREE's: `zero_locations` gives each shared zero
offset the location IREE's order gives it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from harness.generator import generate_module
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriteWalker,
    RewritePattern,
)

from xdsl_stream.analysis.binding_fusion import analyze_module
from xdsl_stream.api import fuse_dispatch_bindings, parse_module, print_module
from xdsl_stream.transforms.fuse_dispatch_bindings import (
    RebaseDispatchSite,
    RebaseEntryFunction,
    plans_of,
    zero_locations,
)

ROOT = Path(__file__).parents[2]
DUMPS = sorted(
    p for p in (ROOT / "tests" / "dumps").glob("*.mlir") if ".loc." not in p.name
)
LOC_DUMPS = sorted((ROOT / "tests" / "dumps").glob("*.llvm-cpu.loc.mlir"))


def _by_pass(text: str, alias: bool, debuginfo: bool = False) -> str:
    module = parse_module(text, allow_unregistered=True)
    fuse_dispatch_bindings(module, alias_mutable_bindings=alias)
    return print_module(module, generic=True, debuginfo=debuginfo)


def _by_walker(text: str, alias: bool, debuginfo: bool = False) -> str:
    module = parse_module(text, allow_unregistered=True)
    analysis = analyze_module(module, alias_mutable_bindings=alias)
    plans = plans_of(analysis)
    patterns: list[RewritePattern] = [
        RebaseEntryFunction(plans),
        RebaseDispatchSite(plans, zero_locations(analysis, plans)),
    ]
    PatternRewriteWalker(
        GreedyRewritePatternApplier(patterns, dce_enabled=False),
        apply_recursively=False,
    ).rewrite_module(module)
    return print_module(module, generic=True, debuginfo=debuginfo)


@pytest.mark.parametrize("alias", [False, True], ids=["alias-off", "alias-on"])
@pytest.mark.parametrize("dump", DUMPS, ids=[p.name for p in DUMPS])
def test_walker_matches_pass_on_dumps(dump: Path, alias: bool) -> None:
    text = dump.read_text()
    walked = _by_walker(text, alias)
    assert walked == _by_pass(text, alias)
    # Not vacuous: every dump has dispatched exports, so the IR changes.
    original = parse_module(text, allow_unregistered=True)
    assert walked != print_module(original, generic=True)


@pytest.mark.parametrize("seed", range(8))
def test_walker_matches_pass_on_generated(seed: int) -> None:
    text = generate_module(seed)
    for alias in (False, True):
        assert _by_walker(text, alias) == _by_pass(text, alias)


@pytest.mark.parametrize("dump", LOC_DUMPS, ids=[p.name for p in LOC_DUMPS])
def test_walker_matches_pass_with_locations(dump: Path) -> None:
    """With `zero_locations`, even the locations are the pass's (IREE's)."""
    text = dump.read_text()
    assert _by_walker(text, False, debuginfo=True) == _by_pass(
        text, False, debuginfo=True
    )
