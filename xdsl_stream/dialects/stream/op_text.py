"""The custom form of the commonest Stream ops made as one string
(`xdsl_stream.dialects.joined_text`).

A large Stream program is mostly dispatches, each of a dozen bindings and
dozens of operands, and executables of `stream.binding.subspan`s.  `OP_TEXTS`
declines an operand not yet named, an attribute dictionary to print, an
access the directive would spell `??`, operand groups out of step with the
accesses.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, cast

from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, IntegerAttr
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import AttrSizedOperandSegments

from xdsl_stream.dialects.joined_text import AttributeText, OpText, joined_names
from xdsl_stream.dialects.stream.attrs import (
    ACCESS_BITS_BY_ID,
    ACCESS_KEYWORDS,
    ResourceAccess,
)
from xdsl_stream.dialects.stream.directives.common import array

if TYPE_CHECKING:  # keyed by name: printing imports no op family
    from xdsl_stream.dialects.stream.cmd import CmdDispatchOp
    from xdsl_stream.dialects.stream.executable import BindingSubspanOp

_PROPERTIES = frozenset(
    ("entry_points", "resource_accesses", AttrSizedOperandSegments.attribute_name)
)
"""The properties a dispatch has; its format prints each (no attribute
dictionary is left to print)."""

_KEYWORD_BY_ID = {
    id_: ACCESS_KEYWORDS[ResourceAccess(bits)]
    for id_, bits in ACCESS_BITS_BY_ID.items()
}
"""The access keyword of each shared access attribute (`ACCESS_BITS_BY_ID`),
by identity: the custom syntax's parser builds every access from those."""

_KEYWORD_BY_BITS = {int(access): keyword for access, keyword in ACCESS_KEYWORDS.items()}
"""The access keyword of each bitfield the directive spells (not `??`): the
generic syntax reads each access as an `i32` attribute of its own."""


def _access_keyword(access: Attribute) -> str | None:
    """The keyword `DispatchResources` prints for `access`, or `None` for
    one it spells `??` (or an attribute that is no integer)."""
    keyword = _KEYWORD_BY_ID.get(id(access))
    if keyword is None and isinstance(access, IntegerAttr):
        keyword = _KEYWORD_BY_BITS.get(access.value.data)
    return keyword


def _types_text(values: Sequence[SSAValue], text_of: AttributeText) -> str | None:
    """`T, U`, the types of `values` (each type object looked up once)."""
    texts: dict[int, str | None] = {}
    parts: list[str] = []
    for value in values:
        type_ = value.type
        if (key := id(type_)) not in texts:
            texts[key] = text_of(type_)
        if (text := texts[key]) is None:
            return None
        parts.append(text)
    return ", ".join(parts)


def _entry_points_text(op: CmdDispatchOp, text_of: AttributeText) -> str | None:
    """`@ex::@fn`, or `{@a::@f, ...}` for several or none (`DispatchEntryPoints`)."""
    texts: list[str] = []
    for ref in array(op.properties["entry_points"]):
        text = text_of(ref)
        if text is None:
            return None
        texts.append(text)
    return texts[0] if len(texts) == 1 else "{" + ", ".join(texts) + "}"


def _operands_text(
    workload: Sequence[SSAValue],
    uniform: Sequence[SSAValue],
    names: Mapping[SSAValue, str],
    text_of: AttributeText,
) -> str | None:
    """`[%w, ...](%u, ... : T, ...)`, each group only if it has operands."""
    text = ""
    if workload:
        joined = joined_names(workload, names)
        if joined is None:
            return None
        text = f"[{joined}]"
    if uniform:
        joined = joined_names(uniform, names)
        types = _types_text(uniform, text_of)
        if joined is None or types is None:
            return None
        text += f"({joined} : {types})"
    return text


def _bindings_text(
    op: CmdDispatchOp,
    groups: Sequence[Sequence[SSAValue]],
    names: Mapping[SSAValue, str],
    text_of: AttributeText,
    step: str,
) -> str | None:
    """The lines of `DispatchResources`, each `\\n` followed by `step` (one
    indentation step deeper than the op), comma-separated."""
    resources, sizes, offsets, lengths = groups
    accesses = array(op.properties["resource_accesses"])
    if len({len(group) for group in (accesses, *groups)}) != 1:
        return None
    lines: list[str] = []
    get = names.get
    types: dict[int, str] = {}  # `text_of` by the type object's identity
    for access, resource, size, offset, length in zip(
        accesses, resources, sizes, offsets, lengths, strict=True
    ):
        keyword = _access_keyword(access)
        r, s, o, n = get(resource), get(size), get(offset), get(length)
        if keyword is None or r is None or s is None or o is None or n is None:
            return None
        type_ = resource.type
        if (text := types.get(id(type_))) is None:
            text = text_of(type_)
            if text is None:
                return None
            types[id(type_)] = text
        lines.append(f"\n{step}{keyword} %{r}[%{o} for %{n}] : {text}{{%{s}}}")
    return ",".join(lines)


def dispatch_text(
    op: Operation,
    names: Mapping[SSAValue, str],
    text_of: AttributeText,
    step: str,
) -> str | None:
    """A `stream.cmd.dispatch` from its name to its closing `}`, its lines
    joined by `\\n` (the printer indents them), or `None` (see above)."""
    op = cast("CmdDispatchOp", op)  # `OP_TEXTS` gives it only dispatches
    properties = op.properties
    if op.attributes or properties.keys() != _PROPERTIES:
        return None
    sizes = properties[AttrSizedOperandSegments.attribute_name]
    if not isinstance(sizes, DenseArrayBase) or not all(
        isinstance(properties[name], ArrayAttr)
        for name in ("entry_points", "resource_accesses")
    ):
        return None
    operands = tuple(op.operands[:])  # a plain tuple slices and indexes fast
    counts = sizes.get_values()
    if len(counts) != 6 or sum(counts) != len(operands) or min(counts) < 0:
        return None
    groups: list[Sequence[SSAValue]] = []
    start = 0
    for count in counts:
        groups.append(operands[start : start + count])
        start += count
    entry_points = _entry_points_text(op, text_of)
    operand_text = _operands_text(groups[0], groups[1], names, text_of)
    bindings = _bindings_text(op, groups[2:], names, text_of, step)
    if entry_points is None or operand_text is None or bindings is None:
        return None
    return f"{op.name} {entry_points}{operand_text} {{{bindings}\n}}"


def subspan_text(
    op: Operation,
    names: Mapping[SSAValue, str],
    text_of: AttributeText,
    step: str,
) -> str | None:
    """`stream.binding.subspan %b[%offset] : T -> U{%dims}`, or `None`."""
    op = cast("BindingSubspanOp", op)  # `OP_TEXTS` gives it only subspans
    operands = tuple(op.operands[:])
    if op.attributes or op.properties or len(operands) < 2:
        return None
    binding, offset, *dims = operands
    b, o = names.get(binding), names.get(offset)
    joined = joined_names(dims, names)
    binding_type = text_of(binding.type)
    result_type = text_of(op.result.type)
    if None in (b, o, joined, binding_type, result_type):
        return None
    text = f"{op.name} %{b}[%{o}] : {binding_type} -> {result_type}"
    return f"{text}{{{joined}}}" if dims else text


OP_TEXTS: dict[str, OpText] = {
    "stream.cmd.dispatch": dispatch_text,
    "stream.binding.subspan": subspan_text,
}
"""The ops made as one string, by op name (none is isolated from above, so
none opens a naming scope).  By name, not class, so that the printer imports
no op family (`xdsl_stream.core.op_families`): a registered op of that name is
`CmdDispatchOp` or `BindingSubspanOp` (the dialect is closed), and an
unregistered op's `name` is `builtin.unregistered`."""
