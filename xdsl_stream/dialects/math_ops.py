"""MLIR's `math` ops that xDSL 0.75 does not declare.

A model's `erfc`, its NaN and infinity tests, its clamps and its paired
sine and cosine lower, inside a dispatch, to `math.erfc`, `math.isnan`,
`math.isinf`, `math.isfinite`, `math.isnormal`, `math.clampf` and
`math.sincos`.  Undeclared, they were read as unregistered ops: their custom
form did not read, and in generic form any types were accepted
(`"math.isnan"(%x) : (i32) -> i1`, which iree-opt refuses).

Here each is declared as MLIR declares it, its types checked in MLIR's order
and words (each value's own type first; `xdsl_stream.dialects.arith_types`,
`xdsl_stream.dialects.type_rules`):

* `math.erfc` (`Math_FloatUnaryOp`): one float-like operand and a result of
  its type;
* the classifications (`Math_FloatClassificationOp`): a float-like operand
  and a result of `i1` elements in the operand's shape, written with the
  operand's type only;
* `math.clampf %x to [%lo, %hi]` and `math.sincos` (two results): every
  value of one float-like type.

Each has MLIR's `fastmath` property, none unless given, written
`fastmath<...>` before the type.  An op whose custom form writes one type
prints generically where its values are of types that only match
(`GenericUnless`).  The package's contexts read them as part
of `math` (`xdsl_stream.universe`); stock `xdsl-opt` reads them as
unregistered.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.arith import FastMathFlagsAttr
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.irdl.declarative_assembly_format import (
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

from xdsl_stream.core.verify_memo import memoizing_op_definition
from xdsl_stream.dialects.arith_comparisons import bool_like
from xdsl_stream.dialects.arith_types import BOOL_LIKE, FLOAT_LIKE
from xdsl_stream.dialects.syntax import GenericUnless, one_type
from xdsl_stream.dialects.type_rules import SameOperandsAndResultType, TypeVariable

_FASTMATH = "(`fastmath` `` $fastmath^)?"
"""MLIR's optional `fastmath<...>` of a `math` op's custom form."""


def _fastmath() -> FastMathFlagsAttr:
    return FastMathFlagsAttr("none")


class _MathOp(IRDLOperation):
    """A `math` op with MLIR's `fastmath` property."""

    fastmath = prop_def(FastMathFlagsAttr, default_value=_fastmath())

    def __init__(
        self,
        operands: list[SSAValue | Operation],
        result_types: list[Attribute],
        fastmath: FastMathFlagsAttr | None = None,
    ):
        super().__init__(
            operands=operands,
            result_types=result_types,
            properties={"fastmath": fastmath or _fastmath()},
        )


@memoizing_op_definition
class ErfcOp(_MathOp):
    """`math.erfc`: the complementary error function, `1 - erf(x)`."""

    name = "math.erfc"

    T: ClassVar = TypeVariable("T", FLOAT_LIKE)
    operand = operand_def(T)
    result = result_def(T)
    traits = traits_def(Pure(), SameOperandsAndResultType(), GenericUnless(one_type))
    assembly_format = f"$operand {_FASTMATH} attr-dict `:` type($result)"

    def __init__(self, operand: SSAValue | Operation):
        super().__init__([operand], [SSAValue.get(operand).type])


@irdl_custom_directive
class ClassifiedType(CustomDirective):
    """`: type($operand)`: the result, `i1` elements of the operand's shape,
    is not written (MLIR infers it)."""

    operand: TypeDirective
    result: TypeDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        type = parser.parse_type()
        self.operand.set(state, (type,))
        self.result.set(state, (bool_like(type),))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        printer.print_attribute(self.operand.get(op)[0])


class _Classification(_MathOp):
    """MLIR's `Math_FloatClassificationOp`."""

    operand = operand_def(FLOAT_LIKE)
    result = result_def(BOOL_LIKE)
    traits = traits_def(Pure())
    custom_directives = (ClassifiedType,)
    assembly_format = (
        f"$operand {_FASTMATH} attr-dict `:` "
        "custom<ClassifiedType>(type($operand), type($result))"
    )

    def __init__(self, operand: SSAValue | Operation):
        super().__init__([operand], [bool_like(SSAValue.get(operand).type)])

    def verify_(self) -> None:
        if self.result.type != bool_like(self.operand.type):
            raise VerifyException(
                "failed to verify that result type has i1 element type and same "
                "shape as operands"
            )


@memoizing_op_definition
class IsNanOp(_Classification):
    """`math.isnan`."""

    name = "math.isnan"


@memoizing_op_definition
class IsInfOp(_Classification):
    """`math.isinf`."""

    name = "math.isinf"


@memoizing_op_definition
class IsFiniteOp(_Classification):
    """`math.isfinite`."""

    name = "math.isfinite"


@memoizing_op_definition
class IsNormalOp(_Classification):
    """`math.isnormal`."""

    name = "math.isnormal"


@memoizing_op_definition
class ClampFOp(_MathOp):
    """`math.clampf %value to [%min, %max]`."""

    name = "math.clampf"

    T: ClassVar = TypeVariable("T", FLOAT_LIKE)
    value = operand_def(T)
    min = operand_def(T)
    max = operand_def(T)
    result = result_def(T)
    traits = traits_def(Pure(), SameOperandsAndResultType(), GenericUnless(one_type))
    assembly_format = (
        f"$value `to` ` ` `[` $min `,` $max `]` {_FASTMATH} attr-dict `:` type($result)"
    )

    def __init__(
        self,
        value: SSAValue | Operation,
        min: SSAValue | Operation,
        max: SSAValue | Operation,
    ):
        super().__init__([value, min, max], [SSAValue.get(value).type])


@memoizing_op_definition
class SinCosOp(_MathOp):
    """`math.sincos`: the sine and the cosine of one operand."""

    name = "math.sincos"

    T: ClassVar = TypeVariable("T", FLOAT_LIKE)
    operand = operand_def(T)
    sin = result_def(T)
    cos = result_def(T)
    traits = traits_def(Pure(), SameOperandsAndResultType(), GenericUnless(one_type))
    assembly_format = f"$operand {_FASTMATH} attr-dict `:` type($operand)"

    def __init__(self, operand: SSAValue | Operation):
        type = SSAValue.get(operand).type
        super().__init__([operand], [type, type])


MATH_OPS = (ErfcOp, IsNanOp, IsInfOp, IsFiniteOp, IsNormalOp, ClampFOp, SinCosOp)
"""The ops of `math` xDSL lacks, added to the package's `math`."""
