"""`float_literals.nearest_bits` rounds a decimal to an IEEE format once, as
MLIR's `APFloat` does: checked against exact rounding (`fractions`) on
decimals at and around the format's boundaries (half-way points, the
overflow threshold, the subnormal range), where a double in between would
round them twice."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from xdsl.dialects.builtin import AnyFloat, BFloat16Type, Float16Type, Float32Type

from xdsl_stream.io.float_literals import nearest_bits

LAYOUTS: list[tuple[AnyFloat, int, int]] = [
    (Float16Type(), 5, 10),
    (BFloat16Type(), 8, 7),
    (Float32Type(), 8, 23),
]


def _exact_bits(x: Fraction, exponent: int, mantissa: int) -> int:
    """`x` rounded to the nearest (ties to even) IEEE value, by exact
    arithmetic; past the largest finite value, infinity."""
    sign = int(x < 0) << (exponent + mantissa)
    size = abs(x)
    bias = (1 << (exponent - 1)) - 1
    if size == 0:
        return sign
    power = size.numerator.bit_length() - size.denominator.bit_length()
    if Fraction(2) ** power > size:
        power -= 1
    power = max(power, 1 - bias)  # below the normal range: subnormal steps
    steps = round(size / Fraction(2) ** (power - mantissa))  # ties to even
    if steps == 1 << (mantissa + 1):
        power, steps = power + 1, steps >> 1
    if power > bias:
        return sign | ((1 << exponent) - 1) << mantissa
    if steps < 1 << mantissa:
        return sign | steps
    return sign | (power + bias) << mantissa | (steps - (1 << mantissa))


def _decimal(x: Fraction, digits: int) -> str:
    """`x` written with `digits` significant digits (rounded toward zero)."""
    text = f"{abs(x.numerator) * 10**digits // x.denominator}"
    sign = "-" if x < 0 else ""
    return f"{sign}{text}e-{digits}"


def _boundaries(exponent: int, mantissa: int, rng: random.Random) -> list[Fraction]:
    """Half-way points of normal and subnormal values, and the overflow
    threshold, of the format."""
    bias = (1 << (exponent - 1)) - 1
    points = [Fraction(2) ** bias * (2 - Fraction(1, 2 ** (mantissa + 1)))]
    for _ in range(40):
        power = rng.randint(1 - bias - mantissa, bias)
        steps = rng.randrange(1 << mantissa, 1 << (mantissa + 1))
        points.append(Fraction(2) ** (power - mantissa) * (2 * steps + 1) / 2)
    return points


@pytest.mark.parametrize(("float_type", "exponent", "mantissa"), LAYOUTS)
def test_rounded_once_at_the_boundaries(
    float_type: AnyFloat, exponent: int, mantissa: int
) -> None:
    rng = random.Random(mantissa)
    for point in _boundaries(exponent, mantissa, rng):
        tiny = point / 10**30
        for x in (point, point + tiny, point - tiny, -(point + tiny)):
            literal = _decimal(x, 60) if x != point else _decimal(x, 400)
            exact = Fraction(literal)
            assert nearest_bits(literal, float_type) == _exact_bits(
                exact, exponent, mantissa
            ), literal


def test_a_decimal_below_every_double_is_a_zero_of_its_sign() -> None:
    """Rounded to a zero double it is far below any boundary of the format:
    a zero of its sign, without the exact decimal (whose denominator, for
    `1.0e-99999999`, would take the reader minutes to make)."""
    f32 = Float32Type()
    assert nearest_bits("1.0e-99999999", f32) == 0
    assert nearest_bits("-1.0e-400", f32) == 1 << 31
