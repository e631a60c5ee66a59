"""IR interchange with iree-opt: what IREE prints goes in, what we print goes back.

For every module of the committed corpus and of the generator with all its op
families (dispatch, async, tensor, timepoint, resource, cmd, channel, file,
parameter, context and util ops; half of them without ``iree_safe``):
1. custom out: iree-opt reads our custom output as the IR it reads from the
   input (both printed by iree-opt);
2. generic out: the same with `--print-op-generic`;
3. generic in: iree-opt's generic output, read by us and printed again, is
   that IR too;
4. our print and parse are a fixpoint, in IR and in text.
Real compiler dumps go through too, as dumped (generic form) and as iree-opt
prints them (custom form).
Each direction is one `iree-opt --split-input-file` call over all modules.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from harness.generator import ALL_FAMILIES, GeneratorOptions, generate_module
from harness.generator.value_flow import generate_value_flow_module
from harness.oracle import iree_opt, iree_opt_many
from xdsl.dialects.builtin import ModuleOp

from xdsl_stream.api import parse_module, print_module
from xdsl_stream.dialects.stream import Stream
from xdsl_stream.dialects.util import UTIL

# iree-opt on the corpus, generated modules and every dump
pytestmark = pytest.mark.slow

TESTS = Path(__file__).parents[2]
CORPUS = sorted((TESTS / "corpus").glob("*.mlir"))
DUMPS = [p for p in sorted((TESTS / "dumps").glob("*.mlir")) if ".loc." not in p.name]
SEEDS = range(40)
OPS_FUNCTION = "util.func public @ops("

GENERATED = [
    generate_module(
        seed, GeneratorOptions(iree_safe=seed % 2 == 0, families=ALL_FAMILIES)
    )
    for seed in SEEDS
] + [generate_value_flow_module(0)]  # `util.align`, which only it spells
MODULES = [p.read_text() for p in CORPUS] + GENERATED


def _differing(reference: list[str], got: list[str]) -> list[int]:
    """Indices into MODULES of the modules whose outputs differ."""
    return [i for i, (r, g) in enumerate(zip(reference, got, strict=True)) if r != g]


@pytest.fixture(scope="module")
def reference() -> list[str]:
    """iree-opt's print of every module."""
    return iree_opt_many(MODULES)


@pytest.fixture(scope="module")
def parsed() -> list[ModuleOp]:
    return [parse_module(m) for m in MODULES]


@pytest.fixture(scope="module")
def custom(parsed: list[ModuleOp]) -> list[str]:
    """Our custom print of every module."""
    return [print_module(m) for m in parsed]


def test_iree_reads_our_custom_output(reference: list[str], custom: list[str]) -> None:
    assert _differing(reference, iree_opt_many(custom)) == []


def test_iree_reads_our_generic_output(
    reference: list[str], parsed: list[ModuleOp]
) -> None:
    generic = [print_module(m, generic=True) for m in parsed]
    assert _differing(reference, iree_opt_many(generic)) == []


def test_we_read_iree_generic_output(reference: list[str]) -> None:
    generic = iree_opt_many(MODULES, "--mlir-print-op-generic")
    got = iree_opt_many([print_module(parse_module(m)) for m in generic])
    assert _differing(reference, got) == []


def test_print_parse_is_a_fixpoint(parsed: list[ModuleOp], custom: list[str]) -> None:
    """Our print reads back as the same IR; the families' function (`@ops`,
    last in a generated module) even as the same text.  Elsewhere the printer
    may rename suffixed names such as `%e0_0_1` (`%e0_2`), as the same IR."""
    for index, (first, once) in enumerate(zip(parsed, custom, strict=True)):
        second = parse_module(once)
        assert first.is_structurally_equivalent(second), index
        start = once.find(OPS_FUNCTION)
        if start >= 0:
            twice = print_module(second)
            assert twice[twice.find(OPS_FUNCTION) :] == once[start:], index


@pytest.mark.parametrize("dump", DUMPS, ids=[p.stem for p in DUMPS])
def test_real_dumps_round_trip(dump: Path) -> None:
    """A dump as IREE writes it (generic form) and as iree-opt prints it
    (custom form: the ABI wrappers' `hal.buffer_view.*` ops, the kernels'
    `linalg` ops), read by us and printed in generic form: the IR iree-opt
    reads from the dump."""
    text = dump.read_text()
    custom = iree_opt(text)
    ours = [
        print_module(parse_module(form, allow_unregistered=True), generic=True)
        for form in (text, custom)
    ]
    assert iree_opt_many(ours) == [custom.strip()] * 2


def test_generator_covers_every_op() -> None:
    """Every op of our stream and util dialects is in the generated modules
    (so in each check above), but the implicit terminator."""
    text = "\n".join(GENERATED)
    missing = [
        op.name
        for op in (*Stream.operations, *UTIL.operations)
        if op.name != "stream.executable.end"
        and not re.search(re.escape(op.name) + r"(?![\w.])", text)
    ]
    assert missing == []
