"""What IREE's binding pipeline costs per export: bindings against operands.

`fuse-dispatch-bindings` fuses bindings but moves every binding's offset into
a new dispatch operand; `fold-uniform-operands` then drops the operands that
are one constant, or repeat another, at every site.  Operands become push
constants (Vulkan guarantees 128 bytes), bindings descriptors: this module
puts both side by side, per export, before the pipeline and after it under
each `Rebase` choice of the fusion pass.

Computed from the analyses alone, without rewriting: after fusion a site
passes its old binding offsets (in the plan's order) in front of its old
operands, and the fold's plan (`plan_operands`) over those lists says how many
stay.  `tests/pytest/analysis/test_pipeline_cost.py` checks the numbers
against the passes' real output.

```python
costs = export_costs(analyze_module(module))
for cost in costs:
    print(cost.name, cost.bindings_before, cost.after[Rebase.ALL].operands)
```
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import IndexType
from xdsl.ir import Attribute, SSAValue

from xdsl_stream.analysis.binding_fusion import (
    ExportGroup,
    FusionAnalysis,
    GroupStatus,
    Rebase,
    binding_arguments,
    export_name,
    function_entry_block,
)
from xdsl_stream.analysis.uniform_operands import (
    OperandFate,
    OperandPlan,
    plan_operands,
)
from xdsl_stream.dialects.stream import (
    BindingType,
    CmdDispatchOp,
    ExecutableExportOp,
    function_of_export,
)

INDEX_BYTES = 4
"""IREE packs `index` operands as 32-bit values unless the resource config's
`index_bits` says otherwise."""


def operand_bytes(types: Sequence[Attribute]) -> int:
    """Push-constant bytes of operands of `types`: 32-bit words, two for a
    64-bit value, one for `index` (`INDEX_BYTES`) and anything narrower."""
    total = 0
    for t in types:
        width = getattr(t, "bitwidth", None)
        wide = not isinstance(t, IndexType) and isinstance(width, int) and width > 32
        total += 8 if wide else INDEX_BYTES
    return total


@dataclass(frozen=True)
class Layout:
    """An export's dispatch interface at one point of the pipeline."""

    bindings: int
    operands: int
    """Uniform operands (push constants) per dispatch."""
    operand_bytes: int


@dataclass(frozen=True)
class ExportCost:
    """One export's bindings and operands before and after the pipeline."""

    name: str
    sites: int
    before: Layout
    after: dict[Rebase, Layout]
    """After `fuse-dispatch-bindings{rebase=...}` then `fold-uniform-operands`."""


def _types(values: Sequence[SSAValue]) -> list[Attribute]:
    return [v.type for v in values]


def _interface(export: ExecutableExportOp) -> tuple[int, list[Attribute]]:
    """Bindings and operand types from the export's function (no sites)."""
    function = function_of_export(export)
    block = function_entry_block(function) if function is not None else None
    if function is None or block is None:
        return 0, []
    others = [a.type for a in block.args if not isinstance(a.type, BindingType)]
    return len(binding_arguments(function)), others


@dataclass(frozen=True)
class FoldedOperand:
    """One dispatch operand of a group's sites after `fuse-dispatch-bindings`,
    and what `fold-uniform-operands` then does to it."""

    binding: int | None
    """The old binding whose offset this operand is; None for an operand the
    sites passed before the pass."""
    position: int
    """Its index among the operands after fusion."""
    values: tuple[SSAValue, ...]
    """The value each site passes (the group's sites, in order)."""
    plan: OperandPlan
    """Kept, inlined (one constant at every site) or deduplicated (the same
    value as an earlier operand at every site)."""


def folded_operands(group: ExportGroup, rebase: Rebase) -> list[FoldedOperand] | None:
    """The group's dispatch operands after `fuse-dispatch-bindings{rebase}`
    (a rewritten site passes its old binding offsets, in the plan's order, in
    front of its old operands) and the fold's plan for each; None when
    neither pass touches the group (no inner module, or an error)."""
    if group.status is GroupStatus.SKIPPED or any(p.is_error for p in group.problems):
        return None
    sites: Sequence[CmdDispatchOp] = group.sites
    lists = [list(s.uniform_operands) for s in sites]
    bindings: list[int | None] = [None] * (len(lists[0]) if lists else 0)
    layout = group.layout
    if layout is not None and rebase.rewrites(group.status):
        order = list(layout.offset_order)
        bindings = [*order, *bindings]
        lists = [
            [s.resource_offsets[m] for m in order] + ops
            for s, ops in zip(sites, lists, strict=True)
        ]
    plan = plan_operands(lists)
    return [
        FoldedOperand(binding, n, tuple(site[n] for site in lists), fate)
        for n, (binding, fate) in enumerate(zip(bindings, plan.operands, strict=True))
    ]


def _after(group: ExportGroup, before: Layout, rebase: Rebase) -> Layout:
    """The layout after the pipeline for the group's sites."""
    operands = folded_operands(group, rebase)
    if operands is None:
        return before  # neither pass touches it
    layout = group.layout
    bindings = before.bindings
    if layout is not None and rebase.rewrites(group.status):
        bindings = len(layout.fused)
    kept = [o.values[0] for o in operands if o.plan.fate is OperandFate.KEPT]
    return Layout(bindings, len(kept), operand_bytes(_types(kept)))


def _group_costs(group: ExportGroup, analysis: FusionAnalysis) -> list[ExportCost]:
    first = group.sites[0]
    bindings = len(first.resource_sizes)
    before = Layout(
        bindings,
        len(first.uniform_operands),
        operand_bytes(_types(first.uniform_operands)),
    )
    after = {rebase: _after(group, before, rebase) for rebase in Rebase}
    return [
        ExportCost(
            export_name(e), len(analysis.sites_by_export.get(e, [])), before, after
        )
        for e in group.exports
    ]


def export_costs(analysis: FusionAnalysis) -> list[ExportCost]:
    """One row per export, in the order of `report.export_bindings`: grouped
    exports first, then those without sites (which the pipeline leaves as
    they are)."""
    rows = [c for g in analysis.groups for c in _group_costs(g, analysis)]
    for export in analysis.unused_exports:
        bindings, types = _interface(export)
        same = Layout(bindings, len(types), operand_bytes(types))
        rows.append(
            ExportCost(export_name(export), 0, same, dict.fromkeys(Rebase, same))
        )
    return rows


def total(costs: Sequence[ExportCost], rebase: Rebase | None = None) -> Layout:
    """The sum over `costs`, before the pipeline (`rebase` None) or after it."""
    layouts = [c.before if rebase is None else c.after[rebase] for c in costs]
    return Layout(
        sum(x.bindings for x in layouts),
        sum(x.operands for x in layouts),
        sum(x.operand_bytes for x in layouts),
    )
