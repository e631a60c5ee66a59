"""`stream.resource.*` ops: resource allocation and lifetime."""

from __future__ import annotations

from xdsl.dialects.builtin import (
    IndexType,
    UnitAttr,
)
from xdsl.ir import (
    Attribute,
    Operation,
    SSAValue,
)
from xdsl.irdl import (
    operand_def,
    opt_operand_def,
    opt_prop_def,
    result_def,
)

from xdsl_stream.dialects.stream.attrs import (
    ResourceType,
    TimepointType,
)
from xdsl_stream.dialects.stream.base import (
    DeclaredOp,
    declared_op_definition,
    unit_attr,
)

# ===----------------------------------------------------------------------=== #
# Resources and timepoints
# ===----------------------------------------------------------------------=== #


@declared_op_definition
class ResourceAllocOp(DeclaredOp):
    """`stream.resource.alloc`: allocate a resource of a given byte size."""

    name = "stream.resource.alloc"

    storage_size = operand_def(IndexType)
    result = result_def(ResourceType)
    affinity = opt_prop_def(Attribute)
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
        super().__init__(
            operands=[storage_size],
            result_types=[result_type],
            properties={
                "affinity": affinity,
                "uninitialized": unit_attr(uninitialized),
            },
        )


@declared_op_definition
class ResourceAllocaOp(DeclaredOp):
    """`stream.resource.alloca`: allocate a transient resource in the timeline."""

    name = "stream.resource.alloca"

    storage_size = operand_def(IndexType)
    await_timepoint = opt_operand_def(TimepointType)
    result = result_def(ResourceType)
    result_timepoint = result_def(TimepointType)
    affinity = opt_prop_def(Attribute)
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
        super().__init__(
            operands=[
                storage_size,
                [] if await_timepoint is None else [await_timepoint],
            ],
            result_types=[result_type, TimepointType()],
            properties={
                "affinity": affinity,
                "indeterminate_lifetime": unit_attr(indeterminate_lifetime),
            },
        )
