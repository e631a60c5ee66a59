"""The source-mutation harness: what it changes, and that a run sees it."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest
from harness.source_mutants import apply, main, mutants, survivors

SOURCE = '''\
"""A docstring: not mutated."""


def f(a, b, items):
    if a is None:
        return 0
    for item in items:
        if item < a:
            continue
        if not b and item in items:
            break
    return min(items) + 2 if all(items) else True
'''


def test_every_kind_is_found_and_no_string_is_changed() -> None:
    found = mutants(SOURCE)
    kinds = {m.kind for m in found}
    assert kinds == {
        "compare",
        "boolean",
        "not",
        "flip",
        "integer",
        "loop",
        "guard",
        "call",
    }
    assert all(m.line >= 5 for m in found)  # the docstring's line is 1


def test_each_mutant_changes_one_place() -> None:
    original = ast.unparse(ast.parse(SOURCE))
    for mutant in mutants(SOURCE):
        mutated = apply(SOURCE, mutant)
        ast.parse(mutated)
        changed = [
            (a, b)
            for a, b in zip(original.splitlines(), mutated.splitlines(), strict=True)
            if a != b
        ]
        assert len(changed) == 1, (mutant, changed)


def test_the_changes_are_the_ones_described() -> None:
    by_description = {m.description: apply(SOURCE, m) for m in mutants(SOURCE)}
    assert "if item <= a:" in by_description["Lt -> LtE"]
    assert "if b and item in items:" in by_description["`not` dropped"]
    assert "return min(items) + 3" in by_description["2 -> 3"]
    assert "return max(items)" in by_description["min -> max"]
    assert "if a is None:\n        pass" in by_description["`return 0` -> pass"]
    assert "break\n        if not b" in by_description["-> break"]


@pytest.mark.slow  # starts Python processes
def test_a_run_kills_what_its_commands_notice(tmp_path: Path) -> None:
    """The mutated module is the one the commands import (no stale bytecode);
    `<=` for `<` survives a check of one side only."""
    (tmp_path / "m.py").write_text("def less(a, b):\n    return a < b\n")
    command = f"{sys.executable} -c 'import m; assert m.less(1, 2)'"
    both = command[:-1] + " and not m.less(2, 2)'"
    chosen = mutants((tmp_path / "m.py").read_text())
    assert [m.description for m in chosen] == ["Lt -> LtE"]
    assert survivors(tmp_path, "m.py", chosen, [command]) == chosen
    assert survivors(tmp_path, "m.py", chosen, [both]) == []
    assert (tmp_path / "m.py").read_text() == "def less(a, b):\n    return a < b\n"


@pytest.mark.slow  # clones the repository
def test_a_run_stops_where_it_would_kill_everything(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Commands that fail without a mutant, and a module that is not there,
    are said and stop the run before any mutant."""
    assert main(["xdsl_stream/api.py", "--commands", "false"]) == 1
    assert "fails without a mutant" in capsys.readouterr().out
    with pytest.raises(SystemExit) as stopped:
        main(["xdsl_stream/nothing.py", "--commands", "true"])
    assert stopped.value.code == 2
    assert "not a committed file" in capsys.readouterr().err
