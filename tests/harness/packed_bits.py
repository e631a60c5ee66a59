"""The bits of a value `pack-dispatch-operands` moves through push-constant
words, for `byte_ranges.check_values_preserved`.

Pack splits each scalar a dispatch passes into `i32` words on the host
(`arith.extui`, `arith.trunci`, `arith.shrui`, `arith.bitcast`,
`arith.index_castui`, `complex.re`/`complex.im`) and rebuilds it in the
kernel from the words (`arith.trunci`, `arith.extui`, `arith.shli`,
`arith.ori`, `arith.bitcast`, `arith.index_castui`, `complex.create`).  Here
a value is a bit vector (`Bits`) whose pieces are bit ranges of host values,
the other bits zero; those ops are interpreted on it.  A rebuilt value that
is exactly all the bits of one host value is that host value again: the check
then sees what the kernel saw before pack.  Anything else (the words swapped,
a shift by the wrong amount, a truncation too short) is a different value.

Independent of the pass: nothing of `xdsl_stream.analysis` is used; an
`index` is as wide as the `index_bits` of the nearest `stream.resources`
config (64 without one), as IREE defines it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from xdsl.dialects.builtin import (
    AnyFloat,
    ComplexType,
    IndexType,
    IntegerAttr,
    IntegerType,
)
from xdsl.ir import Attribute, Operation


@dataclass(frozen=True)
class Piece:
    """Bits `[low, low + width)` of the host value `source` (of
    `source_width` bits), placed at bit `at`."""

    source: object
    """The host value (a `byte_ranges.SymSum`)."""
    source_width: int
    low: int
    width: int
    at: int


@dataclass(frozen=True)
class Bits:
    """A `width`-bit value: `constant`'s bits, or'ed with `pieces`."""

    width: int
    pieces: tuple[Piece, ...] = ()
    constant: int = 0

    @staticmethod
    def whole(source: object, width: int) -> Bits:
        return Bits(width, (Piece(source, width, 0, width, 0),))

    def resized(self, width: int) -> Bits:
        """Truncated or zero-extended to `width` bits."""
        return self.shifted(0, width)

    def shifted(self, amount: int, width: int | None = None) -> Bits:
        """Shifted left by `amount` (right if negative), cut to `width`."""
        width = self.width if width is None else width
        pieces: list[Piece] = []
        for piece in self.pieces:
            start, end = piece.at + amount, piece.at + amount + piece.width
            lo, hi = max(start, 0), min(end, width)
            if lo < hi:
                pieces.append(
                    replace(piece, low=piece.low + lo - start, width=hi - lo, at=lo)
                )
        constant = self.constant << amount if amount >= 0 else self.constant >> -amount
        return Bits(width, tuple(pieces), constant & ((1 << width) - 1))

    def ored(self, other: Bits) -> Bits | None:
        """The or of two values whose pieces do not overlap (else `None`)."""
        pieces = sorted((*self.pieces, *other.pieces), key=lambda p: p.at)
        merged: list[Piece] = []
        for piece in pieces:
            last = merged[-1] if merged else None
            if last is not None and piece.at < last.at + last.width:
                return None
            if (
                last is not None
                and (last.source, last.source_width)
                == (piece.source, piece.source_width)
                and piece.at == last.at + last.width
                and piece.low == last.low + last.width
            ):
                merged[-1] = replace(last, width=last.width + piece.width)
            else:
                merged.append(piece)
        width = max(self.width, other.width)
        return Bits(width, tuple(merged), self.constant | other.constant)

    def source(self) -> object | None:
        """The host value these bits are exactly, if any."""
        if len(self.pieces) != 1 or self.constant:
            return None
        (piece,) = self.pieces
        whole = piece.low == 0 and piece.at == 0 and piece.width == piece.source_width
        return piece.source if whole and self.width == piece.source_width else None

    def signed_constant(self) -> int | None:
        """The value, if it has no piece of a host value: as xDSL keeps an
        integer attribute of this width."""
        if self.pieces:
            return None
        return IntegerAttr(self.constant, IntegerType(self.width)).value.data

    def __str__(self) -> str:
        parts = [f"{p.source}[{p.low}:{p.low + p.width}]@{p.at}" for p in self.pieces]
        if self.constant or not parts:
            parts.append(hex(self.constant))
        return f"bits{self.width}({' | '.join(parts)})"


def index_bits(op: Operation) -> int:
    """`index_bits` of the nearest `stream.resources` config around `op`
    (32 where the config leaves it out, as IREE reads it; 64 with none)."""
    current: Operation | None = op
    while current is not None:
        config = current.attributes.get("stream.resources")
        if config is not None:
            bits = getattr(getattr(config, "index_bits", None), "data", None)
            return bits if isinstance(bits, int) else 32
        current = current.parent_op()
    return 64


def bit_width(type: Attribute, op: Operation) -> int | None:
    """How many bits a value of `type` has (an index: `index_bits`)."""
    if isinstance(type, IntegerType):
        return type.bitwidth
    if isinstance(type, IndexType):
        return index_bits(op)
    if isinstance(type, AnyFloat):
        return type.bitwidth
    return None


UNPACKED = (
    "arith.extui",
    "arith.trunci",
    "arith.shrui",
    "arith.shli",
    "arith.ori",
    "arith.bitcast",
    "arith.index_castui",
)
"""The ops pack moves a value's bits with (on the host and in the kernel)."""


def interpret(op: Operation, operand_bits: Callable[[int], Bits | None]) -> Bits | None:
    """The bits of `op`'s result from its operands' (`operand_bits(n)`),
    for the ops of `UNPACKED`; `None` where they say nothing."""
    width = bit_width(op.results[0].type, op)
    first = operand_bits(0)
    if width is None or first is None:
        return None
    if op.name in ("arith.extui", "arith.trunci", "arith.index_castui"):
        return first.resized(width)
    if op.name == "arith.bitcast":
        return first if first.width == width else None
    second = operand_bits(1)
    if second is None:
        return None
    if op.name == "arith.ori":
        return first.ored(second)
    amount = second.signed_constant()
    if amount is None or not 0 <= amount < width:
        return None
    return first.shifted(amount if op.name == "arith.shli" else -amount)


def is_complex(type: Attribute) -> bool:
    """Whether `type` is a complex number (pack splits it into its parts)."""
    return isinstance(type, ComplexType)
