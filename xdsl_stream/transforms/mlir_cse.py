"""`mlir-cse`: common subexpression elimination as MLIR's `--cse` does it.

xDSL 0.75's `cse` differs from MLIR's on IREE's IR: it leaves regions of
several blocks alone (MLIR walks their dominator tree, so a constant a
dominating block defines is reused in the blocks it dominates), and it keeps
ops MLIR finds trivially dead.  This pass follows MLIR's algorithm
(`mlir/lib/Transforms/CSE.cpp`), so its output equals `iree-opt --cse`:

* regions are simplified before the op that holds them; a region of one block
  is one scope; a region of several blocks is walked down its dominator tree
  (unreachable blocks are left alone), each block a scope nested in its
  dominator's; an op isolated from above starts from no known values;
* terminators stay; an op that is unused and trivially dead (its declared
  effects are reads or allocations of its own results, nested ops included
  where it has recursive effects; never a symbol) is erased;
* ops whose regions have several blocks stay;
* an effect-free op equal to a known one (name, operands, in any order for
  a commutative op, properties, attributes, result types, regions
  structurally) is replaced by it;
* an op that only reads is replaced by an equal one of the same block when
  no op between them may write;
* an op merged away or found dead is erased at once, so an op that holds
  it is compared and judged without it, as by iree-opt 3.13's `--cse`.

The effects are those the ops declare as traits (IREE's are declared on the
package's `stream` and `util` ops); `xdsl_stream.core.side_effects`
answers MLIR's questions over them.  `docs/cse.md` compares the two passes.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, UnknownLoc
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.traits import IsolatedFromAbove, IsTerminator

from xdsl_stream.core.commutative import is_commutative
from xdsl_stream.core.side_effects import (
    is_memory_effect_free,
    is_trivially_dead,
    may_write,
    only_reads,
)
from xdsl_stream.io.lossy_print import warn_before_custom_print

PASS_NAME = "mlir-cse"


def _signature(op: Operation) -> Hashable:
    """An op's name, result types, properties and attributes."""
    return (
        op.name,
        tuple(r.type for r in op.results),
        tuple(sorted(op.properties.items())),
        tuple(sorted(op.attributes.items())),
    )


def _key(op: Operation) -> Hashable:
    """What MLIR hashes of an op: all but its regions and location; the
    operands of a commutative op in any order."""
    operands = tuple(op.operands)
    if is_commutative(op):
        operands = tuple(sorted(operands, key=id))
    return (_signature(op), operands)


def _equivalent(op: Operation, other: Operation) -> bool:
    """MLIR's `OperationEquivalence::isEquivalentTo` for two ops of equal
    `_key`: their regions equal block by block and op by op (name,
    properties, attributes, result types, block argument types), a value
    defined inside one matching its place in the other, one from outside the
    same value; locations ignored.  Not xDSL's `is_structurally_equivalent`,
    which compares no result type of a nested op (docs/upstream.md, entry 15)."""
    if len(op.regions) != len(other.regions):  # variadic regions
        return False
    values: dict[SSAValue, SSAValue] = {}
    return all(
        _same_region(region, twin, values)
        for region, twin in zip(op.regions, other.regions, strict=True)
    )


def _same_region(
    region: Region, twin: Region, values: dict[SSAValue, SSAValue]
) -> bool:
    blocks, twins = list(region.blocks), list(twin.blocks)
    if len(blocks) != len(twins):
        return False
    block_map = dict(zip(blocks, twins, strict=True))
    for block, other in block_map.items():
        if [a.type for a in block.args] != [a.type for a in other.args]:
            return False
        values.update(zip(block.args, other.args, strict=True))
    for block, other in block_map.items():
        ops, others = list(block.ops), list(other.ops)
        if len(ops) != len(others):
            return False
        for op, twin_op in zip(ops, others, strict=True):
            if not _same_op(op, twin_op, values, block_map):
                return False
    return True


def _same_op(
    op: Operation,
    other: Operation,
    values: dict[SSAValue, SSAValue],
    blocks: dict[Block, Block],
) -> bool:
    if (
        _signature(op) != _signature(other)
        or len(op.operands) != len(other.operands)
        or len(op.successors) != len(other.successors)
        or len(op.regions) != len(other.regions)
        or any(
            values.get(a, a) is not b
            for a, b in zip(op.operands, other.operands, strict=True)
        )
        or any(
            blocks.get(a) is not b
            for a, b in zip(op.successors, other.successors, strict=True)
        )
    ):
        return False
    if not all(
        _same_region(r, t, values)
        for r, t in zip(op.regions, other.regions, strict=True)
    ):
        return False
    values.update(zip(op.results, other.results, strict=True))
    return True


class ScopedMap:
    """Known ops by key, in nested scopes (MLIR's `ScopedHashTable`)."""

    def __init__(self) -> None:
        self.scopes: list[dict[Hashable, list[Operation]]] = [{}]

    def push(self) -> None:
        self.scopes.append({})

    def pop(self) -> None:
        self.scopes.pop()

    def lookup(self, op: Operation) -> Operation | None:
        key = _key(op)
        for scope in reversed(self.scopes):
            for known in reversed(scope.get(key, ())):
                if _equivalent(op, known):
                    return known
        return None

    def insert(self, op: Operation) -> None:
        self.scopes[-1].setdefault(_key(op), []).append(op)


def dominator_children(region: Region) -> dict[Block, list[Block]]:
    """The dominator tree of `region`'s reachable blocks, as children lists
    (Cooper, Harvey and Kennedy's iterative algorithm), each in the order a
    depth-first walk of the successors first meets them, as LLVM's
    dominator tree orders them (MLIR's CSE visits them so: which of two
    equal ops is kept, and so which location, follows from it)."""
    entry = region.blocks.first
    assert entry is not None
    order: list[Block] = []
    preorder: dict[Block, int] = {entry: 0}
    stack: list[tuple[Block, int]] = [(entry, 0)]
    while stack:  # postorder by an explicit depth-first walk
        block, n = stack.pop()
        successors = _successors(block)
        if n < len(successors):
            stack.append((block, n + 1))
            succ = successors[n]
            if succ not in preorder:
                preorder[succ] = len(preorder)
                stack.append((succ, 0))
        else:
            order.append(block)
    rpo = list(reversed(order))
    index = {b: i for i, b in enumerate(rpo)}
    preds: dict[Block, list[Block]] = {b: [] for b in rpo}
    for block in rpo:
        for succ in _successors(block):
            preds[succ].append(block)
    idom = _immediate_dominators(rpo, index, preds)
    children: dict[Block, list[Block]] = {b: [] for b in rpo}
    for block in sorted(rpo[1:], key=preorder.__getitem__):
        children[idom[block]].append(block)
    return children


def _successors(block: Block) -> list[Block]:
    last = block.last_op
    return list(last.successors) if last is not None else []


def _immediate_dominators(
    rpo: list[Block], index: dict[Block, int], preds: dict[Block, list[Block]]
) -> dict[Block, Block]:
    idom: dict[Block, Block] = {rpo[0]: rpo[0]}
    changed = True
    while changed:
        changed = False
        for block in rpo[1:]:
            done = [p for p in preds[block] if p in idom]
            new = done[0]
            for other in done[1:]:
                new = _intersect(other, new, idom, index)
            if idom.get(block) is not new:
                idom[block] = new
                changed = True
    return idom


def _intersect(
    a: Block, b: Block, idom: dict[Block, Block], index: dict[Block, int]
) -> Block:
    while a is not b:
        while index[a] > index[b]:
            a = idom[a]
        while index[b] > index[a]:
            b = idom[b]
    return a


@dataclass
class CseDriver:
    """MLIR's `CSEDriver`: simplifies regions, erasing what it merges or
    finds dead."""

    def simplify_region(self, known: ScopedMap, region: Region) -> None:
        if not region.blocks:
            return
        if len(region.blocks) == 1:
            known.push()
            self.simplify_block(known, region.blocks.first)  # pyright: ignore
            known.pop()
            return
        children = dominator_children(region)
        self._walk_tree(known, region.blocks.first, children)  # pyright: ignore

    def _walk_tree(
        self, known: ScopedMap, block: Block, children: dict[Block, list[Block]]
    ) -> None:
        known.push()
        self.simplify_block(known, block)
        for child in children[block]:
            self._walk_tree(known, child, children)
        known.pop()

    def simplify_block(self, known: ScopedMap, block: Block) -> None:
        for op in list(block.ops):
            if op.regions:
                inner = ScopedMap() if op.has_trait(IsolatedFromAbove) else known
                for region in op.regions:
                    self.simplify_region(inner, region)
            self.simplify_operation(known, op)

    def simplify_operation(self, known: ScopedMap, op: Operation) -> None:
        if op.has_trait(IsTerminator):
            return
        if is_trivially_dead(op):
            _erase(op)
            return
        if any(len(r.blocks) > 1 for r in op.regions):
            return
        if not is_memory_effect_free(op):
            if not only_reads(op):
                return
            existing = known.lookup(op)
            if (
                existing is not None
                and existing.parent_block() is op.parent_block()
                and not _writes_between(existing, op)
            ):
                self.replace(op, existing)
                return
            known.insert(op)
            return
        existing = known.lookup(op)
        if existing is not None:
            self.replace(op, existing)
            return
        known.insert(op)

    def replace(self, op: Operation, existing: Operation) -> None:
        for old, new in zip(op.results, existing.results, strict=True):
            old.replace_all_uses_with(new)
        if isinstance(existing.location, UnknownLoc) and not isinstance(
            op.location, UnknownLoc
        ):
            existing.location = op.location
        _erase(op)


def _erase(op: Operation) -> None:
    """Erase `op` at once: an op holding it is then judged without it, as
    iree-opt 3.13's `--cse` judges it (two `scf.if` whose regions differ only
    by a dead read, or by an op merged away, are equal)."""
    op.detach()
    op.erase()


def _writes_between(first: Operation, last: Operation) -> bool:
    current = first.next_op
    while current is not None and current is not last:
        if may_write(current):
            return True
        current = current.next_op
    return False


def mlir_cse(root: Operation) -> None:
    """Run MLIR's CSE on the regions of `root`."""
    driver = CseDriver()
    known = ScopedMap()
    for region in root.regions:
        driver.simplify_region(known, region)


@dataclass(frozen=True)
class MlirCsePass(ModulePass):
    """Common subexpression elimination as MLIR's `--cse` does it (across
    the blocks of a region down its dominator tree, erasing trivially dead
    ops); xDSL's `cse` is another pass (`docs/cse.md`)."""

    name = PASS_NAME

    check_printing: bool = True
    """Warn about ops whose custom print would lose information where stock
    `xdsl-opt` is to print the result in custom form
    (`xdsl_stream.io.lossy_print.warn_before_custom_print`); the package's
    tools turn it off."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if self.check_printing:
            warn_before_custom_print(ctx, op)
        mlir_cse(op)
