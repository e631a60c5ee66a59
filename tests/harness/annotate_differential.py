"""`annotate-dispatch-arguments` against iree-opt's, on generated modules.

Our pass's output, printed generic and re-printed by iree-opt, must equal
iree-opt's own output.  Where iree-opt 3.13 writes `stream.values = []` (an
export no site dispatches: the `dispatch` generator leaves some exports
unused) ours writes nothing, so iree-opt's output is compared with those
entries taken out (`without_empty_values`); nothing else may differ.

Command line (the dedicated run; the suite runs a sample):
``PYTHONPATH=tests python -m harness.annotate_differential [--seeds N]``
prints, per generator, how many modules equal iree-opt's and which do not.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence

from harness.generator import generate_module
from harness.generator.value_flow import generate_value_flow_module
from harness.oracle import iree_opt_many
from harness.parsed import parse_once
from xdsl_stream.api import (
    annotate_dispatch_arguments,
    fuse_dispatch_bindings,
    print_module,
)

ANNOTATE = "--iree-stream-annotate-dispatch-arguments"
FUSE = "--iree-stream-fuse-dispatch-bindings"
GENERATORS: dict[str, Callable[[int], str]] = {
    "value_flow": generate_value_flow_module,
    "dispatch": generate_module,
}


def without_empty_values(text: str) -> str:
    """`text` without its `stream.values = []` argument attributes."""
    text = text.replace(" {stream.values = []}", "")
    text = text.replace(", stream.values = []", "")
    return text.replace("stream.values = [], ", "")


def ours(text: str, *, fuse: bool = False) -> str:
    """Our pass on `text` (after our `fuse-dispatch-bindings` if `fuse`),
    printed generic."""
    module = parse_once(text)
    if fuse:
        fuse_dispatch_bindings(module)
    annotate_dispatch_arguments(module)
    return print_module(module, generic=True)


def mismatches(inputs: Sequence[str], *, fuse: bool = False) -> list[int]:
    """The positions of `inputs` where ours differs from iree-opt's (two
    iree-opt runs in all).  `fuse`: both run their fusion pass first, as
    IREE's pipeline does (ours equals IREE's on these inputs:
    tests/pytest/transforms/test_differential.py)."""
    expected = iree_opt_many(inputs, *([FUSE] if fuse else []), ANNOTATE)
    got = iree_opt_many([ours(text, fuse=fuse) for text in inputs])
    return [
        k
        for k, (e, g) in enumerate(zip(expected, got, strict=True))
        if without_empty_values(e) != g
    ]


def main(argv: list[str] | None = None) -> int:
    """Print the counts of equal modules per generator; 1 if any differs."""
    parser = argparse.ArgumentParser(prog="python -m harness.annotate_differential")
    parser.add_argument("--seeds", type=int, default=400)
    args = parser.parse_args(argv)
    failed = False
    for name, generate in GENERATORS.items():
        for fuse in (False, True):
            inputs = [generate(seed) for seed in range(args.seeds)]
            bad = mismatches(inputs, fuse=fuse)
            label = f"{name}{' after fuse' if fuse else ''}"
            print(f"{label}: {len(inputs) - len(bad)}/{len(inputs)} equal {bad[:10]}")
            failed |= bool(bad)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
