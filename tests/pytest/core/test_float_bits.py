"""`xdsl_stream.core.float_bits`: every bit pattern survives the trip
through a Python float, NaN payloads and signalling NaNs included."""

from __future__ import annotations

import math
import random

import pytest
from xdsl.dialects import builtin
from xdsl.dialects.builtin import (
    AnyFloat,
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    Float80Type,
)

from xdsl_stream.core.float_bits import (
    float_bits,
    float_from_bits,
    is_exact_format,
    is_nan_bits,
)


@pytest.mark.parametrize("float_type", [Float16Type(), BFloat16Type()])
def test_every_16_bit_pattern_round_trips(float_type: AnyFloat) -> None:
    for bits in range(1 << 16):
        assert float_bits(float_from_bits(bits, float_type), float_type) == bits


SMALL_FORMATS: list[AnyFloat] = [
    format
    for name in dir(builtin)
    if name.startswith("Float")
    and name.endswith("Type")
    and (format := getattr(builtin, name)()).bitwidth <= 8
]
"""Every 8-, 6- and 4-bit float type xDSL defines (one it adds is held to
the same round trip)."""


@pytest.mark.parametrize("float_type", SMALL_FORMATS, ids=lambda t: t.name)
def test_every_small_pattern_round_trips(float_type: AnyFloat) -> None:
    """Each NaN keeps its payload (the IEEE-like formats) or its sign (the
    formats of one NaN a sign), each value its bits."""
    assert is_exact_format(float_type)
    for bits in range(1 << float_type.bitwidth):
        assert float_bits(float_from_bits(bits, float_type), float_type) == bits


@pytest.mark.parametrize("float_type", [Float32Type(), Float64Type()])
def test_wide_patterns_round_trip(float_type: AnyFloat) -> None:
    """Random patterns, and every NaN corner: quiet bit alone, payload alone
    (signalling), both, each sign."""
    width = float_type.bitwidth
    mantissa = {32: 23, 64: 52}[width]
    exponent = ((1 << (width - 1 - mantissa)) - 1) << mantissa
    quiet = 1 << (mantissa - 1)
    corners = [exponent | quiet, exponent | 1, exponent | quiet | 1, exponent]
    corners += [bits | 1 << (width - 1) for bits in corners]
    rng = random.Random(0)
    for bits in corners + [rng.getrandbits(width) for _ in range(5000)]:
        assert float_bits(float_from_bits(bits, float_type), float_type) == bits


def test_nans_are_told_and_values_are_values() -> None:
    f32 = Float32Type()
    assert math.isnan(float_from_bits(0x7F800001, f32))
    assert is_nan_bits(0x7F800001, f32) and not is_nan_bits(0x7F800000, f32)
    assert float_from_bits(0xFF800000, f32) == -math.inf
    assert float_from_bits(0x3C00, Float16Type()) == 1.0
    assert float_bits(float("nan"), f32) == 0x7FC00000
    assert float_bits(1e10, Float16Type()) is None  # out of range: not packed


def test_other_formats_are_not_kept_exact() -> None:
    assert not is_exact_format(Float80Type())
    assert not is_nan_bits(0x7FFF_C000_0000_0000_0001, Float80Type())


def test_a_nan_with_its_payload_below_the_narrow_format_comes_out_quiet() -> None:
    """An `f64` NaN whose payload lies below an `f32`'s mantissa narrows to
    the quiet NaN, as the hardware narrows it (not to an infinity)."""
    wide = float_from_bits(0x7FF0000000000001, Float64Type())
    assert float_bits(wide, Float32Type()) == 0x7FC00000
