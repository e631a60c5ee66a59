"""Dominance of SSA values, as MLIR defines it, checked in one walk.

xDSL's verifier does not check that a value's definition dominates its
uses; MLIR's does (`operand #1 does not dominate this use`).  The rules:

* In a region with SSA dominance (an SSACFG region: every region but those
  of an op with graph regions), a value defined by an op is visible to the
  ops after it in its block, to the blocks its block dominates in the
  region's control-flow graph, and to the ops nested in those.  A block
  argument is visible in its block and the blocks that block dominates.
* In a graph region (`builtin.module`'s body: the only op with graph
  regions among the dialects the package reads; and, as MLIR's dominance
  takes them, an unregistered op's regions), a value is visible anywhere in
  its block, order aside, and in the regions of the ops there (its own op's
  too).
* In an SSACFG region, an op's result is not visible in its own regions.
* The ops of a block that the region's entry block does not reach are not
  checked (every block dominates them), but the ops nested in them are.

`first_undominated_use(root)` finds the first use that breaks these rules
in one pre-order walk that keeps the set of values visible where it is (by
`id`): a block's arguments from its start, an op's results once the op and
its regions are passed, all of a graph block's values from its start,
each block's values until the walk leaves
the blocks it dominates (a region of several blocks is walked in a
depth-first order of its dominator tree, `dominator_children`, built only
for such regions).  A use is then dominated exactly when its value is in
the set: one set lookup per use, no walk up the user's parents.  Each value
enters and leaves the set once, so the check is linear in the size of the
IR.  The walk keeps its own stack (no recursion), so nesting depth costs no
Python frames.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import ModuleOp, UnregisteredOp
from xdsl.ir import Block, Operation, Region, SSAValue

from xdsl_stream.core.xdsl_internals import operand_values

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


def dominator_children(region: Region) -> dict[int, list[Block]]:
    """`id` of each block reachable from the entry -> the blocks it
    immediately dominates.  Unreachable blocks are absent."""
    entry = region.first_block
    if entry is None:
        return {}
    order = reverse_post_order(entry)
    idom = immediate_dominators(order)
    children: dict[int, list[Block]] = {id(block): [] for block in order}
    for i in range(1, len(order)):
        children[id(order[idom[i]])].append(order[i])
    return children


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
    """Whether uses in `region` must follow their definitions in a block:
    not in `builtin.module`'s body (a graph region) nor in an unregistered
    op's regions (MLIR's dominance takes them as graph regions)."""
    return region is None or not isinstance(region.parent, ModuleOp | UnregisteredOp)


@dataclass(frozen=True)
class UndominatedUse:
    """Operand `index` of `user` is not dominated by its definition."""

    user: Operation
    index: int

    @property
    def value(self) -> SSAValue:
        return self.user.operands[self.index]


_Ops = Iterator[tuple[Operation, bool]]
"""A region's ops, each with whether its uses are checked (its block is
reachable), in an order where each op's definitions are visible when it
comes (`DominanceWalk.visible`); resumed only after the op's own regions
are walked."""


class DominanceWalk:
    """One walk of an op's regions, in post-order, checking dominance as it
    goes: `post_order` yields each region as it enters it and each op after
    its regions, once the op's uses are found dominated; at the first use
    that is not, it stops, with `undominated` set.

    The values visible where the walk is are kept as a set of ids (the IR
    does not change meanwhile, so an id stays its value's).  A verifier
    walking the IR anyway takes this walk instead: one walk for both.
    """

    def __init__(self) -> None:
        self.visible: set[int] = set()
        self.undominated: UndominatedUse | None = None

    def post_order(self, root: Operation) -> Iterator[Region | Operation]:
        """`root`'s regions (as the walk enters them, before any of their
        ops) and ops (after their regions), `root` last."""
        visible = self.visible
        yield from root.regions
        frames: list[tuple[Operation, bool, list[_Ops]]] = [
            (root, False, [self.ops_of(r) for r in reversed(root.regions)])
        ]
        while frames:
            op, checked, regions = frames[-1]
            if regions:
                item = next(regions[-1], None)
                if item is None:
                    regions.pop()
                    continue
                child, child_checked = item
                inner = child.regions
                if inner:
                    yield from inner
                ops = [self.ops_of(r) for r in reversed(inner)] if inner else []
                frames.append((child, child_checked, ops))
                continue
            frames.pop()
            operands = operand_values(op)
            if checked and operands and not visible.issuperset(map(id, operands)):
                self.undominated = UndominatedUse(
                    op, _first_invisible(operands, visible)
                )
                return
            yield op

    def ops_of(self, region: Region) -> _Ops:
        first = region.first_block
        if first is None:
            return iter(())
        if first.next_block is not None:
            return self.cfg_ops(region)
        return self.single_block_ops(first, not has_ssa_dominance(region))

    def block_ops(
        self, block: Block, checked: bool, added: list[int], graph: bool = False
    ) -> _Ops:
        """The ops of `block`, each one's results visible after it (and
        its regions), or, in a graph region, all of the block's values
        visible from its start (in the regions of the op defining one, too,
        as in MLIR); what becomes visible is noted in `added`."""
        visible = self.visible
        args = [id(a) for a in block.args]
        if graph:
            args += [id(r) for op in block.ops for r in op.results]
        visible.update(args)
        added += args
        for op in block.ops:
            yield op, checked
            results = op.results
            if results and not graph:
                ids = [id(r) for r in results]
                visible.update(ids)
                added += ids

    def single_block_ops(self, block: Block, graph: bool) -> _Ops:
        added: list[int] = []
        yield from self.block_ops(block, True, added, graph)
        self.visible.difference_update(added)

    def cfg_ops(self, region: Region) -> _Ops:
        """A region of several blocks: the reachable ones in a depth-first
        walk of the dominator tree (a block's values visible in the blocks
        it dominates), then each unreachable one, with every other block's
        values visible (every block dominates it) but its ops unchecked."""
        blocks = list(region.blocks)
        children = dominator_children(region)
        graph = not has_ssa_dominance(region)
        pending: list[tuple[Block | None, list[int]]] = [(blocks[0], [])]
        while pending:
            block, added = pending.pop()
            if block is None:
                self.visible.difference_update(added)
                continue
            yield from self.block_ops(block, True, added, graph)
            pending.append((None, added))
            pending += [(child, []) for child in reversed(children[id(block)])]
        for block in blocks:
            if id(block) not in children:
                yield from self.unreachable_block_ops(blocks, block)

    def unreachable_block_ops(self, blocks: list[Block], block: Block) -> _Ops:
        others = [
            id(v)
            for other in blocks
            if other is not block
            for v in (*other.args, *(r for op in other.ops for r in op.results))
        ]
        self.visible.update(others)
        added: list[int] = []
        graph = not has_ssa_dominance(block.parent)
        yield from self.block_ops(block, False, added, graph)
        self.visible.difference_update(others + added)


def _first_invisible(operands: Sequence[SSAValue], visible: set[int]) -> int:
    """The index of the first of `operands` not in `visible` (one is)."""
    return next(i for i, value in enumerate(operands) if id(value) not in visible)


def first_undominated_use(root: Operation) -> UndominatedUse | None:
    """The first use in `root`'s regions whose definition does not dominate
    it, in walk order; None when every use is dominated."""
    walk = DominanceWalk()
    for _ in walk.post_order(root):
        pass
    return walk.undominated


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
