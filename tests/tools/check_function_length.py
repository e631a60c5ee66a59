"""Fail for any function longer than 60 lines (ruff has no such rule).

`PLR0915` counts statements, not lines; issue 14 limits both complexity
(ruff's `C901`) and length.  A function's length is from its `def` line (its
decorators excluded) to its last line, docstring and comments included.

    python tests/tools/check_function_length.py [--max N] PATH...

Every Python file under the given paths is checked.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Iterator
from pathlib import Path

MAX_LINES = 60


def long_functions(path: Path, max_lines: int) -> Iterator[tuple[int, str, int]]:
    """`(line, name, length)` of every function in `path` over `max_lines`."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            end = node.end_lineno or node.lineno
            length = end - node.lineno + 1
            if length > max_lines:
                yield node.lineno, node.name, length


def python_files(paths: list[str]) -> Iterator[Path]:
    for name in paths:
        path = Path(name)
        files = sorted(path.rglob("*.py")) if path.is_dir() else [path]
        yield from files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max", type=int, default=MAX_LINES)
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args(argv)
    failures = 0
    for file in python_files(args.paths):
        for line, name, length in long_functions(file, args.max):
            print(f"{file}:{line}: function {name} is {length} lines (> {args.max})")
            failures += 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
