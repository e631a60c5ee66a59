"""`harness.in_process` answers as the `xdsl-stream-opt` process does: the same
exit status, stdout and stderr, byte for byte, on a good run, a parse error
read from stdin, a verify error, a pass option mistake and an unknown flag
(argparse's usage names the tool)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from harness.in_process import run_stream_opt
from harness.oracle import find_tool

pytestmark = pytest.mark.slow  # a tool process per case

EXAMPLE = Path(__file__).parents[3] / "examples" / "fuse.mlir"
CASES: list[tuple[list[str], str | None]] = [
    (["-p", "fuse-dispatch-bindings", str(EXAMPLE)], None),
    (["--print-op-generic"], EXAMPLE.read_text()),
    (["-"], "stream.executable private @e {\n"),
    ([], EXAMPLE.read_text().replace("(%c16 : index) {", "{", 1)),
    (["-p", "fuse-dispatch-bindings{max-bindings=four}", str(EXAMPLE)], None),
    (["--no-such-flag", str(EXAMPLE)], None),
]


@pytest.mark.parametrize(("args", "stdin"), CASES)
def test_same_as_the_process(args: list[str], stdin: str | None) -> None:
    process = subprocess.run(
        [find_tool("xdsl-stream-opt"), *args],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
    )
    in_process = run_stream_opt(*args, stdin=stdin)
    assert (in_process.returncode, in_process.stdout, in_process.stderr) == (
        process.returncode,
        process.stdout,
        process.stderr,
    )
