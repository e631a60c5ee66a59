"""The builtin types and literals iree-opt refuses and xDSL reads
(`xdsl_stream.io.builtin_types`, `xdsl_stream.io.integer_literals`, the
reader's float and shape checks): each chunk of
`tests/filecheck/tools/read_builtin_refusals.mlir` is refused by the reader
with iree-opt's words at iree-opt's line and column, and what iree-opt reads
the reader reads to what iree-opt reads."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from harness.in_process import run_stream_opt
from harness.oracle import iree_opt, iree_opt_chunks

INPUT = Path(__file__).parents[2] / "filecheck/tools/read_builtin_refusals.mlir"
ERROR = re.compile(r"^<stdin>:(\d+):(\d+): error: (.*)$", re.M)


def _errors(stderr: str) -> list[tuple[int, int, str]]:
    return [(int(line), int(col), text) for line, col, text in ERROR.findall(stderr)]


@pytest.mark.slow
def test_every_refusal_is_iree_opts() -> None:
    text = INPUT.read_text()
    iree = iree_opt_chunks(text)
    ours = run_stream_opt("--split-input-file", "-", stdin=text)
    assert _errors(ours.stderr) == _errors(iree.stderr)
    assert len(_errors(ours.stderr)) == text.count("// -----")
    ours_read = ours.stdout.split("// -----")[-1]
    assert "t.op" in ours_read
    theirs = iree.stdout.split("// -----")[-1].strip()
    assert iree_opt(ours_read, "--allow-unregistered-dialect").strip() == theirs
