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
No op of these families has a hand-written `parse`/`print`.

Unknown `stream.*` ops are refused when parsing: the dialect defines every op
of `StreamOps.td` and says so by being a `ClosedDialect`
(`xdsl_stream.dialects.closed`).

Start-up: an op family is imported when the input first names it.  This
module imports the types and attributes only (`attrs`, needed by almost any
Stream text); `OP_FAMILIES` says which module defines each op, and `Stream`
is a `FamilyDialect` (`xdsl_stream.core.op_families`): in the package's
contexts the first `stream.cmd.*` name imports `cmd` and nothing else of the
ops, while stock `xdsl-opt`'s context, or `Stream.operations`, imports every
family.  The op classes and the other names re-exported here are looked up
in their module when first asked for (`from xdsl_stream.dialects.stream
import CmdDispatchOp` imports `cmd`).  tests/pytest/dialects/test_op_families.py
checks the table against the ops the modules define.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from xdsl_stream.core.op_families import FamilyDialect, OpFamilies
from xdsl_stream.dialects.closed import ClosedDialect
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
from xdsl_stream.dialects.typed_opaque import TYPED_STREAM_ATTRS

if TYPE_CHECKING:  # imported when first asked for (`__getattr__`)
    from xdsl_stream.dialects.stream.async_ import (
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

OP_FAMILIES: OpFamilies = {
    "executable": {
        "stream.executable": "ExecutableOp",
        "stream.executable.end": "ExecutableEndOp",
        "stream.executable.export": "ExecutableExportOp",
        "stream.return": "ReturnOp",
        "stream.binding.subspan": "BindingSubspanOp",
        "stream.dispatch.workgroup.id": "DispatchWorkgroupIDOp",
        "stream.dispatch.workgroup.count": "DispatchWorkgroupCountOp",
        "stream.dispatch.workgroup.size": "DispatchWorkgroupSizeOp",
    },
    "resource": {
        "stream.resource.alloc": "ResourceAllocOp",
        "stream.resource.alloca": "ResourceAllocaOp",
        "stream.resource.dealloca": "ResourceDeallocaOp",
        "stream.resource.retain": "ResourceRetainOp",
        "stream.resource.release": "ResourceReleaseOp",
        "stream.resource.is_terminal": "ResourceIsTerminalOp",
        "stream.resource.size": "ResourceSizeOp",
        "stream.resource.try_map": "ResourceTryMapOp",
        "stream.resource.load": "ResourceLoadOp",
        "stream.resource.store": "ResourceStoreOp",
        "stream.resource.pack": "ResourcePackOp",
        "stream.resource.constants": "ResourceConstantsOp",
        "stream.resource.subview": "ResourceSubviewOp",
        "stream.resource.transients": "ResourceTransientsOp",
    },
    "timepoint": {
        "stream.timepoint.immediate": "TimepointImmediateOp",
        "stream.timepoint.await": "TimepointAwaitOp",
        "stream.timepoint.join": "TimepointJoinOp",
        "stream.timepoint.import": "TimepointImportOp",
        "stream.timepoint.export": "TimepointExportOp",
        "stream.timepoint.chain_external": "TimepointChainExternalOp",
        "stream.timepoint.barrier": "TimepointBarrierOp",
    },
    "cmd": {
        "stream.yield": "YieldOp",
        "stream.cmd.serial": "CmdSerialOp",
        "stream.cmd.concurrent": "CmdConcurrentOp",
        "stream.cmd.execute": "CmdExecuteOp",
        "stream.cmd.flush": "CmdFlushOp",
        "stream.cmd.invalidate": "CmdInvalidateOp",
        "stream.cmd.discard": "CmdDiscardOp",
        "stream.cmd.fill": "CmdFillOp",
        "stream.cmd.copy": "CmdCopyOp",
        "stream.cmd.dispatch": "CmdDispatchOp",
        "stream.cmd.func": "CmdFuncOp",
        "stream.cmd.call": "CmdCallOp",
        "stream.cmd.collective": "CmdCollectiveOp",
    },
    "async_": {
        "stream.async.alloca": "AsyncAllocaOp",
        "stream.async.constant": "AsyncConstantOp",
        "stream.async.splat": "AsyncSplatOp",
        "stream.async.clone": "AsyncCloneOp",
        "stream.async.slice": "AsyncSliceOp",
        "stream.async.fill": "AsyncFillOp",
        "stream.async.update": "AsyncUpdateOp",
        "stream.async.copy": "AsyncCopyOp",
        "stream.async.collective": "AsyncCollectiveOp",
        "stream.async.barrier": "AsyncBarrierOp",
        "stream.async.transfer": "AsyncTransferOp",
        "stream.async.cast": "AsyncCastOp",
        "stream.async.load": "AsyncLoadOp",
        "stream.async.store": "AsyncStoreOp",
        "stream.async.dispatch": "AsyncDispatchOp",
        "stream.async.execute": "AsyncExecuteOp",
        "stream.async.concurrent": "AsyncConcurrentOp",
        "stream.async.func": "AsyncFuncOp",
        "stream.async.call": "AsyncCallOp",
    },
    "tensor": {
        "stream.tensor.import": "TensorImportOp",
        "stream.tensor.export": "TensorExportOp",
        "stream.tensor.sizeof": "TensorSizeOfOp",
        "stream.tensor.empty": "TensorEmptyOp",
        "stream.tensor.constant": "TensorConstantOp",
        "stream.tensor.splat": "TensorSplatOp",
        "stream.tensor.clone": "TensorCloneOp",
        "stream.tensor.encode": "TensorEncodeOp",
        "stream.tensor.slice": "TensorSliceOp",
        "stream.tensor.fill": "TensorFillOp",
        "stream.tensor.update": "TensorUpdateOp",
        "stream.tensor.load": "TensorLoadOp",
        "stream.tensor.store": "TensorStoreOp",
        "stream.tensor.trace": "TensorTraceOp",
        "stream.tensor.dispatch": "TensorDispatchOp",
    },
    "parameter": {
        "stream.tensor.parameter.load": "TensorParameterLoadOp",
        "stream.tensor.parameter.write": "TensorParameterWriteOp",
        "stream.async.parameter.load": "AsyncParameterLoadOp",
        "stream.async.parameter.read": "AsyncParameterReadOp",
        "stream.async.parameter.write": "AsyncParameterWriteOp",
        "stream.async.parameter.gather": "AsyncParameterGatherOp",
        "stream.async.parameter.scatter": "AsyncParameterScatterOp",
        "stream.cmd.parameter.load": "CmdParameterLoadOp",
        "stream.cmd.parameter.read": "CmdParameterReadOp",
        "stream.cmd.parameter.write": "CmdParameterWriteOp",
        "stream.cmd.parameter.gather": "CmdParameterGatherOp",
        "stream.cmd.parameter.scatter": "CmdParameterScatterOp",
    },
    "channel": {
        "stream.channel.create": "ChannelCreateOp",
        "stream.channel.split": "ChannelSplitOp",
        "stream.channel.rank": "ChannelRankOp",
        "stream.channel.count": "ChannelCountOp",
    },
    "context": {
        "stream.context.resolve": "ContextResolveOp",
    },
    "file": {
        "stream.file.constant": "FileConstantOp",
        "stream.file.read": "FileReadOp",
        "stream.file.write": "FileWriteOp",
    },
}
"""Family module -> op name -> op class: every op of the dialect, by the
module that defines it (the order of `Stream.operations`)."""

_OTHER_NAMES = {
    "CmdOpTrait": "base",
    "segment_sizes": "base",
    "function_of_export": "executable",
}
"""The names re-exported here that are not op classes, by module."""

_MODULE_OF = {
    **{name: family for family, ops in OP_FAMILIES.items() for name in ops.values()},
    **_OTHER_NAMES,
}


def __getattr__(name: str) -> object:
    """A re-exported name, its module imported when first asked for."""
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)


class StreamDialect(FamilyDialect, ClosedDialect):
    """A closed dialect (it defines every op of its namespace) whose ops are
    imported family by family."""


Stream = StreamDialect(
    "stream",
    __name__,
    OP_FAMILIES,
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
