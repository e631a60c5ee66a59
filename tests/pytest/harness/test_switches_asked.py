"""`harness.switches_asked` is sound: it sees every question `is_on` is asked,
changes no answer, the switches are read through `is_on` alone, and a switch
a run asked about is always turned off in some configuration kept."""

from __future__ import annotations

import ast
import contextlib
import io
import itertools
from pathlib import Path

import pytest
from harness.switches_asked import (
    Questions,
    Reprints,
    configs_asked_about,
    printed_again,
    reads_printed,
    switches_asked,
)
from pytest import MonkeyPatch
from xdsl.dialects.builtin import ModuleOp

from xdsl_stream.core import speedups
from xdsl_stream.core.speedups import Speedup, is_on, turned_off
from xdsl_stream.tools.opt import StreamOptMain, main

PACKAGE = Path(speedups.__file__).parent
CONFIGS = [*((s,) for s in Speedup), tuple(Speedup)]
"""As `test_speedups_identical.py` turns them off: each alone, then all."""


def test_every_question_is_recorded_and_answered_on() -> None:
    for switch in Speedup:
        with switches_asked() as questions:
            assert is_on(switch)
        assert questions.log == [switch]
    with switches_asked() as questions:
        assert all(is_on(s) for s in Speedup)
    assert questions.log == list(Speedup)
    # Afterwards the switches work as before.
    with turned_off(Speedup.PRINT_MEMO):
        assert not is_on(Speedup.PRINT_MEMO)
        assert is_on(Speedup.TEXT_MEMO)
    assert all(is_on(s) for s in Speedup)


def test_recording_refuses_switches_already_off() -> None:
    with turned_off(Speedup.TEXT_MEMO), pytest.raises(RuntimeError), switches_asked():
        raise AssertionError("recorded a run that was not all-on")
    assert is_on(Speedup.TEXT_MEMO)


def _names_read(tree: ast.AST) -> set[str]:
    return {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}


def test_the_switches_are_read_through_is_on_alone() -> None:
    """The state behind the switches is read only by `is_on` (and saved and
    restored by `turned_off`, added to by `turn_off`); the rest of the package imports the functions,
    never the module, so nothing else can read it."""
    tree = ast.parse((PACKAGE / "speedups.py").read_text())
    readers = {
        node.name
        for node in tree.body
        if isinstance(node, ast.FunctionDef) and "_off" in _names_read(node)
    }
    assert readers == {"is_on", "turned_off", "turn_off"}
    for path in PACKAGE.rglob("*.py"):
        text = path.read_text()
        if path.name == "speedups.py" or (
            "_off" not in text and "speedups" not in text
        ):
            continue  # neither name can be read without its text
        tree = ast.parse(text)
        assert "_off" not in _names_read(tree), path
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module == "xdsl_stream":
                assert "speedups" not in {a.name for a in node.names}, path
            if isinstance(node, ast.Import):
                assert "xdsl_stream.core.speedups" not in {a.name for a in node.names}
            if (
                isinstance(node, ast.ImportFrom)
                and node.module == "xdsl_stream.core.speedups"
            ):
                names = {a.name for a in node.names}
                assert names <= {"Speedup", "is_on", "turned_off", "turn_off"}, path


def test_a_switch_asked_about_is_always_turned_off() -> None:
    """Over every set of switches a run may ask about: each one asked about
    is turned off alone and with all the others; every configuration left
    out turns off only switches never asked about."""
    for size in range(len(Speedup) + 1):
        for subset in itertools.combinations(Speedup, size):
            asked = set(subset)
            kept = configs_asked_about(CONFIGS, asked)
            for switch in asked:
                assert (switch,) in kept
            assert (tuple(Speedup) in kept) == bool(asked)
            for off in CONFIGS:
                if off not in kept:
                    assert not asked.intersection(off)


def _drive(path: Path, *args: str) -> str:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main([*args, str(path)])
    return f"{status}\n{out.getvalue()}\n{err.getvalue()}"


def test_a_real_run_is_recorded_unchanged(tmp_path: Path) -> None:
    """The driver asks about every switch on a module it reads, verifies and
    prints, answers the same with and without the recording, and a module the
    reader refuses asks nothing of the verifier's or the printer's switches."""
    good = tmp_path / "good.mlir"
    good.write_text(
        "util.func public @f(%a: index) -> index {\n  util.return %a : index\n}\n"
    )
    plain = _drive(good, "-p", "fuse-dispatch-bindings")
    with switches_asked() as questions:
        recorded = _drive(good, "-p", "fuse-dispatch-bindings")
    assert recorded == plain
    # every switch but the Stream syntax's shortcuts (the module has no Stream
    # op) and the one read only at the entry point and at imports
    assert questions.asked == set(Speedup) - {Speedup.FAST_PATHS, *ENTRY_POINT}
    bad = tmp_path / "bad.mlir"
    bad.write_text("util.func public @f(%a: index) -> index {\n  util.return %b\n")
    with switches_asked() as questions:
        refused = _drive(bad)
    assert "error" in refused
    printer_and_verifier = {
        Speedup.PRINT_MEMO,
        Speedup.PRINT_DIRECT,
        Speedup.PRINT_JOINED,
        Speedup.VERIFY_MEMO,
        Speedup.VERIFY_SHORTCUTS,
    }
    assert not questions.asked & printer_and_verifier


PRINTER = (Speedup.PRINT_MEMO, Speedup.PRINT_DIRECT, Speedup.PRINT_JOINED)
ENTRY_POINT = (Speedup.LAZY_FORMATS,)
"""Read by `xdsl_stream.tools.process.run_as_tool` and as a module declaring
ops is imported: never asked in a recorded run of `main`, since
`switches_asked` imports them all first (`tests/pytest/tools/test_switches.py`
runs the tool with it off)."""
MODULE = "util.func public @f(%a: index) -> index {\n  util.return %a : index\n}\n"


def _recorded(path: Path) -> tuple[str, Questions, Reprints]:
    with switches_asked() as questions, printed_again(questions, CONFIGS) as reprints:
        printed = _drive(path, "-p", "fuse-dispatch-bindings")
    return printed, questions, reprints


def test_only_printer_switches_are_printed_again(tmp_path: Path) -> None:
    """The printer's switches are asked only while printing: their runs are
    the print again, which prints the same; every other one is run whole."""
    path = tmp_path / "f.mlir"
    path.write_text(MODULE)
    plain = _drive(path, "-p", "fuse-dispatch-bindings")
    printed, questions, reprints = _recorded(path)
    assert printed == plain  # the driver's output is left as it was
    spared = reprints.spared(questions)
    # the printer's switches, and those never asked (no Stream op; the entry
    # point's)
    assert set(spared) == {(s,) for s in (*PRINTER, Speedup.FAST_PATHS, *ENTRY_POINT)}
    assert all(p == reprints.printed for p in spared.values())
    assert isinstance(reprints.printed, tuple) and "util.func" in reprints.printed[0]


def test_a_print_that_differs_is_seen(tmp_path: Path, monkeypatch: MonkeyPatch) -> None:
    """The print again runs with the switch off: a printer that prints
    otherwise without its memo is caught."""
    path = tmp_path / "f.mlir"
    path.write_text(MODULE)
    print_mlir = StreamOptMain._print_mlir  # pyright: ignore[reportPrivateUsage]

    def differing(self: StreamOptMain, prog: ModuleOp) -> str:
        text = print_mlir(self, prog)
        return text if is_on(Speedup.PRINT_MEMO) else text + "// without memo\n"

    monkeypatch.setattr(StreamOptMain, "_print_mlir", differing)
    _, questions, reprints = _recorded(path)
    spared = reprints.spared(questions)
    assert spared[(Speedup.PRINT_MEMO,)] != reprints.printed
    assert spared[(Speedup.PRINT_JOINED,)] == reprints.printed


def test_a_print_that_differs_in_another_form_is_seen(
    tmp_path: Path, monkeypatch: MonkeyPatch
) -> None:
    """A form of `also` is printed with each configuration too: a printer
    that prints otherwise only without locations, and only without its memo,
    is caught on a run that prints with locations."""
    path = tmp_path / "f.mlir"
    path.write_text(MODULE)
    print_mlir = StreamOptMain._print_mlir  # pyright: ignore[reportPrivateUsage]

    def differing(self: StreamOptMain, prog: ModuleOp) -> str:
        text = print_mlir(self, prog)
        if self.args.print_debuginfo or is_on(Speedup.PRINT_MEMO):
            return text
        return text + "// without memo or locations\n"

    monkeypatch.setattr(StreamOptMain, "_print_mlir", differing)
    also = ({"print_debuginfo": False},)
    with (
        switches_asked() as questions,
        printed_again(questions, CONFIGS, also) as reprints,
    ):
        printed = _drive(path, "--print-debuginfo")
    assert "loc(" in printed and "without" not in printed
    spared = reprints.spared(questions)
    assert spared[(Speedup.PRINT_MEMO,)] != reprints.printed
    assert spared[(Speedup.PRINT_JOINED,)] == reprints.printed
    assert isinstance(reprints.printed, tuple)
    assert reprints.printed[0].count("util.func") == 2  # both forms


def test_a_switch_asked_after_the_print_is_run_whole(
    tmp_path: Path, monkeypatch: MonkeyPatch
) -> None:
    """A switch asked after the print may change what follows it: its
    configurations are not spared."""
    path = tmp_path / "f.mlir"
    path.write_text(MODULE)
    write = StreamOptMain._write  # pyright: ignore[reportPrivateUsage]

    def asking(self: StreamOptMain, text: str) -> None:
        is_on(Speedup.PRINT_DIRECT)
        write(self, text)

    monkeypatch.setattr(StreamOptMain, "_write", asking)
    _, questions, reprints = _recorded(path)
    assert set(reprints.spared(questions)) == {
        (Speedup.PRINT_MEMO,),
        (Speedup.PRINT_JOINED,),
        (Speedup.FAST_PATHS,),  # never asked: the module has no Stream op
        *((s,) for s in ENTRY_POINT),  # never asked in `main`
    }


def test_reads_are_printed_as_read_and_ask_nothing(tmp_path: Path) -> None:
    """`reads_printed` prints the IR the reader made, in generic form with
    locations, before the pass changes it, and records no question; the
    switches asked from the output print on are the printer's alone."""
    path = tmp_path / "f.mlir"
    path.write_text(
        "util.func public @f(%a: index) -> index {\n  util.return %a : index\n}\n"
        'util.global private @g = 1 : index loc("m.py":7:3)\n'
    )
    _, plain_questions, _ = _recorded(path)
    with (
        switches_asked() as questions,
        printed_again(questions, CONFIGS) as reprints,
        reads_printed() as reads,
    ):
        _drive(path, "-p", "fuse-dispatch-bindings")
    assert questions.log == plain_questions.log
    assert reprints.asked_from_print(questions) == set(PRINTER)
    [read] = reads
    assert '"util.func"() <{' in read and 'loc("m.py":7:3)' in read
