"""MLIR's printing of properties that an op's assembly format does not name.

IREE declares its Stream and Util ops with strict properties: a property that
the format does not place (`stream.resource.size`'s `affinity`,
`util.global`'s `inlining_policy`, `util.call`'s `arg_attrs`, ...) may not be
written in the attribute dictionary.  MLIR's `attr-dict` prints such
properties first, in angle brackets, integers without their type:

    util.global public @g <inlining_policy = #util.inline.never> : i32
    %n = util.buffer.constant "n" <alignment = 16> : !util.buffer = "abc"

and reads them back with or without braces (`<{alignment = 16 : index}>`).
xDSL's format language has no such element, so ops name those properties in
`custom<InherentAttrDict>(...)`, placed just before `attr-dict`.  The
directive takes any number of properties: `inherent_attr_dict(n)` gives the
directive class for `n` of them (each a distinct class named
`InherentAttrDict`, as xDSL finds directives by class name).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Iterable
from functools import cache

from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType
from xdsl.ir import Attribute
from xdsl.irdl import AttrConstraint, IRDLOperation, VerificationContext
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    ParsingState,
    PrintingState,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa


class InherentAttrDictBase(CustomDirective):
    """`<name = value, ...>` for the properties given as parameters."""

    def _variables(self) -> list[AttributeVariable]:
        return [getattr(self, f.name) for f in dataclasses.fields(self)]

    def parse(self, parser: Parser, state: ParsingState) -> None:
        if parser.parse_optional_punctuation("<") is None:
            return
        variables = {v.name: v for v in self._variables()}
        braced = parser.parse_optional_punctuation("{") is not None
        op_def = state.op_type.get_irdl_definition()

        def parse_entry() -> None:
            pos = parser.pos
            name = parser.parse_identifier(context_msg=" (a property name)")
            variable = variables.get(name)
            if variable is None:
                parser.raise_error(
                    f"'{name}' is not a property of {op_def.name} that goes here "
                    f"(expected one of {', '.join(variables)})",
                    pos,
                    parser.pos,
                )
            parser.parse_punctuation("=")
            value = parser.parse_attribute()
            if isa(value, IntegerAttr) and name in op_def.properties:
                value = _retyped(value, op_def.properties[name].constr)
            variable.set(state, value)

        parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_entry)
        if braced:
            parser.parse_punctuation("}")
        parser.parse_punctuation(">")

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        present = [
            (v.name, value)
            for v in self._variables()
            if (value := v.get(op)) is not None
        ]
        if not present:
            return
        state.print_whitespace(printer)
        printer.print_string("<")
        for i, (name, value) in enumerate(present):
            if i:
                printer.print_string(", ")
            printer.print_string(f"{name} = ")
            if isinstance(value, IntegerAttr):
                printer.print_string(str(value.value.data))
            else:
                printer.print_attribute(value)
        printer.print_string(">")

    def is_present(self, op: IRDLOperation) -> bool:
        return any(v.get(op) is not None for v in self._variables())


def _retyped(value: IntegerAttr, constr: AttrConstraint) -> Attribute:
    """A bare integer, typed as the property's constraint wants (MLIR prints
    property integers without their type)."""
    for type in (value.type, IndexType(), IntegerType(64), IntegerType(32)):
        candidate = IntegerAttr(value.value.data, type)
        try:
            constr.verify(candidate, VerificationContext())
        except VerifyException:
            continue
        return candidate
    return value


@cache
def inherent_attr_dict(count: int) -> type[InherentAttrDictBase]:
    """The `InherentAttrDict` directive class for `count` properties."""
    cls = type(
        "InherentAttrDict",
        (InherentAttrDictBase,),
        {
            "__annotations__": {f"prop{i}": AttributeVariable for i in range(count)},
            "__module__": __name__,
            "__doc__": InherentAttrDictBase.__doc__,
        },
    )
    return irdl_custom_directive(cls)


def refuse_inherent_attributes(
    parser: Parser,
    op_name: str,
    attributes: Iterable[str],
    at: int,
    *,
    inferred: Collection[str] = (),
    given: Collection[str] = (),
) -> None:
    """In a hand-written parser's attribute dictionary (read from `at`), the
    properties the syntax itself gives are refused as MLIR refuses them
    (xDSL's op would drop the entry, or let it override what was written):
    those MLIR infers from the syntax (`sym_name` of a function) and those
    the parser has set already (`tied_operands` of a function with
    results)."""
    for name in attributes:
        if name in inferred:
            parser.raise_error(
                f"custom op '{op_name}' '{name}' is an inferred attribute and "
                "should not be specified in the explicit attribute dictionary",
                at,
                at + 1,
            )
        if name in given:
            parser.raise_error(
                f"custom op '{op_name}' attribute '{name}' occurs more than once "
                "in the attribute list",
                at,
                at + 1,
            )
