"""Affine expressions read with MLIR's 64-bit constants
(`xdsl_stream.io.affine_exprs`): folded only where MLIR folds them, their
constants wrapped as MLIR wraps them, and what iree-opt reads back from the
printed map is what it reads from the input."""

from __future__ import annotations

import re

import pytest
from harness.oracle import SPLIT_MARKER, iree_opt_chunks, iree_opt_many
from xdsl.ir.affine import AffineBinaryOpExpr, AffineBinaryOpKind, AffineExpr
from xdsl.ir.affine.affine_expr import AffineConstantExpr

from xdsl_stream.api import parse_module, print_module
from xdsl_stream.io.affine_exprs import INT64_MAX, INT64_MIN, AffineArithmetic, wrap
from xdsl_stream.io.reader import ReadError

MIN = "(-9223372036854775807 - 1)"
CASES = {
    # what MLIR keeps: no 64-bit answer, or no agreed one
    "7 mod -2": "(7 mod -2)",
    "0 mod -2": "(0 mod -2)",
    "7 mod 0": "(7 mod 0)",
    "7 floordiv 0": "(7 floordiv 0)",
    "7 ceildiv 0": "(7 ceildiv 0)",
    f"{MIN} floordiv -1": "(-9223372036854775808 floordiv -1)",
    f"{MIN} ceildiv -1": "(-9223372036854775808 ceildiv -1)",
    "9223372036854775807 * 2": "(9223372036854775807 * 2)",
    "9223372036854775807 + 1": "(9223372036854775807 + 1)",
    "-9223372036854775807 - 2": "(-9223372036854775807 + -2)",
    # literals and folds wrap as 64-bit integers
    "9223372036854775808": "-9223372036854775808",
    "9223372036854775808 mod 3": "1",
    f"3 - {MIN}": "-9223372036854775805",
    "(d0 * 3) * 3074457345618258603": "(d0 * -9223372036854775807)",
    "(d0 + 9223372036854775807) + 1": "(d0 + -9223372036854775808)",
    # what xDSL and MLIR both fold
    "7 mod 2": "1",
    "-7 floordiv 2": "-4",
    "7 ceildiv -2": "-3",
    "d0 + 1 + 1 - 3 * 2": "(d0 + -4)",
}


def _module(expr: str) -> str:
    return f'"test.op"() {{m = affine_map<(d0) -> ({expr})>}} : () -> ()'


def _map_of(printed: str) -> str:
    found = re.search(r"affine_map<\(d0\) -> \((.*)\)>", printed)
    assert found is not None, printed
    return found[1]


@pytest.mark.parametrize("expr", CASES)
def test_folded_only_where_mlir_folds(expr: str) -> None:
    printed = print_module(parse_module(_module(expr)))
    assert _map_of(printed) == CASES[expr]
    assert print_module(parse_module(printed)) == printed


def test_a_literal_past_2_to_the_63_is_refused_at_its_digits() -> None:
    for literal in ("9223372036854775809", "18446744073709551616"):
        text = _module(f"d0 + {literal}")
        with pytest.raises(ReadError) as error:
            parse_module(text)
        column = text.index(literal) + 1
        message = f"<input>:1:{column}: error: constant too large for index"
        assert message in str(error.value)
    smallest = print_module(parse_module(_module("d0 + 9223372036854775808")))
    assert _map_of(smallest) == "(d0 + -9223372036854775808)"


def test_wrap() -> None:
    assert wrap(INT64_MAX + 1) == INT64_MIN
    assert wrap(INT64_MIN - 1) == INT64_MAX
    assert wrap(-5) == -5
    assert wrap(1 << 64) == 0


def _sum(terms: int) -> AffineExpr:
    expr: AffineExpr = AffineExpr.dimension(0)
    for _ in range(terms):
        expr = AffineBinaryOpExpr(AffineBinaryOpKind.Add, expr, AffineExpr.constant(1))
    return expr


def test_wrapping_a_long_sum_needs_no_recursion_and_keeps_it() -> None:
    arithmetic = AffineArithmetic()
    long_sum = _sum(20_000)
    assert arithmetic.wrapped(long_sum) is long_sum
    wide = AffineBinaryOpExpr(
        AffineBinaryOpKind.Add, long_sum, AffineConstantExpr(INT64_MAX + 1)
    )
    result = arithmetic.wrapped(wide)
    assert isinstance(result, AffineBinaryOpExpr)
    assert result.lhs is long_sum
    assert result.rhs == AffineConstantExpr(INT64_MIN)


@pytest.mark.slow
def test_iree_opt_reads_our_maps_as_it_reads_the_input() -> None:
    """iree-opt reading the printed map gives what it gives reading the
    input, or what it gives reading its own output: MLIR's printer is no
    fixed point at the smallest 64-bit value, which it reads as a product
    by -1 when written `-9223372036854775808` and prints so again
    (`--9223372036854775808`, `d0 - -9223372036854775808`, all that value)."""
    inputs = [_module(expr) for expr in CASES]
    theirs = iree_opt_many(inputs, "--allow-unregistered-dialect")
    theirs_again = iree_opt_many(theirs, "--allow-unregistered-dialect")
    ours = [print_module(parse_module(text)) for text in inputs]
    read_back = iree_opt_many(ours, "--allow-unregistered-dialect")
    for expr, first, second, mine in zip(
        CASES, theirs, theirs_again, read_back, strict=True
    ):
        expected = {_smallest_spelt_once(first), _smallest_spelt_once(second)}
        assert _smallest_spelt_once(mine) in expected, expr


def _smallest_spelt_once(printed: str) -> str:
    """MLIR's spellings of the smallest 64-bit value made one."""
    return printed.replace("--9223372036854775808", "-9223372036854775808").replace(
        "- -9223372036854775808", "- 9223372036854775808"
    )


@pytest.mark.slow
def test_too_large_literals_are_refused_as_iree_opt_refuses_them() -> None:
    modules = [
        _module("18446744073709551616"),
        _module("d0 mod 99999999999999999999"),
        _module("d0 - 9223372036854775809"),
    ]
    text = f"\n{SPLIT_MARKER}\n".join(modules)
    iree = iree_opt_chunks(text)
    for module in modules:
        with pytest.raises(ReadError) as error:
            parse_module(module, name="<stdin>")
        first = str(error.value).splitlines()[0]
        line = text[: text.index(module)].count("\n") + 1
        assert first.replace("<stdin>:1:", f"<stdin>:{line}:") in iree.stderr
