"""Regular-expression shortcuts for the custom directives, behind ONE switch.

A Stream program is mostly `stream.cmd.dispatch` sites, and most of a site's
text is its entry point and its bindings.  xDSL's token parser spends many
lexer round trips on each binding; the shortcuts here match the one spelling
IREE and xDSL print (single spaces, no comments, no result numbers `#N`) with
one regular expression and resume the lexer after it.  Any other spelling
returns None and the directive parses token by token, so what is accepted,
the IR built and the diagnostics are the token parser's.

Rules the shortcuts keep, so that they never accept what the token parser
refuses (nor read it differently):
* character classes are xDSL's lexer's (`xdsl/utils/mlir_lexer.py`), ASCII:
  a bare identifier is `[a-zA-Z_][a-zA-Z0-9_$.]*`, an SSA name after `%` is
  `[0-9]+` or `[a-zA-Z$._-][a-zA-Z0-9$._-]*`, and whitespace is ASCII
  whitespace;
* a match ends where the lexer's token would end (a lookahead refuses a
  following identifier character), otherwise the shortcut declines.

Only `directives.py` calls these, and only when `enabled` is true.  Turn all
of them off with `fast_paths.enabled = False`, or for a block with
`with fast_paths.disabled(): ...` (tests compare both ways).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Generator
from contextlib import contextmanager

from xdsl.dialects.builtin import SymbolRefAttr
from xdsl.ir import Attribute
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.utils.lexer import Span

from xdsl_stream.dialects.stream.syntax import UnresolvedRange

enabled: bool = True
"""The one switch: False makes every directive parse token by token."""


@contextmanager
def disabled() -> Generator[None]:
    """Parse token by token within the block (restores the switch after)."""
    global enabled
    previous = enabled
    enabled = False
    try:
        yield
    finally:
        enabled = previous


# Character classes of xDSL's MLIR lexer (ASCII only).
BARE_ID = r"[a-zA-Z_][a-zA-Z0-9_$.]*"
"""A bare identifier (`bare-id`), as the lexer reads it after `@` too."""
_ID_CHAR = r"[a-zA-Z0-9_$.\-]"
"""A character that would continue an identifier or SSA name."""
SSA_USE_PATTERN = r"(%(?:[0-9]+|[a-zA-Z$._\-][a-zA-Z0-9$._\-]*))"
"""One SSA use as the lexer reads it, as a regex group (no `#N` result
number: shortcuts leave those to the token parser)."""
_NAME = SSA_USE_PATTERN

_FLAGS = re.ASCII

_CANONICAL_RANGE = re.compile(
    rf"(?:(ro|wo|rw) )?{_NAME}\[{_NAME} for {_NAME}\] : "
    rf"!stream\.resource<([a-z]+|\*)>\{{{_NAME}\}}",
    _FLAGS,
)


def _scan_range(
    parser: Parser,
    pos: int,
    resource_type: Callable[[str], Attribute | None],
) -> tuple[re.Match[str], UnresolvedRange] | None:
    match = _CANONICAL_RANGE.match(parser.lexer.input.content, pos)
    if match is None:
        return None
    type = resource_type(match[5])
    if type is None:
        return None
    operands = [matched_operand(parser, match, group) for group in (2, 3, 4, 6)]
    resource, offset, length, size = operands
    return match, UnresolvedRange(resource, offset, length, type, size)


_BINDINGS_NEXT = re.compile(r"\s*(,)\s*|\s*(?=\})", _FLAGS)


def scan_bindings(
    parser: Parser, resource_type: Callable[[str], Attribute | None]
) -> list[tuple[str, UnresolvedRange]] | None:
    """`ro %r[%o for %l] : !stream.resource<L>{%s}, ...` up to a closing `}`.

    A dispatch's bindings (`custom<DispatchResources>`), after the `{` that
    the op's format parses.  Each binding in the canonical spelling is matched
    with one regular expression; the lexer resumes before the closing brace
    (which the format parses).  If any binding is spelled otherwise, nothing
    is consumed and None is returned: the list is parsed token by token.
    `resource_type` maps the lifetime `L` to the type (None for an unknown
    one, which declines too).
    """
    text = parser.lexer.input.content
    pos = parser.pos
    # The parser's position is after the current token (`{`): skip the
    # whitespace the lexer would skip (no comments: those decline below).
    while pos < len(text) and text[pos] in " \t\n\r":
        pos += 1
    bindings: list[tuple[str, UnresolvedRange]] = []
    while True:
        scanned = _scan_range(parser, pos, resource_type)
        if scanned is None or scanned[0][1] is None:
            return None
        match, parsed = scanned
        bindings.append((match[1], parsed))
        separator = _BINDINGS_NEXT.match(text, match.end())
        if separator is None:
            return None
        pos = separator.end()
        if separator[1] is None:  # before the closing brace
            break
    parser._resume_from(pos)  # pyright: ignore[reportPrivateUsage]
    return bindings


_ENTRY_POINT = re.compile(
    rf"@({BARE_ID})::@({BARE_ID})(?!{_ID_CHAR}|::|\"|[^\x00-\x7f])",
    _FLAGS,
)
_ENTRY_POINTS: dict[tuple[str, str], SymbolRefAttr] = {}
"""By name: each export is dispatched from many sites."""


def scan_entry_point(parser: Parser) -> SymbolRefAttr | None:
    """`@executable::@export` with bare names (`custom<DispatchEntryPoints>`).

    The generic attribute parser tries every builtin attribute in turn before
    it reaches a symbol reference.  Quoted names (`@"ex-B"`), anything the
    lexer would read as a longer identifier, and nested references decline.
    """
    match = _ENTRY_POINT.match(parser.lexer.input.content, parser.pos)
    if match is None:
        return None
    key = (match[1], match[2])
    ref = _ENTRY_POINTS.get(key)
    if ref is None:
        ref = SymbolRefAttr(match[1], [match[2]])
        if len(_ENTRY_POINTS) < 65536:
            _ENTRY_POINTS[key] = ref
    resume_after(parser, match)
    return ref


def matched_operand(
    parser: Parser, match: re.Match[str], group: int
) -> UnresolvedOperand:
    """The SSA use a shortcut matched as `group` (see `SSA_USE_PATTERN`)."""
    span = Span(match.start(group), match.end(group), parser.lexer.input)
    return UnresolvedOperand(span, 0)


def resume_after(parser: Parser, match: re.Match[str]) -> None:
    """Continue token parsing after the text a shortcut matched."""
    parser._resume_from(match.end())  # pyright: ignore[reportPrivateUsage]
