"""MLIR's verifiers of upstream ops that xDSL 0.75's verifiers leave out.

Checks iree-opt makes on `cf`, `scf`, `arith`, `tensor`, `linalg`, `vector`
and `builtin` ops (their own verifiers, or the interfaces they implement),
where xDSL 0.75 accepts the IR, exit 0:

* a branch (`cf.br`, `cf.cond_br`, `cf.switch`) passes each successor as
  many operands as the block has arguments, of the arguments' types (MLIR's
  `BranchOpInterface`);
* an `scf.if`'s regions take no arguments, with results it has an else
  region, and each region yields as many values as the op has results, of
  the results' types (MLIR's `RegionBranchOpInterface`); an `scf.for` has
  one result per init, of its type;
* `tensor.empty` has one size per dynamic dimension, `tensor.extract` one
  index per dimension, `tensor.cast` changes only static and dynamic sizes;
* a `tensor.extract_slice`, `tensor.insert_slice` or `memref.subview` has
  static offsets, sizes and strides of its tensor's rank, offsets and sizes
  not negative, a slice of the type its sizes make (or that type with unit
  sizes dropped), within the whole tensor (MLIR's slice rules), and a
  `tensor.collapse_shape` or `tensor.expand_shape` names each dimension of
  its expanded type once, in order, in one group per collapsed dimension,
  the product of the group's sizes, and keeps the element type (and a
  `tensor.expand_shape`'s output shape is its result's);
* a `linalg` op has one tensor result per tensor init, of its type (MLIR's
  `DestinationStyleOpInterface`), its body's `linalg.yield` gives one value
  of each init's element type, a `linalg.index` names one of its loops, and
  a `linalg.fill`'s value and body arguments have its operands' element
  types;
* an `scf.while` passes its inits to its before region, ends its before
  region in `scf.condition` and its after region in `scf.yield`, passes its
  condition's values to its results and its after region, and its after
  region's yield to its before region, and an
  `scf.execute_region` yields its results (the same edges as `scf.if`'s);
* `tensor.insert` has one index per dimension, `tensor.from_elements` one
  operand of the element type per element, `tensor.pad` the sizes its
  padding makes and a body of index arguments yielding one element of its
  result's type, and a `memref.subview` stays within its source;
* a `vector.extract` or `vector.insert` position names an element of its
  dimension (or is poison), and a `builtin.module`'s discardable attributes
  have a dialect's prefix;
* `arith`'s integer ops take signless integers of a non-zero width or
  `index`, a `builtin.module`'s region no arguments, and a
  `builtin.unrealized_conversion_cast` has a result;
* an elementwise op (every `arith` op but `arith.constant`, every `math`
  op) takes non-scalar operands and results of one kind and compatible
  shapes (MLIR's `ElementwiseMappable`), `math.fpowi` of one shape, and a
  `func.call_indirect` its callee's types: these also on an op read as
  unregistered (`check_unregistered`: IREE defines it, xDSL does not).

`func.call`'s callee xDSL checks, in its own words and order: `call_error`
gives MLIR's, which the reader reports in their place.

`check` raises `VerifyException` with the message iree-opt gives after
`'NAME' op `, or `Unprefixed` with the whole message where iree-opt gives
it without that prefix, as `xdsl_stream.io.mlir_rules` does; that module
calls it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from typing import Any, cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    ContainerType,
    DenseArrayBase,
    FunctionType,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ShapedType,
    Signedness,
    SymbolRefAttr,
    TensorType,
    UnrankedTensorType,
    VectorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import VerificationContext
from xdsl.traits import SymbolTable
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

from xdsl_stream.core.diagnostics import Unprefixed, VerifyErrorAt
from xdsl_stream.core.ir_helpers import attribute_text, operation_name
from xdsl_stream.dialects.arith_types import INTEGER_OR_INDEX_LIKE
from xdsl_stream.dialects.type_rules import verify_destination_results


def check(op: Operation) -> None:
    """Raise for the first of the module's rules `op` breaks."""
    rule = _RULES.get(op.name)
    if rule is not None:
        rule(op)
    elif op.name.startswith("linalg."):
        _check_inits(op)
    elif _elementwise(op.name):
        if op.name in _INTEGER_OPERANDS:
            _check_integer_operands(op)
        _check_elementwise(op)


_INTEGER_OPERANDS = frozenset(
    f"arith.{name}"
    for name in [
        "addi",
        "subi",
        "muli",
        "andi",
        "ori",
        "xori",
        "divsi",
        "divui",
        "remsi",
        "remui",
        "ceildivsi",
        "ceildivui",
        "floordivsi",
        "maxsi",
        "minsi",
        "maxui",
        "minui",
        "shli",
        "shrsi",
        "shrui",
        "addui_extended",
        "mulsi_extended",
        "mului_extended",
    ]
)
"""xDSL's `arith` integer ops whose operands MLIR declares
`SignlessIntegerOrIndexLike` (xDSL takes `si32`, `ui8` and `i0`)."""


def _check_integer_operands(op: Operation) -> None:
    for index, type in enumerate(op.operand_types):
        try:
            INTEGER_OR_INDEX_LIKE.verify(type, VerificationContext())
        except VerifyException as error:
            raise VerifyException(f"operand #{index} {error}") from None


def check_unregistered(op: Operation) -> None:
    """The rules that read nothing but an op's operand and result types, on
    an op read as unregistered: one IREE defines in a dialect the package
    closes, which neither xDSL nor the package declares
    (`arith.scaling_extf`, `func.call_indirect`; iree-opt verifies them).
    An op of an unknown dialect has none of these names."""
    name = operation_name(op)
    if name == "func.call_indirect":
        _check_call_indirect(op)
    elif _elementwise(name):
        _check_elementwise(op)


def _elementwise(name: str) -> bool:
    """Whether MLIR declares the op of `name` `ElementwiseMappable`: every
    `arith` op but `arith.constant`, every `math` op."""
    return name.startswith(("arith.", "math.")) and name != "arith.constant"


def _check_call_indirect(op: Operation) -> None:
    """`func.call_indirect` calls a function value, passes its input types
    and returns its result types (MLIR's `TypesMatchWith`); read as
    unregistered, nothing of it was checked."""
    if not op.operands:
        raise VerifyException("expected 1 or more operands, but found 0")
    callee = op.operands[0].type
    if not isinstance(callee, FunctionType):
        raise VerifyException(
            f"operand #0 must be function type, but got '{attribute_text(callee)}'"
        )
    if tuple(callee.inputs.data) != tuple(op.operand_types[1:]):
        raise VerifyException(
            "failed to verify that callee input types match argument types"
        )
    if tuple(callee.outputs.data) != tuple(op.result_types):
        raise VerifyException(
            "failed to verify that callee result types match result types"
        )


_MAPPABLE = (VectorType, TensorType, UnrankedTensorType)

_SAME_SHAPE = frozenset({"math.fpowi"})
"""Elementwise ops MLIR also gives `SameOperandsAndResultShape` (of another
element type each side), checked first: its words where every type is a
vector or tensor."""


def _check_elementwise(op: Operation) -> None:
    """MLIR's `ElementwiseMappable` (every `arith` op but `arith.constant`,
    every `math` op): scalars, or non-scalar results from non-scalar
    operands, all of one kind (vector, ranked or unranked tensor) and of
    compatible shapes.  xDSL's `arith.remf` takes a tensor and a vector,
    its `math.fpowi` operands of two shapes."""
    results: list[Attribute] = [t for t in op.result_types if isinstance(t, _MAPPABLE)]
    operands: list[Attribute] = [
        t for t in op.operand_types if isinstance(t, _MAPPABLE)
    ]
    if not results and not operands:
        return
    if not operands:
        raise VerifyException(
            "if a result is non-scalar, then at least one operand must be non-scalar"
        )
    if not results:
        raise VerifyException(
            "if an operand is non-scalar, then there must be at least one "
            "non-scalar result"
        )
    if len(results) != len(op.results):
        raise VerifyException(
            "if an operand is non-scalar, then all results must be non-scalar"
        )
    types = [*operands, *results]
    if (
        operation_name(op) in _SAME_SHAPE
        and len(types) == len(op.operands) + len(op.results)
        and not _compatible_shapes(types)
    ):
        raise VerifyException("requires the same shape for all operands and results")
    if len({type(t) for t in types}) > 1 or not _compatible_shapes(types):
        raise VerifyException(
            "all non-scalar operands/results must have the same shape and base type"
        )


def _compatible_shapes(types: Sequence[Attribute]) -> bool:
    """MLIR's `verifyCompatibleShapes`: scalable vectors not with other
    types, the ranked ones of one rank, each dimension's static sizes all
    equal."""
    scalable = {
        isinstance(t, VectorType) and t.get_num_scalable_dims() > 0 for t in types
    }
    if len(scalable) > 1:
        return False
    shapes: list[tuple[int, ...]] = [
        tuple(cast(ShapedType, t).get_shape())  # (vector, tensor)
        for t in types
        if not isinstance(t, UnrankedTensorType)
    ]
    if len({len(shape) for shape in shapes}) > 1:
        return False
    return all(
        len({d for d in dims if d >= 0}) <= 1 for dims in zip(*shapes, strict=True)
    )


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


def _check_switch(op: Operation) -> None:
    """`cf.switch` switches on a signless integer (xDSL takes an `index`
    too), then is a branch (`_check_branch`)."""
    flag: Attribute | None = op.operands[0].type if op.operands else None
    signless = isa(flag, IntegerType) and flag.signedness.data is Signedness.SIGNLESS
    if flag is not None and not signless:
        raise VerifyException(
            f"operand #0 must be signless integer, but got '{attribute_text(flag)}'"
        )
    _check_branch(op)


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
    """`scf.if`: its regions take no arguments, an else region if it has
    results, and each region yields them (`_check_yields`)."""
    for index, region in enumerate(op.regions):
        entry = region.blocks.first
        if entry is not None and entry.args:
            raise VerifyException(f"region #{index} should have no arguments")
    results = [result.type for result in op.results]
    if results and not op.regions[1].blocks:
        raise VerifyException("must have an else block if defining values")
    _check_yields(op, results)


def _check_yields(op: Operation, results: list[Attribute]) -> None:
    """Each `scf.yield` ending a block of `op`'s regions gives back `results`."""
    for region in op.regions:
        for block in region.blocks:
            terminator = block.last_op
            if terminator is not None and terminator.name == "scf.yield":
                _check_edge(
                    op,
                    "Operation scf.yield",
                    f"Operation {op.name}",
                    terminator.operands,
                    results,
                )


def _check_for(op: Operation) -> None:
    """`scf.for`: one result per init, of its type (xDSL checks the inits
    against the body's arguments and its yield)."""
    inits = op.operands[3:]
    results = [result.type for result in op.results]
    if len(inits) != len(results):
        raise VerifyException(
            "mismatch in number of loop-carried values and defined values"
        )
    _check_edge(op, "parent", f"Operation {op.name}", inits, results)


def _check_while(op: Operation) -> None:
    """`scf.while`: its inits go to the before region, which ends in
    `scf.condition`, and the after region in `scf.yield`; the condition's
    values go to the results and to the after region, the after region's
    yield goes back to the before region."""
    before, after = (region.blocks.first for region in op.regions)
    if before is None or after is None:
        return
    before_inputs = [argument.type for argument in before.args]
    _check_edge(op, "parent", "Region #0", op.operands, before_inputs)
    condition, again = before.last_op, after.last_op
    for end, region, terminator in (
        (condition, "before", "scf.condition"),
        (again, "after", "scf.yield"),
    ):
        if end is None or end.name != terminator:
            raise VerifyException(
                f"expects the '{region}' region to terminate with '{terminator}'"
            )
    assert condition is not None and again is not None
    forwarded = condition.operands[1:]
    results = [result.type for result in op.results]
    _check_edge(
        op, "Operation scf.condition", f"Operation {op.name}", forwarded, results
    )
    after_inputs = [argument.type for argument in after.args]
    _check_edge(op, "Operation scf.condition", "Region #1", forwarded, after_inputs)
    _check_edge(op, "Operation scf.yield", "Region #0", again.operands, before_inputs)


def _check_edge(
    op: Operation,
    source: str,
    target: str,
    given: Sequence[SSAValue],
    wanted: list[Attribute],
) -> None:
    """MLIR's `RegionBranchOpInterface` check of one control flow edge: the
    values passed along it match the inputs of where it goes."""
    edge = f"along control flow edge from {source} to {target}"
    if len(given) != len(wanted):
        raise VerifyException(
            f"{edge}: region branch point has {len(given)} operands, but region "
            f"successor needs {len(wanted)} inputs"
        )
    for index, (value, type) in enumerate(zip(given, wanted, strict=True)):
        if value.type != type:
            raise VerifyException(
                f"{edge}: successor operand type #{index} "
                f"'{attribute_text(value.type)}' should match successor input type "
                f"#{index} '{attribute_text(type)}'"
            )


def _element(type: Attribute) -> Attribute:
    if isinstance(type, ContainerType):
        return cast(ContainerType[Attribute], type).get_element_type()
    return type


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


def _inits(op: Operation) -> Sequence[SSAValue] | None:
    """The inits of a `linalg` op xDSL declares, its last operands: named
    `outputs`, or `init` (`linalg.reduce`, `linalg.broadcast`)."""
    inits = getattr(op, "outputs", None)
    if inits is None:
        inits = getattr(op, "init", None)
    if isinstance(inits, SSAValue):
        return (cast(SSAValue[Attribute], inits),)
    return cast(Sequence[SSAValue] | None, inits)


def _check_inits(op: Operation) -> None:
    """MLIR's `DestinationStyleOpInterface`, of a `linalg` op xDSL declares."""
    inits = _inits(op)
    if inits is not None:
        verify_destination_results(op, inits)


def _check_fill_value(op: Operation) -> None:
    """`linalg.fill`'s own verifier: the value has the output's element type."""
    value, output = op.operands[0].type, op.operands[-1].type
    element = _element(output)
    if value != element:
        raise VerifyException(
            f"expected fill value type ('{attribute_text(value)}') to match output "
            f"element type ('{attribute_text(element)}')"
        )


def _check_fill(op: Operation) -> None:
    """`linalg.fill`: its value (`_check_fill_value`), then as any structured
    op (`_check_structured`)."""
    _check_fill_value(op)
    _check_structured(op)


def _check_structured(op: Operation) -> None:
    """A `linalg` op with a body xDSL verifies less than MLIR: its results
    (`_check_inits`), then, as MLIR's `LinalgStructuredInterface`, one body
    argument per operand, of the operand's element type (or its type)
    (`linalg.fill`, `linalg.broadcast`, `linalg.transpose`)."""
    _check_inits(op)
    body = op.regions[0].blocks.first if op.regions else None
    if body is None:
        return
    if len(body.args) != len(op.operands):
        raise VerifyException(
            "expected as many non-induction variable region arguments as the "
            "number of input/output operands"
        )
    for index, (operand, argument) in enumerate(
        zip(op.operands, body.args, strict=True)
    ):
        element = _element(operand.type)
        if argument.type != element:
            raise VerifyException(
                f"expected type of bb argument #{index} "
                f"('{attribute_text(argument.type)}') to match element or self "
                f"type of the corresponding operand ('{attribute_text(element)}')"
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
    offsets, sizes, strides = _view_lists(op, len(shape))
    _check_slice_type(whole, part, sizes)
    _check_in_bounds(shape, offsets, sizes, strides)


def _view_lists(op: Operation, rank: int) -> tuple[list[int], list[int], list[int]]:
    """The static offsets, sizes and strides of a view op over `rank`
    dimensions, checked as MLIR's `OffsetSizeAndStrideOpInterface` checks
    them: lists of one length (or one offset over one dimension), `rank`
    entries each, offsets and sizes not negative."""
    offsets, sizes, strides = (
        _static_list(op, f"static_{name}") for name in ("offsets", "sizes", "strides")
    )
    if len(offsets) != len(sizes) and not (len(offsets) == 1 and rank == 1):
        raise Unprefixed(
            f"expected mixed offsets rank to match mixed sizes rank ({len(offsets)} "
            f"vs {len(sizes)}) so the rank of the result type is well-formed."
        )
    if len(sizes) != len(strides):
        raise Unprefixed(
            f"expected mixed sizes rank to match mixed strides rank ({len(sizes)} "
            f"vs {len(strides)}) so the rank of the result type is well-formed."
        )
    for name, values in (("offset", offsets), ("size", sizes), ("stride", strides)):
        if len(values) != rank:
            raise Unprefixed(f"expected {rank} {name} values, got {len(values)}")
    for name, values in (("offsets", offsets), ("sizes", sizes)):
        for value in values:
            if value != _DYNAMIC and value < 0:
                raise Unprefixed(f"expected {name} to be non-negative, but got {value}")
    return offsets, sizes, strides


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


def _check_subview(op: Operation) -> None:
    """`memref.subview`: offsets and sizes not negative, the view within its
    source where that is known (its layout is left to xDSL)."""
    source = op.operands[0].type
    if not isa(source, MemRefType[Attribute]):
        return
    shape = list(source.get_shape())
    _check_in_bounds(shape, *_view_lists(op, len(shape)))


def _check_collapse(op: Operation) -> None:
    """`tensor.collapse_shape`: the groups collapse the source into the result
    (`_check_groups`), one result dimension per group, each the product of
    its group's sizes (dynamic if one of them is)."""
    source, result = op.operands[0].type, op.results[0].type
    groups = _reassociation(op)
    if (
        groups is None
        or not isa(source, TensorType[Attribute])
        or not isa(result, TensorType[Attribute])
    ):
        return
    shape, collapsed = list(source.get_shape()), list(result.get_shape())
    _check_groups(groups, source, result)
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
    _check_element_count(source, result)
    if result.get_element_type() != source.get_element_type():
        wanted = TensorType(source.get_element_type(), expected)
        raise VerifyException(
            f"expected collapsed type to be '{attribute_text(wanted)}', but got "
            f"'{attribute_text(result)}'"
        )


def _check_expand(op: Operation) -> None:
    """`tensor.expand_shape`: the groups collapse the result into the source
    (`_check_groups`), element type included (xDSL checks the sizes)."""
    source, result = op.operands[0].type, op.results[0].type
    groups = _reassociation(op)
    if (
        groups is None
        or not isa(source, TensorType[Attribute])
        or not isa(result, TensorType[Attribute])
    ):
        return
    _check_groups(groups, result, source)
    _check_element_count(result, source)
    _check_output_shape(op, list(result.get_shape()))
    if source.get_element_type() == result.get_element_type():
        return
    shape = list(result.get_shape())
    collapsed = [
        _DYNAMIC
        if any(shape[i] < 0 for i in group)
        else math.prod(shape[i] for i in group)
        for group in groups
    ]
    wanted = TensorType(result.get_element_type(), collapsed)
    raise VerifyException(
        f"expected collapsed type to be '{attribute_text(wanted)}', but got "
        f"'{attribute_text(source)}'"
    )


def _check_output_shape(op: Operation, shape: list[int]) -> None:
    """`tensor.expand_shape`'s `output_shape`: one value per dynamic size of
    its static list, which agrees with each static size of the result (xDSL
    checks the list's length)."""
    static = _static_list(op, "static_output_shape")
    if len(static) != len(shape):
        return
    dynamic, values = static.count(_DYNAMIC), len(op.operands) - 1
    if dynamic != values:
        raise VerifyException(
            "mismatch in dynamic dims in output_shape and static_output_shape: "
            f"static_output_shape has {dynamic} dynamic dims while output_shape "
            f"has {values} values"
        )
    for position, (size, given) in enumerate(zip(shape, static, strict=True)):
        if size != _DYNAMIC and size != given:
            raise VerifyException(f"invalid output shape provided at pos {position}")


def _check_element_count(
    expanded: TensorType[Attribute], collapsed: TensorType[Attribute]
) -> None:
    """Both types static: as many elements in each (MLIR checks it after the
    groups, which already say so but for no group at all: a collapse to, or
    an expansion from, a rank-0 tensor)."""
    shapes = list(expanded.get_shape()), list(collapsed.get_shape())
    if any(size < 0 for shape in shapes for size in shape):
        return
    counts = [math.prod(shape) for shape in shapes]
    if counts[0] != counts[1]:
        raise VerifyException(
            f"number of elements must be preserved: {counts[0]} != {counts[1]}"
        )


def _check_groups(
    groups: list[list[int]],
    expanded: TensorType[Attribute],
    collapsed: TensorType[Attribute],
) -> None:
    """MLIR's checks of a reshape's groups, in its order (`verifyReshapeLikeTypes`):
    the expanded type has at least the collapsed one's rank, one group per
    collapsed dimension, groups naming the expanded dimensions (their maps'
    dimension count is the highest index named, plus one) each once and in
    order."""
    rank, collapsed_rank = len(expanded.get_shape()), len(collapsed.get_shape())
    if rank < collapsed_rank:
        raise VerifyException(
            f"expected the expanded type, '{attribute_text(expanded)}' to have a "
            f"higher (or same) rank than the collapsed type, "
            f"'{attribute_text(collapsed)}'."
        )
    if collapsed_rank != len(groups):
        raise VerifyException(
            f"expected collapsed rank ({collapsed_rank}) to equal the number of "
            f"reassociation maps ({len(groups)})."
        )
    dims = max((i + 1 for group in groups for i in group), default=0)
    if groups and dims != rank:
        raise VerifyException(
            f"expected reassociation map #0 to have size equal to the expanded "
            f"rank ({rank}), but it is  {dims}."
        )
    if (index := _first_out_of_order(groups, dims)) is not None:
        raise VerifyException(
            f"expected reassociation map #{index} to be valid and contiguous."
        )


def _first_out_of_order(groups: list[list[int]], dims: int) -> int | None:
    """The group MLIR's `isReassociationValid` blames: the first that does
    not go on from the one before it, else the last if they name fewer
    than `dims` dimensions; None if they name each of them once, in order."""
    following = 0
    for index, group in enumerate(groups):
        if group != list(range(following, following + len(group))):
            return index
        following += len(group)
    return None if following == dims else len(groups) - 1


_XDSL_CALL_WORDS = re.compile(
    r"'[^']*' could not be found in symbol table"
    r"|'[^']*' does not reference a valid function"
    r"|incorrect number of (?:operands|results) for callee"
    r"|(?:operand|result) type mismatch: "
)
"""The words of xDSL's check of a `func.call`'s callee (its
`SymbolUserOpInterface`), each a rule MLIR's check has too."""


def call_error(
    op: Operation, xdsl_message: str
) -> tuple[str, list[tuple[Operation, str]]] | None:
    """MLIR's words and notes for the callee of `op`, a `func.call` that
    xDSL's check refused with `xdsl_message` (None for another op or
    message).  MLIR looks the callee up as a function, then compares the
    operand count, each operand's type, the result count and the result
    types, in that order (xDSL compares both counts first)."""
    if op.name != "func.call" or not _XDSL_CALL_WORDS.match(xdsl_message):
        return None
    callee = op.properties.get("callee")
    if not isinstance(callee, SymbolRefAttr):
        return None
    found = SymbolTable.lookup_symbol(op, callee)
    signature = None if found is None else found.properties.get("function_type")
    if (
        found is None
        or found.name != "func.func"
        or not isinstance(signature, FunctionType)
    ):
        return f"'{callee.root_reference.data}' does not reference a valid function", []
    inputs, outputs = signature.inputs.data, signature.outputs.data
    if len(inputs) != len(op.operands):
        return _callee_count("operands", len(inputs), len(op.operands)), []
    for index, (expected, given) in enumerate(
        zip(inputs, op.operand_types, strict=True)
    ):
        if given != expected:
            return (
                f"operand type mismatch: expected operand type "
                f"'{attribute_text(expected)}', but provided "
                f"'{attribute_text(given)}' for operand number {index}"
            ), []
    if len(outputs) != len(op.results):
        return _callee_count("results", len(outputs), len(op.results)), []
    for index, (expected, given) in enumerate(
        zip(outputs, op.result_types, strict=True)
    ):
        if given != expected:
            return f"result type mismatch at index {index}", [
                (op, f"    op result types: {_type_list(op.result_types)}"),
                (op, f"callee result types: {_type_list(outputs)}"),
            ]
    return None


def _callee_count(kind: str, expected: int, given: int) -> str:
    return (
        f"incorrect number of {kind} for callee: expected {expected}, but got {given}"
    )


def _type_list(types: Sequence[Attribute]) -> str:
    """Types as MLIR's diagnostics list them: each quoted, comma separated."""
    return ", ".join(f"'{attribute_text(t)}'" for t in types)


def _check_module(op: Operation) -> None:
    """`builtin.module`: its region takes no arguments (MLIR's
    `NoRegionArguments`), and its discardable attributes are a dialect's (a
    prefixed name), as MLIR's `ModuleOp::verify` has them."""
    if any(block.args for region in op.regions for block in region.blocks):
        raise VerifyException("region should have no arguments")
    for name in sorted(op.attributes):  # in MLIR's dictionary order
        if "." not in name:
            raise VerifyException(
                "can only contain attributes with dialect-prefixed names, "
                f"found: '{name}'"
            )


def _check_cast_results(op: Operation) -> None:
    """A cast (`builtin.unrealized_conversion_cast`) has a result (MLIR's
    `CastOpInterface`)."""
    if not op.results:
        raise VerifyException("expected at least one result for cast operation")


_POISON = -1
"""A `vector.extract` or `vector.insert` position MLIR reads as poison."""


def _check_vector_position(op: Operation) -> None:
    """`vector.extract` and `vector.insert`: each static position names an
    element of its dimension, or is poison (xDSL checks the ranks)."""
    extract = op.name == "vector.extract"
    vector = op.operands[0 if extract else 1].type
    position = op.properties.get("static_position")
    if not isa(vector, VectorType[Attribute]) or not isinstance(
        position, DenseArrayBase
    ):
        return
    sizes = vector.get_shape()
    whose = "vector dimension or poison (-1)" if extract else "dest vector dimension"
    for dim, index in enumerate(cast(DenseArrayBase[Any], position).get_values()):
        if dim >= len(sizes) or index in (_DYNAMIC, _POISON):
            continue
        if not 0 <= index < sizes[dim]:
            raise VerifyException(
                f"expected position attribute #{dim + 1} to be a non-negative "
                f"integer smaller than the corresponding {whose}"
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


def _check_insert(op: Operation) -> None:
    type = op.operands[1].type
    if isinstance(type, TensorType) and len(op.operands) - 2 != type.get_num_dims():
        raise VerifyException("incorrect number of indices")


def _check_from_elements(op: Operation) -> None:
    type = op.results[0].type
    if not isa(type, TensorType[Attribute]):
        return
    element = type.get_element_type()
    count = math.prod(type.get_shape())
    if len(op.operands) != count or any(v.type != element for v in op.operands):
        raise VerifyException(
            "failed to verify that operand types match result element type"
        )


def _check_pad(op: Operation) -> None:
    """`tensor.pad`: each static size of the result is the source's plus its
    low and high padding, where all three are known."""
    source, result = op.operands[0].type, op.results[0].type
    if not isa(source, TensorType[Attribute]) or not isa(result, TensorType[Attribute]):
        return
    low, high = _static_list(op, "static_low"), _static_list(op, "static_high")
    given, made = list(source.get_shape()), list(result.get_shape())
    if not len(low) == len(high) == len(given) == len(made):
        return
    expected = [
        size + lo + hi if _DYNAMIC not in (size, lo, hi) and size >= 0 else made[i]
        for i, (size, lo, hi) in enumerate(zip(given, low, high, strict=True))
    ]
    if expected != made:
        inferred = TensorType(source.get_element_type(), expected)
        raise Unprefixed(
            f"specified type '{attribute_text(result)}' does not match the inferred "
            f"type '{attribute_text(inferred)}'"
        )
    _check_pad_body(op, result.get_element_type())


def _check_pad_body(op: Operation, element: Attribute) -> None:
    """`tensor.pad`'s body: its arguments are indices and it yields a value
    of the result's element type (MLIR's `PadOp::verifyRegions`; xDSL checks
    the argument count)."""
    block = op.regions[0].first_block if op.regions else None
    if block is None:
        return
    for number, argument in enumerate(block.args, start=1):
        if not isinstance(argument.type, IndexType):
            raise VerifyException(f"expected block argument {number} to be an index")
    last = block.last_op
    yielded: Sequence[SSAValue] = (
        () if last is None or last.name != "tensor.yield" else last.operands
    )
    if len(yielded) == 1 and yielded[0].type != element:
        raise VerifyException("expected yield type to match shape element type")


def _check_tensor_yield(op: Operation) -> None:
    """`tensor.yield` yields one value (xDSL's takes any number)."""
    if len(op.operands) != 1:
        raise VerifyException("requires a single operand")


def _linalg_parent(op: Operation) -> Operation | None:
    parent = op.parent_op()
    if parent is None or not parent.name.startswith("linalg."):
        return None
    return parent


def _check_linalg_yield(op: Operation) -> None:
    """A `linalg.yield` gives one value per init of its op, of the init's
    element type (after `linalg.fill`'s own check of its op, which MLIR makes
    before it verifies the op's body), and is right inside a linalg op with
    a body (MLIR's `LinalgOp`: not in an `scf.execute_region` inside one)."""
    parent = op.parent_op()
    if (
        parent is None
        or not operation_name(parent).startswith("linalg.")  # (one read as
        or not parent.regions  # unregistered, `linalg.matvec`, is one too)
    ):
        raise VerifyException("expected parent op with LinalgOp interface")
    inits = _inits(parent)
    if inits is None:
        return
    if parent.name == "linalg.fill":
        try:
            _check_fill_value(parent)
        except VerifyException as error:
            raise VerifyErrorAt(parent, f"'{parent.name}' op {error}") from None
    if len(op.operands) != len(inits):
        raise VerifyException(
            f"expected number of yield values ({len(op.operands)}) to match the "
            f"number of inits / outs operands of the enclosing LinalgOp ({len(inits)})"
        )
    for index, (value, init) in enumerate(zip(op.operands, inits, strict=True)):
        element = _element(init.type)
        if value.type != element:  # MLIR names any op so
            raise VerifyException(
                f"type of yield operand {index + 1} ('{attribute_text(value.type)}') "
                "doesn't match the element type of the enclosing linalg.generic op "
                f"('{attribute_text(element)}')"
            )


def _check_generic(op: Operation) -> None:
    """A `linalg.generic`'s loops are `parallel` or `reduction` (xDSL's enum
    also reads `window`, which MLIR refuses where it reads the attribute),
    then its inits (`_check_inits`)."""
    loops = op.properties.get("iterator_types")
    if isinstance(loops, ArrayAttr):
        _check_iterator_types(cast(ArrayAttr[Attribute], loops))
    _check_inits(op)


def _check_iterator_types(loops: ArrayAttr[Attribute]) -> None:
    """(By the attribute's name and value: importing `xdsl.dialects.linalg`
    here would load it, and `arith` and `math`, in every run.)"""
    for kind in loops.data:
        value: object = getattr(getattr(kind, "data", None), "value", None)
        if kind.name == "linalg.iterator_type" and value == "window":
            raise Unprefixed(
                "expected ::mlir::utils::IteratorType to be one of: parallel, reduction"
            )


def _check_parallel(op: Operation) -> None:
    """`scf.parallel`: a step that is a constant is positive (xDSL does not
    look)."""
    steps: Sequence[SSAValue] = getattr(op, "step", ())
    for step in steps:
        owner = step.owner
        value = owner.properties.get("value") if isinstance(owner, Operation) else None
        if (
            isinstance(owner, Operation)
            and owner.name == "arith.constant"
            and isa(value, IntegerAttr)
            and value.value.data <= 0
        ):
            raise VerifyException("constant step operand must be positive")


def _check_affine_for(op: Operation) -> None:
    """`affine.for`'s step is an `index` attribute (xDSL takes any integer)."""
    step = op.properties.get("step")
    kind: object = getattr(step, "type", None)
    if isinstance(step, IntegerAttr) and not isinstance(kind, IndexType):
        raise VerifyException(
            "attribute 'step' failed to satisfy constraint: index attribute"
        )


def _check_masked_store(op: Operation) -> None:
    """`vector.maskedstore`: the value stored has the mask's shape (xDSL
    checks the load's, not the store's)."""
    if len(op.operands) < 3:
        return
    mask, value = op.operands[-2].type, op.operands[-1].type
    if (
        isa(mask, VectorType[Attribute])
        and isa(value, VectorType[Attribute])
        and mask.get_shape() != value.get_shape()
    ):
        raise VerifyException("expected valueToStore shape to match mask shape")


def _check_memref_global(op: Operation) -> None:
    """`memref.global`: an initial value of elements has the memref's element
    type and shape (xDSL checks neither)."""
    value, wanted = op.properties.get("initial_value"), op.properties.get("type")
    given: object = getattr(value, "type", None)
    if not isa(given, TensorType[Attribute]) or not isa(wanted, MemRefType[Attribute]):
        return
    element, expected = given.get_element_type(), wanted.get_element_type()
    if element != expected:
        raise VerifyException(
            f"initial value element expected to be of type "
            f"'{attribute_text(expected)}', but was of type '{attribute_text(element)}'"
        )
    if given.get_shape() != wanted.get_shape():
        raise VerifyException(
            "initial value shape expected to be "
            f"{', '.join(map(str, wanted.get_shape()))} but was "
            f"{', '.join(map(str, given.get_shape()))}"
        )


def _check_linalg_index(op: Operation) -> None:
    """A `linalg.index` names one of its op's loops (a dimension of at least
    0, which xDSL does not check)."""
    dim = op.properties.get("dim")
    if (
        isinstance(dim, IntegerAttr)
        and cast(IntegerAttr[IntegerType], dim).value.data < 0
    ):
        raise VerifyException(
            "attribute 'dim' failed to satisfy constraint: 64-bit signless integer "
            "attribute whose minimum value is 0"
        )
    parent = _linalg_parent(op)
    loops = None if parent is None else parent.properties.get("iterator_types")
    if not isinstance(loops, ArrayAttr) or not isinstance(dim, IntegerAttr):
        return
    number = cast(IntegerAttr[IntegerType], dim).value.data
    count = len(cast(ArrayAttr[Attribute], loops).data)
    if number >= count:
        raise VerifyException(
            f"expected dim ({number}) to be lower than the number of loops "
            f"({count}) of the enclosing LinalgOp"
        )


_RULES: dict[str, Callable[[Operation], None]] = {
    "func.call_indirect": _check_call_indirect,
    "cf.br": _check_branch,
    "cf.cond_br": _check_branch,
    "cf.switch": _check_switch,
    "scf.if": _check_if,
    "scf.for": _check_for,
    "scf.while": _check_while,
    "scf.execute_region": lambda op: _check_yields(op, [r.type for r in op.results]),
    "linalg.yield": _check_linalg_yield,
    "linalg.index": _check_linalg_index,
    "linalg.generic": _check_generic,
    "linalg.fill": _check_fill,
    "linalg.broadcast": _check_structured,
    "linalg.transpose": _check_structured,
    "tensor.insert": _check_insert,
    "tensor.from_elements": _check_from_elements,
    "tensor.pad": _check_pad,
    "tensor.yield": _check_tensor_yield,
    "memref.subview": _check_subview,
    "memref.global": _check_memref_global,
    "scf.parallel": _check_parallel,
    "vector.maskedstore": _check_masked_store,
    "affine.for": _check_affine_for,
    "tensor.empty": _check_empty,
    "tensor.extract": _check_extract,
    "tensor.cast": _check_tensor_cast,
    "tensor.extract_slice": _check_slice,
    "tensor.insert_slice": _check_slice,
    "tensor.collapse_shape": _check_collapse,
    "tensor.expand_shape": _check_expand,
    "builtin.module": _check_module,
    "builtin.unrealized_conversion_cast": _check_cast_results,
    "vector.extract": _check_vector_position,
    "vector.insert": _check_vector_position,
}
