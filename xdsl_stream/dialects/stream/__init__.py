"""IREE's `stream` dialect (IREE 3.13's `StreamOps.td`), declared as IREE declares it.

Modules: `attrs` holds the types, attributes and enums; one module per op
family holds the ops (`executable`: executables, exports, bindings and the
dispatch workgroup queries; `resource`; `timepoint`; `cmd`: command buffers;
the tensor, async, channel, file, context and parameter families where their
ops live); `directives/` Stream's `custom<Name>` directives, one module per
family; `fast_paths` the parsing shortcuts (`Speedup.FAST_PATHS`); `base` what the modules share.  Below every dialect,
`xdsl_stream.dialects.syntax` holds the syntax helpers shared with Util and
`xdsl_stream.dialects.util.directives` the directives IREE keeps in Util.
This module builds the `Stream` dialect (a `ClosedDialect`: it defines every
op) and re-exports everything public (`from xdsl_stream.dialects.stream
import CmdDispatchOp`).

How an op is declared: by its `assembly_format`, transcribed from the op's
IREE `assemblyFormat`, with IREE's operand, property and result names (so the
generic form interchanges with iree-opt), and `declared_op_definition`
instead of `irdl_op_definition` (the same definition, parsed with the
package's copy of xDSL's format parser,
`base._format_program_parse_with_shortcuts`).  For example `stream.cmd.flush`:

    IREE (StreamOps.td):                 xDSL (cmd.py):
    (`to` `(` $source_affinity^ `)`)?    "(`to` `(` $source_affinity^ `)`)?"
    $target `[` $target_offset `for`     " $target `[` $target_offset `for`"
      $target_length `]` `:`             " $target_length `]` `:`"
    type($target) `` `{` $target_size    " type($target) `` `{` $target_size"
      `}`                                " `}`"
    attr-dict-with-keyword               " attr-dict-with-keyword"

Each `custom<Name>` of IREE is the class `Name` of `directives/` or of
`util_directives` (listed with its op as `custom_directives = (Name, ...)`),
e.g. `DispatchEntryPoints`, `DispatchResources`, `WorkgroupCountRegion`,
`ExplicitResourceRegion` (Stream's); `SymbolVisibility`, `SymbolAlias`,
`ShapedTypeList` (Util's).

Where the transcription differs, and why (xDSL's format language or its
printer, not IREE's syntax):
* `ImplicitTerminatorRegion($body)` stands for `$body` (or `regions`) in
  `stream.executable`, `stream.cmd.serial` and `stream.cmd.concurrent`:
  MLIR elides and re-inserts a `SingleBlockImplicitTerminator`, xDSL's region
  directive does not.
* `ShapedTypeListPair` is IREE's second `ShapedTypeList` overload (one type
  list for operands and results, `stream.timepoint.await`): an xDSL directive
  has one parameter list.
* `stream.cmd.dispatch` moves a `` into its workload group and adds a ` `
  before `{`: MLIR places spaces when generating the printer, xDSL while
  printing; the text is the same.
* `stream.return` puts `$operands : type($operands)` in an optional group (no
  dangling `:` without operands).
* `stream.timepoint.await` reads and prints its `affinity` in the attribute
  dictionary (IREE 3.13's op has no such attribute and iree-opt keeps it
  there).
No op of these families has a hand-written `parse`/`print`.

Unknown `stream.*` ops are refused when parsing: the dialect defines every op
of `StreamOps.td` and says so by being a `ClosedDialect`
(`xdsl_stream.dialects.closed`).
"""

from __future__ import annotations

from xdsl_stream.dialects.closed import ClosedDialect
from xdsl_stream.dialects.stream.async_ import (
    ASYNC_OPS,
    AsyncAllocaOp,
    AsyncBarrierOp,
    AsyncCallOp,
    AsyncCastOp,
    AsyncCloneOp,
    AsyncCollectiveOp,
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
)
from xdsl_stream.dialects.stream.attrs import (
    RESOURCE_CONFIG_ATTR_NAME,
    BindingType,
    ChannelType,
    CollectiveAttr,
    FileType,
    Lifetime,
    MemoryModel,
    ResourceAccess,
    ResourceConfigAttr,
    ResourceType,
    TimepointAttr,
    TimepointType,
)
from xdsl_stream.dialects.stream.base import CmdOpTrait, segment_sizes
from xdsl_stream.dialects.stream.channel import (
    ChannelCountOp,
    ChannelCreateOp,
    ChannelRankOp,
    ChannelSplitOp,
)
from xdsl_stream.dialects.stream.cmd import (
    CmdCallOp,
    CmdCollectiveOp,
    CmdConcurrentOp,
    CmdCopyOp,
    CmdDiscardOp,
    CmdDispatchOp,
    CmdExecuteOp,
    CmdFillOp,
    CmdFlushOp,
    CmdFuncOp,
    CmdInvalidateOp,
    CmdSerialOp,
    YieldOp,
)
from xdsl_stream.dialects.stream.context import ContextResolveOp
from xdsl_stream.dialects.stream.executable import (
    BindingSubspanOp,
    DispatchWorkgroupCountOp,
    DispatchWorkgroupIDOp,
    DispatchWorkgroupSizeOp,
    ExecutableEndOp,
    ExecutableExportOp,
    ExecutableOp,
    ReturnOp,
    function_of_export,
)
from xdsl_stream.dialects.stream.file import FileConstantOp, FileReadOp, FileWriteOp
from xdsl_stream.dialects.stream.parameter import (
    AsyncParameterGatherOp,
    AsyncParameterLoadOp,
    AsyncParameterReadOp,
    AsyncParameterScatterOp,
    AsyncParameterWriteOp,
    CmdParameterGatherOp,
    CmdParameterLoadOp,
    CmdParameterReadOp,
    CmdParameterScatterOp,
    CmdParameterWriteOp,
    TensorParameterLoadOp,
    TensorParameterWriteOp,
)
from xdsl_stream.dialects.stream.resource import (
    ResourceAllocaOp,
    ResourceAllocOp,
    ResourceConstantsOp,
    ResourceDeallocaOp,
    ResourceIsTerminalOp,
    ResourceLoadOp,
    ResourcePackOp,
    ResourceReleaseOp,
    ResourceRetainOp,
    ResourceSizeOp,
    ResourceStoreOp,
    ResourceSubviewOp,
    ResourceTransientsOp,
    ResourceTryMapOp,
)
from xdsl_stream.dialects.stream.tensor import (
    TENSOR_OPS,
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
)
from xdsl_stream.dialects.stream.timepoint import (
    TimepointAwaitOp,
    TimepointBarrierOp,
    TimepointChainExternalOp,
    TimepointExportOp,
    TimepointImmediateOp,
    TimepointImportOp,
    TimepointJoinOp,
)
from xdsl_stream.dialects.typed_opaque import TYPED_STREAM_ATTRS

__all__ = [
    "Lifetime",
    "ResourceType",
    "BindingType",
    "TimepointType",
    "ChannelType",
    "FileType",
    "TensorParameterLoadOp",
    "TensorParameterWriteOp",
    "AsyncParameterLoadOp",
    "AsyncParameterReadOp",
    "AsyncParameterWriteOp",
    "AsyncParameterGatherOp",
    "AsyncParameterScatterOp",
    "CmdParameterLoadOp",
    "CmdParameterReadOp",
    "CmdParameterWriteOp",
    "CmdParameterGatherOp",
    "CmdParameterScatterOp",
    "ChannelCreateOp",
    "ChannelSplitOp",
    "ChannelRankOp",
    "ChannelCountOp",
    "ContextResolveOp",
    "FileConstantOp",
    "FileReadOp",
    "FileWriteOp",
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
    "DispatchWorkgroupIDOp",
    "DispatchWorkgroupCountOp",
    "DispatchWorkgroupSizeOp",
    "ResourceAllocOp",
    "ResourceAllocaOp",
    "ResourceDeallocaOp",
    "ResourceRetainOp",
    "ResourceReleaseOp",
    "ResourceIsTerminalOp",
    "ResourceSizeOp",
    "ResourceTryMapOp",
    "ResourceLoadOp",
    "ResourceStoreOp",
    "ResourcePackOp",
    "ResourceConstantsOp",
    "ResourceSubviewOp",
    "ResourceTransientsOp",
    "TimepointImmediateOp",
    "TimepointJoinOp",
    "TimepointAwaitOp",
    "TimepointImportOp",
    "TimepointExportOp",
    "TimepointChainExternalOp",
    "TimepointBarrierOp",
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
    "AsyncCollectiveOp",
    "CollectiveAttr",
    "AsyncCallOp",
    "AsyncFuncOp",
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
    "TensorCloneOp",
    "TensorConstantOp",
    "TensorEmptyOp",
    "TensorEncodeOp",
    "TensorExportOp",
    "TensorFillOp",
    "TensorImportOp",
    "TensorLoadOp",
    "TensorSizeOfOp",
    "TensorSliceOp",
    "TensorSplatOp",
    "TensorStoreOp",
    "TensorTraceOp",
    "TensorDispatchOp",
    "TensorUpdateOp",
    "CmdCallOp",
    "CmdFuncOp",
    "CmdCollectiveOp",
    "Stream",
    "function_of_export",
]

Stream = ClosedDialect(
    "stream",
    [
        ExecutableOp,
        ExecutableEndOp,
        ExecutableExportOp,
        ReturnOp,
        BindingSubspanOp,
        DispatchWorkgroupIDOp,
        DispatchWorkgroupCountOp,
        DispatchWorkgroupSizeOp,
        ResourceAllocOp,
        ResourceAllocaOp,
        ResourceDeallocaOp,
        ResourceRetainOp,
        ResourceReleaseOp,
        ResourceIsTerminalOp,
        ResourceSizeOp,
        ResourceTryMapOp,
        ResourceLoadOp,
        ResourceStoreOp,
        ResourcePackOp,
        ResourceConstantsOp,
        ResourceSubviewOp,
        ResourceTransientsOp,
        TimepointImmediateOp,
        TimepointAwaitOp,
        TimepointJoinOp,
        TensorParameterLoadOp,
        TensorParameterWriteOp,
        AsyncParameterLoadOp,
        AsyncParameterReadOp,
        AsyncParameterWriteOp,
        AsyncParameterGatherOp,
        AsyncParameterScatterOp,
        CmdParameterLoadOp,
        CmdParameterReadOp,
        CmdParameterWriteOp,
        CmdParameterGatherOp,
        CmdParameterScatterOp,
        ChannelCreateOp,
        ChannelSplitOp,
        ChannelRankOp,
        ChannelCountOp,
        ContextResolveOp,
        FileConstantOp,
        FileReadOp,
        FileWriteOp,
        TimepointImportOp,
        TimepointExportOp,
        TimepointChainExternalOp,
        TimepointBarrierOp,
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
        CmdFuncOp,
        CmdCallOp,
        *ASYNC_OPS,
        *TENSOR_OPS,
        CmdCollectiveOp,
    ],
    [
        ResourceType,
        BindingType,
        TimepointType,
        ChannelType,
        FileType,
        TimepointAttr,
        ResourceConfigAttr,
        CollectiveAttr,
        *TYPED_STREAM_ATTRS,
    ],
)
