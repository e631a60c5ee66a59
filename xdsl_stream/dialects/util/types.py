"""Types of IREE's `util` dialect that Stream ops name, and its byte range.

Kept apart from `util.py` (which re-exports them) so that the `stream`
package can use them without importing the util ops, which import the
stream package's syntax helpers.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import IntAttr
from xdsl.ir import Attribute, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition, param_def
from xdsl.parser import AttrParser
from xdsl.printer import Printer

from xdsl_stream.dialects.syntax import SizeAwareType, expect_punctuation, read_integer


@irdl_attr_definition
class BufferType(ParametrizedAttribute, SizeAwareType):
    """`!util.buffer`: a host byte buffer (parameter keys, mapped memory).
    Size-aware, as IREE declares it: a call's type list writes it
    `!util.buffer{%size}`."""

    READ_AS_ITS_CLASS: ClassVar[bool] = True
    """IREE's ops name this type by its own definition, so their custom
    forms read it as this class: another type is refused where it is written
    (`xdsl_stream.core.xdsl_internals.KindCheckedType`)."""

    name = "util.buffer"


@irdl_attr_definition
class UnusedType(ParametrizedAttribute, TypeAttribute):
    """`!util.unused`: a placeholder type.  `stream.tensor.dispatch` writes it
    in `operand_encodings`/`result_encodings` for a value that has no tensor
    encoding (a scalar operand, a result given only a resource type), so its
    generic form names it; IREE also accepts it anywhere a type goes."""

    name = "util.unused"


@irdl_attr_definition
class PtrType(ParametrizedAttribute, TypeAttribute):
    """`!util.ptr<T>`: the address of a global of type `T`
    (`util.global.address`), read and written through
    `util.global.load.indirect` and `util.global.store.indirect`."""

    name = "util.ptr"

    target_type: TypeAttribute = param_def()

    def __init__(self, target_type: TypeAttribute):
        super().__init__(target_type)


@irdl_attr_definition
class VariantType(ParametrizedAttribute, TypeAttribute):
    """`!util.variant`: a value of any type (a list's element type `?`)."""

    name = "util.variant"


@irdl_attr_definition
class ListType(ParametrizedAttribute, TypeAttribute):
    """`!util.list<T>`: a host list of `T`, `!util.list<?>` of any values
    (`!util.variant`, which it prints as `?`)."""

    name = "util.list"

    element_type: TypeAttribute = param_def()

    def __init__(self, element_type: TypeAttribute):
        super().__init__(element_type)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> tuple[TypeAttribute]:
        # IREE's words, at the token they are about.
        if parser.parse_optional_punctuation("<") is None:
            parser.raise_error("expected '<'")
        element: TypeAttribute | None = VariantType()
        if parser.parse_optional_punctuation("?") is None:
            element = parser.parse_optional_type()
            if element is None:
                parser.raise_error("expected non-function type")
        if parser.parse_optional_punctuation(">") is None:
            parser.raise_error("expected '>'")
        return (element,)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        if isinstance(self.element_type, VariantType):
            printer.print_string("?")
        else:
            printer.print_attribute(self.element_type)
        printer.print_string(">")


@irdl_attr_definition
class ByteRangeAttr(ParametrizedAttribute):
    """`#util.byte_range<offset, length>`: a range of bytes, each a signed
    64-bit integer as IREE reads it (`true` -1, hexadecimal allowed; out of
    range, `integer value too large`), printed in decimal."""

    name = "util.byte_range"

    offset: IntAttr = param_def()
    length: IntAttr = param_def()

    def __init__(self, offset: int, length: int):
        super().__init__(IntAttr(offset), IntAttr(length))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> tuple[Attribute, ...]:
        expect_punctuation(parser, "<")
        offset = read_integer(parser, 64)
        expect_punctuation(parser, ",")
        length = read_integer(parser, 64)
        expect_punctuation(parser, ">")
        return (IntAttr(offset), IntAttr(length))

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.offset.data}, {self.length.data}>")
