"""Interchange with iree-opt for the async and tensor phases (every
`stream.async.*` and `stream.tensor.*` op but the parameter ones, and
`stream.cmd.func`/`stream.cmd.call`), on random modules: our custom and
generic output are read by iree-opt as the IR it reads from the input, and
iree-opt's generic output is read by us as that IR too."""

from __future__ import annotations

import re

import pytest
from harness.async_tensor_generator import generate_async_tensor_module
from harness.oracle import iree_opt_many

from xdsl_stream.api import parse_module, print_module

MODULES = [generate_async_tensor_module(seed) for seed in range(40)]

FAMILY_OPS = {
    *(
        f"stream.async.{name}"
        for name in [
            "alloca",
            "constant",
            "splat",
            "clone",
            "slice",
            "fill",
            "update",
            "copy",
            "collective",
            "barrier",
            "transfer",
            "cast",
            "load",
            "store",
            "dispatch",
            "func",
            "call",
            "execute",
            "concurrent",
        ]
    ),
    *(
        f"stream.tensor.{name}"
        for name in [
            "import",
            "export",
            "sizeof",
            "empty",
            "constant",
            "splat",
            "clone",
            "encode",
            "slice",
            "fill",
            "update",
            "load",
            "store",
            "trace",
            "dispatch",
        ]
    ),
    "stream.cmd.func",
    "stream.cmd.call",
}


@pytest.fixture(scope="module")
def reference() -> list[str]:
    return iree_opt_many(MODULES)


def _reprint(text: str, generic: bool) -> str:
    return print_module(parse_module(text), generic=generic)


def _differing(reference: list[str], got: list[str]) -> list[int]:
    return [i for i, (r, g) in enumerate(zip(reference, got, strict=True)) if r != g]


def test_generator_covers_every_op() -> None:
    seen = {
        m
        for module in MODULES
        for m in re.findall(r"stream\.(?:async|tensor|cmd)\.[a-z_]+", module)
    }
    assert FAMILY_OPS - seen == set()


@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_iree_reads_our_output(reference: list[str], generic: bool) -> None:
    got = iree_opt_many([_reprint(m, generic) for m in MODULES])
    assert _differing(reference, got) == []


def test_we_read_iree_generic_output(reference: list[str]) -> None:
    generic = iree_opt_many(MODULES, "--mlir-print-op-generic")
    got = iree_opt_many([_reprint(m, generic=False) for m in generic])
    assert _differing(reference, got) == []
