"""Python builders (keyword arguments) of the resource, timepoint, file,
channel, context, parameter and collective ops and of the util neighbours:
what they build verifies, prints in IREE's syntax and reads back the same."""

from __future__ import annotations

import pytest
from harness.built import check_built_module
from xdsl.builder import Builder
from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerAttr,
    ModuleOp,
    NoneAttr,
    StringAttr,
    TensorType,
    i32,
    i64,
)
from xdsl.ir import Block, Region, SSAValue
from xdsl.rewriter import InsertPoint

from xdsl_stream.api import print_module
from xdsl_stream.dialects import hal, util
from xdsl_stream.dialects import stream as s
from xdsl_stream.dialects.stream.channel import ChannelCreateOp, ChannelRankOp
from xdsl_stream.dialects.stream.context import ContextResolveOp
from xdsl_stream.dialects.stream.file import FileConstantOp, FileReadOp
from xdsl_stream.dialects.stream.parameter import (
    AsyncParameterLoadOp,
    CmdParameterGatherOp,
    CmdParameterLoadOp,
    TensorParameterLoadOp,
)

INDEX = IndexType()
DEV = hal.DeviceAffinityAttr("dev")  # pyright: ignore[reportCallIssue]


def _module() -> ModuleOp:
    staging = s.ResourceType("staging")
    transient = s.ResourceType("transient")
    constant = s.ResourceType("constant")
    arg_types = [staging, transient, s.TimepointType(), util.BufferType(), INDEX]
    func = util.FuncOp("f", (arg_types, []), visibility="public")
    body = func.body.blocks.first
    assert body is not None
    r, t, tp, buf, n = body.args
    b = Builder(InsertPoint.at_end(body))

    c0 = b.insert(arith.ConstantOp(IntegerAttr(0, INDEX))).result
    o = b.insert(arith.ConstantOp(IntegerAttr(8, i64))).result
    v = b.insert(
        s.ResourceLoadOp(source=r, source_size=n, source_offset=c0, result_type=i32)
    )
    b.insert(s.ResourceStoreOp(value=v, target=r, target_size=n, target_offset=c0))
    b.insert(
        s.ResourceDeallocaOp(
            operand=r,
            operand_size=n,
            await_timepoint=tp,
            prefer_origin=True,
            affinity=DEV,
        )
    )
    b.insert(s.ResourceRetainOp(operand=t, operand_size=n))
    b.insert(s.ResourceReleaseOp(operand=t, operand_size=n))
    b.insert(s.ResourceIsTerminalOp(operand=t, operand_size=n))
    b.insert(s.ResourceSizeOp(operand=t, affinity=DEV))
    b.insert(
        s.ResourceTryMapOp(
            source=buf, source_offset=c0, result_size=n, result_type=constant
        )
    )
    b.insert(
        s.ResourcePackOp(
            lifetime_intervals=[(0, 4), (2, 3)], dynamic_slice_sizes=[n, n], offset=c0
        )
    )
    dense = DenseIntOrFPElementsAttr.from_list(TensorType(i32, [1]), [7])
    b.insert(
        s.ResourceConstantsOp(result_types=[constant], result_sizes=[n], values=[dense])
    )
    b.insert(
        s.ResourceSubviewOp(source=t, source_size=n, source_offset=c0, result_size=n)
    )
    b.insert(
        s.ResourceTransientsOp(
            resource=t, resource_size=n, storage=t, storage_size=n, await_timepoint=tp
        )
    )
    b.insert(s.TimepointBarrierOp(resource=t, resource_size=n, affinity=DEV))
    fence = b.insert(
        s.TimepointExportOp(await_timepoint=tp, result_types=[hal.FenceType()])
    )
    b.insert(s.TimepointImportOp(operands=[fence.results[0]]))
    b.insert(
        s.TimepointChainExternalOp(
            await_timepoint=tp, external_values=[fence.results[0]]
        )
    )
    file = b.insert(
        FileConstantOp(source=buf, source_size=n, source_offset=c0, source_length=n)
    )
    b.insert(
        FileReadOp(
            source=file,
            source_offset=o,
            target=t,
            target_size=n,
            target_offset=c0,
            length=n,
        )
    )
    ch = b.insert(ChannelCreateOp(group="g", rank=c0, count=n, affinity=DEV))
    b.insert(ChannelRankOp(channel=ch))
    b.insert(ContextResolveOp(result_types=[hal.DeviceType(), i64], affinity=DEV))
    b.insert(
        TensorParameterLoadOp(
            source_key=buf,
            source_offset=o,
            result_encoding=TensorType(i32, [4]),
            result_size=n,
            result_type=constant,
            source_scope=buf,
        )
    )
    b.insert(
        AsyncParameterLoadOp(
            source_key=buf,
            source_offset=o,
            result_size=n,
            result_type=constant,
            await_timepoint=tp,
        )
    )
    b.insert(
        CmdParameterLoadOp(
            source_keys=[buf, buf],
            source_offsets=[o, o],
            result_sizes=[n, n],
            result_type=constant,
        )
    )
    b.insert(
        CmdParameterGatherOp(
            source_keys=[buf],
            source_offsets=[o],
            target=t,
            target_size=n,
            target_offsets=[c0],
            target_lengths=[n],
            source_scope=buf,
        )
    )
    execute_body = Block(arg_types=[transient])
    x = execute_body.args[0]
    Builder(InsertPoint.at_end(execute_body)).insert(
        s.CmdCollectiveOp(
            op=s.CollectiveAttr("all_reduce", "f32", reduction="sum"),
            channel=ch,
            element_count=n,
            resources=[x, x],
            resource_sizes=[n, n],
            resource_offsets=[c0, c0],
            resource_lengths=[n, n],
            resource_accesses=[s.ResourceAccess.READ, s.ResourceAccess.WRITE],
        )
    )
    b.insert(s.CmdExecuteOp([t], [n], Region(execute_body)))
    b.insert(util.ReturnOp())

    counter = util.GlobalOp(
        sym_name="counter", type=i32, visibility="private", is_mutable=True
    )
    init_block = Block()
    init = Builder(InsertPoint.at_end(init_block))
    one = init.insert(arith.ConstantOp(IntegerAttr(1, i32)))
    init.insert(util.GlobalStoreOp(value=one, global_="counter"))
    init.insert(util.ReturnOp())
    callee = util.FuncOp("g", ([i32], [i32]), visibility="private")
    callee_body = callee.body.blocks.first
    assert callee_body is not None
    Builder(InsertPoint.at_end(callee_body)).insert(util.ReturnOp(callee_body.args[0]))
    user = util.FuncOp("h", ([], [i32]), visibility="public")
    user_body = user.body.blocks.first
    assert user_body is not None
    ub = Builder(InsertPoint.at_end(user_body))
    loaded = ub.insert(util.GlobalLoadOp(global_="counter", type=i32))
    called = ub.insert(util.CallOp(callee="g", operands=[loaded], result_types=[i32]))
    ub.insert(util.BufferConstantOp(value=StringAttr("key"), alignment=16))
    ub.insert(util.NullOp(type=util.BufferType()))
    ub.insert(util.ReturnOp(SSAValue.get(called.results[0])))
    return ModuleOp(
        [counter, util.InitializerOp(Region(init_block)), callee, user, func]
    )


@pytest.mark.slow
def test_builders_verify_print_and_read_back() -> None:
    check_built_module(
        _module(),
        (
            "stream.resource.dealloca origin on(#hal.device.affinity<@dev>) await(",
            "<affinity = #hal.device.affinity<@dev>> : !stream.resource<transient>\n",
            "slices({\n      [0, 4] = ",
            "stream.cmd.collective<all_reduce with sum : f32>[",
            'stream.channel.create on(#hal.device.affinity<@dev>) group("g") rank(',
            "util.global private mutable @counter : i32",
            "util.call @g(",
            'util.buffer.constant <alignment = 16> : !util.buffer = "key"',
        ),
    )


def test_collective_attr_spelling() -> None:
    text = print_module(ModuleOp([]))
    assert "collective" not in text
    attr = s.CollectiveAttr("all_to_all", "ui8")
    assert attr.kind.data == "all_to_all"
    assert isinstance(attr.reduction, NoneAttr)
