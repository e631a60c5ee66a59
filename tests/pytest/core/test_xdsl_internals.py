"""The operand updates of `xdsl_stream.core.xdsl_internals` leave the IR exactly as
xDSL's own do: same operands, same use lists, in the same order."""

from __future__ import annotations

import pytest
from xdsl.dialects import test
from xdsl.dialects.builtin import IndexType
from xdsl.ir import Operation, SSAValue

from xdsl_stream.core.xdsl_internals import replace_operands, set_operands


def _values(count: int) -> list[SSAValue]:
    return [test.TestOp(result_types=[IndexType()]).results[0] for _ in range(count)]


def _state(ops: list[Operation], values: list[SSAValue]) -> object:
    """Every op's operands and every value's uses, in use-list order."""
    position = {id(op): n for n, op in enumerate(ops)}
    operands = [[values.index(v) for v in op.operands] for op in ops]
    uses = [[(position[id(u.operation)], u.index) for u in v.uses] for v in values]
    return operands, uses


def _users(values: list[SSAValue]) -> list[Operation]:
    """Three ops using `values` with repeats, so that use lists interleave."""
    v = values
    return [
        test.TestOp(operands=[v[0], v[1], v[2], v[0]]),
        test.TestOp(operands=[v[2], v[1], v[3], v[4], v[2]]),
        test.TestOp(operands=[v[4], v[0]]),
    ]


@pytest.mark.parametrize(
    "new",
    [[], [3, 3], [4, 0, 1, 2, 0], [1, 1, 0, 4, 4, 3, 2, 2, 0]],
    ids=["empty", "shrink", "same-length", "grow"],
)
def test_set_operands_as_the_setter(new: list[int]) -> None:
    states: list[object] = []
    for use_setter in (True, False):
        values = _values(5)
        ops = _users(values)
        operands = [values[i] for i in new]
        if use_setter:
            ops[1].operands = operands
        else:
            set_operands(ops[1], operands)
        states.append(_state(ops, values))
        # Then xDSL's own updates, which unlink uses through their backward
        # links: the lists must be as well linked both ways.
        ops[0].operands = [values[4], values[1]]
        ops[2].erase(safe_erase=False)
        ops[1].operands = []
        states.append(_state(ops[:2], values))
    assert states[0] == states[2]  # right after the update
    assert states[1] == states[3]  # and after xDSL's updates on top


def test_set_operands_uses_name_their_position() -> None:
    values = _values(5)
    op = _users(values)[1]
    set_operands(op, [values[0], values[0], values[1], values[2], values[3], values[4]])
    assert [use.index for use in op._operand_uses] == list(range(6))  # pyright: ignore[reportPrivateUsage]
    assert all(use.operation is op for use in op._operand_uses)  # pyright: ignore[reportPrivateUsage]


def test_replace_operands_as_item_assignment() -> None:
    states: list[object] = []
    for use_items in (True, False):
        values = _values(5)
        ops = _users(values)
        replacements = {4: values[3], 0: values[0], 2: values[0]}
        if use_items:
            for index, value in replacements.items():
                ops[1].operands[index] = value
        else:
            replace_operands(ops[1], replacements)
        states.append(_state(ops, values))
    assert states[0] == states[1]
