"""Seeded random generator of valid IREE Stream modules in IREE's custom form.

One module can hold every op family (``ALL_FAMILIES``): ``dispatch``
(executables, allocations and `stream.cmd.execute` regions of dispatches:
`dispatch.py`), the host-side ``resource``, ``timepoint``, ``file``,
``channel``, ``context``, ``workgroup``, ``parameter``, ``cmd`` (collectives,
cmd.func/call) and ``util`` families (`host_ops.py`), and the ``async`` and ``tensor`` phases
(`async_tensor.py`), the latter two groups drawing on one value pool
(`values.py`, `families.py`).  Every module verifies in iree-opt 3.13.  Only
the standard library is used so the generator can run without xDSL.

Command line: ``python -m harness.generator SEED [--unsafe] [--families all]``.
"""

from __future__ import annotations

import argparse
import sys

from harness.generator.dispatch import GeneratorOptions, generate_module
from harness.generator.families import ALL_FAMILIES, DISPATCH, FAMILIES

__all__ = [
    "ALL_FAMILIES",
    "DISPATCH",
    "FAMILIES",
    "GeneratorOptions",
    "generate_module",
    "main",
]


def _families(text: str) -> tuple[str, ...]:
    """`all` or a comma-separated list of family names."""
    names = ALL_FAMILIES if text == "all" else tuple(text.split(","))
    unknown = [name for name in names if name not in ALL_FAMILIES]
    if unknown:
        raise argparse.ArgumentTypeError(f"unknown families: {', '.join(unknown)}")
    return names


def main(argv: list[str] | None = None) -> int:
    """Print the module for a seed."""
    parser = argparse.ArgumentParser(
        prog="python -m harness.generator",
        description="Print a random valid IREE Stream module.",
    )
    parser.add_argument("seed", type=int)
    parser.add_argument(
        "--unsafe",
        action="store_true",
        help="allow inputs on which iree-opt 3.13's fuse pass crashes",
    )
    parser.add_argument(
        "--families",
        type=_families,
        default=(DISPATCH,),
        help=f"'all' or some of {','.join(ALL_FAMILIES)} (default: {DISPATCH})",
    )
    args = parser.parse_args(argv)
    options = GeneratorOptions(iree_safe=not args.unsafe, families=args.families)
    sys.stdout.write(generate_module(args.seed, options))
    return 0
