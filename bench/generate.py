"""Seeded generator of large, regular Stream modules for `make bench`.

A module with ``sites`` dispatch sites has ``sites // SITES_PER_EXECUTABLE``
executables, each with one export whose function takes 4-16 bindings (the
last one write-only) and one index operand. The host function ``@main``
dispatches every export ``SITES_PER_EXECUTABLE`` times, ``SITES_PER_EXECUTE``
dispatches per ``stream.cmd.execute``. Each read-only binding of an export
names one of two read-only resources, the same one at every site, so the pass
has bindings to fuse; offsets vary per site. The text is IREE 3.13's custom
syntax and avoids every input on which iree-opt's pass crashes, so both tools
run on the same file.

Command line: ``python bench/generate.py SITES [--seed N] [-o FILE]``.
"""

from __future__ import annotations

import argparse
import random
import sys

SITES_PER_EXECUTABLE = 10
SITES_PER_EXECUTE = 50
MIN_BINDINGS = 4
MAX_BINDINGS = 16
READ_RESOURCES = 2  # %r0, %r1 are read-only inputs; %r2 is the output

_TENSOR = "!iree_tensor_ext.dispatch.tensor<{mode}:tensor<?xf32>>{{%n}}"
_RESOURCE = "!stream.resource<external>"


def _executable(index: int, bindings: int) -> list[str]:
    """The text of executable `index` with one export of `bindings` bindings."""
    name = f"ex{index}"
    args = ", ".join(f"%b{k}: !stream.binding" for k in range(bindings))
    lines = [
        f"stream.executable private @{name} {{",
        f"  stream.executable.export public @{name} workgroups(%w: index) -> (index, index, index) {{",
        "    %c1 = arith.constant 1 : index",
        "    stream.return %w, %c1, %c1 : index, index, index",
        "  }",
        "  builtin.module {",
        f"    func.func @{name}({args}, %n: index) {{",
        "      %c0 = arith.constant 0 : index",
    ]
    for k in range(bindings):
        mode = "writeonly" if k == bindings - 1 else "readonly"
        tensor = _TENSOR.format(mode=mode)
        lines.append(
            f"      %t{k} = stream.binding.subspan %b{k}[%c0] : !stream.binding -> {tensor}"
        )
    lines += ["      return", "    }", "  }", "}"]
    return lines


def _dispatch(
    index: int, sources: list[int], site: int, rng: random.Random
) -> list[str]:
    """One `stream.cmd.dispatch` of export `index` reading `sources`."""
    lines = [f"    stream.cmd.dispatch @ex{index}::@ex{index}[%c16](%c16 : index) {{"]
    binds: list[str] = []
    for source in sources:
        offset = f"%o{rng.randrange(8)}"
        binds.append(f"      ro %a{source}[{offset} for %c64] : {_RESOURCE}{{%size}}")
    out = f"%o{site % 8}"
    binds.append(f"      wo %a{READ_RESOURCES}[{out} for %c64] : {_RESOURCE}{{%size}}")
    lines.append(",\n".join(binds))
    lines.append("    }")
    return lines


def generate(sites: int, seed: int = 0) -> str:
    """A module with `sites` dispatch sites; the same `seed` gives the same text."""
    rng = random.Random(seed)
    executables = max(1, sites // SITES_PER_EXECUTABLE)
    sources: list[list[int]] = []
    lines: list[str] = []
    for index in range(executables):
        bindings = rng.randint(MIN_BINDINGS, MAX_BINDINGS)
        sources.append([rng.randrange(READ_RESOURCES) for _ in range(bindings - 1)])
        lines += _executable(index, bindings)
    resources = READ_RESOURCES + 1
    params = ", ".join(f"%r{i}: {_RESOURCE}" for i in range(resources))
    lines.append(
        f"util.func public @main({params}, %size: index) -> !stream.timepoint {{"
    )
    lines.append("  %c16 = arith.constant 16 : index")
    lines.append("  %c64 = arith.constant 64 : index")
    for k in range(8):
        lines.append(f"  %o{k} = arith.constant {64 * k} : index")
    captures = ", ".join(
        f"%r{i} as %a{i}: {_RESOURCE}{{%size}}" for i in range(resources)
    )
    for site in range(sites):
        if site % SITES_PER_EXECUTE == 0:
            if site:
                lines.append("  } => !stream.timepoint")
            lines.append(
                f"  %t{site // SITES_PER_EXECUTE} = stream.cmd.execute with({captures}) {{"
            )
        index = site % executables
        lines += _dispatch(index, sources[index], site, rng)
    lines.append("  } => !stream.timepoint")
    last = (sites - 1) // SITES_PER_EXECUTE
    lines.append(f"  util.return %t{last} : !stream.timepoint")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> None:
    """Write the module of the requested size to a file or stdout."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("sites", type=int)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("-o", "--output", default="-")
    args = parser.parse_args(argv)
    text = generate(args.sites, args.seed)
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
