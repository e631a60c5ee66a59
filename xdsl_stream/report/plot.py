# pyright: reportUnknownMemberType=false
# (matplotlib's stubs leave **kwargs untyped)
"""A picture of the report: each export's bindings before and after fusion,
and which old bindings each new one holds.

One row per export (module order of the report): a pale bar of its bindings
before the pass and, over it, one cell per binding after the pass.  A new
binding made of several old ones is a coloured cell labelled with the old
indices it holds (`2+3+4`); a binding kept alone is a plain cell.  The title
names the module (not the dump's file, which is the same for every model) and
wraps to the figure's width.  Rows stay readable at a hundred exports: the
figure grows with them and the labels shrink a little.

`cost_figure` draws the pipeline's cost: bindings against dispatch operands
before and after fuse + fold, under each `rebase` choice.  `segment_figure`
draws what each kernel receives after the whole binding segment: bindings,
dispatch operands and push-constant words, under each `rebase` choice, with
the `max-push-constants` limit.

Needs matplotlib (the `report`, `notebook` and `test` extras); it is imported
when a figure is drawn, so the rest of the package does not need it.
"""

from __future__ import annotations

import textwrap
from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import TYPE_CHECKING

from xdsl.dialects.builtin import ModuleOp

from xdsl_stream.analysis.binding_fusion import GroupStatus, Rebase
from xdsl_stream.analysis.pipeline_cost import ExportCost, total
from xdsl_stream.analysis.segment_cost import SegmentCost, segment_total
from xdsl_stream.report.model import ExportBindings, NewBinding, Report

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

FIGURE_WIDTH = 9.0
"""Inches."""
ROW_HEIGHT = 0.32
"""Inches per export row."""
LEGEND_HEIGHT = 0.5
"""Inches under the axes' labels."""
COST_EXPORTS = 40
"""At most this many changed exports get a row in `cost_figure`."""
UNTOUCHED_COLOUR = "#bdbdbd"
KEPT_COLOUR = "#4c72b0"
FUSED_COLOUR = "#dd8452"
REBASED_COLOUR = "#9ecae1"
"""Hatched: nothing fused, yet each binding's offset becomes an operand."""
COUNT_WIDTH = 1.3
"""Inches right of the axes for each row's `before -> after`."""


class CellState(StrEnum):
    """What the pass does to one old binding, as the picture colours it."""

    FUSED = "fused"
    KEPT = "kept"
    REBASED = "rebased"
    UNTOUCHED = "untouched"


STYLES: dict[CellState, tuple[str, str, str]] = {
    CellState.KEPT: (KEPT_COLOUR, "", "kept alone (label: its new index)"),
    CellState.FUSED: (
        FUSED_COLOUR,
        "",
        "fused: cells with one label are one binding",
    ),
    CellState.REBASED: (
        REBASED_COLOUR,
        "///",
        "only rebased: same bindings, offsets become operands",
    ),
    CellState.UNTOUCHED: (UNTOUCHED_COLOUR, "", "left as it is (no rewrite)"),
}
"""Colour, hatch and legend text of each state."""


class MissingMatplotlib(ImportError):
    """matplotlib is not installed."""


def require_matplotlib() -> None:
    """Raise `MissingMatplotlib` with what to install when it is missing."""
    import importlib.util

    if importlib.util.find_spec("matplotlib") is None:
        raise MissingMatplotlib(
            "drawing the picture needs matplotlib: "
            "pip install -e '.[report]' in a checkout, as make does (or pip "
            "install matplotlib)"
        )


def short_name(name: str) -> str:
    """`@exe::@export` -> `export`, for labels."""
    return name.rsplit("::@", 1)[-1].lstrip("@")


def export_plans(report: Report) -> dict[str, tuple[NewBinding, ...]]:
    """Export name -> its bindings after the pass, for every export the pass
    rewrites (the plan of its group)."""
    return {
        export.name: group.plan
        for group in report.groups
        if group.plan is not None
        for export in group.exports
    }


def module_title(module: ModuleOp, source: str) -> str:
    """`module @my_model`, or for a module without a name, where it is from."""
    if module.sym_name is not None:
        return f"module @{module.sym_name.data}"
    return f"unnamed module of {source}" if source else "unnamed module"


def merge_label(binding: NewBinding) -> str:
    """`2+3+4`: the old bindings a new one holds."""
    return "+".join(str(m) for m in binding.members)


def figure_title(
    module_name: str, *, aliasing: bool | None, max_bindings: int, over: int = 0
) -> str:
    """The title's lines (not wrapped yet); `aliasing` None: it differs from
    export to export (`Report.mutable_aliasing`)."""
    state = {True: "on", False: "off", None: "on for some exports"}[aliasing]
    lines = [
        module_name or "fuse-dispatch-bindings",
        f"bindings before and after fusion, mutable aliasing {state}",
    ]
    if max_bindings > 0:
        lines.append(f"limit {max_bindings}: {over} export(s) above it (in red)")
    return "\n".join(lines)


def bindings_figure(
    rows: Sequence[ExportBindings],
    *,
    alias_mutable_bindings: bool | None = False,
    max_bindings: int = 0,
    title: str = "",
    plans: Mapping[str, Sequence[NewBinding]] | None = None,
) -> Figure:
    """The picture of `rows` (`Report.exports`), fused with mutable aliasing
    `alias_mutable_bindings` (`Report.mutable_aliasing`); `title` names the module,
    `plans` (`export_plans(report)`) says which new binding each old one
    becomes, and `max_bindings > 0` marks the exports above that limit."""
    require_matplotlib()
    import matplotlib.pyplot as plt

    count = max(len(rows), 1)
    label_size = 8 if count <= 40 else 6.5
    heading = _wrapped(
        figure_title(
            title,
            aliasing=alias_mutable_bindings,
            max_bindings=max_bindings,
            over=sum(1 for r in rows if 0 < max_bindings < r.after),
        )
    )
    top = 0.25 + 0.19 * (heading.count("\n") + 1)
    bottom = LEGEND_HEIGHT + 0.55
    height = top + bottom + ROW_HEIGHT * count + 0.1
    fig, ax = plt.subplots(figsize=(FIGURE_WIDTH, height))
    widest = max([r.before for r in rows] + [1])
    states: set[CellState] = set()
    for y, row in enumerate(rows):
        states |= _draw_row(ax, y, row, (plans or {}).get(row.name), label_size)
        _draw_count(ax, y, row, max_bindings, label_size)
    ax.set_yticks(range(len(rows)), [short_name(r.name) for r in rows])
    ax.tick_params(axis="y", labelsize=label_size)
    for tick, row in zip(ax.get_yticklabels(), rows, strict=True):
        if 0 < max_bindings < row.after:
            tick.set_color("red")
    ax.set_ylim(len(rows) - 0.5, -0.5)
    _index_axis(ax, widest)
    _legend(fig, states)
    fig.suptitle(heading, fontsize=10, y=1 - 0.1 / height, va="top")
    longest = max([len(short_name(r.name)) for r in rows] + [4])
    left = min(0.25 + longest * label_size * 0.6 / 72, FIGURE_WIDTH * 0.45)
    fig.subplots_adjust(
        left=left / FIGURE_WIDTH,
        right=1 - COUNT_WIDTH / FIGURE_WIDTH,
        top=1 - top / height,
        bottom=bottom / height,
    )
    return fig


def _index_axis(ax: Axes, widest: int) -> None:
    """The x axis spans the widest export's cells exactly; ticks at the cells'
    centres name the old binding indices (every few when there are many)."""
    ax.set_xlim(0, widest)
    step = max(1, -(-widest // 24))
    ticks = range(0, widest, step)
    ax.set_xticks([t + 0.5 for t in ticks], [str(t) for t in ticks])
    ax.set_xlabel("old binding index (label: the binding it becomes)")


def _wrapped(heading: str) -> str:
    """`heading` wrapped to the figure's width (10 pt characters, the widest
    of them 1 em)."""
    width = int(FIGURE_WIDTH * 72 / 10)
    return "\n".join(textwrap.fill(line, width) for line in heading.split("\n"))


def _draw_count(
    ax: Axes,
    y: int,
    row: ExportBindings,
    max_bindings: int,
    label_size: float,
) -> None:
    """`7 -> 5` right of the axes, in red with `(above)` over the limit."""
    from matplotlib.transforms import blended_transform_factory

    over = 0 < max_bindings < row.after
    ax.text(
        1.02,
        y,
        f"{row.before} -> {row.after}" + (" (above)" if over else ""),
        va="center",
        fontsize=label_size,
        color="red" if over else "black",
        transform=blended_transform_factory(ax.transAxes, ax.transData),
        clip_on=False,
    )


def _new_binding_of(plan: Sequence[NewBinding] | None) -> dict[int, NewBinding]:
    """Old binding index -> the new binding holding it."""
    return {m: b for b in plan or () for m in b.members}


def cell_state(row: ExportBindings, new: NewBinding | None) -> CellState:
    """The state of an old binding of `row` that becomes `new` (None: the
    export is left as it is)."""
    if new is None:
        return CellState.UNTOUCHED
    if row.status is GroupStatus.REBASED:
        return CellState.REBASED
    return CellState.FUSED if len(new.members) > 1 else CellState.KEPT


def _draw_row(
    ax: Axes,
    y: int,
    row: ExportBindings,
    plan: Sequence[NewBinding] | None,
    label_size: float,
) -> set[CellState]:
    """One cell per old binding, coloured and labelled by the new binding it
    becomes (cells of one fused binding share their label); the states
    drawn."""
    new_of = _new_binding_of(plan)
    states: set[CellState] = set()
    for old in range(row.before):
        new = new_of.get(old)
        state = cell_state(row, new)
        states.add(state)
        colour, hatch, _ = STYLES[state]
        label = "" if new is None else str(new.index)
        ax.barh(
            y,
            1,
            0.7,
            left=old,
            color=colour,
            hatch=hatch,
            edgecolor="white",
            gid=f"{row.name}#{old}->{label or 'same'}",
        )
        if label:
            ax.text(
                old + 0.5,
                y,
                label,
                ha="center",
                va="center",
                fontsize=label_size,
                color="white" if state is CellState.KEPT else "black",
            )
    return states


def _legend(fig: Figure, states: set[CellState]) -> None:
    """The legend of the states drawn, centred at the bottom of the figure
    (`LEGEND_HEIGHT`)."""
    from matplotlib.patches import Patch

    handles = [
        Patch(facecolor=colour, hatch=hatch, edgecolor="white", label=text)
        for state, (colour, hatch, text) in STYLES.items()
        if state in states
    ]
    if handles:
        fig.legend(
            handles=handles,
            loc="lower center",
            ncol=2,
            fontsize=8,
            frameon=False,
        )


def cost_figure(costs: Sequence[ExportCost], *, title: str = "") -> Figure:
    """The pipeline's cost, under `title` (the dump's file name, say): per
    export (changed ones, up to `COST_EXPORTS`) and in total, bindings (left) and dispatch operands
    (right) before the pipeline and after fuse + fold under each `rebase`
    choice (`xdsl_stream.analysis.pipeline_cost`)."""
    require_matplotlib()
    import matplotlib.pyplot as plt

    changed = [c for c in costs if any(a != c.before for a in c.after.values())]
    rows = changed[:COST_EXPORTS]
    labels = [short_name(c.name) for c in rows] + ["total"]
    series = {"before": [c.before for c in rows] + [total(costs)]}
    for rebase in Rebase:
        series[f"rebase={rebase}"] = [c.after[rebase] for c in rows] + [
            total(costs, rebase)
        ]
    fig, axes = plt.subplots(1, 2, figsize=(10, 1.4 + 0.45 * len(labels)), sharey=True)
    width = 0.8 / len(series)
    for n, (name, layouts) in enumerate(series.items()):
        ys = [y - 0.4 + width * (n + 0.5) for y in range(len(labels))]
        axes[0].barh(ys, [x.bindings for x in layouts], width, label=name)
        axes[1].barh(ys, [x.operands for x in layouts], width, label=name)
    axes[0].set_yticks(range(len(labels)), labels)
    axes[0].invert_yaxis()
    axes[0].set_xlabel("bindings")
    axes[1].set_xlabel("dispatch operands (push constants)")
    heading = "\n".join(
        line
        for line in (title, "fuse-dispatch-bindings, then fold-uniform-operands")
        if line
    )
    if len(changed) > len(rows):
        heading += f" ({len(rows)} of {len(changed)} changed exports shown)"
    fig.suptitle(heading)
    axes[1].legend(loc="upper left", bbox_to_anchor=(1.01, 1.0))
    fig.tight_layout()
    return fig


SEGMENT_PANELS = (
    ("bindings", "bindings"),
    ("operands", "dispatch operands"),
    ("words", "push-constant words (32-bit)"),
)
"""The `SegmentLayout` fields `segment_figure` draws, and their axis labels."""


def segment_figure(
    costs: Sequence[SegmentCost], *, title: str = "", max_words: int = 0
) -> Figure:
    """What each kernel receives after the whole binding segment (fuse,
    annotate, pack, cse, fold; `xdsl_stream.analysis.segment_cost`), under
    `title`: per export (those with dispatch operands first, up to
    `COST_EXPORTS`) and in total, its bindings, dispatch operands and
    push-constant words under `rebase=all` and `rebase=fused`.  `max_words`
    (> 0) draws the `max-push-constants` limit on the words panel."""
    require_matplotlib()
    import matplotlib.pyplot as plt

    ordered = sorted(costs, key=lambda c: -max(a.words for a in c.after.values()))
    rows = ordered[:COST_EXPORTS]
    labels = [short_name(c.name) for c in rows] + ["total"]
    fig, axes = plt.subplots(
        1, len(SEGMENT_PANELS), figsize=(12, 1.4 + 0.45 * len(labels)), sharey=True
    )
    width = 0.8 / len(Rebase)
    for n, rebase in enumerate(Rebase):
        layouts = [c.after[rebase] for c in rows] + [segment_total(costs, rebase)]
        ys = [y - 0.4 + width * (n + 0.5) for y in range(len(labels))]
        for ax, (field, _) in zip(axes, SEGMENT_PANELS, strict=True):
            values = [getattr(layout, field) for layout in layouts]
            ax.barh(ys, values, width, label=f"rebase={rebase}")
    for ax, (_, label) in zip(axes, SEGMENT_PANELS, strict=True):
        ax.set_xlabel(label)
    axes[0].set_yticks(range(len(labels)), labels)
    axes[0].invert_yaxis()
    if max_words > 0:
        axes[-1].axvline(
            max_words, color="red", linestyle="--", label="max-push-constants"
        )
    heading = "\n".join(
        line
        for line in (
            title,
            "after the binding segment (fuse, annotate, pack, cse, fold)",
        )
        if line
    )
    if len(costs) > len(rows):
        heading += f" ({len(rows)} of {len(costs)} exports shown)"
    fig.suptitle(heading)
    axes[-1].legend(loc="upper left", bbox_to_anchor=(1.01, 1.0))
    fig.tight_layout()
    return fig


def correlation_figure(
    matrix: Sequence[Sequence[float]],
    fused_with: Mapping[int, int],
    *,
    title: str = "",
) -> Figure:
    """A heat map of `matrix` (`report.correlation(sites)`: how often two
    bindings name one resource across sites); `fused_with` maps an old
    binding to the new one it joins, and pairs that fused are starred.  The
    title sits above the map and its colour bar, wrapped to the figure; an
    export without bindings gets the title and says so."""
    require_matplotlib()
    import matplotlib.pyplot as plt

    count = max(len(matrix), 1)
    width = max(4.5, 1.8 + 0.6 * count)
    fig, ax = plt.subplots(figsize=(width, 1.6 + 0.55 * count), layout="constrained")
    columns = int(width * 72 / 10)
    fig.suptitle(textwrap.fill(title, columns), fontsize=10)
    if not matrix:  # an export without bindings: nothing to map
        ax.text(0.5, 0.5, "no bindings", ha="center", va="center")
        ax.set_axis_off()
        return fig
    image = ax.imshow(matrix, vmin=0.0, vmax=1.0, cmap="viridis")
    for i, row in enumerate(matrix):
        for j, value in enumerate(row):
            same = i != j and fused_with.get(i) == fused_with.get(j) is not None
            ax.text(
                j,
                i,
                f"{value:.2g}" + ("*" if same else ""),
                ha="center",
                va="center",
                color="white" if value < 0.6 else "black",
            )
    ax.set_xlabel("binding")
    ax.set_ylabel("binding")
    fig.colorbar(image, ax=ax, label="fraction of sites\nnaming one resource")
    return fig
