"""`xdsl-stream-opt --time-passes` / `--timing`: MLIR's execution time report.

The report goes to stderr (stdout keeps the IR, byte for byte as without
the flag), names read, verify, each pass and print with their shares, and the
shares of the rows above `Total` add up to 100%.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from harness.oracle import find_tool

pytestmark = pytest.mark.slow  # a tool process per case

ROOT = Path(__file__).parents[3]
EXAMPLE = ROOT / "examples" / "fuse.mlir"
_ROW = re.compile(
    r"^\s+(\d+\.\d{4}) \(\s*(\d+\.\d)%\)\s+(\d+\.\d{4}) \(\s*(\d+\.\d)%\)  (.+)$"
)


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [find_tool("xdsl-stream-opt"), *args],
        capture_output=True,
        text=True,
        check=False,
    )


def _rows(stderr: str) -> dict[str, tuple[float, float]]:
    """Name -> (CPU share, wall share) of each row of the report."""
    rows: dict[str, tuple[float, float]] = {}
    for line in stderr.splitlines():
        if (match := _ROW.match(line)) is not None:
            rows[match.group(5)] = (float(match.group(2)), float(match.group(4)))
    return rows


@pytest.mark.parametrize("flag", ["--time-passes", "--timing"])
def test_report_names_every_phase(flag: str) -> None:
    plain = _run("-p", "fuse-dispatch-bindings", str(EXAMPLE))
    timed = _run(flag, "-p", "fuse-dispatch-bindings", str(EXAMPLE))
    assert timed.returncode == 0, timed.stderr
    assert timed.stdout == plain.stdout
    assert "Execution time report" in timed.stderr
    assert "Total Execution Time:" in timed.stderr
    rows = _rows(timed.stderr)
    assert list(rows) == [
        "Parser",
        "Verifier",
        "fuse-dispatch-bindings",
        "Output",
        "Rest",
        "Total",
    ]
    assert rows["Total"] == (100.0, 100.0)
    for column in (0, 1):
        parts = sum(share[column] for name, share in rows.items() if name != "Total")
        assert parts == pytest.approx(100.0, abs=0.6)  # rounded to 0.1 each


def test_one_row_per_pass_in_order() -> None:
    result = _run(
        "--time-passes", "-p", "fuse-dispatch-bindings,canonicalize", str(EXAMPLE)
    )
    assert result.returncode == 0, result.stderr
    names = list(_rows(result.stderr))
    assert names.index("fuse-dispatch-bindings") < names.index("canonicalize")


def test_no_report_without_the_flag() -> None:
    result = _run("-p", "fuse-dispatch-bindings", str(EXAMPLE))
    assert result.returncode == 0
    assert result.stderr == ""
