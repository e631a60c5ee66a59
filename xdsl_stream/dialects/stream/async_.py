"""`stream.async.*` ops: the asynchronous (value-semantics) phase.

Every op is declared by its `assembly_format`, transcribed from IREE's; the
sized types `T{%size}` are written out with IREE's `` `` `` (no space) before
the brace, and the tied results of fill/update/copy/store go through the
`ShapedTiedResult` directive.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    ArrayAttr,
    FunctionType,
    IndexType,
    IntegerAttr,
    StringAttr,
    SymbolNameConstraint,
    SymbolRefAttr,
    i32,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    base,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import (
    MemoryAllocEffect,
    Pure,
    RecursiveMemoryEffect,
    SymbolOpInterface,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.core.diagnostics import VerifyErrorAt
from xdsl_stream.core.verify_memo import IsolatedFromAboveFast
from xdsl_stream.dialects.hal import AFFINITY
from xdsl_stream.dialects.stream.attrs import (
    STAGING_RESOURCE,
    STREAM_RESOURCE,
    CallResultConstraint,
    ChannelType,
    CollectiveAttr,
    Lifetime,
    ResourceType,
    TimepointType,
    collective_param_keyword,
)
from xdsl_stream.dialects.stream.base import (
    SizedRegions,
    declared_op_definition,
    verify_declaration_visibility,
    verify_yield_terminated,
)
from xdsl_stream.dialects.stream.builders import (
    entry_points_attr,
    function_fields,
    init_op,
    resource_operand_fields,
    symbol_ref,
    tied_operands_attr,
)
from xdsl_stream.dialects.stream.checks import (
    verify_dispatch_symbol_uses,
    verify_dispatch_values,
    verify_primitive,
    verify_tied_operands,
    verify_value_sizes,
)
from xdsl_stream.dialects.stream.directives.collective import CollectiveParam
from xdsl_stream.dialects.stream.directives.dispatch import (
    DispatchEntryPoints,
    DispatchOperands,
)
from xdsl_stream.dialects.stream.directives.regions import ResourceRegion
from xdsl_stream.dialects.symbols import lookup_symbol
from xdsl_stream.dialects.type_rules import AllTypesMatch, TypeVariable
from xdsl_stream.dialects.util.constraints import SignlessWidths
from xdsl_stream.dialects.util.directives import (
    ShapedFunctionSignature,
    ShapedFunctionType,
    ShapedTiedResult,
    SymbolVisibility,
    tied_indices,
    verify_ties_in_range,
)

FILL_PATTERN = SignlessWidths((8, 16, 32, 64))
"""IREE's `Stream_FillPatternType` (i8, i16, i32 or i64): the element a fill
or splat repeats, refused in MLIR's words at the op."""


@declared_op_definition
class AsyncAllocaOp(IRDLOperation):
    """`stream.async.alloca`: a transient resource with undefined contents."""

    name = "stream.async.alloca"

    traits = traits_def(MemoryAllocEffect())

    storage_size = operand_def(IndexType)
    affinity = opt_prop_def(AFFINITY)
    result = result_def(STREAM_RESOURCE)

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? attr-dict `:` type($result) `{` $storage_size `}`"
    )

    def __init__(
        self,
        result_type: ResourceType,
        storage_size: SSAValue | Operation,
        *,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [result_type])


@declared_op_definition
class AsyncConstantOp(IRDLOperation):
    """`stream.async.constant`: a resource holding a constant value."""

    name = "stream.async.constant"

    await_timepoint = opt_operand_def(TimepointType)
    value = prop_def(AnyAttr())
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(AFFINITY)
    result = result_def(STREAM_RESOURCE)

    traits = traits_def(Pure())

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)`)? `:` "
        "type($result) `` `{` $result_size `}` `=` $value attr-dict-with-keyword"
    )

    def __init__(
        self,
        result_type: ResourceType,
        result_size: SSAValue | Operation,
        value: Attribute,
        *,
        await_timepoint: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [result_type])


@declared_op_definition
class AsyncSplatOp(IRDLOperation):
    """`stream.async.splat`: a resource filled with one repeated value."""

    name = "stream.async.splat"

    await_timepoint = opt_operand_def(TimepointType)
    value = operand_def(FILL_PATTERN)
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(AFFINITY)
    result = result_def(STREAM_RESOURCE)

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)`)? "
        "$value `:` type($value) `->` type($result) `` `{` $result_size `}` "
        "attr-dict-with-keyword"
    )

    def __init__(
        self,
        result_type: ResourceType,
        value: SSAValue | Operation,
        result_size: SSAValue | Operation,
        *,
        await_timepoint: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [result_type])


@declared_op_definition
class AsyncCloneOp(IRDLOperation):
    """`stream.async.clone`: a copy-on-write snapshot of a resource."""

    name = "stream.async.clone"

    source = operand_def(STREAM_RESOURCE)
    source_size = operand_def(IndexType)
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(AFFINITY)
    result = result_def(STREAM_RESOURCE)

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? $source `:` type($source) `` `{` $source_size `}` "
        "`->` type($result) `` `{` $result_size `}` attr-dict-with-keyword"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        source_size: SSAValue | Operation,
        result_type: ResourceType,
        result_size: SSAValue | Operation,
        *,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [result_type])


@declared_op_definition
class AsyncSliceOp(IRDLOperation):
    """`stream.async.slice`: a copy-on-write byte range of a resource."""

    name = "stream.async.slice"

    T: ClassVar = TypeVariable("T", STREAM_RESOURCE)

    source = operand_def(T)
    source_size = operand_def(IndexType)
    source_offset = operand_def(IndexType)
    source_end = operand_def(IndexType)
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(AFFINITY)
    result = result_def(T)

    traits = traits_def(Pure(), AllTypesMatch("source", "result"))

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? $source `[` $source_offset `to` $source_end `]` "
        "`:` type($source) `` `{` $source_size `}` `->` type($result) `` "
        "`{` $result_size `}` attr-dict-with-keyword"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        source_size: SSAValue | Operation,
        source_offset: SSAValue | Operation,
        source_end: SSAValue | Operation,
        result_size: SSAValue | Operation,
        *,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [SSAValue.get(source).type])


@declared_op_definition
class AsyncFillOp(IRDLOperation):
    """`stream.async.fill`: splat a value into a byte range of a resource."""

    name = "stream.async.fill"

    T: ClassVar = TypeVariable("T", STREAM_RESOURCE)

    target = operand_def(T)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    target_end = operand_def(IndexType)
    target_length = operand_def(IndexType)
    value = operand_def(FILL_PATTERN)
    affinity = opt_prop_def(AFFINITY)
    result = result_def(T)

    traits = traits_def(AllTypesMatch("target", "result"))

    custom_directives = (ShapedTiedResult,)

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? $value `,` $target `[` $target_offset `to` "
        "$target_end `for` $target_length `]` `:` type($value) `->` "
        "custom<ShapedTiedResult>(type($target), $target_size) attr-dict-with-keyword"
    )

    def __init__(
        self,
        value: SSAValue | Operation,
        target: SSAValue | Operation,
        target_size: SSAValue | Operation,
        target_offset: SSAValue | Operation,
        target_end: SSAValue | Operation,
        target_length: SSAValue | Operation,
        *,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [SSAValue.get(target).type])


@declared_op_definition
class AsyncUpdateOp(IRDLOperation):
    """`stream.async.update`: write a resource into a byte range of another."""

    name = "stream.async.update"

    T: ClassVar = TypeVariable("T", STREAM_RESOURCE)

    target = operand_def(T)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    target_end = operand_def(IndexType)
    update = operand_def(STREAM_RESOURCE)
    update_size = operand_def(IndexType)
    affinity = opt_prop_def(AFFINITY)
    result = result_def(T)

    traits = traits_def(AllTypesMatch("target", "result"))

    custom_directives = (ShapedTiedResult,)

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? $update `,` $target `[` $target_offset `to` "
        "$target_end `]` `:` type($update) `` `{` $update_size `}` `->` "
        "custom<ShapedTiedResult>(type($target), $target_size) attr-dict-with-keyword"
    )

    def __init__(
        self,
        update: SSAValue | Operation,
        update_size: SSAValue | Operation,
        target: SSAValue | Operation,
        target_size: SSAValue | Operation,
        target_offset: SSAValue | Operation,
        target_end: SSAValue | Operation,
        *,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [SSAValue.get(target).type])


@declared_op_definition
class AsyncCopyOp(IRDLOperation):
    """`stream.async.copy`: copy a byte range of one resource into another."""

    name = "stream.async.copy"

    T: ClassVar = TypeVariable("T", STREAM_RESOURCE)

    target = operand_def(T)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    target_end = operand_def(IndexType)
    source = operand_def(STREAM_RESOURCE)
    source_size = operand_def(IndexType)
    source_offset = operand_def(IndexType)
    source_end = operand_def(IndexType)
    length = operand_def(IndexType)
    affinity = opt_prop_def(AFFINITY)
    result = result_def(T)

    traits = traits_def(AllTypesMatch("target", "result"))

    custom_directives = (ShapedTiedResult,)

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? $source `[` $source_offset `to` $source_end `]` "
        "`,` $target `[` $target_offset `to` $target_end `]` `,` $length `:` "
        "type($source) `` `{` $source_size `}` `->` "
        "custom<ShapedTiedResult>(type($target), $target_size) attr-dict-with-keyword"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        source_size: SSAValue | Operation,
        source_offset: SSAValue | Operation,
        source_end: SSAValue | Operation,
        target: SSAValue | Operation,
        target_size: SSAValue | Operation,
        target_offset: SSAValue | Operation,
        target_end: SSAValue | Operation,
        length: SSAValue | Operation,
        *,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [SSAValue.get(target).type])


@declared_op_definition
class AsyncCollectiveOp(IRDLOperation):
    """`stream.async.collective`: a collective operation (all-gather, reduce,
    send, ...) over a channel, from a byte range of one resource into another."""

    name = "stream.async.collective"

    T: ClassVar = TypeVariable("T", STREAM_RESOURCE)

    op = prop_def(CollectiveAttr)
    target = operand_def(T)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    target_end = operand_def(IndexType)
    target_length = operand_def(IndexType)
    source = operand_def(STREAM_RESOURCE)
    source_size = operand_def(IndexType)
    source_offset = operand_def(IndexType)
    source_end = operand_def(IndexType)
    source_length = operand_def(IndexType)
    element_count = operand_def(IndexType)
    channel = operand_def(ChannelType)
    param = opt_operand_def(i32)
    affinity = opt_prop_def(AFFINITY)
    result = result_def(T)

    traits = traits_def(AllTypesMatch("target", "result"))

    custom_directives = (CollectiveParam, ShapedTiedResult)

    assembly_format = (
        "`` $op `` `[` $element_count `]` (`on` `(` $affinity^ `)`)? "
        "`channel` `(` $channel `)` custom<CollectiveParam>(ref($op), $param) `` "
        "$source `[` $source_offset `to` $source_end `for` $source_length `]` `,` "
        "$target `[` $target_offset `to` $target_end `for` $target_length `]` `:` "
        "type($source) `` `{` $source_size `}` `->` "
        "custom<ShapedTiedResult>(type($target), $target_size) attr-dict-with-keyword"
    )

    def __init__(
        self,
        op: CollectiveAttr,
        element_count: SSAValue | Operation,
        channel: SSAValue | Operation,
        source: SSAValue | Operation,
        source_size: SSAValue | Operation,
        source_offset: SSAValue | Operation,
        source_end: SSAValue | Operation,
        source_length: SSAValue | Operation,
        target: SSAValue | Operation,
        target_size: SSAValue | Operation,
        target_offset: SSAValue | Operation,
        target_end: SSAValue | Operation,
        target_length: SSAValue | Operation,
        *,
        param: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [SSAValue.get(target).type])

    def verify_(self) -> None:
        keyword = collective_param_keyword(self.op)
        if keyword is not None and self.param is None:
            raise VerifyException(
                f"'{self.name}' op collective operation requires a {keyword} "
                "parameter but none present"
            )
        if keyword is None and self.param is not None:
            raise VerifyException(
                f"'{self.name}' op collective operation does not require a "
                "parameter but one present"
            )


@declared_op_definition
class AsyncBarrierOp(IRDLOperation):
    """`stream.async.barrier`: pins a value to an affinity (no fusion across)."""

    name = "stream.async.barrier"

    T: ClassVar = TypeVariable("T", base(ResourceType))

    source = operand_def(T)
    size = operand_def(IndexType)
    affinity = opt_prop_def(AFFINITY)
    result = result_def(T)

    traits = traits_def(AllTypesMatch("source", "result"))

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? $source `:` type($source) `` `{` $size `}` "
        "attr-dict-with-keyword"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        size: SSAValue | Operation,
        *,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [SSAValue.get(source).type])


@declared_op_definition
class AsyncTransferOp(IRDLOperation):
    """`stream.async.transfer`: move a resource to another lifetime or device."""

    name = "stream.async.transfer"

    source = operand_def(ResourceType)
    source_size = operand_def(IndexType)
    result_size = operand_def(IndexType)
    source_affinity = opt_prop_def(AFFINITY)
    target_affinity = opt_prop_def(AFFINITY)
    execution_affinity = opt_prop_def(AFFINITY)
    result = result_def(ResourceType)

    traits = traits_def(Pure())

    assembly_format = (
        "(`on` `(` $execution_affinity^ `)`)? $source `:` type($source) `` "
        "`{` $source_size `}` (`from` `(` $source_affinity^ `)`)? `->` "
        "(`to` `(` $target_affinity^ `)`)? type($result) `` `{` $result_size `}` "
        "attr-dict-with-keyword"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        source_size: SSAValue | Operation,
        result_type: ResourceType,
        result_size: SSAValue | Operation,
        *,
        source_affinity: Attribute | None = None,
        target_affinity: Attribute | None = None,
        execution_affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [result_type])


@declared_op_definition
class AsyncCastOp(IRDLOperation):
    """`stream.async.cast`: asserts a lifetime; result and source share storage."""

    name = "stream.async.cast"

    source = operand_def(STREAM_RESOURCE)
    source_size = operand_def(IndexType)
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(AFFINITY)
    result = result_def(STREAM_RESOURCE)

    traits = traits_def(Pure())

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? $source `:` type($source) `{` $source_size `}` "
        "`->` type($result) `{` $result_size `}` attr-dict"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        source_size: SSAValue | Operation,
        result_type: ResourceType,
        result_size: SSAValue | Operation | None = None,
        *,
        affinity: Attribute | None = None,
    ):
        # The storage is shared: the result size defaults to the source's.
        size = {"result_size": source_size if result_size is None else result_size}
        init_op(self, locals() | size, [result_type])

    def verify_(self) -> None:
        if self.source_size != self.result_size:
            raise VerifyException(
                f"'{self.name}' op source and result sizes must be equal (tied storage)"
            )


@declared_op_definition
class AsyncLoadOp(IRDLOperation):
    """`stream.async.load`: read one element of a staging resource."""

    name = "stream.async.load"

    source = operand_def(STAGING_RESOURCE)
    source_size = operand_def(IndexType)
    source_offset = operand_def(IndexType)
    result = result_def(Attribute)

    traits = traits_def(Pure())

    assembly_format = (
        "$source `[` $source_offset `]` `:` type($source) `` `{` $source_size `}` "
        "`->` type($result) attr-dict-with-keyword"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        source_size: SSAValue | Operation,
        source_offset: SSAValue | Operation,
        result_type: Attribute,
    ):
        init_op(self, locals(), [result_type])

    def verify_(self) -> None:
        verify_primitive(self, "result #0", self.result.type)


@declared_op_definition
class AsyncStoreOp(IRDLOperation):
    """`stream.async.store`: write one element into a staging resource."""

    name = "stream.async.store"

    T: ClassVar = TypeVariable("T", STAGING_RESOURCE)

    target = operand_def(T)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    value = operand_def(Attribute)
    result = result_def(T)

    traits = traits_def(Pure(), AllTypesMatch("target", "result"))
    custom_directives = (ShapedTiedResult,)

    assembly_format = (
        "$value `,` $target `[` $target_offset `]` `:` type($value) `->` "
        "custom<ShapedTiedResult>(type($target), $target_size) attr-dict-with-keyword"
    )

    def __init__(
        self,
        value: SSAValue | Operation,
        target: SSAValue | Operation,
        target_size: SSAValue | Operation,
        target_offset: SSAValue | Operation,
    ):
        init_op(self, locals(), [SSAValue.get(target).type])

    def verify_(self) -> None:
        verify_primitive(self, "operand #3", self.value.type)


def verify_dispatch_ranges(
    op: Operation,
    operands: Sequence[SSAValue],
    offsets: Sequence[SSAValue],
    ends: Sequence[SSAValue],
    lengths: Sequence[SSAValue],
) -> None:
    """IREE's range check of async dispatches and calls: one offset, end and
    length per resource operand."""
    required = sum(1 for v in operands if isinstance(v.type, ResourceType))
    present = len(offsets)
    if len(ends) != present or len(lengths) != present:
        raise VerifyException(
            f"'{op.name}' op mismatch on resource range offsets/ends/lengths; "
            "counts must match"
        )
    if present != required:
        raise VerifyException(
            f"'{op.name}' op expects {required} resource range operand sets but "
            f"{present} are present"
        )


@declared_op_definition
class AsyncDispatchOp(IRDLOperation):
    """`stream.async.dispatch`: run an executable export on resource values."""

    name = "stream.async.dispatch"

    workload = var_operand_def(IndexType)
    entry_points = prop_def(ArrayAttr[SymbolRefAttr])
    resource_operands = var_operand_def()
    resource_operand_sizes = var_operand_def(IndexType)
    resource_operand_offsets = var_operand_def(IndexType)
    resource_operand_ends = var_operand_def(IndexType)
    resource_operand_lengths = var_operand_def(IndexType)
    result_sizes = var_operand_def(IndexType)
    tied_operands = opt_prop_def(ArrayAttr[IntegerAttr[IndexType]])
    affinity = opt_prop_def(AFFINITY)
    results_ = var_result_def(ResourceType)
    """IREE's `$results` (`results` is the Operation attribute in xDSL)."""

    traits = traits_def(Pure())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    custom_directives = (DispatchEntryPoints, DispatchOperands, ShapedFunctionType)

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? custom<DispatchEntryPoints>($entry_points) "
        "(`[` $workload^ `]`)? `` custom<DispatchOperands>($resource_operands, "
        "$resource_operand_offsets, $resource_operand_ends, "
        "$resource_operand_lengths) attr-dict `:` "
        "custom<ShapedFunctionType>(ref($resource_operands), "
        "type($resource_operands), $resource_operand_sizes, type($results_), "
        "$result_sizes, $tied_operands)"
    )

    def __init__(
        self,
        entry_points: Sequence[SymbolRefAttr] | SymbolRefAttr,
        *,
        workload: Sequence[SSAValue | Operation] = (),
        operands: Sequence[SSAValue | Operation] = (),
        operand_sizes: Sequence[SSAValue | Operation] = (),
        operand_offsets: Sequence[SSAValue | Operation] = (),
        operand_ends: Sequence[SSAValue | Operation] = (),
        operand_lengths: Sequence[SSAValue | Operation] = (),
        result_types: Sequence[Attribute] = (),
        result_sizes: Sequence[SSAValue | Operation] = (),
        tied_operands: Sequence[int] | None = None,
        affinity: Attribute | None = None,
    ):
        converted = {
            "entry_points": entry_points_attr(entry_points),
            "tied_operands": tied_operands_attr(tied_operands, len(result_types)),
        }
        init_op(self, resource_operand_fields(locals()) | converted, [result_types])

    def verify_(self) -> None:
        verify_dispatch_values(self, self.resource_operands, self.results_)
        verify_value_sizes(
            self, "value", self.resource_operands, self.resource_operand_sizes
        )
        verify_value_sizes(self, "value", self.results_, self.result_sizes)
        verify_dispatch_ranges(
            self,
            self.resource_operands,
            self.resource_operand_offsets,
            self.resource_operand_ends,
            self.resource_operand_lengths,
        )
        verify_tied_operands(
            self,
            tied_indices(self.tied_operands),
            len(self.resource_operands),
            len(self.results_),
        )
        verify_dispatch_symbol_uses(self, self.entry_points, self.workload)


def verify_all_resources_captured(op: Operation, region: Region) -> None:
    """IREE's `verifyAllResourcesCaptured`: the body uses only resources it
    captured (its arguments) or made itself."""
    if not region.blocks:
        return
    block = region.blocks[0]
    available: set[SSAValue] = set(block.args)
    for inner in block.ops:
        available.update(inner.results)
        for operand in inner.operands:
            if isinstance(operand.type, ResourceType) and operand not in available:
                raise VerifyErrorAt(
                    inner,
                    f"'{inner.name}' op used resource not listed in explicit "
                    "captures (or produced internally)",
                )


def verify_escaping_resources(
    region: Region, results: Sequence[SSAValue], result_sizes: Sequence[SSAValue]
) -> None:
    """IREE's `verifyEscapingResources`: the yield gives back values of the
    result types with the result sizes."""
    for block in region.blocks:
        term = block.last_op
        if term is None or term.name != "stream.yield":
            continue
        values = [v for v in term.operands if isinstance(v.type, ResourceType)]
        sizes = [v for v in term.operands if isinstance(v.type, IndexType)]
        if len(values) != len(results):
            raise VerifyErrorAt(
                term, "'stream.yield' op yield result count mismatch with parent op"
            )
        for outer, inner in zip(results, values, strict=False):
            if outer.type != inner.type:
                raise VerifyErrorAt(
                    term,
                    f"'stream.yield' op result type mismatch: expected "
                    f"{outer.type} but got {inner.type}",
                )
        for outer, inner in zip(result_sizes, sizes, strict=False):
            if outer != inner:
                raise VerifyErrorAt(term, "'stream.yield' op result size mismatch")


def verify_entry_arguments(operands: Sequence[SSAValue], body: Region) -> None:
    """IREE's region branch check on entry: the body's arguments are the
    captured resources, one each, of their types."""
    block = body.blocks.first
    if block is None:
        return
    edge = "along control flow edge from parent to Region #0: "
    if len(block.args) != len(operands):
        raise VerifyException(
            f"{edge}region branch point has {len(operands)} operands, but region "
            f"successor needs {len(block.args)} inputs"
        )
    for i, (operand, arg) in enumerate(zip(operands, block.args, strict=True)):
        if operand.type != arg.type:
            raise VerifyException(
                f"{edge}successor operand type #{i} '{operand.type}' should match "
                f"successor input type #{i} '{arg.type}'"
            )


def verify_resource_region(
    op: Operation,
    operands: Sequence[SSAValue],
    operand_sizes: Sequence[SSAValue],
    results: Sequence[SSAValue],
    result_sizes: Sequence[SSAValue],
    tied_operands: ArrayAttr | None,
    body: Region,
) -> None:
    """Shared verifier of `stream.async.execute` and `stream.async.concurrent`."""
    verify_yield_terminated(op, body)
    verify_value_sizes(op, "value", operands, operand_sizes)
    verify_value_sizes(op, "value", results, result_sizes)
    verify_tied_operands(op, tied_indices(tied_operands), len(operands), len(results))
    verify_entry_arguments(operands, body)
    verify_all_resources_captured(op, body)
    verify_escaping_resources(body, results, result_sizes)


def _region_fields(
    operands: Sequence[SSAValue | Operation],
    body: Region | None,
    tied_operands: Sequence[int] | None,
    result_types: Sequence[Attribute],
) -> dict[str, Region | ArrayAttr | None]:
    """The body (by default, one block taking the captured operands) and the
    tied operands of `stream.async.execute` and `stream.async.concurrent`."""
    if body is None:
        body = Region(Block(arg_types=[SSAValue.get(v).type for v in operands]))
    tied = tied_operands_attr(tied_operands, len(result_types))
    return {"body": body, "tied_operands": tied}


@declared_op_definition
class AsyncExecuteOp(IRDLOperation):
    """`stream.async.execute`: a timeline step running its body's async ops."""

    name = "stream.async.execute"

    traits = traits_def(SizedRegions(), RecursiveMemoryEffect())

    resource_operands = var_operand_def(ResourceType)
    resource_operand_sizes = var_operand_def(IndexType)
    result_sizes = var_operand_def(IndexType)
    await_timepoint = opt_operand_def(TimepointType)
    tied_operands = opt_prop_def(ArrayAttr[IntegerAttr[IndexType]])
    affinity = opt_prop_def(AFFINITY)
    results_ = var_result_def(ResourceType)
    """IREE's `$results` (`results` is the Operation attribute in xDSL)."""
    result_timepoint = result_def(TimepointType)
    body = region_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    custom_directives = (ResourceRegion,)

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)` `=` `` `>`)? "
        "`with` `` custom<ResourceRegion>($resource_operands, "
        "type($resource_operands), $resource_operand_sizes, type($results_), "
        "$result_sizes, $tied_operands, $body) `=` `` `>` type($result_timepoint) "
        "attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        operands: Sequence[SSAValue | Operation] = (),
        operand_sizes: Sequence[SSAValue | Operation] = (),
        result_types: Sequence[Attribute] = (),
        result_sizes: Sequence[SSAValue | Operation] = (),
        tied_operands: Sequence[int] | None = None,
        await_timepoint: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
        body: Region | None = None,
    ):
        converted = _region_fields(operands, body, tied_operands, result_types)
        init_op(
            self,
            resource_operand_fields(locals()) | converted,
            [result_types, TimepointType()],
        )

    def verify_(self) -> None:
        verify_resource_region(
            self,
            self.resource_operands,
            self.resource_operand_sizes,
            self.results_,
            self.result_sizes,
            self.tied_operands,
            self.body,
        )


@declared_op_definition
class AsyncConcurrentOp(IRDLOperation):
    """`stream.async.concurrent`: a wave of async ops that may run together
    (inside `stream.async.execute` or another concurrent region)."""

    name = "stream.async.concurrent"

    traits = traits_def(SizedRegions(), RecursiveMemoryEffect())

    resource_operands = var_operand_def(ResourceType)
    resource_operand_sizes = var_operand_def(IndexType)
    result_sizes = var_operand_def(IndexType)
    tied_operands = opt_prop_def(ArrayAttr[IntegerAttr[IndexType]])
    affinity = opt_prop_def(AFFINITY)
    results_ = var_result_def(ResourceType)
    """IREE's `$results` (`results` is the Operation attribute in xDSL)."""
    body = region_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    custom_directives = (ResourceRegion,)

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? `with` `` custom<ResourceRegion>("
        "$resource_operands, type($resource_operands), $resource_operand_sizes, "
        "type($results_), $result_sizes, $tied_operands, $body) "
        "attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        operands: Sequence[SSAValue | Operation] = (),
        operand_sizes: Sequence[SSAValue | Operation] = (),
        result_types: Sequence[Attribute] = (),
        result_sizes: Sequence[SSAValue | Operation] = (),
        tied_operands: Sequence[int] | None = None,
        affinity: Attribute | None = None,
        body: Region | None = None,
    ):
        converted = _region_fields(operands, body, tied_operands, result_types)
        init_op(self, resource_operand_fields(locals()) | converted, [result_types])

    def verify_(self) -> None:
        parent = self.parent_op()
        if not isinstance(parent, AsyncExecuteOp | AsyncConcurrentOp):
            raise VerifyException(
                f"'{self.name}' op expects parent op to be one of "
                "'stream.async.execute, stream.async.concurrent'"
            )
        verify_resource_region(
            self,
            self.resource_operands,
            self.resource_operand_sizes,
            self.results_,
            self.result_sizes,
            self.tied_operands,
            self.body,
        )


@declared_op_definition
class AsyncFuncOp(IRDLOperation):
    """`stream.async.func`: declares a function called with
    `stream.async.call` (IREE allows external ones only)."""

    name = "stream.async.func"

    sym_name = prop_def(SymbolNameConstraint())
    function_type = prop_def(FunctionType)
    tied_operands = opt_prop_def(ArrayAttr[IntegerAttr[IndexType]])
    sym_visibility = opt_prop_def(StringAttr)
    arg_attrs = opt_prop_def(ArrayAttr)
    res_attrs = opt_prop_def(ArrayAttr)
    body = region_def()

    traits = traits_def(IsolatedFromAboveFast(), SymbolOpInterface())
    custom_directives = (SymbolVisibility, ShapedFunctionSignature)

    assembly_format = (
        "custom<SymbolVisibility>($sym_visibility) $sym_name `` "
        "custom<ShapedFunctionSignature>($function_type, $tied_operands, "
        "$arg_attrs, $res_attrs) attr-dict-with-keyword ($body^)?"
    )

    def __init__(
        self,
        sym_name: str,
        function_type: FunctionType,
        *,
        tied_operands: Sequence[int] | None = None,
        visibility: str | None = "private",
        arg_attrs: ArrayAttr | None = None,
        res_attrs: ArrayAttr | None = None,
        body: Region | None = None,
    ):
        tied = {"tied_operands": tied_operands_attr(tied_operands)}
        init_op(self, locals() | function_fields(sym_name, visibility, body) | tied)

    def verify_(self) -> None:
        verify_declaration_visibility(self, self.body, self.sym_visibility)
        verify_ties_in_range(self.tied_operands, len(self.function_type.inputs))


@declared_op_definition
class AsyncCallOp(IRDLOperation):
    """`stream.async.call`: call a `stream.async.func` on resource values."""

    name = "stream.async.call"

    callee = prop_def(SymbolRefAttr)
    resource_operands = var_operand_def()
    resource_operand_sizes = var_operand_def(IndexType)
    resource_operand_offsets = var_operand_def(IndexType)
    resource_operand_ends = var_operand_def(IndexType)
    resource_operand_lengths = var_operand_def(IndexType)
    result_sizes = var_operand_def(IndexType)
    tied_operands = opt_prop_def(ArrayAttr[IntegerAttr[IndexType]])
    arg_attrs = opt_prop_def(ArrayAttr)
    res_attrs = opt_prop_def(ArrayAttr)
    affinity = opt_prop_def(AFFINITY)
    results_ = var_result_def(CallResultConstraint(with_resources=True))
    """IREE's `$results` (`results` is the Operation attribute in xDSL)."""

    irdl_options = (
        AttrSizedOperandSegments(as_property=True),
        # IREE writes `arg_attrs`/`res_attrs` in the attribute dictionary.
        ParsePropInAttrDict(),
    )
    custom_directives = (DispatchOperands, ShapedFunctionType)

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? $callee `` custom<DispatchOperands>("
        "$resource_operands, $resource_operand_offsets, $resource_operand_ends, "
        "$resource_operand_lengths) attr-dict `:` "
        "custom<ShapedFunctionType>(ref($resource_operands), "
        "type($resource_operands), $resource_operand_sizes, type($results_), "
        "$result_sizes, $tied_operands)"
    )

    def __init__(
        self,
        callee: str | SymbolRefAttr,
        *,
        operands: Sequence[SSAValue | Operation] = (),
        operand_sizes: Sequence[SSAValue | Operation] = (),
        operand_offsets: Sequence[SSAValue | Operation] = (),
        operand_ends: Sequence[SSAValue | Operation] = (),
        operand_lengths: Sequence[SSAValue | Operation] = (),
        result_types: Sequence[Attribute] = (),
        result_sizes: Sequence[SSAValue | Operation] = (),
        tied_operands: Sequence[int] | None = None,
        affinity: Attribute | None = None,
    ):
        converted = {
            "callee": symbol_ref(callee),
            "tied_operands": tied_operands_attr(tied_operands, len(result_types)),
        }
        init_op(self, resource_operand_fields(locals()) | converted, [result_types])

    def verify_(self) -> None:
        verify_value_sizes(
            self, "value", self.resource_operands, self.resource_operand_sizes
        )
        verify_value_sizes(self, "value", self.results_, self.result_sizes)
        verify_dispatch_ranges(
            self,
            self.resource_operands,
            self.resource_operand_offsets,
            self.resource_operand_ends,
            self.resource_operand_lengths,
        )
        for result in self.results_:
            if not isinstance(result.type, ResourceType):
                raise VerifyException(
                    f"'{self.name}' op non-resource return values are not yet "
                    "supported on async calls"
                )
        verify_tied_operands(
            self,
            tied_indices(self.tied_operands),
            len(self.resource_operands),
            len(self.results_),
        )
        self._verify_callee()

    def _verify_callee(self) -> None:
        """IREE's `verifySymbolUses`: the callee is a `stream.async.func` of
        the same arity, whose types match the call's (a `*` lifetime on the
        function accepts any)."""
        callee = lookup_symbol(self, self.callee)
        if not isinstance(callee, AsyncFuncOp):
            raise VerifyException(
                f"'{self.name}' op undefined external call: "
                f"{self.callee.root_reference.data}"
            )
        want = callee.function_type
        inputs = [v.type for v in self.resource_operands]
        outputs = [v.type for v in self.results_]
        call_type = FunctionType.from_lists(inputs, outputs)
        if len(want.inputs.data) != len(inputs) or len(want.outputs.data) != len(
            outputs
        ):
            raise VerifyException(
                f"'{self.name}' op function type mismatch; expected '{call_type}' "
                f"but callee is '{want}'"
            )

        def compatible(callee_type: Attribute, call_type: Attribute) -> bool:
            if callee_type == call_type:
                return True
            return (
                isinstance(callee_type, ResourceType)
                and isinstance(call_type, ResourceType)
                and callee_type.lifetime is Lifetime.UNKNOWN
            )

        for have, expected in zip(want.inputs.data, inputs, strict=True):
            if not compatible(have, expected):
                raise VerifyException(
                    f"'{self.name}' op function argument type mismatch; expected "
                    f"'{expected}' but callee provides '{have}'"
                )
        for have, expected in zip(want.outputs.data, outputs, strict=True):
            if not compatible(have, expected):
                raise VerifyException(
                    f"'{self.name}' op function result type mismatch; expected "
                    f"'{expected}' but callee provides '{have}'"
                )


ASYNC_OPS: Sequence[type[IRDLOperation]] = (
    AsyncAllocaOp,
    AsyncConstantOp,
    AsyncSplatOp,
    AsyncCloneOp,
    AsyncSliceOp,
    AsyncFillOp,
    AsyncUpdateOp,
    AsyncCopyOp,
    AsyncCollectiveOp,
    AsyncBarrierOp,
    AsyncTransferOp,
    AsyncCastOp,
    AsyncLoadOp,
    AsyncStoreOp,
    AsyncDispatchOp,
    AsyncExecuteOp,
    AsyncConcurrentOp,
    AsyncFuncOp,
    AsyncCallOp,
)
