"""The tools as users run them: stock `xdsl-opt` finds the pass and chains it;
`xdsl-stream-opt` turns bad input into diagnostics (more in test_stream_opt)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from harness.oracle import find_tool

pytestmark = pytest.mark.slow  # a tool process per case

EXAMPLE = Path(__file__).parents[3] / "examples" / "fuse.mlir"


def _xdsl_opt(
    *args: str, stdin: str | None = None, tool: str = "xdsl-opt"
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [find_tool(tool), *args],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
    )


def test_plugin_pass_chains_with_upstream_passes() -> None:
    result = _xdsl_opt("-p", "fuse-dispatch-bindings,cse,canonicalize", str(EXAMPLE))
    assert result.returncode == 0, result.stderr
    # Three bindings became two: the read-only pair of the weights fused.
    assert "@scale_add(%lhs: !stream.binding, %out: !stream.binding, %lhs_offset" in (
        result.stdout
    )
    assert result.stdout.count("ro %w[") == 2


def test_pass_option_is_parsed() -> None:
    result = _xdsl_opt(
        "-p", "fuse-dispatch-bindings{alias-mutable-bindings=true}", str(EXAMPLE)
    )
    assert result.returncode == 0, result.stderr
    # With aliasing on, the writable output still names another resource.
    assert "wo %o[" in result.stdout


def test_parse_error_is_a_diagnostic_not_a_traceback() -> None:
    bad = "stream.executable private @ex {\n  stream.executable.export public @f as(x)\n}\n"
    result = _xdsl_opt(stdin=bad, tool="xdsl-stream-opt")
    assert result.returncode != 0
    assert result.stdout == ""
    assert "string literal expected as the export name" in result.stderr
    assert "Traceback" not in result.stderr


def test_verify_error_is_a_diagnostic_not_a_traceback() -> None:
    text = EXAMPLE.read_text().replace("(%c16 : index) {", "{", 1)
    result = _xdsl_opt(stdin=text, tool="xdsl-stream-opt")
    assert result.returncode != 0
    assert result.stdout == ""
    assert "uniform operands () do not match" in result.stderr
    assert "Traceback" not in result.stderr


def test_missing_function_fails_the_pass_with_the_export_named() -> None:
    text = EXAMPLE.read_text().replace("func.func @scale_add", "func.func @other", 1)
    result = _xdsl_opt(
        "-p", "fuse-dispatch-bindings", stdin=text, tool="xdsl-stream-opt"
    )
    assert result.returncode != 0
    assert result.stdout == ""
    assert "export @kernels::@scale_add refers to function @scale_add" in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("module", ["opt", "report"])
def test_each_tool_runs_as_a_module(module: str, tmp_path: Path) -> None:
    """`python -m xdsl_stream.tools.NAME` is the console script: a bad input
    is a located error, exit 1 (the driver's module ran nothing, exit 0)."""
    bad = tmp_path / "bad.mlir"
    bad.write_text("garbage {{{\n")
    result = subprocess.run(
        [sys.executable, "-m", f"xdsl_stream.tools.{module}", str(bad)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 1, result
    assert f"{bad}:1:" in result.stderr and "error" in result.stderr


@pytest.mark.parametrize("tool", ["xdsl-stream-opt", "xdsl-stream-report"])
def test_each_tool_refuses_an_unknown_switch(tool: str) -> None:
    result = subprocess.run(
        [find_tool(tool), str(EXAMPLE)],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "XDSL_STREAM_SPEEDUPS_OFF": "bogus"},
    )
    assert result.returncode == 1
    assert "bogus" in result.stderr and "Traceback" not in result.stderr


def test_the_driver_writes_mlir_text_only() -> None:
    """xDSL's other targets read none of Stream IR's dialects (an internal
    error, or nothing printed with exit 0): a usage error."""
    result = _xdsl_opt("-t", "wgsl", str(EXAMPLE), tool="xdsl-stream-opt")
    assert result.returncode == 1
    assert "invalid choice: 'wgsl' (choose from mlir)" in result.stderr
