"""`linalg` ops read in the custom forms MLIR prints, where xDSL 0.75 does not.

* `linalg.matmul indexing_maps = [...] ins(...) outs(...)`: xDSL's
  `NamedOperation.parse` does not know the maps' keyword, reads no operand,
  and fails building a body of none (`IndexError`), and its printer drops
  the maps (docs/upstream.md, entries 8 and 35).  `MatmulOp` reads them,
  as MLIR does, before the attribute dictionary, and prints them there when
  they are not the op's defaults, as MLIR does.
* `linalg.generic ... -> (tensor<4xf32>, tensor<4xf32>)`: xDSL's
  `GenericOp.parse` reads result types as attributes, and `(` starts a
  function type there (`expected '->'`, entry 36).  `GenericOp` reads them
  as MLIR does, one type or a parenthesized list, and keeps what the leading
  dictionary holds besides the op's own entries, as MLIR does (xDSL drops it).
* `linalg.softmax dimension(1) ins(...) outs(...) -> T`: xDSL 0.75 does not
  declare it.  `SoftmaxOp` is declared with MLIR's assembly format and
  verifier (an init that is a tensor or a memref, one tensor result per
  tensor init, the same element type in and out, compatible shapes, a
  dimension of the input).
* `linalg.batch_matmul`: xDSL 0.75 does not declare it.  `BatchMatmulOp`
  is declared as xDSL declares `linalg.matmul`, its maps a property with
  MLIR's defaults.
* The body of both, read in custom form, is built as MLIR builds it
  (`_contraction_body`): each input cast to the output's element type where
  it differs (signed, or unsigned under `cast =
  #linalg.type_fn<cast_unsigned>`), `add(out, mul(a, b))`, on `i1` an `ori`
  of an `andi` (xDSL built no casts, so refused a matmul of mixed types, and
  on `i1` an `addi` of a `muli`, another value).

`xdsl_stream.universe` registers these in the package's `linalg` in place
of xDSL's.  They print as xDSL's `linalg` ops do (`PRINTED_AS_XDSLS`):
generically in `xdsl-stream-opt`'s output, since a named op's custom form has
no body and one read in generic form may be another.
"""

from __future__ import annotations

from abc import ABC
from collections.abc import Sequence
from typing import ClassVar, Self, cast

from xdsl.builder import Builder
from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    I64,
    AffineMapAttr,
    AnyFloat,
    ArrayAttr,
    FixedBitwidthType,
    IntegerAttr,
    IntegerType,
    ShapedType,
    StringAttr,
    TensorType,
)
from xdsl.dialects.linalg.abstract_ops import (
    LinalgStructuredOperation,
    NamedOperation,
)
from xdsl.dialects.linalg.attrs import IteratorType, IteratorTypeAttr
from xdsl.dialects.linalg.ops import GenericOp as XdslGenericOp
from xdsl.dialects.linalg.ops import MatmulOp as XdslMatmulOp
from xdsl.dialects.linalg.ops import YieldOp
from xdsl.ir import Attribute, BlockArgument, Region, SSAValue
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa
from xdsl.utils.type import get_element_type_or_self, have_compatible_shape

from xdsl_stream.core import xdsl_internals
from xdsl_stream.dialects.arith_casts import (
    ExtFOp,
    ExtSIOp,
    ExtUIOp,
    FPToSIOp,
    FPToUIOp,
    SIToFPOp,
    TruncFOp,
    TruncIOp,
    UIToFPOp,
)
from xdsl_stream.dialects.type_rules import verify_destination_results
from xdsl_stream.dialects.util.constraints import RANKED_TENSOR, SHAPED, variadic

AffineMaps = ArrayAttr[AffineMapAttr]


def _optional_indexing_maps(parser: Parser) -> AffineMaps | None:
    """MLIR's `indexing_maps = [map, ...]` before a named op's operands."""
    if parser.parse_optional_keyword("indexing_maps") is None:
        return None
    parser.parse_punctuation("=")
    at = parser.pos
    maps = parser.parse_attribute()
    if not isa(maps, AffineMaps) or not maps.data:
        parser.raise_error("expected affine map attribute", at, parser.pos)
    return maps


def _maps(loops: int, *results: tuple[int, ...]) -> AffineMaps:
    """Maps over `loops` loops, each giving the loops at one of `results`."""
    return ArrayAttr(
        AffineMapAttr(AffineMap(loops, 0, tuple(AffineExpr.dimension(i) for i in r)))
        for r in results
    )


class _NamedWithMaps(NamedOperation, ABC):
    """A named op whose maps are its `indexing_maps` property, written before
    its operands when they are not the op's defaults."""

    PRINT_ATTRS_IN_FRONT: ClassVar[bool] = True
    PRINTED_AS_XDSLS: ClassVar[bool] = True
    DEFAULT_MAPS: ClassVar[AffineMaps]

    # xDSL's, declared again: a subclass of an op class declares every field
    inputs = var_operand_def()
    outputs = var_operand_def(ShapedType)
    res = var_result_def(TensorType)
    body = region_def("single_block")

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        """`indexing_maps = [...]`? attr-dict? `ins(...)`? `outs(...)`?
        attr-dict? `-> types`?, as MLIR reads a named op."""
        at = parser.pos
        maps = _optional_indexing_maps(parser)
        attrs = parser.parse_optional_attr_dict()
        ins = _operand_group(parser, "ins")
        outs = _operand_group(parser, "outs")
        attrs |= parser.parse_optional_attr_dict()
        result_types = _optional_result_types(parser)
        properties = {
            name: attrs.pop(name)
            for name in cls.get_irdl_definition().properties
            if name in attrs
        }
        if maps is not None:
            properties["indexing_maps"] = maps
        properties.setdefault("indexing_maps", cls.DEFAULT_MAPS)
        if (count := len(ins) + len(outs)) != 3:
            parser.raise_error(
                "[parseNamedStructuredOpRegion] ods-gen generated region "
                f"expects 3 args, got {count}",
                at,
            )
        unsigned = _unsigned_cast(parser, properties.get("cast"), at)
        arg_types = cls.body_arg_types((*ins, *outs))
        return cls.build(
            operands=(ins, outs),
            result_types=(result_types,),
            properties=properties,
            attributes=attrs,
            regions=(_contraction_body(arg_types, unsigned),),
        )

    @classmethod
    def get_hidden_region(
        cls, inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]
    ) -> Region:
        return _contraction_body(cls.body_arg_types((*inputs, *outputs)), False)

    def verify_(self) -> None:
        # The structured op's checks: xDSL's `linalg.matmul` made its
        # `verify_` with its own definition's check, which knows no `cast`.
        LinalgStructuredOperation.verify_(self)

    def print(self, printer: Printer) -> None:
        maps = self.properties.get("indexing_maps", self.DEFAULT_MAPS)
        if maps != self.DEFAULT_MAPS:
            printer.print_string(" indexing_maps = ")
            printer.print_attribute(maps)
        super().print(printer)


@irdl_op_definition
class MatmulOp(_NamedWithMaps, XdslMatmulOp):
    """xDSL's `linalg.matmul`, its maps read and printed as MLIR does."""

    name = "linalg.matmul"

    DEFAULT_MAPS: ClassVar[AffineMaps] = _maps(3, (0, 2), (2, 1), (0, 1))
    indexing_maps = prop_def(AffineMaps, default_value=DEFAULT_MAPS)
    cast = opt_prop_def()
    """MLIR's `#linalg.type_fn<...>` of the body's casts (`_unsigned_cast`)."""


_BATCH_MATMUL_MAPS = _maps(4, (0, 1, 3), (0, 3, 2), (0, 1, 2))


@irdl_op_definition
class BatchMatmulOp(_NamedWithMaps):
    """`linalg.batch_matmul`, as MLIR declares it: `C[b, i, j] += A[b, i, k]
    * B[b, k, j]`, each input cast to the output's element type first."""

    name = "linalg.batch_matmul"

    DEFAULT_MAPS: ClassVar[AffineMaps] = _BATCH_MATMUL_MAPS
    indexing_maps = prop_def(AffineMaps, default_value=_BATCH_MATMUL_MAPS)
    cast = opt_prop_def()
    """MLIR's `#linalg.type_fn<...>` of the body's casts (`_unsigned_cast`)."""

    def get_default_indexing_maps(self) -> Sequence[AffineMap]:
        return tuple(m.data for m in self.indexing_maps.data)

    def get_indexing_maps(self) -> AffineMaps:
        return self.indexing_maps

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        parallel = IteratorTypeAttr.parallel()
        return ArrayAttr((parallel, parallel, parallel, IteratorTypeAttr.reduction()))


_CAST_FUNCTIONS = {
    "#linalg.type_fn<cast_signed>": False,
    "#linalg.type_fn<cast_unsigned>": True,
}
"""A named op's `cast` attribute, as written: whether its casts are unsigned."""


def _unsigned_cast(parser: Parser, cast: Attribute | None, at: int) -> bool:
    """Whether the named op's `cast` (MLIR's `#linalg.type_fn<...>`, signed
    unless given) makes its body's casts unsigned."""
    if cast is None:
        return False
    text = str(cast)
    if text not in _CAST_FUNCTIONS:
        parser.raise_error(f"invalid cast function {text}", at)
    return _CAST_FUNCTIONS[text]


def _contraction_body(arg_types: Sequence[Attribute], unsigned: bool) -> Region:
    """The body MLIR builds for `linalg.matmul` and `linalg.batch_matmul`:
    `add(out, mul(a, b))`, each input cast to the output's element type
    first (signed or `unsigned`); on `i1`, `ori` of `andi`, as MLIR adds
    and multiplies booleans."""
    out = arg_types[-1]
    if out == IntegerType(1):
        add, mul = arith.OrIOp, arith.AndIOp
    elif isinstance(out, AnyFloat):
        add, mul = arith.AddfOp, arith.MulfOp
    else:
        add, mul = arith.AddiOp, arith.MuliOp

    @Builder.implicit_region(arg_types)
    def body(args: tuple[BlockArgument, ...]) -> None:
        a, b = (_cast_to(arg, out, unsigned) for arg in args[:2])
        YieldOp(add(args[2], mul(a, b)))

    return body


def _cast_to(value: SSAValue, to: Attribute, unsigned: bool) -> SSAValue:
    """`value` as MLIR's signed (or `unsigned`) cast makes it of type `to`
    (a named op's `cast_signed` or `cast_unsigned`); itself if already of
    that type."""
    source = value.type
    if source == to:
        return value
    widening = _bits(source) < _bits(to)
    extend, to_float, to_int = (
        (ExtUIOp, UIToFPOp, FPToUIOp) if unsigned else (ExtSIOp, SIToFPOp, FPToSIOp)
    )
    cast_op = {
        (True, True): extend if widening else TruncIOp,
        (True, False): to_float,
        (False, True): to_int,
        (False, False): ExtFOp if widening else TruncFOp,
    }[isinstance(source, IntegerType), isinstance(to, IntegerType)]
    return cast_op(value, to).result


def _bits(type: Attribute) -> int:
    return type.bitwidth if isinstance(type, FixedBitwidthType) else 0


def _operand_group(parser: Parser, keyword: str) -> Sequence[SSAValue]:
    """`keyword(%a, %b : T1, T2)`, or nothing."""
    at = parser.pos
    if parser.parse_optional_keyword(keyword) is None:
        return ()
    parser.parse_punctuation("(")
    names = parser.parse_comma_separated_list(
        Parser.Delimiter.NONE, parser.parse_unresolved_operand
    )
    parser.parse_punctuation(":")
    types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
    parser.parse_punctuation(")")
    return parser.resolve_operands(names, types, at)


def _optional_result_types(parser: Parser) -> Sequence[Attribute]:
    """MLIR's optional arrow type list: `-> T`, `-> (T1, T2)` or nothing."""
    if parser.parse_optional_punctuation("->") is None:
        return ()
    types = parser.parse_optional_comma_separated_list(
        Parser.Delimiter.PAREN, parser.parse_type
    )
    return [parser.parse_type()] if types is None else types


_ITERATOR_NAMES = frozenset({"parallel", "reduction"})
"""MLIR's iterator types (xDSL's enum also has `window`, which MLIR does not)."""


def _iterator_types(
    parser: Parser, value: Attribute | None, start: int, end: int
) -> list[IteratorTypeAttr]:
    if not isa(value, ArrayAttr[Attribute]):
        parser.raise_error("Expected iterator_types for linalg.generic", start, end)
    found: list[IteratorTypeAttr] = []
    for kind in value:
        if isinstance(kind, StringAttr) and kind.data not in _ITERATOR_NAMES:
            parser.raise_error(
                f"custom op 'linalg.generic' unexpected iterator_type ({kind.data})"
            )
        if isinstance(kind, StringAttr):
            kind = IteratorTypeAttr(IteratorType(kind.data))
        if not isinstance(kind, IteratorTypeAttr):
            parser.raise_error(f"Unknown iterator type {kind}", start, end)
        found.append(kind)
    return found


@irdl_op_definition
class GenericOp(XdslGenericOp):
    """xDSL's `linalg.generic`, read as MLIR reads it."""

    name = "linalg.generic"

    PRINTED_AS_XDSLS: ClassVar[bool] = True

    # xDSL's, declared again: a subclass of an op class declares every field
    inputs = var_operand_def()
    outputs = var_operand_def(ShapedType)
    res = var_result_def(TensorType)
    body = region_def("single_block")
    indexing_maps = prop_def(AffineMaps)
    iterator_types = prop_def(ArrayAttr[IteratorTypeAttr])
    doc = opt_prop_def(StringAttr)
    library_call = opt_prop_def(StringAttr)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        start = parser.pos
        attrs = parser.parse_optional_attr_dict()
        end = parser.pos
        written = set(attrs)
        maps = attrs.pop("indexing_maps", None)
        if not isa(maps, AffineMaps):
            parser.raise_error("Expected indexing_maps for linalg.generic", start, end)
        iterators = _iterator_types(
            parser, attrs.pop("iterator_types", None), start, end
        )
        doc, library_call = attrs.pop("doc", None), attrs.pop("library_call", None)
        ins = _operand_group(parser, "ins")
        outs = _operand_group(parser, "outs")
        if parser.parse_optional_keyword("attrs") is not None:
            parser.parse_punctuation("=")
            extra = parser.expect(
                parser.parse_optional_attr_dict, "expect extra attributes"
            )
            if twice := sorted(written & extra.keys()):
                # (MLIR merges the two lists; xDSL kept the second value)
                name_at = xdsl_internals.input_text(parser).rfind(cls.name, 0, start)
                parser.raise_error(
                    f"custom op '{cls.name}' attribute '{twice[0]}' occurs more "
                    "than once in the attribute list",
                    name_at,
                    name_at + len(cls.name),
                )
            attrs |= extra
        body = parser.parse_region()
        op = cls(ins, outs, body, maps, iterators, _optional_result_types(parser))
        for name, value in (("doc", doc), ("library_call", library_call)):
            if value is not None:
                op.properties[name] = value
        op.attributes |= attrs
        return op


@irdl_op_definition
class SoftmaxOp(IRDLOperation):
    """`linalg.softmax`: the softmax of `input` along `dimension`, into
    `output` (a tensor result, or none on memrefs)."""

    name = "linalg.softmax"

    input = operand_def(SHAPED)
    output = operand_def(SHAPED)
    dimension = prop_def(IntegerAttr[I64])
    result = var_result_def(variadic(RANKED_TENSOR))

    assembly_format = (
        "attr-dict `dimension` `(` $dimension `)` "
        "`ins` `(` $input `:` type($input) `)` "
        "`outs` `(` $output `:` type($output) `)` (`->` type($result)^)?"
    )

    def verify_(self) -> None:
        source = cast(ShapedType, self.input.type)
        target = cast(ShapedType, self.output.type)
        verify_destination_results(self, (self.output,))
        if get_element_type_or_self(source) != get_element_type_or_self(target):
            raise VerifyException(
                "failed to verify that input and output have same element type"
            )
        if not have_compatible_shape(source, target):
            raise VerifyException("incompatible output shape")
        if not 0 <= self.dimension.value.data < source.get_num_dims():
            raise VerifyException("incorrect dimension specified")


LINALG_FORMS = (MatmulOp, BatchMatmulOp, GenericOp, SoftmaxOp)
"""The package's `linalg` ops, in place of xDSL's of the same names."""
