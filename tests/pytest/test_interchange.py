"""IR interchange with iree-opt: what IREE prints goes in, what we print goes back.

For every module of the committed corpus and of the generator:
1. custom form: iree-opt reads our custom output as the same IR;
2. generic out: the same with `--print-op-generic`;
3. generic in: iree-opt's generic output, read by us and printed again, is the
   same IR.
Real compiler dumps (generic form, unregistered dialects) go through too.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from harness.generator import GeneratorOptions, generate_module
from harness.oracle import iree_opt, iree_opt_many

from xdsl_stream.api import parse_module, print_module

TESTS = Path(__file__).parents[1]
CORPUS = sorted((TESTS / "corpus").glob("*.mlir"))
DUMPS = sorted((TESTS / "dumps").glob("*.mlir"))
DUMPS = [p for p in DUMPS if not p.name.endswith(".loc.mlir")]


def _modules() -> list[str]:
    corpus = [p.read_text() for p in CORPUS]
    safe = [generate_module(seed) for seed in range(30)]
    unsafe = [
        generate_module(seed, GeneratorOptions(iree_safe=False)) for seed in range(30)
    ]
    return corpus + safe + unsafe


MODULES = _modules()


def _reprint(text: str, generic: bool) -> str:
    return print_module(parse_module(text), generic=generic)


@pytest.fixture(scope="module")
def reference() -> list[str]:
    return iree_opt_many(MODULES)


def _differing(reference: list[str], got: list[str]) -> list[int]:
    return [i for i, (r, g) in enumerate(zip(reference, got, strict=True)) if r != g]


@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_iree_reads_our_output(reference: list[str], generic: bool) -> None:
    got = iree_opt_many([_reprint(m, generic) for m in MODULES])
    assert not _differing(reference, got)


def test_we_read_iree_generic_output(reference: list[str]) -> None:
    generic = iree_opt_many(MODULES, "--mlir-print-op-generic")
    got = iree_opt_many([_reprint(m, generic=False) for m in generic])
    assert not _differing(reference, got)


def test_print_parse_is_a_fixpoint() -> None:
    for module in MODULES:
        first = parse_module(module)
        second = parse_module(print_module(first))
        assert first.is_structurally_equivalent(second)


@pytest.mark.parametrize("dump", DUMPS, ids=[p.stem for p in DUMPS])
def test_real_dumps_round_trip(dump: Path) -> None:
    text = dump.read_text()
    ours = print_module(parse_module(text, allow_unregistered=True), generic=True)
    assert iree_opt(ours) == iree_opt(text)


def test_corpus_covers_every_stream_op() -> None:
    from xdsl_stream.dialects.stream import Stream

    text = "\n".join(MODULES)
    missing = [
        op.name
        for op in Stream.operations
        if op.name not in text
        and op.name not in ("stream.executable.end", "stream.yield")
    ]
    assert not missing
