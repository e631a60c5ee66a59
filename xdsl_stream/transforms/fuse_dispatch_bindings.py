"""`fuse-dispatch-bindings`: merge bindings that always name the same resource.

The port of IREE's `--iree-stream-fuse-dispatch-bindings`, in its steps:
analyse (`xdsl_stream.analysis.binding_fusion.analyze_module`), report
problems (`xdsl_stream.transforms.problems`), plan
(`plan_rewrite`), rewrite (`rewrite`, below).  For every group of dispatched
exports:

* the dispatch function takes `[fused bindings] ++ [one index offset per old
  binding, grouped] ++ [original non-binding arguments]`, and each
  `stream.binding.subspan` adds its old binding's offset to its byte offset
  (`update_function`, IREE's `updateExecutableSignature`);
* each dispatch site binds every fused resource whole (offset zero, length the
  resource size, access the union of its members') and passes the old offsets
  as leading operands (`SiteRewriter`, IREE's `updateDispatchSite`).

The rewrite is plain functions over xDSL's `Rewriter` and the IR's own
methods, as xDSL's passes that need no pattern matching: the plan names every
op to rewrite, so no walk over the module and no pattern driver are needed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from operator import itemgetter
from typing import cast

from xdsl.context import Context
from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    FunctionType,
    FusedLoc,
    IndexType,
    IntegerAttr,
    LocationAttr,
    ModuleOp,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, SSAValue
from xdsl.irdl import AttrSizedOperandSegments
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from xdsl_stream.analysis.binding_fusion import (
    BindingPlan,
    FunctionPlan,
    Rebase,
    RewritePlan,
    SitePlan,
    ZeroOffset,
    analyze_module,
    binding_arguments,
    plan_rewrite,
)
from xdsl_stream.analysis.entry_points import unknown_entry_points
from xdsl_stream.analysis.export_groups import function_entry_block
from xdsl_stream.core.ir_helpers import constant_index
from xdsl_stream.core.locations import fuse_locations
from xdsl_stream.core.xdsl_internals import (
    replace_operands,
    running_opt_prints_generic,
    set_operands,
)
from xdsl_stream.dialects.stream import (
    BindingSubspanOp,
    BindingType,
    CmdDispatchOp,
    segment_sizes,
)
from xdsl_stream.io.lossy_print import warn_lossy_custom_prints
from xdsl_stream.report.json_report import ReportFormat, print_report
from xdsl_stream.transforms.problems import check_binding_limit, report_problems

PASS_NAME = "fuse-dispatch-bindings"
"""The pass's name, and the prefix of each of its messages."""


# ===----------------------------------------------------------------------=== #
# Entry functions
# ===----------------------------------------------------------------------=== #

_INDEX = IndexType()
"""Made once: building (and verifying) an attribute costs microseconds."""
_NO_ATTRS = DictionaryAttr({})
"""An argument's attributes when it has none (made once, for the same reason)."""


def update_function(plan: FunctionPlan) -> None:
    """Give a dispatch function the planned binding layout.

    `[fused bindings] ++ [offsets, grouped] ++ [other arguments]`, in the steps
    of IREE's `updateExecutableSignature`: add the offsets (and rebase the
    subspans on them), drop the fused-away arguments, move the other arguments
    behind the offsets, update the signature.  A fused binding keeps its first
    member's argument (with the members' fused location), the other members'
    arguments are erased, the offsets are inserted after the last binding and
    any non-binding argument before them is moved behind them: fewer
    argument-list rebuilds than making every argument anew.
    """
    function, layout = plan.function, plan.layout
    block = function_entry_block(function)
    assert block is not None
    old_args = binding_arguments(function)
    new_attrs = _new_arg_attrs(function, layout, block, old_args)
    offsets = _add_offsets(layout, block, old_args)
    _drop_fused_arguments(layout, block, old_args)
    _move_other_arguments(block, offsets)
    _update_signature(function, block, new_attrs)


def _rebase_subspan(
    subspan: BindingSubspanOp,
    binding: SSAValue,
    offset: SSAValue,
    loc: LocationAttr,
) -> None:
    """Point `subspan` at the fused binding, at `byte_offset + offset`.

    As IREE's `createOrFold`: no add for a zero constant, the constant on the
    right for other constants.
    """
    operands = subspan.operands
    byte_offset = operands[1]
    constant = constant_index(byte_offset)
    if constant == 0:
        new_offset = offset
    else:
        lhs, rhs = (
            (offset, byte_offset) if constant is not None else (byte_offset, offset)
        )
        add = arith.AddiOp(lhs, rhs)
        add.location = loc
        Rewriter.insert_op(add, InsertPoint.before(subspan))
        new_offset = add.result
    # The other operands' uses stay as they are.
    if operands[0] is binding:
        replace_operands(subspan, {1: new_offset})
    else:
        replace_operands(subspan, {0: binding, 1: new_offset})


def _fused_arg_attrs(
    old: Sequence[DictionaryAttr], members: Sequence[int]
) -> DictionaryAttr:
    """The argument attributes all members share (same name, same value)."""
    first = old[members[0]].data
    return DictionaryAttr(
        {
            name: value
            for name, value in first.items()
            if all(old[m].data.get(name) == value for m in members[1:])
        }
    )


def _add_offsets(
    layout: BindingPlan, block: Block, old_args: Sequence[BlockArgument]
) -> list[BlockArgument]:
    """Insert one index offset per old binding after the last binding, grouped
    by fused binding, and point every subspan at its fused binding plus its
    offset."""
    # Offsets go right after the last binding; non-binding arguments
    # before them, if any, move behind them (`_move_other_arguments`).
    position = old_args[-1].index + 1
    offsets: list[BlockArgument] = []
    for fused in layout.fused:
        arg = old_args[fused.members[0]]
        # A lone member with a plain location keeps it (MLIR's FusedLoc::get
        # of one location); anything else is fused and flattened.
        if len(fused.members) > 1 or isinstance(arg.location, FusedLoc):
            arg.location = fuse_locations([old_args[m].location for m in fused.members])
        for member in fused.members:
            offset = block.insert_arg(_INDEX, position + len(offsets), arg.location)
            offsets.append(offset)
            old = old_args[member]
            if old.name_hint is not None:
                offset.name_hint = f"{old.name_hint}_offset"
            for use in list(old.uses):
                subspan = use.operation
                assert isinstance(subspan, BindingSubspanOp)
                _rebase_subspan(subspan, arg, offset, arg.location)
    return offsets


def _drop_fused_arguments(
    layout: BindingPlan, block: Block, old_args: Sequence[BlockArgument]
) -> None:
    """Erase the arguments of every fused binding's members but the first
    (use-free by now)."""
    for fused in layout.fused:
        for member in fused.members[1:]:
            block.erase_arg(old_args[member])


def _move_other_arguments(block: Block, offsets: Sequence[BlockArgument]) -> None:
    """Move the non-binding arguments before the offsets to right after them."""
    strays = [
        a for a in block.args[: offsets[0].index] if not isinstance(a.type, BindingType)
    ]
    for moved, stray in enumerate(strays):
        arg = block.insert_arg(stray.type, offsets[-1].index + 1 + moved)
        arg.location, arg.name_hint = stray.location, stray.name_hint
        stray.replace_all_uses_with(arg)
        block.erase_arg(stray)


def _new_arg_attrs(
    function: Operation,
    layout: BindingPlan,
    block: Block,
    old_args: Sequence[BlockArgument],
) -> list[DictionaryAttr]:
    """The argument attributes of the new layout (empty if all are empty):
    a fused binding keeps what its members share, offsets have none, the other
    arguments keep theirs.  Read before the arguments change."""
    old_arg_attrs = _arg_attrs(function, len(block.args))
    if not any(a.data for a in old_arg_attrs):
        return []  # the common case: nothing to merge
    old_binding_attrs = [old_arg_attrs[a.index] for a in old_args]
    new_attrs = [_fused_arg_attrs(old_binding_attrs, f.members) for f in layout.fused]
    new_attrs += [_NO_ATTRS] * len(layout.offset_order)
    new_attrs += [
        old_arg_attrs[a.index]
        for a in block.args
        if not isinstance(a.type, BindingType)
    ]
    return new_attrs


def _update_signature(
    function: Operation, block: Block, new_attrs: Sequence[DictionaryAttr]
) -> None:
    """Set `function_type` and `arg_attrs` from the rewritten entry block."""
    ftype = function.properties["function_type"]
    assert isinstance(ftype, FunctionType)
    function.properties["function_type"] = FunctionType.from_lists(
        block.arg_types, ftype.outputs.data
    )
    if any(a.data for a in new_attrs):
        function.properties["arg_attrs"] = ArrayAttr(new_attrs)
    else:
        function.properties.pop("arg_attrs", None)


def _arg_attrs(function: Operation, count: int) -> list[DictionaryAttr]:
    attrs = function.properties.get("arg_attrs")
    result = [_NO_ATTRS] * count
    if isinstance(attrs, ArrayAttr):
        entries = cast(ArrayAttr[Attribute], attrs).data
        for i, entry in enumerate(entries[:count]):
            if isinstance(entry, DictionaryAttr):
                result[i] = entry
    return result


# ===----------------------------------------------------------------------=== #
# Dispatch sites
# ===----------------------------------------------------------------------=== #


@dataclass(frozen=True)
class _SiteLayout:
    """How a site's operands and properties change under one layout.

    Depends only on the layout and the site's workload and uniform operand
    counts, so it is computed once per such triple and shared by the sites.
    """

    gather: Callable[[Sequence[SSAValue]], tuple[SSAValue, ...]]
    """Picks the new operands from `(*old_operands, zero)`."""
    segments: DenseArrayBase
    accesses: ArrayAttr[IntegerAttr]

    @staticmethod
    def of(
        layout: BindingPlan,
        workload: int,
        uniform: int,
        memo: dict[tuple[int, ...], DenseArrayBase],
    ) -> _SiteLayout:
        """The layout of a site with `workload` and `uniform` operands under
        `layout`; segment sizes made once per value in `memo`."""
        count = layout.binding_count
        base = workload + uniform
        firsts = [fused.members[0] for fused in layout.fused]
        sizes = [base + count + i for i in firsts]
        picks = [  # in CmdDispatchOp's operand order
            *range(workload),
            *(base + 2 * count + m for m in layout.offset_order),  # offsets
            *range(workload, base),  # uniform operands
            *(base + i for i in firsts),  # resources
            *sizes,  # resource sizes
            *[base + 4 * count] * len(firsts),  # offsets: the zero
            *sizes,  # lengths: the whole resource
        ]
        fused = len(firsts)
        return _SiteLayout(
            gather=itemgetter(*picks),
            segments=segment_sizes(
                (workload, len(layout.offset_order) + uniform, *[fused] * 4), memo
            ),
            accesses=ArrayAttr(f.access.to_attr() for f in layout.fused),
        )


_SEGMENTS = AttrSizedOperandSegments.attribute_name


@dataclass
class SiteRewriter:
    """Bind each fused resource whole and pass the old offsets as operands.

    The zero offset of a site is its plan's `ZeroOffset`, made at the first
    site rewritten under its anchor: the IR does not depend on the order in
    which sites are rewritten.  `zeros` and `layouts` are caches of what it
    made, not of what is left to do.
    """

    zeros: dict[ZeroOffset, SSAValue] = field(
        default_factory=dict[ZeroOffset, SSAValue]
    )
    layouts: dict[tuple[int, int, int], _SiteLayout] = field(
        default_factory=dict[tuple[int, int, int], _SiteLayout]
    )
    """By `(id(layout), workload, uniform)`: layouts hash by value, slowly."""
    segment_memo: dict[tuple[int, ...], DenseArrayBase] = field(
        default_factory=dict[tuple[int, ...], DenseArrayBase]
    )
    """The segment sizes made so far (exports of one shape share them)."""
    by_segments: dict[tuple[int, int], tuple[Attribute, _SiteLayout]] = field(
        default_factory=dict[tuple[int, int], tuple[Attribute, _SiteLayout]]
    )
    """By `(id(layout), id(operandSegmentSizes))`, with the segment sizes
    attribute kept alive so that its id stays its own: sites share the
    attribute, and decoding it costs more than the lookup."""

    def update(self, plan: SitePlan) -> None:
        """Rewrite `plan.site` in place (building a new op costs more than all
        the rest), its operand list set once."""
        site = plan.site
        segments = site.properties[_SEGMENTS]
        known = self.by_segments.get((id(plan.layout), id(segments)))
        if known is None or known[0] is not segments:
            known = segments, self._layout(plan.layout, site)
            self.by_segments[id(plan.layout), id(segments)] = known
        layout = known[1]
        set_operands(site, layout.gather((*site.operands, self._zero(plan.zero))))
        site.attributes.pop(_SEGMENTS, None)
        site.properties[_SEGMENTS] = layout.segments
        site.properties["resource_accesses"] = layout.accesses

    def _layout(self, plan: BindingPlan, site: CmdDispatchOp) -> _SiteLayout:
        """How `site` changes under `plan`, shared by the sites with as many
        workload and uniform operands."""
        workload, uniform, *_ = site.operand_segments()
        key = (id(plan), workload, uniform)
        layout = self.layouts.get(key)
        if layout is None:
            layout = self.layouts[key] = _SiteLayout.of(
                plan, workload, uniform, self.segment_memo
            )
        return layout

    def _zero(self, zero: ZeroOffset) -> SSAValue:
        value = self.zeros.get(zero)
        if value is None:
            constant = arith.ConstantOp(IntegerAttr(0, _INDEX))
            constant.location = zero.location
            constant.result.name_hint = "c0"
            Rewriter.insert_op(constant, InsertPoint.before(zero.anchor))
            value = self.zeros[zero] = constant.result
        return value


# ===----------------------------------------------------------------------=== #
# The pass
# ===----------------------------------------------------------------------=== #


def rewrite(plan: RewritePlan) -> None:
    """Apply `plan`: every function, then every site."""
    for function in plan.functions:
        update_function(function)
    sites = SiteRewriter()
    for site in plan.sites:
        sites.update(site)


@dataclass(frozen=True)
class FuseDispatchBindingsPass(ModulePass):
    """Fuse dispatch bindings that name the same resource at every site.

    `alias-mutable-bindings` lets writable bindings fuse too; an export's
    `stream.resources = #stream.resource_config<{alias_mutable_bindings = ...}>`
    (or one on its executable or module) overrides it.

    `report=text` (or `true`) prints to stderr, per export group, the sites,
    the bindings before and after, the fused bindings and why the other pairs
    did not fuse (`xdsl_stream.report.text`); `report=json` prints the
    same as JSON (`docs/report.md`).  `fuse-dispatch-bindings-report` prints
    it without rewriting anything.  `max-bindings=N` (0: off) warns on stderr
    for every export with more than N bindings after the pass, exports with
    no dispatch site included.  `rebase=fused` leaves the groups where nothing
    fuses as they were; `rebase=all` (the default) rebases them as IREE does
    (see `xdsl_stream.analysis.pipeline_cost` for what each costs).
    """

    name = PASS_NAME

    alias_mutable_bindings: bool = False
    report: bool | str = False
    """`false`, `true`/`text` or `json`."""
    max_bindings: int = 0
    max_bindings_error: bool = False
    """Exceeding `max-bindings` fails the pass instead of warning (a build for
    WebGPU's 8 storage buffers can gate on it)."""
    rebase: str = "all"
    """`all` (IREE's choice): rewrite every dispatched group, even where
    nothing fuses; `fused`: only the groups where some bindings fuse, leaving
    the others exactly as they were (no offset operands to fold away)."""
    check_printing: bool = True
    """Warn about ops whose custom print would lose information (see
    `xdsl_stream.io.lossy_print`), unless the `xdsl-opt` running the
    pass prints in generic form (`--print-op-generic`); `xdsl-stream-opt`
    turns it off, as it prints such ops in generic form."""

    def __post_init__(self) -> None:
        if self.max_bindings < 0:
            raise ValueError(
                f"{PASS_NAME}: max-bindings must be 0 (no limit) or a positive "
                f"number of bindings, got {self.max_bindings}"
            )
        if self.max_bindings_error and not self.max_bindings:
            raise ValueError(
                f"{PASS_NAME}: max-bindings-error=true needs max-bindings=N"
            )
        try:
            ReportFormat.parse(self.report)
        except ValueError as error:
            raise ValueError(f"{PASS_NAME}: {error}") from None
        if self.rebase not in set(Rebase):
            raise ValueError(
                f"{PASS_NAME}: rebase must be one of "
                f"{', '.join(Rebase)}, got {self.rebase!r}"
            )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        """Analyse; print the report if asked; report problems (errors fail
        the pass); check the limit and the printing; rewrite."""
        analysis = analyze_module(
            op, alias_mutable_bindings=self.alias_mutable_bindings
        )
        report_format = ReportFormat.parse(self.report)  # checked on construction
        if report_format is not None:
            print_report(analysis, report_format)
        report_problems(PASS_NAME, analysis.problems, op)
        unknown = unknown_entry_points(op, analysis.unresolved_sites)
        report_problems(PASS_NAME, unknown, op)
        check_binding_limit(
            PASS_NAME, analysis, self.max_bindings, op, as_error=self.max_bindings_error
        )
        if self.check_printing and running_opt_prints_generic() is not True:
            warn_lossy_custom_prints(ctx, op)  # only where the custom form prints
        rewrite(plan_rewrite(analysis, Rebase(self.rebase)))
