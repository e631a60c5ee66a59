"""Small IR helpers the package shares: one definition of each.

* `symbol_name`: an op's `sym_name`, from its properties or its attributes
  (unregistered and generic ops keep it as an attribute);
* `operation_name`: an op's name as written, an unregistered op's included;
* `is_symbol_table`: whether an op is a symbol table, answered per op class;
* `op_text`, `op_head`, `attribute_text`: an op or attribute as the printer
  spells it;
* `constant_index`: the value of an `arith.constant` index;
  `is_constant_like`, `constant_attribute`: MLIR's `ConstantLike` ops and
  their values (`m_Constant`);
* `walk_region`: `Region.walk()`'s ops in its order, with one generator per
  region level rather than per op; `host_ops`: the same walk over a module,
  not entering nested symbol tables (the host program: what dispatches and
  what the explorer follows, not the executables' contents);
* `ClonedOp`: a clone that names, for any op of it (after a rewrite too), the
  op of the original it came from, so that what a pass run on a copy reports
  is placed in the input the user wrote;
* `kept_on`: state kept on one object (a parser, a printer), living and dying
  with it: the package's memos of IR objects live there, never in a
  process-wide table, so nothing one parse (or one context) made is handed to
  another.

`harness.byte_ranges`, the independent semantic oracle, keeps its
own copies on purpose: it must share no code with the pass it checks.  This
module imports no dialect of the package (every layer above may use it); the
dispatch function an export names is `function_of_export`, beside the export
op in `xdsl_stream.dialects.stream.executable`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache
from io import StringIO
from typing import Generic, TypeVar, cast

from xdsl.dialects.builtin import IntegerAttr, ModuleOp, StringAttr, UnregisteredOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.printer import Printer
from xdsl.traits import ConstantLike, SymbolTable

_T = TypeVar("_T")


def symbol_name(op: Operation) -> str | None:
    """`sym_name` from the op's properties, else its attributes."""
    name = op.properties.get("sym_name", op.attributes.get("sym_name"))
    return name.data if isinstance(name, StringAttr) else None


def operation_name(op: Operation) -> str:
    """The op's name as written: an unregistered op's own name (`test.use`),
    not `builtin.unregistered`."""
    return op.op_name.data if isinstance(op, UnregisteredOp) else op.name


@cache
def _is_symbol_table(op_type: type[Operation]) -> bool:
    # False for an unregistered op, as MLIR's `hasTrait` (xDSL's answers
    # every trait for one).
    return op_type.has_trait(SymbolTable, value_if_unregistered=False)


def is_symbol_table(op: Operation) -> bool:
    """`op.has_trait(SymbolTable)`, answered once per op class."""
    return _is_symbol_table(type(op))


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
    """The value of `value` if it is an `arith.constant` index (or integer).

    By op name, so that this module does not import xDSL's `arith` (a
    twentieth of a second at start-up, for inputs that have none): an op
    named `arith.constant` is xDSL's `arith.ConstantOp` (an unregistered
    op's name is `builtin.unregistered`)."""
    owner = value.owner
    if not isinstance(owner, Operation) or owner.name != "arith.constant":
        return None
    constant = owner.properties.get("value")
    return constant.value.data if isinstance(constant, IntegerAttr) else None


MLIR_CONSTANT_LIKE = frozenset({"llvm.mlir.constant"})
"""Ops MLIR marks `ConstantLike` and xDSL 0.75 does not (docs/upstream.md,
entry 42): IREE's passes take their values for constants."""


def is_constant_like(op: Operation) -> bool:
    """`op` has MLIR's `ConstantLike` trait: xDSL's (an unregistered op has
    none: xDSL answers yes for it by default), or is one of
    `MLIR_CONSTANT_LIKE`."""
    return (
        op.has_trait(ConstantLike, value_if_unregistered=False)
        or op.name in MLIR_CONSTANT_LIKE
    )


def constant_attribute(value: SSAValue) -> Attribute | None:
    """The `value` attribute of the constant-like op that defines `value`
    (MLIR's `m_Constant`, for the ops that keep their value there), else
    None."""
    owner = value.owner
    if not isinstance(owner, Operation) or not is_constant_like(owner):
        return None
    found = owner.properties.get("value", owner.attributes.get("value"))
    return found if isinstance(found, Attribute) else None


def walk_region(
    region: Region, enter: Callable[[Operation], bool] | None = None
) -> Iterator[Operation]:
    """The ops of `region` at any depth, each before the ops inside it, in
    the order of `region.walk()`; with `enter`, not inside an op for which
    `enter` says False (the op itself is still given)."""
    levels: list[Iterator[Operation]] = [_ops_of((region,))]
    while levels:
        for op in levels[-1]:
            yield op
            if op.regions and (enter is None or enter(op)):
                levels.append(_ops_of(op.regions))
                break
        else:
            levels.pop()


def _not_symbol_table(op: Operation) -> bool:
    return not is_symbol_table(op)


def host_ops(module: ModuleOp) -> Iterator[Operation]:
    """Every op of `module` outside nested symbol tables (executables, inner
    modules; the symbol-table ops themselves are given), in walk order."""
    return walk_region(module.body, _not_symbol_table)


def _ops_of(regions: tuple[Region, ...]) -> Iterator[Operation]:
    return (op for region in regions for block in region.blocks for op in block.ops)


def kept_on(owner: object, key: str, make: Callable[[], _T]) -> _T:
    """What `make()` made for `owner` the first time it was asked for `key`,
    kept in `owner`'s own attributes (`key` is not an identifier, so it never
    shadows one): a memo that lives exactly as long as `owner` does."""
    state = vars(owner)
    found = state.get(key)
    if found is None:
        found = state[key] = make()
    return cast(_T, found)


_OpT = TypeVar("_OpT", bound=Operation)


class ClonedOp(Generic[_OpT]):
    """`original.clone()`, which remembers where each of its blocks came from.

    A pass run on the copy names ops of the copy; `original_of` names the op
    of `original` each one was cloned from, found by its place: the block it
    is in (the clone's blocks map one to one onto the original's) and its rank
    among that block's ops of its name.  A rewrite that replaces an op in
    place (a new dispatch where the old one was) leaves that place as it was;
    an op a rewrite made in a new block, or past the last op of its name, is
    named by the nearest op around it that has an original.
    """

    def __init__(self, original: _OpT) -> None:
        self.original = original
        self._copies: dict[Block, Block] = {}
        self.copy: _OpT = original.clone(block_mapper=self._copies)
        self._origins: dict[Block, Block] | None = None

    def original_of(self, op: Operation) -> Operation:
        """The op of `original` that `op`, an op of the copy, stands for."""
        block = op.parent_block()
        if op is self.copy or block is None:
            return self.original
        if self._origins is None:
            self._origins = {copy: block for block, copy in self._copies.items()}
        origin = self._origins.get(block)
        if origin is None:  # a block a rewrite made
            parent = block.parent_op()
            return self.original if parent is None else self.original_of(parent)
        rank = 0
        for sibling in block.ops:
            if sibling is op:
                break
            rank += sibling.name == op.name
        namesakes = [o for o in origin.ops if o.name == op.name]
        if rank < len(namesakes):
            return namesakes[rank]
        return origin.parent_op() or self.original
