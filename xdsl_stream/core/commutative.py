"""MLIR's `Commutative` trait, also where xDSL 0.75 does not declare it.

MLIR's CSE takes two commutative ops with the same operands in another order
for equal (`arith.addf %a, %b` and `arith.addf %b, %a`).  xDSL 0.75 marks
only `arith.addi`, `muli`, `andi`, `ori` and `xori` commutative; MLIR also
marks the float addition and multiplication, the integer and float min and
max ops and the extended addition and multiplications (docs/upstream.md,
entry 29).  `is_commutative` answers as MLIR's trait does.
"""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.traits import Commutative

MLIR_COMMUTATIVE = frozenset(
    f"arith.{name}"
    for name in (
        "addf",
        "mulf",
        "maxsi",
        "maxui",
        "minsi",
        "minui",
        "maximumf",
        "minimumf",
        "maxnumf",
        "minnumf",
        "addui_extended",
        "mulsi_extended",
        "mului_extended",
    )
)
"""Ops MLIR declares `Commutative` and xDSL 0.75 does not."""


def is_commutative(op: Operation) -> bool:
    """Whether MLIR's `Commutative` trait holds for `op`."""
    return op.name in MLIR_COMMUTATIVE or op.has_trait(
        Commutative, value_if_unregistered=False
    )
