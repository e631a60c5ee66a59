"""Where a host value may come from: the walk IREE's `Explorer` makes.

`Explorer(module).walk_defining_ops(value, fn)` calls `fn` on every op
result that may flow into `value` across the whole host program, and returns
whether the walk saw every source (`True`) or not (`False`, IREE's
`TraversalResult::INCOMPLETE`).  The walk moves, as IREE's does:

* from a block argument to what its predecessors pass: the operands of the
  `cf` branches to the block; for an entry block, the arguments of every call
  of its function (incomplete when the function is public, the program
  holds an indirect call, or an op holds the function's symbol other than
  as the callee of a direct call: it may call it), the `iter_args` and
  yielded values of an `scf.for`, the inits, yields and condition arguments
  of an `scf.while`;
* from a call result (`func.call`, `util.call`) into the callee's returns
  (incomplete for a declaration or an indirect call);
* from a region op result (`scf.if`, `scf.for`, `scf.while`,
  `scf.index_switch`, `scf.execute_region`) into its terminators that exit
  to it, and for an `scf.for` into its `iter_args` inits (a loop that runs
  no iteration returns them; IREE 3.13 reads only what the body yields, as
  `Explorer(module, iree_loop_results=True)` does, to compare with it);
* from a `util.global.load` into the stored values of every
  `util.global.store` of that global (incomplete for a global whose address
  is taken, `util.global.address`, or that is not found);
* from a `util.call` result tied to an operand into that operand.

Constants end the walk at once.  Contents of `stream.executable` ops are not
part of the host program.

Where IREE 3.13 is wrong, this walk is sound instead (docs/iree-stream-facts.md):
an op of no registered dialect is a source of unknown values (IREE skips it,
as if it defined nothing); an `scf.for` induction variable is unknown
(IREE reads the operand before the `iter_args`, out of bounds, and crashes);
every block of a region that exits to its op is read (IREE reads the first).

The tables (globals, the callers of each function) are built once per module:
a walk costs what it visits.  The IR must not change while an explorer is used.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import Enum, auto
from typing import cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    ModuleOp,
    StringAttr,
    SymbolRefAttr,
)
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Operation,
    OpResult,
    ParametrizedAttribute,
    SSAValue,
    TypeAttribute,
)

from xdsl_stream.core.ir_helpers import host_ops, is_constant_like, operation_name


class Walk(Enum):
    """What a walk callback asks for next (MLIR's `WalkResult`)."""

    ADVANCE = auto()
    SKIP = auto()
    """Do not follow this result further (its ties, callee, region, stores)."""
    INTERRUPT = auto()


FUNCTION_LIKE = frozenset(
    {
        "func.func",
        "util.func",
        "util.initializer",
        "stream.cmd.func",
        "stream.async.func",
    }
)
DIRECT_CALLS = frozenset(
    {"func.call", "util.call", "stream.cmd.call", "stream.async.call"}
)
INDIRECT_CALLS = frozenset({"func.call_indirect"})
RETURNS = frozenset({"func.return", "util.return"})
REGION_OPS = frozenset(
    {"scf.if", "scf.for", "scf.while", "scf.index_switch", "scf.execute_region"}
)
GLOBAL_LOAD = "util.global.load"
GLOBAL_STORE = "util.global.store"
GLOBAL_ADDRESS = "util.global.address"


@dataclass
class GlobalInfo:
    """A module-level `util.global`: its loads and stores across the program,
    and whether its address is taken (then nothing about it is known)."""

    op: Operation
    is_indirect: bool = False
    uses: list[Operation] = field(default_factory=list[Operation])

    @property
    def stores(self) -> list[Operation]:
        return [u for u in self.uses if operation_name(u) == GLOBAL_STORE]


def _property(op: Operation, name: str) -> object:
    return op.properties.get(name, op.attributes.get(name))


def symbol_leaf(op: Operation, name: str) -> str | None:
    """The leaf name of the symbol reference `op` holds under `name`."""
    ref = _property(op, name)
    if not isinstance(ref, SymbolRefAttr):
        return None
    nested = ref.nested_references.data
    return (nested[-1] if nested else ref.root_reference).data


def _symbol_name(op: Operation) -> str | None:
    name = _property(op, "sym_name")
    return name.data if isinstance(name, StringAttr) else None


def is_public(op: Operation) -> bool:
    """A symbol op without `private`/`nested` visibility (`util.initializer`,
    which is no symbol, is not public)."""
    if _symbol_name(op) is None:
        return False
    visibility = _property(op, "sym_visibility")
    return not isinstance(visibility, StringAttr) or visibility.data == "public"


def function_body(op: Operation) -> Block | None:
    """The entry block of a function-like op, None for a declaration."""
    if not op.regions or not op.regions[0].blocks:
        return None
    return op.regions[0].blocks.first


def successor_operands(op: Operation, index: int) -> Sequence[SSAValue] | None:
    """The operands a `cf` branch passes to its successor `index` (None for a
    terminator this walk does not know)."""
    name = operation_name(op)
    if name == "cf.br":
        return op.operands
    if name == "cf.cond_br":
        true_count = _segments(op)[1]
        return (
            op.operands[1 : 1 + true_count]
            if index == 0
            else op.operands[1 + true_count :]
        )
    if name == "cf.switch":
        return _switch_operands(op, index)
    return None


def _segments(op: Operation) -> tuple[int, ...]:
    sizes = _property(op, "operandSegmentSizes")
    values = getattr(sizes, "get_values", None)
    return tuple(values()) if values is not None else ()


def _switch_operands(op: Operation, index: int) -> Sequence[SSAValue] | None:
    segments = _segments(op)
    cases = _property(op, "case_operand_segments")
    case_sizes = getattr(cases, "get_values", None)
    if len(segments) != 3 or case_sizes is None:
        return None
    default_count = segments[1]
    if index == 0:
        return op.operands[1 : 1 + default_count]
    sizes: tuple[int, ...] = tuple(case_sizes())
    start = 1 + default_count + sum(sizes[: index - 1])
    return op.operands[start : start + sizes[index - 1]]


ResultFn = Callable[[OpResult], Walk]


class Explorer:
    """The host program of a module as a graph of value flow (built once)."""

    def __init__(self, root: ModuleOp, *, iree_loop_results: bool = False):
        self.root = root
        self.iree_loop_results = iree_loop_results
        """An `scf.for` result comes from what the body yields only, as IREE
        3.13 walks it (its inits are not read: unsound for a loop that runs
        no iteration)."""
        self.globals: dict[str, GlobalInfo] = {}
        self.functions: dict[str, Operation] = {}
        self.callers: dict[Operation, list[Operation]] = {}
        """The direct calls of each function with a body, in walk order."""
        self.call_graph_incomplete = False
        """An indirect call anywhere: no function's callers are all known."""
        self.escaped: set[Operation] = set()
        """Functions whose symbol some op holds other than as a direct call's
        callee (`func.constant`, an unregistered op's attribute): whatever
        holds it may call it, so their callers are not all known."""
        for op in root.body.block.ops:
            name = _symbol_name(op)
            if operation_name(op) == "util.global" and name is not None:
                self.globals.setdefault(name, GlobalInfo(op))
            elif operation_name(op) in FUNCTION_LIKE and name is not None:
                self.functions.setdefault(name, op)
        for op in host_ops(root):
            self._note(op)

    def _note(self, op: Operation) -> None:
        name = operation_name(op)
        self._note_escapes(op, name)
        if name in (GLOBAL_LOAD, GLOBAL_STORE, GLOBAL_ADDRESS):
            info = self.globals.get(symbol_leaf(op, "global") or "")
            if info is not None and name == GLOBAL_ADDRESS:
                info.is_indirect = True
            elif info is not None:
                info.uses.append(op)
        elif name in INDIRECT_CALLS and _in_function(op):
            self.call_graph_incomplete = True
        elif name in DIRECT_CALLS and _in_function(op):
            callee = self.callee(op)
            if callee is not None and function_body(callee) is not None:
                self.callers.setdefault(callee, []).append(op)

    def _note_escapes(self, op: Operation, name: str) -> None:
        """Note each function `op` names other than as the callee it calls."""
        for key, attr in (*op.properties.items(), *op.attributes.items()):
            if key == "callee" and name in DIRECT_CALLS:
                continue
            for ref in _symbol_refs(attr):
                function = self.functions.get(ref.root_reference.data)
                if function is not None and not ref.nested_references.data:
                    self.escaped.add(function)

    def callee(self, call: Operation) -> Operation | None:
        """The function a direct call names (top-level symbols only)."""
        return self.functions.get(symbol_leaf(call, "callee") or "")

    def global_info(self, name: str) -> GlobalInfo | None:
        return self.globals.get(name)

    # --- the walk -------------------------------------------------------

    def walk_defining_ops(self, value: SSAValue, fn: ResultFn) -> bool:
        """Call `fn` on each op result that may define `value`; True when all
        sources were seen (IREE's `Explorer::walkDefiningOps`)."""
        owner = value.owner
        if (
            isinstance(value, OpResult)
            and isinstance(owner, Operation)
            and is_constant_like(owner)
        ):
            fn(value)
            return True
        walk = _DefiningWalk(self, fn)
        return walk.run(value)

    def walk_return_operands(
        self, op: Operation, fn: Callable[[Sequence[SSAValue]], None]
    ) -> bool:
        """The operands of every return of a function, or of every terminator
        of a region op that exits to the op."""
        name = operation_name(op)
        if name in REGION_OPS:
            for operands in _region_exits(op, inits=not self.iree_loop_results):
                fn(operands)
            return True
        body = function_body(op) if name in FUNCTION_LIKE else None
        if body is None:
            return False  # a declaration (or no function): its returns are unknown
        for block in op.regions[0].blocks:
            last = block.last_op
            if last is not None and operation_name(last) in RETURNS:
                fn(last.operands)
        return True

    def walk_incoming_calls(
        self, function: Operation, fn: Callable[[Operation], None]
    ) -> bool:
        """The direct calls of `function`; False when other callers may exist."""
        for call in self.callers.get(function, ()):
            fn(call)
        return not (
            is_public(function)
            or self.call_graph_incomplete
            or function in self.escaped
        )

    def walk_incoming_values(
        self, arg: BlockArgument, fn: Callable[[SSAValue], None]
    ) -> bool:
        """What flows into a block argument along each incoming edge."""
        block = arg.block
        complete = True
        if block.parent is not None and block is block.parent.blocks.first:
            parent = block.parent_op()
            complete = parent is not None and self._entry_values(parent, arg, fn)
        for use in block.uses:
            operands = successor_operands(use.operation, use.index)
            if operands is None or arg.index >= len(operands):
                complete = False
            else:
                fn(operands[arg.index])
        return complete

    def _entry_values(
        self, parent: Operation, arg: BlockArgument, fn: Callable[[SSAValue], None]
    ) -> bool:
        name = operation_name(parent)
        if name == "scf.for":
            return _for_values(parent, arg, fn)
        if name == "scf.while":
            return _while_values(parent, arg, fn)
        if name in FUNCTION_LIKE:

            def call_operand(call: Operation) -> None:
                if arg.index < len(call.operands):
                    fn(call.operands[arg.index])

            return self.walk_incoming_calls(parent, call_operand)
        return False


def _symbol_refs(attr: Attribute) -> Iterator[SymbolRefAttr]:
    """The symbol references in `attr`: itself, or within its elements,
    entries or parameters (types hold none)."""
    if isinstance(attr, SymbolRefAttr):
        yield attr
    elif isinstance(attr, ArrayAttr):
        for element in cast(ArrayAttr[Attribute], attr):
            yield from _symbol_refs(element)
    elif isinstance(attr, DictionaryAttr):
        for entry in attr.data.values():
            yield from _symbol_refs(entry)
    elif isinstance(attr, ParametrizedAttribute) and not isinstance(
        attr, TypeAttribute
    ):
        for parameter in attr.parameters:
            yield from _symbol_refs(parameter)


def _in_function(op: Operation) -> bool:
    """`op` is in a top-level function-like op (where IREE looks for calls)."""
    current = op
    parent = op.parent_op()
    while parent is not None and parent.parent_op() is not None:
        current, parent = parent, parent.parent_op()
    return current is not op and operation_name(current) in FUNCTION_LIKE


def _region_exits(op: Operation, *, inits: bool) -> list[Sequence[SSAValue]]:
    """The operands each terminator exiting to region op `op` passes to its
    results (`scf.condition` without its condition); for an `scf.for`, if
    `inits`, its `iter_args` inits too (a loop that runs no iteration
    returns them)."""
    name = operation_name(op)
    regions = op.regions[:1] if name == "scf.while" else op.regions
    exits: list[Sequence[SSAValue]] = []
    if inits and name == "scf.for":
        exits.append(op.operands[3:])
    for region in regions:
        for block in region.blocks:
            last = block.last_op
            if last is None:
                continue
            if operation_name(last) == "scf.yield":
                exits.append(last.operands)
            elif operation_name(last) == "scf.condition":
                exits.append(last.operands[1:])
    return exits


def _for_values(
    loop: Operation, arg: BlockArgument, fn: Callable[[SSAValue], None]
) -> bool:
    """An `scf.for` body argument: the induction variable is unknown; an
    `iter_arg` takes its init and what the body yields."""
    if arg.index == 0:
        return False
    position = arg.index - 1
    inits = loop.operands[3:]
    if position < len(inits):
        fn(inits[position])
    last = arg.block.last_op
    if last is not None and position < len(last.operands):
        fn(last.operands[position])
    return True


def _while_values(
    loop: Operation, arg: BlockArgument, fn: Callable[[SSAValue], None]
) -> bool:
    """An `scf.while` argument: `before` takes the inits and what `after`
    yields; `after` takes what `scf.condition` forwards."""
    before, after = loop.regions[0], loop.regions[1]
    if arg.block.parent is before:
        sources = [loop.operands]
        if (
            after.blocks
            and after.blocks.first is not None
            and after.blocks.first.last_op
        ):
            sources.append(after.blocks.first.last_op.operands)
    else:
        first = before.blocks.first
        last = first.last_op if first is not None else None
        sources = [last.operands[1:]] if last is not None else []
    for operands in sources:
        if arg.index < len(operands):
            fn(operands[arg.index])
    return True


class _DefiningWalk:
    """One `walk_defining_ops`: a last-in first-out worklist, each value once."""

    def __init__(self, explorer: Explorer, fn: ResultFn):
        self.explorer = explorer
        self.fn = fn
        self.seen: set[SSAValue] = set()
        self.worklist: list[SSAValue] = []
        self.queued: set[SSAValue] = set()
        self.complete = True

    def push(self, value: SSAValue) -> None:
        """Queue `value` unless it is queued already (LLVM's `SetVector`)."""
        if value not in self.queued:
            self.queued.add(value)
            self.worklist.append(value)

    def run(self, value: SSAValue) -> bool:
        self.push(value)
        while self.worklist:
            work = self.worklist.pop()
            self.queued.discard(work)
            if work in self.seen:
                continue
            self.seen.add(work)
            if isinstance(work, BlockArgument):
                self.complete &= self.explorer.walk_incoming_values(work, self.push)
            elif isinstance(work, OpResult) and self.visit(work) is Walk.INTERRUPT:
                break
        return self.complete

    def visit(self, result: OpResult) -> Walk:
        """Report a defining op, then follow its ties, callee, stores, regions."""
        action = self.fn(result)
        if action is not Walk.ADVANCE:
            return action
        op = result.op
        name = operation_name(op)
        if name == "util.call":
            self._follow_tie(op, result.index)
        if name in INDIRECT_CALLS:
            self.complete = False
        elif name in DIRECT_CALLS:
            self._follow_call(op, result.index)
        elif name == GLOBAL_LOAD:
            self._follow_load(op)
        elif name in REGION_OPS:
            self._follow_exits(op, result.index)
        return Walk.ADVANCE

    def _follow_tie(self, op: Operation, index: int) -> None:
        tied = _property(op, "tied_operands")
        entries = getattr(tied, "data", ())
        if index < len(entries):
            operand = getattr(entries[index], "value", None)
            position = getattr(operand, "data", -1)
            if isinstance(position, int) and 0 <= position < len(op.operands):
                self.push(op.operands[position])

    def _follow_call(self, op: Operation, index: int) -> None:
        callee = self.explorer.callee(op)
        if callee is None:
            self.complete = False
            return

        def returned(operands: Sequence[SSAValue]) -> None:
            if index < len(operands):
                self.push(operands[index])

        self.complete &= self.explorer.walk_return_operands(callee, returned)

    def _follow_load(self, op: Operation) -> None:
        info = self.explorer.global_info(symbol_leaf(op, "global") or "")
        if info is None or info.is_indirect:
            self.complete = False
            return
        for store in info.stores:
            if store.operands:
                self.push(store.operands[0])

    def _follow_exits(self, op: Operation, index: int) -> None:
        def exited(operands: Sequence[SSAValue]) -> None:
            if index < len(operands):
                self.push(operands[index])

        self.explorer.walk_return_operands(op, exited)
