"""`xdsl-stream-report`: the report and the picture from the command line."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from harness.schema_check import validate

from xdsl_stream.report.json_report import load_schema

pytestmark = pytest.mark.slow  # a tool process per case

ROOT = Path(__file__).resolve().parents[3]
DUMP = ROOT / "tests" / "dumps" / "stateful.llvm-cpu.mlir"


def _report(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "xdsl_stream.tools.report", *args],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
    )


def test_console_script_is_declared():
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    assert scripts["xdsl-stream-report"] == "xdsl_stream.tools.report:entry_point"


def test_text_report_leaves_the_dump_alone():
    before = DUMP.read_bytes()
    result = _report(str(DUMP))
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("fuse-dispatch-bindings report: ")
    assert "\nlegend: " in result.stdout
    assert DUMP.read_bytes() == before


def test_json_and_png(tmp_path: Path):
    png = tmp_path / "bindings.png"
    out = tmp_path / "report.json"
    result = _report(
        str(DUMP),
        "--json",
        "-o",
        str(out),
        "--png",
        str(png),
        "--max-bindings",
        "3",
        "--alias-mutable-bindings",
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == ""
    data = json.loads(out.read_text())
    validate(data, load_schema())
    assert data["max_bindings"] == 3
    assert all(g["alias_mutable_bindings"] for g in data["groups"])
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert png.stat().st_size > 5000


def test_aliasing_changes_the_report():
    off = json.loads(_report(str(DUMP), "--json").stdout)
    on = json.loads(_report(str(DUMP), "--json", "--alias-mutable-bindings").stdout)
    assert on["summary"]["bindings_after"] < off["summary"]["bindings_after"]


@pytest.mark.parametrize(
    ("args", "stdin", "message"),
    [
        (
            ["/no/such/dump.mlir"],
            None,
            "xdsl-stream-report: error: cannot read /no/such/dump.mlir: No such file",
        ),
        (["-"], "stream.executable private @e {\n", "<stdin>:1:31: error:"),
        (
            [str(DUMP), "--max-bindings", "-1"],
            None,
            "xdsl-stream-report: error: --max-bindings must be 0",
        ),
        (
            [str(DUMP), "--max-push-constants-error"],
            None,
            "xdsl-stream-report: error: --max-push-constants-error needs",
        ),
        (
            [str(DUMP), "--png", "/no/such/dir/x.png"],
            None,
            "xdsl-stream-report: error: cannot write /no/such/dir/x.png",
        ),
        (
            [str(DUMP), "--png", "x.notapicture"],
            None,
            "xdsl-stream-report: error: cannot write x.notapicture: Format "
            "'notapicture' is not supported",
        ),
    ],
)
def test_mistakes_are_one_message_not_a_traceback(
    args: list[str], stdin: str | None, message: str
):
    result = _report(*args, stdin=stdin)
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr.startswith(message)
    assert "Traceback" not in result.stderr


def test_segment_push_constants_and_their_limit():
    """`--max-push-constants` runs the segment: the JSON (valid) counts the
    words of a dump with dynamic shapes; `--max-push-constants-error` writes
    the report and fails, naming an export above the limit."""
    dump = ROOT / "tests" / "dumps" / "dynamic.llvm-cpu.mlir"
    args = ["--json", "--max-push-constants", "4", "--max-push-constants-error"]
    result = _report(str(dump), *args)
    assert result.returncode == 1
    data = json.loads(result.stdout)
    validate(data, load_schema())
    total = data["segment_cost"]["total"]
    assert total["all"]["push_constant_words"] == 12
    assert total["all"]["push_constant_bytes"] == 48
    assert data["segment_cost"]["over_push_constants"] == [
        {
            "name": "@scale_rows_dispatch_0::@scale_rows_dispatch_0_elementwise_DxD_f32",
            "rebase": r,
        }
        for r in ("all", "fused")
    ]
    assert result.stderr.startswith("xdsl-stream-report: error: export @scale_rows")
    assert "6 push-constant words (24 B)" in result.stderr


def test_the_picture_goes_to_the_path_given(tmp_path: Path) -> None:
    """`--png NAME` writes a PNG at NAME itself (matplotlib made `NAME.png`
    of a name without an extension, and `-.png` of `-`); `-`, an empty name
    and a directory are errors, not a picture elsewhere."""
    named = tmp_path / "picture"
    assert _report(str(DUMP), "--png", str(named)).returncode == 0
    assert named.read_bytes().startswith(b"\x89PNG")
    for bad in ("-", "", str(tmp_path)):
        result = _report(str(DUMP), "--png", bad)
        assert result.returncode == 1
        assert "--png takes a file name" in result.stderr or "cannot write" in (
            result.stderr
        )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["picture"]
