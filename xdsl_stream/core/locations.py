"""Location helpers matching MLIR's semantics."""

from __future__ import annotations

from collections.abc import Iterable
from typing import cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    FusedLoc,
    LocationAttr,
    NoneAttr,
    UnknownLoc,
)
from xdsl.ir import Attribute

_NO_METADATA = NoneAttr()
"""Made once: making a `NoneAttr` costs more than fusing the locations."""
_UNKNOWN = UnknownLoc()
"""`loc(unknown)`, made once for the same reason."""


def fuse_locations(locations: Iterable[Attribute]) -> LocationAttr:
    """MLIR's `FusedLoc::get`: flatten, drop unknown and repeated locations.

    No location left gives `loc(unknown)`, one gives itself, more a `fused[...]`.
    """
    flat: list[Attribute] = []
    for loc in locations:
        parts: list[Attribute] = [loc]
        if isinstance(loc, FusedLoc) and isinstance(loc.metadata, NoneAttr):
            nested = loc.locations
            assert isinstance(nested, ArrayAttr)
            parts = list(cast(ArrayAttr[Attribute], nested).data)
        for part in parts:
            if not isinstance(part, UnknownLoc) and part not in flat:
                flat.append(part)
    if not flat:
        return _UNKNOWN
    if len(flat) == 1:
        assert isinstance(flat[0], LocationAttr)
        return flat[0]
    return FusedLoc(tuple(flat), _NO_METADATA)
