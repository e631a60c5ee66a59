"""The builtin types MLIR refuses and xDSL 0.75 reads (docs/upstream.md,
entry 24), in MLIR's words.

MLIR's builtin types verify their parameters when they are built; xDSL's
build them as written:

* a tensor's element is an integer, index, float, complex or vector type, or
  a type of another dialect (`invalid tensor element type`, at the element);
* a memref's element is an integer, index, float, complex, vector or memref
  type (`invalid memref element type`, at the element);
* a vector's element is an integer, index or float type, and its sizes are
  positive (at `vector`);
* a memref's affine layout has the memref's rank of dimensions, its strided
  layout that many strides (at `memref`), and an unranked memref has none
  (at its `>`);
* an integer type is at most 16,777,215 bits wide.

`problem` says what is wrong with a type just read, and `element_start`
where its element type is written.
"""

from __future__ import annotations

import re
from typing import Literal, cast

from xdsl.dialects.builtin import (
    AffineMapAttr,
    AnyFloat,
    ComplexType,
    IndexType,
    IntegerType,
    MemRefType,
    StridedLayoutAttr,
    TensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
    UnregisteredAttr,
    VectorType,
)
from xdsl.ir import Attribute, BuiltinAttribute
from xdsl.utils.hints import isa

MAX_INTEGER_WIDTH = (1 << 24) - 1
"""MLIR's widest integer type (`integer bitwidth is limited to ... bits`)."""

_SHAPE = re.compile(
    r"<[ \t\n]*(?:\*[ \t\n]*x|(?:(?:\?|\d+)[ \t\n]*x[ \t\n]*)*)[ \t\n]*"
)
"""From a shaped type's `<` past its dimensions, to its element type."""


def _of(found: Attribute, *kinds: type[Attribute]) -> bool:
    """`isinstance`, without narrowing `found` to a generic class."""
    return isinstance(found, kinds)


def _element(found: Attribute) -> Attribute:
    """A shaped type's element type."""
    element: object = getattr(found, "element_type", None)
    return cast(Attribute, element)


def _scalar(element: Attribute) -> bool:
    return _of(element, IntegerType, IndexType) or isa(element, AnyFloat)


def _tensor_element(element: Attribute) -> bool:
    return (
        _scalar(element)
        or _of(element, ComplexType, VectorType)
        or not _of(element, BuiltinAttribute)
        or _of(element, UnregisteredAttr)  # a type of a dialect no one registered
    )


def _memref_element(element: Attribute) -> bool:
    return _scalar(element) or _of(
        element, ComplexType, VectorType, MemRefType, UnrankedMemRefType
    )


def too_wide(found: Attribute | None) -> bool:
    """Whether `found` is an integer type wider than MLIR's widest."""
    return (
        found is not None
        and _of(found, IntegerType)
        and cast(IntegerType, found).bitwidth > MAX_INTEGER_WIDTH
    )


Place = Literal["keyword", "element", "end"]
"""Where MLIR places a type's refusal: at the type's keyword, at its element
type, or at its closing `>`."""


def problem(found: Attribute) -> tuple[str, Place] | None:
    """MLIR's message refusing the builtin type `found` (tensor, memref or
    vector, its parameters already checked), and where MLIR places it; None
    if MLIR builds it."""
    if _of(found, TensorType, UnrankedTensorType):
        if not _tensor_element(_element(found)):
            return "invalid tensor element type", "element"
    elif _of(found, MemRefType, UnrankedMemRefType):
        if not _memref_element(_element(found)):
            return "invalid memref element type", "element"
        if _of(found, MemRefType):
            return _layout_problem(cast(MemRefType[Attribute], found))
        space = cast(UnrankedMemRefType[Attribute], found).memory_space
        if isinstance(space, AffineMapAttr | StridedLayoutAttr):
            # (xDSL reads a layout there as the memory space)
            return "cannot have affine map for unranked memref type", "end"
    elif _of(found, VectorType):
        if not _scalar(_element(found)):
            return (
                "failed to verify 'elementType': VectorElementTypeInterface instance",
                "keyword",
            )
        shape = cast(VectorType[Attribute], found).get_shape()
        if any(size <= 0 for size in shape):
            sizes = ", ".join(map(str, shape))
            return (
                f"vector types must have positive constant sizes but got {sizes}",
                "keyword",
            )
    return None


def _layout_problem(memref: MemRefType[Attribute]) -> tuple[str, Place] | None:
    rank = len(memref.get_shape())
    layout = memref.layout
    if isinstance(layout, AffineMapAttr) and layout.data.num_dims != rank:
        dims = layout.data.num_dims
        return (
            f"memref layout mismatch between rank and affine map: {rank} != {dims}",
            "keyword",
        )
    if isinstance(layout, StridedLayoutAttr) and len(layout.strides) != rank:
        return "expected the number of strides to match the rank", "keyword"
    return None


def element_start(text: str, angle: int) -> int:
    """Where the element type of the shaped type whose `<` is at `angle` is
    written (past its dimensions)."""
    found = _SHAPE.match(text, angle)
    return angle + 1 if found is None else found.end()
