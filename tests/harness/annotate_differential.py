"""`annotate-dispatch-arguments` against iree-opt's, on generated modules.

Our pass's output with `iree-alignment=true` (IREE 3.13's unsound alignment
merge), printed generic and re-printed by iree-opt, must equal iree-opt's own
output; with the default (sound) alignments, the only differences allowed
are `stream.alignment` annotations ours leaves out or makes smaller, or
states where IREE's analysis gives up (`alignment_differences`).  Where
iree-opt 3.13 writes `stream.values = []` (an export no site dispatches: the
`dispatch` generator leaves some exports unused) ours writes nothing, so iree-opt's output is compared with those
entries taken out (`without_empty_values`); nothing else may differ.

Command line (the dedicated run; the suite runs a sample):
``PYTHONPATH=tests python -m harness.annotate_differential [--seeds N]``
prints, per generator, how many modules equal iree-opt's and which do not.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import cast

from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, IntegerAttr, ModuleOp
from xdsl.ir import Attribute

from harness.generator import generate_module
from harness.generator.value_flow import generate_value_flow_module
from harness.oracle import iree_opt_many
from harness.parsed import parse_once
from xdsl_stream.api import (
    annotate_dispatch_arguments,
    fuse_dispatch_bindings,
    parse_module,
    print_module,
)
from xdsl_stream.transforms.annotate_dispatch_arguments import ALIGNMENT

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


def ours(text: str, *, fuse: bool = False, iree_alignment: bool = True) -> str:
    """Our pass on `text` (after our `fuse-dispatch-bindings` if `fuse`),
    printed generic; by default with IREE's alignments, as compared with
    iree-opt."""
    module = parse_once(text)
    if fuse:
        fuse_dispatch_bindings(module)
    annotate_dispatch_arguments(module, iree_alignment=iree_alignment)
    return print_module(module, generic=True)


_Argument = tuple[str, int]
"""A function argument: the function's name, the argument's position."""


def _alignments(module: ModuleOp) -> dict[tuple[str, int], int]:
    """Each function argument's `stream.alignment`, by function name and
    argument position, for those with one, taken out of `module`'s argument
    attributes (empty lists of them dropped)."""
    found: dict[tuple[str, int], int] = {}
    for op in module.walk():
        attrs = op.properties.get("arg_attrs")
        if not isinstance(attrs, ArrayAttr):
            continue
        entries: list[Attribute] = []
        for index, entry in enumerate(cast(ArrayAttr[DictionaryAttr], attrs)):
            data = dict(entry.data)
            alignment = data.pop(ALIGNMENT, None)
            if isinstance(alignment, IntegerAttr):
                found[str(op.properties.get("sym_name")), index] = alignment.value.data
            entries.append(DictionaryAttr(data))
        if any(cast(DictionaryAttr, e).data for e in entries):
            op.properties["arg_attrs"] = ArrayAttr(entries)
        else:
            del op.properties["arg_attrs"]
    return found


@dataclass
class AlignmentDifferences:
    """How ours (sound alignments) differs from iree-opt in alignments."""

    problems: list[str] = field(default_factory=list[str])
    """An alignment above IREE's, or anything else that differs."""
    lowered: int = 0
    """Alignments ours left out or made smaller."""
    stated: int = 0
    """Alignments ours states where IREE's analysis gave up and states none
    (docs/passes.md; their values are held by the lit tests of
    `annotate-dispatch-arguments`: a constant returned through a call, a
    loop's or a switch's results)."""


def alignment_differences(expected: str, got: str) -> AlignmentDifferences:
    """How `got` (ours with sound alignments, re-printed by iree-opt) is
    not `expected` (iree-opt's): only in alignments ours leaves out or makes
    smaller, or states where IREE states none, else a problem."""
    theirs, mine = parse_module(expected), parse_module(got)
    iree, sound = _alignments(theirs), _alignments(mine)
    found = AlignmentDifferences()
    for function, index in sorted(iree.keys() | sound.keys()):
        claimed, ours_ = iree.get((function, index)), sound.get((function, index))
        if ours_ is None or (claimed is not None and ours_ < claimed):
            found.lowered += ours_ != claimed
        elif claimed is None:
            found.stated += 1
        elif ours_ > claimed:
            found.problems.append(f"@{function} argument {index}: {ours_} > {claimed}")
    if print_module(theirs, generic=True) != print_module(mine, generic=True):
        found.problems.append("differs beyond alignments")
    return found


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
