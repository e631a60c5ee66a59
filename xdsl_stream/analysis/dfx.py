"""A fixpoint solver over abstract states of IR values, as IREE's DFX is.

IREE's DFX (`Util/Analysis/DFX`, after LLVM's Attributor) keeps one element
per (kind, value or op): an abstract state that starts optimistic and only
ever gets worse.  An element's `update` reads other elements through the
solver, which records who depends on whom; the solver updates elements until
nothing changes.  This module is that machinery, step for step, so that the
analyses built on it see the same states IREE does:

* states (`BooleanState`, `IncIntegerState`, `PotentialValuesState`) with
  IREE's `^=` (clamp the assumed value), fixpoints and validity;
* `Solver.get_element` creates an element on first use, initialises it and,
  unless 1024 initialisations are nested, updates it at once (at most 16
  nested updates); a dependency is recorded while the queried element is not
  at a fixpoint;
* `Solver.run` iterates at most `MAX_ITERATIONS` (32) times: each round
  updates the elements whose inputs changed, a `REQUIRED` dependency of an
  invalid element is made pessimistic at once, and elements created in the
  round count as changed.  When the limit is reached, every element still
  changing and everything depending on it is made pessimistic (a sound state),
  and `run` returns False: IREE's `failure()`.  As in IREE, a worklist that
  empties in the 32nd round also counts as not converged.

`PotentialValuesState` holds at most `MAX_POTENTIAL_VALUES` (8192) values:
reaching that many makes it invalid.  "undef" (a value that may be anything)
is only kept while the set is empty, as in IREE.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable
from dataclasses import dataclass, field
from enum import Enum, auto
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    from xdsl_stream.analysis.explorer import Explorer

MAX_ITERATIONS = 32
"""IREE's `Solver::run` default: rounds before the solver gives up."""
MAX_INITIALIZATION_CHAIN = 1024
"""Nested element creations beyond which a new element starts pessimistic."""
MAX_UPDATE_CHAIN = 16
"""Nested updates on creation beyond which a new element waits for `run`."""
MAX_POTENTIAL_VALUES = 8192
"""Values a `PotentialValuesState` holds before it becomes invalid."""


class Resolution(Enum):
    """How an element depends on another (IREE's `DFX::Resolution`)."""

    NONE = auto()
    OPTIONAL = auto()
    REQUIRED = auto()


class Phase(Enum):
    SEEDING = auto()
    UPDATE = auto()
    DONE = auto()


# ===----------------------------------------------------------------------=== #
# States
# ===----------------------------------------------------------------------=== #


class AbstractState(ABC):
    @abstractmethod
    def is_valid(self) -> bool: ...

    @abstractmethod
    def is_at_fixpoint(self) -> bool: ...

    @abstractmethod
    def indicate_optimistic_fixpoint(self) -> None: ...

    @abstractmethod
    def indicate_pessimistic_fixpoint(self) -> None: ...


@dataclass
class BooleanState(AbstractState):
    """Assumed true until known otherwise (valid while `assumed`)."""

    known: bool = False
    assumed: bool = True

    def is_valid(self) -> bool:
        return self.assumed

    def is_at_fixpoint(self) -> bool:
        return self.assumed == self.known

    def indicate_optimistic_fixpoint(self) -> None:
        self.known = self.assumed

    def indicate_pessimistic_fixpoint(self) -> None:
        self.assumed = self.known

    def clamp(self, other: BooleanState) -> None:
        """`^=`: a false assumption falls back to what is known."""
        if not other.assumed:
            self.assumed = self.known


@dataclass
class IncIntegerState(AbstractState):
    """An integer assumed `best` that may only decrease, never below what is
    known (`worst` at first); invalid once it reaches `worst`."""

    best: int
    worst: int
    known: int = 0
    assumed: int = 0

    def __post_init__(self) -> None:
        self.known = self.worst
        self.assumed = self.best

    def is_valid(self) -> bool:
        return self.assumed != self.worst

    def is_at_fixpoint(self) -> bool:
        return self.assumed == self.known

    def indicate_optimistic_fixpoint(self) -> None:
        self.known = self.assumed

    def indicate_pessimistic_fixpoint(self) -> None:
        self.assumed = self.known

    def take_assumed_minimum(self, value: int) -> None:
        self.assumed = max(min(self.assumed, value), self.known)

    def clamp(self, other: IncIntegerState) -> None:
        """`^=`."""
        self.take_assumed_minimum(other.assumed)

    def copy(self) -> IncIntegerState:
        state = IncIntegerState(self.best, self.worst)
        state.known, state.assumed = self.known, self.assumed
        return state

    def snapshot(self) -> Hashable:
        return self.assumed


@dataclass
class PotentialValuesState(AbstractState):
    """The set of values something may take, plus "undef" (IREE's
    `PotentialValuesState<APInt>`, values as unsigned ints)."""

    validity: BooleanState = field(default_factory=BooleanState)
    values: set[int] = field(default_factory=set[int])
    undef: bool = False

    def is_valid(self) -> bool:
        return self.validity.is_valid()

    def is_at_fixpoint(self) -> bool:
        return self.validity.is_at_fixpoint()

    def indicate_optimistic_fixpoint(self) -> None:
        self.validity.indicate_optimistic_fixpoint()

    def indicate_pessimistic_fixpoint(self) -> None:
        self.validity.indicate_pessimistic_fixpoint()

    def _check(self) -> None:
        if len(self.values) >= MAX_POTENTIAL_VALUES:
            self.indicate_pessimistic_fixpoint()
        else:
            self.undef = self.undef and not self.values

    def insert(self, value: int) -> None:
        if not self.is_valid():
            return
        self.values.add(value)
        self._check()

    def union(self, other: PotentialValuesState) -> None:
        if not self.is_valid():
            return
        if not other.is_valid():
            self.indicate_pessimistic_fixpoint()
            return
        self.values |= other.values
        self.undef = self.undef or other.undef
        self._check()

    def union_undef(self) -> None:
        self.undef = True
        self.undef = self.undef and not self.values

    def clamp(self, other: PotentialValuesState) -> None:
        """`^=`."""
        self.validity.clamp(other.validity)
        self.union(other)

    def snapshot(self) -> Hashable:
        """What IREE's `==` compares."""
        if not self.is_valid():
            return None
        return (self.undef, frozenset(self.values))


State = TypeVar("State", IncIntegerState, PotentialValuesState)


def clamp_and_report(state: State, new: State) -> bool:
    """`clampStateAndIndicateChange`: `state ^= new`; True if it changed."""
    before = state.snapshot()
    state.clamp(new)  # pyright: ignore[reportArgumentType]
    return before != state.snapshot()


# ===----------------------------------------------------------------------=== #
# Elements and the solver
# ===----------------------------------------------------------------------=== #


S = TypeVar("S", bound=AbstractState)


class Element(ABC, Generic[S]):
    """An abstract state at a position (a value or an op)."""

    def __init__(self, position: Hashable):
        self.position = position
        self.state: S = self.initial_state()
        self.dependents: list[tuple[Element[Any], Resolution]] = []

    @abstractmethod
    def initial_state(self) -> S:
        """The optimistic state an element starts in."""

    def initialize(self, solver: Solver) -> None:  # noqa: B027 - optional hook
        """Set the first state (default: the optimistic one)."""

    @abstractmethod
    def update_impl(self, solver: Solver) -> bool:
        """Recompute the state; True if it changed."""

    def update(self, solver: Solver) -> bool:
        if self.state.is_at_fixpoint():
            return False
        return self.update_impl(solver)


AnyElement = Element[Any]
E = TypeVar("E", bound="Element[Any]")


@dataclass
class _Dependency:
    queried: AnyElement
    querying: AnyElement
    resolution: Resolution


class Solver:
    """Runs elements to a fixpoint (IREE's `DFX::Solver`)."""

    def __init__(self, explorer: Explorer, max_iterations: int = MAX_ITERATIONS):
        self.explorer = explorer
        self.max_iterations = max_iterations
        self.elements: dict[tuple[type[AnyElement], Hashable], AnyElement] = {}
        self.root: list[AnyElement] = []
        """Every element created while seeding or updating (the dependency
        graph's synthetic root), in creation order."""
        self.phase = Phase.SEEDING
        self.iterations = 0
        """Rounds `run` made (IREE's counter as `run` returns)."""
        self._init_chain = 0
        self._update_chain = 0
        self._dependencies: list[list[_Dependency]] = []

    def get_element(
        self,
        kind: type[E],
        position: Hashable,
        querying: AnyElement | None = None,
        resolution: Resolution = Resolution.NONE,
    ) -> E:
        """The element of `kind` at `position`, created (and initialised and
        updated) on first use; `querying` then depends on it."""
        found = self.lookup(kind, position, querying, resolution, allow_invalid=True)
        if found is not None:
            return found
        element = kind(position)
        self.elements[(kind, position)] = element
        if self.phase in (Phase.SEEDING, Phase.UPDATE):
            self.root.append(element)
        if self._init_chain > MAX_INITIALIZATION_CHAIN:
            element.state.indicate_pessimistic_fixpoint()
            return element
        self._init_chain += 1
        element.initialize(self)
        self._init_chain -= 1
        if self.phase is Phase.DONE:
            element.state.indicate_pessimistic_fixpoint()
            return element
        if self._update_chain < MAX_UPDATE_CHAIN:
            self._update_now(element)
        if querying is not None and element.state.is_valid():
            self._record(element, querying, resolution)
        return element

    def _update_now(self, element: AnyElement) -> None:
        old, self.phase = self.phase, Phase.UPDATE
        self._update_chain += 1
        self.update_element(element)
        self._update_chain -= 1
        self.phase = old

    def lookup(
        self,
        kind: type[E],
        position: Hashable,
        querying: AnyElement | None = None,
        resolution: Resolution = Resolution.OPTIONAL,
        *,
        allow_invalid: bool = False,
    ) -> E | None:
        """The element of `kind` at `position` if it exists (and is valid,
        unless `allow_invalid`)."""
        element = self.elements.get((kind, position))
        if element is None:
            return None
        assert isinstance(element, kind)
        valid = element.state.is_valid()
        if querying is not None and valid:
            self._record(element, querying, resolution)
        return element if valid or allow_invalid else None

    def _record(
        self, queried: AnyElement, querying: AnyElement, resolution: Resolution
    ) -> None:
        if resolution is Resolution.NONE or not self._dependencies:
            return
        if queried.state.is_at_fixpoint():
            return
        self._dependencies[-1].append(_Dependency(queried, querying, resolution))

    def update_element(self, element: AnyElement) -> bool:
        """Update once; an element that read nothing unsettled is settled."""
        dependencies: list[_Dependency] = []
        self._dependencies.append(dependencies)
        changed = element.update(self)
        if not dependencies:
            element.state.indicate_optimistic_fixpoint()
        if not element.state.is_at_fixpoint():
            for dependency in dependencies:
                dependency.queried.dependents.append(
                    (dependency.querying, dependency.resolution)
                )
        popped = self._dependencies.pop()
        assert popped is dependencies
        return changed

    def run(self) -> bool:
        """Iterate to a fixpoint; False if `max_iterations` was reached (the
        unsettled elements are then pessimistic)."""
        self.phase = Phase.UPDATE
        converged = self._run_till_fixpoint()
        self.phase = Phase.DONE
        return converged

    def _run_till_fixpoint(self) -> bool:
        counter = 1
        changed: list[AnyElement] = []
        worklist: dict[AnyElement, None] = dict.fromkeys(self.root)
        invalid: dict[AnyElement, None] = {}
        while True:
            count = len(self.root)
            _propagate_invalid(invalid, worklist, changed)
            for element in changed:
                while element.dependents:
                    worklist[element.dependents.pop()[0]] = None
            changed = []
            invalid = {}
            for element in worklist:
                if not element.state.is_at_fixpoint() and self.update_element(element):
                    changed.append(element)
                if not element.state.is_valid():
                    invalid[element] = None
            changed.extend(self.root[count:])
            worklist = dict.fromkeys(changed)
            if not worklist:
                break
            counter += 1
            if counter - 1 >= self.max_iterations:
                break
        self.iterations = counter
        _settle_pessimistically(changed)
        return counter < self.max_iterations


def _propagate_invalid(
    invalid: dict[AnyElement, None],
    worklist: dict[AnyElement, None],
    changed: list[AnyElement],
) -> None:
    """A `REQUIRED` dependent of an invalid element becomes pessimistic at
    once (and, if that makes it invalid, so do its own); `OPTIONAL` ones are
    queued."""
    pending = list(invalid)
    position = 0
    while position < len(pending):
        element = pending[position]
        position += 1
        while element.dependents:
            dependent, resolution = element.dependents.pop()
            if resolution is Resolution.OPTIONAL:
                worklist[dependent] = None
                continue
            dependent.state.indicate_pessimistic_fixpoint()
            if not dependent.state.is_valid():
                if dependent not in invalid:
                    invalid[dependent] = None
                    pending.append(dependent)
            else:
                changed.append(dependent)


def _settle_pessimistically(changed: list[AnyElement]) -> None:
    """After an early stop: elements still changing, and everything that
    depends on them, fall back to a pessimistic fixpoint."""
    visited: set[AnyElement] = set()
    pending = list(changed)
    position = 0
    while position < len(pending):
        element = pending[position]
        position += 1
        if element in visited:
            continue
        visited.add(element)
        if not element.state.is_at_fixpoint():
            element.state.indicate_pessimistic_fixpoint()
        while element.dependents:
            pending.append(element.dependents.pop()[0])
