"""Snapshot what the tools print on every test input, to compare across a refactor.

    python tests/tools/snapshot_outputs.py OUT_DIR [--slow]
    diff -r BEFORE_DIR AFTER_DIR

For every `.mlir` file of tests/corpus, tests/dumps, tests/programs, examples,
notebooks and tests/filecheck, writes one file per mode to OUT_DIR holding the
exit status, stdout and stderr of:

* `xdsl-stream-opt --split-input-file` (custom print),
* `xdsl-stream-opt --split-input-file --print-op-generic`,
* `xdsl-stream-opt --split-input-file -p fuse-dispatch-bindings`,
* stock `xdsl-opt --split-input-file` (this package's dialects and passes come
  through its `xdsl.universe` entry point).

Files whose RUN lines pass `--allow-unregistered-dialect` get it in every mode.
The tools run in this process (one interpreter start for all files); a stock
`xdsl-opt` failure is recorded as the exception's type and message, never a
traceback (whose line numbers a refactor changes).  `--slow` turns the
regular-expression shortcuts off: its snapshot must equal the default one.
Run one snapshot per process: xDSL renames a `dense_resource` it has seen
before in the same process, so a second pass would differ.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from xdsl.xdsl_opt_main import xDSLOptMain

from xdsl_stream.core.speedups import Speedup, turn_off
from xdsl_stream.tools.opt import main as stream_opt_main

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = (
    "tests/corpus",
    "tests/dumps",
    "tests/programs",
    "examples",
    "notebooks",
    "tests/filecheck",
)
MODES: dict[str, tuple[str, ...]] = {
    "custom": (),
    "generic": ("--print-op-generic",),
    "fuse": ("-p", "fuse-dispatch-bindings"),
}


def inputs() -> list[Path]:
    """Every `.mlir` input, sorted."""
    found: list[Path] = []
    for folder in FOLDERS:
        found.extend(sorted((ROOT / folder).rglob("*.mlir")))
    return found


def _stock(argv: Sequence[str]) -> int:
    try:
        xDSLOptMain(args=list(argv)).run()
    except SystemExit as exit_:
        return exit_.code if isinstance(exit_.code, int) else 1
    except Exception as error:  # recorded, not raised: the snapshot goes on
        print(f"{type(error).__name__}: {error}", file=sys.stderr)
        return 1
    return 0


def _capture(run: Callable[[Sequence[str]], int], argv: Sequence[str]) -> str:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = run(argv)
    return f"exit {status}\n--- stdout\n{out.getvalue()}--- stderr\n{err.getvalue()}"


def snapshot(out_dir: Path) -> int:
    """Write every output to out_dir; the number of runs."""
    runs = 0
    for path in inputs():
        text = path.read_text(encoding="utf-8", errors="replace")
        flags = ["--split-input-file"]
        if "--allow-unregistered-dialect" in text:
            flags.append("--allow-unregistered-dialect")
        name = str(path.relative_to(ROOT)).replace("/", "__")
        argv_base = [str(path.relative_to(ROOT)), *flags]
        for mode, extra in MODES.items():
            result = _capture(stream_opt_main, [*argv_base, *extra])
            (out_dir / f"{name}.{mode}.txt").write_text(result, encoding="utf-8")
            runs += 1
        result = _capture(_stock, argv_base)
        (out_dir / f"{name}.stock.txt").write_text(result, encoding="utf-8")
        runs += 1
    return runs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--slow", action="store_true")
    args = parser.parse_args()
    out_dir: Path = args.out_dir
    out_dir.mkdir(parents=True, exist_ok=True)
    os.chdir(ROOT)  # inputs are named relative to the repository in diagnostics
    if args.slow:
        turn_off(Speedup.FAST_PATHS)
    runs = snapshot(out_dir)
    print(f"{runs} runs written to {out_dir}")


if __name__ == "__main__":
    main()
