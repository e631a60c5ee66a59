"""Which dispatch bindings can fuse, and how: a pure analysis of a module.

The analysis follows IREE's `FuseDispatchBindings.cpp` with the fixes listed in
`docs/iree-stream-facts.md` ("Where IREE 3.13 fails"):

* Exports are planned in *groups*: exports reachable from one another through a
  dispatch naming several of them, or through a shared dispatch function, get
  one binding layout computed over all of the group's sites.
* With mutable aliasing off, a writable binding never fuses, whatever its
  position at a site.
* A group whose function is missing, or whose binding arguments have a use other
  than `stream.binding.subspan`, is reported and left untouched.

Nothing here mutates IR: `analyze_module` returns a `FusionAnalysis` that a
notebook can inspect ("what would fuse, and why not"), and `plan_rewrite`
turns it into typed plans, one per dispatch function (`FunctionPlan`) and one
per dispatch site (`SitePlan`, in IREE's order), that the rewrite
(`xdsl_stream.transforms.fuse_dispatch_bindings`) applies.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property

from xdsl.dialects.builtin import (
    LocationAttr,
    ModuleOp,
)
from xdsl.ir import BlockArgument, Operation, SSAValue
from xdsl.traits import IsolatedFromAbove

from xdsl_stream.analysis.export_groups import (
    LinkedExports,
    Problem,
    export_name,
    function_entry_block,
    group_exports,
)
from xdsl_stream.core.ir_helpers import operation_name
from xdsl_stream.dialects.stream import (
    RESOURCE_CONFIG_ATTR_NAME,
    BindingSubspanOp,
    BindingType,
    CmdDispatchOp,
    CmdExecuteOp,
    ExecutableExportOp,
    ResourceAccess,
    ResourceConfigAttr,
)

# ===----------------------------------------------------------------------=== #
# Results
# ===----------------------------------------------------------------------=== #


@dataclass(frozen=True)
class FusedBinding:
    """One binding of the new layout and the old bindings it replaces."""

    members: tuple[int, ...]
    """Old binding indices, ascending."""
    access: ResourceAccess
    """Union of the members' accesses over all sites."""


@dataclass(frozen=True)
class BindingPlan:
    """The new binding layout shared by every export and site of a group."""

    binding_count: int
    """Number of bindings before fusion."""
    fused: tuple[FusedBinding, ...]
    """New bindings, ordered by their smallest member."""

    @property
    def offset_order(self) -> tuple[int, ...]:
        """Old binding indices in the order their offsets become operands."""
        return tuple(m for binding in self.fused for m in binding.members)


class NotFusedKind(StrEnum):
    """Why two bindings that name one resource somewhere stay apart."""

    DIFFERENT_RESOURCES = "different-resources"
    """They name different resources at some site."""
    SHARED_GROUP = "shared-group"
    """They name one resource at every site of some export, but the layout is
    shared with another export whose sites keep them apart."""
    WRITABLE_NO_ALIAS = "writable-no-alias"
    """One is writable and mutable aliasing is off."""
    NON_SUBSPAN_USE = "non-subspan-use"
    """Some binding (`NotFused.binding`) escapes: the group is left untouched."""
    NOT_CORRELATED = "not-correlated"


@dataclass(frozen=True)
class NotFused:
    """Why two old bindings of a group stay apart."""

    first: int
    second: int
    reason: str
    kind: NotFusedKind
    site: int | None = None
    """For `different-resources` and `shared-group`: index in `ExportGroup.sites`
    of the first site where the two bindings name different resources."""
    binding: int | None = None
    """For `non-subspan-use`: the (first) binding whose non-subspan use keeps
    the group untouched; not necessarily `first` or `second`."""


class Rebase(StrEnum):
    """Which groups the pass rewrites (its `rebase` option)."""

    ALL = "all"
    """Every dispatched group, even where nothing fuses (IREE's behaviour:
    each binding's offset becomes a dispatch operand)."""
    FUSED = "fused"
    """Only the groups where some bindings fuse; the others stay exactly as
    they were (no offset operands)."""

    def rewrites(self, status: GroupStatus) -> bool:
        """Whether a group of `status` is rewritten under this choice."""
        return status is GroupStatus.FUSED or (
            self is Rebase.ALL and status is GroupStatus.REBASED
        )


class GroupStatus(StrEnum):
    """What the pass does to a group of exports (and, `NO_SITES`, to an
    export in no group): the analysis' groups and the reports' rows alike.
    The strings are the JSON report's (`report.schema.json`)."""

    FUSED = "fused"
    """Some bindings fuse: fewer bindings after the pass."""
    REBASED = "rebased"
    """Nothing fuses, but the group is rebased (offsets as operands), as in IREE."""
    UNTOUCHED = "untouched"
    """Left as is: a problem (see `ExportGroup.problems`), or no binding at all."""
    SKIPPED = "skipped"
    """The executables have no inner module (already lowered): left as is, as
    IREE 3.13 does."""
    NO_SITES = "no sites"
    """No dispatch site names the export: it is in no group
    (`FusionAnalysis.unused_exports`) and left as is."""


_REWRITTEN = (GroupStatus.FUSED, GroupStatus.REBASED)


@dataclass
class ExportGroup:
    """Exports that must share one binding layout, with all their sites.

    `status` says what the pass does; `layout` is set whenever the sites were
    read (the group has bindings and its functions): for a fused or rebased
    group it is the plan applied, for an untouched one the plan `problems`
    keep from use.  A skipped group has no layout, and problems only when it
    mixes executables with and without an inner module.
    """

    exports: list[ExecutableExportOp]
    functions: list[Operation]
    """Distinct dispatch functions of the exports, in export order."""
    sites: list[CmdDispatchOp]
    """Distinct dispatch sites naming any export of the group, in walk order."""
    alias_mutable_bindings: bool
    status: GroupStatus = GroupStatus.UNTOUCHED
    layout: BindingPlan | None = None
    """The layout the sites allow, whether or not `problems` keep it from use."""
    problems: list[Problem] = field(default_factory=list["Problem"])
    site_resources: list[Sequence[SSAValue]] = field(
        default_factory=list[Sequence[SSAValue]]
    )
    """What each site bound at analysis time (`sites` order)."""
    export_sites: dict[ExecutableExportOp, list[CmdDispatchOp]] = field(
        default_factory=dict[ExecutableExportOp, list[CmdDispatchOp]]
    )
    """Sites of each export that has some."""

    @property
    def plan(self) -> BindingPlan | None:
        """The layout the pass applies: `layout` when fused or rebased."""
        return self.layout if self.status in _REWRITTEN else None

    @property
    def names(self) -> list[str]:
        """`@executable::@export` of every export of the group."""
        return [export_name(e) for e in self.exports]

    @cached_property
    def not_fused(self) -> list[NotFused]:
        """Why pairs of old bindings that name one resource somewhere stay apart.

        Computed on first use from what the sites bound at analysis time: the
        pass itself never needs it, only reports do.
        """
        if self.layout is None:
            return []
        reasons = _explain(
            self.layout, self.site_resources, self.alias_mutable_bindings
        )
        _explain_shared(self, reasons)
        escapes = [p for p in self.problems if p.binding is not None]
        if self.status is GroupStatus.UNTOUCHED and escapes:
            reasons += _escaping_use_pairs(self.layout, escapes)
            reasons.sort(key=lambda n: (n.first, n.second))
        return reasons


@dataclass
class FusionAnalysis:
    """The result of `analyze_module`."""

    groups: list[ExportGroup]
    unused_exports: list[ExecutableExportOp]
    """Exports with no dispatch site: left as they are."""
    sites_by_export: dict[ExecutableExportOp, list[CmdDispatchOp]]
    """Sites naming each export, exports in module order, sites in walk order."""
    unresolved_sites: list[CmdDispatchOp] = field(default_factory=list[CmdDispatchOp])
    """Sites with an entry point that names no export of the module, in walk
    order (`xdsl_stream.analysis.entry_points` words the warnings)."""

    @property
    def problems(self) -> list[Problem]:
        """The problems of every group, in group order."""
        return [p for group in self.groups for p in group.problems]

    def iree_site_order(self) -> Iterator[CmdDispatchOp]:
        """Sites in the order IREE rewrites them: by export, then walk order."""
        seen: set[int] = set()  # by id: ops hash in Python, ids at C speed
        for sites in self.sites_by_export.values():
            for site in sites:
                if id(site) not in seen:
                    seen.add(id(site))
                    yield site


# ===----------------------------------------------------------------------=== #
# Helpers
# ===----------------------------------------------------------------------=== #


def binding_arguments(function: Operation) -> list[BlockArgument]:
    """The `!stream.binding` arguments of a function, in order."""
    block = function_entry_block(function)
    if block is None:
        return []
    return [a for a in block.args if isinstance(a.type, BindingType)]


def resource_config_alias(op: Operation) -> bool | None:
    """`alias_mutable_bindings` from the nearest `stream.resources` config
    (false where it does not say, as IREE reads a config without the key);
    None where no config is found (the pass option decides, as IREE's flag
    does only then)."""
    current: Operation | None = op
    while current is not None:
        config = current.attributes.get(RESOURCE_CONFIG_ATTR_NAME)
        if isinstance(config, ResourceConfigAttr):
            return bool(config.alias_mutable_bindings)
        current = current.parent_op()
    return None


# ===----------------------------------------------------------------------=== #
# Correlation
# ===----------------------------------------------------------------------=== #


_WRITE = int(ResourceAccess.WRITE)  # IntFlag arithmetic is Python-level


def _union(bits: Iterable[int]) -> int:
    result = 0
    for b in bits:
        result |= b
    return result


def plan_bindings(
    binding_count: int,
    resources: Sequence[Sequence[SSAValue]],
    accesses: Sequence[Sequence[int]],
    alias_mutable_bindings: bool,
) -> BindingPlan:
    """Fuse bindings that name the same resource at every site (IREE's intersection).

    `resources[n]` and `accesses[n]` are what site n binds, and how
    (`ResourceAccess` bits).  With aliasing off a binding writable at any site
    stays alone: IREE 3.13 lets a later read-only binding join it
    (`docs/iree-stream-facts.md`).
    """
    # Column i: what binding i names at every site, by identity.  Two bindings
    # fuse when their columns are equal; zip does the transposition at C speed
    # (and ids hash at C speed, SSAValues do not).
    columns: list[tuple[int, ...]] = list(
        zip(*(map(id, bound) for bound in resources), strict=True)
    )
    if not columns:  # no site at all: nothing is known to be shared
        columns = [() for _ in range(binding_count)]
    unions = [_union(set(column)) for column in zip(*accesses, strict=True)]
    if not unions:
        unions = [0] * binding_count
    keys: dict[tuple[int, ...] | int, list[int]] = {}
    for i, column in enumerate(columns):
        alone = not columns[i] or (not alias_mutable_bindings and unions[i] & _WRITE)
        keys.setdefault(i if alone else column, []).append(i)
    # Keys appear in order of their smallest member, as IREE orders the result.
    fused = tuple(
        FusedBinding(tuple(members), ResourceAccess(_union(unions[m] for m in members)))
        for members in keys.values()
    )
    return BindingPlan(binding_count, fused)


def _explain(
    plan: BindingPlan,
    resources: Sequence[Sequence[SSAValue]],
    alias_mutable_bindings: bool,
) -> list[NotFused]:
    """Reasons for pairs of bindings that name one resource somewhere but not fused.

    `resources[n]` are the resources bound at site n. Pairs that never share
    a resource are not listed (the common case).
    """
    reasons: list[NotFused] = []
    owner = {m: i for i, b in enumerate(plan.fused) for m in b.members}
    count = plan.binding_count
    # Column i: what binding i names at every site.
    columns = [[site[i] for site in resources] for i in range(count)]
    for a in range(count):
        for b in range(a + 1, count):
            if owner[a] == owner[b]:
                continue
            same = [x == y for x, y in zip(columns[a], columns[b], strict=True)]
            if True not in same:
                continue
            differ_at = same.index(False) if False in same else None
            if differ_at is not None:
                reasons.append(
                    NotFused(
                        a,
                        b,
                        f"different resources at site {differ_at}",
                        NotFusedKind.DIFFERENT_RESOURCES,
                        differ_at,
                    )
                )
            elif not alias_mutable_bindings:
                reasons.append(
                    NotFused(
                        a,
                        b,
                        "writable binding with mutable aliasing off",
                        NotFusedKind.WRITABLE_NO_ALIAS,
                    )
                )
            else:
                reasons.append(
                    NotFused(
                        a,
                        b,
                        "not correlated at every site",
                        NotFusedKind.NOT_CORRELATED,
                    )
                )
    return reasons


def _explain_shared(group: ExportGroup, reasons: list[NotFused]) -> None:
    """Reword `different-resources` pairs that only differ at other exports' sites.

    When one export of a group alone would have fused the pair, the layout is
    shared with another export of the group that keeps them apart.
    """
    if len(group.exports) < 2:
        return
    index = {site: n for n, site in enumerate(group.sites)}
    sites_of = group.export_sites
    for n, item in enumerate(reasons):
        if item.kind is not NotFusedKind.DIFFERENT_RESOURCES or item.site is None:
            continue
        blocker = group.sites[item.site]

        def same(site: CmdDispatchOp, item: NotFused = item) -> bool:
            bound = group.site_resources[index[site]]
            return bound[item.first] == bound[item.second]

        alone = [
            e
            for e, sites in sites_of.items()
            if blocker not in sites and all(same(s) for s in sites)
        ]
        if not alone:
            continue
        others = [export_name(e) for e, sites in sites_of.items() if blocker in sites]
        reasons[n] = NotFused(
            item.first,
            item.second,
            f"group shared with another export ({', '.join(others)}): different "
            f"resources at site {index[blocker]}",
            NotFusedKind.SHARED_GROUP,
            item.site,
        )


def _escaping_use_pairs(
    plan: BindingPlan, escapes: Sequence[Problem]
) -> list[NotFused]:
    """The pairs `plan` would fuse but for a non-subspan use of a binding.

    The reason names the bindings that escape (`escapes`), which need not be
    members of the pair: one escaping binding leaves the whole group untouched.
    """
    uses: dict[int, str] = {}  # escaping binding -> the first op using it
    for problem in escapes:
        if problem.binding is not None:
            uses.setdefault(problem.binding, operation_name(problem.op))
    if len(uses) == 1:
        [(binding, name)] = uses.items()
        reason = (
            f"binding #{binding} is used by '{name}', not only by "
            "stream.binding.subspan; the group is left untouched"
        )
    else:
        listed = ", ".join(f"#{b} ('{n}')" for b, n in sorted(uses.items()))
        reason = (
            f"bindings {listed} are used by ops other than "
            "stream.binding.subspan; the group is left untouched"
        )
    return [
        NotFused(a, b, reason, NotFusedKind.NON_SUBSPAN_USE, binding=min(uses))
        for fused in plan.fused
        for x, a in enumerate(fused.members)
        for b in fused.members[x + 1 :]
    ]


# ===----------------------------------------------------------------------=== #
# Module analysis
# ===----------------------------------------------------------------------=== #


def analyze_module(
    module: ModuleOp, *, alias_mutable_bindings: bool = False
) -> FusionAnalysis:
    """Plan binding fusion for every dispatched export of `module`.

    `alias_mutable_bindings` is the default used where no
    `stream.resources = #stream.resource_config<{alias_mutable_bindings = ...}>`
    is found on an export or its ancestors.  `module` must verify, as a pass's
    input does: dispatch operands are read by the layout the verifier checks.

    The exports are grouped as both export passes group them
    (`xdsl_stream.analysis.export_groups`); each group gets one layout.
    """
    grouping = group_exports(module)
    return FusionAnalysis(
        [_analyze_group(g, alias_mutable_bindings) for g in grouping.groups],
        grouping.unused_exports,
        grouping.sites_by_export,
        grouping.unresolved_sites,
    )


def _analyze_group(linked: LinkedExports, default_alias: bool) -> ExportGroup:
    aliases = [resource_config_alias(e) for e in linked.exports]
    group = ExportGroup(
        exports=linked.exports,
        functions=linked.functions,
        sites=linked.sites,
        alias_mutable_bindings=all(default_alias if a is None else a for a in aliases),
        problems=list(linked.problems),
        export_sites=linked.export_sites,
    )
    if linked.skipped:
        group.status = GroupStatus.SKIPPED
        return group
    if group.problems:
        return group
    group.problems += _escaping_uses(group)
    binding_count = len(binding_arguments(group.functions[0]))
    if binding_count == 0:
        return group
    sites = group.sites
    group.site_resources = [site.bound_resources() for site in sites]
    group.layout = plan_bindings(
        binding_count,
        group.site_resources,
        [site.access_bits() for site in sites],
        group.alias_mutable_bindings,
    )
    if not group.problems:
        fused = len(group.layout.fused) < binding_count
        group.status = GroupStatus.FUSED if fused else GroupStatus.REBASED
    return group


def _escaping_uses(group: ExportGroup) -> list[Problem]:
    """A warning for every use of a binding argument other than as the
    binding of a `stream.binding.subspan`."""
    problems: list[Problem] = []
    for function in group.functions:
        for binding, arg in enumerate(binding_arguments(function)):
            for use in arg.uses:
                if isinstance(use.operation, BindingSubspanOp) and use.index == 0:
                    continue
                problems.append(
                    Problem(
                        use.operation,
                        f"binding #{binding} (argument #{arg.index}) of "
                        f"{', '.join(group.names)} is used by "
                        f"'{operation_name(use.operation)}', not only by "
                        "stream.binding.subspan; its bindings are left "
                        "unfused",
                        is_error=False,
                        binding=binding,
                    )
                )
    return problems


def zero_anchor(site: Operation) -> Operation:
    """The op before which a site's zero offset goes.

    IREE puts it before the enclosing `stream.cmd.execute`.  A dispatch outside
    any execute gets it before its outermost ancestor that is still inside the
    same function body block, or before itself.
    """
    execute = _enclosing_execute(site)
    if execute is not None:
        return execute
    anchor = site
    parent = anchor.parent_op()
    while parent is not None and parent.parent_op() is not None:
        if parent.has_trait(IsolatedFromAbove):
            break
        anchor = parent
        parent = anchor.parent_op()
    return anchor


def _enclosing_execute(op: Operation) -> CmdExecuteOp | None:
    parent = op.parent_op()
    while parent is not None:
        if isinstance(parent, CmdExecuteOp):
            return parent
        parent = parent.parent_op()
    return None


# ===----------------------------------------------------------------------=== #
# The rewrite plan
# ===----------------------------------------------------------------------=== #


@dataclass(frozen=True)
class FunctionPlan:
    """A dispatch function to give `layout`'s binding layout (IREE's
    `updateExecutableSignature`)."""

    function: Operation
    layout: BindingPlan


@dataclass(frozen=True, eq=False)
class ZeroOffset:
    """The `arith.constant 0 : index` that the rewritten sites under one
    anchor share as the offset of their whole-resource bindings.

    Made before `anchor` (`zero_anchor`), located where IREE locates it: at
    the anchor's first rewritten site in IREE's order.  Compared by identity.
    """

    anchor: Operation
    location: LocationAttr


@dataclass(frozen=True)
class SitePlan:
    """A dispatch site to bind `layout`'s fused resources whole (IREE's
    `updateDispatchSite`)."""

    site: CmdDispatchOp
    layout: BindingPlan
    zero: ZeroOffset


@dataclass(frozen=True)
class RewritePlan:
    """What the pass rewrites: the functions, then the sites in IREE's order.

    Only fused and rebased groups are planned; the result depends on no
    order of application (each site's zero offset is fixed here).
    """

    functions: tuple[FunctionPlan, ...]
    sites: tuple[SitePlan, ...]


def plan_rewrite(analysis: FusionAnalysis, rebase: Rebase = Rebase.ALL) -> RewritePlan:
    """The functions and sites of the fused groups, and of the rebased ones if
    `rebase` is `ALL` (IREE's choice), with the layout each gets; sites in
    IREE's order (`FusionAnalysis.iree_site_order`)."""
    # Ops are keyed by id: they hash in Python, ids at C speed.
    functions: list[FunctionPlan] = []
    layouts: dict[int, BindingPlan] = {}
    for group in analysis.groups:
        layout = group.plan
        if layout is None or not rebase.rewrites(group.status):
            continue
        functions += [FunctionPlan(f, layout) for f in group.functions]
        layouts.update(dict.fromkeys(map(id, group.sites), layout))
    zeros: dict[int, ZeroOffset] = {}
    sites: list[SitePlan] = []
    for site in analysis.iree_site_order():
        layout = layouts.get(id(site))
        if layout is None:
            continue
        anchor = zero_anchor(site)
        zero = zeros.get(id(anchor))
        if zero is None:
            zero = zeros[id(anchor)] = ZeroOffset(anchor, site.location)
        sites.append(SitePlan(site, layout, zero))
    return RewritePlan(tuple(functions), tuple(sites))
