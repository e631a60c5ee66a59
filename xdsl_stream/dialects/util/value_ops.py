"""Util's value ops outside globals and functions: compiler hints
(`util.assume.int` with its `#util.int.assumption<...>` rows,
`util.unfoldable_constant`), range arithmetic (`util.range.min`/`max`),
`util.sizeof` and `util.cmp.eq`.

Declared with UtilOps.td's formats; `util.assume.int` and
`util.unfoldable_constant` are hand-written, as IREE hand-writes them
(`hasCustomAssemblyFormat`, UtilOps.cpp).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, cast

from typing_extensions import TypeVar
from xdsl.dialects.builtin import (
    ArrayAttr,
    IndexType,
    IntAttr,
    IntegerType,
    NoneAttr,
    NoneType,
    Signedness,
    StringAttr,
    SymbolRefAttr,
)
from xdsl.ir import (
    Attribute,
    Operation,
    ParametrizedAttribute,
    SSAValue,
    TypeAttribute,
    TypedAttribute,
)
from xdsl.irdl import (
    AnyAttr,
    AttrConstraint,
    IntConstraint,
    IRDLOperation,
    VerificationContext,
    irdl_attr_definition,
    irdl_op_definition,
    irdl_to_attr_constraint,
    operand_def,
    param_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import Commutative, Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.core.mlir_text import last_outside_comments
from xdsl_stream.core.verify_memo import memoizing_op_definition
from xdsl_stream.core.xdsl_internals import input_text
from xdsl_stream.dialects.strict_properties import refuse_inherent_attributes
from xdsl_stream.dialects.syntax import GenericUnless
from xdsl_stream.dialects.type_rules import (
    AllTypesMatch,
    SameOperandsAndResultType,
    TypeVariable,
)
from xdsl_stream.dialects.util.constraints import SignlessWidth, Summarized

UINT64 = 1 << 64

ASSUMPTION_FIELDS = ("umin", "umax", "udiv")
"""The fields of `#util.int.assumption<...>`, in the order IREE prints them."""


@irdl_attr_definition
class IntAssumptionAttr(ParametrizedAttribute):
    """`#util.int.assumption<umin = 1, umax = 64, udiv = 16>`: what is known
    of an integer (each field optional, an unsigned 64-bit value; a negative
    one above -2**63 wraps, as IREE reads it, anything else is "integer value
    too large")."""

    name = "util.int.assumption"

    umin: IntAttr | NoneAttr = param_def()
    umax: IntAttr | NoneAttr = param_def()
    udiv: IntAttr | NoneAttr = param_def()

    def __init__(
        self, umin: int | None = None, umax: int | None = None, udiv: int | None = None
    ):
        super().__init__(
            *(
                NoneAttr() if v is None else IntAttr(v % UINT64)
                for v in (umin, umax, udiv)
            )
        )

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> tuple[Attribute, ...]:
        """`<name = integer, ...>`, each field at most once, in any order."""
        values: dict[str, Attribute] = {}

        def parse_field() -> None:
            name = parser.parse_optional_identifier()
            if name is None:
                parser.raise_error("expected a parameter name in struct")
            if name not in ASSUMPTION_FIELDS or name in values:
                parser.raise_error(
                    f"duplicate or unknown struct parameter name: {name}"
                )
            parser.parse_punctuation("=")
            start = parser.pos
            value = parser.parse_integer(allow_boolean=False)
            if not -(1 << 63) < value < UINT64:  # IREE's `uint64_t` parse
                parser.raise_error("integer value too large", start, parser.pos)
            values[name] = IntAttr(value % UINT64)

        parser.parse_punctuation("<")
        if parser.parse_optional_punctuation(">") is None:
            parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_field)
            parser.parse_punctuation(">")
        return tuple(values.get(name, NoneAttr()) for name in ASSUMPTION_FIELDS)

    def print_parameters(self, printer: Printer) -> None:
        fields = [
            f"{name} = {value.data}"
            for name, value in zip(
                ASSUMPTION_FIELDS, (self.umin, self.umax, self.udiv), strict=True
            )
            if isinstance(value, IntAttr)
        ]
        printer.print_string(f"<{', '.join(fields)}>")


@dataclass(frozen=True)
class IntegerOrIndex(AttrConstraint[Attribute]):
    """An integer (`signless` only, or of any signedness) or `index`, not a
    container of them, refused in IREE's `words` (`must be {words}, but got
    'T'`, which the reader names the value of)."""

    signless: bool
    words: str

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        if isinstance(attr, IndexType):
            return
        if isinstance(attr, IntegerType) and (
            not self.signless
            or cast(IntegerType, attr).signedness.data is Signedness.SIGNLESS
        ):
            return
        raise VerifyException(f"must be {self.words}, but got '{attr}'")

    def get_bases(self) -> set[type[Attribute]] | None:
        return {IntegerType, IndexType}

    def mapping_type_vars(
        self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]
    ) -> IntegerOrIndex:
        return self


SIGNLESS_INTEGER_OR_INDEX = IntegerOrIndex(
    signless=True, words="variadic of signless integer or index"
)
"""IREE's `Variadic<AnySignlessIntegerOrIndex>` (`util.assume.int`'s values):
a signless integer or `index` (`si32` is refused, as iree-opt refuses it)."""
RANGE_VALUES = IntegerOrIndex(signless=False, words="variadic of index or integer")
"""IREE's `Variadic<Util_Range>`: an integer of any signedness or `index`."""


@irdl_op_definition
class AssumeIntOp(IRDLOperation):
    """`util.assume.int`: passes integers through with what is assumed of
    them, a row of `#util.int.assumption`s per operand:
    `%a<umin = 1>, %b[<udiv = 8>, <udiv = 16>] : index, i32`."""

    name = "util.assume.int"

    operands_ = var_operand_def(SIGNLESS_INTEGER_OR_INDEX)
    assumptions = prop_def(
        Summarized(
            "assumptions",
            "list of int attribute assumptions for multiple values",
            irdl_to_attr_constraint(ArrayAttr[ArrayAttr[IntAssumptionAttr]]),
        )
    )
    results_ = var_result_def(SIGNLESS_INTEGER_OR_INDEX)

    # Without an operand, its `  : ` is text MLIR's parser refuses (IREE's
    # printer writes it so all the same).
    traits = traits_def(Pure(), GenericUnless(lambda op: bool(op.operands)))

    def __init__(
        self,
        operands: Sequence[SSAValue | Operation],
        assumptions: Sequence[Sequence[IntAssumptionAttr]],
    ):
        values = [SSAValue.get(v) for v in operands]
        super().__init__(
            operands=[values],
            result_types=[[v.type for v in values]],
            properties={
                "assumptions": ArrayAttr(ArrayAttr(row) for row in assumptions)
            },
        )

    @classmethod
    def parse(cls, parser: Parser) -> AssumeIntOp:
        name_at = last_outside_comments(input_text(parser), cls.name, parser.pos)
        names: list[UnresolvedOperand] = []
        rows: list[list[IntAssumptionAttr]] = []

        def parse_assumption() -> IntAssumptionAttr:
            return IntAssumptionAttr.new(IntAssumptionAttr.parse_parameters(parser))

        def parse_operand() -> None:
            names.append(parser.parse_unresolved_operand())
            row = parser.parse_optional_comma_separated_list(
                parser.Delimiter.SQUARE, parse_assumption
            )
            rows.append([parse_assumption()] if row is None else row)

        parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_operand)
        parser.parse_punctuation(":")
        types = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_type
        )
        if len(types) != len(names):
            parser.raise_error(  # (at the op's name, as MLIR's `resolveOperands`)
                f"custom op '{cls.name}' number of operands and types do not "
                f"match: got {len(names)} operands and {len(types)} types",
                max(name_at, 0),
                max(name_at, 0) + len(cls.name),
            )
        values = [
            parser.resolve_operand(n, t) for n, t in zip(names, types, strict=True)
        ]
        op = cls(values, rows)
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        def print_operand(index: int) -> None:
            printer.print_operand(self.operands_[index])
            row = (
                self.assumptions.data[index].data
                if index < len(self.assumptions)
                else ()
            )
            if len(row) == 1:
                row[0].print_parameters(printer)
                return
            with printer.in_square_brackets():
                printer.print_list(row, lambda a: a.print_parameters(printer))

        printer.print_string(" ")
        printer.print_list(range(len(self.operands_)), print_operand)
        printer.print_string(" : ")
        printer.print_list(self.operands_.types, printer.print_attribute)
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        if tuple(self.operands_.types) != tuple(self.results_.types):
            raise VerifyException(
                "failed to verify that all of {operands, results} have same type"
            )
        rows = self.assumptions.data
        if len(rows) != len(self.operands_):
            raise VerifyException(
                f"expected {len(self.operands_)} assumption rows to match number "
                "of operands"
            )
        rank: int | None = None
        for index, row in enumerate(rows):
            if len(row) == 1:
                continue  # a single row broadcasts to any rank
            if rank is not None and rank != len(row):
                raise VerifyException(
                    f"expected operand #{index} to have {rank} assumptions but "
                    f"it has {len(row)}"
                )
            rank = len(row)


class RangeOp(IRDLOperation):
    """`util.range.min`/`max`: of one or more integers of one type."""

    T: ClassVar = TypeVariable("T", RANGE_VALUES)
    operands_ = var_operand_def(T)
    result = result_def(T)

    traits = traits_def(Pure(), SameOperandsAndResultType())

    assembly_format = "$operands_ attr-dict `:` type($result)"

    def __init__(self, *values: SSAValue | Operation):
        super().__init__(operands=[values], result_types=[SSAValue.get(values[0]).type])


@memoizing_op_definition
class RangeMinOp(RangeOp):
    """`util.range.min`: the least of its operands."""

    name = "util.range.min"


@memoizing_op_definition
class RangeMaxOp(RangeOp):
    """`util.range.max`: the greatest of its operands."""

    name = "util.range.max"


@memoizing_op_definition
class SizeOfOp(IRDLOperation):
    """`util.sizeof`: the size in bytes of a type (`util.sizeof index`)."""

    name = "util.sizeof"

    sizedType = prop_def(TypeAttribute)
    size = result_def(IndexType())

    traits = traits_def(Pure())

    assembly_format = "$sizedType attr-dict-with-keyword"

    def __init__(self, sized_type: TypeAttribute):
        super().__init__(
            result_types=[IndexType()], properties={"sizedType": sized_type}
        )


class CompareOp(IRDLOperation):
    """`util.cmp.eq` and `util.cmp.ne`: two values of one type (reference
    types included) compared, to an `i1`."""

    T: ClassVar = TypeVariable("T", AnyAttr())
    lhs = operand_def(T)
    rhs = operand_def(T)
    result = result_def(SignlessWidth(1))

    traits = traits_def(Pure(), Commutative(), AllTypesMatch("lhs", "rhs"))

    assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs)"

    def __init__(self, lhs: SSAValue | Operation, rhs: SSAValue | Operation):
        super().__init__(operands=[lhs, rhs], result_types=[IntegerType(1)])


@memoizing_op_definition
class CmpEQOp(CompareOp):
    """`util.cmp.eq`: whether two values of one type are equal."""

    name = "util.cmp.eq"


@irdl_op_definition
class UnfoldableConstantOp(IRDLOperation):
    """`util.unfoldable_constant`: a constant the compiler may not fold
    (side-effecting, so it has no effect trait): `5 : index`, or a symbol
    with its type, `@f : (i32) -> i32`; attributes come first."""

    name = "util.unfoldable_constant"

    value = prop_def(Attribute)
    result = result_def()

    def __init__(self, value: Attribute, type: Attribute | None = None):
        if type is None:
            type = value_type(value)
        super().__init__(result_types=[type], properties={"value": value})

    @classmethod
    def parse(cls, parser: Parser) -> UnfoldableConstantOp:
        attributes_at = parser.pos
        attributes = parser.parse_optional_attr_dict()
        refuse_inherent_attributes(
            parser,
            "util.unfoldable_constant",
            attributes,
            attributes_at,
            given=("value",),
        )
        pos = parser.pos
        value = parser.parse_attribute()
        if isinstance(value, SymbolRefAttr):
            parser.parse_punctuation(":")
            type = parser.parse_type()
        elif isinstance(value, TypedAttribute | StringAttr):
            type = value_type(value)
        else:
            parser.raise_error("expected a typed attribute", pos, parser.pos)
        op = cls(value, type)
        op.attributes |= attributes
        return op

    def verify_(self) -> None:
        """Its value is what its form can carry: a symbol, or an attribute
        of the result's type (stricter than iree-opt, which accepts any value
        and prints `unit` or `"x" : i32` as text that reads back otherwise or
        not at all)."""
        if isinstance(self.value, SymbolRefAttr):
            return
        if not isinstance(self.value, TypedAttribute | StringAttr):
            raise VerifyException("expected a typed attribute as value")
        if (found := value_type(self.value)) != self.result.type:
            raise VerifyException(
                f"value of type {found} does not match the result type "
                f"{self.result.type}"
            )

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        printer.print_string(" ")
        printer.print_attribute(self.value)
        if isinstance(self.value, SymbolRefAttr):
            printer.print_string(" : ")
            printer.print_attribute(self.result.type)


def value_type(value: Attribute) -> Attribute:
    """The type of a constant's value: a typed attribute's, `none` for a
    string (MLIR's type of a string attribute)."""
    if isinstance(value, TypedAttribute):
        return value.get_type()
    return NoneType()
