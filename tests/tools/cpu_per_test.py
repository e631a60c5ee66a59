"""CPU seconds per test file: a pytest plugin, and the table it adds up to.

Wall time under pytest-xdist says little on a shared machine; the CPU time a
test takes (its process's, and that of the processes it started and waited
for: iree-opt, iree-compile, our tools) moves less.  Each pytest process
writes what its tests took to DIR/<worker>.json; `python cpu_per_test.py DIR`
prints the files by CPU seconds, then the 30 dearest tests::

    PYTHONPATH=tests/tools CPU_PER_TEST_DIR=/tmp/cpu \\
        .venv/bin/pytest -q -n 2 -p cpu_per_test tests/pytest
    python tests/tools/cpu_per_test.py /tmp/cpu

A test's time includes its fixtures' set-up (a module-scoped fixture counts
for the first test that asks for it), not collection.
"""

from __future__ import annotations

import json
import os
import resource
import sys
from collections import defaultdict
from collections.abc import Generator
from pathlib import Path

import pytest

_taken: dict[str, tuple[float, float]] = {}


def _cpu() -> tuple[float, float]:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, children.ru_utime + children.ru_stime


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Generator[None]:
    own, children = _cpu()
    yield
    own_after, children_after = _cpu()
    _taken[item.nodeid] = (own_after - own, children_after - children)


def pytest_sessionfinish() -> None:
    folder = Path(os.environ.get("CPU_PER_TEST_DIR", "cpu-per-test"))
    folder.mkdir(parents=True, exist_ok=True)
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    (folder / f"{worker}.json").write_text(json.dumps(_taken))


def main(folder: Path) -> None:
    files: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0])
    tests: list[tuple[float, str]] = []
    for path in folder.glob("*.json"):
        for nodeid, (own, children) in json.loads(path.read_text()).items():
            row = files[nodeid.split("::")[0]]
            row[0] += 1
            row[1] += own + children
            row[2] += children
            tests.append((own + children, nodeid))
    print(f"{sum(r[1] for r in files.values()):.1f} CPU s in {len(tests)} tests\n")
    print("| file | tests | CPU s | of which in processes it started |")
    print("|---|---:|---:|---:|")
    for name, (count, cpu, children) in sorted(files.items(), key=lambda f: -f[1][1]):
        print(f"| {name} | {count:.0f} | {cpu:.1f} | {children:.1f} |")
    print()
    for cpu, nodeid in sorted(tests, reverse=True)[:30]:
        print(f"{cpu:7.2f}  {nodeid}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
