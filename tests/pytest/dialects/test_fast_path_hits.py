"""The op-level shortcuts are taken: losing one would only slow parsing.

`fast_paths.compile_format` makes one regular expression of each run of an
op's format, with the `fast_pattern` hooks of `custom<DispatchEntryPoints>`
and `custom<DispatchResources>` inside the dispatch's run; `match_run` reads
a canonically spelled op with it.  Nothing else would fail if a run stopped
matching (the token parser reads the same IR), so: `match_run`'s successes
are counted, and with the two directives' token parsers made to fail, a
canonical dispatch still parses (the run with the hooks read it) while the
switch off, or a spelling the run declines, reaches them.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from xdsl.irdl.declarative_assembly_format import ParsingState
from xdsl.parser import Parser

from xdsl_stream.api import parse_module
from xdsl_stream.core import speedups
from xdsl_stream.core.speedups import Speedup
from xdsl_stream.dialects.stream import fast_paths
from xdsl_stream.dialects.stream.directives.dispatch import (
    DispatchEntryPoints,
    DispatchResources,
)
from xdsl_stream.io.reader import ReadError

DISPATCH = """
util.func public @f(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.dispatch @ex::@fn[%c16](%c0 : index) {
      ro %x[%c0 for %c16] : !stream.resource<transient>{%sz},
      wo %x[%c16 for %c16] : !stream.resource<transient>{%sz}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
"""


class TokenParserReached(Exception):
    """Raised by a token parser; the reader reports it as an error at the op
    (an exception of an op's parser is a `ReadError`, never a traceback)."""


@pytest.fixture
def token_parsers_fail(monkeypatch: pytest.MonkeyPatch) -> None:
    """The dispatch directives' token parsers raise when called."""

    def fail(self: object, parser: Parser, state: ParsingState) -> None:
        raise TokenParserReached(type(self).__name__)

    monkeypatch.setattr(DispatchEntryPoints, "parse", fail)
    monkeypatch.setattr(DispatchResources, "parse", fail)


@pytest.fixture
def run_hits(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """How many format runs `match_run` read."""
    hits = [0]
    match_run = fast_paths.match_run

    def counting(*args: Any) -> bool:
        matched = match_run(*args)
        hits[0] += matched
        return matched

    monkeypatch.setattr(fast_paths, "match_run", counting)
    yield hits


def test_format_runs_are_matched(run_hits: list[int]) -> None:
    parse_module(DISPATCH)
    assert run_hits[0] > 0


def test_the_dispatch_run_reads_entry_point_and_bindings(
    token_parsers_fail: None,
) -> None:
    parse_module(DISPATCH)


def test_the_switch_off_reaches_the_token_parsers(
    token_parsers_fail: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(speedups, "_off", {Speedup.FAST_PATHS})
    with pytest.raises(ReadError, match="TokenParserReached"):
        parse_module(DISPATCH)


def test_a_declined_spelling_reaches_the_token_parsers(
    token_parsers_fail: None,
) -> None:
    """A comment inside the bindings: the run declines, token by token."""
    commented = DISPATCH.replace("ro %x", "// a comment\n      ro %x")
    with pytest.raises(ReadError, match="TokenParserReached"):
        parse_module(commented)
