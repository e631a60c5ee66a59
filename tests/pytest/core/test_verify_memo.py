"""The verifier's memo (`xdsl_stream.core.verify_memo`): hit where signatures
repeat, never where they differ, and never in place of an op's own checks;
its shortcuts (`Speedup.VERIFY_SHORTCUTS`) taken, and reporting what the
verifier reports without them."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest
from xdsl.dialects import arith, func
from xdsl.dialects.builtin import ArrayAttr, FunctionType, IntAttr, SymbolRefAttr
from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation, OpDef
from xdsl.parser import Parser
from xdsl.traits import IsolatedFromAbove, IsTerminator
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.api import parse_module, print_module
from xdsl_stream.core import verify_memo
from xdsl_stream.core.speedups import Speedup, turned_off
from xdsl_stream.core.verify_memo import (
    _Verification,  # pyright: ignore[reportPrivateUsage]
    memoized_verification,
    signature,
)
from xdsl_stream.core.xdsl_internals import compiled_format, woven_verify
from xdsl_stream.dialects import closed
from xdsl_stream.dialects.stream import (
    BindingSubspanOp,
    CmdExecuteOp,
    cmd,
    executable,
)
from xdsl_stream.dialects.util import GlobalLoadOp, GlobalOp, GlobalStoreOp
from xdsl_stream.io.reader import OpVerifyError, ReadError, verify_module
from xdsl_stream.universe import dialect_factories, make_context

ROOT = Path(__file__).resolve().parents[3]

SUBSPANS = """\
func.func @fn(%b: !stream.binding, %o: index) {
  %c0 = arith.constant 0 : index
  %0 = stream.binding.subspan %b[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
  %1 = stream.binding.subspan %b[%o] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
  %2 = stream.binding.subspan %b[%o] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
  return
}
"""
"""Three subspans: the first two of one signature, the third of another."""


def _definition_checks(
    monkeypatch: pytest.MonkeyPatch, op_type: type[IRDLOperation]
) -> list[object]:
    """Record the ops whose definition `op_type`'s verifier checks in full."""
    op_def = op_type.get_irdl_definition()
    checked: list[object] = []
    full = OpDef.verify

    def counting(self: OpDef, op: object) -> None:
        if self is op_def:
            checked.append(op)
        full(self, op)  # pyright: ignore[reportArgumentType]

    monkeypatch.setattr(OpDef, "verify", counting)
    return checked


def test_a_repeated_signature_is_checked_once(monkeypatch: pytest.MonkeyPatch) -> None:
    module = parse_module(SUBSPANS)
    checked = _definition_checks(monkeypatch, BindingSubspanOp)
    verify_module(module)
    assert len(checked) == 2  # the first and the third: the second is a hit
    checked.clear()
    with turned_off(Speedup.VERIFY_MEMO):
        verify_module(module)
    assert len(checked) == 3


def test_without_an_open_memo_every_op_is_checked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Stock `xdsl-opt` and a plain `verify()` never see the memo."""
    module = parse_module(SUBSPANS)
    checked = _definition_checks(monkeypatch, BindingSubspanOp)
    module.verify()
    assert len(checked) == 3
    checked.clear()
    with memoized_verification():
        module.verify()
    assert len(checked) == 2


GLOBALS = """\
util.global private @a : index
util.global private @b : index
util.global private mutable @c : index
util.global private @d : index
"""
"""A model's globals: of one signature but for their names (checked by
their class alone), and for `mutable`."""


def test_values_checked_by_their_class_alone_share_a_signature(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    module = parse_module(GLOBALS)
    checked = _definition_checks(monkeypatch, GlobalOp)
    verify_module(module)
    assert len(checked) == 2  # @a and @c: @b and @d are hits
    checked.clear()
    with turned_off(Speedup.VERIFY_MEMO):
        verify_module(module)
    assert len(checked) == 4


LOADS = """\
util.global private mutable @a : index
util.global private mutable @b : index
util.global private mutable @c : index
util.func public @f() {
  %a = util.global.load @a : index
  %b = util.global.load @b : index
  %c = util.global.load @c : index
  util.global.store %a, @b : index
  util.global.store %b, @c : index
  util.return
}
"""
"""A model's loads and stores, each of its own global: of one signature but
for the symbol, a flat reference (checked by its class and its having no
nested reference)."""


def test_flat_references_share_a_signature(monkeypatch: pytest.MonkeyPatch) -> None:
    """Keyed by value, every load and store of a model with thousands of
    globals missed the memo (a fifth of the verifier's time at 96 layers)."""
    module = parse_module(LOADS)
    loads = _definition_checks(monkeypatch, GlobalLoadOp)
    verify_module(module)
    assert len(loads) == 1
    stores = _definition_checks(monkeypatch, GlobalStoreOp)
    verify_module(module)
    assert len(stores) == 1


def test_a_nested_reference_is_checked_in_full() -> None:
    """A nested reference (`@m::@c`) after flat ones of the same signature
    is no hit: the flat reference's constraint refuses it."""
    module = parse_module(LOADS)
    third = [op for op in module.walk() if isinstance(op, GlobalLoadOp)][2]
    third.properties["global"] = SymbolRefAttr("m", ["c"])
    with memoized_verification():
        for op in module.walk():
            if op is not third:
                op.verify(verify_nested_ops=False)
        with pytest.raises(VerifyException, match="no nested symbols"):
            third.verify(verify_nested_ops=False)


CALLS = """\
func.func private @g(i32) -> i32
func.func @f(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %d = arith.constant 2 : i32
  %0 = func.call @g(%a) : (i32) -> i32
  %1 = func.call @h(%0) : (i32) -> i32
  return %1 : i32
}
"""
"""xDSL's own ops of one signature: two constants, two calls (the second
to no function, which only `func.call`'s symbol trait refuses)."""


def test_xdsls_ops_check_a_repeated_signature_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Ops `irdl_op_definition` made (xDSL's) share the memo: the definition
    check once per signature, traits and own checks on every op."""
    module = parse_module(CALLS.replace("@h(", "@g("))
    checked = _definition_checks(monkeypatch, arith.ConstantOp)
    verify_module(module)
    assert len(checked) == 2  # by value: 1 and 2
    calls = _definition_checks(monkeypatch, func.CallOp)
    verify_module(module)
    assert len(calls) == 1
    calls.clear()
    with turned_off(Speedup.VERIFY_MEMO):
        verify_module(module)
    assert len(calls) == 2
    with_memo = _read_error(CALLS)
    assert ":6:8: error: 'func.call' op " in with_memo.splitlines()[0]
    with turned_off(Speedup.VERIFY_MEMO):
        assert _read_error(CALLS) == with_memo


def test_the_woven_verify_is_found_only_where_xdsl_wove_it() -> None:
    constant = woven_verify(arith.ConstantOp)
    assert constant is not None
    assert constant[0] is arith.ConstantOp.get_irdl_definition()
    assert woven_verify(GlobalLoadOp) is None  # memoizing_op_definition's
    assert woven_verify(IRDLOperation) is None


@pytest.mark.parametrize(
    "wrong",
    [
        '"util.global"() <{sym_name = 5 : i64, sym_visibility = "private", '
        "type = index}> : () -> ()",
        '"util.global"() <{sym_name = "e", sym_visibility = @x, type = index}>'
        " : () -> ()",
    ],
)
def test_a_value_of_another_class_is_checked_in_full(wrong: str) -> None:
    text = GLOBALS.replace(
        "util.global private @d : index\n",
        '"util.global"() <{sym_name = "e", sym_visibility = "private", type = index}>'
        f" : () -> ()\n{wrong}\n",
    )
    with_memo = _read_error(text)
    with turned_off(Speedup.VERIFY_MEMO):
        assert _read_error(text) == with_memo
    assert ":5:1: error: 'util.global' op " in with_memo.splitlines()[0]


SEGMENTS = """\
util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %t0 = "stream.cmd.execute"(%r, %sz) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
  ^bb0(%x: !stream.resource<transient>):
    "stream.yield"() : () -> ()
  }) : (!stream.resource<transient>, index) -> !stream.timepoint
  %t1 = "stream.cmd.execute"(%r, %sz) <{operandSegmentSizes = SECOND}> ({
  ^bb0(%x: !stream.resource<transient>):
    "stream.yield"() : () -> ()
  }) : (!stream.resource<transient>, index) -> !stream.timepoint
  util.return %t1 : !stream.timepoint
}
"""
"""Two executes of one signature but for their segment sizes, which xDSL
declares as any dense array and checks by value."""


@pytest.mark.parametrize("second", ["array<i64: 1, 1, 0>", "array<i32: 1, 0, 1>"])
def test_segment_sizes_are_checked_by_value(second: str) -> None:
    """A memo keyed by the class of `operandSegmentSizes` took the second
    execute for the first and accepted it (iree-opt refuses both)."""
    text = SEGMENTS.replace("SECOND", second)
    with turned_off(Speedup.VERIFY_MEMO):
        without = _read_error(text)
    assert _read_error(text) == without
    assert ":6:9: error: 'stream.cmd.execute' op " in without.splitlines()[0]


EXECUTES = """\
util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : i32
  %t0 = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.fill %c7, %x[%c0 for %sz] : i32 -> !stream.resource<transient>{%sz}
  } => !stream.timepoint
  %t1 = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    %bad = arith.constant 1 : index
  } => !stream.timepoint
  util.return %t1 : !stream.timepoint
}
"""
"""Two executes of one signature; the second holds an op that is not a
stream.cmd op, which only the op's own `verify_` refuses."""


def _read_error(text: str) -> str:
    with pytest.raises(ReadError) as error:
        parse_module(text)
    return str(error.value)


def test_a_hit_still_runs_the_ops_own_checks() -> None:
    unverified = Parser(make_context(allow_unregistered=True), EXECUTES).parse_module()
    first, second = (op for op in unverified.walk() if isinstance(op, CmdExecuteOp))
    assert signature(first) == signature(second)  # the second is a hit
    with_memo = _read_error(EXECUTES)
    with turned_off(Speedup.VERIFY_MEMO):
        without = _read_error(EXECUTES)
    assert with_memo == without
    assert "'arith.constant' op explicit execution regions" in with_memo
    assert ":8:" in with_memo.splitlines()[0]  # the op in the second execute


def test_a_failing_signature_is_not_kept() -> None:
    """An op whose definition check failed is checked in full again."""
    bad = SUBSPANS.replace("%b[%o] : !stream.binding", "%b[%o] : index", 1)
    with_memo = _read_error(bad)
    with turned_off(Speedup.VERIFY_MEMO):
        assert _read_error(bad) == with_memo


VERIFY_SWITCHES = (Speedup.VERIFY_MEMO, Speedup.VERIFY_SHORTCUTS)
"""The switches of `xdsl_stream.core.verify_memo`."""

INVALID = sorted(
    p
    for p in (ROOT / "tests/filecheck").glob("**/*invalid*.mlir")
    if "Output" not in p.parts
)
"""The verifier's error cases of the lit tests, chunk by chunk (not the
files a run of lit leaves in Output/, which would change what each pytest
worker collects)."""


def _outcome(text: str) -> str:
    try:
        return print_module(parse_module(text))
    except ReadError as error:
        return str(error)


@pytest.mark.slow  # every error case of the lit suite, with each switch: many modules
@pytest.mark.parametrize("switch", VERIFY_SWITCHES, ids=lambda s: s.value)
@pytest.mark.parametrize("path", INVALID, ids=[p.name for p in INVALID])
def test_every_error_case_reads_alike_with_and_without_the_memo(
    path: Path, switch: Speedup
) -> None:
    """The whole file is one memo's life per chunk; each chunk's error (or
    output) is the same with the memo (or the shortcuts) off."""
    chunks = path.read_text().split("// -----")
    with_memo = [_outcome(chunk) for chunk in chunks]
    with turned_off(switch):
        assert [_outcome(chunk) for chunk in chunks] == with_memo
    assert any("error" in outcome for outcome in with_memo)


# ===----------------------------------------------------------------------=== #
# Signatures as numbers
# ===----------------------------------------------------------------------=== #


def _memoized_ops(module: Operation) -> list[Operation]:
    return [op for op in module.walk() if type(op).verify_ is not Operation.verify_]


def test_numbered_signatures_are_equal_exactly_when_signatures_are() -> None:
    text = SUBSPANS + EXECUTES + DISPATCHES
    module = Parser(make_context(allow_unregistered=True), text).parse_module()
    ops = _memoized_ops(module)
    numbers = _Verification(memo=True, shortcuts=True)
    keys = [numbers.signature_key(op) for op in ops]
    values = [(type(op), signature(op)) for op in ops]
    for i, j in itertools.product(range(len(ops)), repeat=2):
        assert (keys[i] == keys[j]) == (values[i] == values[j]), (ops[i], ops[j])
    assert len(set(keys)) < len(keys)  # some repeat: the memo has hits


def test_an_array_is_numbered_by_its_elements() -> None:
    numbers = _Verification(memo=True, shortcuts=True)
    one, two = IntAttr(1), IntAttr(2)
    first = numbers.attribute_number(ArrayAttr([one, two]))
    assert numbers.attribute_number(ArrayAttr([IntAttr(1), IntAttr(2)])) == first
    assert numbers.attribute_number(ArrayAttr([two, one])) != first
    assert numbers.attribute_number(ArrayAttr([ArrayAttr([one, two])])) != first
    nested = numbers.attribute_number(ArrayAttr([ArrayAttr([one, two])]))
    assert numbers.attribute_number(ArrayAttr([ArrayAttr([one, two])])) == nested


# ===----------------------------------------------------------------------=== #
# Shortcuts (`Speedup.VERIFY_SHORTCUTS`)
# ===----------------------------------------------------------------------=== #

DISPATCHES = """stream.executable private @ex {
  stream.executable.export public @fn workgroups(%x: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %x, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @fn(%b0: !stream.binding, %n: index, %b1: !stream.binding) {
      return
    }
  }
}
util.func public @dispatches(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t0 = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.dispatch @ex::@fn[%c16](%c16 : index) {
      ro %x[%c0 for %c16] : !stream.resource<transient>{%sz},
      wo %x[%c16 for %c16] : !stream.resource<transient>{%sz}
    }
    stream.cmd.dispatch @ex::@fn[%c16](%c16 : index) {
      ro %x[%c16 for %c16] : !stream.resource<transient>{%sz},
      wo %x[%c0 for %c16] : !stream.resource<transient>{%sz}
    }
  } => !stream.timepoint
  %t1 = stream.cmd.execute await(%t0) => with(%r as %y: !stream.resource<transient>{%sz}) {
    stream.cmd.dispatch @ex::@fn[%c16](%c0 : index) {
      ro %y[%c0 for %c16] : !stream.resource<transient>{%sz},
      rw %y[%c16 for %c16] : !stream.resource<transient>{%sz}
    }
  } => !stream.timepoint
  util.return %t1 : !stream.timepoint
}
"""
"""Three dispatches of one export, in two executes."""


def _count_calls(
    monkeypatch: pytest.MonkeyPatch, owner: object, name: str
) -> list[tuple[tuple[Any, ...], Any]]:
    """Record the positional arguments and the result of each call of
    `owner.name`."""
    calls: list[tuple[tuple[Any, ...], Any]] = []
    original = getattr(owner, name)

    def counting(*args: Any, **kwargs: Any) -> Any:
        result = original(*args, **kwargs)
        calls.append((args, result))
        return result

    monkeypatch.setattr(owner, name, counting)
    return calls


def _counts_on_and_off(
    module: Operation, switch: Speedup, *calls: list[Any]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """How many of each of `calls` verifying `module` makes, with every
    speed-up on, then with `switch` off."""
    verify_module(module)
    on = tuple(map(len, calls))
    for recorded in calls:
        recorded.clear()
    with turned_off(switch):
        verify_module(module)
    return on, tuple(map(len, calls))


def test_each_export_is_looked_up_and_read_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    module = parse_module(DISPATCHES)  # (which verifies it, uncounted)
    lookups = _count_calls(monkeypatch, cmd, "_exports_in")
    reads = _count_calls(monkeypatch, cmd, "_read_export_arguments")
    on, off = _counts_on_and_off(module, Speedup.VERIFY_SHORTCUTS, lookups, reads)
    assert on == (1, 1)
    # The memo runs a dispatch's own check once per signature and table:
    # two of the three dispatches look their export up.
    assert off == (2, 2)


def test_an_own_check_of_signature_and_context_runs_once_per_both(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A dispatch's `verify_` reads its signature and its symbol table, a
    subspan's its signature: it runs once for each distinct pair."""
    module = parse_module(SUBSPANS + DISPATCHES)
    dispatches = _count_calls(monkeypatch, cmd, "_verify_accesses")
    subspans = _count_calls(monkeypatch, executable, "_dynamic_dim_count")
    on, off = _counts_on_and_off(module, Speedup.VERIFY_MEMO, dispatches, subspans)
    assert (on, off) == ((2, 2), (3, 3))


def test_an_isolated_op_is_proved_so_without_a_walk(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With the shortcuts on, an isolated op is proved so without MLIR's
    walk (`isolation_error`), which runs without the shortcuts for each (the
    top-level module but); xDSL's walk runs for the ops of its trait
    (`func.func`, `builtin.module`) either way."""
    module = parse_module(DISPATCHES)
    xdsl_walks = _count_calls(monkeypatch, IsolatedFromAbove, "verify")
    mlir_walks = _count_calls(monkeypatch, verify_memo, "isolation_error")

    def walked() -> tuple[set[str], list[str]]:
        xdsl = {op.name for (_, op), _ in xdsl_walks}
        mlir = sorted(op.name for (op,), _ in mlir_walks)
        xdsl_walks.clear()
        mlir_walks.clear()
        return xdsl, mlir

    verify_module(module)
    assert walked() == ({"func.func", "builtin.module"}, [])
    with turned_off(Speedup.VERIFY_SHORTCUTS):
        verify_module(module)
    assert walked() == (
        {"func.func", "builtin.module"},
        [
            "builtin.module",
            "func.func",
            "stream.executable",
            "stream.executable.export",
            "util.func",
        ],
    )


def test_the_module_is_walked_once_for_unknown_ops(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every `util.func` and `stream.executable` asks; one walk answers."""
    module = parse_module(DISPATCHES)
    answers = _count_calls(monkeypatch, closed, "_none_unregistered")
    walks = _count_calls(monkeypatch, closed, "_holds_unregistered")
    verify_module(module)
    assert [answer for _, answer in answers] == [True, True]
    assert walks == [((module,), False)]
    answers.clear()
    with turned_off(Speedup.VERIFY_SHORTCUTS):
        verify_module(module)
    assert [answer for _, answer in answers] == [False, False]


def _verify_error(module: Operation) -> tuple[Operation, str]:
    with pytest.raises(OpVerifyError) as error:
        verify_module(module)
    return error.value.op, error.value.message


def _alike_with_and_without_shortcuts(module: Operation) -> str:
    """The error verifying `module` (at the same op, with the same text)
    with the shortcuts on and off."""
    with_shortcuts = _verify_error(module)
    with turned_off(Speedup.VERIFY_SHORTCUTS):
        assert _verify_error(module) == with_shortcuts
    return with_shortcuts[1]


def test_a_value_from_outside_an_isolated_op_is_reported_alike() -> None:
    text = """%c = "test.value"() : () -> index
util.initializer {
  "test.use"(%c) : (index) -> ()
  util.return
}
"""
    module = Parser(make_context(allow_unregistered=True), text).parse_module()
    message = _alike_with_and_without_shortcuts(module)
    assert "'test.use' op using value defined outside the region" in message


def test_an_unknown_op_of_a_closed_dialect_is_reported_alike() -> None:
    """Stock xDSL's parser keeps a typo as an unregistered op; the verifier
    refuses it, shortcuts or not."""
    text = DISPATCHES.replace(
        "stream.return %x, %c1, %c1 : index, index, index",
        '"stream.retrun"(%x, %c1, %c1) : (index, index, index) -> ()\n'
        "    stream.return %x, %c1, %c1 : index, index, index",
    )
    module = Parser(make_context(allow_unregistered=True), text).parse_module()
    message = _alike_with_and_without_shortcuts(module)
    assert "unregistered operation 'stream.retrun'" in message


def test_what_one_verification_found_is_not_used_by_the_next() -> None:
    """A pass changes the IR between two verifications: the second finds the
    change (a function taking one binding fewer), shortcuts or not."""
    module = parse_module(DISPATCHES)
    verify_module(module)
    function = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    function.function_type = FunctionType.from_lists(
        function.function_type.inputs.data[:-1], []
    )
    function.body.block.erase_arg(function.body.block.args[-1])
    message = _alike_with_and_without_shortcuts(module)
    assert "dispatch passes 2 resources but @ex::@fn takes 1 bindings" in message


def test_an_op_inside_its_block_runs_its_own_checks_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """xDSL's `Operation.verify` runs for the last op of a block that is no
    terminator (its terminator rules refuse only those) and for none other,
    while the shortcuts are on."""
    module = parse_module(DISPATCHES)
    ops = sum(1 for _ in module.walk())
    ends = [op for op in module.walk() if op.parent and op.parent.last_op is op]
    checked = [op for op in ends if not op.has_trait(IsTerminator)]
    assert checked and len(checked) < len(ends)
    calls = _count_calls(monkeypatch, Operation, "verify")
    on, off = _counts_on_and_off(module, Speedup.VERIFY_SHORTCUTS, calls)
    assert on == (len(checked),)  # (the module is in no block: its own checks)
    assert off == (ops,)


def test_an_own_check_failing_inside_a_block_is_reported_alike() -> None:
    """The op's own check fails: xDSL's call then runs, for its diagnostic."""
    text = DISPATCHES.replace("ro %r0", "rw %r0", 1)
    module = Parser(make_context(allow_unregistered=True), text).parse_module()
    for op in module.walk():
        if isinstance(op, cmd.CmdDispatchOp):
            op.properties["resource_accesses"] = ArrayAttr([])
            break
    message = _alike_with_and_without_shortcuts(module)
    assert "resources but 0 resource accesses" in message


PACKAGE_DIALECTS = (
    "util",
    "hal",
    "iree_tensor_ext",
    "iree_encoding",
    "arith",
    "math",
    "tensor",
    "linalg",
)
"""The dialects holding ops the package declares outside `stream` (whose
formats `test_stream_ops_complete` compiles)."""


def test_every_format_of_the_packages_ops_compiles() -> None:
    """`memoizing_op_definition` compiles an op's format when the op is first
    read or printed: each must compile (an error would show only then)."""
    checked = 0
    factories = dialect_factories()
    for name in PACKAGE_DIALECTS:
        for op in factories[name]().operations:
            if op.__module__.startswith("xdsl_stream.") and op.assembly_format:
                program = compiled_format(op.assembly_format, op.get_irdl_definition())
                assert program.stmts, op.name
                checked += 1
    assert checked > 40
