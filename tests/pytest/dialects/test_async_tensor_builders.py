"""Python builders of the stream.async.*, stream.tensor.* and cmd.func/call ops.

Each op is built with its keyword builder inside a function whose arguments
give the values, the module verifies, and its printed form reads back as the
same text (the declared formats round-trip what the builders make).
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DenseIntOrFPElementsAttr,
    FunctionType,
    IndexType,
    ModuleOp,
    SymbolRefAttr,
    TensorType,
    f32,
    i32,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue

from xdsl_stream.api import parse_module, print_module
from xdsl_stream.dialects.stream import (
    AsyncAllocaOp,
    AsyncBarrierOp,
    AsyncCallOp,
    AsyncCastOp,
    AsyncCloneOp,
    AsyncConcurrentOp,
    AsyncConstantOp,
    AsyncCopyOp,
    AsyncDispatchOp,
    AsyncExecuteOp,
    AsyncFillOp,
    AsyncFuncOp,
    AsyncLoadOp,
    AsyncSliceOp,
    AsyncSplatOp,
    AsyncStoreOp,
    AsyncTransferOp,
    AsyncUpdateOp,
    CmdCallOp,
    CmdExecuteOp,
    CmdFuncOp,
    ResourceAccess,
    ResourceType,
    TensorCloneOp,
    TensorConstantOp,
    TensorDispatchOp,
    TensorEmptyOp,
    TensorEncodeOp,
    TensorExportOp,
    TensorFillOp,
    TensorImportOp,
    TensorLoadOp,
    TensorSizeOfOp,
    TensorSliceOp,
    TensorSplatOp,
    TensorStoreOp,
    TensorTraceOp,
    TensorUpdateOp,
    YieldOp,
)
from xdsl_stream.dialects.util import FuncOp, ReturnOp

_INDEX = IndexType()
_ANY = ResourceType("*")
_STAGING = ResourceType("staging")


def _function(
    arg_types: list[Attribute],
    build: Callable[[tuple[SSAValue, ...]], list[Operation]],
) -> ModuleOp:
    """A module with `util.func @f(args)` whose body `build(args)` fills."""
    block = Block(arg_types=arg_types)
    ops = build(tuple(block.args))
    block.add_ops([*ops, ReturnOp()])
    func = FuncOp(
        "f", FunctionType.from_lists(arg_types, []), Region(block), visibility="public"
    )
    return ModuleOp([func])


def _prepend(block: Block, op: Operation) -> None:
    first = block.first_op
    assert first is not None
    block.insert_op_before(op, first)


def _round_trips(module: ModuleOp) -> str:
    module.verify()
    text = print_module(module)
    assert print_module(parse_module(text)) == text
    return text


def test_async_data_ops() -> None:
    def build(a: tuple[SSAValue, ...]) -> list[Operation]:
        r, size, off, pat, x, st = a
        alloca = AsyncAllocaOp(_ANY, size)
        const = AsyncConstantOp(
            ResourceType("constant"),
            size,
            DenseIntOrFPElementsAttr.from_list(TensorType(i32, [2]), [1, 2]),
        )
        splat = AsyncSplatOp(_ANY, pat, size)
        clone = AsyncCloneOp(splat, size, _ANY, size)
        sl = AsyncSliceOp(clone, size, off, size, size)
        fill = AsyncFillOp(pat, sl, size, off, size, size)
        update = AsyncUpdateOp(alloca, size, fill, size, off, size)
        copy = AsyncCopyOp(r, size, off, size, update, size, off, size, size)
        barrier = AsyncBarrierOp(copy, size)
        transfer = AsyncTransferOp(barrier, size, _STAGING, size)
        cast = AsyncCastOp(r, size, ResourceType("external"))
        load = AsyncLoadOp(st, size, off, f32)
        store = AsyncStoreOp(x, st, size, off)
        return [
            alloca,
            const,
            splat,
            clone,
            sl,
            fill,
            update,
            copy,
            barrier,
            transfer,
            cast,
            load,
            store,
        ]

    text = _round_trips(_function([_ANY, _INDEX, _INDEX, i32, f32, _STAGING], build))
    assert "-> %0 as !stream.resource<*>" not in text
    assert "stream.async.fill" in text and " as !stream.resource<*>{" in text


def test_async_dispatch_execute_call() -> None:
    func = AsyncFuncOp(
        "ext",
        FunctionType.from_lists([_ANY, _INDEX], [_ANY]),
        tied_operands=[0],
    )

    def build(a: tuple[SSAValue, ...]) -> list[Operation]:
        r, size, off = a
        dispatch = AsyncDispatchOp(
            SymbolRefAttr("ex", ["fn"]),
            operands=[r, size],
            operand_sizes=[size],
            operand_offsets=[off],
            operand_ends=[size],
            operand_lengths=[size],
            result_types=[_ANY],
            result_sizes=[size],
            tied_operands=[0],
        )
        call = AsyncCallOp(
            "ext",
            operands=[r, size],
            operand_sizes=[size],
            operand_offsets=[off],
            operand_ends=[size],
            operand_lengths=[size],
            result_types=[_ANY],
            result_sizes=[size],
            tied_operands=[0],
        )
        execute = AsyncExecuteOp(operands=[r], operand_sizes=[size])
        inner = execute.body.block
        concurrent = AsyncConcurrentOp(operands=[inner.args[0]], operand_sizes=[size])
        concurrent.body.block.add_op(YieldOp())
        inner.add_ops([concurrent, YieldOp()])
        return [dispatch, call, execute]

    module = _function([_ANY, _INDEX, _INDEX], build)
    _prepend(module.body.block, func)
    text = _round_trips(module)
    assert (
        "stream.async.func private @ext(%arg0: !stream.resource<*>, %arg1: index) -> %arg0"
        in text
    )
    assert "-> %r{%size}" in text or "-> %0{%1}" in text


def test_tensor_ops() -> None:
    dyn = TensorType(f32, [DYNAMIC_INDEX, 4])

    def build(a: tuple[SSAValue, ...]) -> list[Operation]:
        src, d, size, i, x, st = a
        imp = TensorImportOp(
            src, dyn, ResourceType("external"), size, result_encoding_dims=[d]
        )
        exp = TensorExportOp(imp, dyn, size, dyn, source_encoding_dims=[d])
        sizeof = TensorSizeOfOp(dyn, encoding_dims=[d])
        empty = TensorEmptyOp(TensorType(f32, [0]), _ANY, size)
        const = TensorConstantOp(
            DenseIntOrFPElementsAttr.from_list(TensorType(i32, [2]), [1, 2]),
            TensorType(i32, [2]),
            ResourceType("constant"),
        )
        splat = TensorSplatOp(x, dyn, _ANY, size, result_encoding_dims=[d])
        clone = TensorCloneOp(
            splat,
            dyn,
            size,
            dyn,
            _ANY,
            size,
            source_encoding_dims=[d],
            result_encoding_dims=[d],
        )
        encode = TensorEncodeOp(
            clone,
            dyn,
            size,
            dyn,
            _ANY,
            size,
            source_encoding_dims=[d],
            result_encoding_dims=[d],
        )
        sl = TensorSliceOp(
            encode,
            dyn,
            size,
            [i, i],
            [d, d],
            dyn,
            _ANY,
            size,
            source_encoding_dims=[d],
            result_encoding_dims=[d],
        )
        fill = TensorFillOp(
            x,
            sl,
            dyn,
            size,
            start_indices=[i, i],
            lengths=[d, d],
            target_encoding_dims=[d],
        )
        update = TensorUpdateOp(
            sl,
            dyn,
            size,
            fill,
            dyn,
            size,
            [i, i],
            update_encoding_dims=[d],
            target_encoding_dims=[d],
        )
        load = TensorLoadOp(st, TensorType(f32, [4]), size, f32, indices=[i])
        store = TensorStoreOp(x, st, TensorType(f32, [4]), size, indices=[i])
        trace = TensorTraceOp("k", [st], [size], [TensorType(f32, [4])])
        dispatch = TensorDispatchOp(
            SymbolRefAttr("ex", ["fn"]),
            operands=[update],
            operand_sizes=[size],
            operand_encodings=[dyn],
            operand_encoding_dims=[d],
            result_types=[_ANY],
            result_sizes=[size],
            result_encodings=[dyn],
            result_encoding_dims=[d],
            tied_operands=[0],
        )
        return [
            imp,
            exp,
            sizeof,
            empty,
            const,
            splat,
            clone,
            encode,
            sl,
            fill,
            update,
            load,
            store,
            trace,
            dispatch,
        ]

    text = _round_trips(_function([dyn, _INDEX, _INDEX, _INDEX, f32, _STAGING], build))
    assert "tensor<?x4xf32>{%1} in" in text


def test_cmd_func_and_call() -> None:
    func = CmdFuncOp(
        "host", FunctionType.from_lists([_ANY, _INDEX, _INDEX, i32], [i32])
    )

    def build(a: tuple[SSAValue, ...]) -> list[Operation]:
        r, size, off, n = a
        execute = CmdExecuteOp([r], [size])
        call = CmdCallOp(
            "host",
            operands=[execute.body.block.args[0], n],
            operand_sizes=[size],
            operand_offsets=[off],
            operand_lengths=[size],
            accesses=[ResourceAccess.READ_WRITE],
            result_types=[i32],
        )
        _prepend(execute.body.block, call)
        return [execute]

    module = _function([ResourceType("transient"), _INDEX, _INDEX, i32], build)
    _prepend(module.body.block, func)
    text = _round_trips(module)
    assert (
        "stream.cmd.func private @host(%arg0[%arg1 for %arg2]: !stream.resource<*>, %arg3: i32) -> i32"
        in text
    )
    assert "stream.cmd.call @host(rw " in text
