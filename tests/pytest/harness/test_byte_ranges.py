"""The independent byte-range checker, and the pass checked with it.

`harness.byte_ranges` computes, per dispatch site and subspan, the
resource and absolute byte offset touched.  These tests pin its semantics on
small modules, show that it flags a corrupted pass output, and then run it on
the pass's output for every lit input under tests/filecheck/transforms, the
shipped example and the real compiler dumps.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from harness.byte_ranges import (
    ByteRange,
    RangeKey,
    SiteKey,
    SubspanKey,
    SymSum,
    check_fusion_preserves,
    compute_byte_ranges,
    main,
)
from xdsl.context import Context
from xdsl.dialects import arith, builtin, func, scf
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import PassPipeline
from xdsl.transforms import get_all_passes

from xdsl_stream.api import print_module
from xdsl_stream.dialects.hal import HAL
from xdsl_stream.dialects.iree_tensor_ext import IREE_TENSOR_EXT
from xdsl_stream.dialects.stream import ResourceAccess, Stream
from xdsl_stream.dialects.util import UTIL
from xdsl_stream.io.parser import ForwardLocParser
from xdsl_stream.transforms.fuse_dispatch_bindings import FuseDispatchBindingsPass

ROOT = Path(__file__).parents[3]
LIT_DIR = ROOT / "tests" / "filecheck" / "transforms"
EXAMPLE = ROOT / "examples" / "rebase.mlir"
DUMPS = sorted(
    p for p in (ROOT / "tests" / "dumps").glob("*.mlir") if ".loc." not in p.name
)
IREE_OPT = Path(sys.executable).parent / "iree-opt"


def _context(allow_unregistered: bool = False) -> Context:
    ctx = Context(allow_unregistered=allow_unregistered)
    for dialect in (
        builtin.Builtin,
        arith.Arith,
        func.Func,
        scf.Scf,
        Stream,
        UTIL,
        HAL,
        IREE_TENSOR_EXT,
    ):
        ctx.load_dialect(dialect)
    return ctx


def _parse(text: str, allow_unregistered: bool = False) -> ModuleOp:
    # The package's parser: xDSL's would read an unknown `"tensor.empty"`
    # inside a `stream.executable` as `stream.tensor.empty` (this context has
    # no tensor dialect).
    return ForwardLocParser(_context(allow_unregistered), text).parse_module()


def _print(module: ModuleOp) -> str:
    # The package's printer: xDSL's custom print of a dispatch of no resource
    # is text no reader reads back, which it writes in generic form.
    return print_module(module, lossless=True)


@dataclass(frozen=True)
class _Unchecked(FuseDispatchBindingsPass):
    """The pass without its check of lossy custom prints (a warning, not the
    IR: most of the pass's time on these small modules)."""

    check_printing: bool = False


@cache  # collection runs the pass on every lit chunk: the tests reuse that
def _fused(
    text: str,
    spec: str = "fuse-dispatch-bindings",
    allow_unregistered: bool = False,
) -> str:
    """The output of pipeline `spec`, printed (keys must survive print/parse);
    text in, text out, so each is made once per process."""
    module = _parse(text, allow_unregistered)
    passes = get_all_passes() | {"fuse-dispatch-bindings": lambda: _Unchecked}
    PassPipeline.parse_spec(passes, spec).apply(_context(allow_unregistered), module)
    return _print(module)


def _ranges(text: str) -> dict[RangeKey, ByteRange]:
    return compute_byte_ranges(_parse(text))


def _key(scope: str, site: int, export: str, function: str, n: int) -> RangeKey:
    return RangeKey(SiteKey(scope, site), SubspanKey(export, function, n))


# ===----------------------------------------------------------------------=== #
# Semantics on small modules
# ===----------------------------------------------------------------------=== #

EXECUTABLE = """
stream.executable private @ex {
  stream.executable.export public @fn
  builtin.module {
    func.func @fn(%n: index, %a: !stream.binding, %m: index, %b: !stream.binding) {
      %c4 = arith.constant 4 : index
      %s = arith.addi %m, %c4 : index
      %0 = stream.binding.subspan %a[%n] : !stream.binding -> memref<4xi8>
      %1 = stream.binding.subspan %b[%s] : !stream.binding -> memref<4xi8>
      %2 = stream.binding.subspan %a[%c4] : !stream.binding -> memref<4xi8>
      return
    }
  }
}
"""

HOST = """
util.func public @main(%r: !stream.resource<external>, %q: !stream.resource<external>, %dyn: index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %off = arith.addi %c0, %c32 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<external>{%c64}, %r as %y: !stream.resource<external>{%c64}, %q as %z: !stream.resource<external>{%dyn}) {
    stream.cmd.dispatch @ex::@fn(%c8, %dyn : index, index) {
      ro %x[%off for %c8] : !stream.resource<external>{%c64},
      wo %y[%dyn for %c8] : !stream.resource<external>{%c64}
    }
    stream.cmd.dispatch @ex::@fn(%dyn, %c0 : index, index) {
      rw %z[%c8 for %c8] : !stream.resource<external>{%dyn},
      ro %x[%c0 for %c8] : !stream.resource<external>{%c64}
    }
  } => !stream.timepoint
  util.return
}
"""


def test_sym_sum_is_canonical() -> None:
    a = SymSum.of_term("a")
    b = SymSum.of_term("b")
    assert a + b + SymSum(3) == b + SymSum(1) + a + SymSum(2)
    assert str(a + a + SymSum(5)) == "2*a + 5"
    assert str(SymSum()) == "0"
    assert SymSum(0).is_zero and not a.is_zero


def test_offsets_resources_and_accesses() -> None:
    ranges = _ranges(EXECUTABLE + HOST)
    assert len(ranges) == 6  # 2 sites x 3 subspans
    dyn = SymSum.of_term("@main:arg2")
    first = ranges[_key("@main", 0, "@ex::@fn", "@ex::@fn", 0)]
    # %off = %c0 + %c32 folds to 32; %n is the first uniform operand (%c8).
    assert first.offset == SymSum(40)
    assert first.resource == "@main:arg0"
    assert first.access is ResourceAccess.READ
    second = ranges[_key("@main", 0, "@ex::@fn", "@ex::@fn", 1)]
    # %b at %dyn, plus %m (second uniform operand, %dyn) + 4.
    assert second.offset == dyn + dyn + SymSum(4)
    # %y captures %r too: the same resource as %x.
    assert second.resource == "@main:arg0"
    assert second.access is ResourceAccess.WRITE
    third = ranges[_key("@main", 1, "@ex::@fn", "@ex::@fn", 2)]
    assert third.offset == SymSum(12)
    assert third.resource == "@main:arg1"
    assert third.access is ResourceAccess.READ_WRITE
    assert third.resource_size == dyn


def test_opaque_function_values_are_terms_of_their_operands() -> None:
    module = """
stream.executable private @ex {
  stream.executable.export public @fn
  builtin.module {
    func.func @fn(%b: !stream.binding, %n: index) {
      %c4 = arith.constant 4 : index
      %o = arith.muli %n, %c4 : index
      %0 = stream.binding.subspan %b[%o] : !stream.binding -> memref<4xi8>
      return
    }
  }
}
util.func public @main(%r: !stream.resource<external>, %dyn: index) {
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  stream.cmd.dispatch @ex::@fn(%c8 : index) {
    ro %r[%c8 for %c8] : !stream.resource<external>{%c64}
  }
  stream.cmd.dispatch @ex::@fn(%dyn : index) {
    ro %r[%c8 for %c8] : !stream.resource<external>{%c64}
  }
  util.return
}
"""
    ranges = _ranges(module)
    a = ranges[_key("@main", 0, "@ex::@fn", "@ex::@fn", 0)].offset
    b = ranges[_key("@main", 1, "@ex::@fn", "@ex::@fn", 0)].offset
    assert a != b
    assert a.constant == 8 and "arith.muli#0" in str(a) and "[8]" in str(a)
    assert "[@main:arg1]" in str(b)


def test_several_entry_points_give_one_record_per_export() -> None:
    module = """
stream.executable private @ex {
  stream.executable.export public @fn as("a")
  stream.executable.export public @fn as("b")
  builtin.module {
    func.func @fn(%b: !stream.binding) {
      %c4 = arith.constant 4 : index
      %0 = stream.binding.subspan %b[%c4] : !stream.binding -> memref<4xi8>
      return
    }
  }
}
util.func public @main(%r: !stream.resource<external>) {
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  stream.cmd.dispatch {@ex::@a, @ex::@b} {
    ro %r[%c8 for %c8] : !stream.resource<external>{%c64}
  }
  util.return
}
"""
    ranges = _ranges(module)
    assert set(ranges) == {
        _key("@main", 0, "@ex::@a", "@ex::@fn", 0),
        _key("@main", 0, "@ex::@b", "@ex::@fn", 0),
    }
    assert {r.offset for r in ranges.values()} == {SymSum(12)}


def test_identical_modules_have_no_violations() -> None:
    assert (
        check_fusion_preserves(_parse(EXECUTABLE + HOST), _parse(EXECUTABLE + HOST))
        == []
    )


# ===----------------------------------------------------------------------=== #
# Corruptions are flagged
# ===----------------------------------------------------------------------=== #


def _example_after() -> str:
    after = _fused(EXAMPLE.read_text())
    assert "(%c0, %c32, %c16 : index, index, index)" in after
    return after


def test_pass_output_on_example_is_clean() -> None:
    before = _parse(EXAMPLE.read_text())
    assert check_fusion_preserves(before, _parse(_example_after())) == []


def test_corrupted_offset_operand_is_flagged() -> None:
    # The second binding's old offset (%c32) passed as %c64 instead.
    bad = _example_after().replace("(%c0, %c32, %c16 :", "(%c0, %c64, %c16 :")
    violations = check_fusion_preserves(_parse(EXAMPLE.read_text()), _parse(bad))
    assert len(violations) == 1
    assert "byte offset changed from 48 to 80" in violations[0]
    assert "@ex::@fn" in violations[0] and "subspan #1" in violations[0]


def test_swapped_offset_arguments_are_flagged() -> None:
    after = _example_after()
    # The function reads the other binding's offset argument.
    lines = after.splitlines()
    subspan = next(
        i for i, line in enumerate(lines) if "stream.binding.subspan" in line
    )
    match = re.search(r"\[(%[\w]+)\]", lines[subspan])
    assert match is not None
    signature = next(line for line in lines if "func.func @fn(" in line)
    offsets = re.findall(r"(%[\w]+): index", signature)
    other = offsets[1] if match.group(1) == offsets[0] else offsets[0]
    lines[subspan] = lines[subspan].replace(match.group(0), f"[{other}]")
    violations = check_fusion_preserves(
        _parse(EXAMPLE.read_text()), _parse("\n".join(lines))
    )
    assert any("byte offset changed from 0 to 32" in v for v in violations)


def test_wrong_resource_narrowed_access_and_lost_range_are_flagged() -> None:
    original = EXAMPLE.read_text()
    after = _example_after()
    # Bind the transient %x where the external %y was.
    swapped = re.sub(
        r"wo %y\[(%\w+) for %sz\] : !stream.resource<external>\{%sz\}",
        r"wo %x[\1 for %c128] : !stream.resource<transient>{%c128}",
        after,
    )
    assert swapped != after
    violations = check_fusion_preserves(_parse(original), _parse(swapped))
    assert any("resource changed from @main:arg0" in v for v in violations)

    read_write = original.replace("ro %x[", "rw %x[")
    narrowed = _fused(read_write)
    assert "rw %x[" in narrowed
    violations = check_fusion_preserves(
        _parse(read_write), _parse(narrowed.replace("rw %x[", "ro %x["))
    )
    assert violations == [
        "site @main#0 -> @ex::@fn (@ex::@fn, subspan #0): access narrowed from rw to ro"
    ]

    def with_range(offset: str, length: str) -> str:
        text = re.sub(
            r"ro %x\[%\w+ for %c128\]", f"ro %x[{offset} for {length}]", after
        )
        assert text != after
        return text

    # [%c0 for %c16] is exactly the original range of %x: fine.
    exact = with_range("%c0", "%c16")
    assert check_fusion_preserves(_parse(original), _parse(exact)) == []
    for offset, length in (("%c0", "%c1"), ("%c16", "%c128")):
        violations = check_fusion_preserves(
            _parse(original), _parse(with_range(offset, length))
        )
        assert any("does not cover" in v for v in violations), (offset, length)


def test_widened_access_is_allowed() -> None:
    before = _parse(EXAMPLE.read_text())
    after = _parse(_example_after().replace("ro %x[", "rw %x["))
    assert check_fusion_preserves(before, after) == []


def test_lost_and_new_subspans_are_flagged() -> None:
    after = _example_after()
    lost = re.sub(
        r"\n.*%\w+ = stream.binding.subspan %\w+\[%\w+\] : "
        r"!stream.binding -> memref<\?xf32>\{%n\}",
        "",
        after,
    )
    assert lost != after
    violations = check_fusion_preserves(_parse(EXAMPLE.read_text()), _parse(lost))
    # Walk ordinals shift: subspan #1 is now #0 and #1 disappears.
    assert any("missing after the pass" in v for v in violations)


def test_cli_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "good.mlir"
    bad = tmp_path / "bad.mlir"
    good.write_text(_example_after())
    bad.write_text(_example_after().replace("(%c0, %c32, %c16 :", "(%c0, %c64, %c16 :"))
    assert main([str(EXAMPLE), str(good)]) == 0
    assert capsys.readouterr().out == ""
    assert main([str(EXAMPLE), str(bad)]) == 1
    assert "byte offset changed from 48 to 80" in capsys.readouterr().out


@pytest.mark.slow
def test_cli_as_module(tmp_path: Path) -> None:
    bad = tmp_path / "bad.mlir"
    bad.write_text(_example_after().replace("(%c0, %c32, %c16 :", "(%c0, %c64, %c16 :"))
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "harness.byte_ranges",
            str(EXAMPLE),
            str(bad),
        ],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONPATH": str(ROOT / "tests")},
    )
    assert result.returncode == 1, result.stderr
    assert "byte offset changed" in result.stdout


# ===----------------------------------------------------------------------=== #
# The pass, checked on the lit inputs, the example and the dumps
# ===----------------------------------------------------------------------=== #


def _lit_chunks() -> list[tuple[str, str]]:
    chunks: list[tuple[str, str]] = []
    for path in sorted(LIT_DIR.glob("*.mlir")):
        for n, chunk in enumerate(path.read_text().split("\n// -----\n")):
            chunks.append((f"{path.stem}#{n}", chunk))
    return chunks


def _succeeds(text: str) -> bool:
    """Whether the chunk is valid input on which the pass succeeds (a strict
    read: chunks with ops of no registered dialect are left out)."""
    from xdsl.utils.exceptions import DiagnosticException, ParseError

    try:
        _fused(text)
    except (DiagnosticException, ParseError):
        return False
    return True


LIT_CHUNKS = [(name, text) for name, text in _lit_chunks() if _succeeds(text)]


def test_lit_inputs_are_found() -> None:
    names = {name.split("#")[0] for name, _ in LIT_CHUNKS}
    assert {"fuse_rebase", "fuse_dedup_alias", "fuse_dedup_noalias"} <= names
    assert not any(name.startswith("fuse_missing_function") for name in names)


PIPELINES = {
    "noalias": "fuse-dispatch-bindings",
    "alias": "fuse-dispatch-bindings{alias-mutable-bindings=true}",
    "cse-canonicalize": "fuse-dispatch-bindings,cse,canonicalize",
}


@pytest.mark.slow  # every lit input through three pipelines: many modules
@pytest.mark.parametrize("spec", PIPELINES.values(), ids=PIPELINES.keys())
@pytest.mark.parametrize(
    "text", [t for _, t in LIT_CHUNKS], ids=[n for n, _ in LIT_CHUNKS]
)
def test_pass_preserves_byte_ranges_on_lit_inputs(text: str, spec: str) -> None:
    """With the cleanup after the pass, the input gets the same cleanup: an
    unused `stream.binding.subspan` is `Pure` (as IREE declares it), so the
    cleanup erases it on both sides."""
    cleanup = spec.removeprefix("fuse-dispatch-bindings").lstrip(",")
    before = _parse(_fused(text, cleanup) if cleanup.startswith("cse") else text)
    after = _parse(_fused(text, spec))
    assert check_fusion_preserves(before, after) == []


def test_pass_output_changes_something_the_checker_sees() -> None:
    """Guard against a vacuous checker: rebasing changes every binding range."""
    before = compute_byte_ranges(_parse(EXAMPLE.read_text()))
    after = compute_byte_ranges(_parse(_example_after()))
    assert before.keys() == after.keys()
    assert any(before[k].binding_offset != after[k].binding_offset for k in before)
    assert all(before[k].offset == after[k].offset for k in before)


@pytest.mark.slow
@pytest.mark.parametrize("dump", DUMPS, ids=[p.stem for p in DUMPS])
def test_pass_preserves_byte_ranges_on_real_dumps(dump: Path) -> None:
    text = dump.read_text()
    before = _parse(text, allow_unregistered=True)
    after = _parse(_fused(text, allow_unregistered=True), allow_unregistered=True)
    assert compute_byte_ranges(before)
    assert check_fusion_preserves(before, after) == []


@pytest.mark.slow  # runs iree-opt
@pytest.mark.parametrize(
    "name", ["fuse_rebase", "fuse_dedup_alias", "fuse_dedup_noalias"]
)
def test_checker_accepts_iree_output(name: str) -> None:
    """IREE's own output on its three scenarios passes the checker too."""
    text = (LIT_DIR / f"{name}.mlir").read_text()
    result = subprocess.run(
        [str(IREE_OPT), "-", "--iree-stream-fuse-dispatch-bindings"],
        input=text,
        capture_output=True,
        text=True,
        check=True,
    )
    assert check_fusion_preserves(_parse(text), _parse(result.stdout)) == []
