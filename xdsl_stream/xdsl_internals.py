"""Every use of xDSL's private API in this package, behind one adapter.

xDSL 0.75 has no public way to do what these do; each function names the
public API that would replace it.  Code elsewhere in the package calls these
instead of reaching into xDSL, so that an xDSL upgrade is checked here.

Private methods that `xdsl_stream.parsing.ForwardLocParser` overrides, for the
same reason: `Parser._parse_location` (MLIR's forward reference of location
aliases; no hook for alias resolution exists) and `Parser._parse_alias_def`
(skipping a definition read ahead).
"""

from __future__ import annotations

from xdsl.parser import Parser
from xdsl.utils.lexer import Position
from xdsl.utils.mlir_lexer import MLIRToken


def input_text(parser: Parser) -> str:
    """The whole text `parser` reads (public: `parser.lexer.input.content`)."""
    return parser.lexer.input.content


def current_token(parser: Parser) -> MLIRToken:
    """The next token, not consumed (would be: a public `peek_token()`)."""
    return parser._current_token  # pyright: ignore[reportPrivateUsage]


def current_position(parser: Parser) -> Position:
    """Where the next token starts (public: `parser.pos`)."""
    return parser.pos


def resume_from(parser: Parser, position: Position) -> None:
    """Continue parsing at `position` (would be: a public `seek(position)`)."""
    parser._resume_from(position)  # pyright: ignore[reportPrivateUsage]
