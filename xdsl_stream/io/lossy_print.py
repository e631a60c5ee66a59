"""Find ops whose custom print would lose information.

xDSL 0.75's custom printers of some upstream ops drop what they do not print:
`linalg.matmul` with non-default `indexing_maps` (a transposed operand) prints
as a plain matmul, so a module printed without `--print-op-generic` silently
changes meaning.  Stock `xdsl-opt` cannot know; this check does, by asking the
printer and parser themselves: an op's custom print, read back, must give the
op's generic print.

Each op is checked alone: a copy of it whose regions keep their blocks'
arguments but no ops (their ops are checked in turn) but a terminator of no
operand after a placeholder op (a printer may leave such a terminator out
for its parser to put back, which xDSL's `scf.execute_region` does not),
with operands that are arguments of a wrapping block.  Checks are memoized
on what a printer can see of the op (name, properties, attributes, operand,
result and block argument types, its blocks' bare terminators; not the attribute values, as a printer that drops information drops a
kind of attribute, whatever its value), so a module with many alike ops
costs a few checks.  Ops printed in
generic form anyway (no custom format, unregistered) are not checked, nor
are ops with successors (branches), whose custom print needs the blocks they
target.  Ops of this package's own dialects (whose syntax its tests hold
lossless) are lossy only where their class says their custom form cannot
say them (`GenericUnless`: `util.switch` of values of another type than its
default, ...), which `xdsl-stream-opt` prints in generic form and stock
`xdsl-opt` in custom form.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from dataclasses import dataclass
from io import StringIO

from xdsl.context import Context
from xdsl.dialects.builtin import (
    ModuleOp,
    UnrealizedConversionCastOp,
    UnregisteredOp,
    i1,
)
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    AttrSizedResultSegments,
    AttrSizedSegments,
    IRDLOperation,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import IsTerminator
from xdsl.utils.exceptions import ParseError

from xdsl_stream.core.diagnostics import OpMessage, Severity, emit
from xdsl_stream.core.ir_helpers import op_text
from xdsl_stream.core.xdsl_internals import running_opt_prints_generic
from xdsl_stream.dialects.syntax import custom_form_reads_back
from xdsl_stream.io.parser import collector_paused


def is_owned(op: Operation) -> bool:
    """True for ops of this package's own dialects; not for the `linalg` ops
    it declares in place of xDSL's (`PRINTED_AS_XDSLS`), which print as
    xDSL's do."""
    op_type = type(op)
    return op_type.__module__.startswith("xdsl_stream.") and not getattr(
        op_type, "PRINTED_AS_XDSLS", False
    )


def prints_custom_form(op: Operation) -> bool:
    """True if the printer, unless told to print generically, uses the op's
    own (custom) format."""
    return not isinstance(op, UnregisteredOp) and type(op).print is not Operation.print


_SEGMENT_OPTIONS: dict[str, type[AttrSizedSegments]] = {
    AttrSizedOperandSegments.attribute_name: AttrSizedOperandSegments,
    AttrSizedResultSegments.attribute_name: AttrSizedResultSegments,
}
"""The attributes named as segment sizes, and the option keeping them."""


def drops_segment_attribute(op: Operation) -> bool:
    """Whether `op` holds an `operandSegmentSizes` or `resultSegmentSizes`
    discardable attribute of its own (not its segments, which its definition
    keeps as a property or none): xDSL's declarative formats leave these
    names out of the attribute dictionary they print for any op with a
    variadic or optional operand or result (and refuse them in one they
    read), MLIR only for an op whose segments they are.  Such an op prints
    in generic form, where every attribute is kept."""
    held = [kind for name, kind in _SEGMENT_OPTIONS.items() if name in op.attributes]
    if not held or not isinstance(op, IRDLOperation):
        return False
    options = op.get_irdl_definition().options
    return any(
        not any(isinstance(o, kind) and not o.as_property for o in options)
        for kind in held
    )


@dataclass(frozen=True)
class LossyOps:
    """Ops of one name whose custom print loses information."""

    name: str
    ops: tuple[Operation, ...]


def lossy_custom_prints(ctx: Context, module: ModuleOp) -> list[LossyOps]:
    """Per op name, in order of first appearance, the ops whose custom print
    does not read back as the op."""
    checker = _Checker(ctx)
    found: dict[str, list[Operation]] = {}
    with collector_paused():  # it allocates much and frees it all at once
        for op in _checked_ops(module):
            if checker.is_lossy(op):
                found.setdefault(op.name, []).append(op)
    return [LossyOps(name, tuple(ops)) for name, ops in found.items()]


def warn_lossy_custom_prints(ctx: Context, module: ModuleOp) -> None:
    """Emit one warning per op name whose custom print loses information."""
    for lossy in lossy_custom_prints(ctx, module):
        count = len(lossy.ops)
        which = f"'{lossy.name}'" if count == 1 else f"{count} '{lossy.name}' ops"
        emit(
            OpMessage(
                lossy.ops[0],
                Severity.WARNING,
                f"{which} would lose information in custom form (xDSL's printer "
                "drops some of its attributes, or its custom form cannot say "
                "it): print with --print-op-generic, or the output will not "
                "mean what the input meant",
            )
        )


def warn_before_custom_print(ctx: Context, module: ModuleOp) -> None:
    """`warn_lossy_custom_prints` where an `xdsl-opt` run (stock `xdsl-opt`:
    the package's tools turn the passes' `check_printing` off) is to print
    `module` in custom form; nothing under the Python API, whose caller
    chooses how to print."""
    if running_opt_prints_generic() is False:
        warn_lossy_custom_prints(ctx, module)


def _checked_ops(module: ModuleOp) -> Iterator[Operation]:
    for op in module.walk():
        if op is module or not prints_custom_form(op):
            continue
        if op.successors:
            continue
        yield op


class _Checker:
    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx
        self._verdicts: dict[Hashable, bool] = {}

    def is_lossy(self, op: Operation) -> bool:
        if is_owned(op):  # lossless but where its class says otherwise
            return not custom_form_reads_back(op)
        key = _printed_key(op)
        verdict = self._verdicts.get(key)
        if verdict is None:
            verdict = self._verdicts[key] = _round_trip_differs(self._ctx, op)
        return verdict


def _printed_key(op: Operation) -> Hashable:
    """The kind of what a printer sees of `op`: its name, the names and kinds
    (attribute classes) of its properties and attributes, and its types."""
    return (
        type(op),
        op.name,
        tuple((name, type(value)) for name, value in op.properties.items()),
        tuple((name, type(value)) for name, value in op.attributes.items()),
        tuple(operand.type for operand in op.operands),
        tuple(result.type for result in op.results),
        tuple(
            tuple(tuple(arg.type for arg in block.args) for block in region.blocks)
            for region in op.regions
        ),
        _kept_terminators(op),
    )


def _bare_terminator(block: Block) -> Operation | None:
    """The last op of `block` if it is a terminator with no operand and no
    successor (an `scf.yield` of nothing): one a custom printer may leave out
    of its region's text, for its parser to put back (or not)."""
    last = block.last_op
    if last is None or last.operands or last.successors or last.regions:
        return None
    return last if last.has_trait(IsTerminator, value_if_unregistered=False) else None


def _kept_terminators(op: Operation) -> tuple[tuple[str | None, ...], ...]:
    """Per region and block of `op`, the name of its `_bare_terminator`."""
    return tuple(
        tuple(
            None if (last := _bare_terminator(b)) is None else last.name
            for b in region.blocks
        )
        for region in op.regions
    )


def _round_trip_differs(ctx: Context, op: Operation) -> bool:
    """The generic print, read back, is the reference: where `ctx` cannot read
    even that (dialects it lacks), nothing can be said."""
    wrapper = _wrapped_copy(op)
    kept = _kept_terminators(op)
    try:
        expected = _shape(_reparse(ctx, _print(wrapper, generic=True)), kept)
    except ParseError:
        return False
    try:
        back = _reparse(ctx, _print(wrapper, generic=False))
    except ParseError:
        return True  # a custom print that cannot be read back loses it all
    return _shape(back, kept) != expected


def _shape(wrapper: Operation, kept: tuple[tuple[str | None, ...], ...]) -> Hashable:
    """What matters of the wrapped op: `_printed_key` with operands as
    positions among the wrapper's arguments, and the bare terminators each
    region kept (`kept`: a printer that leaves one out must have a parser
    that puts it back; counted by name, as an emptied entry block may not
    survive a custom print, which real blocks never are).  Other nested ops
    are left out: a parser may add implicit terminators to the emptied
    regions, and nested ops are checked on their own."""
    block = wrapper.regions[0].blocks.first
    if block is None or block.first_op is None:
        return None
    op = block.first_op
    positions: dict[SSAValue, int] = {arg: n for n, arg in enumerate(block.args)}
    return (
        op.name,
        frozenset(op.properties.items()),
        frozenset(op.attributes.items()),
        tuple((positions.get(v), v.type) for v in op.operands),
        tuple(result.type for result in op.results),
        tuple(
            tuple(tuple(a.type for a in b.args) for b in region.blocks if b.args)
            for region in op.regions
        ),
        tuple(  # (as many regions as `kept`: the op's name and kind are equal)
            tuple(
                b.last_op.name
                for b in region.blocks
                if b.last_op is not None and b.last_op.name in names
            )
            for region, names in zip(op.regions, kept, strict=False)
        ),
    )


def _wrapped_copy(op: Operation) -> Operation:
    """`"builtin.module"() ({^bb0(<operands>): <op, regions emptied>})`, the
    regions' blocks keeping their bare terminators (`_bare_terminator`),
    each after a `builtin.unrealized_conversion_cast` of nothing to an `i1`."""
    operands = list(dict.fromkeys(op.operands))
    block = Block(arg_types=[value.type for value in operands])
    mapping: dict[SSAValue, SSAValue] = dict(zip(operands, block.args, strict=True))
    copy = op.clone_without_regions(value_mapper=mapping)
    for region, original in zip(copy.regions, op.regions, strict=True):
        for old in original.blocks:
            new = Block(arg_types=[arg.type for arg in old.args])
            if (terminator := _bare_terminator(old)) is not None:
                # After an op, as in the block it stands for: a parser may put
                # a left-out terminator back in an empty block only.
                new.add_ops(
                    [UnrealizedConversionCastOp.get([], [i1]), terminator.clone()]
                )
            region.add_block(new)
    block.add_op(copy)
    return ModuleOp(Region(block))


def _print(op: Operation, *, generic: bool) -> str:
    if generic:
        return op_text(op, generic=True)
    # The wrapper generic (its block has arguments), the op custom.
    stream = StringIO()
    printer = Printer(stream)
    printer.print_string('"builtin.module"() (')
    printer.print_region(op.regions[0], print_entry_block_args=True)
    printer.print_string(") : () -> ()")
    return stream.getvalue()


def _reparse(ctx: Context, text: str) -> Operation:
    parser = Parser(ctx, text, "<custom print>")
    op = parser.parse_optional_operation()
    if op is None:
        parser.raise_error("expected the wrapped op")
    return op
