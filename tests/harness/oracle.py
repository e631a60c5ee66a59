"""Run `iree-opt` (from `iree-base-compiler`) as the reference in tests.

Many modules go through one `iree-opt --split-input-file` call, which keeps a
differential suite of hundreds of modules within seconds.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

SPLIT_MARKER = "// -----"


_IREE_COMPILER_TOOLS = frozenset({"iree-opt", "iree-compile"})


def find_tool(name: str) -> str:
    """A tool next to the running Python (the venv), else on PATH.

    For `iree-opt` and `iree-compile`, IREE's own binary: the scripts of that
    name in the venv are Python wrappers that start it, a Python start-up
    (about 0.15 CPU seconds) per call, and the tests make hundreds.
    """
    if name in _IREE_COMPILER_TOOLS:
        native = _native_compiler_tool(name)
        if native is not None:
            return native
    local = Path(sys.executable).parent / name
    if local.exists():
        return str(local)
    found = shutil.which(name)
    if found is None:
        raise FileNotFoundError(
            f"{name} not found: install the test extras (pip install -e '.[test]')"
        )
    return found


def _native_compiler_tool(name: str) -> str | None:
    """The binary `iree-base-compiler` ships (what its wrapper script runs),
    if that package is installed."""
    if importlib.util.find_spec("iree.compiler") is None:
        return None
    binaries = importlib.import_module("iree.compiler.tools.binaries")
    path = Path(binaries.find_tool(name)).resolve()
    return str(path) if path.exists() else None


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


def iree_opt_chunks(text: str) -> subprocess.CompletedProcess[str]:
    """iree-opt over `text` split at `SPLIT_MARKER`, dialects no one
    registered allowed, whatever its exit status (its errors are the point)."""
    return run_tool(
        [
            find_tool("iree-opt"),
            "--allow-unregistered-dialect",
            "--split-input-file",
            "-",
        ],
        stdin=text,
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
