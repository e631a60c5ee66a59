"""What fused and why: text and numbers derived from a `FusionAnalysis`.

Pure functions over the analysis (nothing here mutates IR), used by the pass's
`report` and `max-bindings` options and by the notebook:

```python
from xdsl_stream.analysis.binding_fusion import analyze_module
from xdsl_stream.analysis.report import export_bindings, format_report

analysis = analyze_module(module)
print(format_report(analysis))
for row in export_bindings(analysis):
    print(row.name, row.before, row.after)
```
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import Operation, SSAValue

from xdsl_stream.analysis.binding_fusion import (
    ExportGroup,
    FusionAnalysis,
    Problem,
    binding_arguments,
    export_name,
)
from xdsl_stream.dialects.stream import (
    CmdDispatchOp,
    ExecutableExportOp,
    ExecutableOp,
)


@dataclass(frozen=True)
class ExportBindings:
    """Binding counts of one export before and after the pass."""

    export: ExecutableExportOp
    name: str
    """`@executable::@export`."""
    sites: int
    """Dispatch sites naming the export."""
    before: int
    after: int
    status: str
    """`fused`, `rebased` (nothing fused), `untouched` (see the group's
    problems) or `no sites`."""


def _function_of(export: ExecutableExportOp) -> Operation | None:
    executable = export.parent_op()
    if not isinstance(executable, ExecutableOp) or executable.inner_module is None:
        return None
    target = export.function_ref.root_reference.data
    for op in executable.inner_module.body.block.ops:
        name = op.properties.get("sym_name", op.attributes.get("sym_name"))
        if isinstance(name, StringAttr) and name.data == target:
            return op
    return None


def _binding_count(export: ExecutableExportOp, sites: Sequence[CmdDispatchOp]) -> int:
    function = _function_of(export)
    if function is not None:
        return len(binding_arguments(function))
    return len(sites[0].resources) if sites else 0


def _group_rows(group: ExportGroup, analysis: FusionAnalysis) -> list[ExportBindings]:
    rows: list[ExportBindings] = []
    for export in group.exports:
        sites = analysis.sites_by_export.get(export, [])
        if group.plan is not None:
            before, after = group.plan.binding_count, len(group.plan.fused)
            status = "fused" if after < before else "rebased"
        else:
            before = after = _binding_count(export, sites or group.sites)
            status = "untouched"
        rows.append(
            ExportBindings(
                export, export_name(export), len(sites), before, after, status
            )
        )
    return rows


def export_bindings(analysis: FusionAnalysis) -> list[ExportBindings]:
    """One row per export: grouped exports first (group order), then the
    exports with no dispatch site (unchanged by the pass)."""
    rows = [r for g in analysis.groups for r in _group_rows(g, analysis)]
    for export in analysis.unused_exports:
        count = _binding_count(export, [])
        rows.append(
            ExportBindings(export, export_name(export), 0, count, count, "no sites")
        )
    return rows


def limit_problems(analysis: FusionAnalysis, max_bindings: int) -> list[Problem]:
    """A warning for every export with more than `max_bindings` bindings after
    the pass, exports without dispatch sites included (they are compiled all
    the same).  `max_bindings <= 0` checks nothing."""
    if max_bindings <= 0:
        return []
    problems: list[Problem] = []
    for row in export_bindings(analysis):
        if row.after <= max_bindings:
            continue
        detail = {
            "fused": f"{row.before} before fusion",
            "rebased": "nothing fused",
            "untouched": "left untouched",
            "no sites": "no dispatch site, left as is",
        }[row.status]
        problems.append(
            Problem(
                row.export,
                f"export {row.name} has {row.after} bindings after fusion "
                f"({detail}), above the limit of {max_bindings}",
                is_error=False,
            )
        )
    return problems


# ===----------------------------------------------------------------------=== #
# Correlation across sites
# ===----------------------------------------------------------------------=== #


def correlation(sites: Sequence[CmdDispatchOp]) -> list[list[float]]:
    """`m[i][j]`: the fraction of `sites` where bindings i and j name the same
    resource (1.0 on the diagonal).  Pairs at 1.0 fuse unless a binding is
    writable with mutable aliasing off."""
    if not sites:
        return []
    count = len(sites[0].resources)
    matrix = [[0.0] * count for _ in range(count)]
    for site in sites:
        resources = list(site.resources)
        for i in range(count):
            for j in range(count):
                if resources[i] == resources[j]:
                    matrix[i][j] += 1.0 / len(sites)
    return [[round(v, 6) for v in row] for row in matrix]


# ===----------------------------------------------------------------------=== #
# Text
# ===----------------------------------------------------------------------=== #


def _site_function(site: Operation) -> str:
    parent = site.parent_op()
    while parent is not None:
        name = parent.properties.get("sym_name", parent.attributes.get("sym_name"))
        if isinstance(name, StringAttr):
            return f"@{name.data}"
        parent = parent.parent_op()
    return "?"


def _letter(n: int) -> str:
    letters = ""
    n += 1
    while n:
        n, r = divmod(n - 1, 26)
        letters = chr(ord("A") + r) + letters
    return letters


def site_pattern(site: CmdDispatchOp) -> str:
    """`ro A, ro A, wo B`: each binding's access and resource, resources lettered
    in order of first appearance at this site."""
    names: dict[SSAValue, str] = {}
    return ", ".join(
        f"{access.keyword} {names.setdefault(resource, _letter(len(names)))}"
        for resource, access in zip(site.resources, site.accesses, strict=True)
    )


def _members(members: Sequence[int]) -> str:
    return "{" + ", ".join(str(m) for m in members) + "}"


def format_group(group: ExportGroup, analysis: FusionAnalysis) -> str:
    """The report of one export group (several lines, no trailing newline)."""
    rows = _group_rows(group, analysis)
    lines = [f"export group: {', '.join(group.names)}"]
    for row in rows if len(rows) > 1 else []:
        lines.append(f"  {row.name}: {row.sites} site(s)")
    lines.append(
        f"  mutable aliasing: {'on' if group.alias_mutable_bindings else 'off'}"
    )
    lines.append(f"  dispatch sites: {len(group.sites)}")
    for n, site in enumerate(group.sites):
        lines.append(f"    site {n} in {_site_function(site)}: {site_pattern(site)}")
    before, after = rows[0].before, rows[0].after
    if group.skipped:
        lines.append(f"  bindings: {before} -> {after} (skipped: no inner module)")
    elif group.plan is None:
        lines.append(f"  bindings: {before} -> {after} (left untouched)")
    else:
        lines.append(f"  bindings: {before} -> {after}")
        for n, fused in enumerate(group.plan.fused):
            kind = "fused" if len(fused.members) > 1 else "kept"
            lines.append(
                f"    #{n} {fused.access.keyword} <- {_members(fused.members)} {kind}"
            )
    for problem in group.problems:
        level = "error" if problem.is_error else "warning"
        lines.append(f"  {level}: {problem.message}")
    if group.not_fused:
        lines.append("  not fused:")
        for item in group.not_fused:
            lines.append(f"    {item.first}, {item.second}: {item.reason}")
    return "\n".join(lines)


def format_report(analysis: FusionAnalysis) -> str:
    """The whole report, as `fuse-dispatch-bindings{report=true}` prints it."""
    rows = export_bindings(analysis)
    before = sum(r.before for r in rows)
    after = sum(r.after for r in rows)
    parts = [
        f"fuse-dispatch-bindings report: {len(analysis.groups)} export group(s), "
        f"{len(rows)} export(s), bindings {before} -> {after}"
    ]
    parts += [format_group(g, analysis) for g in analysis.groups]
    unused = [r for r in rows if r.status == "no sites"]
    if unused:
        parts.append(
            "exports without dispatch sites (untouched):\n"
            + "\n".join(f"  {r.name}: {r.before} binding(s)" for r in unused)
        )
    return "\n".join(parts) + "\n"
