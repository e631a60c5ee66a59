"""`stream.context.*` ops: access to the execution context's lower-level
objects (a HAL device, allocator, queue affinity)."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.ir import Attribute
from xdsl.irdl import (
    IRDLOperation,
    opt_prop_def,
    traits_def,
    var_result_def,
)
from xdsl.traits import Pure

from xdsl_stream.dialects.hal import AFFINITY
from xdsl_stream.dialects.stream.base import declared_op_definition


@declared_op_definition
class ContextResolveOp(IRDLOperation):
    """`stream.context.resolve`: the context objects of the given types, for
    an affinity (for example `: !hal.device, i64`)."""

    name = "stream.context.resolve"

    results_ = var_result_def()
    affinity = opt_prop_def(AFFINITY)

    traits = traits_def(Pure())

    assembly_format = "(`on` `(` $affinity^ `)`)? attr-dict `:` type($results_)"

    def __init__(
        self, *, result_types: Sequence[Attribute], affinity: Attribute | None = None
    ):
        super().__init__(result_types=[result_types], properties={"affinity": affinity})
