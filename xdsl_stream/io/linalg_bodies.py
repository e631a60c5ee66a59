"""The bodies of `linalg` named ops read in custom form, made MLIR's.

A named op's custom form has no body: the parser builds it.  xDSL 0.75
builds some of them otherwise than MLIR (docs/upstream.md, entry 11), which
shows once the op is printed in generic form, as `xdsl-stream-opt` prints
`linalg` ops:

* `linalg.pooling_nchw_max` takes the maximum of the input and the window
  (`max(in, kernel)`); MLIR's takes it of the output and the input
  (`max(out, in)`).  The window tensor only gives the window's shape: its
  values are nobody's data, so the printed body computes something else.
* `linalg.matmul` and the `linalg.conv_2d_*` ops add the product to the
  output (`add(mul, out)`); MLIR adds the output to the product
  (`add(out, mul)`).  The same sum, in other text.

`make_body_mlirs` rewrites such a body in place, and only such a body: one
that already is MLIR's (a fixed xDSL, or a body read in generic form, which
the reader never passes here) is left as it is.
"""

from __future__ import annotations

from xdsl.ir import Block, Operation

POOLING_MAX = frozenset({"linalg.pooling_nchw_max"})
"""Named ops whose body xDSL 0.75 builds as `max(in, kernel)`."""
ACCUMULATING = frozenset(
    {
        "linalg.matmul",
        "linalg.conv_2d_nchw_fchw",
        "linalg.conv_2d_ngchw_fgchw",
        "linalg.conv_2d_ngchw_gfchw",
        "linalg.conv_2d_nhwc_fhwc",
        "linalg.conv_2d_nhwc_hwcf",
        "linalg.conv_2d_nhwgc_gfhwc",
    }
)
"""Named ops whose body xDSL 0.75 builds as `add(mul, out)`."""
NAMED_WITH_OTHER_BODIES = POOLING_MAX | ACCUMULATING


def make_body_mlirs(op: Operation) -> None:
    """Make the body xDSL built for `op` (a `NAMED_WITH_OTHER_BODIES` op read
    in custom form) the body MLIR builds."""
    block = op.regions[0].blocks.first if op.regions else None
    if block is None:
        return
    combined = _yielded_op(block)
    if combined is None or len(combined.operands) != 2:
        return
    args = block.args
    first, second = combined.operands
    if (
        op.name in POOLING_MAX
        and len(args) == 3
        and first is args[0]
        and second is args[1]
    ):
        combined.operands = (args[2], args[0])
    elif op.name in ACCUMULATING and second is args[-1] and first is not args[-1]:
        combined.operands = (second, first)


def _yielded_op(block: Block) -> Operation | None:
    """The op whose one result the body yields."""
    last = block.last_op
    if last is None or len(last.operands) != 1:
        return None
    owner = last.operands[0].owner
    return owner if isinstance(owner, Operation) else None
