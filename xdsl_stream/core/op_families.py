"""Ops loaded by family, when the input first names one of them.

A large dialect such as Stream (96 ops) defines its ops in one module per
family (`stream.cmd.*` in `cmd.py`, `stream.async.*` in `async_.py`, ...);
importing all of them costs a process about a fifth of a second, and most
inputs name a few families only.  A `FamilyDialect` knows which module defines
each op (a table of op name -> class name per family, pure data) and imports
a family's module only when asked for one of its ops:

* in an `OnDemandContext` (the package's contexts: `xdsl-stream-opt`,
  `xdsl_stream.universe.make_context`, the Python API), loading the dialect
  loads its attributes and types only, and the ops it names `eager` (those
  every input names: Util's functions, globals and calls); the first lookup
  of an op name of a family (`stream.cmd.dispatch`) imports that family's
  module and loads all of its ops.  A dump of `stream.cmd.*` imports
  neither the async, the tensor nor the parameter ops;
* anywhere else (xDSL's own `Context`, as stock `xdsl-opt` makes, or
  `dialect.operations`), the dialect is a plain `Dialect`: `operations`
  imports every family and lists every op.

Which ops a context knows is thus the same either way; only `loaded_ops`
lists fewer before the input names them.  Nothing here is global: what an
`OnDemandContext` has loaded is its own (`clone()` copies it), and a family
module, once imported, is Python's as any module is.
"""

from __future__ import annotations

import dataclasses
import importlib
import itertools
from collections.abc import Iterable, Iterator, Mapping, Sequence

from xdsl.ir import Attribute, Dialect, Operation

from xdsl_stream.core.xdsl_internals import HookedContext

OpFamilies = Mapping[str, Mapping[str, str]]
"""Family module (relative to the dialect's package) -> op name -> the name
of the op's class in that module."""


class FamilyDialect(Dialect):
    """A dialect whose ops are defined in several modules, imported on
    demand (see above)."""

    def __init__(
        self,
        name: str,
        package: str,
        families: OpFamilies,
        attributes: Sequence[type[Attribute]],
        operations: Sequence[type[Operation]] = (),
    ) -> None:
        super().__init__(name, list(operations), list(attributes))
        self.eager = tuple(operations)
        """The ops loaded with the dialect (those most inputs name)."""
        self.package = package
        self.families = families
        self.family_of = {op: family for family, ops in families.items() for op in ops}
        """Op name -> the family module defining it."""

    @property
    def operations(self) -> Iterator[type[Operation]]:
        """Every op of the dialect: every family is imported."""
        return itertools.chain(
            self.eager,
            (op for family in self.families for op in self.family_ops(family)),
        )

    def family_ops(self, family: str) -> list[type[Operation]]:
        """The ops of `family`, its module imported."""
        module = importlib.import_module(f"{self.package}.{family}")
        return [getattr(module, name) for name in self.families[family].values()]


@dataclasses.dataclass
class OnDemandContext(HookedContext):
    """A context that loads the ops of a `FamilyDialect` family by family,
    on the first lookup of one of them (see above); other dialects are
    loaded as xDSL loads them."""

    waiting: dict[str, FamilyDialect] = dataclasses.field(
        default_factory=dict[str, FamilyDialect]
    )
    """Op name -> its dialect, for each op of a loaded `FamilyDialect` whose
    family is not loaded yet."""

    def ops_loaded_with(self, dialect: Dialect) -> Iterable[type[Operation]]:
        if not isinstance(dialect, FamilyDialect):
            return dialect.operations
        self.waiting.update(dict.fromkeys(dialect.family_of, dialect))
        return dialect.eager

    def load_op_on_demand(self, name: str) -> bool:
        dialect = self.waiting.get(name)
        if dialect is None:
            return False
        for op in dialect.family_ops(dialect.family_of[name]):
            del self.waiting[op.name]
            self.load_op(op)
        return True
