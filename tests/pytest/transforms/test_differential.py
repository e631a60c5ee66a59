"""Our pass against `iree-opt --iree-stream-fuse-dispatch-bindings`.

For modules on which IREE 3.13 is right (the generator's `iree_safe` mode and
the real compiler dumps), our output re-printed by iree-opt must equal IREE's
output, with mutable aliasing off and on.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from harness.byte_ranges import check_fusion_preserves
from harness.generator import GeneratorOptions, generate_module
from harness.oracle import iree_opt, iree_opt_many
from harness.parsed import parse_once, seed_batches
from harness.passes import fuse_dispatch_bindings

from xdsl_stream.api import print_module

pytestmark = pytest.mark.slow  # iree-opt on generated modules and every dump

SEEDS = range(240)
BATCH = 60
DUMPS = sorted(
    p
    for p in (Path(__file__).parents[2] / "dumps").glob("*.mlir")
    if not p.name.endswith(".loc.mlir")
)
ALIAS_FLAG = "--iree-stream-resource-alias-mutable-bindings"


def _ours(text: str, alias: bool, allow_unregistered: bool = False) -> str:
    module = parse_once(text, allow_unregistered=allow_unregistered)
    fuse_dispatch_bindings(module, alias_mutable_bindings=alias)
    return print_module(module, generic=True)


@pytest.mark.parametrize("alias", [False, True], ids=["noalias", "alias"])
@pytest.mark.parametrize("start", seed_batches(SEEDS, BATCH))
def test_generated_modules_match_iree(start: int, alias: bool) -> None:
    seeds = range(start, min(start + BATCH, SEEDS.stop))
    inputs = [generate_module(seed) for seed in seeds]
    flags = [ALIAS_FLAG] if alias else []
    expected = iree_opt_many(inputs, "--iree-stream-fuse-dispatch-bindings", *flags)
    got = iree_opt_many([_ours(text, alias) for text in inputs])
    mismatches = [s for s, e, g in zip(seeds, expected, got, strict=True) if e != g]
    assert not mismatches, (
        f"seeds {mismatches} differ from iree-opt; reproduce with "
        f"`python -m harness.generator {mismatches[0]}`"
    )


@pytest.mark.parametrize("alias", [False, True], ids=["noalias", "alias"])
@pytest.mark.parametrize("dump", DUMPS, ids=[p.stem for p in DUMPS])
def test_real_dumps_match_iree(dump: Path, alias: bool) -> None:
    text = dump.read_text()
    flags = [ALIAS_FLAG] if alias else []
    expected = iree_opt(text, "--iree-stream-fuse-dispatch-bindings", *flags)
    got = iree_opt(_ours(text, alias, allow_unregistered=True))
    assert got == expected


def test_corpus_is_not_empty() -> None:
    assert len(DUMPS) >= 10


@pytest.mark.parametrize("alias", [False, True], ids=["noalias", "alias"])
@pytest.mark.parametrize("iree_safe", [True, False], ids=["safe", "unsafe"])
@pytest.mark.parametrize("start", seed_batches(SEEDS, BATCH))
def test_generated_modules_keep_byte_ranges(
    start: int, iree_safe: bool, alias: bool
) -> None:
    """The independent byte-range check, also where IREE cannot be the oracle.

    Unsafe modules hold the inputs IREE 3.13 fails on
    (docs/iree-stream-facts.md) (several entry points, shared functions,
    dispatches outside execute, escaping bindings, ...).  The pass runs twice:
    the second run must keep what the first produced.  In batches of `BATCH`
    seeds, so that parallel workers share the 240 seeds.
    """
    options = GeneratorOptions(iree_safe=iree_safe)
    for seed in range(start, min(start + BATCH, SEEDS.stop)):
        text = generate_module(seed, options)
        before = parse_once(text, allow_unregistered=False)
        after = before.clone()
        fuse_dispatch_bindings(after, alias_mutable_bindings=alias)
        violations = check_fusion_preserves(before, after)
        assert not violations, f"seed {seed}: {violations[:3]}"
        fuse_dispatch_bindings(after, alias_mutable_bindings=alias)
        violations = check_fusion_preserves(before, after)
        assert not violations, f"seed {seed}, second run: {violations[:3]}"
