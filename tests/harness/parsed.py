"""Each module text read once per test process, and a fresh copy handed out.

The differential and semantic tests read the same generated modules again and
again (one seed's text is read by seven tests across three files: each pass,
pipeline and aliasing choice).  A read (and its verification) costs about ten
times a `clone()`, which gives the same IR: `parse_once` reads a text the
first time and clones that module afterwards.  The caller owns what it gets
and may rewrite it.

A text that reads strictly (`allow_unregistered=False`) holds nothing
unregistered, so its permissive read is the same IR: a permissive request
for it gets a copy of the strict read.

Those tests take their seeds in batches (`seed_batches`), and every batch of
one `GROUP` of seeds runs on one pytest-xdist worker (`--dist loadgroup`, with
the scheduler of `tests/pytest/conftest.py`), so that the worker reads each of
those seeds once for all of them.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Sequence

import pytest
from xdsl.dialects.builtin import ModuleOp

from xdsl_stream.api import parse_module

KEPT = 1024
"""Reads kept per process (the least recently used go first)."""

_reads: OrderedDict[tuple[str, bool], ModuleOp] = OrderedDict()


def _read(text: str, allow_unregistered: bool) -> ModuleOp:
    for key in ((text, False), (text, allow_unregistered)):
        if key in _reads:
            _reads.move_to_end(key)
            return _reads[key]
    module = parse_module(text, allow_unregistered=allow_unregistered)
    _reads[text, allow_unregistered] = module
    if len(_reads) > KEPT:
        _reads.popitem(last=False)
    return module


def parse_once(text: str, *, allow_unregistered: bool = True) -> ModuleOp:
    """`parse_module(text, ...)`, read once per process: a copy of that read."""
    return _read(text, allow_unregistered).clone()


GROUP = 60
"""Seeds whose tests run on one worker: `seed_batches`' batches never
straddle two groups."""

_BATCH_ID = re.compile(r"\[(?:[^\]]*-)?seeds(\d+)to\d+\b")


def seed_batches(seeds: range, batch: int) -> Sequence[object]:
    """The first seed of each batch of `batch` seeds of `seeds`, as pytest
    parameters named by their seeds (`seeds0to59`): `seed_group` reads a
    test's group of seeds from that name."""
    if GROUP % batch or seeds.start % batch:
        raise ValueError(f"batches of {batch} from {seeds.start} straddle groups")
    return [
        pytest.param(start, id=f"seeds{start}to{start + batch - 1}")
        for start in range(seeds.start, seeds.stop, batch)
    ]


def seed_group(nodeid: str) -> str | None:
    """The group of seeds a test (its pytest node id) takes from
    `seed_batches`, if any."""
    match = _BATCH_ID.search(nodeid)
    return None if match is None else f"seeds{int(match[1]) // GROUP}"
