"""The pass's problem reporting, called on its own: warnings are printed and
the pass goes on, errors fail it naming the op at fault."""

from __future__ import annotations

from pathlib import Path

import pytest

from xdsl_stream.analysis.binding_fusion import analyze_module
from xdsl_stream.analysis.export_groups import Problem
from xdsl_stream.api import parse_module
from xdsl_stream.core.diagnostics import OpDiagnosticsError
from xdsl_stream.transforms.problems import (
    check_binding_limit,
    report_problems,
)

PASS = "fuse-dispatch-bindings"

EXAMPLE = (Path(__file__).parents[3] / "examples" / "fuse.mlir").read_text()
"""One export, `@kernels::@scale_add`: 3 bindings before the pass, 2 after."""


def test_limit_within_or_off_says_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    module = parse_module(EXAMPLE)
    analysis = analyze_module(module)
    check_binding_limit(PASS, analysis, 2, module, as_error=True)
    check_binding_limit(PASS, analysis, 0, module, as_error=True)  # 0: no limit
    assert capsys.readouterr().err == ""


def test_limit_exceeded_warns(capsys: pytest.CaptureFixture[str]) -> None:
    module = parse_module(EXAMPLE)
    check_binding_limit(PASS, analyze_module(module), 1, module, as_error=False)
    err = capsys.readouterr().err
    assert err.startswith("warning: fuse-dispatch-bindings: export ")
    assert "@kernels::@scale_add has 2 bindings after fusion" in err
    assert "above the limit of 1" in err


def test_limit_exceeded_as_error_fails() -> None:
    module = parse_module(EXAMPLE)
    with pytest.raises(OpDiagnosticsError, match="above the limit of 1") as failed:
        check_binding_limit(PASS, analyze_module(module), 1, module, as_error=True)
    [message] = failed.value.messages
    assert message.op.name == "stream.executable.export"


def test_errors_name_every_op_and_warnings_come_first(
    capsys: pytest.CaptureFixture[str],
) -> None:
    module = parse_module(EXAMPLE)
    ops = list(module.walk())
    problems = [
        Problem(ops[1], "first error", is_error=True),
        Problem(ops[2], "a warning", is_error=False),
        Problem(ops[3], "second error", is_error=True),
    ]
    with pytest.raises(OpDiagnosticsError, match="first error") as failed:
        report_problems(PASS, problems, module)
    assert [m.op for m in failed.value.messages] == [ops[1], ops[3]]
    assert "fuse-dispatch-bindings: a warning" in capsys.readouterr().err
