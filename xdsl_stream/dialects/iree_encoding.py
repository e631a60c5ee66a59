"""The `iree_encoding` attributes that tensor types in Stream IR carry.

`stream.tensor.*` ops name their tensors' encodings in the tensor type
(`tensor<?x64xf32, #iree_encoding.encoding<..., user_indexing_maps = [#map0,
...]>>`).  Left to xDSL's unregistered attributes, the body would keep the
`#map0` references as written, and the output would name aliases it never
defines.  Each attribute here keeps its body verbatim with every alias written
out in full (`xdsl_stream.dialects.typed_opaque`).  Those IREE writes in
`<...>` need it and print it even when empty (`#iree_encoding.testing<>`),
and all but `testing` need a body, as iree-opt has it; those IREE writes
bare (`#iree_encoding.unknown`, also read as `unknown<>`) print bare.  The names are those of IREE 3.13's
encoding dialect that Stream IR carries, including those its own Stream tests
print (`#iree_encoding.unknown`, `#iree_encoding.testing<layouts =
[#iree_encoding.specialized<123>]>`); the others IREE knows (`optype`,
`packed_storage`, `unsupported_resolver`) are read as unregistered text, and
a name IREE does not know is refused (`xdsl_stream.dialects.iree_names`).
"""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, NoneAttr
from xdsl.ir import Attribute, Dialect
from xdsl.parser import AttrParser
from xdsl.utils.mlir_lexer import MLIRTokenKind

from xdsl_stream.core.xdsl_internals import current_token
from xdsl_stream.dialects.typed_opaque import TypedOpaqueAttr, typed_opaque


def _integers(parser: AttrParser, less: int) -> None:
    """`[n, ...]` (maybe empty): a padding's amounts."""
    if parser.parse_optional_punctuation("[") is None:
        parser.raise_error("expected '['")
    if parser.parse_optional_punctuation("]") is not None:
        return
    while True:
        if parser.parse_optional_integer(allow_boolean=False) is None:
            parser.raise_error("expected integer value")
        if parser.parse_optional_punctuation(",") is None:
            break
    if parser.parse_optional_punctuation("]") is None:
        parser.raise_error("expected ']'")


def _array(parser: AttrParser, less: int) -> None:
    """An array attribute: a list of layouts."""
    at = parser.pos
    value = parser.parse_optional_attribute()
    if value is None:
        parser.raise_error("expected attribute value")
    if not isinstance(value, ArrayAttr):
        parser.raise_error("invalid kind of attribute specified", at, at + 1)


def _specialized(parser: AttrParser, less: int) -> None:
    """`seed` or `seed, type`."""
    if parser.parse_optional_integer(allow_boolean=False) is None:
        parser.raise_error("expected integer value")
    if parser.parse_optional_punctuation(",") is not None:
        at = parser.pos
        if parser.parse_optional_type() is None:
            parser.raise_error("invalid kind of attribute specified", at, at + 1)


def _testing(parser: AttrParser, less: int) -> None:
    """Nothing, or `layouts = [layout, ...]`."""
    if current_token(parser).kind is MLIRTokenKind.GREATER:
        return
    if parser.parse_optional_identifier() is None:
        parser.raise_error("expected valid keyword")
    if parser.parse_optional_punctuation("=") is None:
        parser.raise_error("expected '='")
    _array(parser, less)


ENCODING_ATTRS: tuple[type[TypedOpaqueAttr], ...] = (
    *(
        typed_opaque(f"iree_encoding.{mnemonic}", error, angled=True, body_reader=read)
        for mnemonic, error, read in (
            ("encoding", "expected valid keyword", None),
            ("layout", "expected attribute value", _array),
            ("padding", "expected '['", _integers),
            ("specialization_resolver", "expected integer value", None),
            ("specialized", "expected integer value", _specialized),
            ("testing", None, _testing),
        )
    ),
    *(
        typed_opaque(f"iree_encoding.{mnemonic}")
        for mnemonic in ("identity", "identity_resolver", "unknown")
    ),
)
"""The attributes IREE's encoding dialect knows; those IREE writes bare
(`#iree_encoding.unknown`, also read as `unknown<>`) print bare."""

IREE_ENCODING = Dialect("iree_encoding", [], list(ENCODING_ATTRS))


SERIALIZABLE: frozenset[str] = frozenset(
    ("encoding", "identity", "layout", "padding", "specialized", "testing")
)
"""The encodings IREE can lay out in memory (its `SerializableAttr`s); the
others (`unknown`, the resolvers) and any attribute of another dialect are
not: to IREE they say nothing of the layout."""


def _serializable(encoding: Attribute) -> str | None:
    """The mnemonic of a serializable `#iree_encoding...` attribute, else None."""
    if isinstance(encoding, TypedOpaqueAttr):
        dialect, _, mnemonic = encoding.name.partition(".")
        if dialect == "iree_encoding" and mnemonic in SERIALIZABLE:
            return mnemonic
    return None


def _accepts(encoding: Attribute, other: Attribute) -> bool:
    """Whether `encoding`, if serializable, takes `other` as the same layout.
    Measured on iree-opt 3.13: any two serializable encodings but a padding
    with the identity, or two paddings of different amounts."""
    kind, other_kind = _serializable(encoding), _serializable(other)
    if kind is None:
        return True
    if other_kind is None:
        return False
    if {kind, other_kind} == {"padding", "identity"}:
        return False
    if kind == other_kind == "padding":
        return _padding(encoding) == _padding(other)
    return True


def _padding(encoding: Attribute) -> str:
    """A padding's amounts, spaces aside (its body is kept as written)."""
    assert isinstance(encoding, TypedOpaqueAttr)
    return "".join(encoding.body.data.split())


def layouts_compatible(lhs: Attribute, rhs: Attribute) -> bool:
    """IREE's rule for a tensor that keeps its bytes under another encoding
    (`stream.tensor.clone`): equal encodings, or each serializable one
    accepting the other; `NoneAttr` stands for no encoding."""
    return lhs == rhs or (_accepts(lhs, rhs) and _accepts(rhs, lhs))


def encoding_text(encoding: Attribute) -> str:
    """An encoding as IREE names it in a message (no encoding is a null
    attribute)."""
    return "<<NULL ATTRIBUTE>>" if isinstance(encoding, NoneAttr) else str(encoding)
