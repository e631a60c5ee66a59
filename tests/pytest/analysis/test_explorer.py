"""`Explorer.walk_defining_ops`: where a host value may come from, and when
the walk cannot see every source (IREE's `TraversalResult::INCOMPLETE`)."""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import OpResult, SSAValue

from xdsl_stream.analysis.explorer import Explorer, Walk
from xdsl_stream.analysis.potential_values import constant_int
from xdsl_stream.api import parse_module
from xdsl_stream.core.ir_helpers import operation_name

MODULE = """\
util.global private mutable @stored = 1 : index
util.global private mutable @addressed = 2 : index
util.func private @store() {
  %c3 = arith.constant 3 : index
  util.global.store %c3, @stored : index
  util.return
}
util.func public @take() {
  %p = "util.global.address"() <{global = @addressed}> : () -> !util.ptr<index>
  util.return
}
util.func private @callee(%priv: index) -> index {
  %aligned = util.align %priv, %priv : index
  util.return %aligned : index
}
util.func public @exposed(%pub: index) {
  util.return
}
util.func private @declared(%d: index) -> index
util.func public @main(%arg: index, %cond: i1) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %call = util.call @callee(%c4) : (index) -> index
  %call2 = util.call @callee(%c8) : (index) -> index
  util.call @exposed(%c4) : (index) -> ()
  %ext = util.call @declared(%c4) : (index) -> index
  %load = util.global.load @stored : index
  %addr = util.global.load @addressed : index
  %opaque = "test.opaque"() : () -> index
  %loop = scf.for %iv = %c4 to %c8 step %c4 iter_args(%acc = %c4) -> (index) {
    %use = arith.addi %iv, %acc : index
    scf.yield %c8 : index
  }
  cf.cond_br %cond, ^bb1(%c4 : index), ^bb1(%arg : index)
^bb1(%joined: index):
  util.return
}
"""


def _module() -> ModuleOp:
    return parse_module(MODULE)


def _named(module: ModuleOp, name: str) -> SSAValue:
    for op in module.walk():
        for value in op.results:
            if value.name_hint == name:
                return value
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    if arg.name_hint == name:
                        return arg
    raise KeyError(name)


def _defs(module: ModuleOp, name: str) -> tuple[set[str], bool]:
    """The ops (by result name) defining `name`, and whether the walk is complete."""
    found: set[str] = set()

    def visit(result: OpResult) -> Walk:
        found.add(result.name_hint or operation_name(result.op))
        return Walk.ADVANCE

    complete = Explorer(module).walk_defining_ops(_named(module, name), visit)
    return found, complete


def test_private_arguments_come_from_their_call_sites() -> None:
    assert _defs(_module(), "priv") == ({"c4", "c8"}, True)


def test_public_arguments_are_incomplete() -> None:
    assert _defs(_module(), "pub") == ({"c4"}, False)


def test_call_results_come_from_the_callee_returns() -> None:
    assert _defs(_module(), "call") == ({"call", "aligned"}, True)


def test_a_declaration_returns_unknown_values() -> None:
    assert _defs(_module(), "ext") == ({"ext"}, False)


def test_loads_come_from_the_stores() -> None:
    assert _defs(_module(), "load") == ({"load", "c3"}, True)


def test_an_addressed_global_is_incomplete() -> None:
    assert _defs(_module(), "addr") == ({"addr"}, False)


def test_an_unregistered_op_is_a_source() -> None:
    assert _defs(_module(), "opaque") == ({"opaque"}, True)


def test_an_induction_variable_is_unknown() -> None:
    assert _defs(_module(), "iv") == (set(), False)


def test_an_iter_arg_comes_from_its_init_and_the_yield() -> None:
    assert _defs(_module(), "acc") == ({"c4", "c8"}, True)


def test_a_loop_result_comes_from_the_yield_and_the_init() -> None:
    """A loop that runs no iteration returns its `iter_args` inits."""
    assert _defs(_module(), "loop") == ({"loop", "c4", "c8"}, True)


def test_an_escaped_function_has_unknown_callers() -> None:
    """`func.constant` holds `@callee`, and what it flows to may call it:
    its arguments come from the direct call and from unknown callers."""
    escaped = MODULE.replace(
        "  %ext =",
        '  %f = "func.constant"() <{value = @callee}> : () -> ((index) -> index)\n'
        '  "test.invoke"(%f) : ((index) -> index) -> ()\n'
        "  %ext =",
    )
    assert _defs(parse_module(escaped), "priv") == ({"c4", "c8"}, False)


def test_block_arguments_come_from_the_branches() -> None:
    module = _module()
    found, complete = _defs(module, "joined")
    assert found == {"c4"}
    assert not complete  # `%arg` of the public `@main`


def test_the_tables_are_built_once() -> None:
    module = _module()
    explorer = Explorer(module)
    assert set(explorer.globals) == {"stored", "addressed"}
    assert explorer.globals["addressed"].is_indirect
    assert [operation_name(s) for s in explorer.globals["stored"].stores] == [
        "util.global.store"
    ]
    callee = explorer.functions["callee"]
    assert len(explorer.callers[callee]) == 2
    assert explorer.functions["declared"] not in explorer.callers
    assert not explorer.call_graph_incomplete


def test_an_indirect_call_makes_every_caller_list_incomplete() -> None:
    text = MODULE.replace(
        "  util.return\n}\n",
        "  util.return\n}\n"
        "util.func private @indirect(%y: index) {\n"
        '  %fn = "test.fn"() : () -> ((index) -> index)\n'
        '  %r = "func.call_indirect"(%fn, %y) : ((index) -> index, index) -> index\n'
        "  util.return\n}\n",
        1,
    )
    module = parse_module(text)
    assert Explorer(module).call_graph_incomplete
    assert _defs(module, "priv") == ({"c4", "c8"}, False)
    assert _defs(module, "r") == ({"r"}, False)


def test_an_unregistered_op_is_no_constant() -> None:
    """xDSL answers "has every trait" for an unregistered op: a `value`
    attribute on one makes no constant."""
    module = parse_module(
        'util.func public @f() {\n  %fake = "test.const"() {value = 5 : index} : () -> index\n'
        "  %c5 = arith.constant 5 : index\n  util.return\n}\n"
    )
    assert constant_int(_named(module, "fake")) is None
    assert constant_int(_named(module, "c5")) == 5
    assert _defs(module, "fake") == ({"fake"}, True)
