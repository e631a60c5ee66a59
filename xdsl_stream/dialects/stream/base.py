"""Helpers shared by the op modules of the `stream` dialect."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import TypeVar, cast

from xdsl.dialects.builtin import (
    DenseArrayBase,
    FunctionType,
    IntegerType,
    StringAttr,
    UnitAttr,
)
from xdsl.ir import (
    Attribute,
    Operation,
    Region,
    SSAValue,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    AttrSizedResultSegments,
    AttrSizedSegments,
    IRDLOperation,
    OpDef,
    VerificationContext,
)
from xdsl.irdl.declarative_assembly_format import (
    FormatDirective,
    FormatProgram,
    OperandVariable,
    OptionalGroupDirective,
    ParsingState,
    ResultVariable,
    TypeDirective,
    VariadicOperandVariable,
    VariadicResultVariable,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    OpTrait,
    SingleBlockImplicitTerminator,
)
from xdsl.utils.exceptions import ParseError, PyRDLOpDefinitionError, VerifyException

import xdsl_stream.dialects.stream.fast_paths as fast_paths
from xdsl_stream.core import xdsl_internals
from xdsl_stream.core.ir_helpers import operation_name
from xdsl_stream.core.speedups import Speedup, is_on
from xdsl_stream.core.verify_memo import memoizing_op_definition
from xdsl_stream.dialects.syntax import OperandResolver, end_of_last_token


class CmdOpTrait(OpTrait):
    """Marks ops that may appear inside a `stream.cmd.execute` region."""


def verify_sized_regions(op: Operation) -> None:
    """MLIR's `SizedRegion<1>` on each region of `op`: at most one block."""
    for index, region in enumerate(op.regions):
        if len(region.blocks) > 1:
            raise VerifyException(f"expects region #{index} to have 0 or 1 blocks")


class SizedRegions(OpTrait):
    """`verify_sized_regions` as a trait (xDSL verifies traits in no set
    order: an op with another trait that assumes one block uses
    `SizedSingleBlockImplicitTerminator` instead)."""

    def verify(self, op: Operation) -> None:
        verify_sized_regions(op)


@dataclass(frozen=True)
class SizedSingleBlockImplicitTerminator(SingleBlockImplicitTerminator):
    """`SingleBlockImplicitTerminator` on regions IREE declares
    `SizedRegion<1>`: a region of several blocks is refused in MLIR's words.
    The terminator is the op's own `verify_`'s to check, last
    (`verify_yield_terminated`): MLIR checks a region trait after the op's
    verifier, which refuses an op that does not belong in the region (an
    unregistered one among them) at that op."""

    def verify(self, op: Operation) -> None:
        verify_sized_regions(op)


def verify_yield_terminated(op: Operation, body: Region) -> None:
    """IREE's `SingleBlockImplicitTerminator<"IREE::Stream::YieldOp">`: the
    region's block ends in a `stream.yield`.  (The block's last op is a
    terminator by MLIR's rules before this is asked; an unregistered op,
    which those rules take as possibly one, is not a `stream.yield`.)"""
    for block in body.blocks:
        term = block.last_op
        if term is not None and term.name != "stream.yield":
            raise VerifyException(
                f"'{op.name}' op expects regions to end with 'stream.yield', "
                f"found '{operation_name(term)}'"
            )


def segment_sizes(
    sizes: tuple[int, ...], memo: dict[tuple[int, ...], DenseArrayBase] | None = None
) -> DenseArrayBase:
    """`operandSegmentSizes`; with `memo` (the caller's, per parse or per
    rewrite: never process-wide), made once per distinct value there
    (attributes are immutable, so ops share them)."""
    if memo is None:
        return DenseArrayBase.from_list(IntegerType(32), sizes)
    made = memo.get(sizes)
    if made is None:
        made = memo[sizes] = DenseArrayBase.from_list(IntegerType(32), sizes)
    return made


def function_type_of(op: Operation) -> FunctionType | None:
    """The `function_type` of a function-like op (func.func, util.func, ...)."""
    ftype = op.properties.get("function_type", op.attributes.get("function_type"))
    return ftype if isinstance(ftype, FunctionType) else None


def unit_attr(flag: bool) -> UnitAttr | None:
    return UnitAttr() if flag else None


class DeclaredOp(IRDLOperation):
    """Base of the ops declared by an `assembly_format`
    (with `declared_op_definition`)."""


@cache
def _property_order(op_type: type[IRDLOperation]) -> dict[str, int]:
    names = list(op_type.get_irdl_definition().properties)
    return {name: i for i, name in enumerate(names)}


def _flatten(groups: Sequence[Sequence[_T] | None]) -> list[_T]:
    return [item for group in groups if group is not None for item in group]


def _parse_directive(
    directive: FormatDirective, parser: Parser, state: ParsingState
) -> None:
    """`directive.parse`, with `fast_paths.scan_type` for `type(...)`.

    Types are most of what a format reads that no custom directive does
    (`: !stream.binding -> !iree_tensor_ext.dispatch.tensor<...>`, `: index`),
    and the generic type parser is slow; optional groups are walked so that
    the types inside them are read the same way.
    """
    if isinstance(directive, TypeDirective) and _scan_type(directive, parser, state):
        return
    if isinstance(directive, OptionalGroupDirective):
        _parse_optional_group(directive, parser, state)
        return
    directive.parse(parser, state)


def _scan_type(directive: TypeDirective, parser: Parser, state: ParsingState) -> bool:
    """Read the type(s) of `directive` with `fast_paths.scan_type(_list)`;
    False, with nothing read, when the shortcut does not apply."""
    inner = directive.inner
    if isinstance(inner, VariadicOperandVariable | VariadicResultVariable):
        types = fast_paths.scan_type_list(parser)
        if types is None:
            return False
        inner.set_types(state, types)
        return True
    if isinstance(inner, OperandVariable | ResultVariable):
        start = parser.pos
        type = fast_paths.scan_type(parser)
        if type is None:
            return False
        if isinstance(directive, xdsl_internals.KindCheckedType):
            directive.check(parser, type, start)
        inner.set_types(state, (type,))
        return True
    return False


def _parse_optional_group(
    directive: OptionalGroupDirective, parser: Parser, state: ParsingState
) -> None:
    """As `OptionalGroupDirective.parse`, each element with `_parse_directive`."""
    start = parser.pos
    directive.then_first.parse_optional(parser, state)
    if start != parser.pos:
        for element in directive.then_elements:
            _parse_directive(element, parser, state)
        for element in directive.else_elements:
            element.set_empty(state)
    else:
        for element in directive.then_elements:
            element.set_empty(state)
        for element in directive.else_elements:
            _parse_directive(element, parser, state)


@cache
def _fixed_operand_types(op_type: type[IRDLOperation]) -> tuple[Attribute | None, ...]:
    """The type of each operand group whose constraint names one type
    (`index`, `!stream.timepoint`), made once: the format program infers a
    new one for every op."""
    fixed: list[Attribute | None] = []
    for _, operand_def in op_type.get_irdl_definition().operands:
        constr = operand_def.constr
        if constr.variables() or not constr.can_infer(set(), length_known=True):
            fixed.append(None)
            continue
        (type,) = constr.infer(VerificationContext(), length=1)
        fixed.append(type)
    return tuple(fixed)


def _check_constraints(
    program: FormatProgram,
    op_type: type[IRDLOperation],
    op_def: OpDef,
    parser: Parser,
    state: ParsingState,
) -> None:
    """`program.resolve_constraint_variables`, once per parse, op and operand
    and result types when no constraint variable needs what it records.

    What held is kept in the parse's memo (`fast_paths.parse_memo(...).checked`):
    (op, the ids of the types, then the counts) -> the types.  The value keeps
    each type alive, so no id in a key is reused by another object during
    the parse; keying by the types' equality instead would hash every type of
    the op (a dispatch's 40-odd cost more than reading it), and the reader
    shares the objects of repeated type text, so ids repeat.

    The properties the directives make are valid by construction, and the
    verifier, which runs after parsing, checks every property again: only
    the types read are worth checking here, where an error has a location.
    """
    if _has_variables(op_type):
        program.resolve_constraint_variables(state, op_def)
        return
    types = tuple(
        t
        for group in (*state.operand_types, *state.result_types)
        for t in (group or ())
    )
    key = (
        op_type,
        tuple(map(id, types)),
        tuple(-1 if g is None else len(g) for g in state.operands),
    )
    checked = fast_paths.parse_memo(parser).checked
    if key in checked:
        return
    program.resolve_constraint_variables(state, op_def)
    checked[key] = types


@cache
def _has_variables(op_type: type[IRDLOperation]) -> bool:
    op_def = op_type.get_irdl_definition()
    defs = (
        *(d for _, d in op_def.operands),
        *(d for _, d in op_def.results),
        *op_def.properties.values(),
        *op_def.attributes.values(),
    )
    return any(d.constr.variables() for d in defs)


def _check_operand_type_counts(
    op_type: type[IRDLOperation],
    parser: Parser,
    operands: Sequence[object],
    operand_types: Sequence[object],
) -> None:
    """A parse error (as xDSL's own format parser gives) where an operand
    group was given another number of types than operands."""
    for n, (names, types) in enumerate(zip(operands, operand_types, strict=True)):
        names = cast(Sequence[UnresolvedOperand], names)
        types = cast(Sequence[Attribute], types)
        if len(names) != len(types):
            parser.raise_error(
                f"'{op_type.name}': operand group {n} has {len(names)} "
                f"operand(s) but {len(types)} type(s)"
            )


def _format_program_parse_with_shortcuts(
    program: FormatProgram,
    runs: Sequence[fast_paths.FormatRun],
    op_type: type[IRDLOperation],
    parser: Parser,
) -> IRDLOperation:
    """A copy of xDSL's `FormatProgram.parse` with the shortcuts, building the
    op with `create`.

    The same steps as xDSL's (the format's directives, the constraint checks,
    type inference, operand resolution).  With the shortcuts on, each run of
    directives `fast_paths.compile_format` made one regular expression of is
    read with it when spelled canonically, and types with
    `fast_paths.scan_type`; the rest token by token.  The op is made directly from the
    parsed groups: the IRDL builder checks them again, which costs more than
    parsing a dispatch (the verifier checks the op anyway).  Properties are
    put in the order the op defines them (the builders' order, so the generic
    form does not depend on how the op was made), segment sizes last.
    """
    op_def = op_type.get_irdl_definition()
    state = ParsingState(op_type)
    _parse_statements(program, runs, parser, state)
    _check_constraints(program, op_type, op_def, parser, state)
    operand_types = _operand_types(program, op_type, op_def, state)
    result_types = program.resolve_result_types(state, op_def)
    _check_operand_type_counts(op_type, parser, state.operands, operand_types)
    operand_groups = _resolve_operands(parser, state, operand_types)
    properties = _ordered_properties(op_type, state)
    segments = fast_paths.parse_memo(parser).segments
    _set_segment_sizes(
        op_def, properties, state, operand_groups, result_types, segments
    )
    return op_type.create(
        operands=_flatten(operand_groups),
        result_types=_flatten(result_types),
        properties=properties,
        attributes=state.attributes,
        successors=_flatten(state.successors),
        regions=_flatten(state.regions),
    )


def _parse_statements(
    program: FormatProgram,
    runs: Sequence[fast_paths.FormatRun],
    parser: Parser,
    state: ParsingState,
) -> None:
    """The format's directives: with the shortcuts on, a run at a time (its
    regular expression, else directive by directive), otherwise as xDSL does."""
    if is_on(Speedup.FAST_PATHS):
        for run in runs:
            if not fast_paths.match_run(run, parser, state):
                for stmt in run.directives:
                    _parse_directive(stmt, parser, state)
    else:
        for stmt in program.stmts:
            stmt.parse(parser, state)


def _operand_types(
    program: FormatProgram,
    op_type: type[IRDLOperation],
    op_def: OpDef,
    state: ParsingState,
) -> Sequence[Sequence[Attribute]]:
    """The types of each operand group, as read or as the one type its
    constraint names; when a group is neither, the format program's inference
    for all of them."""
    fixed = _fixed_operand_types(op_type)
    operand_types = [
        types
        if types is not None
        else [fixed[i]] * len(cast(Sequence[UnresolvedOperand], state.operands[i]))
        if fixed[i] is not None
        else None
        for i, types in enumerate(state.operand_types)
    ]
    if None in operand_types:
        return program.resolve_operand_types(state, op_def)
    return cast(list[Sequence[Attribute]], operand_types)


def _resolve_operands(
    parser: Parser,
    state: ParsingState,
    operand_types: Sequence[Sequence[Attribute]],
) -> list[list[SSAValue]]:
    """The SSA values of each operand group."""
    # A value named twice with the same type is resolved once (a dispatch
    # names the same sizes and lengths in each binding).
    resolver = OperandResolver(parser) if len(state.operands) > 4 else parser
    return [
        [resolver.resolve_operand(o, t) for o, t in zip(uo, ts, strict=True)]
        for uo, ts in zip(
            cast(list[Sequence[UnresolvedOperand]], state.operands),
            operand_types,
            strict=True,
        )
    ]


def _ordered_properties(
    op_type: type[IRDLOperation], state: ParsingState
) -> dict[str, Attribute]:
    """The parsed properties, in the order the op defines them."""
    properties = state.properties
    if len(properties) > 1:
        order = _property_order(op_type)
        properties = dict(
            sorted(properties.items(), key=lambda kv: order.get(kv[0], len(order)))
        )
    return properties


def _set_segment_sizes(
    op_def: OpDef,
    properties: dict[str, Attribute],
    state: ParsingState,
    operand_groups: Sequence[Sequence[SSAValue]],
    result_types: Sequence[Sequence[Attribute]],
    memo: dict[tuple[int, ...], DenseArrayBase],
) -> None:
    """Add the op's operand and result segment sizes (as a property or an
    attribute, as the op declares them), made once per parse (`memo`)."""
    for option in op_def.options:
        if isinstance(option, AttrSizedSegments):
            container = properties if option.as_property else state.attributes
            if isinstance(option, AttrSizedOperandSegments):
                sizes = tuple(len(g) for g in operand_groups)
            elif isinstance(option, AttrSizedResultSegments):
                sizes = tuple(len(g) for g in result_types)
            else:
                continue
            container[option.attribute_name] = segment_sizes(sizes, memo)


_OpT = TypeVar("_OpT", bound=IRDLOperation)
_T = TypeVar("_T")


def declared_op_definition(cls: type[_OpT]) -> type[_OpT]:
    """`memoizing_op_definition` (`irdl_op_definition` with the verifier's
    memo, `xdsl_stream.core.verify_memo`), the op parsed by
    `_format_program_parse_with_shortcuts` (its `parse` hook) and printed by
    xDSL's format program, both compiled from the op's format when the op is
    first read or printed (`format_program`).

    Also, a type the format reads that breaks the op's constraints fails in
    xDSL's format program as a VerifyException, without a location (and
    xdsl-opt's `--parsing-diagnostics` does not catch it): it is reported as a
    parse error at the op instead, as MLIR does (docs/upstream.md, 6); where
    the constraint speaks MLIR's words, at the op's name with the value named,
    as iree-opt's verifier says it (`xdsl_internals.ValueNamingProgram`).
    """
    spelled = cls.assembly_format
    if spelled is None:
        return memoizing_op_definition(cls)

    # Compiled at the op's first parse or print (most runs meet a few of the
    # 96 ops); the format's runs (fast paths) at its first parse.
    program = cache(lambda: format_program(cls))
    runs = cache(lambda: fast_paths.compile_format(program().stmts))

    def parse_at_op(op_type: type[_OpT], parser: Parser) -> _OpT:
        start = parser.pos
        try:
            made = _format_program_parse_with_shortcuts(
                program(), runs(), op_type, parser
            )
        except VerifyException as e:
            message = str(e)
            if xdsl_internals.VALUE_MESSAGE.fullmatch(message):
                # at the op's name, in the words of iree-opt's verifier
                at = xdsl_internals.input_text(parser).rfind(op_type.name, 0, start)
                if at >= 0:
                    end = at + len(op_type.name)
                    parser.raise_error(f"'{op_type.name}' op {message}", at, end)
            parser.raise_error(message, start, end_of_last_token(parser))
        return cast(_OpT, made)

    def print_at_op(op: _OpT, printer: Printer) -> None:
        program().print(printer, op)

    return memoizing_op_definition(cls, parse=parse_at_op, print_=print_at_op)


def format_program(op_type: type[IRDLOperation]) -> FormatProgram:
    """The op's assembly format compiled (a `PyRDLOpDefinitionError` if it
    does not compile, as `irdl_op_definition` raises at definition)."""
    spelled = op_type.assembly_format
    assert spelled is not None
    try:
        op_def = op_type.get_irdl_definition()
        return xdsl_internals.with_required_anchors(
            FormatProgram.from_str(spelled, op_def), op_def, index_read_as_class=True
        )
    except ParseError as e:
        raise PyRDLOpDefinitionError(
            f"{op_type.__name__}: the assembly format does not compile: {e}"
        ) from e


def verify_declaration_visibility(
    op: Operation, body: Region | None, visibility: StringAttr | None
) -> None:
    """MLIR's symbol rule: a function without a body may not be public."""
    if (body is None or not body.blocks) and (
        visibility is None or visibility.data == "public"
    ):
        raise VerifyException("symbol declaration cannot have public visibility")


def verify_one_size_each(
    resources: Sequence[SSAValue], sizes: Sequence[SSAValue], what: str
) -> None:
    """One size operand per resource operand: `<n> <what> but <m> sizes`."""
    if len(resources) != len(sizes):
        raise VerifyException(f"{len(resources)} {what} but {len(sizes)} sizes")
