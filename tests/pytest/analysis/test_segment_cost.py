"""`segment_cost`: what each kernel receives after the binding segment, and
the report's section and `max-push-constants` check built on it."""

from __future__ import annotations

from dataclasses import replace

from harness.parsed import parse_once
from harness.schema_check import validate
from xdsl.dialects.builtin import IndexType, IntegerType, f16, f64, i32, i64

from xdsl_stream.analysis.binding_fusion import Rebase, analyze_module
from xdsl_stream.analysis.segment_cost import (
    SegmentLayout,
    segment_costs,
    segment_layouts,
    segment_total,
    type_words,
)
from xdsl_stream.report.json_report import load_schema, report_to_json
from xdsl_stream.report.model import build_report
from xdsl_stream.report.text import format_text
from xdsl_stream.transforms.binding_segment import BindingSegmentPass
from xdsl_stream.universe import make_context

MODULE = """
stream.executable private @ex {
  stream.executable.export public @split
  stream.executable.export public @alone
  builtin.module {
    func.func @split(%a: !stream.binding, %b: !stream.binding, %n: i64) {
      return
    }
    func.func @alone(%a: !stream.binding, %k: index) {
      return
    }
  }
}
util.func public @main(%n: i64, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %c7 = arith.constant 7 : i64
  %r = stream.resource.alloc uninitialized : !stream.resource<transient>{%c256}
  %s = stream.resource.alloc uninitialized : !stream.resource<transient>{%c256}
  %t = stream.cmd.execute with(%r as %cr: !stream.resource<transient>{%c256}, %s as %cs: !stream.resource<transient>{%c256}) {
    stream.cmd.dispatch @ex::@split[%c1](%n : i64) {
      ro %cr[%c0 for %c64] : !stream.resource<transient>{%c256},
      ro %cs[%c128 for %c64] : !stream.resource<transient>{%c256}
    }
    stream.cmd.dispatch @ex::@split[%c1](%c7 : i64) {
      ro %cr[%c64 for %c64] : !stream.resource<transient>{%c256},
      ro %cs[%c0 for %c64] : !stream.resource<transient>{%c256}
    }
    stream.cmd.dispatch @ex::@alone[%c1](%k : index) {
      ro %cr[%c0 for %c64] : !stream.resource<transient>{%c256}
    }
    stream.cmd.dispatch @ex::@alone[%c1](%c4 : index) {
      ro %cr[%c64 for %c64] : !stream.resource<transient>{%c256}
    }
  } => !stream.timepoint
  util.return
}
"""


def _layouts() -> dict[Rebase, dict[str, SegmentLayout]]:
    layouts: dict[Rebase, dict[str, SegmentLayout]] = {}
    for rebase in Rebase:
        module = parse_once(MODULE)
        BindingSegmentPass(rebase=str(rebase)).apply(make_context(), module)
        layouts[rebase] = segment_layouts(module)
    return layouts


def test_words_after_the_segment_under_each_rebase_choice() -> None:
    """rebase=all turns each varying offset into an index operand: two words,
    of which the high one (0 at every site) is folded away; rebase=fused
    leaves the unfused exports' bindings as they were, so only their own
    operands (i64, index: two words each, varying) remain."""
    layouts = _layouts()
    assert layouts[Rebase.ALL] == {
        "@ex::@split": SegmentLayout(2, 4, 4),
        "@ex::@alone": SegmentLayout(1, 3, 3),
    }
    assert layouts[Rebase.FUSED] == {
        "@ex::@split": SegmentLayout(2, 2, 2),
        "@ex::@alone": SegmentLayout(1, 2, 2),
    }
    costs = segment_costs(layouts)
    assert segment_total(costs, Rebase.ALL) == SegmentLayout(3, 7, 7)
    assert segment_total(costs, Rebase.FUSED).bytes == 16


def test_type_words() -> None:
    types = [i32, i64, IntegerType(1), f16, f64, IndexType(), IntegerType(96)]
    assert [type_words(t) for t in types] == [1, 2, 1, 1, 2, 2, 3]


def test_report_section_json_and_limit() -> None:
    """The text and JSON (valid against the schema) of the segment section;
    max-push-constants=3 flags @split under rebase=all only."""
    report = build_report(analyze_module(parse_once(MODULE)))
    report = replace(
        report, segment=tuple(segment_costs(_layouts())), max_push_constants=3
    )
    text = format_text(report)
    assert "after the binding segment (fuse, annotate, pack, cse, fold):" in text
    assert (
        "  total: rebase=all: 3 bindings, 7 operands, 7 push-constant words (28 B); "
        "rebase=fused: 3 bindings, 4 operands, 4 push-constant words (16 B)"
    ) in text
    assert (
        "warning: export @ex::@split takes 4 push-constant words (16 B) after the "
        "binding segment with rebase=all, above the limit of 3"
    ) in text
    assert text.count("above the limit of 3") == 1
    data = report_to_json(report)
    validate(data, load_schema())
    section = data["segment_cost"]
    assert section["over_push_constants"] == [{"name": "@ex::@split", "rebase": "all"}]
    assert section["total"]["fused"]["push_constant_bytes"] == 16
    assert "segment_cost" not in report_to_json(replace(report, segment=()))
