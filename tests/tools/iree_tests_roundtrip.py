"""Measure how many cases of IREE's own Stream IR tests round-trip through xdsl-opt.

    python tests/tools/iree_tests_roundtrip.py DIR [--failures] [--json FILE]

`DIR` holds test files of IREE's `compiler/src/iree/compiler/Dialect/Stream/
IR/test/` (`*.mlir`, fetched by the user: they are IREE's, not ours, and are
not part of this repository).  Each file is split at its `// -----` lines
into cases.  `iree-opt` (3.13, from the test extras) is the oracle:

* a case `iree-opt` refuses (the `expected-error` cases) is not counted;
* otherwise `ref` is what `iree-opt` prints for it, and the case passes when
  all three of these print, re-read by `iree-opt`, exactly as `ref`:
  - *custom out*: stock `xdsl-opt` reading the case and printing it;
  - *generic out*: the same with `--print-op-generic`;
  - *generic in*: `xdsl-opt` reading `iree-opt --mlir-print-op-generic`'s print.

`xdsl-opt` is run in-process exactly as the stock driver runs a chunk
(parse, verify, print) with this package's plugin and
`--allow-unregistered-dialect`; `iree-opt` gets that flag too, since some of
IREE's cases use test ops of no dialect.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass
from enum import Enum
from io import BytesIO
from pathlib import Path

from harness.oracle import IreeOptError, iree_opt
from xdsl.xdsl_opt_main import xDSLOptMain

ALLOW = "--allow-unregistered-dialect"


class Outcome(Enum):
    """What happened to one case."""

    PASS = "pass"
    REFUSED_BY_IREE = "refused by iree-opt"
    NOT_READ = "xdsl-opt error"
    UNREADABLE_PRINT = "iree-opt refuses our print"
    DIFFERS = "differs from iree-opt"


@dataclass(frozen=True)
class Case:
    """One `// -----` chunk of one file."""

    file: str
    index: int
    text: str


@dataclass(frozen=True)
class Result:
    """A case's outcome, the first check that failed and why."""

    file: str
    index: int
    outcome: Outcome
    check: str = ""
    detail: str = ""


def split_cases(path: Path) -> Iterator[Case]:
    """The chunks of `path`, split where a line starts with `// -----`."""
    chunk: list[str] = []
    index = 0
    for line in path.read_text(encoding="utf-8").splitlines(keepends=True):
        if line.startswith("// -----"):
            yield Case(path.name, index, "".join(chunk))
            chunk, index = [], index + 1
        else:
            chunk.append(line)
    yield Case(path.name, index, "".join(chunk))


class XdslOpt:
    """Stock `xdsl-opt`'s per-chunk steps, in-process (one context for all)."""

    def __init__(self, *, generic: bool) -> None:
        args = [ALLOW] + (["--print-op-generic"] if generic else [])
        self.main = xDSLOptMain(args=args)

    def __call__(self, text: str) -> str:
        module = self.main.parse_chunk(BytesIO(text.encode()), "mlir")
        assert module is not None
        self.main.apply_passes(module)
        return self.main.output_resulting_program(module)


def _first_line(error: BaseException) -> str:
    text = str(error).strip() or type(error).__name__
    lines = [ln for ln in text.splitlines() if ln.strip()]
    for line in lines:
        if "error" in line.lower() or "expected" in line.lower():
            return line.strip()[:200]
    return lines[-1].strip()[:200]


def check_case(case: Case, custom: XdslOpt, generic: XdslOpt) -> Result:
    """Run the three checks of the module docstring on `case`."""
    try:
        ref = iree_opt(case.text, ALLOW)
        generic_in = iree_opt(case.text, ALLOW, "--mlir-print-op-generic")
    except IreeOptError:
        return Result(case.file, case.index, Outcome.REFUSED_BY_IREE)
    checks = (
        ("custom out", custom, case.text),
        ("generic out", generic, case.text),
        ("generic in", custom, generic_in),
    )
    for name, tool, text in checks:
        failed = _check_one(case, name, tool, text, ref)
        if failed is not None:
            return failed
    return Result(case.file, case.index, Outcome.PASS)


def _check_one(
    case: Case, name: str, tool: XdslOpt, text: str, ref: str
) -> Result | None:
    try:
        ours = tool(text)
    except Exception as error:  # noqa: BLE001 - any failure is a finding
        return Result(case.file, case.index, Outcome.NOT_READ, name, _first_line(error))
    try:
        again = iree_opt(ours, ALLOW)
    except IreeOptError as error:
        return Result(
            case.file, case.index, Outcome.UNREADABLE_PRINT, name, _first_line(error)
        )
    if again != ref:
        return Result(
            case.file, case.index, Outcome.DIFFERS, name, _diff_line(ref, again)
        )
    return None


def _diff_line(ref: str, ours: str) -> str:
    for a, b in zip(ref.splitlines(), ours.splitlines(), strict=False):
        if a != b:
            return f"iree: {a.strip()[:90]} | ours: {b.strip()[:90]}"
    return "different number of lines"


def summarize(results: Sequence[Result]) -> str:
    """A line per file and a total line: passed / cases iree-opt accepts."""
    lines: list[str] = []
    for file in sorted({r.file for r in results}):
        lines.append(_count_line(file, [r for r in results if r.file == file]))
    lines.append(_count_line("total", results))
    return "\n".join(lines)


def _count_line(label: str, results: Sequence[Result]) -> str:
    counted = [r for r in results if r.outcome is not Outcome.REFUSED_BY_IREE]
    passed = sum(r.outcome is Outcome.PASS for r in counted)
    percent = 100.0 * passed / len(counted) if counted else 100.0
    return f"{label:32} {passed:4} / {len(counted):4}  ({percent:5.1f}%)"


def main(argv: Sequence[str] | None = None) -> int:
    """Measure every `*.mlir` of the given folder; exit 0."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--failures", action="store_true", help="list failing cases")
    parser.add_argument("--json", type=Path, help="write every result here")
    args = parser.parse_args(argv)
    paths = sorted(args.folder.glob("*.mlir"))
    if not paths:
        parser.error(f"no *.mlir files in {args.folder}")
    custom, generic = XdslOpt(generic=False), XdslOpt(generic=True)
    results = [
        check_case(case, custom, generic)
        for path in paths
        for case in split_cases(path)
    ]
    if args.failures:
        for r in results:
            if r.outcome not in (Outcome.PASS, Outcome.REFUSED_BY_IREE):
                print(f"{r.file}#{r.index}: {r.outcome.value} ({r.check}): {r.detail}")
    print(summarize(results))
    if args.json is not None:
        rows = [{**asdict(r), "outcome": r.outcome.value} for r in results]
        args.json.write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
