"""`stream.timepoint.*` ops: timeline synchronization."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

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
    VarConstraint,
    base,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.dialects.stream.attrs import (
    ResourceType,
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


# ===----------------------------------------------------------------------=== #
# Declared ops: each `assembly_format` is IREE's, transcribed
# ===----------------------------------------------------------------------=== #


@irdl_op_definition
class TimepointImportOp(IRDLOperation):
    """`stream.timepoint.import`: a timepoint from external values (such as a
    `!hal.semaphore` and its payload)."""

    name = "stream.timepoint.import"

    operands_ = var_operand_def()
    result_timepoint = result_def(TimepointType)
    affinity = opt_prop_def(Attribute)

    traits = traits_def(Pure())

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? $operands_ `:` `(` type($operands_) `)` "
        "`=` `` `>` type($result_timepoint) attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        operands: Sequence[SSAValue | Operation],
        affinity: Attribute | None = None,
    ):
        super().__init__(
            operands=[operands],
            result_types=[TimepointType()],
            properties={"affinity": affinity},
        )


@irdl_op_definition
class TimepointExportOp(IRDLOperation):
    """`stream.timepoint.export`: a timepoint as external values (such as a
    `!hal.fence`)."""

    name = "stream.timepoint.export"

    await_timepoint = operand_def(TimepointType)
    results_ = var_result_def()
    affinity = opt_prop_def(Attribute)

    traits = traits_def(Pure())

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? $await_timepoint `=` `` `>` "
        "`(` type($results_) `)` attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        await_timepoint: SSAValue | Operation,
        result_types: Sequence[Attribute],
        affinity: Attribute | None = None,
    ):
        super().__init__(
            operands=[await_timepoint],
            result_types=[result_types],
            properties={"affinity": affinity},
        )


@irdl_op_definition
class TimepointChainExternalOp(IRDLOperation):
    """`stream.timepoint.chain_external`: signals existing external values
    (such as a `!hal.fence`) when a timepoint is reached."""

    name = "stream.timepoint.chain_external"

    await_timepoint = operand_def(TimepointType)
    external_values = var_operand_def()
    affinity = opt_prop_def(Attribute)

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? $await_timepoint `=` `` `>` "
        "`(` $external_values `:` type($external_values) `)` attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        await_timepoint: SSAValue | Operation,
        external_values: Sequence[SSAValue | Operation],
        affinity: Attribute | None = None,
    ):
        super().__init__(
            operands=[await_timepoint, external_values],
            properties={"affinity": affinity},
        )


@irdl_op_definition
class TimepointBarrierOp(IRDLOperation):
    """`stream.timepoint.barrier`: the resource, and a timepoint reached when
    this version of it is available."""

    name = "stream.timepoint.barrier"

    T: ClassVar = VarConstraint("T", base(ResourceType))

    resource = operand_def(T)
    resource_size = operand_def(IndexType)
    result = result_def(T)
    result_timepoint = result_def(TimepointType)
    affinity = opt_prop_def(Attribute)

    traits = traits_def(Pure())

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? "
        "$resource `:` type($resource) `` `{` $resource_size `}` "
        "`=` `` `>` type($result_timepoint) attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        resource: SSAValue | Operation,
        resource_size: SSAValue | Operation,
        affinity: Attribute | None = None,
    ):
        super().__init__(
            operands=[resource, resource_size],
            result_types=[SSAValue.get(resource).type, TimepointType()],
            properties={"affinity": affinity},
        )
