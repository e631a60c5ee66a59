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
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    result_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.dialects.stream.attrs import (
    TimepointType,
)
from xdsl_stream.dialects.stream.base import (
    unit_attr,
)
from xdsl_stream.dialects.stream_syntax import (
    next_token_span,
    parse_attributes_into,
    parse_fat_arrow,
    parse_sized_values,
    print_sized_values,
)


@irdl_op_definition
class TimepointImmediateOp(IRDLOperation):
    """`stream.timepoint.immediate`: a timepoint that is already reached."""

    name = "stream.timepoint.immediate"

    result = result_def(TimepointType)

    def __init__(self):
        super().__init__(result_types=[TimepointType()])

    @classmethod
    def parse(cls, parser: Parser) -> TimepointImmediateOp:
        attributes = parser.parse_optional_attr_dict()
        parse_fat_arrow(parser)
        tp_span = next_token_span(parser)
        type = parser.parse_type()
        if not isinstance(type, TimepointType):
            parser.raise_error(f"expected !stream.timepoint, got {type}", tp_span)
        op = cls()
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        printer.print_string(" => !stream.timepoint")


@irdl_op_definition
class TimepointJoinOp(IRDLOperation):
    """`stream.timepoint.join max(%a, %b) => !stream.timepoint`."""

    name = "stream.timepoint.join"

    await_timepoints = var_operand_def(TimepointType)
    result = result_def(TimepointType)

    def __init__(self, *timepoints: SSAValue | Operation):
        super().__init__(operands=[timepoints], result_types=[TimepointType()])

    @classmethod
    def parse(cls, parser: Parser) -> TimepointJoinOp:
        parser.parse_keyword("max")
        unresolved = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, parser.parse_unresolved_operand
        )
        parse_fat_arrow(parser)
        tp_span = next_token_span(parser)
        type = parser.parse_type()
        if not isinstance(type, TimepointType):
            parser.raise_error(f"expected !stream.timepoint, got {type}", tp_span)
        op = cls(*(parser.resolve_operand(u, type) for u in unresolved))
        parse_attributes_into(parser, op)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" max(")
        printer.print_list(self.await_timepoints, printer.print_ssa_value)
        printer.print_string(") => !stream.timepoint")
        printer.print_op_attributes(self.attributes, print_keyword=True)


@irdl_op_definition
class TimepointAwaitOp(IRDLOperation):
    """`stream.timepoint.await`: resources usable once a timepoint is reached."""

    name = "stream.timepoint.await"

    resource_operands = var_operand_def()
    resource_operand_sizes = var_operand_def(IndexType)
    await_timepoint = operand_def(TimepointType)
    results_ = var_result_def()
    sync = opt_prop_def(UnitAttr)
    affinity = opt_prop_def(Attribute)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

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

    @classmethod
    def parse(cls, parser: Parser) -> TimepointAwaitOp:
        sync = parser.parse_optional_keyword("sync") is not None
        tp = parser.parse_unresolved_operand()
        parse_fat_arrow(parser)
        values, types, sizes = parse_sized_values(parser)
        index = IndexType()
        op = cls(
            parser.resolve_operand(tp, TimepointType()),
            [parser.resolve_operand(v, t) for v, t in zip(values, types, strict=True)],
            [parser.resolve_operand(s, index) for s in sizes],
            sync=sync,
        )
        attributes = parser.parse_optional_attr_dict_with_keyword()
        if attributes is not None:
            extra = dict(attributes.data)
            # IREE's syntax has no place for the affinity: it travels in the
            # attribute dictionary, as MLIR does for inherent attributes.
            if (affinity := extra.pop("affinity", None)) is not None:
                op.affinity = affinity
            op.attributes |= extra
        return op

    def print(self, printer: Printer) -> None:
        if self.sync is not None:
            printer.print_string(" sync")
        printer.print_string(" ")
        printer.print_ssa_value(self.await_timepoint)
        printer.print_string(" => ")
        print_sized_values(printer, self.resource_operands, self.resource_operand_sizes)
        attributes = dict(self.attributes)
        if self.affinity is not None:
            attributes = {"affinity": self.affinity, **attributes}
        printer.print_op_attributes(
            attributes,
            reserved_attr_names=("operandSegmentSizes",),
            print_keyword=True,
        )
