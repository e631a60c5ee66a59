"""Which dispatch operands are uniform across sites: a pure analysis of a module.

The analysis behind `fold-uniform-operands`, the port of IREE's
`--iree-stream-fold-uniform-operands` (algorithm and the cases where IREE 3.13
fails: `docs/iree-stream-facts.md`).  For every export with dispatch sites it
plans, per uniform operand (a non-binding argument of the entry function):

1. **Deduplication**, as IREE does it: at each site every operand points at the
   first earlier operand holding the same SSA value; an operand is a duplicate
   of `j` when it points at `j` at *every* site.  (An operand equal to a later
   duplicate's target at some sites and to another operand at others is kept,
   even if it is always equal to some earlier operand: IREE's rule, copied.)
2. **Inlining** of the operands left that are the same integer `arith.constant`
   value at every site: the entry function gets an `arith.constant` located at
   the fused locations of the sites' constants.
3. **Workload deduplication**, by the rule of step 1, for an export with a
   `workgroups` region (without one the workload is left alone): the region
   loses the duplicate arguments and the functions'
   `iree_tensor_ext.dispatch.workload.ordinal` ops are renumbered (constants
   in the workload stay).

Exports are planned in the groups of `xdsl_stream.analysis.export_groups`,
the fusion pass's groups (exports linked by a site naming several of them, or
by a shared function): one plan over all the group's sites, applied to all its
functions.  A group whose function is missing is an error, as in the fusion
pass; a group whose executables have no inner module is skipped, as IREE
skips it.

Nothing here mutates IR: `analyze_uniform_operands` returns a
`UniformAnalysis` that `xdsl_stream.transforms.fold_uniform_operands` applies
and the report reads.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from xdsl.dialects.builtin import IntegerAttr, IntegerType, LocationAttr, ModuleOp
from xdsl.ir import Operation, SSAValue

from xdsl_stream.analysis.export_groups import Problem, export_name, group_exports
from xdsl_stream.core.ir_helpers import constant_attribute
from xdsl_stream.core.locations import fuse_locations
from xdsl_stream.dialects.stream import CmdDispatchOp, ExecutableExportOp

# ===----------------------------------------------------------------------=== #
# Results
# ===----------------------------------------------------------------------=== #


class OperandFate(StrEnum):
    """What the pass does to one uniform operand of an export."""

    KEPT = "kept"
    DEDUPLICATED = "deduplicated"
    """The same SSA value as an earlier operand (`OperandPlan.source`) at every
    site: dropped, its argument's uses read the earlier one's."""
    INLINED = "inlined"
    """The same integer constant at every site: dropped, the entry function
    makes the constant (`OperandPlan.constant`)."""


@dataclass(frozen=True)
class OperandPlan:
    """The fate of one uniform operand (by its index among the uniform operands)."""

    fate: OperandFate
    source: int | None = None
    """For `DEDUPLICATED`: the index of the operand it repeats."""
    constant: IntegerAttr | None = None
    """For `INLINED`: the value every site passes."""
    location: LocationAttr | None = None
    """For `INLINED`: the fused location of the sites' constants."""


@dataclass(frozen=True)
class UniformPlan:
    """The fate of every uniform operand of a group's sites and functions."""

    operands: tuple[OperandPlan, ...]
    workload: tuple[int | None, ...] = ()
    """Per workload operand, the earlier workload operand it duplicates at
    every site (IREE 3.13 deduplicates the workload too; it inlines no
    constant there)."""

    @property
    def workload_kept(self) -> tuple[int, ...]:
        """Indices of the workload operands that stay, in order."""
        return tuple(i for i, s in enumerate(self.workload) if s is None)

    def workload_ordinals(self) -> dict[int, int]:
        """Old workload ordinal to new: a duplicate takes its source's."""
        new = {old: n for n, old in enumerate(self.workload_kept)}
        return {
            i: new[i if source is None else source]
            for i, source in enumerate(self.workload)
        }

    @property
    def kept(self) -> tuple[int, ...]:
        """Indices of the operands that stay, in order."""
        return tuple(
            i for i, p in enumerate(self.operands) if p.fate is OperandFate.KEPT
        )

    @property
    def changes(self) -> bool:
        """Whether any operand (workload included) is dropped."""
        return len(self.kept) < len(self.operands) or len(self.workload_kept) < len(
            self.workload
        )


class FoldStatus(StrEnum):
    """What the fold does to a group of exports: its own outcome, not binding
    fusion's `GroupStatus`.  The two passes change different things (operands,
    bindings), so one group may be fused and left unchanged by the fold, or
    rebased and folded; `untouched` and `skipped` say what they say there.
    """

    FOLDED = "folded"
    """Some operands are deduplicated or inlined."""
    UNCHANGED = "unchanged"
    """Nothing is uniform: left as is."""
    UNTOUCHED = "untouched"
    """A problem keeps the group from being rewritten (`FoldGroup.problems`)."""
    SKIPPED = "skipped"
    """The executables have no inner module: left as is, as IREE does."""


@dataclass
class FoldGroup:
    """Exports that share their sites or functions, and their plan."""

    exports: list[ExecutableExportOp]
    functions: list[Operation]
    sites: list[CmdDispatchOp]
    status: FoldStatus = FoldStatus.UNCHANGED
    plan: UniformPlan | None = None
    """Set once the sites were read (not for skipped or broken groups)."""
    problems: list[Problem] = field(default_factory=list[Problem])

    @property
    def names(self) -> list[str]:
        """`@executable::@export` of every export of the group."""
        return [export_name(e) for e in self.exports]


@dataclass
class UniformAnalysis:
    """The result of `analyze_uniform_operands`."""

    groups: list[FoldGroup]

    @property
    def folded(self) -> list[FoldGroup]:
        """The groups the pass rewrites."""
        return [g for g in self.groups if g.status is FoldStatus.FOLDED]


# ===----------------------------------------------------------------------=== #
# Deduplication and constants
# ===----------------------------------------------------------------------=== #


def duplicate_sources(operands: Sequence[Sequence[SSAValue]]) -> list[int | None]:
    """For each operand index, the operand it duplicates at every site, if any.

    `operands[n]` are site n's uniform operands.  IREE's rule: at each site an
    operand points at the first operand with the same value (itself if none
    before it); operand `i` duplicates `j < i` when it points at `j` at every
    site, `j` itself being no duplicate.
    """
    count = len(operands[0]) if operands else 0
    pointers: list[list[int]] = []
    for site in operands:
        first: dict[int, int] = {}
        pointers.append([first.setdefault(id(v), i) for i, v in enumerate(site)])
    sources: list[int | None] = [None] * count
    for j in range(count):
        if sources[j] is not None:
            continue
        for i in range(j + 1, count):
            if all(p[i] == j for p in pointers):
                sources[i] = j
    return sources


def _integer_key(attr: IntegerAttr) -> int:
    """The bits of an integer constant (`-1 : i8` and `255 : i8` are one value)."""
    value = attr.value.data
    if isinstance(attr.type, IntegerType):
        value &= (1 << attr.type.width.data) - 1
    return value


def constant_integer(value: SSAValue) -> IntegerAttr | None:
    """The value of an integer or index constant (`arith.constant`, or another
    constant-like op: MLIR's `m_Constant`), else None."""
    attr = constant_attribute(value)
    return attr if isinstance(attr, IntegerAttr) else None  # pyright: ignore[reportUnknownVariableType]


def uniform_constant(values: Sequence[SSAValue]) -> OperandPlan | None:
    """The inlining of an operand passed `values` at the sites, if all are one
    integer constant; located at the fused locations of their defining ops."""
    constants = [constant_integer(v) for v in values]
    first = constants[0] if constants else None
    if first is None:
        return None
    key = _integer_key(first)
    if any(c is None or _integer_key(c) != key for c in constants):
        return None
    locations = [v.owner.location for v in values if isinstance(v.owner, Operation)]
    return OperandPlan(
        OperandFate.INLINED, constant=first, location=fuse_locations(locations)
    )


def plan_operands(
    operands: Sequence[Sequence[SSAValue]],
    workloads: Sequence[Sequence[SSAValue]] = (),
) -> UniformPlan:
    """Deduplicate, then inline what is left and constant everywhere; only
    deduplicate the workloads (`workloads[n]`: site n's)."""
    sources = duplicate_sources(operands)
    plans: list[OperandPlan] = []
    for i, source in enumerate(sources):
        if source is not None:
            plans.append(OperandPlan(OperandFate.DEDUPLICATED, source=source))
            continue
        inlined = uniform_constant([site[i] for site in operands])
        plans.append(inlined or OperandPlan(OperandFate.KEPT))
    return UniformPlan(tuple(plans), tuple(duplicate_sources(workloads)))


# ===----------------------------------------------------------------------=== #
# Module analysis
# ===----------------------------------------------------------------------=== #


def _workloads(group: FoldGroup) -> list[Sequence[SSAValue]]:
    """The sites' workloads, if the pass may deduplicate them: when every
    export has a `workgroups` region taking as many values as every site
    passes.  Without a region IREE leaves the workload alone (and its sites
    may pass any number of values)."""
    blocks = [e.workgroups_block for e in group.exports]
    counts = {len(b.args) if b is not None else None for b in blocks}
    counts |= {len(s.workload) for s in group.sites}
    if None in counts or len(counts) != 1:
        return []
    return [s.workload for s in group.sites]


def analyze_uniform_operands(module: ModuleOp) -> UniformAnalysis:
    """Plan the folding of uniform operands for every dispatched export.

    `module` must verify: a site's uniform operands match its functions'
    non-binding arguments.
    """
    groups: list[FoldGroup] = []
    for linked in group_exports(module).groups:
        group = FoldGroup(linked.exports, linked.functions, linked.sites)
        group.problems = list(linked.problems)
        if linked.skipped:
            group.status = FoldStatus.SKIPPED
        elif group.problems:
            group.status = FoldStatus.UNTOUCHED
        else:
            group.plan = plan_operands(
                [s.uniform_operands for s in group.sites], _workloads(group)
            )
            if group.plan.changes:
                group.status = FoldStatus.FOLDED
        groups.append(group)
    return UniformAnalysis(groups)
