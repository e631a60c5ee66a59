"""`stream.channel.*` ops: channels for collective communication."""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, StringAttr
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure

from xdsl_stream.dialects.hal import AFFINITY
from xdsl_stream.dialects.stream.attrs import ChannelType
from xdsl_stream.dialects.stream.base import declared_op_definition
from xdsl_stream.dialects.stream.builders import init_op, optional_str
from xdsl_stream.dialects.util.types import BufferType


@declared_op_definition
class ChannelCreateOp(IRDLOperation):
    """`stream.channel.create`: a channel in a collective group, optionally
    with an id, a group name, this participant's rank and the group size."""

    name = "stream.channel.create"

    id = opt_operand_def(BufferType)
    rank = opt_operand_def(IndexType)
    count = opt_operand_def(IndexType)
    result = result_def(ChannelType)
    group = opt_prop_def(StringAttr)
    affinity = opt_prop_def(AFFINITY)

    traits = traits_def(Pure())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? (`id` `(` $id^ `)`)? "
        "(`group` `(` $group^ `)`)? (`rank` `(` $rank^ `)`)? "
        "(`count` `(` $count^ `)`)? `:` type($result) attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        id: SSAValue | Operation | None = None,
        group: str | None = None,
        rank: SSAValue | Operation | None = None,
        count: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals() | {"group": optional_str(group)}, [ChannelType()])


@declared_op_definition
class ChannelSplitOp(IRDLOperation):
    """`stream.channel.split`: a sub-channel of the participants that share a
    color, ranked by key."""

    name = "stream.channel.split"

    channel = operand_def(ChannelType)
    color = operand_def(IndexType)
    key = operand_def(IndexType)
    result = result_def(ChannelType)

    traits = traits_def(Pure())

    assembly_format = (
        "$channel `,` $color `,` $key `:` type($channel) `->` type($result) "
        "attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        channel: SSAValue | Operation,
        color: SSAValue | Operation,
        key: SSAValue | Operation,
    ):
        init_op(self, locals(), [ChannelType()])


class _ChannelQueryOp(IRDLOperation):
    channel = operand_def(ChannelType)
    result = result_def(IndexType)

    traits = traits_def(Pure())

    assembly_format = "$channel `:` type($result) attr-dict-with-keyword"

    def __init__(self, *, channel: SSAValue | Operation):
        super().__init__(operands=[channel], result_types=[IndexType()])


@declared_op_definition
class ChannelRankOp(_ChannelQueryOp):
    """`stream.channel.rank`: this participant's rank in the channel's group."""

    name = "stream.channel.rank"


@declared_op_definition
class ChannelCountOp(_ChannelQueryOp):
    """`stream.channel.count`: the number of participants in the group."""

    name = "stream.channel.count"
