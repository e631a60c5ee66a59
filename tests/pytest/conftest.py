"""Test-process settings (nothing here ships with the package)."""

from __future__ import annotations

import gc
import sys

import pytest
from harness.parsed import seed_group
from xdist.remote import Producer
from xdist.scheduler import LoadScopeScheduling

COLLECTOR_THRESHOLDS = (50_000, 20, 20)
"""The tests build and drop thousands of modules, and keep hundreds alive
(`harness.parsed`, the modules a test file reads once): at Python's default
thresholds (700, 10, 10) the cyclic collector walked that heap often enough to
cost 7-9% of the heaviest files.  Collection timing changes no test's outcome:
the tests that look at the collector check whether it is enabled or frozen,
never when it runs."""


def pytest_configure(config: pytest.Config) -> None:
    gc.set_threshold(*COLLECTOR_THRESHOLDS)
    # pytest keeps each test file with its asserts rewritten beside its
    # bytecode, unless the environment says not to write bytecode (as
    # PYTHONDONTWRITEBYTECODE does on our machines): then every run, and every
    # xdist worker, rewrites all of them again, 2.4 CPU s each.  The suites
    # write the package's bytecode anyway (`make bytecode`).
    sys.dont_write_bytecode = False


ONE_WORKER_MODULES = frozenset(
    {
        "tests/pytest/tools/test_walkthrough.py",
        "tests/pytest/dialects/test_interchange.py",
        "tests/pytest/harness/test_fork_server.py",
    }
)
"""Test files whose module-scoped fixtures cost seconds (the walkthrough's
dumps, iree-opt's print of every module, a fork server): all their tests run
on one worker, which makes each fixture once, not once per worker."""


class SeedGroupScheduling(LoadScopeScheduling):
    """`--dist loadgroup` by the group of seeds in a test's name: every test
    of one group of generated seeds (`harness.parsed.seed_batches`) runs on
    one worker, where `parse_once` reads each seed once for all of them, and
    every test of a file of `ONE_WORKER_MODULES` on one worker; every other
    test is a unit of its own, handed to whichever worker has fewer than
    three tests left, as `--dist load` does.  (pytest-xdist's own
    `loadgroup` reads `xdist_group` marks into a test's node id, which
    pytest 9 no longer lets it change: it would group nothing.)"""

    def _split_scope(self, nodeid: str) -> str:
        return scope_of(nodeid)


def scope_of(nodeid: str) -> str:
    """The unit of scheduling a test (its node id) belongs to."""
    module = nodeid.partition("::")[0]
    if module in ONE_WORKER_MODULES:
        return module
    return seed_group(nodeid) or nodeid


@pytest.hookimpl(optionalhook=True)  # undeclared when xdist is off (-p no:xdist)
def pytest_xdist_make_scheduler(
    config: pytest.Config, log: Producer
) -> LoadScopeScheduling | None:
    if config.getoption("dist") == "loadgroup":
        return SeedGroupScheduling(config, log)
    return None
