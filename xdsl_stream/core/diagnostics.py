"""Diagnostics that name an op: errors, warnings and notes, as MLIR tools print.

A pass of this package reports what it finds as `OpMessage`s: warnings through
`emit`, a failure by raising `OpDiagnosticsError`.  Where they go depends on
the caller:

* under stock `xdsl-opt` or from Python, a warning is printed to stderr in the
  package's plain form (`loc(...): warning: message` and the op's first line),
  and an error is xDSL's `PassFailedException` (with xDSL's annotated IR);
* `xdsl-stream-opt` collects them with `diagnostics_to` and prints each as
  `FILE:LINE:COL: severity: message`, from the op's `loc(...)` or its position
  in the input (`xdsl_stream.tools.opt`).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Generator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from enum import StrEnum

from xdsl.dialects.builtin import UnknownLoc
from xdsl.ir import Operation
from xdsl.utils.exceptions import PassFailedException, VerifyException

from xdsl_stream.core.ir_helpers import attribute_text, op_head


class Severity(StrEnum):
    """How bad a message is, spelled as MLIR tools spell it (`str()` of a
    member is that spelling: reports print and serialize it as it is)."""

    ERROR = "error"
    """A pass fails (or, in a report, would fail)."""
    WARNING = "warning"
    """The pass goes on; what it names is left as it is."""
    NOTE = "note"
    """More about the message before."""


@dataclass(frozen=True)
class OpMessage:
    """A message about one op."""

    op: Operation
    severity: Severity
    message: str


class OpDiagnosticsError(PassFailedException):
    """A pass failed; `messages` say where (errors first, then notes)."""

    def __init__(self, message: str, messages: Sequence[OpMessage]) -> None:
        super().__init__(message)
        self.messages = tuple(messages)


Sink = Callable[[OpMessage], None]

_sink: ContextVar[Sink | None] = ContextVar("xdsl_stream_diagnostics", default=None)


def emit(message: OpMessage) -> None:
    """Report a warning or note: to the active sink, else to stderr."""
    sink = _sink.get()
    if sink is None:
        print(plain_text(message), file=sys.stderr)
    else:
        sink(message)


@contextmanager
def diagnostics_to(sink: Sink) -> Generator[None]:
    """Send what `emit` reports to `sink` while the block runs."""
    token = _sink.set(sink)
    try:
        yield
    finally:
        _sink.reset(token)


def plain_text(message: OpMessage) -> str:
    """`loc(...): warning: message` (no prefix for an unknown location) and,
    indented, the first line of the op."""
    loc = message.op.location
    where = "" if isinstance(loc, UnknownLoc) else f"{attribute_text(loc)}: "
    return (
        f"{where}{message.severity.value}: {message.message}\n"
        f"  at: {op_head(message.op)}"
    )


class VerifyErrorAt(VerifyException):
    """An error an op's verifier finds in another op, which MLIR reports at
    that op (IREE's `yieldOp.emitOpError()` from a region op's verifier):
    the message says the other op's name (`'stream.yield' op ...`), and the
    reader places it at `op`.  Elsewhere (stock `xdsl-opt`) it is the
    verifying op's error, with the same message."""

    def __init__(
        self, op: Operation, message: str, notes: Sequence[tuple[Operation, str]] = ()
    ) -> None:
        super().__init__(message)
        self.op = op
        self.notes = tuple(notes)
        """Notes MLIR attaches, each at its op."""


class Unprefixed(VerifyException):
    """An error MLIR gives at the op without its name before the message (its
    properties refused as they are read, or `emitError` of an interface):
    the reader reports it as it is, where others get `'NAME' op ` first."""
