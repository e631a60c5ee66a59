"""Dominance of SSA values, as MLIR defines it, checked in one walk.

xDSL's verifier does not check that a value's definition dominates its
uses; MLIR's does (`operand #1 does not dominate this use`).  The rules:

* In a region with SSA dominance (an SSACFG region: every region but those
  of an op with graph regions), a value defined by an op is visible to the
  ops after it in its block, to the blocks its block dominates in the
  region's control-flow graph, and to the ops nested in those.  A block
  argument is visible in its block and the blocks that block dominates.
* In a graph region (`builtin.module`'s body: the only op with graph
  regions among the dialects the package reads; an unregistered op's regions
  are SSACFG, as MLIR reads them), a value is visible anywhere in its block,
  order aside.
* Nowhere is an op's result visible inside that op's own regions.
* The ops of a block that the region's entry block does not reach are not
  checked (every block dominates them), but the ops nested in them are.

`first_undominated_use(root)` finds the first use that breaks these rules
in one pre-order walk.  A use is checked against where the walk is: the
walk marks each op it has passed (`passed`), and remembers, for each region
it is inside, the block and op it is at (`inside`).  A definition in the
user's own block dominates exactly when the walk passed it; one in a region
around the user is compared with the op of that region the user is in,
found in `inside` rather than by walking up the user's parents; blocks of
one region are compared by their places in the dominator tree
(`dominator_intervals`, built only for regions of several blocks).  Each op
is met once and each operand looked at once: the check is linear in the
size of the IR.  The walk keeps its own stack (no recursion), so nesting
depth costs no Python frames.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, Operation, Region, SSAValue

# ===----------------------------------------------------------------------=== #
# The dominator tree of a region
# ===----------------------------------------------------------------------=== #


def successors(block: Block) -> list[Block]:
    """The blocks `block` branches to in its own region (its last op's
    successors; a successor elsewhere is an error xDSL's verifier reports)."""
    last = block.last_op
    if last is None:
        return []
    return [s for s in last.successors if s.parent is block.parent]


def reverse_post_order(entry: Block) -> list[Block]:
    """The blocks reachable from `entry`, in reverse post-order."""
    order: list[Block] = []
    seen = {id(entry)}
    stack: list[tuple[Block, Iterator[Block]]] = [(entry, iter(successors(entry)))]
    while stack:
        block, pending = stack[-1]
        for succ in pending:
            if id(succ) not in seen:
                seen.add(id(succ))
                stack.append((succ, iter(successors(succ))))
                break
        else:
            stack.pop()
            order.append(block)
    order.reverse()
    return order


def immediate_dominators(order: list[Block]) -> list[int]:
    """Each block's immediate dominator, as an index in `order` (a reverse
    post-order from the entry, which is its own), by Cooper, Harvey and
    Kennedy's iteration ("A Simple, Fast Dominance Algorithm")."""
    index = {id(block): i for i, block in enumerate(order)}
    preds: list[list[int]] = [[] for _ in order]
    for i, block in enumerate(order):
        for succ in successors(block):
            preds[index[id(succ)]].append(i)
    idom = [-1] * len(order)
    idom[0] = 0
    changed = True
    while changed:
        changed = False
        for i in range(1, len(order)):
            new = -1
            for p in preds[i]:
                if idom[p] != -1:
                    new = p if new == -1 else _intersect(idom, p, new)
            if new != idom[i]:
                idom[i], changed = new, True
    return idom


def _intersect(idom: list[int], a: int, b: int) -> int:
    while a != b:
        while a > b:
            a = idom[a]
        while b > a:
            b = idom[b]
    return a


def dominator_intervals(region: Region) -> dict[int, tuple[int, int]]:
    """`id` of each block reachable from the entry -> its (pre, post)
    numbers in a depth-first walk of the dominator tree: `a` dominates `b`
    exactly when `a`'s interval holds `b`'s.  Unreachable blocks are absent."""
    entry = region.first_block
    if entry is None:
        return {}
    order = reverse_post_order(entry)
    idom = immediate_dominators(order)
    children: list[list[int]] = [[] for _ in order]
    for i in range(1, len(order)):
        children[idom[i]].append(i)
    intervals: dict[int, tuple[int, int]] = {}
    pre = [0] * len(order)
    counter = 0
    stack: list[tuple[int, Iterator[int]]] = [(0, iter(children[0]))]
    while stack:
        node, pending = stack[-1]
        child = next(pending, None)
        if child is None:
            stack.pop()
            intervals[id(order[node])] = (pre[node], counter)
            counter += 1
        else:
            pre[child] = counter
            counter += 1
            stack.append((child, iter(children[child])))
    return intervals


# ===----------------------------------------------------------------------=== #
# The walk
# ===----------------------------------------------------------------------=== #


def has_ssa_dominance(region: Region | None) -> bool:
    """Whether `region` is an SSACFG region (not `builtin.module`'s body)."""
    return region is None or not isinstance(region.parent, ModuleOp)


@dataclass(frozen=True)
class UndominatedUse:
    """Operand `index` of `user` is not dominated by its definition."""

    user: Operation
    index: int

    @property
    def value(self) -> SSAValue:
        return self.user.operands[self.index]


class _Walk:
    """The state of one `first_undominated_use` walk."""

    def __init__(self) -> None:
        self.passed: set[int] = set()
        """`id` of each op the walk has reached."""
        self.inside: dict[int, tuple[Block, Operation]] = {}
        """`id` of each region the walk is inside -> the block and op of it
        the walk is in."""
        self.intervals: dict[int, tuple[int, int]] = {}
        """`dominator_intervals` of the multi-block regions walked so far."""

    def run(self, root: Operation) -> UndominatedUse | None:
        stack: list[tuple[Region, Iterator[tuple[Block, bool, Operation]]]] = []
        self.enter(root, stack)
        passed, inside = self.passed, self.inside
        while stack:
            region, ops = stack[-1]
            item = next(ops, None)
            if item is None:
                stack.pop()
                inside.pop(id(region), None)
                continue
            block, checked, op = item
            if checked:
                for index, operand in enumerate(op.operands):
                    if not self.dominates(operand, op, block):
                        return UndominatedUse(op, index)
            passed.add(id(op))
            if op.regions:
                inside[id(region)] = (block, op)
                self.enter(op, stack)
        return None

    def enter(
        self,
        op: Operation,
        stack: list[tuple[Region, Iterator[tuple[Block, bool, Operation]]]],
    ) -> None:
        for region in reversed(op.regions):
            stack.append((region, self.ops_of(region)))

    def ops_of(self, region: Region) -> Iterator[tuple[Block, bool, Operation]]:
        """Each op of `region` with its block and whether that block is
        reachable from the entry (its uses are checked)."""
        blocks = region.blocks
        first = blocks.first
        if first is not None and first.next_block is not None:
            self.intervals.update(dominator_intervals(region))
            reachable = self.intervals
            for block in blocks:
                checked = id(block) in reachable
                for op in block.ops:
                    yield block, checked, op
        elif first is not None:
            for op in first.ops:
                yield first, True, op

    def dominates(self, value: SSAValue, user: Operation, block: Block) -> bool:
        """Whether `value`'s definition properly dominates `user`, an op of
        `block` the walk is at."""
        owner = value.owner
        if isinstance(owner, Block):
            if owner is block:
                return True
            where = self.position_in(owner.parent, user, block)
            return where is not None and self.block_dominates(owner, where[0])
        def_block = owner.parent
        if def_block is block:  # the usual case: an earlier op of the block
            return id(owner) in self.passed or not has_ssa_dominance(block.parent)
        if def_block is None:
            return False
        where = self.position_in(def_block.parent, user, block)
        if where is None or where[1] is owner:
            return False  # not around the user, or the user is inside it
        if where[0] is def_block:
            return id(owner) in self.passed or not has_ssa_dominance(def_block.parent)
        return self.block_dominates(def_block, where[0])

    def position_in(
        self, region: Region | None, user: Operation, block: Block
    ) -> tuple[Block, Operation] | None:
        """The block and op of `region` that `user` is (or is inside), None
        when `region` is not around `user`."""
        if region is None:
            return None
        if block.parent is region:
            return block, user
        return self.inside.get(id(region))

    def block_dominates(self, a: Block, b: Block) -> bool:
        """Whether block `a` dominates block `b` of the same region (every
        block dominates an unreachable one; an unreachable one dominates
        none but those)."""
        if a is b:
            return True
        interval_b = self.intervals.get(id(b))
        if interval_b is None:
            return True
        interval_a = self.intervals.get(id(a))
        return (
            interval_a is not None
            and interval_a[0] <= interval_b[0]
            and interval_b[1] <= interval_a[1]
        )


def first_undominated_use(root: Operation) -> UndominatedUse | None:
    """The first use in `root`'s regions whose definition does not dominate
    it, in walk order; None when every use is dominated."""
    return _Walk().run(root)


# ===----------------------------------------------------------------------=== #
# What MLIR says
# ===----------------------------------------------------------------------=== #


def _is_proper_ancestor(outer: Region | None, inner: Region | None) -> bool:
    """Whether `outer` holds `inner` (walks up: for a diagnostic only)."""
    if outer is None:
        return False
    while inner is not None and inner is not outer:
        op = inner.parent
        block = None if op is None else op.parent
        inner = None if block is None else block.parent
        if inner is outer:
            return True
    return False


def _relation(user_region: Region | None, def_region: Region | None) -> str:
    if user_region is def_region:
        return "in the same region"
    if _is_proper_ancestor(def_region, user_region):
        return "in a parent region"
    if _is_proper_ancestor(user_region, def_region):
        return "in a child region"
    return "neither in a parent nor in a child region"


def undominated_use_message(use: UndominatedUse) -> str:
    """MLIR's error for the use."""
    return f"operand #{use.index} does not dominate this use"


def definition_note(use: UndominatedUse) -> tuple[Operation | None, str]:
    """MLIR's note on the use's definition: the op it is placed at (the
    defining op, or the op holding the block whose argument it is) and its
    text."""
    value = use.value
    owner = value.owner
    user_block = use.user.parent
    user_region = None if user_block is None else user_block.parent
    if isinstance(owner, Block):
        region = owner.parent
        number = 0 if region is None else list(region.blocks).index(owner)
        relation = _relation(user_region, region)
        return (
            None if region is None else region.parent,
            f"operand defined as a block argument (block #{number} {relation})",
        )
    def_block = owner.parent
    if def_block is user_block:
        return owner, "operand defined here (op in the same block)"
    relation = _relation(user_region, None if def_block is None else def_block.parent)
    if relation.startswith("neither"):
        relation = "is " + relation
    return owner, f"operand defined here (op {relation})"
