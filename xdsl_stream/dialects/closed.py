"""Unknown ops of a closed dialect are refused when parsing, as MLIR refuses them.

MLIR refuses an op its dialect does not define even under
`--allow-unregistered-dialect` ("unregistered operation ... found in dialect
('stream') that does not allow unknown operations"), so a typo such as
`"stream.cmd.dispach"` is an error.  xDSL's `Context` turns every unknown name
into an `UnregisteredOp` when unregistered ops are allowed, and has no hook
for a dialect to say it is closed: a dialect says so by being a
`ClosedDialect` (the `stream` dialect, which defines every op of IREE's
`StreamOps.td`).  `ClosedDialectParser` (a base of the package's parser,
`xdsl_stream.parsing.ForwardLocParser`, which `xdsl-opt` uses with this
package installed) refuses them where the op is read, at its name;
`verify_no_unknown_ops` where stock `xdsl-opt` kept them.
"""

from __future__ import annotations

from functools import cache

from xdsl.dialects.builtin import UnregisteredOp
from xdsl.ir import Dialect, Operation
from xdsl.parser import Parser
from xdsl.universe import Universe
from xdsl.utils.exceptions import VerifyException


class ClosedDialect(Dialect):
    """A dialect that defines every op of its namespace: an op name of it
    that it does not define is an error, not an unregistered op."""


def _is_closed(dialect: Dialect) -> bool:
    return isinstance(dialect, ClosedDialect)


@cache
def _registered_dialect(name: str) -> Dialect | None:
    """The dialect registered as `name` with xDSL (by any plugin), if any."""
    load = Universe.get_multiverse().all_dialects.get(name)
    return None if load is None else load()


class ClosedDialectParser(Parser):
    """A parser that refuses unknown ops of a complete `stream` dialect."""

    def _get_op_by_name(self, name: str) -> type[Operation]:
        if "." in name:
            # A qualified name is looked up as written, as MLIR does: xDSL
            # also tries it under the enclosing op's dialect, so inside a
            # `stream.executable` an unknown `"tensor.empty"` would silently
            # become `stream.tensor.empty` (and `"async.execute"`
            # `stream.async.execute`).  Default dialects are for bare names.
            op_type = self.ctx.get_optional_op(name)
            if op_type is None:
                self.raise_error(f"Operation {name} is not registered")
        else:
            op_type = super()._get_op_by_name(name)
        if not issubclass(op_type, UnregisteredOp) or "." not in name:
            return op_type
        dialect_name = name.split(".", 1)[0]
        dialect = self.ctx.get_optional_dialect(dialect_name)
        if dialect is not None and _is_closed(dialect):
            # The name was just read: point at it (before the current token).
            text = self.lexer.input.content
            start = text.rfind(name, 0, self.pos)
            if start < 0:
                start = self.pos
            self.raise_error(
                f"unregistered operation '{name}' found in dialect "
                f"('{dialect_name}') that does not allow unknown operations",
                start,
                start + len(name),
            )
        return op_type


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
    for region in op.regions:
        for inner in region.walk():
            if not isinstance(inner, UnregisteredOp):
                continue
            name = inner.op_name.data
            dialect_name = name.split(".", 1)[0]
            dialect = _registered_dialect(dialect_name)
            if dialect is not None and _is_closed(dialect):
                raise VerifyException(
                    f"unregistered operation '{name}' found in dialect "
                    f"('{dialect_name}') that does not allow unknown operations"
                )
