"""Stream's ops (and Util's seldom-named ones) are loaded family by family, and the table saying where each
is defined cannot drift from the modules (`xdsl_stream.core.op_families`).

The table (`OP_FAMILIES`) is checked against the op classes the family
modules define, found by scanning them; an `OnDemandContext` is checked to
load a family on its first name and to answer every lookup as a context that
loads the whole dialect does.  That a `stream.cmd`-only run imports no other
family is tests/pytest/tools/test_opt_startup.py's (a fresh process).
"""

from __future__ import annotations

import importlib
import inspect
from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import UnregisteredOp
from xdsl.irdl import IRDLOperation

import xdsl_stream.dialects.stream as stream_package
import xdsl_stream.dialects.util as util_package
from xdsl_stream.core.op_families import OnDemandContext
from xdsl_stream.dialects.stream import OP_FAMILIES, Stream
from xdsl_stream.dialects.util import IREE_UTIL_OPS, UTIL, UTIL_FAMILIES
from xdsl_stream.universe import make_context

FAMILY_MODULES = tuple(OP_FAMILIES)


def _op_name(value: object, module: str) -> str | None:
    """The op name of `value` if it is a concrete op class defined in
    `module` (abstract bases such as `DeclaredOp` have no name)."""
    if not (
        inspect.isclass(value)
        and issubclass(value, IRDLOperation)
        and value.__module__ == module
    ):
        return None
    name: object = vars(value).get("name")
    return name if isinstance(name, str) else None


def _defined_ops() -> dict[str, tuple[str, str]]:
    """Op name -> (family module, class name) of every op class the family
    modules define, found by scanning them (not by reading the table)."""
    found: dict[str, tuple[str, str]] = {}
    for family in FAMILY_MODULES:
        module = importlib.import_module(f"{stream_package.__name__}.{family}")
        for name, value in vars(module).items():
            if (op_name := _op_name(value, module.__name__)) is not None:
                found[op_name] = (family, name)
    return found


def test_the_table_is_every_op_the_modules_define() -> None:
    table = {
        op: (family, name)
        for family, ops in OP_FAMILIES.items()
        for op, name in ops.items()
    }
    assert table == _defined_ops()
    assert len(table) == 96


def test_the_family_modules_are_all_modules_defining_ops() -> None:
    """No module of the package outside the table defines a Stream op."""
    others = [
        path.stem
        for path in Path(stream_package.__path__[0]).glob("*.py")
        if path.stem not in (*FAMILY_MODULES, "__init__")
    ]
    assert "attrs" in others
    for stem in others:
        module = importlib.import_module(f"{stream_package.__name__}.{stem}")
        defined = [v for v in vars(module).values() if _op_name(v, module.__name__)]
        assert defined == [], f"{stem} defines ops the table does not list"


def test_every_re_exported_name_resolves() -> None:
    for name in stream_package.__all__:
        value = getattr(stream_package, name)
        assert getattr(value, "__name__", name) == name
    with pytest.raises(AttributeError):
        _ = stream_package.NoSuchOp  # pyright: ignore[reportAttributeAccessIssue]


def test_operations_lists_every_op_in_table_order() -> None:
    names = [op.name for op in Stream.operations]
    assert names == [op for ops in OP_FAMILIES.values() for op in ops]


def _stream_ops(ctx: Context) -> set[str]:
    return {op.name for op in ctx.loaded_ops if op.name.startswith("stream.")}


def test_a_family_is_loaded_on_its_first_name() -> None:
    ctx = make_context()
    assert isinstance(ctx, OnDemandContext)
    assert ctx.get_optional_type("stream.timepoint") is not None
    assert _stream_ops(ctx) == set()  # the dialect is loaded, no op yet
    dispatch = ctx.get_op("stream.cmd.dispatch")
    assert dispatch.__module__.endswith(".cmd")
    assert _stream_ops(ctx) == set(OP_FAMILIES["cmd"])
    clone = ctx.clone()
    assert isinstance(clone, OnDemandContext)
    assert clone.get_op("stream.async.execute").__module__.endswith(".async_")
    assert _stream_ops(ctx) == set(OP_FAMILIES["cmd"])  # the clone's own
    assert _stream_ops(clone) == {*OP_FAMILIES["cmd"], *OP_FAMILIES["async_"]}


def _eager_context(allow_unregistered: bool) -> Context:
    """A context as stock `xdsl-opt` makes: xDSL's `Context`, which loads all
    of Stream's ops at once."""
    ctx = Context(allow_unregistered=allow_unregistered)
    ctx.register_dialect("stream", lambda: Stream)
    return ctx


LOOKUPS = [
    *((name, ()) for ops in OP_FAMILIES.values() for name in ops),
    ("stream.cmd.dispach", ()),  # a typo: unregistered (refused by the reader)
    ("cmd.dispatch", ("stream",)),  # a bare name under the dialect stack
    ("tensor.empty", ("builtin", "stream")),
    ("nothing", ("stream",)),
]


@pytest.mark.parametrize("allow_unregistered", [False, True])
def test_every_lookup_answers_as_a_whole_dialect_does(
    allow_unregistered: bool,
) -> None:
    eager = _eager_context(allow_unregistered)
    lazy = OnDemandContext(allow_unregistered=allow_unregistered)
    lazy.register_dialect("stream", lambda: Stream)
    for name, dialect_stack in LOOKUPS:
        expected = eager.get_optional_op(name, dialect_stack=dialect_stack)
        found = lazy.get_optional_op(name, dialect_stack=dialect_stack)
        if expected is not None and issubclass(expected, UnregisteredOp):
            assert found is not None and issubclass(found, UnregisteredOp)
        else:
            assert found is expected, name
    assert len(_stream_ops(eager)) == 96  # stock: every op at once
    assert _stream_ops(lazy) == _stream_ops(eager)


# Util: its functions, globals and calls are loaded with the dialect, the
# ops a Stream program seldom names (buffers, lists, strings, ...) by family.


def test_util_s_table_is_every_op_its_family_modules_define() -> None:
    found: dict[str, tuple[str, str]] = {}
    for family in UTIL_FAMILIES:
        module = importlib.import_module(f"{util_package.__name__}.{family}")
        for name, value in vars(module).items():
            if (op_name := _op_name(value, module.__name__)) is not None:
                found[op_name] = (family, name)
    table = {
        op: (family, name)
        for family, ops in UTIL_FAMILIES.items()
        for op, name in ops.items()
    }
    assert table == found
    for name in {name for _, name in table.values()}:
        assert getattr(util_package, name).__name__ == name


def test_util_names_every_op_of_iree_once() -> None:
    names = [op.name for op in UTIL.operations]
    assert sorted(names) == sorted(f"util.{name}" for name in IREE_UTIL_OPS)
    assert not UTIL.undeclared


def _util_ops(ctx: Context) -> set[str]:
    return {op.name for op in ctx.loaded_ops if op.name.startswith("util.")}


def test_a_util_family_is_loaded_on_its_first_name() -> None:
    ctx = make_context()
    assert ctx.get_optional_type("util.buffer") is not None
    eager = {op.name for op in UTIL.eager}
    assert "util.func" in eager and _util_ops(ctx) == eager
    assert ctx.get_op("util.buffer.size").__module__.endswith(".buffer_ops")
    assert _util_ops(ctx) == eager | set(UTIL_FAMILIES["buffer_ops"])


@pytest.mark.parametrize("allow_unregistered", [False, True])
def test_every_util_lookup_answers_as_a_whole_dialect_does(
    allow_unregistered: bool,
) -> None:
    eager = Context(allow_unregistered=allow_unregistered)
    eager.register_dialect("util", lambda: UTIL)
    lazy = OnDemandContext(allow_unregistered=allow_unregistered)
    lazy.register_dialect("util", lambda: UTIL)
    for name in (*(f"util.{n}" for n in IREE_UTIL_OPS), "util.buffer.sizes"):
        expected = eager.get_optional_op(name)
        found = lazy.get_optional_op(name)
        if expected is not None and issubclass(expected, UnregisteredOp):
            assert found is not None and issubclass(found, UnregisteredOp)
        else:
            assert found is expected, name
    assert _util_ops(lazy) == _util_ops(eager)
