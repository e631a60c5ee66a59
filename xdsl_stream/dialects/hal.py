"""The few `hal` attributes that Stream IR refers to.

Stream ops name the device they run on through affinity attributes
(`#hal.device.affinity<@dev>` and `#hal.device.promise<@dev>`, optionally with a
queue list `[0, 1]`).  Real compiler dumps also hold typed device attributes such
as `#hal.device.target<...> : !hal.device`; those are handled by
`xdsl_stream.dialects.typed_opaque`.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import ArrayAttr, IntAttr, SymbolRefAttr
from xdsl.ir import Dialect, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition, param_def
from xdsl.parser import AttrParser
from xdsl.printer import Printer

from xdsl_stream.dialects.stream.syntax import next_token_span
from xdsl_stream.dialects.typed_opaque import TYPED_HAL_ATTRS


class _DeviceAffinityBase(ParametrizedAttribute):
    """Common syntax of affinity attributes: `<@device>` or `<@device, [q, ...]>`."""

    device: SymbolRefAttr = param_def()
    queues: ArrayAttr[IntAttr] = param_def()

    def __init__(self, device: str | SymbolRefAttr, queues: Sequence[int] = ()):
        if isinstance(device, str):
            device = SymbolRefAttr(device)
        super().__init__(device, ArrayAttr(IntAttr(q) for q in queues))

    @classmethod
    def parse_parameters(
        cls, parser: AttrParser
    ) -> tuple[SymbolRefAttr, ArrayAttr[IntAttr]]:
        with parser.in_angle_brackets():
            device_span = next_token_span(parser)
            device = parser.parse_attribute()
            if not isinstance(device, SymbolRefAttr):
                parser.raise_error(
                    f"expected a device symbol reference in #{cls.name}", device_span
                )
            queues: list[IntAttr] = []
            if parser.parse_optional_punctuation(","):
                queues = parser.parse_comma_separated_list(
                    parser.Delimiter.SQUARE, lambda: IntAttr(parser.parse_integer())
                )
        return device, ArrayAttr(queues)

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_attribute(self.device)
            if self.queues.data:
                printer.print_string(", [")
                printer.print_list(
                    self.queues.data, lambda q: printer.print_string(str(q.data))
                )
                printer.print_string("]")


@irdl_attr_definition
class DeviceAffinityAttr(_DeviceAffinityBase):
    """`#hal.device.affinity<@device>`: run on a specific device (and queues)."""

    name = "hal.device.affinity"


@irdl_attr_definition
class DevicePromiseAttr(_DeviceAffinityBase):
    """`#hal.device.promise<@device>`: a device chosen later, promised now."""

    name = "hal.device.promise"


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


HAL = Dialect(
    "hal",
    [],
    [DeviceAffinityAttr, DevicePromiseAttr, *HAL_TYPES, *TYPED_HAL_ATTRS],
)
