"""`fuse-dispatch-bindings-report{max-push-constants=N}`: the push-constant
check of `xdsl-stream-report --max-push-constants N`, with its wording and
default, in the report-only pass."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from harness.schema_check import validate
from xdsl.utils.exceptions import DiagnosticException

from xdsl_stream.api import parse_module, print_module
from xdsl_stream.report.json_report import load_schema
from xdsl_stream.tools.report import run
from xdsl_stream.transforms.fuse_dispatch_bindings_report import (
    FuseDispatchBindingsReportPass,
)
from xdsl_stream.universe import make_context

ROOT = Path(__file__).parents[3]
DUMP = ROOT / "tests" / "dumps" / "dynamic.llvm-cpu.mlir"
"""A dump whose kernels take push constants (4 and 6 words after the segment)."""


def _pass_output(capsys: pytest.CaptureFixture[str], **options: object) -> str:
    module = parse_module(DUMP.read_text(), allow_unregistered=True)
    before = print_module(module, generic=True)
    FuseDispatchBindingsReportPass(**options).apply(  # type: ignore[arg-type]
        make_context(allow_unregistered=True), module
    )
    assert print_module(module, generic=True) == before  # nothing rewritten
    return capsys.readouterr().err


def _warnings(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("warning: export")]


def test_same_warnings_as_the_report_tool(capsys: pytest.CaptureFixture[str]) -> None:
    printed = _pass_output(capsys, max_push_constants=4)
    tool = run([str(DUMP), "--max-push-constants", "4"])
    # The same section and warning lines (the tool names values as the input
    # numbered them, the pass as xDSL does: the sections above may differ).
    section = "after the binding segment ("
    assert printed[printed.index(section) :] == tool[tool.index(section) :]
    assert _warnings(printed) == [
        "warning: export @scale_rows_dispatch_0::@scale_rows_dispatch_0_elementwise_DxD_f32 "
        f"takes 6 push-constant words (24 B) after the binding segment with rebase={r}, "
        "above the limit of 4"
        for r in ("all", "fused")
    ]


@pytest.mark.slow
def test_off_by_default_and_segment_alone(capsys: pytest.CaptureFixture[str]) -> None:
    plain = _pass_output(capsys)
    assert "after the binding segment" not in plain
    segment = _pass_output(capsys, segment=True)
    assert "after the binding segment (fuse, annotate, pack, cse, fold):" in segment
    assert not _warnings(segment)
    data = json.loads(_pass_output(capsys, format="json", max_push_constants=4))
    validate(data, load_schema())
    cost = data["segment_cost"]
    assert cost["max_push_constants"] == 4 and len(cost["over_push_constants"]) == 2


@pytest.mark.slow
def test_error_option_fails_after_the_report(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(DiagnosticException, match=r"limit of 4 \(and 1 more\)$"):
        _pass_output(capsys, max_push_constants=4, max_push_constants_error=True)
    assert "after the binding segment" in capsys.readouterr().err
    with pytest.raises(DiagnosticException, match=r"limit of 1 \(and 5 more\)$"):
        _pass_output(capsys, max_push_constants=1, max_push_constants_error=True)
    _pass_output(capsys, max_push_constants=6, max_push_constants_error=True)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (
            {"max_push_constants": -1},
            "max-push-constants must be 0 (off) or positive, not -1",
        ),
        (
            {"max_push_constants_error": True},
            "max-push-constants-error needs max-push-constants N",
        ),
        ({"max_bindings": -2}, "max-bindings must be 0 (off) or positive, not -2"),
    ],
)
def test_options_checked(options: dict[str, object], message: str) -> None:
    with pytest.raises(
        ValueError, match=message.replace("(", r"\(").replace(")", r"\)")
    ):
        FuseDispatchBindingsReportPass(**options)  # type: ignore[arg-type]
