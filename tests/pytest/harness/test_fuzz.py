"""A fixed-seed sample of the fuzzer (`make fuzz` runs 10,000+ cases)."""

from __future__ import annotations

import pytest
from harness.fuzz import (
    DIAGNOSTIC,
    MUTATIONS,
    OK,
    has_unterminated_string,
    mutate,
    run_campaign,
    run_text,
)
from harness.generator import GeneratorOptions, generate_module

from xdsl_stream.api import parse_module, print_module

pytestmark = pytest.mark.slow  # a 300-case fuzz campaign

SEED_WITH_ALIAS = 7  # its module holds an `as("...")` export alias


def test_fixed_seed_campaign_has_no_failure() -> None:
    report = run_campaign(300, seed=20260101, subprocess_every=60)
    print(report.summary())
    assert report.failures == [], "\n\n".join(
        f"{f.outcome}: {f.detail}\n{f.text}" for f in report.failures[:3]
    )
    # Both ends are exercised: accepted and rejected inputs.
    assert report.counts[OK] > 50
    assert report.counts[DIAGNOSTIC] > 50


@pytest.mark.parametrize("name", sorted(MUTATIONS))
def test_mutations_keep_string_literals_whole(name: str) -> None:
    text = generate_module(SEED_WITH_ALIAS, GeneratorOptions(iree_safe=False))
    assert '"' in text  # `as("...")` export aliases
    for a in range(0, 4000, 97):
        mutant = MUTATIONS[name](text, a, a * 7 + 3)
        assert not has_unterminated_string(mutant)


def test_mutate_skips_a_mutation_that_unpairs_a_quote() -> None:
    text = 'module attributes {a = "x y"} {\n}\n'
    assert has_unterminated_string('{a = "x y}')
    assert not has_unterminated_string(text)
    for a in range(40):
        for b in range(5):
            assert not has_unterminated_string(mutate(text, [("token-swap", a, b)]))


def test_run_text_classifies_outcomes() -> None:
    text = generate_module(1)
    assert run_text(text, alias=False).outcome == OK
    assert run_text(text[: len(text) // 2], alias=False).outcome == DIAGNOSTIC


def test_name_hints_that_clash_in_xdsl_print_reread() -> None:
    """xDSL 0.75 prints hints x, x_1, x_1_1 as %x, %x_1, %x_1; the package's
    printer (under `print_module`, which the fuzzer uses) does not, so such a
    case is an ordinary one (see tests/pytest/io/test_printer.py)."""
    text = (
        "func.func @f(%a: index) -> (index, index, index) {\n"
        "  %x = arith.addi %a, %a : index\n"
        "  %x_1 = arith.muli %a, %a : index\n"
        "  %x_1_1 = arith.subi %a, %a : index\n"
        "  func.return %x, %x_1, %x_1_1 : index, index, index\n"
        "}\n"
    )
    module = parse_module(text)
    assert parse_module(print_module(module)).is_structurally_equivalent(module)
    assert run_text(text, alias=False).outcome == OK


def test_use_before_definition_is_rejected_upstream() -> None:
    """A use its definition does not dominate, which iree-opt refuses (found by
    `make fuzz`): xDSL 0.75 checks no dominance, our reader does."""
    text = (
        "func.func @f() {\n"
        "  %b = arith.addi %a, %a : index\n"
        "  %a = arith.constant 1 : index\n"
        "  func.return\n"
        "}\n"
    )
    assert run_text(text, alias=False).outcome == DIAGNOSTIC
