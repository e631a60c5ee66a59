"""Unknown ops of a closed dialect are refused when parsing, as MLIR refuses them.

MLIR refuses an op its dialect does not define even under
`--allow-unregistered-dialect` ("unregistered operation ... found in dialect
('stream') that does not allow unknown operations"), so a typo such as
`"stream.cmd.dispach"` is an error.  xDSL's `Context` turns every unknown name
into an `UnregisteredOp` when unregistered ops are allowed, and has no hook
for a dialect to say it is closed: a dialect says so by being a
`ClosedDialect` (the `stream` dialect, which defines every op of IREE's
`StreamOps.td`; the `util` dialect, which knows every name of IREE's
`UtilOps.td` and reads those it does not declare as unregistered).  The package's reader
(`xdsl_stream.io.parser.ClosedDialectParser`) refuses them where the op is
read, at its name; `verify_no_unknown_ops` where stock `xdsl-opt` kept them.
Both also refuse an op IREE 3.13 does not define in a dialect it closes
(`xdsl_stream.dialects.iree_op_names`: `"arith.bogus"`, `"hal.bogus"`).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from itertools import chain
from typing import Any

from xdsl.dialects.builtin import UnregisteredOp
from xdsl.ir import Dialect, Operation
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.core.ir_helpers import walk_region
from xdsl_stream.core.plugins import installed_universe
from xdsl_stream.core.verify_memo import found_once, shortcuts_on
from xdsl_stream.dialects.iree_op_names import unknown_to_iree


class ClosedDialect(Dialect):
    """A dialect that knows every op of its namespace: an op name of it that
    it does not know is an error, not an unregistered op.  It knows the ops
    it defines and the names in `undeclared`: ops IREE defines that the
    package does not declare, read as unregistered (in generic form)."""

    def __init__(
        self, *args: Any, undeclared: Iterable[str] = (), **kwargs: Any
    ) -> None:
        super().__init__(*args, **kwargs)
        self.undeclared = frozenset(undeclared)


def refuses(dialect: Dialect, op_name: str) -> bool:
    """Whether `dialect` refuses an op named `op_name` that it does not
    define."""
    return isinstance(dialect, ClosedDialect) and op_name not in dialect.undeclared


@cache
def _registered_dialect(name: str) -> Dialect | None:
    """The dialect registered as `name` with xDSL (by any plugin), if any."""
    load = installed_universe().all_dialects.get(name)
    return None if load is None else load()


def verify_no_unknown_ops(op: Operation) -> None:
    """Refuse unknown ops of a closed dialect anywhere inside `op`'s regions.

    Stock `xdsl-opt` reads with xDSL's own parser (a plugin must not replace
    it), which keeps a typo such as `"stream.cmd.dispach"` as an unregistered
    op.  The ops that hold host and executable code (`util.func`,
    `util.initializer`, `stream.executable`) call this from their verifiers,
    so the typo is refused there, at verification, with the op named.  The
    op's dialect is looked up by name among the dialects registered with xDSL
    (as `xdsl-opt` finds them), so this check depends on no dialect.
    """
    if _none_unregistered(op):
        return
    for region in op.regions:
        for inner in region.walk():
            if not isinstance(inner, UnregisteredOp):
                continue
            name = inner.op_name.data
            dialect_name = name.split(".", 1)[0]
            dialect = _registered_dialect(dialect_name)
            closed = dialect is not None and refuses(dialect, name)
            if closed or unknown_to_iree(name):
                raise VerifyException(
                    f"unregistered operation '{name}' found in dialect "
                    f"('{dialect_name}') that does not allow unknown operations"
                )


def _none_unregistered(op: Operation) -> bool:
    """Whether the IR `op` is part of holds no unregistered op, found by one
    walk per verification (`found_once`; False: unknown).  Every `util.func`
    and `stream.executable` of a module asks: the whole module is walked once
    instead of each of them."""
    if not shortcuts_on():
        return False
    top = op.get_toplevel_object()
    if not isinstance(top, Operation):
        return False
    return found_once(_none_unregistered, lambda: not _holds_unregistered(top), top)


def _holds_unregistered(top: Operation) -> bool:
    """Whether `top` or an op inside it is an `UnregisteredOp` (each op
    class asked once)."""
    registered: set[type[Operation]] = set()
    for op in chain((top,), *map(walk_region, top.regions)):
        kind = type(op)
        if kind not in registered:
            if issubclass(kind, UnregisteredOp):
                return True
            registered.add(kind)
    return False
