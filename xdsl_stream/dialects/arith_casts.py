"""MLIR's `arith` cast ops, as MLIR declares them (xDSL 0.75's are narrower).

xDSL's `arith` lacks `arith.index_castui`, reads its integer casts on scalars
only, and has none of the casts' properties: `arith.trunci`'s
`overflowFlags` (which IREE's generic dumps print on every `trunci`),
`arith.extui`'s and `arith.uitofp`'s `nonNeg`, `arith.extf`'s and
`arith.truncf`'s `fastmath`, `arith.truncf`'s `roundingmode`.  IREE's host
code casts `tensor<...xi1>` arguments and results with `arith.extui` and
`arith.trunci`, so a program with a boolean input or output would not read.
Here, each cast is declared as MLIR declares it:

* operands and results: a scalar, a vector or a ranked tensor of the element
  types the op takes (signless integers but `index`, floats, `index`;
  `arith.bitcast` also a memref), of the same shape on both sides ("input and
  output have the same tensor dimensions" where a tensor is involved, else
  "the same shape");
* the elements cast-compatible (MLIR's `areCastCompatible`): an extension
  widens, a truncation narrows, an index cast has `index` on exactly one side,
  a bitcast keeps the width; else "operand type ... and result type ... are
  cast incompatible";
* the properties and custom forms MLIR prints:
  `$input (overflow<...>)? attr-dict : type($input) to type($result)` and so on, the
  flags spelled as MLIR spells them (`overflow<nsw, nuw>`).

The package's contexts (`xdsl_stream.universe.make_context`) read them as
part of `arith`, in place of xDSL's; stock `xdsl-opt`, whose `arith` is
xDSL's, keeps xDSL's (and reads `arith.index_castui` as unregistered).
"""

from __future__ import annotations

from xdsl.dialects.arith import FastMathFlagsAttr, IntegerOverflowAttr
from xdsl.dialects.builtin import (
    AnyFloatConstr,
    FixedBitwidthType,
    IndexType,
    IndexTypeConstr,
    IntegerAttr,
    MemRefType,
    ShapedType,
    SignlessIntegerConstraint,
    TensorType,
    UnitAttr,
    container_of,
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

_INT = container_of(SignlessIntegerConstraint)
_FLOAT = container_of(AnyFloatConstr)
_INDEX_OR_INT = container_of(SignlessIntegerConstraint | IndexTypeConstr)
_INT_OR_FLOAT = SignlessIntegerConstraint | AnyFloatConstr
_BITCASTABLE = container_of(_INT_OR_FLOAT) | MemRefType.constr(_INT_OR_FLOAT)

_FORMAT = "$input attr-dict `:` type($input) `to` type($result)"
_NNEG_FORMAT = "$input (`nneg` $nonNeg^)? attr-dict `:` type($input) `to` type($result)"
"""The format of the casts with a `nonNeg` unit (`arith.extui`, `arith.uitofp`)."""


def _width(type: Attribute) -> int:
    if isinstance(type, IndexType):
        return -1
    assert isinstance(type, FixedBitwidthType)
    return type.bitwidth


def _shape(type: Attribute) -> tuple[str, tuple[int, ...]] | None:
    if isinstance(type, ShapedType):
        return type.name, tuple(type.get_shape())
    return None


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
        flags = IntegerOverflowAttr.parse_parameter(parser)
        self.flags.set(state, IntegerOverflowAttr(flags))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        flags = self.flags.get(op)
        if not isinstance(flags, IntegerOverflowAttr) or not flags.data:
            return
        state.print_whitespace(printer)
        names = ", ".join(sorted(flag.value for flag in flags.data))
        printer.print_string(f"overflow<{names}>")


class _CastOp(IRDLOperation):
    """A cast of one value to one result of the same shape."""

    input = operand_def(_INT)
    result = result_def(_INT)

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
        if _shape(source) != _shape(result):
            tensors = isinstance(source, TensorType) or isinstance(result, TensorType)
            raise VerifyException(
                "failed to verify that input and output have the same tensor dimensions"
                if tensors
                else "requires the same shape for all operands and results"
            )
        if not self.compatible(
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
    input = operand_def(_INT)
    result = result_def(_INT)
    non_neg = opt_prop_def(UnitAttr, prop_name="nonNeg")
    assembly_format = _NNEG_FORMAT


@irdl_op_definition
class ExtSIOp(_Widening):
    name = "arith.extsi"
    input = operand_def(_INT)
    result = result_def(_INT)


@irdl_op_definition
class TruncIOp(_Narrowing):
    name = "arith.trunci"
    input = operand_def(_INT)
    result = result_def(_INT)
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
    input = operand_def(_FLOAT)
    result = result_def(_FLOAT)
    fastmath = opt_prop_def(FastMathFlagsAttr)
    assembly_format = "$input (`fastmath` `` $fastmath^)? attr-dict `:` type($input) `to` type($result)"


@irdl_op_definition
class TruncFOp(_Narrowing):
    name = "arith.truncf"
    input = operand_def(_FLOAT)
    result = result_def(_FLOAT)
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
    input = operand_def(_INT)
    result = result_def(_FLOAT)
    non_neg = opt_prop_def(UnitAttr, prop_name="nonNeg")
    assembly_format = _NNEG_FORMAT


@irdl_op_definition
class SIToFPOp(_AnyWidth):
    name = "arith.sitofp"
    input = operand_def(_INT)
    result = result_def(_FLOAT)


@irdl_op_definition
class FPToUIOp(_AnyWidth):
    name = "arith.fptoui"
    input = operand_def(_FLOAT)
    result = result_def(_INT)


@irdl_op_definition
class FPToSIOp(_AnyWidth):
    name = "arith.fptosi"
    input = operand_def(_FLOAT)
    result = result_def(_INT)


class _IndexCast(_CastOp):
    @staticmethod
    def compatible(source: Attribute, result: Attribute) -> bool:
        return isinstance(source, IndexType) != isinstance(result, IndexType)


@irdl_op_definition
class IndexCastOp(_IndexCast):
    """`arith.index_cast`: sign-extends or truncates between `index` and an
    integer type."""

    name = "arith.index_cast"
    input = operand_def(_INDEX_OR_INT)
    result = result_def(_INDEX_OR_INT)


@irdl_op_definition
class IndexCastUIOp(_IndexCast):
    """`arith.index_castui`: zero-extends or truncates between `index` and an
    integer type (IREE's `pack-dispatch-operands` casts `index` operands to
    the resource config's index width with it)."""

    name = "arith.index_castui"
    input = operand_def(_INDEX_OR_INT)
    result = result_def(_INDEX_OR_INT)


@irdl_op_definition
class BitcastOp(_CastOp):
    name = "arith.bitcast"
    input = operand_def(_BITCASTABLE)
    result = result_def(_BITCASTABLE)

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
