"""What a kernel receives after IREE's whole binding segment: bindings,
dispatch operands and push-constant words per export.

`binding-segment` (fuse, annotate, pack, cse, fold) decides the interface a
kernel finally gets: its `!stream.binding` arguments (descriptors) and its
other arguments, which after `pack-dispatch-operands` are all `i32`
push-constant words.  This module reads that interface off a module the
segment has rewritten (`segment_layouts`); running the segment is the
caller's (the report tool runs it on copies, once per `Rebase` choice).  The
`max-push-constants` check compares the words with a device's limit: Vulkan
guarantees `maxPushConstantsSize >= 128` bytes (32 words), and IREE's pack
pass counts on about 32 `i32` values in all.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import FunctionType, IndexType, ModuleOp
from xdsl.ir import Attribute

from xdsl_stream.analysis.binding_fusion import Rebase
from xdsl_stream.analysis.export_groups import export_name
from xdsl_stream.dialects.stream import BindingType, ExecutableOp, function_of_export

WORD_BYTES = 4
"""A push-constant word: 32 bits."""

VULKAN_MIN_PUSH_CONSTANT_WORDS = 32
"""Vulkan's guaranteed `maxPushConstantsSize` (128 bytes), in words."""


def type_words(type: Attribute) -> int:
    """32-bit words a dispatch operand of `type` takes.  After the segment
    every operand is `i32` (one word); were one left unpacked, a wider value
    takes more (`index`: 64 bits, IREE's default `index_bits`)."""
    if isinstance(type, IndexType):
        return 2
    width = getattr(type, "bitwidth", None)
    return max(1, -(-width // 32)) if isinstance(width, int) else 1


@dataclass(frozen=True)
class SegmentLayout:
    """An export's kernel interface after the segment."""

    bindings: int
    operands: int
    words: int
    """Push-constant words (the operands' 32-bit words)."""

    @property
    def bytes(self) -> int:
        return self.words * WORD_BYTES


@dataclass(frozen=True)
class SegmentCost:
    """One export's interface after `binding-segment{rebase=...}`."""

    name: str
    after: Mapping[Rebase, SegmentLayout]


def segment_layouts(module: ModuleOp) -> dict[str, SegmentLayout]:
    """Every export's interface, by `@executable::@export`, read off the
    arguments of the function it names (exports without one left out)."""
    layouts: dict[str, SegmentLayout] = {}
    for executable in module.body.block.ops:
        if not isinstance(executable, ExecutableOp):
            continue
        for export in executable.exports:
            function = function_of_export(export)
            ftype = (
                None if function is None else function.properties.get("function_type")
            )
            if not isinstance(ftype, FunctionType):
                continue
            inputs = ftype.inputs.data
            others = [t for t in inputs if not isinstance(t, BindingType)]
            layouts[export_name(export)] = SegmentLayout(
                len(inputs) - len(others),
                len(others),
                sum(type_words(t) for t in others),
            )
    return layouts


def segment_costs(
    layouts: Mapping[Rebase, Mapping[str, SegmentLayout]],
) -> list[SegmentCost]:
    """One row per export found under every choice (first choice's order)."""
    first = layouts[next(iter(layouts))]
    return [
        SegmentCost(name, {r: by_name[name] for r, by_name in layouts.items()})
        for name in first
        if all(name in by_name for by_name in layouts.values())
    ]


def segment_total(costs: Sequence[SegmentCost], rebase: Rebase) -> SegmentLayout:
    """The sum over `costs` under `rebase`."""
    rows = [c.after[rebase] for c in costs]
    return SegmentLayout(
        sum(r.bindings for r in rows),
        sum(r.operands for r in rows),
        sum(r.words for r in rows),
    )


def over_push_constants(
    costs: Sequence[SegmentCost], max_words: int
) -> list[tuple[SegmentCost, Rebase]]:
    """The exports above `max_words` push-constant words under some choice
    (`max_words <= 0`: no limit)."""
    if max_words <= 0:
        return []
    return [
        (cost, rebase)
        for cost in costs
        for rebase, layout in cost.after.items()
        if layout.words > max_words
    ]
