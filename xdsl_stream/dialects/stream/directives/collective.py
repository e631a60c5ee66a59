"""Directives of collectives: `stream.async.collective`."""

from __future__ import annotations

from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    OptionalOperandVariable,
    ParsingState,
    PrintingState,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.printer import Printer

from xdsl_stream.dialects.stream.attrs import (
    CollectiveAttr,
    collective_param_keyword,
)
from xdsl_stream.dialects.syntax import (
    IreeDirective,
)


@irdl_custom_directive
class CollectiveParam(IreeDirective):
    """`custom<CollectiveParam>(ref($op), $param)`: `source(%rank) `,
    `target(%rank) ` or `source_target_pair(%pair) ` as the collective's kind
    asks, nothing for kinds without a parameter."""

    op: AttributeVariable
    param: OptionalOperandVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        collective = state.properties.get(self.op.name)
        keyword = (
            collective_param_keyword(collective)
            if isinstance(collective, CollectiveAttr)
            else None
        )
        if keyword is None:
            self.param.set(state, None)
            return
        parser.parse_keyword(keyword)
        parser.parse_punctuation("(")
        self.param.set(state, parser.parse_unresolved_operand())
        parser.parse_punctuation(")")

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        param = self.param.get(op)
        collective = self.op.get(op)
        if param is None or not isinstance(collective, CollectiveAttr):
            return
        printer.print_string(f"{collective_param_keyword(collective)}(")
        printer.print_ssa_value(param)
        printer.print_string(") ")
