"""Parsing and printing helpers for the pieces of syntax Stream ops share.

IREE writes sized resources as `T{%size}`, ranges as `%r[%offset for %length]`
and affinities as `on(#hal.device.affinity<@dev>)`; the ops in `stream.py`
compose these.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from io import StringIO
from typing import Self, cast

from xdsl.dialects.builtin import IndexType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.utils.lexer import Span

_INDEX = IndexType()


@dataclass
class UnresolvedRange:
    """`%resource[%offset for %length] : T{%size}` before operand resolution."""

    resource: UnresolvedOperand
    offset: UnresolvedOperand
    length: UnresolvedOperand | None
    type: Attribute
    size: UnresolvedOperand

    def resolve(
        self, parser: Parser | OperandResolver
    ) -> tuple[SSAValue, SSAValue, SSAValue, SSAValue | None]:
        """Resolve to (resource, size, offset, length) values (with `parser`'s
        or an `OperandResolver`'s `resolve_operand`)."""
        resolve = parser.resolve_operand
        return (
            resolve(self.resource, self.type),
            resolve(self.size, _INDEX),
            resolve(self.offset, _INDEX),
            None if self.length is None else resolve(self.length, _INDEX),
        )


class OperandResolver:
    """`Parser.resolve_operand` for the operands of one op, each use once.

    No value is defined within one op's operand list, so resolving a name
    again with the same type gives the same value (or the same error): a
    dispatch names the same size and length values in each of its bindings.
    """

    def __init__(self, parser: Parser) -> None:
        self._parser = parser
        self._resolved: dict[tuple[str, int, int], SSAValue] = {}

    def resolve_operand(self, operand: UnresolvedOperand, type: Attribute) -> SSAValue:
        # By the type's identity: equal types that are distinct objects just
        # miss, and the parser checks them.
        key = (operand.span.text, operand.index, id(type))
        value = self._resolved.get(key)
        if value is None:
            value = self._resolved[key] = self._parser.resolve_operand(operand, type)
        return value


def parse_sized_type(parser: Parser) -> tuple[Attribute, UnresolvedOperand]:
    """Parse `T{%size}`."""
    type = parser.parse_type()
    parser.parse_punctuation("{")
    size = parser.parse_unresolved_operand()
    parser.parse_punctuation("}")
    return type, size


_TYPE_TEXT: dict[Attribute, str] = {}


def type_text(type: Attribute) -> str:
    """`type` as `Printer.print_attribute` spells it, made once per type.

    A Stream program spells a handful of types (`index`, `!stream.resource<..>`)
    hundreds of thousands of times; types print the same in any printer state.
    """
    text = _TYPE_TEXT.get(type)
    if text is None:
        stream = StringIO()
        Printer(stream).print_attribute(type)
        text = stream.getvalue()
        if len(_TYPE_TEXT) < 4096:
            _TYPE_TEXT[type] = text
    return text


def print_types(printer: Printer, types: Iterable[Attribute]) -> None:
    """Print `T, U`."""
    printer.print_string(", ".join(type_text(t) for t in types))


def print_sized_type(printer: Printer, type: Attribute, size: SSAValue) -> None:
    """Print `T{%size}`."""
    printer.print_string(f"{type_text(type)}{{")
    printer.print_ssa_value(size)
    printer.print_string("}")


def parse_range(parser: Parser, *, with_length: bool = True) -> UnresolvedRange:
    """Parse `%r[%offset for %length] : T{%size}` (or `%r[%offset]` without)."""
    resource = parser.parse_unresolved_operand()
    parser.parse_punctuation("[")
    offset = parser.parse_unresolved_operand()
    length = None
    if with_length:
        parser.parse_keyword("for")
        length = parser.parse_unresolved_operand()
    parser.parse_punctuation("]")
    parser.parse_punctuation(":")
    type, size = parse_sized_type(parser)
    return UnresolvedRange(resource, offset, length, type, size)


SSA_USE_PATTERN = r"(%(?:[0-9]+|[A-Za-z$._\-][A-Za-z0-9$._\-]*))"
"""One SSA use as MLIR lexes it, as a regex group (no `#N` result number:
fast paths leave those to the token parser)."""
_NAME = SSA_USE_PATTERN
SSA_USE_LIST_PATTERN = rf"((?:{_NAME}, )*{_NAME})"
"""`%a, %b, ...` (one or more uses, single-spaced) as one regex group."""

_CANONICAL_RANGE = re.compile(
    rf"(?:(ro|wo|rw) )?{_NAME}\[{_NAME} for {_NAME}\] : "
    rf"!stream\.resource<([a-z]+|\*)>\{{{_NAME}\}}"
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


def scan_canonical_range(
    parser: Parser, resource_type: Callable[[str], Attribute | None]
) -> UnresolvedRange | None:
    """`%r[%offset for %length] : !stream.resource<L>{%size}`, fast.

    Matches the one spelling IREE and xDSL print (single spaces, no comments,
    no result numbers) with one regular expression and resumes the lexer after
    it.  Any other spelling returns None and is parsed token by token, so
    diagnostics are the token parser's.  `resource_type` maps the lifetime `L`
    to the type (None for an unknown one, which takes the slow path too).
    """
    scanned = _scan_range(parser, parser.pos, resource_type)
    if scanned is None or scanned[0][1] is not None:
        return None
    match, parsed = scanned
    resume_after(parser, match)
    return parsed


_BINDINGS_OPEN = re.compile(r"\{\s*")
_BINDINGS_NEXT = re.compile(r"\s*(?:(,)\s*|\})")


def scan_canonical_bindings(
    parser: Parser, resource_type: Callable[[str], Attribute | None]
) -> list[tuple[str, UnresolvedRange]] | None:
    """`{ro %r[%o for %l] : !stream.resource<L>{%s}, ...}`: a dispatch's bindings.

    The bindings are most of a Stream program's text, and the token parser
    spends ~16 lexer round trips on each.  Each binding in the spelling
    `scan_canonical_range` accepts, after its access keyword, is matched with
    one regular expression, and the lexer resumes after the closing brace.
    If any binding is spelled otherwise, nothing is consumed and None is
    returned: the whole list is then parsed token by token.
    """
    text = parser.lexer.input.content
    opening = _BINDINGS_OPEN.match(text, parser.pos)
    if opening is None:
        return None
    pos = opening.end()
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
        if separator[1] is None:  # the closing brace
            break
    parser._resume_from(pos)  # pyright: ignore[reportPrivateUsage]
    return bindings


def matched_operand(
    parser: Parser, match: re.Match[str], group: int
) -> UnresolvedOperand:
    """The SSA use a fast path matched as `group` (see `SSA_USE_PATTERN`)."""
    span = Span(match.start(group), match.end(group), parser.lexer.input)
    return UnresolvedOperand(span, 0)


def matched_operand_list(
    parser: Parser, match: re.Match[str], group: int
) -> list[UnresolvedOperand]:
    """The SSA uses a fast path matched as `group`: `%a, %b, ...` (or none)."""
    text = match[group]
    if text is None:
        return []
    operands: list[UnresolvedOperand] = []
    start = match.start(group)
    for name in text.split(", "):
        span = Span(start, start + len(name), parser.lexer.input)
        operands.append(UnresolvedOperand(span, 0))
        start += len(name) + 2
    return operands


def resume_after(parser: Parser, match: re.Match[str]) -> None:
    """Continue token parsing after the text a fast path matched."""
    parser._resume_from(match.end())  # pyright: ignore[reportPrivateUsage]


def print_range(
    printer: Printer,
    resource: SSAValue,
    size: SSAValue,
    offset: SSAValue,
    length: SSAValue | None,
) -> None:
    """Print `%r[%offset for %length] : T{%size}`."""
    printer.print_ssa_value(resource)
    printer.print_string("[")
    printer.print_ssa_value(offset)
    if length is not None:
        printer.print_string(" for ")
        printer.print_ssa_value(length)
    printer.print_string("] : ")
    print_sized_type(printer, resource.type, size)


def parse_optional_affinity(parser: Parser, keyword: str = "on") -> Attribute | None:
    """Parse `on(#affinity)` (or another keyword), if present."""
    if parser.parse_optional_keyword(keyword) is None:
        return None
    parser.parse_punctuation("(")
    affinity = parser.parse_attribute()
    parser.parse_punctuation(")")
    return affinity


def print_optional_affinity(
    printer: Printer, affinity: Attribute | None, keyword: str = "on"
) -> None:
    """Print ` on(#affinity)` when there is one."""
    if affinity is not None:
        printer.print_string(f" {keyword}(")
        printer.print_attribute(affinity)
        printer.print_string(")")


def parse_sized_values(
    parser: Parser,
) -> tuple[list[UnresolvedOperand], list[Attribute], list[UnresolvedOperand]]:
    """Parse `%a, %b : T{%sa}, U{%sb}` (values, types, sizes)."""
    values = parser.parse_comma_separated_list(
        parser.Delimiter.NONE, parser.parse_unresolved_operand
    )
    parser.parse_punctuation(":")
    types_start = next_token_span(parser)
    sized = parser.parse_comma_separated_list(
        parser.Delimiter.NONE, lambda: parse_sized_type(parser)
    )
    if len(sized) != len(values):
        parser.raise_error(
            f"expected {len(values)} sized types, one per value, got {len(sized)}",
            types_start,
        )
    return values, [t for t, _ in sized], [s for _, s in sized]


def print_sized_values(
    printer: Printer, values: Sequence[SSAValue], sizes: Sequence[SSAValue]
) -> None:
    """Print `%a, %b : T{%sa}, U{%sb}`."""
    printer.print_list(values, printer.print_ssa_value)
    printer.print_string(" : ")
    printer.print_list(
        zip(values, sizes, strict=True),
        lambda vs: print_sized_type(printer, vs[0].type, vs[1]),
    )


def parse_values_with_types(parser: Parser) -> Sequence[SSAValue]:
    """Parse `%a, %b : T, U`, or nothing."""
    pos = parser.pos
    unresolved = parser.parse_optional_undelimited_comma_separated_list(
        parser.parse_optional_unresolved_operand, parser.parse_unresolved_operand
    )
    if not unresolved:
        return []
    parser.parse_punctuation(":")
    types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
    return parser.resolve_operands(unresolved, types, pos)


def print_values_with_types(printer: Printer, values: Sequence[SSAValue]) -> None:
    """Print ` %a, %b : T, U` (nothing when empty)."""
    if not values:
        return
    printer.print_string(" ")
    printer.print_list(values, printer.print_ssa_value)
    printer.print_string(" : ")
    print_types(printer, (v.type for v in values))


def next_token_span(parser: AttrParser) -> Span[str]:
    """The span of the next token, to report an error about what starts there.

    Checks made after parsing a type would otherwise point at the token after
    it, which is often on the next line.
    """
    return parser._current_token.span


def parse_fat_arrow(parser: Parser) -> None:
    """Parse `=>`, which xDSL's lexer splits into `=` and `>`."""
    parser.parse_punctuation("=", " (expected '=>')")
    parser.parse_punctuation(">", " (expected '=>')")


def parse_attributes_into(parser: Parser, op: Operation) -> None:
    """Parse an optional trailing `attributes {...}` into `op`'s attributes."""
    attributes = parser.parse_optional_attr_dict_with_keyword()
    if attributes is not None:
        op.attributes |= attributes.data


class ValueListOp(IRDLOperation):
    """Ops written `{attrs}? %a, %b : T, U` and built as `cls(*values)`.

    `stream.return`, `stream.yield`, `util.return` and
    `util.optimization_barrier` share this syntax (IREE puts the attribute
    dictionary before the operands).
    """

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        attributes = parser.parse_optional_attr_dict()
        build = cast(type[Operation], cls)
        op = cast(Self, build(*parse_values_with_types(parser)))  # pyright: ignore[reportCallIssue]
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        print_values_with_types(printer, self.operands)
