"""Directives of the parameter ops (`stream.{tensor,async,cmd}.parameter.*`).

A parameter is named by a key, optionally within a scope, both `!util.buffer`
values: `%scope::%key` or `%key`.  The multi-row directives write one
transfer per line inside `{...}`; every row names the same scope (and the
same resource, for gathers and scatters), which is stored once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import (
    OperandVariable,
    OptionalOperandVariable,
    ParsingState,
    PrintingState,
    TypeDirective,
    VariadicOperandVariable,
    irdl_custom_directive,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer

from xdsl_stream.dialects.stream.directives.common import end_block
from xdsl_stream.dialects.syntax import (
    IreeDirective,
    parse_range,
    parse_sized_type,
    print_range,
    print_sized_type,
)


def _parse_parameter_reference(
    parser: Parser,
) -> tuple[UnresolvedOperand | None, UnresolvedOperand]:
    first = parser.parse_unresolved_operand()
    if parser.parse_optional_punctuation(":") is None:
        return None, first
    parser.parse_punctuation(":", " (a scope and key are written '%scope::%key')")
    return first, parser.parse_unresolved_operand()


def _print_parameter_reference(
    printer: Printer, scope: SSAValue | None, key: SSAValue
) -> None:
    if scope is not None:
        printer.print_operand(scope)
        printer.print_string("::")
    printer.print_operand(key)


def _same(a: UnresolvedOperand | None, b: UnresolvedOperand | None) -> bool:
    if a is None or b is None:
        return a is b
    return (a.span.text, a.index) == (b.span.text, b.index)


def _print_rows(
    printer: Printer, state: PrintingState, rows: Sequence[Callable[[], None]]
) -> None:
    """One row per line, indented inside the braces the format prints."""
    with printer.indented():
        for i, row in enumerate(rows):
            printer.print_string(",\n" if i else "\n")
            row()
    printer.print_string("\n")
    end_block(state)


@irdl_custom_directive
class ParameterReference(IreeDirective):
    """`%scope::%key` or `%key`: a parameter, with its optional scope."""

    scope: OptionalOperandVariable
    key: OperandVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        scope, key = _parse_parameter_reference(parser)
        self.scope.set(state, scope)
        self.key.set(state, key)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        _print_parameter_reference(printer, self.scope.get(op), self.key.get(op))


class _RowsDirective(IreeDirective):
    """Parses `row, row, ...`, checking that rows agree on what is stored once."""

    def _rows(self, parser: Parser, parse_row: Callable[[], None]) -> None:
        parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_row)


@irdl_custom_directive
class ParameterLoadOperations(_RowsDirective):
    """`%scope::%key[%offset] : type{%size}, ...` of `stream.cmd.parameter.load`:
    one result per row."""

    source_scope: OptionalOperandVariable
    source_keys: VariadicOperandVariable
    source_offsets: VariadicOperandVariable
    result_types: TypeDirective
    result_sizes: VariadicOperandVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        scopes: list[UnresolvedOperand | None] = []
        keys: list[UnresolvedOperand] = []
        offsets: list[UnresolvedOperand] = []
        types: list[Attribute] = []
        sizes: list[UnresolvedOperand] = []

        def parse_row() -> None:
            pos = parser.pos
            scope, key = _parse_parameter_reference(parser)
            if scopes and not _same(scope, scopes[0]):
                parser.raise_error(
                    "each operation must use the same scope", pos, parser.pos
                )
            scopes.append(scope)
            keys.append(key)
            parser.parse_punctuation("[")
            offsets.append(parser.parse_unresolved_operand())
            parser.parse_punctuation("]")
            parser.parse_punctuation(":")
            type, size = parse_sized_type(parser)
            types.append(type)
            sizes.append(size)

        self._rows(parser, parse_row)
        self.source_scope.set(state, scopes[0])
        self.source_keys.set(state, keys)
        self.source_offsets.set(state, offsets)
        self.result_types.set(state, types)
        self.result_sizes.set(state, sizes)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        scope = self.source_scope.get(op)
        keys = self.source_keys.get(op)
        offsets = self.source_offsets.get(op)
        types = self.result_types.get(op)
        sizes = self.result_sizes.get(op)

        def row(i: int) -> Callable[[], None]:
            def print_row() -> None:
                _print_parameter_reference(printer, scope, keys[i])
                printer.print_string("[")
                printer.print_operand(offsets[i])
                printer.print_string("]")
                printer.print_string(" : ")
                print_sized_type(printer, types[i], sizes[i])

            return print_row

        _print_rows(printer, state, [row(i) for i in range(len(keys))])


class _GatherScatterBase(_RowsDirective):
    """Shared by the gather and scatter directives: the rows name one
    resource (`%r[...] : type{%size}`) and one scope."""

    WITH_END: ClassVar[bool]
    GATHER: ClassVar[bool]

    scope: OptionalOperandVariable
    keys: VariadicOperandVariable
    key_offsets: VariadicOperandVariable
    resource: OperandVariable
    resource_type: TypeDirective
    resource_size: OperandVariable
    offsets: VariadicOperandVariable
    lengths: VariadicOperandVariable

    def _ends(self) -> VariadicOperandVariable | None:
        """The `to %end` operands (async ops only)."""
        ends = getattr(self, "ends", None)
        assert ends is None or isinstance(ends, VariadicOperandVariable)
        return ends

    def parse(self, parser: Parser, state: ParsingState) -> None:
        scopes: list[UnresolvedOperand | None] = []
        keys: list[UnresolvedOperand] = []
        key_offsets: list[UnresolvedOperand] = []
        resources: list[tuple[UnresolvedOperand, Attribute, UnresolvedOperand]] = []
        offsets: list[UnresolvedOperand] = []
        ends: list[UnresolvedOperand] = []
        lengths: list[UnresolvedOperand] = []

        def parse_key() -> None:
            scope, key = _parse_parameter_reference(parser)
            scopes.append(scope)
            keys.append(key)
            parser.parse_punctuation("[")
            key_offsets.append(parser.parse_unresolved_operand())
            parser.parse_punctuation("]")

        def parse_resource() -> None:
            range_ = parse_range(parser, with_end=self.WITH_END)
            assert range_.length is not None
            resources.append((range_.resource, range_.type, range_.size))
            offsets.append(range_.offset)
            if range_.end is not None:
                ends.append(range_.end)
            lengths.append(range_.length)

        def parse_row() -> None:
            pos = parser.pos
            if self.GATHER:
                parse_key()
                parser.parse_punctuation("->")
                parse_resource()
            else:
                parse_resource()
                parser.parse_punctuation("->")
                parse_key()
            self._check_same(parser, pos, scopes, resources)

        self._rows(parser, parse_row)
        resource, type, size = resources[0]
        self.scope.set(state, scopes[0])
        self.keys.set(state, keys)
        self.key_offsets.set(state, key_offsets)
        self.resource.set(state, resource)
        self.resource_type.set(state, [type])
        self.resource_size.set(state, size)
        self.offsets.set(state, offsets)
        if (ends_variable := self._ends()) is not None:
            ends_variable.set(state, ends)
        self.lengths.set(state, lengths)

    def _check_same(
        self,
        parser: Parser,
        pos: int,
        scopes: Sequence[UnresolvedOperand | None],
        resources: Sequence[tuple[UnresolvedOperand, Attribute, UnresolvedOperand]],
    ) -> None:
        """A parse error, from `pos`, unless the row just read names the
        scope and the resource (with its type and size) of the first row."""
        (r0, t0, s0), (r, t, s) = resources[0], resources[-1]
        if not (
            _same(scopes[-1], scopes[0]) and _same(r, r0) and t == t0 and _same(s, s0)
        ):
            what = (
                "scope and target resource"
                if self.GATHER
                else "source resource and scope"
            )
            parser.raise_error(
                f"each operation must use the same {what}", pos, parser.pos
            )

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        scope = self.scope.get(op)
        keys = self.keys.get(op)
        key_offsets = self.key_offsets.get(op)
        resource = self.resource.get(op)
        size = self.resource_size.get(op)
        offsets = self.offsets.get(op)
        ends_variable = self._ends()
        ends = None if ends_variable is None else ends_variable.get(op)
        lengths = self.lengths.get(op)

        def print_key(i: int) -> None:
            _print_parameter_reference(printer, scope, keys[i])
            printer.print_string("[")
            printer.print_operand(key_offsets[i])
            printer.print_string("]")

        def print_resource(i: int) -> None:
            end = None if ends is None else ends[i]
            print_range(printer, resource, size, offsets[i], lengths[i], end)

        def row(i: int) -> Callable[[], None]:
            def print_row() -> None:
                first, second = (
                    (print_key, print_resource)
                    if self.GATHER
                    else (print_resource, print_key)
                )
                first(i)
                printer.print_string(" -> ")
                second(i)

            return print_row

        _print_rows(printer, state, [row(i) for i in range(len(keys))])


@irdl_custom_directive
class AsyncParameterGatherOperations(_GatherScatterBase):
    """`%scope::%key[%o] -> %target[%off to %end for %len] : type{%size}, ...`
    of `stream.async.parameter.gather`."""

    WITH_END = True
    GATHER = True

    scope: OptionalOperandVariable
    keys: VariadicOperandVariable
    key_offsets: VariadicOperandVariable
    resource: OperandVariable
    resource_type: TypeDirective
    resource_size: OperandVariable
    offsets: VariadicOperandVariable
    ends: VariadicOperandVariable
    lengths: VariadicOperandVariable


@irdl_custom_directive
class CmdParameterGatherOperations(_GatherScatterBase):
    """`%scope::%key[%o] -> %target[%off for %len] : type{%size}, ...` of
    `stream.cmd.parameter.gather`."""

    WITH_END = False
    GATHER = True

    scope: OptionalOperandVariable
    keys: VariadicOperandVariable
    key_offsets: VariadicOperandVariable
    resource: OperandVariable
    resource_type: TypeDirective
    resource_size: OperandVariable
    offsets: VariadicOperandVariable
    lengths: VariadicOperandVariable


@irdl_custom_directive
class AsyncParameterScatterOperations(_GatherScatterBase):
    """`%source[%off to %end for %len] : type{%size} -> %scope::%key[%o], ...`
    of `stream.async.parameter.scatter`."""

    WITH_END = True
    GATHER = False

    resource: OperandVariable
    resource_type: TypeDirective
    resource_size: OperandVariable
    offsets: VariadicOperandVariable
    ends: VariadicOperandVariable
    lengths: VariadicOperandVariable
    scope: OptionalOperandVariable
    keys: VariadicOperandVariable
    key_offsets: VariadicOperandVariable


@irdl_custom_directive
class CmdParameterScatterOperations(_GatherScatterBase):
    """`%source[%off for %len] : type{%size} -> %scope::%key[%o], ...` of
    `stream.cmd.parameter.scatter`."""

    WITH_END = False
    GATHER = False

    resource: OperandVariable
    resource_type: TypeDirective
    resource_size: OperandVariable
    offsets: VariadicOperandVariable
    lengths: VariadicOperandVariable
    scope: OptionalOperandVariable
    keys: VariadicOperandVariable
    key_offsets: VariadicOperandVariable
