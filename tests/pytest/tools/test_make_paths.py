"""The Makefile's notebook targets take a path as typed where the user
stands, also under `make -C REPO`, and stop with a non-zero exit and the
tools' error text on a dump that is missing or does not read (marimo alone
would exit 0, writing a page that says so)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # make and a tool process

ROOT = Path(__file__).resolve().parents[3]
VENV = Path(sys.executable).parent.parent


_OUTER_MAKE = {
    "MAKEFLAGS",
    "MFLAGS",
    "MAKELEVEL",
    "MAKEOVERRIDES",
    "XDSL_STREAM_CALLER_DIR",  # what the outer make exported for its own targets
}


def _make(where: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["make", "-C", str(ROOT), f"VENV={VENV}", *args],
        cwd=where,
        # as the user's shell runs it: its PWD, and no outer make's flags
        # (under `make test` they carry --no-print-directory down)
        env={
            **{k: v for k, v in os.environ.items() if k not in _OUTER_MAKE},
            "PWD": str(where),
        },
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_paths_are_taken_from_where_the_user_stands(tmp_path: Path) -> None:
    result = _make(tmp_path, "-n", "notebook-html", "DUMP=dump/model.mlir")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    (check,) = [n for n, line in enumerate(lines) if "xdsl-stream-report" in line]
    (export,) = [n for n, line in enumerate(lines) if "marimo export html" in line]
    assert f"{tmp_path}/dump/model.mlir" in lines[check]
    assert check < export  # the dump is checked before marimo runs
    assert lines[export].endswith(
        f"-o {tmp_path}/notebook.html -- --dump {tmp_path}/dump/model.mlir"
    )
    inside = _make(ROOT, "-n", "notebook-app", f"DUMP={tmp_path}/model.mlir")
    (run,) = [line for line in inside.stdout.splitlines() if "marimo run" in line]
    assert run.endswith(f"-- --dump {tmp_path}/model.mlir")


def test_a_missing_or_unreadable_dump_fails_the_target(tmp_path: Path) -> None:
    missing = _make(tmp_path, "dump-check", "DUMP=missing.mlir")
    assert missing.returncode != 0
    assert (
        f"xdsl-stream-report: error: cannot read {tmp_path}/missing.mlir: "
        "No such file or directory" in missing.stderr
    )
    (tmp_path / "bad.mlir").write_text("garbage {\n")
    bad = _make(tmp_path, "dump-check", "DUMP=bad.mlir")
    assert bad.returncode != 0
    assert f"{tmp_path}/bad.mlir:1:1: error: " in bad.stderr
    good = _make(tmp_path, "dump-check", f"DUMP={ROOT}/notebooks/weights.llvm-cpu.mlir")
    assert good.returncode == 0, good.stderr
