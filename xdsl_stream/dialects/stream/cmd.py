"""`stream.cmd.*` ops: command buffers recorded in `stream.cmd.execute`."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import cache
from typing import ClassVar

from xdsl.dialects.builtin import (
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
    irdl_op_definition,
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
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    IsolatedFromAbove,
    IsTerminator,
    SingleBlockImplicitTerminator,
    SymbolOpInterface,
    ensure_terminator,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.dialects.stream.attrs import (
    ACCESS_BITS_BY_ID,
    ACCESS_KEYWORDS,
    KEYWORD_ACCESSES,
    BindingType,
    ChannelType,
    CollectiveAttr,
    Lifetime,
    ResourceAccess,
    ResourceType,
    TimepointType,
    resource_type_named,
)
from xdsl_stream.dialects.stream.base import (
    CmdOpTrait,
    function_type_of,
    segment_sizes,
    unit_attr,
)
from xdsl_stream.dialects.stream.directives import (
    UNTIED,
    CmdCallOperands,
    DispatchFunctionSignature,
    DispatchResources,
    ShapedFunctionType,
    SymbolVisibility,
    tied_attr,
)
from xdsl_stream.dialects.stream.executable import (
    _INDEX,
    _SCALAR_TYPES,
    ExecutableExportOp,
)
from xdsl_stream.dialects.stream_syntax import (
    SSA_USE_LIST_PATTERN,
    OperandResolver,
    UnresolvedRange,
    ValueListOp,
    matched_operand_list,
    next_token_span,
    parse_attributes_into,
    parse_fat_arrow,
    parse_optional_affinity,
    parse_range,
    parse_sized_type,
    print_optional_affinity,
    print_range,
    print_sized_type,
    print_types,
    resume_after,
    scan_canonical_bindings,
    scan_canonical_range,
)
from xdsl_stream.dialects.symbols import lookup_symbol

# ===----------------------------------------------------------------------=== #
# Command buffers
# ===----------------------------------------------------------------------=== #


@irdl_op_definition
class YieldOp(ValueListOp):
    """`stream.yield`: implicit terminator of command regions."""

    name = "stream.yield"

    operands_ = var_operand_def()

    traits = traits_def(IsTerminator())

    def __init__(self, *values: SSAValue | Operation):
        super().__init__(operands=[values])


class _CmdRegionOp(IRDLOperation):
    """Shared syntax of `stream.cmd.serial` and `stream.cmd.concurrent`."""

    body = region_def("single_block")

    traits = traits_def(SingleBlockImplicitTerminator(YieldOp), CmdOpTrait())

    def __init__(self, body: Sequence[Operation] | Region = ()):
        region = body if isinstance(body, Region) else Region(Block(body))
        super().__init__(regions=[region])
        for trait in self.get_traits_of_type(SingleBlockImplicitTerminator):
            ensure_terminator(self, trait)

    @classmethod
    def parse(cls, parser: Parser) -> _CmdRegionOp:
        op = cls(parser.parse_region())
        parse_attributes_into(parser, op)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_region(self.body, print_block_terminators=False)
        printer.print_op_attributes(self.attributes, print_keyword=True)


@irdl_op_definition
class CmdSerialOp(_CmdRegionOp):
    """`stream.cmd.serial`: commands that run one after another."""

    name = "stream.cmd.serial"


@irdl_op_definition
class CmdConcurrentOp(_CmdRegionOp):
    """`stream.cmd.concurrent`: commands that may run at the same time."""

    name = "stream.cmd.concurrent"


@irdl_op_definition
class CmdExecuteOp(IRDLOperation):
    """`stream.cmd.execute`: record and submit a command buffer.

    Resources used inside are captured with `with(%outer as %inner: T{%size})`;
    the region's arguments are the captured resources.
    """

    name = "stream.cmd.execute"

    resource_operands = var_operand_def(ResourceType)
    resource_operand_sizes = var_operand_def(IndexType)
    await_timepoint = opt_operand_def(TimepointType)
    result_timepoint = result_def(TimepointType)
    body = region_def("single_block")
    affinity = opt_prop_def(Attribute)
    once = opt_prop_def(UnitAttr)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(SingleBlockImplicitTerminator(YieldOp))

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
        if len(self.resource_operands) != len(self.resource_operand_sizes):
            raise VerifyException(
                f"{len(self.resource_operands)} captured resources but "
                f"{len(self.resource_operand_sizes)} sizes"
            )
        block = self.body.block
        if [a.type for a in block.args] != [r.type for r in self.resource_operands]:
            raise VerifyException(
                "region arguments must match the types of the captured resources"
            )
        for op in self.body.walk():
            if op.parent_op() is self and isinstance(op, YieldOp):
                continue
            if not _is_cmd_op(type(op)) and not isinstance(op, YieldOp):
                raise VerifyException(
                    f"'{op.name}' is not a stream.cmd op and cannot appear in "
                    "stream.cmd.execute"
                )
            for i, operand in enumerate(op.operands):
                # Most resources are the body's own arguments: no walk up.
                if (
                    operand.owner is not block
                    and isinstance(operand.type, ResourceType)
                    and not _defined_in(operand, self.body)
                ):
                    raise VerifyException(
                        f"'{op.name}' operand #{i} uses a resource that is not "
                        "captured by stream.cmd.execute; add it to with(...)"
                    )

    @classmethod
    def parse(cls, parser: Parser) -> CmdExecuteOp:
        once = parser.parse_optional_keyword("once") is not None
        affinity = parse_optional_affinity(parser)
        await_tp = None
        if parser.parse_optional_keyword("await") is not None:
            parser.parse_punctuation("(")
            await_tp = parser.parse_unresolved_operand()
            parser.parse_punctuation(")")
            parse_fat_arrow(parser)
        parser.parse_keyword("with")

        outer: list[UnresolvedOperand] = []
        sizes: list[UnresolvedOperand] = []
        args: list[Parser.Argument] = []

        def parse_capture() -> None:
            outer.append(parser.parse_unresolved_operand())
            parser.parse_keyword("as")
            inner = parser.parse_argument(expect_type=False)
            parser.parse_punctuation(":")
            type, size = parse_sized_type(parser)
            args.append(inner.resolve(type))
            sizes.append(size)

        parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_capture)
        region = parser.parse_region(args)
        parse_fat_arrow(parser)
        tp_span = next_token_span(parser)
        tp_type = parser.parse_type()
        if not isinstance(tp_type, TimepointType):
            parser.raise_error(f"expected !stream.timepoint, got {tp_type}", tp_span)
        attributes = parser.parse_optional_attr_dict_with_keyword()
        index = IndexType()
        op = cls(
            [
                parser.resolve_operand(o, a.type)
                for o, a in zip(outer, args, strict=True)
            ],
            [parser.resolve_operand(s, index) for s in sizes],
            region,
            await_timepoint=None
            if await_tp is None
            else parser.resolve_operand(await_tp, TimepointType()),
            affinity=affinity,
            once=once,
        )
        if attributes is not None:
            op.attributes |= attributes.data
        return op

    def print(self, printer: Printer) -> None:
        if self.once is not None:
            printer.print_string(" once")
        print_optional_affinity(printer, self.affinity)
        if self.await_timepoint is not None:
            printer.print_string(" await(")
            printer.print_ssa_value(self.await_timepoint)
            printer.print_string(") =>")
        printer.print_string(" with(")

        def print_capture(i: int) -> None:
            printer.print_ssa_value(self.resource_operands[i])
            printer.print_string(" as ")
            arg = self.body.block.args[i]
            printer.print_block_argument(arg, print_type=False)
            printer.print_string(": ")
            print_sized_type(printer, arg.type, self.resource_operand_sizes[i])

        printer.print_list(range(len(self.resource_operands)), print_capture)
        printer.print_string(") ")
        printer.print_region(
            self.body, print_entry_block_args=False, print_block_terminators=False
        )
        printer.print_string(" => !stream.timepoint")
        printer.print_op_attributes(self.attributes, print_keyword=True)


@cache
def _is_cmd_op(op_type: type[Operation]) -> bool:
    """`has_trait(CmdOpTrait)`, once per op class (traits are class-level)."""
    return op_type.has_trait(CmdOpTrait)


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


class _CmdRangeOp(IRDLOperation):
    """Shared parts of commands on one resource range (flush, discard, ...)."""

    target = operand_def(ResourceType)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    target_length = operand_def(IndexType)

    traits = traits_def(CmdOpTrait())

    AFFINITY_KEYWORD: ClassVar[str | None] = None

    def __init__(
        self,
        target: SSAValue | Operation,
        target_size: SSAValue | Operation,
        target_offset: SSAValue | Operation,
        target_length: SSAValue | Operation,
        *,
        source_affinity: Attribute | None = None,
    ):
        properties: dict[str, Attribute | None] = {}
        if self.AFFINITY_KEYWORD is not None:
            properties["source_affinity"] = source_affinity
        super().__init__(
            operands=[target, target_size, target_offset, target_length],
            properties=properties,
        )

    @classmethod
    def parse(cls, parser: Parser) -> _CmdRangeOp:
        affinity = None
        if cls.AFFINITY_KEYWORD is not None:
            affinity = parse_optional_affinity(parser, cls.AFFINITY_KEYWORD)
        bound = scan_canonical_range(parser, resource_type_named) or parse_range(parser)
        target, size, offset, length = bound.resolve(parser)
        assert length is not None
        op = cls(target, size, offset, length, source_affinity=affinity)
        parse_attributes_into(parser, op)
        return op

    def print(self, printer: Printer) -> None:
        if self.AFFINITY_KEYWORD is not None:
            affinity = self.properties.get("source_affinity")
            print_optional_affinity(printer, affinity, self.AFFINITY_KEYWORD)
        printer.print_string(" ")
        print_range(
            printer,
            self.target,
            self.target_size,
            self.target_offset,
            self.target_length,
        )
        printer.print_op_attributes(self.attributes, print_keyword=True)


@irdl_op_definition
class CmdFlushOp(_CmdRangeOp):
    """`stream.cmd.flush [to(#affinity)] %r[%o for %l] : T{%s}`."""

    name = "stream.cmd.flush"
    source_affinity = opt_prop_def(Attribute)
    AFFINITY_KEYWORD: ClassVar[str | None] = "to"


@irdl_op_definition
class CmdInvalidateOp(_CmdRangeOp):
    """`stream.cmd.invalidate [from(#affinity)] %r[%o for %l] : T{%s}`."""

    name = "stream.cmd.invalidate"
    source_affinity = opt_prop_def(Attribute)
    AFFINITY_KEYWORD: ClassVar[str | None] = "from"


@irdl_op_definition
class CmdDiscardOp(_CmdRangeOp):
    """`stream.cmd.discard %r[%o for %l] : T{%s}`."""

    name = "stream.cmd.discard"


@irdl_op_definition
class CmdFillOp(IRDLOperation):
    """`stream.cmd.fill %value, %r[%o for %l] : T -> R{%s}`."""

    name = "stream.cmd.fill"

    target = operand_def(ResourceType)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    target_length = operand_def(IndexType)
    value = operand_def()

    traits = traits_def(CmdOpTrait())

    def __init__(
        self,
        value: SSAValue | Operation,
        target: SSAValue | Operation,
        target_size: SSAValue | Operation,
        target_offset: SSAValue | Operation,
        target_length: SSAValue | Operation,
    ):
        super().__init__(
            operands=[target, target_size, target_offset, target_length, value]
        )

    def verify_(self) -> None:
        if not isinstance(self.value.type, IntegerType):
            raise VerifyException(
                f"fill pattern must be an integer, got {self.value.type}"
            )

    @classmethod
    def parse(cls, parser: Parser) -> CmdFillOp:
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        target = parser.parse_unresolved_operand()
        parser.parse_punctuation("[")
        offset = parser.parse_unresolved_operand()
        parser.parse_keyword("for")
        length = parser.parse_unresolved_operand()
        parser.parse_punctuation("]")
        parser.parse_punctuation(":")
        value_type = parser.parse_type()
        parser.parse_punctuation("->")
        type, size = parse_sized_type(parser)
        index = IndexType()
        op = cls(
            parser.resolve_operand(value, value_type),
            parser.resolve_operand(target, type),
            parser.resolve_operand(size, index),
            parser.resolve_operand(offset, index),
            parser.resolve_operand(length, index),
        )
        parse_attributes_into(parser, op)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.value)
        printer.print_string(", ")
        printer.print_ssa_value(self.target)
        printer.print_string("[")
        printer.print_ssa_value(self.target_offset)
        printer.print_string(" for ")
        printer.print_ssa_value(self.target_length)
        printer.print_string("] : ")
        printer.print_attribute(self.value.type)
        printer.print_string(" -> ")
        print_sized_type(printer, self.target.type, self.target_size)
        printer.print_op_attributes(self.attributes, print_keyword=True)


@irdl_op_definition
class CmdCopyOp(IRDLOperation):
    """`stream.cmd.copy %src[%so], %dst[%to], %len : S{%ss} -> T{%ts}`."""

    name = "stream.cmd.copy"

    source = operand_def(ResourceType)
    source_size = operand_def(IndexType)
    source_offset = operand_def(IndexType)
    target = operand_def(ResourceType)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    length = operand_def(IndexType)

    traits = traits_def(CmdOpTrait())

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
        super().__init__(
            operands=[
                source,
                source_size,
                source_offset,
                target,
                target_size,
                target_offset,
                length,
            ]
        )

    @classmethod
    def parse(cls, parser: Parser) -> CmdCopyOp:
        def parse_at() -> tuple[UnresolvedOperand, UnresolvedOperand]:
            value = parser.parse_unresolved_operand()
            parser.parse_punctuation("[")
            offset = parser.parse_unresolved_operand()
            parser.parse_punctuation("]")
            return value, offset

        source, source_offset = parse_at()
        parser.parse_punctuation(",")
        target, target_offset = parse_at()
        parser.parse_punctuation(",")
        length = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        source_type, source_size = parse_sized_type(parser)
        parser.parse_punctuation("->")
        target_type, target_size = parse_sized_type(parser)
        index = IndexType()
        op = cls(
            parser.resolve_operand(source, source_type),
            parser.resolve_operand(source_size, index),
            parser.resolve_operand(source_offset, index),
            parser.resolve_operand(target, target_type),
            parser.resolve_operand(target_size, index),
            parser.resolve_operand(target_offset, index),
            parser.resolve_operand(length, index),
        )
        parse_attributes_into(parser, op)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.source)
        printer.print_string("[")
        printer.print_ssa_value(self.source_offset)
        printer.print_string("], ")
        printer.print_ssa_value(self.target)
        printer.print_string("[")
        printer.print_ssa_value(self.target_offset)
        printer.print_string("], ")
        printer.print_ssa_value(self.length)
        printer.print_string(" : ")
        print_sized_type(printer, self.source.type, self.source_size)
        printer.print_string(" -> ")
        print_sized_type(printer, self.target.type, self.target_size)
        printer.print_op_attributes(self.attributes, print_keyword=True)


_ENTRY_POINT = re.compile(
    r"@([A-Za-z_][\w$.\-]*)::@([A-Za-z_][\w$.\-]*)(?![\w$.\-]|::)"
)
_ENTRY_POINTS: dict[tuple[str, str], SymbolRefAttr] = {}
"""By name: each export is dispatched from many sites."""


def _scan_entry_point(parser: Parser) -> SymbolRefAttr | None:
    """`@executable::@export` with bare names, fast (else None: token parser).

    The generic attribute parser tries every builtin attribute in turn before
    it reaches a symbol reference.
    """
    match = _ENTRY_POINT.match(parser.lexer.input.content, parser.pos)
    if match is None:
        return None
    key = (match[1], match[2])
    ref = _ENTRY_POINTS.get(key)
    if ref is None:
        ref = SymbolRefAttr(match[1], [match[2]])
        if len(_ENTRY_POINTS) < 65536:
            _ENTRY_POINTS[key] = ref
    resume_after(parser, match)
    return ref


_DISPATCH_OPERANDS = re.compile(
    rf"(?:\[{SSA_USE_LIST_PATTERN}\])?"
    rf"(?:\({SSA_USE_LIST_PATTERN} : ((?:[a-z0-9]+, )*[a-z0-9]+)\))?(?= \{{)"
)


def _scan_dispatch_operands(
    parser: Parser,
) -> tuple[list[SSAValue], list[SSAValue]] | None:
    """`[%w, ...](%u, ... : index, ...)` before a dispatch's bindings, fast.

    Only uniform operands of builtin scalar types; anything else (and any
    error) is left to the token parser.
    """
    match = _DISPATCH_OPERANDS.match(parser.lexer.input.content, parser.pos)
    if match is None or match.end() == match.start():
        return None
    uniform = matched_operand_list(parser, match, 4)
    types = (
        [] if match[7] is None else [_SCALAR_TYPES.get(t) for t in match[7].split(", ")]
    )
    if len(types) != len(uniform) or None in types:
        return None
    workload: list[SSAValue] = [
        parser.resolve_operand(w, _INDEX)
        for w in matched_operand_list(parser, match, 1)
    ]
    operands: list[SSAValue] = [
        parser.resolve_operand(u, t)
        for u, t in zip(uniform, types, strict=True)
        if t is not None
    ]
    resume_after(parser, match)
    return workload, operands


@irdl_op_definition
class CmdDispatchOp(IRDLOperation):
    """`stream.cmd.dispatch`: run an executable export on a set of bindings.

    Operand segments, as IREE orders them: workload, uniform operands,
    resources, resource sizes, offsets, lengths.  `resource_accesses` holds one
    `ResourceAccess` (as `i32`) per resource.
    """

    name = "stream.cmd.dispatch"

    workload = var_operand_def(IndexType)
    uniform_operands = var_operand_def()
    resources = var_operand_def(ResourceType)
    resource_sizes = var_operand_def(IndexType)
    resource_offsets = var_operand_def(IndexType)
    resource_lengths = var_operand_def(IndexType)
    entry_points = prop_def(ArrayAttr[SymbolRefAttr])
    resource_accesses = prop_def(ArrayAttr[IntegerAttr])

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(CmdOpTrait())

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
        if isinstance(entry_points, SymbolRefAttr):
            entry_points = [entry_points]
        super().__init__(
            operands=[
                workload,
                uniform_operands,
                resources,
                resource_sizes,
                resource_offsets,
                resource_lengths,
            ],
            properties={
                "entry_points": ArrayAttr(entry_points),
                "resource_accesses": ArrayAttr(a.to_attr() for a in resource_accesses),
            },
            attributes=attributes,
        )

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
        found: list[ExecutableExportOp | None] = []
        for ref in self.entry_points.data:
            op = lookup_symbol(self, ref)
            found.append(op if isinstance(op, ExecutableExportOp) else None)
        return found

    def verify_(self) -> None:
        # Segments decoded once: each group accessor would decode them again,
        # and dispatches are most of a Stream program.
        workload, uniform, count, *others = self.operand_segments()
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
        for i, access in enumerate(accesses):
            if access not in ACCESS_KEYWORDS:
                raise VerifyException(
                    f"resource #{i} has access {access}; expected 1 (ro), "
                    "2 (wo) or 3 (rw)"
                )
        operands = self.operands
        for i, resource in enumerate(operands[workload + uniform :][:count]):
            assert isinstance(resource.type, ResourceType)
            if resource.type.lifetime_name.data == Lifetime.STAGING.value:
                raise VerifyException(
                    f"resource #{i} is a staging resource, which cannot be "
                    "bound to a dispatch"
                )
        if not self.entry_points.data:
            raise VerifyException("dispatch must name at least one entry point")
        workload_types = [v.type for v in operands[:workload]]
        uniform_types = [v.type for v in operands[workload : workload + uniform]]
        for ref, export in zip(
            self.entry_points.data, self.lookup_exports(), strict=True
        ):
            if export is None:
                raise VerifyException(
                    f"entry point {ref} does not name a stream.executable.export"
                )
            self._verify_against_export(
                ref, export, workload_types, uniform_types, count
            )

    @staticmethod
    def _verify_against_export(
        ref: SymbolRefAttr,
        export: ExecutableExportOp,
        workload_types: list[Attribute],
        uniform_types: list[Attribute],
        resource_count: int,
    ) -> None:
        block = export.workgroups_block
        if block is not None:
            expected = [a.type for a in block.args]
            if expected != workload_types:
                raise VerifyException(
                    f"workload has {len(workload_types)} value(s) but the "
                    f"workgroups region of {ref} takes {len(expected)}"
                )
        function = export.lookup_function()
        if function is None:
            return
        ftype = function_type_of(function)
        if ftype is None:
            return
        inputs = ftype.inputs.data
        binding_count = sum(1 for t in inputs if isinstance(t, BindingType))
        operand_types = [t for t in inputs if not isinstance(t, BindingType)]
        if uniform_types != operand_types:
            raise VerifyException(
                f"uniform operands ({', '.join(map(str, uniform_types))}) do not "
                f"match the non-binding arguments of {ref} "
                f"({', '.join(map(str, operand_types))})"
            )
        if binding_count != resource_count:
            raise VerifyException(
                f"dispatch passes {resource_count} resources but {ref} takes "
                f"{binding_count} bindings"
            )

    @classmethod
    def parse(cls, parser: Parser) -> CmdDispatchOp:
        def parse_entry_point() -> SymbolRefAttr:
            ref = _scan_entry_point(parser)
            if ref is not None:
                return ref
            pos = parser.pos
            ref = parser.parse_attribute()
            if not isinstance(ref, SymbolRefAttr):
                parser.raise_error(
                    "expected an entry point such as @executable::@export",
                    pos,
                    parser.pos,
                )
            return ref

        entry_points = parser.parse_optional_comma_separated_list(
            parser.Delimiter.BRACES, parse_entry_point
        ) or [parse_entry_point()]

        index = IndexType()
        workload: list[SSAValue] = []
        operands: Sequence[SSAValue] = []
        header = _scan_dispatch_operands(parser)
        if header is not None:
            workload, operands = header
        elif parser.parse_optional_punctuation("[") is not None:
            workload = [
                parser.resolve_operand(w, index)
                for w in parser.parse_comma_separated_list(
                    parser.Delimiter.NONE, parser.parse_unresolved_operand
                )
            ]
            parser.parse_punctuation("]")

        if header is None and parser.parse_optional_punctuation("(") is not None:
            pos = parser.pos
            unresolved = parser.parse_optional_undelimited_comma_separated_list(
                parser.parse_optional_unresolved_operand,
                parser.parse_unresolved_operand,
            )
            if unresolved:
                parser.parse_punctuation(":")
                types = parser.parse_comma_separated_list(
                    parser.Delimiter.NONE, parser.parse_type
                )
                operands = parser.resolve_operands(unresolved, types, pos)
            parser.parse_punctuation(")")

        accesses: list[ResourceAccess] = []
        resources: list[SSAValue] = []
        sizes: list[SSAValue] = []
        offsets: list[SSAValue] = []
        lengths: list[SSAValue] = []

        def parse_binding() -> tuple[str, UnresolvedRange]:
            keyword = parser.parse_keyword_in(
                list(KEYWORD_ACCESSES), " as the resource access"
            )
            return keyword, parse_range(parser)

        bindings = scan_canonical_bindings(parser, resource_type_named)
        if bindings is None:
            bindings = parser.parse_comma_separated_list(
                parser.Delimiter.BRACES, parse_binding
            )
        resolver = OperandResolver(parser)
        for keyword, bound in bindings:
            accesses.append(ResourceAccess.from_keyword(keyword))
            resource, size, offset, length = bound.resolve(resolver)
            assert length is not None
            resources.append(resource)
            sizes.append(size)
            offsets.append(offset)
            lengths.append(length)

        attributes = parser.parse_optional_attr_dict_with_keyword()
        # `create`, not `__init__`: IRDL's generic argument handling costs more
        # than parsing the dispatch (dispatches are most of a Stream program).
        count = len(resources)
        return cls.create(
            operands=[*workload, *operands, *resources, *sizes, *offsets, *lengths],
            properties={
                "entry_points": ArrayAttr(entry_points),
                "resource_accesses": ArrayAttr(a.to_attr() for a in accesses),
                AttrSizedOperandSegments.attribute_name: segment_sizes(
                    (len(workload), len(operands), count, count, count, count)
                ),
            },
            attributes={} if attributes is None else dict(attributes.data),
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        if len(self.entry_points) == 1:
            printer.print_attribute(self.entry_points.data[0])
        else:
            with printer.in_braces():
                printer.print_list(self.entry_points.data, printer.print_attribute)
        # Groups sliced out once: each accessor would decode the segments again.
        workload, uniform, count, *_ = self.operand_segments()
        operands = self.operands
        groups = [operands[:workload], operands[workload : workload + uniform]]
        start = workload + uniform
        for _ in range(4):
            groups.append(operands[start : start + count])
            start += count
        workload_values, uniform_values, resources, sizes, offsets, lengths = groups
        if workload_values:
            with printer.in_square_brackets():
                printer.print_list(workload_values, printer.print_ssa_value)
        if uniform_values:
            with printer.in_parens():
                printer.print_list(uniform_values, printer.print_ssa_value)
                printer.print_string(" : ")
                print_types(printer, (v.type for v in uniform_values))
        printer.print_string(" {")
        with printer.indented():
            for i, access in enumerate(self.access_bits()):
                keyword = ACCESS_KEYWORDS.get(ResourceAccess(access), "??")
                printer.print_string(f"{',' if i else ''}\n{keyword} ")
                print_range(printer, resources[i], sizes[i], offsets[i], lengths[i])
        printer.print_string("\n}")
        printer.print_op_attributes(
            self.attributes,
            reserved_attr_names=("operandSegmentSizes",),
            print_keyword=True,
        )


# ===----------------------------------------------------------------------=== #
# stream.cmd.collective (declared: IREE's assembly format)
# ===----------------------------------------------------------------------=== #


def _access_name(bits: int) -> str:
    """IREE's spelling of a `ResourceAccessBitfield` value in diagnostics."""
    names = [n for n, b in (("Read", 1), ("Write", 2)) if bits & b]
    return "|".join(names) or "None"


@irdl_op_definition
class CmdCollectiveOp(IRDLOperation):
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
    resource_accesses = prop_def(ArrayAttr[IntegerAttr])

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
        super().__init__(
            operands=[
                channel,
                element_count,
                [] if param is None else [param],
                resources,
                resource_sizes,
                resource_offsets,
                resource_lengths,
            ],
            properties={
                "op": op,
                "resource_accesses": ArrayAttr(a.to_attr() for a in resource_accesses),
            },
        )

    def verify_(self) -> None:
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


@irdl_op_definition
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

    traits = traits_def(IsolatedFromAbove(), SymbolOpInterface())
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
        super().__init__(
            regions=[body if body is not None else Region()],
            properties={
                "sym_name": StringAttr(sym_name),
                "function_type": function_type,
                "sym_visibility": None
                if visibility is None
                else StringAttr(visibility),
                "arg_attrs": arg_attrs,
                "res_attrs": res_attrs,
            },
        )

    def verify_(self) -> None:
        if not self.body.blocks and (
            self.sym_visibility is None or self.sym_visibility.data == "public"
        ):
            raise VerifyException(
                f"'{self.name}' op symbol declaration cannot have public visibility"
            )


@irdl_op_definition
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
    tied_operands = opt_prop_def(ArrayAttr)
    arg_attrs = opt_prop_def(ArrayAttr)
    res_attrs = opt_prop_def(ArrayAttr)
    resource_operand_accesses = prop_def(ArrayAttr)
    results_ = var_result_def()
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
        if isinstance(callee, str):
            callee = SymbolRefAttr(callee)
        super().__init__(
            operands=[
                operands,
                operand_sizes,
                operand_offsets,
                operand_lengths,
                result_sizes,
            ],
            result_types=[result_types],
            properties={
                "callee": callee,
                "resource_operand_accesses": ArrayAttr(a.to_attr() for a in accesses),
                "tied_operands": tied_attr([UNTIED] * len(result_types))
                if result_types
                else None,
            },
        )

    def verify_(self) -> None:
        resources = sum(
            1 for v in self.resource_operands if isinstance(v.type, ResourceType)
        )
        if len(self.resource_operand_sizes) != resources:
            raise VerifyException(
                f"'{self.name}' op value set has {resources} dynamic dimensions but "
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
