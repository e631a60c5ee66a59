"""Util's `custom<Name>` directives that other dialects' ops use too.

IREE keeps these in `UtilOps.cpp` (`SymbolVisibility`, `SymbolAlias`,
`ShapedTypeList`, `ShapedTiedResult`, `ShapedResultList`,
`ShapedFunctionType`, `ShapedFunctionSignature`) and Stream's ops use them;
here they are below every dialect of the package, beside the helpers they are
made of: the one reader and printer of the `{%dims}` after a type
(`parse_type_dims`, `print_type_dims`), the one count of those values
(`dynamic_dim_count`), the tied-result lists and the storage of a parsed
function signature.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    FunctionType,
    IndexType,
    IntegerAttr,
    ShapedType,
    StringAttr,
    SymbolRefAttr,
    UnrankedTensorType,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    OperandDirective,
    OperandVariable,
    ParsingState,
    PrintingState,
    TypeDirective,
    VariadicOperandVariable,
    irdl_custom_directive,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.dialects.syntax import (
    IreeDirective,
    SizeAwareType,
    count_dynamic,
    end_of_last_token,
    type_text,
)

_VISIBILITIES = ("public", "private", "nested")


@irdl_custom_directive
class SymbolVisibility(IreeDirective):
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


@irdl_custom_directive
class SymbolAlias(IreeDirective):
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


def is_size_aware(type: Attribute) -> bool:
    """Types IREE writes with a size, `T{%size}` (`SizeAwareTypeInterface`)."""
    return isinstance(type, SizeAwareType)


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
        dims.extend(parse_type_dims(parser, type))

    parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_one)
    return types, dims


def print_shaped_type_list(
    printer: Printer, types: Sequence[Attribute], dims: Sequence[SSAValue]
) -> None:
    """Print `T{%size}, tensor<?xf32>{%d}, i32` (see `parse_shaped_type_list`)."""
    at = 0  # (the dims not printed yet start here: a slice per type would
    # copy the rest of them, N * N for the thousands of a model's weights)
    for i, type in enumerate(types):
        if i:
            printer.print_string(", ")
        printer.print_string(type_text(type, printer))
        count = dynamic_dim_count(type)
        if count:
            print_type_dims(printer, type, dims[at : at + count])
            at += count


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
class ShapedTypeList(IreeDirective):
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
class ShapedTypeListPair(IreeDirective):
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


UNTIED = -1
"""IREE's `TiedOpInterface::kUntiedIndex` as stored in `tied_operands`."""


def dynamic_dim_count(type: Attribute) -> int:
    """How many `{...}` values follow `type` in IREE's shaped type lists: the
    dynamic dimensions of a shaped type, one size for a resource, else none."""
    if is_size_aware(type):
        return 1
    if isinstance(type, ShapedType):
        return count_dynamic(type.get_shape())
    return 0


def _is_unranked(type: Attribute) -> bool:
    return isinstance(type, UnrankedTensorType)


def parse_type_dims(parser: Parser, type: Attribute) -> list[UnresolvedOperand]:
    """The `{%d0, %d1}` after a shaped type with dynamic dimensions, or the
    `{%size}` after a size-aware type: exactly `dynamic_dim_count(type)`
    values; nothing when that is 0."""
    count = dynamic_dim_count(type)
    unranked = _is_unranked(type)
    if not count and not unranked:
        return []
    if parser.parse_optional_punctuation("{") is None:
        end = end_of_last_token(parser)  # where MLIR places it
        parser.raise_error("expected '{'", end, end + 1)
    if unranked:
        # IREE reads `{` after any shape that is not static, then wants as
        # many values as dynamic dimensions: an unranked tensor has none.
        parser.raise_error("expected 0 operands")
    found = parser.parse_comma_separated_list(
        parser.Delimiter.NONE, parser.parse_unresolved_operand
    )
    if len(found) != count:
        parser.raise_error(
            f"expected {count} dimension value(s) for {type_text(type)}, "
            f"got {len(found)}"
        )
    parser.parse_punctuation("}")
    return found


def print_type_dims(
    printer: Printer, type: Attribute, dims: Sequence[SSAValue]
) -> Sequence[SSAValue]:
    """Print the `{...}` after `type` (`dynamic_dim_count(type)` of `dims`)
    and return the dims not used."""
    count = dynamic_dim_count(type)
    if not count:
        return dims
    printer.print_string("{")
    printer.print_list(dims[:count], printer.print_ssa_value)
    printer.print_string("}")
    return dims[count:]


def tied_indices(attr: Attribute | None) -> list[int]:
    """The integers of a `tied_operands` array (`[0 : index, -1 : index]`)."""
    if not isinstance(attr, ArrayAttr):
        return []
    out: list[int] = []
    for a in cast(ArrayAttr[Attribute], attr).data:
        if isinstance(a, IntegerAttr):
            out.append(a.value.data)
    return out


def verify_ties_in_range(attr: Attribute | None, operand_count: int) -> None:
    """IREE's `util.func` rule, for every op whose `tied_operands` the custom
    form spells by operand: each entry is -1 or an operand's index.  (IREE
    3.13 checks it on `util.func` only; `stream.async.func` and
    `stream.cmd.call` print a tie past the operands as text that reads back
    as another op or not at all.)"""
    for result, index in enumerate(tied_indices(attr)):
        if index != UNTIED and not 0 <= index < operand_count:
            raise VerifyException(
                f"result #{result} tied to invalid operand index {index}"
            )


def tied_attr(indices: Sequence[int]) -> ArrayAttr:
    return ArrayAttr(IntegerAttr(i, IndexType()) for i in indices)


@irdl_custom_directive
class ShapedTiedResult(IreeDirective):
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


def parse_shaped_results(
    parser: Parser,
    operands: Sequence[UnresolvedOperand],
    operand_types: Sequence[Attribute],
) -> tuple[list[Attribute], list[UnresolvedOperand], list[int]]:
    """The results after `->`: `(T{%d}, %operand)`, `()`, or one result
    without parentheses (`parse_shaped_result_list` inside)."""
    if parser.parse_optional_punctuation("(") is None:
        return parse_shaped_result_list(parser, operands, operand_types)
    if parser.parse_optional_punctuation(")") is not None:
        return [], [], []
    results = parse_shaped_result_list(parser, operands, operand_types)
    parser.parse_punctuation(")")
    return results


def print_shaped_results(
    printer: Printer,
    operands: Sequence[SSAValue],
    result_types: Sequence[Attribute],
    result_dims: Sequence[SSAValue],
    tied: Sequence[int],
) -> None:
    """Print what `parse_shaped_results` reads: parentheses unless there is
    exactly one result."""
    if len(result_types) != 1:
        printer.print_string("(")
    print_shaped_result_list(printer, operands, result_types, result_dims, tied)
    if len(result_types) != 1:
        printer.print_string(")")


def set_tied(var: AttributeVariable, state: ParsingState, tied: Sequence[int]) -> None:
    if tied:
        var.set(state, tied_attr(tied))


def operands_of(
    var: VariadicOperandVariable, state: ParsingState
) -> Sequence[UnresolvedOperand]:
    return state.operands[var.index] or ()


@irdl_custom_directive
class ShapedFunctionType(IreeDirective):
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
        operands = operands_of(self.operands, state)
        result_types, result_dims, tied = parse_shaped_results(
            parser, operands, operand_types
        )
        self.operand_types.set(state, operand_types)
        self.operand_sizes.set(state, operand_dims)
        self.result_types.set(state, result_types)
        self.result_sizes.set(state, result_dims)
        set_tied(self.tied_operands, state, tied)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        printer.print_string("(")
        print_shaped_type_list(
            printer, self.operand_types.get(op), self.operand_sizes.get(op)
        )
        printer.print_string(") -> ")
        print_shaped_results(
            printer,
            self.operands.get(op),
            self.result_types.get(op),
            self.result_sizes.get(op),
            tied_indices(self.tied_operands.get(op)),
        )


def dict_array(attrs: Sequence[dict[str, Attribute]]) -> ArrayAttr:
    return ArrayAttr(DictionaryAttr(a) for a in attrs)


class SignatureDirective(Protocol):
    function_type: AttributeVariable
    arg_attrs: AttributeVariable
    res_attrs: AttributeVariable


def set_signature(
    directive: SignatureDirective,
    state: ParsingState,
    args: tuple[Sequence[Attribute], Sequence[dict[str, Attribute]]],
    results: tuple[Sequence[Attribute], Sequence[dict[str, Attribute]]],
) -> None:
    """Store a parsed signature: the function type and the argument and
    result attribute dictionaries (when there are any)."""
    directive.function_type.set(state, FunctionType.from_lists(args[0], results[0]))
    if args[1]:
        directive.arg_attrs.set(state, dict_array(args[1]))
    if results[1]:
        directive.res_attrs.set(state, dict_array(results[1]))


def dict_at(attr: Attribute | None, index: int) -> dict[str, Attribute]:
    """The entries of the `index`th dictionary of an `arg_attrs`/`res_attrs`
    array (empty when absent)."""
    if not isinstance(attr, ArrayAttr):
        return {}
    entries = cast(ArrayAttr[Attribute], attr).data
    if index >= len(entries):
        return {}
    entry = entries[index]
    return dict(entry.data) if isinstance(entry, DictionaryAttr) else {}


def print_dict(printer: Printer, entries: dict[str, Attribute]) -> None:
    if entries:
        printer.print_string(" ")
        printer.print_attr_dict(entries)


def signature_type(var: AttributeVariable, op: IRDLOperation) -> FunctionType:
    ftype = var.get(op)
    assert isinstance(ftype, FunctionType)
    return ftype


@irdl_custom_directive
class ShapedFunctionSignature(IreeDirective):
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
        set_signature(self, state, (arg_types, arg_attrs), (result_types, res_attrs))
        set_tied(self.tied_operands, state, tied)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        ftype = signature_type(self.function_type, op)
        inputs = ftype.inputs.data
        arg_attrs = self.arg_attrs.get(op)
        printer.print_string("(")
        for i, type in enumerate(inputs):
            if i:
                printer.print_string(", ")
            printer.print_string(f"%arg{i}: ")
            printer.print_attribute(type)
            print_dict(printer, dict_at(arg_attrs, i))
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
        any_attrs = any(dict_at(res_attrs, i) for i in range(len(outputs)))
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
                print_tied_result(printer, f"%arg{index}", inputs[index], type)
            else:
                printer.print_attribute(type)
            print_dict(printer, dict_at(res_attrs, i))
        if parens:
            printer.print_string(")")


def print_tied_result(
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
