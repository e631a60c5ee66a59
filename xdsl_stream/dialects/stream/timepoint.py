"""`stream.timepoint.*` ops: timeline synchronization."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

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
    AttrSizedOperandSegments,
    IRDLOperation,
    base,
    operand_def,
    opt_prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.dialects.hal import AFFINITY
from xdsl_stream.dialects.stream.attrs import (
    ANY_RESOURCES,
    ResourceType,
    TimepointType,
)
from xdsl_stream.dialects.stream.base import (
    DeclaredOp,
    declared_op_definition,
    unit_attr,
    verify_one_size_each,
)
from xdsl_stream.dialects.stream.builders import init_op
from xdsl_stream.dialects.syntax import GenericUnless
from xdsl_stream.dialects.type_rules import AllTypesMatch, TypeVariable
from xdsl_stream.dialects.util.directives import ShapedTypeListPair


@declared_op_definition
class TimepointImmediateOp(DeclaredOp):
    """`stream.timepoint.immediate`: a timepoint that is already reached."""

    name = "stream.timepoint.immediate"

    traits = traits_def(Pure())

    result = result_def(TimepointType)

    assembly_format = "attr-dict `=` `` `>` type($result)"

    def __init__(self):
        super().__init__(result_types=[TimepointType()])


@declared_op_definition
class TimepointJoinOp(DeclaredOp):
    """`stream.timepoint.join max(%a, %b) => !stream.timepoint`."""

    name = "stream.timepoint.join"

    traits = traits_def(Pure())

    await_timepoints = var_operand_def(TimepointType)
    result = result_def(TimepointType)

    assembly_format = (
        "`max` `(` $await_timepoints `)` `=` `` `>` type($result)"
        " attr-dict-with-keyword"
    )

    def __init__(self, *timepoints: SSAValue | Operation):
        super().__init__(operands=[timepoints], result_types=[TimepointType()])


@declared_op_definition
class TimepointAwaitOp(DeclaredOp):
    """`stream.timepoint.await`: resources usable once a timepoint is reached."""

    name = "stream.timepoint.await"

    # Without a resource, its `=> :` is text MLIR's parser refuses (IREE's
    # printer writes it so all the same).
    traits = traits_def(Pure(), GenericUnless(lambda op: bool(op.results)))

    resource_operands = var_operand_def(ANY_RESOURCES)
    resource_operand_sizes = var_operand_def(IndexType)
    await_timepoint = operand_def(TimepointType)
    results_ = var_result_def(ANY_RESOURCES)
    sync = opt_prop_def(UnitAttr)

    # IREE 3.13's op has no `affinity` (an `affinity` in its attribute
    # dictionary is a discardable attribute, as any other).
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    custom_directives = (ShapedTypeListPair,)
    assembly_format = (
        "(`sync` $sync^)? $await_timepoint `=` `` `>` $resource_operands `:`"
        " custom<ShapedTypeListPair>(type($resource_operands), type($results_),"
        " $resource_operand_sizes) attr-dict-with-keyword"
    )

    def __init__(
        self,
        await_timepoint: SSAValue | Operation,
        resources: Sequence[SSAValue | Operation],
        sizes: Sequence[SSAValue | Operation],
        *,
        sync: bool = False,
    ):
        super().__init__(
            operands=[resources, sizes, await_timepoint],
            result_types=[[SSAValue.get(r).type for r in resources]],
            properties={"sync": unit_attr(sync)},
        )

    def verify_(self) -> None:
        verify_one_size_each(
            self.resource_operands, self.resource_operand_sizes, "resources"
        )
        if [r.type for r in self.resource_operands] != [r.type for r in self.results_]:
            raise VerifyException("result types must match the awaited resources")


# ===----------------------------------------------------------------------=== #
# Declared ops: each `assembly_format` is IREE's, transcribed
# ===----------------------------------------------------------------------=== #


@declared_op_definition
class TimepointImportOp(IRDLOperation):
    """`stream.timepoint.import`: a timepoint from external values (such as a
    `!hal.semaphore` and its payload)."""

    name = "stream.timepoint.import"

    operands_ = var_operand_def()
    result_timepoint = result_def(TimepointType)
    affinity = opt_prop_def(AFFINITY)

    traits = traits_def(Pure())

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? $operands_ `:` `(` type($operands_) `)` "
        "`=` `` `>` type($result_timepoint) attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        operands: Sequence[SSAValue | Operation],
        affinity: Attribute | None = None,
    ):
        super().__init__(
            operands=[operands],
            result_types=[TimepointType()],
            properties={"affinity": affinity},
        )


@declared_op_definition
class TimepointExportOp(IRDLOperation):
    """`stream.timepoint.export`: a timepoint as external values (such as a
    `!hal.fence`)."""

    name = "stream.timepoint.export"

    await_timepoint = operand_def(TimepointType)
    results_ = var_result_def()
    affinity = opt_prop_def(AFFINITY)

    traits = traits_def(Pure())

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? $await_timepoint `=` `` `>` "
        "`(` type($results_) `)` attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        await_timepoint: SSAValue | Operation,
        result_types: Sequence[Attribute],
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [result_types])


@declared_op_definition
class TimepointChainExternalOp(IRDLOperation):
    """`stream.timepoint.chain_external`: signals existing external values
    (such as a `!hal.fence`) when a timepoint is reached."""

    name = "stream.timepoint.chain_external"

    await_timepoint = operand_def(TimepointType)
    external_values = var_operand_def()
    affinity = opt_prop_def(AFFINITY)

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? $await_timepoint `=` `` `>` "
        "`(` $external_values `:` type($external_values) `)` attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        await_timepoint: SSAValue | Operation,
        external_values: Sequence[SSAValue | Operation],
        affinity: Attribute | None = None,
    ):
        init_op(self, locals())


@declared_op_definition
class TimepointBarrierOp(IRDLOperation):
    """`stream.timepoint.barrier`: the resource, and a timepoint reached when
    this version of it is available."""

    name = "stream.timepoint.barrier"

    T: ClassVar = TypeVariable("T", base(ResourceType))

    resource = operand_def(T)
    resource_size = operand_def(IndexType)
    result = result_def(T)
    result_timepoint = result_def(TimepointType)
    affinity = opt_prop_def(AFFINITY)

    traits = traits_def(Pure(), AllTypesMatch("resource", "result"))

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? "
        "$resource `:` type($resource) `` `{` $resource_size `}` "
        "`=` `` `>` type($result_timepoint) attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        resource: SSAValue | Operation,
        resource_size: SSAValue | Operation,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [SSAValue.get(resource).type, TimepointType()])
