"""Checks that ops of several Stream families make (IREE's shared type
constraints and verifiers), apart from the ops: a family that uses them
(`tensor`) imports no other family's ops (`async_`) to get them."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    AnyFloat,
    ArrayAttr,
    ComplexType,
    IndexType,
    IntegerType,
    SymbolRefAttr,
    VectorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.dialects.stream.attrs import RESOURCE_WORDS, Lifetime, ResourceType
from xdsl_stream.dialects.stream.executable import ExecutableExportOp
from xdsl_stream.dialects.symbols import lookup_symbol
from xdsl_stream.dialects.syntax import SizeAwareType, type_text
from xdsl_stream.dialects.util.directives import UNTIED


def verify_stream_resource_operands(
    op: Operation, values: Sequence[SSAValue], *, variadic: bool = False
) -> None:
    """IREE's `Stream_AnyStreamResource` on operands of `op` (a cmd op's,
    whose resources are the execution region's arguments), in iree-opt's
    words: the first staging one, by its index among the op's operands."""
    for value in values:
        if isinstance(value.type, ResourceType) and value.type.lifetime is (
            Lifetime.STAGING
        ):
            index = next(i for i, o in enumerate(op.operands) if o is value)
            kind = f"variadic of {RESOURCE_WORDS}" if variadic else RESOURCE_WORDS
            raise VerifyException(
                f"operand #{index} must be {kind}, but got '{value.type}'"
            )


PRIMITIVE_WORDS = "index or integer or floating-point or complex-type"
"""IREE's words for `Stream_PrimitiveType`."""


def _is_primitive(type: Attribute) -> bool:
    return isinstance(type, IndexType | IntegerType | ComplexType | AnyFloat)


def verify_primitive(
    op: Operation, what: str, type: Attribute, *, vectors: bool = True
) -> None:
    """IREE's `Stream_PrimitiveType` (index, integer, float, complex), with
    `vectors` or a vector of non-zero rank (`AnyVectorOfNonZeroRank`), in
    iree-opt's words for value `what` (`operand #3`)."""
    if _is_primitive(type):
        return
    if vectors and isinstance(type, VectorType) and type.get_num_dims() > 0:
        return
    expected = PRIMITIVE_WORDS + (
        " or vector of any non-token type values" if vectors else ""
    )
    raise VerifyException(f"'{op.name}' op {what} must be {expected}, but got '{type}'")


def verify_dispatch_values(
    op: Operation, operands: Sequence[SSAValue], results: Sequence[SSAValue]
) -> None:
    """A dispatch's `Variadic<AnyTypeOf<[Stream_AnyStreamResource,
    Stream_PrimitiveType]>>` operands and `Variadic<Stream_AnyStreamResource>`
    results, in iree-opt's words: the first value refused, named by its index
    among the op's operands (results)."""
    for value in operands:
        if not (_is_primitive(value.type) or _stream_resource(value.type)):
            index = next(i for i, o in enumerate(op.operands) if o is value)
            raise VerifyException(
                f"operand #{index} must be variadic of {RESOURCE_WORDS} or "
                f"{PRIMITIVE_WORDS}, but got '{value.type}'"
            )
    for value in results:
        if not _stream_resource(value.type):
            index = next(i for i, r in enumerate(op.results) if r is value)
            raise VerifyException(
                f"result #{index} must be variadic of {RESOURCE_WORDS}, but got "
                f"'{value.type}'"
            )


def _stream_resource(type: Attribute) -> bool:
    """`Stream_AnyStreamResource`: a resource of any lifetime but staging."""
    return isinstance(type, ResourceType) and type.lifetime is not Lifetime.STAGING


def verify_value_sizes(
    op: Operation, what: str, values: Sequence[SSAValue], sizes: Sequence[SSAValue]
) -> None:
    """IREE's `verifyOpValueSizes`: one size per size-aware value (a
    resource, a `!util.buffer`)."""
    required = sum(1 for v in values if isinstance(v.type, SizeAwareType))
    if len(sizes) != required:
        raise VerifyException(
            f"'{op.name}' op {what} set has {required} dynamic dimensions but "
            f"only {len(sizes)} dimension values are attached"
        )


def verify_tied_operands(
    op: Operation, tied: Sequence[int], operand_count: int, result_count: int
) -> None:
    """`tied_operands` (IREE's TiedOpInterface): one entry per result, each an
    operand position or -1."""
    if tied and len(tied) != result_count:
        raise VerifyException(
            f"'{op.name}' op op results/tied operand count mismatch "
            f"({result_count} results, {len(tied)} tied operands)"
        )
    for index in tied:
        if index != UNTIED and not 0 <= index < operand_count:
            raise VerifyException(
                f"'{op.name}' op tied operand index {index} out of range "
                f"(0 to {operand_count - 1})"
            )


def verify_dispatch_symbol_uses(
    op: Operation, entry_points: ArrayAttr[SymbolRefAttr], workload: Sequence[SSAValue]
) -> None:
    """IREE's `verifyDispatchSymbolUses`: at least one entry point, and for each
    export found, a workload matching its workgroup count arguments.  Entry
    points not found are accepted, as IREE does."""
    if not entry_points.data:
        raise VerifyException(
            f"'{op.name}' op at least one entry point must be defined"
        )
    for ref in entry_points.data:
        export = lookup_symbol(op, ref)
        if not isinstance(export, ExecutableExportOp):
            continue
        region = export.workgroup_count
        if not region.blocks:
            continue
        expected = [arg.type for arg in region.blocks[0].args]
        problem = workload_mismatch(expected, [value.type for value in workload])
        if problem is not None:
            raise VerifyException(f"'{op.name}' op {problem}")


def workload_mismatch(
    expected: Sequence[Attribute], given: Sequence[Attribute]
) -> str | None:
    """How a dispatch's workload (of types `given`) fails to match the
    arguments of its export's workgroup count region (`expected`), in IREE's
    words; None if it matches."""
    if len(expected) != len(given):
        return (
            f"workload mismatch; entry point expects {len(expected)} arguments "
            f"but dispatch provides {len(given)}"
        )
    for i, (want, got) in enumerate(zip(expected, given, strict=True)):
        if want != got:
            return (
                f"workload operand {i} type mismatch; expected "
                f"'{type_text(want)}' but passed '{type_text(got)}'"
            )
    return None
