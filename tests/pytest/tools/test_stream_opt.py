"""`xdsl-stream-opt` on real dumps, and stock `xdsl-opt` left as xDSL made it.

* `xdsl-stream-opt` prints MLIR-style diagnostics (`FILE:LINE:COL: error:`),
  bounded in size, with no traceback for any user mistake, exit status 1 and
  nothing on stdout; reads `-`; goes on after a failing chunk with
  `--split-input-file`; reads location aliases defined after their uses in
  linear time; prints ops it does not own in generic form.
* Stock `xdsl-opt` with this package installed behaves on plain xDSL input
  exactly as without it, and warns when the pass runs on a module whose
  custom print would lose information.

`xdsl-stream-opt` runs as its console script does, in this process
(`harness.in_process`); stock `xdsl-opt` and `iree-opt` run as processes.
"""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from harness.in_process import run_stream_opt
from harness.oracle import find_tool
from harness.snippets import UNKNOWN_ENTRY_POINT

pytestmark = pytest.mark.slow  # a tool process per case

ROOT = Path(__file__).parents[3]
EXAMPLE = ROOT / "examples" / "fuse.mlir"

TRANSPOSED_MATMUL = """\
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>, sym_name = "mm"}> ({
  ^bb0(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>):
    %0 = "linalg.matmul"(%a, %b, %c) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%x: f32, %y: f32, %z: f32):
      %1 = "arith.mulf"(%x, %y) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2 = "arith.addf"(%z, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%0) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
"""
"""A·Bᵀ in generic form (as `iree-opt --mlir-print-op-generic` prints it):
xDSL 0.75's custom printer of `linalg.matmul` drops the maps (A·B)."""


def _run(
    tool: str, *args: str, stdin: str | bytes | None = None
) -> subprocess.CompletedProcess[str]:
    data = stdin.encode() if isinstance(stdin, str) else stdin
    result = subprocess.run(
        [find_tool(tool), *args], input=data, capture_output=True, check=False
    )
    return subprocess.CompletedProcess(
        result.args,
        result.returncode,
        result.stdout.decode("utf-8", "replace"),
        result.stderr.decode("utf-8", "replace"),
    )


def _stream_opt(
    *args: str, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    """`xdsl-stream-opt ARGS`, its console script's `main` run in this process
    (`harness.in_process`): the process itself is the subject of
    `test_bad_input.py`, `test_cli.py` and `test_opt_startup.py`."""
    return run_stream_opt(*args, stdin=stdin)


def _assert_user_error(result: subprocess.CompletedProcess[str], first: str) -> None:
    assert result.returncode == 1, result.stderr
    assert result.stdout == ""
    assert "Traceback" not in result.stderr
    assert result.stderr.splitlines()[0] == first, result.stderr


# ===----------------------------------------------------------------------=== #
# Diagnostics
# ===----------------------------------------------------------------------=== #


def test_verify_error_names_the_op_at_its_position(tmp_path: Path) -> None:
    bad = tmp_path / "bad.mlir"
    bad.write_text(EXAMPLE.read_text().replace("(%c16 : index) {", "{", 1))
    result = _stream_opt(str(bad))
    _assert_user_error(
        result,
        f"{bad}:27:5: error: 'stream.cmd.dispatch' op uniform operands () do not "
        "match the non-binding arguments of @kernels::@scale_add (index)",
    )
    assert result.stderr.splitlines()[1].startswith('  "stream.cmd.dispatch"(')


def test_error_uses_the_ops_own_location() -> None:
    """A dump's `loc(...)`, here an alias defined after its use, wins over the
    position in the input."""
    text = EXAMPLE.read_text().replace("(%c16 : index) {", "{", 1)
    text = text.replace(
        "wo %o[%c0 for %c64] : !stream.resource<external>{%osize}\n    }",
        "wo %o[%c0 for %c64] : !stream.resource<external>{%osize}\n    } loc(#loc9)",
        1,
    )
    result = _stream_opt(stdin=text + '#loc9 = loc("model.py":12:7)\n')
    _assert_user_error(
        result,
        "model.py:12:7: error: 'stream.cmd.dispatch' op uniform operands () do not "
        "match the non-binding arguments of @kernels::@scale_add (index)",
    )


def test_pass_error_names_every_export_at_fault() -> None:
    path = ROOT / "tests/filecheck/transforms/fuse_missing_function.mlir"
    result = _stream_opt("-p", "fuse-dispatch-bindings", str(path))
    errors = [line for line in result.stderr.splitlines() if ": error: " in line]
    assert result.returncode == 1 and result.stdout == ""
    lines = path.read_text().splitlines()
    exports = [
        f"{path}:{n}:3"
        for n, line in enumerate(lines, 1)
        if line.startswith("  stream.executable.export public @ghost")
        or line.startswith("  stream.executable.export public @external_fn")
    ]
    assert [e.split(": error: ")[0] for e in errors] == exports


def test_parse_error_shows_the_line_and_a_caret() -> None:
    result = _stream_opt(
        "-",
        stdin="stream.executable private @ex {\n"
        "  stream.executable.export public @f as(x)\n}\n",
    )
    _assert_user_error(
        result, "<stdin>:2:41: error: string literal expected as the export name"
    )
    assert result.stderr.splitlines()[1:3] == [
        "  stream.executable.export public @f as(x)",
        "                                        ^",
    ]


def _bench_module(sites: int) -> str:
    """A module of `make bench`'s generator (bench/ is not a package)."""
    path = ROOT / "bench" / "generate.py"
    spec = importlib.util.spec_from_file_location("bench_generate", path)
    assert spec is not None and spec.loader is not None
    generator = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generator)
    return generator.generate(sites, seed=1)


def test_errors_of_a_large_module_fit_on_a_screen() -> None:
    """Every export of a 2k-site module misses its function: ten errors shown,
    the rest counted."""
    text = _bench_module(2000).replace("func.func @", "func.func @renamed_")
    result = _stream_opt("-p", "fuse-dispatch-bindings", stdin=text)
    assert result.returncode == 1 and result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) <= 60, result.stderr[:3000]
    assert sum(": error: " in line for line in lines) == 10
    assert re.fullmatch(r"\.\.\. and \d+ more diagnostic\(s\)", lines[-1])


def test_split_input_file_reports_every_failing_chunk() -> None:
    good = EXAMPLE.read_text()
    bad = good.replace("(%c16 : index) {", "{", 1)
    text = "\n// -----\n".join([bad, good, bad])
    result = _stream_opt("--split-input-file", stdin=text)
    errors = [line for line in result.stderr.splitlines() if ": error: " in line]
    assert result.returncode == 1
    assert len(errors) == 2, result.stderr
    assert "stream.cmd.dispatch @kernels::@scale_add" in result.stdout


SPLIT = (
    "util.global private @a : i32\n// -----\nutil.global @x :\n// -----\n"
    "util.global private @b : i32\n"
)
"""Three chunks, the second one failing."""


def test_split_input_file_prints_failed_chunks_empty_as_iree_opt() -> None:
    result = _stream_opt("--split-input-file", stdin=SPLIT)
    assert result.returncode == 1
    iree = _run("iree-opt", "--split-input-file", stdin=SPLIT)
    assert result.stdout == iree.stdout


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="a Linux device")
def test_a_full_disk_is_a_message_not_an_internal_error() -> None:
    with open("/dev/full", "w") as full:
        result = subprocess.run(
            [find_tool("xdsl-stream-opt"), "-"],
            input="module {}\n",
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            check=False,
        )
    assert result.returncode == 1
    assert result.stderr == (
        "xdsl-stream-opt: error: cannot write to standard output: "
        "No space left on device\n"
    )


@pytest.mark.parametrize("flags", [[], ["--verify-diagnostics"]])
def test_no_output_file_is_written_when_a_chunk_fails(
    tmp_path: Path, flags: list[str]
) -> None:
    """Neither a file half the chunks make, nor an empty one, nor the input
    overwritten by the chunks that read (also under xDSL's test flag, whose
    run writes as it goes)."""
    kept, new, source = (
        tmp_path / "kept.mlir",
        tmp_path / "new.mlir",
        tmp_path / "in.mlir",
    )
    kept.write_text("KEEP\n")
    source.write_text(SPLIT)
    for output in (kept, new, source):
        result = _stream_opt(
            *flags, "--split-input-file", str(source), "-o", str(output)
        )
        assert result.returncode == 1
    assert kept.read_text() == "KEEP\n"
    assert not new.exists()
    assert source.read_text() == SPLIT


def test_test_flags_report_what_they_do_not_cover_as_without_them() -> None:
    """xDSL's test flags print verifier errors (`--verify-diagnostics`) or
    parse errors (`--parsing-diagnostics`) on stdout and exit 0; an error the
    flag does not cover is the located error of any run, not an internal
    one."""
    result = _stream_opt("--verify-diagnostics", "--split-input-file", stdin=SPLIT)
    without = _stream_opt("--split-input-file", stdin=SPLIT)
    assert (result.returncode, result.stderr) == (1, without.stderr)
    assert result.stderr.startswith("<stdin>:3:17: error: ")  # (iree-opt's place)
    bad = "util.func @f() {\n  %0 = util.global.load @nope : i32\n  util.return\n}\n"
    result = _stream_opt("--verify-diagnostics", stdin=bad)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.startswith("'util.global.load' op undefined global: @nope")
    result = _stream_opt("--parsing-diagnostics", stdin=bad)
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr.startswith(
        "<stdin>:2:8: error: 'util.global.load' op undefined global: @nope"
    )


@pytest.mark.parametrize(
    ("args", "first"),
    [
        (
            ["-p", "fuse-dispatch-bindings{alias-mutable=true}"],
            "xdsl-stream-opt: error: invalid pass pipeline: unknown option "
            "'alias-mutable' of pass 'fuse-dispatch-bindings'; did you mean "
            "'alias-mutable-bindings'? (options: alias-mutable-bindings, report, "
            "max-bindings, max-bindings-error, rebase)",
        ),
        (["-p", "fuse-dispatch-bindings{max-bindings=four}"], None),
        (["-p", "fuse-dispatch-bindings{report=1}"], None),
        (
            ["-p", "fuse-dispach-bindings"],
            "xdsl-stream-opt: error: invalid pass pipeline: unknown pass "
            "'fuse-dispach-bindings'; did you mean 'fuse-dispatch-bindings'?",
        ),
        (
            ["-p", "fuse-dispatch-bindings{max-bindings=-3}"],
            "xdsl-stream-opt: error: invalid pass pipeline: fuse-dispatch-bindings: "
            "max-bindings must be 0 (no limit) or a positive number of bindings, "
            "got -3",
        ),
        (["-p", "fuse-dispatch-bindings{"], None),
        (["--no-such-flag"], None),
        (
            ["missing.mlir"],
            "xdsl-stream-opt: error: cannot read missing.mlir: No such file or "
            "directory",
        ),
    ],
)
def test_command_line_mistakes(args: list[str], first: str | None) -> None:
    inputs = [] if args[0].endswith(".mlir") else [str(EXAMPLE)]
    result = _stream_opt(*args, *inputs)
    assert result.returncode == 1, result.stderr
    assert result.stdout == ""
    assert "Traceback" not in result.stderr
    assert "error" in result.stderr
    if first is not None:
        assert result.stderr.splitlines()[0].startswith(first), result.stderr


def test_unwritable_output(tmp_path: Path) -> None:
    target = tmp_path / "missing-dir" / "out.mlir"
    result = _stream_opt("-o", str(target), str(EXAMPLE))
    _assert_user_error(
        result,
        f"xdsl-stream-opt: error: cannot write {target}: No such file or directory",
    )


def test_unreadable_file(tmp_path: Path) -> None:
    directory = tmp_path / "dir.mlir"
    directory.mkdir()
    result = _stream_opt(str(directory))
    _assert_user_error(
        result, f"xdsl-stream-opt: error: cannot read {directory}: Is a directory"
    )


def test_hint_for_custom_form_iree_ir() -> None:
    result = _stream_opt(
        "--allow-unregistered-dialect", stdin="hal.executable private @x {\n}\n"
    )
    assert result.returncode == 1
    assert "dump the IR with --mlir-print-op-generic" in result.stderr


def test_unregistered_ops_are_read_by_default() -> None:
    result = _stream_opt(stdin='"test.use"() : () -> ()\n')
    assert result.returncode == 0, result.stderr
    assert '"test.use"() : () -> ()' in result.stdout


def test_hint_for_unregistered_op_when_strict() -> None:
    result = _stream_opt("--strict-dialects", stdin='"test.use"() : () -> ()\n')
    assert result.returncode == 1
    assert "without --strict-dialects its ops and attributes" in result.stderr


def test_max_bindings_error_fails_the_run() -> None:
    result = _stream_opt(
        "-p",
        "fuse-dispatch-bindings{max-bindings=1 max-bindings-error=true}",
        str(EXAMPLE),
    )
    _assert_user_error(
        result,
        f"{EXAMPLE}:6:3: error: fuse-dispatch-bindings: export @kernels::@scale_add "
        "has 2 bindings after fusion (3 before fusion), above the limit of 1",
    )


def test_max_bindings_warning_is_placed() -> None:
    result = _stream_opt("-p", "fuse-dispatch-bindings{max-bindings=1}", str(EXAMPLE))
    assert result.returncode == 0
    assert result.stderr.startswith(f"{EXAMPLE}:6:3: warning: fuse-dispatch-bindings")


# ===----------------------------------------------------------------------=== #
# Location aliases defined after their uses
# ===----------------------------------------------------------------------=== #


def _alias_chain(count: int) -> str:
    """An op whose location is the last of `count` aliases, each a call site of
    the one before it, all defined after the op (the worst valid order)."""
    lines = [f'"test.op"() : () -> () loc(#loc{count - 1})']
    lines.append('#loc0 = loc("model.py":1:1)')
    lines += [
        f'#loc{n} = loc(callsite(#loc{n - 1} at "model.py":{n}:1))'
        for n in range(1, count)
    ]
    return "\n".join(lines) + "\n"


def test_alias_chain_resolves_to_the_nested_location() -> None:
    result = _stream_opt(
        "--allow-unregistered-dialect", "--print-debuginfo", stdin=_alias_chain(3)
    )
    assert result.returncode == 0, result.stderr
    assert (
        'loc(callsite(callsite("model.py":1:1 at "model.py":1:1) at "model.py":2:1))'
        in result.stdout
    )


def test_long_alias_chain_reads_in_linear_time() -> None:
    """1,000 aliases, each naming the next one defined later: read once each
    (a fixpoint over them took 18 s).  The bound is loose on purpose: this
    guards against quadratic time, not a speed target."""
    start = time.perf_counter()
    result = _stream_opt("--allow-unregistered-dialect", stdin=_alias_chain(1000))
    elapsed = time.perf_counter() - start
    assert result.returncode == 0, result.stderr[-2000:]
    assert '"test.op"() : () -> ()' in result.stdout
    assert elapsed < 10, f"{elapsed:.1f} s for 1,000 chained aliases"


def test_attribute_alias_used_before_definition_is_refused() -> None:
    text = '"test.op"() {a = #foo} : () -> ()\n#foo = 1 : i32\n'
    result = _stream_opt("--allow-unregistered-dialect", stdin=text)
    assert result.returncode == 1
    assert "undefined symbol alias '#foo'" in result.stderr


def test_alias_cycle_is_refused() -> None:
    """A definition naming an alias defined after it, as MLIR refuses it."""
    text = (
        '"test.op"() : () -> () loc(#a)\n'
        '#a = loc(callsite(#b at "f":1:1))\n#b = loc(callsite(#a at "f":2:1))\n'
    )
    result = _stream_opt("--allow-unregistered-dialect", stdin=text)
    assert result.returncode == 1
    assert "<stdin>:2:21: error: undefined symbol alias '#b'" in result.stderr
    assert "Traceback" not in result.stderr


# ===----------------------------------------------------------------------=== #
# Printing what we do not own
# ===----------------------------------------------------------------------=== #


def test_transposed_matmul_survives_xdsl_stream_opt() -> None:
    result = _stream_opt(
        "--allow-unregistered-dialect",
        "-p",
        "fuse-dispatch-bindings",
        stdin=TRANSPOSED_MATMUL,
    )
    assert result.returncode == 0, result.stderr
    assert "(d1, d2)" in result.stdout
    assert result.stderr == ""
    iree_in = _run("iree-opt", stdin=TRANSPOSED_MATMUL)
    iree_out = _run("iree-opt", stdin=result.stdout)
    assert iree_in.returncode == 0 and iree_out.stdout == iree_in.stdout


def test_transposed_matmul_warns_under_stock_xdsl_opt() -> None:
    result = _run(
        "xdsl-opt",
        "--allow-unregistered-dialect",
        "-p",
        "fuse-dispatch-bindings",
        stdin=TRANSPOSED_MATMUL,
    )
    assert result.returncode == 0
    assert re.search(
        r"warning: 'linalg\.matmul' would lose information in custom form .*"
        r"--print-op-generic",
        result.stderr,
    ), result.stderr
    # Printed in generic form, nothing is lost: no warning.
    generic = _run(
        "xdsl-opt",
        "--allow-unregistered-dialect",
        "--print-op-generic",
        "-p",
        "fuse-dispatch-bindings",
        stdin=TRANSPOSED_MATMUL,
    )
    assert generic.returncode == 0 and generic.stderr == "", generic.stderr
    assert "(d1, d2)" in generic.stdout


def test_each_pass_of_the_package_warns_under_stock_xdsl_opt() -> None:
    # Each of the package's passes, not only fuse and the segment, warns
    # where stock `xdsl-opt` is to print the module in custom form (they
    # printed the matmul as a plain one, with no word).
    passes = (
        "fold-uniform-operands",
        "annotate-dispatch-arguments",
        "pack-dispatch-operands",
        "mlir-cse",
        "fuse-dispatch-bindings-report",
    )
    result = _run(
        "xdsl-opt",
        "--allow-unregistered-dialect",
        "-p",
        ",".join(passes),
        stdin=TRANSPOSED_MATMUL,
    )
    assert result.returncode == 0, result.stderr
    warnings = re.findall(r"warning: 'linalg\.matmul' would lose", result.stderr)
    assert len(warnings) == len(passes), result.stderr


_UNREGISTERED_ATTR_WITH_ALIASES = """\
#map_a = affine_map<(d0, d1) -> (d1, d0)>
!elem = f16
util.func private @f(%arg0: index) -> index {
  %0 = arith.addi %arg0, %arg0 {cfg = #vendor.config<maps = [#map_a], elem = !elem, s = "#map_a">} : index
  util.return %0 : index
}
"""
"""An attribute of a dialect no one registered, naming an attribute and a
type alias in its body (as `#iree_codegen...` attributes in dumps do)."""


def test_aliases_in_unregistered_attributes_are_written_out() -> None:
    result = _stream_opt(
        "--allow-unregistered-dialect", stdin=_UNREGISTERED_ATTR_WITH_ALIASES
    )
    assert result.returncode == 0, result.stderr
    assert "maps = [affine_map<(d0, d1) -> (d1, d0)>], elem = f16" in result.stdout
    assert 's = "#map_a"' in result.stdout  # strings are left alone
    # iree-opt itself keeps such a body as written and prints `#map_a` with
    # no definition; ours reads back.
    iree_out = _run("iree-opt", "--allow-unregistered-dialect", stdin=result.stdout)
    assert iree_out.returncode == 0, iree_out.stderr


def test_own_ops_stay_in_custom_form() -> None:
    """The package's ops in custom form; xDSL's where its text is MLIR's
    (`xdsl_stream.io.mlir_forms`), the rest generic."""
    result = _stream_opt("-p", "fuse-dispatch-bindings", str(EXAMPLE))
    assert result.returncode == 0
    assert "stream.cmd.dispatch @kernels::@scale_add" in result.stdout
    assert "arith.constant 0 : index" in result.stdout
    assert _run("iree-opt", stdin=result.stdout).returncode == 0


# ===----------------------------------------------------------------------=== #
# Stock xdsl-opt is unchanged by the plugin
# ===----------------------------------------------------------------------=== #

_STOCK_XDSL_OPT = """\
import contextlib, importlib.metadata as metadata, io, json, sys, traceback
if sys.argv[1] == "without":
    found = metadata.entry_points
    metadata.entry_points = lambda **kw: [
        e for e in found(**kw) if e.value.split(".")[0] != "xdsl_stream"
    ]
from xdsl.tools.xdsl_opt import main
results = []
for args, text in json.load(sys.stdin):
    sys.argv = ["xdsl-opt", *args]
    sys.stdin = io.TextIOWrapper(io.BytesIO(text.encode()), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            main()
            status = 0
        except SystemExit as exit_:
            status = exit_.code if isinstance(exit_.code, int) else 1
        except Exception:  # what the process would print, and exit 1
            traceback.print_exc()
            status = 1
    results.append([status, out.getvalue(), err.getvalue()])
sys.__stdout__.write(json.dumps(results))
"""
"""Stock `xdsl-opt`'s `main`, with the package's entry points or without
them, run on each (arguments, stdin) of a JSON list read from stdin, as its
console script runs it: what each run exits with and writes (an exception
that escapes is printed as the process would, with exit status 1).  One process
for each side runs every case (the plugin is found, or not, at the first)."""

_PLAIN_INPUTS = {
    "good": "func.func @f(%a: i32) -> i32 {\n  %b = arith.addi %a, %a : i32\n"
    "  func.return %b : i32\n}\n",
    "parse error": "func.func @f( {\n",
    "verify error": "func.func @f() -> i32 {\n  func.return\n}\n",
    "forward attribute alias": '"test.op"() {a = #x} : () -> ()\n#x = 1 : i32\n',
    "forward location alias": _alias_chain(1000),
    "location aliases in order": '#l = loc("a":1:2)\n"test.op"() : () -> () loc(#l)\n',
}
_STOCK_ARGS = [[], ["--allow-unregistered-dialect", "-p", "cse,canonicalize"]]
_STOCK_CASES = [
    *((name, args) for args in _STOCK_ARGS for name in sorted(_PLAIN_INPUTS)),
    ("good", ["-p", "fuse-dispatch-bindings"]),
]
"""Every input with both argument lists, and a pass that only the package
has (found with it, unknown without: each side is the one it says)."""


@pytest.fixture(scope="module")
def stock_runs() -> dict[str, dict[tuple[str, str], list[object]]]:
    """Every case through stock `xdsl-opt`, with the package and without."""
    cases = [(args, _PLAIN_INPUTS[name]) for name, args in _STOCK_CASES]
    runs: dict[str, dict[tuple[str, str], list[object]]] = {}
    for which in ("with", "without"):
        result = subprocess.run(
            [sys.executable, "-c", _STOCK_XDSL_OPT, which],
            input=json.dumps(cases),
            capture_output=True,
            text=True,
            check=True,
        )
        outcomes = json.loads(result.stdout)
        runs[which] = {
            (name, " ".join(args)): outcome
            for (name, args), outcome in zip(_STOCK_CASES, outcomes, strict=True)
        }
    return runs


def test_stock_xdsl_opt_finds_the_plugin_only_with_it(
    stock_runs: dict[str, dict[tuple[str, str], list[object]]],
) -> None:
    """The comparison below is not vacuous: the plugin's pass runs with the
    package and is unknown without it, a good input prints its program and
    a bad one fails."""
    ours = ("good", "-p fuse-dispatch-bindings")
    assert stock_runs["with"][ours][0] == 0
    assert stock_runs["without"][ours][0] != 0
    good = stock_runs["with"][("good", "")]
    assert good[0] == 0 and "arith.addi" in str(good[1])
    assert stock_runs["with"][("parse error", "")][0] != 0


@pytest.mark.parametrize("name", sorted(_PLAIN_INPUTS))
@pytest.mark.parametrize("args", _STOCK_ARGS)
def test_stock_xdsl_opt_unchanged_by_the_package(
    name: str,
    args: list[str],
    stock_runs: dict[str, dict[tuple[str, str], list[object]]],
) -> None:
    key = (name, " ".join(args))
    assert stock_runs["with"][key] == stock_runs["without"][key]


@pytest.mark.parametrize("tool", ["xdsl-opt", "xdsl-stream-opt"])
def test_stream_typo_is_refused_by_both_tools(tool: str) -> None:
    """The dialect is complete, so an unknown `stream.*` op is an error even
    with unregistered ops allowed: at parse time in `xdsl-stream-opt`, at
    verification of the enclosing `util.func` in stock `xdsl-opt`."""
    text = 'util.func public @f() {\n  "stream.cmd.dispach"() : () -> ()\n  util.return\n}\n'
    result = _run(tool, "--allow-unregistered-dialect", stdin=text)
    assert result.returncode != 0
    assert result.stdout == ""
    assert (
        "unregistered operation 'stream.cmd.dispach' found in dialect ('stream') "
        "that does not allow unknown operations"
    ) in result.stderr


def test_qualified_names_are_not_taken_for_stream_ops() -> None:
    """xDSL tries an unknown op name under the enclosing op's dialect too, so
    inside a `stream.executable` an MLIR `"async.execute"` would become
    `stream.async.execute`; the package's parser looks qualified names up as
    written, as MLIR does."""
    text = (
        "stream.executable private @ex {\n  builtin.module {\n"
        '    "async.execute"() : () -> ()\n  }\n}\n'
    )
    result = _stream_opt("--allow-unregistered-dialect", stdin=text)
    assert result.returncode == 0, result.stderr
    assert '"async.execute"() : () -> ()' in result.stdout


@pytest.mark.parametrize("flag", ["--verify-diagnostics", "--parsing-diagnostics"])
def test_a_pass_warning_is_placed_under_the_diagnostics_flags(flag: str) -> None:
    # They named no line (`warning: ... at: stream.cmd.dispatch ...`).
    result = _stream_opt(
        flag, "-p", "fuse-dispatch-bindings", stdin=UNKNOWN_ENTRY_POINT
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr.startswith("<stdin>:4:5: warning: fuse-dispatch-bindings:")
