"""MLIR's `arith` cast ops, as MLIR declares them (xDSL 0.75's are narrower).

xDSL's `arith` lacks `arith.index_castui`, reads its integer casts on scalars
only, and has none of the casts' properties: `arith.trunci`'s
`overflowFlags` (which IREE's generic dumps print on every `trunci`),
`arith.extui`'s, `arith.uitofp`'s and `arith.index_castui`'s `nonNeg`,
`arith.extf`'s and `arith.truncf`'s `fastmath`, `arith.truncf`'s
`roundingmode`.  IREE's host
code casts `tensor<...xi1>` arguments and results with `arith.extui` and
`arith.trunci`, so a program with a boolean input or output would not read.
Here, each cast is declared as MLIR declares it:

* operands and results: a scalar, a vector or a tensor of the element types
  the op takes (signless integers but `index`, floats, `index`; the index
  casts and `arith.bitcast` also a ranked memref), refused in MLIR's words
  (`xdsl_stream.dialects.arith_types`);
* the two sides of one shape, checked as MLIR's traits check them, in their
  order: the same tensor dimensions (`SameInputOutputTensorDims`; no cast of
  an unranked tensor passes), compatible shapes (`SameOperandsAndResultShape`:
  a dynamic size matches any, a scalable vector only a scalable one), and a
  vector or tensor only to the same kind (`Elementwise`, to which a memref is
  a scalar);
* the elements cast-compatible (MLIR's `areCastCompatible`): tensors of one
  encoding, an extension widens, a truncation narrows, an index cast has
  `index` on exactly one side, a bitcast keeps the width; else "operand type
  ... and result type ... are cast incompatible";
* the properties and custom forms MLIR prints:
  `$input (overflow<...>)? attr-dict : type($input) to type($result)` and so on, the
  flags spelled as MLIR spells them (`overflow<nsw, nuw>`) and read as MLIR
  reads them (`overflow<>` refused).

The package's contexts (`xdsl_stream.universe.make_context`) read them as
part of `arith`, in place of xDSL's; stock `xdsl-opt`, whose `arith` is
xDSL's, keeps xDSL's (and reads `arith.index_castui` as unregistered).
"""

from __future__ import annotations

from xdsl.dialects.arith import (
    FastMathFlagsAttr,
    IntegerOverflowAttr,
    IntegerOverflowFlag,
)
from xdsl.dialects.builtin import (
    FixedBitwidthType,
    IndexType,
    IntegerAttr,
    MemRefType,
    TensorType,
    UnitAttr,
    UnrankedMemRefType,
    UnrankedTensorType,
    VectorType,
    i32,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    ParsingState,
    PrintingState,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.type import get_element_type_or_self

from xdsl_stream.core.ir_helpers import attribute_text
from xdsl_stream.dialects.arith_types import (
    BITCASTABLE,
    FLOAT_LIKE,
    INDEX_CASTABLE,
    INTEGER_LIKE,
)

_FORMAT = "$input attr-dict `:` type($input) `to` type($result)"
_NNEG_FORMAT = "$input (`nneg` $nonNeg^)? attr-dict `:` type($input) `to` type($result)"
"""The format of the casts with a `nonNeg` unit (`arith.extui`, `arith.uitofp`,
`arith.index_castui`)."""


def _width(type: Attribute) -> int:
    if isinstance(type, IndexType):
        return -1
    assert isinstance(type, FixedBitwidthType)
    return type.bitwidth


_MAPPABLE = (VectorType, TensorType, UnrankedTensorType)
"""The types MLIR's `Elementwise` trait maps over (a memref is a scalar to it)."""
_SHAPED = (*_MAPPABLE, MemRefType, UnrankedMemRefType)


def _tensor_dims(type: Attribute) -> tuple[int, ...]:
    """What MLIR's `SameInputOutputTensorDims` compares: a tensor's shape,
    nothing of another type."""
    return tuple(type.get_shape()) if isinstance(type, TensorType) else ()


def _unranked_tensor(type: Attribute) -> bool:
    return isinstance(type, UnrankedTensorType)


def compatible_shapes(*types: Attribute) -> bool:
    """MLIR's `verifyCompatibleShapes`: all shaped or none; scalable vectors
    all or none (a vector is scalable if any of its dimensions is); the
    ranked ones of one rank, no two static sizes of a dimension apart."""
    shaped = [isinstance(type, _SHAPED) for type in types]
    if not all(shaped):
        return not any(shaped)
    scalable = {
        isinstance(type, VectorType) and any(type.get_scalable_dims()) for type in types
    }
    if len(scalable) > 1:
        return False
    shapes = [
        tuple(type.get_shape())
        for type in types
        if isinstance(type, (VectorType, TensorType, MemRefType))
    ]
    if len({len(shape) for shape in shapes}) > 1:
        return False
    return all(
        len({size for size in sizes if size >= 0}) <= 1
        for sizes in zip(*shapes, strict=True)
    )


def _elementwise_error(source: Attribute, result: Attribute) -> str | None:
    """What MLIR's `Elementwise` trait says of a cast of `source` to `result`."""
    operand, mapped = isinstance(source, _MAPPABLE), isinstance(result, _MAPPABLE)
    if mapped and not operand:
        return "if a result is non-scalar, then at least one operand must be non-scalar"
    if operand and not mapped:
        return (
            "if an operand is non-scalar, then there must be at least one non-scalar "
            "result"
        )
    if operand and type(source) is not type(result):
        return "all non-scalar operands/results must have the same shape and base type"
    return None


def shape_error(source: Attribute, result: Attribute) -> str | None:
    """Why a cast of `source` to `result` is refused before its elements are
    compared, in MLIR's order and words; None if it is not.  An unranked
    tensor fails the tensor dimensions (MLIR reads an unranked tensor's
    dimensions, which it does not have: no cast of one verifies)."""
    if (
        _unranked_tensor(source)
        or _unranked_tensor(result)
        or _tensor_dims(source) != _tensor_dims(result)
    ):
        return "failed to verify that input and output have the same tensor dimensions"
    if not compatible_shapes(source, result):
        return "requires the same shape for all operands and results"
    return _elementwise_error(source, result)


def _same_encoding(source: Attribute, result: Attribute) -> bool:
    """Whether two tensors have one encoding (MLIR's `hasSameEncoding`; true
    if either is not a ranked tensor)."""
    if isinstance(source, TensorType) and isinstance(result, TensorType):
        return source.encoding == result.encoding
    return True


ROUNDING_MODES = (
    "to_nearest_even",
    "downward",
    "upward",
    "toward_zero",
    "to_nearest_away",
)
"""MLIR's `arith::RoundingMode`, by value (the `i32` of `roundingmode`)."""


@irdl_custom_directive
class RoundingMode(CustomDirective):
    """`arith.truncf`'s optional rounding mode, a keyword for the `i32` MLIR
    keeps (`to_nearest_even` is 0, ...)."""

    mode: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        for value, keyword in enumerate(ROUNDING_MODES):
            if parser.parse_optional_keyword(keyword) is not None:
                self.mode.set(state, IntegerAttr(value, i32))
                return

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        mode = self.mode.get(op)
        if mode is None:
            return
        assert isinstance(mode, IntegerAttr)
        state.print_whitespace(printer)
        printer.print_string(ROUNDING_MODES[mode.value.data])


@irdl_custom_directive
class OverflowFlags(CustomDirective):
    """`arith.trunci`'s flags, `overflow<nsw, nuw>` as MLIR spells them
    (xDSL's attribute prints `nsw,nuw`); nothing for none."""

    flags: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        if parser.parse_optional_keyword("overflow") is None:
            self.flags.set(state, IntegerOverflowAttr("none"))
            return
        parser.parse_punctuation("<")
        flags = _overflow_flag(parser, state)
        while parser.parse_optional_punctuation(",") is not None:
            flags |= _overflow_flag(parser, state)
        parser.parse_punctuation(">")
        self.flags.set(state, IntegerOverflowAttr(flags))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        flags = self.flags.get(op)
        if not isinstance(flags, IntegerOverflowAttr) or not flags.data:
            return
        state.print_whitespace(printer)
        names = ", ".join(sorted(flag.value for flag in flags.data))
        printer.print_string(f"overflow<{names}>")


def _overflow_flag(parser: Parser, state: ParsingState) -> set[IntegerOverflowFlag]:
    """One flag of `overflow<...>` (a keyword or a string; `none` is none),
    refused as MLIR refuses it: `overflow<>` names none."""
    start = parser.pos
    word = parser.parse_optional_identifier_or_str_literal()
    custom_op = f"custom op '{state.op_type.name}'"
    if word is None:
        parser.raise_error(f"{custom_op} expected valid keyword or string", start)
    if word == "none":
        return set()
    if word not in set(IntegerOverflowFlag):
        parser.raise_error(
            f"{custom_op} expected ::mlir::arith::IntegerOverflowFlags to be one of: "
            "none, nsw, nuw",
            start,
        )
    return {IntegerOverflowFlag(word)}


class _CastOp(IRDLOperation):
    """A cast of one value to one result of the same shape."""

    input = operand_def(INTEGER_LIKE)
    result = result_def(INTEGER_LIKE)

    traits = traits_def(Pure())

    assembly_format = _FORMAT

    def __init__(
        self,
        value: SSAValue | Operation,
        result_type: Attribute,
        properties: dict[str, Attribute | None] | None = None,
    ):
        super().__init__(
            operands=[value], result_types=[result_type], properties=properties or {}
        )

    @staticmethod
    def compatible(source: Attribute, result: Attribute) -> bool:
        """Whether elements of these types cast (MLIR's `areCastCompatible`)."""
        raise NotImplementedError

    def verify_(self) -> None:
        source, result = self.input.type, self.result.type
        if (error := shape_error(source, result)) is not None:
            raise VerifyException(error)
        if not _same_encoding(source, result) or not self.compatible(
            get_element_type_or_self(source), get_element_type_or_self(result)
        ):
            raise VerifyException(
                f"operand type '{attribute_text(source)}' and result type "
                f"'{attribute_text(result)}' are cast incompatible"
            )


class _Widening(_CastOp):
    @staticmethod
    def compatible(source: Attribute, result: Attribute) -> bool:
        return _width(result) > _width(source)


class _Narrowing(_CastOp):
    @staticmethod
    def compatible(source: Attribute, result: Attribute) -> bool:
        return _width(result) < _width(source)


class _AnyWidth(_CastOp):
    @staticmethod
    def compatible(source: Attribute, result: Attribute) -> bool:
        return True


@irdl_op_definition
class ExtUIOp(_Widening):
    name = "arith.extui"
    input = operand_def(INTEGER_LIKE)
    result = result_def(INTEGER_LIKE)
    non_neg = opt_prop_def(UnitAttr, prop_name="nonNeg")
    assembly_format = _NNEG_FORMAT


@irdl_op_definition
class ExtSIOp(_Widening):
    name = "arith.extsi"
    input = operand_def(INTEGER_LIKE)
    result = result_def(INTEGER_LIKE)


@irdl_op_definition
class TruncIOp(_Narrowing):
    name = "arith.trunci"
    input = operand_def(INTEGER_LIKE)
    result = result_def(INTEGER_LIKE)
    overflow_flags = prop_def(
        IntegerOverflowAttr,
        default_value=IntegerOverflowAttr("none"),
        prop_name="overflowFlags",
    )
    assembly_format = (
        "$input custom<OverflowFlags>($overflowFlags) attr-dict `:` type($input) `to` "
        "type($result)"
    )
    custom_directives = (OverflowFlags,)

    def __init__(self, value: SSAValue | Operation, result_type: Attribute):
        super().__init__(
            value, result_type, {"overflowFlags": IntegerOverflowAttr("none")}
        )


@irdl_op_definition
class ExtFOp(_Widening):
    name = "arith.extf"
    input = operand_def(FLOAT_LIKE)
    result = result_def(FLOAT_LIKE)
    fastmath = opt_prop_def(FastMathFlagsAttr)
    assembly_format = "$input (`fastmath` `` $fastmath^)? attr-dict `:` type($input) `to` type($result)"


@irdl_op_definition
class TruncFOp(_Narrowing):
    name = "arith.truncf"
    input = operand_def(FLOAT_LIKE)
    result = result_def(FLOAT_LIKE)
    roundingmode = opt_prop_def(IntegerAttr)
    fastmath = opt_prop_def(FastMathFlagsAttr)
    assembly_format = (
        "$input custom<RoundingMode>($roundingmode) (`fastmath` `` $fastmath^)? "
        "attr-dict `:` type($input) `to` type($result)"
    )
    custom_directives = (RoundingMode,)

    def verify_(self) -> None:
        super().verify_()
        mode = self.roundingmode
        if mode is not None and (
            mode.type != i32 or not 0 <= mode.value.data < len(ROUNDING_MODES)
        ):
            raise VerifyException(
                f"invalid properties roundingmode = {attribute_text(mode)}: "
                f"not one of {', '.join(ROUNDING_MODES)}"
            )


@irdl_op_definition
class UIToFPOp(_AnyWidth):
    name = "arith.uitofp"
    input = operand_def(INTEGER_LIKE)
    result = result_def(FLOAT_LIKE)
    non_neg = opt_prop_def(UnitAttr, prop_name="nonNeg")
    assembly_format = _NNEG_FORMAT


@irdl_op_definition
class SIToFPOp(_AnyWidth):
    name = "arith.sitofp"
    input = operand_def(INTEGER_LIKE)
    result = result_def(FLOAT_LIKE)


@irdl_op_definition
class FPToUIOp(_AnyWidth):
    name = "arith.fptoui"
    input = operand_def(FLOAT_LIKE)
    result = result_def(INTEGER_LIKE)


@irdl_op_definition
class FPToSIOp(_AnyWidth):
    name = "arith.fptosi"
    input = operand_def(FLOAT_LIKE)
    result = result_def(INTEGER_LIKE)


class _IndexCast(_CastOp):
    @staticmethod
    def compatible(source: Attribute, result: Attribute) -> bool:
        return isinstance(source, IndexType) != isinstance(result, IndexType)


@irdl_op_definition
class IndexCastOp(_IndexCast):
    """`arith.index_cast`: sign-extends or truncates between `index` and an
    integer type."""

    name = "arith.index_cast"
    input = operand_def(INDEX_CASTABLE)
    result = result_def(INDEX_CASTABLE)


@irdl_op_definition
class IndexCastUIOp(_IndexCast):
    """`arith.index_castui`: zero-extends or truncates between `index` and an
    integer type (IREE's `pack-dispatch-operands` casts `index` operands to
    the resource config's index width with it)."""

    name = "arith.index_castui"
    input = operand_def(INDEX_CASTABLE)
    result = result_def(INDEX_CASTABLE)
    non_neg = opt_prop_def(UnitAttr, prop_name="nonNeg")
    assembly_format = _NNEG_FORMAT


@irdl_op_definition
class BitcastOp(_CastOp):
    name = "arith.bitcast"
    input = operand_def(BITCASTABLE)
    result = result_def(BITCASTABLE)

    @staticmethod
    def compatible(source: Attribute, result: Attribute) -> bool:
        return _width(source) == _width(result)


CASTS = (
    ExtUIOp,
    ExtSIOp,
    TruncIOp,
    ExtFOp,
    TruncFOp,
    UIToFPOp,
    SIToFPOp,
    FPToUIOp,
    FPToSIOp,
    IndexCastOp,
    IndexCastUIOp,
    BitcastOp,
)
"""The casts of `arith`, in place of xDSL's of the same names."""
