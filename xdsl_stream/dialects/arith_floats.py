"""MLIR's `arith` float ops that xDSL 0.75 does not declare.

`arith.remf`, `arith.maximumnumf` and `arith.minimumnumf` are what a model's
`fmod` and its NaN-ignoring `max` and `min` lower to, inside a dispatch.
Undeclared, they were read as unregistered ops: their custom form did not
read, and in generic form any operand and result types were accepted
(`"arith.remf"(%a, %b) : (f32, i32) -> f32`, which iree-opt refuses).

Here each is declared as MLIR declares a float binary op: two operands and
a result of one float type, or of vectors or tensors of one (ranked or
not), checked in MLIR's order and words (each value's own type, then
`requires the same type for all operands and results`, then the result
type MLIR infers from the first operand); a `fastmath` property, none
unless given; the custom form `$lhs, $rhs (fastmath<...>)? : type`, printed
where every value is of that one type (a dynamic size may match a static
one: such an op prints generically, `GenericUnless`).
The package's contexts read them as part of `arith`
(`xdsl_stream.universe`); stock `xdsl-opt` reads them as unregistered.
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
from xdsl.traits import Commutative, Pure

from xdsl_stream.core.verify_memo import memoizing_op_definition
from xdsl_stream.dialects.arith_types import FLOAT_LIKE
from xdsl_stream.dialects.syntax import GenericUnless, one_type
from xdsl_stream.dialects.type_rules import SameOperandsAndResultType, TypeVariable


class _FloatBinary(IRDLOperation):
    """MLIR's `Arith_FloatBinaryOp`."""

    T: ClassVar = TypeVariable("T", FLOAT_LIKE)

    lhs = operand_def(T)
    rhs = operand_def(T)
    result = result_def(T)
    fastmath = prop_def(FastMathFlagsAttr, default_value=FastMathFlagsAttr("none"))

    assembly_format = (
        "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
    )

    def __init__(
        self,
        lhs: SSAValue | Operation,
        rhs: SSAValue | Operation,
        fastmath: FastMathFlagsAttr | None = None,
    ):
        result: Attribute = SSAValue.get(lhs).type
        super().__init__(
            operands=[lhs, rhs],
            result_types=[result],
            properties={"fastmath": fastmath or FastMathFlagsAttr("none")},
        )


@memoizing_op_definition
class RemFOp(_FloatBinary):
    """`arith.remf`: the remainder of a division, the sign of the dividend."""

    name = "arith.remf"
    traits = traits_def(Pure(), SameOperandsAndResultType(), GenericUnless(one_type))


@memoizing_op_definition
class MaximumNumFOp(_FloatBinary):
    """`arith.maximumnumf`: the larger operand; of a NaN and a number, the
    number."""

    name = "arith.maximumnumf"
    traits = traits_def(
        Pure(), Commutative(), SameOperandsAndResultType(), GenericUnless(one_type)
    )


@memoizing_op_definition
class MinimumNumFOp(_FloatBinary):
    """`arith.minimumnumf`: the smaller operand; of a NaN and a number, the
    number."""

    name = "arith.minimumnumf"
    traits = traits_def(
        Pure(), Commutative(), SameOperandsAndResultType(), GenericUnless(one_type)
    )


ARITH_FLOATS = (RemFOp, MaximumNumFOp, MinimumNumFOp)
"""The float ops of `arith` xDSL lacks, added to the package's `arith`."""
