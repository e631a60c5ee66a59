"""Directives of `stream.resource.pack` and `stream.resource.constants`."""

from __future__ import annotations

from xdsl.dialects.builtin import (
    ArrayAttr,
    IntegerAttr,
)
from xdsl.ir import Attribute
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
from xdsl.utils.hints import isa

from xdsl_stream.dialects.stream.directives.common import INDEX, end_block
from xdsl_stream.dialects.syntax import (
    IreeDirective,
    parse_sized_type,
)

_INDEX_BITS = 64
"""MLIR stores an `index` attribute in 64 bits, read signed."""


def _parse_index(parser: Parser) -> int:
    """An `index` integer, refused at its digits (after any minus) where it
    does not fit MLIR's storage, as MLIR refuses it."""
    negative = parser.parse_optional_punctuation("-") is not None
    digits = parser.pos
    value = parser.parse_integer(allow_boolean=False, allow_negative=False)
    value = -value if negative else value
    if not -(1 << (_INDEX_BITS - 1)) <= value < 1 << (_INDEX_BITS - 1):
        parser.raise_error("integer constant out of range for attribute", digits)
    return value


@irdl_custom_directive
class PackSliceRanges(IreeDirective):
    """`[start, end] = %size, ...` inside `slices({...})` of `stream.resource.pack`.

    Each slice contributes its inclusive lifetime interval (two index
    integers, stored flat in `lifetime_intervals`), one size operand and one
    `index` result offset.  The list may be empty and may end with a comma.
    Printed one slice per line, as IREE prints it.
    """

    lifetime_intervals: AttributeVariable
    dynamic_slice_sizes: VariadicOperandVariable
    packed_offset_types: TypeDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        intervals: list[Attribute] = []
        sizes: list[UnresolvedOperand] = []
        while parser.parse_optional_punctuation("[") is not None:
            start = _parse_index(parser)
            parser.parse_punctuation(",")
            end = _parse_index(parser)
            parser.parse_punctuation("]")
            parser.parse_punctuation("=")
            sizes.append(parser.parse_unresolved_operand())
            intervals += [IntegerAttr(start, INDEX), IntegerAttr(end, INDEX)]
            if parser.parse_optional_punctuation(",") is None:
                break
        self.lifetime_intervals.set(state, ArrayAttr(intervals))
        self.dynamic_slice_sizes.set(state, sizes)
        self.packed_offset_types.set(state, [INDEX] * len(sizes))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        count = len(self.packed_offset_types.get(op))
        if not count:
            return
        intervals = self.lifetime_intervals.get(op)
        assert isa(intervals, ArrayAttr[IntegerAttr])
        sizes = self.dynamic_slice_sizes.get(op)
        for i in range(count):
            start = intervals.data[2 * i].value.data
            end = intervals.data[2 * i + 1].value.data
            printer.print_string(f"\n  [{start}, {end}] = ")
            printer.print_operand(sizes[i])
            if i < count - 1:
                printer.print_string(",")
        printer.print_string("\n")
        end_block(state)


@irdl_custom_directive
class ConstantValueList(IreeDirective):
    """`!stream.resource<constant>{%size} = #value, ...` of
    `stream.resource.constants`: one result type, size and value per entry,
    at least one entry, each printed on its own line."""

    result_types: TypeDirective
    result_sizes: VariadicOperandVariable
    values: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        types: list[Attribute] = []
        sizes: list[UnresolvedOperand] = []
        values: list[Attribute] = []

        def parse_entry() -> None:
            type, size = parse_sized_type(parser)
            types.append(type)
            sizes.append(size)
            parser.parse_punctuation("=")
            values.append(parser.parse_attribute())

        parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_entry)
        self.result_types.set(state, types)
        self.result_sizes.set(state, sizes)
        self.values.set(state, ArrayAttr(values))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        types = self.result_types.get(op)
        if not types:
            return
        sizes = self.result_sizes.get(op)
        values = self.values.get(op)
        assert isa(values, ArrayAttr)
        state.print_whitespace(printer)
        for i, type in enumerate(types):
            printer.print_string("\n  ")
            printer.print_attribute(type)
            printer.print_string("{")
            printer.print_operand(sizes[i])
            printer.print_string("} = ")
            printer.print_attribute(values.data[i])
            if i < len(types) - 1:
                printer.print_string(",")
