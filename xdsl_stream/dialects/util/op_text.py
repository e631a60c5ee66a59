"""The custom form of the Util ops of a model's weights made as one string
(`xdsl_stream.dialects.joined_text`).

An exported model declares, loads and stores each of its thousands of
weights once: most of its host code is `util.global`, `util.global.load`,
`util.global.store` and the `util.buffer.constant` naming each parameter.
`OP_TEXTS` makes those in their common shape and declines the rest: an
attribute dictionary or a property the format would print otherwise (a
global's initial value or inlining policy, a buffer's name, alignment or
MIME type), a symbol name that is not an identifier, an operand not yet
named.
"""

from __future__ import annotations

from collections.abc import Mapping

from xdsl.dialects.builtin import StringAttr, UnitAttr
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.utils.mlir_lexer import MLIRLexer

from xdsl_stream.dialects.joined_text import AttributeText, OpText

_GLOBAL = frozenset(("sym_name", "type", "sym_visibility", "is_mutable"))
"""The properties of a global made here (`GlobalOp`)."""


def _texts(text_of: AttributeText, *attributes: Attribute) -> list[str] | None:
    """The printer's text of each of `attributes`; None if it has none for
    one of them."""
    texts: list[str] = []
    for attribute in attributes:
        text = text_of(attribute)
        if text is None:
            return None
        texts.append(text)
    return texts


def _unit(op: Operation, name: str) -> bool | None:
    """Whether the unit property `name` is set; None if it holds another
    value."""
    value = op.properties.get(name)
    if value is None:
        return False
    return True if isinstance(value, UnitAttr) else None


def global_text(
    op: Operation, names: Mapping[SSAValue, str], text_of: AttributeText, step: str
) -> str | None:
    """`util.global private mutable @name : T`, or `None`."""
    properties = op.properties
    if op.attributes or not _GLOBAL.issuperset(properties):
        return None
    visibility = properties.get("sym_visibility")
    name = properties.get("sym_name")
    mutable = _unit(op, "is_mutable")
    type_ = properties.get("type")
    if (
        not isinstance(name, StringAttr)
        or MLIRLexer.bare_identifier_regex.fullmatch(name.data) is None
        or not (visibility is None or isinstance(visibility, StringAttr))
        or mutable is None
        or type_ is None
        or (texts := _texts(text_of, type_)) is None
    ):
        return None
    spelt = "public" if visibility is None else visibility.data
    keyword = " mutable" if mutable else ""
    return f"{op.name} {spelt}{keyword} @{name.data} : {texts[0]}"


def load_text(
    op: Operation, names: Mapping[SSAValue, str], text_of: AttributeText, step: str
) -> str | None:
    """`util.global.load immutable @name : T`, or `None`."""
    properties = op.properties
    if op.attributes or not {"global", "is_immutable"}.issuperset(properties):
        return None
    immutable = _unit(op, "is_immutable")
    ref = properties.get("global")
    if immutable is None or ref is None or len(op.results) != 1:
        return None
    texts = _texts(text_of, ref, op.results[0].type)
    if texts is None:
        return None
    keyword = " immutable" if immutable else ""
    return f"{op.name}{keyword} {texts[0]} : {texts[1]}"


def store_text(
    op: Operation, names: Mapping[SSAValue, str], text_of: AttributeText, step: str
) -> str | None:
    """`util.global.store %value, @name : T`, or `None`."""
    properties = op.properties
    if op.attributes or properties.keys() != {"global"} or len(op.operands) != 1:
        return None
    value = op.operands[0]
    name = names.get(value)
    texts = _texts(text_of, properties["global"], value.type)
    if name is None or texts is None:
        return None
    return f"{op.name} %{name}, {texts[0]} : {texts[1]}"


def buffer_constant_text(
    op: Operation, names: Mapping[SSAValue, str], text_of: AttributeText, step: str
) -> str | None:
    """`util.buffer.constant : !util.buffer = "key"`, or `None`."""
    properties = op.properties
    if op.attributes or properties.keys() != {"value"} or len(op.results) != 1:
        return None
    texts = _texts(text_of, op.results[0].type, properties["value"])
    if texts is None:
        return None
    return f"{op.name} : {texts[0]} = {texts[1]}"


OP_TEXTS: dict[str, OpText] = {
    "util.global": global_text,
    "util.global.load": load_text,
    "util.global.store": store_text,
    "util.buffer.constant": buffer_constant_text,
}
"""The ops made as one string, by op name (a registered op of that name is
the Util dialect's class: the dialect is closed)."""
