"""Util's `!util.list<T>` ops: `util.list.create`, `.construct`, `.size`,
`.resize`, `.get` and `.set`.

Declared with UtilOps.td's formats and UtilOps.cpp's directives
(`ValueTypeList`, `ListTypeGet`, `ListTypeSet`): an element read or written
as another type than the list's names it, `!util.list<?> -> i32` or
`i32 -> !util.list<?>`.  What a list element may be read or written as is
IREE's `ListType::canImplicitlyCast`: the element type itself, anything
through a variant (`?`), any tensor as another tensor, and any reference
(not a number) through `!util.object`.  IREE's
`qualified(type(...))` is `type(...)` here (xDSL always prints a type with
its dialect).
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    IndexType,
    TensorType,
    UnrankedTensorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    operand_def,
    opt_operand_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.irdl.declarative_assembly_format import (
    ParsingState,
    PrintingState,
    TypeDirective,
    VariadicOperandVariable,
    irdl_custom_directive,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    AlwaysSpeculatable,
    MemoryAllocEffect,
    MemoryReadEffect,
    MemoryWriteEffect,
)

from xdsl_stream.core.diagnostics import Unprefixed
from xdsl_stream.core.verify_memo import memoizing_op_definition, no_context
from xdsl_stream.dialects.syntax import IreeDirective
from xdsl_stream.dialects.util.constraints import (
    SIZE,
    TypeKinds,
    is_object,
    object_cast_compatible,
)
from xdsl_stream.dialects.util.types import ListType, VariantType

LIST = TypeKinds((ListType,), "Dense list container type.")
"""IREE's `Util_AnyListType`: a `!util.list<T>` of any `T`."""


_TENSORS = (TensorType, UnrankedTensorType)


def can_implicitly_cast(source: Attribute, target: Attribute) -> bool:
    """IREE's `ListType::canImplicitlyCast`: whether a value of `source`
    may be stored or read as `target`."""
    if isinstance(source, VariantType) or isinstance(target, VariantType):
        return True
    if _is_tensor(source) and _is_tensor(target):
        return True
    if is_object(source) and object_cast_compatible(target):
        return True
    if is_object(target) and object_cast_compatible(source):
        return True
    return source == target


def _is_tensor(type: Attribute) -> bool:
    return isinstance(type, _TENSORS)


def _element_type(list_type: Attribute) -> Attribute:
    assert isinstance(list_type, ListType)
    return list_type.element_type


def _op_name(state: ParsingState) -> str:
    return state.op_type.get_irdl_definition().name


@irdl_custom_directive
class ValueTypeList(IreeDirective):
    """`custom<ValueTypeList>($values, type($values))`: `[%a : T, %b : U]`,
    possibly `[]`."""

    values: VariadicOperandVariable
    types: TypeDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        values: list[UnresolvedOperand] = []
        types: list[Attribute] = []

        def parse_value() -> None:
            values.append(parser.parse_unresolved_operand())
            parser.parse_punctuation(":")
            types.append(parser.parse_type())

        parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parse_value)
        self.values.set(state, values)
        self.types.set(state, types)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)

        def print_value(value: SSAValue) -> None:
            printer.print_operand(value)
            printer.print_string(" : ")
            printer.print_attribute(value.type)

        with printer.in_square_brackets():
            printer.print_list(self.values.get(op), print_value)


def _parse_list_type(parser: Parser, state: ParsingState, message: str) -> Attribute:
    """A `!util.list<T>`, else `message` at the token after the type read."""
    type = parser.parse_type()
    if not isinstance(type, ListType):
        parser.raise_error(f"custom op '{_op_name(state)}' {message}", parser.pos)
    return type


@irdl_custom_directive
class ListTypeGet(IreeDirective):
    """`custom<ListTypeGet>(type($list), type($result))`: `!util.list<T>`,
    or `!util.list<T> -> U` when the element is read as another type."""

    list_type: TypeDirective
    element_type: TypeDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        list_type = _parse_list_type(parser, state, "expected !util.list<T> type")
        element = _element_type(list_type)
        if parser.parse_optional_punctuation("->") is not None:
            access = parser.parse_type()
            if not can_implicitly_cast(element, access):
                parser.raise_error(
                    f"custom op '{_op_name(state)}' list access types must match "
                    "the same base type as the list element type (when not variant)",
                    parser.pos,
                )
            element = access
        self.list_type.set(state, [list_type])
        self.element_type.set(state, [element])

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        (list_type,) = self.list_type.get(op)
        (element,) = self.element_type.get(op)
        printer.print_attribute(list_type)
        if _element_type(list_type) != element:
            printer.print_string(" -> ")
            printer.print_attribute(element)


@irdl_custom_directive
class ListTypeSet(IreeDirective):
    """`custom<ListTypeSet>(type($list), type($value))`: `!util.list<T>`,
    or `U -> !util.list<T>` when the value is of another type."""

    list_type: TypeDirective
    element_type: TypeDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        leading = parser.parse_type()
        if parser.parse_optional_punctuation("->") is not None:
            list_type = _parse_list_type(
                parser, state, "expected an !util.list<T> type"
            )
            element = leading
        else:
            if not isinstance(leading, ListType):
                parser.raise_error(
                    f"custom op '{_op_name(state)}' expected an !util.list<T> type",
                    parser.pos,
                )
            list_type, element = leading, leading.element_type
        self.list_type.set(state, [list_type])
        self.element_type.set(state, [element])

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        (list_type,) = self.list_type.get(op)
        (element,) = self.element_type.get(op)
        if _element_type(list_type) != element:
            printer.print_attribute(element)
            printer.print_string(" -> ")
        printer.print_attribute(list_type)


@memoizing_op_definition
class ListCreateOp(IRDLOperation):
    """`util.list.create %capacity : !util.list<T>`: a new empty list
    (the initial capacity optional)."""

    name = "util.list.create"

    initial_capacity = opt_operand_def(SIZE)
    result = result_def(LIST)

    traits = traits_def(MemoryAllocEffect(), AlwaysSpeculatable())  # Pure + MemAlloc

    assembly_format = "($initial_capacity^)? attr-dict `:` type($result)"

    def __init__(
        self, type: ListType, initial_capacity: SSAValue | Operation | None = None
    ):
        super().__init__(
            operands=[[] if initial_capacity is None else [initial_capacity]],
            result_types=[type],
        )


@memoizing_op_definition
class ListConstructOp(IRDLOperation):
    """`util.list.construct [%a : T, ...] : !util.list<T>`: a new list of
    the values, in order."""

    name = "util.list.construct"

    values = var_operand_def()
    result = result_def(LIST)

    traits = traits_def(MemoryAllocEffect(), AlwaysSpeculatable())  # Pure + MemAlloc

    custom_directives = (ValueTypeList,)
    assembly_format = (
        "custom<ValueTypeList>($values, type($values)) attr-dict `:` type($result)"
    )

    def __init__(self, values: list[SSAValue | Operation], type: ListType):
        super().__init__(operands=[values], result_types=[type])

    verify_context = no_context

    def verify_(self) -> None:
        element = _element_type(self.result.type)
        for index, value in enumerate(self.values):
            if not can_implicitly_cast(value.type, element):
                raise Unprefixed(
                    f"list[{index}] type '{value.type}' cannot be be cast to list "
                    f"type '{element}'"
                )


@memoizing_op_definition
class ListSizeOp(IRDLOperation):
    """`util.list.size %list : !util.list<T>`: its number of elements."""

    name = "util.list.size"

    list = operand_def(LIST)
    result = result_def(SIZE)

    traits = traits_def(MemoryReadEffect())

    assembly_format = "$list attr-dict `:` type($list)"

    def __init__(self, list: SSAValue | Operation):
        super().__init__(operands=[list], result_types=[IndexType()])


@memoizing_op_definition
class ListResizeOp(IRDLOperation):
    """`util.list.resize %list, %size : !util.list<T>`: truncates the list
    or extends it with the element type's default."""

    name = "util.list.resize"

    list = operand_def(LIST)
    new_size = operand_def(SIZE)

    traits = traits_def(MemoryWriteEffect())

    assembly_format = "$list `,` $new_size attr-dict `:` type($list)"

    def __init__(self, list: SSAValue | Operation, new_size: SSAValue | Operation):
        super().__init__(operands=[list, new_size])


@memoizing_op_definition
class ListGetOp(IRDLOperation):
    """`util.list.get %list[%i] : !util.list<T>`: the element at an index
    (`-> U` read as another type)."""

    name = "util.list.get"

    list = operand_def(LIST)
    index = operand_def(SIZE)
    result = result_def()

    traits = traits_def(MemoryReadEffect())

    custom_directives = (ListTypeGet,)
    assembly_format = (
        "$list `[` $index `]` attr-dict `:` "
        "custom<ListTypeGet>(type($list), type($result))"
    )

    def __init__(
        self,
        list: SSAValue | Operation,
        index: SSAValue | Operation,
        type: Attribute | None = None,
    ):
        list = SSAValue.get(list)
        if type is None:
            type = _element_type(list.type)
        super().__init__(operands=[list, index], result_types=[type])

    verify_context = no_context

    def verify_(self) -> None:
        element = _element_type(self.list.type)
        if not can_implicitly_cast(element, self.result.type):
            raise Unprefixed(
                f"list contains '{element}' and cannot be accessed as "
                f"'{self.result.type}'"
            )


@memoizing_op_definition
class ListSetOp(IRDLOperation):
    """`util.list.set %list[%i], %v : !util.list<T>`: sets the element at an
    index (`U -> !util.list<T>` for a value of another type)."""

    name = "util.list.set"

    list = operand_def(LIST)
    index = operand_def(SIZE)
    value = operand_def()

    traits = traits_def(MemoryWriteEffect())

    custom_directives = (ListTypeSet,)
    assembly_format = (
        "$list `[` $index `]` `,` $value attr-dict `:` "
        "custom<ListTypeSet>(type($list), type($value))"
    )

    def __init__(
        self,
        list: SSAValue | Operation,
        index: SSAValue | Operation,
        value: SSAValue | Operation,
    ):
        super().__init__(operands=[list, index, value])

    verify_context = no_context

    def verify_(self) -> None:
        element = _element_type(self.list.type)
        if not can_implicitly_cast(self.value.type, element):
            raise Unprefixed(
                f"list contains '{element}' and cannot be mutated as "
                f"'{self.value.type}'"
            )
