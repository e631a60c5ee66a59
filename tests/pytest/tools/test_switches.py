"""`XDSL_STREAM_SPEEDUPS_OFF` turns speed-ups off in a tool process
(`xdsl_stream.tools.switches`), as `bench/ablation.py` uses it; the one a
tool's entry point reads itself (`Speedup.LAZY_FORMATS`, which a run in
process asks only as it imports a module declaring ops) changes no output."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from xdsl_stream.core.speedups import Speedup, is_on, turned_off
from xdsl_stream.tools.switches import (
    ENVIRONMENT_VARIABLE,
    UnknownSwitch,
    switches_named,
    turn_off_from_environment,
)


def test_names_are_the_speedups_values() -> None:
    assert switches_named("") == set()
    assert switches_named(" text-memo , print-joined ") == {
        Speedup.TEXT_MEMO,
        Speedup.PRINT_JOINED,
    }
    assert switches_named("fast-paths") == {Speedup.FAST_PATHS}
    assert switches_named("all") == set(Speedup)
    with pytest.raises(UnknownSwitch, match="unknown speed-up 'text_memo'"):
        switches_named("text_memo")


def test_the_environment_turns_off_what_it_names() -> None:
    environ = {ENVIRONMENT_VARIABLE: "verify-memo,fast-paths"}
    with turned_off(Speedup.PRINT_MEMO):
        turn_off_from_environment("prog", environ)
        assert not is_on(Speedup.VERIFY_MEMO)
        assert not is_on(Speedup.FAST_PATHS)
        assert is_on(Speedup.TEXT_MEMO)
    assert is_on(Speedup.VERIFY_MEMO) and is_on(Speedup.FAST_PATHS)  # restored


def test_an_unknown_name_is_a_message_not_a_traceback() -> None:
    with pytest.raises(SystemExit, match="^prog: error: XDSL_STREAM_SPEEDUPS_OFF"):
        turn_off_from_environment("prog", {ENVIRONMENT_VARIABLE: "bogus"})


@pytest.mark.slow
def test_the_driver_reads_the_variable(tmp_path: Path) -> None:
    source = tmp_path / "empty.mlir"
    source.write_text("")
    opt = Path(sys.executable).parent / "xdsl-stream-opt"
    env = {**os.environ, ENVIRONMENT_VARIABLE: "bogus"}
    result = subprocess.run(
        [opt, str(source)], capture_output=True, text=True, env=env, check=False
    )
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr.startswith(
        "xdsl-stream-opt: error: XDSL_STREAM_SPEEDUPS_OFF: unknown speed-up 'bogus'"
    )


ROOT = Path(__file__).parents[3]
BAD_ARITH = """
func.func @f(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  %z = arith.muli %y, %x : f32
  return %z : i32
}
"""


PDL_ANCHOR_MISSING = """
pdl.pattern @p : benefit(1) {
  %t = pdl.type :
  %r = pdl.operation "x.y" -> (%t : !pdl.type)
  pdl.rewrite %r with "r"
}
"""
"""An optional group begun without its anchor (`pdl.type :`, entry 25 of
docs/upstream.md): refused with the switch on or off (xDSL's own format
reads it as the op without its type)."""


@pytest.mark.slow
@pytest.mark.parametrize(
    "args",
    [
        ["-p", "fuse-dispatch-bindings", "tests/dumps/attention.llvm-cpu.mlir"],
        ["--print-debuginfo", "tests/dumps/conv_pool.llvm-cpu.loc.mlir"],
        ["BAD"],
        ["PDL"],
    ],
    ids=["dump", "locations", "bad-arith", "pdl-anchor"],
)
def test_lazy_formats_change_no_output(args: list[str], tmp_path: Path) -> None:
    bad = tmp_path / "bad.mlir"
    bad.write_text(BAD_ARITH)
    pdl = tmp_path / "pdl.mlir"
    pdl.write_text(PDL_ANCHOR_MISSING)
    named = {"BAD": str(bad), "PDL": str(pdl)}
    argv = [named.get(a, a) for a in args]
    opt = Path(sys.executable).parent / "xdsl-stream-opt"
    runs = [
        subprocess.run(
            [opt, *argv],
            capture_output=True,
            text=True,
            env={**os.environ, ENVIRONMENT_VARIABLE: off},
            cwd=ROOT,
            check=False,
        )
        for off in ("", Speedup.LAZY_FORMATS.value)
    ]
    on, off = ((r.returncode, r.stdout, r.stderr) for r in runs)
    assert on == off
    refused = args in (["BAD"], ["PDL"])
    assert on[0] == (1 if refused else 0)
    if args == ["PDL"]:
        assert ":3:18: error: expected attribute value" in on[2]
    else:
        assert ("arith.muli" in on[2]) if refused else ("arith." in on[1])


COUNTING_RUN = """
import atexit, sys
from xdsl.irdl.declarative_assembly_format import FormatProgram
compiled = []
original = FormatProgram.from_str
FormatProgram.from_str = staticmethod(
    lambda text, op_def: compiled.append(text) or original(text, op_def)
)
atexit.register(lambda: print(f"compiled {len(compiled)}", file=sys.stderr))
from xdsl_stream.tools.opt import entry_point
sys.argv = ["xdsl-stream-opt", sys.argv[1]]
entry_point()
"""
"""`xdsl-stream-opt` through its entry point, saying at exit how many
assembly formats the process compiled."""


@pytest.mark.slow
def test_the_entry_point_compiles_only_the_formats_it_uses() -> None:
    """With `LAZY_FORMATS` on, a run compiles the formats of the ops it
    prints in custom form; off, every format of every dialect it loads."""
    dump = ROOT / "tests/dumps/attention.llvm-cpu.mlir"
    counts: list[int] = []
    outputs: list[str] = []
    for off in ("", Speedup.LAZY_FORMATS.value):
        result = subprocess.run(
            [sys.executable, "-c", COUNTING_RUN, str(dump)],
            capture_output=True,
            text=True,
            env={**os.environ, ENVIRONMENT_VARIABLE: off},
            check=True,
        )
        counts.append(int(result.stderr.rsplit("compiled ", 1)[1]))
        outputs.append(result.stdout)
    lazy, eager = counts
    assert outputs[0] == outputs[1] and "arith.constant" in outputs[0]
    assert 0 < lazy < eager / 3
