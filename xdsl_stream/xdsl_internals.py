"""Every use of xDSL's private API in this package, behind one adapter.

xDSL 0.75 has no public way to do what these do; each function names the
public API that would replace it.  Code elsewhere in the package calls these
instead of reaching into xDSL, so that an xDSL upgrade is checked here.

Private methods that the package's parsers override, listed here for the
same reason: `Parser._parse_location` (MLIR's forward reference of location
aliases; no hook for alias resolution exists), `Parser._parse_alias_def`
(skipping a definition read ahead) and
`AttrParser._parse_dialect_type_or_attribute_body` (writing out the aliases
an unregistered attribute's body names; would be: xDSL doing so itself), all
in `xdsl_stream.parsing.ForwardLocParser`, and `Parser._get_op_by_name` in
`xdsl_stream.dialects.closed.ClosedDialectParser` (qualified names looked up
as written; would be: a public op-lookup hook of the parser).
"""

from __future__ import annotations

from xdsl.ir import SSAValue
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.utils.lexer import Position
from xdsl.utils.mlir_lexer import MLIRToken


def input_text(parser: Parser) -> str:
    """The whole text `parser` reads (public: `parser.lexer.input.content`)."""
    return parser.lexer.input.content


def current_token(parser: AttrParser) -> MLIRToken:
    """The next token, not consumed (would be: a public `peek_token()`)."""
    return parser._current_token  # pyright: ignore[reportPrivateUsage]


def parse_dialect_symbol_body(parser: AttrParser) -> str:
    """The text between the `<` that is the next token and its matching `>`,
    read verbatim; the parser continues after the `>` (would be: a public
    `parse_dialect_symbol_body()`, MLIR's `parseDialectSymbolBody`)."""
    return parser._parse_dialect_symbol_body()  # pyright: ignore[reportPrivateUsage]


def current_position(parser: Parser) -> Position:
    """Where the next token starts (public: `parser.pos`)."""
    return parser.pos


def resume_from(parser: Parser, position: Position) -> None:
    """Continue parsing at `position` (would be: a public `seek(position)`)."""
    parser._resume_from(position)  # pyright: ignore[reportPrivateUsage]


def printed_ssa_names(printer: Printer) -> dict[SSAValue, str]:
    """The names `printer` gave the SSA values it printed, without the `%`
    (would be: a public accessor of `Printer._ssa_values`)."""
    return dict(printer._ssa_values)  # pyright: ignore[reportPrivateUsage]


def known_ssa_name(printer: Printer, value: SSAValue) -> str | None:
    """The name `printer` already gave `value`, without the `%`, or `None` if
    it has not printed it yet (would be: a public lookup of
    `Printer._ssa_values`; `print_ssa_value` prints as it names)."""
    return printer._ssa_values.get(value)  # pyright: ignore[reportPrivateUsage]
