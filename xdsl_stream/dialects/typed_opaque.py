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
from typing import Protocol, runtime_checkable

from xdsl.dialects.builtin import NoneAttr, StringAttr
from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition, param_def
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.mlir_lexer import MLIRTokenKind

from xdsl_stream.core.xdsl_internals import current_token, parse_dialect_symbol_body


@runtime_checkable
class ValueTypedAttr(Protocol):
    """A dialect attribute that stands for a value of one known type (as
    `#stream.timepoint<immediate>` for a `!stream.timepoint`), so that an op
    of a lower dialect (`util.global @t = #stream.timepoint<immediate>`)
    infers its type without knowing the attribute's dialect."""

    def value_type(self) -> Attribute: ...


class TypedOpaqueAttr(ParametrizedAttribute):
    """An attribute whose `<...>` body is kept as text, with an optional type."""

    body: StringAttr = param_def()
    type: Attribute = param_def()
    """The trailing `: type`, or `NoneAttr()` when the attribute has none."""

    def __init__(self, body: str, type: Attribute | None = None):
        super().__init__(StringAttr(body), type if type is not None else NoneAttr())

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> tuple[StringAttr, Attribute]:
        body = ""
        if current_token(parser).kind == MLIRTokenKind.LESS:
            body = expand_aliases(
                parse_dialect_symbol_body(parser), parser.attribute_aliases
            )
        type: Attribute = NoneAttr()
        if parser.parse_optional_punctuation(":") is not None:
            type = parser.parse_type()
        return StringAttr(body), type

    def print_parameters(self, printer: Printer) -> None:
        if self.body.data:
            _print_body(printer, self.body.data)
        if not isinstance(self.type, NoneAttr):
            printer.print_string(" : ")
            printer.print_attribute(self.type)


_ALIAS_OR_STRING = re.compile(r'"(?:[^"\\]|\\.)*"|[#!][A-Za-z_][\w$.-]*')


_DENSE_RESOURCE = re.compile(r"dense_resource<([\w$.-]+)>")


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
    start = 0
    for match in _DENSE_RESOURCE.finditer(body):
        printer.print_string(body[start : match.start(1)], indent=0)
        printer.print_resource_handle("builtin", match.group(1))
        start = match.end(1)
    printer.print_string(body[start:] + ">", indent=0)


def with_resource_keys(
    attr: TypedOpaqueAttr, key: Callable[[str], str]
) -> TypedOpaqueAttr:
    """`attr` with each `dense_resource<handle>` of its body named `key(handle)`
    (the key a reader stored the handle's blob under)."""
    body = _DENSE_RESOURCE.sub(
        lambda match: f"dense_resource<{key(match.group(1))}>", attr.body.data
    )
    return attr if body == attr.body.data else type(attr)(body, attr.type)


def expand_aliases(body: str, aliases: dict[str, Attribute]) -> str:
    """Replace alias references (`#name`, `!name`) in raw text by their value.

    The alias definitions are not printed back, so a body kept as text must
    not refer to them.  String literals are left alone.
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
        return stream.getvalue()

    return _ALIAS_OR_STRING.sub(replace, body)


def typed_opaque(attr_name: str) -> type[TypedOpaqueAttr]:
    """Define the typed opaque attribute class for one attribute name."""
    cls = type(
        "TypedOpaque_" + attr_name.replace(".", "_"),
        (TypedOpaqueAttr,),
        {"name": attr_name, "__doc__": f"`#{attr_name}<...> : type`, kept verbatim."},
    )
    return irdl_attr_definition(cls)


TYPED_HAL_ATTRS: tuple[type[TypedOpaqueAttr], ...] = tuple(
    typed_opaque(name)
    for name in (
        "hal.device.target",
        "hal.device.select",
        "hal.device.fallback",
        "hal.device.alias",
        "hal.device.ordinal",
        "hal.device.optimal",
    )
)
"""HAL device attributes that IREE prints with a `: !hal.device` type."""

TYPED_UTIL_ATTRS: tuple[type[TypedOpaqueAttr], ...] = tuple(
    typed_opaque(name)
    for name in (
        "util.composite",
        "util.byte_pattern",
        "util.inline.never",
        "util.inline.always",
    )
)
"""Util attributes kept verbatim (composites may refer to resource blobs)."""

TYPED_STREAM_ATTRS: tuple[type[TypedOpaqueAttr], ...] = tuple(
    typed_opaque(name) for name in ("stream.parameter.named", "stream.named_parameter")
)
"""Stream parameter attributes that IREE prints with a tensor type."""
