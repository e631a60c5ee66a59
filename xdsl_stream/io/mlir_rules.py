"""MLIR's rules that xDSL's verifiers do not check, for the reader's verifier.

Each is a check iree-opt makes, on ops of dialects the package does not own
(or on every op, as MLIR's interfaces do), where xDSL 0.75 accepts the IR:

* a function op of `NEIGHBOUR_FUNCTIONS` without a body (a declaration) may
  not be public (MLIR's symbol rule);
* the attributes of a function's arguments and results are dialect
  attributes, `dialect.name` (MLIR's function interface), for every
  registered op with a `function_type`;
* a named symbol's parent op is a symbol table, or unregistered (which MLIR
  takes to be one): MLIR's symbol interface;
* the predicate of `arith.cmpi` and `arith.cmpf` is an `i64` integer naming
  one of their predicates (xDSL reads any integer, and its custom printer
  indexes its list of names with it: `-1` prints as the last one).

`check` raises `VerifyException` with the message iree-opt gives after
`'NAME' op `, or `InvalidProperties` with the whole message when iree-opt
gives it without that prefix (its properties are refused as they are read).
"""

from __future__ import annotations

from functools import cache
from typing import cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    UnregisteredOp,
)
from xdsl.ir import Attribute, Operation
from xdsl.traits import SymbolOpInterface
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.core.ir_helpers import attribute_text, is_symbol_table, symbol_name
from xdsl_stream.io.parser import NEIGHBOUR_FUNCTIONS

PREDICATE_COUNTS = {"arith.cmpi": 10, "arith.cmpf": 16}
"""How many predicates each comparison has (MLIR's enums, numbered from 0)."""

_I64 = IntegerType(64)


class InvalidProperties(VerifyException):
    """An op's properties that MLIR refuses as it reads them: the message is
    whole, without the op's name before it."""


def check(op: Operation) -> None:
    """Raise for the first of the module's rules `op` breaks."""
    if isinstance(op, UnregisteredOp):
        return
    if op.name in NEIGHBOUR_FUNCTIONS:
        _check_declaration(op)
    if "function_type" in op.properties:
        _check_function_attributes(op)
    if _is_symbol(type(op)) and symbol_name(op) is not None:
        _check_symbol_parent(op)
    if (count := PREDICATE_COUNTS.get(op.name)) is not None:
        _check_predicate(op, count)


def _check_declaration(function: Operation) -> None:
    """A function without a body (a declaration) may not be public."""
    visibility = function.properties.get("sym_visibility")
    if function.regions[0].blocks or (
        isinstance(visibility, StringAttr) and visibility.data != "public"
    ):
        return
    raise VerifyException("symbol declaration cannot have public visibility")


def _check_function_attributes(function: Operation) -> None:
    """The attributes of a function's arguments and results are dialect
    attributes, named `dialect.name`."""
    for name, what in (("arg_attrs", "arguments"), ("res_attrs", "results")):
        attrs = function.properties.get(name)
        if isinstance(attrs, ArrayAttr) and any(
            isinstance(entry, DictionaryAttr) and any("." not in k for k in entry.data)
            for entry in cast(ArrayAttr[Attribute], attrs).data
        ):
            raise VerifyException(f"{what} may only have dialect attributes")


@cache
def _is_symbol(op_type: type[Operation]) -> bool:
    return op_type.get_trait(SymbolOpInterface) is not None


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
    raise InvalidProperties(
        f"invalid properties {{predicate = {text}}} for op {comparison.name}: "
        f"Invalid attribute `predicate` in property conversion: {text}"
    )
