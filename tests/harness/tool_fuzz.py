"""Fuzzing the tools' reading: no traceback on any input, in every tool.

A case is bytes made from the inputs users feed the tools (IREE dumps, model
sources, lit files, custom-form prints of the corpus) by seeded mutations:
cut the text anywhere, delete or duplicate a line, swap two adjacent lines,
splice in a piece of another input, put a byte that is not UTF-8 somewhere,
or wrap the text in a few regions.  Each case runs, in process, through
`xdsl-stream-opt`'s `main`, `xdsl-stream-report`'s `main`, and the reading
path of the notebook and the API (`read_module` on the bytes).  A case fails
(`check_case` returns why) when a tool:

* raises, or prints a traceback or an internal error (a bug; the words
  alone do not count, as a diagnostic may quote a source line holding them);
* fails (exit status 1) without a located first line `FILE:LINE:COL: ...`
  (the tools' one form of a diagnostic about the input);
* fails and still writes something to stdout (half-written output).

Command line: ``python -m harness.tool_fuzz --cases 500 --seed 1`` (add
``--dir DIR`` to find there the case that was running when the run stopped:
a case over ``--case-timeout`` seconds, a hang, ends it with a traceback).
"""

from __future__ import annotations

import argparse
import contextlib
import faulthandler
import io
import random
import re
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from xdsl_stream.api import parse_module, print_module
from xdsl_stream.io.reader import ReadError, read_module
from xdsl_stream.tools import opt, report

ROOT = Path(__file__).parents[2]
LOCATED = re.compile(r"^\S.*:\d+:\d+: (error|warning): ")
BUG = re.compile(
    r"^(Traceback \(most recent call last\)|\S+: error: internal error: )", re.M
)
"""How a bug shows on stderr: Python's traceback header, or the tools' one
line for an exception they did not expect (`tools.process.internal_error`)."""


def sources() -> list[bytes]:
    """The inputs mutations start from: a few small dumps, every model source
    and lit file, and custom-form prints of the corpus."""
    dumps = sorted((ROOT / "tests" / "dumps").glob("*.mlir"))
    small = sorted(dumps, key=lambda p: p.stat().st_size)[:6]
    texts = [p.read_bytes() for p in small]
    texts += [
        p.read_bytes() for p in sorted((ROOT / "tests" / "programs").glob("*.mlir"))
    ]
    # Not lit's Output/ folders: what a run of lit left there would change
    # the cases a seed makes.
    lit = sorted(
        p
        for p in (ROOT / "tests" / "filecheck").rglob("*.mlir")
        if "Output" not in p.parts
    )
    texts += [p.read_bytes() for p in lit]
    for path in sorted((ROOT / "tests" / "corpus").glob("*.mlir")):
        module = parse_module(path.read_text())
        texts.append(print_module(module, lossless=True).encode())
    return texts


def _lines(data: bytes) -> list[bytes]:
    return data.split(b"\n")


def _cut(rng: random.Random, data: bytes, _: Sequence[bytes]) -> bytes:
    return data[: rng.randrange(len(data) + 1)]


def _delete_line(rng: random.Random, data: bytes, _: Sequence[bytes]) -> bytes:
    lines = _lines(data)
    del lines[rng.randrange(len(lines))]
    return b"\n".join(lines)


def _duplicate_line(rng: random.Random, data: bytes, _: Sequence[bytes]) -> bytes:
    lines = _lines(data)
    at = rng.randrange(len(lines))
    lines.insert(at, lines[at])
    return b"\n".join(lines)


def _swap_lines(rng: random.Random, data: bytes, _: Sequence[bytes]) -> bytes:
    lines = _lines(data)
    if len(lines) > 1:
        at = rng.randrange(len(lines) - 1)
        lines[at], lines[at + 1] = lines[at + 1], lines[at]
    return b"\n".join(lines)


def _splice(rng: random.Random, data: bytes, others: Sequence[bytes]) -> bytes:
    other = rng.choice(others)
    start = rng.randrange(len(other) + 1)
    piece = other[start : start + rng.randrange(1, 400)]
    at = rng.randrange(len(data) + 1)
    return data[:at] + piece + data[at:]


def _bad_byte(rng: random.Random, data: bytes, _: Sequence[bytes]) -> bytes:
    at = rng.randrange(len(data) + 1)
    return data[:at] + bytes([rng.choice([0x80, 0xE9, 0xFF, 0xC3])]) + data[at:]


def _nest(rng: random.Random, data: bytes, _: Sequence[bytes]) -> bytes:
    depth = rng.randrange(1, 40)
    return b'"x.nest"() ({\n' * depth + data + b"\n}) : () -> ()" * depth


MUTATIONS: tuple[Callable[[random.Random, bytes, Sequence[bytes]], bytes], ...] = (
    _cut,
    _delete_line,
    _duplicate_line,
    _swap_lines,
    _splice,
    _bad_byte,
    _nest,
)


def make_case(rng: random.Random, texts: Sequence[bytes]) -> bytes:
    """One to three mutations of one input."""
    data = rng.choice(texts)
    for _ in range(rng.randrange(1, 4)):
        data = rng.choice(MUTATIONS)(rng, data, texts)
    return data


def _run_main(
    main: Callable[[list[str]], int], args: list[str]
) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(args)
    return status, out.getvalue(), err.getvalue()


def _tool_problem(name: str, status: int, out: str, err: str) -> str | None:
    if BUG.search(err):
        return f"{name}: {err.strip()[:300]}"
    if status == 0:
        return None
    if out:
        return f"{name}: failed with output on stdout"
    if LOCATED.match(err) is None:
        return f"{name}: unlocated failure: {err.strip()[:300]}"
    return None


def check_case(data: bytes, directory: Path) -> list[str]:
    """Why the case fails (empty: it does not)."""
    path = directory / "case.mlir"
    path.write_bytes(data)
    problems: list[str] = []
    for name, main in (
        ("xdsl-stream-opt", opt.main),
        ("xdsl-stream-report", report.main),
    ):
        try:
            status, out, err = _run_main(main, [str(path)])
        except BaseException as error:  # noqa: BLE001 - what the fuzz looks for
            problems.append(f"{name}: raised {type(error).__name__}: {error}")
            continue
        if (problem := _tool_problem(name, status, out, err)) is not None:
            problems.append(problem)
    try:
        read_module(data, "case.mlir")
    except ReadError as error:
        if LOCATED.match(str(error)) is None:
            problems.append(f"read_module: unlocated: {str(error)[:300]}")
    except Exception as error:  # noqa: BLE001 - what the fuzz looks for
        problems.append(f"read_module: raised {type(error).__name__}: {error}")
    return problems


def run(
    cases: int,
    seed: int,
    directory: Path | None = None,
    case_timeout: float | None = None,
) -> dict[int, list[str]]:
    """Case number -> problems, for the failing cases.  Each case is written
    to `directory` (a temporary one if None) as `case.mlir` before it runs,
    its number in `case.txt`; a case that runs longer than `case_timeout`
    seconds (a hang: a C loop no signal interrupts) ends the process with
    every thread's traceback, the case left there."""
    rng = random.Random(seed)
    texts = sources()
    failures: dict[int, list[str]] = {}
    with contextlib.ExitStack() as stack:
        if directory is None:
            directory = Path(stack.enter_context(tempfile.TemporaryDirectory()))
        for number in range(cases):
            (directory / "case.txt").write_text(f"seed {seed}, case {number}\n")
            if case_timeout is not None:
                faulthandler.dump_traceback_later(case_timeout, exit=True)
            problems = check_case(make_case(rng, texts), directory)
            faulthandler.cancel_dump_traceback_later()
            if problems:
                failures[number] = problems
    return failures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cases", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--dir", type=Path, help="where each case is written before it runs"
    )
    parser.add_argument(
        "--case-timeout",
        type=float,
        default=120.0,
        help="seconds a case may take before the run stops with a traceback",
    )
    args = parser.parse_args()
    if args.dir is not None:
        args.dir.mkdir(parents=True, exist_ok=True)
    failures = run(args.cases, args.seed, args.dir, args.case_timeout)
    for number, problems in failures.items():
        print(f"case {number}: " + "; ".join(problems))
    print(f"{args.cases} cases, {len(failures)} failing")
    raise SystemExit(1 if failures else 0)


if __name__ == "__main__":
    main()
