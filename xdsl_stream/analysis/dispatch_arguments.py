"""What every dispatch site passes to an export: values and alignments.

The analysis of IREE's `--iree-stream-annotate-dispatch-arguments`
(`ArgumentAnalysis`): every uniform operand of every `stream.cmd.dispatch`
gets a `ValuePVS` and a `ValueAlignment`, every resource offset a
`ValueAlignment` (`xdsl_stream.analysis.potential_values`); the solver runs
them to a fixpoint; then, for a group of exports (those naming one
function: IREE annotates per export, the last export's answer overwriting
the others', which is wrong for all but the last when they are dispatched
differently), over the sites of all of them:

* `operand_values`: the union of the operand's potential values over the
  sites, sorted as unsigned integers; None when one site's is unknown;
* `operand_alignment`: the smallest alignment over the sites; None when one
  site's is unknown (1) or none was learnt (`NATURAL_ALIGNMENT`);
  a value some op other than `util.align` or a zero constant may define is
  unknown (sound), unless `iree_alignment` asks for IREE 3.13's element,
  where such a site says nothing and the other sites' minimum is claimed
  (one site passing `%x + 1`, another 16: IREE annotates 16);
* `binding_alignment`: the same for a resource offset, except that "none was
  learnt" means the resource base alignment: `min_buffer_offset_alignment`
  of the nearest `stream.resources` config on the export's ancestors (0, that
  is none, when the config leaves it out), else the default given; the
  smallest over the exports of the group (IREE reads the last export's
  config, which overstates the alignment when another export's promises
  less).

Where IREE 3.13 answers `stream.values = []` (an export no site dispatches,
a value no walk can see a definition of), nothing is known and
`operand_values` is None.  When the solver stops at its iteration limit
(`converged` False, where IREE fails the pass without a message) the answers
are those of the sound states the solver settled on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from xdsl.dialects.builtin import IntAttr, ModuleOp
from xdsl.ir import Operation, SSAValue

from xdsl_stream.analysis.dfx import Solver
from xdsl_stream.analysis.explorer import Explorer
from xdsl_stream.analysis.export_groups import dispatch_sites
from xdsl_stream.analysis.potential_values import (
    NATURAL_ALIGNMENT,
    IreeValueAlignment,
    ValueAlignment,
    ValuePVS,
)
from xdsl_stream.dialects.stream import (
    RESOURCE_CONFIG_ATTR_NAME,
    CmdDispatchOp,
    ExecutableExportOp,
    ResourceConfigAttr,
)

DEFAULT_MIN_OFFSET_ALIGNMENT = 64
"""IREE's `--iree-stream-resource-min-offset-alignment` default: the resource
base alignment when no `stream.resources` config is found."""


@dataclass
class _Site:
    operands: Sequence[SSAValue]
    offsets: Sequence[SSAValue]


@dataclass
class DispatchArgumentAnalysis:
    """Potential values and alignments of the dispatch operands of `module`."""

    module: ModuleOp
    default_offset_alignment: int = DEFAULT_MIN_OFFSET_ALIGNMENT
    iree_alignment: bool = False
    """True: IREE 3.13's unsound alignment (`IreeValueAlignment`), and its
    walk of a loop's results (`Explorer.iree_loop_results`)."""
    sites: dict[ExecutableExportOp, list[_Site]] = field(
        default_factory=dict[ExecutableExportOp, list[_Site]]
    )
    converged: bool = True

    def __post_init__(self) -> None:
        self.explorer = Explorer(self.module, iree_loop_results=self.iree_alignment)
        self.solver = Solver(self.explorer)
        self.alignment_kind: type[ValueAlignment] = (
            IreeValueAlignment if self.iree_alignment else ValueAlignment
        )
        for site in dispatch_sites(self.module):
            for export in site.lookup_exports():
                if export is not None:
                    self.sites.setdefault(export, []).append(_split(site))

    def run(self) -> bool:
        """Seed every operand and offset and solve; False if the solver hit its
        iteration limit."""
        for sites in self.sites.values():
            for site in sites:
                for operand in site.operands:
                    self.solver.get_element(ValuePVS, operand)
                    self.solver.get_element(self.alignment_kind, operand)
                for offset in site.offsets:
                    self.solver.get_element(self.alignment_kind, offset)
        self.converged = self.solver.run()
        return self.converged

    def sites_of(self, exports: Sequence[ExecutableExportOp]) -> list[_Site]:
        """The dispatch sites of any of `exports`."""
        return [site for export in exports for site in self.sites.get(export, ())]

    def operand_values(
        self, exports: Sequence[ExecutableExportOp], index: int
    ) -> list[int] | None:
        """The potential values of uniform operand `index` over all sites of
        `exports`, ascending as unsigned ints; None if unknown or empty."""
        values: set[int] = set()
        for site in self.sites_of(exports):
            if index >= len(site.operands):
                return None
            element = self.solver.lookup(ValuePVS, site.operands[index])
            if element is None or element.state.undef:
                return None
            values |= element.state.values
        return sorted(values) or None

    def operand_alignment(
        self, exports: Sequence[ExecutableExportOp], index: int
    ) -> int | None:
        """The alignment of uniform operand `index` over all sites of `exports`."""
        found = self._alignment([s.operands for s in self.sites_of(exports)], index)
        return None if found == NATURAL_ALIGNMENT else found

    def binding_alignment(
        self, exports: Sequence[ExecutableExportOp], index: int
    ) -> int | None:
        """The base alignment of binding `index` (its offsets over all sites
        of `exports`; where none was learnt, the smallest base alignment the
        exports' configs promise, None if one of them promises none)."""
        found = self._alignment([s.offsets for s in self.sites_of(exports)], index)
        if found != NATURAL_ALIGNMENT or not exports:
            return found
        default, iree = self.default_offset_alignment, self.iree_alignment
        promised = [min_offset_alignment(e, default, iree=iree) for e in exports]
        return min(promised) or None

    def _alignment(self, groups: list[Sequence[SSAValue]], index: int) -> int | None:
        alignment: int | None = None
        for values in groups:
            if index >= len(values):
                return None
            element = self.solver.lookup(self.alignment_kind, values[index])
            if element is None:
                return None
            assumed = element.state.assumed
            alignment = assumed if alignment is None else min(alignment, assumed)
        return alignment


def _split(site: CmdDispatchOp) -> _Site:
    """A site's uniform operands and resource offsets."""
    sizes = site.operand_segments()
    workload, uniform, count = sizes[0], sizes[1], sizes[2]
    operands = site.operands
    offsets_start = workload + uniform + 2 * count
    return _Site(
        operands[workload : workload + uniform],
        operands[offsets_start : offsets_start + count],
    )


def min_offset_alignment(op: Operation, default: int, *, iree: bool = False) -> int:
    """The alignment the `min_buffer_offset_alignment` of the nearest
    `stream.resources` config on `op` or its ancestors promises every buffer
    offset (0, none, when that config leaves it out or is not positive), else
    `default` (IREE's `ResourceConfigAttr::lookup`).

    A config may say any integer; an alignment is a power of two.  Every
    multiple of N is a multiple of N's lowest set bit, the largest power of
    two that divides it (48: 16).  IREE 3.13 takes N through LLVM's
    `MaybeAlign`, which rounds it down to a power of two in a release build
    (48: 32, which offset 48 breaks); `iree=True` does that, to compare."""
    current: Operation | None = op
    while current is not None:
        config = current.attributes.get(RESOURCE_CONFIG_ATTR_NAME)
        if isinstance(config, ResourceConfigAttr):
            value = config.min_buffer_offset_alignment
            said = value.data if isinstance(value, IntAttr) else 0
            if said <= 0:
                return 0
            return 1 << (said.bit_length() - 1) if iree else said & -said
        current = current.parent_op()
    return default
