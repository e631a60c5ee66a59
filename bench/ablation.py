"""`make bench-ablation`: what each speed-up saves, one switched off at a time.

`xdsl-stream-opt --time-passes -p fuse-dispatch-bindings` (as `bench/run.py`
runs it, a fresh process each time) on four inputs: the 20k-site generated
module in generic form (as `iree-opt --mlir-print-op-generic` prints it: what
dumps are) and in custom form, the largest real dump of `tests/dumps`, and a
real model at scale, the 96-layer transformer stack of `models.py` (1,537
globals: the dump `make bench-models` caches).  Each input runs with every
speed-up on, then with each one off in turn
(`xdsl_stream.core.speedups.Speedup`, the custom syntax's fast paths among
them), then with the memos that overlap off in pairs (`PAIRS`), then with all
off.  The switches are set in
the subprocess by `XDSL_STREAM_SPEEDUPS_OFF` (`xdsl_stream.tools.switches`).

What a speed-up saves is `(cpu_off - cpu_on) / cpu_off`: the share of the run
without it that turning it on removes.  Times are CPU seconds (user + system
of the process, which other jobs on a shared machine disturb far less than
wall time), the median of `--repeats` runs (3; `--dump-repeats`, 9, for the
dump, whose run lasts a fraction of a second and is mostly start-up); a
configuration at least `ONCE` times slower than all on runs once (`settled`).  The
runs go round-robin (every configuration once, then again) so that a change
in the machine's load falls on every configuration alike.  The spread (max -
min) of the all-on runs is printed as the noise to compare a saving with.
The three inputs run side by side, each in a process of its own (`--jobs`).

Writes `bench/results/ablation.md` and `ablation.json`; a speed-up whose
saving is under `THRESHOLD` percent on every input is marked (issue 29: such
a speed-up goes, with its code and tests; this script only reports), and so
is one that slows any input by that much, whatever it saves on the others
(it is to be fixed, or to go).

Command line: ``python bench/ablation.py [--sites N] [--seed N] [--repeats N]
[--dump-repeats N] [--model-repeats N] [--layers N]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Generator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path

from models import dump
from real_models import CACHE
from run import (
    BIN,
    DUMPS,
    HEADLINE,
    RESULTS,
    ROOT,
    Checkout,
    generate,
    machine,
    run_tool,
    run_xdsl,
)

from xdsl_stream.core.speedups import Speedup
from xdsl_stream.tools.switches import ALL, ENVIRONMENT_VARIABLE

THRESHOLD = 3.0
"""Percent: a speed-up saving less than this on every input is marked."""
SINGLES: tuple[str, ...] = tuple(s.value for s in Speedup)
"""Every switch, by the name `XDSL_STREAM_SPEEDUPS_OFF` takes."""
PAIRS: tuple[tuple[str, str], ...] = (
    (Speedup.TEXT_MEMO.value, Speedup.STATEMENT_MEMO.value),
    (Speedup.PRINT_MEMO.value, Speedup.PRINT_JOINED.value),
    (Speedup.VERIFY_MEMO.value, Speedup.VERIFY_SHORTCUTS.value),
    (Speedup.STATEMENT_MEMO.value, Speedup.FAST_PATHS.value),
)
"""Speed-ups that overlap (one does part of the other's work, so that either
alone may look worthless): the text and statement memos, the printer's memo
and joined pieces, the verifier's memo and shortcuts, and the statement memo
and the fast paths (a statement built from its template is not parsed, with
or without the shortcuts)."""
CONFIGS: tuple[tuple[str, ...], ...] = ((), *((s,) for s in SINGLES), *PAIRS, (ALL,))
"""What is off in each configuration: nothing, each switch, each pair, all."""
ONCE = 2.0
"""A configuration this many times slower than all on runs once (`settled`)."""


@dataclass
class Cell:
    """One configuration on one input: CPU seconds of each run."""

    off: tuple[str, ...]
    cpu: list[float]

    @property
    def median(self) -> float:
        return statistics.median(self.cpu)

    @property
    def label(self) -> str:
        return " + ".join(self.off) if self.off else "(all on)"


def settled(cell: Cell, all_on: Cell) -> bool:
    """Whether `cell` needs no more runs: it has one that took `ONCE` times
    the all-on run's CPU time or more.  Its saving, at least `1 - 1 / ONCE`,
    is then far beyond the noise (under 15% between all-on runs), and
    these are the slowest runs of the ablation (most of its time, with the
    memos off on the 20k module)."""
    return cell is not all_on and bool(cell.cpu) and cell.cpu[0] >= ONCE * all_on.cpu[0]


@contextmanager
def switched_off(off: tuple[str, ...]) -> Generator[None]:
    """`XDSL_STREAM_SPEEDUPS_OFF` names `off` for the subprocesses started
    within (`run_xdsl` passes this process's environment on)."""
    previous = os.environ.pop(ENVIRONMENT_VARIABLE, None)
    if off:
        os.environ[ENVIRONMENT_VARIABLE] = ",".join(off)
    try:
        yield
    finally:
        os.environ.pop(ENVIRONMENT_VARIABLE, None)
        if previous is not None:
            os.environ[ENVIRONMENT_VARIABLE] = previous


def ablate(path: Path, repeats: int, out: Path) -> None:
    """Every configuration of `CONFIGS` on `path`, `repeats` rounds; the runs
    so far written to `out` (JSON) after each round.  A configuration whose
    first run takes `ONCE` times the all-on run's or more is not run again
    (`settled`)."""
    checkout = Checkout("now", ROOT)
    cells = [Cell(off, []) for off in CONFIGS]
    for round_ in range(repeats):
        print(f"  {path.name}: round {round_ + 1}/{repeats}", file=sys.stderr)
        for cell in cells:
            if settled(cell, cells[0]):
                continue
            with switched_off(cell.off):
                _, run = run_xdsl(checkout, path, out.parent)
            cell.cpu.append(run.cpu)
        out.write_text(json.dumps([asdict(cell) for cell in cells]))


def ablate_all(
    cases: dict[str, Path], workdir: Path, args: argparse.Namespace
) -> dict[str, list[Cell]]:
    """`ablate` on each input, each in a process of its own, `--jobs` at a
    time (the inputs side by side: on a shared, loaded machine a run's CPU
    time changes little, its wall time a lot)."""
    outs = {case: workdir / f"ablation.{i}.json" for i, case in enumerate(cases)}
    waiting = list(cases.items())
    running: list[subprocess.Popen[bytes]] = []
    while waiting or running:
        while waiting and len(running) < args.jobs:
            case, path = waiting.pop(0)
            repeats = (
                args.dump_repeats
                if "dump" in case
                else args.model_repeats
                if "model" in case
                else args.repeats
            )
            command = [sys.executable, __file__, "--one", str(path), "--out"]
            command += [str(outs[case]), "--repeats", str(repeats)]
            running.append(subprocess.Popen(command))
        running[0].wait()
        if running[0].returncode != 0:
            raise RuntimeError(f"{running[0].args} failed")
        running.pop(0)
    return {
        case: [Cell(tuple(c["off"]), c["cpu"]) for c in json.loads(out.read_text())]
        for case, out in outs.items()
    }


def inputs(sites: int, seed: int, layers: int, workdir: Path) -> dict[str, Path]:
    """The generated module in generic and custom form, the largest dump and
    the real model of `layers` layers."""
    custom = workdir / f"ablation_{sites}.mlir"
    custom.write_text(generate(sites, seed))
    generic = workdir / f"ablation_{sites}.generic.mlir"
    iree_opt = str(BIN / "iree-opt")
    run_tool([iree_opt, "--mlir-print-op-generic", str(custom), "-o", str(generic)])
    largest = max(DUMPS.glob("*.mlir"), key=lambda p: p.stat().st_size)
    name = f"{sites // 1000}k" if sites >= 1000 else str(sites)
    return {
        f"{name} generic": generic,
        f"{name} custom": custom,
        f"largest dump ({largest.name})": largest,
        f"real model ({layers}-layer transformer)": dump(layers, CACHE),
    }


def saving(cells: list[Cell], cell: Cell) -> float:
    """Percent of the run with `cell.off` off that turning it on saves."""
    on = cells[0].median
    return 100 * (cell.median - on) / cell.median


def table(results: dict[str, list[Cell]]) -> str:
    """One row per configuration, per input its median CPU s and saving."""
    names = list(results)
    head = "| off | " + " | ".join(f"{n}: cpu s / saving" for n in names) + " |"
    lines = [head, "|---|" + "---:|" * len(names)]
    for index, off in enumerate(CONFIGS):
        cells = [results[n][index] for n in names]
        row = [f"{c.median:.2f}" for c in cells]
        if off:
            row = [
                f"{c.median:.2f} / {saving(results[n], c):+.1f}%"
                for n, c in zip(names, cells, strict=True)
            ]
        lines.append(f"| {cells[0].label} | " + " | ".join(row) + " |")
    return "\n".join(lines)


def verdict(savings: dict[str, float]) -> str:
    """A switch's verdict from its saving on each input: it COSTS time if
    turning it on slows some input by `THRESHOLD` percent or more (whatever
    it saves elsewhere: to be fixed or to go), it is UNDER the line if it
    saves less than that on every input, and it pays otherwise."""
    costs = [name for name, s in savings.items() if s <= -THRESHOLD]
    if costs:
        return f"COSTS time on {', '.join(costs)}"
    if all(s < THRESHOLD for s in savings.values()):
        return f"UNDER the {THRESHOLD:.0f}% line"
    return "pays"


def verdicts(results: dict[str, list[Cell]]) -> list[str]:
    """Each single switch: its savings and its verdict."""
    lines: list[str] = []
    for index, off in enumerate(CONFIGS):
        if len(off) != 1 or off == (ALL,):
            continue
        savings = {name: saving(cells, cells[index]) for name, cells in results.items()}
        listed = ", ".join(f"{s:+.1f}%" for s in savings.values())
        lines.append(f"- `{off[0]}`: {listed}: {verdict(savings)}")
    return lines


def noise(results: dict[str, list[Cell]]) -> list[str]:
    """The spread of the all-on runs of each input, in percent of the median."""
    return [
        f"- {name}: all-on runs {', '.join(f'{t:.2f}' for t in cells[0].cpu)} s, "
        f"spread {100 * (max(cells[0].cpu) - min(cells[0].cpu)) / cells[0].median:.1f}%"
        for name, cells in results.items()
    ]


def write(results: dict[str, list[Cell]], args: argparse.Namespace) -> None:
    """Print the report; write `ablation.md` and `ablation.json`."""
    report = "\n".join(
        [
            f"Machine: {machine()} (shared with other jobs: CPU seconds, medians)",
            "",
            f"`xdsl-stream-opt -p fuse-dispatch-bindings`, CPU s, median of "
            f"{args.repeats} runs ({args.dump_repeats} on the dump, "
            f"{args.model_repeats} on the model; one run where it took {ONCE:g}x "
            "the all-on run or more); saving = "
            "(off - on) / off:",
            "",
            table(results),
            "",
            f"Each switch alone (saving on {', '.join(results)}):",
            "",
            *verdicts(results),
            "",
            "Noise:",
            "",
            *noise(results),
        ]
    )
    print(report)
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "ablation.md").write_text(report + "\n")
    saved = {name: [asdict(cell) for cell in cells] for name, cells in results.items()}
    (RESULTS / "ablation.json").write_text(json.dumps(saved, indent=2) + "\n")
    print(f"wrote {RESULTS / 'ablation.md'}", file=sys.stderr)


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--sites", type=int, default=HEADLINE)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--dump-repeats", type=int, default=9)
    parser.add_argument("--model-repeats", type=int, default=5)
    parser.add_argument("--layers", type=int, default=96, help="the real model's")
    parser.add_argument("--jobs", type=int, default=3, help="inputs side by side")
    parser.add_argument("--one", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--out", type=Path, help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> None:
    """Run the ablation, print the table, write the results."""
    args = _arguments(argv)
    if args.one is not None:
        ablate(args.one, args.repeats, args.out)
        return
    with tempfile.TemporaryDirectory() as name:
        workdir = Path(name)
        cases = inputs(args.sites, args.seed, args.layers, workdir)
        results = ablate_all(cases, workdir, args)
    write(results, args)


if __name__ == "__main__":
    main()
