"""Which ops of xDSL's own dialects print in custom form exactly as MLIR does.

`xdsl-stream-opt` prints an op of a dialect this package does not own in
generic form unless xDSL's custom printer of it gives, for the op at hand,
the text MLIR's printer gives (`iree-opt`): `func`, `arith`, `complex`, `cf`
and `builtin.module`, the ops every Stream program holds around its own.
That is decided here, per op class and per instance (`prints_like_mlir`):

* `func.func`: a definition, or a declaration with results and no argument
  or result attributes (xDSL prints a declaration's type as `(i32) -> ()`
  and drops its argument and result attributes; MLIR prints `(i32)` and
  keeps them); no property xDSL's printer leaves out; not a definition with
  one result of a function type (xDSL writes `-> (i32) -> i32` without the
  parentheses MLIR writes, text no reader reads).
* `arith.constant`: an integer, or a float that is exactly its text of six
  decimals (`_exact_in_six_digits`: else the two round differently); no
  dense value.
* `func.call`: one result at most (MLIR prints two unnamed results of one
  op as `%0:2`, xDSL as `%0, %1`).
* `arith`: at most one overflow flag (xDSL prints `overflow<nsw,nuw>`, MLIR
  `overflow<nsw, nuw>`).
* every op listed: no property its custom printer leaves out, and no branch
  weights on `cf.cond_br`.

MLIR also leaves out the dialect of an op's name where the enclosing op makes
it the default (`mlir_name`): the top-level module prints as `module`, and a
`func.return` or `func.call` directly in a `func.func` printed in custom form
as `return` or `call`.
Both read back (a bare name is looked up in the default dialect of the custom
op around it, `module` in `builtin`; xDSL's own parser tries the dialects of
the ops around it).

An op is decided by its name, and only if its class is xDSL's own (defined
in the dialect's module of `xdsl.dialects`): the printer imports none of
those dialects, whose ops a run meets only when its input names them.

tests/pytest/io/test_mlir_forms.py holds every op so decided, in the corpus,
the dumps and after the binding segment, equal to `iree-opt`'s text of it;
the fixed-point test holds the output lossless.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from decimal import Decimal
from functools import cache

from xdsl.dialects.builtin import (
    ArrayAttr,
    FloatAttr,
    FunctionType,
    IntegerAttr,
    ModuleOp,
)
from xdsl.ir import Attribute, Operation
from xdsl.utils.hints import isa

_FUNC_PROPERTIES = frozenset(
    {"sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs"}
)
"""What xDSL's `func.func` printer prints of the op's properties."""

_ARITH_PROPERTIES = frozenset({"fastmath", "overflowFlags", "predicate"})
"""What xDSL's `arith` printers print of an op's properties (the constant's
`value` is decided by `_constant`)."""


def _arith(op: Operation) -> bool:
    """Properties xDSL prints, and at most one overflow flag: xDSL prints two
    as `overflow<nsw,nuw>`, MLIR as `overflow<nsw, nuw>` (xDSL's
    `IntegerOverflowAttr` holds the flags as its data)."""
    flags = op.properties.get("overflowFlags")
    if flags is not None and len(getattr(flags, "data", ())) > 1:
        return False
    return _ARITH_PROPERTIES.issuperset(op.properties)


def _call(op: Operation) -> bool:
    """The callee alone, and at most one result: MLIR prints the results of
    one op that have no names of their own as `%0:2`, xDSL as `%0, %1`."""
    return set(op.properties) <= {"callee"} and len(op.results) <= 1


_ARITH_GENERIC = frozenset(
    {"arith.addui_extended", "arith.mulsi_extended", "arith.mului_extended"}
)
"""The `arith` ops left generic: the extended multiplications and additions,
with two results (no program of the package's meets them, so nothing holds
their text equal); every other `arith` op but the constant is decided by its
properties alone (`_arith`)."""


def _properties_within(allowed: frozenset[str]) -> Callable[[Operation], bool]:
    return lambda op: allowed.issuperset(op.properties)


def _func(op: Operation) -> bool:
    if not _FUNC_PROPERTIES.issuperset(op.properties):
        return False
    function_type = op.properties["function_type"]
    assert isinstance(function_type, FunctionType)
    outputs = function_type.outputs.data
    if op.regions[0].blocks:
        # xDSL writes a definition's one function-typed result `-> (i32) ->
        # i32`, which reads as no type (a declaration's is written right)
        return not (len(outputs) == 1 and isinstance(outputs[0], FunctionType))
    return bool(outputs) and not (
        _non_empty(op, "arg_attrs") or _non_empty(op, "res_attrs")
    )


def _non_empty(op: Operation, name: str) -> bool:
    value = op.properties.get(name)
    return isa(value, ArrayAttr[Attribute]) and len(value) > 0


def _constant(op: Operation) -> bool:
    value = op.properties.get("value")
    if set(op.properties) != {"value"}:
        return False
    if isinstance(value, IntegerAttr):
        return True
    return isinstance(value, FloatAttr) and _exact_in_six_digits(value.value.data)


def _exact_in_six_digits(value: float) -> bool:
    """Whether `value` is exactly its `%.6e` text (`0.5`, `-0.0`, `1024.0`):
    both printers print that text then.  Otherwise each rounds its own way
    (MLIR 3.13 prints the `f32` nearest 1e-5 as `9.99999974E-6`, xDSL as
    `1.000000e-05`), and an infinity or NaN MLIR prints as upper-case
    hexadecimal, xDSL as lower-case."""
    if not math.isfinite(value):
        return False
    return Decimal(value) == Decimal(f"{value:.6e}")


def _no_properties(op: Operation) -> bool:
    return not op.properties


_MLIR_FORMS: dict[str, Callable[[Operation], bool]] = {
    "builtin.module": _properties_within(frozenset({"sym_name"})),
    "func.func": _func,
    "func.return": _no_properties,
    "func.call": _call,
    "arith.constant": _constant,
    "complex.create": _no_properties,
    "complex.re": _properties_within(frozenset({"fastmath"})),
    "complex.im": _properties_within(frozenset({"fastmath"})),
    "cf.br": _no_properties,
    "cf.cond_br": _properties_within(frozenset({"operandSegmentSizes"})),
}
"""Op name -> whether xDSL's custom print of the op is MLIR's (and
`_arith` for the other `arith` ops)."""

_XDSL_DIALECTS = ("builtin", "func", "arith", "complex", "cf")
"""The dialects decided, each defined in `xdsl.dialects.<name>`."""


@cache
def _decision(op_type: type[Operation]) -> Callable[[Operation], bool] | None:
    """How ops of `op_type` are decided; None if never (its custom print is
    not xDSL's own of the dialects above: the package's `func.func`, which
    reads more, prints with xDSL's printer and is decided)."""
    name = op_type.name
    dialect = name.partition(".")[0]
    xdsl_module = f"xdsl.dialects.{dialect}"
    if dialect not in _XDSL_DIALECTS or xdsl_module not in (
        op_type.__module__,
        op_type.print.__module__,
    ):
        return None
    found = _MLIR_FORMS.get(name)
    if found is None and dialect == "arith" and name not in _ARITH_GENERIC:
        return _arith
    return found


def prints_like_mlir(op: Operation) -> bool:
    """Whether xDSL prints `op` in custom form exactly as MLIR does."""
    decide = _decision(type(op))
    return decide is not None and decide(op)


def mlir_name(op: Operation) -> str:
    """`op`'s name as MLIR prints it in custom form, without the default
    dialect the enclosing op gives: `builtin` at the top level and in a
    module printed in custom form, `func` for the
    `func` ops directly in a `func.func` printed in custom form (`return`,
    `call`)."""
    parent = op.parent_op()
    if isinstance(op, ModuleOp) and (
        parent is None or isinstance(parent, ModuleOp) and prints_like_mlir(parent)
    ):
        return "module"
    if (
        op.name in ("func.return", "func.call")
        and _decision(type(op)) is not None
        and parent is not None
        and parent.name == "func.func"
        and prints_like_mlir(parent)
    ):
        return op.name.removeprefix("func.")
    return op.name
