"""The picture, checked from the figure's data: the module's name in a title
that fits the figure, which old bindings each new one holds, the limit, and
rows that stay apart at 100 exports."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
import pytest
from harness.snippets import two_binding_executable
from matplotlib.figure import Figure
from matplotlib.patches import Rectangle

from xdsl_stream.analysis.binding_fusion import GroupStatus, Rebase, analyze_module
from xdsl_stream.analysis.segment_cost import segment_total
from xdsl_stream.api import parse_module
from xdsl_stream.dialects.stream import ResourceAccess
from xdsl_stream.report.model import ExportBindings, NewBinding, build_report
from xdsl_stream.report.plot import (
    FUSED_COLOUR,
    bindings_figure,
    correlation_figure,
    export_plans,
    figure_title,
    module_title,
    segment_figure,
    short_name,
)
from xdsl_stream.transforms.binding_segment import segment_costs_on_copies
from xdsl_stream.universe import make_context

ROOT = Path(__file__).resolve().parents[3]
WEIGHTS = ROOT / "notebooks" / "weights.llvm-cpu.mlir"
MAIN = "@main_dispatch_0::@main_dispatch_0_elementwise_128_f32"


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


def _fits(fig: Figure) -> bool:
    """The title is inside the figure, above the axes."""
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()  # pyright: ignore[reportAttributeAccessIssue]
    (title,) = [t for t in fig.texts if t.get_text() == fig.get_suptitle()]
    title_box = title.get_window_extent(renderer)
    whole = fig.bbox
    return (
        title_box.x0 >= whole.x0
        and title_box.x1 <= whole.x1
        and title_box.y1 <= whole.y1
        and title_box.y0 >= fig.axes[0].get_window_extent(renderer).y1
    )


def _weights_figure(max_bindings: int = 4) -> Figure:
    module = parse_module(WEIGHTS.read_text())
    report = build_report(analyze_module(module), max_bindings=max_bindings)
    return bindings_figure(
        report.exports,
        max_bindings=max_bindings,
        title=module_title(module, WEIGHTS.name),
        plans=export_plans(report),
    )


def test_title_names_the_module_and_fits() -> None:
    fig = _weights_figure()
    lines = fig.get_suptitle().split("\n")
    assert lines[0] == "unnamed module of weights.llvm-cpu.mlir"
    assert "mutable aliasing off" in lines[1]
    assert lines[-1] == "limit 4: 1 export(s) above it (in red)"
    assert _fits(fig)


def test_named_module_title() -> None:
    module = parse_module("builtin.module @my_model {\n}\n")
    assert module_title(module, "dump.mlir") == "module @my_model"


def test_merge_marks_say_which_old_bindings_each_new_one_holds() -> None:
    fig = _weights_figure()
    ax = fig.axes[0]
    cells = {
        str(p.get_gid()): p
        for p in ax.patches
        if isinstance(p, Rectangle) and p.get_gid()
    }
    # #2-#4 read one resource and fuse into new binding #2; #5, #6 move to #3, #4.
    main = {k.split("#", 1)[1]: v for k, v in cells.items() if k.startswith(MAIN)}
    assert sorted(main) == ["0->0", "1->1", "2->2", "3->2", "4->2", "5->3", "6->4"]
    fused = matplotlib.colors.to_rgba(FUSED_COLOUR)
    assert [main[k].get_facecolor() == fused for k in sorted(main)] == [
        False,
        False,
        True,
        True,
        True,
        False,
        False,
    ]
    row0 = sorted(
        (t.get_position()[0], t.get_text())
        for t in ax.texts
        if t.get_position()[1] == 0 and "->" not in t.get_text()
    )
    assert [text for _, text in row0] == ["0", "1", "2", "2", "2", "3", "4"]
    # The count at the row's end, in red as it is above the limit.
    ends = [t for t in ax.texts if t.get_text().startswith("7 -> 5")]
    assert [t.get_text() for t in ends] == ["7 -> 5 (above)"]
    assert ends[0].get_color() == "red"


def _rows(count: int) -> tuple[list[ExportBindings], dict[str, tuple[NewBinding, ...]]]:
    rows: list[ExportBindings] = []
    plans: dict[str, tuple[NewBinding, ...]] = {}
    for n in range(count):
        name = f"@executable_{n}::@a_long_export_name_{n}_dispatch_matmul_f32"
        before = 4 + n % 12
        plan = (NewBinding(0, ResourceAccess(1), tuple(range(before - 1))),) + (
            NewBinding(1, ResourceAccess(2), (before - 1,)),
        )
        plans[name] = plan
        rows.append(
            ExportBindings(None, name, 1, before, 2, GroupStatus.FUSED)  # type: ignore[arg-type]
        )
    return rows, plans


@pytest.mark.slow  # draws and lays out a 100-export figure (seconds)
def test_readable_at_100_exports() -> None:
    rows, plans = _rows(100)
    fig = bindings_figure(
        rows, title="module @" + "m" * 150, plans=plans, max_bindings=8
    )
    ax = fig.axes[0]
    assert len(ax.get_yticklabels()) == 100
    assert _fits(fig)  # a long module name wraps and stays in the figure
    renderer = fig.canvas.get_renderer()  # pyright: ignore[reportAttributeAccessIssue]
    boxes = [t.get_window_extent(renderer) for t in ax.get_yticklabels()]
    assert all(a.y0 >= b.y1 - 0.5 for a, b in zip(boxes, boxes[1:], strict=False))
    assert min(t.get_fontsize() for t in ax.get_yticklabels()) >= 6
    assert all(b.x0 >= 0 for b in boxes)  # labels not cut at the left edge


def _cell_states(fig: Figure) -> list[str]:
    return [t.get_text() for t in fig.legends[0].get_texts()] if fig.legends else []


def test_x_axis_spans_the_widest_export_exactly() -> None:
    """The axis ends with the widest export's last cell; its ticks name the
    old binding indices at the cells' centres, and no tick lies beyond."""
    fig = _weights_figure()
    ax = fig.axes[0]
    assert ax.get_xlim() == (0.0, 7.0)
    assert [t.get_text() for t in ax.get_xticklabels()] == [str(i) for i in range(7)]
    assert list(ax.get_xticks()) == [i + 0.5 for i in range(7)]
    # The counts sit right of the axes, inside the figure.
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()  # pyright: ignore[reportAttributeAccessIssue]
    axes_box = ax.get_window_extent(renderer)
    for text in [t for t in ax.texts if "->" in t.get_text()]:
        box = text.get_window_extent(renderer)
        assert axes_box.x1 <= box.x0 and box.x1 <= fig.bbox.x1


def test_legend_lists_only_the_states_drawn() -> None:
    assert _cell_states(_weights_figure()) == [
        "kept alone (label: its new index)",
        "fused: cells with one label are one binding",
        "only rebased: same bindings, offsets become operands",
    ]
    rows = [
        ExportBindings(None, "@e::@idle", 0, 3, 3, GroupStatus.NO_SITES),  # type: ignore[arg-type]
    ]
    assert _cell_states(bindings_figure(rows)) == ["left as it is (no rewrite)"]


def test_an_export_only_rebased_differs_from_one_untouched() -> None:
    """Rebased (a plan, nothing fused) and untouched (no plan) rows: the
    cells differ in colour and hatch, and only the rebased ones are labelled."""
    plan = (
        NewBinding(0, ResourceAccess(1), (0,)),
        NewBinding(1, ResourceAccess(2), (1,)),
    )
    rows = [
        ExportBindings(None, "@e::@rebased", 1, 2, 2, GroupStatus.REBASED),  # type: ignore[arg-type]
        ExportBindings(None, "@e::@idle", 0, 2, 2, GroupStatus.NO_SITES),  # type: ignore[arg-type]
    ]
    fig = bindings_figure(rows, plans={"@e::@rebased": plan})
    cells = {
        str(p.get_gid()): p
        for p in fig.axes[0].patches
        if isinstance(p, Rectangle) and p.get_gid()
    }
    rebased, idle = cells["@e::@rebased#0->0"], cells["@e::@idle#0->same"]
    assert rebased.get_facecolor() != idle.get_facecolor()
    assert rebased.get_hatch() and not idle.get_hatch()
    assert sorted(
        t.get_text() for t in fig.axes[0].texts if "->" not in t.get_text()
    ) == [
        "0",
        "1",
    ]


@pytest.mark.parametrize("count", [1, 12])
def test_heat_map_title_clears_its_colour_bar(count: int) -> None:
    matrix = [[1.0 if i == j else 0.5 for j in range(count)] for i in range(count)]
    title = "main_dispatch_0_elementwise_128x128_f32_with_a_long_name: 10 sites"
    fig = correlation_figure(matrix, {0: 0, 1: 0}, title=title)
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()  # pyright: ignore[reportAttributeAccessIssue]
    (heading,) = [t for t in fig.texts if t.get_text() == fig.get_suptitle()]
    box = heading.get_window_extent(renderer)
    assert "".join(fig.get_suptitle().split()) == "".join(title.split())
    assert fig.bbox.x0 <= box.x0 and box.x1 <= fig.bbox.x1 and box.y1 <= fig.bbox.y1
    assert len(fig.axes) == 2  # the map and its colour bar
    for ax in fig.axes:
        assert not box.overlaps(ax.get_tightbbox(renderer))


def test_heat_map_of_an_export_without_bindings_says_so() -> None:
    """Two sites of an export with no binding: an empty matrix (imshow
    refused it, and the notebook stopped there)."""
    fig = correlation_figure([], {}, title="@ex::@k: 2 sites")
    fig.canvas.draw()
    (ax,) = fig.axes
    assert [t.get_text() for t in ax.texts] == ["no bindings"]
    assert fig.get_suptitle() == "@ex::@k: 2 sites"
    plt.close(fig)


DYNAMIC = ROOT / "tests" / "dumps" / "dynamic.llvm-cpu.mlir"
"""A dump whose kernels take push-constant words after the segment."""


def test_segment_figure_draws_words_per_export_and_choice() -> None:
    """Per export and in total, the bindings, dispatch operands and
    push-constant words after the segment under each `rebase` choice, as the
    report has them, and the limit on the words."""
    module = parse_module(DYNAMIC.read_text(), allow_unregistered=True)
    costs = segment_costs_on_copies(make_context(allow_unregistered=True), module)
    fig = segment_figure(costs, title="dynamic", max_words=4)
    bindings, operands, words = fig.axes[:3]
    assert [a.get_xlabel() for a in (bindings, operands, words)] == [
        "bindings",
        "dispatch operands",
        "push-constant words (32-bit)",
    ]
    labels = [t.get_text() for t in bindings.get_yticklabels()]
    assert labels[-1] == "total" and len(labels) == len(costs) + 1
    by_name = {short_name(c.name): c for c in costs}
    for n, rebase in enumerate(Rebase):
        bars = [p for p in words.patches if isinstance(p, Rectangle)]
        drawn = [
            int(b.get_width()) for b in bars[n * len(labels) : (n + 1) * len(labels)]
        ]
        expected = [by_name[name].after[rebase].words for name in labels[:-1]]
        assert drawn == [*expected, segment_total(costs, rebase).words]
    assert max(drawn) == 12  # the total: 4 + 2 + 6 words
    assert labels[0] == short_name(
        "@scale_rows_dispatch_0::@scale_rows_dispatch_0_elementwise_DxD_f32"
    )  # the most words first
    (limit,) = [
        line for line in words.get_lines() if line.get_label() == "max-push-constants"
    ]
    assert limit.get_xdata()[0] == 4
    assert "after the binding segment" in fig.get_suptitle()


ALIASING_BY_CONFIG = (
    "module attributes {stream.resources = #stream.resource_config<"
    "{alias_mutable_bindings = true}>} {\n"
    + two_binding_executable("writeonly")
    + """\
  util.func public @main(%x: !stream.resource<external>) -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %t = stream.cmd.execute with(%x as %r: !stream.resource<external>{%c32}) {
      stream.cmd.dispatch @ex::@k {
        wo %r[%c0 for %c16] : !stream.resource<external>{%c32},
        wo %r[%c16 for %c16] : !stream.resource<external>{%c32}
      }
    } => !stream.timepoint
    util.return %t : !stream.timepoint
  }
}
"""
)


def test_title_says_the_aliasing_the_groups_fused_with() -> None:
    """The module's resource config turns mutable aliasing on: the title said
    off (it took the command line's option), beside two writable bindings
    fused into one."""
    report = build_report(analyze_module(parse_module(ALIASING_BY_CONFIG)))
    assert report.mutable_aliasing is True
    fig = bindings_figure(
        report.exports, alias_mutable_bindings=report.mutable_aliasing
    )
    assert "mutable aliasing on" in fig.get_suptitle()
    plt.close(fig)
    mixed = figure_title("m", aliasing=None, max_bindings=0)
    assert "mutable aliasing on for some exports" in mixed
