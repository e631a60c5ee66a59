"""The `hal` attributes, types and ops that Stream IR refers to.

Stream ops name the device they run on through affinity attributes
(`#hal.device.affinity<@dev>` and `#hal.device.promise<@dev>`, optionally with a
queue list `[0, 1]`, or `#hal.device.optimal<[...]>` of them).  Device globals
hold typed device values (`#hal.device.target<...> : !hal.device`, `alias`,
`select`, `fallback`, `ordinal`), and a module its device topology: text-kept
attributes (`xdsl_stream.dialects.typed_opaque`), whose bodies are read
again as IREE reads them, as is an executable's `#hal.executable.target`.
The op declared here, `hal.fence.create`, is the fence IREE's Stream tests
and dumps chain external timepoints to.  The buffer-view ops of a public function's ABI wrapper (`hal.element_type`,
`hal.encoding_type`, `hal.buffer_view.assert`, `.dim`, ...) are in
`buffer_view`, and the other fence ops (`hal.fence.join`, `.signal`,
`.await`, ... of an async function's ABI) in `fence`, each imported when an
input first names one of its ops (`HAL_FAMILIES`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    I64,
    DictionaryAttr,
    IntAttr,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    i64,
)
from xdsl.ir import (
    Attribute,
    Operation,
    ParametrizedAttribute,
    SSAValue,
    TypeAttribute,
)
from xdsl.irdl import (
    IRDLOperation,
    irdl_attr_definition,
    operand_def,
    param_def,
    prop_def,
    result_def,
)
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    ParsingState,
    PrintingState,
    irdl_custom_directive,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.core import xdsl_internals
from xdsl_stream.core.inherited_params import inherited_parameters
from xdsl_stream.core.op_families import FamilyDialect, OpFamilies
from xdsl_stream.core.verify_memo import memoizing_op_definition
from xdsl_stream.dialects.syntax import (
    AttrKindConstraint,
    IreeDirective,
    end_of_last_token,
    expect_attribute_list,
    expect_attribute_of,
    expect_punctuation,
    next_token_span,
    parse_struct,
    read_integer,
    read_optional_integer,
)
from xdsl_stream.dialects.typed_opaque import TypedAttrOfIree, TypedOpaqueAttr

ANY_QUEUE = -1
"""The queue mask of an affinity without a queue list: any queue."""

MAX_QUEUES = 64
"""Queue ordinals IREE's mask (an `int64_t`) holds."""


@inherited_parameters
class _DeviceAffinityBase(ParametrizedAttribute):
    """Common syntax of affinity attributes: `<@device>` or `<@device, [q, ...]>`.

    As IREE keeps it, the queue list is a mask, one bit per queue ordinal
    from 0 to 63 (`ANY_QUEUE` without a list, 0 for `[]`: no queue), and
    prints as its set bits in increasing order."""

    device: SymbolRefAttr = param_def()
    queue_mask: IntAttr = param_def()

    def __init__(
        self, device: str | SymbolRefAttr, queues: Sequence[int] | None = None
    ):
        if isinstance(device, str):
            device = SymbolRefAttr(device)
        super().__init__(device, IntAttr(_mask(queues)))

    @property
    def queues(self) -> tuple[int, ...] | None:
        """The queue ordinals, None for any queue."""
        mask = self.queue_mask.data
        if mask == ANY_QUEUE:
            return None
        return tuple(q for q in range(MAX_QUEUES) if mask >> q & 1)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> tuple[SymbolRefAttr, IntAttr]:
        with parser.in_angle_brackets():
            device_span = next_token_span(parser)
            name = parser.parse_optional_symbol_name()
            if name is None:
                parser.raise_error(
                    f"expected a device symbol reference in #{cls.name}", device_span
                )
            device = SymbolRefAttr(name)
            queues: list[int] | None = None
            if parser.parse_optional_punctuation(","):
                queues = parser.parse_comma_separated_list(
                    parser.Delimiter.SQUARE, lambda: _parse_queue(parser)
                )
        if parser.parse_optional_punctuation(":") is not None:
            parser.parse_type()  # MLIR reads it, and an affinity drops it
        return device, IntAttr(_mask(queues))

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_attribute(self.device)
            queues = self.queues
            if queues is not None:
                printer.print_string(f", [{', '.join(map(str, queues))}]")


def _mask(queues: Sequence[int] | None) -> int:
    if queues is None:
        return ANY_QUEUE
    mask = 0
    for queue in queues:
        mask |= 1 << queue
    # IREE's mask is signed: all 64 queues are any queue.
    return mask - (1 << MAX_QUEUES) if mask >> (MAX_QUEUES - 1) else mask


def _parse_queue(parser: AttrParser) -> int:
    start = parser.pos
    queue = parser.parse_integer(allow_boolean=False)
    if not 0 <= queue < MAX_QUEUES:
        parser.raise_error(
            f"queue ordinal {queue} out of range [0, {MAX_QUEUES})", start, parser.pos
        )
    return queue


@irdl_attr_definition
class DeviceAffinityAttr(_DeviceAffinityBase):
    """`#hal.device.affinity<@device>`: run on a specific device (and queues)."""

    name = "hal.device.affinity"


@irdl_attr_definition
class DevicePromiseAttr(_DeviceAffinityBase):
    """`#hal.device.promise<@device>`: a device chosen later, promised now."""

    name = "hal.device.promise"


def _read_optimal(parser: AttrParser, less: int) -> str:
    """`[affinity, ...]`, in IREE's spelling of them."""
    affinities = expect_attribute_list(parser, empty=False)
    for at, affinity in affinities:
        if isinstance(affinity, DeviceOptimalAttr):
            parser.raise_error(
                "can only select between HAL affinity attrs", less, less + 1
            )
        if not isinstance(affinity, _DeviceAffinityBase):
            parser.raise_error("invalid kind of attribute specified", at, at + 1)
    return "[" + ", ".join(str(a) for _, a in affinities) + "]"


@irdl_attr_definition
class DeviceOptimalAttr(TypedOpaqueAttr):
    """`#hal.device.optimal<[#hal.device.affinity<...>, ...]>`: the best of
    several affinities (or promises), kept in IREE's spelling of them."""

    name = "hal.device.optimal"
    ANGLED: ClassVar[bool] = True
    TYPED: ClassVar[bool] = False
    BODY_READER = staticmethod(_read_optimal)


AFFINITY_ATTRS: tuple[type[Attribute], ...] = (
    DeviceAffinityAttr,
    DevicePromiseAttr,
    DeviceOptimalAttr,
)
"""The attributes implementing IREE's `Stream_AffinityAttr` interface: the
HAL's affinity, promise and optimal (a choice among affinities)."""


AFFINITY = AttrKindConstraint(AFFINITY_ATTRS)
"""The constraint of every Stream op's affinity property."""


# ===----------------------------------------------------------------------=== #
# HAL reference types that Stream ops exchange with the HAL
# ===----------------------------------------------------------------------=== #


def _hal_type(mnemonic: str, doc: str) -> type[ParametrizedAttribute]:
    cls = type(
        f"{mnemonic.title().replace('_', '')}Type",
        (ParametrizedAttribute, TypeAttribute),
        {"name": f"hal.{mnemonic}", "__doc__": doc},
    )
    return irdl_attr_definition(cls)


DeviceType = _hal_type("device", "`!hal.device`: a logical device.")
AllocatorType = _hal_type("allocator", "`!hal.allocator`: a device allocator.")
FenceType = _hal_type("fence", "`!hal.fence`: a set of semaphore timepoints.")
SemaphoreType = _hal_type("semaphore", "`!hal.semaphore`: a timeline semaphore.")
BufferType = _hal_type("buffer", "`!hal.buffer`: a device buffer.")
BufferViewType = _hal_type("buffer_view", "`!hal.buffer_view`: a shaped buffer.")
ChannelType = _hal_type("channel", "`!hal.channel`: a collective channel.")
FileType = _hal_type("file", "`!hal.file`: a file handle.")
HAL_TYPES = (
    DeviceType,
    AllocatorType,
    FenceType,
    SemaphoreType,
    BufferType,
    BufferViewType,
    ChannelType,
    FileType,
)
"""The parameterless HAL types that Stream IR converts to and from
(`stream.timepoint.import/export`, `stream.context.resolve`,
`stream.tensor.import/export`)."""


class _DeviceValueAttr(TypedOpaqueAttr):
    """A device global's value, its body kept as text: of type `!hal.device`
    whatever type is written after it, as IREE's parser reads that type and
    drops it (`#hal.device.alias<"local"> : i32` is a `!hal.device`)."""

    ANGLED: ClassVar[bool] = True
    EMPTY_BODY_ERROR: ClassVar[str | None] = "expected attribute value"

    def __init__(self, body: str, type: Attribute | None = None):
        super().__init__(body, DeviceType())

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> tuple[StringAttr, Attribute]:
        _refuse_bare_first_value(parser)
        body, _ = super().parse_parameters(parser)
        return body, DeviceType()


_BARE_WORD = re.compile(r"<\s*([A-Za-z_]?)")


def _refuse_bare_first_value(parser: AttrParser) -> None:
    """The body of a device alias or target begins with its kind, a string
    (`"local"`): IREE refuses a bare word (`local`) or another kind of value
    there, where it stands."""
    found = _BARE_WORD.match(xdsl_internals.input_text(parser), parser.pos)
    if found is None:
        return
    text = xdsl_internals.input_text(parser)
    at = found.start(1)
    if found[1]:
        parser.raise_error("expected attribute value", at, at + 1)
    if at < len(text) and text[at] not in '"#>':
        parser.raise_error("invalid kind of attribute specified", at, at + 1)


def _read_alias(parser: AttrParser, less: int) -> str:
    """`"kind"`, then maybe `[ordinal]` (none if empty), then maybe
    `, {configuration}`; in IREE's spelling."""
    kind = expect_attribute_of(parser, StringAttr)  # (`_refuse_bare_first_value`)
    body = str(kind)
    if parser.parse_optional_punctuation("[") is not None:
        ordinal = read_optional_integer(parser, 64)
        expect_punctuation(parser, "]")
        body += "" if ordinal is None else f"[{ordinal}]"
    if parser.parse_optional_punctuation(",") is not None:
        body += f", {expect_attribute_of(parser, DictionaryAttr)}"
    return body


@irdl_attr_definition
class DeviceAliasAttr(_DeviceValueAttr):
    """`#hal.device.alias<"kind"[ordinal], {configuration}> : !hal.device`,
    the ordinal and the configuration optional."""

    name = "hal.device.alias"
    BODY_READER = staticmethod(_read_alias)


def _read_target(parser: AttrParser, less: int) -> None:
    """`"kind"`, then maybe `, {configuration}`, then maybe `, [executable
    target, ...]` (at least one); kept as written."""
    expect_attribute_of(parser, StringAttr)  # (`_refuse_bare_first_value`)
    if parser.parse_optional_punctuation(",") is None:
        return
    if xdsl_internals.current_token(parser).text != "[":
        expect_attribute_of(parser, DictionaryAttr)
        if parser.parse_optional_punctuation(",") is None:
            return
    for at, target in expect_attribute_list(parser, empty=False):
        if not _is_executable_target(target):
            parser.raise_error("invalid kind of attribute specified", at, at + 1)


def _is_executable_target(attribute: Attribute) -> bool:
    """`#hal.executable.target<...>`."""
    return isinstance(attribute, ExecutableTargetAttr)


def _read_executable_target(parser: AttrParser, less: int) -> None:
    """`"backend", "format"`, then maybe `, {configuration}`; kept as written."""
    expect_attribute_of(parser, StringAttr)
    expect_punctuation(parser, ",")
    expect_attribute_of(parser, StringAttr)
    if parser.parse_optional_punctuation(",") is not None:
        expect_attribute_of(parser, DictionaryAttr)


@irdl_attr_definition
class ExecutableTargetAttr(TypedOpaqueAttr):
    """`#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {...}>`:
    what an executable is compiled for, its body kept as written (a
    configuration of other dialects' attributes) and read as IREE reads it."""

    name = "hal.executable.target"
    ANGLED: ClassVar[bool] = True
    EMPTY_BODY_ERROR: ClassVar[str | None] = "expected attribute value"
    TYPED: ClassVar[bool] = False
    BODY_READER = staticmethod(_read_executable_target)


@irdl_attr_definition
class DeviceTargetAttr(_DeviceValueAttr):
    """`#hal.device.target<"kind", {...}, [...]> : !hal.device`."""

    name = "hal.device.target"
    BODY_READER = staticmethod(_read_target)


def _read_fallback(parser: AttrParser, less: int) -> str:
    """`@device`: another device global."""
    at = parser.pos
    device = expect_attribute_of(parser, SymbolRefAttr)
    if device.nested_references.data:
        parser.raise_error("invalid kind of attribute specified", at, at + 1)
    return str(device)


def _read_ordinal(parser: AttrParser, less: int) -> str:
    """`N`: the N-th device available, a 64-bit signed integer (IREE
    reads it into an `int64_t`: `true` is -1)."""
    return str(read_integer(parser, 64))


DEVICE_VALUES = ("alias", "target", "ordinal", "fallback", "select")
"""The `#hal.device.*` attributes that initialize a device global."""


def _read_select(parser: AttrParser, less: int) -> None:
    """`[device, ...]`: at least one, each a device global's value; kept
    as written."""
    devices = expect_attribute_list(parser, empty=True)
    if not devices:
        parser.raise_error("must have at least one device to select", less, less + 1)
    for _, device in devices:
        if device.name.removeprefix("hal.device.") not in DEVICE_VALUES:
            parser.raise_error(
                "can only select between #hal.device.alias, #hal.device.target, "
                "#hal.device.ordinal, #hal.device.fallback, or other device "
                "initialization attributes",
                less,
                less + 1,
            )


@irdl_attr_definition
class DeviceFallbackAttr(TypedAttrOfIree):
    """`#hal.device.fallback<@device> : !hal.device`: another global's device."""

    name = "hal.device.fallback"
    ANGLED: ClassVar[bool] = True
    BODY_READER = staticmethod(_read_fallback)


@irdl_attr_definition
class DeviceOrdinalAttr(TypedAttrOfIree):
    """`#hal.device.ordinal<N> : !hal.device`: the N-th device available."""

    name = "hal.device.ordinal"
    ANGLED: ClassVar[bool] = True
    BODY_READER = staticmethod(_read_ordinal)


@irdl_attr_definition
class DeviceSelectAttr(TypedAttrOfIree):
    """`#hal.device.select<[device, ...]> : !hal.device`: the first of several
    device values that is available."""

    name = "hal.device.select"
    ANGLED: ClassVar[bool] = True
    BODY_READER = staticmethod(_read_select)


def _read_topology(parser: AttrParser, less: int) -> None:
    """`links = [(@source -> @target = {properties}), ...]`, at least one
    link; kept as written."""
    if parser.parse_optional_keyword("links") is None:
        end = end_of_last_token(parser)
        parser.raise_error("expected 'links'", end, end + 1)
    expect_punctuation(parser, "=")
    expect_punctuation(parser, "[")
    while True:
        _read_link(parser)
        if parser.parse_optional_punctuation(",") is None:
            break
    expect_punctuation(parser, "]")


def _read_link(parser: AttrParser) -> None:
    """`(@source -> @target = {name = flag, ...})`: two devices and what the
    link between them gives (`LINK_PROPERTIES`, each at most once)."""
    expect_punctuation(parser, "(")
    expect_attribute_of(parser, SymbolRefAttr)
    expect_punctuation(parser, "->")
    expect_attribute_of(parser, SymbolRefAttr)
    expect_punctuation(parser, "=")
    expect_punctuation(parser, "{")
    if parser.parse_optional_punctuation("}") is None:
        parse_struct(parser, LINK_PROPERTIES, ())
        expect_punctuation(parser, "}")
    expect_punctuation(parser, ")")


def _read_flag(parser: AttrParser) -> bool:
    """A boolean written as IREE reads one into a `bool`: `true`, `false`,
    or an integer 0 or 1 (decimal or hex)."""
    at = parser.pos
    value = parser.parse_optional_integer(allow_boolean=True)
    if value is None:
        parser.raise_error("expected integer value")
    if value not in (0, 1):
        parser.raise_error("integer value too large", at, parser.pos)
    return bool(value)


LINK_PROPERTIES: dict[str, Callable[[AttrParser], object]] = {
    "transparent_access": _read_flag,
    "unified_memory": _read_flag,
}
"""What a link of a device topology may say, each a flag."""


@irdl_attr_definition
class DeviceTopologyAttr(TypedOpaqueAttr):
    """`#hal.device.topology<links = [...]>`: which devices reach which (a
    module's `stream.topology`), kept as written."""

    name = "hal.device.topology"
    ANGLED: ClassVar[bool] = True
    BODY_READER = staticmethod(_read_topology)


# ===----------------------------------------------------------------------=== #
# hal.fence.create
# ===----------------------------------------------------------------------=== #

FENCE_FLAGS = {"None": 0, "Reserved": 1}
"""IREE's fence flag bitfield: its case names and bits (stored as `i64`)."""


@irdl_custom_directive
class FenceFlags(IreeDirective):
    """`flags(...)` of `hal.fence.create`, `.join` and `.await`: a case name
    for the `i64` property.

    IREE's format names `$flags`, an enum attribute that reads and prints its
    case (`"None"` or `Reserved`, a keyword or a string) while its generic form
    is the integer.  The property here is that integer, which xDSL's format
    would print as `0 : i64`, hence a directive.  As iree-opt prints it, the
    zero case is quoted; an unknown case is refused in its words (a string,
    or else a keyword or nothing).
    """

    flags: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        span_start = parser.pos
        string = parser.parse_optional_str_literal()
        name = string if string is not None else parser.parse_optional_identifier()
        if name not in FENCE_FLAGS:
            custom_op = f"custom op '{state.op_type.name}'"
            message = (
                "expected string or keyword containing one of the following enum "
                f"values for attribute 'flags' [{', '.join(FENCE_FLAGS)}]"
                if string is None
                else f'invalid flags attribute specification: "{string}"'
            )
            parser.raise_error(f"{custom_op} {message}", span_start, parser.pos)
        self.flags.set(state, IntegerAttr(FENCE_FLAGS[name], i64))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        value = self.flags.get(op)
        assert isinstance(value, IntegerAttr)
        name = _FENCE_FLAG_NAMES[value.value.data]
        printer.print_string(f'"{name}"' if value.value.data == 0 else name)


_FENCE_FLAG_NAMES = {bit: name for name, bit in FENCE_FLAGS.items()}


@memoizing_op_definition
class FenceCreateOp(IRDLOperation):
    """`hal.fence.create`: a new fence on a device, with no timepoints yet."""

    name = "hal.fence.create"

    device = operand_def(DeviceType)
    flags = prop_def(IntegerAttr[I64])
    result = result_def(FenceType)

    custom_directives = (FenceFlags,)
    assembly_format = (
        "`device` `(` $device `:` type($device) `)` "
        "`flags` `(` custom<FenceFlags>($flags) `)` "
        "`:` type($result) attr-dict-with-keyword"
    )

    def __init__(self, *, device: SSAValue | Operation, flags: int = 0):
        super().__init__(
            operands=[device],
            properties={"flags": IntegerAttr(flags, i64)},
            result_types=[FenceType()],
        )

    def verify_(self) -> None:
        verify_fence_flags(self.flags)


def verify_fence_flags(flags: IntegerAttr) -> None:
    """A fence op's `flags` are one of IREE's cases (`FENCE_FLAGS`)."""
    if flags.value.data not in _FENCE_FLAG_NAMES:
        raise VerifyException(
            f"invalid flags {flags.value.data} (known: "
            f"{', '.join(f'{n} = {b}' for n, b in FENCE_FLAGS.items())})"
        )


HAL_FAMILIES: OpFamilies = {
    "buffer_view": {
        "hal.element_type": "ElementTypeOp",
        "hal.encoding_type": "EncodingTypeOp",
        "hal.buffer_view.create": "BufferViewCreateOp",
        "hal.buffer_view.assert": "BufferViewAssertOp",
        "hal.buffer_view.buffer": "BufferViewBufferOp",
        "hal.buffer_view.element_type": "BufferViewElementTypeOp",
        "hal.buffer_view.encoding_type": "BufferViewEncodingTypeOp",
        "hal.buffer_view.rank": "BufferViewRankOp",
        "hal.buffer_view.dim": "BufferViewDimOp",
        "hal.buffer_view.trace": "BufferViewTraceOp",
    },
    "fence": {
        "hal.fence.join": "FenceJoinOp",
        "hal.fence.query": "FenceQueryOp",
        "hal.fence.signal": "FenceSignalOp",
        "hal.fence.fail": "FenceFailOp",
        "hal.fence.await": "FenceAwaitOp",
    },
}
"""The HAL ops declared in a family module of their own (op name -> class)."""

HAL = FamilyDialect(
    "hal",
    __name__,
    HAL_FAMILIES,
    [
        DeviceAffinityAttr,
        DevicePromiseAttr,
        DeviceAliasAttr,
        DeviceTargetAttr,
        *HAL_TYPES,
        DeviceOptimalAttr,
        DeviceFallbackAttr,
        DeviceOrdinalAttr,
        DeviceSelectAttr,
        DeviceTopologyAttr,
        ExecutableTargetAttr,
    ],
    [FenceCreateOp],
)
