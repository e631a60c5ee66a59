"""Statements read once per template (`Speedup.STATEMENT_MEMO`).

Most statements of a large module repeat one before but for the names of
their values: every executable has its `%c0 = arith.constant 0 : index`, its
`stream.binding.subspan`s and its `return`, and the dispatches of one export
differ only in the values they bind.  `StatementMemo` keeps, for each
*template* (a statement's text with its SSA names cut out), what reading it
made, and builds the op of the next statement of that template from the
names at the cut-out places, without lexing or parsing it again.

A template runs from the statement's first result (or its op's name) to the
end of its last line, split at each SSA name (`%name`, `%name#N`); a string
literal stays whole, so a `%` in one is text.  It is looked up by its first
line and where it is read (the parser's dialect stack, and the default
dialect a bare op name is read in).  The
location that ends a statement of one line (`loc(#loc12)`: a dump printed
with its debug information gives each op its own) is not part of it: a hit
reads it where the parser reads an op's location, after the op.

A hit builds the op the parser would build, for these reasons:

* The parse of an op the memo admits sees the names only through the values
  they resolve to, and a hit takes the same values: it admits an op read in
  generic form, or by its declared format (IRDL's `assembly_format`), never
  an unregistered op nor one with regions or successors (whose blocks belong
  to one place in the text).  The rest of what the parse read is the text
  between the names, the same in both.
* The values' types can change what a parse makes (a format may take a type
  from an operand), so a template's op is kept with its operand types, and a
  hit needs each value to be of its type.
* Which place in the text gives which operand is learnt, not taken from the
  format: operand `i` may come from any place that named the very value it
  got (its candidates), and the place it truly came from is one of them.  A
  hit needs all candidates of an operand to name one value, which is then
  the operand's whichever place it came from.  When they name different
  values, the statement is read as usual, and each operand keeps the
  candidates that named its value again: statements that name their values
  differently bring each operand down to its one place.
* A name that the parse reads and makes no operand of (a directive naming a
  tied operand again, a name in an unregistered attribute's text) is text
  the op depends on; so a template must have as many places as its op has
  operands, each naming some operand's value.  A statement whose op then
  differs from its template's in more than its operands shows that the parse
  depends on the names: the template is dropped for good.
* The parser stops reading an op at the token after it: a template is used
  only before a token that followed it before (the same kind, and for a
  bare identifier, `#name` or `!name` the same text).
* Only a statement that read without error is kept.  A hit needs each value
  it names to be defined already (no forward reference), and its results to
  be new names; anything else is read as usual, to the same op or error.
* No template names an alias (`#map`, `!t`), whose meaning the text does not
  hold (an unregistered attribute spells one out once it is defined), nor a
  `#N` apart from the name it indexes.  A location is cut off only where the
  parser read the op's own location: from the last ` loc(` of the line to
  its end.

A hit binds the result names as the parser does (each at its span, with the
forward references it resolves) and resumes after the statement's last line,
where reading it would have left the parser.

Holes
-----
A model's host code declares, loads and stores each of its thousands of
weights once, each by its own name: `"util.global"() <{sym_name = "w1", ...}>`,
`%3 = "util.global.load"() <{global = @w1}>`.  Such statements differ in one
entry's value, so in generic form a template is also cut at each *hole*: the
value of a dictionary entry that is one bare symbol `@name` or one string
literal without escapes, the entry's last text (a `,` or `}` follows).  A hole
is part of the template's key by its place, and a plan fills the value in
(`SymbolRefAttr` or `StringAttr` of its text) where the statement it learnt
from shows whose value it is:

* the op is in generic form, where every property and attribute is an entry
  of its dictionaries as written (xDSL's generic reader moves an attribute
  that names a property to the properties, which the plan learns);
* the entry's name is written once in the whole statement, and the
  statement has no escape (which could spell it otherwise): the one entry of
  that name, at the top of a dictionary, is then the hole's, not one inside
  another attribute;
* the op has that name as a property or as an attribute, not both, and its
  value is the hole's.

Any other hole keeps its text: a plan is used only for statements with the
same text there.  A hole's value reads the same whatever its text (a symbol
token, or a string token, read where the entry's value is), so a statement
of the template reads to the plan's op with that value filled in.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, NamedTuple

from xdsl.dialects.builtin import (
    StringAttr,
    SymbolRefAttr,
    UnknownLoc,
    UnregisteredOp,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.parser import Parser
from xdsl.utils.lexer import Span
from xdsl.utils.mlir_lexer import MLIRTokenKind

from xdsl_stream.core import xdsl_internals
from xdsl_stream.core.mlir_text import (
    ALIAS_REFERENCE,
    BARE_ID,
    PLAIN_STRING_LITERAL,
    SSA_NAME,
    STRING_LITERAL,
    SYMBOL_NAME,
)
from xdsl_stream.core.speedups import Speedup, is_on

_NAME = SSA_NAME + "(?:#[0-9]+)?"
"""An SSA name as the lexer reads it, with the result number it may carry."""
_NAMES = re.compile(f"({_NAME})")
"""Splits a text without string literals at its names."""
_NAME_GROUP = f"((?>{_NAME}))"
"""A name in a template's pattern, read whole as the split reads it (atomic:
the text after it never gives back a character of it)."""
_HOLE_GROUP = f"((?>{SYMBOL_NAME}|{PLAIN_STRING_LITERAL}))"
"""A hole's value in a template's pattern, read whole (`_HOLE`: the text
after it in the template starts with `,` or `}`)."""
_STRINGS = re.compile(STRING_LITERAL)
_NAMES_AND_STRINGS = re.compile(f"({STRING_LITERAL})|({_NAME})")
"""Splits a text at its string literals (group 1) and names (group 2)."""
_GENERIC_LINE = re.compile(r'(?:%[^"=]*=\s*)?"')
"""The start of a statement in generic form: results, `=`, a quoted name."""
_MAY_HOLE = re.compile(f'[{{,] ?{BARE_ID} = [@"]')
"""Whether a line may hold a hole (below): cheap, before splitting at them."""
_HOLE = f"[{{,] ?({BARE_ID}) = ({SYMBOL_NAME}|{PLAIN_STRING_LITERAL})(?=[,}}])"
"""A dictionary entry whose value is one symbol `@name` or one string
literal with no escape, the entry's last (a `,` or `}` follows); group 1 is
its name, group 2 its value (a *hole*)."""
_CUTS = re.compile(f"({STRING_LITERAL})|({_NAME})|{_HOLE}")
"""Splits a text at its string literals (group 1), names (group 2) and
holes (groups 3 and 4, the entry's name and value)."""
_RESULT_SIZE = re.compile(r"\s*:\s*([0-9]+)")
"""The `:N` after a result name that binds N results."""
_LOOSE_INDEX = re.compile(r"\s+#")
"""A result number apart from its name (`%x #1`): kept out of templates."""
_SPELLED_FOLLOWS = frozenset(
    (
        MLIRTokenKind.BARE_IDENT,
        MLIRTokenKind.HASH_IDENT,
        MLIRTokenKind.EXCLAMATION_IDENT,
    )
)
"""Tokens whose text, not just their kind, a parser may decide on."""
_PLANS_PER_TEMPLATE = 4
"""How many operand-type variants of one template are kept."""
_LINES = 64
"""The most lines a kept statement spans."""

Follow = tuple[MLIRTokenKind, str | None]
"""The token a statement was followed by, as far as a parser looks at it."""
Fill = tuple[bool, str]
"""Where a hole's value goes: into the properties (True) or the attributes,
under this name."""


def split_names(text: str) -> tuple[tuple[str, ...], list[str]]:
    """The text between the SSA names of `text` (string literals kept whole),
    and the names (`%x`, `%x#1`), in order: text, name, text, ..., text."""
    if '"' not in text or all("%" not in s for s in _STRINGS.findall(text)):
        parts = _NAMES.split(text)  # (no name can start in a string)
        return tuple(parts[0::2]), parts[1::2]
    pieces: list[str] = []
    names: list[str] = []
    at = 0
    for found in _NAMES_AND_STRINGS.finditer(text):
        name = found.group(2)
        if name is not None:  # (a string literal stays in the text)
            pieces.append(text[at : found.start()])
            names.append(name)
            at = found.end()
    pieces.append(text[at:])
    return tuple(pieces), names


class _Split(NamedTuple):
    """A first line split at its names and, in generic form, its holes."""

    literals: tuple[str, ...]
    """The text between the cuts (names and holes)."""
    names: list[str]
    holes: list[str]
    """The holes' text, in order."""
    places: tuple[int, ...]
    """Which cuts are holes (each hole's index among the cuts)."""
    keys: tuple[str, ...]
    """The name of each hole's entry."""


def split_line(text: str) -> _Split:
    """`split_names` of `text`, and a statement in generic form also split at
    its holes: the value of a dictionary entry that is one symbol `@name` or
    one string literal without escapes (each global's `sym_name`, each
    load's `global`), which a template takes from the statement it builds."""
    if _GENERIC_LINE.match(text) is None or _MAY_HOLE.search(text) is None:
        literals, names = split_names(text)
        return _Split(literals, names, [], (), ())
    pieces: list[str] = []
    names: list[str] = []
    holes: list[str] = []
    places: list[int] = []
    keys: list[str] = []
    at = 0
    for found in _CUTS.finditer(text):
        if found.group(1) is not None:
            continue  # (a string literal stays in the text)
        cut = 2 if found.group(2) is not None else 4
        pieces.append(text[at : found.start(cut)])
        if cut == 4:
            places.append(len(pieces) - 1)
            keys.append(found[3])
            holes.append(found[4])
        else:
            names.append(found[2])
        at = found.end()
    pieces.append(text[at:])
    return _Split(tuple(pieces), names, holes, tuple(places), tuple(keys))


def hole_value(text: str) -> Attribute:
    """What a hole's text reads to (`@name` or a string without escapes)."""
    if text[0] == '"':
        return StringAttr(text[1:-1])
    return SymbolRefAttr(text[1:])


def _value(table: Mapping[str, tuple[SSAValue, ...]], name: str) -> SSAValue | None:
    """The defined value `name` (`%x` or `%x#1`) resolves to, as the parser
    resolves it; None if it does not (undefined, or out of range)."""
    base, _, index = name[1:].partition("#")
    values = table.get(base)
    if values is None:
        return None
    position = int(index) if index else 0
    return values[position] if position < len(values) else None


def _values(
    table: Mapping[str, tuple[SSAValue, ...]], names: Sequence[str]
) -> list[SSAValue | None]:
    """`_value` of each name (a name without a result number looked up
    directly: its first value, if it has one)."""
    get = table.get
    found: list[SSAValue | None] = []
    for name in names:
        if "#" in name:
            found.append(_value(table, name))
        else:
            values = get(name[1:])
            found.append(values[0] if values else None)
    return found


def _follow(parser: Parser) -> Follow:
    token = xdsl_internals.current_token(parser)
    return token.kind, token.text if token.kind in _SPELLED_FOLLOWS else None


GUESS_AFTER = 32
"""Statements a template builds before it is guessed to follow another
(`Speedup.NEXT_TEMPLATE`).  Making a template's first line a pattern costs
milliseconds for a long generic line, and a guess saves tens of
microseconds: a template met a few times (one per executable of a generic
module of 500 executables) was a loss (5k-site generic module 4.3 s with
the guesses, 2.65 s without; the 96-layer model gains either way)."""


@dataclass
class _Plan:
    """What the statements of one template and operand types read to."""

    literals: tuple[str, ...]
    """The whole template's text between names (all its lines)."""
    op_type: type[Operation]
    result_sizes: tuple[int, ...]
    """How many values each result name binds (one entry per name)."""
    result_types: tuple[Attribute, ...]
    properties: dict[str, Attribute]
    attributes: dict[str, Attribute]
    location: Any
    types: tuple[Attribute, ...]
    """Each operand's type."""
    candidates: list[tuple[int, ...]]
    """For each operand, the places (among the names after the results)
    that named its value every time."""
    follows: set[Follow]
    """The tokens statements of the template were followed by."""
    rest_pieces: list[str] | None
    """The template's text between names after its first line (None for a
    template of one line)."""
    located: bool
    """Whether the statements end with a location of their own, read apart
    (`location` is then the first one's, not the template's)."""
    fills: tuple[Fill | None, ...] = ()
    """For each hole, where its value goes; None for a hole whose text must
    be the one learnt (`hole_texts`)."""
    hole_texts: tuple[str, ...] = ()
    """The holes' text in the statement learnt."""
    checks: list[tuple[int, ...]] = field(default_factory=list[tuple[int, ...]])
    """The distinct candidate sets of more than one place."""
    key: tuple[Any, ...] = ()
    """The first-line key it is kept under (`_Line.key`)."""
    dropped: bool = False
    """Whether its template was dropped (it is kept no more)."""
    next: _Plan | None = None
    """The plan of the statement read after one of this plan last time
    (`Speedup.NEXT_TEMPLATE`)."""
    reads: int = 0
    """How many statements it has built: it is guessed (and its first line
    made a pattern, which costs milliseconds for a long generic line) only
    once it has built `GUESS_AFTER`."""

    def __post_init__(self) -> None:
        # The operands of one value share one tuple of places (`_candidates`,
        # `narrow`): each distinct tuple is hashed once, not once per operand
        # (an op naming one value N times would cost N * N).
        shared = {id(c): c for c in self.candidates if len(c) > 1}
        self.checks = sorted(set(shared.values()))

    @cached_property
    def rest(self) -> re.Pattern[str] | None:
        """The template after its first line, names as groups, ending at a
        line's end (made when first looked for: most are never met again)."""
        if self.rest_pieces is None:
            return None
        return re.compile(
            _NAME_GROUP.join(map(re.escape, self.rest_pieces)) + r"(?=\n)"
        )

    @cached_property
    def first(self) -> tuple[re.Pattern[str], list[int], list[int]]:
        """The template's first line as a pattern (names and holes as
        groups; `Speedup.NEXT_TEMPLATE`), and which groups are names and
        which holes.  A line it matches whole is split as the lines of the
        template were: the text between the groups is theirs (with whole
        string literals: the template's line read without error), a name
        group reads what the split reads as a name there, and a hole group
        what it reads as a hole after the entry's name in the text before."""
        literals, places = self.key[0], self.key[3]
        names = [i for i in range(len(literals) - 1) if i not in places]
        pattern = re.escape(literals[0]) + "".join(
            (_HOLE_GROUP if i in places else _NAME_GROUP) + re.escape(piece)
            for i, piece in enumerate(literals[1:])
        )
        return re.compile(pattern), names, list(places)

    def operands(self, values: Sequence[SSAValue | None]) -> list[SSAValue] | None:
        """The op's operands, from the values the names resolve to; None if
        an operand's candidates disagree, or it is undefined or of another
        type."""
        for places in self.checks:
            first = values[places[0]]
            for place in places[1:]:
                if values[place] is not first:
                    return None
        operands = [values[places[0]] for places in self.candidates]
        for value, type in zip(operands, self.types, strict=True):
            if value is None or not (value.type is type or value.type == type):
                return None
        return operands  # pyright: ignore[reportReturnType]

    def fits(self, holes: Sequence[str]) -> bool:
        """Whether a statement with these holes may be built by this plan:
        each hole whose value goes nowhere is the text learnt."""
        return all(
            fill is not None or text == learnt
            for fill, text, learnt in zip(
                self.fills, holes, self.hole_texts, strict=True
            )
        )

    def dictionaries(
        self, holes: Sequence[str], values: dict[str, Attribute]
    ) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
        """The properties and attributes of the op of a statement with these
        holes (the plan's own when it has none to fill); `values` keeps what
        each hole's text read to (a load and a store name one global)."""
        if not any(self.fills):
            return self.properties, self.attributes
        properties, attributes = dict(self.properties), dict(self.attributes)
        for fill, text in zip(self.fills, holes, strict=True):
            if fill is not None:
                value = values.get(text)
                if value is None:
                    value = values[text] = hole_value(text)
                (properties if fill[0] else attributes)[fill[1]] = value
        return properties, attributes

    def same_op(
        self, op: Operation, holes: Sequence[str], values: dict[str, Attribute]
    ) -> bool:
        """Whether `op` is what this plan builds of a statement with these
        holes, but for its operands."""
        properties, attributes = self.dictionaries(holes, values)
        return (
            type(op) is self.op_type
            and tuple(r.type for r in op.results) == self.result_types
            and list(op.properties.items()) == list(properties.items())
            and list(op.attributes.items()) == list(attributes.items())
            and (self.located or op.location == self.location)
        )

    def narrow(self, op: Operation, values: Sequence[SSAValue | None]) -> None:
        """Keep, for each operand, the candidates that named `op`'s value
        (one tuple for the operands that shared one and have one value)."""
        narrowed: dict[tuple[int, int], tuple[int, ...]] = {}
        candidates: list[tuple[int, ...]] = []
        for places, operand in zip(self.candidates, op.operands, strict=True):
            key = (id(places), id(operand))  # both alive throughout
            found = narrowed.get(key)
            if found is None:
                found = narrowed[key] = tuple(p for p in places if values[p] is operand)
            candidates.append(found)
        self.candidates = candidates
        self.__post_init__()


class _Line(NamedTuple):
    """The first line of a statement, split."""

    start: int
    end: int
    """Where the line ends."""
    cut: int
    """Where its text ends: before a trailing ` loc(...)`, else `end`."""
    key: tuple[Any, ...]
    """The text between its names and holes (before `cut`), the dialect
    stack, whether a location was cut off, and which cuts are holes."""
    names: list[str]
    holes: list[str]
    keys: tuple[str, ...]
    """The name of each hole's entry."""


def _trailing_location(text: str, start: int, end: int) -> int:
    """Where the ` loc(...)` that closes the line `text[start:end]` starts
    (the last one: a location holds no other); `end` if none does."""
    if not text[start:end].rstrip().endswith(")"):
        return end
    cut = text.rfind(" loc(", start, end)
    return end if cut < 0 else cut


@dataclass(frozen=True)
class _Statement:
    """A statement just read, as a template."""

    end: int
    """Where its last line ends."""
    key: tuple[Any, ...]
    """Its first line's key."""
    literals: tuple[str, ...]
    names: list[str]
    results: int
    """How many of `names` are results."""
    result_sizes: tuple[int, ...]
    generic: bool
    """Whether the op is in generic form (its name a string)."""
    holes: list[str]
    keys: tuple[str, ...]
    """The name of each hole's entry."""


class StatementMemo:
    """The templates one parse met, and what each read to."""

    def __init__(self, parser: Parser, default_dialect: Callable[[], str]) -> None:
        self._parser = parser
        self._default_dialect = default_dialect
        """The default dialect of a statement starting at the parser's
        position (a bare op name is read in it)."""
        self._text = xdsl_internals.input_text(parser)
        self._plans: dict[tuple[Any, ...], list[_Plan]] = {}
        self._unstable: set[tuple[Any, ...]] = set()
        """First-line keys of templates whose op depends on the names."""
        self.hits = 0
        """How many statements were built from a template."""
        self._hole_values: dict[str, Attribute] = {}
        """What each hole's text read to (`_Plan.dictionaries`)."""
        self._line: _Line | None = None
        """The last line split (`learn` splits the line `read` just did)."""
        self._previous: _Plan | None = None
        """The plan of the last statement built from a template."""

    def _first_line(self, start: int) -> _Line:
        """The line of `start`: where it ends, where its text ends (before
        a trailing ` loc(...)`, read apart), its key and its names."""
        if self._line is not None and self._line.start == start:
            return self._line
        text = self._text
        end = text.find("\n", start)
        if end < 0:
            end = len(text)
        cut = _trailing_location(text, start, end)
        split = split_line(text[start:cut])
        key = (split.literals, self._scope(), cut < end, split.places)
        self._line = _Line(start, end, cut, key, split.names, split.holes, split.keys)
        return self._line

    def _scope(self) -> tuple[tuple[str, ...], str]:
        """Where a statement starting at the parser's position is read: the
        parser's dialect stack and the default dialect."""
        stack = tuple(xdsl_internals.dialect_stack(self._parser))
        return stack, self._default_dialect()

    # -- reading --------------------------------------------------------- #

    def read(self) -> Operation | None:
        """The op of the statement at the parser's position, built from a kept
        template that fits, the parser resumed after it; else None, nothing
        consumed."""
        start = self._parser.pos
        previous = self._previous
        if is_on(Speedup.NEXT_TEMPLATE) and previous is not None:
            guess = previous.next
            if guess is not None and not guess.dropped and guess.reads >= GUESS_AFTER:
                op = self._read_guessed(guess, start)
                if op is not None:
                    guess.reads += 1
                    self._previous = guess
                    return op
        line = self._first_line(start)
        plans = self._plans.get(line.key)
        if not plans:
            return None
        for plan in plans:
            op = self._read_as(plan, start, line.end, line.cut, line.names, line.holes)
            if op is not None:
                plan.reads += 1
                if previous is not None:
                    previous.next = plan
                self._previous = plan
                return op
        return None

    def _read_guessed(self, plan: _Plan, start: int) -> Operation | None:
        """`_read_as(plan)` if the statement at `start` is of its template:
        its first line matches the template's pattern whole (the same
        text between the same names and holes as a split finds), under the
        same dialect stack and default dialect, a location cut off or not
        alike."""
        text = self._text
        end = text.find("\n", start)
        if end < 0:
            end = len(text)
        cut = _trailing_location(text, start, end)
        if (cut < end) is not plan.key[2]:
            return None
        pattern, name_groups, hole_groups = plan.first
        found = pattern.fullmatch(text, start, cut)
        if found is None:
            return None
        if self._scope() != plan.key[1]:
            return None
        groups = found.groups()
        names = [groups[i] for i in name_groups]
        holes = [groups[i] for i in hole_groups]
        return self._read_as(plan, start, end, cut, names, holes)

    def _read_as(
        self,
        plan: _Plan,
        start: int,
        line_end: int,
        cut: int,
        names: list[str],
        holes: list[str],
    ) -> Operation | None:
        """The op of the statement at `start` (its first line ending at
        `line_end`, its text at `cut`, split to `names` and `holes`) built by
        `plan`, if it fits; else None, nothing consumed."""
        if holes and not plan.fits(holes):
            return None
        end = cut
        if plan.rest is not None:
            found = plan.rest.match(self._text, line_end)
            if found is None:
                return None
            end, names = found.end(), names + list(found.groups())
        return self._build(plan, start, end, names, holes)

    def _build(
        self, plan: _Plan, start: int, end: int, names: list[str], holes: list[str]
    ) -> Operation | None:
        parser = self._parser
        table = parser.ssa_values
        results = len(plan.result_sizes)
        if any(n[1:] in table or "#" in n for n in names[:results]):
            return None
        operands = plan.operands(_values(table, names[results:]))
        if operands is None:
            return None
        xdsl_internals.resume_from(parser, end)
        location = plan.location
        if plan.located:
            # As the parser reads it after the op (an alias may be read ahead).
            location = parser.parse_optional_location()
            if location is None:
                xdsl_internals.resume_from(parser, start)
                return None
        if _follow(parser) not in plan.follows:
            xdsl_internals.resume_from(parser, start)
            return None
        properties, attributes = plan.dictionaries(holes, self._hole_values)
        op = plan.op_type.create(
            operands=operands,
            result_types=plan.result_types,
            properties=properties,
            attributes=attributes,
            location=location,
        )
        self._register_results(plan, start, op, names[:results])
        self.hits += 1
        return op

    def _register_results(
        self, plan: _Plan, start: int, op: Operation, names: list[str]
    ) -> None:
        """Bind the result names as the parser does, each at its span (the
        template's text before each name is this statement's too)."""
        source = self._parser.lexer.input
        at, first = start, 0
        pieces = plan.literals[: len(names)]  # (those before each result)
        for piece, name, size in zip(pieces, names, plan.result_sizes, strict=True):
            at += len(piece)
            span = Span(at, at + len(name), source)
            values = op.results[first : first + size]
            xdsl_internals.register_ssa_definition(self._parser, name[1:], values, span)
            at, first = at + len(name), first + size

    # -- learning -------------------------------------------------------- #

    def learn(
        self, start: int, op: Operation, location: tuple[int, object] | None
    ) -> None:
        """Keep what the statement at `start`, just read to `op`, made, if it
        may be kept (see the module's notes).  `location` is where the
        parser read its last location, and what to."""
        if op.regions or op.successors or isinstance(op, UnregisteredOp):
            return
        statement = self._statement(start, op, location)
        if statement is None or sum(statement.result_sizes) != len(op.results):
            return
        if statement.key in self._unstable:
            return
        if not admits(type(op), statement.generic):
            return
        table = self._parser.ssa_values
        values = _values(table, statement.names[statement.results :])
        self._keep(statement, start, op, values)

    def _statement(
        self, start: int, op: Operation, location: tuple[int, object] | None
    ) -> _Statement | None:
        """The statement just read from `start`, if it may be kept: it ends
        its line (what follows it there, a comment, is part of it) and names
        no alias, but in its own location on one line, cut off and read
        apart."""
        text, stop = self._text, self._parser.pos
        read = text[start:stop].rstrip()
        end = text.find("\n", start + len(read))
        if end < 0 or end >= stop or read.count("\n") >= _LINES:
            return None
        line = self._first_line(start)
        if line.cut < line.end and not (
            end == line.end
            and location is not None
            and location[0] == line.cut + 1  # (after the space)
            and location[1] is op.location
            and not isinstance(op.location, UnknownLoc)
        ):
            return None  # (` loc(` is not where the op's own location starts)
        if ALIAS_REFERENCE.search(text, start, line.cut if end == line.end else end):
            return None
        literals, names = line.key[0], line.names
        if end != line.end:
            if line.holes:
                return None  # (a generic op without regions takes one line)
            literals, names = split_names(text[start:end])
        if any(_LOOSE_INDEX.match(piece) for piece in literals[1:]):
            return None
        results = _result_count(literals, names)
        if results is None:
            return None
        after_results = literals[results].partition("=")[2] if results else literals[0]
        return _Statement(
            end=end,
            key=line.key,
            literals=literals,
            names=names,
            results=results,
            result_sizes=_result_sizes(literals, results),
            generic=after_results.lstrip().startswith('"'),
            holes=line.holes,
            keys=line.keys,
        )

    def _keep(
        self,
        statement: _Statement,
        start: int,
        op: Operation,
        values: list[SSAValue | None],
    ) -> None:
        candidates = _candidates(op, values)
        if candidates is None:
            return
        plans = self._plans.setdefault(statement.key, [])
        types = tuple(o.type for o in op.operands)
        holes = statement.holes
        for plan in plans:
            if (
                plan.literals == statement.literals
                and plan.types == types
                and plan.fits(holes)
            ):
                same = plan.same_op(op, holes, self._hole_values)
                if same:
                    plan.narrow(op, values)
                    plan.follows.add(_follow(self._parser))
                if not same or not all(plan.candidates):
                    self._unstable.add(statement.key)
                    for dropped in self._plans.pop(statement.key):
                        dropped.dropped = True
                return
        if len(plans) >= _PLANS_PER_TEMPLATE:
            return
        first_line = statement.key[0]
        plans.append(
            _Plan(
                literals=statement.literals,
                op_type=type(op),
                result_sizes=statement.result_sizes,
                result_types=tuple(r.type for r in op.results),
                properties=dict(op.properties),
                attributes=dict(op.attributes),
                location=op.location,
                types=types,
                candidates=candidates,
                follows={_follow(self._parser)},
                rest_pieces=_rest_pieces(first_line, statement.literals),
                located=statement.key[2],
                fills=_fills(statement, op, self._text[start : statement.end]),
                hole_texts=tuple(holes),
                key=statement.key,
            )
        )


def _fills(statement: _Statement, op: Operation, text: str) -> tuple[Fill | None, ...]:
    """Where the value of each hole of `statement` (whose text is `text`,
    read to `op`) goes; None for a hole whose text a template keeps.

    A hole's value is filled in only in generic form, where every property
    and attribute of the op is an entry of its dictionaries as written, and
    only when its entry's name is written once in the whole statement (no
    escape in it that could spell it otherwise) and names a property or an
    attribute of the op, not both, whose value is the hole's: the entry of
    the hole is then that one, at the top of the dictionary (not inside
    another attribute), and another statement of the template with another
    hole reads to the same op but for that value."""
    if not statement.generic or "\\" in text:
        return (None,) * len(statement.holes)
    return tuple(
        _fill(op, key, hole, text)
        for key, hole in zip(statement.keys, statement.holes, strict=True)
    )


def _fill(op: Operation, key: str, hole: str, text: str) -> Fill | None:
    """Where the value of `hole`, the entry `key`'s, goes (see `_fills`)."""
    word = re.compile(rf"(?<![\w$.\-]){re.escape(key)}(?![\w$.\-])")
    if len(word.findall(text)) != 1:
        return None
    in_properties = key in op.properties
    if in_properties == (key in op.attributes):
        return None
    found = (op.properties if in_properties else op.attributes)[key]
    value = hole_value(hole)
    if type(found) is not type(value) or found != value:
        return None
    return in_properties, key


def _rest_pieces(
    first_line: tuple[str, ...], literals: tuple[str, ...]
) -> list[str] | None:
    """The text between names of a template of `literals` after its first
    line (split to `first_line`); None if it has one line."""
    if len(first_line) == len(literals) and first_line[-1] == literals[-1]:
        return None
    joined = len(first_line) - 1  # (the first line's last piece goes on)
    return [literals[joined][len(first_line[-1]) :], *literals[joined + 1 :]]


def _result_count(literals: tuple[str, ...], names: list[str]) -> int | None:
    """How many of `names` are results (named before `=`); None if unsure."""
    if literals[0]:
        return 0  # the statement starts with its op's name
    for count, piece in enumerate(literals[1:], start=1):
        if "=" in piece:
            return count if count <= len(names) else None
    return None


def _result_sizes(literals: tuple[str, ...], results: int) -> tuple[int, ...]:
    """How many values each of the first `results` names binds (`%x:2`)."""
    sizes: list[int] = []
    for piece in literals[1 : results + 1]:
        found = _RESULT_SIZE.match(piece)
        sizes.append(int(found[1]) if found else 1)
    return tuple(sizes)


def _candidates(
    op: Operation, values: Sequence[SSAValue | None]
) -> list[tuple[int, ...]] | None:
    """For each operand of `op`, the places in `values` holding its value;
    None unless there are as many places as operands, each holding some
    operand's value (see the module's notes)."""
    if len(values) != len(op.operands) or None in values:
        return None
    places: dict[int, list[int]] = {}
    for place, value in enumerate(values):
        places.setdefault(id(value), []).append(place)
    candidates = [places.get(id(operand)) for operand in op.operands]
    if None in candidates or len(places) != len({id(o) for o in op.operands}):
        return None
    # One tuple per value, shared by its operands: an op naming one value N
    # times (a parameter load's offsets) keeps N places, not N * N.
    shared = {key: tuple(found) for key, found in places.items()}
    return [shared[id(operand)] for operand in op.operands]


def admits(op_type: type[Operation], generic: bool) -> bool:
    """The op classes a template may be kept for: any op read in generic
    form, and an op read by its declared format (IRDL's `assembly_format`)."""
    if generic:
        return True
    if not issubclass(op_type, IRDLOperation):
        return False
    return op_type.get_irdl_definition().assembly_format is not None
