"""Integer literals where a float is expected, read as MLIR reads them.

MLIR writes a float that has no exact decimal form (an infinity, a NaN) as
its bit pattern in hex: `0xFF800000 : f32` is minus infinity, and a dense
literal holds such elements among decimal ones,
`dense<[0xFF800000, 1.000000e+00]> : tensor<2xf32>`.  It refuses a decimal
integer there (`unexpected decimal integer literal for a floating point
value`), a minus before the hex digits, bits wider than the type and a
boolean in a float tensor.  xDSL 0.75 reads a scalar's hex as bits but loses
a NaN's payload (`xdsl_stream.core.float_bits`), takes a dense literal's hex
elements as numbers (`dense<0xFF800000>` became 4.28657869e+09: a different
constant, exit 0) and reads a decimal integer, a negative hex or a boolean
as a float (docs/upstream.md, entry 18).

`exact_float_attr` fixes a scalar xDSL has read; `parse_dense_float_literal`
reads a dense literal of a float or float-complex element type that holds an
integer or boolean element; `ClosedDialectParser` calls both.  A decimal
float is rounded to its type once, as MLIR rounds it (`nearest_bits`): xDSL
rounds it to a double, then to the type.  Dense literals of decimal floats
only are left to xDSL where a second rounding cannot change them (fewer than
16 digits, or `f64` elements).
`ExactFloatPrinter` prints what was read so, as MLIR prints it, and prints
the other dense literal xDSL prints otherwise, of `i1` elements, as MLIR does.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, NoReturn, cast

from xdsl.dialects.builtin import (
    AnyDenseElement,
    AnyFloat,
    BytesAttr,
    ComplexType,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    Float8E8M0FNUType,
    FloatAttr,
    FloatData,
    FloatTF32Type,
    IntegerType,
    RankedStructure,
    i1,
)
from xdsl.ir import Attribute
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.hints import isa

from xdsl_stream.core.float_bits import float_bits, float_from_bits, is_exact_format
from xdsl_stream.io import odd_width_ints

DECIMAL_INTEGER = "unexpected decimal integer literal for a floating point value"
NEGATIVE_HEX = "hexadecimal float literal should not have a leading minus"
HEX_TOO_WIDE = "hexadecimal float constant out of range for type"
NOT_A_FLOAT = "expected floating point literal"
ELEMENT_MISSING = "expected element literal of primitive type"
UNSIGNED_NEGATIVE = (
    "negative floating point literal for a type with no signed representation"
)
UNSIGNED_FORMATS = (Float8E8M0FNUType,)
"""The float formats with no sign bit, where MLIR refuses a minus (even on
zero; xDSL read `-0.0 : f8E8M0FNU` as its smallest value)."""
STATIC_SHAPE = "elements literal type must have static shape"

_DIGITS = re.compile(r"-[ \t\n]*(0x[0-9A-Fa-f]+|[0-9][\w.+-]*)")
"""A negative literal: the minus, then (group 1) its digits."""
_INTEGER = re.compile(r"(-?)[ \t\n]*(0x[0-9A-Fa-f]+|[0-9]+)(?![\w.])")
"""An integer literal from its sign on: the sign, the digits."""

_DENSE_BODY = re.compile(r"<([^<>\"]*)>")
"""A dense literal's `<...>` that is a tensor literal (not a hex string)."""

_DECIMAL = re.compile(r"(-?)[ \t\n]*([0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?)")
"""A decimal float literal from its sign on: the sign, the digits."""

_LONG_DECIMAL = re.compile(r"(?:[0-9]\.?){16}")
"""A decimal of 16 digits or more: the only kind whose nearest double may lie
on a boundary between two values of a narrower format while the decimal does
not (a decimal of fewer digits is either that boundary exactly or nearer
another double), and so the only kind a second rounding may change
(`nearest_bits`)."""

_DOUBLE_BITS = 64

_NOT_DECIMAL_FLOAT = re.compile(
    r"(?<![\w.+-])-?[ \t\n]*(?:0x|[0-9]+(?![0-9.])|true|false)"
)
"""An element of a tensor literal that is not a decimal float."""

_TOKEN = re.compile(
    r"[ \t\n]*(?:(?P<punct>[\[\](),])"
    r"|(?P<number>-?[ \t\n]*(?:0x[0-9A-Fa-f]+|[0-9]+(?:\.[0-9]*(?:[eE][-+]?[0-9]+)?)?))"
    r"|(?P<word>true|false))"
)


def exact_float_attr(parser: AttrParser, attr: FloatAttr, start: int) -> FloatAttr:
    """`attr`, read by xDSL from the literal at `start`, as MLIR reads that
    literal: its bits exact if hex, an error at the digits if decimal or
    negative hex."""
    text = parser.lexer.input.content
    integer = _INTEGER.match(text, start)
    if integer is None:
        if isinstance(attr.type, UNSIGNED_FORMATS) and text[start] == "-":
            refuse_unsigned_negative(parser, start)
        decimal = _DECIMAL.match(text, start)
        if decimal is None or attr.type.bitwidth >= _DOUBLE_BITS:
            return attr  # xDSL's value is the literal's nearest double
        bits = nearest_bits(decimal[1] + decimal[2], attr.type)
    else:
        bits = _hex_bits(parser, integer.group(1), integer.group(2), integer.start(2))
    exact = FloatData(float_from_bits(bits, attr.type))
    return FloatAttr.new((exact, attr.type))  # `FloatAttr(...)` would round it


def wide_float_refusal(float_type: Attribute) -> str:
    """Why a literal of `float_type` (`f80`, `f128`, `tf32`) is refused: xDSL
    keeps every float as a 64-bit value and has no printer for the first two,
    and packs a `tf32` as an `f32` (its hex elements read as numbers), so
    the literal would lose or change bits MLIR keeps."""
    if isinstance(float_type, FloatTF32Type):
        return f"{float_type} literals are not supported: xDSL packs them as f32"
    return (
        f"{float_type} literals are not supported: xDSL keeps a float as a 64-bit value"
    )


def refuse_unsigned_negative(parser: AttrParser, start: int) -> NoReturn:
    """MLIR's error for the negative float literal at `start` (its `-`) of a
    format with no sign: at the digits, a hex one's as for any float."""
    text = parser.lexer.input.content
    digits = _DIGITS.match(text, start)
    if digits is None:  # no digits after the minus: at the minus
        parser.raise_error(UNSIGNED_NEGATIVE, start, start + 1)
    at, end = digits.span(1)
    hex = digits[1].startswith("0x")
    parser.raise_error(NEGATIVE_HEX if hex else UNSIGNED_NEGATIVE, at, end)


def dense_literal_end(
    parser: AttrParser, start: int, *, any_elements: bool = False
) -> int | None:
    """Where the dense literal whose `<` is at `start` ends, if it is a tensor
    literal with an element that is not a decimal float or is a decimal a
    second rounding may change (`_LONG_DECIMAL`), or any tensor literal with
    `any_elements` (None otherwise)."""
    body = _DENSE_BODY.match(parser.lexer.input.content, start)
    if body is None or not (
        any_elements
        or _NOT_DECIMAL_FLOAT.search(body[1])
        or _LONG_DECIMAL.search(body[1])
    ):
        return None
    return body.end()


def _is_dynamic(type: RankedStructure[Attribute]) -> bool:
    return any(size < 0 for size in type.get_shape())


def check_static_shape(parser: AttrParser, type: Attribute, start: int) -> None:
    """Refuse a dense literal (its `<` at `start`) of a type with a dynamic
    size, where MLIR does: at the `dense` keyword."""
    if isa(type, RankedStructure[Attribute]) and _is_dynamic(type):
        parser.raise_error(STATIC_SHAPE, max(start - len("dense"), 0))


def exact_element_type(type: Attribute) -> AnyFloat | None:
    """The float type of a dense literal of `type` read here: one of static
    shape whose elements are floats (or complex numbers of floats) of a format
    whose bits are kept exact; None for any other (xDSL reads those)."""
    if not isa(type, RankedStructure[Attribute]) or _is_dynamic(type):
        return None
    element = type.get_element_type()
    if isinstance(element, ComplexType):
        element = cast(ComplexType, element).element_type
    return element if isa(element, AnyFloat) and is_exact_format(element) else None


@dataclass
class _Literal:
    """A tensor literal's elements in order, each part's bits, and its shape
    (None for a splat: one element, for every position)."""

    bits: list[int]
    shape: list[int] | None


def parse_dense_float_literal(
    parser: AttrParser,
    start: int,
    end: int,
    type: RankedStructure[AnyDenseElement],
    float_type: AnyFloat,
) -> DenseIntOrFPElementsAttr:
    """The dense attribute of `type` (elements of `float_type`, or complex
    numbers of it) whose literal is the text from `start` to `end` (`<...>`),
    its elements' bits as MLIR reads them; errors at the element."""
    parts = 2 if isinstance(type.get_element_type(), ComplexType) else 1
    literal = _Reader(parser, float_type, start + 1, end - 1).literal(parts)
    count = math.prod(type.get_shape())
    repeat = 1
    if literal.shape is None:  # a splat: one element's bytes, repeated
        repeat = count
    elif literal.shape != list(type.get_shape()):
        parser.raise_error(
            f"inferred shape of elements literal ({literal.shape}) does not "
            f"match type ({list(type.get_shape())})",
            max(start - len("dense"), 0),
        )
    size = float_type.compile_time_size
    data = b"".join(bits.to_bytes(size, "little") for bits in literal.bits)
    return DenseIntOrFPElementsAttr(type, BytesAttr(data * repeat))


def parse_float_array(
    parser: AttrParser, float_type: AnyFloat, start: int, end: int
) -> bytes:
    """The elements of a dense array of `float_type` written between `start`
    and `end` (`1.0, 0x7FC00000`), as MLIR reads them: each one's bits
    (xDSL reads decimal floats only, so `array<f32: 0x7F800000>`, which MLIR
    prints for infinity, was refused); errors at the element."""
    bits = _Reader(parser, float_type, start, end).sequence()
    size = float_type.compile_time_size
    return b"".join(element.to_bytes(size, "little") for element in bits)


def _hex_bits(parser: AttrParser, sign: str, digits: str, at: int) -> int:
    """The bits hex `digits` (at `at`, after `sign`) give a float; an error
    at the digits where MLIR refuses them (the width is checked by the caller
    that knows the type)."""
    if not digits.startswith("0x"):
        parser.raise_error(DECIMAL_INTEGER, at, at + len(digits))
    if sign:
        parser.raise_error(NEGATIVE_HEX, at, at + len(digits))
    return int(digits, 16)


class _Reader:
    """Reads a tensor literal's text (`[`, `]`, `(`, `)`, `,`, numbers)."""

    def __init__(self, parser: AttrParser, float_type: AnyFloat, start: int, end: int):
        self.parser = parser
        self.float_type = float_type
        self.text = parser.lexer.input.content
        self.pos = start
        self.end = end

    def literal(self, parts: int) -> _Literal:
        if self._peek() == "[":
            bits: list[int] = []
            shape = self._list(parts, bits)
            self._expect_end()
            return _Literal(bits, shape)
        bits = self._element(parts)
        self._expect_end()
        return _Literal(bits, None)

    def sequence(self) -> list[int]:
        """Numbers separated by commas, to the end."""
        bits = [self._number(NOT_A_FLOAT)]
        while self._peek() == ",":
            self._token()
            bits.append(self._number(NOT_A_FLOAT))
        self._expect_end()
        return bits

    def _list(self, parts: int, bits: list[int]) -> list[int]:
        self._take("[")
        shapes: list[list[int]] = []
        while self._peek() != "]" or shapes:
            if self._peek() == "[":
                shapes.append(self._list(parts, bits))
            else:
                bits += self._element(parts)
                shapes.append([])
            if shapes[-1] != shapes[0]:
                self.parser.raise_error(
                    "tensor literal is invalid; ranks are not consistent between "
                    "elements",
                    self.pos,
                )
            if self._peek() != ",":
                break
            self._token()
        self._close("]", "expected ']'")
        return [len(shapes), *(shapes[0] if shapes else [])]

    def _element(self, parts: int) -> list[int]:
        if parts == 1:
            return [self._number()]
        self._take("(")
        real = self._number()
        self._close(",", "expected ',' between complex elements")
        imag = self._number()
        self._close(")", "expected ')' after complex elements")
        return [real, imag]

    def _number(self, missing: str = ELEMENT_MISSING) -> int:
        """An element's bits; `missing` where there is none (MLIR's words
        differ between tensor literals and dense arrays)."""
        token = self._token()
        if token is None or token.group("punct"):
            self.parser.raise_error(missing, self._at(token))
        if token.group("word"):
            self.parser.raise_error(NOT_A_FLOAT, token.start("word"), token.end("word"))
        number = token.group("number")
        sign, digits = number[0] == "-", number.lstrip("- \t\n")
        at = token.end("number") - len(digits)
        if "." in digits:
            if sign and isinstance(self.float_type, UNSIGNED_FORMATS):
                self.parser.raise_error(UNSIGNED_NEGATIVE, at, at + len(digits))
            return nearest_bits(f"-{digits}" if sign else digits, self.float_type)
        bits = _hex_bits(self.parser, "-" if sign else "", digits, at)
        if bits >> self.float_type.bitwidth:
            self.parser.raise_error(HEX_TOO_WIDE, at, at + len(digits))
        return bits

    def _peek(self) -> str | None:
        token = _TOKEN.match(self.text, self.pos, self.end)
        return None if token is None or not token.group("punct") else token["punct"]

    def _token(self) -> re.Match[str] | None:
        token = _TOKEN.match(self.text, self.pos, self.end)
        if token is not None:
            self.pos = token.end()
        return token

    def _take(self, punct: str) -> None:
        token = self._token()
        if token is None or token.group("punct") != punct:
            self.parser.raise_error(f"expected '{punct}'", self._at(token))

    def _close(self, punct: str, message: str) -> None:
        """Take `punct`, or say `message` where the text before it ends (where
        MLIR reports a missing delimiter)."""
        if self._peek() != punct:
            self.parser.raise_error(message, self.pos)
        self._token()

    def _at(self, token: re.Match[str] | None) -> int:
        """Where `token` starts, past its blanks (where the text ends, if
        there is no token)."""
        if token is None:
            rest = self.text[self.pos : self.end]
            return self.end - len(rest.lstrip())
        return token.end() - len(token.group(0).lstrip())

    def _expect_end(self) -> None:
        if self.text[self.pos : self.end].strip():
            self.parser.raise_error("expected '>'", self.pos)


def nearest_bits(literal: str, float_type: AnyFloat) -> int:
    """The bits of the decimal float `literal` (its sign included) as MLIR's
    `APFloat` reads it into `float_type`: rounded once, to the nearest
    (ties to even), past the largest finite value to infinity (or NaN, of
    the literal's sign, in a format without infinities).

    Python's `float` rounds the decimal to a double; rounding that double to
    a narrower format is a second rounding, which differs from the first
    where the double falls on a boundary between two of the format's values
    (half-way between them, or the overflow threshold) and the decimal does
    not: `1.0625000000000000001 : f8E4M3FN` is 1.125 for MLIR, where the
    double, 1.0625, is half-way and rounds to 1.0."""
    value = float(literal)
    bits = _decimal_bits(value, float_type)
    if not math.isfinite(value) or value == 0 or float_type.bitwidth >= _DOUBLE_BITS:
        return bits  # (a zero double: the decimal is far below any boundary)
    below = _decimal_bits(math.nextafter(value, -math.inf), float_type)
    above = _decimal_bits(math.nextafter(value, math.inf), float_type)
    exact = Fraction(literal)
    if below == above or exact == Fraction(value):
        return bits  # not on a boundary, or the decimal is the double
    return above if exact > Fraction(value) else below


def _decimal_bits(value: float, float_type: AnyFloat) -> int:
    """The bits of a decimal float literal as `float_type` holds it: rounded
    to the nearest, past the largest finite value to infinity (as MLIR's
    `APFloat` rounds; Python's `f16` packing raises there instead)."""
    bits = float_bits(value, float_type)
    if bits is None:
        bits = float_bits(math.copysign(math.inf, value), float_type)
    assert bits is not None
    return bits


# ===----------------------------------------------------------------------=== #
# Printing
# ===----------------------------------------------------------------------=== #


class ExactFloatPrinter(Printer):
    """xDSL's `Printer`, printing floats as MLIR does where xDSL's printer
    changes them: a NaN with its bits exact (xDSL quiets an `f32` signalling
    NaN and drops an `f16` payload), and a dense float attribute as a splat
    only when all its elements have the same bits (xDSL compares values, so
    `dense<[0.0, -0.0]>` printed as `dense<0.0>`, and a NaN splat as a list),
    NaNs and infinities in upper-case hex, and dense arrays of floats exact.
    Any other float prints as xDSL prints it; no speed-up in it."""

    def print_float(self, value: float, type: AnyFloat) -> None:
        """A NaN or an infinity as its bits in upper-case hex, as MLIR prints
        them (xDSL: in lower case, a NaN changed); any other as xDSL prints it."""
        if (math.isnan(value) or math.isinf(value)) and is_exact_format(type):
            bits = float_bits(value, type)
            if (
                bits is not None
            ):  # a NaN always packs, an infinity where the format has one
                return self.print_string(f"0x{bits:0{_hex_digits(type)}X}")
        return super().print_float(value, type)

    def print_attribute(self, attribute: Attribute) -> None:
        booleans = _bool_dense(attribute)
        if booleans is not None and self._printed_as_bytes(booleans):
            return
        if self._printed_in_mlir_layout(attribute):
            return
        if self._printed_as_float_array(attribute):
            return
        found = _exact_dense(attribute)
        if found is None:
            return super().print_attribute(attribute)
        dense, float_type = found
        self.print_string("dense")
        with self.in_angle_brackets():
            self._print_dense_body(dense, float_type)
        self.print_string(" : ")
        self.print_attribute(dense.get_type())

    def _printed_as_bytes(
        self, dense: DenseIntOrFPElementsAttr[AnyDenseElement]
    ) -> bool:
        """Print a dense `i1` attribute past 100 elements as MLIR does: as its
        bytes, one 0 or 1 an element (xDSL keeps a true as 0xFF, and printed
        it so: an `arith.extui` to `i8` of it then folds to -1); one whose
        elements are all true or all false as a splat (`dense<"0x978B">`,
        two trues, prints `dense<true>`, which reads back to itself; MLIR
        prints `[true, true]`, which it reads back as `dense<true>`).  False
        where xDSL prints it as MLIR does (up to 100 elements, a list)."""
        data = bytes(1 if byte else 0 for byte in dense.data.data)
        count = len(data)
        splat = data == data[:1] * count  # by value: `"0x978B"` is all true
        if count == 0 or (count <= 100 and not splat):
            return False
        self.print_string("dense")
        with self.in_angle_brackets():
            if splat:
                self.print_string("true" if data[0] else "false")
            else:
                self.print_string(f'"0x{data.hex().upper()}"')
        self.print_string(" : ")
        self.print_attribute(dense.get_type())
        return True

    def _printed_as_float_array(self, attribute: Attribute) -> bool:
        """Print a dense array of floats with each element's bits exact, as
        MLIR does (xDSL widens each to a double, which quiets an `f32`
        signalling NaN and drops an `f16` payload).  False for any other
        attribute."""
        if not isinstance(attribute, DenseArrayBase):
            return False
        elements: Attribute = cast(DenseArrayBase[Any], attribute).elt_type
        float_type = exact_float_element(elements)
        if float_type is None:
            return False
        data = cast(DenseArrayBase[AnyFloat], attribute).data.data
        size = float_type.compile_time_size
        self.print_string("array")
        with self.in_angle_brackets():
            self.print_attribute(float_type)
            if data:
                self.print_string(": ")
                self.print_list(
                    range(0, len(data), size),
                    lambda at: self._print_dense_element(
                        data[at : at + size], float_type
                    ),
                )
        return True

    def _printed_in_mlir_layout(self, attribute: Attribute) -> bool:
        """Print a dense attribute of integers of an odd width (`i17`) past
        100 elements, not a splat, as MLIR does: the hex string of its
        elements in MLIR's layout (`xdsl_stream.io.odd_width_ints`; xDSL
        wrote its own, which neither MLIR nor xDSL's reader reads back).
        False for any other attribute, which prints as xDSL prints it."""
        if not isinstance(attribute, DenseIntOrFPElementsAttr):
            return False
        dense = cast(DenseIntOrFPElementsAttr[IntegerType], attribute)
        element = dense.get_element_type()
        if not odd_width_ints.is_odd_width(element) or not dense.shape_is_complete:
            return False
        values = dense.get_values()
        if len(values) <= 100 or values == values[:1] * len(values):
            return False
        self.print_string("dense")
        with self.in_angle_brackets():
            self.print_string(odd_width_ints.hex_string(element, values))
        self.print_string(" : ")
        self.print_attribute(dense.get_type())
        return True

    def _print_dense_body(
        self, dense: DenseIntOrFPElementsAttr[AnyDenseElement], float_type: AnyFloat
    ) -> None:
        """What xDSL's `DenseIntOrFPElementsAttr.print_without_type` prints
        inside `dense<...>`, the splat decided by bits."""
        data = dense.data.data
        parts = 2 if isinstance(dense.get_element_type(), ComplexType) else 1
        size = float_type.compile_time_size * parts
        count = len(data) // size
        if count == 0:
            return
        if data == data[:size] * count:
            return self._print_dense_element(data[:size], float_type)
        if count > 100:
            return self.print_string(f'"0x{data.hex().upper()}"')
        elements = [data[i : i + size] for i in range(0, len(data), size)]
        self._print_nested(elements, list(dense.get_shape()), float_type)

    def _print_nested(
        self, elements: Sequence[bytes], shape: Sequence[int], float_type: AnyFloat
    ) -> None:
        with self.in_square_brackets():
            if len(shape) > 1:
                step = len(elements) // shape[0]
                rows = [elements[i : i + step] for i in range(0, len(elements), step)]
                self.print_list(
                    rows, lambda row: self._print_nested(row, shape[1:], float_type)
                )
            else:
                self.print_list(
                    elements,
                    lambda element: self._print_dense_element(element, float_type),
                )

    def _print_dense_element(self, element: bytes, float_type: AnyFloat) -> None:
        size = float_type.compile_time_size
        bits = [
            int.from_bytes(element[i : i + size], "little")
            for i in range(0, len(element), size)
        ]
        if len(bits) == 1:
            return self._print_bits(bits[0], float_type)
        with self.in_parens():
            self._print_bits(bits[0], float_type)
            self.print_string(",")
            self._print_bits(bits[1], float_type)

    def _print_bits(self, bits: int, float_type: AnyFloat) -> None:
        """An element from its bits: a NaN as those bits, whatever its
        format's NaNs are (a value would keep only the IEEE formats' payload)."""
        value = float_from_bits(bits, float_type)
        if math.isnan(value):
            return self.print_string(f"0x{bits:0{_hex_digits(float_type)}X}")
        self.print_float(value, float_type)


def _bool_dense(
    attribute: Attribute,
) -> DenseIntOrFPElementsAttr[AnyDenseElement] | None:
    """`attribute` if it is a dense attribute of `i1` elements, complete."""
    if not isinstance(attribute, DenseIntOrFPElementsAttr):
        return None
    dense = cast(DenseIntOrFPElementsAttr[AnyDenseElement], attribute)
    if dense.get_element_type() != i1 or not dense.shape_is_complete:
        return None
    return dense


def exact_float_element(element: Attribute) -> AnyFloat | None:
    """`element` if it is a float type whose bits are kept exact, else None."""
    return element if isa(element, AnyFloat) and is_exact_format(element) else None


def _hex_digits(float_type: AnyFloat) -> int:
    """The hex digits MLIR prints a bit pattern of `float_type` with: one per
    four bits, rounded up (`0x7` for `f4E2M1FN`, `0x1f` for `f6E2M3FN`)."""
    return -(-float_type.bitwidth // 4)


def _exact_dense(
    attribute: Attribute,
) -> tuple[DenseIntOrFPElementsAttr[AnyDenseElement], AnyFloat] | None:
    """`attribute` and its float type, if it is a dense attribute whose floats
    `ExactFloatPrinter` prints: of complete shape, or of no elements (empty,
    or the one value of a splat, as MLIR keeps it)."""
    if not isinstance(attribute, DenseIntOrFPElementsAttr):
        return None
    dense = cast(DenseIntOrFPElementsAttr[AnyDenseElement], attribute)
    float_type = exact_element_type(dense.get_type())
    if float_type is None:
        return None
    if not dense.shape_is_complete and math.prod(dense.get_shape()) != 0:
        return None
    return dense, float_type
