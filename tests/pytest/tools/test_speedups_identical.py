"""Every speed-up changes time only: `xdsl-stream-opt`'s output, diagnostics
and their locations are byte-identical with each switch of
`xdsl_stream.core.speedups` on and off.

Inputs: every file of the corpus and of the real dumps, generated modules of
every op family in custom and generic form, and mutants of those (the fuzzer's
mutations), which make the parse errors whose text and position must not
move.  Each runs through the driver in this process, as a user runs it
(custom print with locations, generic print with locations after the pass:
`RUNS`), once with every speed-up on and once with each one off (and all
off); the printer's switches are also tried on the IR printed in the other
forms (without locations, custom after the pass).

A configuration that turns off only switches the all-on run never asked
about is the same run (`harness.switches_asked`: a switch acts only through
`is_on`, and the run is deterministic), so it is not run again: a mutant the
reader refuses never reaches the verifier's or the printer's switches.  One
that turns off only switches the all-on run asked about while printing its
output (the printer's) is the same run up to that print: the all-on run's
print is made again with them off, and must print the same.  One that turns
off only switches asked before the print (the reader's and the verifier's)
is run in the last run alone, which compares the IR read as well as the
output (`_assert_identical`).
"""

from __future__ import annotations

import contextlib
import io
import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from harness.fuzz import MUTATIONS, mutate
from harness.generator import ALL_FAMILIES, GeneratorOptions, generate_module
from harness.switches_asked import (
    PrintForm,
    configs_asked_about,
    printed_again,
    reads_printed,
    switches_asked,
)

from xdsl_stream.api import parse_module, print_module
from xdsl_stream.core.speedups import Speedup, turned_off
from xdsl_stream.tools.opt import main

pytestmark = pytest.mark.slow  # every input read and printed with each switch off

ROOT = Path(__file__).parents[3]
DUMPS = sorted(ROOT.glob("tests/dumps/*.mlir"))
HEADER_MODEL = "attention"
"""The model whose `vulkan-spirv` dumps are read too (see `TWINS`)."""
TWINS = [
    p
    for p in DUMPS
    if ".vulkan-spirv." in p.name and p.name.split(".")[0] != HEADER_MODEL
]
"""A model's `vulkan-spirv` dump is its `llvm-cpu` dump but for the target
header (two attribute aliases and the device global naming one:
`test_twins_differ_only_in_their_target` holds it).  Each model's body is
read, with and without locations, in its `llvm-cpu` dumps, and the
`vulkan-spirv` header with and without locations in `HEADER_MODEL`'s: every
distinct text of the dumps goes through every switch, at half the runs."""
FILES = sorted(
    [*ROOT.glob("tests/corpus/*.mlir"), *(p for p in DUMPS if p not in TWINS)]
)
RUNS: tuple[tuple[list[str], tuple[PrintForm, ...]], ...] = (
    (
        ["--allow-unregistered-dialect", "--print-debuginfo"],
        ({"print_debuginfo": False},),
    ),
    (
        [
            "--allow-unregistered-dialect",
            "--print-op-generic",
            "--print-debuginfo",
            "-p",
            "fuse-dispatch-bindings",
        ],
        ({"print_debuginfo": False}, {"print_op_generic": False}),
    ),
)
"""Custom print with locations; generic print with locations after the pass.
Each with the other forms its output IR is printed in (`printed_again`'s
`also`), for the printer's switches: custom without locations; generic
without them and custom with them (a location nested in a fused one prints
without its `loc(`: the printer's memo must not take one spelling for the
other).  A switch of the reader or the verifier changes the IR or a
diagnostic, which the two runs' prints show whole (every op, attribute and
location); it is tried on them alone, which spares a third read per input."""
CONFIGS = [(), *((speedup,) for speedup in Speedup), tuple(Speedup)]
"""Speed-ups turned off: none, each one alone, all."""


TARGET_LINE = re.compile(r"^#(?:executable|device)_target_\w+ = ")
TARGET_NAME = re.compile(r"#(?:executable|device)_target_\w+")


def _without_target(text: str) -> list[str]:
    """The lines of a dump but its target's alias definitions, the target's
    alias names made one."""
    return [
        TARGET_NAME.sub("#target", line)
        for line in text.splitlines()
        if not TARGET_LINE.match(line)
    ]


@pytest.mark.parametrize("twin", TWINS, ids=[p.name for p in TWINS])
def test_twins_differ_only_in_their_target(twin: Path) -> None:
    """What `FILES` leaves out is its `llvm-cpu` twin but for the target."""
    cpu = twin.with_name(twin.name.replace(".vulkan-spirv.", ".llvm-cpu."))
    assert cpu in FILES
    vulkan_text, cpu_text = twin.read_text(), cpu.read_text()
    assert "vulkan-spirv" in vulkan_text and "vulkan-spirv" not in cpu_text
    assert _without_target(vulkan_text) == _without_target(cpu_text)


def test_the_header_model_is_read_for_both_targets() -> None:
    names = {p.name for p in FILES}
    for target in ("llvm-cpu", "vulkan-spirv"):
        for suffix in ("mlir", "loc.mlir"):
            assert f"{HEADER_MODEL}.{target}.{suffix}" in names
    assert len(TWINS) >= 20


def _drive(path: Path, args: list[str], off: tuple[Speedup, ...]) -> str:
    """Exit status, stdout and stderr of `xdsl-stream-opt ARGS PATH`, and the
    IR it read (`reads_printed`)."""
    out, err = io.StringIO(), io.StringIO()
    with (
        turned_off(*off) if off else contextlib.nullcontext(),
        reads_printed() as reads,
        contextlib.redirect_stdout(out),
        contextlib.redirect_stderr(err),
    ):
        status = main([*args, str(path)])
    return (
        f"status {status}\n--- stdout\n{out.getvalue()}--- stderr\n{err.getvalue()}"
        f"--- read\n{''.join(reads)}"
    )


def _assert_identical(path: Path) -> None:
    """Each run of `RUNS`, all on and with each configuration off that turns
    off a switch it asked about.  A configuration that turns off only
    switches the run asked about before printing (the reader's and the
    verifier's) is run in the last run alone: every run reads the same text
    with the same flags, so to the same IR (its print with every op,
    property and location, `_drive`'s `read`, is the same in every run: held
    here), and verifies it alike; the last run also runs the pass and
    verifies its result."""
    asked_early: list[set[Speedup]] = []
    reads: set[str] = set()
    for number, (args, also) in enumerate(RUNS):
        with (
            switches_asked() as questions,
            printed_again(questions, CONFIGS[1:], also) as reprints,
        ):
            expected = _drive(path, args, ())
        reads.add(expected.partition("--- read\n")[2])
        late = reprints.asked_from_print(questions)
        asked_early.append(questions.asked - late)
        spared = reprints.spared(questions)
        for off in configs_asked_about(CONFIGS[1:], questions.asked):
            if off in spared:
                assert spared[off] == reprints.printed, f"{path.name} {args} {off}"
                continue
            if number < len(RUNS) - 1 and not late.intersection(off):
                continue  # read and verified alike in the last run
            got = _drive(path, args, off)
            assert got == expected, f"{path.name} {args} with {off} off"
    assert len(reads) == 1, f"{path.name}: the runs read different IR"
    assert all(early <= asked_early[-1] for early in asked_early), path.name


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_corpus_and_dumps(path: Path) -> None:
    _assert_identical(path)


def _generated(seed: int) -> Iterator[tuple[str, str]]:
    """An all-family module in custom and generic form, and mutants of each."""
    custom = generate_module(seed, GeneratorOptions(families=ALL_FAMILIES))
    with turned_off():
        generic = print_module(parse_module(custom), generic=True)
    rng = random.Random(seed)
    for form, text in (("custom", custom), ("generic", generic)):
        yield form, text
        for k in range(4):
            mutations = [
                (rng.choice(sorted(MUTATIONS)), rng.randrange(1 << 16), k)
                for _ in range(rng.randint(1, 3))
            ]
            yield f"{form}-mutant{k}", mutate(text, mutations)


@pytest.mark.parametrize("seed", range(3))
def test_generated_modules_and_mutants(seed: int, tmp_path: Path) -> None:
    for name, text in _generated(seed):
        path = tmp_path / f"{name}.mlir"
        path.write_text(text)
        _assert_identical(path)


ALIAS_DEFINED_BETWEEN = """\
"test.op"() {a = #foo.bar<[#m]>} : () -> ()
#m = affine_map<(d0) -> (d0)>
"test.op"() {a = #foo.bar<[#m]>} : () -> ()
"""
"""The same attribute dictionary text before and after its alias is defined:
the body of an unregistered attribute keeps `#m` as written before, and has it
written out after, so a memo keyed by the text alone would be wrong."""


def test_text_naming_an_alias_is_read_again(tmp_path: Path) -> None:
    path = tmp_path / "alias.mlir"
    path.write_text(ALIAS_DEFINED_BETWEEN)
    _assert_identical(path)
    printed = _drive(path, ["--allow-unregistered-dialect"], ())
    assert "#foo.bar<[#m]>" in printed
    assert "#foo.bar<[affine_map<(d0) -> (d0)>]>" in printed
