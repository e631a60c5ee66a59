"""Dispatch sites that name an export the module does not have.

IREE's verifier accepts a `stream.cmd.dispatch` whose entry point resolves to
nothing (the executable may be linked in later), and
`--iree-stream-fuse-dispatch-bindings` skips such a site without a word.  The
port skips it too, but says so: `unknown_entry_points` gives one warning per
site, placed at the site, naming the entry point that does not resolve.

Entry points resolve as the export grouping resolves them
(`xdsl_stream.analysis.export_groups`: `dispatch_sites`, `SymbolIndex`):
`@executable::@export` against the `stream.executable`s of the module's own
body.  A `private` export is not found by a nested reference, as in MLIR (and
IREE's passes leave its sites as they are): the warning says so.
"""

from __future__ import annotations

from collections.abc import Iterable

from xdsl.dialects.builtin import ModuleOp, SymbolRefAttr

from xdsl_stream.analysis.export_groups import Problem, SymbolIndex, dispatch_sites
from xdsl_stream.core.ir_helpers import attribute_text
from xdsl_stream.dialects.stream import CmdDispatchOp


def _spelling(ref: SymbolRefAttr) -> str:
    """`@ex::@k` as MLIR writes it (a name that is no bare word quoted)."""
    return attribute_text(ref)


def unknown_entry_points(
    module: ModuleOp, sites: Iterable[CmdDispatchOp] | None = None
) -> list[Problem]:
    """A warning at every dispatch site naming an entry point that is not a
    `stream.executable.export` of `module` (a site naming no export at all is
    left as it is by the pass).  Linear in the module's size.

    `sites` are the sites to check, in walk order: all of `module`'s by
    default; the pass gives the analysis' `unresolved_sites`, the only ones
    that can warn, instead of walking the module again.
    """
    checked = list(dispatch_sites(module) if sites is None else sites)
    if not checked:
        return []
    symbols = SymbolIndex(module)
    problems: list[Problem] = []
    for site in checked:
        refs = [r for r in site.entry_points.data if symbols.lookup_export(r) is None]
        if not refs:
            continue
        missing = ", ".join(map(_spelling, refs))
        if all(symbols.hidden_export(r) for r in refs):
            what = "a private export" if len(refs) == 1 else "private exports"
            why = f"{what}, not visible outside its executable"
        else:
            what = "is not an export" if len(refs) == 1 else "are not exports"
            why = f"which {what} of this module"
        left = len(refs) == len(site.entry_points.data)
        problems.append(
            Problem(
                site,
                f"dispatch names {missing}, {why}"
                + ("; the site is left as it is" if left else ""),
                is_error=False,
            )
        )
    return problems
