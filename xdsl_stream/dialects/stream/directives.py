"""Custom directives of the `stream` dialect's assembly formats.

Each class is one of IREE's `custom<Name>` directives (StreamOps.cpp and
UtilOps.cpp), under the same name, used from the ops' `assembly_format`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects.builtin import ArrayAttr, IndexType, IntegerAttr, ShapedType
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    OperandDirective,
    OperandVariable,
    OptionalOperandVariable,
    ParsingState,
    PrintingState,
    TypeDirective,
    VariadicOperandVariable,
    irdl_custom_directive,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer

from xdsl_stream.dialects.stream.attrs import ResourceType

# ===----------------------------------------------------------------------=== #
# Shared helpers (tensor and async ops)
# ===----------------------------------------------------------------------=== #

UNTIED = -1
"""IREE's `TiedOpInterface::kUntiedIndex` as stored in `tied_operands`."""


def dynamic_dim_count(type: Attribute) -> int:
    """How many `{...}` values follow `type` in IREE's shaped type lists: the
    dynamic dimensions of a shaped type, one size for a resource, else none."""
    if isinstance(type, ResourceType):
        return 1
    if isinstance(type, ShapedType):
        return sum(1 for d in type.get_shape() if d == -1)
    return 0


def _is_size_aware(type: Attribute) -> bool:
    return isinstance(type, ResourceType)


def _is_shaped(type: Attribute) -> bool:
    return isinstance(type, ShapedType)


def parse_type_dims(parser: Parser, type: Attribute) -> list[UnresolvedOperand]:
    """The `{%d0, %d1}` after a shaped type with dynamic dimensions (exactly as
    many as it has), or the `{%size}` after a resource; nothing otherwise."""
    if _is_shaped(type):
        count = dynamic_dim_count(type)
        if count == 0:
            return []
        parser.parse_punctuation("{")
        dims = [parser.parse_unresolved_operand()]
        for _ in range(count - 1):
            parser.parse_punctuation(",")
            dims.append(parser.parse_unresolved_operand())
        parser.parse_punctuation("}")
        return dims
    if _is_size_aware(type):
        parser.parse_punctuation("{")
        size = parser.parse_unresolved_operand()
        parser.parse_punctuation("}")
        return [size]
    return []


def print_type_dims(
    printer: Printer, type: Attribute, dims: Sequence[SSAValue]
) -> Sequence[SSAValue]:
    """Print the `{...}` after `type` and return the dims not used."""
    if _is_shaped(type):
        count = dynamic_dim_count(type)
        if count == 0:
            return dims
        if not dims:
            printer.print_string("{<<INVALID>>}")
            return dims
        printer.print_string("{")
        printer.print_list(dims[:count], printer.print_ssa_value)
        printer.print_string("}")
        return dims[count:]
    if _is_size_aware(type):
        printer.print_string("{")
        if dims:
            printer.print_ssa_value(dims[0])
        printer.print_string("}")
        return dims[1:]
    return dims


def tied_indices(attr: Attribute | None) -> list[int]:
    """The integers of a `tied_operands` array (`[0 : index, -1 : index]`)."""
    if not isinstance(attr, ArrayAttr):
        return []
    out: list[int] = []
    for a in cast(ArrayAttr[Attribute], attr).data:
        if isinstance(a, IntegerAttr):
            out.append(a.value.data)
    return out


def tied_attr(indices: Sequence[int]) -> ArrayAttr:
    return ArrayAttr(IntegerAttr(i, IndexType()) for i in indices)


# ===----------------------------------------------------------------------=== #
# Tensor and async ops (helper c)
# ===----------------------------------------------------------------------=== #


@irdl_custom_directive
class ShapedTiedResult(CustomDirective):
    """`custom<ShapedTiedResult>(type($target), $target_dims)`:
    `%target as T{%dims}` (or just `T{%dims}`).

    The ops that use it in this form always tie their single result to the
    operand whose type is given, so the name before `as` is read and dropped
    (IREE does the same) and the printer writes that operand back.
    """

    type: TypeDirective
    dims: OperandDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        if parser.parse_optional_unresolved_operand() is not None:
            parser.parse_keyword("as")
        type = parser.parse_type()
        self.type.set(state, (type,))
        dims = parse_type_dims(parser, type)
        if isinstance(self.dims, OperandVariable):
            if len(dims) != 1:
                parser.raise_error(f"expected a sized type, got {type}")
            self.dims.set(state, dims[0])
        else:
            assert isinstance(self.dims, VariadicOperandVariable)
            self.dims.set(state, dims)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        inner = self.type.inner
        assert isinstance(inner, OperandVariable)
        printer.print_ssa_value(inner.get(op))
        printer.print_string(" as ")
        (type,) = self.type.get(op)
        printer.print_attribute(type)
        if isinstance(self.dims, OperandVariable):
            dims: Sequence[SSAValue] = (self.dims.get(op),)
        else:
            assert isinstance(self.dims, VariadicOperandVariable)
            dims = self.dims.get(op)
        print_type_dims(printer, type, dims)


__all__ = [
    "UNTIED",
    "AttributeVariable",
    "OptionalOperandVariable",
    "ShapedTiedResult",
    "dynamic_dim_count",
    "parse_type_dims",
    "print_type_dims",
    "tied_attr",
    "tied_indices",
]
