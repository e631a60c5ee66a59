"""The attribute and type names IREE 3.13's dialects know, for the reader.

MLIR hands `#dialect.name<...>` and `!dialect.name<...>` to the dialect when
it is registered, and the dialect refuses a name it does not define, even
under `--allow-unregistered-dialect` (only the attributes of dialects no one
registered are kept as opaque text).  xDSL's context keeps any name it has
no class for as an unregistered attribute once unregistered dialects are
allowed, as they are for dumps; so `#stream.resource_confg<...>` (a typo)
or `#util.bogus` would be read, kept and printed back.

For the IREE dialects Stream IR is written in, the package's reader
(`xdsl_stream.io.parser.ClosedDialectParser`) refuses any other name where
it is written, at the name after the dialect's dot (HAL's and tensor_ext's
types at the token after it), with the words `iree-opt` 3.13 uses (they
differ between dialects; the double space of Stream's and Util's type
message is IREE's).  Names listed here that the package declares no class
for (`!util.object`, `#hal.pipeline.layout<...>`) are
still kept as text.  The lists are what `iree-opt` 3.13 reads: every
`dialect.name` string its library holds, tried as an attribute and as a
type, plus the names its dialects' own parsers compare against
(`tests/pytest/dialects/test_iree_names.py` holds the declared classes to
them and compares the refusals with `iree-opt`'s).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class DialectNames:
    """The attribute and type names one dialect of IREE 3.13 defines, and
    how `iree-opt` refuses another (`{name}`: the name after the dot), placed
    at the name (a type at the token after it where `type_error_at_next_token`)."""

    attributes: frozenset[str]
    types: frozenset[str]
    unknown_attribute: str
    unknown_type: str
    type_error_at_next_token: bool = False


def _generated(dialect: str, attributes: set[str], types: set[str]) -> DialectNames:
    """Names of a dialect whose parsers MLIR's ODS generates (IREE's own type
    parser words its refusal with two spaces)."""
    return DialectNames(
        frozenset(attributes),
        frozenset(types),
        f"unknown attribute `{{name}}` in dialect `{dialect}`",
        f"unknown  type `{{name}}` in dialect `{dialect}`",
    )


IREE_NAMES: dict[str, DialectNames] = {
    "stream": _generated(
        "stream",
        {
            "collective",
            "parameter.named",
            "partitioning_config",
            "resource_config",
            "timepoint",
        },
        {"binding", "channel", "file", "resource", "test.fence", "timepoint"},
    ),
    "util": _generated(
        "util",
        {
            "byte_pattern",
            "byte_range",
            "composite",
            "inline.always",
            "inline.never",
            "int.assumption",
            "int.assumption.array",
            "int.assumption.multi_array",
            "null",
            "preprocessing_pipeline",
            "uninitialized",
        },
        {"buffer", "list", "object", "ptr", "unused", "variant"},
    ),
    "iree_encoding": DialectNames(
        frozenset(
            {
                "encoding",
                "identity",
                "identity_resolver",
                "layout",
                "optype",
                "packed_storage",
                "padding",
                "specialization_resolver",
                "specialized",
                "testing",
                "unknown",
                "unsupported_resolver",
            }
        ),
        frozenset(),
        "unknown attribute `{name}` in dialect `iree_encoding`",
        "dialect 'iree_encoding' provides no type parsing hook",
    ),
    "hal": DialectNames(
        frozenset(
            {
                "abi.convention",
                "collective",
                "descriptor_type",
                "device.affinity",
                "device.alias",
                "device.fallback",
                "device.link",
                "device.optimal",
                "device.ordinal",
                "device.promise",
                "device.select",
                "device.target",
                "device.topology",
                "executable.object",
                "executable.objects",
                "executable.target",
                "pipeline.binding",
                "pipeline.layout",
            }
        ),
        frozenset(
            {
                "allocator",
                "buffer",
                "buffer_view",
                "channel",
                "command_buffer",
                "device",
                "event",
                "executable",
                "fence",
                "file",
                "semaphore",
            }
        ),
        "unknown HAL attribute: {name}",
        "unknown HAL type: {name}",
        type_error_at_next_token=True,
    ),
    "iree_tensor_ext": DialectNames(
        frozenset({"ragged_shape"}),
        frozenset({"dispatch.tensor"}),
        "unknown attribute `{name}` in dialect `iree_tensor_ext`",
        "unknown TensorExt type: {name}",
        type_error_at_next_token=True,
    ),
}
"""Dialect name -> the names IREE 3.13 defines in it."""


def unknown_name_error(
    dialect: str, name: str, is_type: bool
) -> tuple[str, bool] | None:
    """`iree-opt`'s refusal of `#dialect.name` (`!dialect.name` if `is_type`)
    and whether it is placed at the token after the name rather than at it; None
    where IREE knows the name or its dialect is not listed."""
    names = IREE_NAMES.get(dialect)
    if names is None:
        return None
    if not name:  # `!stream.` and no name: the keyword its parser reads first
        return "expected valid keyword", True
    if is_type:
        if name in names.types:
            return None
        return names.unknown_type.format(name=name), names.type_error_at_next_token
    if name in names.attributes:
        return None
    return names.unknown_attribute.format(name=name), False
