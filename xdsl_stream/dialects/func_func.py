"""`func.func` reading its argument and result attributes from its attribute
dictionary, as MLIR does.

MLIR keeps `arg_attrs` and `res_attrs` as the op's inherent attributes (its
properties): written in the dictionary after `attributes`, they are those
properties (`func.func @k(%b: !stream.binding) attributes {arg_attrs =
[{stream.alignment = 64 : index}]}` aligns `%b`), and written there as well
as on an argument or result, they are an error.  xDSL 0.75's `FuncOp.parse`
keeps them as attributes, which its printer leaves out: the alignment was
gone, exit 0 (docs/upstream.md, entry 43).  The package's contexts
(`xdsl_stream.universe`) read the op as this subclass.
"""

from __future__ import annotations

from typing import ClassVar, Self

from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    FunctionType,
    StringAttr,
    SymbolNameConstraint,
)
from xdsl.dialects.func import FuncOp as XdslFuncOp
from xdsl.dialects.utils import parse_func_op_like
from xdsl.irdl import irdl_op_definition, opt_prop_def, prop_def, region_def
from xdsl.parser import Parser

from xdsl_stream.core.xdsl_internals import input_text

INHERENT = ("arg_attrs", "res_attrs")
"""The properties of `func.func` its syntax writes elsewhere (on each argument
and result) and its attribute dictionary may give instead."""


@irdl_op_definition
class FuncOp(XdslFuncOp):
    """xDSL's `func.func`, its `arg_attrs` and `res_attrs` read from the
    attribute dictionary too."""

    name = "func.func"

    PRINTED_AS_XDSLS: ClassVar[bool] = True
    """Printed by xDSL's printer, in custom form where that is MLIR's
    (`xdsl_stream.io.mlir_forms`)."""

    body = region_def()
    sym_name = prop_def(SymbolNameConstraint())
    function_type = prop_def(FunctionType)
    sym_visibility = opt_prop_def(StringAttr)
    arg_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    res_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        start = parser.pos
        visibility = parser.parse_optional_visibility_keyword()
        name, inputs, outputs, region, extra, arg_attrs, res_attrs = parse_func_op_like(
            parser,
            reserved_attr_names=("sym_name", "function_type", "sym_visibility"),
        )
        attributes = dict(extra.data) if extra is not None else {}
        written = {"arg_attrs": arg_attrs, "res_attrs": res_attrs}
        for key in INHERENT:
            if key in attributes and written[key] is not None:
                at = input_text(parser).rfind(cls.name, 0, start)
                parser.raise_error(
                    f"custom op '{cls.name}' attribute '{key}' occurs more than "
                    "once in the attribute list",
                    at,
                    at + len(cls.name),
                )
        op = cls(
            name=name,
            function_type=(inputs, outputs),
            region=region,
            visibility=visibility,
            arg_attrs=arg_attrs,
            res_attrs=res_attrs,
        )
        for key in INHERENT:
            if key in attributes:
                op.properties[key] = attributes.pop(key)
        op.attributes |= attributes
        return op
