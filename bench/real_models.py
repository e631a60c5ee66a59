"""`make bench`, real models: deep transformer stacks with parameters.

For each size (layers) the model of `models.py` is dumped by `iree-compile`
(cached in `bench/.cache`), then run through both tools in the same run:
`iree-opt --iree-stream-fuse-dispatch-bindings --mlir-timing` (`IREE_REPEATS`
runs, the median by CPU) and `xdsl-stream-opt --time-passes -p
fuse-dispatch-bindings` (`repeats` runs, the median by CPU), each a fresh
process: CPU (user + system) and wall seconds, peak RSS, and every phase of
its timing report.  Our output, re-printed by `iree-opt`, must equal
iree-opt's output, as in the differential tests.

The scaling table gives the cost per dispatch site at each size; the targets
of issue 31 are checked on it.  A second table times IREE's whole binding
segment the same way: `xdsl-stream-opt -p binding-segment` against
`iree-opt` running the five passes (`SEGMENT_FLAGS`), outputs compared the
same way; a third the pass on each dump as iree-opt prints it (custom form,
what `--mlir-print-ir-before` writes without `--mlir-print-op-generic`).
Written to `bench/results/models.md` and `models.json`.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "tests")]
from harness.oracle import find_tool  # noqa: E402
from models import dump  # noqa: E402
from processes import ToolRun, machine, run_tool  # noqa: E402

CACHE = HERE / ".cache"
RESULTS = HERE / "results"
DEFAULT_LAYERS = (24, 96, 384)
IREE_REPEATS = 9
"""Runs of `iree-opt` per measurement: a tenth of a second at 96 layers, so
that one run disturbed by the machine (0.11 s where the others take 0.09)
moves a median of three, and the ratio with it, by a fifth."""

_PHASE = re.compile(
    r"^\s+([0-9.]+) \(\s*[0-9.]+%\)(?:\s+[0-9.]+ \(\s*[0-9.]+%\))?\s+(\S.*?)\s*$", re.M
)


def phases(report: str) -> dict[str, float]:
    """Name -> seconds of an MLIR-style timing report (the first column:
    wall for `iree-opt --mlir-timing`, user for `xdsl-stream-opt
    --time-passes`)."""
    return {name: float(seconds) for seconds, name in _PHASE.findall(report)}


SEGMENT_FLAGS = [
    "--iree-stream-fuse-dispatch-bindings",
    "--iree-stream-annotate-dispatch-arguments",
    "--iree-stream-pack-dispatch-operands",
    "--cse",
    "--iree-stream-fold-uniform-operands",
]
"""IREE's binding segment as `iree-opt` runs it, what `binding-segment`
equals."""


@dataclass
class PairRun:
    """One input through both tools (the binding segment, or the pass on the
    dump in custom form): the medians by CPU, and whether the outputs agree."""

    iree: ToolRun
    ours: ToolRun
    identical: bool


@dataclass
class ModelRun:
    """One model through both tools."""

    layers: int
    kbytes: float
    sites: int
    globals: int
    iree: ToolRun
    iree_phases: dict[str, float]
    ours: ToolRun
    our_phases: dict[str, float]
    identical: bool
    runs: dict[str, int] = field(default_factory=dict[str, int])
    segment: PairRun | None = None
    custom: PairRun | None = None

    @property
    def us_per_site(self) -> float:
        """Our whole run's CPU microseconds per dispatch site."""
        return 1e6 * self.ours.cpu / self.sites


def _median_by_cpu(runs: list[tuple[str, ToolRun]]) -> tuple[str, ToolRun]:
    return sorted(runs, key=lambda run: run[1].cpu)[len(runs) // 2]


def _run_to(args: list[str], output: Path) -> tuple[str, ToolRun]:
    with output.open("w") as out:
        return run_tool(args, stdout=out.fileno())


def _same_after_reprint(iree_opt: str, ours: Path, theirs: Path) -> bool:
    """Whether our output, re-printed by `iree-opt`, is `iree-opt`'s."""
    reprinted = subprocess.run(
        [iree_opt, str(ours)], capture_output=True, text=True, check=True
    ).stdout
    return reprinted == theirs.read_text()


def _measure_pair(
    path: Path,
    iree_flags: list[str],
    our_flags: list[str],
    workdir: Path,
    repeats: int,
    bin_dir: Path,
) -> PairRun:
    """Both tools on the dump at `path`, the medians by CPU."""
    iree_opt = find_tool("iree-opt")
    iree_out, our_out = workdir / "iree_pair.mlir", workdir / "ours_pair.mlir"
    iree_args = [iree_opt, *iree_flags, "--mlir-disable-threading", str(path)]
    _, iree = _median_by_cpu(
        [_run_to(iree_args, iree_out) for _ in range(IREE_REPEATS)]
    )
    ours_args = [str(bin_dir / "xdsl-stream-opt"), *our_flags, str(path)]
    _, ours = _median_by_cpu([_run_to(ours_args, our_out) for _ in range(repeats)])
    return PairRun(iree, ours, _same_after_reprint(iree_opt, our_out, iree_out))


def measure_segment(path: Path, workdir: Path, bin_dir: Path, repeats: int) -> PairRun:
    """The binding segment on the dump at `path`."""
    our_flags = ["-p", "binding-segment"]
    return _measure_pair(path, SEGMENT_FLAGS, our_flags, workdir, repeats, bin_dir)


def measure_custom(path: Path, workdir: Path, bin_dir: Path, repeats: int) -> PairRun:
    """The pass on the dump at `path` as iree-opt prints it (custom form, as
    `--mlir-print-ir-before` writes it without `--mlir-print-op-generic`)."""
    custom = workdir / "custom.mlir"
    _run_to([find_tool("iree-opt"), str(path)], custom)
    iree_flags = ["--iree-stream-fuse-dispatch-bindings"]
    our_flags = ["-p", "fuse-dispatch-bindings"]
    return _measure_pair(custom, iree_flags, our_flags, workdir, repeats, bin_dir)


def measure_model(layers: int, workdir: Path, bin_dir: Path, repeats: int) -> ModelRun:
    """Dump the model of `layers` layers (cached) and run both tools on it."""
    path = dump(layers, CACHE)
    text = path.read_text()
    iree_opt = find_tool("iree-opt")  # IREE's binary, not the Python script
    iree_out, our_out = workdir / "iree.mlir", workdir / "ours.mlir"
    iree_args = [iree_opt, "--iree-stream-fuse-dispatch-bindings", "--mlir-timing"]
    iree_args += ["--mlir-disable-threading", str(path)]
    iree_report, iree = _median_by_cpu(
        [_run_to(iree_args, iree_out) for _ in range(IREE_REPEATS)]
    )
    ours_args = [str(bin_dir / "xdsl-stream-opt"), "--time-passes"]
    ours_args += ["-p", "fuse-dispatch-bindings", str(path)]
    our_report, ours = _median_by_cpu(
        [_run_to(ours_args, our_out) for _ in range(repeats)]
    )
    return ModelRun(
        layers=layers,
        kbytes=len(text.encode()) / 1024,
        sites=text.count('"stream.cmd.dispatch"'),
        globals=text.count('"util.global"'),
        iree=iree,
        iree_phases=phases(iree_report),
        ours=ours,
        our_phases=phases(our_report),
        identical=_same_after_reprint(iree_opt, our_out, iree_out),
        runs={"iree-opt": IREE_REPEATS, "xdsl-stream-opt": repeats},
        segment=measure_segment(path, workdir, bin_dir, repeats),
        custom=measure_custom(path, workdir, bin_dir, repeats),
    )


def _phase_cells(run: ModelRun) -> str:
    ours = run.our_phases
    iree = run.iree_phases
    our_cells = " / ".join(
        f"{ours.get(name, 0.0):.2f}"
        for name in ("Parser", "Verifier", "fuse-dispatch-bindings", "Output", "Rest")
    )
    iree_pass = next((v for k, v in iree.items() if k.startswith("FuseDispatch")), 0.0)
    iree_cells = " / ".join(
        f"{value:.3f}"
        for value in (iree.get("Parser", 0.0), iree_pass, iree.get("Output", 0.0))
    )
    return f"{our_cells} | {iree_cells}"


def table(runs: list[ModelRun]) -> str:
    """The scaling table: one row per size."""
    head = (
        "| layers | dump KB | sites | globals | iree-opt cpu s (wall) "
        "| xdsl-stream-opt cpu s (wall) | ratio (cpu) "
        "| ours: parse / verify / pass / print / rest cpu s "
        "| iree-opt: parse / pass / output wall s | µs per site, ours / iree-opt "
        "| per site vs previous size | peak MB ours / iree-opt (ratio) "
        "| output = iree-opt's |"
    )
    lines = [head, "|" + "---:|" * (head.count(" | ") + 1)]
    previous: ModelRun | None = None
    for r in runs:
        growth = f"{r.us_per_site / previous.us_per_site:.2f}x" if previous else "-"
        lines.append(
            f"| {r.layers} | {r.kbytes:.0f} | {r.sites} | {r.globals} "
            f"| {r.iree.cpu:.2f} ({r.iree.wall:.2f}) | {r.ours.cpu:.2f} ({r.ours.wall:.2f}) "
            f"| {r.ours.cpu / r.iree.cpu:.1f}x | {_phase_cells(r)} "
            f"| {r.us_per_site:.0f} / {1e6 * r.iree.cpu / r.sites:.0f} | {growth} "
            f"| {r.ours.rss / 2**20:.0f} / {r.iree.rss / 2**20:.0f} "
            f"({r.ours.rss / r.iree.rss:.2f}x) | {'yes' if r.identical else 'NO'} |"
        )
        previous = r
    return "\n".join(lines)


def pair_table(runs: list[ModelRun], pick: Callable[[ModelRun], PairRun | None]) -> str:
    """One pair of runs (`pick`: the segment's, the custom form's) at each
    size: whole runs, per site, outputs."""
    head = (
        "| layers | iree-opt cpu s (wall) | xdsl-stream-opt cpu s (wall) "
        "| ratio (cpu) | µs per site, ours / iree-opt | per site vs previous size "
        "| peak MB ours / iree-opt | output = iree-opt's |"
    )
    lines = [head, "|" + "---:|" * (head.count(" | ") + 1)]
    previous: float | None = None
    for r in runs:
        pair = pick(r)
        if pair is None:
            continue
        per_site = 1e6 * pair.ours.cpu / r.sites
        growth = f"{per_site / previous:.2f}x" if previous else "-"
        lines.append(
            f"| {r.layers} | {pair.iree.cpu:.2f} ({pair.iree.wall:.2f}) "
            f"| {pair.ours.cpu:.2f} ({pair.ours.wall:.2f}) "
            f"| {pair.ours.cpu / pair.iree.cpu:.1f}x "
            f"| {per_site:.0f} / {1e6 * pair.iree.cpu / r.sites:.0f} | {growth} "
            f"| {pair.ours.rss / 2**20:.0f} / {pair.iree.rss / 2**20:.0f} "
            f"| {'yes' if pair.identical else 'NO'} |"
        )
        previous = per_site
    return "\n".join(lines)


def targets(runs: list[ModelRun]) -> list[str]:
    """The targets of issue 31, each with the measured value and a verdict."""

    def verdict(ok: bool) -> str:
        return "holds" if ok else "MISSED"

    lines: list[str] = []
    by_layers = {r.layers: r for r in runs}
    for r in runs:
        if r.layers >= 96:
            ratio = r.ours.cpu / r.iree.cpu
            lines.append(
                f"- whole run at {r.layers} layers <= 10x iree-opt: {ratio:.1f}x CPU, "
                f"{verdict(ratio <= 10)}"
            )
    if 96 in by_layers and 384 in by_layers:
        growth = by_layers[384].us_per_site / by_layers[96].us_per_site
        lines.append(
            f"- per-site cost at 384 layers <= 1.3x that at 96: {growth:.2f}x, "
            f"{verdict(growth <= 1.3)}"
        )
    worst = max(runs, key=lambda r: r.ours.rss / r.iree.rss)
    ratio = worst.ours.rss / worst.iree.rss
    lines.append(
        f"- peak memory <= 3x iree-opt's (worst: {worst.layers} layers): "
        f"{ratio:.2f}x, {verdict(ratio <= 3)}"
    )
    same = all(r.identical for r in runs)
    lines.append(f"- output identical to iree-opt's at every size: {verdict(same)}")
    return lines


def report(runs: list[ModelRun]) -> str:
    """The markdown section of the real models."""
    return "\n".join(
        [
            f"Machine: {machine()}",
            "",
            "Real models (`bench/models.py`: pre-LN transformer stacks, seq 32, "
            "d_model 64, one global per weight), `-p fuse-dispatch-bindings` "
            "against `iree-opt --iree-stream-fuse-dispatch-bindings`, whole runs:",
            "",
            table(runs),
            "",
            *targets(runs),
            "",
            "IREE's binding segment: `-p binding-segment` against `iree-opt "
            + " ".join(SEGMENT_FLAGS)
            + "`, whole runs:",
            "",
            pair_table(runs, lambda r: r.segment),
            "",
            "The same dumps as iree-opt prints them (custom form, as "
            "`--mlir-print-ir-before` writes them without `--mlir-print-op-generic`), "
            "`-p fuse-dispatch-bindings` against "
            "`iree-opt --iree-stream-fuse-dispatch-bindings`, whole runs:",
            "",
            pair_table(runs, lambda r: r.custom),
        ]
    )


def write(runs: list[ModelRun]) -> str:
    """Write `models.md` and `models.json` to `bench/results/`; return the
    markdown."""
    text = report(runs)
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "models.md").write_text(text + "\n")
    saved = [asdict(r) | {"us_per_site": r.us_per_site} for r in runs]
    (RESULTS / "models.json").write_text(json.dumps(saved, indent=2) + "\n")
    return text


def run_models(layers: list[int], workdir: Path, bin_dir: Path) -> str:
    """Measure every size (ours: the largest once, others five times each)."""
    runs: list[ModelRun] = []
    for count in layers:
        print(f"measuring the model of {count} layers ...", flush=True, file=sys.stderr)
        repeats = 1 if count >= 384 else 5
        runs.append(measure_model(count, workdir, bin_dir, repeats))
    return write(runs)
