"""Directives of executables and dispatches: entry points, a dispatch's
bindings and operands, an export's workgroup count region (`StreamOps.cpp`).

The regular-expression shortcuts some of them try first live in
`fast_paths.py` (one switch turns them all off); they only ever take the
canonical spelling and decline anything else."""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects.builtin import (
    ArrayAttr,
    SymbolRefAttr,
)
from xdsl.ir import Attribute, Region
from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    ParsingState,
    PrintingState,
    RegionDirective,
    TypeDirective,
    VariadicOperandVariable,
    irdl_custom_directive,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer

import xdsl_stream.dialects.stream.fast_paths as fast_paths
from xdsl_stream.core.speedups import Speedup, is_on
from xdsl_stream.core.xdsl_internals import current_token
from xdsl_stream.dialects.stream.attrs import (
    ACCESS_BITS_BY_ID,
    ACCESS_KEYWORDS,
    KEYWORD_ACCESSES,
    ResourceAccess,
    ResourceType,
    resource_type_named,
)
from xdsl_stream.dialects.stream.directives.common import INDEX, array
from xdsl_stream.dialects.stream.directives.regions import get_region, set_region
from xdsl_stream.dialects.syntax import (
    IreeDirective,
    UnresolvedRange,
    parse_range,
    parse_range_rest,
    print_range,
    print_range_brackets,
    range_text,
)


def _parse_entry_point(parser: Parser) -> SymbolRefAttr:
    if is_on(Speedup.FAST_PATHS):
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
class DispatchEntryPoints(IreeDirective):
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
        refs = array(self.entry_points.get(op))
        if len(refs) == 1:
            printer.print_attribute(refs[0])
        else:
            with printer.in_braces():
                printer.print_list(refs, printer.print_attribute)


@irdl_custom_directive
class DispatchResources(IreeDirective):
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
        if is_on(Speedup.FAST_PATHS):
            bindings = fast_paths.scan_bindings(parser, resource_type_named)
        if bindings is None:
            bindings = self._parse_bindings(parser, state.op_type.name)
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
    def _parse_bindings(
        parser: Parser, op_name: str
    ) -> list[tuple[str, UnresolvedRange]]:
        def parse_binding() -> tuple[str, UnresolvedRange]:
            keyword = parser.parse_keyword_in(
                list(KEYWORD_ACCESSES), " as the resource access"
            )
            return keyword, parse_range(parser)

        token = current_token(parser)
        if token.text == "}":  # IREE's parser wants one binding at least
            parser.raise_error(
                f"custom op '{op_name}' expected valid keyword", token.span
            )
        return parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_binding)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        resources = self.resources.get(op)
        sizes = self.resource_sizes.get(op)
        offsets = self.resource_offsets.get(op)
        lengths = self.resource_lengths.get(op)
        accesses = array(self.resource_accesses.get(op))
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


def _parse_region_argument(parser: Parser) -> Parser.Argument:
    """`%x: T {attrs} loc(...)`, as MLIR's `parseArgument` reads an argument
    with its type and attributes: the location, if any, is the block
    argument's (`--mlir-print-debuginfo` prints one); the attributes are
    read and dropped, as IREE's parser drops them (a block argument has
    none)."""
    arg = parser.parse_argument()
    parser.parse_optional_attr_dict()
    location = parser.parse_optional_location()
    if location is not None:
        arg.location = location
    return arg


@irdl_custom_directive
class WorkgroupCountRegion(IreeDirective):
    """`custom<WorkgroupCountRegion>($workgroup_count)`, optional:
    `workgroups(%x: index, ...) -> (index, index, index) { ... }` (each
    argument may carry attributes and a location: `_parse_region_argument`).

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
                parser.Delimiter.PAREN, lambda: _parse_region_argument(parser)
            )
            parser.parse_punctuation("->")
            pos = parser.pos
            types = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, parser.parse_type
            )
            if len(types) != 3 or any(t != INDEX for t in types):
                # (where MLIR's custom parser is: at the token after them)
                parser.raise_error(
                    f"custom op '{state.op_type.name}' workgroup count region "
                    "must return the XYZ dimension counts",
                    parser.pos,
                )
            # As MLIR reads a region: `{}` with no arguments is no block.
            region = parser.parse_region(args if args else None)
            for block in region.blocks:
                last = block.last_op
                if (
                    last is not None
                    and last.name == "stream.return"
                    and any(o.type != INDEX for o in last.operands)
                ):
                    parser.raise_error(
                        "'stream.return' operands do not match expected "
                        "region return types",
                        pos,
                        parser.pos,
                    )
        set_region(self.workgroup_count, state, region)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        region = get_region(self.workgroup_count, op)
        if region is None or not region.blocks:
            return
        state.print_whitespace(printer)
        printer.print_string("workgroups(")
        printer.print_list(region.block.args, printer.print_block_argument)
        printer.print_string(") -> (index, index, index) ")
        printer.print_region(region, print_entry_block_args=False)

    def is_present(self, op: IRDLOperation) -> bool:
        region = get_region(self.workgroup_count, op)
        return region is not None and bool(region.blocks)


@irdl_custom_directive
class DispatchOperands(IreeDirective):
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
                offset, end, length = parse_range_rest(
                    parser, with_end=True, with_length=True
                )
                assert end is not None and length is not None
                offsets.append(offset)
                ends.append(end)
                lengths.append(length)

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
                if r < len(offsets) and r < len(ends) and r < len(lengths):
                    print_range_brackets(printer, offsets[r], ends[r], lengths[r])
                else:
                    printer.print_string("[]")  # too few ranges: the verifier says so
                r += 1
        printer.print_string(")")
