"""The one keyword builder behind the Stream ops' `__init__`s.

Each op keeps its own typed keyword signature (the public builder API); its
body hands the arguments over by name, usually as `locals()`:

    def __init__(self, *, source: SSAValue, source_size: SSAValue,
                 affinity: Attribute | None = None):
        init_op(self, locals(), [SSAValue.get(source).type])

`init_op` reads the op's IRDL definition and takes, in the definition's
order, each operand, property, attribute and region whose field has that
name: the order lives in one place, the op definition, and not again in a
positional list in every builder. An absent optional operand is `None`; an
absent optional property or attribute is `None` or not passed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation


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
