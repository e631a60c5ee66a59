"""Where MLIR places an error about a token found where another was expected,
and in which words.

MLIR's parser reports "expected ..." errors (`Parser::emitWrongTokenError`)
not at the token it found but right after the one before it: an input cut
short, or a line missing its last token, is reported at the end of that line,
not at the start of the next (or at a blank line further down).  It backs up
from the token (from the last character of the input, for its end) over
blanks, line breaks, blank lines and the `//` comments ending the lines it
passes (a `//` inside a string literal counts, as in MLIR).

xDSL's parser raises at the token found.  `mlir_place` moves such an error
where MLIR puts it, telling it by its words (`_TOKEN_EXPECTED`): other errors
(a keyword expected, an unknown type, a value out of range) MLIR reports at
the token found, even at the end of the input.  `mlir_message` gives MLIR's
words for xDSL's (`type expected` is `expected non-function type`, `Expected
':'` is `expected ':'`, a token that starts no operation is `expected
operation name in quotes`, a `#` with no name `invalid attribute name`).  A keyword expected keeps xDSL's words: MLIR's
name the op whose parser expected it.
"""

from __future__ import annotations

import re

_NOT_AN_OPERATION = "expected operation name in quotes"
_MLIR_MESSAGES = {
    " in block definition": _NOT_AN_OPERATION,
    "Could not parse entire input!": _NOT_AN_OPERATION,
    "operation name expected": _NOT_AN_OPERATION,
    "type expected": "expected non-function type",
    "attribute expected": "expected attribute value",
    "operand expected": "expected SSA operand",
    "Expected result SSA value!": "expected valid ssa identifier",
    "Expected '=' after operation result list": "expected '=' after SSA name",
    "Expected region!": "expected '{' to begin a region",
    "expect symbol name": "expected valid '@'-identifier for symbol name",
    "Boolean values are only allowed for i1 types": (
        "expected i1 type for 'true' or 'false' values"
    ),
}
"""xDSL's words, and MLIR's (which, for a symbol name expected, say the op
whose parser expected it: `custom op 'util.func' expected ...`)."""
_MLIR_PATTERNS = (
    # A punctuation expected, as xDSL says it either way.
    (re.compile(r"Expected '([^A-Za-z_][^']*)'$"), r"expected '\1'"),
    (re.compile(r"'([^A-Za-z_][^']*)' expected$"), r"expected '\1'"),
    (
        re.compile(r"Operation has 0 results?, but was given \d+ to bind\.$"),
        "cannot name an operation with no results",
    ),
    (
        re.compile(r"Operation has (\d+) results?, but was given (\d+) to bind\.$"),
        r"operation defines \1 results but was provided \2 to bind",
    ),
)
"""xDSL's messages with a part of their own (a punctuation, counts), and
MLIR's words for them."""
_TOKEN_EXPECTED = re.compile(
    # a punctuation (xDSL's `parse_punctuation`); not the closing quote of a
    # string literal, which MLIR's lexer reports where the literal stops
    r"expected '(?!\"' in string literal)[^A-Za-z_]"
    r"|expected (?:attribute value|non-function type|operation name in quotes"
    r"|SSA operand|valid ssa identifier)"
    r"|Expected block argument!"
)
"""MLIR's messages for a token expected where another was found (and xDSL's,
where they are not mapped to MLIR's): MLIR reports these after the token
before (`emitWrongTokenError`).  Other messages, about what a token says
rather than which token it is (`expected integer value`, `expected X to
match Y`), MLIR reports at the token, with `emitError`."""


_NAMELESS = {
    "#": "invalid attribute name",
    "!": "invalid type identifier",
    "%": "invalid SSA name",
    "^": "invalid block name",
}
"""MLIR's words for a prefix with no name after it (xDSL's lexer says
`Expected suffix identifier after {first_char}`, its placeholder unfilled)."""


def mlir_message(message: str, text: str = "", at: int = 0) -> str:
    """MLIR's words for xDSL's `message` (about offset `at` of `text`, which
    tells a nameless prefix's words), where they differ."""
    if message.startswith("Expected suffix identifier after") and at < len(text):
        return _NAMELESS.get(text[at], message)
    found = _MLIR_MESSAGES.get(message)
    if found is not None:
        return found
    for pattern, words in _MLIR_PATTERNS:
        if pattern.match(message):
            return pattern.sub(words, message)
    return message


def mlir_place(text: str, at: int, message: str) -> int:
    """Where MLIR reports the error `message` (MLIR's words) that xDSL
    reports at offset `at` of `text` (the end of the input when `at` is past
    its last character): after the token before, for a token expected."""
    if not _TOKEN_EXPECTED.match(message):
        return at
    at = min(at, len(text) - 1)  # at the end: from the input's last character
    return after_previous_token(text, max(at, 0))


def after_previous_token(text: str, at: int) -> int:
    """Right after the token before offset `at` of `text`, past blanks,
    blank lines and the `//` comments ending the lines passed (`at` itself
    if nothing is before it): MLIR's `emitWrongTokenError`.  Each character
    before `at` is looked at a bounded number of times."""
    end = at
    while True:
        while end > 0 and text[end - 1] in " \t":
            end -= 1
        if end == 0:
            return at
        if text[end - 1] not in "\r\n":
            return end
        end -= 1
        newline = text.rfind("\n", 0, end)
        line_start = max(newline, text.rfind("\r", newline + 1, end)) + 1
        comment = text.find("//", line_start, end)
        if comment >= 0:
            end = comment
