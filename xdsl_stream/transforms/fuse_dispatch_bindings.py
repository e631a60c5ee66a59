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
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import cast

from xdsl.context import Context
from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    FunctionType,
    IndexType,
    IntegerAttr,
    LocationAttr,
    ModuleOp,
    UnknownLoc,
    i32,
)
from xdsl.ir import Attribute, BlockArgument, Operation, SSAValue
from xdsl.irdl import AttrSizedOperandSegments
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.utils.diagnostic import Diagnostic
from xdsl.utils.exceptions import PassFailedException

from xdsl_stream.analysis.binding_fusion import (
    BindingPlan,
    FusionAnalysis,
    Problem,
    analyze_module,
    binding_arguments,
    function_entry_block,
    zero_anchor,
)
from xdsl_stream.analysis.report import format_report, limit_problems
from xdsl_stream.dialects.stream import (
    BindingSubspanOp,
    BindingType,
    CmdDispatchOp,
)
from xdsl_stream.locations import fuse_locations

# ===----------------------------------------------------------------------=== #
# Entry functions
# ===----------------------------------------------------------------------=== #


def _constant_index(value: SSAValue) -> int | None:
    """The value of `value` if it is an `arith.constant` index."""
    owner = value.owner
    if isinstance(owner, arith.ConstantOp) and isinstance(owner.value, IntegerAttr):
        return owner.value.value.data
    return None


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
    byte_offset = subspan.byte_offset
    constant = _constant_index(byte_offset)
    if constant == 0:
        new_offset = offset
    else:
        lhs, rhs = (
            (offset, byte_offset)
            if constant is not None
            else (
                byte_offset,
                offset,
            )
        )
        add = arith.AddiOp(lhs, rhs)
        add.location = loc
        rewriter.insert(add, InsertPoint.before(subspan))
        new_offset = add.result
    subspan.operands = [binding, new_offset, *subspan.dynamic_dims]
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

    Each function is rewritten once, whatever the number of exports naming it.
    """

    plans: dict[Operation, BindingPlan]

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        plan = self.plans.pop(op, None)
        if plan is None:
            return
        block = function_entry_block(op)
        assert block is not None
        old_args = binding_arguments(op)
        old_arg_attrs = _arg_attrs(op, len(block.args))
        binding_positions = {a.index for a in old_args}
        other_attrs = [
            old_arg_attrs[i]
            for i in range(len(block.args))
            if i not in binding_positions
        ]
        old_binding_attrs = [old_arg_attrs[a.index] for a in old_args]

        new_bindings: list[BlockArgument] = []
        for i, fused in enumerate(plan.fused):
            loc = fuse_locations([old_args[m].location for m in fused.members])
            arg = rewriter.insert_block_argument(block, i, BindingType())
            arg.location = loc
            arg.name_hint = old_args[fused.members[0]].name_hint
            new_bindings.append(arg)

        position = len(new_bindings)
        for fused, new_binding in zip(plan.fused, new_bindings, strict=True):
            for member in fused.members:
                offset = rewriter.insert_block_argument(block, position, IndexType())
                offset.location = new_binding.location
                position += 1
                old = old_args[member]
                if old.name_hint is not None:
                    offset.name_hint = f"{old.name_hint}_offset"
                for use in list(old.uses):
                    subspan = use.operation
                    assert isinstance(subspan, BindingSubspanOp)
                    _rebase_subspan(
                        subspan, new_binding, offset, new_binding.location, rewriter
                    )
        for old in old_args:
            rewriter.erase_block_argument(old)

        new_attrs = [_fused_arg_attrs(old_binding_attrs, f.members) for f in plan.fused]
        new_attrs += [DictionaryAttr({})] * len(plan.offset_order)
        new_attrs += other_attrs
        ftype = op.properties["function_type"]
        assert isinstance(ftype, FunctionType)
        op.properties["function_type"] = FunctionType.from_lists(
            block.arg_types, ftype.outputs.data
        )
        if any(a.data for a in new_attrs):
            op.properties["arg_attrs"] = ArrayAttr(new_attrs)
        else:
            op.properties.pop("arg_attrs", None)
        rewriter.notify_op_modified(op)


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


@lru_cache(maxsize=256)
def _segment_sizes(sizes: tuple[int, ...]) -> DenseArrayBase:
    """`operandSegmentSizes` (attributes are immutable: sites share them)."""
    return DenseArrayBase.from_list(i32, sizes)


@dataclass
class RebaseDispatchSite(RewritePattern):
    """Bind each fused resource whole and pass the old offsets as operands."""

    plans: dict[CmdDispatchOp, BindingPlan]
    zeros: dict[CmdDispatchOp, SSAValue]

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, CmdDispatchOp):
            return
        plan = self.plans.pop(op, None)
        if plan is None:
            return
        zero = self.zeros[op]
        # Each access to a variadic operand group rebuilds it: read each once.
        old_resources = tuple(op.resources)
        old_sizes = tuple(op.resource_sizes)
        old_offsets = tuple(op.resource_offsets)
        firsts = [fused.members[0] for fused in plan.fused]
        resources = [old_resources[first] for first in firsts]
        sizes = [old_sizes[first] for first in firsts]
        offsets = [old_offsets[m] for m in plan.offset_order]
        # Updated in place: building a new op costs more than all the rest.
        segments = (  # in CmdDispatchOp's operand order
            tuple(op.workload),
            (*offsets, *op.uniform_operands),
            resources,
            sizes,
            [zero] * len(plan.fused),
            sizes,
        )
        op.operands = [value for segment in segments for value in segment]
        op.attributes.pop(AttrSizedOperandSegments.attribute_name, None)
        op.properties[AttrSizedOperandSegments.attribute_name] = _segment_sizes(
            tuple(len(s) for s in segments)
        )
        op.properties["resource_accesses"] = ArrayAttr(
            f.access.to_attr() for f in plan.fused
        )
        rewriter.notify_op_modified(op)


# ===----------------------------------------------------------------------=== #
# The pass
# ===----------------------------------------------------------------------=== #


def _materialize_zeros(
    analysis: FusionAnalysis, plans: dict[CmdDispatchOp, BindingPlan]
) -> dict[CmdDispatchOp, SSAValue]:
    """One `arith.constant 0 : index` per anchor (the enclosing execute).

    Sites are visited in IREE's order, so each constant is placed and located
    as IREE places it: before the anchor, at the first site rewritten.
    """
    by_anchor: dict[Operation, SSAValue] = {}
    zeros: dict[CmdDispatchOp, SSAValue] = {}
    for site in analysis.iree_site_order():
        if site not in plans:
            continue
        anchor = zero_anchor(site)
        zero = by_anchor.get(anchor)
        if zero is None:
            constant = arith.ConstantOp(IntegerAttr(0, IndexType()))
            constant.location = site.location
            constant.result.name_hint = "c0"
            Rewriter.insert_op(constant, InsertPoint.before(anchor))
            zero = by_anchor[anchor] = constant.result
        zeros[site] = zero
    return zeros


def report_problems(problems: Sequence[Problem], module: ModuleOp) -> None:
    """Warnings go to stderr; the first error fails the pass with a diagnostic."""
    for problem in problems:
        if not problem.is_error:
            print(_warning_text(problem), file=sys.stderr)
    errors = [p for p in problems if p.is_error]
    if errors:
        diagnostic = Diagnostic()
        for error in errors:
            diagnostic.add_message(error.op, f"error: {error.message}")
        diagnostic.raise_exception(
            module, PassFailedException(f"fuse-dispatch-bindings: {errors[0].message}")
        )


def _warning_text(problem: Problem) -> str:
    loc = problem.op.location
    where = "" if isinstance(loc, UnknownLoc) else f"{_loc_text(loc)}: "
    return f"{where}warning: fuse-dispatch-bindings: {problem.message}\n  at: {_op_head(problem.op)}"


def _loc_text(loc: Attribute) -> str:
    from io import StringIO

    from xdsl.printer import Printer

    stream = StringIO()
    Printer(stream).print_attribute(loc)
    return stream.getvalue()


def _op_head(op: Operation) -> str:
    from io import StringIO

    from xdsl.printer import Printer

    stream = StringIO()
    Printer(stream).print_op(op)
    return stream.getvalue().splitlines()[0]


@dataclass(frozen=True)
class FuseDispatchBindingsPass(ModulePass):
    """Fuse dispatch bindings that name the same resource at every site.

    `alias-mutable-bindings` lets writable bindings fuse too; an export's
    `stream.resources = #stream.resource_config<{alias_mutable_bindings = ...}>`
    (or one on its executable or module) overrides it.

    `report` prints to stderr, per export group, the sites, the bindings before
    and after, the fused bindings and why the other pairs did not fuse
    (`xdsl_stream.analysis.report`).  `max-bindings=N` (0: off) warns on stderr
    for every export with more than N bindings after the pass, exports with
    no dispatch site included.
    """

    name = "fuse-dispatch-bindings"

    alias_mutable_bindings: bool = False
    report: bool = False
    max_bindings: int = 0

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        analysis = analyze_module(
            op, alias_mutable_bindings=self.alias_mutable_bindings
        )
        if self.report:
            print(format_report(analysis), file=sys.stderr, end="")
        report_problems([p for g in analysis.groups for p in g.problems], op)
        for problem in limit_problems(analysis, self.max_bindings):
            print(_warning_text(problem), file=sys.stderr)

        function_plans: dict[Operation, BindingPlan] = {}
        site_plans: dict[CmdDispatchOp, BindingPlan] = {}
        for group in analysis.groups:
            if group.plan is None:
                continue
            for function in group.functions:
                function_plans[function] = group.plan
            for site in group.sites:
                site_plans[site] = group.plan

        zeros = _materialize_zeros(analysis, site_plans)
        PatternRewriteWalker(
            GreedyRewritePatternApplier(
                [
                    RebaseEntryFunction(function_plans),
                    RebaseDispatchSite(site_plans, zeros),
                ],
                dce_enabled=False,
            ),
            apply_recursively=False,
        ).rewrite_module(op)
