"""MLIR's rules for the end of a block, with MLIR's wording.

A block ends in a terminator unless it may do without: it is the only
block of a region whose op declares `NoTerminator` (an unregistered op may,
as in MLIR).  An empty block likewise needs that leave.  xDSL's verifier
applies the first rule with its own words (and not to an op it reads as
unregistered, which may be a terminator for all it knows) and the second to
single-block regions only (`Block.verify`); `block_error` applies both as
MLIR's verifier does:

    error: empty block: expect at least a terminator      (at the region's op)
    error: block with no terminator, has "arith.addi"(...) ...  (at the last op)

The traits are read once per op class (they are class-level; an
unregistered op's class answers for all of them).
"""

from __future__ import annotations

from functools import cache

from xdsl.ir import Block, Operation
from xdsl.traits import IsTerminator, NoTerminator

from xdsl_stream.core.ir_helpers import op_text


@cache
def may_have_no_terminator(op_type: type[Operation]) -> bool:
    """Whether ops of `op_type` may have blocks without a terminator."""
    return op_type.has_trait(NoTerminator)


@cache
def may_be_terminator(op_type: type[Operation]) -> bool:
    """Whether ops of `op_type` may end a block that needs a terminator."""
    return op_type.has_trait(IsTerminator)


def may_lack_terminator(block: Block) -> bool:
    """Whether `block` may end in an op other than a terminator."""
    region = block.parent
    if region is None:
        return True
    if block is not region.first_block or block.next_block is not None:
        return False  # one of several blocks
    op = region.parent
    return op is None or may_have_no_terminator(type(op))


def block_error(block: Block) -> tuple[Operation, str] | None:
    """The op to report `block`'s end at and MLIR's message, None when the
    block ends as it may."""
    last = block.last_op
    if last is not None and may_be_terminator(type(last)):
        return None
    if may_lack_terminator(block):
        return None
    if last is None:
        region = block.parent
        owner = None if region is None else region.parent
        if owner is None:
            return None
        return owner, "empty block: expect at least a terminator"
    text = op_text(last, generic=True)
    if "\n" in text:
        return last, "block with no terminator, has"
    return last, f"block with no terminator, has {text}"
