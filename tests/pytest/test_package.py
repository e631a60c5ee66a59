"""The installed package: runtime code only, and importing it changes nothing.

Every module of `xdsl_stream` imports with only the package's own dependency
(xDSL) importable: test extras (hypothesis, numpy, matplotlib, marimo, the
IREE packages) are blocked.  Importing them all leaves Python's and xDSL's
global state as it was (exception hook, garbage collector, exit handlers,
xDSL's `mlir` frontend parser).
"""

from __future__ import annotations

import subprocess
import sys

import pytest

_IMPORT_ALL = """
import atexit, gc, importlib, importlib.abc, pkgutil, sys

BLOCKED = {"hypothesis", "numpy", "matplotlib", "marimo", "iree", "jsonschema", "harness"}

class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in BLOCKED:
            raise ImportError(f"{name} is not a runtime dependency")
        return None

sys.meta_path.insert(0, Block())

import xdsl.frontend.mlir as frontend
import xdsl.parser
before = (
    sys.excepthook, gc.isenabled(), gc.get_freeze_count(), atexit._ncallbacks(),
    frontend.Parser,
)
import xdsl_stream
names = [m.name for m in pkgutil.walk_packages(xdsl_stream.__path__, "xdsl_stream.")]
for name in names:
    importlib.import_module(name)
from xdsl.universe import Universe
Universe.get_multiverse()
after = (
    sys.excepthook, gc.isenabled(), gc.get_freeze_count(), atexit._ncallbacks(),
    frontend.Parser,
)
assert before == after, (before, after)
assert frontend.Parser is xdsl.parser.Parser
print(len(names))
"""


@pytest.mark.slow  # a Python process importing every module
def test_every_module_imports_without_test_extras_and_changes_nothing() -> None:
    result = subprocess.run(
        [sys.executable, "-c", _IMPORT_ALL],
        capture_output=True,
        text=True,
        check=False,
        cwd="/",  # not the repository: only what is installed
    )
    assert result.returncode == 0, result.stderr
    assert int(result.stdout) >= 15
