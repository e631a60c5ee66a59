"""Which dispatch sites go to which export, and which exports go together.

The analysis both export passes start from (`xdsl_stream.analysis.binding_fusion`
for `fuse-dispatch-bindings`, `xdsl_stream.analysis.uniform_operands` for
`fold-uniform-operands`): a rewrite of an export's signature must be applied
to every export that shares a site or a function with it, so each pass plans
one *group* of exports at a time, over all of the group's sites.

* **Sites.**  The `stream.cmd.dispatch` ops that can name the module's
  exports (`dispatch_sites`), and the export each entry point resolves to,
  as IREE's `lookupNearestSymbolFrom` resolves it; a site naming something
  else goes to `ExportGrouping.unresolved_sites`.
* **Groups.**  Exports are linked by a site naming several of them, and by a
  shared dispatch function (an export without sites that shares the function
  of a dispatched one is rewritten with it: its function changes).
  `LinkedExports` holds a group's exports, their functions and their sites.
* **What keeps a group as it is**, the same for both passes: executables
  without an inner module are skipped, as IREE 3.13 skips them (a group that
  mixes both kinds gets a warning), and an export whose function is missing
  or has no body is an error.

Nothing here mutates IR.  Linear in the module's size: symbol lookups are
dict-backed, built once.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from xdsl.dialects.builtin import ModuleOp, SymbolRefAttr
from xdsl.ir import Block, Operation
from xdsl.utils.disjoint_set import IntDisjointSet

from xdsl_stream.core.diagnostics import Severity
from xdsl_stream.core.ir_helpers import host_ops
from xdsl_stream.dialects.stream import (
    CmdDispatchOp,
    ExecutableExportOp,
    ExecutableOp,
    function_of_export,
)
from xdsl_stream.dialects.symbols import SymbolTableCollection


@dataclass(frozen=True)
class Problem:
    """Something that keeps a group from being rewritten."""

    op: Operation
    message: str
    is_error: bool
    """Errors fail the pass; warnings leave the group untouched."""
    binding: int | None = None
    """For a binding used by an op other than `stream.binding.subspan`: its
    index among the function's bindings (`op` is the use)."""

    @property
    def severity(self) -> Severity:
        """`ERROR` for an error, else `WARNING`."""
        return Severity.ERROR if self.is_error else Severity.WARNING


@dataclass
class LinkedExports:
    """Exports that must be rewritten together, with all their sites."""

    exports: list[ExecutableExportOp]
    """In module order."""
    export_functions: list[Operation | None]
    """The dispatch function of each export (None: not found)."""
    sites: list[CmdDispatchOp]
    """Distinct dispatch sites naming any export of the group, in walk order."""
    export_sites: dict[ExecutableExportOp, list[CmdDispatchOp]]
    """Sites of each export that has some."""
    skipped: bool = False
    """The executables have no inner module (already lowered): left as is."""
    problems: list[Problem] = field(default_factory=list[Problem])
    """Why the group cannot be rewritten: a group mixing executables with and
    without an inner module (a warning; the group is skipped), exports whose
    function is missing or has no body (errors)."""

    @property
    def functions(self) -> list[Operation]:
        """Distinct dispatch functions of the exports, in export order."""
        return list(dict.fromkeys(f for f in self.export_functions if f is not None))


@dataclass
class ExportGrouping:
    """The result of `group_exports`."""

    groups: list[LinkedExports]
    """Groups with some site, in the order of their first export."""
    unused_exports: list[ExecutableExportOp]
    """Exports with no dispatch site, in no group."""
    sites_by_export: dict[ExecutableExportOp, list[CmdDispatchOp]]
    """Sites naming each export, exports in module order, sites in walk order."""
    unresolved_sites: list[CmdDispatchOp]
    """Sites with an entry point that names no export of the module, in walk
    order (`xdsl_stream.analysis.entry_points` words the warnings)."""


def export_name(export: ExecutableExportOp) -> str:
    """`@executable::@export`."""
    executable = export.parent_op()
    prefix = (
        f"@{executable.sym_name.data}::" if isinstance(executable, ExecutableOp) else ""
    )
    return f"{prefix}@{export.sym_name.data}"


def function_entry_block(function: Operation) -> Block | None:
    """The entry block of a function-like op, None for a declaration."""
    if not function.regions:
        return None
    return function.regions[0].blocks.first


def dispatch_sites(module: ModuleOp) -> Iterator[CmdDispatchOp]:
    """The `stream.cmd.dispatch` ops that can name `module`'s exports, in walk order.

    Entry points resolve in a dispatch's nearest symbol table, as in IREE's
    `lookupNearestSymbolFrom`: ops under a nested symbol table (an executable's
    inner module, say) cannot name the module's exports and are not visited
    (`host_ops`).
    """
    return (op for op in host_ops(module) if isinstance(op, CmdDispatchOp))


class SymbolIndex:
    """The module's executables and their exports, and the symbol tables the
    analysis looks exports and functions up in (built once, for IR that does
    not change while it is analysed)."""

    def __init__(self, module: ModuleOp):
        self.module = module
        self.tables = SymbolTableCollection(fixed_ir=True)
        self.exports: dict[ExecutableOp, dict[str, ExecutableExportOp]] = {}
        self.resolved: dict[tuple[str, str], ExecutableExportOp | None] = {}
        """(executable, export) names -> the export they name, once looked up."""
        for op in module.body.block.ops:
            if isinstance(op, ExecutableOp):
                self.exports[op] = {}
                for export in op.exports:
                    self.exports[op].setdefault(export.sym_name.data, export)

    def lookup_export(self, ref: SymbolRefAttr) -> ExecutableExportOp | None:
        """The export `@executable::@export` names, if the module has it.

        Each pair of names is resolved once (`resolved`): a model's sites
        name a few exports many times, and the IR does not change meanwhile."""
        nested = ref.nested_references.data
        if len(nested) != 1:
            return None
        names = (ref.root_reference.data, nested[0].data)
        if names in self.resolved:
            return self.resolved[names]
        found = self.tables.lookup(self.module, ref)
        export = found if isinstance(found, ExecutableExportOp) else None
        self.resolved[names] = export
        return export

    def hidden_export(self, ref: SymbolRefAttr) -> bool:
        """Whether `@executable::@export` names a `private` export, which a
        nested reference does not find (`SymbolTableCollection.lookup`)."""
        nested = ref.nested_references.data
        executable = self.tables.lookup(self.module, ref.root_reference.data)
        if len(nested) != 1 or not isinstance(executable, ExecutableOp):
            return False
        return nested[0].data in self.exports.get(executable, {})

    def lookup_function(self, export: ExecutableExportOp) -> Operation | None:
        """The dispatch function `export` names, if found."""
        return function_of_export(export, self.tables)


def group_exports(module: ModuleOp) -> ExportGrouping:
    """The sites of every export of `module`, and its exports in groups.

    Three steps: collect the sites of each export, link the exports that
    share a site or a function, and check each group of linked exports.
    Exports are numbered in module order; `union` links the numbers of
    exports that go together.
    """
    symbols = SymbolIndex(module)
    exports = [e for ex in symbols.exports.values() for e in ex.values()]
    union = IntDisjointSet(size=len(exports))
    all_sites = list(dispatch_sites(module))
    unresolved: list[CmdDispatchOp] = []
    sites_of = _collect_sites(symbols, exports, all_sites, union, unresolved)
    functions = _link_functions(symbols, exports, sites_of, union)
    groups = _make_groups(exports, functions, sites_of, all_sites, union)
    grouped = {e for g in groups for e in g.exports}
    unused = [e for e in exports if e not in grouped]
    by_export = {exports[i]: sites_of[i] for i in sorted(sites_of)}
    return ExportGrouping(groups, unused, by_export, unresolved)


def _collect_sites(
    symbols: SymbolIndex,
    exports: list[ExecutableExportOp],
    all_sites: list[CmdDispatchOp],
    union: IntDisjointSet,
    unresolved: list[CmdDispatchOp],
) -> dict[int, list[CmdDispatchOp]]:
    """Sites naming each export (by number), in walk order; the exports one
    site names are linked; the sites naming something else go to
    `unresolved`."""
    # By id: ops hash in Python, ids at C speed.
    export_ids = {id(e): i for i, e in enumerate(exports)}
    sites_of: dict[int, list[CmdDispatchOp]] = {}
    for site in all_sites:
        refs = site.entry_points.data
        if len(refs) == 1:  # the common case, without the bookkeeping below
            export = symbols.lookup_export(refs[0])
            if export is not None:
                sites_of.setdefault(export_ids[id(export)], []).append(site)
            else:
                unresolved.append(site)
            continue
        ids = [
            export_ids[id(e)]
            for ref in refs
            if (e := symbols.lookup_export(ref)) is not None
        ]
        if len(ids) != len(refs):
            unresolved.append(site)
        for i in ids:
            sites_of.setdefault(i, [])
            union.union(ids[0], i)
        for i in dict.fromkeys(ids):
            sites_of[i].append(site)
    return sites_of


def _link_functions(
    symbols: SymbolIndex,
    exports: list[ExecutableExportOp],
    sites_of: dict[int, list[CmdDispatchOp]],
    union: IntDisjointSet,
) -> list[Operation | None]:
    """The function of each export; exports sharing the function of a
    dispatched export are linked to it."""
    functions = [symbols.lookup_function(export) for export in exports]
    function_owner: dict[Operation, int] = {}
    for i, function in enumerate(functions):
        if function is not None and i in sites_of:
            first = function_owner.setdefault(function, i)
            union.union(first, i)
    # An export without sites that shares a function with a dispatched one is
    # rewritten with it: its function changes.
    for i, function in enumerate(functions):
        if function is not None and function in function_owner:
            union.union(function_owner[function], i)
    return functions


def _make_groups(
    exports: list[ExecutableExportOp],
    functions: list[Operation | None],
    sites_of: dict[int, list[CmdDispatchOp]],
    all_sites: list[CmdDispatchOp],
    union: IntDisjointSet,
) -> list[LinkedExports]:
    """One `LinkedExports` per set of linked exports with some site."""
    members: dict[int, list[int]] = {}  # root -> members, by smallest member
    for i in range(len(exports)):
        members.setdefault(union[i], []).append(i)
    groups: list[LinkedExports] = []
    walk_index: dict[CmdDispatchOp, int] = {}  # made when first needed
    for ids in members.values():
        export_sites = {exports[i]: sites_of[i] for i in ids if i in sites_of}
        if not export_sites:
            continue
        if len(export_sites) == 1:
            [sites] = export_sites.values()
        else:  # sites naming several exports of the group appear once
            walk_index = walk_index or {s: n for n, s in enumerate(all_sites)}
            sites = sorted(
                {s for ss in export_sites.values() for s in ss},
                key=walk_index.__getitem__,
            )
        group = LinkedExports(
            [exports[i] for i in ids], [functions[i] for i in ids], sites, export_sites
        )
        _check(group)
        groups.append(group)
    return groups


def _check(group: LinkedExports) -> None:
    """Skip a group of executables without an inner module (already lowered,
    or external), as IREE 3.13 skips them: a group mixing both cannot be
    rewritten.  Otherwise, an error for every missing function."""
    lowered = [e for e in group.exports if _inner_module_missing(e)]
    if lowered:
        group.skipped = True
        if len(lowered) != len(group.exports):
            group.problems.append(_mixed_lowering(group, lowered[0]))
        return
    group.problems += _missing_functions(group.exports, group.export_functions)


def _inner_module_missing(export: ExecutableExportOp) -> bool:
    executable = export.parent_op()
    return isinstance(executable, ExecutableOp) and executable.inner_module is None


def _mixed_lowering(group: LinkedExports, lowered: ExecutableExportOp) -> Problem:
    names = ", ".join(export_name(e) for e in group.exports)
    return Problem(
        lowered,
        f"{names} share dispatch sites but {export_name(lowered)} has no inner "
        "module to rewrite; the group is left unfused",
        is_error=False,
    )


def _missing_functions(
    exports: list[ExecutableExportOp], functions: list[Operation | None]
) -> list[Problem]:
    """An error for every export whose function is missing or has no body."""
    problems: list[Problem] = []
    for export, function in zip(exports, functions, strict=True):
        if function is None:
            missing = "is not defined in the executable's inner module"
        elif function_entry_block(function) is None:
            missing = "has no body"
        else:
            continue
        problems.append(
            Problem(
                export,
                f"export {export_name(export)} refers to function "
                f"@{export.function_ref.root_reference.data}, which {missing}",
                is_error=True,
            )
        )
    return problems
