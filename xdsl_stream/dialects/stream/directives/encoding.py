"""Directives of encoded tensor operands: `stream.tensor.trace` and
`stream.tensor.dispatch`."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    ArrayAttr,
    ShapedType,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    ParsingState,
    PrintingState,
    TypeDirective,
    VariadicOperandVariable,
    irdl_custom_directive,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer

from xdsl_stream.dialects.stream.attrs import (
    ResourceType,
)
from xdsl_stream.dialects.stream.directives.common import array
from xdsl_stream.dialects.syntax import IreeDirective, parse_sized_type
from xdsl_stream.dialects.util.directives import (
    UNTIED,
    operands_of,
    parse_tied_result,
    parse_type_dims,
    print_tied_result,
    print_type_dims,
    set_tied,
    tied_indices,
)
from xdsl_stream.dialects.util.types import UnusedType


@irdl_custom_directive
class EncodedResourceOperands(IreeDirective):
    """`custom<EncodedResourceOperands>($resources, type($resources),
    $resource_sizes, $resource_encodings, $resource_encoding_dims)`: one
    `%r : tensor<?xf32>{%d} in !stream.resource<staging>{%size}` per line."""

    resources: VariadicOperandVariable
    resource_types: TypeDirective
    resource_sizes: VariadicOperandVariable
    resource_encodings: AttributeVariable
    resource_encoding_dims: VariadicOperandVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        resources: list[UnresolvedOperand] = []
        types: list[Attribute] = []
        sizes: list[UnresolvedOperand] = []
        encodings: list[Attribute] = []
        dims: list[UnresolvedOperand] = []
        while True:
            resources.append(parser.parse_unresolved_operand())
            parser.parse_punctuation(":")
            pos = parser.pos
            encoding = parser.parse_type()
            if not isinstance(encoding, ShapedType):
                parser.raise_error(
                    f"expected a shaped type as encoding, got {encoding}",
                    pos,
                    parser.pos,
                )
            encodings.append(encoding)
            dims.extend(parse_type_dims(parser, encoding))
            parser.parse_keyword("in")
            type, size = parse_sized_type(parser)
            types.append(type)
            sizes.append(size)
            if parser.parse_optional_punctuation(",") is None:
                break
        self.resources.set(state, resources)
        self.resource_types.set(state, types)
        self.resource_sizes.set(state, sizes)
        self.resource_encodings.set(state, ArrayAttr(encodings))
        self.resource_encoding_dims.set(state, dims)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        resources = self.resources.get(op)
        sizes = self.resource_sizes.get(op)
        encodings = array(self.resource_encodings.get(op))
        dims: Sequence[SSAValue] = self.resource_encoding_dims.get(op)
        with printer.indented():
            for i, resource in enumerate(resources):
                printer.print_string("," if i else "")
                printer.print_string("\n")
                printer.print_ssa_value(resource)
                printer.print_string(" : ")
                if i < len(encodings):
                    encoding = encodings[i]
                    printer.print_attribute(encoding)
                    if isinstance(encoding, ShapedType):
                        dims = print_type_dims(printer, encoding, dims)
                printer.print_string(" in ")
                printer.print_attribute(resource.type)
                printer.print_string("{")
                if i < len(sizes):
                    printer.print_ssa_value(sizes[i])
                printer.print_string("}")
        printer.print_string("\n")


def _parse_encoded_type_list(
    parser: Parser,
) -> tuple[
    list[Attribute], list[UnresolvedOperand], list[Attribute], list[UnresolvedOperand]
]:
    """IREE's `parseEncodedShapedTypeList`: `enc{%d} in T{%s}, U, ...`; a type
    without `in` has the `!util.unused` encoding."""
    types: list[Attribute] = []
    sizes: list[UnresolvedOperand] = []
    encodings: list[Attribute] = []
    encoding_dims: list[UnresolvedOperand] = []
    while True:
        type0 = parser.parse_type()
        dims0 = parse_type_dims(parser, type0)
        if parser.parse_optional_keyword("in") is not None:
            type1 = parser.parse_type()
            types.append(type1)
            sizes.extend(parse_type_dims(parser, type1))
            encodings.append(type0)
            encoding_dims.extend(dims0)
        else:
            types.append(type0)
            sizes.extend(dims0)
            encodings.append(UnusedType())
        if parser.parse_optional_punctuation(",") is None:
            return types, sizes, encodings, encoding_dims


def _parse_encoded_result_list(
    parser: Parser,
    operands: Sequence[UnresolvedOperand],
    operand_types: Sequence[Attribute],
) -> tuple[
    list[Attribute],
    list[UnresolvedOperand],
    list[Attribute],
    list[UnresolvedOperand],
    list[int],
]:
    """IREE's `parseEncodedShapedResultList`: `T{%s}`, `enc{%d} in T{%s}`,
    `enc{%d} in %operand{%s}` or `enc{%d} in %operand as T{%s}`."""
    types: list[Attribute] = []
    sizes: list[UnresolvedOperand] = []
    encodings: list[Attribute] = []
    encoding_dims: list[UnresolvedOperand] = []
    tied: list[int] = []
    while True:
        type0 = parser.parse_optional_type()
        dims0: list[UnresolvedOperand] = []
        if type0 is not None:
            dims0 = parse_type_dims(parser, type0)
        if parser.parse_optional_keyword("in") is None:
            if type0 is None:
                parser.raise_error("expected a type")
            types.append(type0)
            sizes.extend(dims0)
            encodings.append(UnusedType())
            tied.append(UNTIED)
        else:
            index, type = parse_tied_result(parser, operands, operand_types)
            if isinstance(type, ResourceType):
                sizes.extend(parse_type_dims(parser, type))
            types.append(type)
            encodings.append(UnusedType() if type0 is None else type0)
            encoding_dims.extend(dims0)
            tied.append(index)
        if parser.parse_optional_punctuation(",") is None:
            return types, sizes, encodings, encoding_dims, tied


@irdl_custom_directive
class EncodedShapedFunctionType(IreeDirective):
    """`custom<EncodedShapedFunctionType>(ref($operands), type($operands),
    $operand_sizes, $operand_encodings, $operand_encoding_dims,
    type($results), $result_sizes, $result_encodings, $result_encoding_dims,
    $tied_operands)`:
    `(tensor<?xf32>{%d} in !stream.resource<*>{%s}, i32) -> tensor<4xf32> in %r{%s}`.
    """

    operands: VariadicOperandVariable
    operand_types: TypeDirective
    operand_sizes: VariadicOperandVariable
    operand_encodings: AttributeVariable
    operand_encoding_dims: VariadicOperandVariable
    result_types: TypeDirective
    result_sizes: VariadicOperandVariable
    result_encodings: AttributeVariable
    result_encoding_dims: VariadicOperandVariable
    tied_operands: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        types: list[Attribute] = []
        sizes: list[UnresolvedOperand] = []
        encodings: list[Attribute] = []
        encoding_dims: list[UnresolvedOperand] = []
        parser.parse_punctuation("(")
        if parser.parse_optional_punctuation(")") is None:
            types, sizes, encodings, encoding_dims = _parse_encoded_type_list(parser)
            parser.parse_punctuation(")")
        parser.parse_punctuation("->")
        operands = operands_of(self.operands, state)
        results: tuple[
            list[Attribute],
            list[UnresolvedOperand],
            list[Attribute],
            list[UnresolvedOperand],
            list[int],
        ] = ([], [], [], [], [])
        if parser.parse_optional_punctuation("(") is not None:
            if parser.parse_optional_punctuation(")") is None:
                results = _parse_encoded_result_list(parser, operands, types)
                parser.parse_punctuation(")")
        else:
            results = _parse_encoded_result_list(parser, operands, types)
        r_types, r_sizes, r_encodings, r_dims, tied = results
        self.operand_types.set(state, types)
        self.operand_sizes.set(state, sizes)
        self.operand_encodings.set(state, ArrayAttr(encodings))
        self.operand_encoding_dims.set(state, encoding_dims)
        self.result_types.set(state, r_types)
        self.result_sizes.set(state, r_sizes)
        self.result_encodings.set(state, ArrayAttr(r_encodings))
        self.result_encoding_dims.set(state, r_dims)
        set_tied(self.tied_operands, state, tied)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        printer.print_string("(")
        sizes: Sequence[SSAValue] = self.operand_sizes.get(op)
        dims: Sequence[SSAValue] = self.operand_encoding_dims.get(op)
        encodings = array(self.operand_encodings.get(op))
        for i, type in enumerate(self.operand_types.get(op)):
            if i:
                printer.print_string(", ")
            dims = _print_encoding(printer, encodings, i, dims)
            printer.print_attribute(type)
            sizes = print_type_dims(printer, type, sizes)
        printer.print_string(") -> ")
        result_types = self.result_types.get(op)
        if len(result_types) != 1:
            printer.print_string("(")
        self._print_results(printer, op, result_types)
        if len(result_types) != 1:
            printer.print_string(")")

    def _print_results(
        self, printer: Printer, op: IRDLOperation, result_types: Sequence[Attribute]
    ) -> None:
        """The results, comma-separated: each with its encoding, and as the
        operand it is tied to (`%r{%s}`) or its type."""
        operands = self.operands.get(op)
        r_sizes: Sequence[SSAValue] = self.result_sizes.get(op)
        r_dims: Sequence[SSAValue] = self.result_encoding_dims.get(op)
        r_encodings = array(self.result_encodings.get(op))
        tied = tied_indices(self.tied_operands.get(op))
        for i, type in enumerate(result_types):
            if i:
                printer.print_string(", ")
            r_dims = _print_encoding(printer, r_encodings, i, r_dims)
            index = tied[i] if i < len(tied) else UNTIED
            if index != UNTIED and 0 <= index < len(operands):
                operand = operands[index]
                print_tied_result(printer, operand, operand.type, type)
            else:
                printer.print_attribute(type)
            if isinstance(type, ResourceType):
                r_sizes = print_type_dims(printer, type, r_sizes)


def _print_encoding(
    printer: Printer,
    encodings: Sequence[Attribute],
    i: int,
    dims: Sequence[SSAValue],
) -> Sequence[SSAValue]:
    """`encoding{dims} in ` before the `i`th value when it has an encoding;
    returns the dims not used."""
    encoding = encodings[i] if i < len(encodings) else UnusedType()
    if isinstance(encoding, UnusedType):
        return dims
    printer.print_attribute(encoding)
    dims = print_type_dims(printer, encoding, dims)
    printer.print_string(" in ")
    return dims
