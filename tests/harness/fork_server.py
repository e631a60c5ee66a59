"""Run the console scripts of lit's RUN lines as forks of one warm process.

Each RUN line that starts `xdsl-opt`, `xdsl-stream-opt` or
`xdsl-stream-report` used to start Python and import xDSL and the package
(0.2 to 0.35 CPU seconds) to run for a hundredth of that; lit's suite holds
about 240 of them, and about 380 that pipe into `filecheck`, whose own
process start and imports (about 0.05 CPU seconds) outweigh its match.  `tests/filecheck/lit.cfg` starts this server once per lit
run: it imports what the tools import, then waits on a Unix socket.  The
command on the RUN line is a small client of the same name
(`fork_client.py`, put first on lit's PATH) that hands the server its
arguments, working directory, environment and its standard input, output
and error (the file descriptors themselves).  The server forks; the child
takes those as its own and runs the console script's entry point (the
function `pip` wrote the script to call, found by its entry point), with
`sys.argv` as the script would have it, and reports the exit status, which
the client exits with.

So each tool run is still a process of its own, with its own streams, exit
status, working directory and environment, whose state starts as a fresh
process's but for what importing did (nothing of ours changes global state on
import: `tests/pytest/test_package.py`).  What it does not exercise is the
start-up itself (the interpreter and the imports), which
`tests/pytest/tools/test_opt_startup.py` and the tests that start the
console scripts do.  `XDSL_STREAM_LIT_PROCESSES=1` runs the RUN lines as
plain processes.
"""

from __future__ import annotations

import contextlib
import gc
import importlib.metadata
import io
import json
import os
import signal
import socket
import struct
import sys
from collections.abc import Callable
from pathlib import Path
from typing import IO, TextIO, TypedDict, cast

from xdsl_stream.core.xdsl_internals import formats_compiled_as_mlir_reads
from xdsl_stream.universe import dialect_factories

TOOLS = ("xdsl-opt", "xdsl-stream-opt", "xdsl-stream-report", "filecheck")
"""The console scripts served: the tools, and the RUN lines' `filecheck`."""
SOCKET_VARIABLE = "XDSL_STREAM_FORK_SERVER"
"""The environment variable naming the server's socket."""
_HEADER = struct.Struct("!I")
"""Length prefix of a request; also the exit status sent back."""


def _entry_points() -> dict[str, Callable[[], object]]:
    """Each served script's entry point, as its console script calls it."""
    found = importlib.metadata.entry_points(group="console_scripts")
    return {tool: found[tool].load() for tool in TOOLS}


_IMPORTED_FIRST = (
    "xdsl_stream.io.printer",
    "xdsl_stream.io.reader",
    "xdsl_stream.transforms",
)
"""Modules the tools import at their first use, imported here up front."""


def _warm_up() -> None:
    """Import what the tools import at their first use, and load every
    dialect a run may load, as a tool's run does both: within
    `formats_compiled_as_mlir_reads` (the ops those modules define read their
    formats as the tools read them), so that a fork finds them loaded."""
    with formats_compiled_as_mlir_reads(at_first_use=True):
        for module in _IMPORTED_FIRST:
            importlib.import_module(module)
        for factory in dialect_factories().values():
            factory()


class _Request(TypedDict):
    """What the client sends: its command line, folder and environment."""

    argv: list[str]
    cwd: str
    env: dict[str, str]


def _receive(connection: socket.socket) -> tuple[_Request, list[int]]:
    """A request: its JSON header and the client's three standard streams."""
    size_bytes, fds, _, _ = socket.recv_fds(connection, _HEADER.size, 3)
    (size,) = _HEADER.unpack(size_bytes)
    data = b""
    while len(data) < size:
        chunk = connection.recv(size - len(data))
        if not chunk:
            raise ConnectionError("request cut short")
        data += chunk
    return cast(_Request, json.loads(data)), fds


def _run_child(
    connection: socket.socket, entry: dict[str, Callable[[], object]]
) -> None:
    """In the forked child: become the client's tool run, report its status."""
    request, fds = _receive(connection)
    for target, fd in enumerate(fds):
        os.dup2(fd, target)
        os.close(fd)
    sys.stdin, sys.stdout, sys.stderr = (
        _stream_like(stream, fd)
        for fd, stream in enumerate((sys.stdin, sys.stdout, sys.stderr))
    )
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    argv = request["argv"]
    sys.argv = argv
    sys.path[0] = str(Path(argv[0]).parent)  # a script's own folder, not ours
    status = 1
    try:
        status = _status(entry[Path(argv[0]).name]())
    except SystemExit as exit_:
        status = _status(exit_.code)
    except BaseException as error:  # what Python prints, and its exit status
        sys.excepthook(type(error), error, error.__traceback__)
        status = 1
    finally:
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(OSError, ValueError):
                stream.flush()
        connection.sendall(_HEADER.pack(status))
        os._exit(status)


def _stream_like(stream: TextIO, fd: int) -> TextIO:
    """A standard stream on `fd` made as the server's `stream` was (buffered
    or not, encoding, errors, write-through), as a fresh process makes its
    own: the server's objects remember what their first descriptors were
    (whether they could seek, which `filecheck`'s reconfiguring of stdout
    and stderr asks, and a pipe cannot)."""
    raw = io.FileIO(fd, "r" if fd == 0 else "w", closefd=False)
    buffered = isinstance(stream.buffer, io.BufferedIOBase)
    binary: IO[bytes] = (
        (io.BufferedReader(raw) if fd == 0 else io.BufferedWriter(raw))
        if buffered
        else raw
    )
    return io.TextIOWrapper(
        binary,
        encoding=stream.encoding,
        errors=stream.errors,
        line_buffering=buffered and (fd == 2 or raw.isatty()),
        write_through=stream.write_through
        if isinstance(stream, io.TextIOWrapper)
        else False,
    )


def _status(code: object) -> int:
    """An exit status as `sys.exit(code)` makes it."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF
    print(code, file=sys.stderr)
    return 1


def serve(path: str) -> None:
    """Import, listen on `path`, say `ready` on stdout, fork per request."""
    entry = _entry_points()
    _warm_up()
    gc.collect()
    gc.freeze()  # the children share the warm heap: no collector walks it
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(path)
    server.listen(64)
    signal.signal(signal.SIGTERM, _stop)
    print("ready", flush=True)
    try:
        while True:
            connection, _ = server.accept()
            if os.fork() == 0:
                signal.signal(signal.SIGTERM, signal.SIG_DFL)
                server.close()
                _run_child(connection, entry)
            connection.close()
            _reap(os.WNOHANG)
    except _Stopped:
        _reap(0)  # what the children cost counts in this process's usage


class _Stopped(Exception):
    """SIGTERM: the lit run is over."""


def _stop(signum: int, frame: object) -> None:
    raise _Stopped


def _reap(options: int) -> None:
    """Collect the children that have ended (with `os.WNOHANG`), or all."""
    try:
        while os.waitpid(-1, options)[0] != 0:
            pass
    except ChildProcessError:
        pass


if __name__ == "__main__":
    serve(sys.argv[1])
