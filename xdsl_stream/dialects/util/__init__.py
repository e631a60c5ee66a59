"""IREE's `util` dialect, every op of IREE 3.13's (the host side of Stream
IR is written in it).

`util.func` is IREE's host function (a `func.func` with tied results),
`util.return` its terminator and `util.optimization_barrier` the op tests use to
keep values alive; `util.global` (+ `.load`/`.store`), `util.initializer`,
`util.call`, `util.null` and `util.buffer.constant` are what Stream programs
and IREE's Stream tests keep state, initialize, call and name parameters with,
`util.align` rounds a size or offset up to a power of two (what
`annotate-dispatch-arguments` reads alignments from), `util.global.address`
takes a global's address (a `!util.ptr<T>`, read and written by
`util.global.load.indirect`/`store.indirect`), and `!util.buffer` is the
host byte buffer type.  Inlining policies `#util.inline.never`/`always`
are kept verbatim.  The other ops are in their own modules: the value ops
(`util.assume.int`, `util.range.min`/`max`, `util.sizeof`, `util.cmp.eq`,
`util.unfoldable_constant`) in `value_ops`, the `!util.buffer` ops
(`util.buffer.alloc`, `.load`, `.store`, ...) in `buffer_ops`, the
`!util.list<T>` ops in `list_ops`, `util.string.format`/`itoa` in
`string_ops`, and `util.cmp.ne`, `util.switch`, `util.range.extents`,
`util.numeric.optional_narrow`, `util.cast`, the hints (`util.unreachable`,
`util.scf.unreachable`, `util.status.check_ok`) and
`util.hoistable_conversion` in `misc_ops`; those four modules are imported
when an input first names one of their ops (`UTIL_FAMILIES`).

Declared ops take UtilOps.td's assembly formats, with UtilOps.cpp's directives
transcribed below (`TypeOrAttr`, `OperandTypeList`, `TiedFunctionResultList`)
or, for those Stream's ops use too (`SymbolVisibility`, `ShapedTypeList`,
...), in `xdsl_stream.dialects.util.directives`.  Hand-written, as IREE hand-writes them
(`hasCustomAssemblyFormat`): `util.func` (named or unnamed arguments, tied
results, `-> ()`, results without parentheses), `util.initializer` (its
`function_type` prints nowhere), and the value-list ops `util.return` and
`util.optimization_barrier` (and, in `misc_ops`,
`util.hoistable_conversion`).
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from typing import ClassVar, cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    ContainerType,
    DenseIntOrFPElementsAttr,
    DenseResourceAttr,
    DictionaryAttr,
    FlatSymbolRefAttrConstr,
    FunctionType,
    IndexType,
    IntegerAttr,
    NoneAttr,
    NoneType,
    ShapedType,
    StringAttr,
    SymbolNameConstraint,
    SymbolRefAttr,
    UnitAttr,
    UnregisteredAttr,
)
from xdsl.ir import (
    Attribute,
    Block,
    Operation,
    Region,
    SSAValue,
    TypeAttribute,
    TypedAttribute,
)
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
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
    AttributeVariable,
    ParsingState,
    PrintingState,
    TypeDirective,
    VariadicOperandVariable,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    CallableOpInterface,
    EffectInstance,
    IsTerminator,
    MemoryEffect,
    MemoryEffectKind,
    Pure,
    SymbolOpInterface,
)
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

from xdsl_stream.core.op_families import FamilyDialect, OpFamilies
from xdsl_stream.core.verify_memo import (
    IsolatedFromAboveFast,
    memoizing_op_definition,
    no_context,
)
from xdsl_stream.dialects.arith_types import SIGNLESS_INTEGER_LIKE
from xdsl_stream.dialects.closed import ClosedDialect, verify_no_unknown_ops
from xdsl_stream.dialects.strict_properties import (
    inherent_attr_dict,
    refuse_inherent_attributes,
)
from xdsl_stream.dialects.symbols import lookup_symbol
from xdsl_stream.dialects.syntax import (
    BUILTIN_UNTYPED,
    AttrKindConstraint,
    GenericUnless,
    GlobalStorageType,
    IreeDirective,
    ValueListOp,
    one_type,
    verify_entry_block,
    verify_function_attribute_count,
)
from xdsl_stream.dialects.type_rules import SameOperandsAndResultType, TypeVariable
from xdsl_stream.dialects.typed_opaque import (
    TYPED_UTIL_ATTRS,
    TypedOpaqueAttr,
    ValueTypedAttr,
)
from xdsl_stream.dialects.util.directives import (
    SymbolVisibility,
    verify_ties_in_range,
)
from xdsl_stream.dialects.util.types import (
    BufferType,
    ByteRangeAttr,
    ListType,
    PtrType,
    UnusedType,
    VariantType,
)
from xdsl_stream.dialects.util.value_ops import (
    AssumeIntOp,
    CmpEQOp,
    IntAssumptionAttr,
    RangeMaxOp,
    RangeMinOp,
    SizeOfOp,
    UnfoldableConstantOp,
)

INLINING_POLICY = AttrKindConstraint(
    tuple(a for a in TYPED_UTIL_ATTRS if a.name.startswith("util.inline."))
)
"""IREE's `Util_InliningPolicyAttrInterface`: `#util.inline.never` or
`#util.inline.always`."""

NOT_TIED = -1
"""`tied_operands` entry of a result that is not tied to an argument."""


class UtilFuncCallableInterface(CallableOpInterface):
    @classmethod
    def get_callable_region(cls, op: Operation) -> Region:
        assert isinstance(op, FuncOp)
        return op.body

    @classmethod
    def get_argument_types(cls, op: Operation) -> tuple[Attribute, ...]:
        assert isinstance(op, FuncOp)
        return op.function_type.inputs.data

    @classmethod
    def get_result_types(cls, op: Operation) -> tuple[Attribute, ...]:
        assert isinstance(op, FuncOp)
        return op.function_type.outputs.data


@irdl_op_definition
class FuncOp(IRDLOperation):
    """`util.func`: a function whose results may be tied to its arguments."""

    name = "util.func"

    body = region_def()
    sym_name = prop_def(StringAttr)
    function_type = prop_def(FunctionType)
    sym_visibility = opt_prop_def(StringAttr)
    tied_operands = opt_prop_def(ArrayAttr[IntegerAttr[IndexType]])
    arg_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    res_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    inlining_policy = opt_prop_def(INLINING_POLICY)

    traits = traits_def(
        IsolatedFromAboveFast(), SymbolOpInterface(), UtilFuncCallableInterface()
    )

    def __init__(
        self,
        sym_name: str,
        function_type: FunctionType | tuple[Sequence[Attribute], Sequence[Attribute]],
        body: Region | None = None,
        *,
        visibility: str | None = None,
        tied_operands: Sequence[int] | None = None,
        arg_attrs: Sequence[DictionaryAttr] | None = None,
        res_attrs: Sequence[DictionaryAttr] | None = None,
        inlining_policy: Attribute | None = None,
    ):
        if isinstance(function_type, tuple):
            function_type = FunctionType.from_lists(*function_type)
        if body is None:
            body = Region(Block(arg_types=function_type.inputs))
        if tied_operands is None and function_type.outputs.data:
            tied_operands = [NOT_TIED] * len(function_type.outputs)
        super().__init__(
            properties={
                "sym_name": StringAttr(sym_name),
                "function_type": function_type,
                "sym_visibility": None
                if visibility is None
                else StringAttr(visibility),
                "tied_operands": None
                if tied_operands is None
                else ArrayAttr(IntegerAttr(t, IndexType()) for t in tied_operands),
                "arg_attrs": None if arg_attrs is None else ArrayAttr(arg_attrs),
                "res_attrs": None if res_attrs is None else ArrayAttr(res_attrs),
                "inlining_policy": inlining_policy,
            },
            regions=[body],
        )

    def tied_operand(self, result: int) -> int | None:
        """The argument index that result `result` is tied to, if any."""
        if self.tied_operands is None or result >= len(self.tied_operands):
            return None
        value = self.tied_operands.data[result].value.data
        return None if value == NOT_TIED else value

    def verify_(self) -> None:
        verify_no_unknown_ops(self)
        ftype = self.function_type
        visibility = self.sym_visibility
        if not self.body.blocks and (visibility is None or visibility.data == "public"):
            # MLIR's symbol rule: a declaration (no body) is private or nested.
            raise VerifyException("symbol declaration cannot have public visibility")
        if (block := self.body.blocks.first) is not None:
            verify_entry_block(ftype.inputs.data, block)
        # Any number of entries reads, as iree-opt reads them: a result past
        # the list is not tied, an entry past the results means nothing
        # (IREE's own output has them: a private function whose results IPO
        # dropped keeps its list); each names an argument or none.
        verify_ties_in_range(self.tied_operands, len(ftype.inputs))
        for what, attrs, count in (
            ("argument", self.arg_attrs, len(ftype.inputs)),
            ("result", self.res_attrs, len(ftype.outputs)),
        ):
            if attrs is not None:  # (stock `xdsl-opt` checks this here only)
                verify_function_attribute_count(what, len(attrs), count)

    @classmethod
    def parse(cls, parser: Parser) -> FuncOp:
        visibility = parser.parse_optional_visibility_keyword()
        sym_name = parser.parse_symbol_name()
        args_pos = parser.pos
        args, arg_types, arg_attrs = _parse_func_inputs(parser)
        result_types, tied, res_attrs = _parse_func_results(parser, args, arg_types)
        attributes_at = parser.pos
        attributes = parser.parse_optional_attr_dict_with_keyword()
        extra = dict(attributes.data) if attributes is not None else {}
        refuse_inherent_attributes(
            parser,
            "util.func",
            extra,
            attributes_at,
            inferred=("sym_name", "function_type", "sym_visibility"),
            given=_func_given(result_types, arg_attrs, res_attrs),
        )
        inlining_policy = extra.pop("inlining_policy", None)
        body = _parse_func_body(parser, args, arg_types, args_pos)
        op = cls(
            sym_name.data,
            (arg_types, result_types),
            body,
            visibility=None if visibility is None else visibility.data,
            tied_operands=tied if result_types else None,
            arg_attrs=arg_attrs if any(a.data for a in arg_attrs) else None,
            res_attrs=res_attrs if any(a.data for a in res_attrs) else None,
            inlining_policy=inlining_policy,
        )
        for name in _DICTIONARY_PROPERTIES:  # inherent: MLIR's properties
            if name in extra:
                op.properties[name] = extra.pop(name)
        op.attributes |= extra
        return op

    def print(self, printer: Printer) -> None:
        if self.sym_visibility is not None:
            printer.print_string(f" {self.sym_visibility.data}")
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        self._print_inputs(printer)
        self._print_results(printer)
        attributes = dict(self.attributes)
        if self.inlining_policy is not None:
            attributes = {"inlining_policy": self.inlining_policy, **attributes}
        printer.print_op_attributes(attributes, print_keyword=True)
        if self.body.blocks.first is not None:
            printer.print_string(" ")
            printer.print_region(self.body, False, True)

    def _print_inputs(self, printer: Printer) -> None:
        """`(%arg0: T {attrs} loc, ...)`, or `(T, ...)` for a declaration."""
        block = self.body.blocks.first
        inputs = self.function_type.inputs.data
        arg_attrs = (
            self.arg_attrs.data
            if self.arg_attrs is not None
            else (DictionaryAttr({}),) * len(inputs)
        )

        # A declaration names its arguments only when a result is tied to one
        # (`-> %arg1`): the tie is written with the argument's name.
        named_decl = block is None and any(
            self.tied_operand(i) is not None
            for i in range(len(self.function_type.outputs))
        )

        def print_input(i: int) -> None:
            if block is not None:
                printer.print_block_argument(block.args[i], print_type=False)
                printer.print_string(": ")
            elif named_decl:
                printer.print_string(f"%arg{i}: ")
            printer.print_attribute(inputs[i])
            if arg_attrs[i].data:
                printer.print_string(" ")
                printer.print_attr_dict(arg_attrs[i].data)
            if block is not None and printer.print_debuginfo:
                printer.print_string(" ")
                printer.print_attribute(block.args[i].location)

        with printer.in_parens():
            printer.print_list(range(len(inputs)), print_input)

    def _print_results(self, printer: Printer) -> None:
        """` -> T`, ` -> (T {attrs}, %arg1 as U)`, or nothing without results."""
        outputs = self.function_type.outputs.data
        res_attrs = (
            self.res_attrs.data
            if self.res_attrs is not None
            else (DictionaryAttr({}),) * len(outputs)
        )
        if not outputs:
            return
        printer.print_string(" -> ")
        single = (
            len(outputs) == 1
            and not res_attrs[0].data
            and self.tied_operand(0) is None
            and not isinstance(outputs[0], FunctionType)
        )
        if single:
            self._print_result(printer, 0, res_attrs[0])
        else:
            with printer.in_parens():
                printer.print_list(
                    range(len(outputs)),
                    lambda i: self._print_result(printer, i, res_attrs[i]),
                )

    def _print_result(self, printer: Printer, i: int, attrs: DictionaryAttr) -> None:
        """Result `i`: its type, or the argument it is tied to (with `as T`
        when the types differ); then its attributes."""
        output = self.function_type.outputs.data[i]
        tied = self.tied_operand(i)
        if tied is not None:
            block = self.body.blocks.first
            if block is not None:
                printer.print_ssa_value(block.args[tied])
            else:
                printer.print_string(f"%arg{tied}")
            if output != self.function_type.inputs.data[tied]:
                printer.print_string(" as ")
                printer.print_attribute(output)
        else:
            printer.print_attribute(output)
        if attrs.data:
            printer.print_string(" ")
            printer.print_attr_dict(attrs.data)


def _parse_func_inputs(
    parser: Parser,
) -> tuple[list[Parser.Argument], list[Attribute], list[DictionaryAttr]]:
    """`(%arg0: T {attrs} loc, ...)` or `(T {attrs}, ...)`: the named
    arguments, and the type and attributes of each."""
    args: list[Parser.Argument] = []
    arg_types: list[Attribute] = []
    arg_attrs: list[DictionaryAttr] = []

    def parse_input() -> None:
        arg = parser.parse_optional_argument()
        if arg is None:
            arg_types.append(parser.parse_type())
        else:
            args.append(arg)
            arg_types.append(arg.type)
        arg_attrs.append(DictionaryAttr(parser.parse_optional_attr_dict()))
        if arg is not None:
            arg.location = parser.parse_optional_location()

    parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_input)
    if args and len(args) != len(arg_types):
        parser.raise_error("expected all arguments to be named or all unnamed")
    return args, arg_types, arg_attrs


def _parse_func_results(
    parser: Parser, args: Sequence[Parser.Argument], arg_types: Sequence[Attribute]
) -> tuple[list[Attribute], list[int], list[DictionaryAttr]]:
    """The optional `-> ...`: the type, the tied argument (`NOT_TIED` if
    none) and the attributes of each result."""
    result_types: list[Attribute] = []
    tied: list[int] = []
    res_attrs: list[DictionaryAttr] = []

    def parse_result(with_attrs: bool = True) -> None:
        type, index = _parse_func_result(parser, args, arg_types)
        result_types.append(type)
        tied.append(index)
        res_attrs.append(
            DictionaryAttr(parser.parse_optional_attr_dict() if with_attrs else {})
        )

    # `-> ()` (no results), `-> (r, ...)`, or results without parentheses
    # (and without attributes), as IREE reads them: `-> index, i64`.
    if (
        parser.parse_optional_punctuation("->") is not None
        and parser.parse_optional_comma_separated_list(
            parser.Delimiter.PAREN, parse_result
        )
        is None
    ):
        parse_result(with_attrs=False)
        while parser.parse_optional_punctuation(",") is not None:
            parse_result(with_attrs=False)
    return result_types, tied, res_attrs


def _parse_func_result(
    parser: Parser, args: Sequence[Parser.Argument], arg_types: Sequence[Attribute]
) -> tuple[Attribute, int]:
    """A result, `T`, `%arg1` or `%arg1 as T`: its type and the argument it
    is tied to (`NOT_TIED` if none)."""
    tied_name = parser.parse_optional_unresolved_operand()
    if tied_name is None:
        return parser.parse_type(), NOT_TIED
    name = tied_name.span.text
    index = next((i for i, a in enumerate(args) if a.name.text == name), None)
    if index is None:
        parser.raise_error(
            f"tied result names an unknown argument {name}", tied_name.span
        )
    if parser.parse_optional_keyword("as") is not None:
        return parser.parse_type(), index
    return arg_types[index], index


def _parse_func_body(
    parser: Parser,
    args: Sequence[Parser.Argument],
    arg_types: Sequence[Attribute],
    args_pos: int,
) -> Region:
    """The optional body (an empty region for a declaration); a body needs
    named arguments, and braces hold at least a block (`{}` is no
    declaration: MLIR's function parsers refuse it, and a printer never
    writes it)."""
    braces = parser.pos
    body = parser.parse_optional_region(args if args else None)
    if body is None:
        return Region()
    if not body.blocks:
        parser.raise_error("expected non-empty function body", braces, braces + 1)
    if not args and arg_types:
        parser.raise_error("a function with a body must name its arguments", args_pos)
    return body


_RETURN_PARENTS = ("util.initializer", "util.func", "util.hoistable_conversion")
"""IREE's `ParentOneOf` of `util.return` (by name, in IREE's order)."""


_DICTIONARY_PROPERTIES = ("tied_operands", "arg_attrs", "res_attrs")
"""`util.func`'s properties its syntax writes elsewhere (the ties and the
argument and result attributes, with each argument and result) that its
attribute dictionary may give instead, as MLIR reads them: the properties,
checked as such (a tie to no operand is an error, not an attribute)."""


def _func_given(
    result_types: Sequence[Attribute],
    arg_attrs: Sequence[DictionaryAttr],
    res_attrs: Sequence[DictionaryAttr],
) -> tuple[str, ...]:
    """The properties `util.func`'s syntax has set: its ties (with results),
    its argument and result attributes (when any is written)."""
    given = ("tied_operands",) if result_types else ()
    if any(a.data for a in arg_attrs):
        given += ("arg_attrs",)
    if any(a.data for a in res_attrs):
        given += ("res_attrs",)
    return given


@irdl_op_definition
class ReturnOp(ValueListOp):
    """`util.return`: returns from a `util.func` or `util.initializer`."""

    name = "util.return"

    operands_ = var_operand_def()

    traits = traits_def(IsTerminator(), Pure())

    def __init__(self, *values: SSAValue | Operation):
        super().__init__(operands=[values])

    def verify_(self) -> None:
        func = self.parent_op()
        if func is not None and func.name not in _RETURN_PARENTS:
            raise VerifyException(
                f"expects parent op to be one of '{', '.join(_RETURN_PARENTS)}'"
            )
        if func is not None and func.name == "util.initializer" and self.operands_:
            # an initializer returns nothing
            raise VerifyException(
                f"has {len(self.operands_)} operands, but enclosing function-like "
                "op returns 0"
            )
        if not isinstance(func, FuncOp):
            return
        expected = func.function_type.outputs.data
        got = tuple(v.type for v in self.operands_)
        if got != expected:
            raise VerifyException(
                f"returns {len(got)} value(s) of types ({', '.join(map(str, got))}) "
                f"but the function returns ({', '.join(map(str, expected))})"
            )


@irdl_op_definition
class OptimizationBarrierOp(ValueListOp):
    """`util.optimization_barrier`: passes values through, opaque to folding."""

    name = "util.optimization_barrier"

    operands_ = var_operand_def()
    results_ = var_result_def()

    def __init__(self, *values: SSAValue | Operation):
        super().__init__(
            operands=[values], result_types=[[SSAValue.get(v).type for v in values]]
        )

    def verify_(self) -> None:
        if tuple(v.type for v in self.operands_) != tuple(
            r.type for r in self.results_
        ):
            raise VerifyException("result types must match operand types")


# ===----------------------------------------------------------------------=== #
# Directives of UtilOps.cpp (`custom<Name>`), for the declared util ops
# ===----------------------------------------------------------------------=== #


def typed_attr_type(attr: Attribute) -> Attribute | None:
    """The type a typed attribute carries (`3 : i32`, `dense<...> : tensor<..>`,
    `#stream.parameter.named<...> : tensor<..>`), None for untyped ones.  A
    string and an attribute of a dialect no one registered are MLIR typed
    attributes of type `none` (`util.global @g = "x"`)."""
    if isinstance(attr, StringAttr | UnregisteredAttr):
        return NoneType()
    if isinstance(attr, TypedAttribute):
        return attr.get_type()
    if isinstance(attr, DenseIntOrFPElementsAttr | DenseResourceAttr):
        return cast(Attribute, attr.type)  # pyright: ignore[reportUnknownMemberType]
    if isinstance(attr, ValueTypedAttr):
        return attr.value_type()
    if isinstance(attr, TypedOpaqueAttr) and attr.TYPED:  # `none` if unwritten
        return NoneType() if isinstance(attr.type, NoneAttr) else attr.type
    return None


@irdl_custom_directive
class TypeOrAttr(IreeDirective):
    """`: type`, `= value` (the type is the value's) or `: type = value`."""

    type: AttributeVariable
    value: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        if parser.parse_optional_punctuation("=") is not None:
            at = parser.pos
            value = parser.parse_attribute()
            self.value.set(state, value)
            type = typed_attr_type(value)
            if type is None:
                parser.raise_error(
                    "expected a typed attribute (or ': type' before '=')",
                    at,
                    parser.pos,
                )
            self.type.set(state, type)
            return
        parser.parse_punctuation(":", " or '=' before the global's type or value")
        self.type.set(state, parser.parse_type())
        if parser.parse_optional_punctuation("=") is not None:
            self.value.set(state, parser.parse_attribute())

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        type = self.type.get(op)
        value = self.value.get(op)
        assert type is not None
        state.print_whitespace(printer)
        if value is None or typed_attr_type(value) != type:
            printer.print_string(": ")
            printer.print_attribute(type)
            if value is not None:
                printer.print_string(" ")
        if value is not None:
            printer.print_string("= ")
            printer.print_attribute(value)


@irdl_custom_directive
class OperandTypeList(IreeDirective):
    """`(type, ...)`, possibly `()`: the operand types of a call."""

    types: TypeDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        self.types.set(
            state,
            parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, parser.parse_type
            ),
        )

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        printer.print_string("(")
        printer.print_list(self.types.get(op), printer.print_attribute)
        printer.print_string(")")


@irdl_custom_directive
class TiedFunctionResultList(IreeDirective):
    """The results of a call: `type`, `()` or `(type, %operand, %operand as
    type)`, where naming an operand ties the result to it (its type, unless
    `as` gives another one).  Parentheses are printed unless there is exactly
    one result that is not a function type."""

    operands: VariadicOperandVariable
    operand_types: TypeDirective
    result_types: TypeDirective
    tied_operands: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        assert isinstance(self.operands, VariadicOperandVariable)
        names = [o.span.text for o in state.operands[self.operands.index] or ()]
        operand_types = state.operand_types[self.operands.index] or ()
        types: list[Attribute] = []
        tied: list[int] = []

        def parse_result() -> None:
            operand = parser.parse_optional_unresolved_operand()
            if operand is None:
                types.append(parser.parse_type())
                tied.append(NOT_TIED)
                return
            if operand.span.text not in names:
                parser.raise_error(
                    f"tied operand not found for result reference {operand.span.text}",
                    operand.span,
                )
            index = names.index(operand.span.text)
            tied.append(index)
            if parser.parse_optional_keyword("as") is not None:
                types.append(parser.parse_type())
            else:
                types.append(operand_types[index])

        if parser.parse_optional_punctuation("(") is not None:
            if parser.parse_optional_punctuation(")") is None:
                parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_result)
                parser.parse_punctuation(")")
        else:
            parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_result)
        self.result_types.set(state, types)
        if tied:
            self.tied_operands.set(
                state, ArrayAttr(IntegerAttr(t, IndexType()) for t in tied)
            )

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        types = self.result_types.get(op)
        operands = self.operands.get(op)
        tied_attr = self.tied_operands.get(op)
        tied = (
            [cast(IntegerAttr, t).value.data for t in tied_attr]
            if isa(tied_attr, ArrayAttr[Attribute])
            else [NOT_TIED] * len(types)
        )
        state.print_whitespace(printer)
        # (One function type is put in parentheses too: `-> () -> i32` would
        # read as a call with no result; iree-opt 3.13 prints it so.)
        parenthesized = len(types) != 1 or isinstance(types[0], FunctionType)
        if parenthesized:
            printer.print_string("(")

        def print_result(i: int) -> None:
            index = tied[i] if i < len(tied) else NOT_TIED
            if index == NOT_TIED or index >= len(operands):
                printer.print_attribute(types[i])
                return
            printer.print_operand(operands[index])
            if operands[index].type != types[i]:
                printer.print_string(" as ")
                printer.print_attribute(types[i])

        printer.print_list(range(len(types)), print_result)
        if parenthesized:
            printer.print_string(")")


# ===----------------------------------------------------------------------=== #
# Globals, initializers, calls and other declared util ops
# ===----------------------------------------------------------------------=== #


def _quoted(type: Attribute) -> str:
    return f"'{type}'"


@memoizing_op_definition
class GlobalOp(IRDLOperation):
    """`util.global`: a module-level variable, optionally mutable and with an
    initial value."""

    name = "util.global"

    sym_visibility = opt_prop_def(StringAttr)
    sym_name = prop_def(SymbolNameConstraint())
    type = prop_def(TypeAttribute)
    is_mutable = opt_prop_def(UnitAttr)
    initial_value = opt_prop_def(Attribute)
    inlining_policy = opt_prop_def(INLINING_POLICY)

    traits = traits_def(SymbolOpInterface())

    custom_directives = (SymbolVisibility, TypeOrAttr, inherent_attr_dict(1))
    assembly_format = (
        "custom<SymbolVisibility>($sym_visibility) (`mutable` $is_mutable^)? "
        "$sym_name custom<InherentAttrDict>($inlining_policy) attr-dict "
        "custom<TypeOrAttr>($type, $initial_value)"
    )

    def __init__(
        self,
        *,
        sym_name: str,
        type: Attribute,
        visibility: str | None = None,
        is_mutable: bool = False,
        initial_value: Attribute | None = None,
        inlining_policy: Attribute | None = None,
    ):
        super().__init__(
            properties={
                "sym_name": StringAttr(sym_name),
                "type": type,
                "sym_visibility": None
                if visibility is None
                else StringAttr(visibility),
                "is_mutable": UnitAttr() if is_mutable else None,
                "initial_value": initial_value,
                "inlining_policy": inlining_policy,
            }
        )

    def verify_(self) -> None:
        if self.initial_value is None:
            return
        value_type = typed_attr_type(self.initial_value)
        if isinstance(self.initial_value, BUILTIN_UNTYPED):
            return  # refused as MLIR reads properties (`io.mlir_rules`)
        if value_type is None:  # a dialect attribute without a type
            raise VerifyException(
                "attribute 'initial_value' failed to satisfy constraint: "
                "TypedAttr instance"
            )
        if not _initial_value_compatible(self.type, value_type):
            raise VerifyException(
                f'initial value type mismatch; global "{self.sym_name.data}" is '
                f"{_quoted(self.type)} but initial value provided is "
                f"{_quoted(value_type)}"
            )


def _verify_global_type(
    op: Operation, ref: SymbolRefAttr, type: Attribute, what: str
) -> GlobalOp:
    """The global `ref` names has `type` (the value `op` stores), or one a
    load of it may have (`_load_compatible`); that global."""
    found = _global_named(op, ref)
    if found.type != type and not (
        what == "load" and _load_compatible(found.type, type)
    ):
        raise VerifyException(
            f'global type mismatch; global "{found.sym_name.data}" is '
            f"{_quoted(found.type)} but {what} is {_quoted(type)}"
        )
    return found


def _initial_value_compatible(stored: Attribute, value: Attribute) -> bool:
    """IREE's `isGlobalTypeCompatible` for an initial value: the same type,
    shaped types of compatible shapes whatever their element types
    (`tensor<4xf32> = dense<4> : tensor<4xi32>`, as IREE's own tests have
    it), or what the global's type allows (`GlobalStorageType`: a resource
    initialized from a tensor-typed value)."""
    if stored == value:
        return True
    if isinstance(stored, ShapedType) and isinstance(value, ShapedType):
        if not isinstance(stored, ContainerType) or not isinstance(
            value, ContainerType
        ):
            return True  # unranked: compatible with any shape
        given, wanted = stored.get_shape(), value.get_shape()
        return len(given) == len(wanted) and all(
            a == b or a < 0 or b < 0 for a, b in zip(given, wanted, strict=True)
        )
    if isinstance(stored, GlobalStorageType):
        return stored.is_access_storage_compatible(value)
    return False


def _load_compatible(stored: Attribute, loaded: Attribute) -> bool:
    """IREE's `isGlobalTypeCompatible` for a load: shaped types of compatible
    shapes (`tensor<?xf32>` loads as `tensor<4xf32>`; IREE ignores the
    element type there, the package asks for the same one), or what the
    global's type allows (`GlobalStorageType`)."""
    if isinstance(stored, ShapedType) and isinstance(loaded, ShapedType):
        if not isinstance(stored, ContainerType) or not isinstance(
            loaded, ContainerType
        ):
            return False
        given, wanted = stored.get_shape(), loaded.get_shape()
        elements = (
            cast(ContainerType[Attribute], stored).get_element_type(),
            cast(ContainerType[Attribute], loaded).get_element_type(),
        )
        return (
            elements[0] == elements[1]
            and len(given) == len(wanted)
            and all(
                a == b or a < 0 or b < 0 for a, b in zip(given, wanted, strict=True)
            )
        )
    if isinstance(stored, GlobalStorageType):
        return stored.is_access_storage_compatible(loaded)
    return False


def _global_named(op: Operation, ref: SymbolRefAttr) -> GlobalOp:
    found = lookup_symbol(op, ref)
    if not isinstance(found, GlobalOp):
        raise VerifyException(f"undefined global: {ref}")
    return found


class GlobalLoadEffect(MemoryEffect):
    """IREE's effects of `util.global.load`: none when `immutable`, else a
    read (MLIR has no symbol effects, so IREE declares a plain read)."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        if op.properties.get("is_immutable") is not None:
            return frozenset()
        return frozenset((EffectInstance(MemoryEffectKind.READ),))


@memoizing_op_definition
class GlobalLoadOp(IRDLOperation):
    """`util.global.load`: reads a global (`immutable` when it cannot change)."""

    name = "util.global.load"

    traits = traits_def(GlobalLoadEffect())

    global_ = prop_def(FlatSymbolRefAttrConstr, prop_name="global")
    is_immutable = opt_prop_def(UnitAttr)
    result = result_def()

    assembly_format = (
        "(`immutable` $is_immutable^)? $global attr-dict `:` type($result)"
    )

    def __init__(
        self,
        *,
        global_: str | SymbolRefAttr,
        type: Attribute,
        is_immutable: bool = False,
    ):
        super().__init__(
            result_types=[type], properties=_global_reference(global_, is_immutable)
        )

    def verify_(self) -> None:
        found = _verify_global_type(self, self.global_, self.result.type, "load")
        if self.is_immutable is not None and found.is_mutable is not None:
            raise VerifyException("is marked as immutable but the global is mutable")


def _global_reference(
    global_: str | SymbolRefAttr, is_immutable: bool
) -> dict[str, Attribute | None]:
    """The properties of an op naming a global, `immutable` or not."""
    return {
        "global": SymbolRefAttr(global_) if isinstance(global_, str) else global_,
        "is_immutable": UnitAttr() if is_immutable else None,
    }


@memoizing_op_definition
class GlobalStoreOp(IRDLOperation):
    """`util.global.store`: writes a global."""

    name = "util.global.store"

    value = operand_def()
    global_ = prop_def(FlatSymbolRefAttrConstr, prop_name="global")

    assembly_format = "$value `,` $global attr-dict `:` type($value)"

    def __init__(self, *, value: SSAValue | Operation, global_: str | SymbolRefAttr):
        super().__init__(
            operands=[value],
            properties={
                "global": SymbolRefAttr(global_)
                if isinstance(global_, str)
                else global_
            },
        )

    def verify_(self) -> None:
        _verify_global_type(self, self.global_, self.value.type, "store")


@memoizing_op_definition
class GlobalAddressOp(IRDLOperation):
    """`util.global.address`: the address of a global, as a `!util.ptr<T>`
    (`immutable` when the global cannot change)."""

    name = "util.global.address"

    global_ = prop_def(FlatSymbolRefAttrConstr, prop_name="global")
    is_immutable = opt_prop_def(UnitAttr)
    result = result_def(PtrType)

    traits = traits_def(Pure())

    assembly_format = (
        "(`immutable` $is_immutable^)? $global attr-dict `:` type($result)"
    )

    def __init__(
        self, *, global_: str | SymbolRefAttr, type: PtrType, is_immutable: bool = False
    ):
        super().__init__(
            result_types=[type], properties=_global_reference(global_, is_immutable)
        )

    def verify_(self) -> None:
        # IREE checks the symbol, not the pointer's type (`!util.ptr<f32>` of
        # an `i32` global reads).
        found = lookup_symbol(self, self.global_)
        if not isinstance(found, GlobalOp):
            raise VerifyException(
                "attribute 'global' failed to satisfy constraint: flat symbol "
                "reference attribute referencing to a "
                "'IREE::Util::GlobalOpInterface' symbol"
            )
        if self.is_immutable is not None and found.is_mutable is not None:
            raise VerifyException("is marked as immutable but the global is mutable")


def _verify_indirect_type(pointer: Attribute, type: Attribute, what: str) -> None:
    """IREE's `isGlobalTypeCompatible` between a pointer's target and the
    value loaded or stored through it."""
    assert isinstance(pointer, PtrType)
    target = pointer.target_type
    if target != type and not _load_compatible(target, type):
        raise VerifyException(
            f"global type mismatch; global pointer is {_quoted(target)} but "
            f"{what} is {_quoted(type)}"
        )


@memoizing_op_definition
class GlobalLoadIndirectOp(IRDLOperation):
    """`util.global.load.indirect`: reads the global a `!util.ptr` points to."""

    name = "util.global.load.indirect"

    global_ = operand_def(PtrType)
    is_immutable = opt_prop_def(UnitAttr)
    result = result_def()

    assembly_format = (
        "(`immutable` $is_immutable^)? $global_ attr-dict `:` type($global_) "
        "`->` type($result)"
    )

    def __init__(
        self,
        *,
        global_: SSAValue | Operation,
        type: Attribute,
        is_immutable: bool = False,
    ):
        super().__init__(
            operands=[global_],
            result_types=[type],
            properties={"is_immutable": UnitAttr() if is_immutable else None},
        )

    def verify_(self) -> None:
        _verify_indirect_type(self.global_.type, self.result.type, "load")


@memoizing_op_definition
class GlobalStoreIndirectOp(IRDLOperation):
    """`util.global.store.indirect`: writes the global a `!util.ptr` points to."""

    name = "util.global.store.indirect"

    value = operand_def()
    global_ = operand_def(PtrType)

    assembly_format = (
        "$value `,` $global_ attr-dict `:` type($value) `->` type($global_)"
    )

    def __init__(self, *, value: SSAValue | Operation, global_: SSAValue | Operation):
        super().__init__(operands=[value, global_])

    def verify_(self) -> None:
        _verify_indirect_type(self.global_.type, self.value.type, "store")


@irdl_op_definition
class InitializerOp(IRDLOperation):
    """`util.initializer`: module initialization code, run in module order.

    Hand-written, as IREE hand-writes it: `attributes {...}` then the region,
    and a `function_type` of `() -> ()` that prints nowhere (a declarative
    format would have to place that property somewhere).
    """

    name = "util.initializer"

    function_type = prop_def(FunctionType)
    arg_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    res_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    body = region_def()

    traits = traits_def(IsolatedFromAboveFast())

    def __init__(self, body: Region | None = None):
        super().__init__(
            properties={"function_type": FunctionType.from_lists([], [])},
            regions=[Region(Block()) if body is None else body],
        )

    @classmethod
    def parse(cls, parser: Parser) -> InitializerOp:
        attributes_at = parser.pos
        attributes = parser.parse_optional_attr_dict_with_keyword()
        if attributes is not None:
            refuse_inherent_attributes(
                parser,
                "util.initializer",
                attributes.data,
                attributes_at,
                given=("function_type",),
            )
        op = cls(parser.parse_region())
        if attributes is not None:
            op.attributes |= attributes.data
        return op

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes, print_keyword=True)
        printer.print_string(" ")
        printer.print_region(self.body)

    def verify_(self) -> None:
        verify_no_unknown_ops(self)


@memoizing_op_definition
class CallOp(IRDLOperation):
    """`util.call`: calls a `util.func`; results may be tied to operands."""

    name = "util.call"

    callee = prop_def(FlatSymbolRefAttrConstr)
    operands_ = var_operand_def()
    results_ = var_result_def()
    tied_operands = opt_prop_def(ArrayAttr[IntegerAttr[IndexType]])
    arg_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    res_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])

    custom_directives = (OperandTypeList, TiedFunctionResultList, inherent_attr_dict(2))
    assembly_format = (
        "$callee `(` $operands_ `)` "
        "custom<InherentAttrDict>($arg_attrs, $res_attrs) attr-dict `:` "
        "custom<OperandTypeList>(type($operands_)) `->` "
        "custom<TiedFunctionResultList>(ref($operands_), ref(type($operands_)), "
        "type($results_), $tied_operands)"
    )

    def __init__(
        self,
        *,
        callee: str | SymbolRefAttr,
        operands: Sequence[SSAValue | Operation],
        result_types: Sequence[Attribute],
        tied_operands: Sequence[int] | None = None,
    ):
        super().__init__(
            operands=[operands],
            result_types=[result_types],
            properties={
                "callee": SymbolRefAttr(callee) if isinstance(callee, str) else callee,
                "tied_operands": None
                if tied_operands is None
                else ArrayAttr(IntegerAttr(t, IndexType()) for t in tied_operands),
            },
        )

    def verify_(self) -> None:
        callee = lookup_symbol(self, self.callee)
        if not isinstance(callee, FuncOp):
            raise VerifyException(
                f"undefined/incompatible callee: {self.callee.root_reference.data}"
            )
        expected = FunctionType.from_lists(
            [o.type for o in self.operands_], [r.type for r in self.results_]
        )
        if callee.function_type != expected:
            raise VerifyException(
                f"function type mismatch; expected '{expected}' but callee is "
                f"'{callee.function_type}'"
            )

        def any_tied(attr: ArrayAttr[IntegerAttr] | None) -> bool:
            return attr is not None and any(t.value.data != NOT_TIED for t in attr.data)

        mine, theirs = self.tied_operands, callee.tied_operands
        if any_tied(mine) != any_tied(theirs) or (
            mine is not None and theirs is not None and mine != theirs
        ):
            raise VerifyException(
                f"function tied operands mismatch; have {mine} but callee is {theirs}"
            )


@memoizing_op_definition
class NullOp(IRDLOperation):
    """`util.null`: a null value of a reference type."""

    name = "util.null"

    result = result_def()

    traits = traits_def(Pure())

    assembly_format = "attr-dict `:` type($result)"

    def __init__(self, *, type: Attribute):
        super().__init__(result_types=[type])


BUFFER_LIKE_OPAQUE = frozenset({"util.byte_pattern", "util.composite"})
"""The `#util` attributes IREE can write into a buffer, besides strings and
dense elements (its `SerializableAttrInterface`)."""


def _buffer_like(value: Attribute) -> bool:
    """IREE's buffer-like constant values: a string, dense elements (also a
    resource's), a byte pattern or a composite of them."""
    if isinstance(value, StringAttr | DenseIntOrFPElementsAttr | DenseResourceAttr):
        return True
    return isinstance(value, TypedOpaqueAttr) and value.name in BUFFER_LIKE_OPAQUE


def verify_alignment(alignment: IntegerAttr[IndexType] | None) -> None:
    """IREE's rule of a buffer's `alignment` (`util.buffer.constant`,
    `util.buffer.alloc`): a positive one is a power of two (0 and below mean
    none)."""
    value = None if alignment is None else alignment.value.data
    if value is not None and value > 0 and value & (value - 1):
        raise VerifyException("invalid alignment; must be a power of two")


@memoizing_op_definition
class BufferConstantOp(IRDLOperation):
    """`util.buffer.constant`: a constant host byte buffer (parameter scopes
    and keys are written this way)."""

    name = "util.buffer.constant"

    name_ = opt_prop_def(StringAttr, prop_name="name")
    value = prop_def(Attribute)
    alignment = opt_prop_def(IntegerAttr[IndexType])
    mime_type = opt_prop_def(StringAttr)
    result = result_def(BufferType)

    traits = traits_def(Pure())

    custom_directives = (inherent_attr_dict(2),)
    assembly_format = (
        "($name^)? custom<InherentAttrDict>($alignment, $mime_type) attr-dict "
        "`:` type($result) `=` $value"
    )

    def __init__(
        self,
        *,
        value: Attribute,
        name: str | None = None,
        alignment: int | None = None,
        mime_type: str | None = None,
    ):
        super().__init__(
            result_types=[BufferType()],
            properties={
                "value": value,
                "name": None if name is None else StringAttr(name),
                "alignment": None
                if alignment is None
                else IntegerAttr(alignment, IndexType()),
                "mime_type": None if mime_type is None else StringAttr(mime_type),
            },
        )

    verify_context = no_context

    def verify_(self) -> None:
        if not _buffer_like(self.value):
            raise VerifyException(
                "attribute 'value' failed to satisfy constraint: buffer-like "
                "constant attribute values"
            )
        verify_alignment(self.alignment)


@memoizing_op_definition
class AlignOp(IRDLOperation):
    """`util.align`: `value` rounded up to a multiple of `alignment` (a power
    of two); operands and result of one signless integer or index type."""

    name = "util.align"

    T: ClassVar = TypeVariable("T", SIGNLESS_INTEGER_LIKE)
    value = operand_def(T)
    alignment = operand_def(T)
    result = result_def(T)

    traits = traits_def(Pure(), SameOperandsAndResultType(), GenericUnless(one_type))

    assembly_format = "$value `,` $alignment attr-dict `:` type($result)"

    def __init__(self, value: SSAValue | Operation, alignment: SSAValue | Operation):
        value = SSAValue.get(value)
        super().__init__(operands=[value, alignment], result_types=[value.type])


IREE_UTIL_OPS = (
    "align", "assume.int", "buffer.alloc", "buffer.compare", "buffer.constant",
    "buffer.copy", "buffer.dealloc", "buffer.fill", "buffer.hash", "buffer.load",
    "buffer.size", "buffer.slice", "buffer.storage", "buffer.store",
    "buffer.subspan", "call", "cast", "cmp.eq", "cmp.ne", "func", "global",
    "global.address", "global.load", "global.load.indirect", "global.store",
    "global.store.indirect", "hoistable_conversion", "initializer",
    "list.construct", "list.create", "list.get", "list.resize", "list.set",
    "list.size", "null", "numeric.optional_narrow", "optimization_barrier",
    "range.extents", "range.max", "range.min", "return", "scf.unreachable",
    "sizeof", "status.check_ok", "string.format", "string.itoa", "switch",
    "unfoldable_constant", "unreachable",
)  # fmt: skip
"""The ops of IREE 3.13's `util` dialect, all declared (the dialect's
`undeclared` names, read as unregistered ops, are none): any other `util.*`
name is refused."""

_UTIL_OPS: list[type[Operation]] = [
    FuncOp,
    ReturnOp,
    OptimizationBarrierOp,
    GlobalOp,
    GlobalLoadOp,
    GlobalStoreOp,
    InitializerOp,
    CallOp,
    NullOp,
    BufferConstantOp,
    AlignOp,
    GlobalAddressOp,
    GlobalLoadIndirectOp,
    GlobalStoreIndirectOp,
    AssumeIntOp,
    RangeMinOp,
    RangeMaxOp,
    SizeOfOp,
    CmpEQOp,
    UnfoldableConstantOp,
]
UTIL_FAMILIES: OpFamilies = {
    "buffer_ops": {
        "util.buffer.alloc": "BufferAllocOp",
        "util.buffer.dealloc": "BufferDeallocOp",
        "util.buffer.slice": "BufferSliceOp",
        "util.buffer.subspan": "BufferSubspanOp",
        "util.buffer.size": "BufferSizeOp",
        "util.buffer.storage": "BufferStorageOp",
        "util.buffer.copy": "BufferCopyOp",
        "util.buffer.compare": "BufferCompareOp",
        "util.buffer.fill": "BufferFillOp",
        "util.buffer.load": "BufferLoadOp",
        "util.buffer.store": "BufferStoreOp",
        "util.buffer.hash": "BufferHashOp",
    },
    "misc_ops": {
        "util.cmp.ne": "CmpNEOp",
        "util.switch": "SwitchOp",
        "util.range.extents": "RangeExtentsOp",
        "util.numeric.optional_narrow": "NumericOptionalNarrowOp",
        "util.cast": "CastOp",
        "util.unreachable": "UnreachableOp",
        "util.scf.unreachable": "SCFUnreachableOp",
        "util.status.check_ok": "StatusCheckOkOp",
        "util.hoistable_conversion": "HoistableConversionOp",
    },
    "list_ops": {
        "util.list.create": "ListCreateOp",
        "util.list.construct": "ListConstructOp",
        "util.list.size": "ListSizeOp",
        "util.list.resize": "ListResizeOp",
        "util.list.get": "ListGetOp",
        "util.list.set": "ListSetOp",
    },
    "string_ops": {
        "util.string.format": "StringFormatOp",
        "util.string.itoa": "StringItoaOp",
    },
}
"""The Util ops a Stream program seldom names (host buffers, lists,
strings, ...), by the module defining them: imported when an input first
names one of a module's ops (`xdsl_stream.core.op_families`); the ops of
`_UTIL_OPS` are loaded with the dialect."""


def __getattr__(name: str) -> object:
    """An op class of `UTIL_FAMILIES`, its module imported when first asked
    for (`util.BufferAllocOp`)."""
    for family, ops in UTIL_FAMILIES.items():
        if name in ops.values():
            return getattr(importlib.import_module(f"{__name__}.{family}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class UtilDialect(FamilyDialect, ClosedDialect):
    """A closed dialect (it knows every op IREE 3.13 defines in its
    namespace) whose seldom-named ops are imported family by family."""


UTIL = UtilDialect(
    "util",
    __name__,
    UTIL_FAMILIES,
    [
        BufferType,
        UnusedType,
        PtrType,
        ListType,
        VariantType,
        IntAssumptionAttr,
        ByteRangeAttr,
        *TYPED_UTIL_ATTRS,
    ],
    _UTIL_OPS,
)
