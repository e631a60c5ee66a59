"""Negative integer literals MLIR refuses and xDSL 0.75 reads (docs/upstream.md,
entry 24).

MLIR reads the digits of a negative integer literal and negates them, and
refuses the result if it is not negative: `-0` (or `-0x0`) is "integer
constant out of range" (`... for attribute` as an attribute, `... for type`
in a dense literal) where xDSL reads 0; and MLIR refuses a minus before an
unsigned integer type's literal ("negative integer literal not valid for
unsigned integer type", in a dense literal "expected unsigned integer
elements, but parsed negative value").  Each error is at the digits, as
MLIR places it.
"""

from __future__ import annotations

import re
from typing import cast

from xdsl.dialects.builtin import ComplexType, IndexType, IntegerType, Signedness
from xdsl.ir import Attribute
from xdsl.parser import AttrParser

_NEGATIVE = re.compile(
    r"-[ \t\n]*(?P<digits>0x[0-9A-Fa-f]+|[0-9]+)(?![\w.])"
    r"(?:[ \t\n]*:[ \t\n]*(?P<type>[a-z][a-z0-9]*))?"
)
"""A negative integer literal, and the type it is written with, if any."""

_INTEGER_TYPE = re.compile(r"(?P<unsigned>u)?s?i[0-9]+|index")

_NEGATIVE_ELEMENT = re.compile(r"-[ \t\n]*(?P<digits>0x[0-9A-Fa-f]+|[0-9]+)(?![\w.])")


def unsigned_elements(shaped: Attribute) -> bool:
    """Whether `shaped` is a shaped type of unsigned integers."""
    element = getattr(shaped, "element_type", None)
    return (
        isinstance(element, IntegerType)
        and cast(IntegerType, element).signedness.data == Signedness.UNSIGNED
    )


def _is_zero(digits: str) -> bool:
    return int(digits, 16 if digits.startswith("0x") else 10) == 0


def check_negative_attribute(parser: AttrParser, start: int) -> None:
    """Refuse the integer attribute literal whose `-` is at `start` where
    MLIR refuses it: `-0`, or any of an unsigned type."""
    found = _NEGATIVE.match(parser.lexer.input.content, start)
    if found is None:
        return  # a float, or no literal: xDSL's parser says what it says
    written = found["type"]
    kind = _INTEGER_TYPE.fullmatch(written) if written is not None else None
    if written is not None and kind is None:
        return  # a float type: `-0x0 : f32` is the float reader's to refuse
    at, end = found.span("digits")
    if kind is not None and kind["unsigned"]:
        parser.raise_error(
            "negative integer literal not valid for unsigned integer type", at, end
        )
    if _is_zero(found["digits"]):
        parser.raise_error("integer constant out of range for attribute", at, end)


def check_negative_elements(
    parser: AttrParser, start: int, end: int, *, unsigned: bool
) -> None:
    """Refuse a negative element of the dense integer literal between
    `start` and `end` where MLIR refuses it: `-0`, or any if `unsigned`."""
    text = parser.lexer.input.content
    if "-" not in text[start:end]:
        return
    for found in _NEGATIVE_ELEMENT.finditer(text, start, end):
        at, stop = found.span("digits")
        if unsigned:
            parser.raise_error(
                "expected unsigned integer elements, but parsed negative value",
                at,
                stop,
            )
        if _is_zero(found["digits"]):
            parser.raise_error("integer constant out of range for type", at, stop)


def refuse_out_of_range(
    parser: AttrParser, start: int, end: int, shaped: Attribute
) -> None:
    """Refuse the first element of the dense integer literal between `start`
    and `end` that `shaped`'s element type cannot hold, at its digits, in
    MLIR's words (a signless integer holds its width's signed and unsigned
    values, `index` 64 bits signed)."""
    element: object = getattr(shaped, "element_type", None)
    if type(element) is ComplexType:  # each part of each element
        element = cast(ComplexType[IntegerType], element).element_type
    if isinstance(element, IndexType):
        low, high = -(1 << 63), 1 << 63
    elif isinstance(element, IntegerType):
        width = cast(IntegerType, element).bitwidth
        signedness = cast(IntegerType, element).signedness.data
        low = 0 if signedness == Signedness.UNSIGNED else -(1 << (width - 1))
        high = 1 << (width - (signedness == Signedness.SIGNED))
    else:
        return
    text = parser.lexer.input.content
    for found in _ELEMENT.finditer(text, start, end):
        digits = found["digits"]
        value = int(digits, 16 if digits.startswith("0x") else 10)
        if not low <= (-value if found["minus"] else value) < high:
            at, stop = found.span("digits")
            parser.raise_error("integer constant out of range for type", at, stop)


_ELEMENT = re.compile(
    r"(?<![\w.])(?P<minus>-)?[ \t\n]*(?P<digits>0x[0-9A-Fa-f]+|[0-9]+)(?![\w.])"
)


def splat_value(
    parser: AttrParser, start: int, end: int, shaped: Attribute
) -> int | None:
    """The value of the dense literal between `start` and `end` (`<...>`) if
    it is one integer (or boolean) for every element of `shaped`, a shaped
    type of integers or indices, else None.  xDSL's reader makes a Python
    list of the value repeated for every element and checks each (a
    zero-initialised 16M-element tensor took 27 s); the attribute is built
    from the one value instead."""
    element = getattr(shaped, "element_type", None)
    if not isinstance(element, IntegerType | IndexType):
        return None
    found = _SPLAT.fullmatch(parser.lexer.input.content, start, end)
    if found is None:
        return None
    if found["word"] is not None:
        if not (isinstance(element, IntegerType) and element.bitwidth == 1):
            at = found.start("word")
            parser.raise_error(BOOLEAN_NOT_I1, at, at + len(found["word"]))
        return 1 if found["word"] == "true" else 0
    digits = found["digits"]
    value = int(digits, 16 if digits.startswith("0x") else 10)
    return -value if found["minus"] else value


BOOLEAN_NOT_I1 = "expected i1 type for 'true' or 'false' values"
"""MLIR's error for `true` or `false` in a dense literal of other integers."""

_SPLAT = re.compile(
    r"<[ \t\n]*(?:(?P<minus>-)?[ \t\n]*(?P<digits>0x[0-9A-Fa-f]+|[0-9]+)"
    r"|(?P<word>true|false))[ \t\n]*>"
)


_ARRAY_TYPE = re.compile(r"<[ \t\n]*")
_ARRAY_ELEMENT = re.compile(r"[ \t\n]*([^,>]*?)[ \t\n]*(?:,|(?=>))")


def check_array_width(parser: AttrParser, width: int, start: int) -> None:
    """Refuse a dense array (its `<` at `start`) of elements `width` bits
    wide (not `i1`) that is no multiple of 8, at its type, as MLIR does
    (`array<i4: 1>`, `array<f4E2M1FN: 1.0>`)."""
    if width % 8:
        text = parser.lexer.input.content
        spaces = _ARRAY_TYPE.match(text, start)
        at = start + 1 if spaces is None else spaces.end()
        parser.raise_error("element type bitwidth must be a multiple of 8", at, at)


def check_array_elements(parser: AttrParser, element: Attribute, start: int) -> None:
    """Refuse a dense array of integers (its `<` at `start`, `element` its
    element type) where MLIR does and xDSL 0.75 reads it: elements of a
    width other than 1 and a multiple of 8 (at the type), an `i1` element
    other than `true` or `false`, a `true` or `false` of another width."""
    if not isinstance(element, IntegerType):
        return
    text = parser.lexer.input.content
    width = cast(IntegerType, element).bitwidth
    if width != 1:
        check_array_width(parser, width, start)
    colon = text.find(":", start)
    close = text.find(">", start)
    if colon < 0 or close < colon:
        return
    for found in _ARRAY_ELEMENT.finditer(text, colon + 1, close + 1):
        if found.start(1) >= close:
            break  # (the empty match before the `>`)
        boolean = found[1] in ("true", "false")
        if width != 1 and boolean:  # at the element, as MLIR reports it
            parser.raise_error(
                "expected i1 type for 'true' or 'false' values", found.start(1)
            )
        if width == 1 and not boolean:
            # at the token after the element, as MLIR reports it
            at = (
                found.end(1)
                + len(text[found.end(1) : close])
                - len(text[found.end(1) : close].lstrip(" \t\n"))
            )
            parser.raise_error("expected 'true' or 'false' values for i1 type", at, at)
