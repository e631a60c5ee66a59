"""IREE's `custom<Name>` assembly directives, as xDSL custom directives.

IREE declares every Stream op with an `assemblyFormat`; the syntax the format
language cannot express is written in C++ as `parse<Name>`/`print<Name>`
functions and used as `custom<Name>(...)`.  Each class here is one of those,
under the same name and with the same parameters, so that an op's
`assembly_format` is IREE's format transcribed (`$x` for `$x`, `type($x)` for
`type($x)`).  Parsing stores what it read into the parsing state through the
parameters' variables; printing reads the op through them.

The regular-expression shortcuts some directives try first live in
`fast_paths.py` (one switch turns them all off); they only ever take the
canonical spelling and decline anything else.

Sections, one per op family, so that each family adds its own directives
without touching the others'.
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    ArrayAttr,
    IndexType,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
)
from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    ParsingState,
    PrintingState,
    TypeDirective,
    VariadicOperandVariable,
    irdl_custom_directive,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.utils.hints import isa

from xdsl_stream.dialects.stream import fast_paths
from xdsl_stream.dialects.stream.attrs import (
    ACCESS_BITS_BY_ID,
    ACCESS_KEYWORDS,
    KEYWORD_ACCESSES,
    ResourceAccess,
    resource_type_named,
)
from xdsl_stream.dialects.stream.syntax import (
    UnresolvedRange,
    parse_range,
    print_range,
)

_INDEX = IndexType()


def _array(attr: Attribute | None) -> tuple[Attribute, ...]:
    """The elements of an `ArrayAttr` property (a verified op has one)."""
    assert isa(attr, ArrayAttr[Attribute])
    return attr.data


# ===----------------------------------------------------------------------=== #
# Shared: symbols (executables, functions, globals)
# ===----------------------------------------------------------------------=== #

_VISIBILITIES = ("public", "private", "nested")


@irdl_custom_directive
class SymbolVisibility(CustomDirective):
    """`custom<SymbolVisibility>($sym_visibility)`: `public`, `private`, `nested`.

    As IREE's util dialect: an absent keyword leaves the attribute absent (the
    symbol is public) and an absent attribute prints as `public`.
    """

    sym_visibility: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        keyword = parser.parse_optional_keyword_in(_VISIBILITIES)
        if keyword is not None:
            self.sym_visibility.set(state, StringAttr(keyword))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        visibility = self.sym_visibility.get(op)
        if isinstance(visibility, StringAttr):
            printer.print_string(visibility.data)
        else:
            printer.print_string("public")

    def is_present(self, op: IRDLOperation) -> bool:
        return True


# ===----------------------------------------------------------------------=== #
# Executables and dispatches (core)
# ===----------------------------------------------------------------------=== #


def _parse_entry_point(parser: Parser) -> SymbolRefAttr:
    if fast_paths.enabled:
        ref = fast_paths.scan_entry_point(parser)
        if ref is not None:
            return ref
    pos = parser.pos
    ref = parser.parse_attribute()
    if not isinstance(ref, SymbolRefAttr):
        parser.raise_error(
            "expected an entry point such as @executable::@export", pos, parser.pos
        )
    return ref


@irdl_custom_directive
class DispatchEntryPoints(CustomDirective):
    """`custom<DispatchEntryPoints>($entry_points)`: `@ex::@fn` or `{@a::@f, ...}`.

    One entry point prints bare, several (or none) in braces.
    """

    entry_points: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        refs = parser.parse_optional_comma_separated_list(
            parser.Delimiter.BRACES, lambda: _parse_entry_point(parser)
        )
        if refs is None:
            refs = [_parse_entry_point(parser)]
        self.entry_points.set(state, ArrayAttr(refs))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        refs = _array(self.entry_points.get(op))
        if len(refs) == 1:
            printer.print_attribute(refs[0])
        else:
            with printer.in_braces():
                printer.print_list(refs, printer.print_attribute)


@irdl_custom_directive
class DispatchResources(CustomDirective):
    """`custom<DispatchResources>($resources, type($resources), $resource_sizes,
    $resource_offsets, $resource_lengths, $resource_accesses)`.

    One binding per line, comma-separated:
    `ro %r[%offset for %length] : !stream.resource<L>{%size}`, the access
    keyword `ro`, `wo` or `rw` stored in `resource_accesses` as its bitfield
    (`i32`).  (IREE's parser needs at least one binding, and reads an unknown
    access keyword as no access; this one also reads an empty list, which IREE
    prints, and refuses unknown keywords.)
    """

    resources: VariadicOperandVariable
    resource_types: TypeDirective
    resource_sizes: VariadicOperandVariable
    resource_offsets: VariadicOperandVariable
    resource_lengths: VariadicOperandVariable
    resource_accesses: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        bindings = None
        if fast_paths.enabled:
            bindings = fast_paths.scan_bindings(parser, resource_type_named)
        if bindings is None:
            bindings = self._parse_bindings(parser)
        resources: list[UnresolvedOperand] = []
        types: list[Attribute] = []
        sizes: list[UnresolvedOperand] = []
        offsets: list[UnresolvedOperand] = []
        lengths: list[UnresolvedOperand] = []
        accesses: list[Attribute] = []
        for keyword, bound in bindings:
            accesses.append(KEYWORD_ACCESSES[keyword].to_attr())
            resources.append(bound.resource)
            types.append(bound.type)
            sizes.append(bound.size)
            offsets.append(bound.offset)
            assert bound.length is not None
            lengths.append(bound.length)
        self.resources.set(state, resources)
        self.resource_types.set(state, types)
        self.resource_sizes.set(state, sizes)
        self.resource_offsets.set(state, offsets)
        self.resource_lengths.set(state, lengths)
        self.resource_accesses.set(state, ArrayAttr(accesses))

    @staticmethod
    def _parse_bindings(parser: Parser) -> list[tuple[str, UnresolvedRange]]:
        def parse_binding() -> tuple[str, UnresolvedRange]:
            keyword = parser.parse_keyword_in(
                list(KEYWORD_ACCESSES), " as the resource access"
            )
            return keyword, parse_range(parser)

        if parser._current_token.text == "}":  # pyright: ignore[reportPrivateUsage]
            return []  # no bindings: the format parses the closing brace
        return parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_binding)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        resources = self.resources.get(op)
        sizes = self.resource_sizes.get(op)
        offsets = self.resource_offsets.get(op)
        lengths = self.resource_lengths.get(op)
        accesses = _array(self.resource_accesses.get(op))
        with printer.indented():
            for i, access in enumerate(accesses):
                bits = ACCESS_BITS_BY_ID.get(id(access))
                if bits is None:
                    bits = ResourceAccess.from_attr(access).value  # pyright: ignore[reportArgumentType]
                keyword = ACCESS_KEYWORDS.get(ResourceAccess(bits), "??")
                printer.print_string(f"{',' if i else ''}\n{keyword} ")
                print_range(printer, resources[i], sizes[i], offsets[i], lengths[i])
        state.should_emit_space = True
        state.last_was_punctuation = False


def _end_block(state: PrintingState) -> None:
    """After a directive that ends its own line: no space before what follows."""
    state.should_emit_space = False
    state.last_was_punctuation = True


# ===----------------------------------------------------------------------=== #
# Resource ops (stream.resource.pack, stream.resource.constants)
# ===----------------------------------------------------------------------=== #


@irdl_custom_directive
class PackSliceRanges(CustomDirective):
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
            start = parser.parse_integer(allow_boolean=False)
            parser.parse_punctuation(",")
            end = parser.parse_integer(allow_boolean=False)
            parser.parse_punctuation("]")
            parser.parse_punctuation("=")
            sizes.append(parser.parse_unresolved_operand())
            intervals += [IntegerAttr(start, _INDEX), IntegerAttr(end, _INDEX)]
            if parser.parse_optional_punctuation(",") is None:
                break
        self.lifetime_intervals.set(state, ArrayAttr(intervals))
        self.dynamic_slice_sizes.set(state, sizes)
        self.packed_offset_types.set(state, [_INDEX] * len(sizes))

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
        _end_block(state)


@irdl_custom_directive
class ConstantValueList(CustomDirective):
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
            types.append(parser.parse_type())
            parser.parse_punctuation("{")
            sizes.append(parser.parse_unresolved_operand())
            parser.parse_punctuation("}")
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
