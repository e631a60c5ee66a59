"""What `fuse-dispatch-bindings` fuses, and why: a marimo notebook on any dump.

`make notebook` opens it for editing, `make notebook-app` as an app (`marimo
run`), `make notebook-html` writes it as a page (`marimo export html`); all
three need only the `notebook` extra (`make install-notebook`).  Headless
(`make notebook-check`):

    python notebooks/fuse_dispatch_bindings.py                   # the bundled dump
    python notebooks/fuse_dispatch_bindings.py --dump DUMP.mlir  # any dump
    python notebooks/fuse_dispatch_bindings.py --dump DUMP.mlir --max-bindings 16

prints a short summary (export groups, bindings before and after, the groups
where bindings fused, exports above the limit, 8 by default).  A dump that is missing or does not read is
the tools' error text (`FILE:LINE:COL: error: ...`): in marimo, shown in the
page; headless, on stderr with exit status 1, never a traceback.
(`FUSE_NOTEBOOK_DUMP=DUMP.mlir` works too; under `marimo run`/`edit`, pass
`-- --dump DUMP.mlir` or use the path field or the upload.)
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="full")


@app.cell
def _():
    import html
    import os
    from pathlib import Path

    import marimo as mo

    from xdsl_stream.analysis.binding_fusion import analyze_module
    from xdsl_stream.analysis.export_groups import export_name
    from xdsl_stream.analysis.segment_cost import VULKAN_MIN_PUSH_CONSTANT_WORDS
    from xdsl_stream.api import fuse_dispatch_bindings, print_module
    from xdsl_stream.core.diagnostics import OpDiagnosticsError
    from xdsl_stream.io.reader import ReadError, read_module
    from xdsl_stream.report.model import build_report, correlation
    from xdsl_stream.report.plot import (
        bindings_figure,
        correlation_figure,
        cost_figure,
        export_plans,
        module_title,
        segment_figure,
        short_name,
    )
    from xdsl_stream.report.text import format_text
    from xdsl_stream.transforms.binding_segment import segment_costs_on_copies
    from xdsl_stream.universe import make_context

    return (
        OpDiagnosticsError,
        VULKAN_MIN_PUSH_CONSTANT_WORDS,
        make_context,
        segment_costs_on_copies,
        segment_figure,
        Path,
        ReadError,
        analyze_module,
        bindings_figure,
        build_report,
        cost_figure,
        correlation,
        correlation_figure,
        export_name,
        export_plans,
        format_text,
        fuse_dispatch_bindings,
        html,
        mo,
        module_title,
        os,
        print_module,
        read_module,
        short_name,
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

        Open your own dump below (docs/walkthrough.md says how to take one), by path or
        by upload.  The default is a real `iree-compile` dump (llvm-cpu, right
        before the pass) of `notebooks/weights.mlir`: IREE packs three baked-in
        weight tensors into one constant resource, so several read-only
        bindings of a dispatch name that one resource.
        """
    )
    return


@app.cell
def _(Path, mo, os):
    notebook_dir = Path(mo.notebook_dir() or Path(__file__).parent)
    bundled_dump = notebook_dir / "weights.llvm-cpu.mlir"
    # Headless or `marimo run ... -- --dump X`: the dump to open first.
    chosen = mo.cli_args().get("dump") or os.environ.get("FUSE_NOTEBOOK_DUMP")
    if isinstance(chosen, list):
        chosen = chosen[-1]
    default_dump = str(chosen) if chosen else str(bundled_dump)
    path_field = mo.ui.text(value=default_dump, label="dump (path)", full_width=True)
    upload = mo.ui.file(filetypes=[".mlir"], label="or upload a dump")
    # `--max-bindings N`: the limit to check (WebGPU's 8 storage buffers by
    # default; 0: none, as in `xdsl-stream-report`).
    _limit, option_error = max_bindings_option(mo.cli_args().get("max-bindings"))
    mo.stop(option_error is not None, mo.plain_text(option_error or ""))
    limit_field = mo.ui.number(
        start=0, stop=4096, value=_limit, label="max bindings"
    )
    return bundled_dump, limit_field, notebook_dir, option_error, path_field, upload


@app.function
def max_bindings_option(value: object) -> tuple[int, str | None]:
    """The limit `--max-bindings` gives (8 without it), or the error to say
    for a value that is no whole number from 0 to 4096 (the field's range)."""
    if value is None:
        return 8, None
    text = str(value[-1] if isinstance(value, list) else value)
    if text.isdigit() and int(text) <= 4096:
        return int(text), None
    got = f"'{text}'" if text else "no value (a negative number reads as an option)"
    return 8, f"error: --max-bindings: expected a whole number from 0 to 4096, got {got}"


@app.cell
def _(limit_field, mo, path_field, upload):
    mo.hstack(
        [path_field, upload, limit_field], justify="start", gap=2, widths=[4, 1, 1]
    )
    return


@app.cell
def _(Path, ReadError, mo, path_field, read_module, upload):
    # The dump, read as every tool reads it; a mistake is shown as the tools
    # print it (`FILE:LINE:COL: error: ...`), never as a traceback.
    load_error = None
    before = None
    numbered_names = {}  # values the dump names by number (%44), as it does
    if upload.value:
        dump_name = upload.name() or "uploaded dump"
        dump_bytes = upload.contents() or b""
    else:
        dump_name = path_field.value
        try:
            dump_bytes = Path(dump_name).expanduser().read_bytes()
        except OSError as _error:
            dump_bytes = None
            load_error = f"error: cannot read {dump_name}: {_error.strerror or _error}"
    if dump_bytes is not None:
        # Bytes, decoded as every tool decodes them (not UTF-8 outside a
        # comment: `NAME:LINE:COL: error: ...`).
        try:
            before = read_module(dump_bytes, dump_name, numbered_names=numbered_names)
        except ReadError as _error:
            load_error = str(_error)
    mo.stop(
        load_error is not None,
        mo.vstack(
            [mo.md("**The dump does not read:**"), mo.plain_text(load_error or "")]
        ),
    )
    return before, dump_name, load_error, numbered_names


@app.cell
def _(mo):
    alias_switch = mo.ui.switch(value=False, label="alias mutable bindings")
    return (alias_switch,)


@app.cell
def _(alias_switch, analyze_module, before, export_name):
    analysis = analyze_module(before, alias_mutable_bindings=alias_switch.value)
    export_names = [export_name(e) for g in analysis.groups for e in g.exports]
    return analysis, export_names


@app.cell
def _(export_names, mo):
    mo.stop(
        not export_names,
        mo.md("**No export of this module has a dispatch site: nothing to fuse.**"),
    )
    export_dropdown = mo.ui.dropdown(
        options=export_names, value=export_names[0], label="export"
    )
    return (export_dropdown,)


@app.cell
def _(alias_switch, dump_name, export_dropdown, mo):
    mo.hstack(
        [mo.md(f"`{dump_name}`"), alias_switch, export_dropdown],
        justify="start",
        gap=2,
    )
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
def _(analysis, build_report, limit_field, numbered_names):
    report = build_report(
        analysis,
        max_bindings=int(limit_field.value or 0),
        numbered_names=numbered_names,
    )
    return (report,)


@app.cell
def _(format_text, mo, report):
    mo.vstack(
        [
            mo.md(
                "## The report (`fuse-dispatch-bindings{report=text}`, "
                "`xdsl-stream-report DUMP`)"
            ),
            mo.plain_text(format_text(report)),
        ]
    )
    return


@app.cell
def _(
    Path,
    before,
    bindings_figure,
    dump_name,
    export_plans,
    mo,
    module_title,
    report,
):
    bars = bindings_figure(
        report.exports,
        alias_mutable_bindings=report.mutable_aliasing,
        max_bindings=report.max_bindings,
        title=module_title(before, Path(dump_name).name),
        plans=export_plans(report),
    )
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
                        "status": str(r.status),
                    }
                    for r in report.exports
                ],
                selection=None,
                pagination=len(report.exports) > 50,
            ),
            bars,
        ]
    )
    return (bars,)


@app.cell
def _(Path, cost_figure, dump_name, mo, report):
    cost_bars = cost_figure(report.costs, title=Path(dump_name).name)
    mo.vstack(
        [
            mo.md(
                "## What the pipeline costs: bindings against dispatch operands\n\n"
                "IREE runs `fold-uniform-operands` after `fuse-dispatch-bindings`: "
                "fusion moves every binding's offset into a dispatch operand (a "
                "push constant), the fold drops those that are one constant or "
                "repeat another at every site.  `rebase=all` is IREE's choice "
                "(every dispatched export rebased), `rebase=fused` leaves the "
                "exports where nothing fuses as they were."
            ),
            mo.ui.table(
                [
                    {
                        "export": c.name,
                        "sites": c.sites,
                        "bindings before": c.before.bindings,
                        "operands before": c.before.operands,
                        **{
                            f"{what} (rebase={rebase})": getattr(layout, what)
                            for rebase, layout in c.after.items()
                            for what in ("bindings", "operands", "operand_bytes")
                        },
                    }
                    for c in report.costs
                ],
                selection=None,
                pagination=len(report.costs) > 50,
            ),
            cost_bars,
        ]
    )
    return (cost_bars,)


@app.cell
def _(
    OpDiagnosticsError,
    Path,
    VULKAN_MIN_PUSH_CONSTANT_WORDS,
    alias_switch,
    before,
    dump_name,
    make_context,
    mo,
    segment_costs_on_copies,
    segment_figure,
):
    # The whole binding segment (fuse, annotate, pack, cse, fold), run on a
    # copy per rebase choice, as `xdsl-stream-report DUMP --segment` runs it.
    try:
        segment_costs = segment_costs_on_copies(
            make_context(allow_unregistered=True),
            before,
            alias_mutable_bindings=alias_switch.value,
        )
        _problem = None
    except OpDiagnosticsError as _error:
        segment_costs, _problem = [], str(_error)
    _words = {
        rebase: sum(c.after[rebase].words for c in segment_costs)
        for rebase in ("all", "fused")
    }
    segment_bars = (
        segment_figure(
            segment_costs,
            title=Path(dump_name).name,
            max_words=VULKAN_MIN_PUSH_CONSTANT_WORDS,
        )
        if segment_costs
        else None
    )
    mo.vstack(
        [
            mo.md(
                "## What each kernel receives after the whole binding segment\n\n"
                "IREE runs fuse-dispatch-bindings, annotate-dispatch-arguments, "
                "pack-dispatch-operands, cse and fold-uniform-operands in a row "
                "(`binding-segment`): pack turns every dispatch operand into "
                "32-bit push-constant words (an index into two, 64 bits by "
                "default).  Vulkan guarantees 128 bytes of push constants (32 "
                f"words: the dashed line).  Total words: rebase=all "
                f"{_words['all']}, rebase=fused {_words['fused']}."
            ),
            mo.ui.table(
                [
                    {
                        "export": c.name,
                        **{
                            f"{what} (rebase={rebase})": getattr(layout, what)
                            for rebase, layout in c.after.items()
                            for what in ("bindings", "operands", "words")
                        },
                    }
                    for c in segment_costs
                ],
                selection=None,
                pagination=len(segment_costs) > 50,
            ),
            segment_bars
            if segment_bars is not None
            else mo.plain_text(_problem or "no dispatched export"),
        ]
    )
    return segment_bars, segment_costs


@app.cell
def _(analysis, export_dropdown, export_name, report):
    group = next(g for g in analysis.groups if export_dropdown.value in g.names)
    group_report = next(g for g in report.groups if export_dropdown.value in g.names)
    export = next(e for e in group.exports if export_name(e) == export_dropdown.value)
    return export, group, group_report


@app.function
def binding_rows(group_report) -> list[dict[str, object]]:
    """One row per old binding of the chosen export: its argument, what each
    distinct site row binds to it, and the binding it becomes."""
    new_of = {
        m: f"#{b.index} {b.access.keyword}"
        for b in group_report.plan or ()
        for m in b.members
    }
    rows: list[dict[str, object]] = []
    for i in range(group_report.before):
        row: dict[str, object] = {"binding": group_report.binding(i)}
        for site_row in group_report.site_rows:
            sites = site_row.sites
            label = f"site {sites[0]}" if len(sites) == 1 else f"sites x{len(sites)}"
            bound = site_row.resources[i]
            row[label] = bound.text()
        row["after"] = new_of.get(i, "(untouched)")
        rows.append(row)
    return rows


@app.cell
def _(
    correlation,
    correlation_figure,
    export_dropdown,
    group,
    group_report,
    mo,
    short_name,
):
    def heat_map():
        fused_with = {
            m: n
            for n, f in enumerate(group.plan.fused if group.plan else ())
            for m in f.members
        }
        return correlation_figure(
            correlation(group.sites),
            fused_with,
            title=f"{short_name(export_dropdown.value)}: {len(group.sites)} sites",
        )

    _table = mo.ui.table(binding_rows(group_report), selection=None, pagination=False)
    if len(group.sites) > 1:
        export_view = mo.vstack(
            [
                mo.md(
                    "## The chosen export's bindings across its sites\n\n"
                    "Cell (i, j): the fraction of the group's sites where "
                    "bindings i and j name the same resource; `*` marks pairs "
                    "that fused.  A pair at 1 stays apart only when one binding "
                    "is writable and mutable aliasing is off."
                ),
                mo.hstack([heat_map(), _table], justify="start"),
            ]
        )
    else:
        export_view = mo.vstack(
            [
                mo.md(
                    "## The chosen export's bindings at its one site\n\n"
                    "With one site, two bindings fuse exactly when they name "
                    "the same resource there (and, with mutable aliasing off, "
                    "neither is writable)."
                ),
                _table,
            ]
        )
    export_view
    return (export_view,)


@app.cell
def _(OpDiagnosticsError, alias_switch, before, fuse_dispatch_bindings, mo):
    # The pass refuses what the report lists as an error (an export whose
    # function is not defined): said here, and the cells after it stop.
    try:
        after = fuse_dispatch_bindings(
            before.clone(), alias_mutable_bindings=alias_switch.value
        )
        _problem = None
    except OpDiagnosticsError as _error:
        after, _problem = None, str(_error)
    mo.stop(
        _problem is not None,
        mo.vstack(
            [mo.md("**The pass refuses this module:**"), mo.plain_text(_problem or "")]
        ),
    )
    return (after,)


@app.function
def op_span(lines: list[str], start: int) -> tuple[int, int]:
    """Lines `[start, end)` of the op printed from line `start` (generic form:
    its regions end on the next line indented no deeper than it; block labels
    `^bb0(...)` are printed at the op's own depth)."""
    indent = len(lines[start]) - len(lines[start].lstrip())
    end = start + 1
    while end < len(lines):
        line = lines[end]
        body = line.lstrip()
        if body and not body.startswith("^") and len(line) - len(body) <= indent:
            return start, end + 1 if line.lstrip().startswith("})") else end
        end += 1
    return start, end


@app.function
def excerpt(module_text: str, executable: str, function: str, entry: str) -> str:
    """The dispatch function and every site of the export, cut from the whole
    module's text so that SSA names are the module's."""
    lines = module_text.splitlines()
    out: list[str] = []
    in_executable = False
    for n, line in enumerate(lines):
        stripped = line.lstrip()
        if stripped.startswith('"stream.executable"(') and (
            f'sym_name = "{executable}"' in line
        ):
            in_executable = True
        elif (
            in_executable
            and f'sym_name = "{function}"' in line
            and '"stream.executable.export"' not in line
        ):
            first, last = op_span(lines, n)
            out.append(f"// the dispatch function (in @{executable})")
            out += lines[first:last]
            break
    for n, line in enumerate(lines):
        if '"stream.cmd.dispatch"(' in line and entry in line:
            host = next(
                (
                    lines[k]
                    for k in range(n, -1, -1)
                    if "func" in lines[k] and "sym_name" in lines[k]
                ),
                "",
            )
            out.append("")
            out.append(f"// dispatch site at line {n + 1}, in:")
            out.append(host)
            out.append("  ...")
            out += lines[max(n - 2, 0) : n + 2]
    return "\n".join(out)


@app.cell
def _(after, before, export, group, html, mo, print_module):
    def ir_pane(module, title):
        executable = export.parent_op().sym_name.data
        entry = f"@{executable}::@{export.sym_name.data}"
        function = export.function_ref.root_reference.data
        text = excerpt(print_module(module, generic=True), executable, function, entry)
        return mo.vstack(
            [
                mo.md(f"**{title}**"),
                mo.Html(
                    '<pre class="language-mlir" style="white-space: pre-wrap; '
                    'overflow-wrap: anywhere; font-size: 0.8em">'
                    f"{html.escape(text)}</pre>"
                ),
            ]
        )

    mo.vstack(
        [
            mo.md(
                "## IR before and after, for the chosen export\n\n"
                "Cut from the whole module as `xdsl-opt --print-op-generic` "
                "prints it, so the names are the module's.  New arguments: "
                "fused bindings first, then one offset per old binding, then "
                "the original operands."
                + ("" if group.plan else "  *This group is left as it is.*")
            ),
            mo.hstack(
                [ir_pane(before, "before"), ir_pane(after, "after")],
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
        },
        lazy=True,
    )
    return


@app.cell
def _(Path, bars, bundled_dump, dump_name, notebook_dir, os):
    # `make notebook-figure` regenerates the README's picture from the bundled dump.
    if os.environ.get("FUSE_NOTEBOOK_FIGURE") and (
        Path(dump_name).name == bundled_dump.name
    ):
        bars.savefig(notebook_dir / "bindings.png", dpi=100)
    return


@app.function
def summary(report, title: str, segment_costs=()) -> str:
    """The few lines a headless run prints: groups, bindings before and after,
    the groups where bindings fused (the first five by name), exports above
    the limit, and the push-constant words after the whole binding segment
    (`segment_costs`) under each rebase choice."""
    lines = [
        f"{title}: {len(report.groups)} export group(s), "
        f"{len(report.exports)} export(s), bindings {report.before} -> "
        f"{report.after}"
    ]
    fused = [g for g in report.groups if g.plan and g.after < g.before]
    named = "; ".join(
        f"{', '.join(g.names)}: {g.before} -> {g.after}" for g in fused[:5]
    )
    more = f"; ... {len(fused) - 5} more" if len(fused) > 5 else ""
    lines.append(
        f"  groups with bindings fused: {len(fused)} of {len(report.groups)}"
        + (f" ({named}{more})" if fused else "")
    )
    if report.max_bindings:
        above = ", ".join(r.name for r in report.over_limit[:5])
        more = len(report.over_limit) - 5
        lines.append(
            f"  above the limit of {report.max_bindings}: "
            f"{len(report.over_limit)} export(s)"
            + (f" ({above}{f', ... {more} more' if more > 0 else ''})" if above else "")
        )
    if segment_costs:
        words = ", ".join(
            f"rebase={rebase}: {sum(c.after[rebase].words for c in segment_costs)}"
            for rebase in segment_costs[0].after
        )
        lines.append(f"  push-constant words after the binding segment: {words}")
    return "\n".join(lines)


@app.cell
def _(Path, before, dump_name, mo, module_title, report, segment_costs):
    # Headless (`python notebooks/fuse_dispatch_bindings.py --dump DUMP`): a
    # short summary on stdout; in marimo, the same at the end of the page.
    _text = summary(report, module_title(before, Path(dump_name).name), segment_costs)
    if not mo.running_in_notebook():
        print(_text)
    mo.vstack([mo.md("## Summary"), mo.plain_text(_text)])
    return


if __name__ == "__main__":
    import sys

    _, _definitions = app.run()
    # a bad option, or a missing or unreadable dump
    _error = _definitions.get("option_error") or _definitions.get("load_error")
    if _error:
        print(_error, file=sys.stderr)
        sys.exit(1)
