"""Ops of xDSL's dialects printed in custom form only where the text is MLIR's
(`xdsl_stream.io.mlir_forms`, `xdsl_stream.io.printer.OwnedCustomPrinter`).

The fast tests hold the decision and that the output stays lossless; the
slow one holds every op so printed, in the corpus, the dumps, the dumps after
the binding segment and `VARIANTS`, equal to `iree-opt`'s line of it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from harness.mlir_text import checked_count, mismatches, normalized, op_lines
from harness.oracle import iree_opt_many
from harness.parsed import parse_once

from xdsl_stream.api import parse_module, print_module
from xdsl_stream.io.mlir_forms import mlir_name, prints_like_mlir
from xdsl_stream.transforms.binding_segment import BindingSegmentPass
from xdsl_stream.universe import make_context

ROOT = Path(__file__).parents[3]

VARIANTS = """\
module @named attributes {x.arrays = [7, 2.5, 3 : i32, -4]} {
  func.func private @declared(i32, index) -> (i32, f32)
  func.func private @declared_bare(i32)
  func.func private @declared_attrs(i32) -> (i32 {x.r})
  func.func @callee(%a: i32 {x.v = [1, 2], x.w = 3 : i64}, %f: f32) -> (i32, f32) attributes {x.f} {
    return %a, %f : i32, f32
  }
  func.func @body(%a: i32, %b: i64, %f: f32, %g: f64, %h: bf16, %i: index, %c: complex<f32>) -> i32 {
    %c0 = arith.constant 0 : index
    %big = arith.constant 8589934595 : i64
    %neg = arith.constant -1 : i32
    %t = arith.constant true
    %half = arith.constant 5.000000e-01 : f32
    %tenth = arith.constant 0.1 : f64
    %odd = arith.constant 1.23456789 : f32
    %bf = arith.constant 1.5 : bf16
    %inf = arith.constant 0x7F800000 : f32
    %dense = arith.constant dense<[1, 2]> : tensor<2xi32>
    %tagged = arith.constant {x.t = [1.5, 2]} 3 : i32
    %0 = arith.addi %a, %a overflow<nsw, nuw> : i32
    %one_flag = arith.addi %a, %a overflow<nsw> : i32
    %1 = arith.muli %0, %neg {x.values = [-1, 8589934595]} : i32
    %2 = arith.addf %f, %half fastmath<fast> : f32
    %3 = arith.mulf %2, %2 fastmath<nnan,ninf> : f32
    %4 = arith.cmpi slt, %0, %1 : i32
    %5 = arith.cmpf olt, %2, %3 : f32
    %6 = arith.select %4, %0, %1 : i32
    %7 = arith.extui %a : i32 to i64
    %8 = arith.trunci %b : i64 to i32
    %9 = arith.shrui %b, %big : i64
    %10 = arith.index_cast %i : index to i32
    %11 = arith.bitcast %f : f32 to i32
    %12 = arith.extf %h : bf16 to f32
    %13 = arith.sitofp %a : i32 to f32
    %14 = arith.maximumf %f, %half : f32
    %15 = arith.divsi %a, %neg : i32
    %16 = arith.negf %g : f64
    %17 = complex.re %c : complex<f32>
    %18 = complex.im %c : complex<f32>
    %19 = complex.create %17, %18 : complex<f32>
    %20:2 = func.call @callee(%a, %f) : (i32, f32) -> (i32, f32)
    %21 = func.call @body(%a, %b, %f, %g, %h, %i, %c) : (i32, i64, f32, f64, bf16, index, complex<f32>) -> i32
    cf.cond_br %4, ^bb1(%6 : i32), ^bb2
  ^bb1(%x: i32):
    cf.br ^bb2
  ^bb2:
    return %a : i32
  }
  builtin.module attributes {x.inner} {
    func.func @inner() {
      return
    }
  }
}
"""
"""Our own module: each op class `mlir_forms` decides, with the properties,
attributes and values that change its text."""


def _ops(text: str) -> dict[str, list[bool]]:
    module = parse_module(text, allow_unregistered=True)
    found: dict[str, list[bool]] = {}
    for op in module.walk():
        found.setdefault(op.name, []).append(prints_like_mlir(op))
    return found


def test_decisions_per_instance() -> None:
    decided = _ops(VARIANTS)
    # A declaration without results, or with result attributes, is generic.
    assert decided["func.func"] == [True, False, False, True, True, True]
    # A float that is not exactly its six-decimal text (0.1, 1.23456789), the
    # infinity and the dense value are generic, every other constant not.
    assert decided["arith.constant"] == [True] * 5 + [False, False, True] + [
        False,
        False,
        True,
    ]
    # Two overflow flags, or two results of a call, are generic.
    assert decided["arith.addi"] == [False, True]
    assert decided["func.call"] == [False, True]
    assert decided["cf.cond_br"] == decided["cf.br"] == [True]


def test_printed_forms() -> None:
    printed = print_module(parse_module(VARIANTS), lossless=True)
    assert printed.startswith(
        "module @named attributes {x.arrays = [7, 2.500000e+00, 3 : i32, -4]} {"
    )
    assert "    return %a, %f : i32, f32\n" in printed
    assert "%1 = arith.muli %0, %neg {x.values = [-1, 8589934595]} : i32" in printed
    assert "x.w = 3 : i64" in printed  # a dictionary's value keeps its type
    assert '"arith.constant"() <{value = 0x7F800000 : f32}>' in printed
    assert '"func.func"() <{sym_name = "declared_bare"' in printed
    assert "  module attributes {x.inner} {\n" in printed  # in a module: `module`
    assert " = call @body(" in printed and '"func.call"(%a, %f)' in printed
    generic = print_module(parse_module(VARIANTS), lossless=True, generic=True)
    assert "module" not in generic.split("(", 1)[0] or generic.startswith(
        '"builtin.module"'
    )
    assert '"func.return"' in generic and "return %a" not in generic


def test_names_as_mlir_prints_them() -> None:
    module = parse_module(VARIANTS)
    names = {mlir_name(op) for op in module.walk() if prints_like_mlir(op)}
    assert {"module", "return", "call"} <= names
    assert not {"func.return", "func.call", "builtin.module"} & names


def test_lossless_and_fixed_point() -> None:
    """Read back, the output is the module (its generic print), and printing
    it again gives it again."""
    module = parse_module(VARIANTS)
    printed = print_module(module, lossless=True)
    again = parse_module(printed)
    assert print_module(again, generic=True) == print_module(module, generic=True)
    assert print_module(again, lossless=True) == printed


def test_comparison_finds_a_difference() -> None:
    """The harness is not blind: a line that differs beyond value names is
    reported, one that differs only in them is not."""
    module = parse_module("func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n")
    ours = print_module(module, lossless=True)
    assert not mismatches(module, ours, ours.replace("%a", "%arg0"))
    wrong = ours.replace("return %a : i32", "return %a : i64")
    (found,) = mismatches(module, ours, wrong)
    assert found.name == "func.return"
    assert normalized("%x = arith.addi %x, %y : i32") == "%0 = arith.addi %0, %1 : i32"
    assert op_lines('  %0 = "arith.addi"(%a, %a)\n', {"arith.addi"})


def _inputs() -> tuple[list[str], list[str]]:
    """The texts compared as they are, and the dumps (also compared after
    the segment)."""
    files = [
        *sorted(ROOT.glob("tests/corpus/*.mlir")),
        *sorted(ROOT.glob("examples/*.mlir")),
    ]
    dumps = [
        p for p in sorted(ROOT.glob("tests/dumps/*.mlir")) if ".loc." not in p.name
    ]
    return [VARIANTS, *(p.read_text() for p in files)], [p.read_text() for p in dumps]


def _after_segment(text: str) -> str:
    module = parse_once(text)
    BindingSegmentPass(check_printing=False).apply(
        make_context(allow_unregistered=True), module
    )
    return print_module(module, lossless=True)


@pytest.mark.slow
def test_custom_forms_are_iree_opts() -> None:
    """Every op of xDSL's dialects printed in custom form, in every input and
    every dump after the binding segment, is `iree-opt`'s line of it."""
    texts, dumps = _inputs()
    segmented = [_after_segment(text) for text in dumps]
    texts = [*texts, *dumps]
    modules = [parse_once(text) for text in [*texts, *segmented]]
    ours = [print_module(module, lossless=True) for module in modules]
    theirs = iree_opt_many(ours, "--allow-unregistered-dialect")
    assert checked_count(modules) > 2000
    found = [
        f"module {n}: {m}"
        for n, (module, mine, iree) in enumerate(
            zip(modules, ours, theirs, strict=True)
        )
        for m in mismatches(module, mine, iree)
    ]
    assert not found, "\n".join(found[:20])
