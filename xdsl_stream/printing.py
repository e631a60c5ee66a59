"""Print what this package owns in custom form, everything else generically.

xDSL's custom printers of some upstream ops lose information (see
`xdsl_stream.analysis.lossy_print`); the generic form never does.  A dump of
IREE carries ops of dozens of dialects this package does not own, so
`xdsl-stream-opt` prints those in generic form whatever the flags, and only
the ops of this package's dialects (whose custom syntax its tests hold
lossless against `iree-opt`) in custom form, unless `--print-op-generic`.

`MemoizingPrinter`, the base of `OwnedCustomPrinter`, writes one-line strings
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
from xdsl.ir import Attribute, Operation
from xdsl.printer import Printer

from xdsl_stream.analysis.lossy_print import is_owned
from xdsl_stream.speedups import Speedup, is_on


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


class OwnedCustomPrinter(MemoizingPrinter):
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
