"""MLIR's side-effect queries over xDSL's effect traits.

MLIR distinguishes an op that implements `MemoryEffectOpInterface` (its
effects are known, perhaps none) from one that has only
`HasRecursiveMemoryEffects` (its effects are those of the ops it holds); xDSL
spells both as `MemoryEffect` traits, `RecursiveMemoryEffect` being the
second.  The functions below answer as MLIR's `isMemoryEffectFree`,
`wouldOpBeTriviallyDead` and `getEffectsRecursively` do, which is what
`xdsl_stream.transforms.mlir_cse` needs to erase and merge the ops MLIR's
`--cse` erases and merges (and the reader's contraction rule, to look
through casts: `xdsl_stream.io.mlir_rules`).

xDSL 0.75 declares no effects for some ops MLIR declares (docs/upstream.md,
entry 14); `declared_effects` answers for them as MLIR does:
`MLIR_PURE` have none, `MLIR_RECURSIVE` have those of the ops they hold,
and a `linalg` op (`linalg.generic`, the named ops,
`linalg.transpose`, ...) has effects on its memref operands only, so on
tensors it has none.  The allocation of `MLIR_ALLOCATES_RESULT`, which xDSL
declares of no value, `would_be_trivially_dead` takes for one of their
result, as MLIR declares it.
"""

from __future__ import annotations

from collections.abc import Iterator

from xdsl.dialects.builtin import MemRefType
from xdsl.ir import Operation
from xdsl.traits import (
    EffectInstance,
    IsTerminator,
    MemoryEffect,
    MemoryEffectKind,
    RecursiveMemoryEffect,
    SymbolOpInterface,
)


def _nested(op: Operation) -> Iterator[Operation]:
    for region in op.regions:
        for block in region.blocks:
            yield from block.ops


def _recursive(op: Operation) -> bool:
    """MLIR's `hasTrait<HasRecursiveMemoryEffects>`: false for an
    unregistered op, whose effects are unknown (xDSL's `has_trait` answers
    every trait for one, which made it as free of effects as its regions)."""
    return op.name in MLIR_RECURSIVE or op.has_trait(
        RecursiveMemoryEffect, value_if_unregistered=False
    )


MLIR_PURE = frozenset(
    {"arith.extsi", "arith.remui", "linalg.index", "cf.br", "cf.cond_br"}
)
"""Ops that MLIR declares `Pure` and xDSL 0.75 declares no effects for (a
branch is free of effects: an op whose regions branch between blocks can be
so too)."""

MLIR_ALLOCATES_RESULT = frozenset({"memref.alloc", "memref.alloca"})
"""Ops whose allocation effect MLIR declares on their result, where xDSL
0.75's `MemoryAllocEffect` names no value: unused, they are dead."""
MLIR_RECURSIVE = frozenset({"scf.execute_region"})
"""Ops that MLIR declares `RecursiveMemoryEffects` (their effects are those
of the ops they hold) and xDSL 0.75 declares no effects for."""

_LINALG_NOT_STRUCTURED = frozenset({"linalg.index", "linalg.yield"})


def _linalg_effects(op: Operation) -> set[EffectInstance]:
    """A `linalg` op's effects, as MLIR's `LinalgOp` gives them: none on
    tensors; on memrefs MLIR reads the inputs and writes the outputs (reads
    them too when the body uses them), which this gives as a read and a write
    of every memref operand: no query here tells the two apart, since such an
    op always writes its output."""
    effects: set[EffectInstance] = set()
    for operand in op.operands:
        if isinstance(operand.type, MemRefType):
            effects.add(EffectInstance(MemoryEffectKind.READ, operand))
            effects.add(EffectInstance(MemoryEffectKind.WRITE, operand))
    return effects


def declared_effects(op: Operation) -> set[EffectInstance] | None:
    """The effects `op` declares itself (MLIR's `MemoryEffectOpInterface`),
    None when it declares none (a trait that cannot say counts as none)."""
    if op.name in MLIR_PURE:
        return set()
    if op.name.startswith("linalg.") and op.name not in _LINALG_NOT_STRUCTURED:
        return _linalg_effects(op)
    traits = [
        t
        for t in op.get_traits_of_type(MemoryEffect)
        if not isinstance(t, RecursiveMemoryEffect)
    ]
    if not traits:
        return None
    effects: set[EffectInstance] = set()
    for trait in traits:
        found = trait.get_effects(op)
        if found is None:
            return None
        effects.update(found)
    return effects


def is_memory_effect_free(op: Operation) -> bool:
    """MLIR's `isMemoryEffectFree`: no effect, nested ops included where the
    op has recursive effects."""
    effects = declared_effects(op)
    if effects is not None:
        if effects:
            return False
        if not _recursive(op):
            return True
    elif not _recursive(op):
        return False
    return all(is_memory_effect_free(nested) for nested in _nested(op))


def only_reads(op: Operation) -> bool:
    """MLIR's `onlyHasEffect<Read>` on an op that declares effects."""
    effects = declared_effects(op)
    return effects is not None and all(e.kind is MemoryEffectKind.READ for e in effects)


def _droppable(effect: EffectInstance, op: Operation) -> bool:
    """A read, or the allocation of one of `op`'s own results."""
    if effect.kind is MemoryEffectKind.READ:
        return True
    if effect.kind is not MemoryEffectKind.ALLOC:
        return False
    if effect.value is None:
        return op.name in MLIR_ALLOCATES_RESULT
    return any(effect.value is r for r in op.results)


def _declarations(
    op: Operation,
) -> Iterator[tuple[Operation, set[EffectInstance] | None]]:
    """`op` and, inside ops with recursive effects, the ops nested in them,
    each with the effects it declares: None for one whose effects are unknown
    (it declares none and is not recursive).  A recursive op that declares
    none has only its nested ops' effects, and is not given."""
    work = [op]
    while work:
        current = work.pop()
        recursive = _recursive(current)
        if recursive:
            work.extend(_nested(current))
        declared = declared_effects(current)
        if declared is not None or not recursive:
            yield current, declared


def would_be_trivially_dead(op: Operation) -> bool:
    """MLIR's `wouldOpBeTriviallyDead`: erasable once its results are unused
    (never a terminator or a symbol)."""
    if op.has_trait(IsTerminator) or op.has_trait(SymbolOpInterface):
        return False
    for current, effects in _declarations(op):
        if effects is None or not all(_droppable(e, current) for e in effects):
            return False
    return True


def is_trivially_dead(op: Operation) -> bool:
    """MLIR's `isOpTriviallyDead`: unused and `would_be_trivially_dead`."""
    return all(r.first_use is None for r in op.results) and would_be_trivially_dead(op)


def effects_recursively(op: Operation) -> list[EffectInstance] | None:
    """MLIR's `getEffectsRecursively`: None where some effect is unknown."""
    effects: list[EffectInstance] = []
    for _, declared in _declarations(op):
        if declared is None:
            return None
        effects.extend(declared)
    return effects


def may_write(op: Operation) -> bool:
    """An op with a write effect, or with effects MLIR cannot know."""
    effects = effects_recursively(op)
    return effects is None or any(e.kind is MemoryEffectKind.WRITE for e in effects)
