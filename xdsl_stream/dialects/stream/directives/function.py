"""Directives of Stream's command functions and calls: `stream.cmd.func`
and `stream.cmd.call` (`stream.async.func` takes Util's
`ShapedFunctionSignature`)."""

from __future__ import annotations

from typing import cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    FunctionType,
    IntegerAttr,
)
from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    ParsingState,
    PrintingState,
    VariadicOperandVariable,
    irdl_custom_directive,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer

from xdsl_stream.dialects.stream.attrs import (
    ACCESS_KEYWORDS,
    KEYWORD_ACCESSES,
    ResourceAccess,
    ResourceType,
)
from xdsl_stream.dialects.stream.directives.common import INDEX, array
from xdsl_stream.dialects.syntax import (
    IreeDirective,
)
from xdsl_stream.dialects.util.directives import (
    dict_at,
    print_dict,
    set_signature,
    signature_type,
)


@irdl_custom_directive
class DispatchFunctionSignature(IreeDirective):
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
                arg_types.extend((INDEX, INDEX))
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
        set_signature(self, state, (arg_types, arg_attrs), (result_types, res_attrs))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        ftype = signature_type(self.function_type, op)
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
            print_dict(printer, dict_at(arg_attrs, base))
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
            print_dict(printer, dict_at(res_attrs, j))
        if len(outputs) != 1:
            printer.print_string(")")


def ranges_read_back(function_type: FunctionType, arg_attrs: Attribute | None) -> bool:
    """Whether `DispatchFunctionSignature` writes a signature that reads back
    to it: each resource argument is followed by two `index` arguments
    without attributes, its offset and length inside its brackets.  (IREE's
    printer takes the next two arguments whatever they are: `(%a:
    !stream.resource<*>, %b: i32)` printed as `(%arg0[%arg1 for %arg2]:
    !stream.resource<*>)`, three arguments, the `i32` gone.)"""
    inputs = function_type.inputs.data
    i = 0
    while i < len(inputs):
        if isinstance(inputs[i], ResourceType):
            ranges = inputs[i + 1 : i + 3]
            if ranges != (INDEX, INDEX) or dict_at(arg_attrs, i + 1):
                return False
            if dict_at(arg_attrs, i + 2):
                return False
            i += 3
        else:
            i += 1
    return True


@irdl_custom_directive
class CmdCallOperands(IreeDirective):
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
        accesses = array(self.accesses.get(op))
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
