"""The DFX solver and its states, as IREE's behave: the iteration limit
(32 rounds; a chain of 34 selects is the first IREE fails on), the cap on
potential values (8192), undef, and the sound fallback when the solver stops
early."""

from __future__ import annotations

import pytest
from harness.oracle import IreeOptError, iree_opt
from harness.snippets import select_chain_module

from xdsl_stream.analysis.dfx import (
    MAX_ITERATIONS,
    MAX_POTENTIAL_VALUES,
    IncIntegerState,
    PotentialValuesState,
    clamp_and_report,
)
from xdsl_stream.analysis.dispatch_arguments import DispatchArgumentAnalysis
from xdsl_stream.analysis.potential_values import NATURAL_ALIGNMENT
from xdsl_stream.api import annotate_dispatch_arguments, parse_module, print_module
from xdsl_stream.dialects.stream import ExecutableExportOp


def _analysis(length: int) -> tuple[DispatchArgumentAnalysis, ExecutableExportOp]:
    analysis = DispatchArgumentAnalysis(parse_module(select_chain_module(length)))
    analysis.run()
    [export] = analysis.sites
    return analysis, export


def test_iteration_limit_is_irees() -> None:
    assert MAX_ITERATIONS == 32


def test_a_chain_of_33_selects_converges() -> None:
    analysis, export = _analysis(33)
    assert analysis.converged
    assert analysis.operand_values([export], 0) == [16 * (k + 1) for k in range(34)]
    assert analysis.operand_alignment([export], 0) == 16


def test_a_chain_of_34_selects_hits_the_limit_and_stays_sound() -> None:
    analysis, export = _analysis(34)
    assert not analysis.converged
    assert analysis.solver.iterations == MAX_ITERATIONS + 1
    assert analysis.operand_values([export], 0) is None
    assert analysis.operand_alignment([export], 0) is None
    assert analysis.binding_alignment([export], 0) is None
    assert analysis.operand_values([export], 1) == [1]


@pytest.mark.slow  # two iree-opt runs
def test_the_limit_is_where_iree_opt_fails() -> None:
    flag = "--iree-stream-annotate-dispatch-arguments"
    text = select_chain_module(33)
    ours = annotate_dispatch_arguments(parse_module(text))
    assert iree_opt(print_module(ours, generic=True)) == iree_opt(text, flag)
    with pytest.raises(IreeOptError):
        iree_opt(select_chain_module(34), flag)


def test_potential_values_cap() -> None:
    state = PotentialValuesState()
    for value in range(MAX_POTENTIAL_VALUES - 1):
        state.insert(value)
    assert state.is_valid()
    state.insert(MAX_POTENTIAL_VALUES)
    assert not state.is_valid()


def test_undef_is_kept_only_while_no_value_is_known() -> None:
    state = PotentialValuesState()
    state.union_undef()
    assert state.undef
    state.insert(5)
    assert not state.undef and state.values == {5}


def test_union_with_an_invalid_state_is_invalid() -> None:
    state, other = PotentialValuesState(), PotentialValuesState()
    state.insert(1)
    other.indicate_pessimistic_fixpoint()
    assert clamp_and_report(state, other)
    assert not state.is_valid()


def test_alignment_state_decreases_to_what_is_known() -> None:
    state = IncIntegerState(best=NATURAL_ALIGNMENT, worst=1)
    new = state.copy()
    new.take_assumed_minimum(16)
    assert clamp_and_report(state, new) and state.assumed == 16
    assert not clamp_and_report(state, new)
    state.indicate_pessimistic_fixpoint()
    assert not state.is_valid() and state.is_at_fixpoint()
