"""Test-process settings (nothing here ships with the package)."""

from __future__ import annotations

import gc

import pytest

COLLECTOR_THRESHOLDS = (50_000, 20, 20)
"""The tests build and drop thousands of modules, and keep hundreds alive
(`harness.parsed`, the modules a test file reads once): at Python's default
thresholds (700, 10, 10) the cyclic collector walked that heap often enough to
cost 7-9% of the heaviest files.  Collection timing changes no test's outcome:
the tests that look at the collector check whether it is enabled or frozen,
never when it runs."""


def pytest_configure(config: pytest.Config) -> None:
    gc.set_threshold(*COLLECTOR_THRESHOLDS)
