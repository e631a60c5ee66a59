"""`harness.fork_server` runs lit's tool commands as the processes did: the
same exit status, stdout and stderr, byte for byte, for each served tool, on
a good run, input from stdin, a relative path taken from the working
directory, a switch read from the environment, a parse error, a pass option
mistake (stock `xdsl-opt`'s traceback) and an unknown flag; and `filecheck`,
the RUN lines' oracle, on a match and on a failed one."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from harness.fork_server import SOCKET_VARIABLE
from harness.oracle import find_tool

pytestmark = pytest.mark.slow  # a server and tool processes

HARNESS = Path(__file__).parents[2] / "harness"
EXAMPLES = Path(__file__).parents[3] / "examples"
EXAMPLE = EXAMPLES / "fuse.mlir"
CHECKS = Path(__file__).parents[1] / "data" / "dispatch.check"
CASES: list[tuple[str, list[str], str | None]] = [
    ("xdsl-stream-opt", ["-p", "fuse-dispatch-bindings", str(EXAMPLE)], None),
    ("xdsl-stream-opt", ["--print-op-generic", "-"], EXAMPLE.read_text()),
    ("xdsl-stream-opt", ["fuse.mlir"], None),
    ("xdsl-stream-opt", ["-"], "stream.executable private @e {\n"),
    ("xdsl-stream-opt", ["--no-such-flag", str(EXAMPLE)], None),
    ("xdsl-opt", ["-p", "fuse-dispatch-bindings", str(EXAMPLE)], None),
    ("xdsl-opt", ["-p", "fuse-dispatch-bindings{report=yaml}", str(EXAMPLE)], None),
    ("xdsl-stream-report", [str(EXAMPLE)], None),
    ("filecheck", [str(CHECKS)], "stream.cmd.dispatch @ex::@dispatch\n"),
    ("filecheck", [str(CHECKS)], "no checked text\n"),
]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    path = str(tmp_path_factory.mktemp("fork") / "server")
    process = subprocess.Popen(
        [sys.executable, str(HARNESS / "fork_server.py"), path],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None and process.stdout.readline() == "ready\n"
    yield path
    process.terminate()
    process.wait()
    process.stdout.close()


@pytest.mark.parametrize(("tool", "args", "stdin"), CASES)
def test_same_as_the_process(
    server: str, tool: str, args: list[str], stdin: str | None
) -> None:
    real = find_tool(tool)  # the client finds it on PATH, as lit's PATH has it
    path = os.pathsep.join([str(Path(real).parent), os.environ.get("PATH", "")])
    env = {**os.environ, "PATH": path, "XDSL_STREAM_SPEEDUPS_OFF": "all"}
    process = subprocess.run(
        [real, *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=EXAMPLES,
        env=env,
        check=False,
    )
    forked = subprocess.run(
        [str(HARNESS / "fork_shims" / tool), *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=EXAMPLES,
        env={**env, SOCKET_VARIABLE: server},
        check=False,
    )
    assert forked.returncode == process.returncode
    assert forked.stdout == process.stdout
    assert _without_paths(forked.stderr) == _without_paths(process.stderr)


def _without_paths(text: str) -> str:
    """A traceback's frames (indented lines) are the console script's in one
    and the server's in the other: what it says besides them."""
    return "\n".join(line for line in text.splitlines() if not line.startswith(" "))
