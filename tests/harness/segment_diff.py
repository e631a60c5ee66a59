"""Our `pack-dispatch-operands` and `mlir-cse` against iree-opt's, batched.

Each check runs iree-opt twice per batch (IREE's passes on the inputs, and a
re-print of ours): the two texts must be equal.  The pytest suite runs a
sample (`tests/pytest/transforms/test_pack_cse_differential.py`); a harness
run takes as many seeds as asked:

    cd tests && python -m harness.segment_diff 240
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

from xdsl.dialects.builtin import ModuleOp

from harness.generator import generate_module
from harness.oracle import IreeOptError, iree_opt, iree_opt_many
from harness.parsed import parse_once
from xdsl_stream.analysis.binding_fusion import Rebase
from xdsl_stream.analysis.operand_packing import analyze_packing
from xdsl_stream.api import fuse_dispatch_bindings, parse_module, print_module
from xdsl_stream.transforms.binding_segment import BindingSegmentPass
from xdsl_stream.transforms.mlir_cse import mlir_cse
from xdsl_stream.transforms.pack_dispatch_operands import PackDispatchOperandsPass
from xdsl_stream.universe import make_context

FUSE = "--iree-stream-fuse-dispatch-bindings"
PACK = "--iree-stream-pack-dispatch-operands"
ANNOTATE = "--iree-stream-annotate-dispatch-arguments"
FOLD = "--iree-stream-fold-uniform-operands"
ALIAS = "--iree-stream-resource-alias-mutable-bindings"
SEGMENT_AFTER_FUSE = (ANNOTATE, PACK, "--cse", FOLD)
"""iree-opt's binding segment after fusion: annotate, pack, cse, fold."""


def pack(module: ModuleOp) -> None:
    """Our pack pass with its defaults (IREE's flags' defaults)."""
    PackDispatchOperandsPass().apply(make_context(allow_unregistered=True), module)


def ours(text: str, steps: Sequence[Callable[[ModuleOp], object]]) -> str:
    """`text` through our `steps`, verified and printed generic (each text
    read once per process: `harness.parsed`)."""
    module = parse_once(text)
    for step in steps:
        step(module)
    module.verify()
    return print_module(module, generic=True)


def mismatches(
    names: Sequence[object],
    inputs: Sequence[str],
    flags: Sequence[str],
    steps: Sequence[Callable[[ModuleOp], object]],
) -> list[object]:
    """The names of the inputs on which iree-opt's `flags` and our `steps`
    differ (ours re-printed by iree-opt)."""
    expected = iree_opt_many(inputs, *flags)
    got = iree_opt_many([ours(text, steps) for text in inputs])
    return [n for n, e, g in zip(names, expected, got, strict=True) if e != g]


def segment(
    *, alias: bool = False, rebase: str = "all"
) -> Callable[[ModuleOp], object]:
    """Our `binding-segment` with these options and IREE's alignments (as
    compared with iree-opt)."""
    options = BindingSegmentPass(
        alias_mutable_bindings=alias,
        rebase=rebase,
        iree_alignment=True,
        check_printing=False,
    )
    return lambda module: options.apply(make_context(allow_unregistered=True), module)


def segment_mismatches(
    names: Sequence[object], inputs: Sequence[str], *, alias: bool, rebase: str
) -> list[object]:
    """The inputs on which our `binding-segment` differs from iree-opt's five
    passes (two batched iree-opt runs).  With `rebase=fused`, iree-opt's
    chain starts from our fusion: iree-opt's four after our fuse."""
    steps = [segment(alias=alias, rebase=rebase)]
    if rebase == "all":
        return mismatches(
            names,
            inputs,
            [FUSE, *([ALIAS] if alias else []), *SEGMENT_AFTER_FUSE],
            steps,
        )
    fused = [
        ours(
            text,
            [
                lambda m: fuse_dispatch_bindings(
                    m, alias_mutable_bindings=alias, rebase=Rebase.FUSED
                )
            ],
        )
        for text in inputs
    ]
    expected = iree_opt_many(fused, *SEGMENT_AFTER_FUSE)
    got = iree_opt_many([ours(text, steps) for text in inputs])
    return [n for n, e, g in zip(names, expected, got, strict=True) if e != g]


def refused(text: str) -> bool:
    """Our pack refuses the fused module or deliberately differs from IREE's
    on it, where IREE 3.13 makes invalid IR: an export whose
    `stream.resources` config omits `index_bits` (32) while its function,
    without one, rebuilds 64-bit indices; an export naming a private function
    (IREE packs the sites, not the function)."""
    module = parse_module(text)
    fuse_dispatch_bindings(module)
    analysis = analyze_packing(module)
    return bool(analysis.problems or analysis.deviations)


def split_seeds(seeds: Sequence[int]) -> tuple[list[int], list[int]]:
    """The seeds our pack accepts, and those it refuses."""
    refusals = [s for s in seeds if refused(generate_module(s))]
    return [s for s in seeds if s not in refusals], refusals


def iree_accepts(seed: int) -> bool:
    """iree-opt's fuse and pack give IR that verifies."""
    try:
        iree_opt(generate_module(seed), FUSE, PACK)
    except IreeOptError:
        return False
    return True


def pack_mismatches(seeds: Sequence[int]) -> list[object]:
    """Seeds where `fuse, pack` differs from iree-opt's."""
    inputs = [generate_module(seed) for seed in seeds]
    return mismatches(seeds, inputs, [FUSE, PACK], [fuse_dispatch_bindings, pack])


def cse_mismatches(seeds: Sequence[int]) -> list[object]:
    """Seeds where `fuse, pack, cse` differs from iree-opt's (our fuse and
    pack already equal iree-opt's: what is compared is the CSE)."""
    inputs = [generate_module(seed) for seed in seeds]
    steps = [fuse_dispatch_bindings, pack, mlir_cse]
    return mismatches(seeds, inputs, [FUSE, PACK, "--cse"], steps)


def main(argv: Sequence[str]) -> int:
    count = int(argv[0]) if argv else 400
    seeds, refusals = split_seeds(range(count))
    accepted_by_iree = [s for s in refusals if iree_accepts(s)]
    print(
        f"refused by our pack: {len(refusals)}; of these iree-opt's output "
        f"verifies on {accepted_by_iree}"
    )
    failed = bool(accepted_by_iree)
    for name, check in (("pack", pack_mismatches), ("cse", cse_mismatches)):
        batches = [seeds[n : n + 60] for n in range(0, len(seeds), 60)]
        bad = [s for batch in batches for s in check(batch)]
        print(f"{name}: {len(seeds) - len(bad)} of {len(seeds)} equal; differ: {bad}")
        failed |= bool(bad)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
