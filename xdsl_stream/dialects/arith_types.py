"""The types MLIR's `arith` casts and comparisons take, refused in MLIR's words.

MLIR's ODS names each type constraint of `arith` (`SignlessFixedWidthIntegerLike`,
`BoolLike`, ...) and refuses a value of another type with its summary:
`operand #0 must be signless-fixed-width-integer-like, but got 'f32'`.
`ArithType` is such a constraint: the element types it takes, alone or in a
vector or a tensor (ranked or not), with `memrefs` also in a ranked memref,
and the words it refuses with (the reader turns xDSL's report of a failed
constraint into MLIR's `operand #0 must be ...`).  An integer element is a
signless one of a non-zero width, as MLIR has it (`i0` is refused).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import cast

from typing_extensions import TypeVar
from xdsl.dialects.builtin import (
    AnyFloatConstr,
    ContainerType,
    IndexType,
    IntegerType,
    MemRefType,
    Signedness,
    TensorType,
    UnrankedTensorType,
    VectorType,
    i1,
)
from xdsl.ir import Attribute
from xdsl.irdl import AttrConstraint, IntConstraint, VerificationContext
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.core.ir_helpers import attribute_text


def _integer(type: Attribute) -> bool:
    """A signless integer type of a non-zero width."""
    if not isinstance(type, IntegerType):
        return False
    integer = cast(IntegerType, type)
    return integer.signedness.data is Signedness.SIGNLESS and integer.bitwidth > 0


def _float(type: Attribute) -> bool:
    return AnyFloatConstr.verifies(type)


def _signless_or_index(type: Attribute) -> bool:
    """A signless integer type of any width (`i0` too), or `index`."""
    if isinstance(type, IndexType):
        return True
    return (
        isinstance(type, IntegerType)
        and cast(IntegerType, type).signedness.data is Signedness.SIGNLESS
    )


def _integer_or_index(type: Attribute) -> bool:
    return _integer(type) or isinstance(type, IndexType)


def _integer_or_float(type: Attribute) -> bool:
    return _integer(type) or _float(type)


def _bool(type: Attribute) -> bool:
    return type == i1


_CONTAINERS: tuple[type[Attribute], ...] = (VectorType, TensorType, UnrankedTensorType)
_MEMREF_CONTAINERS = (*_CONTAINERS, MemRefType)


@dataclass(frozen=True)
class ArithType(AttrConstraint[Attribute]):
    """A type whose elements `element` takes: a scalar, a vector, a tensor
    (ranked or unranked), and with `memrefs` a ranked memref; refused with
    `must be {words}, but got 'T'`."""

    words: str
    element: Callable[[Attribute], bool]
    memrefs: bool = False

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        containers = _MEMREF_CONTAINERS if self.memrefs else _CONTAINERS
        element = attr
        if isinstance(element, containers):
            element = cast(ContainerType[Attribute], element).get_element_type()
        if not self.element(element):
            raise VerifyException(
                f"must be {self.words}, but got '{attribute_text(attr)}'"
            )

    def mapping_type_vars(
        self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]
    ) -> ArithType:
        return self


INTEGER_LIKE = ArithType("signless-fixed-width-integer-like", _integer)
"""The integer casts' operands and results (MLIR's `SignlessFixedWidthIntegerLike`)."""

FLOAT_LIKE = ArithType("floating-point-like", _float)
"""The float casts' and `arith.cmpf`'s (MLIR's `FloatLike`)."""

INDEX_CASTABLE = ArithType(
    "signless-non-zero-bitwidth-integer-like or memref of signless-integer",
    _integer_or_index,
    memrefs=True,
)
"""`arith.index_cast`'s and `arith.index_castui`'s (MLIR's `IndexCastTypeConstraint`)."""

BITCASTABLE = ArithType(
    "non-zero-bitwidth-signless-integer-or-float-like or memref of non-zero-bitwidth "
    "signless integer or float",
    _integer_or_float,
    memrefs=True,
)
"""`arith.bitcast`'s (MLIR's `BitcastTypeConstraint`)."""

INTEGER_OR_INDEX_LIKE = ArithType(
    "signless-non-zero-bitwidth-integer-like", _integer_or_index
)
"""`arith.cmpi`'s operands (MLIR's `SignlessIntegerOrIndexLike`)."""

BOOL_LIKE = ArithType("bool-like", _bool)
"""The comparisons' result (MLIR's `BoolLike`)."""

SIGNLESS_INTEGER_LIKE = ArithType("signless-integer-like", _signless_or_index)
"""MLIR's `SignlessIntegerLike` (`i0` included): `util.align`'s operands."""
