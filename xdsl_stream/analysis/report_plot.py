# pyright: reportUnknownMemberType=false
# (matplotlib's stubs leave **kwargs untyped)
"""Pictures of the report: bindings per export before and after fusion
(`bindings_figure`), and bindings against dispatch operands before and after
the pipeline (`cost_figure`).

Needs matplotlib (the `report`, `notebook` and `test` extras); it is imported
when a figure is drawn, so the rest of the package does not need it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from xdsl_stream.analysis.binding_fusion import Rebase
from xdsl_stream.analysis.pipeline_cost import ExportCost, total
from xdsl_stream.analysis.report import ExportBindings

if TYPE_CHECKING:
    from matplotlib.figure import Figure

LABELLED_EXPORTS = 40
"""Up to this many exports, one labelled bar pair each; above, unlabelled
columns in export order."""


class MissingMatplotlib(ImportError):
    """matplotlib is not installed."""


def require_matplotlib() -> None:
    """Raise `MissingMatplotlib` with what to install when it is missing."""
    import importlib.util

    if importlib.util.find_spec("matplotlib") is None:
        raise MissingMatplotlib(
            "drawing the picture needs matplotlib: "
            "pip install 'xdsl-stream[report]' (or pip install matplotlib)"
        )


def short_name(name: str) -> str:
    """`@exe::@export` -> `export`, for labels."""
    return name.rsplit("::@", 1)[-1].lstrip("@")


def bindings_figure(
    rows: Sequence[ExportBindings],
    *,
    alias_mutable_bindings: bool = False,
    max_bindings: int = 0,
    title: str = "",
) -> Figure:
    """Bars of each export's bindings before and after the pass, and a
    dashed line at `max_bindings` when it is positive."""
    require_matplotlib()
    import matplotlib.pyplot as plt

    aliasing = "on" if alias_mutable_bindings else "off"
    heading = title or "fuse-dispatch-bindings"
    heading += f", mutable aliasing {aliasing}"
    before = [r.before for r in rows]
    after = [r.after for r in rows]
    positions = list(range(len(rows)))
    if len(rows) <= LABELLED_EXPORTS:
        fig, ax = plt.subplots(figsize=(7.5, 1.2 + 0.45 * max(len(rows), 1)))
        ax.barh([y - 0.2 for y in positions], before, 0.4, label="before")
        ax.barh([y + 0.2 for y in positions], after, 0.4, label="after")
        ax.set_yticks(positions, [short_name(r.name) for r in rows])
        ax.invert_yaxis()
        ax.set_xlabel("bindings")
        if max_bindings > 0:
            ax.axvline(max_bindings, color="red", linestyle="--", label="limit")
    else:
        fig, ax = plt.subplots(figsize=(10, 4.5))
        ax.bar(positions, before, 1.0, label="before", alpha=0.6)
        ax.bar(positions, after, 0.6, label="after")
        ax.set_xlabel(f"export (module order, {len(rows)} exports)")
        ax.set_ylabel("bindings")
        if max_bindings > 0:
            ax.axhline(max_bindings, color="red", linestyle="--", label="limit")
    if max_bindings > 0:
        over = sum(1 for a in after if a > max_bindings)
        heading += f"\nlimit {max_bindings}: {over} export(s) above it after fusion"
    ax.set_title(heading)
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0))
    fig.tight_layout()
    return fig


def cost_figure(costs: Sequence[ExportCost], *, title: str = "") -> Figure:
    """The pipeline's cost: per export (changed ones, up to
    `LABELLED_EXPORTS`) and in total, bindings (left) and dispatch operands
    (right) before the pipeline and after fuse + fold under each `rebase`
    choice (`xdsl_stream.analysis.pipeline_cost`)."""
    require_matplotlib()
    import matplotlib.pyplot as plt

    changed = [c for c in costs if any(a != c.before for a in c.after.values())]
    rows = changed[:LABELLED_EXPORTS]
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
    heading = title or "fuse-dispatch-bindings, then fold-uniform-operands"
    if len(changed) > len(rows):
        heading += f" ({len(rows)} of {len(changed)} changed exports shown)"
    fig.suptitle(heading)
    axes[1].legend(loc="upper left", bbox_to_anchor=(1.01, 1.0))
    fig.tight_layout()
    return fig
