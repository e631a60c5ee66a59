"""The independent semantic check through `pack-dispatch-operands`.

`check_values_preserved` (`harness.byte_ranges`, with `harness.packed_bits`)
follows each value pack splits into push-constant words on the host and
rebuilds in the kernel: every value a kernel computes with must be the same
host value after pack as before.  On the cases of the pack lit scenarios,
on the dumps through the whole segment, and on mutants of pack's output that
break the rebuild, which it must catch.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from harness.byte_ranges import check_values_preserved, kernel_values, split_input
from xdsl.dialects import arith, func
from xdsl.dialects.builtin import IntegerAttr, IntegerType, ModuleOp

from xdsl_stream.api import parse_module
from xdsl_stream.dialects.arith_casts import ExtUIOp, TruncIOp
from xdsl_stream.transforms.binding_segment import BindingSegmentPass
from xdsl_stream.transforms.pack_dispatch_operands import PackDispatchOperandsPass
from xdsl_stream.universe import make_context

TESTS = Path(__file__).parents[2]
SCENARIOS = split_input(
    (TESTS / "filecheck" / "transforms" / "pack_scenarios.mlir").read_text()
)
"""One module per case: i1, f16 and bf16, i64, index of 32 and 64 bits,
complex<f32>, complex<f64>, an i64 widened from a word, negative constants,
a one-bit index."""


def _packed(module: ModuleOp) -> ModuleOp:
    after = module.clone()
    PackDispatchOperandsPass().apply(make_context(allow_unregistered=True), after)
    return after


@pytest.mark.parametrize("case", range(len(SCENARIOS)))
def test_pack_keeps_every_value(case: int) -> None:
    before = parse_module(SCENARIOS[case])
    after = _packed(before)
    assert not check_values_preserved(before, after)
    # Not vacuous: the kernel's barrier sees the host's argument, whole, or
    # the constant the host passes.
    values = [str(v) for v in kernel_values(before).values()]
    assert values and all(":arg" in v or v.lstrip("-").isdigit() for v in values)


def _kernel(module: ModuleOp) -> func.FuncOp:
    return next(
        op
        for op in module.walk()
        if isinstance(op, func.FuncOp) and op.sym_name.data.startswith("use_")
    )


def _swap_words(module: ModuleOp) -> None:
    """The kernel reads its first two words the other way round."""
    first, second = _kernel(module).body.block.args[:2]
    uses_first, uses_second = list(first.uses), list(second.uses)
    for use in uses_first:
        use.operation.operands[use.index] = second
    for use in uses_second:
        use.operation.operands[use.index] = first


def _shift_by(amount: int) -> Callable[[ModuleOp], None]:
    """The kernel shifts the high word by `amount`, not 32."""

    def mutate(module: ModuleOp) -> None:
        for op in _kernel(module).walk():
            if isinstance(op, arith.ConstantOp) and op.value == IntegerAttr(32, 64):
                op.properties["value"] = IntegerAttr(amount, 64)

    return mutate


def _narrow_rebuild(module: ModuleOp) -> None:
    """The kernel truncates the first word to 8 bits, not 16, and extends
    that to 16."""
    trunc = next(
        op
        for op in _kernel(module).walk()
        if isinstance(op, TruncIOp) and op.result.type == IntegerType(16)
    )
    narrow = TruncIOp(trunc.input, IntegerType(8))
    wide = ExtUIOp(narrow.result, IntegerType(16))
    block = trunc.parent_block()
    assert block is not None
    block.insert_ops_after([narrow, wide], trunc)
    trunc.result.replace_uses_with_if(
        wide.result, lambda use: use.operation is not narrow
    )


MUTANTS = [
    pytest.param(2, _swap_words, id="i64-words-swapped"),
    pytest.param(2, _shift_by(16), id="i64-shift-16"),
    pytest.param(4, _swap_words, id="index64-words-swapped"),
    pytest.param(5, _swap_words, id="complex32-parts-swapped"),
    pytest.param(1, _swap_words, id="f16-bf16-swapped"),
    pytest.param(1, _narrow_rebuild, id="half-through-8-bits"),
]


@pytest.mark.parametrize(("case", "mutate"), MUTANTS)
def test_a_broken_rebuild_is_caught(
    case: int, mutate: Callable[[ModuleOp], None]
) -> None:
    before = parse_module(SCENARIOS[case])
    after = _packed(before)
    mutate(after)
    after.verify()
    assert check_values_preserved(before, after)


def test_commuted_or_is_the_same_value() -> None:
    """Or-ing the words the other way round rebuilds the same value."""
    before = parse_module(SCENARIOS[2])
    after = _packed(before)
    (ori,) = [op for op in _kernel(after).walk() if isinstance(op, arith.OrIOp)]
    ori.operands = [ori.rhs, ori.lhs]
    assert not check_values_preserved(before, after)


DUMPS = sorted(
    p
    for p in (TESTS / "dumps").glob("*.llvm-cpu.mlir")
    if "stream.cmd.dispatch" in p.read_text() and ".loc." not in p.name
)


@pytest.mark.slow  # every llvm-cpu dump through the whole segment (rebase=all: every
# dispatched export gets offset operands for pack to split)
@pytest.mark.parametrize("dump", DUMPS, ids=[p.stem for p in DUMPS])
def test_segment_keeps_every_value(dump: Path) -> None:
    before = parse_module(dump.read_text(), allow_unregistered=True)
    after = before.clone()
    BindingSegmentPass(check_printing=False).apply(
        make_context(allow_unregistered=True), after
    )
    assert not check_values_preserved(before, after)
