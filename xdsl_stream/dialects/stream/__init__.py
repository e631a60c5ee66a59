"""IREE's `stream` dialect: executables, command buffers and resources.

A package, as xDSL's larger dialects are: `attrs` holds the types, attributes
and enums, one module per op family (`executable`, `resource`, `timepoint`,
`cmd`, ...) holds the ops, `base` what they share, and this module builds
the `Dialect`.
Everything public is re-exported here (`from xdsl_stream.dialects.stream
import CmdDispatchOp`).
"""

from __future__ import annotations

from xdsl.ir import Dialect

from xdsl_stream.dialects.stream.async_ import (
    ASYNC_OPS,
    AsyncAllocaOp,
    AsyncBarrierOp,
    AsyncCastOp,
    AsyncCloneOp,
    AsyncConcurrentOp,
    AsyncConstantOp,
    AsyncCopyOp,
    AsyncDispatchOp,
    AsyncExecuteOp,
    AsyncFillOp,
    AsyncLoadOp,
    AsyncSliceOp,
    AsyncSplatOp,
    AsyncStoreOp,
    AsyncTransferOp,
    AsyncUpdateOp,
)
from xdsl_stream.dialects.stream.attrs import (
    RESOURCE_CONFIG_ATTR_NAME,
    BindingType,
    Lifetime,
    MemoryModel,
    ResourceAccess,
    ResourceConfigAttr,
    ResourceType,
    TimepointAttr,
    TimepointType,
)
from xdsl_stream.dialects.stream.base import CmdOpTrait, segment_sizes
from xdsl_stream.dialects.stream.cmd import (
    CmdConcurrentOp,
    CmdCopyOp,
    CmdDiscardOp,
    CmdDispatchOp,
    CmdExecuteOp,
    CmdFillOp,
    CmdFlushOp,
    CmdInvalidateOp,
    CmdSerialOp,
    YieldOp,
)
from xdsl_stream.dialects.stream.executable import (
    BindingSubspanOp,
    ExecutableEndOp,
    ExecutableExportOp,
    ExecutableOp,
    ReturnOp,
)
from xdsl_stream.dialects.stream.resource import ResourceAllocaOp, ResourceAllocOp
from xdsl_stream.dialects.stream.timepoint import (
    TimepointAwaitOp,
    TimepointImmediateOp,
    TimepointJoinOp,
)
from xdsl_stream.dialects.typed_opaque import TYPED_STREAM_ATTRS

__all__ = [
    "Lifetime",
    "ResourceType",
    "BindingType",
    "TimepointType",
    "ResourceAccess",
    "TimepointAttr",
    "MemoryModel",
    "ResourceConfigAttr",
    "RESOURCE_CONFIG_ATTR_NAME",
    "CmdOpTrait",
    "segment_sizes",
    "ExecutableEndOp",
    "ExecutableOp",
    "ReturnOp",
    "ExecutableExportOp",
    "BindingSubspanOp",
    "ResourceAllocOp",
    "ResourceAllocaOp",
    "TimepointImmediateOp",
    "TimepointJoinOp",
    "TimepointAwaitOp",
    "YieldOp",
    "CmdSerialOp",
    "CmdConcurrentOp",
    "CmdExecuteOp",
    "CmdFlushOp",
    "CmdInvalidateOp",
    "CmdDiscardOp",
    "CmdFillOp",
    "CmdCopyOp",
    "CmdDispatchOp",
    "AsyncAllocaOp",
    "AsyncBarrierOp",
    "AsyncCastOp",
    "AsyncCloneOp",
    "AsyncConcurrentOp",
    "AsyncDispatchOp",
    "AsyncExecuteOp",
    "AsyncConstantOp",
    "AsyncCopyOp",
    "AsyncFillOp",
    "AsyncLoadOp",
    "AsyncSliceOp",
    "AsyncSplatOp",
    "AsyncStoreOp",
    "AsyncTransferOp",
    "AsyncUpdateOp",
    "Stream",
]

Stream = Dialect(
    "stream",
    [
        ExecutableOp,
        ExecutableEndOp,
        ExecutableExportOp,
        ReturnOp,
        BindingSubspanOp,
        ResourceAllocOp,
        ResourceAllocaOp,
        TimepointImmediateOp,
        TimepointAwaitOp,
        TimepointJoinOp,
        YieldOp,
        CmdSerialOp,
        CmdConcurrentOp,
        CmdExecuteOp,
        CmdFlushOp,
        CmdInvalidateOp,
        CmdDiscardOp,
        CmdFillOp,
        CmdCopyOp,
        CmdDispatchOp,
        *ASYNC_OPS,
    ],
    [
        ResourceType,
        BindingType,
        TimepointType,
        TimepointAttr,
        ResourceConfigAttr,
        *TYPED_STREAM_ATTRS,
    ],
)
