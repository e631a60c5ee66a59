"""The report as text: `format_text(report)` (`xdsl_stream.report.model`
makes the report), and the lines of its parts the tools print.

```python
from xdsl_stream.analysis.binding_fusion import analyze_module
from xdsl_stream.report.text import format_report

print(format_report(analyze_module(module)))
```
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from xdsl_stream.analysis.binding_fusion import (
    FusionAnalysis,
    GroupStatus,
    Rebase,
)
from xdsl_stream.analysis.pipeline_cost import (
    ExportCost,
    Layout,
    total,
)
from xdsl_stream.analysis.segment_cost import (
    SegmentCost,
    SegmentLayout,
    segment_total,
)
from xdsl_stream.analysis.uniform_operands import OperandFate
from xdsl_stream.report.model import (
    GroupReport,
    Report,
    SiteRow,
    build_report,
    limit_problem,
)

MAX_SITE_ROWS = 6
"""Distinct site rows shown per group; the JSON form lists them all."""
MAX_PAIRS = 8
"""Not-fused pairs shown per group; the JSON form lists them all."""

LEGEND = (
    "legend: #i %x = binding i, argument %x of the entry function; "
    "ro/wo/rw %r[o for n] = a binding's access, the resource (SSA value) it "
    "names at a site and the byte offset and length it binds; (%v @g) = the value %r captures outside the execute region, "
    "and the util.global it loads; sites a-b (Nx) = N sites that bind alike (their scalar operands may differ)"
)


def _ranges(indices: Sequence[int]) -> str:
    """`0-9, 12, 14-15`."""
    parts: list[str] = []
    start = prev = indices[0]
    for i in [*indices[1:], None]:
        if i is not None and i == prev + 1:
            prev = i
            continue
        parts.append(str(start) if start == prev else f"{start}-{prev}")
        if i is not None:
            start = prev = i
    return ", ".join(parts)


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _summary_line(group: GroupReport, limit: int) -> str:
    sites = _plural(group.site_count, "site")
    line = (
        f"  {', '.join(group.names)}: {sites}, bindings "
        f"{group.before} -> {group.after}, {group.status}"
    )
    if limit and group.after > limit:
        line += f", above the limit of {limit}"
    return line


def _site_row_text(row: SiteRow, group: GroupReport) -> str:
    count = len(row.sites)
    label = (
        f"site {row.sites[0]}"
        if count == 1
        else f"sites {_ranges(row.sites)} ({count}x)"
    )
    target = f" -> {', '.join(row.entry_points)}" if len(group.exports) > 1 else ""
    pattern = ", ".join(r.text() for r in row.resources)
    return f"    {label} in {row.function}{target}: {pattern}"


def format_group(group: GroupReport) -> str:
    """The details of one export group (several lines, no trailing newline)."""
    lines = [f"export group: {', '.join(group.names)}"]
    if len(group.exports) > 1:
        lines += [f"  {e.name}: {_plural(e.sites, 'site')}" for e in group.exports]
    lines.append(
        f"  mutable aliasing: {'on' if group.alias_mutable_bindings else 'off'}"
    )
    lines.append(
        "  bindings: " + ", ".join(group.binding(i) for i in range(group.before))
    )
    lines.append(f"  dispatch sites: {group.site_count}")
    lines += [_site_row_text(r, group) for r in group.site_rows[:MAX_SITE_ROWS]]
    hidden = len(group.site_rows) - MAX_SITE_ROWS
    if hidden > 0:
        lines.append(f"    ... {hidden} more distinct site rows (see the JSON form)")
    lines += _layout_lines(group)
    lines += _fold_lines(group)
    for problem in group.problems:
        lines.append(f"  {problem.severity}: {problem.message}")
    lines += _not_fused_lines(group)
    return "\n".join(lines)


def _layout_lines(group: GroupReport) -> list[str]:
    """`bindings after: N -> M`, then the fused bindings and the kept ones."""
    arrow = f"  bindings after: {group.before} -> {group.after}"
    if group.status is GroupStatus.SKIPPED:
        return [f"{arrow} (skipped: no inner module)"]
    if group.plan is None:
        return [f"{arrow} (left untouched)"]
    lines = [arrow]
    kept: list[str] = []
    for new in group.plan:
        first, *others = new.members
        if not others:
            kept.append(f"{group.binding(first)} as #{new.index} {new.access.keyword}")
            continue
        members = ", ".join(group.binding(m) for m in new.members)
        lines.append(f"    #{new.index} {new.access.keyword} <- {members}")
    if kept:
        lines.append(f"    kept: {', '.join(kept)}")
    return lines


def _fold_lines(group: GroupReport) -> list[str]:
    """The dispatch operands before, after fusion and after the fold, then
    each kept operand with why it stays, the inlined and the deduplicated."""
    if group.fold is None:
        return []
    kept = [o for o in group.fold if o.fate is OperandFate.KEPT]
    lines = [
        f"  dispatch operands: {group.operands_before} before, "
        f"{len(group.fold)} after fusion, {len(kept)} after fold-uniform-operands"
    ]
    for fate, rows in (
        ("kept", kept),
        ("inlined", [o for o in group.fold if o.fate is OperandFate.INLINED]),
        ("deduplicated", [o for o in group.fold if o.fate is OperandFate.DEDUPLICATED]),
    ):
        if not rows:
            continue
        shown = "; ".join(f"{o.name}: {o.reason}" for o in rows[:MAX_PAIRS])
        more = f"; ... {len(rows) - MAX_PAIRS} more" if len(rows) > MAX_PAIRS else ""
        lines.append(f"    {fate}: {shown}{more}")
    return lines


def _not_fused_lines(group: GroupReport) -> list[str]:
    """`not fused:` and the first `MAX_PAIRS` pairs with their reason."""
    if not group.not_fused:
        return []
    lines = ["  not fused:"]
    for pair in group.not_fused[:MAX_PAIRS]:
        lines.append(
            f"    {group.binding(pair.first)}, {group.binding(pair.second)}: "
            f"{pair.reason}"
        )
    hidden = len(group.not_fused) - MAX_PAIRS
    if hidden > 0:
        lines.append(f"    ... {hidden} more pairs (see the JSON form)")
    return lines


def format_text(report: Report) -> str:
    """The whole report: totals, the legend, one summary line per export
    group, then each group's details."""
    lines = [
        f"fuse-dispatch-bindings report: {len(report.groups)} export group(s), "
        f"{len(report.exports)} export(s), bindings {report.before} -> {report.after}",
        LEGEND,
        "summary:",
    ]
    lines += [_summary_line(g, report.max_bindings) for g in report.groups]
    unused = report.without_sites
    if unused:
        lines.append(
            f"  {_plural(len(unused), 'export')} without dispatch sites (untouched)"
        )
    lines += [format_group(g) for g in report.groups]
    if unused:
        lines.append("exports without dispatch sites (untouched):")
        lines += [f"  {r.name}: {_plural(r.before, 'binding')}" for r in unused]
    lines += cost_lines(report.costs)
    lines += segment_lines(report.segment, len(report.exports))
    lines += [f"{w.severity}: {w.message}" for w in report.warnings]
    for row in report.over_limit:
        lines.append(f"warning: {limit_problem(row, report.max_bindings).message}")
    lines += [f"warning: {m}" for m in push_constant_messages(report)]
    return "\n".join(lines) + "\n"


def _segment_text(layout: SegmentLayout) -> str:
    return (
        f"{_plural(layout.bindings, 'binding')}, "
        f"{_plural(layout.operands, 'operand')}, "
        f"{_plural(layout.words, 'push-constant word')} ({layout.bytes} B)"
    )


def segment_lines(costs: Sequence[SegmentCost], exports: int = 0) -> list[str]:
    """Per export (the first `MAX_COST_ROWS`) and in total: what the kernel
    receives after the whole binding segment, under each `rebase` choice.
    The total is over the exports with a kernel function to read it off;
    of `exports` (all the report's), the others are said to be left out."""
    if not costs:
        return []
    lines = ["after the binding segment (fuse, annotate, pack, cse, fold):"]
    for cost in costs[:MAX_COST_ROWS]:
        choices = "; ".join(
            f"rebase={r}: {_segment_text(cost.after[r])}" for r in Rebase
        )
        lines.append(f"  {cost.name}: {choices}")
    if len(costs) > MAX_COST_ROWS:
        lines.append(f"  ... {len(costs) - MAX_COST_ROWS} more (see the JSON form)")
    totals = "; ".join(
        f"rebase={r}: {_segment_text(segment_total(costs, r))}" for r in Rebase
    )
    lines.append(f"  total: {totals}")
    left_out = exports - len(costs)
    if left_out > 0:
        lines.append(
            f"  (not in the total: {_plural(left_out, 'export')} without a kernel "
            "function, whose interface the segment leaves as it is)"
        )
    return lines


def push_constant_messages(report: Report) -> list[str]:
    """One message per export and `rebase` choice above `max-push-constants`."""
    return [
        f"export {cost.name} takes {cost.after[rebase].words} push-constant words "
        f"({cost.after[rebase].bytes} B) after the binding segment with "
        f"rebase={rebase}, above the limit of {report.max_push_constants}"
        for cost, rebase in report.over_push_constants
    ]


MAX_COST_ROWS = 12
"""Exports listed in the cost section; the JSON form lists them all."""


def _layout_text(layout: Layout) -> str:
    return (
        f"{_plural(layout.bindings, 'binding')}, "
        f"{_plural(layout.operands, 'operand')} ({layout.operand_bytes} B)"
    )


def _cost_text(name: str, before: Layout, after: Mapping[Rebase, Layout]) -> str:
    choices = "; ".join(f"rebase={r}: {_layout_text(after[r])}" for r in Rebase)
    return f"  {name}: before {_layout_text(before)}; after {choices}"


def cost_lines(costs: Sequence[ExportCost]) -> list[str]:
    """The pipeline's cost: per export whose interface changes under some
    `rebase` choice, then in total, bindings and dispatch operands (push
    constants, in bytes) before and after fuse-dispatch-bindings then
    fold-uniform-operands."""
    if not costs:
        return []
    changed = [c for c in costs if any(a != c.before for a in c.after.values())]
    lines = [
        "pipeline cost (fuse-dispatch-bindings, then fold-uniform-operands), "
        f"{_plural(len(changed), 'export')} changed:"
    ]
    lines += [_cost_text(c.name, c.before, c.after) for c in changed[:MAX_COST_ROWS]]
    if len(changed) > MAX_COST_ROWS:
        lines.append(f"  ... {len(changed) - MAX_COST_ROWS} more (see the JSON form)")
    after = {r: total(costs, r) for r in Rebase}
    lines.append(_cost_text("total", total(costs), after))
    return lines


def format_report(analysis: FusionAnalysis, *, max_bindings: int = 0) -> str:
    """The text report, as `fuse-dispatch-bindings{report=text}` prints it."""
    return format_text(build_report(analysis, max_bindings=max_bindings))
