"""`fuse-dispatch-bindings`: merge bindings that always name the same resource.

The port of IREE's `--iree-stream-fuse-dispatch-bindings`.  For every group of
dispatched exports (see `xdsl_stream.analysis.binding_fusion`):

* the dispatch function takes `[fused bindings] ++ [one index offset per old
  binding, grouped] ++ [original non-binding arguments]`, and each
  `stream.binding.subspan` adds its old binding's offset to its byte offset;
* each dispatch site binds every fused resource whole (offset zero, length the
  resource size, access the union of its members') and passes the old offsets
  as leading operands.

The analysis decides; the patterns below only apply its plan.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
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
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint
from xdsl.utils.diagnostic import Diagnostic

from xdsl_stream.analysis.binding_fusion import (
    BindingPlan,
    FusionAnalysis,
    Problem,
    analyze_module,
    binding_arguments,
    function_entry_block,
    zero_anchor,
)
from xdsl_stream.analysis.entry_points import unknown_entry_points
from xdsl_stream.analysis.lossy_print import warn_lossy_custom_prints
from xdsl_stream.analysis.report import limit_problems
from xdsl_stream.analysis.report_json import ReportFormat, render_report
from xdsl_stream.diagnostics import OpDiagnosticsError, OpMessage, Severity, emit
from xdsl_stream.dialects.stream import (
    BindingSubspanOp,
    BindingType,
    CmdDispatchOp,
    segment_sizes,
)
from xdsl_stream.ir_helpers import constant_index
from xdsl_stream.locations import fuse_locations
from xdsl_stream.xdsl_internals import retarget_rewriter

PASS_NAME = "fuse-dispatch-bindings"

# ===----------------------------------------------------------------------=== #
# Entry functions
# ===----------------------------------------------------------------------=== #

_INDEX = IndexType()
"""Made once: building (and verifying) an attribute costs microseconds."""


def _rebase_subspan(
    subspan: BindingSubspanOp,
    binding: SSAValue,
    offset: SSAValue,
    loc: LocationAttr,
    rewriter: PatternRewriter,
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
        add = rewriter.insert(arith.AddiOp(lhs, rhs), InsertPoint.before(subspan))
        add.location = loc
        new_offset = add.result
    # Index assignment keeps the other operands' uses as they are.
    if operands[0] is not binding:
        operands[0] = binding
    operands[1] = new_offset
    rewriter.notify_op_modified(subspan)


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


@dataclass
class RebaseEntryFunction(RewritePattern):
    """Give a dispatch function the planned binding layout.

    `[fused bindings] ++ [offsets, grouped] ++ [other arguments]`, in the steps
    of IREE's `updateExecutableSignature`: add the offsets (and rebase the
    subspans on them), drop the fused-away arguments, move the other arguments
    behind the offsets, update the signature.  A fused binding keeps its first
    member's argument (with the members' fused location), the other members'
    arguments are erased, the offsets are inserted after the last binding and
    any non-binding argument before them is moved behind them: fewer
    argument-list rebuilds than making every argument anew.

    Stateless: it rewrites a function that `plans` maps to a plan (`plans_of`),
    whatever the driver, so apply it once per function (each function is
    listed once, whatever the number of exports naming it).
    """

    plans: Mapping[Operation, BindingPlan]

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, CmdDispatchOp):
            return
        plan = self.plans.get(op)
        if plan is None:
            return
        block = function_entry_block(op)
        assert block is not None
        old_args = binding_arguments(op)
        new_attrs = _new_arg_attrs(op, plan, block, old_args)
        offsets = _add_offsets(plan, block, old_args, rewriter)
        _drop_fused_arguments(plan, block, old_args)
        _move_other_arguments(block, offsets, rewriter)
        _update_signature(op, block, new_attrs, rewriter)


def _add_offsets(
    plan: BindingPlan,
    block: Block,
    old_args: Sequence[BlockArgument],
    rewriter: PatternRewriter,
) -> list[BlockArgument]:
    """Insert one index offset per old binding after the last binding, grouped
    by fused binding, and point every subspan at its fused binding plus its
    offset."""
    # Offsets go right after the last binding; non-binding arguments
    # before them, if any, move behind them (`_move_other_arguments`).
    position = old_args[-1].index + 1
    offsets: list[BlockArgument] = []
    for fused in plan.fused:
        arg = old_args[fused.members[0]]
        # A lone member with a plain location keeps it (MLIR's FusedLoc::get
        # of one location); anything else is fused and flattened.
        if len(fused.members) > 1 or isinstance(arg.location, FusedLoc):
            arg.location = fuse_locations([old_args[m].location for m in fused.members])
        for member in fused.members:
            offset = rewriter.insert_block_argument(
                block, position + len(offsets), _INDEX
            )
            offset.location = arg.location
            offsets.append(offset)
            old = old_args[member]
            if old.name_hint is not None:
                offset.name_hint = f"{old.name_hint}_offset"
            for use in list(old.uses):
                subspan = use.operation
                assert isinstance(subspan, BindingSubspanOp)
                _rebase_subspan(subspan, arg, offset, arg.location, rewriter)
    return offsets


def _drop_fused_arguments(
    plan: BindingPlan, block: Block, old_args: Sequence[BlockArgument]
) -> None:
    """Erase the arguments of every fused binding's members but the first."""
    for fused in plan.fused:
        for member in fused.members[1:]:
            # Use-free by now; the rewriter's erase would replace the
            # (absent) uses twice.  The function is notified afterwards.
            block.erase_arg(old_args[member])


def _move_other_arguments(
    block: Block, offsets: Sequence[BlockArgument], rewriter: PatternRewriter
) -> None:
    """Move the non-binding arguments before the offsets to right after them."""
    strays = [
        a for a in block.args[: offsets[0].index] if not isinstance(a.type, BindingType)
    ]
    for moved, stray in enumerate(strays):
        arg = rewriter.insert_block_argument(
            block, offsets[-1].index + 1 + moved, stray.type
        )
        arg.location, arg.name_hint = stray.location, stray.name_hint
        rewriter.replace_all_uses_with(stray, arg)
        rewriter.erase_block_argument(stray)


def _new_arg_attrs(
    function: Operation,
    plan: BindingPlan,
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
    new_attrs = [_fused_arg_attrs(old_binding_attrs, f.members) for f in plan.fused]
    new_attrs += [DictionaryAttr({})] * len(plan.offset_order)
    new_attrs += [
        old_arg_attrs[a.index]
        for a in block.args
        if not isinstance(a.type, BindingType)
    ]
    return new_attrs


def _update_signature(
    function: Operation,
    block: Block,
    new_attrs: Sequence[DictionaryAttr],
    rewriter: PatternRewriter,
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
    rewriter.notify_op_modified(function)


def _arg_attrs(function: Operation, count: int) -> list[DictionaryAttr]:
    attrs = function.properties.get("arg_attrs")
    result = [DictionaryAttr({})] * count
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
    """How a site's operands and properties change under one plan.

    Depends only on the plan and the site's workload and uniform operand
    counts, so it is computed once per such triple and shared by the sites.
    """

    gather: Callable[[Sequence[SSAValue]], tuple[SSAValue, ...]]
    """Picks the new operands from `(*old_operands, zero)`."""
    segments: DenseArrayBase
    accesses: ArrayAttr[IntegerAttr]

    @staticmethod
    def of(plan: BindingPlan, workload: int, uniform: int) -> _SiteLayout:
        count = plan.binding_count
        base = workload + uniform
        firsts = [fused.members[0] for fused in plan.fused]
        sizes = [base + count + i for i in firsts]
        picks = [  # in CmdDispatchOp's operand order
            *range(workload),
            *(base + 2 * count + m for m in plan.offset_order),  # offsets
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
                (workload, len(plan.offset_order) + uniform, *[fused] * 4)
            ),
            accesses=ArrayAttr(f.access.to_attr() for f in plan.fused),
        )


@dataclass
class RebaseDispatchSite(RewritePattern):
    """Bind each fused resource whole and pass the old offsets as operands.

    The zero offset is one `arith.constant 0 : index` per anchor (the enclosing
    execute, `zero_anchor`), made at the first site rewritten there, placed as
    IREE places it and located at `zero_locations[anchor]` if given (the
    location of the anchor's first site in IREE's order, `zero_locations`),
    else at that first site's.  The pass applies it in IREE's order and needs
    no `zero_locations`; another driver (`PatternRewriteWalker`, walk order)
    gives IREE's locations with them.

    Stateless with respect to matching: it rewrites a site that `plans` maps
    to a plan (`plans_of`), so apply it once per site.  `zeros` and `layouts`
    are caches of what it made, not of what is left to do.
    """

    plans: Mapping[Operation, BindingPlan]
    zero_locations: Mapping[Operation, LocationAttr] = field(
        default_factory=dict[Operation, LocationAttr]
    )
    """By anchor; a site's own location where missing."""
    zeros: dict[Operation, SSAValue] = field(default_factory=dict[Operation, SSAValue])
    """By anchor (`zero_anchor`)."""
    layouts: dict[tuple[int, int, int], _SiteLayout] = field(
        default_factory=dict[tuple[int, int, int], _SiteLayout]
    )
    """By `(id(plan), workload, uniform)`: plans hash by value, slowly."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, CmdDispatchOp):
            return
        plan = self.plans.get(op)
        if plan is None:
            return
        workload, uniform, *_ = op.operand_segments()
        key = (id(plan), workload, uniform)
        layout = self.layouts.get(key)
        if layout is None:
            layout = self.layouts[key] = _SiteLayout.of(plan, workload, uniform)
        # Updated in place: building a new op costs more than all the rest.
        op.operands = layout.gather((*op.operands, self._zero(op, rewriter)))
        op.attributes.pop(AttrSizedOperandSegments.attribute_name, None)
        op.properties[AttrSizedOperandSegments.attribute_name] = layout.segments
        op.properties["resource_accesses"] = layout.accesses
        rewriter.notify_op_modified(op)

    def _zero(self, site: CmdDispatchOp, rewriter: PatternRewriter) -> SSAValue:
        anchor = zero_anchor(site)
        zero = self.zeros.get(anchor)
        if zero is None:
            constant = arith.ConstantOp(IntegerAttr(0, IndexType()))
            constant.location = self.zero_locations.get(anchor, site.location)
            constant.result.name_hint = "c0"
            rewriter.insert(constant, InsertPoint.before(anchor))
            zero = self.zeros[anchor] = constant.result
        return zero


# ===----------------------------------------------------------------------=== #
# The pass
# ===----------------------------------------------------------------------=== #


def plans_of(analysis: FusionAnalysis) -> dict[Operation, BindingPlan]:
    """The plan of every function and dispatch site the pass rewrites (the
    `plans` of both patterns): those of the fused and rebased groups."""
    plans: dict[Operation, BindingPlan] = {}
    for group in analysis.groups:
        plan = group.plan
        if plan is None:
            continue
        for op in (*group.functions, *group.sites):
            plans[op] = plan
    return plans


def zero_locations(
    analysis: FusionAnalysis, plans: Mapping[Operation, BindingPlan]
) -> dict[Operation, LocationAttr]:
    """The location of each anchor's zero offset: that of its first rewritten
    site in IREE's order (by export, then walk order), as IREE locates it."""
    locations: dict[Operation, LocationAttr] = {}
    for site in analysis.iree_site_order():
        if site in plans:
            locations.setdefault(zero_anchor(site), site.location)
    return locations


def apply_once(pattern: RewritePattern, ops: Iterable[Operation]) -> None:
    """Apply `pattern` once to each of `ops`, in order: the pass's driver.

    The analysis names every op to rewrite, so no walk over the module and no
    fixpoint iteration are needed.  xDSL's `PatternRewriteWalker` with
    `apply_recursively=False` and no dead-code elimination gives the same IR
    (`tests/pytest/test_walker.py`, with `zero_locations` even the same
    locations), but costs more.  Measured in CPU time on `bench/generate.py`'s
    `generate(2000, seed=0)` (5,944 ops; a loaded 2-core machine, so min and
    median of 7 runs): the whole pass took 190 ms / 225 ms with this driver
    and 241 ms / 291 ms with the walker (plus `zero_locations`); the rewrite
    alone, 5 runs, 186 ms / 215 ms against 177 ms / 244 ms.  On the
    attention dump (127 ops) the rewrite took 1.0 ms with this driver, 2.9 ms
    with the walker.
    """
    rewriter: PatternRewriter | None = None
    for op in ops:
        if rewriter is None:
            rewriter = PatternRewriter(op)
        else:  # as PatternRewriteWalker reuses its rewriter
            retarget_rewriter(rewriter, op)
        pattern.match_and_rewrite(op, rewriter)


def report_problems(problems: Sequence[Problem], module: ModuleOp) -> None:
    """Warnings are emitted; errors fail the pass, naming every op at fault."""
    for problem in problems:
        if not problem.is_error:
            emit(_message(problem))
    errors = [p for p in problems if p.is_error]
    if errors:
        diagnostic = Diagnostic()
        for error in errors:
            diagnostic.add_message(error.op, f"error: {error.message}")
        messages = [_message(error) for error in errors]
        diagnostic.raise_exception(
            module, OpDiagnosticsError(messages[0].message, messages)
        )


def _message(problem: Problem) -> OpMessage:
    severity = Severity.ERROR if problem.is_error else Severity.WARNING
    return OpMessage(problem.op, severity, f"{PASS_NAME}: {problem.message}")


@dataclass(frozen=True)
class FuseDispatchBindingsPass(ModulePass):
    """Fuse dispatch bindings that name the same resource at every site.

    `alias-mutable-bindings` lets writable bindings fuse too; an export's
    `stream.resources = #stream.resource_config<{alias_mutable_bindings = ...}>`
    (or one on its executable or module) overrides it.

    `report=text` (or `true`) prints to stderr, per export group, the sites,
    the bindings before and after, the fused bindings and why the other pairs
    did not fuse (`xdsl_stream.analysis.report`); `report=json` prints the
    same as JSON (`docs/report.md`).  `fuse-dispatch-bindings-report` prints
    it without rewriting anything.  `max-bindings=N` (0: off) warns on stderr
    for every export with more than N bindings after the pass, exports with
    no dispatch site included.
    """

    name = PASS_NAME

    alias_mutable_bindings: bool = False
    report: bool | str = False
    """`false`, `true`/`text` or `json`."""
    max_bindings: int = 0
    max_bindings_error: bool = False
    """Exceeding `max-bindings` fails the pass instead of warning (a build for
    WebGPU's 8 storage buffers can gate on it)."""
    check_printing: bool = True
    """Warn about ops whose custom print would lose information (see
    `xdsl_stream.analysis.lossy_print`); `xdsl-stream-opt` turns it off, as it
    prints such ops in generic form."""

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

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        analysis = analyze_module(
            op, alias_mutable_bindings=self.alias_mutable_bindings
        )
        report_format = ReportFormat.parse(self.report)  # checked on construction
        if report_format is not None:
            print(render_report(analysis, report_format), file=sys.stderr, end="")
        report_problems([p for g in analysis.groups for p in g.problems], op)
        report_problems(unknown_entry_points(op), op)
        over_limit = limit_problems(analysis, self.max_bindings)
        report_problems(
            [replace(p, is_error=self.max_bindings_error) for p in over_limit], op
        )
        if self.check_printing:
            warn_lossy_custom_prints(ctx, op)

        plans = plans_of(analysis)
        apply_once(
            RebaseEntryFunction(plans),
            [f for f in plans if not isinstance(f, CmdDispatchOp)],
        )
        apply_once(
            RebaseDispatchSite(plans),
            [site for site in analysis.iree_site_order() if site in plans],
        )
