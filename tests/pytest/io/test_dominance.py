"""The structural rules the reader's verifier adds to xDSL's, as MLIR words
them: a block ends in a terminator (`xdsl_stream.io.terminators`) and
every use is dominated by its definition (`xdsl_stream.io.dominance`),
with every speed-up on and off.  Each refused text here is one that iree-opt
refuses (the messages and places are iree-opt's) and that the reader
accepted before these checks."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import ModuleOp

from xdsl_stream.api import parse_module
from xdsl_stream.core.speedups import turned_off
from xdsl_stream.io.dominance import (
    dominator_intervals,
    first_undominated_use,
)
from xdsl_stream.io.reader import ReadError, read_module

REFUSED = {
    "empty_block": (
        "func.func @f() {\n^bb0:\n}\n",
        ["<t>:1:1: error: empty block: expect at least a terminator"],
    ),
    "empty_block_of_several": (
        "func.func @f() {\n  cf.br ^bb1\n^bb1:\n}\n",
        ["<t>:1:1: error: empty block: expect at least a terminator"],
    ),
    "later_in_block": (
        "func.func @g(%a: i32) -> i32 {\n"
        "  %0 = arith.addi %a, %1 : i32\n"
        "  %1 = arith.addi %a, %a : i32\n"
        "  return %0 : i32\n"
        "}\n",
        [
            "<t>:2:8: error: operand #1 does not dominate this use",
            "<t>:3:8: note: operand defined here (op in the same block)",
        ],
    ),
    "own_result": (
        "func.func @s(%a: i32) -> i32 {\n"
        "  %0 = arith.addi %0, %a : i32\n"
        "  return %0 : i32\n"
        "}\n",
        [
            "<t>:2:8: error: operand #0 does not dominate this use",
            "<t>:2:8: note: operand defined here (op in the same block)",
        ],
    ),
    "sibling_block": (
        "func.func @h(%a: i32, %c: i1) -> i32 {\n"
        "  cf.cond_br %c, ^bb1, ^bb2\n"
        "^bb1:\n"
        "  %1 = arith.addi %a, %a : i32\n"
        "  cf.br ^bb2\n"
        "^bb2:\n"
        "  return %1 : i32\n"
        "}\n",
        [
            "<t>:7:3: error: operand #0 does not dominate this use",
            "<t>:4:8: note: operand defined here (op in the same region)",
        ],
    ),
    "block_argument": (
        "func.func @b(%a: i32, %c: i1) -> i32 {\n"
        "  cf.cond_br %c, ^bb1(%a : i32), ^bb2\n"
        "^bb1(%x: i32):\n"
        "  cf.br ^bb2\n"
        "^bb2:\n"
        "  return %x : i32\n"
        "}\n",
        [
            "<t>:6:3: error: operand #0 does not dominate this use",
            "<t>:1:1: note: operand defined as a block argument "
            "(block #1 in the same region)",
        ],
    ),
    "nested_before_definition": (
        "func.func @p(%a: i32) -> i32 {\n"
        "  %0 = scf.execute_region -> i32 {\n"
        "    %1 = arith.addi %a, %2 : i32\n"
        "    scf.yield %1 : i32\n"
        "  }\n"
        "  %2 = arith.addi %a, %a : i32\n"
        "  return %2 : i32\n"
        "}\n",
        [
            "<t>:3:10: error: operand #1 does not dominate this use",
            "<t>:6:8: note: operand defined here (op in a parent region)",
        ],
    ),
    "inside_its_definition": (
        "func.func @o(%a: i32) -> i32 {\n"
        "  %0 = scf.execute_region -> i32 {\n"
        "    scf.yield %0 : i32\n"
        "  }\n"
        "  return %0 : i32\n"
        "}\n",
        [
            "<t>:3:5: error: operand #0 does not dominate this use",
            "<t>:2:8: note: operand defined here (op in a parent region)",
        ],
    ),
    "no_terminator": (
        "func.func @k(%a: i32) -> i32 {\n  %1 = arith.addi %a, %a : i32\n}\n",
        [
            '<t>:2:8: error: block with no terminator, has %0 = "arith.addi"(%a, %a)'
            " <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32"
        ],
    ),
    "no_terminator_after_tensor_store": (
        "func.func @st(%v: tensor<4xf32>, %t: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) {\n"
        "  iree_tensor_ext.dispatch.tensor.store %v, %t, offsets = [0], sizes = [4], strides = [1]"
        " : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>\n"
        "}\n",
        [
            '<t>:2:3: error: block with no terminator, has "iree_tensor_ext.dispatch.tensor.store"'
        ],
    ),
}
"""Name -> (text, the first lines of the error, without the op shown)."""


def _error_lines(text: str) -> list[str]:
    with pytest.raises(ReadError) as caught:
        read_module(text, "<t>")
    return [line for line in caught.value.lines if line.startswith("<t>:")]


@pytest.mark.parametrize("speedups", ["on", "off"])
@pytest.mark.parametrize("name", sorted(REFUSED))
def test_refused_as_iree_opt_refuses(name: str, speedups: str) -> None:
    text, expected = REFUSED[name]
    if speedups == "off":
        with turned_off():
            found = _error_lines(text)
    else:
        found = _error_lines(text)
    assert len(found) == len(expected)
    assert [
        line[: len(want)] for line, want in zip(found, expected, strict=True)
    ] == expected


ACCEPTED = {
    "straight_blocks": (
        "func.func @h(%a: i32) -> i32 {\n"
        "  cf.br ^bb1\n"
        "^bb1:\n"
        "  %1 = arith.addi %a, %a : i32\n"
        "  cf.br ^bb2\n"
        "^bb2:\n"
        "  return %1 : i32\n"
        "}\n"
    ),
    "loop_header_dominates_body_and_exit": (
        "func.func @l(%a: i32, %c: i1) -> i32 {\n"
        "  cf.br ^bb1\n"
        "^bb1:\n"
        "  %1 = arith.addi %a, %a : i32\n"
        "  cf.cond_br %c, ^bb2, ^bb3\n"
        "^bb2:\n"
        "  %2 = arith.addi %1, %1 : i32\n"
        "  cf.br ^bb1\n"
        "^bb3:\n"
        "  return %1 : i32\n"
        "}\n"
    ),
    "unreachable_block_unchecked": (
        "func.func @u(%a: i32) -> i32 {\n"
        "  cf.br ^bb2(%a : i32)\n"
        "^bb1:\n"
        "  %1 = arith.addi %a, %x : i32\n"
        "  cf.br ^bb2(%1 : i32)\n"
        "^bb2(%x: i32):\n"
        "  return %x : i32\n"
        "}\n"
    ),
    "graph_region_any_order": (
        '"foo.user"(%0) : (i32) -> ()\n%0 = "foo.def"() : () -> i32\n'
    ),
    "unregistered_op_region_any_order": (
        '"foo.op"() ({\n^bb0(%a: i32):\n  "foo.op"(%a, %v) : (i32, i32) -> ()\n'
        '  %v = "foo.op"() : () -> i32\n}) : () -> ()\n'
    ),
    "graph_region_own_result": '%0 = "foo.op"(%0) : (i32) -> i32\n',
    "graph_region_own_result_inside": (
        '%0 = "foo.op"() ({\n  "foo.use"(%0) : (i32) -> ()\n}) : () -> i32\n'
    ),
    "unregistered_last_op_may_terminate": (
        'func.func @t() {\n  "foo.end"() : () -> ()\n}\n'
    ),
    "outer_value_in_nested_region": (
        "func.func @n(%a: i32) -> i32 {\n"
        "  %1 = arith.addi %a, %a : i32\n"
        "  %0 = scf.execute_region -> i32 {\n"
        "    %2 = arith.addi %1, %a : i32\n"
        "    scf.yield %2 : i32\n"
        "  }\n"
        "  return %0 : i32\n"
        "}\n"
    ),
}
"""Texts iree-opt accepts (with `--allow-unregistered-dialect`)."""


@pytest.mark.parametrize("name", sorted(ACCEPTED))
def test_accepted_as_iree_opt_accepts(name: str) -> None:
    module = read_module(ACCEPTED[name], "<t>")
    assert first_undominated_use(module) is None


def test_dominator_intervals_of_a_loop() -> None:
    """Entry dominates all; the loop header dominates body and exit; the
    body dominates neither the header nor the exit."""
    module: ModuleOp = parse_module(ACCEPTED["loop_header_dominates_body_and_exit"])
    region = next(iter(module.body.block.ops)).regions[0]
    entry, header, body, exit_ = region.blocks
    intervals = dominator_intervals(region)

    def dominates(a: object, b: object) -> bool:
        (pre_a, post_a), (pre_b, post_b) = intervals[id(a)], intervals[id(b)]
        return pre_a <= pre_b and post_b <= post_a

    assert all(dominates(entry, b) for b in (header, body, exit_))
    assert dominates(header, body) and dominates(header, exit_)
    assert not dominates(body, exit_) and not dominates(body, header)
    assert not dominates(exit_, body)


def test_unreachable_blocks_have_no_interval() -> None:
    module: ModuleOp = parse_module(
        ACCEPTED["unreachable_block_unchecked"], allow_unregistered=True
    )
    region = next(iter(module.body.block.ops)).regions[0]
    entry, unreachable, exit_ = region.blocks
    intervals = dominator_intervals(region)
    assert id(unreachable) not in intervals
    assert {id(entry), id(exit_)} <= set(intervals)
