"""`stream.cmd.*` ops: command buffers recorded in `stream.cmd.execute`.

Every op is declared by its `assembly_format`, IREE's transcribed.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import NoReturn, cast

from xdsl.dialects.builtin import (
    I32,
    ArrayAttr,
    DenseArrayBase,
    FunctionType,
    IndexType,
    IntegerAttr,
    IntegerType,
    StringAttr,
    SymbolNameConstraint,
    SymbolRefAttr,
    UnitAttr,
    i8,
    i16,
    i32,
)
from xdsl.ir import (
    Attribute,
    Block,
    Operation,
    Region,
    SSAValue,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    SameVariadicOperandSize,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import (
    IsTerminator,
    Pure,
    RecursiveMemoryEffect,
    SingleBlockImplicitTerminator,
    SymbolOpInterface,
    ensure_terminator,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.core.diagnostics import VerifyErrorAt
from xdsl_stream.core.ir_helpers import operation_name, walk_region
from xdsl_stream.core.verify_memo import (
    IsolatedFromAboveFast,
    found_once,
    shortcuts_on,
    verification_scratch,
)
from xdsl_stream.dialects.hal import AFFINITY
from xdsl_stream.dialects.stream.attrs import (
    ACCESS_BITS_BY_ID,
    ACCESS_KEYWORDS,
    ANY_RESOURCE,
    PRIMITIVES,
    BindingType,
    ChannelType,
    CollectiveAttr,
    Lifetime,
    ResourceAccess,
    ResourceType,
    TimepointType,
)
from xdsl_stream.dialects.stream.base import (
    CmdOpTrait,
    DeclaredOp,
    SizedSingleBlockImplicitTerminator,
    declared_op_definition,
    function_type_of,
    unit_attr,
    verify_declaration_visibility,
    verify_one_size_each,
    verify_yield_terminated,
)
from xdsl_stream.dialects.stream.builders import (
    accesses_attr,
    entry_points_attr,
    function_fields,
    init_op,
    resource_operand_fields,
    symbol_ref,
    tied_operands_attr,
)
from xdsl_stream.dialects.stream.checks import (
    verify_stream_resource_operands,
    workload_mismatch,
)
from xdsl_stream.dialects.stream.directives.dispatch import (
    DispatchEntryPoints,
    DispatchResources,
)
from xdsl_stream.dialects.stream.directives.function import (
    CmdCallOperands,
    DispatchFunctionSignature,
    ranges_read_back,
)
from xdsl_stream.dialects.stream.directives.regions import (
    ExplicitResourceRegion,
    ImplicitTerminatorRegion,
)
from xdsl_stream.dialects.stream.executable import (
    ExecutableExportOp,
)
from xdsl_stream.dialects.symbols import (
    lookup_symbol,
    lookup_symbol_in,
    symbol_table_of,
)
from xdsl_stream.dialects.syntax import GenericUnless, SizeAwareType
from xdsl_stream.dialects.util.directives import (
    ShapedFunctionType,
    ShapedTypeList,
    SymbolVisibility,
    verify_ties_in_range,
)

# ===----------------------------------------------------------------------=== #
# Command buffers
# ===----------------------------------------------------------------------=== #


@declared_op_definition
class YieldOp(DeclaredOp):
    """`stream.yield`: terminator of execution regions.

    Empty in command regions (and elided there: it is their implicit
    terminator); the async form yields sized resources,
    `stream.yield %r : !stream.resource<*>{%size}`.
    """

    name = "stream.yield"

    resource_operands = var_operand_def(ResourceType)
    resource_operand_sizes = var_operand_def(IndexType)

    irdl_options = (SameVariadicOperandSize(),)
    traits = traits_def(IsTerminator(), Pure())

    custom_directives = (ShapedTypeList,)
    assembly_format = (
        "attr-dict ($resource_operands^ `:`"
        " custom<ShapedTypeList>(type($resource_operands),"
        " $resource_operand_sizes))?"
    )

    def __init__(
        self,
        resources: Sequence[SSAValue | Operation] = (),
        sizes: Sequence[SSAValue | Operation] = (),
    ):
        super().__init__(operands=[resources, sizes])

    def verify_(self) -> None:
        parent = self.parent_op()
        if parent is not None and parent.name not in _YIELD_PARENTS:
            raise VerifyException(
                f"expects parent op to be one of '{', '.join(_YIELD_PARENTS)}'"
            )


_YIELD_PARENTS = (
    "stream.async.execute",
    "stream.async.concurrent",
    "stream.cmd.execute",
    "stream.cmd.serial",
    "stream.cmd.concurrent",
)
"""IREE's `ParentOneOf` of `stream.yield` (by name: the async ops import
this module)."""


class _CmdRegionOp(DeclaredOp):
    """Shared definition of `stream.cmd.serial` and `stream.cmd.concurrent`."""

    body = region_def()

    traits = traits_def(SizedSingleBlockImplicitTerminator(YieldOp), CmdOpTrait())

    custom_directives = (ImplicitTerminatorRegion,)
    assembly_format = "custom<ImplicitTerminatorRegion>($body) attr-dict-with-keyword"

    def __init__(self, body: Sequence[Operation] | Region = ()):
        region = body if isinstance(body, Region) else Region(Block(body))
        super().__init__(regions=[region])
        for trait in self.get_traits_of_type(SingleBlockImplicitTerminator):
            ensure_terminator(self, trait)

    def verify_(self) -> None:
        parent = self.parent_op()
        if parent is not None and not isinstance(parent, _CMD_REGION_PARENTS):
            raise VerifyException(
                "expects parent op to be one of 'stream.cmd.execute, "
                "stream.cmd.serial, stream.cmd.concurrent'"
            )
        for op in self.body.block.ops:
            if not _is_cmd_op(type(op)) and not isinstance(op, YieldOp):
                refuse_in_command_region(op, self.name)
        verify_yield_terminated(self, self.body)
        verify_no_yielded_values(self)


_RECORDED_BY_NO_COMMAND_BUFFER = frozenset(
    {
        "stream.async.alloca",
        "stream.async.barrier",
        "stream.async.call",
        "stream.async.clone",
        "stream.async.collective",
        "stream.async.concurrent",
        "stream.async.constant",
        "stream.async.copy",
        "stream.async.dispatch",
        "stream.async.fill",
        "stream.async.slice",
        "stream.async.splat",
        "stream.async.transfer",
        "stream.async.update",
        "stream.tensor.clone",
        "stream.tensor.constant",
        "stream.tensor.dispatch",
        "stream.tensor.empty",
        "stream.tensor.encode",
        "stream.tensor.fill",
        "stream.tensor.parameter.load",
        "stream.tensor.slice",
        "stream.tensor.splat",
        "stream.tensor.update",
        "stream.cmd.execute",
        "stream.cmd.func",
    }
)
"""The ops IREE 3.13 lets a command region hold (its `StreamableOpInterface`
and `CmdPhaseOp` ops) that no command buffer records: the package refuses
them in its own words (docs/strictness.md)."""


def refuse_in_command_region(op: Operation, region_op: str) -> NoReturn:
    """Refuse `op`, which no command buffer records, inside a command region
    of a `region_op`: at `op` in IREE's words if IREE refuses it too, else
    (`_RECORDED_BY_NO_COMMAND_BUFFER`) at the region's op in the package's."""
    name = operation_name(op)
    if name in _RECORDED_BY_NO_COMMAND_BUFFER:
        raise VerifyException(
            f"'{name}' is not a stream.cmd op and cannot appear in {region_op}"
        )
    raise VerifyErrorAt(
        op, f"'{name}' op explicit execution regions must only contain explicit ops"
    )


def verify_no_yielded_values(op: Operation) -> None:
    """IREE's region branch check on a command region: its `stream.yield`
    passes nothing back (the op has no results)."""
    block = op.regions[0].blocks.first
    last = block.last_op if block is not None else None
    if isinstance(last, YieldOp) and last.resource_operands:
        raise VerifyException(
            f"along control flow edge from Operation stream.yield to Operation "
            f"{op.name}: region branch point has {len(last.resource_operands)} "
            "operands, but region successor needs 0 inputs"
        )


@declared_op_definition
class CmdSerialOp(_CmdRegionOp):
    """`stream.cmd.serial`: commands that run one after another."""

    name = "stream.cmd.serial"

    traits = traits_def(RecursiveMemoryEffect())


@declared_op_definition
class CmdConcurrentOp(_CmdRegionOp):
    """`stream.cmd.concurrent`: commands that may run at the same time."""

    name = "stream.cmd.concurrent"

    traits = traits_def(RecursiveMemoryEffect())


@declared_op_definition
class CmdExecuteOp(DeclaredOp):
    """`stream.cmd.execute`: record and submit a command buffer.

    Resources used inside are captured with `with(%outer as %inner: T{%size})`;
    the region's arguments are the captured resources.
    """

    name = "stream.cmd.execute"

    resource_operands = var_operand_def(ResourceType)
    resource_operand_sizes = var_operand_def(IndexType)
    await_timepoint = opt_operand_def(TimepointType)
    result_timepoint = result_def(TimepointType)
    body = region_def()
    affinity = opt_prop_def(AFFINITY)
    once = opt_prop_def(UnitAttr)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(
        SizedSingleBlockImplicitTerminator(YieldOp), RecursiveMemoryEffect()
    )

    custom_directives = (ExplicitResourceRegion,)
    assembly_format = (
        "(`once` $once^)? (`on` `(` $affinity^ `)`)?"
        " (`await` `(` $await_timepoint^ `)` `=` `` `>`)?"
        " `with` `` custom<ExplicitResourceRegion>($resource_operands,"
        " type($resource_operands), $resource_operand_sizes, $body)"
        " `=` `` `>` type($result_timepoint) attr-dict-with-keyword"
    )

    def __init__(
        self,
        resources: Sequence[SSAValue | Operation],
        sizes: Sequence[SSAValue | Operation],
        body: Region | None = None,
        *,
        await_timepoint: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
        once: bool = False,
    ):
        if body is None:
            body = Region(Block(arg_types=[SSAValue.get(r).type for r in resources]))
        super().__init__(
            operands=[
                resources,
                sizes,
                [] if await_timepoint is None else [await_timepoint],
            ],
            result_types=[TimepointType()],
            regions=[body],
            properties={"affinity": affinity, "once": unit_attr(once)},
        )
        for trait in self.get_traits_of_type(SingleBlockImplicitTerminator):
            ensure_terminator(self, trait)

    def verify_(self) -> None:
        verify_one_size_each(
            self.resource_operands, self.resource_operand_sizes, "captured resources"
        )
        verify_no_yielded_values(self)
        block = self.body.block
        if [a.type for a in block.args] != [r.type for r in self.resource_operands]:
            raise VerifyException(
                "region arguments must match the types of the captured resources"
            )
        # Whether an operand is fine (not a resource from outside) depends on
        # the value alone: with the shortcuts on, a fine value is looked at
        # once (and the body is walked by `walk_region`, in the same order).
        fine = set(map(id, block.args)) if shortcuts_on() else None
        for op in self.body.walk() if fine is None else walk_region(self.body):
            is_yield = _is_yield(type(op))
            if is_yield and op.parent_op() is self:
                continue
            if not _is_cmd_op(type(op)) and not is_yield:
                refuse_in_command_region(op, "stream.cmd.execute")
            if fine is not None and fine.issuperset(map(id, op.operands)):
                continue
            for operand in op.operands:
                # Most resources are the body's own arguments: no walk up.
                if (
                    operand.owner is not block
                    and isinstance(operand.type, ResourceType)
                    and not _defined_in(operand, self.body)
                ):
                    raise VerifyErrorAt(
                        op,
                        f"'{op.name}' op used resource not listed in explicit "
                        "captures (or produced internally)",
                    )
                if fine is not None:
                    fine.add(id(operand))
        verify_yield_terminated(self, self.body)


_CMD_REGION_PARENTS = (CmdExecuteOp, CmdSerialOp, CmdConcurrentOp)
"""IREE's `ParentOneOf` of `stream.cmd.serial` and `stream.cmd.concurrent`."""


@cache
def _is_cmd_op(op_type: type[Operation]) -> bool:
    """`has_trait(CmdOpTrait)`, once per op class (traits are class-level),
    false for an unregistered op, as MLIR's `hasTrait` (xDSL's answers every
    trait for one)."""
    return op_type.has_trait(CmdOpTrait, value_if_unregistered=False)


@cache
def _is_yield(op_type: type[Operation]) -> bool:
    """`isinstance(op, YieldOp)`, once per op class."""
    return issubclass(op_type, YieldOp)


def _defined_in(value: SSAValue, region: Region) -> bool:
    """Whether `value` is defined inside `region` (at any depth)."""
    owner = value.owner
    block = owner if isinstance(owner, Block) else owner.parent_block()
    while block is not None:
        if block.parent is region:
            return True
        parent_op = block.parent_op()
        block = parent_op.parent_block() if parent_op is not None else None
    return False


class _CmdRangeOp(DeclaredOp):
    """Shared parts of commands on one resource range (flush, discard, ...)."""

    target = operand_def(ANY_RESOURCE)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    target_length = operand_def(IndexType)

    traits = traits_def(CmdOpTrait())

    def __init__(
        self,
        target: SSAValue | Operation,
        target_size: SSAValue | Operation,
        target_offset: SSAValue | Operation,
        target_length: SSAValue | Operation,
        *,
        source_affinity: Attribute | None = None,
    ):
        # `init_op` passes `source_affinity` to the ops that define it (flush
        # and invalidate); discard has none, and is not given one silently.
        if source_affinity is not None and (
            "source_affinity" not in type(self).get_irdl_definition().properties
        ):
            raise TypeError(f"{self.name} takes no source_affinity")
        init_op(self, locals())


_RANGE_FORMAT = (
    "$target `[` $target_offset `for` $target_length `]` `:`"
    " type($target) `` `{` $target_size `}` attr-dict-with-keyword"
)


@declared_op_definition
class CmdFlushOp(_CmdRangeOp):
    """`stream.cmd.flush [to(#affinity)] %r[%o for %l] : T{%s}`."""

    name = "stream.cmd.flush"
    source_affinity = opt_prop_def(AFFINITY)

    assembly_format = "(`to` `(` $source_affinity^ `)`)? " + _RANGE_FORMAT


@declared_op_definition
class CmdInvalidateOp(_CmdRangeOp):
    """`stream.cmd.invalidate [from(#affinity)] %r[%o for %l] : T{%s}`."""

    name = "stream.cmd.invalidate"
    source_affinity = opt_prop_def(AFFINITY)

    assembly_format = "(`from` `(` $source_affinity^ `)`)? " + _RANGE_FORMAT


@declared_op_definition
class CmdDiscardOp(_CmdRangeOp):
    """`stream.cmd.discard %r[%o for %l] : T{%s}`."""

    name = "stream.cmd.discard"

    assembly_format = _RANGE_FORMAT


@declared_op_definition
class CmdFillOp(DeclaredOp):
    """`stream.cmd.fill %value, %r[%o for %l] : T -> R{%s}`."""

    name = "stream.cmd.fill"

    target = operand_def(ResourceType)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    target_length = operand_def(IndexType)
    value = operand_def()

    traits = traits_def(CmdOpTrait())

    assembly_format = (
        "$value `,` $target `[` $target_offset `for` $target_length `]` `:`"
        " type($value) `->` type($target) `` `{` $target_size `}`"
        " attr-dict-with-keyword"
    )

    def __init__(
        self,
        value: SSAValue | Operation,
        target: SSAValue | Operation,
        target_size: SSAValue | Operation,
        target_offset: SSAValue | Operation,
        target_length: SSAValue | Operation,
    ):
        init_op(self, locals())

    def verify_(self) -> None:
        verify_stream_resource_operands(self, [self.target])
        # IREE's `Stream_NativeFillPatternType` (the async fill also takes i64).
        if self.value.type not in (i8, i16, i32):
            raise VerifyException(
                "operand #4 must be 8-bit signless integer or 16-bit signless "
                "integer or 32-bit signless integer, but got "
                f"'{self.value.type}'"
            )


@declared_op_definition
class CmdCopyOp(DeclaredOp):
    """`stream.cmd.copy %src[%so], %dst[%to], %len : S{%ss} -> T{%ts}`."""

    name = "stream.cmd.copy"

    source = operand_def(ANY_RESOURCE)
    source_size = operand_def(IndexType)
    source_offset = operand_def(IndexType)
    target = operand_def(ANY_RESOURCE)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    length = operand_def(IndexType)

    traits = traits_def(CmdOpTrait())

    assembly_format = (
        "$source `[` $source_offset `]` `,` $target `[` $target_offset `]` `,`"
        " $length `:` type($source) `` `{` $source_size `}` `->`"
        " type($target) `` `{` $target_size `}` attr-dict-with-keyword"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        source_size: SSAValue | Operation,
        source_offset: SSAValue | Operation,
        target: SSAValue | Operation,
        target_size: SSAValue | Operation,
        target_offset: SSAValue | Operation,
        length: SSAValue | Operation,
    ):
        init_op(self, locals())


@declared_op_definition
class CmdDispatchOp(DeclaredOp):
    """`stream.cmd.dispatch`: run an executable export on a set of bindings.

    Operand segments, as IREE orders them: workload, uniform operands,
    resources, resource sizes, offsets, lengths.  `resource_accesses` holds one
    `ResourceAccess` (as `i32`) per resource.
    """

    name = "stream.cmd.dispatch"

    workload = var_operand_def(IndexType)
    uniform_operands = var_operand_def(PRIMITIVES)
    resources = var_operand_def(ResourceType)
    resource_sizes = var_operand_def(IndexType)
    resource_offsets = var_operand_def(IndexType)
    resource_lengths = var_operand_def(IndexType)
    entry_points = prop_def(ArrayAttr[SymbolRefAttr])
    resource_accesses = prop_def(ArrayAttr[IntegerAttr[I32]])

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    # Without a resource, its `{}` is one MLIR's parser refuses (IREE's
    # printer writes it so all the same).
    traits = traits_def(
        CmdOpTrait(), GenericUnless(lambda op: bool(cast(CmdDispatchOp, op).resources))
    )

    custom_directives = (DispatchEntryPoints, DispatchResources)
    # IREE's format, but for the spaces around the operand groups: MLIR
    # decides them when generating the printer (`` before the uniform
    # operands, and a space before `{` whatever is printed), xDSL while
    # printing (from what was printed last), so the `` moves into the
    # workload group and a ` ` comes before `{`.  Same text either way.
    assembly_format = (
        "custom<DispatchEntryPoints>($entry_points)"
        " (`[` $workload^ `]` ``)?"
        " (`(` $uniform_operands^ `:` type($uniform_operands) `)`)? ` ` `{`"
        " custom<DispatchResources>($resources, type($resources),"
        " $resource_sizes, $resource_offsets, $resource_lengths,"
        " $resource_accesses)"
        " `\\n` `}` attr-dict-with-keyword"
    )

    def __init__(
        self,
        entry_points: Sequence[SymbolRefAttr] | SymbolRefAttr,
        *,
        workload: Sequence[SSAValue | Operation] = (),
        uniform_operands: Sequence[SSAValue | Operation] = (),
        resources: Sequence[SSAValue | Operation] = (),
        resource_sizes: Sequence[SSAValue | Operation] = (),
        resource_offsets: Sequence[SSAValue | Operation] = (),
        resource_lengths: Sequence[SSAValue | Operation] = (),
        resource_accesses: Sequence[ResourceAccess] = (),
        attributes: Mapping[str, Attribute] | None = None,
    ):
        converted = {
            "entry_points": entry_points_attr(entry_points),
            "resource_accesses": accesses_attr(resource_accesses),
        }
        init_op(self, locals() | converted, attributes=attributes)

    @property
    def accesses(self) -> list[ResourceAccess]:
        """`resource_accesses` as `ResourceAccess` flags."""
        return [ResourceAccess.from_attr(a) for a in self.resource_accesses.data]

    def access_bits(self) -> tuple[int, ...]:
        """`resource_accesses` as plain ints (no enum conversion: hot in passes)."""
        known = ACCESS_BITS_BY_ID.get
        return tuple(known(id(a)) or a.value.data for a in self.resource_accesses.data)

    def operand_segments(self) -> tuple[int, ...]:
        """Sizes of the six operand groups, decoded once.

        Each group accessor (`resources`, `resource_sizes`, ...) decodes them
        again; code that reads several groups per op slices `operands` instead.
        """
        sizes = self.properties[AttrSizedOperandSegments.attribute_name]
        assert isinstance(sizes, DenseArrayBase)
        return tuple(sizes.get_values())

    def bound_resources(self) -> Sequence[SSAValue]:
        """The `resources` group of a verified dispatch, without decoding the
        operand segments: the last four groups have one operand per access
        (`verify_` checks it)."""
        count = len(self.resource_accesses.data)
        operands = self.operands
        start = len(operands) - 4 * count
        return operands[start : start + count]

    def lookup_exports(self) -> list[ExecutableExportOp | None]:
        """The export named by each entry point (None when not found)."""
        return _exports_in(symbol_table_of(self), self.entry_points)

    @staticmethod
    def verify_context(op: Operation) -> Hashable:
        """What `verify_` reads besides the op's signature (its operand types
        and properties): the symbol table the entry points are looked up
        from (`memoizing_op_definition`)."""
        return _table_of(op)

    def verify_(self) -> None:
        # Segments decoded once: each group accessor would decode them again,
        # and dispatches are most of a Stream program.
        workload, uniform, count, *others = _segments(self)
        accesses = self.access_bits()
        for what, size in zip(
            ("sizes", "offsets", "lengths", "accesses"),
            (*others, len(accesses)),
            strict=True,
        ):
            if size != count:
                raise VerifyException(
                    f"dispatch has {count} resources but {size} resource {what}"
                )
        _verify_accesses(accesses)
        operands = self.operands
        _verify_bindable(operands[workload + uniform :][:count])
        if not self.entry_points.data:
            raise VerifyException("dispatch must name at least one entry point")
        workload_types = [v.type for v in operands[:workload]]
        uniform_types = [v.type for v in operands[workload : workload + uniform]]
        for ref, export in zip(self.entry_points.data, _exports(self), strict=True):
            if export is None:
                # As IREE's verifier: an entry point that names no export is
                # not checked (and ends the checks).  The pass reports it.
                return
            _verify_against_export(
                ref, _export_arguments(export), workload_types, uniform_types, count
            )


def _verify_accesses(accesses: Sequence[int]) -> None:
    """Each binding's access is ro, wo or rw (with the shortcuts on, checked
    one by one only when a test of all at once fails)."""
    if shortcuts_on() and _ACCESS_BITS.issuperset(accesses):
        return
    for i, access in enumerate(accesses):
        if access not in ACCESS_KEYWORDS:
            raise VerifyException(
                f"resource #{i} has access {access}; expected 1 (ro), 2 (wo) or 3 (rw)"
            )


def _verify_access_array(name: str, accesses: Sequence[Attribute]) -> None:
    """IREE's access array attribute: each entry an `i32` of the access bits
    (read 1, write 2); xDSL printed another value as `??`, which no reader
    reads back."""
    for access in accesses:
        if not (
            isinstance(access, IntegerAttr)
            and cast(IntegerAttr[IntegerType], access).value.data in range(4)
        ):
            raise VerifyException(
                f"attribute '{name}' failed to satisfy constraint: access array "
                "attribute"
            )


def _verify_bindable(resources: Sequence[SSAValue]) -> None:
    """No bound resource is a staging one (with the shortcuts on, checked one
    by one only when `_all_bindable` is unsure)."""
    if _all_bindable(resources):
        return
    for i, resource in enumerate(resources):
        assert isinstance(resource.type, ResourceType)
        if resource.type.lifetime_name.data == Lifetime.STAGING.value:
            raise VerifyException(
                f"resource #{i} is a staging resource, which cannot be "
                "bound to a dispatch"
            )


_ACCESS_BITS = frozenset(map(int, ACCESS_KEYWORDS))
"""The access bits a binding may have (`ACCESS_KEYWORDS`), as plain ints."""


def _all_bindable(resources: Sequence[SSAValue]) -> bool:
    """Whether each of `resources` is a resource not of staging lifetime
    (False: one is not, or no verification is open); a value found so is
    remembered for the rest of the verification (`verification_scratch`)."""
    bindable = verification_scratch(_all_bindable)
    if bindable is None:
        return False
    if bindable.keys() >= set(map(id, resources)):
        return True
    for resource in resources:
        kind = resource.type
        if (
            not isinstance(kind, ResourceType)
            or kind.lifetime_name.data == Lifetime.STAGING.value
        ):
            return False
        bindable[id(resource)] = resource
    return True


def _segments(dispatch: CmdDispatchOp) -> tuple[int, ...]:
    """`dispatch.operand_segments()`, decoded once per segment-sizes attribute
    within a verification (`found_once`)."""
    sizes = dispatch.properties[AttrSizedOperandSegments.attribute_name]
    return found_once(_segments, dispatch.operand_segments, sizes)


def _exports_in(
    table: Operation | None, refs: ArrayAttr[SymbolRefAttr]
) -> list[ExecutableExportOp | None]:
    """The export each of `refs` names from symbol table `table` (None when
    it names none)."""
    found: list[ExecutableExportOp | None] = []
    for ref in refs.data:
        op = lookup_symbol_in(table, ref)
        found.append(op if isinstance(op, ExecutableExportOp) else None)
    return found


def _table_of(op: Operation) -> Operation | None:
    """`symbol_table_of(op)` for an op that is no symbol table, found once per
    block within a verification (`found_once`)."""
    return found_once(_table_of, lambda: symbol_table_of(op), op.parent)


def _exports(dispatch: CmdDispatchOp) -> list[ExecutableExportOp | None]:
    """`dispatch.lookup_exports()`, looked up once per symbol table and entry
    points attribute within a verification (`found_once`)."""
    table, refs = _table_of(dispatch), dispatch.entry_points
    return found_once(_exports, lambda: _exports_in(table, refs), table, refs)


@dataclass(frozen=True)
class _ExportArguments:
    """What a dispatch's operands are checked against in the export it names."""

    workload: list[Attribute] | None
    """The workgroups region's argument types (None: the region is empty)."""
    uniform: list[Attribute] | None
    """The function's non-binding argument types (None: no function, or one
    without a `function_type`)."""
    bindings: int
    """How many bindings the function takes."""


def _export_arguments(export: ExecutableExportOp) -> _ExportArguments:
    """What dispatches of `export` are checked against, found once per export
    within a verification (`found_once`)."""
    return found_once(_export_arguments, lambda: _read_export_arguments(export), export)


def _read_export_arguments(export: ExecutableExportOp) -> _ExportArguments:
    block = export.workgroups_block
    workload = None if block is None else [a.type for a in block.args]
    function = export.lookup_function()
    ftype = None if function is None else function_type_of(function)
    if ftype is None:
        return _ExportArguments(workload, None, 0)
    inputs = ftype.inputs.data
    return _ExportArguments(
        workload,
        [t for t in inputs if not isinstance(t, BindingType)],
        sum(1 for t in inputs if isinstance(t, BindingType)),
    )


def _verify_against_export(
    ref: SymbolRefAttr,
    export: _ExportArguments,
    workload_types: list[Attribute],
    uniform_types: list[Attribute],
    resource_count: int,
) -> None:
    expected = export.workload
    if expected is not None and expected != workload_types:
        raise VerifyException(workload_mismatch(expected, workload_types))
    if export.uniform is None:
        return
    if uniform_types != export.uniform:
        raise VerifyException(
            f"uniform operands ({', '.join(map(str, uniform_types))}) do not "
            f"match the non-binding arguments of {ref} "
            f"({', '.join(map(str, export.uniform))})"
        )
    if export.bindings != resource_count:
        raise VerifyException(
            f"dispatch passes {resource_count} resources but {ref} takes "
            f"{export.bindings} bindings"
        )


# ===----------------------------------------------------------------------=== #
# stream.cmd.collective (declared: IREE's assembly format)
# ===----------------------------------------------------------------------=== #


def _access_name(bits: int) -> str:
    """IREE's spelling of a `ResourceAccessBitfield` value in diagnostics."""
    names = [n for n, b in (("Read", 1), ("Write", 2)) if bits & b]
    return "|".join(names) or "None"


@declared_op_definition
class CmdCollectiveOp(DeclaredOp):
    """`stream.cmd.collective<kind : type>[%count] channel(%ch) {...}`: a
    collective operation over a channel, on one (send, recv) or two (send and
    receive) resource ranges, written as dispatch bindings are."""

    name = "stream.cmd.collective"

    channel = operand_def(ChannelType)
    element_count = operand_def(IndexType)
    param = opt_operand_def(IntegerType(32))
    resources = var_operand_def(ResourceType)
    resource_sizes = var_operand_def(IndexType)
    resource_offsets = var_operand_def(IndexType)
    resource_lengths = var_operand_def(IndexType)
    op = prop_def(CollectiveAttr)
    resource_accesses = prop_def(ArrayAttr[IntegerAttr[I32]])

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(CmdOpTrait())

    custom_directives = (DispatchResources,)
    assembly_format = (
        "`` $op `` `[` $element_count `]` `channel` `(` $channel `)` "
        "(`param` `(` $param^ `:` type($param) `)`)? `{` "
        "custom<DispatchResources>($resources, type($resources), $resource_sizes, "
        "$resource_offsets, $resource_lengths, $resource_accesses) "
        "`\\n` `}` attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        op: CollectiveAttr,
        channel: SSAValue | Operation,
        element_count: SSAValue | Operation,
        resources: Sequence[SSAValue | Operation],
        resource_sizes: Sequence[SSAValue | Operation],
        resource_offsets: Sequence[SSAValue | Operation],
        resource_lengths: Sequence[SSAValue | Operation],
        resource_accesses: Sequence[ResourceAccess],
        param: SSAValue | Operation | None = None,
    ):
        converted = {"resource_accesses": accesses_attr(resource_accesses)}
        init_op(self, locals() | converted)

    def verify_(self) -> None:
        verify_stream_resource_operands(self, self.resources, variadic=True)
        _verify_access_array("resource_accesses", self.resource_accesses.data)
        count = len(self.resources)
        if any(
            len(group) != count
            for group in (
                self.resource_sizes,
                self.resource_offsets,
                self.resource_lengths,
                self.resource_accesses,
            )
        ):
            raise VerifyException(
                f"with {count} resources has mismatched associated ranges"
            )
        kind = self.op.kind.data
        required = {"send": (1,), "recv": (2,)}.get(kind, (1, 2))
        if count != len(required):
            raise VerifyException(
                f"requires {len(required)} resources but {count} provided"
            )
        for i, needed in enumerate(required):
            declared = self.resource_accesses.data[i].value.data
            if declared & needed != needed:
                raise VerifyException(
                    f"resource {i} requires access {_access_name(needed)} but is "
                    f"declared as {_access_name(declared)}"
                )


# ===----------------------------------------------------------------------=== #
# Streamable host functions: cmd.func and cmd.call (declared)
# ===----------------------------------------------------------------------=== #


@declared_op_definition
class CmdFuncOp(IRDLOperation):
    """`stream.cmd.func`: declares a host function called with `stream.cmd.call`
    (IREE allows external ones only).  A resource argument is followed by its
    offset and length, written `%arg0[%arg1 for %arg2]: !stream.resource<*>`."""

    name = "stream.cmd.func"

    sym_name = prop_def(SymbolNameConstraint())
    function_type = prop_def(FunctionType)
    sym_visibility = opt_prop_def(StringAttr)
    arg_attrs = opt_prop_def(ArrayAttr)
    res_attrs = opt_prop_def(ArrayAttr)
    body = region_def()

    traits = traits_def(
        IsolatedFromAboveFast(),
        SymbolOpInterface(),
        GenericUnless(
            lambda op: ranges_read_back(
                cast(CmdFuncOp, op).function_type, cast(CmdFuncOp, op).arg_attrs
            )
        ),
    )
    custom_directives = (SymbolVisibility, DispatchFunctionSignature)

    assembly_format = (
        "custom<SymbolVisibility>($sym_visibility) $sym_name `` "
        "custom<DispatchFunctionSignature>($function_type, $arg_attrs, $res_attrs) "
        "attr-dict-with-keyword ($body^)?"
    )

    def __init__(
        self,
        sym_name: str,
        function_type: FunctionType,
        *,
        visibility: str | None = "private",
        arg_attrs: ArrayAttr | None = None,
        res_attrs: ArrayAttr | None = None,
        body: Region | None = None,
    ):
        init_op(self, locals() | function_fields(sym_name, visibility, body))

    def verify_(self) -> None:
        verify_declaration_visibility(self, self.body, self.sym_visibility)


@declared_op_definition
class CmdCallOp(IRDLOperation):
    """`stream.cmd.call`: call a streamable host function from a command buffer,
    each resource operand with its access and byte range."""

    name = "stream.cmd.call"

    callee = prop_def(SymbolRefAttr)
    resource_operands = var_operand_def()
    resource_operand_sizes = var_operand_def(IndexType)
    resource_operand_offsets = var_operand_def(IndexType)
    resource_operand_lengths = var_operand_def(IndexType)
    result_sizes = var_operand_def(IndexType)
    tied_operands = opt_prop_def(ArrayAttr[IntegerAttr[IndexType]])
    arg_attrs = opt_prop_def(ArrayAttr)
    res_attrs = opt_prop_def(ArrayAttr)
    resource_operand_accesses = prop_def(ArrayAttr)
    results_ = var_result_def(PRIMITIVES)
    """IREE's `$results` (`results` is the Operation attribute in xDSL)."""

    traits = traits_def(CmdOpTrait())
    irdl_options = (
        AttrSizedOperandSegments(as_property=True),
        # IREE writes `arg_attrs`/`res_attrs` in the attribute dictionary.
        ParsePropInAttrDict(),
    )
    custom_directives = (CmdCallOperands, ShapedFunctionType)

    assembly_format = (
        "$callee `` custom<CmdCallOperands>($resource_operands, "
        "$resource_operand_offsets, $resource_operand_lengths, "
        "$resource_operand_accesses) attr-dict `:` "
        "custom<ShapedFunctionType>(ref($resource_operands), "
        "type($resource_operands), $resource_operand_sizes, type($results_), "
        "$result_sizes, $tied_operands)"
    )

    def __init__(
        self,
        callee: str | SymbolRefAttr,
        *,
        operands: Sequence[SSAValue | Operation] = (),
        operand_sizes: Sequence[SSAValue | Operation] = (),
        operand_offsets: Sequence[SSAValue | Operation] = (),
        operand_lengths: Sequence[SSAValue | Operation] = (),
        accesses: Sequence[ResourceAccess] = (),
        result_types: Sequence[Attribute] = (),
        result_sizes: Sequence[SSAValue | Operation] = (),
    ):
        converted = {
            "callee": symbol_ref(callee),
            "resource_operand_accesses": accesses_attr(accesses),
            "tied_operands": tied_operands_attr(None, len(result_types)),
        }
        init_op(self, resource_operand_fields(locals()) | converted, [result_types])

    def verify_(self) -> None:
        _verify_access_array(
            "resource_operand_accesses", self.resource_operand_accesses.data
        )
        verify_ties_in_range(self.tied_operands, len(self.resource_operands))
        sized = sum(  # (size-aware values: resources, `!util.buffer`s)
            1 for v in self.resource_operands if isinstance(v.type, SizeAwareType)
        )
        resources = sum(
            1 for v in self.resource_operands if isinstance(v.type, ResourceType)
        )
        if len(self.resource_operand_sizes) != sized:
            raise VerifyException(
                f"'{self.name}' op value set has {sized} dynamic dimensions but "
                f"only {len(self.resource_operand_sizes)} dimension values are "
                "attached"
            )
        ranges = len(self.resource_operand_offsets)
        if len(self.resource_operand_lengths) != ranges:
            raise VerifyException(
                f"'{self.name}' op mismatch on resource range offsets/lengths; "
                "counts must match"
            )
        if ranges != resources:
            raise VerifyException(
                f"'{self.name}' op expects {resources} resource range operand sets "
                f"but {ranges} are present"
            )
        accesses = len(self.resource_operand_accesses.data)
        if accesses != resources:
            raise VerifyException(
                f"'{self.name}' op expects {resources} resource access specifiers "
                f"but {accesses} are present"
            )
        if lookup_symbol(self, self.callee) is None:
            raise VerifyException(
                f"'{self.name}' op undefined external call: "
                f"{self.callee.root_reference.data}"
            )
