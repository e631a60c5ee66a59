"""Types, attributes and enums of IREE's `stream` dialect."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar, cast

from typing_extensions import TypeVar
from xdsl.dialects.builtin import (
    I32,
    AnyFloat,
    ComplexType,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    NoneAttr,
    ShapedType,
    StringAttr,
)
from xdsl.ir import (
    Attribute,
    ParametrizedAttribute,
    TypeAttribute,
)
from xdsl.irdl import (
    AttrConstraint,
    IntConstraint,
    VerificationContext,
    irdl_attr_definition,
    param_def,
)
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.core.xdsl_internals import current_token
from xdsl_stream.dialects.syntax import (
    GlobalStorageType,
    SizeAwareType,
    next_token_span,
)

# ===----------------------------------------------------------------------=== #
# Types
# ===----------------------------------------------------------------------=== #


class Lifetime(enum.Enum):
    """Lifetime of a `!stream.resource<...>`; `*` is not yet known."""

    UNKNOWN = "*"
    EXTERNAL = "external"
    STAGING = "staging"
    TRANSIENT = "transient"
    VARIABLE = "variable"
    CONSTANT = "constant"


@irdl_attr_definition
class ResourceType(ParametrizedAttribute, SizeAwareType, GlobalStorageType):
    """`!stream.resource<lifetime>`: a buffer with a known lifetime."""

    name = "stream.resource"

    lifetime_name: StringAttr = param_def()

    def __init__(self, lifetime: Lifetime | str = Lifetime.UNKNOWN):
        if isinstance(lifetime, str):
            lifetime = Lifetime(lifetime)
        super().__init__(StringAttr(lifetime.value))

    @property
    def lifetime(self) -> Lifetime:
        return Lifetime(self.lifetime_name.data)

    def is_access_storage_compatible(self, access: Attribute) -> bool:
        """A resource global loads as itself or as any shaped type, as
        IREE's `ResourceType::isAccessStorageCompatible` says; a resource of
        another lifetime is refused, as its comment means ("we require
        transfers"; its code compares the access type with itself, so
        iree-opt 3.13 accepts any lifetime: docs/iree-stream-facts.md)."""
        return access == self or isinstance(access, ShapedType)

    def verify(self) -> None:
        if self.lifetime_name.data not in {lt.value for lt in Lifetime}:
            raise VerifyException(
                f"unknown resource lifetime '{self.lifetime_name.data}'"
            )

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> tuple[StringAttr]:
        with parser.in_angle_brackets():
            if parser.parse_optional_punctuation("*") is not None:
                return (StringAttr(Lifetime.UNKNOWN.value),)
            names = [lt.value for lt in Lifetime if lt is not Lifetime.UNKNOWN]
            return (StringAttr(parser.parse_keyword_in(names)),)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.lifetime_name.data}>")


RESOURCE_WORDS = (
    "resource or external resource or transient resource or variable resource "
    "or constant resource"
)
"""IREE's words for `Stream_AnyStreamResource`."""


@dataclass(frozen=True)
class ResourceLifetimeConstraint(AttrConstraint[ResourceType]):
    """A `!stream.resource` that is `staging` or one that is not (or, with
    `staging` None, either), refused in IREE's words (`words`): IREE's
    `Stream_StagingResource` and `Stream_AnyStreamResource` (staging
    resources only go through transfers, loads and stores, and awaits)."""

    staging: bool | None
    words: str

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        if not isinstance(attr, ResourceType) or (
            self.staging is not None
            and (attr.lifetime is Lifetime.STAGING) is not self.staging
        ):
            raise VerifyException(f"must be {self.words}, but got '{attr}'")

    def get_bases(self) -> set[type[Attribute]] | None:
        return {ResourceType}

    def mapping_type_vars(
        self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]
    ) -> ResourceLifetimeConstraint:
        return self


STREAM_RESOURCE = ResourceLifetimeConstraint(staging=False, words=RESOURCE_WORDS)
"""A `!stream.resource` of any lifetime but `staging`."""
ANY_RESOURCE = ResourceLifetimeConstraint(
    staging=None, words="any stream-compatible type"
)
"""IREE's `Stream_AnyResource`: a `!stream.resource` of any lifetime, staging
included (what allocation, sizing, subviews and the cmd ops on a byte range
take)."""
STAGING_RESOURCE = ResourceLifetimeConstraint(staging=True, words="staging resource")
"""A `!stream.resource<staging>`."""
STAGING_RESOURCES = ResourceLifetimeConstraint(
    staging=True, words="variadic of staging resource"
)
"""`STAGING_RESOURCE` in the words for a value of a variadic group."""
ANY_RESOURCES = ResourceLifetimeConstraint(
    staging=None, words=f"variadic of {RESOURCE_WORDS} or staging resource"
)
"""IREE's `Variadic<AnyTypeOf<[Stream_AnyStreamResource,
Stream_StagingResource]>>`: a `!stream.resource` of any lifetime, in the
words for a value of a variadic group."""

_PRIMITIVE_WORDS = "index or integer or floating-point or complex-type"


@dataclass(frozen=True)
class CallResultConstraint(AttrConstraint[Attribute]):
    """IREE's `Stream_PrimitiveType` (an index, integer, float or complex),
    or, `with_resources`, also any `Stream_AnyStreamResource`: what a
    `stream.cmd.call` (primitives) or `stream.async.call` (both) returns, in
    IREE's words."""

    with_resources: bool

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        if isinstance(attr, IndexType | IntegerType | ComplexType | AnyFloat):
            return
        resource = (
            isinstance(attr, ResourceType) and attr.lifetime is not Lifetime.STAGING
        )
        if self.with_resources and resource:
            return
        kinds = _PRIMITIVE_WORDS
        if self.with_resources:
            kinds = f"{RESOURCE_WORDS} or {_PRIMITIVE_WORDS}"
        raise VerifyException(f"must be variadic of {kinds}, but got '{attr}'")

    def mapping_type_vars(
        self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]
    ) -> CallResultConstraint:
        return self


PRIMITIVES = CallResultConstraint(with_resources=False)
"""IREE's `Variadic<Stream_PrimitiveType>`: what a `stream.cmd.call` returns
and a `stream.cmd.dispatch` passes as uniform operands."""


_RESOURCE_TYPES = {lt.value: ResourceType(lt) for lt in Lifetime}


def resource_type_named(lifetime: str) -> ResourceType | None:
    """The (immutable, so shared) `!stream.resource<lifetime>`, None if unknown."""
    return _RESOURCE_TYPES.get(lifetime)


@irdl_attr_definition
class BindingType(ParametrizedAttribute, TypeAttribute):
    """`!stream.binding`: a resource range as seen inside a dispatch function."""

    name = "stream.binding"


@irdl_attr_definition
class TimepointType(ParametrizedAttribute, TypeAttribute):
    """`!stream.timepoint`: a point in the device timeline to wait on."""

    READ_AS_ITS_CLASS: ClassVar[bool] = True
    """IREE's ops name this type by its own definition, so their custom
    forms read it as this class: another type is refused where it is written
    (`xdsl_stream.core.xdsl_internals.KindCheckedType`)."""

    name = "stream.timepoint"


@irdl_attr_definition
class ChannelType(ParametrizedAttribute, TypeAttribute):
    """`!stream.channel`: one participant's handle on a collective group."""

    name = "stream.channel"


@irdl_attr_definition
class FileType(ParametrizedAttribute, TypeAttribute):
    """`!stream.file`: a file handle that resources are read from and written
    to asynchronously."""

    name = "stream.file"


# ===----------------------------------------------------------------------=== #
# Attributes
# ===----------------------------------------------------------------------=== #


class ResourceAccess(enum.IntFlag):
    """IREE's resource-access bitfield (`ResourceAccessBitfield`).

    In the dispatch syntax it is spelled `ro`, `wo` or `rw`; in generic form
    `resource_accesses` holds plain `i32` integers (1, 2, 3).
    """

    NONE = 0
    READ = 1
    WRITE = 2
    READ_WRITE = 3

    @property
    def keyword(self) -> str:
        """The dispatch-syntax spelling (`ro`, `wo`, `rw`)."""
        return ACCESS_KEYWORDS[self]

    @property
    def is_writable(self) -> bool:
        return bool(self & ResourceAccess.WRITE)

    @classmethod
    def from_keyword(cls, keyword: str) -> ResourceAccess:
        return KEYWORD_ACCESSES[keyword]

    def to_attr(self) -> IntegerAttr[I32]:
        """The generic-form attribute: `N : i32` (immutable, so one constant
        per access, `_ACCESS_ATTRS`)."""
        attr = _ACCESS_ATTRS.get(self)
        if attr is None:  # a combination no keyword spells (none is read)
            return IntegerAttr(int(self), IntegerType(32))
        return attr

    @classmethod
    def from_attr(cls, attr: IntegerAttr) -> ResourceAccess:
        return cls(attr.value.data)


ACCESS_KEYWORDS = {
    ResourceAccess.READ: "ro",
    ResourceAccess.WRITE: "wo",
    ResourceAccess.READ_WRITE: "rw",
}
KEYWORD_ACCESSES = {k: a for a, k in ACCESS_KEYWORDS.items()}
_ACCESS_ATTRS: dict[ResourceAccess, IntegerAttr[I32]] = {
    access: IntegerAttr(int(access), IntegerType(32)) for access in ACCESS_KEYWORDS
}
"""The attribute of each access a keyword spells, made once at import: a
table of constants, like the op definitions' own."""
ACCESS_BITS_BY_ID = {
    id(access.to_attr()): int(access)
    for access in (ResourceAccess.READ, ResourceAccess.WRITE, ResourceAccess.READ_WRITE)
}
"""The shared attributes `to_attr` makes (and keeps alive), by identity: the
parser builds every access from them, and an identity lookup is cheaper than
reading the integer out of the attribute."""


@irdl_attr_definition
class TimepointAttr(ParametrizedAttribute):
    """`#stream.timepoint<immediate> : !stream.timepoint`."""

    name = "stream.timepoint"

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> tuple[()]:
        with parser.in_angle_brackets():
            parser.parse_keyword("immediate")
        if parser.parse_optional_punctuation(":") is not None:
            type_span = next_token_span(parser)
            type = parser.parse_type()
            if not isinstance(type, TimepointType):
                parser.raise_error(
                    f"#stream.timepoint must have type !stream.timepoint, got {type}",
                    type_span,
                )
        return ()

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<immediate> : !stream.timepoint")

    def value_type(self) -> Attribute:
        """`!stream.timepoint` (`ValueTypedAttr`)."""
        return TimepointType()


class MemoryModel(enum.Enum):
    """Host/device memory model in `#stream.resource_config`."""

    UNIFIED = "Unified"
    DISCRETE = "Discrete"


@irdl_attr_definition
class ResourceConfigAttr(ParametrizedAttribute):
    """`#stream.resource_config<{...}>`: resource limits and aliasing policy.

    Keys that are absent stay absent (IREE fills in defaults when it reads
    them).  `alias_mutable_bindings` is read as `true`/`false` (the only
    spellings iree-opt 3.13 reads) or as `1`/`0` (what iree-opt prints, and
    cannot read back), and printed as `true`/`false`.
    """

    name = "stream.resource_config"

    INT_KEYS: ClassVar[tuple[str, ...]] = (
        "max_allocation_size",
        "min_buffer_offset_alignment",
        "max_buffer_range",
        "min_buffer_range_alignment",
        "index_bits",
    )

    max_allocation_size: IntAttr | NoneAttr = param_def()
    min_buffer_offset_alignment: IntAttr | NoneAttr = param_def()
    max_buffer_range: IntAttr | NoneAttr = param_def()
    min_buffer_range_alignment: IntAttr | NoneAttr = param_def()
    index_bits: IntAttr | NoneAttr = param_def()
    alias_mutable_bindings_flag: IntAttr | NoneAttr = param_def()
    memory_model_name: StringAttr | NoneAttr = param_def()

    def __init__(
        self,
        *,
        alias_mutable_bindings: bool | None = None,
        memory_model: MemoryModel | None = None,
        **limits: int,
    ):
        unknown = set(limits) - set(self.INT_KEYS)
        if unknown:
            raise TypeError(f"unknown resource_config keys: {sorted(unknown)}")
        params: list[Attribute] = [
            IntAttr(limits[k]) if k in limits else NoneAttr() for k in self.INT_KEYS
        ]
        params.append(
            NoneAttr()
            if alias_mutable_bindings is None
            else IntAttr(int(alias_mutable_bindings))
        )
        params.append(
            NoneAttr() if memory_model is None else StringAttr(memory_model.value)
        )
        super().__init__(*params)

    @property
    def alias_mutable_bindings(self) -> bool | None:
        """The per-export aliasing override, or None when the key is absent."""
        flag = self.alias_mutable_bindings_flag
        return None if isinstance(flag, NoneAttr) else bool(flag.data)

    @property
    def memory_model(self) -> MemoryModel | None:
        name = self.memory_model_name
        return None if isinstance(name, NoneAttr) else MemoryModel(name.data)

    def limits(self) -> dict[str, int]:
        """The integer limits that are set."""
        limits: dict[str, int] = {}
        for key in self.INT_KEYS:
            value = cast(IntAttr | NoneAttr, getattr(self, key))
            if isinstance(value, IntAttr):
                limits[key] = value.data
        return limits

    def verify(self) -> None:
        if isinstance(self.memory_model_name, StringAttr):
            names = [m.value for m in MemoryModel]
            if self.memory_model_name.data not in names:
                raise VerifyException(
                    f"unknown memory_model '{self.memory_model_name.data}', "
                    f"expected one of {', '.join(names)}"
                )

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        limits: dict[str, int] = {}
        alias: bool | None = None
        memory_model: MemoryModel | None = None
        seen: set[str] = set()

        def parse_entry() -> None:
            nonlocal alias, memory_model
            key_pos = parser.pos
            key = parser.parse_identifier(context_msg=" in #stream.resource_config")
            if key in seen:
                parser.raise_error(
                    f"duplicate key '{key}' in #stream.resource_config",
                    key_pos,
                    parser.pos,
                )
            seen.add(key)
            parser.parse_punctuation("=")
            if key in cls.INT_KEYS:
                value_pos = parser.pos
                limits[key] = parser.parse_integer(
                    allow_boolean=False, context_msg=f" for '{key}'"
                )
                if not -(1 << 63) <= limits[key] < 1 << 63:  # IREE's int64_t
                    parser.raise_error("integer value too large", value_pos, parser.pos)
            elif key == "alias_mutable_bindings":
                flag = parser.parse_optional_boolean()
                if flag is None:
                    value_pos = parser.pos
                    written = current_token(parser).text
                    value = parser.parse_integer(
                        allow_boolean=False, context_msg=" (true, false, 1 or 0)"
                    )
                    if written not in ("0", "1"):  # (not `0x1` nor `01`)
                        parser.raise_error(
                            "alias_mutable_bindings must be true, false, 1 or 0",
                            value_pos,
                            parser.pos,
                        )
                    flag = bool(value)
                alias = flag
            elif key == "memory_model":
                names = [m.value for m in MemoryModel]
                memory_model = MemoryModel(parser.parse_keyword_in(names))
            else:
                parser.raise_error(
                    f"unknown key '{key}' in #stream.resource_config",
                    key_pos,
                    parser.pos,
                )

        with parser.in_angle_brackets():
            parser.parse_comma_separated_list(parser.Delimiter.BRACES, parse_entry)
        return list(
            cls(
                alias_mutable_bindings=alias, memory_model=memory_model, **limits
            ).parameters
        )

    def print_parameters(self, printer: Printer) -> None:
        entries = [f"{k} = {v}" for k, v in self.limits().items()]
        if (alias := self.alias_mutable_bindings) is not None:
            entries.append(f"alias_mutable_bindings = {'true' if alias else 'false'}")
        if (model := self.memory_model) is not None:
            entries.append(f"memory_model = {model.value}")
        printer.print_string("<{" + ", ".join(entries) + "}>")


RESOURCE_CONFIG_ATTR_NAME = "stream.resources"
"""Discardable attribute under which IREE looks for a resource config."""

# ===----------------------------------------------------------------------=== #
# Traits and small helpers
# ===----------------------------------------------------------------------=== #


# ===----------------------------------------------------------------------=== #
# Collectives
# ===----------------------------------------------------------------------=== #

COLLECTIVE_KINDS = (
    "all_gather",
    "all_reduce",
    "all_to_all",
    "broadcast",
    "reduce",
    "reduce_scatter",
    "send",
    "recv",
    "send_recv",
)
"""IREE's `CollectiveKind` spellings, in enum order (0-8)."""

COLLECTIVE_REDUCTIONS = ("none", "sum", "product", "minimum", "maximum", "average")
"""IREE's `CollectiveReductionOp` spellings, in enum order (0-5)."""

COLLECTIVE_ELEMENT_TYPES = (
    "si8",
    "ui8",
    "si16",
    "ui16",
    "si32",
    "ui32",
    "si64",
    "ui64",
    "f16",
    "f32",
    "f64",
    "bf16",
)
"""IREE's `CollectiveElementType` spellings, in enum order (0-11)."""


@irdl_attr_definition
class CollectiveAttr(ParametrizedAttribute):
    """`#stream.collective<kind (with reduction)? : element_type>`: which
    collective operation to perform, e.g. `<all_reduce with sum : f32>`."""

    name = "stream.collective"

    kind: StringAttr = param_def()
    reduction: StringAttr | NoneAttr = param_def()
    element_type: StringAttr = param_def()

    def __init__(self, kind: str, element_type: str, reduction: str | None = None):
        super().__init__(
            StringAttr(kind),
            NoneAttr() if reduction is None else StringAttr(reduction),
            StringAttr(element_type),
        )

    def verify(self) -> None:
        for what, value, names in (
            ("kind", self.kind, COLLECTIVE_KINDS),
            ("reduction", self.reduction, COLLECTIVE_REDUCTIONS),
            ("element type", self.element_type, COLLECTIVE_ELEMENT_TYPES),
        ):
            if isinstance(value, StringAttr) and value.data not in names:
                raise VerifyException(f"unknown collective {what} '{value.data}'")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        with parser.in_angle_brackets():
            kind = parser.parse_keyword_in(COLLECTIVE_KINDS, " as the collective kind")
            reduction = None
            if parser.parse_optional_keyword("with") is not None:
                reduction = parser.parse_keyword_in(
                    COLLECTIVE_REDUCTIONS, " as the collective reduction"
                )
            parser.parse_punctuation(":")
            element_type = parser.parse_keyword_in(
                COLLECTIVE_ELEMENT_TYPES, " as the collective element type"
            )
        return list(cls(kind, element_type, reduction).parameters)

    def print_parameters(self, printer: Printer) -> None:
        reduction = (
            f" with {self.reduction.data}"
            if isinstance(self.reduction, StringAttr)
            else ""
        )
        printer.print_string(
            f"<{self.kind.data}{reduction} : {self.element_type.data}>"
        )


_COLLECTIVE_PARAMS = {
    "broadcast": "source",
    "reduce": "target",
    "send": "target",
    "recv": "source",
    "send_recv": "source_target_pair",
}


def collective_param_keyword(collective: CollectiveAttr) -> str | None:
    """The keyword of a collective's i32 parameter in `stream.async.collective`
    (IREE's `getCollectiveParamKeyword`), None when its kind takes none."""
    return _COLLECTIVE_PARAMS.get(collective.kind.data)
