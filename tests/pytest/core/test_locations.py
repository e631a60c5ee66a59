"""Dumps taken with `--mlir-print-debuginfo`: read as printed, locations kept.

Location aliases are defined at the end of such dumps.  Our output, printed
generic with debug info and re-printed by `iree-opt --mlir-print-debuginfo`,
must equal IREE's pass output, locations included, aliasing off and on.
"""

from __future__ import annotations

import contextlib
import subprocess
import sys
from pathlib import Path

import pytest
from harness.oracle import find_tool, iree_opt
from xdsl.utils.exceptions import ParseError

from xdsl_stream.api import fuse_dispatch_bindings, parse_module, print_module
from xdsl_stream.io.reader import ReadError

pytestmark = pytest.mark.slow  # iree-opt on every debug-info dump

LOC_DUMPS = sorted((Path(__file__).parents[2] / "dumps").glob("*.loc.mlir"))
ALIAS_FLAG = "--iree-stream-resource-alias-mutable-bindings"
DEBUG = "--mlir-print-debuginfo"


@pytest.mark.parametrize("alias", [False, True], ids=["noalias", "alias"])
@pytest.mark.parametrize("dump", LOC_DUMPS, ids=[p.stem for p in LOC_DUMPS])
def test_loc_dumps_match_iree_with_locations(dump: Path, alias: bool) -> None:
    text = dump.read_text()
    flags = [ALIAS_FLAG] if alias else []
    expected = iree_opt(text, "--iree-stream-fuse-dispatch-bindings", DEBUG, *flags)
    module = parse_module(text, allow_unregistered=True)
    fuse_dispatch_bindings(module, alias_mutable_bindings=alias)
    got = iree_opt(print_module(module, generic=True, debuginfo=True), DEBUG)
    assert "loc(" in expected
    assert got == expected


@pytest.mark.parametrize("dump", LOC_DUMPS, ids=[p.stem for p in LOC_DUMPS])
def test_loc_dumps_round_trip(dump: Path) -> None:
    """Without the pass: read and printed again, nothing changes, locations kept."""
    text = dump.read_text()
    module = parse_module(text, allow_unregistered=True)
    got = iree_opt(print_module(module, generic=True, debuginfo=True), DEBUG)
    assert got == iree_opt(text, DEBUG)


def test_loc_dumps_present() -> None:
    assert len(LOC_DUMPS) >= 10


def test_xdsl_stream_opt_reads_loc_dump() -> None:
    """`xdsl-stream-opt` on a dump: aliases defined at the end are read."""
    dump = next(p for p in LOC_DUMPS if p.name.startswith("constants.llvm-cpu"))
    text = dump.read_text()
    result = subprocess.run(
        [
            find_tool("xdsl-stream-opt"),
            "--allow-unregistered-dialect",
            "--print-debuginfo",
            "-p",
            "fuse-dispatch-bindings",
            str(dump),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    expected = iree_opt(text, "--iree-stream-fuse-dispatch-bindings", DEBUG)
    assert iree_opt(result.stdout, DEBUG) == expected


FORWARD = """\
"test.op"() : () -> () loc(#loc2)
#loc = loc("a.mlir":1:2)
#loc1 = loc("b.mlir":3:4)
#loc2 = loc(fused[#loc, #loc1])
"""


def test_forward_location_alias_resolves() -> None:
    module = parse_module(FORWARD, allow_unregistered=True)
    op = next(iter(module.ops))
    printed = print_module(module, generic=True, debuginfo=True)
    assert 'loc(fused["a.mlir":1:2, "b.mlir":3:4])' in printed
    assert str(op.location).startswith("loc(fused[")


def test_undefined_location_alias_still_reported() -> None:
    with pytest.raises(ReadError, match="undefined symbol alias '#loc9'"):
        parse_module('"test.op"() : () -> () loc(#loc9)\n', allow_unregistered=True)


def test_redeclared_location_alias_still_reported() -> None:
    text = FORWARD + '#loc = loc("c.mlir":5:6)\n'
    with pytest.raises(ReadError, match="re-declaration of alias '#loc'"):
        parse_module(text, allow_unregistered=True)


def test_non_location_forward_alias_still_rejected() -> None:
    """Only location aliases may be used before their definition, as in MLIR."""
    text = '"test.op"() {a = #x} : () -> ()\n#x = 1 : i32\n'
    with pytest.raises(ReadError, match="undefined symbol alias '#x'"):
        parse_module(text, allow_unregistered=True)


def test_xdsl_frontend_left_alone() -> None:
    """Loading the plugin (as `xdsl-opt` does) leaves xDSL's parser in place."""
    code = (
        "from xdsl.universe import Universe; Universe.get_multiverse();"
        "import xdsl.frontend.mlir as m; print(m.Parser.__module__)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "xdsl.parser.core"


def test_alias_definition_naming_a_later_alias_is_refused() -> None:
    """Only an op's location may name an alias defined later, as in MLIR: a
    definition may not (so aliases never form a cycle)."""
    text = '"test.op"() : () -> () loc(#a)\n#a = loc(fused[#b])\n#b = loc(fused[#a])\n'
    with pytest.raises(ReadError, match=":2:18: error: undefined symbol alias '#b'"):
        parse_module(text, allow_unregistered=True)


# The parser pauses Python's garbage collector (`xdsl_stream.io.parser`).


@pytest.mark.parametrize("enabled", [True, False], ids=["gc-on", "gc-off"])
@pytest.mark.parametrize("text", ["builtin.module {}", "builtin.module {"])
def test_parsing_restores_the_collector(enabled: bool, text: str) -> None:
    import gc

    from xdsl_stream.io.parser import ForwardLocParser
    from xdsl_stream.universe import make_context

    was = gc.isenabled()
    (gc.enable if enabled else gc.disable)()
    try:
        with contextlib.suppress(ParseError):
            ForwardLocParser(make_context(), text).parse_module()
        assert gc.isenabled() == enabled
    finally:
        (gc.enable if was else gc.disable)()
