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


MISSING_FUNCTION = """\
// Two dispatches of one kernel read a weight buffer at two offsets and write
// an output. The two read-only bindings always name the same resource, so
// fuse-dispatch-bindings merges them: 3 bindings become 2, and the byte
// offsets travel as operands instead.
stream.executable private @kernels {
  stream.executable.export public @scale_add workgroups(%n: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %n, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @other(%lhs: !stream.binding, %rhs: !stream.binding, %n: index, %out: !stream.binding) {
      %c0 = arith.constant 0 : index
      %a = stream.binding.subspan %lhs[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%n}
      %b = stream.binding.subspan %rhs[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%n}
      %o = stream.binding.subspan %out[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%n}
      return
    }
  }
}
util.func public @main(%weights: !stream.resource<constant>, %wsize: index, %out: !stream.resource<external>, %osize: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c192 = arith.constant 192 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%weights as %w: !stream.resource<constant>{%wsize}, %out as %o: !stream.resource<external>{%osize}) {
    stream.cmd.dispatch @kernels::@scale_add[%c16](%c16 : index) {
      ro %w[%c0 for %c64] : !stream.resource<constant>{%wsize},
      ro %w[%c64 for %c64] : !stream.resource<constant>{%wsize},
      wo %o[%c0 for %c64] : !stream.resource<external>{%osize}
    }
    stream.cmd.dispatch @kernels::@scale_add[%c16](%c16 : index) {
      ro %w[%c128 for %c64] : !stream.resource<constant>{%wsize},
      ro %w[%c192 for %c64] : !stream.resource<constant>{%wsize},
      wo %o[%c64 for %c64] : !stream.resource<external>{%osize}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
"""
"""An export whose function is not defined: the report lists it as an error,
the pass refuses the module."""

NO_BINDING_TWO_SITES = """\
stream.executable private @ex {
  stream.executable.export public @k workgroups() -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @k(%n0: index) {
      %c0 = arith.constant 0 : index
      return
    }
  }
}
util.func public @main(%r0: !stream.resource<external>) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c192 = arith.constant 192 : index
  %c256 = arith.constant 256 : index
  %c4096 = arith.constant 4096 : index
  %t = stream.cmd.execute with(%r0 as %x0: !stream.resource<external>{%c4096}) {
    "stream.cmd.dispatch"(%c0) <{entry_points = [@ex::@k], operandSegmentSizes = array<i32: 0, 1, 0, 0, 0, 0>, resource_accesses = []}> : (index) -> ()
    "stream.cmd.dispatch"(%c0) <{entry_points = [@ex::@k], operandSegmentSizes = array<i32: 0, 1, 0, 0, 0, 0>, resource_accesses = []}> : (index) -> ()
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
"""
"""An export with no binding, dispatched twice: its heat map is empty."""


@pytest.mark.parametrize(
    "text", [MISSING_FUNCTION, NO_BINDING_TWO_SITES], ids=["missing", "no-binding"]
)
def test_a_dump_the_pass_refuses_or_without_bindings_is_summed_up(
    text: str, tmp_path: Path
) -> None:
    """Each stopped the notebook with a traceback (the pass's error; a heat
    map of no binding)."""
    dump = tmp_path / "m.mlir"
    dump.write_text(text)
    result = _run("--dump", str(dump))
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout.startswith("unnamed module of m.mlir: 1 export group(s)")


def test_max_bindings_is_checked_and_zero_is_no_limit() -> None:
    """`--max-bindings abc` (or past the field's 4096) was a traceback, and
    0 meant 8; now a usage error (exit 1) and no limit, as in
    `xdsl-stream-report`."""
    bad = _run("--max-bindings", "abc")
    assert bad.returncode == 1
    assert bad.stderr == (
        "error: --max-bindings: expected a whole number from 0 to 4096, got 'abc'\n"
    )
    none = _run(
        "--dump", str(DUMPS / "params_stack.llvm-cpu.mlir"), "--max-bindings", "0"
    )
    assert none.returncode == 0, none.stderr
    assert "above the limit" not in none.stdout
