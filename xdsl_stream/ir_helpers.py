"""Small IR helpers the package shares: one definition of each.

* `symbol_name`: an op's `sym_name`, from its properties or its attributes
  (unregistered and generic ops keep it as an attribute);
* `function_of_export`: the dispatch function an export names;
* `op_text`, `op_head`, `attribute_text`: an op or attribute as the printer
  spells it;
* `constant_index`: the value of an `arith.constant` index.

`xdsl_stream.analysis.byte_ranges`, the independent semantic oracle, keeps its
own copies on purpose: it must share no code with the pass it checks.
`ExecutableExportOp.lookup_function` is `function_of_export`.
"""

from __future__ import annotations

from io import StringIO

from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr, StringAttr
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.printer import Printer

from xdsl_stream.dialects.stream import ExecutableExportOp, ExecutableOp

FunctionCache = dict[ExecutableOp, dict[str, Operation]]
"""Functions of each executable's inner module by name (`function_of_export`)."""


def symbol_name(op: Operation) -> str | None:
    """`sym_name` from the op's properties, else its attributes."""
    name = op.properties.get("sym_name", op.attributes.get("sym_name"))
    return name.data if isinstance(name, StringAttr) else None


def _inner_functions(executable: ExecutableOp) -> dict[str, Operation]:
    """The symbols of `executable`'s inner module by name, first one winning."""
    functions: dict[str, Operation] = {}
    inner = executable.inner_module
    if inner is not None:
        for op in inner.body.block.ops:
            name = symbol_name(op)
            if name is not None:
                functions.setdefault(name, op)
    return functions


def function_of_export(
    export: ExecutableExportOp, cache: FunctionCache | None = None
) -> Operation | None:
    """The function `export` names in its executable's inner module, if any.

    `cache` keeps each executable's functions by name, for callers looking up
    many exports (the analysis): the lookup is then a dict access.
    """
    executable = export.parent_op()
    if not isinstance(executable, ExecutableOp):
        return None
    if cache is None:
        functions = _inner_functions(executable)
    else:
        functions = cache.get(executable)
        if functions is None:
            functions = cache[executable] = _inner_functions(executable)
    return functions.get(export.function_ref.root_reference.data)


def attribute_text(attribute: Attribute) -> str:
    """An attribute as the printer spells it."""
    stream = StringIO()
    Printer(stream).print_attribute(attribute)
    return stream.getvalue()


def op_text(op: Operation, *, generic: bool = False) -> str:
    """An op (with its regions) as the printer spells it."""
    stream = StringIO()
    Printer(stream, print_generic_format=generic).print_op(op)
    return stream.getvalue()


def op_head(op: Operation) -> str:
    """The first printed line of an op."""
    return op_text(op).split("\n", 1)[0]


def constant_index(value: SSAValue) -> int | None:
    """The value of `value` if it is an `arith.constant` index (or integer)."""
    owner = value.owner
    if isinstance(owner, arith.ConstantOp) and isinstance(owner.value, IntegerAttr):
        return owner.value.value.data
    return None
