"""`stream.timepoint.*` ops: timeline synchronization."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    IndexType,
    UnitAttr,
)
from xdsl.ir import (
    Attribute,
    Operation,
    SSAValue,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    ParsePropInAttrDict,
    operand_def,
    opt_prop_def,
    result_def,
    var_operand_def,
    var_result_def,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.dialects.stream.attrs import (
    TimepointType,
)
from xdsl_stream.dialects.stream.base import (
    DeclaredOp,
    declared_op_definition,
    unit_attr,
)
from xdsl_stream.dialects.stream.directives import ShapedTypeListPair


@declared_op_definition
class TimepointImmediateOp(DeclaredOp):
    """`stream.timepoint.immediate`: a timepoint that is already reached."""

    name = "stream.timepoint.immediate"

    result = result_def(TimepointType)

    assembly_format = "attr-dict `=` `` `>` type($result)"

    def __init__(self):
        super().__init__(result_types=[TimepointType()])


@declared_op_definition
class TimepointJoinOp(DeclaredOp):
    """`stream.timepoint.join max(%a, %b) => !stream.timepoint`."""

    name = "stream.timepoint.join"

    await_timepoints = var_operand_def(TimepointType)
    result = result_def(TimepointType)

    assembly_format = (
        "`max` `(` $await_timepoints `)` `=` `` `>` type($result)"
        " attr-dict-with-keyword"
    )

    def __init__(self, *timepoints: SSAValue | Operation):
        super().__init__(operands=[timepoints], result_types=[TimepointType()])


@declared_op_definition
class TimepointAwaitOp(DeclaredOp):
    """`stream.timepoint.await`: resources usable once a timepoint is reached."""

    name = "stream.timepoint.await"

    resource_operands = var_operand_def()
    resource_operand_sizes = var_operand_def(IndexType)
    await_timepoint = operand_def(TimepointType)
    results_ = var_result_def()
    sync = opt_prop_def(UnitAttr)
    affinity = opt_prop_def(Attribute)

    # IREE 3.13's op has no `affinity`: it reads one given in generic form as
    # a discardable attribute and its custom form prints it in the attribute
    # dictionary; here it is a property read and printed there too.
    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())

    custom_directives = (ShapedTypeListPair,)
    assembly_format = (
        "(`sync` $sync^)? $await_timepoint `=` `` `>` $resource_operands `:`"
        " custom<ShapedTypeListPair>(type($resource_operands), type($results_),"
        " $resource_operand_sizes) attr-dict-with-keyword"
    )

    def __init__(
        self,
        await_timepoint: SSAValue | Operation,
        resources: Sequence[SSAValue | Operation],
        sizes: Sequence[SSAValue | Operation],
        *,
        sync: bool = False,
        affinity: Attribute | None = None,
    ):
        super().__init__(
            operands=[resources, sizes, await_timepoint],
            result_types=[[SSAValue.get(r).type for r in resources]],
            properties={"sync": unit_attr(sync), "affinity": affinity},
        )

    def verify_(self) -> None:
        if len(self.resource_operands) != len(self.resource_operand_sizes):
            raise VerifyException(
                f"{len(self.resource_operands)} resources but "
                f"{len(self.resource_operand_sizes)} sizes"
            )
        if [r.type for r in self.resource_operands] != [r.type for r in self.results_]:
            raise VerifyException("result types must match the awaited resources")
