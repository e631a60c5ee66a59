"""Interchange with iree-opt for the host-side op families (resource,
timepoint, file, channel, context, parameter, collective and util ops), on
random modules: our custom and generic output are read by iree-opt as the
IR it reads from the input, and iree-opt's generic output is read by us."""

from __future__ import annotations

import re

import pytest
from harness.host_ops_generator import generate_host_module
from harness.oracle import iree_opt_many

from xdsl_stream.api import parse_module, print_module

MODULES = [generate_host_module(seed) for seed in range(40)]


@pytest.fixture(scope="module")
def reference() -> list[str]:
    return iree_opt_many(MODULES)


def _reprint(text: str, generic: bool) -> str:
    return print_module(parse_module(text), generic=generic)


@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_iree_reads_our_output(reference: list[str], generic: bool) -> None:
    got = iree_opt_many([_reprint(m, generic) for m in MODULES])
    assert [
        i for i, (r, g) in enumerate(zip(reference, got, strict=True)) if r != g
    ] == []


def test_we_read_iree_generic_output(reference: list[str]) -> None:
    generic = iree_opt_many(MODULES, "--mlir-print-op-generic")
    got = iree_opt_many([_reprint(m, generic=False) for m in generic])
    assert [
        i for i, (r, g) in enumerate(zip(reference, got, strict=True)) if r != g
    ] == []


def test_print_parse_is_a_fixpoint() -> None:
    for module in MODULES:
        once = _reprint(module, generic=False)
        assert _reprint(once, generic=False) == once


def test_every_host_family_op_is_generated() -> None:
    text = "\n".join(MODULES)
    ops = [
        "stream.resource.dealloca",
        "stream.resource.retain",
        "stream.resource.release",
        "stream.resource.is_terminal",
        "stream.resource.size",
        "stream.resource.try_map",
        "stream.resource.load",
        "stream.resource.store",
        "stream.resource.pack",
        "stream.resource.constants",
        "stream.resource.subview",
        "stream.resource.transients",
        "stream.timepoint.import",
        "stream.timepoint.export",
        "stream.timepoint.chain_external",
        "stream.timepoint.barrier",
        "stream.file.constant",
        "stream.file.read",
        "stream.file.write",
        "stream.channel.create",
        "stream.channel.split",
        "stream.channel.rank",
        "stream.channel.count",
        "stream.context.resolve",
        "stream.tensor.parameter.load",
        "stream.tensor.parameter.write",
        "stream.async.parameter.load",
        "stream.async.parameter.read",
        "stream.async.parameter.write",
        "stream.async.parameter.gather",
        "stream.async.parameter.scatter",
        "stream.cmd.parameter.load",
        "stream.cmd.parameter.read",
        "stream.cmd.parameter.write",
        "stream.cmd.parameter.gather",
        "stream.cmd.parameter.scatter",
        "stream.cmd.collective",
        "util.global",
        "util.global.load",
        "util.global.store",
        "util.initializer",
        "util.call",
        "util.null",
        "util.buffer.constant",
    ]
    assert [op for op in ops if not re.search(re.escape(op) + "[ <]", text)] == []
