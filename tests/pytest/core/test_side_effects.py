"""`xdsl_stream.core.side_effects` and the other questions MLIR asks of an
op's traits, for an unregistered op: MLIR's `hasTrait` is false for one, and
its effects are unknown (xDSL's `has_trait` answers every trait for one)."""

from __future__ import annotations

from xdsl.dialects.builtin import UnregisteredOp, i32
from xdsl.ir import Block, Region

from xdsl_stream.core.commutative import is_commutative
from xdsl_stream.core.ir_helpers import is_symbol_table
from xdsl_stream.core.side_effects import (
    effects_recursively,
    is_memory_effect_free,
    may_write,
    would_be_trivially_dead,
)


def _unregistered(*, with_region: bool) -> UnregisteredOp:
    op_type = UnregisteredOp.with_name("test.op")
    regions = [Region(Block())] if with_region else []
    return op_type.create(result_types=[i32], regions=regions)


def test_an_unregistered_op_has_unknown_effects() -> None:
    """It may write what a load reads: `mlir-cse` merged two loads of a
    mutable global across one."""
    for with_region in (False, True):
        op = _unregistered(with_region=with_region)
        assert effects_recursively(op) is None
        assert may_write(op)
        assert not is_memory_effect_free(op)
        assert not would_be_trivially_dead(op)


def test_an_unregistered_op_has_no_trait_mlir_asks_with_has_trait() -> None:
    op = _unregistered(with_region=True)
    assert not is_commutative(op)
    assert not is_symbol_table(op)
