"""Where xDSL's `cse` does not do what MLIR's `--cse` does, and why.

The chained differential test runs xDSL's `cse` between our two passes where
IREE runs MLIR's.  The two differ in two ways, each a property of the input
that `cse_gaps` finds:

* `MULTI_BLOCK_REGION`: xDSL's CSE leaves a region with several blocks
  entirely alone (a host function with a loop written as branches); MLIR's
  walks its blocks in dominance order and merges constants across them.
* `UNDECLARED_EFFECTS`: MLIR's CSE erases an op whose results are unused when
  its declared effects allow it (IREE declares them on `util.global.load`,
  `stream.async.execute`, `stream.resource.pack`, ...); xDSL's erases only ops
  it knows to be free of side effects, and xdsl-stream's ops declare no
  effects, so they stay.

A module with neither gap must come out of both CSEs the same (tested).
"""

from __future__ import annotations

from enum import StrEnum

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.traits import IsTerminator
from xdsl.transforms.dead_code_elimination import is_trivially_dead


class CseGap(StrEnum):
    """Why xDSL's `cse` may give other IR than MLIR's on a module."""

    MULTI_BLOCK_REGION = "multi-block-region"
    UNDECLARED_EFFECTS = "undeclared-effects"


def _unused_but_kept(op: Operation) -> bool:
    """An op with results, none used, that xDSL's CSE would not erase."""
    return (
        bool(op.results)
        and all(r.first_use is None for r in op.results)
        and not op.has_trait(IsTerminator)
        and not is_trivially_dead(op)
    )


def cse_gaps(module: ModuleOp) -> set[CseGap]:
    """The gaps between xDSL's and MLIR's CSE that `module` could expose."""
    gaps: set[CseGap] = set()
    for op in module.walk():
        if any(len(region.blocks) > 1 for region in op.regions):
            gaps.add(CseGap.MULTI_BLOCK_REGION)
        if _unused_but_kept(op):
            gaps.add(CseGap.UNDECLARED_EFFECTS)
    return gaps
