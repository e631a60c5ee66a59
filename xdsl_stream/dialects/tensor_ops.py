"""MLIR's `tensor.rank` and `tensor.bitcast`, which xDSL 0.75 does not declare.

Undeclared, they were read as unregistered ops: their custom form did not
read, and in generic form any types were accepted (`"tensor.rank"(%x) :
(f32) -> index`, a bitcast that changes the element width), which iree-opt
refuses.  Here, as MLIR declares them:

* `tensor.rank %t : tensor<*xf32>`: a tensor (ranked or not) and an `index`;
* `tensor.bitcast %t : tensor<4xi32> to tensor<4xf32>`: a tensor of integers
  (of any signedness) or floats to another, of the same element width and
  compatible shapes (MLIR's `areCastCompatible`: a dynamic size, or an
  unranked tensor, matches any; the encodings are not compared), refused as
  `operand type '...' and result type '...' are cast incompatible`.

Types are refused in MLIR's words (`operand #0 must be ...`).  The package's
contexts read them as part of `tensor` (`xdsl_stream.universe`); stock
`xdsl-opt` reads them as unregistered.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import cast, get_args

from typing_extensions import TypeVar
from xdsl.dialects.builtin import (
    AnyFloat,
    FixedBitwidthType,
    IndexType,
    IntegerType,
    TensorType,
    UnrankedTensorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AttrConstraint,
    IntConstraint,
    IRDLOperation,
    VerificationContext,
    operand_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.core.ir_helpers import attribute_text
from xdsl_stream.core.verify_memo import memoizing_op_definition
from xdsl_stream.dialects.arith_casts import compatible_shapes
from xdsl_stream.dialects.util.constraints import SIZE, TypeKinds

_TENSORS = (TensorType, UnrankedTensorType)
_FLOATS: tuple[type[Attribute], ...] = get_args(AnyFloat)

ANY_TENSOR = TypeKinds(_TENSORS, "tensor of any non-token type values")
"""MLIR's `AnyTensor`."""


def _element_width(type: Attribute) -> int | None:
    """The width of a tensor's integer or float elements; None for another
    type."""
    if not isinstance(type, _TENSORS):
        return None
    element = cast(TensorType[Attribute], type).element_type
    if not isinstance(element, (IntegerType, *_FLOATS)):
        return None
    return cast(FixedBitwidthType, element).bitwidth


@dataclass(frozen=True)
class _BitcastableTensor(AttrConstraint[Attribute]):
    """MLIR's `TensorOf<[AnySignlessInteger, AnyUnsignedInteger,
    AnySignedInteger, AnyFloat]>`."""

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        if _element_width(attr) is None:
            raise VerifyException(
                "must be tensor of signless integer or unsigned integer or signed "
                f"integer or floating-point values, but got '{attribute_text(attr)}'"
            )

    def mapping_type_vars(
        self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]
    ) -> _BitcastableTensor:
        return self


BITCASTABLE_TENSOR = _BitcastableTensor()


@memoizing_op_definition
class RankOp(IRDLOperation):
    """`tensor.rank`: the rank of a tensor, as an `index`."""

    name = "tensor.rank"

    tensor = operand_def(ANY_TENSOR)
    rank = result_def(SIZE)
    traits = traits_def(Pure())
    assembly_format = "$tensor attr-dict `:` type($tensor)"

    def __init__(self, tensor: SSAValue | Operation):
        super().__init__(operands=[tensor], result_types=[IndexType()])


@memoizing_op_definition
class BitcastOp(IRDLOperation):
    """`tensor.bitcast`: the same bits, seen as other elements of one width."""

    name = "tensor.bitcast"

    source = operand_def(BITCASTABLE_TENSOR)
    dest = result_def(BITCASTABLE_TENSOR)
    traits = traits_def(Pure())
    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"

    def __init__(self, source: SSAValue | Operation, result_type: Attribute):
        super().__init__(operands=[source], result_types=[result_type])

    def verify_(self) -> None:
        source, dest = self.source.type, self.dest.type
        if _element_width(source) != _element_width(dest) or not compatible_shapes(
            source, dest
        ):
            raise VerifyException(
                f"operand type '{attribute_text(source)}' and result type "
                f"'{attribute_text(dest)}' are cast incompatible"
            )


TENSOR_OPS = (RankOp, BitcastOp)
"""The ops of `tensor` xDSL lacks, added to the package's `tensor`."""
