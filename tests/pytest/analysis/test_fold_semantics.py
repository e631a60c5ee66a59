"""The independent semantic check of `fold-uniform-operands` and the chain.

`harness.byte_ranges` shares no code with the passes: every
(site, subspan) must touch the same bytes (`check_fusion_preserves`) and every
value a kernel computes with must be the same symbolic sum of host values
(`check_values_preserved`), before and after, whatever IREE does.  Generated
modules include the inputs IREE 3.13 fails on (`iree_safe=False`).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from harness.byte_ranges import (
    check_fusion_preserves,
    check_values_preserved,
)
from harness.generator import GeneratorOptions, generate_module
from harness.parsed import parse_once, seed_batches
from harness.passes import fold_uniform_operands, fuse_dispatch_bindings
from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr, ModuleOp

from xdsl_stream.api import parse_module

TESTS = Path(__file__).parents[2]
DUMPS = sorted(
    p for p in (TESTS / "dumps").glob("*.mlir") if not p.name.endswith(".loc.mlir")
)
SEEDS = range(120)
BATCH = 30
"""The seeds in batches, so that pytest-xdist's workers share them; each
batch runs on the worker that reads its seeds for the differential tests
(`harness.parsed.seed_batches`)."""


def _violations(before: ModuleOp, chain: bool) -> list[str]:
    """What fold (after fusion if `chain`) breaks, on a copy of `before`."""
    after = before.clone()
    if chain:
        fuse_dispatch_bindings(after)
    fold_uniform_operands(after)
    fold_uniform_operands(after)  # a second run keeps what the first made
    return check_fusion_preserves(before, after) + check_values_preserved(before, after)


@pytest.mark.slow
@pytest.mark.parametrize("start", seed_batches(SEEDS, BATCH))
@pytest.mark.parametrize("iree_safe", [True, False], ids=["safe", "unsafe"])
def test_generated_modules_keep_their_values(iree_safe: bool, start: int) -> None:
    options = GeneratorOptions(iree_safe=iree_safe)
    for seed in range(start, start + BATCH):
        # Strict: a generated module holds nothing unregistered.
        module = parse_once(generate_module(seed, options), allow_unregistered=False)
        for chain in (False, True):
            violations = _violations(module, chain)
            assert not violations, f"seed {seed}, chain {chain}: {violations[:3]}"


@pytest.mark.slow  # every dump, fused, folded twice and checked
@pytest.mark.parametrize("chain", [False, True], ids=["fold", "chain"])
@pytest.mark.parametrize("dump", DUMPS, ids=[p.stem for p in DUMPS])
def test_dumps_keep_their_values(dump: Path, chain: bool) -> None:
    assert not _violations(parse_module(dump.read_text()), chain)


def _first_inlined_constant(module: ModuleOp) -> arith.ConstantOp:
    for op in module.walk():
        if isinstance(op, arith.ConstantOp) and op.result.name_hint == "c7_i32":
            return op
    raise AssertionError("no inlined constant")


KERNEL = """
stream.executable private @ex {
  stream.executable.export public @k workgroups(%w0: index, %w1: index) -> (index, index, index) {
    stream.return %w0, %w1, %w1 : index, index, index
  }
  builtin.module {
    func.func @k(%bind: !stream.binding, %a: i32, %b: index, %c: index) {
      %0 = stream.binding.subspan %bind[%b] : !stream.binding -> memref<2xf32>
      util.optimization_barrier %a : i32
      util.optimization_barrier %c : index
      return
    }
  }
}
util.func public @host(%r: !stream.resource<external>, %n: index, %m: index) {
  %c7 = arith.constant 7 : i32
  stream.cmd.dispatch @ex::@k[%n, %n](%c7, %n, %n : i32, index, index) {
    ro %r[%n for %n] : !stream.resource<external>{%n}
  }
  stream.cmd.dispatch @ex::@k[%m, %m](%c7, %m, %m : i32, index, index) {
    ro %r[%n for %n] : !stream.resource<external>{%n}
  }
  util.return
}
"""


def test_the_check_sees_a_wrong_constant() -> None:
    """The check can fail: an inlined constant changed to another value."""
    before = parse_module(KERNEL)
    after = fold_uniform_operands(parse_module(KERNEL))
    assert not check_values_preserved(before, after)
    constant = _first_inlined_constant(after)
    constant.properties["value"] = IntegerAttr(8, constant.result.type)
    violations = check_values_preserved(before, after)
    assert len(violations) == 2  # one per site
    assert all("7 became 8" in v for v in violations)


def test_the_check_sees_a_wrong_duplicate() -> None:
    """The check can fail: a workgroup count reading a dropped duplicate's
    source wrongly (here: the other workload value)."""
    before = parse_module(KERNEL.replace("[%m, %m]", "[%m, %n]"))
    after = parse_module(KERNEL)
    assert check_values_preserved(before, after)
