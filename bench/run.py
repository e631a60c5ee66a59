# pyright: reportUnknownMemberType=false
# (matplotlib's stubs leave **kwargs untyped)
"""`make bench`: xdsl-stream-opt against iree-opt, and against the code before issue 18.

Three parts, each tool on the same file in the same run:

* **Real models** (`bench/real_models.py`): transformer stacks of 24, 96 and
  384 layers with one global per weight (`bench/models.py`), dumped by
  `iree-compile` (cached in `bench/.cache`), whole runs against iree-opt with
  every phase, peak memory and the cost per dispatch site at each size;
  `--models-only` (`make bench-models`) runs this part alone and writes
  `bench/results/models.md` and `models.json`.

* **Whole runs** (`-p fuse-dispatch-bindings` against
  `iree-opt --iree-stream-fuse-dispatch-bindings`): the 20k-site generated
  module in custom form, the same module in generic form (as `iree-opt
  --mlir-print-op-generic` prints it: what dumps are), and every real dump of
  `tests/dumps`.  `xdsl-stream-opt` runs from this checkout and from the
  commit before issue 18's speed-ups (`--base`, extracted with `git archive`
  into a temporary directory and put first on `PYTHONPATH`), each a fresh
  process: wall and CPU (user + system) seconds, peak RSS, and for this
  checkout the `--time-passes` report (its pass time is the pass alone).
  iree-opt runs three times (the median by CPU); so does this checkout on
  the 20k modules and everything on the largest dump, whose runs last a
  fraction of a second (the commit before issue 18 runs once on the 20k
  modules: a minute in generic form).  The pass time is the median of each
  tool's runs' pass times.
* **Sizes** (2k, 10k, 20k sites; `--sizes` adds 50k, 80k): the phases of
  the Python API in a fresh subprocess, as the driver reads and runs
  (parse, verify, pass, print, and parse of the same module in generic
  form), CPU seconds (`time.process_time`), the median of three such
  processes, phase by phase.

Ratios are of CPU time, which other jobs on a shared machine disturb far less
than wall time (both are in the tables).  iree-opt's pass time is
`--mlir-timing`'s (wall, single-threaded).

Prints markdown tables and the targets of issue 18, and writes
`bench/results/results.md`, `results.json`, `timing_20k.txt` (the timing
report of the 20k generic run) and `per_site.png`.

Command line: ``python bench/run.py [--sizes 2000 10000 ...] [--seed N]
[--base REV|none] [--layers 24 96 384] [--models-only]`` (``--replot`` redraws the plot from ``results.json``).
"""

from __future__ import annotations

import argparse
import gc
import io
import json
import os
import re
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TypeVar

from xdsl.dialects.builtin import ModuleOp

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results"
DEFAULT_SIZES = (2000, 10000, 20000)
"""Sizes of the phase table (`--sizes 2000 10000 20000 50000 80000` adds the
sizes past which IREE's superlinear pass is slower; they add a quarter of an
hour on 2 cores)."""
HEADLINE = 20000
"""The size of the whole-run cases (custom and generic form)."""
BASE_REV = "23dfc24"
"""The commit before issue 18's speed-ups."""
ROOT = HERE.parent
DUMPS = ROOT / "tests" / "dumps"
BIN = Path(sys.executable).parent

_X = TypeVar("_X")

sys.path.insert(0, str(HERE))
from generate import SITES_PER_EXECUTABLE, generate  # noqa: E402
from processes import ToolRun, machine, run_tool  # noqa: E402
from real_models import DEFAULT_LAYERS, run_models  # noqa: E402


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

    Parsing, verifying and the pass are `xdsl-stream-opt`'s
    (`SourceTrackingParser`, collector paused while parsing, parsed IR
    frozen; `verify_module`, once, after reading; no lossy-print check),
    and each phase starts after a full collection, so that no phase pays for
    another's garbage.
    """
    from xdsl_stream.api import print_module
    from xdsl_stream.io.parser import SourceTrackingParser, collector_paused
    from xdsl_stream.io.reader import verify_module
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
    # The driver's verification (with the verifier's memo and shortcuts),
    # after reading; the driver verifies again after the pass.
    verify, _ = timed(lambda: verify_module(module))
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


@dataclass(frozen=True)
class Checkout:
    """A copy of the package: `root` holds its `xdsl_stream` directory."""

    label: str
    root: Path


def run_iree(path: Path) -> tuple[float, ToolRun]:
    """iree-opt's pass time (s) and the run's cost."""
    stderr, run = run_tool(
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
    return float(match.group(1)), run


_OUR_PASS = re.compile(
    r"^\s+([0-9.]+) \(\s*[0-9.]+%\)\s+[0-9.]+ \(\s*[0-9.]+%\)  fuse-dispatch-bindings$",
    re.M,
)


def run_xdsl(checkout: Checkout, path: Path, workdir: Path) -> tuple[str, ToolRun]:
    """`xdsl-stream-opt --time-passes -p fuse-dispatch-bindings` of `checkout`
    (first on `PYTHONPATH`, run outside the repository so that the working
    directory shadows nothing): its stderr and cost."""
    env = {**os.environ, "PYTHONPATH": str(checkout.root)}
    launch = "from xdsl_stream.tools.opt import entry_point; entry_point()"
    args = ["--time-passes", "--allow-unregistered-dialect"]
    return run_tool(
        [
            sys.executable,
            "-c",
            launch,
            *args,
            "-p",
            "fuse-dispatch-bindings",
            str(path),
        ],
        env=env,
        cwd=workdir,
    )


def run_xdsl_opt(path: Path) -> tuple[float, float, int]:
    """Wall time, CPU time (s) and peak RSS (bytes) of this checkout's
    `xdsl-stream-opt -p fuse-...`."""
    _, run = run_tool(
        [str(BIN / "xdsl-stream-opt"), "-p", "fuse-dispatch-bindings", str(path)]
    )
    return run.wall, run.cpu, run.rss


def measure(sites: int, seed: int, workdir: Path, base_rss: int) -> Row:
    """Generate the module of `sites` sites and run every measurement on it."""
    path = workdir / f"bench_{sites}.mlir"
    path.write_text(generate(sites, seed))
    # iree-opt takes well under a second: the run with the median pass time of
    # three, as such short timings vary from run to run.
    runs = sorted((run_iree(path) for _ in range(3)), key=lambda run: run[0])
    iree_pass, iree_run = runs[1]
    iree_wall, iree_cpu = iree_run.wall, iree_run.cpu
    xdsl_wall, xdsl_cpu, peak_rss = run_xdsl_opt(path)
    # The median of three fresh processes, each phase on its own: the phases
    # of a small module last a tenth of a second, and a single run of the
    # largest one's pass moved by half on a shared machine (which the check
    # that the pass is linear compares with the smallest's).
    runs = [
        json.loads(
            subprocess.run(
                [sys.executable, __file__, "--phases", str(path)],
                capture_output=True,
                text=True,
                check=True,
            ).stdout
        )
        for _ in range(3)
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


@dataclass
class WholeRun:
    """One input through both tools (and the base checkout), whole runs."""

    case: str
    kind: str
    """`generic`, `custom`, `largest dump`, `dump` or `all dumps`."""
    kbytes: float
    iree: ToolRun
    iree_pass: float
    new: ToolRun
    new_pass: float
    """CPU seconds of the pass in the run's `--time-passes` report."""
    base: ToolRun | None
    report: str = ""
    """The `--time-passes` report of the run of this checkout."""


def _median_by_cpu(runs: list[tuple[_X, ToolRun]]) -> tuple[_X, ToolRun]:
    return sorted(runs, key=lambda run: run[1].cpu)[len(runs) // 2]


def measure_whole(
    case: tuple[str, str],
    path: Path,
    checkouts: list[Checkout],
    workdir: Path,
    repeats: int,
    base_repeats: int | None = None,
) -> WholeRun:
    """`path` through iree-opt (three times), this checkout (`repeats`) and
    the one before (`base_repeats`, else `repeats`); the median run of each
    by CPU time, and the median pass time of each tool's runs (the pass's
    share of a run moves with where the garbage collector happens to run,
    so the pass time of the median whole run alone moved +-40%)."""
    iree_runs = [run_iree(path) for _ in range(3)]
    _, iree = _median_by_cpu(iree_runs)
    counts = [repeats] + [repeats if base_repeats is None else base_repeats] * (
        len(checkouts) - 1
    )
    all_runs = [
        [run_xdsl(c, path, workdir) for _ in range(count)]
        for c, count in zip(checkouts, counts, strict=True)
    ]
    runs = [_median_by_cpu(each) for each in all_runs]
    report, new = runs[0]
    return WholeRun(
        case=case[0],
        kind=case[1],
        kbytes=path.stat().st_size / 1024,
        iree=iree,
        iree_pass=statistics.median(seconds for seconds, _ in iree_runs),
        new=new,
        new_pass=statistics.median(_our_pass(r) for r, _ in all_runs[0]),
        base=runs[1][1] if len(runs) > 1 else None,
        report=report,
    )


def _our_pass(report: str) -> float:
    """CPU seconds of the pass in a `--time-passes` report (NaN if none)."""
    match = _OUR_PASS.search(report)
    return float(match.group(1)) if match else float("nan")


def dump_runs(checkouts: list[Checkout], workdir: Path) -> list[WholeRun]:
    """Every real dump: the largest (three runs each), then their sum."""
    dumps = sorted(DUMPS.glob("*.mlir"), key=lambda p: -p.stat().st_size)
    largest = measure_whole(
        (f"largest dump ({dumps[0].name})", "largest dump"),
        dumps[0],
        checkouts,
        workdir,
        3,
    )
    each = [measure_whole((d.name, "dump"), d, checkouts, workdir, 1) for d in dumps]

    def total(runs: list[ToolRun | None]) -> ToolRun | None:
        if any(run is None for run in runs):
            return None
        known = [run for run in runs if run is not None]
        return ToolRun(
            sum(r.wall for r in known),
            sum(r.cpu for r in known),
            max(r.rss for r in known),
        )

    summed = WholeRun(
        case=f"all {len(dumps)} dumps, one run each (sum)",
        kind="all dumps",
        kbytes=sum(r.kbytes for r in each),
        iree=total([r.iree for r in each]) or each[0].iree,
        iree_pass=sum(r.iree_pass for r in each),
        new=total([r.new for r in each]) or each[0].new,
        new_pass=sum(r.new_pass for r in each),
        base=total([r.base for r in each]),
    )
    return [largest, summed]


def whole_table(runs: list[WholeRun]) -> str:
    """The whole runs as a markdown table (ratios of CPU time to iree-opt's)."""
    head = (
        "| input | KB | iree-opt wall / cpu s | xdsl-stream-opt wall / cpu s "
        "| ratio (cpu) | before wall / cpu s | before ratio (cpu) "
        "| peak RSS MB now / before | pass ms now / iree | pass ratio |"
    )
    lines = [head, "|---|" + "---:|" * (head.count(" | "))]
    for r in runs:
        base = r.base
        before = (
            f"{base.wall:.2f} / {base.cpu:.2f} | {base.cpu / r.iree.cpu:.1f}x"
            if base
            else "- | -"
        )
        rss = f"{r.new.rss / 2**20:.0f} / " + (
            f"{base.rss / 2**20:.0f}" if base else "-"
        )
        lines.append(
            f"| {r.case} | {r.kbytes:.0f} | {r.iree.wall:.2f} / {r.iree.cpu:.2f} "
            f"| {r.new.wall:.2f} / {r.new.cpu:.2f} | {r.new.cpu / r.iree.cpu:.1f}x "
            f"| {before} | {rss} | {1e3 * r.new_pass:.0f} / {1e3 * r.iree_pass:.0f} "
            f"| {r.new_pass / r.iree_pass:.2f}x |"
        )
    return "\n".join(lines)


def targets(rows: list[Row], whole: list[WholeRun]) -> list[str]:
    """Each target of issue 18 with the measured value and whether it holds."""
    sites = whole[0].case.split(" ")[0]

    def verdict(ok: bool) -> str:
        return "holds" if ok else "MISSED"

    by_case = {r.kind: r for r in whole}
    lines: list[str] = []
    for case, limit in (("generic", 15.0), ("custom", 10.0)):
        r = by_case[case]
        ratio = r.new.cpu / r.iree.cpu
        before = f", before {r.base.cpu / r.iree.cpu:.1f}x" if r.base else ""
        lines.append(
            f"- whole run at {sites} sites, {case} input, <= {limit:.0f}x "
            f"iree-opt: {ratio:.1f}x CPU (wall {r.new.wall / r.iree.wall:.1f}x)"
            f"{before}, {verdict(ratio <= limit)}"
        )
    custom = by_case["custom"]
    ratio = custom.new_pass / custom.iree_pass
    lines.append(
        f"- the pass alone at {sites} <= 2.5x iree-opt's: {ratio:.2f}x "
        f"({1e3 * custom.new_pass:.0f} ms CPU against {1e3 * custom.iree_pass:.0f} ms), "
        f"{verdict(ratio <= 2.5)}"
    )
    small, large = rows[0], rows[-1]
    growth = (large.fuse / large.sites) / (small.fuse / small.sites)
    lines.append(
        f"- the pass linear: per-site cost at {large.sites} {growth:.2f}x that at "
        f"{small.sites}, {verdict(growth <= 1.3)}"
    )
    dump = by_case["largest dump"]
    ratio = dump.new.cpu / dump.iree.cpu
    lines.append(
        f"- {dump.case}, whole run <= 3x iree-opt: {ratio:.1f}x CPU "
        f"(wall {dump.new.wall / dump.iree.wall:.1f}x), {verdict(ratio <= 3)}"
    )
    for case in ("generic", "custom"):
        r = by_case[case]
        if r.base is not None:
            growth = r.new.rss / r.base.rss
            lines.append(
                f"- peak memory at {sites}, {case}: {r.new.rss / 2**20:.0f} MB "
                f"against {r.base.rss / 2**20:.0f} MB before ({growth:.2f}x), "
                f"{verdict(growth <= 1.2)}"
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


def extract_base(rev: str, workdir: Path) -> Checkout | None:
    """The package as of `rev` in `workdir/base` (`git archive`), or None."""
    if rev == "none":
        return None
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", "--format=tar", rev, "xdsl_stream"],
        capture_output=True,
        check=True,
    ).stdout
    root = workdir / "base"
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(root, filter="data")
    return Checkout(f"before ({rev})", root)


def headline_runs(
    sites: int, seed: int, checkouts: list[Checkout], workdir: Path
) -> list[WholeRun]:
    """The module of `sites` sites in generic and in custom form."""
    custom = workdir / f"headline_{sites}.mlir"
    custom.write_text(generate(sites, seed))
    generic = workdir / f"headline_{sites}.generic.mlir"
    run_tool(
        [
            str(BIN / "iree-opt"),
            "--mlir-print-op-generic",
            str(custom),
            "-o",
            str(generic),
        ]
    )
    name = f"{sites // 1000}k" if sites >= 1000 else str(sites)
    # This checkout three times, as iree-opt (the median of each); the one
    # before once (it takes minutes, and its ratio is for comparison only).
    return [
        measure_whole(
            (f"{name} generic", "generic"), generic, checkouts, workdir, 3, 1
        ),
        measure_whole((f"{name} custom", "custom"), custom, checkouts, workdir, 3, 1),
    ]


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=list(DEFAULT_SIZES))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--headline",
        type=int,
        default=HEADLINE,
        help=f"sites of the whole-run cases ({HEADLINE})",
    )
    parser.add_argument(
        "--base",
        default=BASE_REV,
        help=f"the commit to measure beside this checkout ({BASE_REV}), or none",
    )
    parser.add_argument(
        "--layers",
        type=int,
        nargs="+",
        default=list(DEFAULT_LAYERS),
        help="sizes of the real models (bench/real_models.py)",
    )
    parser.add_argument(
        "--models-only",
        action="store_true",
        help="only the real models (bench/results/models.md)",
    )
    parser.add_argument("--phases", type=Path, help=argparse.SUPPRESS)
    parser.add_argument(
        "--replot",
        action="store_true",
        help="only redraw per_site.png from results.json",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> None:
    """Run the benchmark, print the tables, write the results."""
    args = _arguments(argv)
    if args.phases is not None:
        print(json.dumps(asdict(measure_phases(args.phases))))
        return
    if args.replot:
        saved = json.loads((RESULTS / "results.json").read_text())
        plot([Row(**row) for row in saved["sizes"]], RESULTS / "per_site.png")
        return
    rows: list[Row] = []
    with tempfile.TemporaryDirectory() as name:
        workdir = Path(name)
        models = run_models(args.layers, workdir, BIN)
        if args.models_only:
            print(models)
            return
        base = extract_base(args.base, workdir)
        checkouts = [Checkout("now", ROOT), *([base] if base else [])]
        baseline = workdir / "baseline.mlir"
        baseline.write_text(generate(1, args.seed))
        _, _, base_rss = run_xdsl_opt(baseline)
        for sites in args.sizes:
            print(f"measuring {sites} sites ...", file=sys.stderr, flush=True)
            rows.append(measure(sites, args.seed, workdir, base_rss))
        print("measuring whole runs ...", file=sys.stderr, flush=True)
        whole = headline_runs(args.headline, args.seed, checkouts, workdir)
        whole += dump_runs(checkouts, workdir)
    write_results(rows, whole, base, models)


def write_results(
    rows: list[Row], whole: list[WholeRun], base: Checkout | None, models: str
) -> None:
    """Print the tables and targets; write them, the JSON, the timing report
    of the generic headline run and the plot to `bench/results/`."""
    before = f"`{base.label}`" if base else "not measured"
    report = "\n".join(
        [
            f"Machine: {machine()}",
            "",
            f"Whole runs, `-p fuse-dispatch-bindings` (before = {before}):",
            "",
            whole_table(whole),
            "",
            "Phases of the Python API, CPU s:",
            "",
            table(rows),
            "",
            *targets(rows, whole),
            "",
            "## Real models (also in `models.md`)",
            "",
            models,
        ]
    )
    print(report)
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "results.md").write_text(report + "\n")
    (RESULTS / "timing_20k.txt").write_text(whole[0].report)
    saved = {
        "sizes": [asdict(r) for r in rows],
        "whole": [{k: v for k, v in asdict(r).items() if k != "report"} for r in whole],
    }
    (RESULTS / "results.json").write_text(json.dumps(saved, indent=2) + "\n")
    plot(rows, RESULTS / "per_site.png")
    print(f"wrote {RESULTS / 'results.md'} and {RESULTS / 'per_site.png'}")


if __name__ == "__main__":
    main()
