"""Unknown `stream.*` ops are refused when parsing, as MLIR refuses them.

MLIR refuses an op its dialect does not define even under
`--allow-unregistered-dialect` ("unregistered operation ... found in dialect
('stream') that does not allow unknown operations"), so a typo such as
`"stream.cmd.dispach"` is an error.  xDSL's `Context` turns every unknown name
into an `UnregisteredOp` when unregistered ops are allowed, and has no hook
for a dialect to say it is closed; the package's reader
(`xdsl_stream.parsing.ClosedDialectParser`) refuses them where the op is
read, at its name, and `verify_no_unknown_ops` at verification.

The `stream` dialect is closed once it defines every op of IREE's
`StreamOps.td` (`IREE_STREAM_OPS`): until then real dumps hold ops it does
not define yet, which must stay readable as unregistered ops.
"""

from __future__ import annotations

from xdsl.dialects.builtin import UnregisteredOp
from xdsl.ir import Dialect, Operation
from xdsl.utils.exceptions import VerifyException

IREE_STREAM_OPS: frozenset[str] = frozenset(
    (
        "stream.async.alloca",
        "stream.async.barrier",
        "stream.async.call",
        "stream.async.cast",
        "stream.async.clone",
        "stream.async.collective",
        "stream.async.concurrent",
        "stream.async.constant",
        "stream.async.copy",
        "stream.async.dispatch",
        "stream.async.execute",
        "stream.async.fill",
        "stream.async.func",
        "stream.async.load",
        "stream.async.parameter.gather",
        "stream.async.parameter.load",
        "stream.async.parameter.read",
        "stream.async.parameter.scatter",
        "stream.async.parameter.write",
        "stream.async.slice",
        "stream.async.splat",
        "stream.async.store",
        "stream.async.transfer",
        "stream.async.update",
        "stream.binding.subspan",
        "stream.channel.count",
        "stream.channel.create",
        "stream.channel.rank",
        "stream.channel.split",
        "stream.cmd.call",
        "stream.cmd.collective",
        "stream.cmd.concurrent",
        "stream.cmd.copy",
        "stream.cmd.discard",
        "stream.cmd.dispatch",
        "stream.cmd.execute",
        "stream.cmd.fill",
        "stream.cmd.flush",
        "stream.cmd.func",
        "stream.cmd.invalidate",
        "stream.cmd.parameter.gather",
        "stream.cmd.parameter.load",
        "stream.cmd.parameter.read",
        "stream.cmd.parameter.scatter",
        "stream.cmd.parameter.write",
        "stream.cmd.serial",
        "stream.context.resolve",
        "stream.dispatch.workgroup.count",
        "stream.dispatch.workgroup.id",
        "stream.dispatch.workgroup.size",
        "stream.executable",
        "stream.executable.end",
        "stream.executable.export",
        "stream.file.constant",
        "stream.file.read",
        "stream.file.write",
        "stream.resource.alloc",
        "stream.resource.alloca",
        "stream.resource.constants",
        "stream.resource.dealloca",
        "stream.resource.is_terminal",
        "stream.resource.load",
        "stream.resource.pack",
        "stream.resource.release",
        "stream.resource.retain",
        "stream.resource.size",
        "stream.resource.store",
        "stream.resource.subview",
        "stream.resource.transients",
        "stream.resource.try_map",
        "stream.return",
        "stream.tensor.clone",
        "stream.tensor.constant",
        "stream.tensor.dispatch",
        "stream.tensor.empty",
        "stream.tensor.encode",
        "stream.tensor.export",
        "stream.tensor.fill",
        "stream.tensor.import",
        "stream.tensor.load",
        "stream.tensor.parameter.load",
        "stream.tensor.parameter.write",
        "stream.tensor.sizeof",
        "stream.tensor.slice",
        "stream.tensor.splat",
        "stream.tensor.store",
        "stream.tensor.trace",
        "stream.tensor.update",
        "stream.timepoint.await",
        "stream.timepoint.barrier",
        "stream.timepoint.chain_external",
        "stream.timepoint.export",
        "stream.timepoint.immediate",
        "stream.timepoint.import",
        "stream.timepoint.join",
        "stream.yield",
    )
)
"""Every op of IREE 3.13's `StreamOps.td` but the `stream.test.*` ones."""


def missing_ops(dialect: Dialect) -> list[str]:
    """The ops of `IREE_STREAM_OPS` that `dialect` does not define."""
    defined = {op.name for op in dialect.operations}
    return sorted(IREE_STREAM_OPS - defined)


_CLOSED: dict[str, bool] = {}


def is_closed(dialect: Dialect) -> bool:
    """Whether `dialect` refuses ops it does not define (only a complete
    `stream` does)."""
    closed = _CLOSED.get(dialect.name)
    if closed is None:
        closed = _CLOSED[dialect.name] = dialect.name == "stream" and not missing_ops(
            dialect
        )
    return closed


def verify_no_unknown_ops(op: Operation) -> None:
    """Refuse unknown ops of a closed dialect anywhere inside `op`'s regions.

    Stock `xdsl-opt` reads with xDSL's own parser (a plugin must not replace
    it), which keeps a typo such as `"stream.cmd.dispach"` as an unregistered
    op.  The ops that hold host and executable code (`util.func`,
    `util.initializer`, `stream.executable`) call this from their verifiers,
    so the typo is refused there, at verification, with the op named.
    """
    for region in op.regions:
        for inner in region.walk():
            if not isinstance(inner, UnregisteredOp):
                continue
            name = inner.op_name.data
            dialect_name = name.split(".", 1)[0]
            if dialect_name != "stream":
                continue
            from xdsl_stream.dialects.stream import Stream

            if is_closed(Stream):
                raise VerifyException(
                    f"unregistered operation '{name}' found in dialect "
                    f"('{dialect_name}') that does not allow unknown operations"
                )
