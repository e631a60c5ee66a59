"""MLIR's `arith.cmpi` and `arith.cmpf`, on scalars, vectors and tensors.

xDSL 0.75 declares their result as `i1` only, so a comparison of tensors or
vectors (`arith.cmpi slt, %a, %b : tensor<4xi32>`, whose result is
`tensor<4xi1>`) is refused in generic form and read with an `i1` result in
custom form.  Here, as MLIR declares them: two operands of one type (signless
integers or `index`, or floats, or vectors or tensors of them, ranked or not:
`xdsl_stream.dialects.arith_types`), a result of `i1` elements in the
operands' shape, the predicate an `i64`
property printed as its name (`slt`), `arith.cmpf`'s optional `fastmath`.
The predicate's range is checked with MLIR's message by the reader's rules
(`xdsl_stream.io.mlir_rules`).  The package's contexts read them as part of
`arith` (`xdsl_stream.universe`); stock `xdsl-opt` keeps xDSL's.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.arith import FastMathFlagsAttr
from xdsl.dialects.builtin import (
    IntegerAttr,
    TensorType,
    UnrankedTensorType,
    VectorType,
    i1,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    ParsingState,
    PrintingState,
    TypeDirective,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.dialects.arith_predicates import CMPF_PREDICATES, CMPI_PREDICATES
from xdsl_stream.dialects.arith_types import (
    BOOL_LIKE,
    FLOAT_LIKE,
    INTEGER_OR_INDEX_LIKE,
)


def bool_like(type: Attribute) -> Attribute:
    """`i1`, or a vector or tensor (ranked or not) of `i1` of `type`'s shape."""
    if isinstance(type, VectorType):
        return VectorType(i1, type.get_shape(), type.scalable_dims)
    if isinstance(type, TensorType):
        return TensorType(i1, type.get_shape(), type.encoding)
    if isinstance(type, UnrankedTensorType):
        return UnrankedTensorType(i1)
    return i1


@irdl_custom_directive
class Predicate(CustomDirective):
    """The predicate, a keyword for the `i64` MLIR keeps."""

    predicate: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        names = _predicates(state.op_type)
        start = parser.pos
        keyword = parser.parse_optional_identifier_or_str_literal()
        if keyword is None or keyword not in names:
            parser.raise_error(
                f"expected one of {', '.join(names)}", start, max(parser.pos, start + 1)
            )
        self.predicate.set(state, IntegerAttr(names.index(keyword), i64))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        predicate = self.predicate.get(op)
        assert isinstance(predicate, IntegerAttr)
        names = _predicates(type(op))
        state.print_whitespace(printer)
        printer.print_string(names[predicate.value.data])


def _predicates(op_type: type[IRDLOperation]) -> tuple[str, ...]:
    assert issubclass(op_type, _Comparison)
    return op_type.PREDICATES


@irdl_custom_directive
class ComparedType(CustomDirective):
    """`: type($lhs)`: both operands of that type, the result `i1` of its
    shape (MLIR infers the result's type)."""

    lhs: TypeDirective
    rhs: TypeDirective
    result: TypeDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        type = parser.parse_type()
        self.lhs.set(state, (type,))
        self.rhs.set(state, (type,))
        self.result.set(state, (bool_like(type),))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        printer.print_attribute(self.lhs.get(op)[0])


class _Comparison(IRDLOperation):
    PREDICATES: ClassVar[tuple[str, ...]] = ()
    DEFAULTS: ClassVar[dict[str, Attribute]] = {}

    predicate = prop_def(IntegerAttr)
    result = result_def(BOOL_LIKE)
    traits = traits_def(Pure())
    custom_directives = (Predicate, ComparedType)

    def __init__(
        self, lhs: SSAValue | Operation, rhs: SSAValue | Operation, predicate: str
    ):
        type = SSAValue.get(lhs).type
        super().__init__(
            operands=[lhs, rhs],
            result_types=[bool_like(type)],
            properties={
                "predicate": IntegerAttr(self.PREDICATES.index(predicate), i64),
                **self.DEFAULTS,
            },
        )

    def verify_(self) -> None:
        lhs, rhs = self.operands[0].type, self.operands[1].type
        if lhs != rhs:
            raise VerifyException("requires all operands to have the same type")
        if self.result.type != bool_like(lhs):
            raise VerifyException(
                "failed to verify that result type has i1 element type and same "
                "shape as operands"
            )


@irdl_op_definition
class CmpiOp(_Comparison):
    """`arith.cmpi`."""

    name = "arith.cmpi"
    PREDICATES: ClassVar[tuple[str, ...]] = CMPI_PREDICATES

    lhs = operand_def(INTEGER_OR_INDEX_LIKE)
    rhs = operand_def(INTEGER_OR_INDEX_LIKE)

    assembly_format = (
        "custom<Predicate>($predicate) `,` $lhs `,` $rhs attr-dict `:` "
        "custom<ComparedType>(type($lhs), type($rhs), type($result))"
    )


@irdl_op_definition
class CmpfOp(_Comparison):
    """`arith.cmpf`, with MLIR's `fastmath` (none unless given)."""

    name = "arith.cmpf"
    PREDICATES: ClassVar[tuple[str, ...]] = CMPF_PREDICATES
    DEFAULTS: ClassVar[dict[str, Attribute]] = {"fastmath": FastMathFlagsAttr("none")}

    lhs = operand_def(FLOAT_LIKE)
    rhs = operand_def(FLOAT_LIKE)
    fastmath = prop_def(FastMathFlagsAttr, default_value=FastMathFlagsAttr("none"))

    assembly_format = (
        "custom<Predicate>($predicate) `,` $lhs `,` $rhs "
        "(`fastmath` `` $fastmath^)? attr-dict `:` "
        "custom<ComparedType>(type($lhs), type($rhs), type($result))"
    )


COMPARISONS = (CmpiOp, CmpfOp)
"""The comparisons of `arith`, in place of xDSL's of the same names."""
