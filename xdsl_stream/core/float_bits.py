"""The exact bits of a float attribute's value, NaN payloads included.

MLIR keeps a float attribute as its bits (`APFloat`), so
`0x7F800001 : f32` (a signalling NaN) and `0x7E01 : f16` (a NaN with a
payload) read and print back as written, and a bitcast of either folds to
those bits.  xDSL keeps a Python float (a double) and converts with `struct`,
which loses them: widening an `f32` signalling NaN to a double makes it quiet
(`0x7FC00001`), and CPython's `f16` conversion drops every payload (`0x7E00`).

Here a NaN of an IEEE format is widened by hand, its payload in the double's
top mantissa bits and its quiet bit kept as it is, and narrowed back the same
way, so `float_bits(float_from_bits(b, t), t) == b` for every bit pattern
`b` of `f16`, `bf16`, `f32`, `f64` and the IEEE-like 8-bit formats
(`f8E5M2`, `f8E4M3`, `f8E3M4`; other values go through xDSL's own packing,
which is exact for them), and the other 8-, 6- and 4-bit formats, whose
NaN is one pattern of each sign or one pattern, are exact too (their NaN's
sign kept on the double).  The reader, the printer and the pack pass
use these two functions for every hex float.
"""

from __future__ import annotations

import math
import struct

from xdsl.dialects.builtin import (
    AnyFloat,
    BFloat16Type,
    Float4E2M1FNType,
    Float6E2M3FNType,
    Float6E3M2FNType,
    Float8E3M4Type,
    Float8E4M3B11FNUZType,
    Float8E4M3FNType,
    Float8E4M3FNUZType,
    Float8E4M3Type,
    Float8E5M2FNUZType,
    Float8E5M2Type,
    Float8E8M0FNUType,
    Float16Type,
    Float32Type,
    Float64Type,
)

_LAYOUTS: dict[type[AnyFloat], tuple[int, int]] = {
    Float16Type: (5, 10),
    BFloat16Type: (8, 7),
    Float32Type: (8, 23),
    Float64Type: (11, 52),
    Float8E5M2Type: (5, 2),
    Float8E4M3Type: (4, 3),
    Float8E3M4Type: (3, 4),
}
"""Exponent and mantissa bits of the IEEE formats (a NaN is every exponent
bit set and a mantissa not zero) whose NaNs are kept exact."""

_OTHER_SMALL: frozenset[type[AnyFloat]] = frozenset(
    {
        Float4E2M1FNType,
        Float6E2M3FNType,
        Float6E3M2FNType,
        Float8E4M3B11FNUZType,
        Float8E4M3FNType,
        Float8E4M3FNUZType,
        Float8E5M2FNUZType,
        Float8E8M0FNUType,
    }
)
"""The 8-, 6- and 4-bit formats of other NaN encodings (one NaN, or none),
whose finite bit patterns xDSL packs and unpacks exactly."""

_DOUBLE_MANTISSA = 52


def float_from_bits(bits: int, float_type: AnyFloat) -> float:
    """The value `float_type`'s bit pattern `bits` stands for, as a double that
    `float_bits` turns back into `bits` (a NaN's payload and quiet bit kept)."""
    layout = _LAYOUTS.get(float_type.__class__)
    if layout is not None and _is_nan(bits, *layout):
        exponent, mantissa = layout
        sign = bits >> (exponent + mantissa) & 1
        payload = bits & ((1 << mantissa) - 1)
        double = sign << 63 | 0x7FF << _DOUBLE_MANTISSA
        double |= payload << (_DOUBLE_MANTISSA - mantissa)
        return struct.unpack("<d", double.to_bytes(8, "little"))[0]
    raw = bits.to_bytes(float_type.compile_time_size, "little")
    value = float_type.unpack(raw, 1)[0]
    if math.isnan(value):  # a format of one NaN a sign: keep the sign
        return math.copysign(
            math.nan, -1.0 if bits >> (float_type.bitwidth - 1) else 1.0
        )
    return value


def float_bits(value: float, float_type: AnyFloat) -> int | None:
    """The bit pattern of `value` as `float_type` holds it (None where xDSL
    cannot pack it: a finite value out of its range, or a format it does not
    pack)."""
    layout = _LAYOUTS.get(float_type.__class__)
    if layout is not None and math.isnan(value):
        exponent, mantissa = layout
        double = int.from_bytes(struct.pack("<d", value), "little")
        payload = double >> (_DOUBLE_MANTISSA - mantissa) & ((1 << mantissa) - 1)
        payload = payload or 1 << (mantissa - 1)  # a payload below: quiet
        sign = double >> 63
        return (
            sign << (exponent + mantissa) | ((1 << exponent) - 1) << mantissa | payload
        )
    try:
        packed = float_type.pack((value,))
    except (NotImplementedError, struct.error, OverflowError):
        return None
    bits = int.from_bytes(packed, "little") % (1 << float_type.bitwidth)
    if math.isnan(value) and math.copysign(1.0, value) < 0:
        signed = bits | 1 << (float_type.bitwidth - 1)  # its NaN of that sign,
        if math.isnan(float_from_bits(signed, float_type)):  # if it has one
            return signed
    return bits


def is_exact_format(attr: object) -> bool:
    """Whether `attr` is a float type whose bits the reader reads and the
    printer prints from its bit patterns (all but `f80`, `f128` and `tf32`,
    which xDSL does not pack)."""
    return attr.__class__ in _LAYOUTS or attr.__class__ in _OTHER_SMALL


def is_nan_bits(bits: int, float_type: AnyFloat) -> bool:
    """Whether `bits` is a NaN of `float_type` (False for formats not listed)."""
    layout = _LAYOUTS.get(float_type.__class__)
    return layout is not None and _is_nan(bits, *layout)


def _is_nan(bits: int, exponent: int, mantissa: int) -> bool:
    all_ones = (1 << exponent) - 1
    return (bits >> mantissa) & all_ones == all_ones and bits & (
        (1 << mantissa) - 1
    ) != 0
