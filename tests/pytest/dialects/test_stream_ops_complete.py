"""Every op of IREE 3.13's `StreamOps.td` is defined, and unknown ones refused.

`STREAM_OPS` is the list of `def Stream_*Op` names of `StreamOps.td` (without
the `stream.test.*` ops), written out here so that the dialect cannot define
its own yardstick.  Each missing op is a failure of its own.
"""

from __future__ import annotations

import pytest
from xdsl.context import Context
from xdsl.ir import Dialect
from xdsl.universe import Universe
from xdsl.utils.exceptions import ParseError, PyRDLOpDefinitionError

import xdsl_stream.dialects.closed as closed
from xdsl_stream.dialects.stream import Stream
from xdsl_stream.dialects.stream.base import format_program
from xdsl_stream.io.parser import ForwardLocParser
from xdsl_stream.universe import make_context

STREAM_OPS = (
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

DEFINED = {op.name for op in Stream.operations}


def test_the_list_is_iree_s() -> None:
    # 96: `stream.timepoint.chain_external` is declared over two lines in
    # StreamOps.td (`def Stream_TimepointChainExternalOp :` then
    # `Stream_Op<"timepoint.chain_external", ...`), easy to miss in a count.
    assert len(STREAM_OPS) == 96
    assert len(set(STREAM_OPS)) == 96


@pytest.mark.parametrize("name", STREAM_OPS)
def test_op_is_defined(name: str) -> None:
    assert name in DEFINED, f"{name} is not defined by the stream dialect"


def test_no_op_outside_the_list() -> None:
    assert set(STREAM_OPS) >= DEFINED


TYPO = """
util.func public @main(%sz: index) {
  "stream.cmd.dispach"(%sz) : (index) -> ()
  util.return
}
"""


def test_the_dialect_is_closed() -> None:
    """Every op defined: the dialect says it allows no unknown ops."""
    assert isinstance(Stream, closed.ClosedDialect)


def test_typos_are_refused_even_with_unregistered_ops() -> None:
    ctx = make_context(allow_unregistered=True)
    with pytest.raises(ParseError) as info:
        ForwardLocParser(ctx, TYPO).parse_module()
    message = str(info.value)
    assert (
        "unregistered operation 'stream.cmd.dispach' found in dialect ('stream') "
        "that does not allow unknown operations"
    ) in message
    assert "3:4" in message or '"stream.cmd.dispach"' in message


def test_other_dialects_stay_open() -> None:
    ctx = make_context(allow_unregistered=True)
    module = ForwardLocParser(ctx, TYPO.replace("stream.", "mine.")).parse_module()
    assert '"mine.cmd.dispach"' in str(module)


def test_an_open_dialect_keeps_unknown_ops() -> None:
    """A dialect that is not a `ClosedDialect`, of a name IREE does not close
    (`xdsl_stream.dialects.iree_op_names`), keeps unknown ops of its own."""
    ctx = Context(allow_unregistered=True)
    ctx.load_dialect(Dialect("mystream", [], []))
    for name, load in Universe.get_multiverse().all_dialects.items():
        ctx.register_dialect(name, load)
    typo = TYPO.replace("stream.cmd", "mystream.cmd")
    module = ForwardLocParser(ctx, typo).parse_module()
    assert '"mystream.cmd.dispach"' in str(module)


def test_every_format_compiles() -> None:
    """An op's assembly format is compiled when the op is first read or
    printed, not at its definition (`base.declared_op_definition`): a format
    that does not compile would pass unnoticed until then, so each is compiled
    here."""
    declared = [op for op in Stream.operations if op.assembly_format is not None]
    assert len(declared) > 80
    for op in declared:
        assert format_program(op).stmts, op.name


def test_a_broken_format_is_named() -> None:
    broken = next(op for op in Stream.operations if op.name == "stream.cmd.flush")
    subclass = type("Broken", (broken,), {"assembly_format": "$nothing attr-dict"})
    with pytest.raises(PyRDLOpDefinitionError, match="Broken: the assembly format"):
        format_program(subclass)
