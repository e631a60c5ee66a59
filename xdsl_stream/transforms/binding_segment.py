"""`binding-segment`: IREE's binding optimisations, one pass name for `-p`.

A pipeline pass with no logic of its own: it runs, in the order IREE 3.13's
stream pipeline runs them after scheduling,

1. `fuse-dispatch-bindings` (`alias-mutable-bindings`, `rebase`),
2. `annotate-dispatch-arguments` (`resource-min-offset-alignment`,
   `iree-alignment`),
3. `pack-dispatch-operands` (`index-bits`),
4. `mlir-cse` (MLIR's `--cse`: the part of IREE's stream cleanup the last
   pass needs),
5. `fold-uniform-operands`,

each with the options given here under the same names.  It equals
`iree-opt --iree-stream-fuse-dispatch-bindings
--iree-stream-annotate-dispatch-arguments --iree-stream-pack-dispatch-operands
--cse --iree-stream-fold-uniform-operands` (with `iree-alignment=true`; by
default annotate's alignments are sound, docs/iree-stream-facts.md).  What
IREE's full pipeline also runs between them (`annotate-dispatch-assumptions`,
canonicalisation, integer optimisations) is not part of the segment.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from xdsl_stream.analysis.binding_fusion import Rebase
from xdsl_stream.analysis.dispatch_arguments import DEFAULT_MIN_OFFSET_ALIGNMENT
from xdsl_stream.analysis.operand_packing import DEFAULT_INDEX_BITS
from xdsl_stream.analysis.segment_cost import (
    SegmentCost,
    SegmentLayout,
    segment_costs,
    segment_layouts,
)
from xdsl_stream.core.diagnostics import OpDiagnosticsError, diagnostics_to
from xdsl_stream.core.ir_helpers import ClonedOp
from xdsl_stream.transforms.annotate_dispatch_arguments import (
    AnnotateDispatchArgumentsPass,
)
from xdsl_stream.transforms.fold_uniform_operands import FoldUniformOperandsPass
from xdsl_stream.transforms.fuse_dispatch_bindings import FuseDispatchBindingsPass
from xdsl_stream.transforms.mlir_cse import MlirCsePass
from xdsl_stream.transforms.pack_dispatch_operands import PackDispatchOperandsPass

PASS_NAME = "binding-segment"


@dataclass(frozen=True)
class BindingSegmentPass(ModulePass):
    """Fuse, annotate, pack, CSE and fold, as IREE runs them.

    `alias-mutable-bindings` and `rebase` are `fuse-dispatch-bindings`'s,
    `resource-min-offset-alignment` and `iree-alignment` (IREE 3.13's unsound
    alignment merge, for comparing) `annotate-dispatch-arguments`'s,
    `index-bits` `pack-dispatch-operands`'s.  Each pass checks its own
    options when the segment is made.
    """

    name = PASS_NAME

    alias_mutable_bindings: bool = False
    rebase: str = "all"
    """`all` (IREE's choice) or `fused` (see `fuse-dispatch-bindings`)."""
    resource_min_offset_alignment: int = DEFAULT_MIN_OFFSET_ALIGNMENT
    iree_alignment: bool = False
    index_bits: int = DEFAULT_INDEX_BITS
    check_printing: bool = True
    """`fuse-dispatch-bindings`'s warning about lossy custom prints
    (`xdsl-stream-opt` turns it off)."""

    def __post_init__(self) -> None:
        try:
            self.passes()  # each pass checks its options now, not mid-pipeline
        except ValueError as error:  # named by the pass the user asked for
            raise ValueError(f"{PASS_NAME}: {error}") from None

    def passes(self) -> Sequence[ModulePass]:
        """The five passes, in IREE's order, with this segment's options."""
        return (
            FuseDispatchBindingsPass(
                alias_mutable_bindings=self.alias_mutable_bindings,
                rebase=self.rebase,
                check_printing=self.check_printing,
            ),
            AnnotateDispatchArgumentsPass(
                resource_min_offset_alignment=self.resource_min_offset_alignment,
                iree_alignment=self.iree_alignment,
                check_printing=False,
            ),
            PackDispatchOperandsPass(index_bits=self.index_bits, check_printing=False),
            MlirCsePass(check_printing=False),
            FoldUniformOperandsPass(check_printing=False),
        )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        """Run the five passes one after another."""
        for segment_pass in self.passes():
            segment_pass.apply(ctx, op)

    def layouts_on_copy(
        self, ctx: Context, module: ModuleOp
    ) -> dict[str, SegmentLayout]:
        """What each export receives after this segment (`segment_layouts`),
        the segment run on a copy of `module`; `module` is left as it is.  A
        pass's error on the way propagates as an `OpDiagnosticsError` naming
        the ops of `module` the copy's ops came from (`ClonedOp`), so that a
        tool places it in its input; its warnings, about the copy (the
        caller's report has the module's), are dropped: they were printed
        once per copy."""
        cloned = ClonedOp(module)
        try:
            with diagnostics_to(lambda message: None):
                self.apply(ctx, cloned.copy)
        except OpDiagnosticsError as error:
            messages = [replace(m, op=cloned.original_of(m.op)) for m in error.messages]
            raise OpDiagnosticsError(str(error.args[0]), messages) from None
        return segment_layouts(cloned.copy)


def segment_costs_on_copies(
    ctx: Context, module: ModuleOp, *, alias_mutable_bindings: bool = False
) -> list[SegmentCost]:
    """What each export receives after the segment (`segment_costs`), under
    each `Rebase` choice, the segment run on a copy of `module` per choice;
    `module` is left as it is.  A pass's error on the way propagates."""
    return segment_costs(
        {
            rebase: BindingSegmentPass(
                alias_mutable_bindings=alias_mutable_bindings,
                rebase=str(rebase),
                check_printing=False,
            ).layouts_on_copy(ctx, module)
            for rebase in Rebase
        }
    )
