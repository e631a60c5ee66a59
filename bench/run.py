# pyright: reportUnknownMemberType=false
# (matplotlib's stubs leave **kwargs untyped)
"""`make bench`: iree-opt against xdsl-stream-opt on generated modules of growing size.

For every size the same generated file (`bench/generate.py`) goes through

* `iree-opt --iree-stream-fuse-dispatch-bindings --mlir-timing`: pass time and
  wall time (the median run of three);
* `xdsl-stream-opt -p fuse-dispatch-bindings` (the package's driver for real
  dumps, which alone takes the garbage-collector tuning of a one-shot
  process; stock `xdsl-opt` runs the same pass without it): wall time and
  peak RSS (a subprocess);
* the xDSL Python API in a fresh subprocess: parse (custom syntax, as
  `xdsl-stream-opt` parses), verify, pass, print, and parse of the same module
  in generic form (the driver verifies twice: after parsing and after the
  pass); for modules of up to 10k sites, the median of three such processes,
  phase by phase.

The phases are CPU seconds (`time.process_time`), which other jobs on a shared
machine disturb far less than wall time; for both tools the table gives wall
and CPU (user + system) time of the whole run. iree-opt's pass time is
`--mlir-timing`'s (wall, single-threaded).

Prints a markdown table and the targets of issue 6, and writes
`bench/results/results.md`, `results.json` and `per_site.png`.

Command line: ``python bench/run.py [--sizes 2000 10000 ...] [--seed N]``
(``--replot`` redraws the plot from ``results.json``).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

from xdsl.dialects.builtin import ModuleOp

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results"
DEFAULT_SIZES = (2000, 10000, 20000, 50000, 80000)
"""The issue's sizes, and 80k, past which IREE's superlinear pass is slower."""
SMALL = 10000
"""Modules up to this size have their xDSL phases timed three times."""
BIN = Path(sys.executable).parent

sys.path.insert(0, str(HERE))
from generate import SITES_PER_EXECUTABLE, generate  # noqa: E402


@dataclass
class Phases:
    """In-process xDSL timings of one module, in CPU seconds."""

    ops: int
    parse: float
    verify: float
    fuse: float
    print: float
    parse_generic: float


@dataclass
class Row:
    """Everything measured on one module."""

    sites: int
    executables: int
    ops: int
    iree_pass: float
    iree_wall: float
    iree_cpu: float
    parse: float
    verify: float
    fuse: float
    print: float
    parse_generic: float
    xdsl_wall: float
    xdsl_cpu: float
    peak_rss: int
    """Bytes, of the `xdsl-opt` subprocess."""
    base_rss: int
    """Bytes, peak RSS of `xdsl-opt` on a one-site module (interpreter, xDSL)."""

    @property
    def bytes_per_op(self) -> float:
        """Peak RSS above the one-site baseline, per op."""
        return (self.peak_rss - self.base_rss) / self.ops


def measure_phases(path: Path) -> Phases:
    """Time parse, verify, pass and print with the Python API (in this process).

    Parsing and the pass are `xdsl-stream-opt`'s (`SourceTrackingParser`,
    collector paused while parsing, parsed IR frozen; no lossy-print check),
    and each phase starts after a full collection, so that no phase pays for
    another's garbage.
    """
    from xdsl_stream.api import print_module
    from xdsl_stream.parsing import SourceTrackingParser, collector_paused
    from xdsl_stream.transforms.fuse_dispatch_bindings import (
        FuseDispatchBindingsPass,
    )
    from xdsl_stream.universe import make_context

    def timed(phase: Callable[[], object]) -> tuple[float, object]:
        gc.collect()
        start = time.process_time()
        result = phase()
        return time.process_time() - start, result

    def parse_as_the_driver(text: str) -> ModuleOp:
        with collector_paused():
            module = SourceTrackingParser(ctx, text).parse_module()
        gc.freeze()
        return module

    text = path.read_text()
    ctx = make_context()
    parse, module = timed(lambda: parse_as_the_driver(text))
    assert isinstance(module, ModuleOp)
    verify, _ = timed(module.verify)
    ops = sum(1 for _ in module.walk())
    generic = print_module(module, generic=True)
    # As `xdsl-stream-opt` runs it: without the lossy-print check that only
    # stock `xdsl-opt` needs (its printer is not lossless).
    the_pass = FuseDispatchBindingsPass(check_printing=False)
    fuse, _ = timed(lambda: the_pass.apply(ctx, module))
    printed, _ = timed(lambda: print_module(module))
    parse_generic, _ = timed(lambda: parse_as_the_driver(generic))
    return Phases(
        ops=ops,
        parse=parse,
        verify=verify,
        fuse=fuse,
        print=printed,
        parse_generic=parse_generic,
    )


def run_tool(args: list[str]) -> tuple[str, float, float, int]:
    """Run a tool: its stderr, wall time, CPU time (s) and peak RSS (bytes)."""
    start = time.perf_counter()
    process = subprocess.Popen(
        args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )
    assert process.stderr is not None
    stderr = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise RuntimeError(f"{args[0]} failed:\n{stderr}")
    cpu = usage.ru_utime + usage.ru_stime
    return stderr, wall, cpu, usage.ru_maxrss * 1024  # Linux reports KiB


def run_iree(path: Path) -> tuple[float, float, float]:
    """iree-opt's pass time, wall time and CPU time, in seconds."""
    stderr, wall, cpu, _ = run_tool(
        [
            str(BIN / "iree-opt"),
            "--iree-stream-fuse-dispatch-bindings",
            "--mlir-timing",
            "--mlir-disable-threading",
            str(path),
            "-o",
            os.devnull,
        ]
    )
    match = re.search(r"^\s*([0-9.]+) \(.*\)\s+FuseDispatchBindings", stderr, re.M)
    if match is None:
        raise RuntimeError(f"no pass time in iree-opt's timing:\n{stderr}")
    return float(match.group(1)), wall, cpu


def run_xdsl_opt(path: Path) -> tuple[float, float, int]:
    """Wall time, CPU time (s) and peak RSS (bytes) of `xdsl-stream-opt -p
    fuse-...`."""
    _, wall, cpu, rss = run_tool(
        [str(BIN / "xdsl-stream-opt"), "-p", "fuse-dispatch-bindings", str(path)]
    )
    return wall, cpu, rss


def measure(sites: int, seed: int, workdir: Path, base_rss: int) -> Row:
    """Generate the module of `sites` sites and run every measurement on it."""
    path = workdir / f"bench_{sites}.mlir"
    path.write_text(generate(sites, seed))
    # iree-opt takes well under a second: the run with the median pass time of
    # three, as such short timings vary from run to run.
    runs = sorted((run_iree(path) for _ in range(3)), key=lambda run: run[0])
    iree_pass, iree_wall, iree_cpu = runs[1]
    xdsl_wall, xdsl_cpu, peak_rss = run_xdsl_opt(path)
    # Phases of a small module last a tenth of a second: the median of three
    # fresh processes, each phase on its own, steadies them.
    runs = [
        json.loads(
            subprocess.run(
                [sys.executable, __file__, "--phases", str(path)],
                capture_output=True,
                text=True,
                check=True,
            ).stdout
        )
        for _ in range(3 if sites <= SMALL else 1)
    ]
    phases = Phases(**{key: statistics.median(r[key] for r in runs) for key in runs[0]})
    return Row(
        sites=sites,
        executables=max(1, sites // SITES_PER_EXECUTABLE),
        ops=phases.ops,
        iree_pass=iree_pass,
        iree_wall=iree_wall,
        iree_cpu=iree_cpu,
        parse=phases.parse,
        verify=phases.verify,
        fuse=phases.fuse,
        print=phases.print,
        parse_generic=phases.parse_generic,
        xdsl_wall=xdsl_wall,
        xdsl_cpu=xdsl_cpu,
        peak_rss=peak_rss,
        base_rss=base_rss,
    )


def table(rows: list[Row]) -> str:
    """The results as a markdown table."""
    head = (
        "| sites | execs | ops | iree pass ms | iree-opt wall / cpu s | parse s "
        "| verify s | pass s | print s | xdsl-opt wall / cpu s | pass / iree pass "
        "| pass / (parse+verify+print) | custom / generic parse ops/s "
        "| wall / iree wall | peak RSS MB | bytes/op |"
    )
    lines = [head, "|" + "---:|" * head.count(" | ") + "---:|"]
    for r in rows:
        rest = r.parse + r.verify + r.print
        lines.append(
            f"| {r.sites} | {r.executables} | {r.ops} | {r.iree_pass * 1e3:.1f} "
            f"| {r.iree_wall:.2f} / {r.iree_cpu:.2f} | {r.parse:.2f} | {r.verify:.2f} | {r.fuse:.2f} "
            f"| {r.print:.2f} | {r.xdsl_wall:.1f} / {r.xdsl_cpu:.1f} | {r.fuse / r.iree_pass:.2f} "
            f"| {100 * r.fuse / rest:.1f}% | {r.parse_generic / r.parse:.2f} "
            f"| {r.xdsl_wall / r.iree_wall:.1f} | {r.peak_rss / 2**20:.0f} "
            f"| {r.bytes_per_op:.0f} |"
        )
    return "\n".join(lines)


def targets(rows: list[Row]) -> list[str]:
    """Each target of issue 6 with the measured value and whether it holds."""

    def verdict(ok: bool) -> str:
        return "holds" if ok else "MISSED"

    by_size = {r.sites: r for r in rows}
    lines: list[str] = []
    if 20000 in by_size:
        r = by_size[20000]
        ratio = r.fuse / r.iree_pass
        lines.append(
            f"- pass time at 20k <= iree-opt's: {ratio:.2f}x, {verdict(ratio <= 1)}"
        )
        wall = r.xdsl_wall / r.iree_wall
        cpu = r.xdsl_cpu / r.iree_cpu
        lines.append(
            f"- xdsl-opt wall at 20k within 20x of iree-opt's: {wall:.1f}x "
            f"(CPU {cpu:.1f}x), {verdict(wall <= 20)}"
        )
    small = rows[0]
    large = by_size.get(50000, rows[-1])
    growth = (large.fuse / large.sites) / (small.fuse / small.sites)
    lines.append(
        f"- per-site pass cost at {large.sites} within 1.3x of {small.sites}: "
        f"{growth:.2f}x, {verdict(growth <= 1.3)}"
    )
    share = max(r.fuse / (r.parse + r.verify + r.print) for r in rows)
    lines.append(
        f"- pass <= 10% of parse+verify+print: worst {100 * share:.1f}%, {verdict(share <= 0.1)}"
    )
    speed = min(r.parse_generic / r.parse for r in rows)
    lines.append(
        f"- custom parse throughput >= generic: worst {speed:.2f}x, {verdict(speed >= 1)}"
    )
    per_op = [r.bytes_per_op for r in rows]
    spread = max(per_op) / min(per_op)
    lines.append(
        f"- memory linear: {', '.join(f'{b:.0f}' for b in per_op)} bytes/op above "
        f"the {rows[0].base_rss / 2**20:.0f} MB one-site baseline "
        f"(max/min {spread:.2f}), {verdict(spread <= 1.3)}"
    )
    return lines


def plot(rows: list[Row], path: Path) -> None:
    """Time per dispatch site against size, both tools, log-log."""
    import matplotlib
    import matplotlib.ticker

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    sites = [r.sites for r in rows]
    fig, ax = plt.subplots(figsize=(7, 4.5))
    series = {
        "iree-opt pass": [r.iree_pass for r in rows],
        "xdsl pass": [r.fuse for r in rows],
        "iree-opt wall": [r.iree_wall for r in rows],
        "xdsl-opt wall": [r.xdsl_wall for r in rows],
        "xdsl parse": [r.parse for r in rows],
    }
    for label, seconds in series.items():
        style = "--" if "wall" in label else "-"
        ax.plot(
            sites,
            [1e6 * s / n for s, n in zip(seconds, sites, strict=True)],
            style,
            marker="o",
            label=label,
        )
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xticks(sites, [f"{n // 1000}k" if n >= 1000 else str(n) for n in sites])
    ax.xaxis.set_minor_formatter(matplotlib.ticker.NullFormatter())
    ax.set_xlabel("dispatch sites")
    ax.set_ylabel("µs per dispatch site")
    ax.set_title("fuse-dispatch-bindings: time per dispatch site")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)


def machine() -> str:
    """`nproc` and the CPU model."""
    model = platform.processor() or "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{os.cpu_count()} cores, {model}, Python {platform.python_version()}"


def main(argv: list[str] | None = None) -> None:
    """Run the benchmark, print the table, write the results."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=list(DEFAULT_SIZES))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--phases", type=Path, help=argparse.SUPPRESS)
    parser.add_argument(
        "--replot",
        action="store_true",
        help="only redraw per_site.png from results.json",
    )
    args = parser.parse_args(argv)
    if args.phases is not None:
        print(json.dumps(asdict(measure_phases(args.phases))))
        return
    if args.replot:
        saved = json.loads((RESULTS / "results.json").read_text())
        plot([Row(**row) for row in saved], RESULTS / "per_site.png")
        return
    rows: list[Row] = []
    with tempfile.TemporaryDirectory() as workdir:
        baseline = Path(workdir) / "baseline.mlir"
        baseline.write_text(generate(1, args.seed))
        _, _, base_rss = run_xdsl_opt(baseline)
        for sites in args.sizes:
            print(f"measuring {sites} sites ...", file=sys.stderr, flush=True)
            rows.append(measure(sites, args.seed, Path(workdir), base_rss))
    report = "\n".join(
        [
            f"Machine: {machine()}",
            "",
            table(rows),
            "",
            *targets(rows),
        ]
    )
    print(report)
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "results.md").write_text(report + "\n")
    (RESULTS / "results.json").write_text(
        json.dumps([asdict(r) for r in rows], indent=2) + "\n"
    )
    plot(rows, RESULTS / "per_site.png")
    print(f"wrote {RESULTS / 'results.md'} and {RESULTS / 'per_site.png'}")


if __name__ == "__main__":
    main()
