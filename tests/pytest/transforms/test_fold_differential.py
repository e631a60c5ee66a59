"""`fold-uniform-operands`, alone and after `fuse-dispatch-bindings`, against iree-opt.

The harness of the fusion pass's differential test (`test_differential.py`):
our output, printed generic and re-printed by iree-opt, must equal what
iree-opt prints after its own passes, on the corpus, every dump and generated
modules (the generator's `iree_safe` mode: inputs IREE 3.13 handles).  Three
pipelines:

* `fold`: `--iree-stream-fold-uniform-operands` alone;
* `chain`: `--iree-stream-fuse-dispatch-bindings --iree-stream-fold-uniform-operands`;
* `chain-cse`: the same with `--cse` between them, as IREE's pipeline runs it,
  against xDSL's `cse`.  Where xDSL's `cse` alone does not do what MLIR's does
  (`harness.cse_gap` says why, and that every such module has a reason is
  checked), our fold runs on MLIR's CSE output instead.

Inputs on which our fusion pass deliberately differs from IREE's are left out
of the chains (`FUSE_DEVIATIONS`, checked to be exactly those).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pytest
from harness.cse_gap import cse_gaps
from harness.generator import generate_module
from harness.oracle import IreeOptError, iree_opt, iree_opt_many
from harness.parsed import parse_once, seed_batches
from harness.passes import fold_uniform_operands, fuse_dispatch_bindings
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.transforms.common_subexpression_elimination import (
    CommonSubexpressionElimination,
)

from xdsl_stream.api import parse_module, print_module
from xdsl_stream.universe import make_context

pytestmark = pytest.mark.slow  # iree-opt on every dump and hundreds of modules

TESTS = Path(__file__).parents[2]
SEEDS = range(240)
BATCH = 60
DUMPS = sorted(
    p for p in (TESTS / "dumps").glob("*.mlir") if not p.name.endswith(".loc.mlir")
)
CORPUS = sorted((TESTS / "corpus").glob("*.mlir"))

FUSE = "--iree-stream-fuse-dispatch-bindings"
FOLD = "--iree-stream-fold-uniform-operands"
PIPELINES: dict[str, list[str]] = {
    "fuse": [FUSE],
    "fuse-cse": [FUSE, "--cse"],
    "fold": [FOLD],
    "chain": [FUSE, FOLD],
    "chain-cse": [FUSE, "--cse", FOLD],
}


def _cse(module: ModuleOp) -> None:
    ctx: Context = make_context(allow_unregistered=True)
    CommonSubexpressionElimination().apply(ctx, module)


STEPS: dict[str, Callable[[ModuleOp], object]] = {
    FUSE: fuse_dispatch_bindings,
    "--cse": _cse,
    FOLD: fold_uniform_operands,
}


def ours(text: str, pipeline: str) -> str:
    """Our passes for `pipeline`, printed generic."""
    return stages(text, pipeline)[-1]


def stages(text: str, pipeline: str) -> list[str]:
    """Our passes for `pipeline`, the module printed generic after each one
    (one read for all the prefixes of a pipeline)."""
    module = parse_once(text)
    printed: list[str] = []
    for flag in PIPELINES[pipeline]:
        STEPS[flag](module)
        printed.append(print_module(module, generic=True))
    return printed


FUSE_DEVIATIONS = {
    "executable_ops": "a dispatch naming two exports: IREE's fuse crashes",
    "multi_entry_dispatch": "dispatches naming several exports: IREE's fuse crashes",
    "execute_and_exports": "IREE's fuse drops a rewritten dispatch's attributes",
}
"""Inputs on which our fusion pass deliberately differs from IREE's
(`docs/iree-stream-facts.md`): the chain is compared only after the fusion
pass's own tests; `test_fuse_deviations_are_the_documented_ones` holds the
list to exactly these."""


def _iree_or_none(text: str, *flags: str) -> str | None:
    try:
        return iree_opt(text, *flags)
    except IreeOptError:
        return None


def test_fuse_deviations_are_the_documented_ones() -> None:
    deviating = {
        path.stem
        for path in DUMPS + CORPUS
        if _iree_or_none(path.read_text(), FUSE)
        != _iree_or_none(ours(path.read_text(), "fuse"))
    }
    assert deviating == set(FUSE_DEVIATIONS)


def _ours_fold(generic: str) -> str:
    """Our fold on a module iree-opt printed generic (xDSL parses it)."""
    module = parse_module(generic, allow_unregistered=True)
    fold_uniform_operands(module)
    return print_module(module, generic=True)


def chain_cse_mismatches(names: Sequence[object], inputs: Sequence[str]) -> list[str]:
    """Where our `fuse, cse, fold` differs from IREE's.

    Where xDSL's `cse` alone gives other IR than MLIR's on the fused module,
    the module must show a known gap (`harness.cse_gap`), and our fold runs on
    MLIR's CSE output instead: the fold is still compared, only xDSL's `cse`
    is not.
    """
    expected = iree_opt_many(inputs, *PIPELINES["chain-cse"])
    runs = [stages(text, "chain-cse") for text in inputs]
    fused = [run[0] for run in runs]
    by_mlir = iree_opt_many(fused, "--cse")
    by_xdsl = iree_opt_many([run[1] for run in runs])
    got = iree_opt_many([run[2] for run in runs])
    differ = [
        n for n, (m, x) in enumerate(zip(by_mlir, by_xdsl, strict=True)) if m != x
    ]
    mismatches = [
        f"{names[n]}: the CSEs differ for no known reason"
        for n in differ
        if not cse_gaps(parse_module(fused[n], allow_unregistered=True))
    ]
    if differ:
        generic = iree_opt_many(
            [fused[n] for n in differ], "--cse", "--mlir-print-op-generic"
        )
        refolded = iree_opt_many([_ours_fold(text) for text in generic])
        for n, text in zip(differ, refolded, strict=True):
            got[n] = text
    mismatches += [
        f"{names[n]}: differs from iree-opt"
        for n, (g, e) in enumerate(zip(got, expected, strict=True))
        if g.strip() != e.strip()
    ]
    return mismatches


def fused_text(text: str) -> str:
    """Our fusion pass's output, printed generic."""
    return ours(text, "fuse")


@pytest.mark.parametrize("pipeline", ["fold", "chain"])
@pytest.mark.parametrize("start", seed_batches(SEEDS, BATCH))
def test_generated_modules_match_iree(start: int, pipeline: str) -> None:
    seeds = range(start, min(start + BATCH, SEEDS.stop))
    inputs = [generate_module(seed) for seed in seeds]
    expected = iree_opt_many(inputs, *PIPELINES[pipeline])
    got = iree_opt_many([ours(text, pipeline) for text in inputs])
    mismatches = [s for s, e, g in zip(seeds, expected, got, strict=True) if e != g]
    assert not mismatches, (
        f"seeds {mismatches} differ from iree-opt ({pipeline}); reproduce with "
        f"`python -m harness.generator {mismatches[0]}`"
    )


@pytest.mark.parametrize("start", seed_batches(SEEDS, BATCH))
def test_generated_modules_match_iree_with_cse(start: int) -> None:
    seeds = range(start, min(start + BATCH, SEEDS.stop))
    inputs = [generate_module(seed) for seed in seeds]
    assert not chain_cse_mismatches(list(seeds), inputs)


CASES = [(p, "fold") for p in DUMPS + CORPUS] + [
    (p, "chain") for p in DUMPS + CORPUS if p.stem not in FUSE_DEVIATIONS
]


@pytest.mark.parametrize(
    ("path", "pipeline"), CASES, ids=[f"{p.stem}-{pipe}" for p, pipe in CASES]
)
def test_dumps_and_corpus_match_iree(path: Path, pipeline: str) -> None:
    text = path.read_text()
    expected = iree_opt(text, *PIPELINES[pipeline])
    got = iree_opt(ours(text, pipeline))
    assert got == expected


def test_dumps_and_corpus_match_iree_with_cse() -> None:
    paths = [p for p in DUMPS + CORPUS if p.stem not in FUSE_DEVIATIONS]
    texts = [p.read_text() for p in paths]
    assert not chain_cse_mismatches([p.stem for p in paths], texts)


def test_cse_gaps_explain_every_difference() -> None:
    """Without a gap both CSEs agree: the exclusion is never a blanket one."""
    runs = [
        stages(p.read_text(), "fuse-cse")
        for p in DUMPS + CORPUS
        if p.stem not in FUSE_DEVIATIONS
    ]
    plain = [
        (fused, after_cse)
        for fused, after_cse in runs
        if not cse_gaps(parse_module(fused, allow_unregistered=True))
    ]
    assert plain, "no input without a gap: the check would be empty"
    assert iree_opt_many([fused for fused, _ in plain], "--cse") == iree_opt_many(
        [after_cse for _, after_cse in plain]
    )


def test_the_dumps_fold() -> None:
    """The comparison means something: the chain folds operands of every dump."""
    assert len(DUMPS) >= 10
    for path in DUMPS:
        text = path.read_text()
        assert ours(text, "chain") != ours(text, "fuse"), path.stem
