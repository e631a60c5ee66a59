"""What `fuse-dispatch-bindings` fuses, and why: a marimo notebook.

Open it with `make notebook` (`marimo edit notebooks/fuse_dispatch_bindings.py`);
`make notebook-check` runs it headless (`python notebooks/fuse_dispatch_bindings.py`).
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full")


@app.cell
def _():
    import os
    from io import StringIO
    from pathlib import Path

    import marimo as mo
    import matplotlib.pyplot as plt
    from xdsl.dialects.builtin import SymbolRefAttr
    from xdsl.printer import Printer

    from xdsl_stream.analysis.binding_fusion import analyze_module, export_name
    from xdsl_stream.analysis.report import (
        correlation,
        export_bindings,
        format_report,
        site_pattern,
    )
    from xdsl_stream.api import fuse_dispatch_bindings, parse_module, print_module
    from xdsl_stream.dialects.stream import CmdDispatchOp, ExecutableOp

    return (
        CmdDispatchOp,
        ExecutableOp,
        Path,
        Printer,
        StringIO,
        SymbolRefAttr,
        analyze_module,
        correlation,
        export_bindings,
        export_name,
        format_report,
        fuse_dispatch_bindings,
        mo,
        os,
        parse_module,
        plt,
        print_module,
        site_pattern,
    )


@app.cell
def _(mo):
    mo.md(
        r"""
        # Fusing dispatch bindings

        Every binding of a dispatch is a descriptor, and GPU APIs cap them
        (WebGPU: 8 storage buffers per shader stage by default; IREE's CUDA and
        HIP drivers: 16 bindings per dispatch).  IREE's
        `--iree-stream-fuse-dispatch-bindings`, ported here as the xDSL pass
        `fuse-dispatch-bindings`, merges bindings that name **the same resource at
        every dispatch site** of a kernel and passes their byte offsets as
        operands instead.

        The example below is a real `iree-compile` dump (llvm-cpu, right before
        the pass) of `notebooks/weights.mlir`: IREE packs three baked-in weight
        tensors into one constant resource, so several read-only bindings of a
        dispatch name that one resource.
        """
    )
    return


@app.cell
def _(Path, mo):
    notebook_dir = Path(mo.notebook_dir() or Path(__file__).parent)
    dump_text = (notebook_dir / "weights.llvm-cpu.mlir").read_text()
    return dump_text, notebook_dir


@app.cell
def _(mo):
    alias_switch = mo.ui.switch(value=False, label="alias mutable bindings")
    return (alias_switch,)


@app.cell
def _(
    alias_switch, analyze_module, dump_text, export_bindings, export_name, parse_module
):
    before = parse_module(dump_text, allow_unregistered=True)
    analysis = analyze_module(before, alias_mutable_bindings=alias_switch.value)
    rows = export_bindings(analysis)
    export_names = [export_name(e) for g in analysis.groups for e in g.exports]
    return analysis, before, export_names, rows


@app.cell
def _(export_names, mo):
    export_dropdown = mo.ui.dropdown(
        options=export_names, value=export_names[0], label="export"
    )
    return (export_dropdown,)


@app.cell
def _(alias_switch, export_dropdown, mo):
    mo.hstack([alias_switch, export_dropdown], justify="start", gap=2)
    return


@app.cell
def _(mo):
    mo.md(
        r"""
        ## The algorithm

        1. **Group exports.** Exports named by one dispatch, or sharing a
           function, get one binding layout planned over all their sites.
        2. **Class bindings per site.** At each site, bindings naming the same
           SSA resource are in one class; with mutable aliasing off (IREE's
           default) a writable binding is always alone.
        3. **Intersect.** Two bindings fuse when they are in one class at
           *every* site of the group.  A fused binding's access is the union of
           its members' accesses.
        4. **Rebase.** The function takes the fused bindings, then one `index`
           offset per old binding, then its other arguments; each
           `stream.binding.subspan` adds its old binding's offset.  Each site
           binds every fused resource whole (offset 0, length its size) and
           passes the old offsets as operands.
        """
    )
    return


@app.cell
def _(analysis, format_report, mo):
    mo.vstack(
        [
            mo.md("## The report (`fuse-dispatch-bindings{report=true}`)"),
            mo.plain_text(format_report(analysis)),
        ]
    )
    return


@app.cell
def _(mo, rows):
    mo.vstack(
        [
            mo.md("## Bindings per export"),
            mo.ui.table(
                [
                    {
                        "export": r.name,
                        "sites": r.sites,
                        "before": r.before,
                        "after": r.after,
                        "status": r.status,
                    }
                    for r in rows
                ],
                selection=None,
                pagination=False,
            ),
        ]
    )
    return


@app.function
def short_name(name: str) -> str:
    """`@exe::@export` -> `export`, for plot labels."""
    return name.rsplit("::@", 1)[-1].lstrip("@")


@app.cell
def _(alias_switch, plt, rows, short_name):
    def bindings_figure(rows, alias):
        fig, ax = plt.subplots(figsize=(7, 0.9 + 0.7 * len(rows)))
        ys = range(len(rows))
        ax.barh([y - 0.2 for y in ys], [r.before for r in rows], 0.4, label="before")
        ax.barh([y + 0.2 for y in ys], [r.after for r in rows], 0.4, label="after")
        ax.set_yticks(list(ys), [short_name(r.name) for r in rows])
        ax.invert_yaxis()
        ax.set_xlabel("bindings")
        ax.set_title(
            "fuse-dispatch-bindings, mutable aliasing " + ("on" if alias else "off")
        )
        ax.legend(loc="lower right")
        fig.tight_layout()
        return fig

    bars = bindings_figure(rows, alias_switch.value)
    bars
    return (bars,)


@app.cell
def _(
    analysis, correlation, export_dropdown, export_name, plt, short_name, site_pattern
):
    group = next(g for g in analysis.groups if export_dropdown.value in g.names)
    export = next(e for e in group.exports if export_name(e) == export_dropdown.value)
    matrix = correlation(group.sites)
    fused_with = {
        m: n
        for n, f in enumerate(group.plan.fused if group.plan else ())
        for m in f.members
    }

    heat, heat_ax = plt.subplots(
        figsize=(1.2 + 0.6 * len(matrix), 1 + 0.55 * len(matrix))
    )
    image = heat_ax.imshow(matrix, vmin=0.0, vmax=1.0, cmap="viridis")
    for i, row in enumerate(matrix):
        for j, value in enumerate(row):
            same = i != j and fused_with.get(i) == fused_with.get(j) is not None
            heat_ax.text(
                j,
                i,
                f"{value:.2g}" + ("*" if same else ""),
                ha="center",
                va="center",
                color="white" if value < 0.6 else "black",
            )
    heat_ax.set_xlabel("binding")
    heat_ax.set_ylabel("binding")
    heat_ax.set_title(
        f"{short_name(export_dropdown.value)}: {len(group.sites)} site(s)"
    )
    heat.colorbar(image, ax=heat_ax, label="fraction of sites naming one resource")
    heat.tight_layout()
    sites_text = "\n".join(
        f"site {n}: {site_pattern(s)}" for n, s in enumerate(group.sites)
    )
    return export, group, heat, sites_text


@app.cell
def _(heat, mo, sites_text):
    mo.vstack(
        [
            mo.md(
                "## Correlation of the chosen export's bindings across sites\n\n"
                "Cell (i, j): the fraction of the group's sites where bindings i "
                "and j name the same resource; `*` marks pairs that fused.  A "
                "pair at 1 stays apart only when one binding is writable and "
                "mutable aliasing is off."
            ),
            mo.hstack([heat, mo.plain_text(sites_text)], justify="start"),
        ]
    )
    return


@app.cell
def _(alias_switch, before, fuse_dispatch_bindings):
    after = fuse_dispatch_bindings(
        before.clone(), alias_mutable_bindings=alias_switch.value
    )
    return (after,)


@app.cell
def _(
    CmdDispatchOp, ExecutableOp, Printer, StringIO, SymbolRefAttr, after, before, export
):
    def excerpt(module, executable_name, export_ref):
        """The executable (generic form: lossless for upstream ops) and the
        dispatch sites of one export (Stream's own syntax)."""
        out = StringIO()
        generic = Printer(out, print_generic_format=True)
        for op in module.body.block.ops:
            if isinstance(op, ExecutableOp) and op.sym_name.data == executable_name:
                generic.print_op(op)
        out.write("\n\n// dispatch sites\n")
        custom = Printer(out)
        for op in module.walk():
            if isinstance(op, CmdDispatchOp) and export_ref in op.entry_points.data:
                custom.print_op(op)
                out.write("\n")
        return out.getvalue()

    executable_name = export.parent_op().sym_name.data
    export_ref = SymbolRefAttr(executable_name, [export.sym_name.data])
    ir_before = excerpt(before, executable_name, export_ref)
    ir_after = excerpt(after, executable_name, export_ref)
    return ir_after, ir_before


@app.cell
def _(ir_after, ir_before, mo):
    mo.vstack(
        [
            mo.md(
                "## IR before and after, for the chosen export\n\n"
                "New arguments: fused bindings first, then one offset per old "
                "binding, then the original operands."
            ),
            mo.hstack(
                [
                    mo.vstack(
                        [
                            mo.md("**before**"),
                            mo.ui.code_editor(
                                ir_before, language="python", disabled=True
                            ),
                        ]
                    ),
                    mo.vstack(
                        [
                            mo.md("**after**"),
                            mo.ui.code_editor(
                                ir_after, language="python", disabled=True
                            ),
                        ]
                    ),
                ],
                widths="equal",
            ),
        ]
    )
    return


@app.cell
def _(after, before, mo, print_module):
    mo.accordion(
        {
            "whole module before (generic)": mo.plain_text(
                print_module(before, generic=True)
            ),
            "whole module after (generic)": mo.plain_text(
                print_module(after, generic=True)
            ),
        }
    )
    return


@app.cell
def _(bars, notebook_dir, os):
    # `make notebook-figure` regenerates the README's picture.
    if os.environ.get("FUSE_NOTEBOOK_FIGURE"):
        bars.savefig(notebook_dir / "bindings.png", dpi=100)
    return


if __name__ == "__main__":
    app.run()
