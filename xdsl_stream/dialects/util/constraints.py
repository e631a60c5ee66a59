"""Type constraints of the ops declared here, refused in IREE's words.

IREE's ODS names its type constraints (`Util_BufferType`, `Util_Primitive`,
`Util_FillPattern`, ...) and MLIR refuses a value of another type with the
constraint's summary: `must be index or integer or floating-point, but got
'vector<4xi32>'`.  `TypeKinds` is such a constraint: the classes it accepts
and the words it refuses with; `variadic` gives the words MLIR uses for a
value of a variadic group.  Util's constraints, and MLIR's that the HAL,
encoding and `linalg` ops declared here share, are defined below.
"""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from typing import cast, get_args

from typing_extensions import TypeVar
from xdsl.dialects.builtin import (
    AnyFloat,
    ComplexType,
    IndexType,
    IntegerType,
    MemRefType,
    Signedness,
    TensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
    UnregisteredAttr,
    VectorType,
)
from xdsl.ir import Attribute, AttributeCovT
from xdsl.irdl import (
    AttrConstraint,
    InferenceContext,
    IntConstraint,
    VerificationContext,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.dialects.util.types import BufferType


def _signless(type: Attribute) -> bool:
    """`type` is a signless integer type."""
    return (
        isinstance(type, IntegerType)
        and cast(IntegerType, type).signedness.data is Signedness.SIGNLESS
    )


@dataclass(frozen=True)
class TypeKinds(AttrConstraint[Attribute]):
    """A type of one of `kinds` (an integer only signless if `signless`),
    refused with `must be {words}, but got 'T'` otherwise; `only`, when
    given, is the one type it admits (a format need not write it)."""

    kinds: tuple[type[Attribute], ...]
    words: str
    only: Attribute | None = None
    signless: bool = False

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        signed = self.signless and not _signless(attr)
        if not isinstance(attr, self.kinds) or (
            signed and isinstance(attr, IntegerType)
        ):
            raise VerifyException(f"must be {self.words}, but got '{attr}'")

    def get_bases(self) -> set[type[Attribute]] | None:
        return set(self.kinds)

    def can_infer(self, var_constraint_names: AbstractSet[str]) -> bool:
        return self.only is not None

    def infer(self, context: InferenceContext) -> Attribute:
        assert self.only is not None
        return self.only

    def mapping_type_vars(
        self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]
    ) -> TypeKinds:
        return self


@dataclass(frozen=True)
class SignlessWidth(AttrConstraint[Attribute]):
    """IREE's `I1`, `I64`, ...: a signless integer of one width."""

    width: int

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        if attr != IntegerType(self.width):
            raise VerifyException(
                f"must be {self.width}-bit signless integer, but got '{attr}'"
            )

    def get_bases(self) -> set[type[Attribute]] | None:
        return {IntegerType}

    def can_infer(self, var_constraint_names: AbstractSet[str]) -> bool:
        return True

    def infer(self, context: InferenceContext) -> Attribute:
        return IntegerType(self.width)

    def mapping_type_vars(
        self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]
    ) -> SignlessWidth:
        return self


@dataclass(frozen=True)
class SignlessWidths(AttrConstraint[Attribute]):
    """IREE's `AnyTypeOf<[I8, I16, ...]>`: a signless integer of one of
    `widths`."""

    widths: tuple[int, ...]

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        if not any(attr == IntegerType(width) for width in self.widths):
            words = " or ".join(
                f"{width}-bit signless integer" for width in self.widths
            )
            raise VerifyException(f"must be {words}, but got '{attr}'")

    def get_bases(self) -> set[type[Attribute]] | None:
        return {IntegerType}

    def mapping_type_vars(
        self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]
    ) -> SignlessWidths:
        return self


@dataclass(frozen=True)
class Summarized(AttrConstraint[AttributeCovT]):
    """An attribute (or property) `name` of the op, checked by `constraint`
    and refused in MLIR's words for a named ODS attribute constraint:
    `attribute 'name' failed to satisfy constraint: {summary}` (xDSL's
    words name its own classes)."""

    name: str
    summary: str
    constraint: AttrConstraint[AttributeCovT]

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        try:
            self.constraint.verify(attr, constraint_context)
        except VerifyException:
            raise VerifyException(
                f"attribute '{self.name}' failed to satisfy constraint: {self.summary}"
            ) from None

    def get_bases(self) -> set[type[Attribute]] | None:
        return self.constraint.get_bases()

    def mapping_type_vars(
        self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]
    ) -> Summarized[AttributeCovT]:
        return self


_FLOATS: tuple[type[Attribute], ...] = get_args(AnyFloat)

BUFFER = TypeKinds((BufferType,), "A reference counted byte buffer.", BufferType())
"""IREE's `Util_BufferType`: `!util.buffer`."""

SIZE = TypeKinds((IndexType,), "index", IndexType())
"""IREE's `Util_Size` and `Util_Offset`: an `index`."""

PRIMITIVE = TypeKinds(
    (IndexType, IntegerType, *_FLOATS), "index or integer or floating-point"
)
"""IREE's `Util_Primitive`: an index, integer or float (of any signedness
and width)."""

FILL_PATTERN = TypeKinds(
    (IntegerType, *_FLOATS, IndexType), "integer or floating-point or index"
)
"""IREE's `Util_FillPattern`: what `util.buffer.fill` repeats (the kinds of
`Util_Primitive`, named in another order)."""

RANGE_OPERAND = TypeKinds((IndexType, IntegerType), "variadic of index or integer")
"""IREE's `Variadic<Util_Range>`: an integer or index (in the words of a
variadic operand, where MLIR finds a wrong type first)."""

ANY_MEMREF = TypeKinds((MemRefType,), "memref of any non-token type values")
"""MLIR's `AnyMemRef`."""

RANKED_TENSOR = TypeKinds((TensorType,), "ranked tensor of any non-token type values")
"""MLIR's `AnyRankedTensor`."""

SHAPED = TypeKinds(
    (TensorType, UnrankedTensorType, MemRefType, UnrankedMemRefType, VectorType),
    "shaped of any non-token type values",
)
"""MLIR's `AnyShaped`."""

I32 = SignlessWidth(32)
"""MLIR's `I32` (IREE's `Util_Status`, HAL's element and encoding codes)."""


def variadic(kinds: TypeKinds) -> TypeKinds:
    """`kinds` as the constraint of each value of a variadic group: MLIR
    words a wrong one `must be variadic of ...`."""
    return TypeKinds(
        kinds.kinds, f"variadic of {kinds.words}", kinds.only, kinds.signless
    )


INDICES = variadic(SIZE)
"""MLIR's `Variadic<Index>`."""


def _signless_or_float(type: Attribute) -> bool:
    return _signless(type) or isinstance(type, _FLOATS)


@dataclass(frozen=True)
class NumericOrTensor(AttrConstraint[Attribute]):
    """IREE's `AnyTypeOf<[Util_Element, Util_Tensor]>`: a signless integer
    or a float, or a tensor of them (ranked or not)."""

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        if _signless_or_float(attr):
            return
        if isinstance(attr, TensorType | UnrankedTensorType) and _signless_or_float(
            cast(TensorType[Attribute], attr).element_type
        ):
            return
        raise VerifyException(
            "must be signless integer or floating-point or tensor of signless "
            f"integer or floating-point values, but got '{attr}'"
        )

    def mapping_type_vars(
        self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]
    ) -> NumericOrTensor:
        return self


def is_object(type: Attribute) -> bool:
    """Whether `type` is `!util.object`, any reference (kept as an
    unregistered type: the package declares no class for it)."""
    return isinstance(type, UnregisteredAttr) and type.attr_name.data == "util.object"


def object_cast_compatible(type: Attribute) -> bool:
    """IREE's `ObjectType::isCompatible`: any type but an integer, index,
    float or complex (what `util.cast` may cast from or to)."""
    return not isinstance(type, (IntegerType, IndexType, ComplexType, *_FLOATS))
