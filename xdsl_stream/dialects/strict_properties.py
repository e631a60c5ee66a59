"""MLIR's printing of properties that an op's assembly format does not name.

IREE declares its Stream and Util ops with strict properties: a property that
the format does not place (`stream.resource.size`'s `affinity`,
`util.global`'s `inlining_policy`, `util.call`'s `arg_attrs`, ...) may not be
written in the attribute dictionary.  MLIR's `attr-dict` prints such
properties first, in angle brackets, integers without their type:

    util.global public @g <inlining_policy = #util.inline.never> : i32
    %n = util.buffer.constant "n" <alignment = 16> : !util.buffer = "abc"

and reads them back with or without braces (`<{alignment = 16 : index}>`).
xDSL's format language has no such element, so ops name those properties in
`custom<InherentAttrDict>(...)`, placed just before `attr-dict`.  The
directive takes any number of properties: `inherent_attr_dict(n)` gives the
directive class for `n` of them (each a distinct class named
`InherentAttrDict`, as xDSL finds directives by class name).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Iterable
from functools import cache
from io import StringIO
from typing import Any

from xdsl.dialects.builtin import (
    DictionaryAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    Signedness,
    StringAttr,
    UnitAttr,
)
from xdsl.ir import Attribute
from xdsl.irdl import AttrConstraint, IRDLOperation, OpDef, VerificationContext
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    ParsingState,
    PrintingState,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa
from xdsl.utils.mlir_lexer import MLIRTokenKind

from xdsl_stream.core.xdsl_internals import current_token, resume_from
from xdsl_stream.dialects.syntax import (
    IreeDirective,
    expect_attribute,
    expect_attribute_of,
    expect_string_value,
    refuse_float,
)


class InherentAttrDictBase(CustomDirective):
    """`<name = value, ...>` for the properties given as parameters."""

    def _variables(self) -> list[AttributeVariable]:
        return [getattr(self, f.name) for f in dataclasses.fields(self)]

    def parse(self, parser: Parser, state: ParsingState) -> None:
        if parser.parse_optional_punctuation("<") is None:
            return
        op_def = state.op_type.get_irdl_definition()
        variables = {v.name: v for v in self._variables()}
        if current_token(parser).kind is MLIRTokenKind.L_BRACE:
            entries = _braced_entries(parser, op_def, variables)
        else:
            entries = _bare_entries(parser, op_def, variables)
        for name, value in entries.items():
            variables[name].set(state, value)
        parser.parse_punctuation(">")

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        present = [
            (v.name, value)
            for v in self._variables()
            if (value := v.get(op)) is not None
        ]
        if not present:
            return
        state.print_whitespace(printer)
        printer.print_string("<")
        for i, (name, value) in enumerate(present):
            if i:
                printer.print_string(", ")
            printer.print_string(f"{name} = ")
            if isa(value, IntegerAttr) and _typed_by_property(type(op), name):
                printer.print_string(str(value.value.data))
            else:
                printer.print_attribute(value)
        printer.print_string(">")

    def is_present(self, op: IRDLOperation) -> bool:
        return any(v.get(op) is not None for v in self._variables())


def _bare_entries(
    parser: Parser, op_def: OpDef, variables: Collection[str]
) -> dict[str, Attribute]:
    """`name = value, ...` up to the `>`, as MLIR reads the properties an
    op's format leaves to its `attr-dict`: each value read as a value of the
    property's type (`_typed_value`), each property once."""
    entries: dict[str, Attribute] = {}
    if current_token(parser).kind is MLIRTokenKind.GREATER:
        return entries
    while True:
        at = parser.pos
        name = parser.parse_optional_identifier()
        if name is None:
            parser.raise_error(f"custom op '{op_def.name}' expected valid keyword", at)
        if name not in variables or name in entries:
            parser.raise_error(
                f"custom op '{op_def.name}' duplicate or unknown property in "
                f"properties dictionary: {name}",
                at,
            )
        parser.parse_punctuation("=")
        entries[name] = _typed_value(
            parser, op_def.properties[name].constr, op_def.name
        )
        if parser.parse_optional_punctuation(",") is None:
            break
    if current_token(parser).kind is not MLIRTokenKind.GREATER:
        parser.raise_error("expected ','", parser.pos)
    return entries


def _braced_entries(
    parser: Parser, op_def: OpDef, variables: Collection[str]
) -> dict[str, Attribute]:
    """`{name = value, ...}`: an attribute dictionary, read as any (its
    integers `i64` unless typed), then taken as the properties, as MLIR
    does: a key that is none of them, or a value of another kind of
    attribute than the property's, is refused at the `{`."""
    at = parser.pos
    entries = _dictionary(parser)
    for name, value in entries.items():
        bases = (
            op_def.properties[name].constr.get_bases() if name in variables else None
        )
        if name not in variables:
            problem = f"unknown key '\"{name}\"' when parsing properties dictionary"
        elif bases is not None and not isinstance(value, tuple(bases)):
            problem = (
                f"Invalid attribute `{name}` in property conversion: "
                f"{_attribute_text(value)}"
            )
        else:
            continue
        parser.raise_error(
            f"custom op '{op_def.name}' invalid properties "
            f"{_attribute_text(DictionaryAttr(entries))}: {problem}",
            at,
        )
    return entries


def _dictionary(parser: Parser) -> dict[str, Attribute]:
    """MLIR's attribute dictionary `{name = value, ...}` (a name alone: a
    unit attribute), a repeated name refused where it is repeated."""
    entries: dict[str, Attribute] = {}
    parser.parse_punctuation("{")
    if parser.parse_optional_punctuation("}") is not None:
        return entries
    while True:
        at = parser.pos
        name = parser.parse_optional_identifier_or_str_literal()
        if name is None:
            parser.raise_error("expected attribute name", at)
        if name in entries:
            parser.raise_error(f"duplicate key '{name}' in dictionary attribute", at)
        if parser.parse_optional_punctuation("=") is None:
            entries[name] = UnitAttr()
        else:
            entries[name] = expect_attribute(parser)
        if parser.parse_optional_punctuation(",") is None:
            break
    if parser.parse_optional_punctuation("}") is None:
        parser.raise_error("expected '}' in attribute dictionary", parser.pos)
    return entries


def _attribute_text(attribute: Attribute) -> str:
    stream = StringIO()
    Printer(stream).print_attribute(attribute)
    return stream.getvalue()


def _typed_value(parser: Parser, constr: AttrConstraint, op_name: str) -> Attribute:
    """A property's value as MLIR reads it in the `<...>` of a custom form:
    of the type of the property's attribute (ODS's `IndexAttr`: `index`;
    `StrAttr`: no type), so that an integer takes that type and has no
    `: type` after it, and a string has none either."""
    if constr.get_bases() == {StringAttr}:
        return expect_string_value(parser, custom_op=op_name)
    kind = _integer_type(constr)
    if kind is not None:
        return _typed_integer(parser, kind, op_name)
    return expect_attribute(parser)


_IntegerType = IndexType | IntegerType[Any, Any]
_INTEGER_TYPES: tuple[_IntegerType, ...] = (
    IndexType(),
    *(IntegerType(width) for width in (64, 32, 16, 8, 1)),
)


@cache
def _typed_by_property(op_type: type[IRDLOperation], name: str) -> bool:
    """Whether the integers property `name` of `op_type` holds are all of
    one type, which MLIR then leaves out of the text (`<alignment = 8>`, an
    `index`; a bound of any integer type keeps it: `<min_value = 1 : ui8>`)."""
    constr = op_type.get_irdl_definition().properties[name].constr
    return _integer_type(constr) is not None


def _integer_type(constr: AttrConstraint) -> _IntegerType | None:
    """The type of the integers a property holds, if all of one type."""
    if constr.get_bases() != {IntegerAttr}:
        return None
    types = [t for t in _INTEGER_TYPES if _accepts(constr, IntegerAttr(0, t))]
    return types[0] if len(types) == 1 else None


def _accepts(constr: AttrConstraint, value: Attribute) -> bool:
    try:
        constr.verify(value, VerificationContext())
    except VerifyException:
        return False
    return True


def _typed_integer(parser: Parser, type: _IntegerType, op_name: str) -> Attribute:
    """An integer literal of `type` (MLIR's range checks at its digits); a
    float refused; another attribute read as any and kept if an integer one
    (`true`: its type is refused by the op's verifier)."""
    start = parser.pos
    negative = parser.parse_optional_punctuation("-") is not None
    token = current_token(parser)
    if token.kind is MLIRTokenKind.FLOAT_LIT:
        refuse_float(parser, token.span.end)
    if token.kind is not MLIRTokenKind.INTEGER_LIT:
        resume_from(parser, start)
        return expect_attribute_of(parser, IntegerAttr, custom_op=op_name)
    digits = token.span.start
    value = parser.parse_integer(allow_boolean=False, allow_negative=False)
    value = -value if negative else value
    width = 64 if isinstance(type, IndexType) else type.width.data
    signless = isinstance(type, IntegerType) and (
        type.signedness.data is Signedness.SIGNLESS
    )
    high = (1 << width) - 1 if signless else (1 << (width - 1)) - 1
    if (negative and value == 0) or not -(1 << (width - 1)) <= value <= high:
        parser.raise_error("integer constant out of range for attribute", digits)
    if value >= 1 << (width - 1):  # a signless literal past the signed range
        value -= 1 << width
    return IntegerAttr(value, type)


@irdl_custom_directive
class IntegerProperty(IreeDirective):
    """`N`: an integer property an op's format names (`$ordinal`), read as
    MLIR reads it there: a literal of the property's one integer type,
    refused where it is written if out of that type's range
    (`_typed_integer`), and printed without the type.  xDSL's format reads
    any integer, whatever its type's range."""

    value: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        op_def = state.op_type.get_irdl_definition()
        kind = _integer_type(op_def.properties[self.value.name].constr)
        assert kind is not None, "an integer property of one type"
        self.value.set(state, _typed_integer(parser, kind, op_def.name))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        value = self.value.get(op)
        assert isa(value, IntegerAttr)
        printer.print_string(str(value.value.data))


@cache
def inherent_attr_dict(count: int) -> type[InherentAttrDictBase]:
    """The `InherentAttrDict` directive class for `count` properties."""
    cls = type(
        "InherentAttrDict",
        (InherentAttrDictBase,),
        {
            "__annotations__": {f"prop{i}": AttributeVariable for i in range(count)},
            "__module__": __name__,
            "__doc__": InherentAttrDictBase.__doc__,
        },
    )
    return irdl_custom_directive(cls)


def refuse_inherent_attributes(
    parser: Parser,
    op_name: str,
    attributes: Iterable[str],
    at: int,
    *,
    inferred: Collection[str] = (),
    given: Collection[str] = (),
) -> None:
    """In a hand-written parser's attribute dictionary (read from `at`), the
    properties the syntax itself gives are refused as MLIR refuses them
    (xDSL's op would drop the entry, or let it override what was written):
    those MLIR infers from the syntax (`sym_name` of a function) and those
    the parser has set already (`tied_operands` of a function with
    results)."""
    for name in attributes:
        if name in inferred:
            parser.raise_error(
                f"custom op '{op_name}' '{name}' is an inferred attribute and "
                "should not be specified in the explicit attribute dictionary",
                at,
                at + 1,
            )
        if name in given:
            parser.raise_error(
                f"custom op '{op_name}' attribute '{name}' occurs more than once "
                "in the attribute list",
                at,
                at + 1,
            )
