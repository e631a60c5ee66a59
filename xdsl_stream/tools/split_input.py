"""`--split-input-file`: the input cut into chunks where MLIR's tools cut it.

MLIR splits at `// -----` by looking for the marker less its last two dashes
(`// ---`): a piece that goes on with the two dashes and then a character
other than `0` ends the chunk before it; any other piece is a near miss,
warned about at the piece's first character and kept in the chunk (so
`// ---`, `// -----0`, a `// -----` that ends the input, and the second
marker of `// -----// -----` are near misses, not cuts).  xDSL cuts at
every whole `// -----`, which gives those an extra chunk each.

Where the input begins with `// ---` this module keeps an empty first
chunk: iree-opt 3.13 starts its first chunk with the marker's last two
dashes there (`--// IR Dump Before ...`, the first line of every IREE
dump), which it then refuses to read.  Empty input has no chunk, as in
iree-opt.
"""

from __future__ import annotations

from dataclasses import dataclass

SPLIT_MARKER = b"// -----"
"""What `--split-input-file` splits the input at (xDSL's and MLIR's)."""

_CUT_AT = SPLIT_MARKER[:-2]
"""What MLIR looks for; what follows it says whether it is the marker."""


@dataclass(frozen=True)
class Chunk:
    """One chunk of the input: its bytes and where they start in it."""

    data: bytes
    start: int


@dataclass(frozen=True)
class Split:
    """The chunks of an input, and where each near miss of the marker is
    (the byte after its `// ---`)."""

    chunks: list[Chunk]
    near_misses: list[int]


def split_input(data: bytes) -> Split:
    """`data` cut as MLIR's `--split-input-file` cuts it (the module's
    docstring says how, and where the package differs)."""
    if not data:
        return Split([], [])
    pieces = data.split(_CUT_AT)
    chunks: list[Chunk] = []
    near_misses: list[int] = []
    start, end = 0, len(pieces[0])
    for piece in pieces[1:]:
        at = end + len(_CUT_AT)
        if len(piece) > 2 and piece.startswith(b"--") and piece[2:3] != b"0":
            chunks.append(Chunk(data[start:end], start))
            start = at + 2
        else:
            near_misses.append(at)
        end = at + len(piece)
    chunks.append(Chunk(data[start:end], start))
    return Split(chunks, near_misses)
