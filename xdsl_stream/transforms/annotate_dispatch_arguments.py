"""`annotate-dispatch-arguments`: what every site passes, on the export's function.

The port of IREE's `--iree-stream-annotate-dispatch-arguments`, the pass
IREE runs after `fuse-dispatch-bindings`.  The analysis
(`xdsl_stream.analysis.dispatch_arguments`) learns, over all dispatch sites
of an export, the potential values and the alignment of each uniform operand
and the alignment of each resource offset; this pass writes them on the
arguments of the export's function (the dispatch operands are its
non-binding arguments in order, the resources its `!stream.binding` ones):

* `stream.values = [...]` on an integer or index argument whose values are all
  known (ascending as unsigned integers, typed as the argument; `i1` prints
  `false`/`true`);
* `stream.alignment = N : index` on an `index` argument whose alignment is
  known, and on a binding (by default the resource base alignment:
  `min_buffer_offset_alignment` of the nearest `stream.resources` config, else
  `resource-min-offset-alignment`, IREE's flag
  `--iree-stream-resource-min-offset-alignment`, 64 by default).

Executables without an inner module (external ones) are skipped, and so are
exports whose function is missing.  Exports naming one function are
annotated from the sites of all of them (IREE annotates once per export, the
last one's answer overwriting the others').  Alignments are sound by
default: IREE 3.13 lets a value some op other than `util.align` defines
(`%x + 1`) say nothing, so that another site's alignment is claimed for it;
`iree-alignment=true` does the same, for comparing.  Where IREE 3.13 fails, this pass does not
(docs/iree-stream-facts.md): no `stream.values = []`, no crash on an `scf.for`
induction variable, and when the solver stops at its 32-iteration limit (IREE
then fails without a message) the arguments get what the solver soundly
settled on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import cast

from xdsl.context import Context
from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    FunctionType,
    IndexType,
    IntegerAttr,
    ModuleOp,
)
from xdsl.ir import Attribute, Operation
from xdsl.passes import ModulePass

from xdsl_stream.analysis.dispatch_arguments import (
    DEFAULT_MIN_OFFSET_ALIGNMENT,
    DispatchArgumentAnalysis,
)
from xdsl_stream.analysis.potential_values import integer_width
from xdsl_stream.dialects.stream import BindingType, ExecutableExportOp, ExecutableOp
from xdsl_stream.io.lossy_print import warn_before_custom_print

PASS_NAME = "annotate-dispatch-arguments"
VALUES = "stream.values"
ALIGNMENT = "stream.alignment"


def signed(value: int, width: int) -> int:
    """An unsigned `width`-bit value as MLIR prints a signless integer."""
    return value - (1 << width) if value >> (width - 1) else value


def values_attr(values: list[int], type: Attribute) -> ArrayAttr[Attribute] | None:
    """`[v0 : type, ...]` for an integer or index `type`, else None."""
    width = integer_width(type)
    if width is None:
        return None
    return ArrayAttr(
        IntegerAttr(signed(v, width), cast(IndexType, type)) for v in values
    )


def set_arg_attr(function: Operation, index: int, name: str, value: Attribute) -> None:
    """Set argument attribute `name` of argument `index` (MLIR's
    `setArgAttr`; the dictionary kept sorted by name, as MLIR keeps it)."""
    ftype = function.properties["function_type"]
    assert isinstance(ftype, FunctionType)
    count = len(ftype.inputs.data)
    attrs = function.properties.get("arg_attrs")
    entries: list[Attribute] = (
        list(cast(ArrayAttr[Attribute], attrs).data)
        if isinstance(attrs, ArrayAttr)
        else [DictionaryAttr({}) for _ in range(count)]
    )
    old = entries[index]
    data = dict(old.data) if isinstance(old, DictionaryAttr) else {}
    data[name] = value
    entries[index] = DictionaryAttr(dict(sorted(data.items())))
    function.properties["arg_attrs"] = ArrayAttr(entries)


def annotate_function(
    function: Operation,
    exports: Sequence[ExecutableExportOp],
    analysis: DispatchArgumentAnalysis,
) -> None:
    """Annotate `function` from the sites of `exports`, the exports naming it
    (IREE's `annotateExport`, once per function)."""
    ftype = function.properties.get("function_type")
    if not isinstance(ftype, FunctionType):
        return
    inputs = ftype.inputs.data
    operands = [i for i, t in enumerate(inputs) if not isinstance(t, BindingType)]
    bindings = [i for i, t in enumerate(inputs) if isinstance(t, BindingType)]
    index = IndexType()
    for position, arg in enumerate(operands):
        values = analysis.operand_values(exports, position)
        attr = None if values is None else values_attr(values, inputs[arg])
        if attr is not None:
            set_arg_attr(function, arg, VALUES, attr)
        if isinstance(inputs[arg], IndexType):
            alignment = analysis.operand_alignment(exports, position)
            if alignment is not None:
                set_arg_attr(function, arg, ALIGNMENT, IntegerAttr(alignment, index))
    for position, arg in enumerate(bindings):
        alignment = analysis.binding_alignment(exports, position)
        if alignment is not None:
            set_arg_attr(function, arg, ALIGNMENT, IntegerAttr(alignment, index))


def exports_by_function(
    module: ModuleOp,
) -> dict[Operation, list[ExecutableExportOp]]:
    """The exports of the executables of `module` by the function they name
    (module order; exports without a function, as in external executables,
    left out)."""
    groups: dict[Operation, list[ExecutableExportOp]] = {}
    for executable in module.body.block.ops:
        if isinstance(executable, ExecutableOp):
            for export in executable.exports:
                function = export.lookup_function()
                if function is not None:
                    groups.setdefault(function, []).append(export)
    return groups


MAX_OFFSET_ALIGNMENT = 1 << 62
"""The largest power of two an `index` attribute holds (`stream.alignment`
is one): IREE reads the option as an unsigned 64-bit number, and prints
2^63 as a negative index; a larger one would print as text no reader reads."""


@dataclass(frozen=True)
class AnnotateDispatchArgumentsPass(ModulePass):
    """Annotate dispatch functions' arguments with what every site passes.

    `resource-min-offset-alignment` is the resource base alignment where no
    `stream.resources` config says it (IREE's
    `--iree-stream-resource-min-offset-alignment`, default 64; 0 gives
    bindings whose offsets say nothing no alignment, as in IREE).
    `iree-alignment=true` reproduces IREE 3.13's unsound alignment merge
    (docs/iree-stream-facts.md), for comparing with iree-opt.
    """

    name = PASS_NAME

    resource_min_offset_alignment: int = DEFAULT_MIN_OFFSET_ALIGNMENT
    iree_alignment: bool = False
    """Reproduce IREE 3.13's unsound alignment, for comparing with iree-opt:
    a value defined by an op other than `util.align` or a zero constant
    (`%x + 1`) says nothing, so one site passing it and another passing 16
    give `stream.alignment = 16`.  Off (the default), such a value's
    alignment is unknown and no alignment is claimed beyond what every site
    guarantees."""
    check_printing: bool = True
    """Warn about ops whose custom print would lose information where stock
    `xdsl-opt` is to print the result in custom form
    (`xdsl_stream.io.lossy_print.warn_before_custom_print`); the package's
    tools turn it off."""

    def __post_init__(self) -> None:
        value = self.resource_min_offset_alignment
        if value < 0 or value & (value - 1) or value > MAX_OFFSET_ALIGNMENT:
            raise ValueError(
                f"{PASS_NAME}: resource-min-offset-alignment must be a power of "
                f"two up to 2^62 (or 0: none), got {value}"
            )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        """Analyse every dispatch site, then annotate every export."""
        analysis = DispatchArgumentAnalysis(
            op,
            default_offset_alignment=self.resource_min_offset_alignment,
            iree_alignment=self.iree_alignment,
        )
        analysis.run()
        if self.check_printing:
            warn_before_custom_print(ctx, op)
        for function, exports in exports_by_function(op).items():
            annotate_function(function, exports, analysis)
