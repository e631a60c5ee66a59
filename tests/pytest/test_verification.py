"""The verifier's memo (`xdsl_stream.verification`): hit where signatures
repeat, never where they differ, and never in place of an op's own checks."""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.irdl import OpDef
from xdsl.parser import Parser

from xdsl_stream.api import parse_module, print_module
from xdsl_stream.dialects.stream import BindingSubspanOp, CmdExecuteOp
from xdsl_stream.source_errors import ReadError, verify_module
from xdsl_stream.speedups import Speedup, turned_off
from xdsl_stream.universe import make_context
from xdsl_stream.verification import memoized_verification, signature

ROOT = Path(__file__).resolve().parents[2]

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
    monkeypatch: pytest.MonkeyPatch, op_type: type[BindingSubspanOp]
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
    assert "'arith.constant' is not a stream.cmd op" in with_memo
    assert ":7:" in with_memo.splitlines()[0]  # the second execute


def test_a_failing_signature_is_not_kept() -> None:
    """An op whose definition check failed is checked in full again."""
    bad = SUBSPANS.replace("%b[%o] : !stream.binding", "%b[%o] : index", 1)
    with_memo = _read_error(bad)
    with turned_off(Speedup.VERIFY_MEMO):
        assert _read_error(bad) == with_memo


INVALID = sorted((ROOT / "tests/filecheck").glob("**/*invalid*.mlir"))
"""The verifier's error cases of the lit tests, chunk by chunk."""


def _outcome(text: str) -> str:
    try:
        return print_module(parse_module(text))
    except ReadError as error:
        return str(error)


@pytest.mark.parametrize("path", INVALID, ids=[p.name for p in INVALID])
def test_every_error_case_reads_alike_with_and_without_the_memo(path: Path) -> None:
    """The whole file is one memo's life per chunk; each chunk's error (or
    output) is the same with the memo off."""
    chunks = path.read_text().split("// -----")
    with_memo = [_outcome(chunk) for chunk in chunks]
    with turned_off(Speedup.VERIFY_MEMO):
        assert [_outcome(chunk) for chunk in chunks] == with_memo
    assert any("error" in outcome for outcome in with_memo)
