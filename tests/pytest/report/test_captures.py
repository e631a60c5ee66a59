"""Resources in the report are named by what they capture outside the execute
region (the outer SSA value, and the `util.global` it loads), beside the name
they have at the site."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from harness.snippets import ONE_BINDING_EXECUTABLE
from jsonschema import validate

from xdsl_stream.analysis.binding_fusion import analyze_module
from xdsl_stream.api import parse_module
from xdsl_stream.report.json_report import dumps, load_schema
from xdsl_stream.report.model import Capture, build_report
from xdsl_stream.report.text import format_text

ROOT = Path(__file__).resolve().parents[3]
PARAMS = ROOT / "tests" / "dumps" / "params_stack.llvm-cpu.mlir"

OUTSIDE = (
    ONE_BINDING_EXECUTABLE
    + """\
util.global private @weights : !stream.resource<constant>
util.func public @main(%s: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %w = util.global.load immutable @weights : !stream.resource<constant>
  %t = stream.cmd.execute with(%w as %cw: !stream.resource<constant>{%s}) {
    stream.cmd.dispatch @ex::@k {
      ro %cw[%c0 for %s] : !stream.resource<constant>{%s}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
"""
)


def test_a_captured_global_is_named() -> None:
    report = build_report(analyze_module(parse_module(OUTSIDE)))
    (row,) = report.groups[0].site_rows
    (bound,) = row.resources
    assert bound.name == "%cw"
    assert bound.captures == Capture("%w", "@weights")
    assert "site 0 in @main: ro %cw[0 for %s] (%w @weights)" in format_text(report)
    data = json.loads(dumps(report))
    validate(data, load_schema())
    assert data["groups"][0]["sites"][0]["resources"] == [
        {
            "access": "ro",
            "name": "%cw",
            "captures": {"value": "%w", "global": "@weights"},
            "offset": 0,
            "length": "%s",
        }
    ]


def test_a_real_dump_names_its_parameters_globals() -> None:
    report = build_report(analyze_module(parse_module(PARAMS.read_text())))
    text = format_text(report)
    assert (
        "site 0 in @main: ro %arg1[0 for 128] (%14), "
        "ro %arg2[0 for 512] (%8 @__parameter_model_w1_tensor_8x16xf32), "
        "ro %arg3[0 for 64] (%9 @__parameter_model_b1_tensor_16xf32), "
        "wo %arg7[0 for 256] (%17)"
    ) in text
    validate(json.loads(dumps(report)), load_schema())


@pytest.mark.slow
def test_the_report_tool_names_values_as_the_dump_numbers_them() -> None:
    dump = ROOT / "notebooks" / "weights.llvm-cpu.mlir"
    result = subprocess.run(
        [sys.executable, "-m", "xdsl_stream.tools.report", str(dump)],
        capture_output=True,
        text=True,
        check=True,
    )
    # In the dump, @main's %44 is the load of the packed constants.
    assert (
        '%44 = "util.global.load"() <{global = @__constant_tensor_128xf32'
        in dump.read_text()
    )
    assert (
        "site 0 in @main: ro %arg20[0 for 512] (%48), ro %arg21[0 for 512] (%47), "
        "ro %arg22[1024 for 512] (%44 @__constant_tensor_128xf32)"
    ) in result.stdout
    assert "wo %arg23[0 for 512] (%49#0)" in result.stdout
