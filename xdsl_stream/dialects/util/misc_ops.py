"""Util's other value ops and its compiler hints: `util.cmp.ne`,
`util.switch`, `util.range.extents`, `util.numeric.optional_narrow`,
`util.cast`, the hints `util.unreachable`, `util.scf.unreachable` and
`util.status.check_ok`, and `util.hoistable_conversion`.

Declared with UtilOps.td's formats and UtilOps.cpp's directives
(`TypedValueList`, `RangeList`) and verifiers; `util.hoistable_conversion`
is hand-written, as IREE writes it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    FunctionType,
    IntegerAttr,
    StringAttr,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue, TypeAttribute
from xdsl.irdl import (
    IRDLOperation,
    SameVariadicOperandSize,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.irdl.declarative_assembly_format import (
    OperandVariable,
    ParsingState,
    PrintingState,
    TypeDirective,
    VariadicOperandVariable,
    irdl_custom_directive,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    IsTerminator,
    NoMemoryEffect,
    Pure,
    RecursiveMemoryEffect,
    ReturnLike,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.core.ir_helpers import operation_name
from xdsl_stream.core.verify_memo import memoizing_op_definition, no_context
from xdsl_stream.dialects.closed import verify_no_unknown_ops
from xdsl_stream.dialects.strict_properties import inherent_attr_dict
from xdsl_stream.dialects.syntax import GenericUnless, IreeDirective
from xdsl_stream.dialects.type_rules import (
    SameOperandsAndResultType,
    TypeVariable,
)
from xdsl_stream.dialects.util.constraints import (
    I32,
    PRIMITIVE,
    RANGE_OPERAND,
    SIZE,
    NumericOrTensor,
    is_object,
    object_cast_compatible,
)
from xdsl_stream.dialects.util.value_ops import CompareOp


@memoizing_op_definition
class CmpNEOp(CompareOp):
    """`util.cmp.ne`: whether two values of one type differ."""

    name = "util.cmp.ne"


@irdl_custom_directive
class TypedValueList(IreeDirective):
    """`custom<TypedValueList>(ref(type($x)), $values, type($values))`:
    `[%a, %b]`, each value of the type of `$x` (read before)."""

    type: TypeDirective
    values: VariadicOperandVariable
    value_types: TypeDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        values = parser.parse_comma_separated_list(
            parser.Delimiter.SQUARE, parser.parse_unresolved_operand
        )
        self.values.set(state, values)
        inner = self.type.inner
        assert isinstance(inner, OperandVariable)
        type = state.operand_types[inner.index]
        assert type is not None
        self.value_types.set(state, [type[0]] * len(values))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        with printer.in_square_brackets():
            printer.print_list(self.values.get(op), printer.print_operand)


def _values_of_default_type(op: Operation) -> bool:
    """Whether `util.switch`'s custom form reads back: it writes the default
    value's type once for all the values (`TypedValueList`), and IREE checks
    only the default against the result, so a value of another type is read
    in generic form only (IREE's printer writes it in custom form anyway)."""
    default = op.operands[1].type
    return all(value.type == default for value in op.operands[2:])


@memoizing_op_definition
class SwitchOp(IRDLOperation):
    """`util.switch`: the value at `index` among `values`, `default_value`
    when `index` is past them: `util.switch i32 from [%a, %b] at %i else %c
    : i32`."""

    name = "util.switch"

    index = operand_def(SIZE)
    default_value = operand_def(PRIMITIVE)
    values = var_operand_def(PRIMITIVE)
    result = result_def(PRIMITIVE)

    traits = traits_def(Pure(), GenericUnless(_values_of_default_type))

    custom_directives = (TypedValueList,)
    assembly_format = (
        "type($default_value) `from` "
        "custom<TypedValueList>(ref(type($default_value)), $values, type($values)) "
        "`at` $index `else` $default_value attr-dict `:` type($result)"
    )

    def __init__(
        self,
        index: SSAValue | Operation,
        values: list[SSAValue | Operation],
        default_value: SSAValue | Operation,
    ):
        default_value = SSAValue.get(default_value)
        super().__init__(
            operands=[index, default_value, values],
            result_types=[default_value.type],
        )

    verify_context = no_context

    def verify_(self) -> None:
        if self.default_value.type != self.result.type:
            raise VerifyException(
                "failed to verify that all of {default_value, result} have same type"
            )


@irdl_custom_directive
class RangeList(IreeDirective):
    """`custom<RangeList>($offsets, $lengths)`: `[%offset for %length], ...`
    (one or more)."""

    offsets: VariadicOperandVariable
    lengths: VariadicOperandVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        offsets: list[UnresolvedOperand] = []
        lengths: list[UnresolvedOperand] = []

        def parse_range() -> None:
            parser.parse_punctuation("[")
            offsets.append(parser.parse_unresolved_operand())
            parser.parse_keyword("for")
            lengths.append(parser.parse_unresolved_operand())
            parser.parse_punctuation("]")

        parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_range)
        self.offsets.set(state, offsets)
        self.lengths.set(state, lengths)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)

        def print_range(pair: tuple[SSAValue, SSAValue]) -> None:
            printer.print_string("[")
            printer.print_operand(pair[0])
            printer.print_string(" for ")
            printer.print_operand(pair[1])
            printer.print_string("]")

        ranges = zip(self.offsets.get(op), self.lengths.get(op), strict=True)
        printer.print_list(ranges, print_range)


@memoizing_op_definition
class RangeExtentsOp(IRDLOperation):
    """`util.range.extents`: the least offset and the greatest end (offset
    plus length) of a union of ranges, all of one integer or index type."""

    name = "util.range.extents"

    T: ClassVar = TypeVariable("T", RANGE_OPERAND)
    offsets = var_operand_def(T)
    lengths = var_operand_def(T)
    min = result_def(T)
    max = result_def(T)

    traits = traits_def(Pure(), SameOperandsAndResultType())
    irdl_options = (SameVariadicOperandSize(),)

    custom_directives = (RangeList,)
    assembly_format = "custom<RangeList>($offsets, $lengths) attr-dict `:` type($min)"

    def __init__(
        self,
        offsets: list[SSAValue | Operation],
        lengths: list[SSAValue | Operation],
    ):
        type = SSAValue.get(offsets[0]).type
        super().__init__(operands=[offsets, lengths], result_types=[type, type])


@memoizing_op_definition
class NumericOptionalNarrowOp(IRDLOperation):
    """`util.numeric.optional_narrow`: marks a value (or the elements of a
    tensor) as representable in a narrower `semantic_type` (a signed or
    unsigned integer, or a float), optionally within integer bounds:
    `%x : i32 as ui8 <min_value = 1 : ui8, max_value = 10 : ui8>`."""

    name = "util.numeric.optional_narrow"

    T: ClassVar = TypeVariable("T", NumericOrTensor())
    operand = operand_def(T)
    semantic_type = prop_def(TypeAttribute)
    min_value = opt_prop_def(IntegerAttr)
    max_value = opt_prop_def(IntegerAttr)
    result = result_def(T)

    traits = traits_def(Pure(), SameOperandsAndResultType())

    custom_directives = (inherent_attr_dict(2),)
    assembly_format = (
        "$operand `:` type($operand) `as` $semantic_type "
        "custom<InherentAttrDict>($min_value, $max_value) attr-dict"
    )

    def __init__(
        self,
        operand: SSAValue | Operation,
        semantic_type: TypeAttribute,
        min_value: IntegerAttr | None = None,
        max_value: IntegerAttr | None = None,
    ):
        operand = SSAValue.get(operand)
        super().__init__(
            operands=[operand],
            result_types=[operand.type],
            properties={
                "semantic_type": semantic_type,
                "min_value": min_value,
                "max_value": max_value,
            },
        )


@memoizing_op_definition
class CastOp(IRDLOperation):
    """`util.cast`: a value of a reference type as another, one of them
    `!util.object` (or both the same type)."""

    name = "util.cast"

    operand = operand_def()
    result = result_def()

    traits = traits_def(Pure())

    assembly_format = "$operand attr-dict `:` type($operand) `to` type($result)"

    def __init__(self, operand: SSAValue | Operation, type: Attribute):
        super().__init__(operands=[operand], result_types=[type])

    verify_context = no_context

    def verify_(self) -> None:
        source, target = self.operand.type, self.result.type
        # IREE's cast interface is checked before its verifier.
        if source != target and not is_object(source) and not is_object(target):
            raise VerifyException(
                f"operand type '{source}' and result type '{target}' are cast "
                "incompatible"
            )
        for what, type in (("operand", source), ("result", target)):
            if not object_cast_compatible(type):
                raise VerifyException(
                    f"{what} type '{type}' is not object cast compatible"
                )


class _UnreachableBase(IRDLOperation):
    """A point never reached, with an optional message: `"message"`."""

    message = opt_prop_def(StringAttr)

    assembly_format = "($message^)? attr-dict"

    def __init__(self, message: str | None = None):
        super().__init__(
            properties={"message": None if message is None else StringAttr(message)}
        )


@memoizing_op_definition
class UnreachableOp(_UnreachableBase):
    """`util.unreachable "message"`: ends a block that is never reached."""

    name = "util.unreachable"

    traits = traits_def(NoMemoryEffect(), ReturnLike(), IsTerminator())


@memoizing_op_definition
class SCFUnreachableOp(_UnreachableBase):
    """`util.scf.unreachable "message"`: marks a point of a structured
    region as never reached (not a terminator; effects unknown, so that no
    code moves across it)."""

    name = "util.scf.unreachable"


@memoizing_op_definition
class StatusCheckOkOp(IRDLOperation):
    """`util.status.check_ok %status, "message"`: fails the invocation when
    an `i32` status is not ok (effects unknown, as IREE declares none)."""

    name = "util.status.check_ok"

    status = operand_def(I32)
    message = opt_prop_def(StringAttr)

    assembly_format = "$status (`,` $message^)? attr-dict"

    def __init__(self, status: SSAValue | Operation, message: str | None = None):
        super().__init__(
            operands=[status],
            properties={"message": None if message is None else StringAttr(message)},
        )


@memoizing_op_definition
class HoistableConversionOp(IRDLOperation):
    """`util.hoistable_conversion "tag" inverts("inverse") (%a = %x) : (T)
    -> U { ... util.return %r : U }`: a conversion, run once on its inputs
    (bound to the block's arguments), that passes may hoist out of loops or
    cancel against its inverse.

    Hand-written, as IREE writes it (UtilOps.cpp): the tags are properties,
    the attribute dictionary comes after the region, and the body's
    `util.return` is written.
    """

    name = "util.hoistable_conversion"

    tag = prop_def(StringAttr)
    inverseTag = prop_def(StringAttr)
    NATIVE_PROPERTIES: ClassVar[Mapping[str, Attribute]] = {
        "tag": StringAttr(""),
        "inverseTag": StringAttr(""),
    }
    """IREE's `StringProp`s (`xdsl_stream.dialects.syntax.native_properties`):
    `""` where the generic form leaves them out, and an attribute named
    `tag` is an attribute of its own."""
    inputs = var_operand_def()
    results_ = var_result_def()
    body = region_def()

    traits = traits_def(RecursiveMemoryEffect())

    def __init__(
        self,
        tag: str,
        inverse_tag: str,
        inputs: Sequence[SSAValue | Operation],
        result_types: Sequence[Attribute],
        body: Region,
    ):
        super().__init__(
            operands=[inputs],
            result_types=[result_types],
            properties={"tag": StringAttr(tag), "inverseTag": StringAttr(inverse_tag)},
            regions=[body],
        )

    @classmethod
    def parse(cls, parser: Parser) -> HoistableConversionOp:
        tag = parser.parse_str_literal()
        parser.parse_keyword("inverts")
        parser.parse_punctuation("(")
        inverse_tag = parser.parse_str_literal()
        parser.parse_punctuation(")")
        names, inputs = _parse_assignments(parser)
        at = parser.pos  # (IREE's errors of the type are placed at the colon)
        parser.parse_punctuation(":")
        type = parser.parse_type()
        name = f"custom op '{cls.name}'"
        if not isinstance(type, FunctionType):
            parser.raise_error(
                f"{name} invalid kind of type specified: expected "
                f"builtin.function, but found '{type}'",
                at,
            )
        if len(type.inputs) != len(inputs):
            parser.raise_error(
                f"{name} expected as many input types as operands (expected "
                f"{len(inputs)} got {len(type.inputs)})",
                at,
            )
        values = [
            parser.resolve_operand(o, t)
            for o, t in zip(inputs, type.inputs, strict=True)
        ]
        args = [n.resolve(t) for n, t in zip(names, type.inputs, strict=True)]
        body = parser.parse_region(args)
        op = cls(tag, inverse_tag, values, type.outputs.data, body)
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_string_literal(self.tag.data)
        printer.print_string(" inverts(")
        printer.print_string_literal(self.inverseTag.data)
        printer.print_string(") (")
        block = self.body.blocks.first
        args = () if block is None else block.args

        def print_assignment(pair: tuple[SSAValue, SSAValue]) -> None:
            printer.print_ssa_value(pair[0])
            printer.print_string(" = ")
            printer.print_operand(pair[1])

        printer.print_list(zip(args, self.inputs, strict=False), print_assignment)
        printer.print_string(") : ")
        printer.print_function_type(self.inputs.types, self.results_.types)
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False)
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        verify_no_unknown_ops(self)
        blocks = list(self.body.blocks)
        if len(blocks) > 1:
            raise VerifyException("expects region #0 to have 0 or 1 blocks")
        if not blocks:
            raise VerifyException("expected exactly one block in the body region")
        _verify_conversion_block(self, blocks[0])


def _parse_assignments(
    parser: Parser,
) -> tuple[list[Parser.UnresolvedArgument], list[UnresolvedOperand]]:
    """`(%arg = %value, ...)`, possibly `()`: the block arguments and the
    values bound to them."""
    names: list[Parser.UnresolvedArgument] = []
    values: list[UnresolvedOperand] = []

    def parse_assignment() -> None:
        names.append(parser.parse_argument(expect_type=False))
        parser.parse_punctuation("=")
        values.append(parser.parse_unresolved_operand())

    parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_assignment)
    return names, values


def _verify_conversion_block(op: HoistableConversionOp, block: Block) -> None:
    """IREE's `HoistableConversionOp::verify` of the body's one block: its
    arguments are the inputs, its `util.return` gives the results."""
    if len(block.args) != len(op.inputs):
        raise VerifyException(
            f"expected {len(op.inputs)} block arguments but got {len(block.args)}"
        )
    for i, (arg, input) in enumerate(zip(block.args, op.inputs, strict=True)):
        if arg.type != input.type:
            raise VerifyException(
                f"block argument #{i} type '{arg.type}' does not match input "
                f"type '{input.type}'"
            )
    last = block.last_op
    # IREE reads the operands of whatever ends the block as the return's
    # (`cast<ReturnOp>`, unchecked in a release build); the region's end
    # (its `SingleBlockImplicitTerminator`) is checked after, as MLIR checks
    # a region trait after the op's verifier.
    returned = () if last is None else last.operands
    if len(returned) != len(op.results_):
        raise VerifyException(
            f"return has {len(returned)} operands but op has {len(op.results_)} results"
        )
    for i, (value, result) in enumerate(zip(returned, op.results_, strict=True)):
        if value.type != result.type:
            raise VerifyException(
                f"return operand #{i} type '{value.type}' does not match result "
                f"type '{result.type}'"
            )
    if last is None or last.name != "util.return":
        found = "nothing" if last is None else f"'{operation_name(last)}'"
        raise VerifyException(
            f"expects regions to end with 'util.return', found {found}"
        )
