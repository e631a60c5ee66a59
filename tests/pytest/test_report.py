"""Unit tests of `xdsl_stream.analysis.report` (the binding report)."""

from __future__ import annotations

from pathlib import Path

from xdsl_stream.analysis.binding_fusion import analyze_module
from xdsl_stream.analysis.report import (
    _letter,
    correlation,
    export_bindings,
    format_report,
    limit_problems,
    site_pattern,
)
from xdsl_stream.api import parse_module

ROOT = Path(__file__).resolve().parents[2]

KERNEL = """
stream.executable private @ex {
  stream.executable.export public @k
  stream.executable.export public @idle
  builtin.module {
    func.func @k(%a: !stream.binding, %b: !stream.binding, %c: !stream.binding, %o: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %a[%c0] : !stream.binding -> memref<4xf32>
      %1 = stream.binding.subspan %b[%c0] : !stream.binding -> memref<4xf32>
      %2 = stream.binding.subspan %c[%c0] : !stream.binding -> memref<4xf32>
      %3 = stream.binding.subspan %o[%c0] : !stream.binding -> memref<4xf32>
      return
    }
    func.func @idle(%a: !stream.binding) {
      return
    }
  }
}
util.func public @main(%w: !stream.resource<constant>, %x: !stream.resource<external>, %y: !stream.resource<external>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %t = stream.cmd.execute with(%w as %rw: !stream.resource<constant>{%c64}, %x as %rx: !stream.resource<external>{%c64}, %y as %ry: !stream.resource<external>{%c64}) {
    stream.cmd.dispatch @ex::@k {
      ro %rw[%c0 for %c16] : !stream.resource<constant>{%c64},
      ro %rw[%c16 for %c16] : !stream.resource<constant>{%c64},
      ro %rw[%c16 for %c16] : !stream.resource<constant>{%c64},
      wo %ry[%c0 for %c16] : !stream.resource<external>{%c64}
    }
    stream.cmd.dispatch @ex::@k {
      ro %rw[%c0 for %c16] : !stream.resource<constant>{%c64},
      ro %rw[%c16 for %c16] : !stream.resource<constant>{%c64},
      ro %rx[%c16 for %c16] : !stream.resource<external>{%c64},
      wo %ry[%c0 for %c16] : !stream.resource<external>{%c64}
    }
  } => !stream.timepoint
  util.return
}
"""


def test_export_bindings_rows():
    analysis = analyze_module(parse_module(KERNEL))
    rows = [
        (r.name, r.sites, r.before, r.after, r.status)
        for r in export_bindings(analysis)
    ]
    assert rows == [
        ("@ex::@k", 2, 4, 3, "fused"),
        ("@ex::@idle", 0, 1, 1, "no sites"),
    ]


def test_not_fused_kinds_and_sites():
    analysis = analyze_module(parse_module(KERNEL))
    (group,) = analysis.groups
    assert [(n.first, n.second, n.kind, n.site) for n in group.not_fused] == [
        (0, 2, "different-resources", 1),
        (1, 2, "different-resources", 1),
    ]


def test_correlation_matrix():
    analysis = analyze_module(parse_module(KERNEL))
    (group,) = analysis.groups
    assert correlation(group.sites) == [
        [1.0, 1.0, 0.5, 0.0],
        [1.0, 1.0, 0.5, 0.0],
        [0.5, 0.5, 1.0, 0.0],
        [0.0, 0.0, 0.0, 1.0],
    ]
    assert correlation([]) == []


def test_site_pattern_letters():
    analysis = analyze_module(parse_module(KERNEL))
    (group,) = analysis.groups
    assert [site_pattern(s) for s in group.sites] == [
        "ro A, ro A, ro A, wo B",
        "ro A, ro A, ro B, wo C",
    ]
    assert [_letter(n) for n in (0, 25, 26, 27, 701, 702)] == [
        "A",
        "Z",
        "AA",
        "AB",
        "ZZ",
        "AAA",
    ]


def test_format_report():
    report = format_report(analyze_module(parse_module(KERNEL)))
    assert report == (
        "fuse-dispatch-bindings report: 1 export group(s), 2 export(s), bindings 5 -> 4\n"
        "export group: @ex::@k\n"
        "  mutable aliasing: off\n"
        "  dispatch sites: 2\n"
        "    site 0 in @main: ro A, ro A, ro A, wo B\n"
        "    site 1 in @main: ro A, ro A, ro B, wo C\n"
        "  bindings: 4 -> 3\n"
        "    #0 ro <- {0, 1} fused\n"
        "    #1 ro <- {2} kept\n"
        "    #2 wo <- {3} kept\n"
        "  not fused:\n"
        "    0, 2: different resources at site 1\n"
        "    1, 2: different resources at site 1\n"
        "exports without dispatch sites (untouched):\n"
        "  @ex::@idle: 1 binding(s)\n"
    )


def test_limit_problems():
    analysis = analyze_module(parse_module(KERNEL))
    assert limit_problems(analysis, 0) == []
    assert limit_problems(analysis, 3) == []
    (problem,) = limit_problems(analysis, 2)
    assert not problem.is_error
    assert problem.message == (
        "export @ex::@k has 3 bindings after fusion (4 before fusion), "
        "above the limit of 2"
    )


def test_report_on_shipped_dump():
    """The notebook's example: fusion with aliasing off, a writable pair kept
    apart, and a pair that names different resources at the second site."""
    text = (ROOT / "notebooks" / "weights.llvm-cpu.mlir").read_text()
    analysis = analyze_module(parse_module(text, allow_unregistered=True))
    rows = [(r.sites, r.before, r.after) for r in export_bindings(analysis)]
    assert rows == [(1, 7, 5), (2, 4, 4)]
    kinds = [n.kind for g in analysis.groups for n in g.not_fused]
    assert kinds == ["writable-no-alias", "different-resources"]
    aliased = analyze_module(
        parse_module(text, allow_unregistered=True), alias_mutable_bindings=True
    )
    assert [r.after for r in export_bindings(aliased)] == [4, 4]
