"""`xdsl_stream.io.wrong_token`: MLIR's place for an unexpected token, in
the cases iree-opt 3.13 was seen to give (the lit test
`tools/read_wrong_token_places.mlir` runs both tools on such inputs)."""

from __future__ import annotations

import pytest

from xdsl_stream.io.reader import CUSTOM_FORM_HINT, ReadError, read_module
from xdsl_stream.io.wrong_token import mlir_message, mlir_place


def _line_col(text: str, at: int) -> tuple[int, int]:
    return text.count("\n", 0, at) + 1, at - (text.rfind("\n", 0, at) + 1) + 1


FUNC = "func.func @f() {\n"


@pytest.mark.parametrize(
    ("text", "found", "place"),
    [
        # The end of the input: from its last character, past blanks.
        (FUNC + "  return\n", None, (2, 9)),
        (FUNC + "  return   ", None, (2, 9)),
        # Without a line break at the end, MLIR's last character is the
        # token's own: the place is before it.
        (FUNC + "  return", None, (2, 8)),
        # Blank lines and the comments ending the lines passed.
        (FUNC + "  return // note\n\n  // more\n\n", None, (2, 9)),
        # The first token of a line: after the last token of the line before.
        (FUNC + "  return\n}\n}\n", len(FUNC) + 11, (3, 2)),
        # Within a line: right after the token before, past the blanks.
        ('"t.op"() : ()   i32\n', 16, (1, 14)),
    ],
)
def test_a_token_expected_is_placed_after_the_token_before(
    text: str, found: int | None, place: tuple[int, int]
) -> None:
    at = len(text) if found is None else found
    assert _line_col(text, mlir_place(text, at, "expected ':'")) == place


@pytest.mark.parametrize(
    ("xdsl", "mlir"),
    [
        ("Expected ':'", "expected ':'"),
        ("')' expected", "expected ')'"),
        ("type expected", "expected non-function type"),
        ("attribute expected", "expected attribute value"),
        ("operand expected", "expected SSA operand"),
        ("Expected '=' after operation result list", "expected '=' after SSA name"),
        ("Expected result SSA value!", "expected valid ssa identifier"),
        ("Expected region!", "expected '{' to begin a region"),
        (" in block definition", "expected operation name in quotes"),
        ("Could not parse entire input!", "expected operation name in quotes"),
        ("operation name expected", "expected operation name in quotes"),
    ],
)
def test_each_kind_of_token_expected_moves_in_mlir_s_words(
    xdsl: str, mlir: str
) -> None:
    assert mlir_message(xdsl) == mlir
    text = FUNC + "  %0 = x\n  y\n"
    assert mlir_place(text, len(FUNC) + 11, mlir) == len(FUNC) + 8


@pytest.mark.parametrize(
    "message",
    [
        "Expected one of 'ro', 'rw', 'wo' as the resource access",
        "Expected 'workgroups'",
        "custom op 'util.buffer.constant' expected valid keyword",
        "expected integer value",
        "expected the number of strides to match the rank",
        "unexpected decimal integer literal for a floating point value",
        "unknown HAL type: bufer",
        "use of undeclared SSA value name",
    ],
)
def test_other_errors_stay_at_the_token(message: str) -> None:
    """MLIR reports these with `emitError`, at the token found, even at the
    end of the input."""
    text = FUNC + "  %0 = x\n  y\n"
    for at in (len(FUNC) + 11, len(text)):
        assert mlir_place(text, at, message) == at


def test_other_words_are_kept() -> None:
    """A keyword expected keeps xDSL's words (MLIR's name the op whose
    parser expected it); a count of results to bind gets MLIR's."""
    for kept in ("Expected 'max'", "Expected one of 'ro', 'rw'", "unknown type"):
        assert mlir_message(kept) == kept
    assert mlir_message("expect symbol name") == (
        "expected valid '@'-identifier for symbol name"
    )
    assert mlir_message("Operation has 2 results, but was given 1 to bind.") == (
        "operation defines 2 results but was provided 1 to bind"
    )
    assert mlir_message("Operation has 0 results, but was given 1 to bind.") == (
        "cannot name an operation with no results"
    )


def test_nothing_before_is_the_place_found() -> None:
    assert mlir_place("   }", 3, "expected ':'") == 3
    assert mlir_place("", 0, "expected ':'") == 0


@pytest.mark.parametrize(
    ("text", "hinted"),
    [
        ("foo.bar {{{\n", True),
        ('hal.device.query %a key("x" :: "y") : i1, i32\n', True),
        ("garbage {{{\n", False),
        (
            "func.func @f(%a: f32) -> f32 {\n  %0 = arith.addf %a, %a"
            " {fastmath = #arith.fastmath<none>} : f32\n  return %0 : f32\n}\n",
            False,
        ),
    ],
)
def test_the_custom_form_hint_is_for_a_dialect_op_only(text: str, hinted: bool) -> None:
    """A custom-form op no dialect reads gets the hint to dump IREE's IR in
    generic form; text that is not IR (a bare word) does not, nor another
    error of a custom op a dialect reads (`custom op 'arith.addf' inherent
    attribute ...`)."""
    with pytest.raises(ReadError) as caught:
        read_module(text, "t.mlir")
    assert (CUSTOM_FORM_HINT in caught.value.lines) is hinted


def test_a_long_tail_of_blank_and_comment_lines_is_passed_over() -> None:
    """CRLF line ends, a blank tail of 100,000 lines, comments ending lines:
    the place is after `return` (the walk looks at each character a bounded
    number of times)."""
    head = FUNC.replace("\n", "\r\n") + "  return // note\r\n"
    text = head + "  // more\r\n\r\n" * 50_000
    assert _line_col(text, mlir_place(text, len(text), "expected ':'")) == (2, 9)


def test_a_nameless_prefix_gets_the_words_of_its_character() -> None:
    """xDSL's lexer leaves `{first_char}` unfilled; MLIR's words depend on
    the character at the error."""
    message = "Expected suffix identifier after {first_char}"
    text = "a = # ! % ^ @"
    words = {4: "invalid attribute name", 6: "invalid type identifier"}
    words |= {8: "invalid SSA name", 10: "invalid block name"}
    for at, expected in words.items():
        assert mlir_message(message, text, at) == expected
    assert mlir_message(message, text, 12) == message  # no words for `@`
    assert mlir_message(message) == message  # no text: no character to tell
