"""A module cut short anywhere is a diagnostic, never a crash.

The reader's memo looks at the next character before xDSL's parser does; at
the end of the text there is none (an `IndexError` escaped once, as a
traceback of `xdsl-stream-opt`).  Every example is cut at each line end and
before every character a memo or a shortcut of the reader starts from, in
custom and generic form, with the speed-ups on and off.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from xdsl_stream.api import parse_module, print_module
from xdsl_stream.core.speedups import turned_off
from xdsl_stream.io.reader import ReadError, read_module

pytestmark = pytest.mark.slow  # hundreds of cut modules read, each twice

EXAMPLES = sorted((Path(__file__).parents[3] / "examples").glob("*.mlir"))
CUT_BEFORE = "\n<{("


def _cuts(text: str) -> list[int]:
    return sorted({i for i, c in enumerate(text) if c in CUT_BEFORE})


def _read(text: str) -> str:
    try:
        read_module(text, "cut.mlir")
    except ReadError as error:
        return str(error)
    return "read"


@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_a_cut_module_is_a_diagnostic(path: Path, generic: bool) -> None:
    text = path.read_text()
    if generic:
        text = print_module(parse_module(text), generic=True)
    for cut in _cuts(text):
        outcome = _read(text[:cut])
        with turned_off():
            assert _read(text[:cut]) == outcome, f"cut at {cut}"
        if outcome != "read":
            assert outcome.startswith("cut.mlir:"), outcome
