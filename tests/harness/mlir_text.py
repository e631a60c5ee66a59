"""Compare the lines of ops the package prints in custom form with
`iree-opt`'s lines of the same ops.

`xdsl-stream-opt` prints some ops of xDSL's dialects in custom form
(`xdsl_stream.io.mlir_forms`), on the claim that the text is MLIR's.  To hold
it: print a module as `xdsl-stream-opt` does, let `iree-opt` read and print
that text, and compare, op by op, the first line of each op so printed.

Ops are matched by name and order: in both texts the ops begin lines in the
module's pre-order, so the k-th line beginning an op named N is the k-th op
named N of the walk.  Value and block names differ (MLIR names values its
own way), so each line is compared with its `%` and `^` names numbered in
order of appearance.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import ModuleOp, UnregisteredOp
from xdsl.ir import Operation

from xdsl_stream.io.lossy_print import is_owned
from xdsl_stream.io.mlir_forms import prints_like_mlir

_OP_START = re.compile(
    r'^\s*(?:%[\w$.#:, %-]*? = )?("?)([A-Za-z_][\w$.]*)(\1)(?=[\s(<{]|$)'
)
"""A line beginning an op: results, then the name (quoted: generic form)."""

_ELIDED = {"module": "builtin.module", "return": "func.return", "call": "func.call"}
"""Names MLIR prints without their default dialect."""

_VALUE_OR_BLOCK = re.compile(r"([%^])([\w$.-]+)")


@dataclass(frozen=True)
class Mismatch:
    """An op printed in custom form whose line is not `iree-opt`'s."""

    name: str
    index: int
    ours: str
    iree: str

    def __str__(self) -> str:
        return f"{self.name} #{self.index}:\n  ours: {self.ours}\n  iree: {self.iree}"


def op_lines(text: str, names: set[str]) -> dict[str, list[str]]:
    """Per op name (of `names`), the lines beginning an op of that name, in
    order."""
    found: dict[str, list[str]] = {}
    for line in text.splitlines():
        match = _OP_START.match(line)
        if match is None:
            continue
        name = match.group(2)
        name = _ELIDED.get(name, name) if not match.group(1) else name
        if name in names:
            found.setdefault(name, []).append(line)
    return found


def normalized(line: str) -> str:
    """`line` with its value and block names numbered in order of appearance."""
    seen: dict[str, str] = {}

    def rename(match: re.Match[str]) -> str:
        key = match.group(0)
        if key not in seen:
            seen[key] = f"{match.group(1)}{len(seen)}"
        return seen[key]

    return _VALUE_OR_BLOCK.sub(rename, line.rstrip())


def _hidden(op: Operation) -> bool:
    """Whether MLIR's custom form leaves `op` out: the body of a named
    `linalg` op (`linalg.matmul`, `linalg.fill`) is implied by its name."""
    parent = op.parent_op()
    while parent is not None:
        name = _real_name(parent)
        if name.startswith("linalg.") and name != "linalg.generic":
            return True
        parent = parent.parent_op()
    return False


def _real_name(op: Operation) -> str:
    """The name of `op` as written (an unregistered op's own)."""
    return op.op_name.data if isinstance(op, UnregisteredOp) else op.name


def _mlir_op_owned(op: Operation) -> bool:
    return op.name.startswith("arith.")


def mlir_form_ops(module: ModuleOp) -> Iterator[tuple[str, int, int, Operation]]:
    """(name, index among ops of that name in pre-order, index among those
    `iree-opt` prints, op) for every op the package prints in custom form as
    MLIR's, and that `iree-opt` prints: an op of xDSL's dialects that
    `prints_like_mlir`, or one of MLIR's ops the package declares itself (the
    casts of `xdsl_stream.dialects.arith_casts`)."""
    ours: dict[str, int] = {}
    theirs: dict[str, int] = {}
    for op in module.walk():
        index = ours.get(op.name, 0)
        ours[op.name] = index + 1
        if _hidden(op):
            continue
        shown = theirs.get(op.name, 0)
        theirs[op.name] = shown + 1
        if _mlir_op_owned(op) if is_owned(op) else prints_like_mlir(op):
            yield op.name, index, shown, op


def mismatches(module: ModuleOp, ours: str, iree: str) -> list[Mismatch]:
    """The ops `ours` (the module printed by the package) prints in custom
    form as MLIR's whose line differs from `iree` (`iree-opt`'s print of
    `ours`); a count of op lines that differs is a mismatch too."""
    checked = list(mlir_form_ops(module))
    names = {op.name for op in module.walk()}
    our_lines, iree_lines = op_lines(ours, names), op_lines(iree, names)
    shown = {op.name for op in module.walk() if not _hidden(op)}
    found: list[Mismatch] = []
    for name in sorted({name for name, _, _, _ in checked}):
        mine, theirs = our_lines.get(name, []), iree_lines.get(name, [])
        count = sum(1 for op in module.walk() if op.name == name)
        count_shown = sum(
            1 for op in module.walk() if op.name == name and not _hidden(op)
        )
        if (len(mine), len(theirs)) != (count, count_shown) and name in shown:
            found.append(
                Mismatch(name, -1, f"{len(mine)} lines", f"{len(theirs)} lines")
            )
    if found:
        return found
    for name, index, index_shown, _ in checked:
        mine, theirs = our_lines[name][index], iree_lines[name][index_shown]
        if normalized(mine) != normalized(theirs):
            found.append(Mismatch(name, index, mine.strip(), theirs.strip()))
    return found


def checked_count(modules: Sequence[ModuleOp]) -> int:
    """How many ops the comparison covers."""
    return sum(len(list(mlir_form_ops(module))) for module in modules)
