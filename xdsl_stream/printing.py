"""The package's printers: names that never clash, lossless output, and speed.

`UniqueNamePrinter` fixes a wrong-output bug of xDSL 0.75's printer: it names
a value after its hint with the hint's next `_N` suffix without checking that
the name is free, and the parser strips such a suffix into the hint, so the
values `%x`, `%x_1` and `%x_1_1` (hints `x`, `x`, `x_1`) print as `%x`,
`%x_1`, `%x_1`: two definitions of one name, and every use of the second reads
as the first.  Blocks (`^x`, `^x_1`, `^x_1_1`) have the same bug.  This
printer skips a suffix whose name is already taken in the scope, so output
that has no clash is printed exactly as xDSL prints it.

`OwnedCustomPrinter` prints what this package owns in custom form and
everything else generically.  xDSL's custom printers of some upstream ops lose
information (see `xdsl_stream.analysis.lossy_print`); the generic form never
does.  A dump of IREE carries ops of dozens of dialects this package does not
own, so `xdsl-stream-opt` prints those in generic form whatever the flags, and
only the ops of this package's dialects (whose custom syntax its tests hold
lossless against `iree-opt`) in custom form, unless `--print-op-generic`.

`MemoizingPrinter`, the base of the other two, writes one-line strings
straight to its text stream (`Speedup.PRINT_DIRECT`) and makes the text of each
attribute and type once per printer (`Speedup.PRINT_MEMO`): a module of 20,000
dispatch sites prints the same few dozen types and property values hundreds
of thousands of times.  The memo is keyed by the attribute object itself (kept
alive by the memo, so its identity is never reused), never by equality, which
for a dialect's own `Data` may hold different spellings equal (`0.0` and
`-0.0`); the reader shares the objects of repeated text
(`xdsl_stream.parsing.FastReader`), so most repeats are the same object.  The
key also holds the printer's state an attribute's text depends on: generic
form or not, and whether a `loc(...)` is open (a location nested in a fused
one prints without its own `loc(`); locations themselves are never kept.
Only texts of one line are kept, and a hit prints exactly what the first
print did.
"""

from __future__ import annotations

from io import StringIO, TextIOBase
from typing import Any

from xdsl.dialects.builtin import LocationAttr
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.printer import Printer

from xdsl_stream.analysis.lossy_print import is_owned
from xdsl_stream.speedups import Speedup, is_on
from xdsl_stream.xdsl_internals import known_block_name, known_ssa_name, name_block


class MemoizingPrinter(Printer):
    """A `Printer` that makes each attribute's text once (see above)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._texts: dict[tuple[int, bool, bool], tuple[Attribute, str]] = {}
        """(id of the attribute, and the printer's state its text depends on:
        generic form?, inside a `loc(...)`?) -> the attribute and its text."""
        self._direct = isinstance(self.stream, TextIOBase)
        """Whether strings go to the stream as they are (a text stream)."""

    def print_string(self, text: str, *, indent: int | None = None) -> None:
        if not self._direct or "\n" in text or not is_on(Speedup.PRINT_DIRECT):
            return super().print_string(text, indent=indent)
        self._current_column += len(text)
        self.stream.write(text)

    def print_attribute(self, attribute: Attribute) -> None:
        if (
            not self._direct
            or not is_on(Speedup.PRINT_MEMO)
            or isinstance(attribute, LocationAttr)
        ):
            return super().print_attribute(attribute)
        key = (id(attribute), self.print_generic_format, self.printing_location)
        if (known := self._texts.get(key)) is not None:
            self.print_string(known[1])
            return
        stream, self.stream = self.stream, StringIO()
        try:
            super().print_attribute(attribute)
            text = self.stream.getvalue()
        finally:
            self.stream = stream
        self._write(text)  # the position was counted as it was made
        if "\n" not in text:
            self._texts[key] = (attribute, text)


def _free_count(hint: str, counts: dict[str, int], taken: set[str]) -> int:
    """The first suffix count at or after `counts[hint]` whose name is free."""
    count = counts.get(hint, 0)
    while (f"{hint}_{count}" if count else hint) in taken:
        count += 1
    return count


class UniqueNamePrinter(MemoizingPrinter):
    """A `Printer` that never gives two values, or two blocks, of one scope
    the same name (see the module docstring)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._taken_values: list[set[str]] = [set()]
        self._taken_blocks: list[set[str]] = [set()]

    def print_ssa_value(self, value: SSAValue) -> str:
        hint = value.name_hint
        if hint is None or known_ssa_name(self, value) is not None:
            return super().print_ssa_value(value)
        taken = self._taken_values[-1]
        self.ssa_names[hint] = _free_count(hint, self.ssa_names, taken)
        name = super().print_ssa_value(value)
        taken.add(name)
        return name

    def _populate_block_name(
        self, block: Block, block_index: int | None = None
    ) -> None:
        taken = self._taken_blocks[-1]
        if (hint := block.name_hint) is not None:
            self.block_names[hint] = _free_count(hint, self.block_names, taken)
        name_block(self, block, block_index)
        taken.add(known_block_name(self, block) or "")

    def enter_scope(self) -> None:
        super().enter_scope()
        self._taken_values.append(set(self._taken_values[-1]))
        self._taken_blocks.append(set(self._taken_blocks[-1]))

    def exit_scope(self) -> None:
        super().exit_scope()
        self._taken_values.pop()
        self._taken_blocks.pop()


class OwnedCustomPrinter(UniqueNamePrinter):
    """A `Printer` that prints only this package's ops in custom form."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._all_generic = self.print_generic_format

    def print_op(self, op: Operation) -> None:
        outer = self.print_generic_format
        # The flag is read for this op alone: nested ops set it for themselves.
        self.print_generic_format = self._all_generic or not is_owned(op)
        try:
            super().print_op(op)
        finally:
            self.print_generic_format = outer
