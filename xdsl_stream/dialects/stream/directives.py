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

from collections.abc import Callable, Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    IndexType,
    IntegerAttr,
    ShapedType,
    StringAttr,
    SymbolRefAttr,
)
from xdsl.ir import Attribute, Block, Region, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    OperandVariable,
    OptionalOperandVariable,
    OptionalRegionVariable,
    ParsingState,
    PrintingState,
    RegionDirective,
    RegionVariable,
    TypeDirective,
    VariadicOperandVariable,
    irdl_custom_directive,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import IsTerminator, SingleBlockImplicitTerminator
from xdsl.utils.hints import isa

from xdsl_stream.dialects.stream import fast_paths
from xdsl_stream.dialects.stream.attrs import (
    ACCESS_BITS_BY_ID,
    ACCESS_KEYWORDS,
    KEYWORD_ACCESSES,
    ResourceAccess,
    ResourceType,
    resource_type_named,
)
from xdsl_stream.dialects.stream.base import end_of_last_token
from xdsl_stream.dialects.stream.syntax import (
    UnresolvedRange,
    parse_range,
    parse_sized_type,
    print_range,
    type_text,
)

_INDEX = IndexType()


def _array(attr: Attribute | None) -> tuple[Attribute, ...]:
    """The elements of an `ArrayAttr` property (a verified op has one)."""
    assert isa(attr, ArrayAttr[Attribute])
    return attr.data


class StreamDirective(CustomDirective):
    """A custom directive whose parameters all read as empty when the
    directive is in an optional group that is absent."""

    def set_empty(self, state: ParsingState) -> None:
        for name in type(self).parameters:
            getattr(self, name).set_empty(state)


# ===----------------------------------------------------------------------=== #
# Shared: symbols (executables, functions, globals)
# ===----------------------------------------------------------------------=== #

_VISIBILITIES = ("public", "private", "nested")


@irdl_custom_directive
class SymbolVisibility(StreamDirective):
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
class DispatchEntryPoints(StreamDirective):
    """`custom<DispatchEntryPoints>($entry_points)`: `@ex::@fn` or `{@a::@f, ...}`.

    One entry point prints bare, several (or none) in braces.
    """

    entry_points: AttributeVariable

    def fast_pattern(
        self, group: Callable[[], str]
    ) -> tuple[str, list[fast_paths.Setter]]:
        """The shortcut as part of its op's format run (see `fast_paths`)."""
        return fast_paths.entry_point_pattern(group, self.entry_points)

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
class DispatchResources(StreamDirective):
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

    def fast_pattern(
        self, group: Callable[[], str]
    ) -> tuple[str, list[fast_paths.Setter]]:
        """The shortcut as part of its op's format run (see `fast_paths`)."""
        return fast_paths.bindings_pattern(
            group,
            resource_type_named,
            lambda keyword: KEYWORD_ACCESSES[keyword].to_attr(),
            self.resources,
            self.resource_types,
            self.resource_sizes,
            self.resource_offsets,
            self.resource_lengths,
            self.resource_accesses,
        )

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


@irdl_custom_directive
class SymbolAlias(StreamDirective):
    """`custom<SymbolAlias>($sym_name, $function_ref)`: `@fn` or `@fn as("name")`.

    The symbol is the function's name unless `as("name")` gives another.
    """

    sym_name: AttributeVariable
    function_ref: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        pos = parser.pos
        ref = parser.parse_attribute()
        if not isinstance(ref, SymbolRefAttr) or ref.nested_references.data:
            parser.raise_error(
                "expected the exported function's flat symbol (e.g. @fn)",
                pos,
                parser.pos,
            )
        name = ref.root_reference
        if parser.parse_optional_keyword("as") is not None:
            parser.parse_punctuation("(")
            name = StringAttr(parser.parse_str_literal(" as the export name"))
            parser.parse_punctuation(")")
        self.function_ref.set(state, ref)
        self.sym_name.set(state, name)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        ref = self.function_ref.get(op)
        name = self.sym_name.get(op)
        assert isinstance(ref, SymbolRefAttr) and isinstance(name, StringAttr)
        printer.print_attribute(ref)
        if name != ref.root_reference:
            printer.print_string(" as(")
            printer.print_string_literal(name.data)
            printer.print_string(")")


@irdl_custom_directive
class WorkgroupCountRegion(StreamDirective):
    """`custom<WorkgroupCountRegion>($workgroup_count)`, optional:
    `workgroups(%x: index, ...) -> (index, index, index) { ... }`.

    The arrow types must be three `index` (the XYZ counts), and each
    `stream.return` of the region returns values of those types.  The
    arguments may be of any type (the dispatch's workload).  Terminators are
    printed: the region has no implicit one.
    """

    workgroup_count: RegionDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        region = Region()
        if parser.parse_optional_keyword("workgroups") is not None:
            args = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, parser.parse_argument
            )
            parser.parse_punctuation("->")
            pos = parser.pos
            types = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, parser.parse_type
            )
            if len(types) != 3 or any(t != _INDEX for t in types):
                parser.raise_error(
                    "workgroup count region must return the XYZ dimension counts",
                    pos,
                    parser.pos,
                )
            region = parser.parse_region(args)
            for block in region.blocks:
                last = block.last_op
                if (
                    last is not None
                    and last.name == "stream.return"
                    and any(o.type != _INDEX for o in last.operands)
                ):
                    parser.raise_error(
                        "'stream.return' operands do not match expected "
                        "region return types",
                        pos,
                        parser.pos,
                    )
        _set_region(self.workgroup_count, state, region)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        region = _get_region(self.workgroup_count, op)
        if region is None or not region.blocks:
            return
        state.print_whitespace(printer)
        printer.print_string("workgroups(")
        printer.print_list(region.block.args, printer.print_block_argument)
        printer.print_string(") -> (index, index, index) ")
        printer.print_region(region, print_entry_block_args=False)

    def is_present(self, op: IRDLOperation) -> bool:
        region = _get_region(self.workgroup_count, op)
        return region is not None and bool(region.blocks)


def _set_region(directive: RegionDirective, state: ParsingState, region: Region):
    assert isinstance(directive, RegionVariable | OptionalRegionVariable)
    directive.set(state, region)


def _get_region(directive: RegionDirective, op: IRDLOperation) -> Region | None:
    assert isinstance(directive, RegionVariable | OptionalRegionVariable)
    return directive.get(op)


def _ensure_implicit_terminator(op_type: type[IRDLOperation], region: Region) -> None:
    """Add the implicit terminator of `op_type`'s single block if missing.

    What MLIR does for ops with `SingleBlockImplicitTerminator` after parsing
    their region (an empty region gets a block too).
    """
    trait = op_type.get_trait(SingleBlockImplicitTerminator)
    if trait is None:
        return
    if not region.blocks:
        region.add_block(Block())
    block = region.block
    last = block.last_op
    if last is None or not last.has_trait(IsTerminator):
        block.add_op(trait.op_type.create())


@irdl_custom_directive
class ImplicitTerminatorRegion(StreamDirective):
    """`$body` of an op with `SingleBlockImplicitTerminator`, as MLIR prints it.

    Not one of IREE's directives: MLIR's `$region` elides an implicit
    terminator when printing and adds it when parsing; xDSL's `$region`
    directive does neither, so the ops with such a region (`stream.executable`,
    `stream.cmd.serial`, `stream.cmd.concurrent`) write `$body` with this.
    """

    body: RegionDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        region = parser.parse_region()
        _ensure_implicit_terminator(state.op_type, region)
        _set_region(self.body, state, region)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        region = _get_region(self.body, op)
        assert region is not None
        state.print_whitespace(printer)
        printer.print_region(region, print_block_terminators=False)


@irdl_custom_directive
class ExplicitResourceRegion(StreamDirective):
    """`custom<ExplicitResourceRegion>($resource_operands,
    type($resource_operands), $resource_operand_sizes, $body)`:
    `(%outer as %inner: T{%size}, ...) { ... }`.

    Each captured resource becomes an argument of the region's block, of the
    captured value's type.  The block's implicit terminator is elided.
    """

    resource_operands: VariadicOperandVariable
    resource_types: TypeDirective
    resource_operand_sizes: VariadicOperandVariable
    body: RegionDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        outer: list[UnresolvedOperand] = []
        types: list[Attribute] = []
        sizes: list[UnresolvedOperand] = []
        args: list[Parser.Argument] = []

        def parse_capture() -> None:
            outer.append(parser.parse_unresolved_operand())
            parser.parse_keyword("as")
            inner = parser.parse_argument(expect_type=False)
            parser.parse_punctuation(":")
            type, size = parse_sized_type(parser)
            args.append(inner.resolve(type))
            types.append(type)
            sizes.append(size)

        parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_capture)
        region = parser.parse_region(args)
        _ensure_implicit_terminator(state.op_type, region)
        self.resource_operands.set(state, outer)
        self.resource_types.set(state, types)
        self.resource_operand_sizes.set(state, sizes)
        _set_region(self.body, state, region)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        region = _get_region(self.body, op)
        assert region is not None
        operands = self.resource_operands.get(op)
        sizes = list(self.resource_operand_sizes.get(op))
        block = region.blocks.first
        args = () if block is None else block.args
        printer.print_string("(")
        for i, (operand, arg) in enumerate(zip(operands, args, strict=True)):
            if i:
                printer.print_string(", ")
            printer.print_ssa_value(operand)
            printer.print_string(" as ")
            printer.print_ssa_value(arg)
            printer.print_string(": ")
            printer.print_string(type_text(arg.type))
            if _is_size_aware(arg.type) and sizes:
                printer.print_string("{")
                printer.print_ssa_value(sizes.pop(0))
                printer.print_string("}")
        printer.print_string(") ")
        printer.print_region(
            region, print_entry_block_args=False, print_block_terminators=False
        )
        state.should_emit_space = True
        state.last_was_punctuation = False


def _is_size_aware(type: Attribute) -> bool:
    """Types IREE writes with a size, `T{%size}` (`SizeAwareTypeInterface`)."""
    return isinstance(type, ResourceType)


def _dynamic_dim_count(type: Attribute) -> int:
    """`?` count of a shaped type (0 for others)."""
    if isinstance(type, ShapedType):
        return sum(1 for d in type.get_shape() if d == DYNAMIC_INDEX)
    return 0


def parse_shaped_type_list(
    parser: Parser,
) -> tuple[list[Attribute], list[UnresolvedOperand]]:
    """`T{%size}, tensor<?x4xf32>{%d}, i32`: types, each with its dimensions
    (shaped types with dynamic dimensions) or size (resources)."""
    types: list[Attribute] = []
    dims: list[UnresolvedOperand] = []

    def parse_one() -> None:
        type = parser.parse_type()
        types.append(type)
        count = 1 if _is_size_aware(type) else _dynamic_dim_count(type)
        if count:
            parser.parse_punctuation("{")
            found = parser.parse_comma_separated_list(
                parser.Delimiter.NONE, parser.parse_unresolved_operand
            )
            if len(found) != count:
                parser.raise_error(
                    f"expected {count} dimension value(s) for {type_text(type)}, "
                    f"got {len(found)}"
                )
            parser.parse_punctuation("}")
            dims.extend(found)

    parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_one)
    return types, dims


def print_shaped_type_list(
    printer: Printer, types: Sequence[Attribute], dims: Sequence[SSAValue]
) -> None:
    """Print `T{%size}, tensor<?xf32>{%d}, i32` (see `parse_shaped_type_list`)."""
    remaining = list(dims)
    for i, type in enumerate(types):
        if i:
            printer.print_string(", ")
        printer.print_string(type_text(type))
        count = 1 if _is_size_aware(type) else _dynamic_dim_count(type)
        if count:
            taken, remaining = remaining[:count], remaining[count:]
            printer.print_string("{")
            printer.print_list(taken, printer.print_ssa_value)
            printer.print_string("}")


def _parse_types_of(
    parser: Parser, state: ParsingState, types: TypeDirective
) -> tuple[list[Attribute], list[UnresolvedOperand]]:
    """`parse_shaped_type_list`, one type per operand of `types` (parsed
    before it), or an error at the list."""
    start = parser.pos
    parsed, dims = parse_shaped_type_list(parser)
    inner = types.inner
    if isinstance(inner, VariadicOperandVariable):
        operands = state.operands[inner.index]
        if operands is not None and len(operands) != len(parsed):
            parser.raise_error(
                f"expected {len(operands)} types, one per value, got {len(parsed)}",
                start,
                end_of_last_token(parser),
            )
    return parsed, dims


@irdl_custom_directive
class ShapedTypeList(StreamDirective):
    """`custom<ShapedTypeList>(type($values), $dims)`: `T{%size}, U{%d0, %d1}`.

    Each type, followed in braces by its size (resources) or its dynamic
    dimensions (shaped types with `?`); other types alone.
    """

    types: TypeDirective
    dims: VariadicOperandVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        types, dims = _parse_types_of(parser, state, self.types)
        self.types.set(state, types)
        self.dims.set(state, dims)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        print_shaped_type_list(printer, self.types.get(op), self.dims.get(op))


@irdl_custom_directive
class ShapedTypeListPair(StreamDirective):
    """`custom<ShapedTypeList>(type($operands), type($results), $dims)`.

    IREE's second overload of `ShapedTypeList`: one list of types written once,
    given to both the operands and the results (an xDSL directive has one
    parameter list, hence the second name).
    """

    types: TypeDirective
    result_types: TypeDirective
    dims: VariadicOperandVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        types, dims = _parse_types_of(parser, state, self.types)
        self.types.set(state, types)
        self.result_types.set(state, types)
        self.dims.set(state, dims)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        print_shaped_type_list(printer, self.types.get(op), self.dims.get(op))


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


# ===----------------------------------------------------------------------=== #
# Parameter ops (stream.{tensor,async,cmd}.parameter.*)
# ===----------------------------------------------------------------------=== #
#
# A parameter is named by a key, optionally within a scope, both `!util.buffer`
# values: `%scope::%key` or `%key`.  The multi-row directives write one
# transfer per line inside `{...}`; every row names the same scope (and the
# same resource, for gathers and scatters), which is stored once.


def _parse_parameter_reference(
    parser: Parser,
) -> tuple[UnresolvedOperand | None, UnresolvedOperand]:
    first = parser.parse_unresolved_operand()
    if parser.parse_optional_punctuation(":") is None:
        return None, first
    parser.parse_punctuation(":", " (a scope and key are written '%scope::%key')")
    return first, parser.parse_unresolved_operand()


def _print_parameter_reference(
    printer: Printer, scope: SSAValue | None, key: SSAValue
) -> None:
    if scope is not None:
        printer.print_operand(scope)
        printer.print_string("::")
    printer.print_operand(key)


def _same(a: UnresolvedOperand | None, b: UnresolvedOperand | None) -> bool:
    if a is None or b is None:
        return a is b
    return (a.span.text, a.index) == (b.span.text, b.index)


def _parse_sized_resource(parser: Parser) -> tuple[Attribute, UnresolvedOperand]:
    """`: type{%size}`."""
    parser.parse_punctuation(":")
    type = parser.parse_type()
    parser.parse_punctuation("{")
    size = parser.parse_unresolved_operand()
    parser.parse_punctuation("}")
    return type, size


def _print_sized_resource(printer: Printer, type: Attribute, size: SSAValue) -> None:
    printer.print_string(" : ")
    printer.print_attribute(type)
    printer.print_string("{")
    printer.print_operand(size)
    printer.print_string("}")


def _parse_range(
    parser: Parser, with_end: bool
) -> tuple[
    UnresolvedOperand, UnresolvedOperand, UnresolvedOperand | None, UnresolvedOperand
]:
    """`%resource[%offset (to %end)? for %length]`."""
    resource = parser.parse_unresolved_operand()
    parser.parse_punctuation("[")
    offset = parser.parse_unresolved_operand()
    end = None
    if with_end:
        parser.parse_keyword("to")
        end = parser.parse_unresolved_operand()
    parser.parse_keyword("for")
    length = parser.parse_unresolved_operand()
    parser.parse_punctuation("]")
    return resource, offset, end, length


def _print_range(
    printer: Printer,
    resource: SSAValue,
    offset: SSAValue,
    end: SSAValue | None,
    length: SSAValue,
) -> None:
    printer.print_operand(resource)
    printer.print_string("[")
    printer.print_operand(offset)
    if end is not None:
        printer.print_string(" to ")
        printer.print_operand(end)
    printer.print_string(" for ")
    printer.print_operand(length)
    printer.print_string("]")


def _print_rows(
    printer: Printer, state: PrintingState, rows: Sequence[Callable[[], None]]
) -> None:
    """One row per line, indented inside the braces the format prints."""
    with printer.indented():
        for i, row in enumerate(rows):
            printer.print_string(",\n" if i else "\n")
            row()
    printer.print_string("\n")
    _end_block(state)


@irdl_custom_directive
class ParameterReference(CustomDirective):
    """`%scope::%key` or `%key`: a parameter, with its optional scope."""

    scope: OptionalOperandVariable
    key: OperandVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        scope, key = _parse_parameter_reference(parser)
        self.scope.set(state, scope)
        self.key.set(state, key)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        _print_parameter_reference(printer, self.scope.get(op), self.key.get(op))


class _RowsDirective(CustomDirective):
    """Parses `row, row, ...`, checking that rows agree on what is stored once."""

    def _rows(self, parser: Parser, parse_row: Callable[[], None]) -> None:
        parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_row)


@irdl_custom_directive
class ParameterLoadOperations(_RowsDirective):
    """`%scope::%key[%offset] : type{%size}, ...` of `stream.cmd.parameter.load`:
    one result per row."""

    source_scope: OptionalOperandVariable
    source_keys: VariadicOperandVariable
    source_offsets: VariadicOperandVariable
    result_types: TypeDirective
    result_sizes: VariadicOperandVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        scopes: list[UnresolvedOperand | None] = []
        keys: list[UnresolvedOperand] = []
        offsets: list[UnresolvedOperand] = []
        types: list[Attribute] = []
        sizes: list[UnresolvedOperand] = []

        def parse_row() -> None:
            pos = parser.pos
            scope, key = _parse_parameter_reference(parser)
            if scopes and not _same(scope, scopes[0]):
                parser.raise_error(
                    "each operation must use the same scope", pos, parser.pos
                )
            scopes.append(scope)
            keys.append(key)
            parser.parse_punctuation("[")
            offsets.append(parser.parse_unresolved_operand())
            parser.parse_punctuation("]")
            type, size = _parse_sized_resource(parser)
            types.append(type)
            sizes.append(size)

        self._rows(parser, parse_row)
        self.source_scope.set(state, scopes[0])
        self.source_keys.set(state, keys)
        self.source_offsets.set(state, offsets)
        self.result_types.set(state, types)
        self.result_sizes.set(state, sizes)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        scope = self.source_scope.get(op)
        keys = self.source_keys.get(op)
        offsets = self.source_offsets.get(op)
        types = self.result_types.get(op)
        sizes = self.result_sizes.get(op)

        def row(i: int) -> Callable[[], None]:
            def print_row() -> None:
                _print_parameter_reference(printer, scope, keys[i])
                printer.print_string("[")
                printer.print_operand(offsets[i])
                printer.print_string("]")
                _print_sized_resource(printer, types[i], sizes[i])

            return print_row

        _print_rows(printer, state, [row(i) for i in range(len(keys))])


class _GatherScatterBase(_RowsDirective):
    """Shared by the gather and scatter directives: the rows name one
    resource (`%r[...] : type{%size}`) and one scope."""

    WITH_END: ClassVar[bool]
    GATHER: ClassVar[bool]

    scope: OptionalOperandVariable
    keys: VariadicOperandVariable
    key_offsets: VariadicOperandVariable
    resource: OperandVariable
    resource_type: TypeDirective
    resource_size: OperandVariable
    offsets: VariadicOperandVariable
    lengths: VariadicOperandVariable

    def _ends(self) -> VariadicOperandVariable | None:
        """The `to %end` operands (async ops only)."""
        ends = getattr(self, "ends", None)
        assert ends is None or isinstance(ends, VariadicOperandVariable)
        return ends

    def parse(self, parser: Parser, state: ParsingState) -> None:
        scopes: list[UnresolvedOperand | None] = []
        keys: list[UnresolvedOperand] = []
        key_offsets: list[UnresolvedOperand] = []
        resources: list[tuple[UnresolvedOperand, Attribute, UnresolvedOperand]] = []
        offsets: list[UnresolvedOperand] = []
        ends: list[UnresolvedOperand] = []
        lengths: list[UnresolvedOperand] = []
        what = (
            "scope and target resource" if self.GATHER else "source resource and scope"
        )

        def parse_key() -> None:
            scope, key = _parse_parameter_reference(parser)
            scopes.append(scope)
            keys.append(key)
            parser.parse_punctuation("[")
            key_offsets.append(parser.parse_unresolved_operand())
            parser.parse_punctuation("]")

        def parse_resource() -> None:
            resource, offset, end, length = _parse_range(parser, self.WITH_END)
            type, size = _parse_sized_resource(parser)
            resources.append((resource, type, size))
            offsets.append(offset)
            if end is not None:
                ends.append(end)
            lengths.append(length)

        def parse_row() -> None:
            pos = parser.pos
            if self.GATHER:
                parse_key()
                parser.parse_punctuation("->")
                parse_resource()
            else:
                parse_resource()
                parser.parse_punctuation("->")
                parse_key()
            (r0, t0, s0), (r, t, s) = resources[0], resources[-1]
            if not (
                _same(scopes[-1], scopes[0])
                and _same(r, r0)
                and t == t0
                and _same(s, s0)
            ):
                parser.raise_error(
                    f"each operation must use the same {what}", pos, parser.pos
                )

        self._rows(parser, parse_row)
        resource, type, size = resources[0]
        self.scope.set(state, scopes[0])
        self.keys.set(state, keys)
        self.key_offsets.set(state, key_offsets)
        self.resource.set(state, resource)
        self.resource_type.set(state, [type])
        self.resource_size.set(state, size)
        self.offsets.set(state, offsets)
        if (ends_variable := self._ends()) is not None:
            ends_variable.set(state, ends)
        self.lengths.set(state, lengths)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        scope = self.scope.get(op)
        keys = self.keys.get(op)
        key_offsets = self.key_offsets.get(op)
        resource = self.resource.get(op)
        (type,) = self.resource_type.get(op)
        size = self.resource_size.get(op)
        offsets = self.offsets.get(op)
        ends_variable = self._ends()
        ends = None if ends_variable is None else ends_variable.get(op)
        lengths = self.lengths.get(op)

        def print_key(i: int) -> None:
            _print_parameter_reference(printer, scope, keys[i])
            printer.print_string("[")
            printer.print_operand(key_offsets[i])
            printer.print_string("]")

        def print_resource(i: int) -> None:
            end = None if ends is None else ends[i]
            _print_range(printer, resource, offsets[i], end, lengths[i])
            _print_sized_resource(printer, type, size)

        def row(i: int) -> Callable[[], None]:
            def print_row() -> None:
                first, second = (
                    (print_key, print_resource)
                    if self.GATHER
                    else (print_resource, print_key)
                )
                first(i)
                printer.print_string(" -> ")
                second(i)

            return print_row

        _print_rows(printer, state, [row(i) for i in range(len(keys))])


@irdl_custom_directive
class AsyncParameterGatherOperations(_GatherScatterBase):
    """`%scope::%key[%o] -> %target[%off to %end for %len] : type{%size}, ...`
    of `stream.async.parameter.gather`."""

    WITH_END = True
    GATHER = True

    scope: OptionalOperandVariable
    keys: VariadicOperandVariable
    key_offsets: VariadicOperandVariable
    resource: OperandVariable
    resource_type: TypeDirective
    resource_size: OperandVariable
    offsets: VariadicOperandVariable
    ends: VariadicOperandVariable
    lengths: VariadicOperandVariable


@irdl_custom_directive
class CmdParameterGatherOperations(_GatherScatterBase):
    """`%scope::%key[%o] -> %target[%off for %len] : type{%size}, ...` of
    `stream.cmd.parameter.gather`."""

    WITH_END = False
    GATHER = True

    scope: OptionalOperandVariable
    keys: VariadicOperandVariable
    key_offsets: VariadicOperandVariable
    resource: OperandVariable
    resource_type: TypeDirective
    resource_size: OperandVariable
    offsets: VariadicOperandVariable
    lengths: VariadicOperandVariable


@irdl_custom_directive
class AsyncParameterScatterOperations(_GatherScatterBase):
    """`%source[%off to %end for %len] : type{%size} -> %scope::%key[%o], ...`
    of `stream.async.parameter.scatter`."""

    WITH_END = True
    GATHER = False

    resource: OperandVariable
    resource_type: TypeDirective
    resource_size: OperandVariable
    offsets: VariadicOperandVariable
    ends: VariadicOperandVariable
    lengths: VariadicOperandVariable
    scope: OptionalOperandVariable
    keys: VariadicOperandVariable
    key_offsets: VariadicOperandVariable


@irdl_custom_directive
class CmdParameterScatterOperations(_GatherScatterBase):
    """`%source[%off for %len] : type{%size} -> %scope::%key[%o], ...` of
    `stream.cmd.parameter.scatter`."""

    WITH_END = False
    GATHER = False

    resource: OperandVariable
    resource_type: TypeDirective
    resource_size: OperandVariable
    offsets: VariadicOperandVariable
    lengths: VariadicOperandVariable
    scope: OptionalOperandVariable
    keys: VariadicOperandVariable
    key_offsets: VariadicOperandVariable
