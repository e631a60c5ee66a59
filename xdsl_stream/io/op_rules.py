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
* a `tensor.extract_slice` or `tensor.insert_slice` has offsets and sizes
  not negative, a slice of the type its sizes make (or that type with unit
  sizes dropped), within the whole tensor (MLIR's slice rules), and a
  `tensor.collapse_shape` result has one dimension per group, the product
  of the group's sizes;
* a `linalg` op's result has the type of its init (MLIR's
  `DestinationStyleOpInterface`).

`check` raises `VerifyException` with the message iree-opt gives after
`'NAME' op `, or `Unprefixed` with the whole message where iree-opt gives
it without that prefix, as `xdsl_stream.io.mlir_rules` does; that module
calls it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any, cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    ContainerType,
    DenseArrayBase,
    IntegerAttr,
    IntegerType,
    TensorType,
    UnrankedTensorType,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

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
    """The operands a branch passes to each of its successors, in order (read
    by the names xDSL's `cf` ops declare: importing `xdsl.dialects.cf` here
    would load it in every run, not only in those whose input names it)."""
    branch: Any = op
    if op.name == "cf.cond_br":
        return [branch.then_arguments, branch.else_arguments]
    if op.name == "cf.switch":
        return [branch.default_operands, *branch.case_operand]
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


_DYNAMIC = DYNAMIC_INDEX


def _static_list(op: Operation, name: str) -> list[int]:
    attr = op.properties.get(name)
    if not isinstance(attr, DenseArrayBase):
        return []
    return [
        int(value) for value in cast(DenseArrayBase[IntegerType], attr).get_values()
    ]


def _check_slice(op: Operation) -> None:
    """`tensor.extract_slice` / `tensor.insert_slice`: offsets and sizes not
    negative, the slice's type that of its sizes (or rank-reduced: some unit
    sizes dropped), the slice within the whole tensor where all is known."""
    extract = op.name == "tensor.extract_slice"
    whole = (op.operands[0] if extract else op.operands[1]).type
    part = (op.results[0] if extract else op.operands[0]).type
    if not isa(whole, TensorType[Attribute]) or not isa(part, TensorType[Attribute]):
        return
    shape = list(whole.get_shape())
    offsets, sizes, strides = (
        _static_list(op, f"static_{name}") for name in ("offsets", "sizes", "strides")
    )
    if not len(offsets) == len(sizes) == len(strides) == len(shape):
        return  # xDSL's verifier or parser says what is wrong
    for name, values in (("offsets", offsets), ("sizes", sizes)):
        for value in values:
            if value != _DYNAMIC and value < 0:
                raise Unprefixed(f"expected {name} to be non-negative, but got {value}")
    _check_slice_type(whole, part, sizes)
    _check_in_bounds(shape, offsets, sizes, strides)


def _check_slice_type(
    whole: TensorType[Attribute], part: TensorType[Attribute], sizes: list[int]
) -> None:
    """MLIR's `isRankReducedType` of the type the sizes make and `part`."""
    inferred = list(sizes)  # a dynamic size is `?` in the type too
    expected = TensorType(whole.get_element_type(), inferred)
    given = list(part.get_shape())
    if len(given) > len(inferred):
        raise Unprefixed("expected rank to be smaller or equal to the other rank. ")
    if not _reduces_to(inferred, given):
        raise Unprefixed(
            f"expected type to be '{attribute_text(expected)}' or a rank-reduced "
            "version. (size mismatch) "
        )
    if part.get_element_type() != whole.get_element_type():
        element = attribute_text(whole.get_element_type())
        raise Unprefixed(f"expected element type to be '{element}'")


def _reduces_to(original: list[int], reduced: list[int]) -> bool:
    """MLIR's `computeRankReductionMask`: `reduced` is `original` with some
    of its unit sizes dropped (matched greedily, left to right)."""
    matched = 0
    for size in original:
        if matched < len(reduced) and size == reduced[matched]:
            matched += 1
        elif size != 1:
            return False
    return matched == len(reduced)


def _check_in_bounds(
    shape: list[int], offsets: list[int], sizes: list[int], strides: list[int]
) -> None:
    """MLIR's `verifyInBoundsSlice`, dimension by dimension where the size of
    the whole and the offset are static."""
    for dim, (extent, offset, size, stride) in enumerate(
        zip(shape, offsets, sizes, strides, strict=True)
    ):
        if extent < 0 or offset == _DYNAMIC:
            continue
        if offset >= extent:
            raise Unprefixed(f"offset {dim} is out-of-bounds: {offset} >= {extent}")
        if size == _DYNAMIC or stride == _DYNAMIC:
            continue
        last = offset + (size - 1) * stride
        if last >= extent:
            raise Unprefixed(
                f"slice along dimension {dim} runs out-of-bounds: {last} >= {extent}"
            )


def _check_collapse(op: Operation) -> None:
    """`tensor.collapse_shape`: one result dimension per group, each the
    product of its group's sizes (dynamic if one of them is)."""
    source, result = op.operands[0].type, op.results[0].type
    groups = _reassociation(op)
    if not isa(source, TensorType[Attribute]) or not isa(result, TensorType[Attribute]):
        return
    shape, collapsed = list(source.get_shape()), list(result.get_shape())
    if groups is None or sorted(i for group in groups for i in group) != list(
        range(len(shape))
    ):
        return  # a reassociation xDSL's verifier (or a later rule) answers for
    if len(groups) != len(collapsed):
        raise VerifyException(
            f"expected collapsed rank ({len(collapsed)}) to equal the number of "
            f"reassociation maps ({len(groups)})."
        )
    expected: list[int] = []
    for dim, group in enumerate(groups):
        sizes = [shape[i] for i in group]
        if any(size < 0 for size in sizes):
            expected.append(_DYNAMIC)
            if collapsed[dim] >= 0:
                raise VerifyException(
                    f"expected dimension {dim} of collapsed type to be dynamic since "
                    "one or more of the corresponding dimensions in the expanded "
                    "type is dynamic"
                )
            continue
        expected.append(math.prod(sizes))
        if collapsed[dim] != expected[-1]:
            raise VerifyException(
                f"expected dimension {dim} of collapsed type to be static value of "
                f"{expected[-1]}"
            )
    if result.get_element_type() != source.get_element_type():
        wanted = TensorType(source.get_element_type(), expected)
        raise VerifyException(
            f"expected collapsed type to be '{attribute_text(wanted)}', but got "
            f"'{attribute_text(result)}'"
        )


def _reassociation(op: Operation) -> list[list[int]] | None:
    attr = op.properties.get("reassociation")
    if not isinstance(attr, ArrayAttr):
        return None
    groups: list[list[int]] = []
    for group in cast(ArrayAttr[Attribute], attr).data:
        if not isinstance(group, ArrayAttr):
            return None
        items = cast(ArrayAttr[Attribute], group).data
        if not all(isinstance(item, IntegerAttr) for item in items):
            return None
        groups.append(
            [cast(IntegerAttr[IntegerType], item).value.data for item in items]
        )
    return groups


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
    "tensor.extract_slice": _check_slice,
    "tensor.insert_slice": _check_slice,
    "tensor.collapse_shape": _check_collapse,
}
