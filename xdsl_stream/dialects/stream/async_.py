"""`stream.async.*` ops: the asynchronous (value-semantics) phase.

Every op is declared by its `assembly_format`, transcribed from IREE's; the
sized types `T{%size}` are written out with IREE's `` `` `` (no space) before
the brace, and the tied results of fill/update/copy/store go through the
`ShapedTiedResult` directive.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, cast

from xdsl.dialects.builtin import (
    AnyFloat,
    ComplexType,
    IndexType,
    IntegerType,
    VectorType,
    i8,
    i16,
    i32,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    VarConstraint,
    base,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.dialects.stream.attrs import Lifetime, ResourceType, TimepointType
from xdsl_stream.dialects.stream.directives import ShapedTiedResult

FILL_PATTERN = base(IntegerType)
"""IREE's `Stream_FillPatternType` (i8, i16, i32 or i64, see
`verify_fill_pattern`): the element a fill or splat repeats."""
_FILL_TYPES = (i8, i16, i32, i64)


def verify_fill_pattern(op: Operation, what: str, type: Attribute) -> None:
    if type not in _FILL_TYPES:
        raise VerifyException(
            f"'{op.name}' op {what} must be 8-bit, 16-bit, 32-bit or 64-bit "
            f"signless integer, but got {type}"
        )


def verify_stream_resource(op: Operation, what: str, type: Attribute) -> None:
    """IREE's `Stream_AnyStreamResource`: a resource of any lifetime but
    `staging` (staging resources only go through transfer, barrier, load and
    store)."""
    if isinstance(type, ResourceType) and type.lifetime is Lifetime.STAGING:
        raise VerifyException(
            f"'{op.name}' op {what} must be a resource of any lifetime but "
            f"staging, but got {type}"
        )


def verify_staging_resource(op: Operation, what: str, type: Attribute) -> None:
    """IREE's `Stream_StagingResource`."""
    if not isinstance(type, ResourceType) or type.lifetime is not Lifetime.STAGING:
        raise VerifyException(
            f"'{op.name}' op {what} must be a staging resource, but got {type}"
        )


def verify_primitive(op: Operation, what: str, type: Attribute) -> None:
    """IREE's `Stream_PrimitiveType` or a vector of non-zero rank."""
    if isinstance(type, IndexType | IntegerType | ComplexType | AnyFloat):
        return
    if isinstance(type, VectorType) and type.get_num_dims() > 0:
        return
    raise VerifyException(
        f"'{op.name}' op {what} must be index, integer, float, complex or a "
        f"vector of non-zero rank, but got {type}"
    )


class AsyncOp(IRDLOperation):
    """Base of the async ops: the values named by `STREAM_RESOURCES` are
    checked to be of a non-staging lifetime (IREE's `Stream_AnyStreamResource`),
    and with `FILL_VALUE` the `value` operand to be a fill pattern."""

    STREAM_RESOURCES: ClassVar[tuple[str, ...]] = ()
    FILL_VALUE: ClassVar[bool] = False

    def verify_(self) -> None:
        for name in self.STREAM_RESOURCES:
            value = getattr(self, name)
            if value is not None:
                verify_stream_resource(self, name, value.type)
        if self.FILL_VALUE:
            fill = cast(SSAValue, getattr(self, "value"))  # noqa: B009
            verify_fill_pattern(self, "value", fill.type)


def _affinity(affinity: Attribute | None) -> dict[str, Attribute | None]:
    return {"affinity": affinity}


@irdl_op_definition
class AsyncAllocaOp(AsyncOp):
    """`stream.async.alloca`: a transient resource with undefined contents."""

    name = "stream.async.alloca"

    storage_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)

    STREAM_RESOURCES: ClassVar[tuple[str, ...]] = ("result",)

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
        super().__init__(
            operands=[storage_size],
            result_types=[result_type],
            properties=_affinity(affinity),
        )


@irdl_op_definition
class AsyncConstantOp(AsyncOp):
    """`stream.async.constant`: a resource holding a constant value."""

    name = "stream.async.constant"

    await_timepoint = opt_operand_def(TimepointType)
    value = prop_def(AnyAttr())
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)

    traits = traits_def(Pure())
    STREAM_RESOURCES: ClassVar[tuple[str, ...]] = ("result",)

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
        super().__init__(
            operands=[
                [] if await_timepoint is None else [await_timepoint],
                result_size,
            ],
            result_types=[result_type],
            properties={"value": value, "affinity": affinity},
        )


@irdl_op_definition
class AsyncSplatOp(AsyncOp):
    """`stream.async.splat`: a resource filled with one repeated value."""

    name = "stream.async.splat"

    await_timepoint = opt_operand_def(TimepointType)
    value = operand_def(FILL_PATTERN)
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)

    STREAM_RESOURCES: ClassVar[tuple[str, ...]] = ("result",)
    FILL_VALUE: ClassVar[bool] = True

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
        super().__init__(
            operands=[
                [] if await_timepoint is None else [await_timepoint],
                value,
                result_size,
            ],
            result_types=[result_type],
            properties=_affinity(affinity),
        )


@irdl_op_definition
class AsyncCloneOp(AsyncOp):
    """`stream.async.clone`: a copy-on-write snapshot of a resource."""

    name = "stream.async.clone"

    source = operand_def(ResourceType)
    source_size = operand_def(IndexType)
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)

    STREAM_RESOURCES: ClassVar[tuple[str, ...]] = ("source", "result")

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
        super().__init__(
            operands=[source, source_size, result_size],
            result_types=[result_type],
            properties=_affinity(affinity),
        )


@irdl_op_definition
class AsyncSliceOp(AsyncOp):
    """`stream.async.slice`: a copy-on-write byte range of a resource."""

    name = "stream.async.slice"

    T: ClassVar = VarConstraint("T", base(ResourceType))

    source = operand_def(T)
    source_size = operand_def(IndexType)
    source_offset = operand_def(IndexType)
    source_end = operand_def(IndexType)
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(T)

    traits = traits_def(Pure())
    STREAM_RESOURCES: ClassVar[tuple[str, ...]] = ("source",)

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
        super().__init__(
            operands=[source, source_size, source_offset, source_end, result_size],
            result_types=[SSAValue.get(source).type],
            properties=_affinity(affinity),
        )


@irdl_op_definition
class AsyncFillOp(AsyncOp):
    """`stream.async.fill`: splat a value into a byte range of a resource."""

    name = "stream.async.fill"

    T: ClassVar = VarConstraint("T", base(ResourceType))

    target = operand_def(T)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    target_end = operand_def(IndexType)
    target_length = operand_def(IndexType)
    value = operand_def(FILL_PATTERN)
    affinity = opt_prop_def(Attribute)
    result = result_def(T)

    STREAM_RESOURCES: ClassVar[tuple[str, ...]] = ("target",)
    FILL_VALUE: ClassVar[bool] = True
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
        super().__init__(
            operands=[
                target,
                target_size,
                target_offset,
                target_end,
                target_length,
                value,
            ],
            result_types=[SSAValue.get(target).type],
            properties=_affinity(affinity),
        )


@irdl_op_definition
class AsyncUpdateOp(AsyncOp):
    """`stream.async.update`: write a resource into a byte range of another."""

    name = "stream.async.update"

    T: ClassVar = VarConstraint("T", base(ResourceType))

    target = operand_def(T)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    target_end = operand_def(IndexType)
    update = operand_def(ResourceType)
    update_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(T)

    STREAM_RESOURCES: ClassVar[tuple[str, ...]] = ("target", "update")
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
        super().__init__(
            operands=[
                target,
                target_size,
                target_offset,
                target_end,
                update,
                update_size,
            ],
            result_types=[SSAValue.get(target).type],
            properties=_affinity(affinity),
        )


@irdl_op_definition
class AsyncCopyOp(AsyncOp):
    """`stream.async.copy`: copy a byte range of one resource into another."""

    name = "stream.async.copy"

    T: ClassVar = VarConstraint("T", base(ResourceType))

    target = operand_def(T)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    target_end = operand_def(IndexType)
    source = operand_def(ResourceType)
    source_size = operand_def(IndexType)
    source_offset = operand_def(IndexType)
    source_end = operand_def(IndexType)
    length = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(T)

    STREAM_RESOURCES: ClassVar[tuple[str, ...]] = ("target", "source")
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
        super().__init__(
            operands=[
                target,
                target_size,
                target_offset,
                target_end,
                source,
                source_size,
                source_offset,
                source_end,
                length,
            ],
            result_types=[SSAValue.get(target).type],
            properties=_affinity(affinity),
        )


@irdl_op_definition
class AsyncBarrierOp(IRDLOperation):
    """`stream.async.barrier`: pins a value to an affinity (no fusion across)."""

    name = "stream.async.barrier"

    T: ClassVar = VarConstraint("T", base(ResourceType))

    source = operand_def(T)
    size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(T)

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
        super().__init__(
            operands=[source, size],
            result_types=[SSAValue.get(source).type],
            properties=_affinity(affinity),
        )


@irdl_op_definition
class AsyncTransferOp(IRDLOperation):
    """`stream.async.transfer`: move a resource to another lifetime or device."""

    name = "stream.async.transfer"

    source = operand_def(ResourceType)
    source_size = operand_def(IndexType)
    result_size = operand_def(IndexType)
    source_affinity = opt_prop_def(Attribute)
    target_affinity = opt_prop_def(Attribute)
    execution_affinity = opt_prop_def(Attribute)
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
        super().__init__(
            operands=[source, source_size, result_size],
            result_types=[result_type],
            properties={
                "source_affinity": source_affinity,
                "target_affinity": target_affinity,
                "execution_affinity": execution_affinity,
            },
        )


@irdl_op_definition
class AsyncCastOp(AsyncOp):
    """`stream.async.cast`: asserts a lifetime; result and source share storage."""

    name = "stream.async.cast"

    source = operand_def(ResourceType)
    source_size = operand_def(IndexType)
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(Attribute)
    result = result_def(ResourceType)

    traits = traits_def(Pure())
    STREAM_RESOURCES: ClassVar[tuple[str, ...]] = ("source", "result")

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
        super().__init__(
            operands=[
                source,
                source_size,
                source_size if result_size is None else result_size,
            ],
            result_types=[result_type],
            properties=_affinity(affinity),
        )

    def verify_(self) -> None:
        super().verify_()
        if self.source_size != self.result_size:
            raise VerifyException(
                f"'{self.name}' op source and result sizes must be equal (tied storage)"
            )


@irdl_op_definition
class AsyncLoadOp(IRDLOperation):
    """`stream.async.load`: read one element of a staging resource."""

    name = "stream.async.load"

    source = operand_def(ResourceType)
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
        super().__init__(
            operands=[source, source_size, source_offset], result_types=[result_type]
        )

    def verify_(self) -> None:
        verify_staging_resource(self, "operand #0", self.source.type)
        verify_primitive(self, "result #0", self.result.type)


@irdl_op_definition
class AsyncStoreOp(IRDLOperation):
    """`stream.async.store`: write one element into a staging resource."""

    name = "stream.async.store"

    T: ClassVar = VarConstraint("T", base(ResourceType))

    target = operand_def(T)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    value = operand_def(Attribute)
    result = result_def(T)

    traits = traits_def(Pure())
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
        super().__init__(
            operands=[target, target_size, target_offset, value],
            result_types=[SSAValue.get(target).type],
        )

    def verify_(self) -> None:
        verify_staging_resource(self, "operand #0", self.target.type)
        verify_primitive(self, "operand #3", self.value.type)


ASYNC_OPS: Sequence[type[IRDLOperation]] = (
    AsyncAllocaOp,
    AsyncConstantOp,
    AsyncSplatOp,
    AsyncCloneOp,
    AsyncSliceOp,
    AsyncFillOp,
    AsyncUpdateOp,
    AsyncCopyOp,
    AsyncBarrierOp,
    AsyncTransferOp,
    AsyncCastOp,
    AsyncLoadOp,
    AsyncStoreOp,
)
