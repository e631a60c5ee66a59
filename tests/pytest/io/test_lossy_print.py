"""`xdsl_stream.io.lossy_print`: which ops' custom print loses information.

An op of the package's own dialects is lossy exactly where its class says
its custom form cannot say it (`GenericUnless`); the stock printer writes
such an op in custom form, so the pass warns about it under stock
`xdsl-opt` (the xDSL-owned ops, found by reading the print back, are tested
with the pass in `tests/pytest/tools/test_stream_opt.py`).
"""

from __future__ import annotations

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
