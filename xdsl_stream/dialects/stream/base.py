"""Helpers shared by the op modules of the `stream` dialect."""

from __future__ import annotations

from functools import lru_cache

from xdsl.dialects.builtin import (
    DenseArrayBase,
    FunctionType,
    IntegerType,
    UnitAttr,
)
from xdsl.ir import (
    Operation,
)
from xdsl.traits import (
    OpTrait,
)


class CmdOpTrait(OpTrait):
    """Marks ops that may appear inside a `stream.cmd.execute` region."""


@lru_cache(maxsize=1024)
def segment_sizes(sizes: tuple[int, ...]) -> DenseArrayBase:
    """`operandSegmentSizes`, made once per distinct value (attributes are
    immutable, so ops share them)."""
    return DenseArrayBase.from_list(IntegerType(32), sizes)


def function_type_of(op: Operation) -> FunctionType | None:
    """The `function_type` of a function-like op (func.func, util.func, ...)."""
    ftype = op.properties.get("function_type", op.attributes.get("function_type"))
    return ftype if isinstance(ftype, FunctionType) else None


def unit_attr(flag: bool) -> UnitAttr | None:
    return UnitAttr() if flag else None
