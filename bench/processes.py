"""Running a tool as `make bench` measures it: CPU, wall and peak memory of a
fresh process, and the machine the figures were taken on."""

from __future__ import annotations

import os
import platform
import subprocess
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
    start = time.perf_counter()
    process = subprocess.Popen(
        args,
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
    cpu = usage.ru_utime + usage.ru_stime
    return stderr, ToolRun(wall, cpu, usage.ru_maxrss * 1024)  # Linux: KiB


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
