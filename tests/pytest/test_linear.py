"""Every phase does work linear in its input, on real models.

The inputs are three real `iree-compile` dumps of the transformer stacks of
`bench/models.py` (2, 4 and 6 layers: one global per weight, loaded in the
host code, as exported models are; `tests/pytest/data/README.md`).  Each
phase runs on all three with its IR work counted (`harness.linearity`: steps
from op to op in blocks, steps up to parents, symbol names read).  The two
steps of two layers must add the same work, within `LIMIT`: a lookup that
scans the module, or a walk per op, adds more at each step (with a scan of
the module per global load, the second step adds 1.66 times the first).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from io import StringIO
from pathlib import Path

import pytest
from harness.byte_ranges import analyze_byte_ranges
from harness.linearity import count_ir_work, increment_growth
from harness.parsed import parse_once
from xdsl.dialects.builtin import Float32Type, IndexType, ModuleOp, TensorType
from xdsl.ir import Attribute, Block, SSAValue
from xdsl.printer import Printer

from xdsl_stream.analysis.binding_fusion import analyze_module
from xdsl_stream.api import print_module
from xdsl_stream.dialects.util import directives
from xdsl_stream.io.reader import read_module, verify_module
from xdsl_stream.report.model import build_report
from xdsl_stream.report.text import format_text
from xdsl_stream.transforms.fold_uniform_operands import FoldUniformOperandsPass
from xdsl_stream.transforms.fuse_dispatch_bindings import FuseDispatchBindingsPass
from xdsl_stream.universe import make_context

DATA = Path(__file__).parent / "data"
SIZES = ("transformer_2.mlir", "transformer_4.mlir", "transformer_6.mlir")
LIMIT = 1.3

pytestmark = pytest.mark.slow  # reads three real dumps, each phase three times


@cache
def _text(name: str) -> str:
    return (DATA / name).read_text()


def _fuse(module: ModuleOp) -> None:
    ctx = make_context(allow_unregistered=True)
    FuseDispatchBindingsPass(check_printing=False).apply(ctx, module)


def _fold(module: ModuleOp) -> None:
    FoldUniformOperandsPass().apply(make_context(allow_unregistered=True), module)


def _report(module: ModuleOp) -> None:
    format_text(build_report(analyze_module(module)))


PHASES: dict[str, Callable[[ModuleOp], object]] = {
    "verify": verify_module,
    "verify as xdsl-opt does": ModuleOp.verify,
    "fuse-dispatch-bindings": _fuse,
    "fold-uniform-operands": _fold,
    "report": _report,
    "print": lambda module: print_module(module, lossless=True),
    "print generic": lambda module: print_module(module, generic=True),
    "byte ranges": analyze_byte_ranges,
}


def _growth(phase: Callable[[ModuleOp], object]) -> dict[str, float]:
    counts = []
    for name in SIZES:
        module = parse_once(_text(name))
        counts.append(count_ir_work(lambda m=module: phase(m)))
    return increment_growth(counts)


def _superlinear(growth: dict[str, float]) -> dict[str, float]:
    return {k: round(v, 2) for k, v in growth.items() if v > LIMIT}


@pytest.mark.parametrize("phase", PHASES, ids=list(PHASES))
def test_phase_is_linear(phase: str) -> None:
    growth = _growth(PHASES[phase])
    assert growth, "nothing counted: the counters are not hooked"
    assert not _superlinear(growth), f"{phase}: work per step grows {growth}"


def test_reading_is_linear() -> None:
    """Parsing and verifying the text, as `xdsl-stream-opt` and the API do."""
    texts = [_text(name) for name in SIZES]
    counts = [count_ir_work(lambda t=text: read_module(t)) for text in texts]
    growth = increment_growth(counts)
    assert not _superlinear(growth), growth


def test_a_shaped_type_list_hands_each_size_over_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Printing `T{%d}, T{%d}, ...` (a model's parameter load: a type and a
    size per weight) hands each type its own sizes: the sizes handed over add
    up to the list's, where taking each type's by slicing off the rest of the
    list added up to N * N / 2."""
    count = 200
    block = Block(arg_types=[IndexType()] * count)
    handed: list[int] = []
    real = directives.print_type_dims

    def counted(
        printer: Printer, type: Attribute, dims: Sequence[SSAValue]
    ) -> Sequence[SSAValue]:
        handed.append(len(dims))
        return real(printer, type, dims)

    monkeypatch.setattr(directives, "print_type_dims", counted)
    types = [TensorType(Float32Type(), [-1])] * count
    directives.print_shaped_type_list(Printer(StringIO()), types, block.args)
    assert sum(handed) == count
