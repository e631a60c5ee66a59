"""What an op made as one string is given, and what it gives.

xDSL's format program prints an op one piece at a time (each directive, each
name, each type).  A printer that knows the names it gave and the text of
each attribute can make the custom form of a common op at once
(`xdsl_stream.io.printer.MemoizingPrinter`, `Speedup.PRINT_JOINED`): each
dialect's `op_text` module (`xdsl_stream.dialects.stream.op_text`,
`xdsl_stream.dialects.util.op_text`) has a table of such makers by op name.
A maker makes exactly what the op's `assembly_format` and directives print,
from the op's name on (its results are the printer's to print), for an op in
the shape a verified one has, and declines (`None`) anything else.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from xdsl.ir import Attribute, Operation, SSAValue

AttributeText = Callable[[Attribute], str | None]
"""The one-line text a printer prints for an attribute, or `None`."""

OpText = Callable[[Operation, Mapping[SSAValue, str], AttributeText, str], str | None]
"""Makes an op's custom form from its name on: (the op, the names the
printer gave values, without the `%`; the text it prints for an attribute;
one step of its indentation) -> the text, or `None`."""


def joined_names(
    values: Sequence[SSAValue], names: Mapping[SSAValue, str]
) -> str | None:
    """`%a, %b` from the names a printer gave `values`, or `None` if it has
    not named one of them yet."""
    parts: list[str] = []
    for value in values:
        name = names.get(value)
        if name is None:
            return None
        parts.append(name)
    return "%" + ", %".join(parts) if parts else ""
