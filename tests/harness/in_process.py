"""`xdsl-stream-opt` run in the test's own process, as its console script runs.

A tool process costs a Python start and the import of xDSL and the package
(about 0.6 CPU seconds) for a run that often takes a hundredth of that.  The
console script is `sys.exit(main())` (`xdsl_stream.tools.opt.entry_point`):
`run_stream_opt` calls the same `main` with the same arguments, `sys.argv[0]`
naming the tool (argparse's messages name it), stdin, stdout and stderr
standing in for the process's, and hands back what `subprocess.run` would:
the exit status, the text written on stdout and on stderr.  An exception that
escapes `main` (which a process would print as a traceback) is raised to the
test.  The tests that are about the process itself (bytes that are not
UTF-8, start-up time, the console scripts, stock `xdsl-opt`) still start one.
"""

from __future__ import annotations

import contextlib
import io
import subprocess
import sys
from collections.abc import Generator
from contextlib import contextmanager

from xdsl_stream.tools.opt import PROG, main


@contextmanager
def _standard_streams(
    stdin: bytes, argv0: str
) -> Generator[tuple[io.StringIO, io.StringIO]]:
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin, sys.argv
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    sys.argv = [argv0]
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            yield out, err
    finally:
        sys.stdin, sys.argv = saved


def run_stream_opt(
    *args: str, stdin: str | bytes | None = None
) -> subprocess.CompletedProcess[str]:
    """`xdsl-stream-opt ARGS` with `stdin`, in this process."""
    data = stdin.encode() if isinstance(stdin, str) else (stdin or b"")
    with _standard_streams(data, PROG) as (out, err):
        try:
            status = main(list(args))
        except SystemExit as exit_:  # --help, --version: argparse exits 0
            code = exit_.code
            status = code if isinstance(code, int) else 0 if code is None else 1
    return subprocess.CompletedProcess(
        [PROG, *args], status, out.getvalue(), err.getvalue()
    )
