"""The keyword builder behind the Stream ops' `__init__`s, and the argument
conversions several builders share.

Each op keeps its own typed keyword signature (the public builder API); its
body hands the arguments over by name, usually as `locals()`:

    def __init__(self, *, source: SSAValue, source_size: SSAValue,
                 affinity: Attribute | None = None):
        init_op(self, locals(), [SSAValue.get(source).type])

`init_op` reads the op's IRDL definition and takes, in the definition's
order, each operand, property, attribute and region whose field has that
name: the order lives in one place, the op definition, and not again in a
positional list in every builder. An absent optional operand is `None`; an
absent optional property or attribute is `None` or not passed. Arguments that
are converted first (a `str` to a `StringAttr`, ...) override their entry:
`init_op(self, locals() | {"group": optional_str(group)}, ...)`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from xdsl.dialects.builtin import ArrayAttr, StringAttr, SymbolRefAttr
from xdsl.ir import Attribute, Region
from xdsl.irdl import IRDLOperation

from xdsl_stream.dialects.stream.attrs import ResourceAccess
from xdsl_stream.dialects.util.directives import UNTIED, tied_attr


def init_op(
    op: IRDLOperation,
    fields: Mapping[str, Any],
    result_types: Sequence[Attribute | Sequence[Attribute]] = (),
    *,
    attributes: Mapping[str, Attribute | None] | None = None,
) -> None:
    """Initialise `op` from `fields`, keyed by the names of its definition's
    fields: every operand and region must be there; properties and attributes
    are taken when present. `attributes` adds discardable attributes."""
    op_def = type(op).get_irdl_definition()
    named: dict[str, dict[str, Attribute | None]] = {"property": {}, "attribute": {}}
    for accessor, (name, kind) in op_def.accessor_names.items():
        if accessor in fields:
            named[kind][name] = fields[accessor]
    IRDLOperation.__init__(
        op,
        operands=[fields[name] for name, _ in op_def.operands],
        result_types=result_types,
        properties=named["property"],
        attributes={**named["attribute"], **(attributes or {})},
        regions=[fields[name] for name, _ in op_def.regions],
    )


def optional_str(value: str | None) -> StringAttr | None:
    """A builder's optional string argument as its `StringAttr` property."""
    return None if value is None else StringAttr(value)


def tied_operands_attr(
    tied_operands: Sequence[int] | None, result_count: int = 0
) -> ArrayAttr | None:
    """The `tied_operands` property: the indices given; when none are, each of
    the `result_count` results untied (absent if there are no results)."""
    if tied_operands is None and result_count:
        tied_operands = [UNTIED] * result_count
    return None if tied_operands is None else tied_attr(tied_operands)


def symbol_fields(sym_name: str, visibility: str | None) -> dict[str, Attribute | None]:
    """The `sym_name` and `sym_visibility` properties of a symbol op."""
    return {
        "sym_name": StringAttr(sym_name),
        "sym_visibility": optional_str(visibility),
    }


def function_fields(
    sym_name: str, visibility: str | None, body: Region | None
) -> dict[str, Attribute | Region | None]:
    """The symbol name, visibility and body (empty when not given: a
    declaration) of a `stream.*.func` op, for `init_op`."""
    return {
        **symbol_fields(sym_name, visibility),
        "body": Region() if body is None else body,
    }


def accesses_attr(accesses: Sequence[ResourceAccess]) -> ArrayAttr:
    """A `ResourceAccess` per resource, as the ops' `i32` array property."""
    return ArrayAttr(a.to_attr() for a in accesses)


def resource_operand_fields(fields: Mapping[str, Any]) -> dict[str, Any]:
    """`fields` with the builders' `operands`, `operand_sizes`, ... renamed
    to the definitions' `resource_operands`, `resource_operand_sizes`, ..."""
    return {
        f"resource_{name}"
        if name == "operands" or name.startswith("operand_")
        else name: value
        for name, value in fields.items()
    }


def entry_points_attr(
    entry_points: Sequence[SymbolRefAttr] | SymbolRefAttr,
) -> ArrayAttr[SymbolRefAttr]:
    """A dispatch's `entry_points` property from one export or several."""
    if isinstance(entry_points, SymbolRefAttr):
        return ArrayAttr([entry_points])
    return ArrayAttr(entry_points)


def symbol_ref(callee: str | SymbolRefAttr) -> SymbolRefAttr:
    """A call's `callee` property from a name or a reference."""
    return SymbolRefAttr(callee) if isinstance(callee, str) else callee
