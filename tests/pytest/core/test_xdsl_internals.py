"""The operand updates of `xdsl_stream.core.xdsl_internals` leave the IR exactly as
xDSL's own do: same operands, same use lists, in the same order; an op that
`irdl_op_definition` defines within `formats_compiled_as_mlir_reads` reads and
prints as xDSL's own, its format compiled once, when first used."""

from __future__ import annotations

from collections.abc import Callable
from io import StringIO

import pytest
import xdsl.irdl.operations as irdl_operations
from xdsl.context import Context
from xdsl.dialects import test
from xdsl.dialects.builtin import Builtin, IndexType, IntegerAttr, ModuleOp
from xdsl.ir import Dialect, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
)
from xdsl.irdl.declarative_assembly_format import FormatProgram
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import PyRDLOpDefinitionError

from xdsl_stream.core.xdsl_internals import (
    formats_compiled_as_mlir_reads,
    replace_operands,
    set_operands,
)


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


# -- formats compiled at first use ----------------------------------------- #

FORMAT = "$lhs `,` $rhs `by` $step attr-dict `:` type($lhs) `->` type($out)"
TEXT = """\
%a, %b = "test.op"() : () -> (index, index)
%c = lazy.add %a, %b by 4 {tag} : index -> index
"""


def _define(assembly_format: str) -> type[IRDLOperation]:
    class AddOp(IRDLOperation):
        name = "lazy.add"
        lhs = operand_def(IndexType)
        rhs = operand_def(IndexType)
        step = prop_def(IntegerAttr)
        out = result_def(IndexType)

    AddOp.assembly_format = assembly_format
    return irdl_op_definition(AddOp)


def _round_trip(op_type: type[IRDLOperation]) -> str:
    ctx = Context()
    ctx.load_dialect(Builtin)
    ctx.load_dialect(test.Test)
    ctx.load_dialect(Dialect("lazy", [op_type]))
    module = Parser(ctx, TEXT).parse_module()
    assert isinstance(module, ModuleOp)
    module.verify()
    printed = StringIO()
    Printer(stream=printed).print_op(module)
    return printed.getvalue()


@pytest.fixture
def compiles(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The formats compiled, from now on."""
    compiled: list[str] = []
    original: Callable[..., FormatProgram] = FormatProgram.from_str

    def counting(text: str, op_def: object) -> FormatProgram:
        compiled.append(text)
        return original(text, op_def)

    monkeypatch.setattr(FormatProgram, "from_str", staticmethod(counting))
    return compiled


def test_formats_compile_at_first_use(compiles: list[str]) -> None:
    eager = _define(FORMAT)
    assert compiles == [FORMAT]
    with formats_compiled_as_mlir_reads(at_first_use=True):
        lazy = _define(FORMAT)
    assert compiles == [FORMAT]  # not at the definition
    printed = _round_trip(lazy)
    assert compiles == [FORMAT, FORMAT]  # once, for both parse and print
    assert "%c = lazy.add %a, %b by 4 : i64 {tag} : index -> index" in printed
    assert printed == _round_trip(eager)
    assert compiles == [FORMAT, FORMAT]


def test_a_broken_format_fails_at_first_use_as_at_definition() -> None:
    broken = "$lhs `,` $nothing attr-dict"
    with pytest.raises(PyRDLOpDefinitionError) as eager:
        _define(broken)
    with formats_compiled_as_mlir_reads(at_first_use=True):
        lazy = _define(broken)  # (no error yet)
    with pytest.raises(PyRDLOpDefinitionError) as at_use:
        _round_trip(lazy)
    assert str(at_use.value) == str(eager.value)


def test_the_block_leaves_xdsl_as_it_found_it() -> None:
    original = irdl_operations.get_accessors_from_op_def
    with pytest.raises(KeyError), formats_compiled_as_mlir_reads(at_first_use=True):
        assert irdl_operations.get_accessors_from_op_def is not original
        raise KeyError
    assert irdl_operations.get_accessors_from_op_def is original
