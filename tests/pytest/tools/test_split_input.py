"""`xdsl_stream.tools.split_input`: chunks and near misses as iree-opt 3.13
gives them (each case's expectation is iree-opt's output on it)."""

from __future__ import annotations

import pytest

from xdsl_stream.tools.split_input import split_input

A, B = b"module {}\n", b"module {}\n"


@pytest.mark.parametrize(
    ("data", "chunks", "near_misses"),
    [
        (A + b"// -----\n" + B, [A, b"\n" + B], []),
        (A + b"// -----\n// -----\n" + B, [A, b"\n", b"\n" + B], []),
        (A + b"// -----// -----\n" + B, [A + b"// -----", b"\n" + B], [16]),
        (A + b"// -----0 x\n" + B, [A + b"// -----0 x\n" + B], [16]),
        (A + b"// ---\n" + B, [A + b"// ---\n" + B], [16]),
        (A + b"// -----", [A + b"// -----"], [16]),
        (A + b"// ------\n" + B, [A, b"-\n" + B], []),
        (A + b"// ----- x\n" + B, [A, b" x\n" + B], []),
        (b"", [], []),
    ],
)
def test_chunks_are_iree_opts(
    data: bytes, chunks: list[bytes], near_misses: list[int]
) -> None:
    split = split_input(data)
    assert [chunk.data for chunk in split.chunks] == chunks
    assert all(data[c.start :].startswith(c.data) for c in split.chunks)
    assert split.near_misses == near_misses


def test_a_leading_marker_gives_an_empty_chunk() -> None:
    """Where iree-opt keeps the marker's last dashes in its first chunk
    (`--// IR Dump ...`) and refuses it, the package has an empty chunk."""
    split = split_input(b"// -----// IR Dump Before X //----- //\n" + A)
    assert [chunk.data for chunk in split.chunks] == [
        b"",
        b"// IR Dump Before X //----- //\n" + A,
    ]
