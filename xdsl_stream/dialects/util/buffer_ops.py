"""Util's `!util.buffer` ops: allocation (`util.buffer.alloc`/`dealloc`),
views and copies (`slice`, `subspan`, `storage`, `size`) and byte-range
access (`copy`, `compare`, `fill`, `load`, `store`, `hash`).

Declared with UtilOps.td's formats: a buffer operand is written with its
size, `!util.buffer{%size}` (all but `util.buffer.size`, whose result is that
size), a byte range as `[%offset for %length]`.  Their effects are IREE's:
the ops IREE declares `Pure` that allocate, read or free are speculatable
with those effects (xDSL's `Pure` would say they have none).
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import IRDLOperation, operand_def, opt_prop_def, result_def, traits_def
from xdsl.traits import (
    AlwaysSpeculatable,
    MemoryAllocEffect,
    MemoryFreeEffect,
    MemoryReadEffect,
    MemoryWriteEffect,
    Pure,
)

from xdsl_stream.core.verify_memo import memoizing_op_definition, no_context
from xdsl_stream.dialects.strict_properties import inherent_attr_dict
from xdsl_stream.dialects.util import verify_alignment
from xdsl_stream.dialects.util.constraints import (
    ANY_MEMREF,
    BUFFER,
    FILL_PATTERN,
    PRIMITIVE,
    SIZE,
    SignlessWidth,
)
from xdsl_stream.dialects.util.types import BufferType

_SIZED_SOURCE = "type($source) `` `{` $source_size `}`"
_SIZED_TARGET = "type($target) `` `{` $target_size `}`"

_Value = SSAValue | Operation
BufferRange = tuple[_Value, _Value, _Value]
"""A byte range of a buffer as the builders take it: the buffer, its size and
an offset."""


def _index(value: int | None) -> IntegerAttr[IndexType] | None:
    return None if value is None else IntegerAttr(value, IndexType())


@memoizing_op_definition
class BufferAllocOp(IRDLOperation):
    """`util.buffer.alloc`: a new buffer of `storage_size` bytes, contents
    undefined."""

    name = "util.buffer.alloc"

    storage_size = operand_def(SIZE)
    alignment = opt_prop_def(IntegerAttr[IndexType])
    result = result_def(BUFFER)

    traits = traits_def(MemoryAllocEffect(), AlwaysSpeculatable())  # Pure + MemAlloc

    custom_directives = (inherent_attr_dict(1),)
    assembly_format = (
        "`uninitialized` custom<InherentAttrDict>($alignment) attr-dict `:` "
        "type($result) `` `{` $storage_size `}`"
    )

    def __init__(
        self, storage_size: SSAValue | Operation, alignment: int | None = None
    ):
        super().__init__(
            operands=[storage_size],
            result_types=[BufferType()],
            properties={"alignment": _index(alignment)},
        )

    verify_context = no_context

    def verify_(self) -> None:
        verify_alignment(self.alignment)


@memoizing_op_definition
class BufferDeallocOp(IRDLOperation):
    """`util.buffer.dealloc`: the buffer's contents may be discarded (other
    owners may keep it alive)."""

    name = "util.buffer.dealloc"

    operand = operand_def(BUFFER)
    operand_size = operand_def(SIZE)

    traits = traits_def(MemoryFreeEffect(), AlwaysSpeculatable())  # Pure + MemFree

    assembly_format = (
        "$operand `:` type($operand) `` `{` $operand_size `}` attr-dict-with-keyword"
    )

    def __init__(self, operand: SSAValue | Operation, size: SSAValue | Operation):
        super().__init__(operands=[operand, size])


@memoizing_op_definition
class BufferSliceOp(IRDLOperation):
    """`util.buffer.slice`: a new buffer holding a copy of `result_size`
    bytes of `source` from `source_offset`."""

    name = "util.buffer.slice"

    source = operand_def(BUFFER)
    source_size = operand_def(SIZE)
    source_offset = operand_def(SIZE)
    result_size = operand_def(SIZE)
    alignment = opt_prop_def(IntegerAttr[IndexType])
    result = result_def(BUFFER)

    traits = traits_def(
        MemoryAllocEffect(), MemoryReadEffect(), AlwaysSpeculatable()
    )  # Pure + MemAlloc + MemRead

    custom_directives = (inherent_attr_dict(1),)
    assembly_format = (
        "$source `[` $source_offset `]` custom<InherentAttrDict>($alignment) "
        f"attr-dict `:` {_SIZED_SOURCE} `->` type($result) `` `{{` $result_size `}}`"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        source_size: SSAValue | Operation,
        source_offset: SSAValue | Operation,
        result_size: SSAValue | Operation,
        alignment: int | None = None,
    ):
        super().__init__(
            operands=[source, source_size, source_offset, result_size],
            result_types=[BufferType()],
            properties={"alignment": _index(alignment)},
        )


@memoizing_op_definition
class BufferSubspanOp(IRDLOperation):
    """`util.buffer.subspan`: a view of `result_size` bytes of `source` from
    `source_offset` (aliasing it, no copy)."""

    name = "util.buffer.subspan"

    source = operand_def(BUFFER)
    source_size = operand_def(SIZE)
    source_offset = operand_def(SIZE)
    result_size = operand_def(SIZE)
    result = result_def(BUFFER)

    traits = traits_def(Pure())

    assembly_format = (
        f"$source `[` $source_offset `]` `:` {_SIZED_SOURCE} `->` "
        "type($result) `` `{` $result_size `}` attr-dict-with-keyword"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        source_size: SSAValue | Operation,
        source_offset: SSAValue | Operation,
        result_size: SSAValue | Operation,
    ):
        super().__init__(
            operands=[source, source_size, source_offset, result_size],
            result_types=[BufferType()],
        )


@memoizing_op_definition
class BufferSizeOp(IRDLOperation):
    """`util.buffer.size`: the size of a buffer in bytes."""

    name = "util.buffer.size"

    operand = operand_def(BUFFER)
    result = result_def(SIZE)

    traits = traits_def(Pure())

    assembly_format = "$operand `:` type($operand) attr-dict-with-keyword"

    def __init__(self, operand: SSAValue | Operation):
        super().__init__(operands=[operand], result_types=[IndexType()])


@memoizing_op_definition
class BufferStorageOp(IRDLOperation):
    """`util.buffer.storage`: a buffer's storage as a memref of any type,
    and the byte offset of the buffer in it."""

    name = "util.buffer.storage"

    operand = operand_def(BUFFER)
    operand_size = operand_def(SIZE)
    result = result_def(ANY_MEMREF)
    offset = result_def(SIZE)

    traits = traits_def(Pure())

    assembly_format = (
        "$operand `:` type($operand) `` `{` $operand_size `}` `->` "
        "`(` type($result) `,` type($offset) `)` attr-dict-with-keyword"
    )

    def __init__(
        self,
        operand: SSAValue | Operation,
        operand_size: SSAValue | Operation,
        memref_type: Attribute,
    ):
        super().__init__(
            operands=[operand, operand_size], result_types=[memref_type, IndexType()]
        )


@memoizing_op_definition
class BufferCopyOp(IRDLOperation):
    """`util.buffer.copy`: copies `length` bytes between two buffers (the
    ranges do not overlap)."""

    name = "util.buffer.copy"

    source = operand_def(BUFFER)
    source_size = operand_def(SIZE)
    source_offset = operand_def(SIZE)
    target = operand_def(BUFFER)
    target_size = operand_def(SIZE)
    target_offset = operand_def(SIZE)
    length = operand_def(SIZE)

    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    assembly_format = (
        "$source `[` $source_offset `]` `,` $target `[` $target_offset `]` `,` "
        f"$length `:` {_SIZED_SOURCE} `->` {_SIZED_TARGET} attr-dict-with-keyword"
    )

    def __init__(
        self,
        source: BufferRange,
        target: BufferRange,
        length: SSAValue | Operation,
    ):
        """`source` and `target`: each a buffer, its size and an offset."""
        super().__init__(operands=[*source, *target, length])


@memoizing_op_definition
class BufferCompareOp(IRDLOperation):
    """`util.buffer.compare`: whether `length` bytes of two buffers are
    bitwise equal."""

    name = "util.buffer.compare"

    lhs = operand_def(BUFFER)
    lhs_size = operand_def(SIZE)
    lhs_offset = operand_def(SIZE)
    rhs = operand_def(BUFFER)
    rhs_size = operand_def(SIZE)
    rhs_offset = operand_def(SIZE)
    length = operand_def(SIZE)
    result = result_def(SignlessWidth(1))

    traits = traits_def(MemoryReadEffect(), AlwaysSpeculatable())  # Pure + MemRead

    assembly_format = (
        "$lhs `[` $lhs_offset `]` `,` $rhs `[` $rhs_offset `]` `,` $length `:` "
        "type($lhs) `` `{` $lhs_size `}` `,` type($rhs) `` `{` $rhs_size `}` "
        "attr-dict-with-keyword"
    )

    def __init__(
        self,
        lhs: BufferRange,
        rhs: BufferRange,
        length: SSAValue | Operation,
    ):
        """`lhs` and `rhs`: each a buffer, its size and an offset."""
        super().__init__(operands=[*lhs, *rhs, length], result_types=[IntegerType(1)])


@memoizing_op_definition
class BufferFillOp(IRDLOperation):
    """`util.buffer.fill`: writes `pattern` over `length` bytes of a
    buffer."""

    name = "util.buffer.fill"

    pattern = operand_def(FILL_PATTERN)
    target = operand_def(BUFFER)
    target_size = operand_def(SIZE)
    target_offset = operand_def(SIZE)
    length = operand_def(SIZE)

    traits = traits_def(MemoryWriteEffect())

    assembly_format = (
        "$pattern `,` $target `[` $target_offset `for` $length `]` `:` "
        f"type($pattern) `->` {_SIZED_TARGET} attr-dict-with-keyword"
    )

    def __init__(
        self,
        pattern: SSAValue | Operation,
        target: BufferRange,
        length: SSAValue | Operation,
    ):
        """`target`: a buffer, its size and an offset."""
        super().__init__(operands=[pattern, *target, length])


@memoizing_op_definition
class BufferLoadOp(IRDLOperation):
    """`util.buffer.load`: reads a value at a byte offset of a buffer."""

    name = "util.buffer.load"

    source = operand_def(BUFFER)
    source_size = operand_def(SIZE)
    source_offset = operand_def(SIZE)
    length = operand_def(SIZE)
    result = result_def(PRIMITIVE)

    traits = traits_def(MemoryReadEffect())

    assembly_format = (
        "$source `[` $source_offset `for` $length `]` `:` "
        f"{_SIZED_SOURCE} `->` type($result) attr-dict-with-keyword"
    )

    def __init__(
        self,
        source: BufferRange,
        length: SSAValue | Operation,
        type: Attribute,
    ):
        """`source`: a buffer, its size and an offset."""
        super().__init__(operands=[*source, length], result_types=[type])


@memoizing_op_definition
class BufferStoreOp(IRDLOperation):
    """`util.buffer.store`: writes a value at a byte offset of a buffer."""

    name = "util.buffer.store"

    source = operand_def(PRIMITIVE)
    target = operand_def(BUFFER)
    target_size = operand_def(SIZE)
    target_offset = operand_def(SIZE)
    length = operand_def(SIZE)

    traits = traits_def(MemoryWriteEffect())

    assembly_format = (
        "$source `,` $target `[` $target_offset `for` $length `]` `:` "
        f"type($source) `->` {_SIZED_TARGET} attr-dict-with-keyword"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        target: BufferRange,
        length: SSAValue | Operation,
    ):
        """`target`: a buffer, its size and an offset."""
        super().__init__(operands=[source, *target, length])


@memoizing_op_definition
class BufferHashOp(IRDLOperation):
    """`util.buffer.hash`: the SipHash-2-4 (64 bits) of a byte range of a
    buffer."""

    name = "util.buffer.hash"

    source = operand_def(BUFFER)
    source_size = operand_def(SIZE)
    source_offset = operand_def(SIZE)
    length = operand_def(SIZE)
    result = result_def(SignlessWidth(64))

    traits = traits_def(MemoryReadEffect())

    assembly_format = (
        "$source `[` $source_offset `for` $length `]` `:` "
        f"{_SIZED_SOURCE} `->` type($result) attr-dict-with-keyword"
    )

    def __init__(
        self,
        source: BufferRange,
        length: SSAValue | Operation,
    ):
        """`source`: a buffer, its size and an offset."""
        super().__init__(operands=[*source, length], result_types=[IntegerType(64)])
