"""`stream.resource.*` ops: resource allocation and lifetime."""

from __future__ import annotations

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
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer

from xdsl_stream.dialects.stream.attrs import (
    ResourceType,
    TimepointType,
)
from xdsl_stream.dialects.stream.base import (
    unit_attr,
)
from xdsl_stream.dialects.stream_syntax import (
    next_token_span,
    parse_fat_arrow,
    parse_optional_affinity,
    parse_sized_type,
    print_optional_affinity,
    print_sized_type,
)

# ===----------------------------------------------------------------------=== #
# Resources and timepoints
# ===----------------------------------------------------------------------=== #


@irdl_op_definition
class ResourceAllocOp(IRDLOperation):
    """`stream.resource.alloc`: allocate a resource of a given byte size."""

    name = "stream.resource.alloc"

    storage_size = operand_def(IndexType)
    result = result_def(ResourceType)
    affinity = opt_prop_def(Attribute)
    uninitialized = opt_prop_def(UnitAttr)

    def __init__(
        self,
        result_type: ResourceType,
        storage_size: SSAValue | Operation,
        *,
        uninitialized: bool = False,
        affinity: Attribute | None = None,
    ):
        super().__init__(
            operands=[storage_size],
            result_types=[result_type],
            properties={
                "affinity": affinity,
                "uninitialized": unit_attr(uninitialized),
            },
        )

    @classmethod
    def parse(cls, parser: Parser) -> ResourceAllocOp:
        uninitialized = parser.parse_optional_keyword("uninitialized") is not None
        affinity = parse_optional_affinity(parser)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        type_span = next_token_span(parser)
        type, size = parse_sized_type(parser)
        if not isinstance(type, ResourceType):
            parser.raise_error(
                f"expected a !stream.resource type, got {type}", type_span
            )
        op = cls(
            type,
            parser.resolve_operand(size, IndexType()),
            uninitialized=uninitialized,
            affinity=affinity,
        )
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        if self.uninitialized is not None:
            printer.print_string(" uninitialized")
        print_optional_affinity(printer, self.affinity)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        print_sized_type(printer, self.result.type, self.storage_size)


@irdl_op_definition
class ResourceAllocaOp(IRDLOperation):
    """`stream.resource.alloca`: allocate a transient resource in the timeline."""

    name = "stream.resource.alloca"

    storage_size = operand_def(IndexType)
    await_timepoint = opt_operand_def(TimepointType)
    result = result_def(ResourceType)
    result_timepoint = result_def(TimepointType)
    affinity = opt_prop_def(Attribute)

    def __init__(
        self,
        result_type: ResourceType,
        storage_size: SSAValue | Operation,
        *,
        await_timepoint: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
    ):
        super().__init__(
            operands=[
                storage_size,
                [] if await_timepoint is None else [await_timepoint],
            ],
            result_types=[result_type, TimepointType()],
            properties={"affinity": affinity},
        )

    @classmethod
    def parse(cls, parser: Parser) -> ResourceAllocaOp:
        parser.parse_keyword("uninitialized")
        affinity = parse_optional_affinity(parser)
        await_tp = None
        if parser.parse_optional_keyword("await") is not None:
            parser.parse_punctuation("(")
            await_tp = parser.parse_unresolved_operand()
            parser.parse_punctuation(")")
            parse_fat_arrow(parser)
        else:
            parser.parse_punctuation(":")
        attributes = parser.parse_optional_attr_dict()
        type_span = next_token_span(parser)
        type, size = parse_sized_type(parser)
        if not isinstance(type, ResourceType):
            parser.raise_error(
                f"expected a !stream.resource type, got {type}", type_span
            )
        parse_fat_arrow(parser)
        tp_span = next_token_span(parser)
        tp_type = parser.parse_type()
        if not isinstance(tp_type, TimepointType):
            parser.raise_error(f"expected !stream.timepoint, got {tp_type}", tp_span)
        op = cls(
            type,
            parser.resolve_operand(size, IndexType()),
            await_timepoint=None
            if await_tp is None
            else parser.resolve_operand(await_tp, TimepointType()),
            affinity=affinity,
        )
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" uninitialized")
        print_optional_affinity(printer, self.affinity)
        if self.await_timepoint is not None:
            printer.print_string(" await(")
            printer.print_ssa_value(self.await_timepoint)
            printer.print_string(") =>")
        else:
            printer.print_string(" :")
        # IREE's format puts the attribute dictionary here, before the type.
        printer.print_op_attributes(self.attributes)
        printer.print_string(" ")
        print_sized_type(printer, self.result.type, self.storage_size)
        printer.print_string(" => !stream.timepoint")
