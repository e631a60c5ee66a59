"""What fused and why: the report's content, derived from a `FusionAnalysis`.

Pure functions over the analysis (nothing here mutates IR), used by the pass's
`report` and `max-bindings` options, the report-only pass
`fuse-dispatch-bindings-report`, the `xdsl-stream-report` command and the
notebook:

```python
from xdsl_stream.analysis.binding_fusion import analyze_module
from xdsl_stream.report.model import build_report, export_bindings

analysis = analyze_module(module)
report = build_report(analysis)          # the report as data
for row in export_bindings(analysis):
    print(row.name, row.before, row.after, row.status)
```

`xdsl_stream.report.text` prints a `Report` as text,
`xdsl_stream.report.json_report` as JSON (schema: `report.schema.json`,
documented in `docs/report.md`), `xdsl_stream.report.plot` draws it.

Bindings are shown by index and by the entry function's argument (`#2 %arg3`),
resources at a site by the SSA value the site names (`ro %arg20`) and, for a
capture of a `stream.cmd.execute`, what it captures outside (`(%44 @global)`).
Names are the ones the input spells: xDSL keeps them as name hints, but for
a number (`%12`), a `_N` suffix (`%r_0`, `%r_1`: both hint `r`) or a result
of a group (`%r#1`), which keep the input's spelling when the caller passes
the names the reader kept (`numbered_names`); else a number gets the one
`xdsl-opt` prints, and the others their hint.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from io import StringIO

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import BlockArgument, Operation, SSAValue
from xdsl.printer import Printer

from xdsl_stream.analysis.binding_fusion import (
    ExportGroup,
    FusionAnalysis,
    GroupStatus,
    NotFusedKind,
    Rebase,
    binding_arguments,
)
from xdsl_stream.analysis.entry_points import unknown_entry_points
from xdsl_stream.analysis.export_groups import Problem, export_name
from xdsl_stream.analysis.pipeline_cost import (
    ExportCost,
    FoldedOperand,
    export_costs,
    folded_operands,
)
from xdsl_stream.analysis.segment_cost import (
    SegmentCost,
    over_push_constants,
)
from xdsl_stream.analysis.uniform_operands import OperandFate, constant_integer
from xdsl_stream.core.diagnostics import Severity
from xdsl_stream.core.ir_helpers import operation_name, symbol_name
from xdsl_stream.core.xdsl_internals import printed_ssa_names
from xdsl_stream.dialects.stream import (
    CmdDispatchOp,
    CmdExecuteOp,
    ExecutableExportOp,
    ResourceAccess,
    function_of_export,
)
from xdsl_stream.dialects.util import GlobalLoadOp


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
    status: GroupStatus


def _binding_count(export: ExecutableExportOp, sites: Sequence[CmdDispatchOp]) -> int:
    function = function_of_export(export)
    if function is not None:
        return len(binding_arguments(function))
    return len(sites[0].resources) if sites else 0


def _group_rows(group: ExportGroup, analysis: FusionAnalysis) -> list[ExportBindings]:
    rows: list[ExportBindings] = []
    status = group.status
    for export in group.exports:
        sites = analysis.sites_by_export.get(export, [])
        if group.plan is not None:
            before, after = group.plan.binding_count, len(group.plan.fused)
        else:
            before = after = _binding_count(export, sites or group.sites)
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
            ExportBindings(
                export, export_name(export), 0, count, count, GroupStatus.NO_SITES
            )
        )
    return rows


_LIMIT_DETAIL = {
    GroupStatus.FUSED: "{before} before fusion",
    GroupStatus.REBASED: "nothing fused",
    GroupStatus.UNTOUCHED: "left untouched",
    GroupStatus.SKIPPED: "no inner module, left as is",
    GroupStatus.NO_SITES: "no dispatch site, left as is",
}


def limit_problems(analysis: FusionAnalysis, max_bindings: int) -> list[Problem]:
    """A warning for every export with more than `max_bindings` bindings after
    the pass, exports without dispatch sites included (they are compiled all
    the same).  `max_bindings <= 0` checks nothing."""
    if max_bindings <= 0:
        return []
    return [
        limit_problem(row, max_bindings)
        for row in export_bindings(analysis)
        if row.after > max_bindings
    ]


def limit_problem(row: ExportBindings, max_bindings: int) -> Problem:
    """The problem of an export over `max_bindings` (`row.status` says how)."""
    detail = _LIMIT_DETAIL[row.status].format(before=row.before)
    return Problem(
        row.export,
        f"export {row.name} has {row.after} bindings after fusion "
        f"({detail}), above the limit of {max_bindings}",
        is_error=False,
    )


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
# Names
# ===----------------------------------------------------------------------=== #


class SsaNames:
    """`%name` of SSA values: the input's own name (as the reader kept it
    where the value's name hint does not give it, `numbered`: a number, a
    `_N` suffix, a result of a group; else the hint), else the name
    `xdsl-opt` prints for it (the module is printed once, the first time a
    value without either is asked for)."""

    def __init__(
        self,
        anchor: Operation | None,
        numbered: Mapping[SSAValue, str] | None = None,
    ):
        self._anchor = anchor
        self._numbered = numbered or {}
        self._printed: dict[SSAValue, str] | None = None

    def __call__(self, value: SSAValue) -> str:
        if (name := self._numbered.get(value)) is not None:
            return f"%{name}"
        if value.name_hint is not None:
            return f"%{value.name_hint}"
        if self._printed is None:
            self._printed = self._print()
        return f"%{self._printed.get(value, '?')}"

    def _print(self) -> dict[SSAValue, str]:
        root = self._anchor
        if root is None:
            return {}
        while (parent := root.parent_op()) is not None:
            root = parent
        printer = Printer(stream=StringIO())
        printer.print_op(root)
        return printed_ssa_names(printer)


def site_function(site: Operation) -> str:
    """`@name` of the nearest enclosing symbol (the host function), or the
    op name of the unnamed op at the top of the module that holds the site
    (`util.initializer`)."""
    parent = site.parent_op()
    top: Operation | None = None
    while parent is not None:
        name = symbol_name(parent)
        if name is not None:
            return f"@{name}"
        if parent.parent_op() is not None:
            top = parent
        parent = parent.parent_op()
    return operation_name(top) if top is not None else "?"


def site_pattern(site: CmdDispatchOp, names: Callable[[SSAValue], str]) -> str:
    """`ro %w, ro %w, wo %out`: each binding's access and the resource it names
    at `site` (`names`: an `SsaNames`)."""
    return ", ".join(
        f"{access.keyword} {names(resource)}"
        for resource, access in zip(site.resources, site.accesses, strict=True)
    )


# ===----------------------------------------------------------------------=== #
# The report as data
# ===----------------------------------------------------------------------=== #


@dataclass(frozen=True)
class Capture:
    """What a resource captured by a `stream.cmd.execute` is outside it."""

    value: str
    """The execute's operand, by its SSA name (`%8`)."""
    global_name: str | None = None
    """`@name` of the `util.global` that value loads, if it is a load."""

    def text(self) -> str:
        """`%8 @__parameter_model_w1_tensor_8x16xf32`, or `%8`."""
        return f"{self.value} {self.global_name}" if self.global_name else self.value


@dataclass(frozen=True)
class BoundResource:
    access: ResourceAccess
    name: str
    """The resource's SSA name at the site (`%arg20`)."""
    captures: Capture | None = None
    """What it captures outside the execute region, when it is a capture."""
    offset: int | str = 0
    """The byte offset the site binds: the integer of a constant, else the
    value's SSA name."""
    length: int | str = 0
    """The byte length the site binds, as `offset`."""

    def text(self) -> str:
        """`ro %arg20[0 for 512]` (offset and length, as the dispatch syntax
        spells them), then what it captures: `ro %arg20[0 for 512] (%8 @w1)`."""
        head = f"{self.access.keyword} {self.name}[{self.offset} for {self.length}]"
        return f"{head} ({self.captures.text()})" if self.captures else head


def value_text(value: SSAValue, names: Callable[[SSAValue], str]) -> int | str:
    """An integer constant's value, else the value's SSA name."""
    constant = constant_integer(value)
    return constant.value.data if constant is not None else names(value)


@dataclass(frozen=True)
class SiteRow:
    """Identical dispatch sites of a group, collapsed into one row."""

    sites: tuple[int, ...]
    """Indices in the group's sites (walk order), ascending."""
    function: str
    """The host function (`@main`)."""
    entry_points: tuple[str, ...]
    """`@executable::@export` the sites dispatch."""
    resources: tuple[BoundResource, ...]
    """Per old binding, in binding order."""


@dataclass(frozen=True)
class NewBinding:
    """One binding after the pass."""

    index: int
    access: ResourceAccess
    members: tuple[int, ...]
    """Old binding indices it replaces."""


@dataclass(frozen=True)
class PairReport:
    """Two old bindings that name one resource somewhere but stay apart."""

    first: int
    second: int
    kind: NotFusedKind
    reason: str
    site: int | None
    """The first site where they name different resources, if that is why."""
    binding: int | None
    """The escaping binding, for `non-subspan-use`."""


@dataclass(frozen=True)
class ProblemReport:
    severity: Severity
    message: str
    op: str
    """Name of the op the problem is about (`test.use`, `stream.executable.export`)."""
    binding: int | None
    """The escaping binding, for a binding used by a non-subspan op."""


@dataclass(frozen=True)
class FoldedOperandReport:
    """One dispatch operand after `fuse-dispatch-bindings` (IREE's
    `rebase=all`), and what `fold-uniform-operands` does to it."""

    name: str
    """`offset of #3 %arg27` (an old binding's offset) or `operand 0` (one the
    sites passed before the pass)."""
    binding: int | None
    """The old binding whose offset it is."""
    fate: OperandFate
    value: int | None
    """For `inlined`: the constant every site passes."""
    source: int | None
    """For `deduplicated`: the position of the operand it repeats."""
    reason: str
    """Why: `0 at every site`, `differs across sites: 0 at site 0, 64 at
    site 1`, `not a constant at site 2: %off`, `the same value as ...`."""


@dataclass(frozen=True)
class GroupReport:
    """One group of exports that share one binding layout."""

    exports: tuple[ExportBindings, ...]
    status: GroupStatus
    alias_mutable_bindings: bool
    bindings: tuple[str, ...]
    """Old bindings' names: the first function's arguments (`%arg3`)."""
    site_count: int
    site_rows: tuple[SiteRow, ...]
    """Every site, identical ones collapsed, rows by their first site."""
    before: int
    after: int
    plan: tuple[NewBinding, ...] | None
    """None when the group is left as is."""
    not_fused: tuple[PairReport, ...]
    problems: tuple[ProblemReport, ...]
    operands_before: int = 0
    """Dispatch operands each site passes before the pass."""
    fold: tuple[FoldedOperandReport, ...] | None = None
    """Every operand after fusion and its fate under the fold; None when
    neither pass touches the group."""

    @property
    def names(self) -> list[str]:
        return [e.name for e in self.exports]

    def binding(self, index: int) -> str:
        """`#2 %arg3`."""
        name = self.bindings[index] if index < len(self.bindings) else ""
        return f"#{index} {name}".rstrip()


@dataclass(frozen=True)
class Report:
    groups: tuple[GroupReport, ...]
    exports: tuple[ExportBindings, ...]
    """Every export: grouped ones first (group order), then those without sites."""
    max_bindings: int
    """0: no limit checked."""
    over_limit: tuple[ExportBindings, ...]
    """Exports above `max_bindings` after the pass."""
    costs: tuple[ExportCost, ...] = ()
    """Bindings and operands of every export before and after the pipeline
    (`fuse-dispatch-bindings` then `fold-uniform-operands`), `exports` order."""
    segment: tuple[SegmentCost, ...] = ()
    """Bindings, operands and push-constant words of every export after the
    whole binding segment (`binding-segment`), when the caller ran it."""
    max_push_constants: int = 0
    """0: no limit checked; else push-constant words (`segment`)."""
    warnings: tuple[ProblemReport, ...] = ()
    """What the pass warns about that is no group's: a dispatch site naming
    an entry point that is not an export of the module."""

    @property
    def mutable_aliasing(self) -> bool | None:
        """Whether the groups fused with mutable aliasing on (each group as its
        resource config, or the pass's option, says): None where they differ;
        the option's default (off) where there is no group."""
        states = {group.alias_mutable_bindings for group in self.groups}
        return states.pop() if len(states) == 1 else (None if states else False)

    @property
    def over_push_constants(self) -> list[tuple[SegmentCost, Rebase]]:
        """Exports above `max_push_constants` words under some choice."""
        return over_push_constants(self.segment, self.max_push_constants)

    @property
    def before(self) -> int:
        return sum(r.before for r in self.exports)

    @property
    def after(self) -> int:
        return sum(r.after for r in self.exports)

    @property
    def without_sites(self) -> list[ExportBindings]:
        return [r for r in self.exports if r.status is GroupStatus.NO_SITES]


def _problem(problem: Problem) -> ProblemReport:
    return ProblemReport(
        problem.severity,
        problem.message,
        operation_name(problem.op),
        problem.binding,
    )


def _site_rows(group: ExportGroup, names: SsaNames) -> tuple[SiteRow, ...]:
    rows: dict[tuple[str, tuple[str, ...], tuple[BoundResource, ...]], list[int]] = {}
    for n, site in enumerate(group.sites):
        resources = group.site_resources[n] if group.site_resources else site.resources
        key = (
            site_function(site),
            tuple(
                f"@{ref.root_reference.data}::@{ref.nested_references.data[-1].data}"
                if ref.nested_references.data
                else f"@{ref.root_reference.data}"
                for ref in site.entry_points.data
            ),
            tuple(
                BoundResource(
                    access,
                    names(resource),
                    capture_of(resource, names),
                    value_text(offset, names),
                    value_text(length, names),
                )
                for resource, access, offset, length in zip(
                    resources,
                    site.accesses,
                    site.resource_offsets,
                    site.resource_lengths,
                    strict=True,
                )
            ),
        )
        rows.setdefault(key, []).append(n)
    return tuple(
        SiteRow(tuple(sites), function, entry_points, resources)
        for (function, entry_points, resources), sites in rows.items()
    )


def capture_of(resource: SSAValue, names: SsaNames) -> Capture | None:
    """What `resource`, a block argument of a `stream.cmd.execute`, captures
    outside it: the execute's operand and the global it loads, if any."""
    if not isinstance(resource, BlockArgument):
        return None
    execute = resource.block.parent_op()
    if not isinstance(execute, CmdExecuteOp):
        return None
    operands = execute.resource_operands
    if resource.index >= len(operands):
        return None
    outer = operands[resource.index]
    owner = outer.owner
    global_name = (
        f"@{owner.global_.root_reference.data}"
        if isinstance(owner, GlobalLoadOp)
        else None
    )
    return Capture(names(outer), global_name)


def _kept_reason(values: Sequence[SSAValue], names: SsaNames) -> str:
    """Why an operand the fold keeps is not one constant at every site."""
    for n, value in enumerate(values):
        if constant_integer(value) is None:
            return f"not a constant at site {n}: {names(value)}"
    first: dict[int | str, int] = {}
    for n, value in enumerate(values):
        first.setdefault(value_text(value, names), n)
    shown = ", ".join(f"{v} at site {n}" for v, n in list(first.items())[:3])
    return f"differs across sites: {shown}{', ...' if len(first) > 3 else ''}"


def _fold_report(
    operands: Sequence[FoldedOperand], bindings: Sequence[str], names: SsaNames
) -> tuple[FoldedOperandReport, ...]:
    offsets = sum(1 for o in operands if o.binding is not None)
    labels = [
        f"operand {o.position - offsets}"
        if o.binding is None
        else f"offset of #{o.binding} {bindings[o.binding]}".rstrip()
        if o.binding < len(bindings)
        else f"offset of #{o.binding}"
        for o in operands
    ]
    rows: list[FoldedOperandReport] = []
    for operand, label in zip(operands, labels, strict=True):
        plan = operand.plan
        value = plan.constant.value.data if plan.constant is not None else None
        if plan.fate is OperandFate.INLINED:
            reason = f"{value} at every site"
        elif plan.fate is OperandFate.DEDUPLICATED and plan.source is not None:
            reason = f"the same value as {labels[plan.source]} at every site"
        else:
            reason = _kept_reason(operand.values, names)
        rows.append(
            FoldedOperandReport(
                label, operand.binding, plan.fate, value, plan.source, reason
            )
        )
    return tuple(rows)


def _group_report(
    group: ExportGroup, analysis: FusionAnalysis, names: SsaNames
) -> GroupReport:
    rows = _group_rows(group, analysis)
    arguments = binding_arguments(group.functions[0]) if group.functions else []
    bindings = tuple(names(a) for a in arguments) or tuple(
        "" for _ in range(rows[0].before)
    )
    plan = (
        None
        if group.plan is None
        else tuple(
            NewBinding(n, fused.access, fused.members)
            for n, fused in enumerate(group.plan.fused)
        )
    )
    folded = folded_operands(group, Rebase.ALL) if group.sites else None
    return GroupReport(
        exports=tuple(rows),
        status=group.status,
        alias_mutable_bindings=group.alias_mutable_bindings,
        bindings=bindings,
        site_count=len(group.sites),
        site_rows=_site_rows(group, names),
        before=rows[0].before,
        after=rows[0].after,
        plan=plan,
        not_fused=tuple(
            PairReport(n.first, n.second, n.kind, n.reason, n.site, n.binding)
            for n in group.not_fused
        ),
        problems=tuple(_problem(p) for p in group.problems),
        operands_before=len(group.sites[0].uniform_operands) if group.sites else 0,
        fold=None if folded is None else _fold_report(folded, bindings, names),
    )


def build_report(
    analysis: FusionAnalysis,
    *,
    max_bindings: int = 0,
    numbered_names: Mapping[SSAValue, str] | None = None,
) -> Report:
    """The report of `analysis` as data (`format_text` and
    `report_json.report_to_json` render it).  `max_bindings > 0` lists the
    exports above that many bindings after the pass.  `numbered_names` (from
    `xdsl_stream.io.reader.read_module`) names values as the input numbered them."""
    anchor: Operation | None = next(
        (g.exports[0] for g in analysis.groups), None
    ) or next(iter(analysis.unused_exports), None)
    names = SsaNames(anchor, numbered_names)
    groups = tuple(_group_report(g, analysis, names) for g in analysis.groups)
    exports = tuple(r for g in groups for r in g.exports) + tuple(
        r for r in export_bindings(analysis) if r.status is GroupStatus.NO_SITES
    )
    over = tuple(r for r in exports if max_bindings > 0 and r.after > max_bindings)
    costs = tuple(export_costs(analysis))
    warnings = tuple(_problem(p) for p in _site_warnings(analysis))
    return Report(groups, exports, max(max_bindings, 0), over, costs, warnings=warnings)


def _site_warnings(analysis: FusionAnalysis) -> list[Problem]:
    """The pass's warnings about no group: sites naming an entry point that
    is not an export of the module (`unknown_entry_points`)."""
    if not analysis.unresolved_sites:
        return []
    module = analysis.unresolved_sites[0]
    while (parent := module.parent_op()) is not None:
        module = parent
    assert isinstance(module, ModuleOp)
    return unknown_entry_points(module, analysis.unresolved_sites)


# ===----------------------------------------------------------------------=== #
# Text
# ===----------------------------------------------------------------------=== #
