"""Report xDSL diagnostics from `xdsl-opt` as messages, not tracebacks.

Stock `xdsl-opt` lets a `ParseError` or `VerifyException` escape as a Python
traceback unless `--parsing-diagnostics`/`--verify-diagnostics` is given.  When
this package's plugin is loaded by `xdsl-opt`, such diagnostics are printed as
what they are (the message, and the IR annotated at the failing op) on stderr,
with exit status 1 and nothing on stdout; so is input that is not UTF-8
(xDSL raises `UnicodeDecodeError` while reading it).  Any other exception is
a bug and keeps its full traceback.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from xdsl.utils.exceptions import DiagnosticException, ParseError

_TOOLS = {"xdsl-opt", "xdsl-run"}


_ExceptHook = Callable[
    [type[BaseException], BaseException, TracebackType | None], object
]
_fallback: _ExceptHook = sys.__excepthook__


def _report_diagnostic(
    kind: type[BaseException], error: BaseException, traceback: TracebackType | None
) -> None:
    if isinstance(error, UnicodeDecodeError):
        # xDSL decodes the input file as UTF-8 before parsing: say so plainly.
        print(
            f"error: input is not valid UTF-8: byte 0x{error.object[error.start]:02x}"
            f" at offset {error.start} ({error.reason})",
            file=sys.stderr,
        )
        return
    if not isinstance(error, ParseError | DiagnosticException):
        _fallback(kind, error, traceback)
        return
    label = "parse error" if isinstance(error, ParseError) else "error"
    print(f"{label}: {error}", file=sys.stderr)
    for note in getattr(error, "__notes__", []):
        print(note, file=sys.stderr)


def running_xdsl_tool() -> bool:
    """True in an `xdsl-opt` (or `xdsl-run`) process."""
    return Path(sys.argv[0]).name in _TOOLS


def install_for_xdsl_opt() -> None:
    """Install the hook when running under `xdsl-opt` (and only there)."""
    if running_xdsl_tool() and sys.excepthook is sys.__excepthook__:
        sys.excepthook = _report_diagnostic
