"""`fold-uniform-operands`: drop dispatch operands every site passes alike.

The port of IREE's `--iree-stream-fold-uniform-operands`, the pass IREE runs
after `fuse-dispatch-bindings` to dedup and inline the offsets it adds.  For
every group of dispatched exports (see `xdsl_stream.analysis.uniform_operands`):

* an operand that is the same SSA value as an earlier one at every site is
  dropped, and its argument's uses read the earlier argument;
* an operand that is the same integer constant at every site is dropped, and
  the entry function starts with that `arith.constant` (in operand order,
  located at the fused locations of the sites' constants);
* a workload operand that is the same SSA value as an earlier one at every
  site is dropped from the sites and the export's `workgroups` arguments, and
  `iree_tensor_ext.dispatch.workload.ordinal` ops are renumbered;
* every site and the function signature lose the dropped operands; argument
  attributes follow their arguments (IREE 3.13 leaves them at their old
  positions, on other arguments).

The analysis decides; the functions below only apply its plan, with xDSL's
`Rewriter` and the IR's public methods, as `fuse-dispatch-bindings` does.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
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
    IntegerType,
    ModuleOp,
)
from xdsl.ir import Attribute, BlockArgument, Operation
from xdsl.irdl import AttrSizedOperandSegments
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from xdsl_stream.analysis.export_groups import function_entry_block
from xdsl_stream.analysis.uniform_operands import (
    OperandFate,
    UniformAnalysis,
    UniformPlan,
    analyze_uniform_operands,
)
from xdsl_stream.core.ir_helpers import operation_name
from xdsl_stream.dialects.stream import (
    BindingType,
    CmdDispatchOp,
    ExecutableExportOp,
    segment_sizes,
)
from xdsl_stream.io.lossy_print import warn_before_custom_print
from xdsl_stream.transforms.problems import report_problems

PASS_NAME = "fold-uniform-operands"


def constant_name(attr: IntegerAttr) -> str:
    """The name MLIR gives an integer `arith.constant`: `c8`, `c7_i32`, `true`."""
    value = attr.value.data
    if isinstance(attr.type, IntegerType) and attr.type.width.data == 1:
        return "true" if value else "false"
    suffix = "" if isinstance(attr.type, IndexType) else f"_{attr.type}"
    return f"c{value}{suffix}"


# ===----------------------------------------------------------------------=== #
# Entry functions
# ===----------------------------------------------------------------------=== #


def update_function(function: Operation, plan: UniformPlan) -> None:
    """Give a dispatch function the planned arguments.

    Duplicate arguments' uses move to the argument they repeat, then inlined
    ones' to a new `arith.constant` at the top of the body (in operand order,
    so a duplicate of an inlined operand reads the constant too, as in IREE);
    both are erased, `function_type` and `arg_attrs` follow, and the workload
    ordinals are renumbered.
    """
    block = function_entry_block(function)
    assert block is not None
    args = [a for a in block.args if not isinstance(a.type, BindingType)]
    pairs = list(zip(args, plan.operands, strict=True))
    for arg, operand in pairs:
        if operand.source is not None:
            arg.replace_all_uses_with(args[operand.source])
    first = block.first_op
    assert first is not None  # a function body ends with its return
    for arg, operand in pairs:
        if operand.constant is not None:
            constant = arith.ConstantOp(operand.constant)
            if operand.location is not None:
                constant.location = operand.location
            constant.result.name_hint = constant_name(operand.constant)
            Rewriter.insert_op(constant, InsertPoint.before(first))
            arg.replace_all_uses_with(constant.result)
    dead = {arg for arg, p in pairs if p.fate is not OperandFate.KEPT}
    _update_signature(function, [a for a in block.args if a not in dead])
    for arg in dead:
        block.erase_arg(arg)
    renumber_workload_ordinals(function, plan)


def _update_signature(function: Operation, live: Sequence[BlockArgument]) -> None:
    """Set `function_type` and `arg_attrs` to those of the `live` arguments.

    Called before the dead arguments are erased: indices are the old ones.
    """
    ftype = function.properties["function_type"]
    assert isinstance(ftype, FunctionType)
    function.properties["function_type"] = FunctionType.from_lists(
        [a.type for a in live], ftype.outputs.data
    )
    attrs = function.properties.get("arg_attrs")
    if isinstance(attrs, ArrayAttr):
        entries = cast(ArrayAttr[Attribute], attrs).data
        kept = [entries[a.index] for a in live]
        if any(isinstance(e, DictionaryAttr) and e.data for e in kept):
            function.properties["arg_attrs"] = ArrayAttr(kept)
        else:
            function.properties.pop("arg_attrs")


# ===----------------------------------------------------------------------=== #
# Workloads
# ===----------------------------------------------------------------------=== #

WORKLOAD_ORDINAL = "iree_tensor_ext.dispatch.workload.ordinal"


def update_export(export: ExecutableExportOp, plan: UniformPlan) -> None:
    """Drop an export's duplicate `workgroups` arguments (their uses read the
    argument they repeat)."""
    block = export.workgroups_block
    if block is None or len(block.args) != len(plan.workload):
        return
    args = list(block.args)
    for arg, source in zip(args, plan.workload, strict=True):
        if source is not None:
            arg.replace_all_uses_with(args[source])
            block.erase_arg(arg)


def renumber_workload_ordinals(function: Operation, plan: UniformPlan) -> None:
    """Point every `iree_tensor_ext.dispatch.workload.ordinal` of `function`
    at its workload operand's new index (a duplicate's at its source's)."""
    if not plan.workload:
        return
    ordinals = plan.workload_ordinals()
    for op in function.walk():
        if operation_name(op) != WORKLOAD_ORDINAL:
            continue
        attr = op.properties.get("ordinal", op.attributes.get("ordinal"))
        if not isinstance(attr, IntegerAttr) or attr.value.data not in ordinals:
            continue
        new = IntegerAttr(ordinals[attr.value.data], IndexType())
        if "ordinal" in op.properties:
            op.properties["ordinal"] = new
        else:
            op.attributes["ordinal"] = new


# ===----------------------------------------------------------------------=== #
# Dispatch sites
# ===----------------------------------------------------------------------=== #


def update_site(
    site: CmdDispatchOp,
    plan: UniformPlan,
    segments: dict[tuple[int, ...], DenseArrayBase] | None = None,
) -> None:
    """Drop the deduplicated and inlined operands of a site, in place (as the
    fusion pass does: a new op costs more); `segments` shares the new
    segment sizes between the sites of one rewrite."""
    sizes = site.operand_segments()
    workload, uniform = sizes[0], sizes[1]
    operands = site.operands
    work = operands[:workload]
    if plan.workload:  # else the workload is not planned: kept as is
        work = [work[i] for i in plan.workload_kept]
    kept = [operands[workload + i] for i in plan.kept]
    site.operands = (*work, *kept, *operands[workload + uniform :])
    site.properties[AttrSizedOperandSegments.attribute_name] = segment_sizes(
        (len(work), len(kept), *sizes[2:]), segments
    )


# ===----------------------------------------------------------------------=== #
# The pass
# ===----------------------------------------------------------------------=== #


def rewrite(analysis: UniformAnalysis) -> None:
    """Apply the plan of every folded group: exports, functions, then sites."""
    segments: dict[tuple[int, ...], DenseArrayBase] = {}
    for group in analysis.folded:
        plan = group.plan
        assert plan is not None
        for export in group.exports:
            update_export(export, plan)
        for function in group.functions:
            update_function(function, plan)
        for site in group.sites:
            update_site(site, plan, segments)


@dataclass(frozen=True)
class FoldUniformOperandsPass(ModulePass):
    """Deduplicate and inline the dispatch operands uniform across sites.

    An export whose function is missing fails the pass (IREE 3.13 crashes)
    before anything changes; a site naming several exports, or exports sharing
    a function, get one plan over all their sites (IREE 3.13 produces IR that
    does not verify).
    """

    name = PASS_NAME

    check_printing: bool = True
    """Warn about ops whose custom print would lose information where stock
    `xdsl-opt` is to print the result in custom form
    (`xdsl_stream.io.lossy_print.warn_before_custom_print`); the package's
    tools turn it off."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        """Analyse; report problems (errors fail the pass); rewrite."""
        analysis = analyze_uniform_operands(op)
        report_problems(PASS_NAME, [p for g in analysis.groups for p in g.problems], op)
        if self.check_printing:
            warn_before_custom_print(ctx, op)
        rewrite(analysis)
