"""The predicates of `arith.cmpi` and `arith.cmpf`, apart from their ops:
the reader's rules (`xdsl_stream.io.mlir_rules`) check a predicate's range
with them without importing `arith` (a run imports a dialect only when its
input names it)."""

CMPI_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
CMPF_PREDICATES = (
    "false",
    "oeq",
    "ogt",
    "oge",
    "olt",
    "ole",
    "one",
    "ord",
    "ueq",
    "ugt",
    "uge",
    "ult",
    "ule",
    "une",
    "uno",
    "true",
)
"""MLIR's predicates, by value (the `i64` of `predicate`)."""
