"""Write `xdsl_stream/dialects/iree_op_names.txt`: the op names `iree-opt`
3.13 knows in each dialect that refuses unknown ops.

Every string of IREE's compiler library that reads `dialect.name` for a
dialect `iree-opt --show-dialects` lists is a candidate (the op names are
string literals there, as are attribute, type and intrinsic names).  Each
candidate is written as a generic op, `"dialect.name"() : () -> ()`, and
`iree-opt --allow-unregistered-dialect` reads it: a name it refuses with
"unregistered operation ... that does not allow unknown operations" is no op;
any other outcome (read, a verifier error, even a crash) is an op.  A dialect
that reads `"dialect.zzzbogus"` allows unknown ops and is left out.

Command line (from `tests/`): ``python -m harness.iree_op_names [--check]``;
`--check` compares with the file instead of writing it.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

from harness.oracle import SPLIT_MARKER, find_tool

NAMES_FILE = (
    Path(__file__).parents[2] / "xdsl_stream" / "dialects" / "iree_op_names.txt"
)
HEADER = """\
# The op names iree-opt 3.13 knows, per dialect that refuses unknown ops:
# `dialect: name name ...` (each name after the dialect's dot).  Written by
# `python -m harness.iree_op_names` (tests/harness/iree_op_names.py).
"""
_UNKNOWN = re.compile(r"unregistered operation '([^']*)' found in dialect")
_BATCH = 300


def _dialects(iree_opt: str) -> list[str]:
    out = subprocess.run(
        [iree_opt, "--show-dialects"], capture_output=True, text=True, check=True
    ).stdout
    return out.splitlines()[0].split(": ", 1)[1].split(",")


def _candidates(library: Path, dialects: list[str]) -> list[str]:
    """Every `dialect.name` in the library's bytes."""
    pattern = re.compile(
        rb"(?:" + b"|".join(d.encode() for d in dialects) + rb")\.[a-z][\w.]*\w"
    )
    found = {m.decode() for m in pattern.findall(library.read_bytes())}
    return sorted(found)


def _unknown(iree_opt: str, names: list[str]) -> set[str]:
    """The names `iree-opt` refuses as unknown ops; a batch that crashes is
    split until the crash is one name's (an op whose verifier crashes)."""
    text = f"\n{SPLIT_MARKER}\n".join(f'"{n}"() : () -> ()' for n in names)
    run = subprocess.run(
        [iree_opt, "--allow-unregistered-dialect", "--split-input-file"],
        input=text + "\n",
        capture_output=True,
        text=True,
    )
    if run.returncode < 0 and len(names) > 1:
        half = len(names) // 2
        return _unknown(iree_opt, names[:half]) | _unknown(iree_opt, names[half:])
    return set(_UNKNOWN.findall(run.stderr))


def known_op_names() -> dict[str, list[str]]:
    """Dialect -> the names (after its dot) of its ops, for each dialect of
    `iree-opt` that refuses unknown ops."""
    iree_opt = find_tool("iree-opt")
    dialects = _dialects(iree_opt)
    probes = [f"{d}.zzzbogus" for d in dialects]
    closed = [d for d in dialects if f"{d}.zzzbogus" in _unknown(iree_opt, probes)]
    library = Path(iree_opt).with_name("libIREECompiler.so")
    candidates = [
        n for n in _candidates(library, closed) if n.split(".", 1)[0] in closed
    ]
    unknown: set[str] = set()
    for start in range(0, len(candidates), _BATCH):
        unknown |= _unknown(iree_opt, candidates[start : start + _BATCH])
    names: dict[str, list[str]] = {d: [] for d in sorted(closed)}
    for name in candidates:
        if name not in unknown:
            dialect, op = name.split(".", 1)
            names[dialect].append(op)
    return names


def render(names: dict[str, list[str]]) -> str:
    """The file's text."""
    lines = [f"{d}: {' '.join(sorted(ops))}".rstrip() for d, ops in names.items()]
    return HEADER + "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    text = render(known_op_names())
    if args.check:
        same = NAMES_FILE.read_text() == text
        print("up to date" if same else f"{NAMES_FILE} differs", file=sys.stderr)
        return 0 if same else 1
    NAMES_FILE.write_text(text)
    print(f"wrote {NAMES_FILE}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
