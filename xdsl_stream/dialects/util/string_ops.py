"""Util's string ops: `util.string.format` (a `!util.buffer` from a template
with `{}` or `{N}` placeholders) and `util.string.itoa`.

Declared with UtilOps.td's formats; the format string is checked as
UtilOps.cpp checks it, with its messages.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, IntegerType, StringAttr
from xdsl.ir import Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    operand_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.core.verify_memo import memoizing_op_definition, no_context
from xdsl_stream.dialects.util.constraints import BUFFER, TypeKinds
from xdsl_stream.dialects.util.types import BufferType

FORMAT_ARG = TypeKinds(
    (IndexType, IntegerType, BufferType),
    "variadic of index or signless integer or A reference counted byte buffer.",
    signless=True,
)
"""What `util.string.format` formats: an index, a signless integer or a
`!util.buffer` (copied as it is)."""

ITOA_VALUE = TypeKinds(
    (IndexType, IntegerType), "index or signless integer", signless=True
)

_UINT_MAX = (1 << 32) - 1


def _explicit_index(content: str) -> int | None:
    """The `N` of a `{N}` placeholder as LLVM's `getAsInteger(10, unsigned)`
    reads it: decimal digits only, at most 2**32 - 1."""
    if not content or not all("0" <= c <= "9" for c in content):
        return None
    value = int(content)
    return value if value <= _UINT_MAX else None


def _placeholders(format: str) -> tuple[list[str], str | None]:
    """The contents of the format's placeholders (`""` for `{}`), or the
    error IREE gives for a malformed template; `{{` and `}}` are braces."""
    contents: list[str] = []
    i = 0
    while i < len(format):
        if format.startswith(("{{", "}}"), i):
            i += 2
        elif format[i] == "{":
            close = format.find("}", i + 1)
            if close < 0:
                return contents, "unclosed '{' in format string"
            content = format[i + 1 : close]
            if content and _explicit_index(content) is None:
                return contents, (
                    f"invalid placeholder '{{{content}}}' in format string; "
                    "expected '{}' or '{N}'"
                )
            contents.append(content)
            i = close + 1
        elif format[i] == "}":
            return contents, "unmatched '}' in format string"
        else:
            i += 1
    return contents, None


def format_error(format: str, arg_count: int) -> str | None:
    """IREE's `StringFormatOp::verify`: what is wrong with a template for
    `arg_count` arguments, None if nothing."""
    contents, error = _placeholders(format)
    if error is not None:
        return error
    explicit = [_explicit_index(c) for c in contents if c]
    sequential = len(contents) - len(explicit)
    if sequential and explicit:
        return "cannot mix sequential '{}' and explicit '{N}' placeholders"
    expected = max(i for i in explicit if i is not None) + 1 if explicit else sequential
    if expected != arg_count:
        return (
            "format string placeholder count does not match the "
            f"{arg_count} provided argument(s)"
        )
    return None


@memoizing_op_definition
class StringFormatOp(IRDLOperation):
    """`util.string.format "blk.{}.weight"(%i) : (index) -> !util.buffer`:
    the template with each placeholder replaced by an argument (integers in
    unsigned decimal, buffers as they are)."""

    name = "util.string.format"

    format = prop_def(StringAttr)
    args = var_operand_def(FORMAT_ARG)
    result = result_def(BUFFER)

    traits = traits_def(Pure())

    assembly_format = (
        "$format `(` $args `)` attr-dict `:` functional-type($args, $result)"
    )

    def __init__(self, format: str, args: list[SSAValue | Operation]):
        super().__init__(
            operands=[args],
            result_types=[BufferType()],
            properties={"format": StringAttr(format)},
        )

    verify_context = no_context

    def verify_(self) -> None:
        error = format_error(self.format.data, len(self.args))
        if error is not None:
            raise VerifyException(error)


@memoizing_op_definition
class StringItoaOp(IRDLOperation):
    """`util.string.itoa %i : index -> !util.buffer`: an integer's unsigned
    decimal digits."""

    name = "util.string.itoa"

    value = operand_def(ITOA_VALUE)
    result = result_def(BUFFER)

    traits = traits_def(Pure())

    assembly_format = "$value attr-dict `:` type($value) `->` type($result)"

    def __init__(self, value: SSAValue | Operation):
        super().__init__(operands=[value], result_types=[BufferType()])
