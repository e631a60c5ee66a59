"""Each module text read once per test process, and a fresh copy handed out.

The differential and semantic tests read the same generated modules again and
again (one seed's text is read by seven tests across three files: each pass,
pipeline and aliasing choice).  A read (and its verification) costs about ten
times a `clone()`, which gives the same IR: `parse_once` reads a text the
first time and clones that module afterwards.  The caller owns what it gets
and may rewrite it.
"""

from __future__ import annotations

from functools import lru_cache

from xdsl.dialects.builtin import ModuleOp

from xdsl_stream.api import parse_module


@lru_cache(maxsize=1024)
def _read(text: str, allow_unregistered: bool) -> ModuleOp:
    return parse_module(text, allow_unregistered=allow_unregistered)


def parse_once(text: str, *, allow_unregistered: bool = True) -> ModuleOp:
    """`parse_module(text, ...)`, read once per process: a copy of that read."""
    return _read(text, allow_unregistered).clone()
