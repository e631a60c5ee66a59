"""`stream.resource.*` ops: resource allocation and lifetime."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    AnyFloatConstr,
    ArrayAttr,
    ComplexType,
    IndexType,
    IntegerAttr,
    IntegerType,
    UnitAttr,
    VectorType,
    i1,
)
from xdsl.ir import (
    Attribute,
    Operation,
    SSAValue,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    EqAttrConstraint,
    IRDLOperation,
    base,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import (
    MemoryAllocEffect,
    MemoryFreeEffect,
    MemoryWriteEffect,
    Pure,
)
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

from xdsl_stream.dialects.hal import AFFINITY
from xdsl_stream.dialects.stream.attrs import (
    ANY_RESOURCE,
    STAGING_RESOURCE,
    STREAM_RESOURCE,
    Lifetime,
    ResourceType,
    TimepointType,
)
from xdsl_stream.dialects.stream.base import (
    CmdOpTrait,
    DeclaredOp,
    declared_op_definition,
    unit_attr,
)
from xdsl_stream.dialects.stream.builders import init_op
from xdsl_stream.dialects.stream.directives.resource import (
    ConstantValueList,
    PackSliceRanges,
)
from xdsl_stream.dialects.strict_properties import inherent_attr_dict
from xdsl_stream.dialects.syntax import GenericUnless
from xdsl_stream.dialects.type_rules import AllTypesMatch, TypeVariable
from xdsl_stream.dialects.util.types import BufferType

# ===----------------------------------------------------------------------=== #
# Resources and timepoints
# ===----------------------------------------------------------------------=== #


@declared_op_definition
class ResourceAllocOp(DeclaredOp):
    """`stream.resource.alloc`: allocate a resource of a given byte size."""

    name = "stream.resource.alloc"

    traits = traits_def(MemoryAllocEffect())

    storage_size = operand_def(IndexType)
    result = result_def(ANY_RESOURCE)
    affinity = opt_prop_def(AFFINITY)
    uninitialized = opt_prop_def(UnitAttr)

    assembly_format = (
        "(`uninitialized` $uninitialized^)? (`on` `(` $affinity^ `)`)?"
        " attr-dict `:` type($result) `{` $storage_size `}`"
    )

    def __init__(
        self,
        result_type: ResourceType,
        storage_size: SSAValue | Operation,
        *,
        uninitialized: bool = False,
        affinity: Attribute | None = None,
    ):
        converted = {"uninitialized": unit_attr(uninitialized)}
        init_op(self, locals() | converted, [result_type])


@declared_op_definition
class ResourceAllocaOp(DeclaredOp):
    """`stream.resource.alloca`: allocate a transient resource in the timeline."""

    name = "stream.resource.alloca"

    traits = traits_def(MemoryAllocEffect())

    storage_size = operand_def(IndexType)
    await_timepoint = opt_operand_def(TimepointType)
    result = result_def(ANY_RESOURCE)
    result_timepoint = result_def(TimepointType)
    affinity = opt_prop_def(AFFINITY)
    indeterminate_lifetime = opt_prop_def(UnitAttr)

    assembly_format = (
        "`uninitialized` (`indeterminate` $indeterminate_lifetime^)?"
        " (`on` `(` $affinity^ `)`)?"
        " (`await` `(` $await_timepoint^ `)` `=` `` `>`):(`:`)?"
        " attr-dict type($result) `{` $storage_size `}`"
        " `=` `` `>` type($result_timepoint)"
    )

    def __init__(
        self,
        result_type: ResourceType,
        storage_size: SSAValue | Operation,
        *,
        await_timepoint: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
        indeterminate_lifetime: bool = False,
    ):
        converted = {"indeterminate_lifetime": unit_attr(indeterminate_lifetime)}
        init_op(self, locals() | converted, [result_type, TimepointType()])


# ===----------------------------------------------------------------------=== #
# Declared ops: each `assembly_format` is IREE's, transcribed
# ===----------------------------------------------------------------------=== #

CONSTANT_OR_VARIABLE_RESOURCE = EqAttrConstraint(
    ResourceType(Lifetime.CONSTANT)
) | EqAttrConstraint(ResourceType(Lifetime.VARIABLE))
"""`!stream.resource<constant>` or `!stream.resource<variable>`."""

PRIMITIVE_OR_VECTOR = (
    base(IndexType)
    | base(IntegerType)
    | AnyFloatConstr
    | base(ComplexType)
    | base(VectorType)
)
"""IREE's `Stream_PrimitiveType` (index, integers, floats, complex) or a
vector (`AnyVectorOfNonZeroRank`)."""


def _vector_rank_nonzero(value: SSAValue) -> None:
    type = value.type
    if isa(type, VectorType) and not type.get_shape():
        raise VerifyException(
            f"value must be a primitive type or a vector of non-zero rank, got {type}"
        )


@declared_op_definition
class ResourceDeallocaOp(IRDLOperation):
    """`stream.resource.dealloca`: frees a transient resource once a timepoint
    is reached; `origin` schedules it on the allocation's own affinity."""

    name = "stream.resource.dealloca"

    traits = traits_def(MemoryFreeEffect())

    operand = operand_def(ANY_RESOURCE)
    operand_size = operand_def(IndexType)
    await_timepoint = opt_operand_def(TimepointType)
    result_timepoint = result_def(TimepointType)
    prefer_origin = opt_prop_def(UnitAttr)
    affinity = opt_prop_def(AFFINITY)

    assembly_format = (
        "(`origin` $prefer_origin^)? (`on` `(` $affinity^ `)`)? "
        "(`await` `(` $await_timepoint^ `)` `=` `` `>`)? "
        "$operand `:` type($operand) `{` $operand_size `}` "
        "`=` `` `>` type($result_timepoint) attr-dict"
    )

    def __init__(
        self,
        *,
        operand: SSAValue | Operation,
        operand_size: SSAValue | Operation,
        await_timepoint: SSAValue | Operation | None = None,
        prefer_origin: bool = False,
        affinity: Attribute | None = None,
    ):
        converted = {"prefer_origin": unit_attr(prefer_origin)}
        init_op(self, locals() | converted, [TimepointType()])


class _OwnershipOp(IRDLOperation):
    """Shared shape of retain/release/is_terminal: a sized resource operand,
    and for release/is_terminal an `i1` result (`RESULT_TYPES`)."""

    operand = operand_def(ANY_RESOURCE)
    operand_size = operand_def(IndexType)

    traits = traits_def(CmdOpTrait())
    RESULT_TYPES: ClassVar[tuple[Attribute, ...]] = ()

    assembly_format = "$operand attr-dict `:` type($operand) `{` $operand_size `}`"

    def __init__(
        self, *, operand: SSAValue | Operation, operand_size: SSAValue | Operation
    ):
        init_op(self, locals(), self.RESULT_TYPES)


@declared_op_definition
class ResourceRetainOp(_OwnershipOp):
    """`stream.resource.retain`: claims ownership of a resource."""

    name = "stream.resource.retain"


@declared_op_definition
class ResourceReleaseOp(_OwnershipOp):
    """`stream.resource.release`: drops an ownership claim; true when it was
    the last one."""

    name = "stream.resource.release"

    result = result_def(IntegerType(1))
    RESULT_TYPES: ClassVar[tuple[Attribute, ...]] = (i1,)


@declared_op_definition
class ResourceIsTerminalOp(_OwnershipOp):
    """`stream.resource.is_terminal`: true when no other owner remains."""

    name = "stream.resource.is_terminal"

    result = result_def(IntegerType(1))
    RESULT_TYPES: ClassVar[tuple[Attribute, ...]] = (i1,)


@declared_op_definition
class ResourceSizeOp(IRDLOperation):
    """`stream.resource.size`: the byte size of a resource's storage."""

    name = "stream.resource.size"

    operand = operand_def(ANY_RESOURCE)
    result = result_def(IndexType)
    affinity = opt_prop_def(AFFINITY)

    traits = traits_def(Pure())

    # IREE: `$operand attr-dict : type($operand)`; the affinity, which the
    # format does not name, prints before the attributes as MLIR prints it.
    custom_directives = (inherent_attr_dict(1),)
    assembly_format = (
        "$operand custom<InherentAttrDict>($affinity) attr-dict `:` type($operand)"
    )

    def __init__(
        self, *, operand: SSAValue | Operation, affinity: Attribute | None = None
    ):
        init_op(self, locals(), [IndexType()])


@declared_op_definition
class ResourceTryMapOp(IRDLOperation):
    """`stream.resource.try_map`: maps host memory (`!util.buffer`) into a
    resource if the device can; `did_map` says whether it did."""

    name = "stream.resource.try_map"

    traits = traits_def(MemoryAllocEffect())

    source = operand_def(BufferType)
    source_offset = operand_def(IndexType)
    result_size = operand_def(IndexType)
    did_map = result_def(IntegerType(1))
    result = result_def(STREAM_RESOURCE)
    affinity = opt_prop_def(AFFINITY)

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? $source `[` $source_offset `]` `:` "
        "type($source) `->` type($did_map) `,` type($result) `` "
        "`{` $result_size `}` attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        source: SSAValue | Operation,
        source_offset: SSAValue | Operation,
        result_size: SSAValue | Operation,
        result_type: ResourceType,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [i1, result_type])


@declared_op_definition
class ResourceLoadOp(IRDLOperation):
    """`stream.resource.load`: reads a value from a staging resource."""

    name = "stream.resource.load"

    source = operand_def(STAGING_RESOURCE)
    source_size = operand_def(IndexType)
    source_offset = operand_def(IndexType)
    result = result_def(PRIMITIVE_OR_VECTOR)

    assembly_format = (
        "$source `[` $source_offset `]` `:` type($source) `` `{` $source_size `}` "
        "`->` type($result) attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        source: SSAValue | Operation,
        source_size: SSAValue | Operation,
        source_offset: SSAValue | Operation,
        result_type: Attribute,
    ):
        init_op(self, locals(), [result_type])

    def verify_(self) -> None:
        _vector_rank_nonzero(self.result)


@declared_op_definition
class ResourceStoreOp(IRDLOperation):
    """`stream.resource.store`: writes a value into a staging resource."""

    name = "stream.resource.store"

    traits = traits_def(MemoryWriteEffect())

    target = operand_def(STAGING_RESOURCE)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    value = operand_def(PRIMITIVE_OR_VECTOR)

    assembly_format = (
        "$value `,` $target `[` $target_offset `]` `:` type($value) `->` "
        "type($target) `{` $target_size `}` attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        value: SSAValue | Operation,
        target: SSAValue | Operation,
        target_size: SSAValue | Operation,
        target_offset: SSAValue | Operation,
    ):
        init_op(self, locals())

    def verify_(self) -> None:
        _vector_rank_nonzero(self.value)


@declared_op_definition
class ResourcePackOp(IRDLOperation):
    """`stream.resource.pack`: packs sized slices with lifetime intervals into
    one slab; returns the total length and each slice's offset."""

    name = "stream.resource.pack"

    traits = traits_def(Pure())

    offset = opt_operand_def(IndexType)
    dynamic_slice_sizes = var_operand_def(IndexType)
    total_length = result_def(IndexType)
    packed_offsets = var_result_def(IndexType)
    lifetime_intervals = prop_def(ArrayAttr[IntegerAttr[IndexType]])
    affinity = opt_prop_def(AFFINITY)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    custom_directives = (PackSliceRanges,)
    assembly_format = (
        "(`on` `(` $affinity^ `)`)? (`offset` `(` $offset^ `)`)? "
        "`slices` `(` `{` "
        "custom<PackSliceRanges>($lifetime_intervals, $dynamic_slice_sizes, "
        "type($packed_offsets)) "
        "`}` `)` `:` type($total_length) attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        lifetime_intervals: Sequence[tuple[int, int]],
        dynamic_slice_sizes: Sequence[SSAValue | Operation],
        offset: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
    ):
        index = IndexType()
        intervals = ArrayAttr(
            IntegerAttr(v, index) for pair in lifetime_intervals for v in pair
        )
        init_op(
            self,
            locals() | {"lifetime_intervals": intervals},
            [index, [index] * len(dynamic_slice_sizes)],
        )

    def verify_(self) -> None:
        count = len(self.packed_offsets)
        if len(self.lifetime_intervals) != count * 2:
            raise VerifyException("requires a [start, end] range for each slice")
        if len(self.dynamic_slice_sizes) != count:
            raise VerifyException("requires a size for each slice")


@declared_op_definition
class ResourceConstantsOp(IRDLOperation):
    """`stream.resource.constants`: uploads (or maps) constant values, one
    constant or variable resource per value, ready at the result timepoint."""

    name = "stream.resource.constants"

    result_sizes = var_operand_def(IndexType)
    results_ = var_result_def(CONSTANT_OR_VARIABLE_RESOURCE)
    result_timepoint = result_def(TimepointType)
    values = prop_def(ArrayAttr)
    affinity = opt_prop_def(AFFINITY)

    # With no value, the custom form (IREE's too) is `: => !stream.timepoint`,
    # which no reader reads.
    traits = traits_def(Pure(), GenericUnless(lambda op: len(op.results) > 1))

    custom_directives = (ConstantValueList,)
    assembly_format = (
        "(`on` `(` $affinity^ `)`)? attr-dict `:` "
        "custom<ConstantValueList>(type($results_), $result_sizes, $values) "
        "`\\n` ` ` ` ` `=` `` `>` type($result_timepoint)"
    )

    def __init__(
        self,
        *,
        result_types: Sequence[Attribute],
        result_sizes: Sequence[SSAValue | Operation],
        values: Sequence[Attribute],
        affinity: Attribute | None = None,
    ):
        converted = {"values": ArrayAttr(values)}
        init_op(self, locals() | converted, [result_types, TimepointType()])

    def verify_(self) -> None:
        count = len(self.results_)
        if len(self.result_sizes) != count or len(self.values) != count:
            raise VerifyException("mismatched constant/result counts")
        if len({r.type for r in self.results_}) > 1:
            raise VerifyException("all results must be of the same type")


@declared_op_definition
class ResourceSubviewOp(IRDLOperation):
    """`stream.resource.subview`: aliases a byte range of a resource."""

    name = "stream.resource.subview"

    T: ClassVar = TypeVariable("T", ANY_RESOURCE)

    source = operand_def(T)
    source_size = operand_def(IndexType)
    source_offset = operand_def(IndexType)
    result_size = operand_def(IndexType)
    result = result_def(T)

    # A StreamableOp in IREE: allowed inside `stream.cmd.execute`.
    traits = traits_def(Pure(), CmdOpTrait(), AllTypesMatch("source", "result"))

    assembly_format = (
        "$source `[` $source_offset `]` `:` type($source) `` `{` $source_size `}` "
        "`->` type($result) `` `{` $result_size `}` attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        source: SSAValue | Operation,
        source_size: SSAValue | Operation,
        source_offset: SSAValue | Operation,
        result_size: SSAValue | Operation,
    ):
        init_op(self, locals(), [SSAValue.get(source).type])


@declared_op_definition
class ResourceTransientsOp(IRDLOperation):
    """`stream.resource.transients`: the transient memory used to produce a
    resource comes from the given storage; the resource passes through."""

    name = "stream.resource.transients"

    traits = traits_def(Pure(), AllTypesMatch("resource", "result"))

    T: ClassVar = TypeVariable("T", STREAM_RESOURCE)

    resource = operand_def(T)
    resource_size = operand_def(IndexType)
    storage = operand_def(ANY_RESOURCE)
    storage_size = operand_def(IndexType)
    await_timepoint = opt_operand_def(TimepointType)
    result = result_def(T)
    result_timepoint = result_def(TimepointType)
    affinity = opt_prop_def(AFFINITY)

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? "
        "(`await` `(` $await_timepoint^ `)` `=` `` `>`)? "
        "$resource `:` type($resource) `` `{` $resource_size `}` `from` "
        "$storage `:` type($storage) `` `{` $storage_size `}` "
        "`=` `` `>` type($result_timepoint) attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        resource: SSAValue | Operation,
        resource_size: SSAValue | Operation,
        storage: SSAValue | Operation,
        storage_size: SSAValue | Operation,
        await_timepoint: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [SSAValue.get(resource).type, TimepointType()])
