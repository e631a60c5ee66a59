"""The rewrite plan decides the IR: the order of application does not.

`plan_rewrite` gives typed plans, one per dispatch function (`FunctionPlan`)
and one per dispatch site (`SitePlan`, in IREE's order), each site with the
zero offset (`ZeroOffset`) it shares with the other sites under its anchor,
located where IREE's order locates it.  Applying the sites in the reverse
order prints (generic form, with locations) exactly what the pass prints, on
every dump and on generated modules.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from harness.generator import generate_module
from harness.parsed import parse_once
from xdsl.ir import Operation

from xdsl_stream.analysis.binding_fusion import (
    RewritePlan,
    ZeroOffset,
    analyze_module,
    plan_rewrite,
    zero_anchor,
)
from xdsl_stream.api import fuse_dispatch_bindings, parse_module, print_module
from xdsl_stream.dialects.stream import CmdDispatchOp
from xdsl_stream.transforms.fuse_dispatch_bindings import rewrite

ROOT = Path(__file__).parents[3]
DUMPS = sorted(
    p for p in (ROOT / "tests" / "dumps").glob("*.mlir") if ".loc." not in p.name
)
LOC_DUMPS = sorted((ROOT / "tests" / "dumps").glob("*.llvm-cpu.loc.mlir"))


def _by_pass(text: str, alias: bool, debuginfo: bool = False) -> str:
    module = parse_once(text)
    fuse_dispatch_bindings(module, alias_mutable_bindings=alias)
    return print_module(module, generic=True, debuginfo=debuginfo)


def _reversed_sites(text: str, alias: bool, debuginfo: bool = False) -> str:
    """The plan applied with its sites in reverse order."""
    module = parse_once(text)
    plan = plan_rewrite(analyze_module(module, alias_mutable_bindings=alias))
    rewrite(RewritePlan(plan.functions, plan.sites[::-1]))
    return print_module(module, generic=True, debuginfo=debuginfo)


@pytest.mark.slow
@pytest.mark.parametrize("alias", [False, True], ids=["alias-off", "alias-on"])
@pytest.mark.parametrize("dump", DUMPS, ids=[p.name for p in DUMPS])
def test_site_order_does_not_matter_on_dumps(dump: Path, alias: bool) -> None:
    text = dump.read_text()
    rewritten = _reversed_sites(text, alias)
    assert rewritten == _by_pass(text, alias)
    # Not vacuous: every dump has dispatched exports, so the IR changes.
    original = parse_once(text)
    assert rewritten != print_module(original, generic=True)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(8))
def test_site_order_does_not_matter_on_generated(seed: int) -> None:
    text = generate_module(seed)
    for alias in (False, True):
        assert _reversed_sites(text, alias) == _by_pass(text, alias)


@pytest.mark.slow
@pytest.mark.parametrize("dump", LOC_DUMPS, ids=[p.name for p in LOC_DUMPS])
def test_zero_offsets_keep_iree_locations(dump: Path) -> None:
    """The zero offsets' locations come from the plan, not from the order."""
    text = dump.read_text()
    assert _reversed_sites(text, False, debuginfo=True) == _by_pass(
        text, False, debuginfo=True
    )


@pytest.mark.parametrize("seed", [4, 6, 7])  # several anchors, shared zeros
def test_plans_are_typed_and_in_iree_order(seed: int) -> None:
    module = parse_module(generate_module(seed), allow_unregistered=True)
    analysis = analyze_module(module)
    plan = plan_rewrite(analysis)
    rewritten = [g for g in analysis.groups if g.plan is not None]
    assert [p.function for p in plan.functions] == [
        f for g in rewritten for f in g.functions
    ]
    in_groups = {s for g in rewritten for s in g.sites}
    assert [p.site for p in plan.sites] == [
        s for s in analysis.iree_site_order() if s in in_groups
    ]
    layouts = {s: g.plan for g in rewritten for s in g.sites}
    zeros: dict[Operation, ZeroOffset] = {}
    for site_plan in plan.sites:
        assert isinstance(site_plan.site, CmdDispatchOp)
        assert site_plan.layout is layouts[site_plan.site]
        anchor = zero_anchor(site_plan.site)
        assert site_plan.zero.anchor is anchor
        # One zero per anchor, located at the anchor's first site.
        zero = zeros.setdefault(anchor, site_plan.zero)
        assert site_plan.zero is zero
    firsts = {id(p.zero): p.site.location for p in plan.sites[::-1]}
    assert all(z.location is firsts[id(z)] for z in zeros.values())
    assert len(zeros) > 1 and len(plan.sites) > len(zeros)
