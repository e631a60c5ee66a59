"""Parsing and printing helpers for the pieces of syntax IREE's dialects share.

IREE writes sized resources as `T{%size}` and ranges as
`%r[%offset for %length] : T{%size}`; the custom directives of Util and
Stream and the hand-written ops of Util compose these.  This module is below
every dialect of the package (it imports none of them).  The
regular-expression shortcuts for the canonical spellings are not here: they
live in `xdsl_stream.dialects.stream.fast_paths`, behind one switch.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from io import StringIO
from typing import NoReturn, Self, cast

from typing_extensions import TypeVar
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    AffineSetAttr,
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    IndexType,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue, TypeAttribute
from xdsl.irdl import (
    AttrConstraint,
    IntConstraint,
    IRDLOperation,
    VerificationContext,
)
from xdsl.irdl.declarative_assembly_format import CustomDirective, ParsingState
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import OpTrait
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.lexer import Span
from xdsl.utils.mlir_lexer import MLIRTokenKind, PunctuationSpelling

from xdsl_stream.core.ir_helpers import attribute_text, kept_on
from xdsl_stream.core.xdsl_internals import (
    current_token,
    known_ssa_name,
    resume_from,
)

BUILTIN_UNTYPED: tuple[type[Attribute], ...] = (
    UnitAttr,
    ArrayAttr,
    DictionaryAttr,
    SymbolRefAttr,
    AffineMapAttr,
    AffineSetAttr,
    DenseArrayBase,
    TypeAttribute,
)
"""Builtin attributes MLIR gives no type (`TypedAttr` is not theirs): a
property IREE declares a `TypedAttr` refuses them as it is read."""

_INDEX = IndexType()


@dataclass
class UnresolvedRange:
    """`%resource[%offset for %length] : T{%size}` before operand resolution."""

    resource: UnresolvedOperand
    offset: UnresolvedOperand
    length: UnresolvedOperand | None
    type: Attribute
    size: UnresolvedOperand
    end: UnresolvedOperand | None = None
    """`%end` of `%r[%offset to %end for %length]` (parameter transfers)."""

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
        self._text = parser.lexer.input.content
        self._resolved: dict[tuple[str, int, int], SSAValue] = {}
        self._by_object: dict[tuple[int, int], SSAValue] = {}
        """(id of the operand, id of the type) -> value: a shortcut's operand
        named again is the same object (both are alive as long as the op's
        parse, and this resolver, last)."""

    def resolve_operand(self, operand: UnresolvedOperand, type: Attribute) -> SSAValue:
        # By the type's identity: equal types that are distinct objects just
        # miss, and the parser checks them.
        same = (id(operand), id(type))
        value = self._by_object.get(same)
        if value is not None:
            return value
        span = operand.span
        key = (self._text[span.start : span.end], operand.index, id(type))
        value = self._resolved.get(key)
        if value is None:
            value = self._resolved[key] = self._parser.resolve_operand(operand, type)
        self._by_object[same] = value
        return value


def parse_sized_type(parser: Parser) -> tuple[Attribute, UnresolvedOperand]:
    """Parse `T{%size}`."""
    type = parser.parse_type()
    parser.parse_punctuation("{")
    size = parser.parse_unresolved_operand()
    parser.parse_punctuation("}")
    return type, size


DYNAMIC_SIZES = (DYNAMIC_INDEX, -1)
"""How a dynamic dimension is stored: xDSL's parser writes `DYNAMIC_INDEX`,
`TensorType(f32, [-1])` keeps -1."""


def count_dynamic(shape: Iterable[int]) -> int:
    """The dynamic dimensions of a shape, however they are stored: the one
    count every reader, printer and verifier of the package uses, so that a
    type built in Python with -1 prints and verifies the same everywhere."""
    return sum(1 for d in shape if d in DYNAMIC_SIZES)


def type_text(type: Attribute, printer: Printer | None = None) -> str:
    """`type` as `Printer.print_attribute` spells it; for a `printer`, made
    once per type and printer (kept on the printer, `kept_on`).

    A Stream program spells a handful of types (`index`, `!stream.resource<..>`)
    hundreds of thousands of times; types print the same in any printer state.
    """
    if printer is None:
        return _spelled(type)
    known = kept_on(printer, "xdsl_stream:type-text", dict[Attribute, str])
    text = known.get(type)
    if text is None:
        text = known[type] = _spelled(type)
    return text


def _spelled(type: Attribute) -> str:
    stream = StringIO()
    Printer(stream).print_attribute(type)
    return stream.getvalue()


def print_types(printer: Printer, types: Iterable[Attribute]) -> None:
    """Print `T, U`."""
    printer.print_string(", ".join(type_text(t, printer) for t in types))


def print_sized_type(printer: Printer, type: Attribute, size: SSAValue) -> None:
    """Print `T{%size}`."""
    printer.print_string(f"{type_text(type, printer)}{{")
    printer.print_ssa_value(size)
    printer.print_string("}")


def parse_range(
    parser: Parser, *, with_length: bool = True, with_end: bool = False
) -> UnresolvedRange:
    """Parse `%r[%offset for %length] : T{%size}` (`%r[%offset]` without the
    length, `%r[%offset to %end for %length]` with the end)."""
    resource = parser.parse_unresolved_operand()
    parser.parse_punctuation("[")
    offset, end, length = parse_range_rest(
        parser, with_end=with_end, with_length=with_length
    )
    parser.parse_punctuation(":")
    type, size = parse_sized_type(parser)
    return UnresolvedRange(resource, offset, length, type, size, end)


def parse_range_rest(
    parser: Parser, *, with_end: bool, with_length: bool
) -> tuple[UnresolvedOperand, UnresolvedOperand | None, UnresolvedOperand | None]:
    """Parse `%offset (to %end)? (for %length)?]`, what follows the `[` of a
    range: (offset, end, length)."""
    offset = parser.parse_unresolved_operand()
    end = length = None
    if with_end:
        parser.parse_keyword("to")
        end = parser.parse_unresolved_operand()
    if with_length:
        parser.parse_keyword("for")
        length = parser.parse_unresolved_operand()
    parser.parse_punctuation("]")
    return offset, end, length


def print_range_brackets(
    printer: Printer,
    offset: SSAValue,
    end: SSAValue | None,
    length: SSAValue | None,
) -> None:
    """Print `[%offset (to %end)? (for %length)?]`."""
    printer.print_string("[")
    printer.print_ssa_value(offset)
    if end is not None:
        printer.print_string(" to ")
        printer.print_ssa_value(end)
    if length is not None:
        printer.print_string(" for ")
        printer.print_ssa_value(length)
    printer.print_string("]")


def range_text(
    printer: Printer,
    resource: SSAValue,
    size: SSAValue,
    offset: SSAValue,
    length: SSAValue | None,
    end: SSAValue | None = None,
) -> str | None:
    """`%r[%offset (to %end)? (for %length)?] : T{%size}` as text, or `None`
    if one of the values has no name in `printer` yet."""
    names = [
        known_ssa_name(printer, value)
        for value in (resource, size, offset, end, length)
        if value is not None
    ]
    if None in names:
        return None
    r, s, o, *rest = names
    to = f" to %{rest.pop(0)}" if end is not None else ""
    for_ = f" for %{rest.pop(0)}" if length is not None else ""
    return f"%{r}[%{o}{to}{for_}] : {type_text(resource.type)}{{%{s}}}"


def print_range(
    printer: Printer,
    resource: SSAValue,
    size: SSAValue,
    offset: SSAValue,
    length: SSAValue | None,
    end: SSAValue | None = None,
) -> None:
    """Print `%r[%offset (to %end)? (for %length)?] : T{%size}`.

    As one string when the printer has named the values already (they are
    operands, defined above): a dispatch prints one such range per binding,
    and each `print_string` call costs as much as a short line."""
    text = range_text(printer, resource, size, offset, length, end)
    if text is not None:
        printer.print_string(text)
        return
    printer.print_ssa_value(resource)
    print_range_brackets(printer, offset, end, length)
    printer.print_string(" : ")
    print_sized_type(printer, resource.type, size)


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
    return current_token(parser).span


def end_of_last_token(parser: AttrParser) -> int:
    """Where the text read so far ends (before the whitespace and comments
    the lexer skipped): the end of a span about what was just parsed."""
    text = parser.lexer.input.content
    end = parser.pos
    while True:
        stripped = text[:end].rstrip()
        line_start = max(stripped.rfind("\n"), stripped.rfind("\r")) + 1
        comment = stripped.find("//", line_start)
        if comment == -1 or stripped.count('"', line_start, comment) % 2:
            return len(stripped)
        end = comment


def expect_punctuation(parser: AttrParser, punctuation: PunctuationSpelling) -> None:
    """Read `punctuation`, or refuse the token found where MLIR places a
    wrong token: right after the text read so far (`expected '='`)."""
    if parser.parse_optional_punctuation(punctuation) is None:
        end = end_of_last_token(parser)
        parser.raise_error(f"expected '{punctuation}'", end, end + 1)


def expect_attribute(parser: AttrParser) -> Attribute:
    """An attribute, or `expected attribute value` where MLIR places it."""
    value = parser.parse_optional_attribute()
    if value is None:
        end = end_of_last_token(parser)
        parser.raise_error("expected attribute value", end, end + 1)
    return value


def read_optional_integer(parser: AttrParser, bits: int) -> int | None:
    """An integer as MLIR's `parseOptionalInteger` reads one into a signed
    `bits`-bit C integer, None if none is written: `true` and `false` are
    -1 and 0 (a 1-bit value widened with its sign), and a value out of
    range is refused where it is written (`integer value too large`)."""
    at = parser.pos
    true = current_token(parser).text == "true"
    value = parser.parse_optional_integer(allow_boolean=True)
    if value is None:
        return None
    if true:
        return -1
    if not -(1 << (bits - 1)) <= value < 1 << (bits - 1):
        parser.raise_error("integer value too large", at, parser.pos)
    return value


def read_integer(parser: AttrParser, bits: int) -> int:
    """`read_optional_integer`, refusing anything else where it stands
    (`expected integer value`)."""
    value = read_optional_integer(parser, bits)
    if value is None:
        parser.raise_error("expected integer value")
    return value


def refuse_float(parser: AttrParser, end: int) -> NoReturn:
    """Refuse a float (ending at `end`) where an integer or a string of a
    known type is read, where MLIR does: at the token after it."""
    resume_from(parser, end)
    parser.raise_error(
        "floating point value not valid for specified type", next_token_span(parser)
    )


def verify_function_attribute_count(what: str, got: int, count: int) -> None:
    """MLIR's function interface: one attribute dictionary per argument
    (`what` is `argument`) or per result (`result`)."""
    if got != count:
        raise VerifyException(
            f"expects {what} attribute array to have the same number of elements "
            f"as the number of function {what}s, got {got}, but expected {count}"
        )


def verify_entry_block(inputs: Sequence[Attribute], block: Block) -> None:
    """MLIR's function interface: a function's entry block takes its inputs,
    in MLIR's words (the count first, then each type)."""
    if len(block.args) != len(inputs):
        raise VerifyException(
            f"entry block must have {len(inputs)} arguments to match function signature"
        )
    for index, (arg, type) in enumerate(zip(block.args, inputs, strict=True)):
        if arg.type != type:
            raise VerifyException(
                f"type of entry block argument #{index}('{attribute_text(arg.type)}') "
                "must match the type of the corresponding argument in function "
                f"signature('{attribute_text(type)}')"
            )


_AttributeT = TypeVar("_AttributeT", bound=Attribute)


def expect_attribute_of(
    parser: AttrParser, kind: type[_AttributeT], *, custom_op: str | None = None
) -> _AttributeT:
    """An attribute of `kind`, refused where it starts (`invalid kind of
    attribute specified`) if of another, as MLIR refuses it (prefixed
    `custom op 'NAME'` where the op's own parser reads it, as MLIR says it
    there)."""
    at = parser.pos
    value = expect_attribute(parser)
    if not isinstance(value, kind):
        prefix = "" if custom_op is None else f"custom op '{custom_op}' "
        parser.raise_error(f"{prefix}invalid kind of attribute specified", at, at + 1)
    return value


def expect_string_value(
    parser: AttrParser, *, custom_op: str | None = None
) -> StringAttr:
    """A string attribute read where MLIR reads one as a value of no type
    (ODS's `StrAttr`): a number is refused where it is written (its digits),
    as IREE refuses it, and another attribute is of the wrong kind."""
    start = parser.pos
    negative = parser.parse_optional_punctuation("-") is not None
    token = current_token(parser)
    if token.kind is MLIRTokenKind.INTEGER_LIT:
        at = token.span.start
        parser.raise_error("integer literal not valid for specified type", at, at + 1)
    if token.kind is MLIRTokenKind.FLOAT_LIT:
        refuse_float(parser, token.span.end)
    if negative:
        resume_from(parser, start)
    return expect_attribute_of(parser, StringAttr, custom_op=custom_op)


def expect_attribute_list(
    parser: AttrParser, *, empty: bool, trailing_comma: bool = False
) -> list[tuple[int, Attribute]]:
    """`[a, b, ...]`, each attribute with where it starts: `[]` too if
    `empty`, a `,` before the `]` too if `trailing_comma`."""
    expect_punctuation(parser, "[")
    found: list[tuple[int, Attribute]] = []
    if empty and parser.parse_optional_punctuation("]") is not None:
        return found
    while True:
        found.append((parser.pos, expect_attribute(parser)))
        if parser.parse_optional_punctuation(",") is None:
            break
        if trailing_comma and parser.parse_optional_punctuation("]") is not None:
            return found
    expect_punctuation(parser, "]")
    return found


def parse_struct(
    parser: AttrParser,
    readers: dict[str, Callable[[AttrParser], object]],
    required: tuple[str, ...],
) -> dict[str, object]:
    """`name = value, ...`: each parameter once, in any order, as MLIR reads
    an attribute's `struct(params)`."""
    found: dict[str, object] = {}
    while True:
        name = parser.parse_optional_identifier()
        if name is None:
            end = end_of_last_token(parser)
            parser.raise_error("expected valid keyword", end, end + 1)
        expect_punctuation(parser, "=")
        if name not in readers or name in found:  # (placed after its `=`)
            parser.raise_error(f"duplicate or unknown struct parameter name: {name}")
        found[name] = readers[name](parser)
        if parser.parse_optional_punctuation(",") is None:
            break
    for name in required:
        if name not in found:
            parser.raise_error(f"struct is missing required parameter: {name}")
    return found


class IreeDirective(CustomDirective):
    """The base of the package's custom directives: when the directive is in
    an optional group that is absent, each of its parameters reads as empty
    (xDSL's `CustomDirective.set_empty` does nothing)."""

    def set_empty(self, state: ParsingState) -> None:
        for name in type(self).parameters:
            getattr(self, name).set_empty(state)


class SizeAwareType(TypeAttribute):
    """A type IREE writes with its size, `T{%size}` (Util's
    `SizeAwareTypeInterface`: `!stream.resource`, ...)."""


class GlobalStorageType(TypeAttribute):
    """A global's type that says which types a load of it may have (Util's
    `GlobalTypeInterface`, `isAccessStorageCompatible`)."""

    def is_access_storage_compatible(self, access: Attribute) -> bool:
        return access == self


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


@dataclass(frozen=True)
class GenericUnless(OpTrait):
    """An op whose custom form reads back only where `readable(op)`: elsewhere
    the package prints it in generic form (`custom_form_reads_back`), which
    reads back always.  (IREE's printer writes such an op in custom form
    anyway, text that neither iree-opt nor the package reads.)"""

    readable: Callable[[Operation], bool]


def one_type(op: Operation) -> bool:
    """Whether all of `op`'s operands and results are of one type: the
    custom form of an op that writes a single type (`arith.remf %a, %b :
    tensor<4xf32>`) reads back only then, though MLIR's rule
    (`SameOperandsAndResultType`) lets a dynamic size match a static one."""
    types = {value.type for value in (*op.operands, *op.results)}
    return len(types) <= 1


def custom_form_reads_back(op: Operation) -> bool:
    """Whether `op`'s custom form reads back to `op` (`GenericUnless`)."""
    readable = _readable(type(op))
    return readable is None or readable(op)


@cache
def _readable(op_type: type[Operation]) -> Callable[[Operation], bool] | None:
    """The `GenericUnless` test of ops of `op_type`, if they have one (asked
    by the printer of every op: found once per class)."""
    trait = op_type.get_trait(GenericUnless)
    return None if trait is None else trait.readable


def expect_type(parser: AttrParser) -> Attribute:
    """A type, or `expected non-function type` where MLIR places it."""
    type = parser.parse_optional_type()
    if type is None:
        end = end_of_last_token(parser)
        parser.raise_error("expected non-function type", end, end + 1)
    return type


@dataclass(frozen=True)
class AttrKindConstraint(AttrConstraint[Attribute]):
    """An attribute of one of `kinds` (the attributes implementing one of
    IREE's attribute interfaces, as `Stream_AffinityAttr`), refused in MLIR's
    words otherwise."""

    kinds: tuple[type[Attribute], ...]

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        if not isinstance(attr, self.kinds):
            raise VerifyException("invalid kind of attribute specified")

    def mapping_type_vars(
        self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]
    ) -> AttrKindConstraint:
        return self


def native_properties(op_type: type[Operation]) -> Mapping[str, Attribute]:
    """The properties of `op_type` that IREE declares as native properties
    (ODS `StringProp`, ...), not as attributes, each with its default: the
    op class says so in `NATIVE_PROPERTIES`.  MLIR gives such a property its
    default where the generic form leaves it out, and keeps an attribute of
    the same name as any other attribute (an inherent attribute's name is
    the property's)."""
    return getattr(op_type, "NATIVE_PROPERTIES", _NO_NATIVE_PROPERTIES)


_NO_NATIVE_PROPERTIES: Mapping[str, Attribute] = {}
