"""The names IREE 3.13's dialects define (`xdsl_stream.dialects.iree_names`):
the package declares none beyond them, IREE knows each, and a name it does
not know is refused by the reader as `iree-opt` refuses it."""

from __future__ import annotations

import re

import pytest
from harness.in_process import run_stream_opt
from harness.oracle import SPLIT_MARKER, iree_opt_chunks
from xdsl.ir import Dialect, TypeAttribute

from xdsl_stream.dialects.hal import HAL
from xdsl_stream.dialects.iree_encoding import IREE_ENCODING
from xdsl_stream.dialects.iree_names import IREE_NAMES
from xdsl_stream.dialects.iree_tensor_ext import IREE_TENSOR_EXT
from xdsl_stream.dialects.stream import Stream
from xdsl_stream.dialects.util import UTIL

DECLARED: tuple[Dialect, ...] = (Stream, UTIL, HAL, IREE_ENCODING, IREE_TENSOR_EXT)


@pytest.mark.parametrize("dialect", DECLARED, ids=lambda d: d.name)
def test_every_declared_name_is_one_iree_defines(dialect: Dialect) -> None:
    names = IREE_NAMES[dialect.name]
    for attr in dialect.attributes:
        name = attr.name.removeprefix(dialect.name + ".")
        is_type = issubclass(attr, TypeAttribute)
        assert name in (names.types if is_type else names.attributes), attr.name


def _chunks() -> list[tuple[str, str]]:
    """(what, module) for each listed name and a misspelling of each,
    written bare, as an attribute and as a type."""
    chunks: list[tuple[str, str]] = []
    for dialect, names in IREE_NAMES.items():
        for kind, listed in (("#", names.attributes), ("!", names.types)):
            for name in sorted(listed) + [n + "x" for n in sorted(listed)] + ["q"]:
                written = f"{kind}{dialect}.{name}"
                if kind == "#":
                    chunks.append((written, f'"t.op"() {{a = {written}}} : () -> ()'))
                else:
                    chunks.append((written, f'"t.op"() : () -> {written}'))
    return chunks


def _first_errors(stderr: str) -> dict[int, str]:
    """Line -> the first error reported on it (each chunk is one line)."""
    errors: dict[int, str] = {}
    for line, message in re.findall(r"^<stdin>:(\d+):(\d+: error: .*)$", stderr, re.M):
        errors.setdefault(int(line), message)
    return errors


@pytest.mark.slow
def test_refusals_are_iree_opts() -> None:
    """iree-opt refuses no listed name as unknown, and where it refuses a
    name as unknown, the reader refuses it with the same words at the same
    place; the reader refuses nothing else as unknown."""
    chunks = _chunks()
    text = f"\n{SPLIT_MARKER}\n".join(module for _, module in chunks)
    iree = iree_opt_chunks(text)
    ours = run_stream_opt("--split-input-file", "-", stdin=text)
    iree_errors, our_errors = _first_errors(iree.stderr), _first_errors(ours.stderr)
    unknown = re.compile(r"unknown|provides no type parsing hook")
    listed = {f"#{d}.{n}" for d, names in IREE_NAMES.items() for n in names.attributes}
    listed |= {f"!{d}.{n}" for d, names in IREE_NAMES.items() for n in names.types}
    for index, (written, _) in enumerate(chunks):
        line = 2 * index + 1  # a chunk's error may be placed on the next line
        theirs = iree_errors.get(line) or iree_errors.get(line + 1, "")
        mine = our_errors.get(line) or our_errors.get(line + 1, "")
        if unknown.search(theirs):
            assert written not in listed, theirs
            assert mine == theirs, written
        else:
            assert not unknown.search(mine), (written, mine)
