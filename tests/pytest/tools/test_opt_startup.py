"""`xdsl-stream-opt` does no work twice and starts fast.

* A one-pass run verifies each op twice, after reading and after the pass,
  as MLIR does, and the module as a whole twice.
* `--help` and `--version` import none of the package's dialects, reader,
  printer, passes or analyses (they start as fast as stock `xdsl-opt`; the
  test checks the imports, not a time).
* A run imports what its input and pipeline name: a `stream.cmd` input
  without `-p` imports the `cmd` ops, neither the async, tensor nor
  parameter ops, nor any pass or analysis (`xdsl_stream.core.op_families`).
"""

from __future__ import annotations

import contextlib
import dataclasses
import io
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation

from xdsl_stream.io import reader
from xdsl_stream.tools.opt import main
from xdsl_stream.tools.pipeline_check import INTERNAL_OPTIONS
from xdsl_stream.universe import XDSL_STREAM_UNIVERSE

ROOT = Path(__file__).parents[3]
EXAMPLE = ROOT / "examples" / "fuse.mlir"
HEAVY = (
    "xdsl_stream.dialects",
    "xdsl_stream.io.parser",
    "xdsl_stream.io.printer",
    "xdsl_stream.transforms",
    "xdsl_stream.analysis",
    "xdsl_stream.core.diagnostics",
    "xdsl_stream.core.ir_helpers",
)


def test_a_one_pass_run_verifies_each_op_twice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Each op is verified by `verify_op` (xDSL's `Operation.verify`, or the
    # op's own checks alone where xDSL's have nothing to check).
    verified: Counter[int] = Counter()
    modules: list[Operation] = []
    verify = reader.verify_op

    def counting(op: Operation) -> None:
        verified[id(op)] += 1
        if isinstance(op, ModuleOp) and op.parent is None:
            modules.append(op)
        verify(op)

    monkeypatch.setattr(reader, "verify_op", counting)
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(["-p", "fuse-dispatch-bindings", str(EXAMPLE)]) == 0
    assert len(modules) == 2  # after reading, after the pass
    assert modules[0] is modules[1]
    assert {id(op) for op in modules[0].walk()} >= set(verified) - {id(modules[0])}
    assert max(verified.values()) == 2  # (ops the pass made: once)


@pytest.mark.slow
@pytest.mark.parametrize("flag", ["--help", "--version"])
def test_help_and_version_import_nothing_heavy(flag: str) -> None:
    output, loaded = _modules_after([flag])
    assert output  # the help or the version was printed
    assert "xdsl_stream.tools.opt" in loaded
    assert [m for m in loaded if m.startswith(HEAVY)] == []


def _modules_after(argv: list[str]) -> tuple[str, list[str]]:
    """What `main(argv)` printed, and the modules loaded by then, in a fresh
    process (`--help` and `--version` end by `SystemExit`)."""
    script = (
        "import sys\n"
        "from xdsl_stream.tools.opt import main\n"
        "try:\n"
        f"    status = main({argv!r})\n"
        "except SystemExit as done:\n"
        "    status = done.code\n"
        "print('\\n'.join(sorted(sys.modules)), file=sys.stderr)\n"
        "sys.exit(status)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    return result.stdout, result.stderr.split()


CMD_ONLY = """
util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.dispatch @ex::@fn(%c0 : index) {
      rw %x[%c0 for %sz] : !stream.resource<transient>{%sz}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
"""


@pytest.mark.slow
def test_a_cmd_input_imports_only_the_cmd_ops(tmp_path: Path) -> None:
    dump = tmp_path / "cmd.mlir"
    dump.write_text(CMD_ONLY)
    output, loaded = _modules_after([str(dump)])
    assert "stream.cmd.dispatch @ex::@fn(%c0 : index) {" in output
    family = "xdsl_stream.dialects.stream."
    assert family + "cmd" in loaded
    for unused in ("async_", "tensor", "parameter", "channel", "file"):
        assert family + unused not in loaded
    passes = ("xdsl_stream.transforms", "xdsl_stream.analysis")
    assert [m for m in loaded if m.startswith(passes)] == []


@pytest.mark.slow
def test_printing_imports_no_dialect_the_input_does_not_name(tmp_path: Path) -> None:
    dump = tmp_path / "util.mlir"
    dump.write_text(
        "util.func private @f(%x: index) -> index {\n  util.return %x : index\n}\n"
    )
    output, loaded = _modules_after([str(dump)])
    assert "util.return %x : index" in output
    for dialect in ("arith", "func", "complex", "cf", "math", "linalg"):
        assert f"xdsl.dialects.{dialect}" not in loaded


def test_internal_options_name_passes_and_their_fields() -> None:
    """`INTERNAL_OPTIONS` is keyed by pass name (so that it imports no
    pass): each name is a pass of the plugin table with those fields."""
    for name, fields in INTERNAL_OPTIONS.items():
        pass_class = XDSL_STREAM_UNIVERSE.all_passes[name]()
        assert pass_class.name == name
        assert fields <= {f.name for f in dataclasses.fields(pass_class)}
