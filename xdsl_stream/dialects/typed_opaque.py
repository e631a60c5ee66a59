"""Opaque dialect attributes that carry a trailing type, as IREE prints them.

MLIR lets a dialect attribute own a type: IREE prints device globals as
`#hal.device.target<"local", [...]> : !hal.device` and parameters as
`#stream.parameter.named<"scope"::"key"> : tensor<4xf32>`.  xDSL's generic
attribute parser stops after the `>` and then fails on the `:`.  The classes
built here keep the body verbatim (like xDSL's unregistered attributes) and
also read and print the trailing `: type`, so real compiler dumps go through
`xdsl-opt --allow-unregistered-dialect` unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from io import StringIO
from typing import ClassVar, Protocol, cast, runtime_checkable

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DictionaryAttr,
    IntegerType,
    NoneAttr,
    NoneType,
    StringAttr,
)
from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition, param_def
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.mlir_lexer import MLIRTokenKind

from xdsl_stream.core.inherited_params import inherited_parameters
from xdsl_stream.core.mlir_text import keyword_or_string
from xdsl_stream.core.xdsl_internals import (
    current_token,
    parse_dialect_symbol_body,
    resume_from,
)
from xdsl_stream.dialects.syntax import (
    end_of_last_token,
    expect_attribute_list,
    expect_attribute_of,
    expect_punctuation,
    expect_string_value,
)

BodyReader = Callable[[AttrParser, int], str | None]
"""Reads an attribute's body as IREE does, from right after its `<` (whose
place it is given: IREE's checks of a whole body are placed there) up to
its `>`; returns the body in IREE's spelling, or None to keep it as written."""


@runtime_checkable
class ValueTypedAttr(Protocol):
    """A dialect attribute that stands for a value of one known type (as
    `#stream.timepoint<immediate>` for a `!stream.timepoint`), so that an op
    of a lower dialect (`util.global @t = #stream.timepoint<immediate>`)
    infers its type without knowing the attribute's dialect."""

    def value_type(self) -> Attribute: ...


@inherited_parameters
class TypedOpaqueAttr(ParametrizedAttribute):
    """An attribute whose `<...>` body is kept as text, with an optional type."""

    ANGLED: ClassVar[bool] = False
    """IREE always writes it with `<...>`: refused without, and printed with
    it even when empty (`#iree_encoding.testing<>`)."""
    EMPTY_BODY_ERROR: ClassVar[str | None] = None
    """IREE's error on an empty body `<>`, None where it reads one."""
    BODY_READER: ClassVar[BodyReader | None] = None
    """Reads the body again, between its `<` and `>`, as IREE reads it, to
    refuse what IREE refuses where it stands; returns the body to keep in
    IREE's spelling, or None to keep it as written.  None: any balanced
    text is kept."""
    TYPED: ClassVar[bool] = True
    """Whether a `: type` after it is its type (else it is read and
    dropped: MLIR reads a type after any dialect attribute, and one that
    has none drops it)."""

    body: StringAttr = param_def()
    type: Attribute = param_def()
    """The trailing `: type`, or `NoneAttr()` when the attribute has none."""

    def __init__(self, body: str, type: Attribute | None = None):
        super().__init__(StringAttr(body), type if type is not None else NoneAttr())

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> tuple[StringAttr, Attribute]:
        body = ""
        start = parser.pos
        if current_token(parser).kind == MLIRTokenKind.LESS:
            written = parse_dialect_symbol_body(parser)
            try:
                body = expand_aliases(written, parser.attribute_aliases)
            except AliasNotInlinable as error:
                at = start + 1 + error.offset
                parser.raise_error(str(error), at, at + len(error.alias))
            if cls.EMPTY_BODY_ERROR is not None and not body.strip():
                # At the `>` (right after the `<` when written `<>`), as IREE.
                parser.raise_error(cls.EMPTY_BODY_ERROR, start + 1, start + 2)
            if cls.BODY_READER is not None:
                kept = _read_again(cls.BODY_READER, parser, start)
                body = body if kept is None else kept
        elif cls.ANGLED:
            end = end_of_last_token(parser)
            parser.raise_error("expected '<'", end, end + 1)
        type: Attribute = NoneAttr()
        if parser.parse_optional_punctuation(":") is not None:
            written = parser.parse_type()
            type = written if cls.TYPED else type
        return StringAttr(body), type

    def print_parameters(self, printer: Printer) -> None:
        if self.body.data:
            _print_body(printer, self.body.data)
        elif self.ANGLED:
            printer.print_string("<>")
        if not isinstance(self.type, NoneAttr):
            printer.print_string(" : ")
            printer.print_attribute(self.type)


class TypedAttrOfIree(TypedOpaqueAttr):
    """A typed opaque attribute IREE declares typed (MLIR's `TypedAttr`):
    written without a type, its type is `none`, as is the type of a global
    it initializes (`util.global @dev = #hal.device.ordinal<0>`)."""

    def value_type(self) -> Attribute:
        """The type written after it, else `none` (`ValueTypedAttr`)."""
        return NoneType() if isinstance(self.type, NoneAttr) else self.type


def _read_again(reader: BodyReader, parser: AttrParser, less: int) -> str | None:
    """`reader` on the body just read from its `<` at `less`, and the `>`
    after it; the parser then goes on from where it was."""
    after = parser.pos
    resume_from(parser, less)
    parser.parse_punctuation("<")
    kept = reader(parser, less)
    expect_punctuation(parser, ">")
    resume_from(parser, after)
    return kept


_ALIAS_OR_STRING = re.compile(r'"(?:[^"\\]|\\.)*"|[#!][A-Za-z_][\w$.-]*')


_DENSE_RESOURCE = re.compile(r'dense_resource<(?:"([^"\\\n]*)"|([\w$.-]+))>')
"""A `dense_resource<handle>` in a body kept as text; groups: the handle
quoted (one without escapes), the handle bare."""


def _handle(match: re.Match[str]) -> str:
    return match.group(1) if match.group(1) is not None else match.group(2)


def _print_body(printer: Printer, body: str) -> None:
    """Print `<body>` as it was read, each `dense_resource<handle>` in it
    through `print_resource_handle` so that the printed resource section
    keeps the blob it refers to.

    A body of several lines (IREE prints a `#util.composite` of many values
    one value a line) is printed verbatim, as MLIR prints it: the printer's
    indentation is not added to its lines (`indent=0`), since the reader
    keeps the lines' own indentation in the body and would otherwise read
    it back one indentation deeper at every round trip."""
    printer.print_string("<")
    print_text_with_handles(printer, body)
    printer.print_string(">", indent=0)


def print_text_with_handles(printer: Printer, text: str) -> None:
    """Print `text` kept as read (lines verbatim), each
    `dense_resource<handle>` in it through `print_resource_handle`, so that
    the printed resource section keeps the blob it refers to."""
    start = 0
    for match in _DENSE_RESOURCE.finditer(text):
        printer.print_string(
            text[start : match.start() + len("dense_resource<")], indent=0
        )
        printer.print_resource_handle("builtin", _handle(match))
        start = match.end() - 1
    printer.print_string(text[start:], indent=0)


def with_handle_keys(text: str, key: Callable[[str], str]) -> str:
    """`text` with each `dense_resource<handle>` in it named `key(handle)`."""
    return _DENSE_RESOURCE.sub(
        lambda match: f"dense_resource<{keyword_or_string(key(_handle(match)))}>", text
    )


def with_resource_keys(
    attr: TypedOpaqueAttr, key: Callable[[str], str]
) -> TypedOpaqueAttr:
    """`attr` with each `dense_resource<handle>` of its body named `key(handle)`
    (the key a reader stored the handle's blob under)."""
    body = with_handle_keys(attr.body.data, key)
    return attr if body == attr.body.data else type(attr)(body, attr.type)


class AliasNotInlinable(Exception):
    """An alias whose value cannot be written out inside a body kept as text."""

    def __init__(self, alias: str, offset: int):
        super().__init__(
            f"alias '{alias}' is used inside an attribute kept as text, where "
            "its value cannot be written out: '>=' and '<=' end a `<...>` "
            "body for MLIR's reader and xDSL's"
        )
        self.alias = alias
        self.offset = offset
        """Where the reference starts in the body."""


def expand_aliases(body: str, aliases: dict[str, Attribute]) -> str:
    """Replace alias references (`#name`, `!name`) in raw text by their value.

    The alias definitions are not printed back, so a body kept as text must
    not refer to them.  String literals are left alone.  A value whose text
    holds `>=` or `<=` (an `affine_set`) would break the body for every
    reader: `AliasNotInlinable`.
    """
    if not aliases or ("#" not in body and "!" not in body):
        return body

    def replace(match: re.Match[str]) -> str:
        token = match.group(0)
        value = aliases.get(token)
        if value is None:
            return token
        stream = StringIO()
        Printer(stream).print_attribute(value)
        text = stream.getvalue()
        if ">=" in text or "<=" in text:
            raise AliasNotInlinable(token, match.start())
        return text

    return _ALIAS_OR_STRING.sub(replace, body)


def typed_opaque(
    attr_name: str,
    empty_body_error: str | None = None,
    *,
    angled: bool | None = None,
    body_reader: BodyReader | None = None,
    typed_attr: bool = False,
) -> type[TypedOpaqueAttr]:
    """Define the typed opaque attribute class for one attribute name: with
    `empty_body_error` (IREE's error on `<>`) it is `angled` unless told;
    `body_reader` is its `BODY_READER`; a `TypedAttrOfIree` if `typed_attr`,
    else `TYPED` is False: a `: type` after it is read and dropped, as MLIR
    drops it after a dialect attribute that has no type (`#util.composite`,
    `#util.inline.never`, the `iree_encoding` attributes)."""
    base = TypedAttrOfIree if typed_attr else TypedOpaqueAttr
    cls = cast(
        type[TypedOpaqueAttr],
        type(
            "TypedOpaque_" + attr_name.replace(".", "_"),
            (base,),
            {
                "name": attr_name,
                "ANGLED": empty_body_error is not None if angled is None else angled,
                "EMPTY_BODY_ERROR": empty_body_error,
                "TYPED": typed_attr,
                "BODY_READER": None
                if body_reader is None
                else staticmethod(body_reader),
                "__doc__": f"`#{attr_name}<...> : type`, kept verbatim.",
            },
        ),
    )
    return irdl_attr_definition(cls)


def _read_composite(parser: AttrParser, less: int) -> None:
    """`NxI8, [value, ...]`: its length in bytes, then the values that fill
    it; kept as written."""
    at = parser.pos
    dims = parser.parse_dimension_list()
    if DYNAMIC_INDEX in dims:
        parser.raise_error("expected static shape", at, at + 1)
    if dims:
        parser.parse_shape_delimiter()
    if len(dims) != 1:
        parser.raise_error("invalid length specifier")
    if parser.parse_type() != IntegerType(8):
        parser.raise_error("invalid type specifier; expected i8")
    expect_punctuation(parser, ",")
    expect_attribute_list(parser, empty=True, trailing_comma=True)  # as IREE


def _read_byte_pattern(parser: AttrParser, less: int) -> None:
    """`N`: the byte repeated."""
    if parser.parse_optional_integer(allow_boolean=False) is None:
        parser.raise_error("expected integer value")


TYPED_UTIL_ATTRS: tuple[type[TypedOpaqueAttr], ...] = (
    typed_opaque(
        "util.composite", "invalid length specifier", body_reader=_read_composite
    ),
    typed_opaque(
        "util.byte_pattern",
        "expected integer value",
        body_reader=_read_byte_pattern,
        typed_attr=True,
    ),
    typed_opaque("util.inline.never"),
    typed_opaque("util.inline.always"),
    typed_opaque("util.uninitialized", typed_attr=True),
    typed_opaque("util.null", typed_attr=True),
)
"""Util attributes kept verbatim (composites may refer to resource blobs);
`#util.uninitialized : T` and `#util.null : T` are the initial values IREE
writes for a global with no data yet and a null reference."""


def _read_parameter(parser: AttrParser, less: int) -> None:
    """`"key"` or `"scope"::"key"`, then maybe `, {configuration}`; kept as
    written."""
    expect_string_value(parser)
    if parser.parse_optional_punctuation(":") is not None:
        expect_punctuation(parser, ":")
        expect_string_value(parser)
    if parser.parse_optional_punctuation(",") is not None:
        expect_attribute_of(parser, DictionaryAttr)


TYPED_STREAM_ATTRS: tuple[type[TypedOpaqueAttr], ...] = (
    typed_opaque(
        "stream.parameter.named",
        "expected attribute value",
        body_reader=_read_parameter,
        typed_attr=True,
    ),
)
"""The Stream parameter attribute, which IREE prints with a tensor type."""
