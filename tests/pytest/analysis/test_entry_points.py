"""The pass words its unknown-entry-point warnings from the sites the
analysis found unresolved: the same warnings, in the same order, as a walk of
the whole module gives."""

from __future__ import annotations

from harness.snippets import ONE_BINDING_EXECUTABLE

from xdsl_stream.analysis.binding_fusion import analyze_module
from xdsl_stream.analysis.entry_points import unknown_entry_points
from xdsl_stream.api import parse_module

MODULE = (
    ONE_BINDING_EXECUTABLE
    + """\
util.func public @main(%r: !stream.resource<transient>, %s: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%s}) {
    stream.cmd.dispatch @ex::@nope {
      ro %cap[%c0 for %s] : !stream.resource<transient>{%s}
    }
    stream.cmd.dispatch @ex::@k {
      ro %cap[%c0 for %s] : !stream.resource<transient>{%s}
    }
    stream.cmd.dispatch {@ex::@k, @gone::@k} {
      ro %cap[%c0 for %s] : !stream.resource<transient>{%s}
    }
    stream.cmd.dispatch {@ex::@k::@deep, @ex::@none} {
      ro %cap[%c0 for %s] : !stream.resource<transient>{%s}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
"""
)


def test_unresolved_sites_give_the_walks_warnings() -> None:
    module = parse_module(MODULE, allow_unregistered=True)
    analysis = analyze_module(module)
    walked = unknown_entry_points(module)
    given = unknown_entry_points(module, analysis.unresolved_sites)
    assert len(analysis.unresolved_sites) == len(walked) == 3
    assert [(p.op, p.message) for p in given] == [(p.op, p.message) for p in walked]
    assert [p.op for p in walked] == analysis.unresolved_sites


def test_no_unresolved_site_no_warning() -> None:
    module = parse_module(MODULE.replace("@nope", "@k"), allow_unregistered=True)
    analysis = analyze_module(module)
    assert len(analysis.unresolved_sites) == 2
    assert unknown_entry_points(module, []) == []


def test_names_are_written_as_mlir_writes_them() -> None:
    # A name that is no bare word is quoted, so the warning can be searched
    # for in the dump (it said `@ex::@no-pe`).
    text = MODULE.replace("@ex::@nope", '@ex::@"no-pe"')
    warnings = unknown_entry_points(parse_module(text, allow_unregistered=True))
    assert warnings[0].message.startswith('dispatch names @ex::@"no-pe", which')
