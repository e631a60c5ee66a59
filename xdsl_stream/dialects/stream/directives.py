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
from typing import ClassVar, cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    DictionaryAttr,
    FunctionType,
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
    OperandDirective,
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

import xdsl_stream.dialects.stream.fast_paths as fast_paths
from xdsl_stream.dialects.stream.attrs import (
    ACCESS_BITS_BY_ID,
    ACCESS_KEYWORDS,
    KEYWORD_ACCESSES,
    CollectiveAttr,
    ResourceAccess,
    ResourceType,
    collective_param_keyword,
    resource_type_named,
)
from xdsl_stream.dialects.stream.base import end_of_last_token
from xdsl_stream.dialects.syntax import (
    UnresolvedRange,
    parse_range,
    parse_sized_type,
    print_range,
    range_text,
    type_text,
)
from xdsl_stream.dialects.util_types import UnusedType
from xdsl_stream.xdsl_internals import current_token

_INDEX = IndexType()


def _array(attr: Attribute | None) -> tuple[Attribute, ...]:
    """The elements of an `ArrayAttr` property (a verified op has one).

    `isinstance`, not `isa(attr, ArrayAttr[Attribute])`, which builds a
    constraint on every call: this runs for every dispatch printed."""
    assert isinstance(attr, ArrayAttr)
    return cast(ArrayAttr[Attribute], attr).data


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

        if current_token(parser).text == "}":
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
                prefix = f"{',' if i else ''}\n{keyword} "
                text = range_text(
                    printer, resources[i], sizes[i], offsets[i], lengths[i]
                )
                if text is not None:  # one string per binding (see `print_range`)
                    printer.print_string(prefix + text)
                    continue
                printer.print_string(prefix)
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
            self._check_same(parser, pos, scopes, resources)

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

    def _check_same(
        self,
        parser: Parser,
        pos: int,
        scopes: Sequence[UnresolvedOperand | None],
        resources: Sequence[tuple[UnresolvedOperand, Attribute, UnresolvedOperand]],
    ) -> None:
        """A parse error, from `pos`, unless the row just read names the
        scope and the resource (with its type and size) of the first row."""
        (r0, t0, s0), (r, t, s) = resources[0], resources[-1]
        if not (
            _same(scopes[-1], scopes[0]) and _same(r, r0) and t == t0 and _same(s, s0)
        ):
            what = (
                "scope and target resource"
                if self.GATHER
                else "source resource and scope"
            )
            parser.raise_error(
                f"each operation must use the same {what}", pos, parser.pos
            )

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


# ===----------------------------------------------------------------------=== #
# Tensor and async ops: shaped/sized types and tied results (helper c)
# ===----------------------------------------------------------------------=== #

_DYNAMIC = (-1, DYNAMIC_INDEX)
"""How a dynamic dimension is stored: xDSL's parser writes `DYNAMIC_INDEX`,
`TensorType(f32, [-1])` keeps -1."""

UNTIED = -1
"""IREE's `TiedOpInterface::kUntiedIndex` as stored in `tied_operands`."""


def dynamic_dim_count(type: Attribute) -> int:
    """How many `{...}` values follow `type` in IREE's shaped type lists: the
    dynamic dimensions of a shaped type, one size for a resource, else none."""
    if isinstance(type, ResourceType):
        return 1
    if isinstance(type, ShapedType):
        return sum(1 for d in type.get_shape() if d in _DYNAMIC)
    return 0


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


def _find_tied(name: UnresolvedOperand, operands: Sequence[UnresolvedOperand]) -> int:
    """IREE's `findTiedOperand`: the position of the operand named `name`."""
    for i, operand in enumerate(operands):
        if operand.span.text == name.span.text and operand.index == name.index:
            return i
    return UNTIED


def parse_tied_result(
    parser: Parser,
    operands: Sequence[UnresolvedOperand],
    operand_types: Sequence[Attribute],
) -> tuple[int, Attribute]:
    """One result, `T`, `%operand` or `%operand as T`: the operand it is tied
    to (`UNTIED` if none) and its type (the operand's unless `as` gives one)."""
    pos = parser.pos
    name = parser.parse_optional_unresolved_operand()
    if name is None:
        return UNTIED, parser.parse_type()
    index = _find_tied(name, operands)
    if index == UNTIED:
        parser.raise_error(
            "tied operand not found for result reference " + name.span.text,
            pos,
            parser.pos,
        )
    if parser.parse_optional_keyword("as") is not None:
        return index, parser.parse_type()
    return index, operand_types[index]


def parse_shaped_result_list(
    parser: Parser,
    operands: Sequence[UnresolvedOperand],
    operand_types: Sequence[Attribute],
) -> tuple[list[Attribute], list[UnresolvedOperand], list[int]]:
    """IREE's `parseShapedResultList`: `T{%d}, %operand, %operand as U{%d}`.

    A result written as an operand name is tied to that operand
    (`parse_tied_result`)."""
    types: list[Attribute] = []
    dims: list[UnresolvedOperand] = []
    tied: list[int] = []
    while True:
        index, type = parse_tied_result(parser, operands, operand_types)
        dims.extend(parse_type_dims(parser, type))
        types.append(type)
        tied.append(index)
        if parser.parse_optional_punctuation(",") is None:
            return types, dims, tied


def print_shaped_result_list(
    printer: Printer,
    operands: Sequence[SSAValue],
    result_types: Sequence[Attribute],
    result_dims: Sequence[SSAValue],
    tied: Sequence[int],
) -> None:
    for i, type in enumerate(result_types):
        if i:
            printer.print_string(", ")
        index = tied[i] if i < len(tied) else UNTIED
        print_type = True
        if index != UNTIED and 0 <= index < len(operands):
            operand = operands[index]
            printer.print_ssa_value(operand)
            if operand.type != type:
                printer.print_string(" as ")
            else:
                print_type = False
        if print_type:
            printer.print_attribute(type)
        result_dims = print_type_dims(printer, type, result_dims)


def _set_tied(var: AttributeVariable, state: ParsingState, tied: Sequence[int]) -> None:
    if tied:
        var.set(state, tied_attr(tied))


def _operands_of(
    var: VariadicOperandVariable, state: ParsingState
) -> Sequence[UnresolvedOperand]:
    return state.operands[var.index] or ()


@irdl_custom_directive
class DispatchOperands(CustomDirective):
    """`custom<DispatchOperands>($operands, $offsets, $ends, $lengths)`:
    `(%scalar, %resource[%offset to %end for %length], ...)`; only resources
    carry a range."""

    operands: VariadicOperandVariable
    offsets: VariadicOperandVariable
    ends: VariadicOperandVariable
    lengths: VariadicOperandVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        operands: list[UnresolvedOperand] = []
        offsets: list[UnresolvedOperand] = []
        ends: list[UnresolvedOperand] = []
        lengths: list[UnresolvedOperand] = []

        def parse_one() -> None:
            operands.append(parser.parse_unresolved_operand())
            if parser.parse_optional_punctuation("[") is not None:
                offsets.append(parser.parse_unresolved_operand())
                parser.parse_keyword("to")
                ends.append(parser.parse_unresolved_operand())
                parser.parse_keyword("for")
                lengths.append(parser.parse_unresolved_operand())
                parser.parse_punctuation("]")

        parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_one)
        self.operands.set(state, operands)
        self.offsets.set(state, offsets)
        self.ends.set(state, ends)
        self.lengths.set(state, lengths)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        offsets = self.offsets.get(op)
        ends = self.ends.get(op)
        lengths = self.lengths.get(op)
        printer.print_string("(")
        r = 0
        for i, operand in enumerate(self.operands.get(op)):
            if i:
                printer.print_string(", ")
            printer.print_ssa_value(operand)
            if isinstance(operand.type, ResourceType):
                printer.print_string("[")
                if r < len(offsets) and r < len(ends) and r < len(lengths):
                    printer.print_ssa_value(offsets[r])
                    printer.print_string(" to ")
                    printer.print_ssa_value(ends[r])
                    printer.print_string(" for ")
                    printer.print_ssa_value(lengths[r])
                printer.print_string("]")
                r += 1
        printer.print_string(")")


@irdl_custom_directive
class ShapedFunctionType(CustomDirective):
    """`custom<ShapedFunctionType>(ref($operands), type($operands),
    $operand_sizes, type($results), $result_sizes, $tied_operands)`:
    `(T{%s}, index) -> (%operand, U{%s})`; a single result may drop the
    parentheses, and tied results are written as the operand they reuse."""

    operands: VariadicOperandVariable
    operand_types: TypeDirective
    operand_sizes: VariadicOperandVariable
    result_types: TypeDirective
    result_sizes: VariadicOperandVariable
    tied_operands: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        operand_types: list[Attribute] = []
        operand_dims: list[UnresolvedOperand] = []
        parser.parse_punctuation("(")
        if parser.parse_optional_punctuation(")") is None:
            operand_types, operand_dims = parse_shaped_type_list(parser)
            parser.parse_punctuation(")")
        parser.parse_punctuation("->")
        result_types: list[Attribute] = []
        result_dims: list[UnresolvedOperand] = []
        tied: list[int] = []
        operands = _operands_of(self.operands, state)
        if parser.parse_optional_punctuation("(") is not None:
            if parser.parse_optional_punctuation(")") is None:
                result_types, result_dims, tied = parse_shaped_result_list(
                    parser, operands, operand_types
                )
                parser.parse_punctuation(")")
        else:
            result_types, result_dims, tied = parse_shaped_result_list(
                parser, operands, operand_types
            )
        self.operand_types.set(state, operand_types)
        self.operand_sizes.set(state, operand_dims)
        self.result_types.set(state, result_types)
        self.result_sizes.set(state, result_dims)
        _set_tied(self.tied_operands, state, tied)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        printer.print_string("(")
        print_shaped_type_list(
            printer, self.operand_types.get(op), self.operand_sizes.get(op)
        )
        printer.print_string(") -> ")
        result_types = self.result_types.get(op)
        if len(result_types) != 1:
            printer.print_string("(")
        print_shaped_result_list(
            printer,
            self.operands.get(op),
            result_types,
            self.result_sizes.get(op),
            tied_indices(self.tied_operands.get(op)),
        )
        if len(result_types) != 1:
            printer.print_string(")")


@irdl_custom_directive
class ResourceRegion(CustomDirective):
    """`custom<ResourceRegion>($operands, type($operands), $operand_sizes,
    type($results), $result_sizes, $tied_operands, $body)`:
    `(%outer as %inner: T{%size}, ...) -> (results) { body }`; the region's
    arguments are the captured resources."""

    operands: VariadicOperandVariable
    operand_types: TypeDirective
    operand_sizes: VariadicOperandVariable
    result_types: TypeDirective
    result_sizes: VariadicOperandVariable
    tied_operands: AttributeVariable
    body: RegionVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        operands: list[UnresolvedOperand] = []
        types: list[Attribute] = []
        sizes: list[UnresolvedOperand] = []
        args: list[Parser.Argument] = []

        def parse_capture() -> None:
            operands.append(parser.parse_unresolved_operand())
            parser.parse_keyword("as")
            arg = parser.parse_argument(expect_type=False)
            parser.parse_punctuation(":")
            type = parser.parse_type()
            parser.parse_punctuation("{")
            sizes.append(parser.parse_unresolved_operand())
            parser.parse_punctuation("}")
            types.append(type)
            args.append(arg.resolve(type))

        parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_capture)
        result_types: list[Attribute] = []
        result_dims: list[UnresolvedOperand] = []
        tied: list[int] = []
        if parser.parse_optional_punctuation("->") is not None:
            if parser.parse_optional_punctuation("(") is not None:
                if parser.parse_optional_punctuation(")") is None:
                    result_types, result_dims, tied = parse_shaped_result_list(
                        parser, operands, types
                    )
                    parser.parse_punctuation(")")
            else:
                result_types, result_dims, tied = parse_shaped_result_list(
                    parser, operands, types
                )
        self.operands.set(state, operands)
        self.operand_types.set(state, types)
        self.operand_sizes.set(state, sizes)
        self.result_types.set(state, result_types)
        self.result_sizes.set(state, result_dims)
        _set_tied(self.tied_operands, state, tied)
        self.body.set(state, parser.parse_region(args))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        body = self.body.get(op)
        operands = self.operands.get(op)
        sizes: Sequence[SSAValue] = self.operand_sizes.get(op)
        block_args = body.blocks[0].args if body.blocks else ()
        printer.print_string("(")
        for i, operand in enumerate(operands):
            if i:
                printer.print_string(", ")
            printer.print_ssa_value(operand)
            printer.print_string(" as ")
            if i < len(block_args):
                arg = block_args[i]
                printer.print_ssa_value(arg)
                printer.print_string(": ")
                printer.print_attribute(arg.type)
                if isinstance(arg.type, ResourceType) and sizes:
                    printer.print_string("{")
                    printer.print_ssa_value(sizes[0])
                    printer.print_string("}")
                    sizes = sizes[1:]
        printer.print_string(")")
        result_types = self.result_types.get(op)
        if result_types:
            printer.print_string(" -> ")
            if len(result_types) != 1:
                printer.print_string("(")
            print_shaped_result_list(
                printer,
                operands,
                result_types,
                self.result_sizes.get(op),
                tied_indices(self.tied_operands.get(op)),
            )
            if len(result_types) != 1:
                printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(
            body, print_entry_block_args=False, print_block_terminators=True
        )


# ===----------------------------------------------------------------------=== #
# Functions and calls: async.func/call, cmd.func/call (helper c)
# ===----------------------------------------------------------------------=== #


def _dict_array(attrs: Sequence[dict[str, Attribute]]) -> ArrayAttr:
    return ArrayAttr(DictionaryAttr(a) for a in attrs)


def _dict_at(attr: Attribute | None, index: int) -> dict[str, Attribute]:
    """The entries of the `index`th dictionary of an `arg_attrs`/`res_attrs`
    array (empty when absent)."""
    if not isinstance(attr, ArrayAttr):
        return {}
    entries = cast(ArrayAttr[Attribute], attr).data
    if index >= len(entries):
        return {}
    entry = entries[index]
    return dict(entry.data) if isinstance(entry, DictionaryAttr) else {}


def _print_dict(printer: Printer, entries: dict[str, Attribute]) -> None:
    if entries:
        printer.print_string(" ")
        printer.print_attr_dict(entries)


def _function_type(var: AttributeVariable, op: IRDLOperation) -> FunctionType:
    ftype = var.get(op)
    assert isinstance(ftype, FunctionType)
    return ftype


@irdl_custom_directive
class ShapedFunctionSignature(CustomDirective):
    """`custom<ShapedFunctionSignature>($function_type, $tied_operands,
    $arg_attrs, $res_attrs)`: `(%arg0: T {attrs}, %arg1: U) -> (V, %arg1)`.

    Arguments are named only to tie results to them; IREE prints them as
    `%argN`.  A result list without parentheses takes no attributes."""

    function_type: AttributeVariable
    tied_operands: AttributeVariable
    arg_attrs: AttributeVariable
    res_attrs: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        args: list[UnresolvedOperand] = []
        arg_types: list[Attribute] = []
        arg_attrs: list[dict[str, Attribute]] = []

        def parse_arg() -> None:
            args.append(parser.parse_unresolved_operand())
            parser.parse_punctuation(":")
            arg_types.append(parser.parse_type())
            arg_attrs.append(parser.parse_optional_attr_dict())

        parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_arg)
        result_types: list[Attribute] = []
        res_attrs: list[dict[str, Attribute]] = []
        tied: list[int] = []
        if parser.parse_optional_punctuation("->") is not None:
            parens = parser.parse_optional_punctuation("(") is not None
            while True:
                index, type = parse_tied_result(parser, args, arg_types)
                res_attrs.append(parser.parse_optional_attr_dict() if parens else {})
                result_types.append(type)
                tied.append(index)
                if parser.parse_optional_punctuation(",") is None:
                    break
            if parens:
                parser.parse_punctuation(")")
        self.function_type.set(state, FunctionType.from_lists(arg_types, result_types))
        if arg_attrs:
            self.arg_attrs.set(state, _dict_array(arg_attrs))
        if res_attrs:
            self.res_attrs.set(state, _dict_array(res_attrs))
        _set_tied(self.tied_operands, state, tied)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        ftype = _function_type(self.function_type, op)
        inputs = ftype.inputs.data
        arg_attrs = self.arg_attrs.get(op)
        printer.print_string("(")
        for i, type in enumerate(inputs):
            if i:
                printer.print_string(", ")
            printer.print_string(f"%arg{i}: ")
            printer.print_attribute(type)
            _print_dict(printer, _dict_at(arg_attrs, i))
        printer.print_string(")")
        if ftype.outputs.data:
            self._print_results(printer, op, inputs, ftype.outputs.data)

    def _print_results(
        self,
        printer: Printer,
        op: IRDLOperation,
        inputs: Sequence[Attribute],
        outputs: Sequence[Attribute],
    ) -> None:
        """` -> (V, %arg1)`, without parentheses for one result without
        attributes."""
        res_attrs = self.res_attrs.get(op)
        any_attrs = any(_dict_at(res_attrs, i) for i in range(len(outputs)))
        tied = tied_indices(self.tied_operands.get(op))
        printer.print_string(" -> ")
        parens = len(outputs) != 1 or any_attrs
        if parens:
            printer.print_string("(")
        for i, type in enumerate(outputs):
            if i:
                printer.print_string(", ")
            index = tied[i] if i < len(tied) else UNTIED
            if index != UNTIED and 0 <= index < len(inputs):
                _print_tied_result(printer, f"%arg{index}", inputs[index], type)
            else:
                printer.print_attribute(type)
            _print_dict(printer, _dict_at(res_attrs, i))
        if parens:
            printer.print_string(")")


def _print_tied_result(
    printer: Printer, operand: str | SSAValue, operand_type: Attribute, type: Attribute
) -> None:
    """A result tied to `operand`: the operand, and `as T` when the result's
    type is not the operand's."""
    if isinstance(operand, str):
        printer.print_string(operand)
    else:
        printer.print_ssa_value(operand)
    if operand_type != type:
        printer.print_string(" as ")
        printer.print_attribute(type)


@irdl_custom_directive
class DispatchFunctionSignature(CustomDirective):
    """`custom<DispatchFunctionSignature>($function_type, $arg_attrs,
    $res_attrs)`: `(%arg0[%arg1 for %arg2]: !stream.resource<*>, %arg3: i32)
    -> T`.

    A resource argument carries its offset and length as two more index
    arguments, written inside the brackets."""

    function_type: AttributeVariable
    arg_attrs: AttributeVariable
    res_attrs: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        arg_types: list[Attribute] = []
        arg_attrs: list[dict[str, Attribute]] = []

        def parse_arg() -> None:
            parser.parse_unresolved_operand()
            ranged = parser.parse_optional_punctuation("[") is not None
            if ranged:
                parser.parse_unresolved_operand()
                parser.parse_keyword("for")
                parser.parse_unresolved_operand()
                parser.parse_punctuation("]")
            parser.parse_punctuation(":")
            arg_types.append(parser.parse_type())
            arg_attrs.append(parser.parse_optional_attr_dict())
            if ranged:
                arg_types.extend((_INDEX, _INDEX))
                arg_attrs.extend(({}, {}))

        parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_arg)
        result_types: list[Attribute] = []
        res_attrs: list[dict[str, Attribute]] = []
        if parser.parse_optional_punctuation("->") is not None:
            parens = parser.parse_optional_punctuation("(") is not None
            while True:
                result_types.append(parser.parse_type())
                res_attrs.append(parser.parse_optional_attr_dict())
                if parser.parse_optional_punctuation(",") is None:
                    break
            if parens:
                parser.parse_punctuation(")")
        self.function_type.set(state, FunctionType.from_lists(arg_types, result_types))
        if arg_attrs:
            self.arg_attrs.set(state, _dict_array(arg_attrs))
        if res_attrs:
            self.res_attrs.set(state, _dict_array(res_attrs))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        ftype = _function_type(self.function_type, op)
        inputs = ftype.inputs.data
        arg_attrs = self.arg_attrs.get(op)
        printer.print_string("(")
        i = 0
        while i < len(inputs):
            if i:
                printer.print_string(", ")
            base = i
            type = inputs[base]
            printer.print_string(f"%arg{base}")
            if isinstance(type, ResourceType):
                printer.print_string(f"[%arg{base + 1} for %arg{base + 2}]")
                i += 3
            else:
                i += 1
            printer.print_string(": ")
            printer.print_attribute(type)
            _print_dict(printer, _dict_at(arg_attrs, base))
        printer.print_string(")")
        outputs = ftype.outputs.data
        if not outputs:
            return
        res_attrs = self.res_attrs.get(op)
        printer.print_string(" -> ")
        if len(outputs) != 1:
            printer.print_string("(")
        for j, type in enumerate(outputs):
            if j:
                printer.print_string(", ")
            printer.print_attribute(type)
            _print_dict(printer, _dict_at(res_attrs, j))
        if len(outputs) != 1:
            printer.print_string(")")


@irdl_custom_directive
class CmdCallOperands(CustomDirective):
    """`custom<CmdCallOperands>($operands, $offsets, $lengths, $accesses)`:
    `(ro %resource[%offset for %length], %scalar)`; each resource is marked
    with its access (`ro`, `wo`, `rw`), stored as `i32` bits."""

    operands: VariadicOperandVariable
    offsets: VariadicOperandVariable
    lengths: VariadicOperandVariable
    accesses: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        operands: list[UnresolvedOperand] = []
        offsets: list[UnresolvedOperand] = []
        lengths: list[UnresolvedOperand] = []
        accesses: list[Attribute] = []

        def parse_one() -> None:
            keyword = parser.parse_optional_keyword_in(("ro", "rw", "wo"))
            operands.append(parser.parse_unresolved_operand())
            if keyword is not None:
                accesses.append(KEYWORD_ACCESSES[keyword].to_attr())
                parser.parse_punctuation("[")
                offsets.append(parser.parse_unresolved_operand())
                parser.parse_keyword("for")
                lengths.append(parser.parse_unresolved_operand())
                parser.parse_punctuation("]")

        parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_one)
        self.operands.set(state, operands)
        self.offsets.set(state, offsets)
        self.lengths.set(state, lengths)
        # As IREE's parser: `()` leaves the (required) accesses unset, so the
        # op does not verify; iree-opt 3.13 refuses such a call too.
        if operands:
            self.accesses.set(state, ArrayAttr(accesses))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        offsets = self.offsets.get(op)
        lengths = self.lengths.get(op)
        accesses = _array(self.accesses.get(op))
        printer.print_string("(")
        r = 0
        for i, operand in enumerate(self.operands.get(op)):
            if i:
                printer.print_string(", ")
            if isinstance(operand.type, ResourceType) and r < len(offsets):
                bits = 0
                if r < len(accesses) and isinstance(accesses[r], IntegerAttr):
                    bits = cast(IntegerAttr, accesses[r]).value.data
                keyword = ACCESS_KEYWORDS.get(ResourceAccess(bits & 3))
                if keyword is not None:
                    printer.print_string(keyword)
                printer.print_string(" ")
                printer.print_ssa_value(operand)
                printer.print_string("[")
                printer.print_ssa_value(offsets[r])
                printer.print_string(" for ")
                printer.print_ssa_value(lengths[r])
                printer.print_string("]")
                r += 1
            else:
                printer.print_ssa_value(operand)
        printer.print_string(")")


# ===----------------------------------------------------------------------=== #
# Encoded tensor operands: tensor.trace and tensor.dispatch (helper c)
# ===----------------------------------------------------------------------=== #


def _encoding_dims_count(encoding: Attribute) -> int:
    return dynamic_dim_count(encoding) if isinstance(encoding, ShapedType) else 0


@irdl_custom_directive
class EncodedResourceOperands(CustomDirective):
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
            count = _encoding_dims_count(encoding)
            if count:
                parser.parse_punctuation("{")
                dims.append(parser.parse_unresolved_operand())
                for _ in range(count - 1):
                    parser.parse_punctuation(",")
                    dims.append(parser.parse_unresolved_operand())
                parser.parse_punctuation("}")
            parser.parse_keyword("in")
            types.append(parser.parse_type())
            parser.parse_punctuation("{")
            sizes.append(parser.parse_unresolved_operand())
            parser.parse_punctuation("}")
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
        encodings = _array(self.resource_encodings.get(op))
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
                    count = _encoding_dims_count(encoding)
                    if count:
                        printer.print_string("{")
                        printer.print_list(dims[:count], printer.print_ssa_value)
                        printer.print_string("}")
                        dims = dims[count:]
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
                parser.parse_punctuation("{")
                sizes.append(parser.parse_unresolved_operand())
                parser.parse_punctuation("}")
            types.append(type)
            encodings.append(UnusedType() if type0 is None else type0)
            encoding_dims.extend(dims0)
            tied.append(index)
        if parser.parse_optional_punctuation(",") is None:
            return types, sizes, encodings, encoding_dims, tied


@irdl_custom_directive
class EncodedShapedFunctionType(CustomDirective):
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
        operands = _operands_of(self.operands, state)
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
        _set_tied(self.tied_operands, state, tied)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        printer.print_string("(")
        sizes: Sequence[SSAValue] = self.operand_sizes.get(op)
        dims: Sequence[SSAValue] = self.operand_encoding_dims.get(op)
        encodings = _array(self.operand_encodings.get(op))
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
        r_encodings = _array(self.result_encodings.get(op))
        tied = tied_indices(self.tied_operands.get(op))
        for i, type in enumerate(result_types):
            if i:
                printer.print_string(", ")
            r_dims = _print_encoding(printer, r_encodings, i, r_dims)
            index = tied[i] if i < len(tied) else UNTIED
            if index != UNTIED and 0 <= index < len(operands):
                operand = operands[index]
                _print_tied_result(printer, operand, operand.type, type)
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


# ===----------------------------------------------------------------------=== #
# Collectives: async.collective (helper c)
# ===----------------------------------------------------------------------=== #


@irdl_custom_directive
class CollectiveParam(CustomDirective):
    """`custom<CollectiveParam>(ref($op), $param)`: `source(%rank) `,
    `target(%rank) ` or `source_target_pair(%pair) ` as the collective's kind
    asks, nothing for kinds without a parameter."""

    op: AttributeVariable
    param: OptionalOperandVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        collective = state.properties.get(self.op.name)
        keyword = (
            collective_param_keyword(collective)
            if isinstance(collective, CollectiveAttr)
            else None
        )
        if keyword is None:
            self.param.set(state, None)
            return
        parser.parse_keyword(keyword)
        parser.parse_punctuation("(")
        self.param.set(state, parser.parse_unresolved_operand())
        parser.parse_punctuation(")")

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        param = self.param.get(op)
        collective = self.op.get(op)
        if param is None or not isinstance(collective, CollectiveAttr):
            return
        printer.print_string(f"{collective_param_keyword(collective)}(")
        printer.print_ssa_value(param)
        printer.print_string(") ")
