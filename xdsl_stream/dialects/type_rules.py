"""MLIR's rules that tie the types of an op's operands and results.

IREE's ODS ties types with the `AllTypesMatch<["source", "result"]>` trait
and the `SameOperandsAndResultType` trait.  MLIR checks each operand's and
result's own type constraint first, then the op's rule, and reports a
broken rule at the op in the rule's words (`failed to verify that all of
{source, result} have same type`, `requires the same type for all operands
and results`).

xDSL ties types with a `VarConstraint`, which refuses the first value whose
type differs from the one bound before, as that value's own failure, in
xDSL's words, before the op's later operands and results are checked.  An
op here declares its type variable as a `TypeVariable`, which checks each
value's own constraint and binds the variable (so that an assembly format
can still infer one type from another) but leaves the tie to the op's rule,
declared among its traits as IREE declares it: `AllTypesMatch` or
`SameOperandsAndResultType` (a subclass of xDSL's trait, so that an op
still has xDSL's, checked as MLIR checks it and in MLIR's words).  Each
message names the op as MLIR does (`'util.align' op ...`), for stock
`xdsl-opt` too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from typing_extensions import TypeVar
from xdsl.dialects.builtin import MemRefType, NoneAttr, TensorType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import AttrConstraint, IntConstraint, VarConstraint, VerificationContext
from xdsl.traits import OpTrait
from xdsl.traits import SameOperandsAndResultType as XdslSameOperandsAndResultType
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.type import (
    get_element_type_or_self,
    get_encoding,
    have_compatible_shape,
)

from xdsl_stream.core.ir_helpers import attribute_text

AttributeCovT = TypeVar("AttributeCovT", bound=Attribute, covariant=True)


@dataclass(frozen=True)
class TypeVariable(VarConstraint[AttributeCovT]):
    """A type variable whose values must each satisfy `constraint` and
    whose agreement the op's type rule checks (`AllTypesMatch`,
    `SameOperandsAndResultType`): a value of another type than the one bound
    first is not refused here."""

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        self.constraint.verify(attr, constraint_context)
        if constraint_context.get_variable(self.name) is None:
            constraint_context.set_attr_variable(self.name, attr)

    def mapping_type_vars(
        self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]
    ) -> TypeVariable[AttributeCovT]:
        return TypeVariable(
            self.name, self.constraint.mapping_type_vars(type_var_mapping)
        )


@dataclass(frozen=True, init=False)
class AllTypesMatch(OpTrait):
    """ODS's `AllTypesMatch<[...]>`: the operands and results `names` (the
    op's accessors, IREE's names) have one type."""

    names: tuple[str, ...]

    def __init__(self, *names: str):
        object.__setattr__(self, "names", names)

    def verify(self, op: Operation) -> None:
        values: list[SSAValue] = [getattr(op, name) for name in self.names]
        if len({value.type for value in values}) > 1:
            raise VerifyException(
                f"'{op.name}' op failed to verify that all of "
                f"{{{', '.join(self.names)}}} have same type"
            )


@dataclass(frozen=True)
class SameOperandsAndResultType(XdslSameOperandsAndResultType):
    """MLIR's `SameOperandsAndResultType`, in MLIR's words and order: at
    least one operand and one result; each result and then each operand of
    the first result's element type and of a shape compatible with it (a
    dynamic size matches any); and, if that type is a tensor with an
    encoding, of that encoding.  Then the check of the result types ODS
    infers for such an op (the first operand's type): a compatible but
    other shape is refused there.  (ODS infers none for an op whose every
    operand is variadic, as `util.range.min`; the check cannot fail there:
    its integers and indices are compatible only when equal.)"""

    def verify(self, op: Operation) -> None:
        if not op.operands:
            raise VerifyException(
                f"'{op.name}' op expected 1 or more operands, but found 0"
            )
        if not op.results:
            raise VerifyException(
                f"'{op.name}' op expected 1 or more results, but found 0"
            )
        first = op.result_types[0]
        element = get_element_type_or_self(first)
        encoding = get_encoding(first)
        for type in (*op.result_types[1:], *op.operand_types):
            if get_element_type_or_self(type) != element or not (
                have_compatible_shape(first, type)
            ):
                raise VerifyException(
                    f"'{op.name}' op requires the same type for all operands "
                    "and results"
                )
            if encoding != NoneAttr() and get_encoding(type) != encoding:
                raise VerifyException(
                    f"'{op.name}' op requires the same encoding for all "
                    "operands and results"
                )
        _verify_inferred(op)


def _verify_inferred(op: Operation) -> None:
    """MLIR's `verifyInferredResultTypes` for the result types ODS infers
    from an op's first operand."""
    inferred = [op.operand_types[0]] * len(op.results)
    if list(op.result_types) != inferred:
        raise VerifyException(
            f"'{op.name}' op inferred type(s) {_quoted(inferred)} are "
            f"incompatible with return type(s) of operation "
            f"{_quoted(op.result_types)}"
        )


def _quoted(types: Sequence[Attribute]) -> str:
    return ", ".join(f"'{type}'" for type in types)


def verify_destination_results(op: Operation, inits: Sequence[SSAValue]) -> None:
    """MLIR's `DestinationStyleOpInterface` (a `linalg` op's): each init
    (`inits`, the op's last operands) a tensor or a memref, and one tensor
    result per tensor init, each of its init's type."""
    first = len(op.operands) - len(inits)
    for i, init in enumerate(inits):
        if not isinstance(init.type, TensorType | MemRefType):
            raise VerifyException(
                f"expected that operand #{first + i} is a tensor or a memref"
            )
    tensor_inits = [
        (first + i, init)
        for i, init in enumerate(inits)
        if isinstance(init.type, TensorType)
    ]
    tensor_results = [r for r in op.results if isinstance(r.type, TensorType)]
    if len(tensor_results) != len(tensor_inits):
        raise VerifyException(
            f"expected the number of tensor results ({len(tensor_results)}) to be "
            f"equal to the number of output tensors ({len(tensor_inits)})"
        )
    for result, (index, init) in zip(tensor_results, tensor_inits, strict=True):
        if result.type != init.type:
            raise VerifyException(
                f"expected type of operand #{index} ('{attribute_text(init.type)}') "
                "to match type of corresponding result "
                f"('{attribute_text(result.type)}')"
            )
