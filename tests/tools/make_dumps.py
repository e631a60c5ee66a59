#!/usr/bin/env python3
"""Regenerate the IREE dump corpus in tests/dumps/.

For every program in tests/programs/ and every target below, run iree-compile up
to the stream phase and capture the module right before the pass
`iree-stream-fuse-dispatch-bindings`, in generic op form:

* tests/dumps/<program>.<target>.mlir      without locations
* tests/dumps/<program>.<target>.loc.mlir  with --mlir-print-debuginfo

The first line of each dump (the "IR Dump Before ..." header comment) is
dropped.  Target flags pin the CPU and triple so the output does not depend on
the host.  Usage:

    python tests/tools/make_dumps.py [--verify] [PROGRAM ...]

iree-compile (and iree-opt for --verify) are taken from $IREE_COMPILE /
$IREE_OPT, else from the bin directory of the running Python (the venv), else
from PATH.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS_DIR = ROOT / "tests" / "programs"
DUMPS_DIR = ROOT / "tests" / "dumps"
PASS_NAME = "iree-stream-fuse-dispatch-bindings"

TARGETS: dict[str, list[str]] = {
    "llvm-cpu": [
        "--iree-hal-target-device=local",
        "--iree-hal-local-target-device-backends=llvm-cpu",
        "--iree-llvmcpu-target-triple=x86_64-unknown-linux-gnu",
        "--iree-llvmcpu-target-cpu=generic",
    ],
    # The default (offline) Vulkan profile, spelled out so it stays fixed.
    "vulkan-spirv": [
        "--iree-hal-target-device=vulkan",
        "--iree-vulkan-target=vp_android_baseline_2022",
    ],
}

# Extra iree-compile flags for programs that need them.
PROGRAM_FLAGS: dict[str, list[str]] = {
    "stablehlo_mlp": ["--iree-input-type=stablehlo"],
    "tosa_conv": ["--iree-input-type=tosa"],
}

# (program, target) pairs whose .loc variant is not kept (size budget).
SKIP_LOC: set[tuple[str, str]] = set()

DUMP_FLAGS: list[str] = [
    "--compile-to=stream",
    f"--mlir-print-ir-before={PASS_NAME}",
    "--mlir-print-ir-module-scope",
    "--mlir-disable-threading",
    "--mlir-print-op-generic",
]


@dataclass(frozen=True)
class Job:
    """One dump to produce."""

    program: Path
    target: str
    debuginfo: bool

    @property
    def output(self) -> Path:
        """Path of the dump file in tests/dumps/."""
        suffix = ".loc.mlir" if self.debuginfo else ".mlir"
        return DUMPS_DIR / f"{self.program.stem}.{self.target}{suffix}"


def find_tool(name: str, env_var: str) -> str:
    """Locate an IREE tool: $env_var, then the venv's bin dir, then PATH."""
    explicit = os.environ.get(env_var)
    if explicit:
        return explicit
    candidate = Path(sys.executable).parent / name
    if candidate.is_file() and os.access(candidate, os.X_OK):
        return str(candidate)
    found = shutil.which(name)
    if found is None:
        sys.exit(
            f"error: cannot find {name}; set ${env_var} or install iree-base-compiler"
        )
    return found


def compile_dump(iree_compile: str, job: Job) -> str:
    """Run iree-compile for one job and return the dump without its header line."""
    with tempfile.TemporaryDirectory(prefix="make_dumps_") as tmp:
        tree = Path(tmp) / "tree"
        cmd = [
            iree_compile,
            # Relative to the repo root: locations must not depend on the checkout.
            str(job.program.relative_to(ROOT)),
            *TARGETS[job.target],
            *PROGRAM_FLAGS.get(job.program.stem, []),
            *DUMP_FLAGS,
            f"--mlir-print-ir-tree-dir={tree}",
            "-o",
            str(Path(tmp) / "out.mlir"),
        ]
        if job.debuginfo:
            cmd.append("--mlir-print-debuginfo")
        proc = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
        if proc.returncode != 0:
            raise RuntimeError(
                f"iree-compile failed ({proc.returncode}):\n{proc.stderr}"
            )
        dumps = sorted(tree.rglob(f"*_{PASS_NAME}.mlir"))
        if len(dumps) != 1:
            raise RuntimeError(
                f"expected one dump file, found {[str(d) for d in dumps]}"
            )
        text = dumps[0].read_text()
    header, _, body = text.partition("\n")
    if not header.startswith("// -----// IR Dump Before"):
        raise RuntimeError(f"unexpected dump header: {header!r}")
    return body


def check_dump(job: Job, text: str) -> None:
    """Sanity checks on a dump: it must contain a dispatch and match its variant."""
    if '"stream.cmd.dispatch"' not in text:
        raise RuntimeError("dump has no stream.cmd.dispatch")
    has_loc = re.search(r"^#loc\d* = loc\(", text, re.MULTILINE) is not None
    if has_loc != job.debuginfo:
        raise RuntimeError(
            f"location aliases present={has_loc}, expected {job.debuginfo}"
        )


def verify_dump(iree_opt: str, path: Path) -> list[str]:
    """Re-parse a dump with iree-opt and run the pass on it; return problems found."""
    problems: list[str] = []
    for extra in ([], [f"--{PASS_NAME}"]):
        proc = subprocess.run(
            [iree_opt, *extra, str(path), "-o", os.devnull],
            capture_output=True,
            text=True,
        )
        if proc.returncode != 0:
            what = "pass" if extra else "re-parse"
            first = (proc.stderr.strip().splitlines() or ["<no output>"])[0]
            problems.append(f"{what} failed ({proc.returncode}): {first}")
    return problems


def make_jobs(selected: list[str]) -> list[Job]:
    """Build the job list for the selected program stems (all when empty)."""
    programs = sorted(PROGRAMS_DIR.glob("*.mlir"))
    if selected:
        unknown = set(selected) - {p.stem for p in programs}
        if unknown:
            sys.exit(f"error: unknown programs: {sorted(unknown)}")
        programs = [p for p in programs if p.stem in selected]
    return [
        Job(program, target, debuginfo)
        for program in programs
        for target in TARGETS
        for debuginfo in (False, True)
        if not (debuginfo and (program.stem, target) in SKIP_LOC)
    ]


def main(argv: list[str] | None = None) -> int:
    """Entry point: regenerate the dumps, optionally verifying them with iree-opt."""
    parser = argparse.ArgumentParser(description="Regenerate tests/dumps/.")
    parser.add_argument("programs", nargs="*", help="program stems (default: all)")
    parser.add_argument(
        "--verify",
        action="store_true",
        help="also re-parse each dump and run the pass on it",
    )
    args = parser.parse_args(argv)

    iree_compile = find_tool("iree-compile", "IREE_COMPILE")
    iree_opt = find_tool("iree-opt", "IREE_OPT") if args.verify else ""
    DUMPS_DIR.mkdir(parents=True, exist_ok=True)
    failures = 0
    for job in make_jobs(args.programs):
        rel = job.output.relative_to(ROOT)
        try:
            text = compile_dump(iree_compile, job)
            check_dump(job, text)
        except RuntimeError as err:
            failures += 1
            print(f"FAIL {rel}: {err}", file=sys.stderr)
            continue
        job.output.write_text(text)
        status = f"{len(text.encode()):>8} B  {rel}"
        if args.verify:
            problems = verify_dump(iree_opt, job.output)
            failures += bool(problems)
            status += "".join(f"\n    {p}" for p in problems)
        print(status)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
