"""`xdsl-stream-opt --time-passes`: where a run's time goes, as MLIR reports it.

`PhaseTimer` adds up the wall and CPU time of named phases (read, verify,
each pass, print) in the order they first ran; `report` prints them the way
`mlir-opt --mlir-timing` does, each with its share of the total, the total
measured from the start of the driver's `main` (interpreter start-up and
imports before it are not counted; `Rest` is what no phase covers).
"""

from __future__ import annotations

import time
from collections.abc import Generator
from contextlib import contextmanager
from dataclasses import dataclass, field

PARSER = "Parser"
VERIFIER = "Verifier"
OUTPUT = "Output"
_RULE = "===" + "-" * 73 + "==="


@dataclass
class _Times:
    wall: float = 0.0
    cpu: float = 0.0


@dataclass
class PhaseTimer:
    """Wall and CPU seconds of named phases since the timer was made."""

    start_wall: float = field(default_factory=time.perf_counter)
    start_cpu: float = field(default_factory=time.process_time)
    phases: dict[str, _Times] = field(default_factory=dict[str, _Times])

    def add(self, name: str, wall: float, cpu: float) -> None:
        """Count `wall` and `cpu` seconds for phase `name`."""
        times = self.phases.setdefault(name, _Times())
        times.wall += wall
        times.cpu += cpu

    @contextmanager
    def phase(self, name: str) -> Generator[None]:
        """Count the time of the block for phase `name` (also if it raises)."""
        wall, cpu = time.perf_counter(), time.process_time()
        try:
            yield
        finally:
            self.add(name, time.perf_counter() - wall, time.process_time() - cpu)

    def report(self) -> str:
        """The phases as MLIR's execution time report, total last."""
        total = _Times(
            time.perf_counter() - self.start_wall,
            time.process_time() - self.start_cpu,
        )
        rest = _Times(
            max(0.0, total.wall - sum(t.wall for t in self.phases.values())),
            max(0.0, total.cpu - sum(t.cpu for t in self.phases.values())),
        )
        rows = [*self.phases.items(), ("Rest", rest), ("Total", total)]
        lines = [
            _RULE,
            "... Execution time report ...".center(len(_RULE)).rstrip(),
            _RULE,
            f"  Total Execution Time: {total.wall:.4f} seconds",
            "",
            "  ----User Time----  ----Wall Time----  ----Name----",
        ]
        for name, times in rows:
            lines.append(
                f"  {_cell(times.cpu, total.cpu)}  {_cell(times.wall, total.wall)}"
                f"  {name}"
            )
        return "\n".join(lines) + "\n"


def _cell(seconds: float, total: float) -> str:
    share = 100 * seconds / total if total > 0 else 0.0
    return f"{seconds:8.4f} ({share:5.1f}%)"
