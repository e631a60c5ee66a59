"""Location helpers matching MLIR's semantics."""

from __future__ import annotations

from collections.abc import Iterable

from xdsl.dialects.builtin import FusedLoc, LocationAttr, NoneAttr, UnknownLoc
from xdsl.ir import Attribute


def fuse_locations(locations: Iterable[Attribute]) -> LocationAttr:
    """MLIR's `FusedLoc::get`: flatten, drop unknown and repeated locations.

    No location left gives `loc(unknown)`, one gives itself, more a `fused[...]`.
    """
    flat: list[Attribute] = []
    for loc in locations:
        parts = (
            list(loc.locations)  # pyright: ignore[reportUnknownArgumentType]
            if isinstance(loc, FusedLoc) and isinstance(loc.metadata, NoneAttr)
            else [loc]
        )
        for part in parts:
            if not isinstance(part, UnknownLoc) and part not in flat:
                flat.append(part)
    if not flat:
        return UnknownLoc()
    if len(flat) == 1:
        assert isinstance(flat[0], LocationAttr)
        return flat[0]
    return FusedLoc(flat, NoneAttr())
