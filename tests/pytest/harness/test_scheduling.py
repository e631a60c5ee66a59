"""The pytest-xdist scheduler of `tests/pytest/conftest.py` keeps on one
worker what shares an expensive setup."""

from __future__ import annotations

from pathlib import Path

from conftest import ONE_WORKER_MODULES, scope_of

ROOT = Path(__file__).parents[3]


def test_each_one_worker_module_exists_and_has_a_module_fixture() -> None:
    for module in ONE_WORKER_MODULES:
        text = (ROOT / module).read_text()
        assert '@pytest.fixture(scope="module")' in text, module


def test_a_module_s_tests_share_a_scope_and_others_do_not() -> None:
    walkthrough = "tests/pytest/tools/test_walkthrough.py"
    assert scope_of(f"{walkthrough}::test_a") == scope_of(f"{walkthrough}::test_b")
    other = "tests/pytest/io/test_printer.py"
    assert scope_of(f"{other}::test_a") != scope_of(f"{other}::test_b")
