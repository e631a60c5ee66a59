"""Dense integers of an odd width as bytes, laid out as MLIR lays them out.

MLIR stores a dense integer element of a width other than 1, 8, 16, 32 or 64
bits in ceil(width / 8) bytes, little-endian, the value in its low bits
(`i17`: 3 bytes, `-50000` as `B03C01`), and writes an attribute of more than
100 elements (not a splat) as the hex string of those bytes.  xDSL 0.75 stores
such an element in a power of two bytes (`i17`: 4) and writes and reads its
hex strings so, which MLIR refuses (docs/upstream.md, entry 22).  The reader
reads MLIR's layout (`values`) and the printer writes it (`hex_string`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, cast

from xdsl.dialects.builtin import ComplexType, IntegerType, Signedness

XDSL_LAYOUT_WIDTHS = frozenset({8, 16, 32, 64})
"""Widths xDSL stores as MLIR does (`i1`, one byte an element in both, is
read and printed as MLIR's booleans by `xdsl_stream.io.float_literals`)."""


def is_odd_width(element: object) -> bool:
    """Whether `element` is an integer type MLIR lays out otherwise than xDSL."""
    if not isinstance(element, IntegerType):
        return False
    width = cast(IntegerType, element).bitwidth
    return width != 1 and width not in XDSL_LAYOUT_WIDTHS


def is_signed_or_unsigned_bool(element: object) -> bool:
    """Whether `element` is `si1` or `ui1`: MLIR reads a hex string of them as
    of `i1`, a byte an element, any byte but 0 a true (xDSL kept the bytes as
    numbers: `"0xE0"` read as 224, printed so, and refused by MLIR)."""
    return (
        isinstance(element, IntegerType)
        and cast(IntegerType, element).bitwidth == 1
        and cast(IntegerType, element).signedness.data is not Signedness.SIGNLESS
    )


def bool_values(element: IntegerType, data: bytes) -> list[int]:
    """The `si1` or `ui1` elements `data` holds a byte each, as xDSL keeps
    them: a true is -1 if signed, 1 if unsigned."""
    true = -1 if element.signedness.data is Signedness.SIGNED else 1
    return [true if byte else 0 for byte in data]


def is_odd_width_complex(element: object) -> bool:
    """Whether `element` is a complex type of such integers."""
    if not isinstance(element, ComplexType):
        return False
    return is_odd_width(cast(ComplexType[Any], element).element_type)


def element_bytes(element: IntegerType) -> int:
    return -(-element.width.data // 8)


def hex_string(element: IntegerType, values: Iterable[int]) -> str:
    """`"0x..."`: `values` in MLIR's layout, upper-case as MLIR prints it."""
    mask = (1 << element.width.data) - 1
    size = element_bytes(element)
    data = b"".join((value & mask).to_bytes(size, "little") for value in values)
    return f'"0x{data.hex().upper()}"'


def values(element: IntegerType, data: bytes) -> list[int]:
    """The elements `data` holds in MLIR's layout, as xDSL keeps them (signed
    unless the type is unsigned); `len(data)` is a multiple of the element's
    bytes."""
    width = element.width.data
    mask, size = (1 << width) - 1, element_bytes(element)
    signed = element.signedness.data != Signedness.UNSIGNED
    found: list[int] = []
    for at in range(0, len(data), size):
        value = int.from_bytes(data[at : at + size], "little") & mask
        if signed and value >> (width - 1):
            value -= 1 << width
        found.append(value)
    return found
