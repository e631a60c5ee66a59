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

import re
from collections.abc import Callable
from typing import cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    ArrayAttr,
    IntegerAttr,
    IntegerType,
    NoneAttr,
    TensorType,
    UnregisteredAttr,
)
from xdsl.ir import Attribute, Dialect, TypeAttribute
from xdsl.ir.affine import AffineMap
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    operand_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import AttrParser
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.mlir_lexer import MLIRTokenKind
from xdsl.utils.type import have_compatible_shape

from xdsl_stream.core.verify_memo import memoizing_op_definition
from xdsl_stream.core.xdsl_internals import current_token
from xdsl_stream.dialects.syntax import (
    expect_attribute_of,
    expect_punctuation,
    parse_struct,
    read_integer,
    type_text,
)
from xdsl_stream.dialects.typed_opaque import TypedOpaqueAttr, typed_opaque
from xdsl_stream.dialects.util.constraints import INDICES, RANKED_TENSOR

_DYNAMIC = -(1 << 63)
"""How IREE keeps a dynamic amount `?` (MLIR's `ShapedType::kDynamic`): an
`int64_t` written so reads as `?`."""


def _integer_list(parser: AttrParser, *, dynamic: bool = False) -> list[int | None]:
    """`[n, ...]` (maybe empty), `?` among them if `dynamic` (read as None,
    as is the value that stands for it), each as IREE reads an `int64_t`
    (`read_integer`)."""
    expect_punctuation(parser, "[")
    found: list[int | None] = []
    if parser.parse_optional_punctuation("]") is not None:
        return found
    while True:
        if dynamic and parser.parse_optional_punctuation("?") is not None:
            found.append(None)
        else:
            value = read_integer(parser, 64)
            found.append(None if dynamic and value == _DYNAMIC else value)
        if parser.parse_optional_punctuation(",") is None:
            break
    expect_punctuation(parser, "]")
    return found


def _list_text(values: list[int | None]) -> str:
    """`[n, ?, ...]`, as IREE prints a list of amounts."""
    return "[" + ", ".join("?" if v is None else str(v) for v in values) + "]"


def _padding_amounts(parser: AttrParser, less: int) -> str:
    """`[n, ...]` (maybe empty): a padding's amounts, each none negative or
    dynamic (`?`), checked at the `<` as IREE checks them."""
    amounts = _integer_list(parser, dynamic=True)
    if any(amount is not None and amount < 0 for amount in amounts):
        parser.raise_error(
            "expected all padding values need to be non-negative or dynamic",
            less,
            less + 1,
        )
    return _list_text(amounts)


def _layout(parser: AttrParser, less: int) -> None:
    """`[layout, ...]`: at least one, each an encoding IREE can lay out in
    memory (`SERIALIZABLE`) or an attribute of a dialect the package does not
    declare (IREE's CPU and GPU resolvers are serializable), checked at the
    `<` as IREE checks them; kept as written."""
    layouts = expect_attribute_of(parser, ArrayAttr)
    if not layouts.data:
        parser.raise_error("expected non-empty layouts", less, less + 1)
    for layout in layouts.data:
        if _serializable(layout) is None and not isinstance(layout, UnregisteredAttr):
            parser.raise_error(
                "expected all the layout attributes to implement SerializableAttr",
                less,
                less + 1,
            )


def _specialized(parser: AttrParser, less: int) -> str:
    """`seed` or `seed, type`, the seed an `int32_t`."""
    body = str(read_integer(parser, 32))
    if parser.parse_optional_punctuation(",") is not None:
        body += f", {type_text(expect_attribute_of(parser, TypeAttribute))}"
    return body


def _seed(parser: AttrParser, less: int) -> str:
    """`seed`: an `int32_t`."""
    return str(read_integer(parser, 32))


def _testing(parser: AttrParser, less: int) -> None:
    """Nothing, or `layouts = [layout, ...]` (any attributes)."""
    if current_token(parser).kind is MLIRTokenKind.BARE_IDENT:
        parse_struct(parser, _TESTING_PARAMETERS, ())


_TESTING_PARAMETERS: dict[str, Callable[[AttrParser], object]] = {
    "layouts": lambda parser: expect_attribute_of(parser, ArrayAttr),
}
"""The one parameter of `#iree_encoding.testing`."""


# ===----------------------------------------------------------------------=== #
# #iree_encoding.encoding<...>: a struct of parameters, verified
# ===----------------------------------------------------------------------=== #

OP_TYPES = ("matmul", "scaled_matmul", "conv")
"""The kinds of op an `#iree_encoding.encoding` names (`op_type`)."""


def _op_type(parser: AttrParser) -> str:
    """A keyword or a string, one of `OP_TYPES`."""
    at = parser.pos
    name = parser.parse_optional_identifier()
    if name is None:
        name = parser.parse_optional_str_literal()
    if name is None:
        parser.raise_error("expected valid keyword or string")
    if name not in OP_TYPES:
        parser.raise_error(
            "expected ::mlir::iree_compiler::IREE::Encoding::EncodingOpType to be "
            f"one of: {', '.join(OP_TYPES)}",
            at,
            at + 1,
        )
    return name


_ENCODING_PARAMETERS: dict[str, Callable[[AttrParser], object]] = {
    "operand_index": lambda parser: expect_attribute_of(parser, IntegerAttr),
    "op_type": _op_type,
    "element_types": lambda parser: expect_attribute_of(parser, ArrayAttr),
    "user_indexing_maps": lambda parser: expect_attribute_of(parser, ArrayAttr),
    "iteration_sizes": lambda parser: _integer_list(parser, dynamic=True),
}
"""The parameters of an `#iree_encoding.encoding`, each with its reader."""
_REQUIRED = ("operand_index", "op_type", "element_types")


def _root_map(entry: Attribute) -> AffineMap | None:
    """The first map of one entry of `user_indexing_maps` (a map, or a list
    of maps composed in turn); None for an empty list."""
    if isinstance(entry, AffineMapAttr):
        return entry.data
    first = cast(ArrayAttr[AffineMapAttr], entry).data[:1]
    return first[0].data if first else None


def _composable(entry: Attribute) -> bool:
    """A map, or a list of maps (maybe empty)."""
    if isinstance(entry, AffineMapAttr):
        return True
    if not isinstance(entry, ArrayAttr):
        return False
    elements: tuple[Attribute, ...] = cast(ArrayAttr, entry).data
    return all(isinstance(element, AffineMapAttr) for element in elements)


def _unsigned(value: IntegerAttr) -> int:
    """An integer attribute's bits read as unsigned (an index's as 64 bits)."""
    type = value.get_type()
    width = type.bitwidth if isinstance(type, IntegerType) else 64
    return value.value.data % (1 << width)


def _encoding_error(
    index: IntegerAttr, maps: ArrayAttr | None, sizes: list[int | None] | None
) -> str | None:
    """What IREE's verifier of an encoding says of these parameters, if
    anything: the operand's index (unsigned) names one of the maps, each map
    entry is a map or a list of maps, and the iteration sizes are as many as
    the dimensions of the operand's first map."""
    operand = _unsigned(index)
    if maps is not None:
        if operand >= len(maps.data):
            return "`operandIndex` exceeds the size of `user_indexing_maps`"
        for i, entry in enumerate(maps.data):
            if not _composable(entry):
                return (
                    "found a non-composable attribute in `user_indexing_maps` "
                    f"at index: {i}"
                )
    if sizes is None:
        return None
    root = None if maps is None else _root_map(maps.data[operand])
    if root is None:
        return "found `iteration_sizes` without any corresponding `user_indexing_maps`"
    if len(sizes) != root.num_dims:
        return (
            f"found an encoding with {len(sizes)} iteration sizes, but expected "
            f"{root.num_dims} based on the user indexing maps"
        )
    return None


def _encoding(parser: AttrParser, less: int) -> None:
    """The parameters of a data-tiling encoding (`_ENCODING_PARAMETERS`),
    then IREE's checks of them together, placed at the `<`."""
    found = parse_struct(parser, _ENCODING_PARAMETERS, _REQUIRED)
    error = _encoding_error(
        cast(IntegerAttr, found["operand_index"]),
        cast(ArrayAttr | None, found.get("user_indexing_maps")),
        cast(list[int | None] | None, found.get("iteration_sizes")),
    )
    if error is not None:
        parser.raise_error(error, less, less + 1)


ENCODING_ATTRS: tuple[type[TypedOpaqueAttr], ...] = (
    *(
        typed_opaque(f"iree_encoding.{mnemonic}", error, angled=True, body_reader=read)
        for mnemonic, error, read in (
            ("encoding", "expected valid keyword", _encoding),
            ("layout", "expected attribute value", _layout),
            ("padding", "expected '['", _padding_amounts),
            ("specialization_resolver", "expected integer value", _seed),
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


# ===----------------------------------------------------------------------=== #
# set_encoding / unset_encoding (data tiling)
# ===----------------------------------------------------------------------=== #

_ITERATION_SIZES = re.compile(r"\biteration_sizes\s*=\s*\[([^\]]*)\]")


def dynamic_encoding_dims(encoding: Attribute) -> int | None:
    """How many `encoding_dims` values an encoding takes (IREE's
    `getNumDynamicEncodingDims`): a data-tiling encoding's dynamic iteration
    sizes (`iteration_sizes = [?, 4, ?]`: two); None for any other encoding,
    which IREE does not count (any number is taken)."""
    if not isinstance(encoding, TypedOpaqueAttr) or encoding.name != (
        "iree_encoding.encoding"
    ):
        return None
    found = _ITERATION_SIZES.search(encoding.body.data)
    return 0 if found is None else found[1].count("?")


def _verify_same_tensor(source: TensorType, result: TensorType) -> None:
    """The rank and the (compatible) shape are kept."""
    if source.get_num_dims() != result.get_num_dims():
        raise VerifyException("cannot change the rank of the tensor")
    if not have_compatible_shape(source, result):
        raise VerifyException("expected to preserve the logical shape of the tensor")


def _verify_plain_and_encoded(
    op: str, plain: tuple[str, TensorType], encoded: tuple[str, TensorType]
) -> None:
    """IREE's checks of `set_encoding` and `unset_encoding`: the plain side
    (named as IREE names it) has no encoding, the encoded side one of the
    encodings IREE lays out."""
    if not isinstance(plain[1].encoding, NoneAttr):
        raise VerifyException(f"{plain[0]} of {op} op cannot have a tensor encoding")
    if _serializable(encoded[1].encoding) is None:
        raise VerifyException(
            f"{encoded[0]} of {op} op expected to have a valid tensor encoding"
        )


def _verify_encoding_dims(encoded: TensorType, given: int) -> None:
    expected = dynamic_encoding_dims(encoded.encoding)
    if expected is not None and expected != given:
        raise VerifyException(
            f"encoding expects {expected} dynamic encoding dimension(s), but "
            f"{given} provided"
        )


@memoizing_op_definition
class SetEncodingOp(IRDLOperation):
    """`iree_encoding.set_encoding %t : tensor<...> -> tensor<..., #enc>`: the
    tensor laid out by an encoding (data tiling), with its dynamic encoding
    dimensions (`encoding_dims{%n}`)."""

    name = "iree_encoding.set_encoding"

    source = operand_def(RANKED_TENSOR)
    encoding_dims = var_operand_def(INDICES)
    result = result_def(RANKED_TENSOR)

    traits = traits_def(Pure())
    assembly_format = (
        "attr-dict $source (`encoding_dims` `{` $encoding_dims^ `}`)? "
        "`:` type($source) `->` type($result)"
    )

    def verify_(self) -> None:
        source = cast(TensorType[Attribute], self.source.type)
        result = cast(TensorType[Attribute], self.result.type)
        _verify_plain_and_encoded(
            "set_encoding", ("source", source), ("result", result)
        )
        _verify_same_tensor(source, result)
        _verify_encoding_dims(result, len(self.encoding_dims))


@memoizing_op_definition
class UnsetEncodingOp(IRDLOperation):
    """`iree_encoding.unset_encoding %t : tensor<..., #enc> -> tensor<...>{%d}`:
    the tensor back in its plain layout, with its dynamic sizes."""

    name = "iree_encoding.unset_encoding"

    source = operand_def(RANKED_TENSOR)
    result_dims = var_operand_def(INDICES)
    encoding_dims = var_operand_def(INDICES)
    result = result_def(RANKED_TENSOR)

    traits = traits_def(Pure())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = (
        "attr-dict $source (`encoding_dims` `{` $encoding_dims^ `}`)? "
        "`:` type($source) `->` type($result) (`{` $result_dims^ `}`)?"
    )

    def verify_(self) -> None:
        source = cast(TensorType[Attribute], self.source.type)
        result = cast(TensorType[Attribute], self.result.type)
        _verify_plain_and_encoded(
            "unset_encoding", ("result", result), ("source", source)
        )
        _verify_same_tensor(source, result)
        dynamic = sum(1 for size in result.get_shape() if size == DYNAMIC_INDEX)
        if dynamic != len(self.result_dims):
            raise VerifyException(
                f"result type set has {dynamic} dynamic dimensions but only "
                f"{len(self.result_dims)} dimension values are attached"
            )
        _verify_encoding_dims(source, len(self.encoding_dims))


IREE_ENCODING = Dialect(
    "iree_encoding", [SetEncodingOp, UnsetEncodingOp], list(ENCODING_ATTRS)
)
