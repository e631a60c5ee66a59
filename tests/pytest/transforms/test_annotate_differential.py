"""`annotate-dispatch-arguments` against `iree-opt --iree-stream-annotate-dispatch-arguments`.

The harness of the other differential tests (`harness.oracle`,
`harness.parsed`, `harness.annotate_differential`): our output, printed
generic and re-printed by iree-opt, must equal iree-opt's own output on every
dump (both backends; as dumped and after each side's fusion pass), the corpus
and a sample of generated modules (`python -m harness.annotate_differential`
runs hundreds), ours with `iree-alignment=true` (IREE 3.13's unsound
alignment merge); with the default, sound alignments, ours may only leave
out or lower `stream.alignment` annotations.  Where iree-opt 3.13 writes `stream.values = []`, ours writes
nothing (those entries are taken out of its output before comparing); the
corpus inputs where ours deviates otherwise are exactly `CORPUS_DEVIATIONS`.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from harness.annotate_differential import (
    ANNOTATE,
    FUSE,
    GENERATORS,
    alignment_differences,
    mismatches,
    ours,
    without_empty_values,
)
from harness.oracle import IreeOptError, iree_opt, iree_opt_many

pytestmark = pytest.mark.slow  # iree-opt on every dump, the corpus, generated modules

TESTS = Path(__file__).parents[2]
DUMPS = sorted(
    p for p in (TESTS / "dumps").glob("*.mlir") if not p.name.endswith(".loc.mlir")
)
CORPUS = sorted((TESTS / "corpus").glob("*.mlir"))
SAMPLE = 25

CORPUS_DEVIATIONS = {
    "execute_and_exports": "two exports of one function: IREE keeps the last "
    "export's `[]` over the first's values, ours the values of both",
}
"""Corpus inputs on which ours differs from iree-opt beyond `stream.values = []`
(docs/iree-stream-facts.md)."""


@pytest.mark.parametrize("fuse", [False, True], ids=["dumped", "fused"])
def test_dumps_match_iree(fuse: bool) -> None:
    """Every dump: one iree-opt run for its output, one for re-printing ours."""
    texts = [p.read_text() for p in DUMPS]
    assert mismatches(texts, fuse=fuse) == []


def test_dumps_are_annotated() -> None:
    """The dumps exercise the pass: after fusion, every dump gets offsets'
    values and bindings' alignments."""
    for dump in DUMPS:
        text = ours(dump.read_text(), fuse=True)
        assert "stream.values = [0 : index]" in text, dump.name
        assert "stream.alignment = 64 : index" in text, dump.name


def _iree_or_none(text: str) -> str | None:
    try:
        return without_empty_values(iree_opt(text, ANNOTATE))
    except IreeOptError:
        return None


def test_corpus_deviations_are_the_documented_ones() -> None:
    deviating = {
        path.stem
        for path in CORPUS
        if _iree_or_none(path.read_text()) != iree_opt(ours(path.read_text()))
    }
    assert deviating == set(CORPUS_DEVIATIONS)


@pytest.mark.parametrize("fuse", [False, True], ids=["plain", "fused"])
@pytest.mark.parametrize("generator", sorted(GENERATORS))
def test_generated_modules_match_iree(generator: str, fuse: bool) -> None:
    inputs = [GENERATORS[generator](seed) for seed in range(SAMPLE)]
    bad = mismatches(inputs, fuse=fuse)
    assert not bad, (
        f"{generator} seeds {bad} differ from iree-opt; reproduce with "
        "`PYTHONPATH=tests python -m harness.annotate_differential`"
    )


def test_iree_writes_empty_values_where_ours_writes_none() -> None:
    """The one difference taken out: an export no site dispatches."""
    text = GENERATORS["dispatch"](3)
    expected = iree_opt(text, ANNOTATE)
    assert "stream.values = []" in expected
    assert "stream.values = []" not in ours(text)
    assert iree_opt(ours(text)) == without_empty_values(expected)


def test_sound_alignments_only_lower_iree_ones() -> None:
    """With the default (sound) alignments, ours differs from iree-opt only
    in `stream.alignment` annotations left out or made smaller, or stated
    where IREE states none: on every
    dump of a program with a loop or dynamic shapes after fusion (on every
    dump the two agree: measured, too slow to run here) and on generated
    modules, where some are lowered."""
    texts = [p.read_text() for p in DUMPS if p.name.startswith(("host_", "dyn"))]
    texts += [GENERATORS["value_flow"](seed) for seed in range(SAMPLE)]
    generic = "--mlir-print-op-generic"
    expected = iree_opt_many(texts, FUSE, ANNOTATE, generic)
    sound = [ours(t, fuse=True, iree_alignment=False) for t in texts]
    got = iree_opt_many(sound, generic)
    lowered = 0
    for text, e, g in zip(texts, expected, got, strict=True):
        found = alignment_differences(e, g)
        assert found.problems == [], text[:200]
        lowered += found.lowered
    assert lowered > 0
