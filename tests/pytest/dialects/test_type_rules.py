"""Every op that ties types declares the MLIR rule the tie stands for.

An op of the Stream and Util dialects ties the types of operands and results
with a `TypeVariable` (`xdsl_stream.dialects.type_rules`), which leaves the
tie to the op's rule: `AllTypesMatch` or `SameOperandsAndResultType` among
its traits, as IREE's ODS declares it.  A plain `VarConstraint` would refuse
a mismatch in xDSL's words, and a `TypeVariable` without a rule would not
refuse it at all.
"""

from __future__ import annotations

import pytest
from xdsl.irdl import IRDLOperation, VarConstraint

from xdsl_stream.dialects.stream import Stream
from xdsl_stream.dialects.type_rules import (
    AllTypesMatch,
    SameOperandsAndResultType,
    TypeVariable,
)
from xdsl_stream.dialects.util import UTIL

OPS = [*Stream.operations, *UTIL.operations]


def _variables(op: type[IRDLOperation]) -> list[VarConstraint]:
    return [
        value
        for cls in op.__mro__
        for value in vars(cls).values()
        if isinstance(value, VarConstraint)
    ]


TYING = [op for op in OPS if _variables(op)]


def test_ops_tie_types() -> None:
    """The ops of IREE's `AllTypesMatch` and `SameOperandsAndResultType`
    among them (a check that the scan finds them)."""
    assert len(TYING) >= 23


@pytest.mark.parametrize("op", TYING, ids=[op.name for op in TYING])
def test_a_tie_declares_its_rule(op: type[IRDLOperation]) -> None:
    assert all(type(v) is TypeVariable for v in _variables(op))
    rules = [
        trait
        for trait in op.get_irdl_definition().traits
        if isinstance(trait, AllTypesMatch | SameOperandsAndResultType)
    ]
    assert len(rules) == 1
    op_def = op.get_irdl_definition()
    values = {name for name, _ in (*op_def.operands, *op_def.results)}
    if isinstance(rules[0], AllTypesMatch):
        assert set(rules[0].names) <= values
