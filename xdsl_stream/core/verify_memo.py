"""The verifier's memo: what one verification finds out, found out once.

xDSL verifies an IRDL op in two parts: its definition (operand and result
counts and types, properties, attributes, region and successor counts, then
its traits) and the op's own `verify_`.  The first part depends only on the
op's class and its signature: operand and result types, properties,
attributes, and its regions' block counts and entry argument types.  Real
programs repeat signatures (a model's layers dispatch the same deduplicated
exports; an executable's subspans read the same tensor types), and the
definition check is about half of verifying a `stream.cmd.dispatch`.

`memoized_verification()` opens a memo for one verification: inside it, the
ops declared with `memoizing_op_definition` check their definition once per
distinct signature and only their traits and own `verify_` after that; so do
the ops of `irdl_op_definition` (xDSL's own, `arith.constant` say) that
`verify_op` checks with its shortcuts (`_verify_own`).  A
signature is kept only after its check passed, so a failing op is always
checked in full and reports what it would without the memo.  Outside such a
block (stock `xdsl-opt`, a plain `Operation.verify()`), the ops verify as
`irdl_op_definition` makes them do.  An op class whose own `verify_` reads
nothing but the signature and a context it names (`verify_context`: the
symbol table a dispatch looks its exports up in) has that `verify_` run once
per signature and context too.  The memo is `Speedup.VERIFY_MEMO`: the
package's reader (`xdsl_stream.io.reader.verify_module`), `xdsl-stream-opt`
and `xdsl_stream.api` open it.

A property or attribute whose declared constraint reads only the class of
its value (any attribute, a `BaseAttr`, a symbol's name: `checked_by_class`)
is part of the signature by its class: each global of a model, each load of
one, has its own symbol, and the definition check passes for one exactly
when it passes for the others.  (An op's own `verify_` may read any value:
its memo, with `verify_context`, keys on the whole signature.)

Signatures are compared by value, but not hashed by value for each op: xDSL's
attributes hash their parameters again at every `hash()`.  The memo gives
each distinct attribute value one number, the `id` of the first attribute of
that value it met, and remembers it for each attribute object and each SSA
value (the number of its type) it has met, keeping those objects alive so that
their ids stay theirs.  An op's signature is then a tuple of ints, and
the objects a module repeats are hashed once per verification.  (An
`ArrayAttr` is numbered by its elements' numbers, not hashed.)

The block also lives for `Speedup.VERIFY_SHORTCUTS`: verifiers keep what they
look up (`found_once`, `verification_scratch`: the symbol table above a
block, the exports entry points name from it, an export's argument types,
whether the module holds an unregistered op) for the rest of the block,
check all of a list at once before one by one (`shortcuts_on`),
`IsolatedFromAboveFast` proves most isolated ops sound without walking up
from every operand, and `verify_op` runs an op's own checks without xDSL's
around them where those have nothing to check.

All of this relies on the IR not changing while it is verified: what is kept
lives only until the block ends, and the next verification (after a pass has
changed the IR, say) starts from nothing.
"""

from __future__ import annotations

from collections.abc import (
    Callable,
    Collection,
    Generator,
    Hashable,
    Sequence,
)
from collections.abc import Set as AbstractSet
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from typing import Any, TypeVar

from xdsl.dialects.builtin import (
    ArrayAttr,
    FlatSymbolRefAttrConstr,
    SymbolNameConstraint,
    SymbolRefAttr,
)
from xdsl.ir import Attribute, Block, ErasedSSAValue, Operation, Region, SSAValue
from xdsl.irdl import (
    AnyAttr,
    AttrConstraint,
    AttrSizedSegments,
    BaseAttr,
    IRDLOperation,
    OpDef,
    get_accessors_from_op_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import IsolatedFromAbove, IsTerminator, OpTrait, SymbolTable
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.core.diagnostics import VerifyErrorAt
from xdsl_stream.core.ir_helpers import operation_name
from xdsl_stream.core.speedups import Speedup, is_on
from xdsl_stream.core.xdsl_internals import (
    accessors_without_format,
    compiled_format,
    operand_values,
    successor_blocks,
    woven_verify,
)

_ByClass = tuple[AbstractSet[str], AbstractSet[str]]
"""Names of properties and of attributes an op class checks by class alone."""
_NONE: _ByClass = (frozenset(), frozenset())


class _Verification:
    """What the open verification found out; it dies with its block."""

    def __init__(self, *, memo: bool, shortcuts: bool) -> None:
        self.passed: set[Hashable] | None = set() if memo else None
        """Signatures (`signature_key`) whose definition check passed, and
        (own `verify_`, signature, context) whose own `verify_` passed
        (`memoizing_op_definition`)."""
        self.numbers: dict[int, int] = {}
        """`id` of an attribute met -> its value's number; `id` of an SSA value
        met -> the number of its type."""
        self.firsts: dict[Attribute, Attribute] = {}
        """Each attribute value met, to the first attribute of that value."""
        self.arrays: dict[tuple[int, ...], Attribute] = {}
        """Each `ArrayAttr` value met, by its elements' numbers, to the first
        array of that value."""
        self.kept: list[object] = []
        """The objects whose ids are keys of `numbers`, kept alive."""
        self.scratch: dict[object, dict[Any, Any]] | None = {} if shortcuts else None
        """Each verifier's findings (`verification_scratch`)."""

    def _number(self, attr: Attribute) -> int:
        """The number of `attr`'s value (TypeError if it does not hash).

        An `ArrayAttr` (of that class exactly) is equal to another exactly
        when their elements are, one by one: it is numbered by its elements'
        numbers, which spares hashing the elements again for each array (a
        dispatch's access list, say, a new array of shared elements).
        """
        if type(attr) is ArrayAttr:
            elements = self.attribute_numbers(attr.data)
            return id(self.arrays.setdefault(elements, attr))
        return id(self.firsts.setdefault(attr, attr))

    def attribute_number(self, attr: Attribute) -> int:
        """The number of `attr`'s value, found once per attribute object."""
        number = self.numbers.get(id(attr))
        if number is None:
            number = self.numbers[id(attr)] = self._number(attr)
            self.kept.append(attr)
        return number

    def _value_number(self, value: SSAValue) -> int:
        number = self.numbers[id(value)] = self.attribute_number(value.type)
        self.kept.append(value)
        return number

    def value_numbers(self, values: Sequence[SSAValue]) -> tuple[int, ...]:
        """The numbers of the types of `values`."""
        get = self.numbers.get
        numbers = tuple(map(get, map(id, values)))
        if None in numbers:
            numbers = tuple([get(id(v)) or self._value_number(v) for v in values])
        return numbers  # pyright: ignore[reportReturnType]

    def attribute_numbers(self, attrs: Collection[Attribute]) -> tuple[int, ...]:
        """The numbers of `attrs`' values."""
        numbers = tuple(map(self.numbers.get, map(id, attrs)))
        if None in numbers:
            numbers = tuple(map(self.attribute_number, attrs))
        return numbers  # pyright: ignore[reportReturnType]

    def signature_key(self, op: Operation, by_class: _ByClass = _NONE) -> Hashable:
        """`signature(op)` with the op's class, as numbers: equal exactly when
        the classes are the same and the signatures equal; but for the
        properties and attributes named in `by_class` (`checked_by_class`),
        whose classes it holds instead of their values.  TypeError if an
        attribute of it does not hash.  (Empty parts are spelt `()` without
        asking for their numbers: most ops have no attributes or regions.)"""
        results, properties, attributes = op.results, op.properties, op.attributes
        return (
            type(op),
            self.value_numbers(operand_values(op)),
            self.value_numbers(results) if results else (),
            tuple(properties),
            self._entry_numbers(properties, by_class[0]) if properties else (),
            tuple(attributes),
            self._entry_numbers(attributes, by_class[1]) if attributes else (),
            self._region_numbers(op) if op.regions else (),
            len(successor_blocks(op)),
        )

    def _entry_numbers(
        self, entries: dict[str, Attribute], by_class: AbstractSet[str]
    ) -> tuple[int, ...]:
        """The numbers of the values of `entries`, but the `id` of the class
        of those named in `by_class` (an id no attribute's value takes: the
        class object is alive, as the attribute numbered by its id is), unless
        it is a symbol reference with nested references (numbered by value:
        a flat reference's check reads whether it has any)."""
        if not by_class or by_class.isdisjoint(entries):
            return self.attribute_numbers(entries.values())
        return tuple(
            id(type(value))
            if name in by_class and not _nested_reference(value)
            else self.attribute_number(value)
            for name, value in entries.items()
        )

    def _region_numbers(self, op: Operation) -> tuple[tuple[int, tuple[int, ...]], ...]:
        """Each region's block count and entry block's argument type numbers."""
        return tuple(
            (
                len(region.blocks),
                () if block is None else self.value_numbers(block.args),
            )
            for region in op.regions
            for block in (region.first_block,)
        )


_BY_CLASS: tuple[type[AttrConstraint], ...] = (AnyAttr, BaseAttr, SymbolNameConstraint)
"""Constraints whose check of an attribute reads only its class: any
attribute, an instance of a class, a string (a symbol's name)."""


def _by_class(constraint: AttrConstraint) -> bool:
    """Whether `constraint` reads only the class of a value, or (a flat
    symbol reference: `util.global.load`'s global, `util.call`'s callee) its
    class and whether it is a `SymbolRefAttr` with nested references, which
    `_entry_numbers` numbers by value."""
    return type(constraint) in _BY_CLASS or constraint == FlatSymbolRefAttrConstr


def _nested_reference(value: Attribute) -> bool:
    return isinstance(value, SymbolRefAttr) and bool(value.nested_references.data)


def checked_by_class(op_def: OpDef) -> _ByClass:
    """The properties and attributes `op_def` declares with a constraint
    that reads only the class of their value (`_BY_CLASS`, exactly those
    classes: a subclass may read more), or a flat symbol reference
    (`_by_class`): whether its definition check passes depends on their
    classes, not their values (each global's name, each load's symbol).
    But for the segment sizes of an op with
    `AttrSizedSegments` (`operandSegmentSizes`, ...): declared as any dense
    array, they are read by value (`i32` elements, one per definition,
    summing to the operands), so they are part of the signature by value."""
    by_value = {
        option.attribute_name
        for option in op_def.options
        if isinstance(option, AttrSizedSegments)
    }
    return (
        {
            n
            for n, d in op_def.properties.items()
            if _by_class(d.constr) and n not in by_value
        },
        {
            n
            for n, d in op_def.attributes.items()
            if _by_class(d.constr) and n not in by_value
        },
    )


_open: _Verification | None = None
"""The open verification, if any."""

_V = TypeVar("_V")


@contextmanager
def memoized_verification() -> Generator[None]:
    """Within the block, memoize definition checks and keep what verifiers
    look up (each if its speed-up is on).

    Blocks nest: an inner one keeps the outer memo.
    """
    global _open
    memo = is_on(Speedup.VERIFY_MEMO)
    shortcuts = is_on(Speedup.VERIFY_SHORTCUTS)
    if _open is not None or not (memo or shortcuts):
        yield
        return
    _open = _Verification(memo=memo, shortcuts=shortcuts)
    try:
        yield
    finally:
        _open = None


def verification_scratch(owner: object) -> dict[Any, Any] | None:
    """A dict for `owner` (a verifier's helper) that lives until the open
    verification ends; None when none is open or `Speedup.VERIFY_SHORTCUTS`
    is off.  The IR does not change meanwhile: what a lookup found stays
    true until the dict is dropped."""
    scratch = None if _open is None else _open.scratch
    if scratch is None:
        return None
    found = scratch.get(owner)
    if found is None:
        found = scratch[owner] = {}
    return found


def found_once(owner: object, find: Callable[[], _V], *objects: object) -> _V:
    """`find()`, called once per `objects` (by identity) within the open
    verification and kept until it ends (in `owner`'s scratch, the objects
    kept alive so that their ids stay theirs); called every time when none is
    open or `Speedup.VERIFY_SHORTCUTS` is off.  What `find` reads of the IR
    must be reached from `objects`: the IR does not change meanwhile."""
    scratch = verification_scratch(owner)
    if scratch is None:
        return find()
    key = tuple(map(id, objects))
    found = scratch.get(key)
    if found is None:  # (objects kept alive: an id here is never reused)
        found = scratch[key] = (objects, find())
    return found[1]


def verify_op(op: Operation) -> None:
    """`op.verify(verify_nested_ops=False)`.  With the shortcuts on, an op
    that xDSL's checks around its `verify_` have nothing to check in (no
    successors, not the last op of its block, no erased operand) runs its
    `verify_` alone; if that fails, xDSL's call runs, for its diagnostic."""
    if shortcuts_on() and _only_its_own_checks(op):
        try:
            _verify_own(op)
        except VerifyException:
            pass
        else:
            return
    op.verify(verify_nested_ops=False)


def _verify_own(op: Operation) -> None:
    """`op.verify_()`, in an open verification.  For an op whose `verify_` is
    the one xDSL's `irdl_op_definition` makes (its definition check, then its
    own `verify_`: `woven_verify`), as `memoizing_op_definition`'s: the
    definition check is skipped where the open memo knows its signature
    passed, its traits and own `verify_` run every time."""
    woven = _woven(type(op))
    passed = None if _open is None else _open.passed
    if woven is None or passed is None:
        op.verify_()
        return
    op_def, own, by_class = woven
    try:
        key = _open.signature_key(op, by_class)  # pyright: ignore[reportOptionalMemberAccess]
        known = key in passed
    except TypeError:
        op.verify_()
        return
    if not known:
        op.verify_()
        passed.add(key)
        return
    _traits_and_own(op, op_def, own)


def _traits_and_own(
    op: Operation,
    op_def: OpDef,
    own: Callable[[IRDLOperation], None] | None,
    skipped: type[OpTrait] | None = None,
) -> None:
    """What a woven `verify_` checks after its definition's constraints: its
    traits (but those of class `skipped`), then its own `verify_`."""
    for trait in op_def.traits:
        if skipped is None or not isinstance(trait, skipped):
            trait.verify(op)
    if own is not None:
        own(op)  # pyright: ignore[reportArgumentType]


def verified_without_symbol_table(op: Operation) -> bool:
    """Run the checks of `op`, an op xDSL's `irdl_op_definition` made that
    passed all but its symbol table's (`xdsl.traits.SymbolTable`, run among
    its traits, after its definition's constraints): its other traits and
    its own `verify_`.  False, having checked nothing, for an op not made
    so (`woven_verify`)."""
    woven = _woven(type(op))
    if woven is None:
        return False
    op_def, own, _ = woven
    _traits_and_own(op, op_def, own, skipped=SymbolTable)
    return True


@cache
def _woven(
    op_type: type[Operation],
) -> tuple[OpDef, Callable[[IRDLOperation], None] | None, _ByClass] | None:
    """`woven_verify(op_type)` and what its definition checks by class."""
    woven = woven_verify(op_type)
    return None if woven is None else (*woven, checked_by_class(woven[0]))


def _only_its_own_checks(op: Operation) -> bool:
    """Whether xDSL's `Operation.verify` checks nothing in `op` but by its
    `verify_`: the successor and terminator rules concern ops with
    successors and the last op of a block (which they refuse only when it
    has no `IsTerminator`, asked as they ask it), and an erased operand is an
    `ErasedSSAValue` (compared by type while it has no subclass)."""
    block = op.parent
    return (
        not successor_blocks(op)
        and (block is None or block.last_op is not op or op.has_trait(IsTerminator))
        and not ErasedSSAValue.__subclasses__()
        and ErasedSSAValue not in set(map(type, operand_values(op)))
    )


def shortcuts_on() -> bool:
    """Whether a verification is open with `Speedup.VERIFY_SHORTCUTS` on: a
    verifier may then take its shortcuts."""
    return _open is not None and _open.scratch is not None


def signature(op: Operation) -> Hashable:
    """Everything an IRDL definition check reads, as one hashable value.

    Attributes and types are immutable and hash by value.  A region is
    described by its block count and its entry block's argument types.
    """
    return (
        tuple(op.operand_types),
        tuple(op.result_types),
        tuple(op.properties.items()),
        tuple(op.attributes.items()),
        tuple(
            (len(region.blocks), () if block is None else tuple(block.arg_types))
            for region in op.regions
            for block in (region.first_block,)
        ),
        len(op.successors),
    )


_OpT = TypeVar("_OpT", bound=IRDLOperation)


def memoizing_op_definition(
    cls: type[_OpT],
    *,
    parse: Callable[[type[_OpT], Parser], _OpT] | None = None,
    print_: Callable[[_OpT, Printer], None] | None = None,
) -> type[_OpT]:
    """`irdl_op_definition`, with a `verify_` that consults the open memo
    and, if given, `parse` and `print_` as the op's parser and printer.

    Made as `irdl_op_definition` makes an op: xDSL's `OpDef.from_pyrdl`, its
    accessors (`get_accessors_from_op_def`) set on the class once; of those,
    `verify_` (and `parse`, `print`) are the ones chosen here, not replaced
    afterwards.  Given both `parse` and `print_`, the op's assembly format is
    theirs: xDSL does not compile it at the class's definition (the caller
    compiles it when the op is first read or printed: most runs meet a few
    of a dialect's ops).  Without them, the op's own format is compiled here,
    through the package's path, at its first use too (`_format_parse_print`).

    What the op's class declares as `verify_` still runs every time, after
    the definition check, as with `irdl_op_definition` - unless the class
    also declares `verify_context`, a function of an op returning what its
    `verify_` reads besides the op's signature (hashable; `no_context` when
    nothing): the class promises that `verify_` reads nothing else, and
    within an open memo it runs once per signature and context, not again
    after it passed.
    """
    own_verify: Callable[[IRDLOperation], None] = getattr(cls, "verify_")  # noqa: B009
    context: Callable[[Operation], Hashable] | None = getattr(
        cls, "verify_context", None
    )
    op_def = OpDef.from_pyrdl(cls)
    if parse is None and print_ is None and op_def.assembly_format is not None:
        parse, print_ = _format_parse_print(op_def.assembly_format, op_def)
    if parse is not None and print_ is not None:
        accessors = accessors_without_format(
            get_accessors_from_op_def, op_def, own_verify
        )
    else:
        accessors = get_accessors_from_op_def(op_def, own_verify)
    accessors["verify_"] = _memoizing_verify(op_def, own_verify, context)
    if parse is not None:
        accessors["parse"] = classmethod(parse)
    if print_ is not None:
        accessors["print"] = print_
    for name, accessor in accessors.items():
        setattr(cls, name, accessor)
    return cls


def _format_parse_print(
    spelled: str, op_def: OpDef
) -> tuple[Callable[[type[Any], Parser], Any], Callable[[Any, Printer], None]]:
    """The op's parser and printer of its assembly format, compiled as
    `irdl_op_definition` compiles it, but read as MLIR reads it
    (`compiled_format`): when the op is first read or printed in custom form
    (`Speedup.LAZY_FORMATS`, as it is when the op is defined), else here."""
    program = cache(lambda: compiled_format(spelled, op_def, index_read_as_class=True))
    if not is_on(Speedup.LAZY_FORMATS):
        program()

    def parse(op_type: type[Any], parser: Parser) -> Any:
        return program().parse(parser, op_type)

    def print_(op: Any, printer: Printer) -> None:
        program().print(printer, op)

    return parse, print_


def _memoizing_verify(
    op_def: OpDef,
    own_verify: Callable[[IRDLOperation], None],
    context: Callable[[Operation], Hashable] | None,
) -> Callable[[IRDLOperation], None]:
    """The `verify_` of `memoizing_op_definition`: xDSL's (the definition
    check, then the class's own), each skipped where the open memo knows it
    passed."""
    traits = op_def.traits
    by_class = checked_by_class(op_def)

    def verify_(op: IRDLOperation) -> None:
        verification = _open
        passed = None if verification is None else verification.passed
        if passed is None:
            op_def.verify(op)
            own_verify(op)
            return
        try:
            key = verification.signature_key(op, by_class)  # pyright: ignore[reportOptionalMemberAccess]
            known = key in passed
        except TypeError:
            key, known = None, False
        if known:
            for trait in traits:
                trait.verify(op)
        else:
            op_def.verify(op)
            if key is not None:
                passed.add(key)
        if key is None or context is None:
            own_verify(op)
            return
        if any(by_class):  # (`verify_` may read any value)
            key = verification.signature_key(op)  # pyright: ignore[reportOptionalMemberAccess]
        own_key = (own_verify, key, context(op))
        if own_key not in passed:
            own_verify(op)
            passed.add(own_key)

    return verify_


def no_context(op: Operation) -> None:
    """A `verify_context` for a `verify_` that reads the op's signature only."""


# ===----------------------------------------------------------------------=== #
# IsolatedFromAbove, proved by the blocks walked
# ===----------------------------------------------------------------------=== #


@dataclass(frozen=True)
class IsolatedFromAboveFast(IsolatedFromAbove):
    """`IsolatedFromAbove` as MLIR checks it, and faster within an open
    verification.

    MLIR's check (`isolation_error`) walks the op's regions, entering nested
    ops unless they are isolated themselves (an unregistered op is not: its
    regions are walked too, where xDSL's check takes it for isolated and
    skips them), and refuses the first op that uses a value from outside,
    at that op.  Within an open verification with
    `Speedup.VERIFY_SHORTCUTS` on, the walk first goes the same way noting
    the blocks it enters: an operand defined in one of them (a block
    argument of it, or a result of an op in it) is inside the op, and when
    every operand is, the check passes without looking further.
    """

    def verify(self, op: Operation) -> None:
        verify_isolation(op)


def verify_isolation(op: Operation) -> None:
    """MLIR's `IsolatedFromAbove` check of `op` (`isolation_error`), raising
    its error at the op at fault, with its note at `op`; proved without it
    where the shortcuts can (`IsolatedFromAboveFast`)."""
    if shortcuts_on() and _defined_inside(op):
        return
    user = isolation_error(op)
    if user is not None:
        raise VerifyErrorAt(
            user,
            f"'{operation_name(user)}' op using value defined outside the region",
            [(op, "required by region isolation constraints")],
        )


@cache
def checked_as_xdsl_isolates(op_type: type[Operation]) -> bool:
    """Whether `op_type` is isolated from above by xDSL's trait
    (`builtin.module`, `func.func`, whose subclass inherits it): xDSL's check
    skips the regions of unregistered ops and words its error its own way,
    so a verifier of MLIR's rules runs `verify_isolation` on such an op
    first."""
    return any(type(trait) is IsolatedFromAbove for trait in op_type.traits)


def isolation_error(op: Operation) -> Operation | None:
    """The first op MLIR's `IsolatedFromAbove` check refuses inside `op`: one
    that uses a value defined outside the region of `op` it is in (nested ops
    walked unless isolated themselves, as `_is_isolated` says); None if
    there is none."""
    for region in op.regions:
        pending = [region]
        while pending:
            for block in pending.pop().blocks:
                for child in block.ops:
                    for operand in operand_values(child):
                        where = _defined_in(operand)
                        if where is None or not region.is_ancestor(where):
                            return child
                    if child.regions and not _is_isolated(type(child)):
                        pending += child.regions
    return None


def _defined_in(value: SSAValue) -> Region | None:
    """The region a value is defined in (None for an erased one)."""
    owner = value.owner
    return owner.parent if isinstance(owner, Block) else owner.parent_region()


@cache
def _is_isolated(op_type: type[Operation]) -> bool:
    """`has_trait(IsolatedFromAbove)`, once per op class (traits are
    class-level), false for an unregistered op, as MLIR's `hasTrait` (xDSL's
    answers every trait for one)."""
    return op_type.has_trait(IsolatedFromAbove, value_if_unregistered=False)


def _defined_inside(op: Operation) -> bool:
    """Whether each operand `IsolatedFromAbove` checks in `op` is defined in
    a block the walk entered before reaching it (False: unknown).  A value
    found so is not looked at again."""
    entered: set[int] = set()
    inside: set[int] = set()
    regions = list(op.regions)
    while regions:
        region = regions.pop()
        blocks = list(region.blocks)
        entered.update(map(id, blocks))
        for block in blocks:
            for child in block.ops:
                operands = operand_values(child)
                if not inside.issuperset(map(id, operands)):
                    for operand in operands:
                        owner = operand.owner
                        where = owner if type(owner) is Block else owner.parent
                        if id(where) not in entered:
                            return False
                        inside.add(id(operand))
                if not _is_isolated(type(child)):
                    regions += child.regions
    return True
