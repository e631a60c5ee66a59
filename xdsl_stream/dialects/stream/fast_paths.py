"""Regular-expression shortcuts for the custom directives, behind ONE switch.

A Stream program is mostly `stream.cmd.dispatch` sites, and most of a site's
text is its entry point and its bindings.  xDSL's token parser spends many
lexer round trips on each binding; the shortcuts here match the spelling
IREE and xDSL print (no comments, no result numbers `#N`; whitespace between
tokens as the lexer skips it, single spaces in type lists) with one regular
expression and resume the lexer after it.  Each piece of syntax is written
once (`_range_pattern`, `_entry_point_pattern`, `_TYPE_SPELLING`), for the
directive-level shortcuts and the op-level runs alike.  Any other spelling
returns None and the directive parses token by token, so what is accepted,
the IR built and the diagnostics are the token parser's.

Rules the shortcuts keep, so that they never accept what the token parser
refuses (nor read it differently):
* character classes are xDSL's lexer's, ASCII, written once in
  `xdsl_stream.core.mlir_text` (bare identifiers, SSA names), and whitespace
  is ASCII whitespace;
* a match ends where the lexer's token would end (a lookahead refuses a
  following identifier character), otherwise the shortcut declines.

Only the directives (`directives/`) and the format parser of `base.py` call
these, and only while `Speedup.FAST_PATHS` is on (`xdsl_stream.core.speedups`,
the one registry of speed-ups: `turned_off(Speedup.FAST_PATHS)` parses token
by token; the tests compare both ways).

What the shortcuts remember (a type by its spelling, an entry point by its
names) is kept per parse, on the parser (`parse_memo`): a type's spelling
reads to different objects in different contexts (`!iree_tensor_ext...` is a
registered type in one, an unregistered one in another), so nothing read in
one parse is handed to another.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, SymbolRefAttr, UnitAttr
from xdsl.ir import Attribute
from xdsl.irdl.declarative_assembly_format import (
    AttrDictDirective,
    AttributeVariable,
    FormatDirective,
    KeywordDirective,
    OperandVariable,
    OptionalGroupDirective,
    OptionalUnitAttrVariable,
    ParsingState,
    PunctuationDirective,
    ResultVariable,
    TypeDirective,
    VariadicOperandVariable,
    VariadicResultVariable,
    WhitespaceDirective,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.utils.exceptions import ParseError
from xdsl.utils.lexer import Span
from xdsl.utils.mlir_lexer import MLIRTokenKind

from xdsl_stream.core.ir_helpers import kept_on
from xdsl_stream.core.mlir_text import BARE_ID, BARE_ID_ENDS, SSA_NAME, SUFFIX_ID_CHAR
from xdsl_stream.core.xdsl_internals import (
    KindCheckedType,
    current_token,
    resume_from,
)
from xdsl_stream.dialects.syntax import UnresolvedRange


@dataclass
class ParseMemo:
    """What one parse read once and reuses, kept on its parser (`parse_memo`)."""

    types: dict[str, Attribute] = field(default_factory=dict[str, Attribute])
    """Types by spelling, as the token parser read them: a program spells a
    handful of types (`index`, `!stream.binding`, ...) many times."""
    entry_points: dict[tuple[str, str], SymbolRefAttr] = field(
        default_factory=dict[tuple[str, str], SymbolRefAttr]
    )
    """`@executable::@export` by its names: each export is dispatched from
    many sites."""
    entry_arrays: dict[tuple[str, str], ArrayAttr[SymbolRefAttr]] = field(
        default_factory=dict[tuple[str, str], ArrayAttr[SymbolRefAttr]]
    )
    """The same, as the one-element array a dispatch's format stores."""
    checked: dict[
        tuple[type, tuple[int, ...], tuple[int, ...]], tuple[Attribute, ...]
    ] = field(
        default_factory=dict[
            tuple[type, tuple[int, ...], tuple[int, ...]], tuple[Attribute, ...]
        ]
    )
    """The format parser's constraint checks that held (`base.py`)."""
    segments: dict[tuple[int, ...], DenseArrayBase] = field(
        default_factory=dict[tuple[int, ...], DenseArrayBase]
    )
    """`operandSegmentSizes` values by their sizes (`base.py`)."""


def parse_memo(parser: Parser) -> ParseMemo:
    """The memo of the parse `parser` is doing (made at its first use)."""
    return kept_on(parser, "xdsl_stream:parse-memo", ParseMemo)


# Character classes of xDSL's MLIR lexer: `xdsl_stream.core.mlir_text`.
_SSA = rf"{SSA_NAME}(?!{SUFFIX_ID_CHAR}|#)"
"""One SSA use as the lexer reads it (no `#N` result number: shortcuts leave
those to the token parser)."""
_WS = r"[ \t\r\n]*"
"""Whitespace between tokens (comments decline: `/` matches nothing here)."""
_NO_COMMENT_NEXT = rf"(?!{_WS}//)"
"""No comment next: a run's pattern ends with it, so that an optional element
it took as absent (an attribute dictionary, the `{%dims}` of a type, the else
branch of an optional group, an empty operand list) cannot stand after a
comment the pattern stopped at; the token parser reads such text."""
_LIST_ENDS = rf"(?!{_WS}[,!(])(?![ \t]*[a-zA-Z])"
"""After a list of types: no type the shortcut does not know follows (a type
it cannot spell would otherwise end the list early, or leave it empty: one
result too few).  A `!`, `(` or `,` declines wherever it stands; a letter
(`tensor<...>`, `vector<...>`) on the same line, as the next op's name may
start the next line."""
_SPACE = r"[ \t\r\n]+"
"""Whitespace that must separate two words."""

_FLAGS = re.ASCII

_ACCESS = r"(?:ro|wo|rw)"
_LIFETIME = r"(?:[a-z]+|\*)"


def _range_pattern(part: Callable[[str], str]) -> str:
    """`%r[%o for %l] : !stream.resource<L>{%s}`, the one spelling of a
    binding's range the shortcuts read; `part` wraps each of its five values
    (resource, offset, length, lifetime, size), in that order: as a group
    to read them, as itself to only match."""
    return (
        rf"{part(_SSA)}{_WS}\[{_WS}{part(_SSA)}{_SPACE}for{_SPACE}{part(_SSA)}"
        rf"{_WS}\]{_WS}:{_WS}!stream\.resource<{part(_LIFETIME)}>"
        rf"\{{{_WS}{part(_SSA)}{_WS}\}}"
    )


def _group(pattern: str) -> str:
    return f"({pattern})"


def _same(pattern: str) -> str:
    return pattern


_BINDING_TEXT = rf"{_ACCESS}{_SPACE}{_range_pattern(_same)}"
"""A dispatch's binding, `ro %r[%o for %l] : !stream.resource<L>{%s}`."""
_BINDING = re.compile(rf"({_ACCESS}){_SPACE}{_range_pattern(_group)}", _FLAGS)
"""`_BINDING_TEXT` with groups: 1 access, 2 resource, 3 offset, 4 length,
5 lifetime, 6 size."""
_CANONICAL_RANGE = re.compile(
    rf"(?:({_ACCESS}){_SPACE})?{_range_pattern(_group)}", _FLAGS
)
"""A range with its optional access keyword, grouped as `_BINDING`."""


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
    resume_from(parser, pos)
    return bindings


def _entry_point_pattern(executable: str, export: str) -> str:
    """`@executable::@export` with bare names, the one spelling the shortcuts
    read; `executable` and `export` are the groups' heads (`(` or `(?P<x>`).
    A following identifier character, `::`, quote or non-ASCII letter
    declines (the lexer would read a longer or nested reference)."""
    return (
        rf"@{executable}{BARE_ID})::@{export}{BARE_ID})"
        rf"(?!{SUFFIX_ID_CHAR}|::|\"|[^\x00-\x7f])"
    )


_ENTRY_POINT = re.compile(_entry_point_pattern("(", "("), _FLAGS)


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
    known = parse_memo(parser).entry_points
    ref = known.get(key)
    if ref is None:
        ref = known[key] = SymbolRefAttr(match[1], [match[2]])
    resume_after(parser, match)
    return ref


def matched_operand(
    parser: Parser, match: re.Match[str], group: int
) -> UnresolvedOperand:
    """The SSA use a shortcut matched as `group` (see `_SSA`)."""
    span = Span(match.start(group), match.end(group), parser.lexer.input)
    return UnresolvedOperand(span, 0)


def resume_after(parser: Parser, match: re.Match[str]) -> None:
    """Continue token parsing after the text a shortcut matched."""
    resume_from(parser, match.end())


_SCALARS = r"f16|bf16|f32|f64|i1|i8|i16|i32|i64|index"
_TYPE_SPELLING = (
    rf"(?:(?:{_SCALARS}){BARE_ID_ENDS}"
    rf"|!stream\.(?:binding|timepoint)(?!{SUFFIX_ID_CHAR}|<)"
    r"|!stream\.resource<(?:[a-z]+|\*)>"
    r"|!iree_tensor_ext\.dispatch\.tensor<(?:readonly|writeonly|readwrite):"
    rf"tensor<(?:(?:[0-9]+|\?)x)*(?:{_SCALARS})>>)"
)
"""The canonical spellings of the types Stream programs repeat (no group:
the op-level runs name their own around it)."""
_TYPE = re.compile(_TYPE_SPELLING, _FLAGS)


def scan_type(parser: Parser) -> Attribute | None:
    """One type in a canonical spelling Stream programs repeat, fast.

    `index` and the builtin scalars, `!stream.binding`, `!stream.timepoint`,
    `!stream.resource<L>` and `!iree_tensor_ext.dispatch.tensor<...>` of a
    builtin scalar tensor.  The first time a parse meets a spelling it is
    read by the token parser (so the type is the token parser's, in the
    parser's context, errors included) and remembered for that parse
    (`parse_memo`); later the same text gives the same type.  Anything else
    returns None with nothing consumed.
    """
    text = parser.lexer.input.content
    pos = parser.pos
    match = _TYPE.match(text, pos)
    if match is None:
        return None
    spelling = match[0]
    known = parse_memo(parser).types
    type = known.get(spelling)
    if type is None:
        type = parser.parse_type()
        if parser.pos < match.end():
            # The token parser stopped inside the spelling: not one type.
            resume_from(parser, pos)
            return None
        known[spelling] = type
        return type
    resume_after(parser, match)
    return type


_TYPE_LIST_NEXT = re.compile(r", ", _FLAGS)


def scan_type_list(parser: Parser) -> list[Attribute] | None:
    """`T, U, ...` (single-spaced), each type as `scan_type` reads it; None
    (nothing consumed) if any is spelled otherwise."""
    text = parser.lexer.input.content
    start = parser.pos
    types: list[Attribute] = []
    while True:
        type = scan_type(parser)
        if type is None:
            if types:
                resume_from(parser, start)
            return None
        types.append(type)
        # After a type the parser's position is the next token: only a comma
        # right after the type continues the list.
        end = parser.pos
        if text[end : end + 1] != ",":
            return types
        separator = _TYPE_LIST_NEXT.match(text, end)
        if separator is None:
            resume_from(parser, start)
            return None
        resume_from(parser, separator.end())


# ===----------------------------------------------------------------------=== #
# Formats read with one regular expression per run of simple directives
# ===----------------------------------------------------------------------=== #

_SSA_NAME = re.compile(_SSA, _FLAGS)


Setter = Callable[[re.Match[str], Parser, ParsingState], bool]
"""Stores what a directive's group matched into the parsing state; False
when it cannot (a type spelling that does not read): the run is then read
token by token."""


@dataclass(frozen=True)
class FormatRun:
    """Consecutive directives of an op's format: one regular expression
    (None when a directive has no shortcut) and the directives themselves,
    for the token parser."""

    pattern: re.Pattern[str] | None
    setters: tuple[Setter, ...]
    directives: tuple[FormatDirective, ...]


def _literal_pattern(d: FormatDirective) -> str | None:
    """The pattern of a directive that stores nothing (whitespace,
    punctuation, a keyword, an absent attribute dictionary), else None."""
    if isinstance(d, WhitespaceDirective):
        return ""
    if isinstance(d, PunctuationDirective):
        return _WS + re.escape(d.punctuation)
    if isinstance(d, KeywordDirective):
        return _WS + re.escape(d.keyword) + BARE_ID_ENDS
    if isinstance(d, AttrDictDirective):
        # Only an absent dictionary is read here.
        if d.with_keyword:
            return rf"(?!{_WS}attributes{BARE_ID_ENDS})"
        return rf"(?!{_WS}\{{)"
    return None


class _Compiler:
    def __init__(self) -> None:
        self.groups = 0

    def group(self) -> str:
        self.groups += 1
        return f"g{self.groups}"

    def directive(self, d: FormatDirective) -> tuple[str, list[Setter]] | None:
        """The pattern and setters of one directive, None if it has none."""
        fast_pattern = getattr(d, "fast_pattern", None)
        if fast_pattern is not None:
            return fast_pattern(self.group)
        literal = _literal_pattern(d)
        if literal is not None:
            return literal, []
        if isinstance(d, OptionalUnitAttrVariable):
            return "", [_set_unit(d)]
        if isinstance(d, OperandVariable | VariadicOperandVariable):
            return self.operand(d)
        if isinstance(d, TypeDirective):
            return self.type(d)
        if isinstance(d, OptionalGroupDirective):
            return self.optional_group(d)
        return None

    def operand(
        self, d: OperandVariable | VariadicOperandVariable
    ) -> tuple[str, list[Setter]]:
        """`%x`, or a possibly empty list `%x, %y`."""
        name = self.group()
        if isinstance(d, OperandVariable):
            return rf"{_WS}(?P<{name}>{_SSA})", [_set_operand(d, name)]
        return (
            rf"(?:{_WS}(?P<{name}>{_SSA}(?:{_WS},{_WS}{_SSA})*))?",
            [_set_operands(d, name)],
        )

    def type(self, d: TypeDirective) -> tuple[str, list[Setter]] | None:
        """The type of an operand or result, or a possibly empty list of them
        (None for other variables)."""
        inner = d.inner
        name = self.group()
        if isinstance(inner, OperandVariable | ResultVariable):
            return rf"{_WS}(?P<{name}>{_TYPE_SPELLING})", [_set_types(d, name)]
        if isinstance(inner, VariadicOperandVariable | VariadicResultVariable):
            return (
                rf"(?:{_WS}(?P<{name}>{_TYPE_SPELLING}"
                rf"(?:{_WS},{_WS}{_TYPE_SPELLING})*))?{_LIST_ENDS}",
                [_set_types(d, name)],
            )
        return None

    def optional_group(
        self, d: OptionalGroupDirective
    ) -> tuple[str, list[Setter]] | None:
        """The `then` elements, or (without the first of them) the `else`
        ones; None unless every element has a pattern."""
        then = self.sequence((d.then_first, *d.then_elements))
        first = self.directive(d.then_first)
        otherwise = self.sequence(d.else_elements)
        if then is None or first is None or otherwise is None:
            return None
        name = self.group()
        # Once its first element is there, the group is (as when parsing
        # token by token): the rest must match too.
        pattern = rf"(?:(?P<{name}>{then[0]})|(?!{first[0]}){otherwise[0]})"
        return pattern, [_set_group(d, name, then[1], otherwise[1])]

    def sequence(
        self, directives: Sequence[FormatDirective]
    ) -> tuple[str, list[Setter]] | None:
        patterns: list[str] = []
        setters: list[Setter] = []
        for d in directives:
            compiled = self.directive(d)
            if compiled is None:
                return None
            patterns.append(compiled[0])
            setters += compiled[1]
        return "".join(patterns), setters


def compile_format(stmts: Sequence[FormatDirective]) -> list[FormatRun]:
    """An op's format as runs: each maximal run of directives with a shortcut
    becomes one regular expression; the others stand alone."""
    runs: list[FormatRun] = []
    compiler = _Compiler()
    pending: list[FormatDirective] = []
    patterns: list[str] = []
    setters: list[Setter] = []

    def flush() -> None:
        if pending:
            # A run that ends before a comment declines: an optional element
            # it read as absent may stand after the comment.
            pattern = "".join(patterns) + _NO_COMMENT_NEXT if any(patterns) else ""
            runs.append(
                FormatRun(
                    re.compile(pattern, _FLAGS) if pattern else None,
                    tuple(setters),
                    tuple(pending),
                )
            )
        pending.clear()
        patterns.clear()
        setters.clear()

    for d in stmts:
        compiled = compiler.directive(d)
        if compiled is None:
            flush()
            runs.append(FormatRun(None, (), (d,)))
            continue
        pending.append(d)
        patterns.append(compiled[0])
        setters.extend(compiled[1])
    flush()
    return runs


def match_run(run: FormatRun, parser: Parser, state: ParsingState) -> bool:
    """Read `run` with its regular expression if the text is spelled so
    (then resume after it); False, with nothing consumed, otherwise."""
    if run.pattern is None:
        return False
    match = run.pattern.match(parser.lexer.input.content, parser.pos)
    if match is None:
        return False
    for setter in run.setters:
        if not setter(match, parser, state):
            return False
    if match.end() > parser.pos:
        resume_after(parser, match)
    return True


def _span_operand(parser: Parser, start: int, end: int) -> UnresolvedOperand:
    return UnresolvedOperand(Span(start, end, parser.lexer.input), 0)


def _set_unit(d: OptionalUnitAttrVariable) -> Setter:
    def setter(match: re.Match[str], parser: Parser, state: ParsingState) -> bool:
        d.set(state, UnitAttr())
        return True

    return setter


def _set_operand(d: OperandVariable, name: str) -> Setter:
    def setter(match: re.Match[str], parser: Parser, state: ParsingState) -> bool:
        d.set(state, _span_operand(parser, match.start(name), match.end(name)))
        return True

    return setter


def _set_operands(d: VariadicOperandVariable, name: str) -> Setter:
    def setter(match: re.Match[str], parser: Parser, state: ParsingState) -> bool:
        text = match[name]
        if text is None:
            d.set(state, [])
            return True
        start = match.start(name)
        d.set(
            state,
            [
                _span_operand(parser, start + m.start(), start + m.end())
                for m in _SSA_NAME.finditer(text)
            ],
        )
        return True

    return setter


def _set_types(d: TypeDirective, name: str) -> Setter:
    def setter(match: re.Match[str], parser: Parser, state: ParsingState) -> bool:
        text = match[name]
        if text is None:
            d.set(state, [])
            return True
        types: list[Attribute] = []
        known = parse_memo(parser).types
        for spelling in _TYPE.findall(text):
            type = known.get(spelling) or _read_type(parser, spelling)
            if type is None:
                return False
            types.append(type)
        if isinstance(d, KindCheckedType) and not d.accepts(types):
            return False  # (the token parser says why, at the type)
        d.set(state, types)
        return True

    return setter


def _read_type(parser: Parser, spelling: str) -> Attribute | None:
    """The type `spelling` (one of `_TYPE_SPELLING`'s, which name no alias)
    reads to in `parser`'s context, read on its own and kept for the parse;
    None if it does not read as one whole type (the run then declines, and
    the token parser says why)."""
    reader = Parser(parser.ctx, spelling)
    try:
        type = reader.parse_type()
    except ParseError:
        return None
    if current_token(reader).kind is not MLIRTokenKind.EOF:
        return None
    parse_memo(parser).types[spelling] = type
    return type


def _set_group(
    d: OptionalGroupDirective,
    name: str,
    then: list[Setter],
    otherwise: list[Setter],
) -> Setter:
    def setter(match: re.Match[str], parser: Parser, state: ParsingState) -> bool:
        if match[name] is not None:
            if not all(s(match, parser, state) for s in then):
                return False
            for element in d.else_elements:
                element.set_empty(state)
        else:
            d.then_first.set_empty(state)
            for element in d.then_elements:
                element.set_empty(state)
            if not all(s(match, parser, state) for s in otherwise):
                return False
        return True

    return setter


# Patterns of custom directives, for the runs `compile_format` makes: a
# directive with a `fast_pattern(group)` method joins the run around it.


def entry_point_pattern(
    group: Callable[[], str], entry_points: AttributeVariable
) -> tuple[str, list[Setter]]:
    """`custom<DispatchEntryPoints>`: one `@executable::@export` of bare names."""
    name = group()
    exe, export = group(), group()
    entry_point = _entry_point_pattern(f"(?P<{exe}>", f"(?P<{export}>")
    pattern = rf"{_WS}(?P<{name}>{entry_point})"

    def setter(match: re.Match[str], parser: Parser, state: ParsingState) -> bool:
        key = (match[exe], match[export])
        known = parse_memo(parser).entry_arrays
        refs = known.get(key)
        if refs is None:
            refs = known[key] = ArrayAttr([SymbolRefAttr(key[0], [key[1]])])
        entry_points.set(state, refs)
        return True

    return pattern, [setter]


_BINDING_OPERANDS = (2, 6, 3, 4)
"""The groups of `_BINDING` holding a binding's resource, size, offset and
length, the order of `custom<DispatchResources>`'s operand groups."""


def bindings_pattern(
    group: Callable[[], str],
    resource_type: Callable[[str], Attribute | None],
    access_attr: Callable[[str], Attribute],
    resources: VariadicOperandVariable,
    types: TypeDirective,
    sizes: VariadicOperandVariable,
    offsets: VariadicOperandVariable,
    lengths: VariadicOperandVariable,
    accesses: AttributeVariable,
) -> tuple[str, list[Setter]]:
    """`custom<DispatchResources>`: `ro %r[%o for %l] : !stream.resource<L>{%s}, ...`
    (one at least, as IREE's parser wants: none declines, and the directive
    refuses it)."""
    name = group()
    pattern = rf"(?:{_WS}(?P<{name}>{_BINDING_TEXT}(?:{_WS},{_WS}{_BINDING_TEXT})*))"

    def setter(match: re.Match[str], parser: Parser, state: ParsingState) -> bool:
        text = match[name]
        groups: list[list[UnresolvedOperand]] = [[], [], [], []]
        found_types: list[Attribute] = []
        found_accesses: list[Attribute] = []
        if text is not None:
            base = match.start(name)
            # A name repeated in one group (a dispatch names the same
            # resources, sizes and lengths in binding after binding) is one
            # operand, spanning its first use: the group resolves in order,
            # and `OperandResolver` resolves a repeat of the same name and
            # type to the first's value without looking at its span, so a
            # repeat never reports an error of its own.  Resources are keyed
            # by their lifetime too: those are of different types.
            seen: list[dict[tuple[str, str], UnresolvedOperand]] = [{}, {}, {}, {}]
            for binding in _BINDING.finditer(text):
                lifetime = binding[5]
                type = resource_type(lifetime)
                if type is None:
                    return False
                found_types.append(type)
                found_accesses.append(access_attr(binding[1]))
                for target, known, index in zip(
                    groups, seen, _BINDING_OPERANDS, strict=True
                ):
                    key = (binding[index], lifetime if index == 2 else "")
                    operand = known.get(key)
                    if operand is None:
                        operand = known[key] = _span_operand(
                            parser,
                            base + binding.start(index),
                            base + binding.end(index),
                        )
                    target.append(operand)
        resources.set(state, groups[0])
        types.set(state, found_types)
        sizes.set(state, groups[1])
        offsets.set(state, groups[2])
        lengths.set(state, groups[3])
        accesses.set(state, ArrayAttr(found_accesses))
        return True

    return pattern, [setter]
