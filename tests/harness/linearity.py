"""Counting the IR work a phase does, to tell linear from superlinear.

Timings on a shared machine cannot tell a linear phase from a quadratic one
at test sizes; counts can.  `count_ir_work(run)` runs `run()` with counters
on the steps that superlinear code repeats: stepping from one op to the next
in a block (`Operation.next_op`: every `block.ops` loop and every `walk()`),
walking up to a parent (`Operation.parent_op`, `Block.parent_op`), and
reading a symbol's name through xDSL's trait
(`SymbolOpInterface.get_sym_attr_name`: xDSL's `SymbolTable.lookup_symbol`
scans with it).  A phase is linear when each count grows by the same
amount for each step of size (`increment_growth`): a fixed part of the input
(the executables a model's layers share) does not blur that.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from xdsl.ir import Block, Operation
from xdsl.traits import SymbolOpInterface

COUNTED: tuple[tuple[type, str], ...] = (
    (Operation, "next_op"),
    (Operation, "parent_op"),
    (Block, "parent_op"),
    (SymbolOpInterface, "get_sym_attr_name"),
)
"""The class attributes counted, each under the name `Class.attribute`."""


def _counting(counts: Counter[str], key: str, original: Any) -> Any:
    if isinstance(original, property):
        getter = original.fget
        assert getter is not None

        def get(self: object) -> object:
            counts[key] += 1
            return getter(self)

        return property(get)

    def call(*args: object, **kwargs: object) -> object:
        counts[key] += 1
        return original(*args, **kwargs)

    return call


def count_ir_work(run: Callable[[], object]) -> Counter[str]:
    """How many times `run()` takes each step of `COUNTED`."""
    counts: Counter[str] = Counter()
    with pytest.MonkeyPatch.context() as patch:
        for owner, name in COUNTED:
            original = owner.__dict__[name]
            key = f"{owner.__name__}.{name}"
            patch.setattr(owner, name, _counting(counts, key, original))
        run()
    return counts


def increment_growth(counts: list[Counter[str]]) -> dict[str, float]:
    """For each count, measured at three sizes evenly spaced (n, n + d,
    n + 2d): how much more the second step of size adds than the first.
    1 is linear (each step adds the same, whatever the fixed part); work
    repeated per op over the whole input adds more and more."""
    small, middle, large = counts
    return {
        key: (large[key] - middle[key]) / max(middle[key] - small[key], 1)
        for key in large
    }
