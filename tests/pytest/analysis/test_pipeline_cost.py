"""The pipeline's cost (`pipeline_cost.export_costs`) against the passes' output.

Predicted from the analyses alone, the bindings and operands of every export
after `fuse-dispatch-bindings{rebase=...}` and `fold-uniform-operands` must be
what the rewritten module's entry functions take; and `rebase=fused` must
leave the exports where nothing fuses exactly as they were.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import jsonschema
import pytest
from harness.byte_ranges import (
    check_fusion_preserves,
    check_values_preserved,
)
from harness.generator import generate_module
from xdsl.dialects.builtin import ModuleOp

from xdsl_stream.analysis.binding_fusion import (
    GroupStatus,
    Rebase,
    analyze_module,
    binding_arguments,
)
from xdsl_stream.analysis.pipeline_cost import Layout, export_costs, total
from xdsl_stream.api import fold_uniform_operands, fuse_dispatch_bindings, parse_module
from xdsl_stream.dialects.stream import BindingType, ExecutableOp, function_of_export
from xdsl_stream.report.json_report import load_schema, report_to_json
from xdsl_stream.report.model import build_report
from xdsl_stream.report.plot import cost_figure
from xdsl_stream.report.text import format_report

TESTS = Path(__file__).parents[2]
DUMPS = sorted(
    p for p in (TESTS / "dumps").glob("*.mlir") if not p.name.endswith(".loc.mlir")
)
SEEDS = range(60)


def _measured(original: ModuleOp, rebase: Rebase) -> dict[str, tuple[int, int]]:
    """Bindings and operands of each export's function after the pipeline."""
    module = original.clone()
    fuse_dispatch_bindings(module, rebase=rebase)
    fold_uniform_operands(module)
    counts: dict[str, tuple[int, int]] = {}
    for executable in module.body.block.ops:
        if not isinstance(executable, ExecutableOp):
            continue
        for export in executable.exports:
            function = function_of_export(export)
            if function is None:
                continue
            args = function.regions[0].blocks.first
            assert args is not None
            operands = [a for a in args.args if not isinstance(a.type, BindingType)]
            name = f"@{executable.sym_name.data}::@{export.sym_name.data}"
            counts[name] = (len(binding_arguments(function)), len(operands))
    return counts


def _predicted(module: ModuleOp, rebase: Rebase) -> dict[str, tuple[int, int]]:
    return {
        c.name: (c.after[rebase].bindings, c.after[rebase].operands)
        for c in export_costs(analyze_module(module))
    }


@cache
def _modules() -> tuple[tuple[str, ModuleOp], ...]:
    """The dumps and generated modules, read once per test process: the tests
    analyse them as they are and rewrite clones."""
    texts = [(p.stem, p.read_text()) for p in DUMPS] + [
        (f"seed {s}", generate_module(s)) for s in SEEDS
    ]
    return tuple(
        (name, parse_module(text, allow_unregistered=True)) for name, text in texts
    )


@pytest.mark.slow
@pytest.mark.parametrize("rebase", list(Rebase))
def test_predicted_cost_is_what_the_passes_make(rebase: Rebase) -> None:
    for name, module in _modules():
        measured = _measured(module, rebase)
        predicted = _predicted(module, rebase)
        wrong = {
            k: (v, measured[k])
            for k, v in predicted.items()
            if k in measured and measured[k] != v
        }
        assert not wrong, f"{name}: predicted != measured: {wrong}"


@pytest.mark.slow
def test_rebase_fused_keeps_unfused_exports_as_they_were() -> None:
    """The functions and sites of groups where nothing fuses print the same."""
    for name, original in _modules():
        module = original.clone()
        kept = [
            g for g in analyze_module(module).groups if g.status is GroupStatus.REBASED
        ]
        before = [str(op) for g in kept for op in (*g.functions, *g.sites)]
        fuse_dispatch_bindings(module, rebase=Rebase.FUSED)
        after = [str(op) for g in kept for op in (*g.functions, *g.sites)]
        assert before == after, name


@pytest.mark.slow
@pytest.mark.parametrize("rebase", list(Rebase))
def test_both_choices_keep_every_value(rebase: Rebase) -> None:
    """The independent semantic check covers both choices."""
    for name, before in _modules():
        after = before.clone()
        fuse_dispatch_bindings(after, rebase=rebase)
        fold_uniform_operands(after)
        violations = check_fusion_preserves(before, after) + check_values_preserved(
            before, after
        )
        assert not violations, f"{name}: {violations[:3]}"


@pytest.mark.slow
def test_rebasing_everything_never_saves_an_operand() -> None:
    """Per export, `rebase=all` keeps the bindings `fused` keeps and passes at
    least as many operands; on generated modules it often passes more."""
    more = 0
    for name, module in _modules():
        for cost in export_costs(analyze_module(module)):
            everything, fused_only = cost.after[Rebase.ALL], cost.after[Rebase.FUSED]
            assert everything.bindings == fused_only.bindings, name
            assert everything.operands >= fused_only.operands, name
            more += everything.operands > fused_only.operands
    assert more > 0


def test_totals_add_up() -> None:
    text = generate_module(0)
    costs = export_costs(analyze_module(parse_module(text)))
    for rebase in (None, *Rebase):
        layouts = [c.before if rebase is None else c.after[rebase] for c in costs]
        assert total(costs, rebase) == Layout(
            sum(x.bindings for x in layouts),
            sum(x.operands for x in layouts),
            sum(x.operand_bytes for x in layouts),
        )


def test_the_cost_in_the_json_report() -> None:
    """The JSON form carries every export's cost and the totals, valid
    against the shipped schema."""
    module = parse_module(generate_module(13))
    analysis = analyze_module(module)
    data = report_to_json(build_report(analysis))
    jsonschema.validate(data, load_schema())
    costs = export_costs(analysis)
    cost = data["pipeline_cost"]
    assert [e["name"] for e in cost["exports"]] == [c.name for c in costs]
    for rebase in Rebase:
        expected = total(costs, rebase)
        assert cost["total"]["after"][str(rebase)] == {
            "bindings": expected.bindings,
            "operands": expected.operands,
            "operand_bytes": expected.operand_bytes,
        }
    assert cost["total"]["after"]["all"] != cost["total"]["after"]["fused"]


def test_the_cost_in_the_text_report() -> None:
    text = format_report(analyze_module(parse_module(generate_module(13))))
    assert "pipeline cost (fuse-dispatch-bindings, then fold-uniform-operands)" in text
    assert text.splitlines()[-1].startswith("  total: before 15 bindings, 8 operands")
    assert "rebase=all: 12 bindings, 6 operands (24 B)" in text.splitlines()[-1]
    assert "rebase=fused: 12 bindings, 4 operands (16 B)" in text.splitlines()[-1]


def test_the_cost_picture() -> None:
    """One row per changed export and the total, bindings left and operands
    right, one bar per series (before, rebase=all, rebase=fused)."""
    costs = export_costs(analyze_module(parse_module(generate_module(13))))
    figure = cost_figure(costs, title="seed 13")
    bindings, operands = figure.axes[:2]
    labels = [t.get_text() for t in bindings.get_yticklabels()]
    assert labels == ["dispatch_0_0", "dispatch_0_1", "dispatch_1_1", "total"]
    widths = [p.get_width() for p in operands.patches]
    # Bars of a series are drawn together: the totals end each series.
    assert widths[3::4] == [8, 6, 4]
    assert [p.get_width() for p in bindings.patches][3::4] == [15, 12, 12]
