"""The notebook run headless, as the README says: on a dump given by path (a
short summary on stdout), and on a missing or unreadable one (the error as the
tools print it, exit status 1, no traceback)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # a notebook process per case

ROOT = Path(__file__).resolve().parents[3]
NOTEBOOK = ROOT / "notebooks" / "fuse_dispatch_bindings.py"
DUMPS = ROOT / "tests" / "dumps"


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(NOTEBOOK), *args],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "MPLBACKEND": "Agg"},
        check=False,
    )


def test_a_dump_given_by_path_prints_a_summary() -> None:
    dump = DUMPS / "params_stack.llvm-cpu.mlir"
    result = _run("--dump", str(dump), "--max-bindings", "2")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("unnamed module of params_stack.llvm-cpu.mlir: "), (
        result.stdout
    )
    assert " export group(s), " in lines[0] and "bindings " in lines[0]
    assert lines[1].startswith("  groups with bindings fused: ")
    assert lines[2].startswith("  above the limit of 2: ")


def test_a_missing_dump_is_one_message() -> None:
    result = _run("--dump", "/no/such/dump.mlir")
    assert result.returncode == 1
    assert result.stderr == (
        "error: cannot read /no/such/dump.mlir: No such file or directory\n"
    )
    assert result.stdout == ""


def test_a_dump_that_does_not_read_is_placed(tmp_path: Path) -> None:
    dump = tmp_path / "custom.mlir"
    dump.write_text("stream.executable private @e {\n  hal.foo\n}\n")
    result = _run("--dump", str(dump))
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert result.stderr.startswith(
        f"{dump}:2:3: error: custom op 'hal.foo' is unknown"
    ), result.stderr
    assert "hint: this package reads this op in generic form only" in result.stderr


def test_figures_are_titled_by_the_dump_s_name(monkeypatch: pytest.MonkeyPatch) -> None:
    """Run in this process: the cost figure is titled with the dump's file
    name (not its whole path), and the summary names the fused groups."""
    import importlib.util

    monkeypatch.setenv("MPLBACKEND", "Agg")
    monkeypatch.setenv(
        "FUSE_NOTEBOOK_DUMP", str(ROOT / "notebooks" / "weights.llvm-cpu.mlir")
    )
    spec = importlib.util.spec_from_file_location("notebook_under_test", NOTEBOOK)
    assert spec is not None and spec.loader is not None
    notebook = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(notebook)
    _, definitions = notebook.app.run()
    assert definitions["load_error"] is None
    title = definitions["cost_bars"].get_suptitle()
    assert title.split("\n")[0] == "weights.llvm-cpu.mlir", title
    summary = notebook.summary(definitions["report"], "m")
    assert (
        "  groups with bindings fused: 1 of 2 "
        "(@main_dispatch_0::@main_dispatch_0_elementwise_128_f32: 7 -> 5)"
    ) in summary.splitlines()
