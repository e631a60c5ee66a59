"""What the reader remembers is remembered per parse, never for the process.

A type's spelling reads to different objects in different contexts: in a
context without `iree_tensor_ext`, `!iree_tensor_ext.dispatch.tensor<...>` is
an unregistered type; in `make_context()` it is the registered one.  The
Stream reader's shortcuts (`fast_paths.parse_memo`) once kept the first type
read for a spelling for the whole process, so a parse in one context handed
its objects to every later parse.  Pinned here, for the type shortcut, the
format runs' type lists, entry points, and the printer's type texts: a second
parse (or print) reads (prints) what it would have read first.
"""

from __future__ import annotations

import gc
import sys
from typing import cast

from xdsl.context import Context
from xdsl.dialects.arith import Arith
from xdsl.dialects.builtin import Builtin, UnregisteredAttr
from xdsl.dialects.func import Func
from xdsl.ir import Attribute, Operation
from xdsl.parser import Parser

from xdsl_stream.api import (
    fold_uniform_operands,
    fuse_dispatch_bindings,
    parse_module,
    print_module,
)
from xdsl_stream.dialects.iree_tensor_ext import DispatchTensorType
from xdsl_stream.dialects.stream import Stream, fast_paths
from xdsl_stream.dialects.util import UTIL
from xdsl_stream.universe import make_context

# Custom form: the subspan's result type goes through `scan_type` (the
# format run), the dispatch's through the run patterns, its entry point too.
TEXT = """\
stream.executable private @ex {
  stream.executable.export public @entry workgroups() -> (index, index, index) {
    %x = arith.constant 1 : index
    stream.return %x, %x, %x : index, index, index
  }
  builtin.module {
    func.func @entry(%b: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %b[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
      %1 = stream.binding.subspan %b[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
      return
    }
  }
}
"""


def _subspan_types(text: str, ctx: Context) -> list[Attribute]:
    module = Parser(ctx, text).parse_module()
    return [
        op.results[0].type
        for op in module.walk()
        if op.name == "stream.binding.subspan"
    ]


def _without_tensor_ext() -> Context:
    ctx = Context(allow_unregistered=True)
    for dialect in (Builtin, Arith, Func, Stream, UTIL):
        ctx.load_dialect(dialect)
    return ctx


def test_a_type_read_in_one_context_is_not_handed_to_another() -> None:
    first = _subspan_types(TEXT, _without_tensor_ext())
    assert first and all(isinstance(t, UnregisteredAttr) for t in first)
    second = _subspan_types(TEXT, make_context(allow_unregistered=True))
    assert second and all(isinstance(t, DispatchTensorType) for t in second)
    # ... and through the API, which reads in `make_context()`.
    module = parse_module(TEXT)
    types = [
        op.results[0].type
        for op in module.walk()
        if op.name == "stream.binding.subspan"
    ]
    assert all(isinstance(t, DispatchTensorType) for t in types)


def test_the_memo_lives_with_its_parser() -> None:
    """Within one parse a spelling reads to one object (the switch's point);
    the next parse makes its own, and the memo goes with the parser."""
    ctx = make_context(allow_unregistered=True)
    parser = Parser(ctx, TEXT)
    module = parser.parse_module()
    types = [
        op.results[0].type
        for op in module.walk()
        if op.name == "stream.binding.subspan"
    ]
    assert types[0] is types[1]
    memo = fast_paths.parse_memo(parser)
    assert any(t is types[0] for t in memo.types.values())
    again = _subspan_types(TEXT, ctx)
    assert again[0] is not types[0]
    assert again[0] == types[0]


CONSTANT_TABLES = {
    "xdsl_stream.dialects.stream.attrs._RESOURCE_TYPES",
    "xdsl_stream.dialects.stream.attrs._ACCESS_ATTRS",
}
"""Module-level tables of attributes made at import, one per member of a
closed enumeration: constants like the op definitions' own, not memos."""


def _tables_holding_ir() -> dict[str, int]:
    counts: dict[str, int] = {}
    for name, module in list(sys.modules.items()):
        if not name.startswith("xdsl_stream"):
            continue
        for attr, value in vars(module).items():
            if not isinstance(value, dict):
                continue
            entries = cast(dict[object, object], value).items()
            held = sum(
                isinstance(k, Attribute | Operation)
                or isinstance(v, Attribute | Operation)
                for k, v in entries
            )
            if held:
                counts[f"{name}.{attr}"] = held
    return counts


def test_no_module_level_table_holds_ir() -> None:
    """After parses in two contexts, a pass and a print, no module of the
    package holds an attribute or op in a module-level dict but the tables
    of constants, unchanged."""
    before = _tables_holding_ir()
    assert set(before) <= CONSTANT_TABLES
    module = parse_module(TEXT)
    _subspan_types(TEXT, _without_tensor_ext())
    print_module(fold_uniform_operands(fuse_dispatch_bindings(module)))
    gc.collect()
    assert _tables_holding_ir() == before
