"""Our pass in place of IREE's inside iree-compile: same runtime outputs.

A few corpus programs here (`make e2e` runs them all, aliasing off and on),
and the proof that the check catches a wrong offset.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from harness.iree_e2e import E2EError, _our_pass, main, run_program, shift_an_offset
from xdsl.dialects.builtin import ModuleOp

pytestmark = pytest.mark.slow  # iree-compile and iree-run-module

PROGRAMS = Path(__file__).parents[2] / "programs"
CASES = [
    ("attention", True),
    ("stateful", True),
    ("dynamic", False),
    ("constants", False),
    ("params_stack", False),  # weights from a generated parameter archive
]


@pytest.mark.parametrize(
    ("name", "alias"),
    CASES,
    ids=[f"{n}-{'alias' if a else 'noalias'}" for n, a in CASES],
)
def test_program_end_to_end(name: str, alias: bool, tmp_path: Path) -> None:
    result = run_program(PROGRAMS / f"{name}.mlir", alias=alias, work=tmp_path)
    assert result.outputs >= 1
    assert result.ok, result.report()
    assert result.ir_equal, result.report()
    assert set(result.times) >= {"stock compile", "our pass", "run ours"}


def test_aliasing_fuses_bindings(tmp_path: Path) -> None:
    result = run_program(PROGRAMS / "stateful.mlir", alias=True, work=tmp_path)
    assert result.after.function_bindings < result.before.function_bindings
    assert result.after.dispatch_resources < result.before.dispatch_resources


@pytest.mark.parametrize("alias", [False, True], ids=["noalias", "alias"])
def test_corrupted_offset_is_caught(alias: bool, tmp_path: Path) -> None:
    changed: list[str] = []

    def corrupt(before: ModuleOp, after: ModuleOp) -> None:
        changed.append(shift_an_offset(before, after, by=4))

    result = run_program(
        PROGRAMS / "attention.mlir", alias=alias, work=tmp_path, corrupt=corrupt
    )
    assert changed and "-> " in changed[0]
    assert not result.ok, "a shifted offset must change the runtime outputs"
    assert not result.ir_equal


def test_cli_reports(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(PROGRAMS / "mlp.mlir"), "--alias-mutable-bindings"]) == 0
    out = capsys.readouterr().out
    assert "bit-identical" in out and "before" in out and "resume compile" in out


@pytest.mark.parametrize(
    ("name", "alias", "rebase"),
    [("dynamic", False, "fused"), ("stateful", True, "all")],
    ids=["dynamic-noalias-fused", "stateful-alias-all"],
)
def test_whole_segment_end_to_end(
    name: str, alias: bool, rebase: str, tmp_path: Path
) -> None:
    """Our `binding-segment` in place of IREE's five passes: the same outputs,
    and IR equal to iree-opt's five (with `rebase=fused`: its four after our
    fuse); a program with push constants and one with aliasing, both packed
    in our step (the kernels rebuild their index operands)."""
    result = run_program(
        PROGRAMS / f"{name}.mlir", alias=alias, work=tmp_path, segment=rebase
    )
    assert result.ok, result.report()
    assert result.ir_equal, result.report()
    ours = (tmp_path / "ours.mlir").read_text()
    assert '"arith.index_castui"' in ours


def test_a_refused_dump_is_the_programs_failure() -> None:
    """A dump our reader refuses fails that program with the reader's
    located message (an `E2EError`, which `main` reports and goes on from),
    not a traceback that ends the batch."""
    with pytest.raises(
        E2EError, match=r"our reader refused the dump: <input>:1:16: error: "
    ):
        _our_pass('"x.y"() : () -> (', alias=False, corrupt=None)
