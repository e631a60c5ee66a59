"""`binding-segment` against iree-opt's five passes, on every dump.

Ours (with `iree-alignment=true`, IREE's alignment merge) re-printed by
iree-opt must equal `iree-opt --iree-stream-fuse-dispatch-bindings
--iree-stream-annotate-dispatch-arguments --iree-stream-pack-dispatch-operands
--cse --iree-stream-fold-uniform-operands`, with mutable aliasing off and on;
with `rebase=fused`, iree-opt's last four after our fusion.  Two batched
iree-opt runs per configuration (`harness.segment_diff`).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from harness.segment_diff import segment_mismatches
from harness.snippets import UNKNOWN_ENTRY_POINT

from xdsl_stream.api import parse_module
from xdsl_stream.transforms.binding_segment import BindingSegmentPass
from xdsl_stream.transforms.fuse_dispatch_bindings import FuseDispatchBindingsPass
from xdsl_stream.transforms.pack_dispatch_operands import PackDispatchOperandsPass
from xdsl_stream.universe import XDSL_STREAM_UNIVERSE, make_context

DUMPS = sorted(
    p
    for p in (Path(__file__).parents[2] / "dumps").glob("*.mlir")
    if not p.name.endswith(".loc.mlir")
)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("alias", "rebase"),
    [(False, "all"), (True, "all"), (False, "fused")],
    ids=["noalias", "alias", "fused"],
)
def test_dumps_match_iree(alias: bool, rebase: str) -> None:
    names = [p.stem for p in DUMPS]
    texts = [p.read_text() for p in DUMPS]
    assert segment_mismatches(names, texts, alias=alias, rebase=rebase) == []


EXAMPLES = sorted((Path(__file__).parents[3] / "examples").glob("*.mlir"))


@pytest.mark.parametrize("example", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_the_examples_go_through_the_whole_segment(example: Path) -> None:
    """Each shipped example's resource config is where every pass of the
    segment finds it: `rebase.mlir` held it on its export, where the fuse
    and the dispatch side of pack find it and the kernel side does not (a
    located error, as IREE's own pack fails there)."""
    module = parse_module(example.read_text(), name=str(example))
    BindingSegmentPass().apply(make_context(allow_unregistered=True), module)
    module.verify()


def test_registered_for_xdsl_opt() -> None:
    assert XDSL_STREAM_UNIVERSE.all_passes["binding-segment"]() is BindingSegmentPass


def test_runs_the_five_passes_in_iree_order_with_its_options() -> None:
    segment = BindingSegmentPass(
        alias_mutable_bindings=True, rebase="fused", index_bits=32
    )
    names = [p.name for p in segment.passes()]
    assert names == [
        "fuse-dispatch-bindings",
        "annotate-dispatch-arguments",
        "pack-dispatch-operands",
        "mlir-cse",
        "fold-uniform-operands",
    ]
    fuse = segment.passes()[0]
    assert isinstance(fuse, FuseDispatchBindingsPass)
    assert (fuse.alias_mutable_bindings, fuse.rebase) == (True, "fused")
    assert segment.passes()[2].index_bits == 32


def test_bad_options_fail_when_the_segment_is_made() -> None:
    with pytest.raises(
        ValueError,
        match="^binding-segment: fuse-dispatch-bindings: rebase must be one of",
    ):
        BindingSegmentPass(rebase="some")
    with pytest.raises(
        ValueError,
        match="^binding-segment: pack-dispatch-operands: index-bits must be 1 to 64",
    ):
        BindingSegmentPass(index_bits=0)


@pytest.mark.parametrize("bits", [0, 65])
def test_index_bits_outside_1_to_64_are_refused(bits: int) -> None:
    with pytest.raises(ValueError, match=f"index-bits must be 1 to 64, got {bits}$"):
        PackDispatchOperandsPass(index_bits=bits)


@pytest.mark.parametrize("bits", [1, 64])
def test_index_bits_from_1_to_64_are_taken(bits: int) -> None:
    assert PackDispatchOperandsPass(index_bits=bits).index_bits == bits


def test_a_copy_measured_warns_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    # The report lists the module's warnings; the segment's passes run on
    # each copy printed them again on stderr, once per rebase choice.
    module = parse_module(UNKNOWN_ENTRY_POINT)
    segment = BindingSegmentPass(check_printing=False)
    segment.layouts_on_copy(make_context(allow_unregistered=True), module)
    assert capsys.readouterr().err == ""
