"""What a console script does to its process, and only a console script.

`xdsl-stream-opt` and `xdsl-stream-report` are one-shot processes: each reads
one input, writes one output and exits.  Their `main(argv)` functions change
no process-wide state (tests and notebooks call them many times in one
process); their entry points call `run_as_tool`, which does, for the run:

* the garbage collector is off: what a run allocates is either freed at once
  by reference counting or is the IR, which lives until exit, so the
  collector's passes over the growing heap find nothing (a fifth of a large
  parse); everything is frozen at exit (`atexit`), so that the interpreter's
  final collection does not walk the IR only to free memory the process is
  about to release;
* `main` runs in a thread with a `STACK_BYTES` stack and a recursion limit of
  `RECURSION_LIMIT`, so that a module nested `MAX_REGION_DEPTH` regions deep
  (`xdsl_stream.io.parser`) is read, verified, rewritten and printed
  (`iree-opt` reads 1,000 levels and more; Python recurses about a dozen
  frames per level);
* xDSL's dialects loaded during the run compile an op's assembly format
  with its optional groups read as MLIR reads them (docs/upstream.md,
  entries 25 and 28), at its first use, not at its definition
  (`Speedup.LAZY_FORMATS`; at its definition with the switch off:
  `xdsl_stream.core.xdsl_internals.formats_compiled_as_mlir_reads`);
* no traceback: an exception `main` lets escape (a bug) is one line on
  stderr and exit status 1 (`sys.excepthook` and `threading.excepthook` say
  so too, for anything raised outside `main`); Ctrl-C exits with 130;
* a standard stream the process was started without (`>&-`, `<&-`: Python
  makes it None) is a stream whose reads and writes fail with `EBADF`, so
  that the tools say they cannot read or write it, as they say it of a file.

And `write_stdout` writes what a tool prints, whole: CPython 3.11's
buffered `sys.stdout` drops the rest of a large write to a pipe that the
kernel cut short (a process stopped and continued while the reader lags:
Ctrl-Z and `fg` on `xdsl-stream-opt big.mlir | less`, a profiler or a
debugger attaching), and exits 0.
"""

from __future__ import annotations

import atexit
import contextlib
import errno
import gc
import io
import os
import sys
import tempfile
import threading
from collections.abc import Callable
from types import TracebackType
from typing import NoReturn, TextIO

from xdsl_stream.core.speedups import Speedup, is_on
from xdsl_stream.core.xdsl_internals import formats_compiled_as_mlir_reads

STACK_BYTES = 512 * 1024 * 1024
"""The stack of the thread `main` runs in (reserved, not committed: the
pages a run does not touch cost nothing)."""
RECURSION_LIMIT = 60_000
"""Frames: about 20 per nesting level at `MAX_REGION_DEPTH` (2,000), with room
to spare (reading uses the most)."""


class UserError(Exception):
    """A mistake of the user's (or a file or stream that cannot be read or
    written): a tool says it in one line, exit status 1, no traceback."""


def internal_error(error: BaseException) -> str:
    """How a bug is said: one line, no traceback."""
    return f"internal error: {type(error).__name__}: {error}"


def run_as_tool(prog: str, main: Callable[[], int]) -> NoReturn:
    """Exit with `main()`'s status, run as a one-shot process (see above)."""
    gc.disable()
    atexit.register(gc.freeze)  # runs before the interpreter's final collection
    _stand_in_for_closed_streams()
    sys.excepthook = _hook(prog)
    threading.excepthook = lambda args: _hook(prog)(
        args.exc_type, args.exc_value or args.exc_type(), args.exc_traceback
    )
    sys.setrecursionlimit(RECURSION_LIMIT)
    threading.stack_size(STACK_BYTES)
    status: list[int] = []
    worker = threading.Thread(target=lambda: status.append(_guarded(prog, main)))
    lazy = is_on(Speedup.LAZY_FORMATS)
    with formats_compiled_as_mlir_reads(at_first_use=lazy):
        worker.start()
        worker.join()
    sys.stdout.flush()
    sys.exit(status[0] if status else 1)


class _ClosedStream(io.TextIOBase):
    """A standard stream the process has not got: reading or writing it fails
    with `EBADF`; its `buffer` is itself; flushing it does nothing."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name

    @property
    def buffer(self) -> _ClosedStream:
        return self

    def _closed(self) -> OSError:
        return OSError(errno.EBADF, os.strerror(errno.EBADF), self.name)

    def fileno(self) -> int:
        raise self._closed()

    def read(self, size: int | None = -1) -> str:
        raise self._closed()

    def write(self, s: str) -> int:
        raise self._closed()


def _stand_in_for_closed_streams() -> None:
    for name in ("stdin", "stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, _ClosedStream(f"<{name}>"))


def _guarded(prog: str, main: Callable[[], int]) -> int:
    """`main()`'s status; 0 or the code of a `SystemExit` (argparse's), 130
    on Ctrl-C, 1 (and one line on stderr) for any other exception."""
    try:
        return main()
    except SystemExit as exit_:
        code = exit_.code
        return code if isinstance(code, int) else (0 if code is None else 1)
    except KeyboardInterrupt:
        return 130
    except BaseException as error:  # a bug: one line, not a traceback
        print(f"{prog}: error: {internal_error(error)}", file=sys.stderr)
        return 1


def _hook(
    prog: str,
) -> Callable[[type[BaseException], BaseException, TracebackType | None], None]:
    def hook(
        kind: type[BaseException], error: BaseException, _: TracebackType | None
    ) -> None:
        if not issubclass(kind, KeyboardInterrupt):
            print(f"{prog}: error: {internal_error(error)}", file=sys.stderr)

    return hook


def write_stdout(text: str) -> None:
    """Write `text` to standard output, all of it.

    Through the file descriptor where there is one, each short write
    followed by one of the rest (`os.write` retries a write a signal
    interrupted before any byte went out); otherwise (stdout replaced, as
    tests do) through `sys.stdout`.  A reader that went away (`| head`)
    ends the writing quietly, as it did before: the rest goes nowhere, and
    standard output is null from then on, so that no later flush fails.
    `UserError` if it cannot be written (a full disk, a closed stream)."""
    try:
        _write_all(sys.stdout, text)
    except OSError as error:
        raise UserError(f"cannot write to standard output: {error.strerror}") from None


def _write_all(stream: TextIO, text: str) -> None:
    try:
        fd = stream.fileno()
    except (AttributeError, OSError, io.UnsupportedOperation):
        stream.write(text)
        return
    stream.flush()
    data = memoryview(
        text.encode(stream.encoding or "utf-8", stream.errors or "strict")
    )
    try:
        while data:
            data = data[os.write(fd, data) :]
    except BrokenPipeError:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, fd)
        os.close(null)


def write_whole(path: str, text: str) -> None:
    """Write `text` to the file `path` so that it holds either what it held
    or all of `text`, never a part (a write cut short by a full disk or a
    file size limit): into a new file beside it, renamed over it, with the
    permissions the file had.  A new file is written in place, and removed
    if the write fails.  A path that names no regular file (a device, a
    pipe: `-o /dev/stdout`), or a file in a directory where no file can be
    made, is written as it is.  `OSError` if it cannot be written."""
    target = os.path.realpath(path)
    if not os.path.exists(target):
        try:
            with open(target, "w", encoding="utf-8") as output:
                output.write(text)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(target)
            raise
        return
    temporary = _beside(target) if os.path.isfile(target) else None
    if temporary is None:
        with open(path, "w", encoding="utf-8") as output:
            output.write(text)
        return
    try:
        with open(temporary, "w", encoding="utf-8") as output:
            output.write(text)
        os.chmod(temporary, os.stat(target).st_mode & 0o7777)
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def _beside(target: str) -> str | None:
    """A new empty file in `target`'s directory, or None where the directory
    takes no new file (a writable file in a read-only directory)."""
    try:
        handle, temporary = tempfile.mkstemp(
            dir=os.path.dirname(target), prefix=f".{os.path.basename(target)}."
        )
    except PermissionError:
        return None
    os.close(handle)
    return temporary
