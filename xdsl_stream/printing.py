"""Print what this package owns in custom form, everything else generically.

xDSL's custom printers of some upstream ops lose information (see
`xdsl_stream.analysis.lossy_print`); the generic form never does.  A dump of
IREE carries ops of dozens of dialects this package does not own, so
`xdsl-stream-opt` prints those in generic form whatever the flags, and only
the ops of this package's dialects (whose custom syntax its tests hold
lossless against `iree-opt`) in custom form, unless `--print-op-generic`.
"""

from __future__ import annotations

from typing import Any

from xdsl.ir import Operation
from xdsl.printer import Printer

from xdsl_stream.analysis.lossy_print import is_owned


class OwnedCustomPrinter(Printer):
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
