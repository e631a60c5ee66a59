"""HAL's fence ops but `hal.fence.create`: what an asynchronous public
function's ABI wrapper waits on and signals.

With `--iree-execution-model=async-external`, IREE gives each public function
a wait fence and a signal fence: a function that launches no work signals
its fence directly (`hal.fence.signal`), so Stream-phase dumps of such
programs hold it.  Declared here with HALOps.td's assembly formats and
constraints: `hal.fence.join`, `.query`, `.signal`, `.fail` and `.await`,
their flags read as `hal.fence.create`'s (`FenceFlags`).
"""

from __future__ import annotations

from xdsl.dialects.builtin import I64, IntegerAttr
from xdsl.irdl import (
    IRDLOperation,
    operand_def,
    prop_def,
    result_def,
    var_operand_def,
)

from xdsl_stream.core.verify_memo import memoizing_op_definition
from xdsl_stream.dialects.hal import FenceFlags, FenceType, verify_fence_flags
from xdsl_stream.dialects.util.constraints import I32, TypeKinds, variadic

FENCE = TypeKinds((FenceType,), "fence", FenceType())
"""IREE's `HAL_Fence`."""
FENCES = variadic(FENCE)
"""IREE's `Variadic<HAL_Fence>`."""
STATUS = I32
"""IREE's `Util_Status`: an `i32` status code."""


@memoizing_op_definition
class FenceJoinOp(IRDLOperation):
    """`hal.fence.join at([%a, %b]) flags("None") -> !hal.fence`: a fence
    reached when all of `fences` are."""

    name = "hal.fence.join"

    flags = prop_def(IntegerAttr[I64])
    fences = var_operand_def(FENCES)
    result = result_def(FENCE)

    custom_directives = (FenceFlags,)
    assembly_format = (
        "`at` `(` `[` $fences `]` `)` `flags` `(` custom<FenceFlags>($flags) `)` "
        "`->` type($result) attr-dict-with-keyword"
    )

    def verify_(self) -> None:
        verify_fence_flags(self.flags)


@memoizing_op_definition
class FenceQueryOp(IRDLOperation):
    """`hal.fence.query<%f : !hal.fence> : i32`: whether the fence is reached
    (its status)."""

    name = "hal.fence.query"

    fence = operand_def(FENCE)
    status = result_def(STATUS)

    assembly_format = (
        "`<` $fence `:` type($fence) `>` `:` type($status) attr-dict-with-keyword"
    )


@memoizing_op_definition
class FenceSignalOp(IRDLOperation):
    """`hal.fence.signal<%f : !hal.fence>`: the fence's timepoints reached."""

    name = "hal.fence.signal"

    fence = operand_def(FENCE)

    assembly_format = "`<` $fence `:` type($fence) `>` attr-dict-with-keyword"


@memoizing_op_definition
class FenceFailOp(IRDLOperation):
    """`hal.fence.fail<%f : !hal.fence> status(%s)`: the fence signaled with
    a failure."""

    name = "hal.fence.fail"

    fence = operand_def(FENCE)
    status = operand_def(STATUS)

    assembly_format = (
        "`<` $fence `:` type($fence) `>` `status` `(` $status `)` "
        "attr-dict-with-keyword"
    )


@memoizing_op_definition
class FenceAwaitOp(IRDLOperation):
    """`hal.fence.await until([%a]) timeout_millis(%t) flags("None") : i32`:
    the caller yields until all of `fences` are reached; their status."""

    name = "hal.fence.await"

    timeout_millis = operand_def(STATUS)
    flags = prop_def(IntegerAttr[I64])
    fences = var_operand_def(FENCES)
    status = result_def(STATUS)

    custom_directives = (FenceFlags,)
    assembly_format = (
        "`until` `(` `[` $fences `]` `)` `timeout_millis` `(` $timeout_millis `)` "
        "`flags` `(` custom<FenceFlags>($flags) `)` `:` type($status) "
        "attr-dict-with-keyword"
    )

    def verify_(self) -> None:
        verify_fence_flags(self.flags)
