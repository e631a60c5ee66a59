"""MLIR's verifiers of upstream ops that xDSL 0.75's verifiers leave out.

Checks iree-opt makes on `cf`, `scf`, `arith`, `tensor` and `linalg` ops
(their own verifiers, or the interfaces they implement), where xDSL 0.75
accepts the IR, exit 0:

* a branch (`cf.br`, `cf.cond_br`, `cf.switch`) passes each successor as
  many operands as the block has arguments, of the arguments' types (MLIR's
  `BranchOpInterface`);
* an `scf.if` with results has an else region, and each region yields as
  many values as the op has results, of the results' types (MLIR's
  `RegionBranchOpInterface`);
* `arith.extf` widens and `arith.truncf` narrows (MLIR's cast rule: a float
  of the same width is no cast);
* `tensor.empty` has one size per dynamic dimension, `tensor.extract` one
  index per dimension, `tensor.cast` changes only static and dynamic sizes;
* a `linalg` op's result has the type of its init (MLIR's
  `DestinationStyleOpInterface`).

`check` raises `VerifyException` with the message iree-opt gives after
`'NAME' op `, or `Unprefixed` with the whole message where iree-opt gives
it without that prefix, as `xdsl_stream.io.mlir_rules` does; that module
calls it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from xdsl.dialects import cf
from xdsl.dialects.builtin import ContainerType, TensorType, UnrankedTensorType
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.core.ir_helpers import attribute_text


class Unprefixed(VerifyException):
    """An error MLIR gives at the op without its name before the message (its
    properties refused as they are read, or `emitError` of an interface)."""


def check(op: Operation) -> None:
    """Raise for the first of the module's rules `op` breaks."""
    rule = _RULES.get(op.name)
    if rule is not None:
        rule(op)
    elif op.name.startswith("linalg."):
        _check_inits(op)


def _successor_operands(op: Operation) -> list[Sequence[SSAValue]]:
    """The operands a branch passes to each of its successors, in order."""
    if isinstance(op, cf.ConditionalBranchOp):
        return [op.then_arguments, op.else_arguments]
    if isinstance(op, cf.SwitchOp):
        return [op.default_operands, *op.case_operand]
    return [op.operands]


def _check_branch(op: Operation) -> None:
    for index, (block, operands) in enumerate(
        zip(op.successors, _successor_operands(op), strict=False)
    ):
        if len(operands) != len(block.args):
            raise Unprefixed(
                f"branch has {len(operands)} operands for successor #{index}, "
                f"but target block has {len(block.args)}"
            )
        for position, (operand, argument) in enumerate(
            zip(operands, block.args, strict=True)
        ):
            if operand.type != argument.type:
                raise Unprefixed(
                    f"type mismatch for bb argument #{position} of successor #{index}"
                )


def _check_if(op: Operation) -> None:
    results = [result.type for result in op.results]
    if results and not op.regions[1].blocks:
        raise VerifyException("must have an else block if defining values")
    for region in op.regions:
        for block in region.blocks:
            _check_yield(op, block, results)


def _check_yield(op: Operation, block: Block, results: list[Attribute]) -> None:
    """The values `block`'s `scf.yield` gives back to `op`, against its results."""
    terminator = block.last_op
    if terminator is None or terminator.name != "scf.yield":
        return
    edge = f"along control flow edge from Operation scf.yield to Operation {op.name}"
    yielded = [operand.type for operand in terminator.operands]
    if len(yielded) != len(results):
        raise VerifyException(
            f"{edge}: region branch point has {len(yielded)} operands, but region "
            f"successor needs {len(results)} inputs"
        )
    for index, (given, wanted) in enumerate(zip(yielded, results, strict=True)):
        if given != wanted:
            raise VerifyException(
                f"{edge}: successor operand type #{index} '{attribute_text(given)}' "
                f"should match successor input type #{index} '{attribute_text(wanted)}'"
            )


def _element(type: Attribute) -> Attribute:
    if isinstance(type, ContainerType):
        return cast(ContainerType[Attribute], type).get_element_type()
    return type


def _bitwidth(type: Attribute) -> int | None:
    width = getattr(_element(type), "bitwidth", None)
    return width if isinstance(width, int) else None


def _float_cast(widens: bool) -> Callable[[Operation], None]:
    def check_cast(op: Operation) -> None:
        source, result = op.operands[0].type, op.results[0].type
        given, made = _bitwidth(source), _bitwidth(result)
        if given is None or made is None:
            return
        if (made > given) if widens else (made < given):
            return
        raise VerifyException(
            f"operand type '{attribute_text(source)}' and result type "
            f"'{attribute_text(result)}' are cast incompatible"
        )

    return check_cast


def _check_empty(op: Operation) -> None:
    type = op.results[0].type
    if not isinstance(type, TensorType):
        return
    dynamic = sum(1 for size in type.get_shape() if size < 0)
    if len(op.operands) != dynamic:
        raise VerifyException(
            f"incorrect number of dynamic sizes, has {len(op.operands)}, "
            f"expected {dynamic}"
        )


def _check_extract(op: Operation) -> None:
    type = op.operands[0].type
    if isinstance(type, TensorType) and len(op.operands) - 1 != type.get_num_dims():
        raise VerifyException("incorrect number of indices for extract_element")


def _check_tensor_cast(op: Operation) -> None:
    source, result = op.operands[0].type, op.results[0].type
    if _cast_compatible(source, result):
        return
    raise VerifyException(
        f"operand type '{attribute_text(source)}' and result type "
        f"'{attribute_text(result)}' are cast incompatible"
    )


def _cast_compatible(source: Attribute, result: Attribute) -> bool:
    """MLIR's `tensor.cast` rule: the same element type, and sizes that agree
    wherever both are known (an unranked tensor agrees with any)."""
    tensors = (TensorType, UnrankedTensorType)
    if not isinstance(source, tensors) or not isinstance(result, tensors):
        return True  # xDSL's own verifier says what it says
    if source.get_element_type() != result.get_element_type():
        return False
    if isinstance(source, UnrankedTensorType) or isinstance(result, UnrankedTensorType):
        return True
    given, made = source.get_shape(), result.get_shape()
    return len(given) == len(made) and all(
        a == b or a < 0 or b < 0 for a, b in zip(given, made, strict=True)
    )


def _check_inits(op: Operation) -> None:
    """Each result of a `linalg` op has the type of the tensor init it is
    made from (inits are the op's last operands, `outputs`)."""
    inits = getattr(op, "outputs", None)
    if inits is None or not op.results:
        return
    first = len(op.operands) - len(inits)
    tensor_inits = [
        (first + i, init)
        for i, init in enumerate(inits)
        if isinstance(init.type, TensorType)
    ]
    for result, (index, init) in zip(op.results, tensor_inits, strict=False):
        if result.type != init.type:
            raise VerifyException(
                f"expected type of operand #{index} ('{attribute_text(init.type)}') "
                "to match type of corresponding result "
                f"('{attribute_text(result.type)}')"
            )


_RULES: dict[str, Callable[[Operation], None]] = {
    "cf.br": _check_branch,
    "cf.cond_br": _check_branch,
    "cf.switch": _check_branch,
    "scf.if": _check_if,
    "arith.extf": _float_cast(widens=True),
    "arith.truncf": _float_cast(widens=False),
    "tensor.empty": _check_empty,
    "tensor.extract": _check_extract,
    "tensor.cast": _check_tensor_cast,
}
