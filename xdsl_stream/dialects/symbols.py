"""Symbol lookup in constant time per hit, for verifiers that run once per op.

`SymbolTable.lookup_symbol` scans the symbol table's block, so verifying every
`stream.cmd.dispatch` of a module against its export with it is quadratic.
`lookup_symbol` here keeps, per symbol-table op, a map from name to op built by
one scan, and never trusts it blindly: a hit is used only if the op found is
still a direct child of that table and still carries that name. Otherwise (op
erased, moved or renamed, or a symbol added since) the map is rebuilt, and a
name still missing after a rebuild is reported missing. So the answer is always
the one a fresh scan would give, except when several ops share one name, which
the table's own verifier (`SymbolTable`: "Redefinition of symbol") rejects.
"""

from __future__ import annotations

from functools import cache
from weakref import WeakKeyDictionary

from xdsl.dialects.builtin import SymbolRefAttr
from xdsl.ir import Operation
from xdsl.traits import SymbolOpInterface, SymbolTable

_tables: WeakKeyDictionary[Operation, dict[str, Operation]] = WeakKeyDictionary()


@cache
def _symbol_interface(op_type: type[Operation]) -> SymbolOpInterface | None:
    # Traits are class-level: looked up once per op class, not per op.
    return op_type.get_trait(SymbolOpInterface)


@cache
def _is_symbol_table(op_type: type[Operation]) -> bool:
    return op_type.has_trait(SymbolTable)


def is_symbol_table(op: Operation) -> bool:
    """`op.has_trait(SymbolTable)`, answered once per op class."""
    return _is_symbol_table(type(op))


def _symbol_name(op: Operation) -> str | None:
    interface = _symbol_interface(type(op))
    if interface is None:
        return None
    name = interface.get_sym_attr_name(op)
    return None if name is None else name.data


def _scan(table: Operation) -> dict[str, Operation]:
    """Name -> first op of that name in `table`'s block (as a scan finds it)."""
    names: dict[str, Operation] = {}
    block = table.regions[0].blocks.first
    if block is not None:
        for op in block.ops:
            name = _symbol_name(op)
            if name is not None:
                names.setdefault(name, op)
    _tables[table] = names
    return names


def _is_current(table: Operation, op: Operation, name: str) -> bool:
    """`op` is still a direct child of `table` named `name`."""
    block = op.parent_block()
    return (
        block is not None
        and block.parent_op() is table
        and block is table.regions[0].blocks.first
        and _symbol_name(op) == name
    )


def lookup_in_table(table: Operation, name: str) -> Operation | None:
    """The op named `name` directly in symbol table `table`, or None."""
    if not table.regions:
        return None
    names = _tables.get(table)
    found = None if names is None else names.get(name)
    if found is not None and _is_current(table, found, name):
        return found
    return _scan(table).get(name)


def symbol_table_of(op: Operation) -> Operation | None:
    """`op` if it is a symbol table, else its nearest enclosing one (None if
    there is none): where `lookup_symbol` starts."""
    table: Operation | None = op
    while table is not None and not is_symbol_table(table):
        table = table.parent_op()
    return table


def lookup_symbol_in(
    table: Operation | None, ref: SymbolRefAttr | str
) -> Operation | None:
    """The op `ref` names, looked up from symbol table `table` (nested
    references through the tables they name)."""
    if table is None:
        return None
    if isinstance(ref, str):
        ref = SymbolRefAttr(ref)
    found = lookup_in_table(table, ref.root_reference.data)
    for nested in ref.nested_references.data:
        if found is None or not is_symbol_table(found):
            return None
        found = lookup_in_table(found, nested.data)
    return found


def lookup_symbol(op: Operation, ref: SymbolRefAttr | str) -> Operation | None:
    """`SymbolTable.lookup_symbol(op, ref)`, from `op`'s nearest symbol table."""
    return lookup_symbol_in(symbol_table_of(op), ref)
