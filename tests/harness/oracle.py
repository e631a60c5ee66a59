"""Run `iree-opt` (from `iree-base-compiler`) as the reference in tests.

Many modules go through one `iree-opt --split-input-file` call, which keeps a
differential suite of hundreds of modules within seconds.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

SPLIT_MARKER = "// -----"


def find_tool(name: str) -> str:
    """A tool next to the running Python (the venv), else on PATH."""
    local = Path(sys.executable).parent / name
    if local.exists():
        return str(local)
    found = shutil.which(name)
    if found is None:
        raise FileNotFoundError(
            f"{name} not found: install the test extras (pip install -e '.[test]')"
        )
    return found


class IreeOptError(RuntimeError):
    """iree-opt rejected its input."""


def run_tool(
    cmd: Sequence[str], *, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    """Run an IREE tool, capturing text output (no crash reproducer files)."""
    return subprocess.run(
        list(cmd),
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "MLIR_CRASH_REPRODUCER_DIRECTORY": ""},
    )


def iree_opt(text: str, *args: str) -> str:
    """Run iree-opt on `text` and return what it prints."""
    result = run_tool([find_tool("iree-opt"), *args, "-"], stdin=text)
    if result.returncode != 0:
        raise IreeOptError(result.stderr)
    return result.stdout


def iree_opt_many(modules: Sequence[str], *args: str) -> list[str]:
    """Run iree-opt once over many modules; one output per module."""
    joined = f"\n{SPLIT_MARKER}\n".join(modules)
    output = iree_opt(joined, "--split-input-file", *args)
    chunks = [c.strip() for c in output.split(SPLIT_MARKER)]
    if len(chunks) != len(modules):
        raise IreeOptError(
            f"expected {len(modules)} outputs from iree-opt, got {len(chunks)}"
        )
    return chunks
