"""What integer values, and what alignment, a host value may have.

Three DFX elements (`xdsl_stream.analysis.dfx`), as IREE's
`AnnotateDispatchArguments.cpp` defines them:

* `ValuePVS`: the potential constant values of an SSA value.  An integer
  constant is itself; otherwise every op that may define the value
  (`Explorer.walk_defining_ops`) must be an integer constant, a
  `util.global.load` (the global's values), or an `arith.select` (the union of
  both choices); anything else, or a walk that cannot see every source,
  leaves the value unknown (an invalid state).
* `GlobalPVS`: the values of a `util.global`: its integer initial value and
  every value stored to it; unknown when its address is taken.  A global
  with neither an integer initial value nor any store is unknown too (IREE
  3.13 says it has no value at all, which lets a site that reads it be
  ignored).
* `ValueAlignment`: the largest power of two an `index` value is a multiple of:
  the lowest set bit common to all its potential values (0 says nothing),
  else the alignment operand of the `util.align` ops that may define it.
  `NATURAL_ALIGNMENT` (2^32, IREE's `kMaximumAlignment`) is the sentinel for
  "nothing learnt" (a value 0 wherever defined); an alignment of 1 is an
  invalid state, and so is, unlike in IREE 3.13 (`IreeValueAlignment`), a
  value some other op may define.

Values are kept as unsigned ints of their type's width (index: 64 bits), as
IREE's `APInt`s are.
"""

from __future__ import annotations

from typing import cast

from xdsl.dialects.arith import SelectOp
from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType
from xdsl.ir import Attribute, Operation, OpResult, SSAValue

from xdsl_stream.analysis.dfx import (
    Element,
    IncIntegerState,
    PotentialValuesState,
    Resolution,
    Solver,
    clamp_and_report,
)
from xdsl_stream.analysis.explorer import (
    DIRECT_CALLS,
    GLOBAL_LOAD,
    INDIRECT_CALLS,
    REGION_OPS,
    Walk,
    symbol_leaf,
)
from xdsl_stream.core.ir_helpers import constant_attribute, operation_name

NATURAL_ALIGNMENT = 1 << 32
"""IREE's `kMaximumAlignment`: an alignment no analysis learnt."""

INDEX_WIDTH = 64
"""The width MLIR stores `index` integer attributes with."""


def integer_width(type: Attribute) -> int | None:
    """The bit width of an integer or index type, else None."""
    if isinstance(type, IntegerType):
        return type.bitwidth
    if isinstance(type, IndexType):
        return INDEX_WIDTH
    return None


def unsigned_value(attr: IntegerAttr) -> int | None:
    """The bits of an integer attribute as an unsigned int."""
    width = integer_width(attr.type)
    if width is None:
        return None
    return attr.value.data & ((1 << width) - 1)


def constant_int(value: SSAValue) -> int | None:
    """MLIR's `m_ConstantInt`: the integer a constant-like op gives `value`."""
    attr = constant_attribute(value)
    if not isinstance(attr, IntegerAttr):
        return None
    return unsigned_value(attr)  # pyright: ignore[reportUnknownArgumentType]


def lowest_set_bit(value: int) -> int:
    """`value & ~(value - 1)`: 0 for 0."""
    return value & -value


class ValuePVS(Element[PotentialValuesState]):
    """The potential values of an SSA value."""

    def __init__(self, position: SSAValue):
        super().__init__(position)
        self.value = position

    def initial_state(self) -> PotentialValuesState:
        return PotentialValuesState()

    def initialize(self, solver: Solver) -> None:
        constant = constant_int(self.value)
        if constant is not None:
            self.state.insert(constant)
            self.state.indicate_optimistic_fixpoint()

    def update_impl(self, solver: Solver) -> bool:
        new = PotentialValuesState()

        def visit(result: OpResult) -> Walk:
            self._join(solver, result, new)
            return Walk.ADVANCE

        if not solver.explorer.walk_defining_ops(self.value, visit):
            _give_up(new)
        return clamp_and_report(self.state, new)

    def _join(
        self, solver: Solver, result: OpResult, new: PotentialValuesState
    ) -> None:
        constant = constant_int(result)
        if constant is not None:
            new.insert(constant)
            return
        op = result.op
        if operation_name(op) == GLOBAL_LOAD:
            info = solver.explorer.global_info(symbol_leaf(op, "global") or "")
            if info is not None:
                found = solver.get_element(
                    GlobalPVS, info.op, self, Resolution.REQUIRED
                )
                if found.state.is_valid():
                    new.union(found.state)
                    return
        if isinstance(op, SelectOp):
            lhs = solver.get_element(ValuePVS, op.lhs, self, Resolution.REQUIRED)
            rhs = solver.get_element(ValuePVS, op.rhs, self, Resolution.REQUIRED)
            if not lhs.state.is_valid() or not rhs.state.is_valid():
                _give_up(new)
            else:
                new.union(lhs.state)
                new.union(rhs.state)
            return
        _give_up(new)


def _give_up(state: PotentialValuesState) -> None:
    """Some value is unknown: undef, and a pessimistic (invalid) state."""
    state.union_undef()
    state.indicate_pessimistic_fixpoint()


class GlobalPVS(Element[PotentialValuesState]):
    """The potential values of a `util.global` (at its op)."""

    def __init__(self, position: Operation):
        super().__init__(position)
        self.op = position

    def initial_state(self) -> PotentialValuesState:
        return PotentialValuesState()

    def initialize(self, solver: Solver) -> None:
        info = solver.explorer.global_info(_global_name(self.op))
        initial = self.op.properties.get("initial_value")
        has_initial = isinstance(initial, IntegerAttr)
        if info is None or info.is_indirect or (not has_initial and not info.stores):
            self.state.indicate_pessimistic_fixpoint()
        elif isinstance(initial, IntegerAttr):
            value = unsigned_value(initial)  # pyright: ignore[reportUnknownArgumentType]
            if value is not None:
                self.state.insert(value)

    def update_impl(self, solver: Solver) -> bool:
        new = PotentialValuesState()
        info = solver.explorer.global_info(_global_name(self.op))
        assert info is not None  # else initialize made the state pessimistic
        for store in info.stores:
            stored = solver.get_element(
                ValuePVS, store.operands[0], self, Resolution.REQUIRED
            )
            if stored.state.is_valid():
                new.union(stored.state)
            else:
                _give_up(new)
        return clamp_and_report(self.state, new)


def _global_name(op: Operation) -> str:
    name = op.properties.get("sym_name")
    return getattr(name, "data", "")


class ValueAlignment(Element[IncIntegerState]):
    """The alignment of an `index` value (other types: invalid).

    Sound: a defining op other than `util.align` whose values are not all
    known zeros (say `arith.addi %x, %c1`) makes the alignment unknown (the
    pessimistic state, 1), so `NATURAL_ALIGNMENT` is left only for values
    that are 0 wherever they are defined.  `IreeValueAlignment` is IREE
    3.13's element, which lets such an op say nothing (`NATURAL_ALIGNMENT`),
    so that a minimum over sites claims another site's alignment for it.
    """

    iree_unknown_definitions = False
    """True: a defining op that is neither `util.align` nor a known zero
    says nothing (IREE 3.13, unsound)."""

    def __init__(self, position: SSAValue):
        super().__init__(position)
        self.value = position

    def initial_state(self) -> IncIntegerState:
        return IncIntegerState(best=NATURAL_ALIGNMENT, worst=1)

    def initialize(self, solver: Solver) -> None:
        if not isinstance(self.value.type, IndexType):
            self.state.indicate_pessimistic_fixpoint()

    def update_impl(self, solver: Solver) -> bool:
        new = self.state.copy()
        pvs = solver.get_element(ValuePVS, self.value, self, Resolution.OPTIONAL)
        if pvs.state.is_valid() and not pvs.state.undef:
            alignment = common_alignment(pvs.state.values)
            if alignment is not None:
                new.take_assumed_minimum(alignment)
                new.indicate_optimistic_fixpoint()
        if not new.is_at_fixpoint():
            only_zeros = pvs.state.is_valid() and not pvs.state.undef

            def visit(result: OpResult) -> Walk:
                if operation_name(result.op) == "util.align":
                    operand = result.op.operands[1]
                    found = solver.get_element(
                        type(self), operand, self, Resolution.REQUIRED
                    )
                    new.clamp(found.state)
                elif not self.iree_unknown_definitions:
                    _sound_definition(solver, result.op, new, only_zeros)
                return Walk.ADVANCE

            if not solver.explorer.walk_defining_ops(self.value, visit):
                new.indicate_pessimistic_fixpoint()
        return clamp_and_report(self.state, new)


_WALKED_THROUGH = DIRECT_CALLS | INDIRECT_CALLS | REGION_OPS
"""Ops whose results the explorer reports and then walks through (to the
callee's returns, the region's yields): what defines the value is there."""


def _sound_definition(
    solver: Solver, op: Operation, state: IncIntegerState, only_zeros: bool
) -> None:
    """What a defining op other than `util.align` says of an alignment:
    nothing if the walk goes through it or all values are known zeros; the
    lowest set bit of an integer constant's value (0: nothing) or of a loaded
    global's initial value (the walk sees only its stores); else unknown
    (IREE 3.13 says nothing for every such op)."""
    name = operation_name(op)
    if name in _WALKED_THROUGH:
        return
    constant = constant_int(op.results[0]) if len(op.results) == 1 else None
    if constant is not None:
        if constant:
            state.take_assumed_minimum(lowest_set_bit(constant))
        return
    if name == GLOBAL_LOAD:
        info = solver.explorer.global_info(symbol_leaf(op, "global") or "")
        initial = None if info is None else info.op.properties.get("initial_value")
        if initial is None:
            return
        value = (
            unsigned_value(cast(IntegerAttr, initial))
            if isinstance(initial, IntegerAttr)
            else None
        )
        if value is None:
            state.indicate_pessimistic_fixpoint()
        elif value:
            state.take_assumed_minimum(lowest_set_bit(value))
        return
    if not only_zeros:
        state.indicate_pessimistic_fixpoint()


class IreeValueAlignment(ValueAlignment):
    """IREE 3.13's `ValueAlignment`: a defining op that is neither
    `util.align` nor a known zero says nothing (docs/iree-stream-facts.md)."""

    iree_unknown_definitions = True


def common_alignment(values: set[int]) -> int | None:
    """The smallest lowest set bit among `values` (0s say nothing); None if
    nothing is said."""
    divisors = [lowest_set_bit(v) for v in values if v]
    return min(divisors) if divisors else None
