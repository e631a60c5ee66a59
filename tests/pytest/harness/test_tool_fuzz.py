"""The tools' fuzzer (`harness.tool_fuzz`): cut, mutated and spliced dumps,
model sources, lit files and custom-form prints, through `xdsl-stream-opt`,
`xdsl-stream-report` and the reading path of the notebook and the API: no
traceback, a located error on failure, nothing on stdout then."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from harness import tool_fuzz

from xdsl_stream.tools import opt


@pytest.mark.slow
def test_no_traceback_on_mutated_inputs() -> None:
    failures = tool_fuzz.run(cases=150, seed=7)
    assert failures == {}


def test_the_checks_can_fail(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A tool that raises, or fails without a location, or writes output on
    failure, is caught."""
    data = b'"x.y"() : () -> ()\n'
    assert tool_fuzz.check_case(data, tmp_path) == []

    def raising(argv: list[str]) -> int:
        raise IndexError("boom")

    monkeypatch.setattr(opt, "main", raising)
    assert tool_fuzz.check_case(data, tmp_path) == [
        "xdsl-stream-opt: raised IndexError: boom"
    ]

    def unlocated(argv: list[str]) -> int:
        print("output")
        print("something went wrong", file=sys.stderr)
        return 1

    monkeypatch.setattr(opt, "main", unlocated)
    assert tool_fuzz.check_case(data, tmp_path) == [
        "xdsl-stream-opt: failed with output on stdout"
    ]


def test_a_quoted_source_line_is_not_a_bug() -> None:
    """A diagnostic quoting a line that says "Traceback" is a diagnostic; the
    traceback header and the tools' internal-error line are bugs."""
    quoted = "case.mlir:17:11: error: expect symbol name\nfunc.func K-NOT:  Traceback\n"
    assert tool_fuzz._tool_problem("t", 1, "", quoted) is None
    assert tool_fuzz._tool_problem("t", 1, "", "Traceback (most recent call last):\n")
    internal = "xdsl-stream-opt: error: internal error: KeyError: 1\n"
    assert tool_fuzz._tool_problem("t", 1, "", internal)


def test_cases_are_seeded() -> None:
    texts = tool_fuzz.sources()
    first = [tool_fuzz.make_case(random.Random(5), texts) for _ in range(3)]
    again = [tool_fuzz.make_case(random.Random(5), texts) for _ in range(3)]
    assert first == again
