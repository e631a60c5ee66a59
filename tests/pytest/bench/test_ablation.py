"""`make bench-ablation`'s verdicts (`bench/ablation.py`): a speed-up that
slows any input is flagged, whatever it saves on the others; a configuration
that took twice the all-on run's time or more is settled after one run."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import cast

import pytest

BENCH = Path(__file__).parents[3] / "bench"
Verdict = Callable[[dict[str, float]], str]


@pytest.fixture(scope="module")
def ablation() -> ModuleType:
    """`bench/ablation.py` (bench/ is not a package: its scripts import each
    other from their folder)."""
    sys.path.insert(0, str(BENCH))
    try:
        return importlib.import_module("ablation")
    finally:
        sys.path.remove(str(BENCH))


@pytest.fixture(scope="module")
def verdict(ablation: ModuleType) -> Verdict:
    return cast(Verdict, ablation.verdict)


@pytest.mark.parametrize(
    ("savings", "expected"),
    [
        ({"a": 20.0, "b": 1.0}, "pays"),
        ({"a": 2.9, "b": -2.9}, "UNDER the 3% line"),
        ({"a": 60.0, "b": -11.2}, "COSTS time on b"),
        ({"a": -3.0, "b": -80.0}, "COSTS time on a, b"),
    ],
)
def test_verdicts(verdict: Verdict, savings: dict[str, float], expected: str) -> None:
    assert verdict(savings) == expected


@pytest.mark.parametrize(
    ("runs", "expected"),
    [([], False), ([1.9], False), ([2.0], True), ([5.0, 5.1], True)],
)
def test_a_slow_configuration_runs_once(
    ablation: ModuleType, runs: list[float], expected: bool
) -> None:
    all_on = ablation.Cell((), [1.0])
    assert ablation.settled(ablation.Cell(("text-memo",), runs), all_on) is expected
    assert not ablation.settled(all_on, all_on)
