"""MLIR's rules that xDSL's verifiers do not check, for the reader's verifier.

Each is a check iree-opt makes, on ops of dialects the package does not own
(or on every op, as MLIR's interfaces do, or as MLIR reads the properties of
any op), where xDSL 0.75 accepts the IR:

* no branch leads to the entry block of a region (MLIR's region rule, for
  every op, registered or not);
* a function op of `NEIGHBOUR_FUNCTIONS` without a body (a declaration) may
  not be public (MLIR's symbol rule);
* a function's argument and result attributes are one dictionary per
  argument and per result, of dialect attributes (`dialect.name`), and its
  entry block's arguments are its inputs (MLIR's function interface), for
  every registered op with a `function_type` (`util.initializer`,
  `stream.cmd.func` and `func.func` among them);
* a named symbol's parent op is a symbol table, or unregistered (which MLIR
  takes to be one): MLIR's symbol interface;
* the predicate of `arith.cmpi` and `arith.cmpf` is an `i64` integer naming
  one of their predicates (xDSL reads any integer, and its custom printer
  indexes its list of names with it: `-1` prints as the last one);
* a property IREE declares a `TypedAttr` (`TYPED_VALUES`: a
  `stream.tensor.constant`'s value, a `util.global`'s initial value) holds a
  typed attribute, not a unit, array, symbol, type, map or dense array,
  refused as MLIR reads the properties;
* the body of a contraction (`CONTRACTIONS`), written out in generic form,
  multiplies its two inputs and adds the product to its output (MLIR's
  contraction interface): xDSL reads any body;
* the verifiers of upstream ops xDSL leaves out (`xdsl_stream.io.op_rules`:
  branch operands, `scf` region edges, `tensor` sizes and
  indices, slice lists, a `linalg` op's results and body).

`check` raises `VerifyException` with the message iree-opt gives after
`'NAME' op `, or `Unprefixed` with the whole message where iree-opt gives
it without that prefix.
"""

from __future__ import annotations

from functools import cache
from typing import NoReturn, cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    FunctionType,
    IntegerAttr,
    IntegerType,
    StringAttr,
    SymbolRefAttr,
    UnregisteredOp,
)
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Operation,
    SSAValue,
)
from xdsl.traits import SymbolOpInterface
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.core.ir_helpers import attribute_text, is_symbol_table, symbol_name
from xdsl_stream.core.side_effects import declared_effects
from xdsl_stream.dialects.arith_predicates import CMPF_PREDICATES, CMPI_PREDICATES
from xdsl_stream.dialects.syntax import (
    BUILTIN_UNTYPED,
    verify_entry_block,
    verify_function_attribute_count,
)
from xdsl_stream.dialects.util import typed_attr_type
from xdsl_stream.io import op_rules
from xdsl_stream.io.op_rules import Unprefixed
from xdsl_stream.io.parser import NEIGHBOUR_FUNCTIONS
from xdsl_stream.io.printer import mlir_attribute_text

__all__ = ["Unprefixed", "check"]

PREDICATE_COUNTS = {
    "arith.cmpi": len(CMPI_PREDICATES),
    "arith.cmpf": len(CMPF_PREDICATES),
}
"""How many predicates each comparison has (MLIR's enums, numbered from 0)."""

_I64 = IntegerType(64)


CONTRACTIONS = frozenset({"linalg.matmul", "linalg.batch_matmul"})
"""The ops of MLIR's contraction interface that the package's contexts
declare (xDSL's `linalg.matmul`, the package's `linalg.batch_matmul`)."""

CONTRACTION_PAIRS = frozenset(
    {
        ("arith.mulf", "arith.addf"),
        ("arith.muli", "arith.addi"),
        ("complex.mul", "complex.add"),
        ("arith.andi", "arith.ori"),
    }
)
"""The (multiply, add) op pairs a contraction's body may be made of."""


FLAT_REFERENCES = {
    "util.global.load": "global",
    "util.global.store": "global",
    "util.global.address": "global",
    "util.call": "callee",
}
"""The ops with a property IREE declares a `FlatSymbolRefAttr`, and its name."""


def check_read_properties(op: Operation) -> None:
    """The properties MLIR refuses as it reads them, before any verifier
    runs: a nested reference where IREE wants a flat one (`@inner::@g`),
    which the op's verifier would otherwise resolve or report in xDSL's
    words."""
    name = FLAT_REFERENCES.get(op.name)
    if name is None:
        return
    ref = op.properties.get(name)
    if isinstance(ref, SymbolRefAttr) and ref.nested_references.data:
        _invalid_property(op, name, ref)


def _invalid_property(op: Operation, name: str, value: Attribute) -> NoReturn:
    """MLIR's error for a property it cannot convert."""
    written = mlir_attribute_text(DictionaryAttr(dict(sorted(op.properties.items()))))
    raise Unprefixed(
        f"invalid properties {written} for op {op.name}: Invalid attribute "
        f"`{name}` in property conversion: {mlir_attribute_text(value)}"
    )


TYPED_VALUES = {"stream.tensor.constant": "value", "util.global": "initial_value"}
"""The ops with a property IREE declares a `TypedAttr`, and its name."""


def _check_typed_value(op: Operation, name: str) -> None:
    """A `TypedAttr` property holds a typed attribute: MLIR refuses another
    as it reads the properties (xDSL took `<{value}>`, a unit, and printed a
    `stream.tensor.constant` no reader reads back).  A `stream.tensor.constant`
    refuses a dialect attribute without a type too (`#util.composite<...>`,
    which iree-opt refuses there; `util.global`'s verifier says it of its own
    value, in other words)."""
    value = op.properties.get(name)
    untyped = isinstance(value, BUILTIN_UNTYPED) or (
        op.name == "stream.tensor.constant"
        and value is not None
        and typed_attr_type(value) is None
    )
    if not untyped or value is None:
        return
    _invalid_property(op, name, value)


def _check_properties(op: Operation) -> None:
    """The properties MLIR refuses as it reads them."""
    if "sym_visibility" in op.properties:
        _check_visibility(op.properties["sym_visibility"])
    if (count := PREDICATE_COUNTS.get(op.name)) is not None:
        _check_predicate(op, count)
    if (typed := TYPED_VALUES.get(op.name)) is not None:
        _check_typed_value(op, typed)


def check(op: Operation) -> None:
    """Raise for the first of the module's rules `op` breaks."""
    for region in op.regions:
        entry = region.blocks.first
        if entry is not None and entry.first_use is not None:
            raise Unprefixed("entry block of region may not have predecessors")
    if isinstance(op, UnregisteredOp):
        op_rules.check_unregistered(op)
        return
    if op.name in NEIGHBOUR_FUNCTIONS:
        _check_declaration(op)
    if "function_type" in op.properties:
        _check_function(op)
    if _is_symbol(type(op)) and symbol_name(op) is not None:
        _check_symbol_parent(op)
    _check_properties(op)
    if op.name in CONTRACTIONS and not _is_contraction_body(op.regions[0].block):
        raise Unprefixed("expected add/mul op in the body")
    op_rules.check(op)


def _check_declaration(function: Operation) -> None:
    """A function without a body (a declaration) may not be public."""
    visibility = function.properties.get("sym_visibility")
    if function.regions[0].blocks or (
        isinstance(visibility, StringAttr) and visibility.data != "public"
    ):
        return
    raise VerifyException("symbol declaration cannot have public visibility")


def _check_function(function: Operation) -> None:
    """MLIR's function interface, on an op whose `function_type` is a
    function type: one attribute dictionary per argument and per result,
    holding dialect attributes only (`dialect.name`), and an entry block
    (unless a declaration) whose arguments are the function's inputs."""
    signature = function.properties["function_type"]
    if not isinstance(signature, FunctionType):
        return
    if function.name == "util.initializer":  # IREE's takes no argument, whatever
        signature = _NO_ARGUMENTS  # its `function_type` says (and prints none)
    counts = {"argument": len(signature.inputs), "result": len(signature.outputs)}
    attrs = {
        what: cast(ArrayAttr[Attribute], found).data
        for name, what in (("arg_attrs", "argument"), ("res_attrs", "result"))
        if isinstance(found := function.properties.get(name), ArrayAttr)
    }
    for what, entries in attrs.items():  # (their ODS constraint, checked first)
        if not all(isinstance(entry, DictionaryAttr) for entry in entries):
            name = "arg_attrs" if what == "argument" else "res_attrs"
            raise VerifyException(
                f"attribute '{name}' failed to satisfy constraint: Array of "
                "dictionary attributes"
            )
    for what, entries in attrs.items():
        _check_attribute_dictionaries(entries, what, counts[what])
    entry = function.regions[0].blocks.first if function.regions else None
    if entry is None:
        return
    verify_entry_block(signature.inputs.data, entry)


_NO_ARGUMENTS = FunctionType.from_lists([], [])


def _check_attribute_dictionaries(
    entries: tuple[Attribute, ...], what: str, count: int
) -> None:
    verify_function_attribute_count(what, len(entries), count)
    for entry in cast(tuple[DictionaryAttr, ...], entries):
        if any("." not in key for key in entry.data):
            raise VerifyException(f"{what}s may only have dialect attributes")


@cache
def _is_symbol(op_type: type[Operation]) -> bool:
    return op_type.get_trait(SymbolOpInterface) is not None


VISIBILITIES = ("public", "private", "nested")


def _check_visibility(visibility: Attribute) -> None:
    """A symbol's visibility is one MLIR knows (xDSL printed `"x"` as
    `util.global x @a`, which no reader reads back)."""
    if isinstance(visibility, StringAttr) and visibility.data not in VISIBILITIES:
        known = ", ".join(f'"{v}"' for v in VISIBILITIES)
        raise VerifyException(
            f'visibility expected to be one of [{known}], but got "{visibility.data}"'
        )


def _check_symbol_parent(symbol: Operation) -> None:
    """A named symbol lives in a symbol table (an unregistered op may be one)."""
    parent = symbol.parent_op()
    if parent is None or isinstance(parent, UnregisteredOp) or is_symbol_table(parent):
        return
    raise VerifyException("symbol's parent must have the SymbolTable trait")


def _check_predicate(comparison: Operation, count: int) -> None:
    """The predicate is an `i64` integer in `0 .. count - 1`."""
    predicate = comparison.properties.get("predicate")
    if predicate is None:  # xDSL's verifier refuses it before
        return
    if isinstance(predicate, IntegerAttr):
        number = cast(IntegerAttr[IntegerType], predicate)
        if number.type == _I64 and 0 <= number.value.data < count:
            return
    text = attribute_text(cast(Attribute, predicate))
    raise Unprefixed(
        f"invalid properties {{predicate = {text}}} for op {comparison.name}: "
        f"Invalid attribute `predicate` in property conversion: {text}"
    )


def _is_contraction_body(body: Block) -> bool:
    """`out + in0 * in1` (either operand order), each value possibly through
    effect-free one-operand ops (casts): MLIR's `isContractionBody`."""
    terminator = body.last_op
    if len(body.args) != 3 or terminator is None or len(terminator.operands) != 1:
        return False
    add = _source(terminator.operands[0]).owner
    if not isinstance(add, Operation) or not _is_binary(add):
        return False
    left, right = (_source(value) for value in add.operands)
    out = body.args[2]
    if out not in (left, right):
        return False
    mul = _source(right if isinstance(left, BlockArgument) else left).owner
    if not isinstance(mul, Operation) or not _is_binary(mul):
        return False
    if (mul.name, add.name) not in CONTRACTION_PAIRS:
        return False
    inputs = {_source(value) for value in mul.operands}
    return inputs == {body.args[0], body.args[1]}


def _is_binary(op: Operation) -> bool:
    return len(op.results) == 1 and len(op.operands) == 2


def _source(value: SSAValue) -> SSAValue:
    """`value` before the one-operand ops declared free of effects that make
    it (MLIR's `getSourceSkipUnary`)."""
    op = value.owner
    while isinstance(op, Operation) and len(op.operands) == 1:
        if declared_effects(op) != set():
            break
        value = op.operands[0]
        op = value.owner
    return value
