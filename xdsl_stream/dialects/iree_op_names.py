"""The op names IREE 3.13 knows, for the reader to refuse any other.

MLIR refuses an op that a loaded dialect does not define, even under
`--allow-unregistered-dialect`: `"arith.bogus"() : () -> ()` is "unregistered
operation 'arith.bogus' found in dialect ('arith') that does not allow
unknown operations", and a custom `arith.bogus` is "custom op 'arith.bogus'
is unknown".  Only ops of dialects no one registered are kept.  xDSL's
context keeps any op it has no class for once unregistered ops are allowed,
as they are for dumps; and xDSL declares a few ops MLIR no longer has
(`linalg.add`, ...).

`iree_op_names.txt`, beside this module, lists for each dialect of
`iree-opt` 3.13 that refuses unknown ops the names of its ops (written by
`tests/harness/iree_op_names.py` from IREE's compiler library and
`iree-opt` itself; `tests/pytest/dialects/test_iree_op_names.py` holds the
package's and xDSL's declarations to it).  Dialects it does not list (`llvm`,
`spirv` and the others `iree-opt` leaves open, and every dialect it does not
have) keep unknown ops as before.  The file is read the first time a name is
asked about, once per process, and each name's answer kept.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path

_FILE = Path(__file__).with_name("iree_op_names.txt")


@cache
def known_op_names() -> Mapping[str, frozenset[str]]:
    """Dialect -> the names after its dot of the ops IREE 3.13 defines in it,
    for each dialect of IREE's that refuses unknown ops."""
    known: dict[str, frozenset[str]] = {}
    for line in _FILE.read_text().splitlines():
        if line and not line.startswith("#"):
            dialect, _, names = line.partition(":")
            known[dialect] = frozenset(names.split())
    return known


@cache
def unknown_to_iree(name: str) -> bool:
    """Whether `iree-opt` 3.13 refuses an op named `name` (`dialect.op`) as
    unknown: its dialect is one that refuses unknown ops and defines no op of
    that name."""
    dialect, dot, op = name.partition(".")
    names = known_op_names().get(dialect) if dot else None
    return names is not None and op not in names
