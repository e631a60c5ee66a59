"""Source mutation of the package: does the suite notice each small change?

A mutant changes one place of one module of the package: a comparison
swapped (`<` and `<=`, `==` and `!=`, `in` and `not in`, ...), `and` and `or`
swapped, a `not` dropped, a boolean flipped, an integer moved by one,
`continue` and `break` swapped, a guard's `return` or `continue` made `pass`,
`min` and `max` or `any` and `all` swapped.

The run clones the repository into a scratch directory and checks that the
given commands pass there as they are (else they would kill every mutant).
Then it applies one mutant at a time and runs the commands in the clone,
with the clone first on `PYTHONPATH` (so the tools and lit's RUN lines
import the mutated package too) and no bytecode kept for the mutated module.
A command that fails, or takes longer than `--timeout` (a loop made
endless), kills the mutant.  A mutant every command passes with survives: it
is printed with its place, for a person to judge - a change no input can
show, or a gap to close with a test.

    PYTHONPATH=tests .venv/bin/python -m harness.source_mutants \\
        xdsl_stream/analysis/explorer.py --sample 20 --commands \\
        "pytest -q -x -n 0 tests/pytest/analysis" "lit -q tests/filecheck/transforms"

Module paths are the repository's, the commands run from the clone's root
and find `pytest` and `lit` in the virtual environment this runs in.  The
clone is of what is committed.
"""

from __future__ import annotations

import argparse
import ast
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import cast

ROOT = Path(__file__).resolve().parents[2]

_COMPARISONS: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
}
_CALLS = {"min": "max", "max": "min", "any": "all", "all": "any"}


@dataclass(frozen=True)
class Mutant:
    """One change: the `index`-th node of `ast.walk`, how it changes."""

    index: int
    kind: str
    line: int
    description: str
    step: int = 0
    """Which comparison of a chain, or the integer's move (+1 or -1)."""


def _of_node(i: int, node: ast.AST) -> list[Mutant]:
    line = getattr(node, "lineno", 0)
    match node:
        case ast.Compare(ops=ops):
            return [
                Mutant(
                    i,
                    "compare",
                    line,
                    f"{type(o).__name__} -> {_COMPARISONS[type(o)].__name__}",
                    k,
                )
                for k, o in enumerate(ops)
                if type(o) in _COMPARISONS
            ]
        case ast.BoolOp(op=op):
            flipped = "Or" if isinstance(op, ast.And) else "And"
            return [Mutant(i, "boolean", line, f"{type(op).__name__} -> {flipped}")]
        case ast.UnaryOp(op=ast.Not()):
            return [Mutant(i, "not", line, "`not` dropped")]
        case ast.Constant(value=bool() as value):
            return [Mutant(i, "flip", line, f"{value} -> {not value}")]
        case ast.Constant(value=int() as value):
            return [
                Mutant(i, "integer", line, f"{value} -> {value + step}", step)
                for step in (1, -1)
            ]
        case ast.Continue() | ast.Break():
            other = "break" if isinstance(node, ast.Continue) else "continue"
            return [Mutant(i, "loop", line, f"-> {other}")]
        case ast.If(body=[ast.Return() | ast.Continue() as exit_]):
            return [Mutant(i, "guard", exit_.lineno, f"`{ast.unparse(exit_)}` -> pass")]
        case ast.Call(func=ast.Name(id=name)) if name in _CALLS:
            return [Mutant(i, "call", line, f"{name} -> {_CALLS[name]}")]
        case _:
            return []


def mutants(source: str) -> list[Mutant]:
    """Every mutant of a module's source (none touches a string, so none a
    docstring)."""
    return [
        mutant
        for i, node in enumerate(ast.walk(ast.parse(source)))
        for mutant in _of_node(i, node)
    ]


def _replace_in_parent(tree: ast.AST, old: ast.AST, new: ast.AST) -> None:
    for parent in ast.walk(tree):
        for field, value in ast.iter_fields(parent):
            if value is old:
                setattr(parent, field, new)
                return
            if isinstance(value, list):
                items = cast(list[ast.AST], value)
                for k, item in enumerate(items):
                    if item is old:
                        items[k] = new
                        return


def apply(source: str, mutant: Mutant) -> str:
    """The module's source with `mutant` applied (re-printed by `ast`)."""
    tree = ast.parse(source)
    node = list(ast.walk(tree))[mutant.index]
    match mutant.kind, node:
        case "compare", ast.Compare(ops=ops):
            ops[mutant.step] = _COMPARISONS[type(ops[mutant.step])]()
        case "boolean", ast.BoolOp(op=op):
            node.op = ast.Or() if isinstance(op, ast.And) else ast.And()
        case "not", ast.UnaryOp(operand=operand):
            _replace_in_parent(tree, node, operand)
        case "flip", ast.Constant(value=bool() as value):
            node.value = not value
        case "integer", ast.Constant(value=int() as value):
            node.value = value + mutant.step
        case "loop", ast.Continue():
            _replace_in_parent(tree, node, ast.Break())
        case "loop", ast.Break():
            _replace_in_parent(tree, node, ast.Continue())
        case "guard", ast.If():
            node.body = [ast.Pass()]
        case "call", ast.Call(func=ast.Name() as function):
            function.id = _CALLS[function.id]
        case _:
            raise ValueError(f"{mutant} does not fit node {ast.dump(node)[:60]}")
    return ast.unparse(ast.fix_missing_locations(tree)) + "\n"


def _run(commands: Sequence[str], clone: Path, timeout: float) -> str | None:
    """The first command that fails in `clone`, None if all pass."""
    env = dict(
        os.environ,
        PYTHONPATH=str(clone),
        PYTHONDONTWRITEBYTECODE="1",
        PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
    )
    for command in commands:
        # A session of its own: on a timeout the whole command (the shell,
        # pytest, lit and the tools they start) is killed, not the shell alone.
        with subprocess.Popen(
            command,
            shell=True,
            cwd=clone,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        ) as process:
            try:
                status = process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
                return f"{command} (timed out)"
        if status != 0:
            return command
    return None


def _forget_bytecode(module: Path) -> None:
    for cached in (module.parent / "__pycache__").glob(f"{module.stem}.*.pyc"):
        cached.unlink()


def survivors(
    clone: Path,
    module: str,
    chosen: Sequence[Mutant],
    commands: Sequence[str],
    timeout: float = 600,
) -> list[Mutant]:
    """The mutants of `module` (a path in `clone`) no command fails with."""
    path = clone / module
    original = path.read_text()
    left: list[Mutant] = []
    try:
        for mutant in chosen:
            path.write_text(apply(original, mutant))
            _forget_bytecode(path)
            failed = _run(commands, clone, timeout)
            print(
                f"{'killed  ' if failed else 'SURVIVED'} {module}:{mutant.line} "
                f"{mutant.description}",
                flush=True,
            )
            if failed is None:
                left.append(mutant)
    finally:
        path.write_text(original)
        _forget_bytecode(path)
    return left


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m harness.source_mutants")
    parser.add_argument("modules", nargs="+", help="paths from the repository root")
    parser.add_argument("--sample", type=int, default=0, help="mutants per module")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--commands", nargs="+", required=True)
    parser.add_argument(
        "--timeout", type=float, default=600, help="seconds a command may take"
    )
    args = parser.parse_args(argv)
    scratch = Path(tempfile.mkdtemp(prefix="source-mutants-"))
    try:
        clone = scratch / "repo"
        subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True)
        missing = [m for m in args.modules if not (clone / m).is_file()]
        if missing:
            parser.error(f"not a committed file of the repository: {missing[0]}")
        if (failed := _run(args.commands, clone, args.timeout)) is not None:
            print(f"fails without a mutant, so it would kill every one: {failed}")
            return 1
        left = 0
        for module in args.modules:
            every = mutants((clone / module).read_text())
            chosen = every
            if args.sample and args.sample < len(every):
                chosen = random.Random(args.seed).sample(every, args.sample)
            found = survivors(clone, module, chosen, args.commands, args.timeout)
            left += len(found)
        print(f"{left} survivor(s)")
        return 0
    finally:
        shutil.rmtree(scratch)


if __name__ == "__main__":
    sys.exit(main())
