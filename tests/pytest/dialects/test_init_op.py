"""`init_op`, the keyword builder behind the Stream ops' `__init__`s: it takes
operands, properties and regions by their definition's names and order."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import IndexType, StringAttr
from xdsl.ir import SSAValue
from xdsl.utils.test_value import create_ssa_value

from xdsl_stream.dialects import hal
from xdsl_stream.dialects import stream as s
from xdsl_stream.dialects.stream.builders import init_op, resource_operand_fields

DEV = hal.DeviceAffinityAttr("dev")  # pyright: ignore[reportCallIssue]


def _values(count: int) -> list[SSAValue]:
    return [create_ssa_value(IndexType()) for _ in range(count)]


def test_operands_in_definition_order_and_optional_ones_absent() -> None:
    size, timepoint = create_ssa_value(IndexType()), create_ssa_value(s.TimepointType())
    op = s.ResourceAllocaOp(
        result_type=s.ResourceType("transient"), storage_size=size, affinity=DEV
    )
    assert list(op.operands) == [size]
    assert op.properties["affinity"] == DEV
    waited = s.ResourceAllocaOp(
        result_type=s.ResourceType("transient"),
        storage_size=size,
        await_timepoint=timepoint,
    )
    assert list(waited.operands) == [size, timepoint]
    assert "affinity" not in waited.properties


def test_a_property_only_some_subclasses_define() -> None:
    target, size, offset, length = _values(4)
    flush = s.CmdFlushOp(target, size, offset, length, source_affinity=DEV)
    assert flush.properties["source_affinity"] == DEV
    discard = s.CmdDiscardOp(target, size, offset, length)
    assert "source_affinity" not in discard.properties
    with pytest.raises(TypeError, match="stream.cmd.discard takes no source_affinity"):
        s.CmdDiscardOp(target, size, offset, length, source_affinity=DEV)


def test_a_missing_operand_is_an_error() -> None:
    op = s.ChannelSplitOp.__new__(s.ChannelSplitOp)
    with pytest.raises(KeyError, match="key"):
        init_op(op, {"channel": _values(1)[0], "color": _values(1)[0]})


def test_converted_arguments_override_locals() -> None:
    op = s.ChannelCreateOp(group="g")
    assert op.properties["group"] == StringAttr("g")


def test_builder_operand_names_map_to_resource_operands() -> None:
    fields = {"operands": 1, "operand_sizes": 2, "result_sizes": 3, "affinity": 4}
    assert resource_operand_fields(fields) == {
        "resource_operands": 1,
        "resource_operand_sizes": 2,
        "result_sizes": 3,
        "affinity": 4,
    }
