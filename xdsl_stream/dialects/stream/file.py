"""`stream.file.*` ops: files backed by host memory, read into and written
from resources on the timeline."""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, IntegerType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import AlwaysSpeculatable, MemoryAllocEffect

from xdsl_stream.dialects.hal import AFFINITY
from xdsl_stream.dialects.stream.attrs import (
    STREAM_RESOURCE,
    FileType,
    TimepointType,
)
from xdsl_stream.dialects.stream.base import CmdOpTrait, declared_op_definition
from xdsl_stream.dialects.stream.builders import init_op
from xdsl_stream.dialects.util.types import BufferType


@declared_op_definition
class FileConstantOp(IRDLOperation):
    """`stream.file.constant`: a file over a range of constant host memory."""

    name = "stream.file.constant"

    source = operand_def(BufferType)
    source_size = operand_def(IndexType)
    source_offset = operand_def(IndexType)
    source_length = operand_def(IndexType)
    result = result_def(FileType)
    affinity = opt_prop_def(AFFINITY)

    traits = traits_def(
        MemoryAllocEffect(), AlwaysSpeculatable()
    )  # IREE: Pure + MemAlloc

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? "
        "$source `[` $source_offset `for` $source_length `]` `:` "
        "type($source) `` `{` $source_size `}` `->` type($result) "
        "attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        source: SSAValue | Operation,
        source_size: SSAValue | Operation,
        source_offset: SSAValue | Operation,
        source_length: SSAValue | Operation,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [FileType()])


@declared_op_definition
class FileReadOp(IRDLOperation):
    """`stream.file.read`: reads `length` bytes of a file into a resource."""

    name = "stream.file.read"

    source = operand_def(FileType)
    source_offset = operand_def(IntegerType(64))
    target = operand_def(STREAM_RESOURCE)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    length = operand_def(IndexType)
    await_timepoint = opt_operand_def(TimepointType)
    result_timepoint = result_def(TimepointType)
    affinity = opt_prop_def(AFFINITY)

    traits = traits_def(CmdOpTrait())

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? "
        "(`await` `(` $await_timepoint^ `)` `=` `` `>`):(`:`)? "
        "$source `[` $source_offset `]` `,` $target `[` $target_offset `]` `,` "
        "$length `:` type($source) `->` type($target) `` `{` $target_size `}` "
        "`=` `` `>` type($result_timepoint) attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        source: SSAValue | Operation,
        source_offset: SSAValue | Operation,
        target: SSAValue | Operation,
        target_size: SSAValue | Operation,
        target_offset: SSAValue | Operation,
        length: SSAValue | Operation,
        await_timepoint: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [TimepointType()])


@declared_op_definition
class FileWriteOp(IRDLOperation):
    """`stream.file.write`: writes `length` bytes of a resource into a file."""

    name = "stream.file.write"

    source = operand_def(STREAM_RESOURCE)
    source_size = operand_def(IndexType)
    source_offset = operand_def(IndexType)
    target = operand_def(FileType)
    target_offset = operand_def(IntegerType(64))
    length = operand_def(IndexType)
    await_timepoint = opt_operand_def(TimepointType)
    result_timepoint = result_def(TimepointType)
    affinity = opt_prop_def(AFFINITY)

    traits = traits_def(CmdOpTrait())

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? "
        "(`await` `(` $await_timepoint^ `)` `=` `` `>`):(`:`)? "
        "$source `[` $source_offset `]` `,` $target `[` $target_offset `]` `,` "
        "$length `:` type($source) `` `{` $source_size `}` `->` type($target) "
        "`=` `` `>` type($result_timepoint) attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        source: SSAValue | Operation,
        source_size: SSAValue | Operation,
        source_offset: SSAValue | Operation,
        target: SSAValue | Operation,
        target_offset: SSAValue | Operation,
        length: SSAValue | Operation,
        await_timepoint: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [TimepointType()])


__all__ = ["FileConstantOp", "FileReadOp", "FileWriteOp"]
