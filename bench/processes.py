"""Running a tool as `make bench` measures it: CPU, wall and peak memory of a
fresh process, and the machine the figures were taken on."""

from __future__ import annotations

import os
import platform
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path


@dataclass
class ToolRun:
    """One process: wall and CPU (user + system) seconds, peak RSS bytes."""

    wall: float
    cpu: float
    rss: int


def run_tool(
    args: list[str],
    *,
    env: dict[str, str] | None = None,
    cwd: Path | None = None,
    stdout: int | None = None,
) -> tuple[str, ToolRun]:
    """Run a tool to completion: its stderr and what it cost (its stdout is
    dropped unless `stdout`, a file descriptor, says where it goes)."""
    with tempfile.NamedTemporaryFile(prefix="bench_rss_") as rss:
        start = time.perf_counter()
        process = subprocess.Popen(
            [*_peak_rss_wrapper(rss.name), *args],
            stdout=subprocess.DEVNULL if stdout is None else stdout,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            cwd=cwd,
        )
        assert process.stderr is not None
        stderr = process.stderr.read()
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        if process.returncode != 0:
            raise RuntimeError(f"{args[0]} failed:\n{stderr}")
        peak = Path(rss.name).read_text().strip()
    cpu = usage.ru_utime + usage.ru_stime
    kib = int(peak.splitlines()[-1]) if peak else usage.ru_maxrss  # Linux: KiB
    return stderr, ToolRun(wall, cpu, kib * 1024)


def _peak_rss_wrapper(output: str) -> list[str]:
    """`/usr/bin/time -f %M -o output`, if there is one.

    A process started from this one reports as its peak RSS at least this
    process's (Linux keeps the high-water mark across the `exec`), which
    hides a tool's own when the bench has grown larger than it; `time`
    starts the tool from a small process.  CPU time is the same through it
    (a parent's usage counts its waited-for children's)."""
    return [_TIME, "-f", "%M", "-o", output] if Path(_TIME).exists() else []


_TIME = "/usr/bin/time"


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
