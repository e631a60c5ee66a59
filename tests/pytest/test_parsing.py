"""The reader's operand scan (`Speedup.OPERAND_SCAN` of
`xdsl_stream.parsing.FastReader`): a name used again in one operand list is
read once, and every diagnostic still points at the use it is about."""

from __future__ import annotations

import pytest

from xdsl_stream.api import parse_module
from xdsl_stream.parsing import FastReader
from xdsl_stream.speedups import Speedup, turned_off
from xdsl_stream.universe import make_context

HEAD = """\
"func.func"() <{function_type = (index, i32) -> (), sym_name = "f"}> ({
^bb0(%a: index, %b: i32):
"""
TAIL = """\
  "func.return"() : () -> ()
}) : () -> ()
"""

ERRORS = {
    "second use of another type": (
        '  "test.op"(%a, %b, %a) : (index, i32, i32) -> ()\n'
    ),
    "tuple index out of range, used twice": (
        '  %p:2 = "test.pair"() : () -> (index, index)\n'
        '  "test.op"(%p#0, %p#2, %p#2) : (index, index, index) -> ()\n'
    ),
    "undefined value used twice": (
        '  "test.op"(%a, %nope, %a, %nope) : (index, index, index, index) -> ()\n'
    ),
    "fewer types than operands": ('  "test.op"(%a, %a, %b) : (index, i32) -> ()\n'),
}


def _error(text: str) -> str:
    with pytest.raises(Exception) as info:
        parse_module(text)
    return str(info.value)


@pytest.mark.parametrize("case", sorted(ERRORS))
def test_errors_point_where_they_do_without_the_scan(case: str) -> None:
    text = HEAD + ERRORS[case] + TAIL
    scanned = _error(text)
    with turned_off(Speedup.OPERAND_SCAN):
        assert scanned == _error(text)


def test_the_second_use_of_another_type_is_the_one_reported() -> None:
    error = _error(HEAD + ERRORS["second use of another type"] + TAIL)
    assert ":3:21: error: operand is used with type i32" in error


def test_a_name_used_again_is_read_once() -> None:
    reader = FastReader(make_context(), "(%a, %b, %a, %a)")
    operands = reader.parse_op_args_list()
    assert [o.span.text for o in operands] == ["%a", "%b", "%a", "%a"]
    assert operands[0] is operands[2] is operands[3]
    assert operands[1] is not operands[0]


def test_a_module_reads_alike_with_and_without_the_scan() -> None:
    text = (
        HEAD
        + '  "test.op"(%a, %b, %a, %b, %a) : (index, i32, index, i32, index) -> ()\n'
    )
    scanned = str(parse_module(text + TAIL))
    with turned_off(Speedup.OPERAND_SCAN):
        assert scanned == str(parse_module(text + TAIL))
