"""MLIR's lexical syntax as regular expressions, for the readers that work
on the text itself: `xdsl_stream.io.parser` (its text memo, operand scan
and its lexer's string literals),
`xdsl_stream.io.statement_memo` and the format shortcuts
(`xdsl_stream.dialects.stream.fast_paths`).  Each reads what xDSL 0.75's
lexer reads (ASCII only: `xdsl/utils/mlir_lexer.py`); and `in_line_comment`,
whether a place of the text is inside a `//` comment,
`last_outside_comments`, where a token just read starts, and a string's
quoting and unquoting as MLIR writes and reads it (`keyword_or_string`,
`string_literal_value`).
"""

from __future__ import annotations

import re

BARE_ID = r"[a-zA-Z_][a-zA-Z0-9_$.]*"
"""A bare identifier (`bare-id`: an op's or a dictionary entry's name, a
keyword, a builtin type, an alias's or a symbol's name after its sigil) that
starts with an ASCII letter or `_` (xDSL's lexer also starts one with any
other letter)."""

SYMBOL_NAME = "@" + BARE_ID
"""A symbol reference's root `@name` in its bare form (not `@"quoted"`)."""

SSA_NAME = r"%(?:[0-9]+|[a-zA-Z$._\-][a-zA-Z0-9$._\-]*)"
"""An SSA name, `%` and a suffix id (without a result number `#N`)."""

SUFFIX_ID_CHAR = r"[a-zA-Z0-9$._\-]"
"""A character that continues a suffix id (an SSA name's, or a block's):
after a match, a lookahead refusing it ends the name where the lexer does."""

BARE_ID_ENDS = r"(?![a-zA-Z0-9_$.])"
"""The end of a bare identifier: no character that would continue it."""

STRING_LITERAL = r'"(?:[^"\\\n\v\f]|\\(?:["nt\\]|[0-9A-Fa-f]{2}))*"'
"""A string literal: one character or escape per step, the characters and
escapes xDSL's lexer takes (its own pattern, a repetition of repetitions,
takes time exponential in the line where the closing quote is missing)."""

PLAIN_STRING_LITERAL = r'"[^"\\\n\v\f]*"'
"""A string literal with no escape: its value is the text between the quotes."""

ALIAS_REFERENCE = re.compile(r"[#!][a-zA-Z_][a-zA-Z0-9_$]*(?![a-zA-Z0-9_$.])")
"""An alias use (`#map0`, `!t`): a `#` or `!` name with no dialect prefix,
whose meaning the text around it does not hold."""


def in_line_comment(text: str, at: int) -> bool:
    """Whether `text[at]` is inside a `//` comment: after a `//` on its line
    (which a line feed or a carriage return ends, as it ends a comment) that
    no string literal holds (a literal never spans lines)."""
    position = max(text.rfind("\n", 0, at), text.rfind("\r", 0, at)) + 1
    if text.find("//", position, at) < 0:
        return False
    quoted = False
    while position < at:
        char = text[position]
        if quoted and char == "\\":
            position += 2
            continue
        if char == '"':
            quoted = not quoted
        elif not quoted and text.startswith("//", position):
            return True
        position += 1
    return False


def last_outside_comments(text: str, token: str, before: int) -> int:
    """Where the token `token`, just read, starts (-1 if it is not found):
    its last place before `before` (the start of the token after it, say)
    that no comment holds (a comment between the two may spell it too)."""
    start = text.rfind(token, 0, before)
    while start >= 0 and in_line_comment(text, start):
        start = text.rfind(token, 0, start)
    return start


def keyword_or_string(text: str) -> str:
    """`text` as MLIR's `printKeywordOrString` writes it: bare if it is a bare
    identifier, else a string literal of its UTF-8 bytes, escaped as LLVM's
    `printEscapedString` escapes them (a resource's key: `"blob-1"`)."""
    if re.fullmatch(BARE_ID, text):
        return text
    escaped = "".join(
        "\\\\"
        if byte == 0x5C
        else chr(byte)
        if 0x20 <= byte < 0x7F and byte != 0x22
        else f"\\{byte:02X}"
        for byte in text.encode()
    )
    return f'"{escaped}"'


def string_literal_value(literal: str) -> str:
    """The text a string literal (`STRING_LITERAL`, quotes included) stands
    for, as the lexer reads it: the inverse of `keyword_or_string`'s quoting
    (a byte that is no UTF-8 text read as U+FFFD)."""
    return _ESCAPE.sub(
        lambda m: _ESCAPED.get(m[1]) or bytes([int(m[1], 16)]),
        literal[1:-1].encode(),
    ).decode(errors="replace")


_ESCAPE = re.compile(rb'\\([0-9A-Fa-f]{2}|["nt\\])')
_ESCAPED = {b'"': b'"', b"n": b"\n", b"t": b"\t", b"\\": b"\\"}
