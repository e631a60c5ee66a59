"""The lexer's common tokens taken with one regular expression
(`Speedup.TOKEN_SCAN`).

xDSL's lexer reads a token in Python, step by step: it skips blanks and
comments, reads the first character, builds its table of punctuation, and
goes to the branch of that character, which matches the rest.  Most tokens
of a dump are a few kinds: an SSA name, a string literal without escapes (a
generic op's name), a bare identifier, punctuation, a `#`, `!`, `^` or `@`
name.  `ScanningLexer` matches the blanks and such a token with one regular
expression and makes the token xDSL's lexer makes of it (its kind, its span;
a `StringLiteral` span for a string); anything else (a number, a string with
an escape, `...`, `-` alone, a name starting with a letter outside ASCII,
the end of the input, an error) is read by the lexer it extends, from where
the token starts, as it reads it.

Each alternative starts with a character no other starts with, and each reads
what xDSL 0.75's lexer reads from that character (`xdsl/utils/mlir_lexer.py`):
the blanks as `ScanningLexer._whitespace_regex` (ASCII `\\s`, `//` comments to
a line feed or a carriage return, as MLIR ends them; atomic, so that a
failing token never makes it give back a `/`), a suffix id as its
`_suffix_id`, a bare identifier from an ASCII letter or `_` as
`_lex_bare_identifier`, a string without `\\` as `_lex_string_literal` reads
it to `STRING_LIT`, `{` unless `{-#` follows, `#` unless `#-}` follows.
"""

from __future__ import annotations

import re

from xdsl.utils.lexer import Span, Token
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRToken, MLIRTokenKind, StringLiteral

from xdsl_stream.core.speedups import Speedup, is_on

_SUFFIX_ID = r"(?:[0-9]+|[a-zA-Z$._\-][a-zA-Z0-9$._\-]*)"
"""xDSL's `_suffix_id`: digits, or a letter or `$._-` then those and digits."""

_TOKEN = re.compile(
    r"(?>(?://[^\n\r]*\n?|[ \t\n\r\f\v]+)*)"  # blanks and comments, given back never
    rf"(?:(%{_SUFFIX_ID})"  # 1: an SSA name
    r'|("[^"\\\n\v\f]*")'  # 2: a string literal without escapes
    r"|([a-zA-Z_][a-zA-Z0-9_$.]*)"  # 3: a bare identifier
    r"|([:,()}\[\]<>=+/*?|])"  # 4: punctuation of one character
    r"|(->)"  # 5
    r"|(@[a-zA-Z_][a-zA-Z0-9_$.]*)"  # 6: a symbol name, bare
    rf"|(#(?!-\}}){_SUFFIX_ID})"  # 7
    rf"|(!{_SUFFIX_ID})"  # 8
    rf"|(\^{_SUFFIX_ID})"  # 9
    r"|(\{)(?!-#))"  # 10
)

_PUNCTUATION: dict[str, MLIRTokenKind] = {
    ":": MLIRTokenKind.COLON,
    ",": MLIRTokenKind.COMMA,
    "(": MLIRTokenKind.L_PAREN,
    ")": MLIRTokenKind.R_PAREN,
    "}": MLIRTokenKind.R_BRACE,
    "[": MLIRTokenKind.L_SQUARE,
    "]": MLIRTokenKind.R_SQUARE,
    "<": MLIRTokenKind.LESS,
    ">": MLIRTokenKind.GREATER,
    "=": MLIRTokenKind.EQUAL,
    "+": MLIRTokenKind.PLUS,
    "/": MLIRTokenKind.SLASH,
    "*": MLIRTokenKind.STAR,
    "?": MLIRTokenKind.QUESTION,
    "|": MLIRTokenKind.VERTICAL_BAR,
}
"""xDSL's single-character punctuation (its `lex`'s table)."""

_KINDS: tuple[MLIRTokenKind | None, ...] = (
    None,
    MLIRTokenKind.PERCENT_IDENT,
    MLIRTokenKind.STRING_LIT,
    MLIRTokenKind.BARE_IDENT,
    None,  # (by the character: `_PUNCTUATION`)
    MLIRTokenKind.ARROW,
    MLIRTokenKind.AT_IDENT,
    MLIRTokenKind.HASH_IDENT,
    MLIRTokenKind.EXCLAMATION_IDENT,
    MLIRTokenKind.CARET_IDENT,
    MLIRTokenKind.L_BRACE,
)
"""The kind of the token each group of `_TOKEN` matches."""


class ScanningLexer(MLIRLexer):
    """A lexer taking its common tokens with `_TOKEN` (`Speedup.TOKEN_SCAN`),
    the others as the lexer it extends takes them.  It changes no state but
    the position, as xDSL's does."""

    _whitespace_regex = re.compile(r"((//[^\n\r]*(\n)?)|(\s+))*", re.ASCII)
    """xDSL's blanks and comments, a comment ended by a carriage return too
    (MLIR's `Lexer::skipComment`): xDSL's runs to the next line feed, so a
    file with lone carriage returns for line ends was one comment from its
    first `//` on, read as an empty module."""

    def lex(self) -> MLIRToken:
        content = self.input.content
        if type(content) is not str or not is_on(Speedup.TOKEN_SCAN):
            return super().lex()
        found = _TOKEN.match(content, self.pos)
        if found is None:
            return super().lex()
        group: int = found.lastindex  # pyright: ignore[reportAssignmentType]
        start, end = found.span(group)
        self.pos = end
        if group == 2:
            return Token(
                MLIRTokenKind.STRING_LIT, StringLiteral(start, end, self.input)
            )
        kind = _KINDS[group] or _PUNCTUATION[content[start]]
        return Token(kind, Span(start, end, self.input))
