"""`xdsl_stream.io.lossy_print`: which ops' custom print loses information.

An op of the package's own dialects is lossy exactly where its class says
its custom form cannot say it (`GenericUnless`); the stock printer writes
such an op in custom form, so the pass warns about it under stock
`xdsl-opt` (the xDSL-owned ops, found by reading the print back, are tested
with the pass in `tests/pytest/tools/test_stream_opt.py`).
"""

from __future__ import annotations

from xdsl.context import Context
from xdsl.dialects.arith import Arith
from xdsl.dialects.builtin import Builtin
from xdsl.dialects.func import Func
from xdsl.dialects.scf import Scf
from xdsl.parser import Parser

from xdsl_stream.io.lossy_print import lossy_custom_prints
from xdsl_stream.io.reader import read_module
from xdsl_stream.universe import make_context

SWITCHES = """
util.func public @f(%i: index, %a: i32, %b: i64) -> (i32, i32, i32) {
  %0 = "util.switch"(%i, %a, %b) : (index, i32, i64) -> i32
  %1 = util.switch i32 from [%a] at %i else %a : i32
  %2 = "util.switch"(%i, %a, %a, %b) : (index, i32, i32, i64) -> i32
  util.return %0, %1, %2 : i32, i32, i32
}
"""


def test_an_owned_op_whose_custom_form_cannot_say_it_is_lossy() -> None:
    module = read_module(SWITCHES)
    (lossy,) = lossy_custom_prints(make_context(), module)
    assert lossy.name == "util.switch"
    assert [len(op.operands) for op in lossy.ops] == [3, 4]


def test_owned_ops_are_otherwise_not_lossy() -> None:
    module = read_module(SWITCHES.replace("i64", "i32"))
    assert lossy_custom_prints(make_context(), module) == []


def test_a_terminator_the_printer_leaves_out_and_the_parser_does_not_put_back() -> None:
    """Under stock `xdsl-opt` (xDSL's `scf`): xDSL prints an
    `scf.execute_region` of no results without its `scf.yield` and reads that
    back without one (a block with no terminator); an `scf.for`'s
    `scf.yield`, left out too, is put back."""
    ctx = Context()
    for dialect in (Arith, Builtin, Func, Scf):
        ctx.load_dialect(dialect)
    text = (
        "func.func @f(%x: index, %n: index) {\n"
        "  scf.execute_region {\n"
        "    %0 = arith.addi %x, %x : index\n"
        "    scf.yield\n"
        "  }\n"
        "  scf.for %i = %x to %n step %x {\n"
        "    %1 = arith.addi %i, %i : index\n"
        "  }\n"
        "  func.return\n"
        "}\n"
    )
    module = Parser(ctx, text).parse_module()
    lossy = lossy_custom_prints(ctx, module)
    assert [found.name for found in lossy] == ["scf.execute_region"]
