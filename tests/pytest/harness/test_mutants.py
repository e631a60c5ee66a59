"""The mutation differential (`harness.mutants`): mutants of dumps, corpus
files and generated modules, judged by iree-opt, stock xDSL and the
package's reader (`python -m harness.mutants` runs a bigger sample)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from harness.mutants import (
    KINDS,
    Mutant,
    Source,
    Verdict,
    all_mutants,
    judge,
    sample,
    sources,
    summary,
)

from xdsl_stream.io.reader import ReadError, read_module

DUMP = Path(__file__).resolve().parents[2] / "dumps" / "attention.llvm-cpu.mlir"


def _refusal(text: str) -> str:
    with pytest.raises(ReadError) as caught:
        read_module(text, "dump.mlir")
    return caught.value.lines[0]


def test_a_kernel_without_its_return_is_refused() -> None:
    """The first store of the dump ends its kernel once the `func.return`
    after it is gone: iree-opt's words, at the store."""
    lines = DUMP.read_text(encoding="utf-8").split("\n")
    store = next(i for i, line in enumerate(lines) if "dispatch.tensor.store" in line)
    assert '"func.return"' in lines[store + 1]
    del lines[store + 1]
    assert _refusal("\n".join(lines)).startswith(
        f"dump.mlir:{store + 1}:9: error: block with no terminator, has "
        '"iree_tensor_ext.dispatch.tensor.store"('
    )


def test_a_use_swapped_above_its_definition_is_refused() -> None:
    """Two adjacent lines of the dump, the second using the first's result,
    swapped: iree-opt's words, at the use."""
    lines = DUMP.read_text(encoding="utf-8").split("\n")
    definition = re.compile(r"^\s*(%\w+) = ")
    for i in range(len(lines) - 1):
        found = definition.match(lines[i])
        if found and re.search(re.escape(found[1]) + r"[,)]", lines[i + 1]):
            break
    else:
        raise AssertionError("no definition used on the next line")
    lines[i], lines[i + 1] = lines[i + 1], lines[i]
    error = _refusal("\n".join(lines))
    assert re.match(
        rf"dump\.mlir:{i + 1}:\d+: error: operand #\d does not dominate this use$",
        error,
    ), error


def test_each_kind_of_mutant_is_made() -> None:
    text = (
        "func.func @f(%a: i32, %b: i32) -> i32 {\n"
        "  %0 = arith.addi %a, %b : i32\n"
        "  %1 = arith.muli %0, %a {k = 7 : i32} : i32\n"
        "  return %1 : i32\n"
        "}\n"
        "func.func private @g() -> ()\n"
    )
    mutants = all_mutants(Source("t.mlir", text), random.Random(0))
    kinds = {m.kind for m in mutants}
    assert kinds == set(KINDS)
    unterminated = [m for m in mutants if m.kind == "unterminate"]
    assert [m.where for m in unterminated] == [4]
    resymboled = {
        m.text.split("\n")[m.where - 1] for m in mutants if m.kind == "resymbol"
    }
    assert resymboled == {
        "func.func @g(%a: i32, %b: i32) -> i32 {",
        "func.func private @f() -> ()",
    }
    (unkeyed,) = [m for m in mutants if m.kind == "unkey"]
    assert unkeyed.text.split("\n")[2] == "  %1 = arith.muli %0, %a {} : i32"
    assert "return" not in unterminated[0].text
    (hollow,) = [m for m in mutants if m.kind == "hollow"]
    retyped = {m.text.split("\n")[m.where - 1] for m in mutants if m.kind == "retype"}
    assert "  %0 = arith.addi %a, %b : i64" in retyped
    first, *_, last, _ = text.split("\n")
    assert (hollow.where, hollow.text) == (1, f"{first}\n}}\n{last}\n")
    (renumbered,) = [m for m in mutants if m.kind == "renumber"]
    assert renumbered.where == 3 and "{k = 7 : i32}" not in renumbered.text
    renamed = [m for m in mutants if m.kind == "rename"]
    assert renamed and all(m.text != text for m in renamed)
    assert all(m.text.count("\n") == text.count("\n") for m in renamed)


def _verdict(iree: bool, xdsl: bool, ours: bool, error: str = "") -> Verdict:
    mutant = Mutant("t.mlir", "delete", 1, "")
    return Verdict(mutant, iree, xdsl, ours, error, unregistered=False)


def test_the_rules_can_fail() -> None:
    located = "t.mlir:1:2: error: boom"
    assert _verdict(True, True, True).problem is None
    assert _verdict(False, True, False, located).problem is None
    assert _verdict(False, True, True).problem == "accepted what iree-opt refuses"
    assert _verdict(True, False, True).problem == "accepted what xDSL refuses"
    assert "not located" in str(_verdict(False, False, False, "boom").problem)
    assert "refused what" in str(_verdict(True, True, False, located).problem)


@pytest.mark.slow
def test_seeded_sample_breaks_no_rule() -> None:
    """A seeded sample of mutants of every kind, over every dump, corpus file
    and two generated modules: no rule broken, and each kind refused by
    iree-opt somewhere (the sample exercises the checks)."""
    found = sources(generated=2)
    mutants = sample(found, 200, seed=28)
    verdicts = judge(mutants, {s.name: s.text for s in found})
    report = summary(verdicts)
    print("\n".join(report))
    assert [v for v in verdicts if v.problem] == [], "\n".join(report)
    refused_kinds = {v.mutant.kind for v in verdicts if not v.iree}
    assert refused_kinds == set(KINDS)
    assert any(v.iree and v.ours for v in verdicts)
    assert any("does not dominate" in v.error for v in verdicts)


@pytest.mark.parametrize(
    ("line", "keyed"),
    [
        (
            "{a = 1, b = [2, 3], c = #x.y<d = 4>}",
            [
                "{b = [2, 3], c = #x.y<d = 4>}",
                "{a = 1, c = #x.y<d = 4>}",
                "{a = 1, b = [2, 3]}",
                "{a = 1, b = [2, 3], c = #x.y<>}",
            ],
        ),
        (
            '<{m = affine_map<(d0) -> (d0)>, s = "a, b"}>',
            ['<{s = "a, b"}>', "<{m = affine_map<(d0) -> (d0)>}>"],
        ),
    ],
)
def test_unkey_removes_one_whole_entry(line: str, keyed: list[str]) -> None:
    """Each entry removed whole with its comma, past nested brackets, an
    arrow's `>` and a comma in a string."""
    made = {
        m.text
        for seed in range(40)
        for m in all_mutants(Source("t.mlir", line), random.Random(seed))
        if m.kind == "unkey"
    }
    assert made == set(keyed)


def test_edits_inside_attributes_kept_as_text_are_marked() -> None:
    """An attribute the package keeps as text (`#iree_gpu.target`) is not
    checked, so a mutant edited inside its body is at an unregistered site,
    wherever the edit is in it; one edited in a declared attribute
    (`#hal.device.affinity`) or outside is not."""
    kept = '#iree_gpu.target<arch = "x", wgp = <n = 1>>'
    line = f'"test.op"() {{a = {kept}, b = #hal.device.affinity<@d>, c = 1}} : () -> ()'
    text = f"{line}\nutil.global private @d : i32\n"
    marked = {
        m.text.split("\n")[0]: m.unregistered_site
        for seed in range(40)
        for m in all_mutants(Source("t.mlir", text), random.Random(seed))
        if m.kind in ("unkey", "resymbol") and m.where == 1
    }
    inside = {
        line.replace(kept, "#iree_gpu.target<wgp = <n = 1>>"),
        line.replace(kept, '#iree_gpu.target<arch = "x">'),
        line.replace(kept, '#iree_gpu.target<arch = "x", wgp = <>>'),
    }
    assert inside <= marked.keys()
    assert {text for text, site in marked.items() if site} == inside
    assert line.replace(", c = 1", "") in marked


def test_reword_makes_one_bare_word_another() -> None:
    """A bare word between separators becomes another of the source's; words
    in a string and parts of names (`%ro`, `@ro`, `t.ro`) stay."""
    text = '"t.op"(%ro) {s = "ro wo", k = #t.ro<ro>} : (i32) -> ()\n"t.b"() {rw} : () -> ()\n'
    made = {
        m.text
        for seed in range(60)
        for m in all_mutants(Source("t.mlir", text), random.Random(seed))
        if m.kind == "reword"
    }
    words = ("s", "ro", "k", "i32", "rw")
    expected = {
        text.replace(old, new, 1)
        for old, new in (
            ("{s =", "{{{} ="),
            ("<ro>", "<{}>"),
            (", k =", ", {} ="),
            ("(i32)", "({})"),
            ("{rw}", "{{{}}}"),
        )
        for new in [new.format(word) for word in words]
        if text.replace(old, new, 1) != text
    }
    assert made == expected
