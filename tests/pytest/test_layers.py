"""The package is layered: each module imports only from its layer and below.

Layers, bottom up (`LAYERS`), one folder each: `core/` (the xDSL adapter,
IR helpers, diagnostics, the speed-up switches, the plugin table); the syntax
the dialects share; Util, HAL, tensor-ext and encoding; Stream; `io/` (the
reader, the verifier's checks, the printer); `analysis/`; `report/`;
`transforms/`; `tools/` and the API.  The package root holds only `api.py`
and the plugin entry point `universe.py`.
Each module's imports are read with `ast` (module-level ones, including those
under `if TYPE_CHECKING:`); an import from a higher layer fails, and so does a
function-level import of the package (the usual way to dodge an import cycle)
anywhere but in the plugin table's loaders (`xdsl_stream/universe.py`, whose
loaders import a dialect or pass only when xDSL asks for it) and the driver
(`xdsl_stream/tools/opt.py`, whose `--help` starts without them).
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "xdsl_stream"

LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "core: the xDSL adapter, IR helpers, diagnostics, switches, plugins",
        ("xdsl_stream", "xdsl_stream.core", "xdsl_stream.universe"),
    ),
    (
        "shared syntax",
        (
            "xdsl_stream.dialects",
            "xdsl_stream.dialects.syntax",
            "xdsl_stream.dialects.closed",
            "xdsl_stream.dialects.strict_properties",
            "xdsl_stream.dialects.typed_opaque",
            "xdsl_stream.dialects.symbols",
        ),
    ),
    (
        "util, hal, iree_tensor_ext, iree_encoding",
        (
            "xdsl_stream.dialects.util",
            "xdsl_stream.dialects.hal",
            "xdsl_stream.dialects.iree_tensor_ext",
            "xdsl_stream.dialects.iree_encoding",
            "xdsl_stream.dialects.arith_casts",
            "xdsl_stream.dialects.arith_floats",
            "xdsl_stream.dialects.math_ops",
            "xdsl_stream.dialects.tensor_ops",
            "xdsl_stream.dialects.linalg_forms",
        ),
    ),
    ("stream", ("xdsl_stream.dialects.stream",)),
    ("io: reading, verifying, printing", ("xdsl_stream.io",)),
    ("analysis", ("xdsl_stream.analysis",)),
    ("report", ("xdsl_stream.report",)),
    ("transforms", ("xdsl_stream.transforms",)),
    ("tools", ("xdsl_stream.tools", "xdsl_stream.api")),
)
"""Each layer's modules; a name stands for itself and the modules under it."""

LAZY_LOADERS = {
    "xdsl_stream.universe",
    "xdsl_stream.tools.opt",
}
"""Modules whose functions may import the package: the plugin table, and the
driver, whose `--help` and `--version` must not pay for importing the
dialects, the reader, the printer and the passes (nothing above it imports it,
so no cycle can hide there)."""


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def layer_of(module: str) -> int:
    """The layer of `module` (the longest matching name wins)."""
    best, best_len = -1, -1
    for index, (_, names) in enumerate(LAYERS):
        for name in names:
            if (module == name or module.startswith(name + ".")) and len(
                name
            ) > best_len:
                best, best_len = index, len(name)
    if best < 0:
        raise AssertionError(f"{module} is in no layer: add it to LAYERS")
    return best


def _absolute(module: str, is_package: bool, node: ast.ImportFrom) -> str:
    if node.level == 0:
        return node.module or ""
    base = module.split(".")
    if not is_package:
        base = base[:-1]
    base = base[: len(base) - node.level + 1]
    return ".".join([*base, *([node.module] if node.module else [])])


def imports(path: Path) -> list[tuple[str, int, bool]]:
    """(imported module, line, at module level) for each import of the file."""
    source = path.read_text(encoding="utf-8")
    return imports_in(source, module_name(path), path.name == "__init__.py")


def imports_in(
    source: str, module: str, is_package: bool
) -> list[tuple[str, int, bool]]:
    """(imported module, line, at module level) for each import of `source`,
    the text of `module`.

    `from pkg import name` counts as an import of `pkg.name` when that is a
    module of the package, else of `pkg`.
    """
    tree = ast.parse(source)
    top_level = _module_level_nodes(tree)
    found: list[tuple[str, int, bool]] = []
    for node in ast.walk(tree):
        at_top = id(node) in top_level
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno, at_top) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            origin = _absolute(module, is_package, node)
            for alias in node.names:
                target = f"{origin}.{alias.name}"
                found.append(
                    (target if target in MODULES else origin, node.lineno, at_top)
                )
    return found


def _module_level_nodes(tree: ast.Module) -> set[int]:
    """The statements run at import: the module's, and those nested in its
    `if`/`try` blocks (not in functions or classes)."""
    ids: set[int] = set()
    pending: list[ast.stmt] = list(tree.body)
    while pending:
        stmt = pending.pop()
        ids.add(id(stmt))
        if isinstance(stmt, ast.If | ast.Try):
            pending += [*stmt.body, *stmt.orelse]
            if isinstance(stmt, ast.Try):
                pending += [s for h in stmt.handlers for s in h.body]
                pending += stmt.finalbody
    return ids


def test_the_root_holds_only_the_api_and_the_plugin_entry_point() -> None:
    """Every other module sits in the folder of its layer."""
    root = sorted(p.name for p in PACKAGE.glob("*.py"))
    assert root == ["__init__.py", "api.py", "universe.py"]


def test_every_module_has_a_layer() -> None:
    for module in MODULES:
        layer_of(module)


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_upward_import(module: str) -> None:
    layer = layer_of(module)
    for target, line, at_top in imports(MODULES[module]):
        if target != "xdsl_stream" and not target.startswith("xdsl_stream."):
            continue
        if not at_top and module in LAZY_LOADERS:
            continue  # a loader of the plugin table, run when xDSL asks
        target_layer = layer_of(target)
        assert target_layer <= layer, (
            f"{MODULES[module]}:{line}: {module} ({LAYERS[layer][0]}) imports "
            f"{target} ({LAYERS[target_layer][0]}), a layer above"
        )


@pytest.mark.parametrize("module", sorted(set(MODULES) - LAZY_LOADERS))
def test_no_function_level_import_of_the_package(module: str) -> None:
    for target, line, at_top in imports(MODULES[module]):
        if target.startswith("xdsl_stream") and not at_top:
            raise AssertionError(
                f"{MODULES[module]}:{line}: function-level import of {target}"
            )


def test_the_checker_sees_upward_and_nested_imports() -> None:
    """The checks can fail: upward, relative and function-level imports are
    all seen, with their lines."""
    source = (
        "import xdsl_stream.core.ir_helpers\n"
        "from xdsl_stream.dialects.stream import attrs\n"
        "from .stream.base import unit_attr\n"
        "def f():\n"
        "    from xdsl_stream.dialects.stream.attrs import TimepointAttr\n"
    )
    found = imports_in(source, "xdsl_stream.dialects.util", False)
    assert found == [
        ("xdsl_stream.core.ir_helpers", 1, True),
        ("xdsl_stream.dialects.stream.attrs", 2, True),
        ("xdsl_stream.dialects.stream.base", 3, True),
        ("xdsl_stream.dialects.stream.attrs", 5, False),
    ]
    assert layer_of("xdsl_stream.dialects.stream.attrs") > layer_of(
        "xdsl_stream.dialects.util"
    )


LOWER_DIALECTS = (
    "xdsl_stream.dialects.util",
    "xdsl_stream.dialects.hal",
    "xdsl_stream.dialects.iree_tensor_ext",
    "xdsl_stream.dialects.iree_encoding",
)


@pytest.mark.parametrize("module", LOWER_DIALECTS)
@pytest.mark.slow
def test_lower_dialects_do_not_load_stream(module: str) -> None:
    """Stream is built on Util (as in IREE), not the reverse: importing a lower
    dialect loads no module of the `stream` package."""
    code = (
        f"import sys, {module}\n"
        "loaded = [m for m in sys.modules if m.startswith('xdsl_stream.dialects.stream')]\n"
        "print(loaded)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "[]"
