"""Unit tests of the binding report (`xdsl_stream.report.model` and `.text`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from harness.snippets import two_binding_executable
from xdsl.ir import SSAValue

from xdsl_stream.analysis.binding_fusion import GroupStatus, analyze_module
from xdsl_stream.analysis.pipeline_cost import Rebase
from xdsl_stream.analysis.segment_cost import SegmentCost, SegmentLayout
from xdsl_stream.api import parse_module, print_module
from xdsl_stream.io.reader import read_module
from xdsl_stream.report.model import (
    SsaNames,
    correlation,
    export_bindings,
    limit_problems,
    site_pattern,
)
from xdsl_stream.report.text import format_report, segment_lines

ROOT = Path(__file__).resolve().parents[3]

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
    assert [r.status for r in export_bindings(analysis)] == [
        GroupStatus.FUSED,
        GroupStatus.NO_SITES,
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


def test_site_pattern_names():
    analysis = analyze_module(parse_module(KERNEL))
    (group,) = analysis.groups
    names = SsaNames(group.sites[0])
    assert [site_pattern(s, names) for s in group.sites] == [
        "ro %rw, ro %rw, ro %rw, wo %ry",
        "ro %rw, ro %rw, ro %rx, wo %ry",
    ]


def test_unnamed_values_get_the_printed_name():
    """A value without a name hint is named as `xdsl-opt` prints it."""
    module = parse_module(KERNEL)
    analysis = analyze_module(module)
    (group,) = analysis.groups
    resource = group.sites[0].resources[3]
    resource.name_hint = None
    name = SsaNames(group.sites[0])(resource)
    assert name.startswith("%") and name[1:].isdigit()
    # The printed module binds that name where %ry was captured.
    assert f"{name}: !stream.resource<external>{{%c64}}" in print_module(module)


def test_format_report():
    report = format_report(analyze_module(parse_module(KERNEL)))
    assert report == (
        "fuse-dispatch-bindings report: 1 export group(s), 2 export(s), bindings 5 -> 4\n"
        "legend: #i %x = binding i, argument %x of the entry function; "
        "ro/wo/rw %r[o for n] = a binding's access, the resource (SSA value) it "
        "names at a site and the byte offset and length it binds; (%v @g) = the value %r captures outside the execute region, and the "
        "util.global it loads; sites a-b (Nx) = N sites that bind alike (their scalar operands may differ)\n"
        "summary:\n"
        "  @ex::@k: 2 sites, bindings 4 -> 3, fused\n"
        "  1 export without dispatch sites (untouched)\n"
        "export group: @ex::@k\n"
        "  mutable aliasing: off\n"
        "  bindings: #0 %a, #1 %b, #2 %c, #3 %o\n"
        "  dispatch sites: 2\n"
        "    site 0 in @main: ro %rw[0 for 16] (%w), ro %rw[16 for 16] (%w), "
        "ro %rw[16 for 16] (%w), wo %ry[0 for 16] (%y)\n"
        "    site 1 in @main: ro %rw[0 for 16] (%w), ro %rw[16 for 16] (%w), "
        "ro %rx[16 for 16] (%x), wo %ry[0 for 16] (%y)\n"
        "  bindings after: 4 -> 3\n"
        "    #0 ro <- #0 %a, #1 %b\n"
        "    kept: #2 %c as #1 ro, #3 %o as #2 wo\n"
        "  dispatch operands: 0 before, 4 after fusion, 0 after "
        "fold-uniform-operands\n"
        "    inlined: offset of #0 %a: 0 at every site; offset of #1 %b: 16 at "
        "every site\n"
        "    deduplicated: offset of #2 %c: the same value as offset of #1 %b at "
        "every site; offset of #3 %o: the same value as offset of #0 %a at every "
        "site\n"
        "  not fused:\n"
        "    #0 %a, #2 %c: different resources at site 1\n"
        "    #1 %b, #2 %c: different resources at site 1\n"
        "exports without dispatch sites (untouched):\n"
        "  @ex::@idle: 1 binding\n"
        "pipeline cost (fuse-dispatch-bindings, then fold-uniform-operands), "
        "1 export changed:\n"
        "  @ex::@k: before 4 bindings, 0 operands (0 B); after rebase=all: "
        "3 bindings, 0 operands (0 B); rebase=fused: 3 bindings, 0 operands (0 B)\n"
        "  total: before 5 bindings, 0 operands (0 B); after rebase=all: "
        "4 bindings, 0 operands (0 B); rebase=fused: 4 bindings, 0 operands (0 B)\n"
    )


def test_format_report_with_limit():
    report = format_report(analyze_module(parse_module(KERNEL)), max_bindings=2)
    assert (
        "  @ex::@k: 2 sites, bindings 4 -> 3, fused, above the limit of 2\n" in report
    )
    assert report.endswith(
        "warning: export @ex::@k has 3 bindings after fusion (4 before fusion), "
        "above the limit of 2\n"
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


ESCAPES = """
stream.executable private @esc {
  stream.executable.export public @e
  builtin.module {
    func.func @e(%a: !stream.binding, %b: !stream.binding, %c: !stream.binding, %d: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %a[%c0] : !stream.binding -> memref<4xf32>
      %1 = stream.binding.subspan %b[%c0] : !stream.binding -> memref<4xf32>
      ESCAPE_C
      "test.use"(%d) : (!stream.binding) -> ()
      return
    }
  }
}
util.func public @host(%x: !stream.resource<external>, %y: !stream.resource<external>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %t = stream.cmd.execute with(%x as %rx: !stream.resource<external>{%c64}, %y as %ry: !stream.resource<external>{%c64}) {
    stream.cmd.dispatch @esc::@e {
      ro %rx[%c0 for %c16] : !stream.resource<external>{%c64},
      ro %rx[%c16 for %c16] : !stream.resource<external>{%c64},
      ro %ry[%c0 for %c16] : !stream.resource<external>{%c64},
      ro %ry[%c16 for %c16] : !stream.resource<external>{%c64}
    }
  } => !stream.timepoint
  util.return
}
"""


def test_unregistered_op_is_named_and_the_escaping_binding_blamed():
    """Binding #3 escapes to `test.use`: the warning names `test.use` (not
    `builtin.unregistered`), and the pairs that would fuse, (0, 1) and (2, 3),
    are blamed on binding #3."""
    text = ESCAPES.replace(
        "ESCAPE_C",
        "%2 = stream.binding.subspan %c[%c0] : !stream.binding -> memref<4xf32>",
    )
    analysis = analyze_module(parse_module(text, allow_unregistered=True))
    (group,) = analysis.groups
    (problem,) = group.problems
    assert "is used by 'test.use'" in problem.message
    assert problem.binding == 3
    assert [(n.first, n.second, n.kind, n.binding) for n in group.not_fused] == [
        (0, 1, "non-subspan-use", 3),
        (2, 3, "non-subspan-use", 3),
    ]
    assert group.not_fused[0].reason == (
        "binding #3 is used by 'test.use', not only by stream.binding.subspan; "
        "the group is left untouched"
    )
    assert "builtin.unregistered" not in format_report(analysis)


def test_several_escaping_bindings_are_all_named():
    text = ESCAPES.replace("ESCAPE_C", '"test.keep"(%c) : (!stream.binding) -> ()')
    analysis = analyze_module(parse_module(text, allow_unregistered=True))
    (group,) = analysis.groups
    assert [p.binding for p in group.problems] == [2, 3]
    assert [(n.first, n.second, n.binding) for n in group.not_fused] == [
        (0, 1, 2),
        (2, 3, 2),
    ]
    assert group.not_fused[0].reason == (
        "bindings #2 ('test.keep'), #3 ('test.use') are used by ops other than "
        "stream.binding.subspan; the group is left untouched"
    )


@pytest.mark.parametrize("sites", [1, 10])
def test_identical_sites_collapse(sites: int):
    """`sites` identical dispatches give one row; the text stays the same size."""
    dispatch = KERNEL[
        KERNEL.index("    stream.cmd.dispatch") : KERNEL.index(
            "    stream.cmd.dispatch @ex::@k {", KERNEL.index("stream.cmd.dispatch") + 1
        )
    ]
    text = KERNEL.replace(dispatch, dispatch * sites)
    report = format_report(analyze_module(parse_module(text)))
    rows = [line for line in report.splitlines() if line.startswith("    site")]
    label = "site 0" if sites == 1 else f"sites 0-{sites - 1} ({sites}x)"
    assert rows == [
        f"    {label} in @main: ro %rw[0 for 16] (%w), ro %rw[16 for 16] (%w), "
        "ro %rw[16 for 16] (%w), wo %ry[0 for 16] (%y)",
        f"    site {sites} in @main: ro %rw[0 for 16] (%w), ro %rw[16 for 16] (%w), "
        "ro %rx[16 for 16] (%x), wo %ry[0 for 16] (%y)",
    ]


@pytest.mark.slow
def test_xdsl_opt_warning_names_the_unregistered_op(tmp_path: Path):
    """Under `xdsl-opt`, the pass's warning and its report say `test.use`."""
    import subprocess

    from harness.oracle import find_tool

    text = ESCAPES.replace("ESCAPE_C", "")
    path = tmp_path / "escapes.mlir"
    path.write_text(text)
    result = subprocess.run(
        [
            find_tool("xdsl-opt"),
            "--allow-unregistered-dialect",
            "-p",
            "fuse-dispatch-bindings{report=text}",
            str(path),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert (
        "warning: fuse-dispatch-bindings: binding #3 (argument #3) of @esc::@e is used "
        "by 'test.use', not only by stream.binding.subspan" in result.stderr
    )
    assert "    #0 %a, #1 %b: binding #3 is used by 'test.use'" in result.stderr
    assert "builtin.unregistered" not in result.stderr


def test_sites_show_offsets_and_why_operands_survive_the_fold():
    """Each site row spells what it binds (`[offset for length]`); sites that
    differ only in offsets are rows of their own; the fold's lines say which
    operands survive it and why (an offset differing across sites, one that
    is no constant), which the binding counts alone cannot show."""
    second = KERNEL.index(
        "stream.cmd.dispatch @ex::@k {", KERNEL.index("@ex::@k {") + 1
    )
    text = (
        KERNEL[:second].replace(
            "  %t = stream.cmd.execute",
            "  %n = arith.addi %c16, %c16 : index\n  %t = stream.cmd.execute",
        )
        + KERNEL[second:].replace(
            "ro %rw[%c16 for %c16] : !stream.resource<constant>{%c64},\n      ro %rx",
            "ro %rw[%c0 for %c16] : !stream.resource<constant>{%c64},\n      ro %rx",
            1,
        )
    ).replace("wo %ry[%c0 for %c16]", "wo %ry[%n for %c16]", 1)
    lines = format_report(analyze_module(parse_module(text))).splitlines()
    rows = [line for line in lines if line.startswith("    site")]
    assert rows == [
        "    site 0 in @main: ro %rw[0 for 16] (%w), ro %rw[16 for 16] (%w), "
        "ro %rw[16 for 16] (%w), wo %ry[%n for 16] (%y)",
        "    site 1 in @main: ro %rw[0 for 16] (%w), ro %rw[0 for 16] (%w), "
        "ro %rx[16 for 16] (%x), wo %ry[0 for 16] (%y)",
    ]
    start = lines.index(
        "  dispatch operands: 0 before, 4 after fusion, 2 after fold-uniform-operands"
    )
    assert lines[start + 1 : start + 3] == [
        "    kept: offset of #1 %b: differs across sites: 16 at site 0, 0 at site 1; "
        "offset of #3 %o: not a constant at site 0: %n",
        "    inlined: offset of #0 %a: 0 at every site; offset of #2 %c: 16 at "
        "every site",
    ]


def test_a_site_in_an_initializer_is_named_by_its_op() -> None:
    """A `util.initializer` has no name: its sites say `in util.initializer`,
    not `in ?`."""
    text = KERNEL.replace(
        "util.func public @main(%w: !stream.resource<constant>, "
        "%x: !stream.resource<external>, %y: !stream.resource<external>) {",
        "util.initializer {\n"
        "  %w = util.global.load @w : !stream.resource<constant>\n"
        "  %x = util.global.load @x : !stream.resource<external>\n"
        "  %y = util.global.load @x : !stream.resource<external>",
    )
    text = (
        "util.global private @w : !stream.resource<constant>\n"
        "util.global private @x : !stream.resource<external>\n" + text
    )
    report = format_report(analyze_module(parse_module(text)))
    assert "    site 0 in util.initializer: ro %rw[0 for 16]" in report, report
    assert "    site 1 in util.initializer: ro %rw[0 for 16]" in report, report
    assert " in ?" not in report


def test_the_segment_total_says_what_it_leaves_out() -> None:
    """An export without a kernel function has no interface to read after
    the segment: the total says it is left out (and nothing when none is)."""
    layout = SegmentLayout(0, 1, 1)
    costs = [SegmentCost("@ex::@k", dict.fromkeys(Rebase, layout))]
    assert segment_lines(costs, 2)[-1] == (
        "  (not in the total: 1 export without a kernel function, whose "
        "interface the segment leaves as it is)"
    )
    assert segment_lines(costs, 1)[-1].startswith("  total: ")


SUFFIXED = (
    two_binding_executable("readonly")
    + """\
util.func public @main(%x: !stream.resource<external>, %y: !stream.resource<external>) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%x as %r_0: !stream.resource<external>{%c16}, %x as %r_1: !stream.resource<external>{%c16}) {
    stream.cmd.dispatch @ex::@k {
      ro %r_0[%c0 for %c16] : !stream.resource<external>{%c16},
      ro %r_1[%c0 for %c16] : !stream.resource<external>{%c16}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
"""
)


def test_names_with_a_suffix_keep_it() -> None:
    """`%r_0` and `%r_1` (two captures of one resource) are named as the input
    spells them: xDSL's hints drop the `_N` (both `r`), which made a site's
    two bindings look like one resource's."""
    numbered: dict[SSAValue, str] = {}
    analysis = analyze_module(read_module(SUFFIXED, numbered_names=numbered))
    (group,) = analysis.groups
    names = SsaNames(group.sites[0], numbered)
    assert site_pattern(group.sites[0], names) == "ro %r_0, ro %r_1"
