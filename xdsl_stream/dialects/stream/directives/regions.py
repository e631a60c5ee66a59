"""Directives of the ops with a region: execution regions that capture
resources (`stream.cmd.execute`, `stream.async.execute`, ...) and regions
with an implicit terminator."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.ir import Attribute, Block, Region, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
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

from xdsl_stream.dialects.stream.attrs import (
    ResourceType,
)
from xdsl_stream.dialects.syntax import (
    IreeDirective,
    parse_sized_type,
    type_text,
)
from xdsl_stream.dialects.util.directives import (
    is_size_aware,
    parse_shaped_results,
    print_shaped_results,
    set_tied,
    tied_indices,
)


def set_region(directive: RegionDirective, state: ParsingState, region: Region):
    assert isinstance(directive, RegionVariable | OptionalRegionVariable)
    directive.set(state, region)


def get_region(directive: RegionDirective, op: IRDLOperation) -> Region | None:
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
    block = region.blocks.last  # (MLIR's: a second block fails verification)
    assert block is not None
    last = block.last_op
    # MLIR's `hasTrait`, false for an unregistered op: one that ends the
    # block gets the terminator after it, as MLIR's `ensureTerminator` adds.
    if last is None or not last.has_trait(IsTerminator, value_if_unregistered=False):
        block.add_op(trait.op_type.create())


@irdl_custom_directive
class ImplicitTerminatorRegion(IreeDirective):
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
        set_region(self.body, state, region)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        region = get_region(self.body, op)
        assert region is not None
        state.print_whitespace(printer)
        printer.print_region(
            region, print_block_terminators=_terminator_says_more(region)
        )


def _terminator_says_more(region: Region) -> bool:
    """MLIR elides an implicit terminator unless it has attributes, operands
    or results (as its generated printers decide): then it prints it."""
    block = region.blocks.first
    last = block.last_op if block is not None else None
    if last is None or not last.has_trait(IsTerminator):
        return False
    return bool(last.attributes or last.operands or last.results)


@irdl_custom_directive
class ExplicitResourceRegion(IreeDirective):
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
        set_region(self.body, state, region)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        region = get_region(self.body, op)
        assert region is not None
        operands = self.resource_operands.get(op)
        sizes = self.resource_operand_sizes.get(op)
        sized = 0  # (the sizes printed so far)
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
            printer.print_string(type_text(arg.type, printer))
            if is_size_aware(arg.type) and sized < len(sizes):
                printer.print_string("{")
                printer.print_ssa_value(sizes[sized])
                printer.print_string("}")
                sized += 1
        printer.print_string(") ")
        printer.print_region(
            region, print_entry_block_args=False, print_block_terminators=False
        )
        state.should_emit_space = True
        state.last_was_punctuation = False


@irdl_custom_directive
class ResourceRegion(IreeDirective):
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
            type, size = parse_sized_type(parser)
            sizes.append(size)
            types.append(type)
            args.append(arg.resolve(type))

        parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_capture)
        result_types: list[Attribute] = []
        result_dims: list[UnresolvedOperand] = []
        tied: list[int] = []
        if parser.parse_optional_punctuation("->") is not None:
            result_types, result_dims, tied = parse_shaped_results(
                parser, operands, types
            )
        self.operands.set(state, operands)
        self.operand_types.set(state, types)
        self.operand_sizes.set(state, sizes)
        self.result_types.set(state, result_types)
        self.result_sizes.set(state, result_dims)
        set_tied(self.tied_operands, state, tied)
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
            print_shaped_results(
                printer,
                operands,
                result_types,
                self.result_sizes.get(op),
                tied_indices(self.tied_operands.get(op)),
            )
        printer.print_string(" ")
        printer.print_region(
            body, print_entry_block_args=False, print_block_terminators=True
        )
