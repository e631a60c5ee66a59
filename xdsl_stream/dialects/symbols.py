"""Symbol lookup through one symbol table per symbol-table op, built once.

xDSL's `SymbolTable.lookup_symbol` scans the symbol table's block for every
lookup, so verifying each `util.global.load` of a model against its global,
or each `stream.cmd.dispatch` against its export, is quadratic in the size of
the module.  Here, as MLIR's `SymbolTableCollection` does, a
`SymbolTableCollection` keeps for each symbol-table op a map from name to op,
built by one scan of its block the first time a name is looked up in it.

Every symbol lookup of the package (verifiers, analyses, passes, tools) goes
through one, and a stale map never answers:

* a hit is used only if the op found is still a direct child of that table's
  block and still carries that name (else the map is rebuilt), so an op
  erased, moved or renamed since is never returned;
* a miss rebuilds the map once and answers from the new one, so a symbol
  added since is found - except in a collection made for IR that does not
  change (`fixed_ir=True`: one verification), where the first scan is final.

So the answer is always the one a fresh scan gives, except when several ops of
a table share a name, which the table's verifier rejects ("redefinition of
symbol").  A symbol is, as in MLIR, a direct child of the table with a
`sym_name` string (`xdsl_stream.core.ir_helpers.symbol_name`), registered or not.
A nested reference (`@executable::@export`) finds no `private` symbol inside
the table it names, as MLIR's lookup (and so iree-opt's verifiers and passes)
finds none: a private symbol is visible only within its own table.

Which collection a lookup uses (`symbol_tables()`): the open verification's
(`xdsl_stream.core.verify_memo`: `xdsl-stream-opt`, the Python API and
`verify_module` open one), which dies with it; outside one (stock `xdsl-opt`,
a plain `Operation.verify()`, a pass) a collection that lives as long as the
tables it maps: each map is kept beside its table op in a
`WeakKeyDictionary` and holds only weak references to the ops it names, so it
keeps no IR alive.  A pass that makes many lookups may also make its own
`SymbolTableCollection` and pass it around.
"""

from __future__ import annotations

from weakref import WeakKeyDictionary, ref

from xdsl.dialects.builtin import StringAttr, SymbolRefAttr, UnregisteredOp
from xdsl.ir import Block, Operation

from xdsl_stream.core.ir_helpers import is_symbol_table, symbol_name
from xdsl_stream.core.verify_memo import verification_scratch


def _table_block(table: Operation) -> Block | None:
    """The block a symbol table's symbols live in (None if it has none)."""
    return table.regions[0].blocks.first if table.regions else None


def _scan(block: Block) -> dict[str, Operation]:
    """Name -> first op of that name in `block` (as a scan finds it)."""
    names: dict[str, Operation] = {}
    for op in block.ops:
        name = symbol_name(op)
        if name is not None:
            names.setdefault(name, op)
    return names


def _is_current(block: Block, op: Operation, name: str) -> bool:
    """`op` is still a direct child of `block` named `name`."""
    return op.parent is block and symbol_name(op) == name


class SymbolTableCollection:
    """One name -> op map per symbol-table op, each built by one scan of the
    table's block when a name is first looked up in it (MLIR's
    `SymbolTableCollection`).  Hits are checked against the IR; misses rescan
    unless `fixed_ir` (the IR does not change while the collection lives)."""

    def __init__(self, *, fixed_ir: bool = False) -> None:
        self.fixed_ir = fixed_ir
        self._maps: dict[int, tuple[Operation, Block, dict[str, Operation]]] = {}
        """id of a table op -> (the op, kept alive so its id stays its own;
        the block scanned; its names)."""
        self._tables_above: dict[int, tuple[Block, Operation | None]] = {}
        """With `fixed_ir`: id of a block -> (the block, kept alive; the
        nearest symbol table above it), found once per block."""
        self.scans = 0
        """Scans made so far (the linearity tests count them)."""

    def _names(self, table: Operation, block: Block) -> dict[str, Operation] | None:
        kept = self._maps.get(id(table))
        if kept is None or kept[1] is not block:
            return None
        return kept[2]

    def _rescan(self, table: Operation, block: Block) -> dict[str, Operation]:
        self.scans += 1
        names = _scan(block)
        self._maps[id(table)] = (table, block, names)
        return names

    def lookup_in(self, table: Operation, name: str) -> Operation | None:
        """The op named `name` directly in symbol table `table`, or None."""
        block = _table_block(table)
        if block is None:
            return None
        names = self._names(table, block)
        if names is not None:
            found = names.get(name)
            if self.fixed_ir:  # (the first scan is final)
                return found
            if found is not None and _is_current(block, found, name):
                return found
        return self._rescan(table, block).get(name)

    def lookup(
        self, table: Operation | None, ref: SymbolRefAttr | str
    ) -> Operation | None:
        """The op `ref` names, looked up from symbol table `table` (nested
        references through the tables they name)."""
        if table is None:
            return None
        if isinstance(ref, str):
            return self.lookup_in(table, ref)
        found = self.lookup_in(table, ref.root_reference.data)
        for nested in ref.nested_references.data:
            if found is None or not is_symbol_table(found):
                return None
            found = self.lookup_in(found, nested.data)
            if found is not None and _is_private(found):
                return None  # (not visible from outside its table)
        return found

    def lookup_nearest(
        self, op: Operation, ref: SymbolRefAttr | str
    ) -> Operation | None:
        """`SymbolTable.lookup_symbol(op, ref)`: from `op`'s nearest symbol
        table (`op` itself if it is one); None when there is none."""
        if not self.fixed_ir or is_symbol_table(op) or op.parent is None:
            return self.lookup(symbol_table_of(op), ref)
        return self.lookup(self._table_above(op.parent), ref)

    def _table_above(self, block: Block) -> Operation | None:
        """The nearest symbol table above `block` (`symbol_table_of` of its
        op), found once per block: with `fixed_ir`, the IR does not change."""
        kept = self._tables_above.get(id(block))
        if kept is None:
            above = block.parent_op()
            kept = (block, None if above is None else symbol_table_of(above))
            self._tables_above[id(block)] = kept
        return kept[1]


class _WeakTables(SymbolTableCollection):
    """The collection used outside a verification: each table's map lives
    beside its table op (a `WeakKeyDictionary` entry) and holds weak
    references only, so that it keeps neither the table nor its ops alive."""

    def __init__(self) -> None:
        super().__init__()
        self._weak: WeakKeyDictionary[
            Operation, tuple[ref[Block], dict[str, ref[Operation]]]
        ] = WeakKeyDictionary()

    def lookup_in(self, table: Operation, name: str) -> Operation | None:
        block = _table_block(table)
        if block is None:
            return None
        kept = self._weak.get(table)
        if kept is not None and kept[0]() is block:
            weak = kept[1].get(name)
            found = None if weak is None else weak()
            if found is not None and _is_current(block, found, name):
                return found
        self.scans += 1
        names = _scan(block)
        self._weak[table] = (ref(block), {k: ref(v) for k, v in names.items()})
        return names.get(name)


_outside_verification = _WeakTables()
"""The collection of lookups made outside a verification.  It holds weak
references only and answers only what the IR still says (see the module's
docstring)."""


def symbol_tables() -> SymbolTableCollection:
    """The collection lookups go through now: the open verification's (built
    for the IR it verifies, dropped when it ends), else the weak one."""
    scratch = verification_scratch(SymbolTableCollection)
    if scratch is None:
        return _outside_verification
    tables = scratch.get(None)
    if tables is None:
        tables = scratch[None] = SymbolTableCollection(fixed_ir=True)
    return tables


def symbol_table_of(op: Operation) -> Operation | None:
    """`op` if it is a symbol table, else its nearest enclosing one (None if
    there is none): where `lookup_symbol` starts.  As in MLIR
    (`SymbolTable::getNearestSymbolTable`), an unregistered op of one region
    may be a symbol table no one knows: the walk stops there, with None (a
    `util.global.load` inside one finds no global; xDSL's unregistered op
    says it is a symbol table, so its globals were found)."""
    table: Operation | None = op
    while table is not None:
        if isinstance(table, UnregisteredOp):
            if len(table.regions) == 1:
                return None
        elif is_symbol_table(table):
            return table
        table = table.parent_op()
    return None


def lookup_in_table(table: Operation, name: str) -> Operation | None:
    """The op named `name` directly in symbol table `table`, or None."""
    return symbol_tables().lookup_in(table, name)


def lookup_symbol_in(
    table: Operation | None, ref: SymbolRefAttr | str
) -> Operation | None:
    """The op `ref` names, looked up from symbol table `table` (nested
    references through the tables they name)."""
    return symbol_tables().lookup(table, ref)


def lookup_symbol(op: Operation, ref: SymbolRefAttr | str) -> Operation | None:
    """`SymbolTable.lookup_symbol(op, ref)`, from `op`'s nearest symbol table
    (None, not an exception, when there is none)."""
    return symbol_tables().lookup_nearest(op, ref)


def _is_private(op: Operation) -> bool:
    visibility = op.properties.get(
        "sym_visibility", op.attributes.get("sym_visibility")
    )
    return isinstance(visibility, StringAttr) and visibility.data == "private"
