"""No traceback on any input, the same message in every tool, no state left.

In process (cheap): `xdsl-stream-opt`'s and `xdsl-stream-report`'s `main`,
and the API, on a model source xDSL's linalg parser crashes on, on bytes
that are not UTF-8, on an empty input, on nesting deeper than the API can
read; `main` run many times with different flags leaves the process as it
found it; `--time-passes` reports on failure too; a printer that raises is
an error at the op.  The console scripts themselves (a deep stack for 1,000
and 2,001 nested regions) run as processes, marked slow.
"""

from __future__ import annotations

import atexit
import gc
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest
from harness.oracle import find_tool
from xdsl.dialects import arith

from xdsl_stream.api import parse_module, print_module
from xdsl_stream.io.printer import PrintError
from xdsl_stream.io.reader import ReadError
from xdsl_stream.tools import opt, report
from xdsl_stream.tools.process import write_stdout, write_whole

EXAMPLE = Path(__file__).parents[3] / "examples" / "fuse.mlir"

CONV_WITHOUT_INPUTS = """\
func.func @f(%c: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} outs(%c : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %r : tensor<1x4x4x4xf32>
}
"""
"""A convolution without inputs in custom form: xDSL 0.75's linalg parser
raises IndexError on it (iree-opt: `region expects 3 args, got 1`)."""
CONV_ERROR = (
    "m.mlir:2:3: error: xDSL could not read this op (IndexError: tuple index "
    "out of range); its custom form may be one xDSL's parser does not know"
)


def _nested(depth: int) -> str:
    return '"a.b"() ({\n' * depth + "}) : () -> ()\n" * depth


def _first_lines(
    tool: str, path: Path, capsys: pytest.CaptureFixture[str]
) -> tuple[int, str, str]:
    """(status, first line of stderr, stdout) of a tool's `main` on `path`."""
    main = opt.main if tool == "opt" else report.main
    status = main([str(path)])
    captured = capsys.readouterr()
    return status, captured.err.split("\n", 1)[0], captured.out


def _api_first_line(data: str | bytes, name: str) -> str:
    with pytest.raises(ReadError) as raised:
        parse_module(data, name=name)
    return str(raised.value).split("\n", 1)[0]


@pytest.mark.parametrize("tool", ["opt", "report"])
def test_a_crash_of_xdsls_parser_is_an_error_at_the_op(
    tool: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "m.mlir"
    path.write_text(CONV_WITHOUT_INPUTS)
    status, first, out = _first_lines(tool, path, capsys)
    assert (status, out) == (1, "")
    assert first == CONV_ERROR.replace("m.mlir", str(path))
    assert _api_first_line(CONV_WITHOUT_INPUTS, "m.mlir") == CONV_ERROR


NOT_UTF8 = b'"x.y"() {a = 1 : i32} : () -> ()\n"x.y"() \xe9 : () -> ()\n'
NOT_UTF8_ERROR = (
    "NAME:2:9: error: byte 0xe9 is not UTF-8 (only a comment may hold such bytes)"
)


@pytest.mark.parametrize("tool", ["opt", "report"])
def test_one_message_for_bytes_that_are_not_utf8(
    tool: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.mlir"
    path.write_bytes(NOT_UTF8)
    status, first, out = _first_lines(tool, path, capsys)
    assert (status, out) == (1, "")
    assert first == NOT_UTF8_ERROR.replace("NAME", str(path))
    assert _api_first_line(NOT_UTF8, "bad.mlir") == NOT_UTF8_ERROR.replace(
        "NAME", "bad.mlir"
    )


def test_bytes_in_a_comment_and_an_empty_input_read() -> None:
    commented = parse_module(b"// caf\xe9\n" + NOT_UTF8.split(b"\n")[0] + b" // \xff")
    assert (
        print_module(commented)
        == 'builtin.module {\n  "x.y"() {a = 1 : i32} : () -> ()\n}\n'
    )
    empty = parse_module("")
    assert print_module(empty) == print_module(parse_module("module {}"))
    assert print_module(parse_module(b"// only a comment\n")) == "builtin.module {\n}\n"


def test_nesting_beyond_the_recursion_limit_is_a_located_error() -> None:
    """The API runs under its caller's recursion limit: too deep for it is a
    parse error where the reader stopped, not a RecursionError."""
    depth = sys.getrecursionlimit()
    first = _api_first_line(_nested(depth), "deep.mlir")
    assert first.startswith("deep.mlir:")
    assert first.endswith(
        ": error: nesting too deep to read within Python's recursion limit "
        "(xdsl-stream-opt reads 2000 nested regions)"
    )


def _process_state() -> tuple[object, ...]:
    return (
        gc.isenabled(),
        gc.get_freeze_count(),
        gc.get_threshold(),
        sys.excepthook,
        threading.excepthook,
        atexit._ncallbacks(),  # pyright: ignore[reportPrivateUsage, reportAttributeAccessIssue]
        sys.getrecursionlimit(),
    )


def test_main_leaves_the_process_as_it_found_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = tmp_path / "good.mlir"
    good.write_text('"x.y"() : () -> ()\n')
    bad = tmp_path / "bad.mlir"
    bad.write_text('"x.y"() : () -> (\n')
    before = _process_state()
    runs = [
        [str(good)],
        [str(good), "--print-op-generic", "--time-passes"],
        [str(bad)],
        [str(good), "-p", "fuse-dispatch-bindings"],
        [str(good), "--split-input-file", "--timing"],
        ["--no-such-flag"],
        [str(bad), "--strict-dialects"],
    ]
    statuses = [opt.main(args) for args in runs]
    capsys.readouterr()
    assert statuses == [0, 0, 1, 0, 0, 1, 1]
    assert _process_state() == before


def test_time_passes_reports_on_failure(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.mlir"
    bad.write_text('"x.y"() : () -> ()\n// -----\n"x.y"() : () -> (\n')
    for args in ([str(bad)], [str(bad), "--split-input-file"]):
        assert opt.main([*args, "--time-passes"]) == 1
        captured = capsys.readouterr()
        assert "... Execution time report ..." in captured.err
        assert "  Parser\n" in captured.err
        # Without --split-input-file a failure writes nothing to stdout.
        assert ("x.y" in captured.out) == ("--split-input-file" in args)


def test_a_printer_that_raises_is_an_error_at_the_op(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    module = parse_module("%c = arith.constant 1 : index\n")

    def broken(self: arith.ConstantOp, printer: object) -> None:
        raise IndexError("boom")

    monkeypatch.setattr(arith.ConstantOp, "print", broken)
    with pytest.raises(PrintError) as raised:
        print_module(module)
    assert raised.value.op.name == "arith.constant"
    assert str(raised.value) == (
        "'arith.constant' op: xDSL could not print this op (IndexError: boom)"
    )


@pytest.mark.slow
def test_the_console_script_reads_1000_nested_regions(tmp_path: Path) -> None:
    """As iree-opt does: read, verified and printed; 2,001 is an error at the
    region that is one too deep."""
    path = tmp_path / "deep.mlir"
    path.write_text(_nested(1000))
    result = subprocess.run(
        [find_tool("xdsl-stream-opt"), str(path), "--print-op-generic"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.count('"a.b"() ({') == 1000
    path.write_text(_nested(2001))
    for tool in ("xdsl-stream-opt", "xdsl-stream-report"):
        result = subprocess.run(
            [find_tool(tool), str(path)], capture_output=True, text=True, check=False
        )
        assert (result.returncode, result.stdout) == (1, "")
        assert result.stderr.split("\n", 1)[0] == (
            f"{path}:2001:10: error: regions nested more than 2000 deep"
        )


def test_the_driver_says_where_a_printer_raised(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "t.mlir"
    path.write_text(
        '"x.y"() : () -> ()\nstream.timepoint.immediate => !stream.timepoint\n'
    )
    module = parse_module(path.read_text())
    immediate = type(list(module.ops)[1])

    def broken(self: object, printer: object) -> None:
        raise IndexError("boom")

    monkeypatch.setattr(immediate, "print", broken)
    assert opt.main([str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        f"{path}:2:1: error: 'stream.timepoint.immediate' op: xDSL could not "
        "print this op (IndexError: boom)\n"
    )


def _blocked_writing_to_a_pipe(pid: int) -> bool:
    """Whether a thread of process `pid` waits for room in a pipe."""
    for wchan in Path(f"/proc/{pid}/task").glob("*/wchan"):
        try:
            if "pipe_write" in wchan.read_text():
                return True
        except OSError:  # the thread ended
            continue
    return False


OPS = 20_000
"""Ops of the module `_printing_many_ops` prints: output past a pipe's buffer."""


def _printing_many_ops(tmp_path: Path) -> subprocess.Popen[bytes]:
    """`xdsl-stream-opt` printing `OPS` ops to a pipe nobody reads yet."""
    path = tmp_path / "many.mlir"
    path.write_text('"a.b"() : () -> ()\n' * OPS)
    return subprocess.Popen(
        [find_tool("xdsl-stream-opt"), str(path), "--print-op-generic"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs Linux /proc")
def test_output_is_whole_after_the_process_is_stopped_and_continued(
    tmp_path: Path,
) -> None:
    """Ctrl-Z and `fg` while the reader of the output lags: the kernel cuts
    the write short, and Python's buffered stdout dropped the rest (exit 0)."""
    tool = _printing_many_ops(tmp_path)
    deadline = time.monotonic() + 60
    while not _blocked_writing_to_a_pipe(tool.pid) and time.monotonic() < deadline:
        time.sleep(0.01)
    blocked = _blocked_writing_to_a_pipe(tool.pid)  # else the case is not made
    os.kill(tool.pid, signal.SIGSTOP)
    os.kill(tool.pid, signal.SIGCONT)
    out, err = tool.communicate()
    assert blocked
    assert tool.returncode == 0, err
    assert out.count(b'"a.b"() : () -> ()') == OPS


@pytest.mark.slow
def test_a_reader_that_goes_away_ends_the_output_quietly(tmp_path: Path) -> None:
    """`xdsl-stream-opt big.mlir | head -1`: no internal error, status 0, as
    before the output was written whole."""
    tool = _printing_many_ops(tmp_path)
    assert tool.stdout is not None and tool.stderr is not None
    assert tool.stdout.readline()
    tool.stdout.close()
    err = tool.stderr.read()
    tool.stderr.close()
    assert tool.wait() == 0
    assert err == b""


def test_write_stdout_writes_the_rest_of_a_short_write(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = tmp_path / "out"
    with path.open("w", encoding="utf-8") as stream:
        real_write = os.write

        def short_write(fd: int, data: memoryview) -> int:
            return real_write(fd, data[:1000])

        monkeypatch.setattr(sys, "stdout", stream)
        monkeypatch.setattr(os, "write", short_write)
        write_stdout("é" * 5000)
    assert path.read_text(encoding="utf-8") == "é" * 5000


@pytest.mark.parametrize("tool", ["opt", "report"])
def test_an_output_file_is_whole_or_as_it_was(
    tool: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`-o FILE` holds the whole output, with the mode the file had; a write
    cut short (a full disk, a file size limit: here the rename fails) leaves
    it as it was, and no temporary file beside it."""
    main = opt.main if tool == "opt" else report.main
    out = tmp_path / "out.txt"
    out.write_text("STALE\n")
    out.chmod(0o640)
    assert main([str(EXAMPLE), "-o", str(out)]) == 0
    whole = out.read_text()
    assert "STALE" not in whole and out.stat().st_mode & 0o777 == 0o640

    def refused(source: str, target: str) -> None:
        raise OSError(28, "No space left on device")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "replace", refused)
        assert main([str(EXAMPLE), "-o", str(out)]) == 1
    assert out.read_text() == whole
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.txt"]
    assert "cannot write" in capsys.readouterr().err


@pytest.mark.slow
@pytest.mark.parametrize("tool", ["xdsl-stream-opt", "xdsl-stream-report"])
@pytest.mark.parametrize(
    ("closed", "args", "said"),
    [
        (1, [str(EXAMPLE)], "cannot write to standard output: Bad file descriptor"),
        (0, ["-"], "cannot read "),
    ],
    ids=["stdout", "stdin"],
)
def test_a_closed_standard_stream_is_said(
    tool: str, closed: int, args: list[str], said: str
) -> None:
    """A process started without its stdout or stdin (`>&-`, `<&-`) says it
    cannot write or read it, as of a file: not an internal error."""
    result = subprocess.run(
        [find_tool(tool), *args],
        stdin=subprocess.DEVNULL if closed else None,
        stderr=subprocess.PIPE,
        text=True,
        check=False,
        preexec_fn=lambda: os.close(closed),
    )
    assert result.returncode == 1
    assert said in result.stderr and "internal error" not in result.stderr


def test_write_whole_where_no_file_can_be_made_beside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A device is written as it is, with nothing made beside it; a file in a
    directory that takes no new file (here `mkstemp` refused) is written in
    place rather than refused."""
    before = {p for p in os.listdir("/dev") if p.startswith(".null.")}
    write_whole("/dev/null", "text")
    assert {p for p in os.listdir("/dev") if p.startswith(".null.")} == before
    out = tmp_path / "out.txt"
    out.write_text("old")

    def refused(**_: object) -> tuple[int, str]:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tempfile, "mkstemp", refused)
    write_whole(str(out), "new")
    assert out.read_text() == "new"


def test_no_picture_is_left_when_the_report_cannot_be_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`--png P -o FILE` with FILE unwritable: exit 1 and no new picture
    (the picture was saved first and left beside the failed run)."""
    picture = tmp_path / "bindings.png"
    example = Path(__file__).parents[3] / "examples" / "fuse.mlir"
    args = [str(example), "--png", str(picture)]
    assert report.main([*args, "-o", str(tmp_path / "no" / "r.txt")]) == 1
    assert "cannot write" in capsys.readouterr().err
    assert not picture.exists()
    assert report.main([*args, "-o", str(tmp_path / "r.txt")]) == 0
    assert picture.read_bytes().startswith(b"\x89PNG")
