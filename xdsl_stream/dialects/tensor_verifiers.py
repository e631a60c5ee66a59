"""`tensor.expand_shape` and `tensor.pad` verified as MLIR verifies them.

xDSL 0.75 refuses two kinds of valid op (docs/upstream.md, entry 40):

* an expansion from a rank-0 tensor, which has no group
  (`tensor.expand_shape %t [] output_shape [1, 1] : tensor<f32> into
  tensor<1x1xf32>`): xDSL wants as many grouped dimensions as the result
  has (`expected the total number of reassociation dimensions (0) to equal
  the expanded type's rank (2)`), a rule MLIR applies only where there is a
  group;
* a padding whose amount is dynamic on a dimension the result gives a
  static size (`tensor.pad %t low[%n] high[1] ... : tensor<4xf32> to
  tensor<6xf32>`): xDSL wants a dynamic result size wherever the source
  size or a padding amount is dynamic; MLIR lets the result be more precise
  than what it infers, and refuses only a size that differs from a known one.

The package's contexts (`xdsl_stream.universe`) read both ops as these
classes: xDSL's definitions (fields, traits, syntax; an IRDL op class cannot
be subclassed into another), whose own verifiers keep xDSL's other checks;
MLIR's rules of
the groups, the element count, the output shape and the padded sizes are
`xdsl_stream.io.op_rules`' (`_check_expand`, `_check_pad`), in MLIR's words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Self, cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    TensorType,
    UnitAttr,
    i64,
)
from xdsl.dialects.tensor import ExpandShapeOp as XdslExpandShapeOp
from xdsl.dialects.tensor import PadOp as XdslPadOp
from xdsl.dialects.tensor import YieldOp
from xdsl.dialects.utils import DynamicIndexList
from xdsl.dialects.utils.reshape_ops_utils import ContiguousArrayOfIntArray
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    base,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.traits import Pure, SingleBlockImplicitTerminator
from xdsl.utils.exceptions import VerifyException


@irdl_op_definition
class ExpandShapeOp(IRDLOperation):
    """xDSL's `tensor.expand_shape`, an expansion from a rank-0 tensor (no
    group) valid."""

    name = "tensor.expand_shape"

    src = operand_def(TensorType)
    dynamic_output_shape = var_operand_def(IndexType)
    reassociation = prop_def(ContiguousArrayOfIntArray())
    static_output_shape = prop_def(DenseArrayBase.constr(i64))
    result = result_def(TensorType[Attribute])

    traits = traits_def(Pure())

    def __init__(
        self,
        src: SSAValue | Operation,
        dynamic_output_shape: Sequence[SSAValue],
        reassociation: ArrayAttr[ArrayAttr[IntegerAttr]],
        static_output_shape: Sequence[int] | DenseArrayBase,
        result_type: TensorType[Attribute],
        attributes: dict[str, Attribute] | None = None,
    ):
        """As xDSL's (which its `parse` calls)."""
        if not isinstance(static_output_shape, DenseArrayBase):
            static_output_shape = DenseArrayBase.from_list(i64, static_output_shape)
        super().__init__(
            operands=[src, dynamic_output_shape],
            result_types=[result_type],
            properties={
                "reassociation": reassociation,
                "static_output_shape": static_output_shape,
            },
            attributes=attributes,
        )

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        return XdslExpandShapeOp.parse.__func__(cls, parser)  # pyright: ignore

    print = XdslExpandShapeOp.print

    def verify_(self) -> None:
        if self.reassociation.data:
            XdslExpandShapeOp.verify_(self)  # pyright: ignore[reportArgumentType]
            return
        rank = len(self.result.type.get_shape())
        if len(self.static_output_shape) != rank:
            raise VerifyException(
                "expected number of static shape dims to be equal to the output "
                f"rank ({rank}) but found {len(self.static_output_shape)} inputs "
                "instead"
            )


@irdl_op_definition
class PadOp(IRDLOperation):
    """xDSL's `tensor.pad`, a static result size where a padding amount is
    dynamic valid."""

    name = "tensor.pad"

    source = operand_def(base(TensorType[Attribute]))
    low = var_operand_def(IndexType)
    high = var_operand_def(IndexType)
    static_low = prop_def(DenseArrayBase.constr(i64))
    static_high = prop_def(DenseArrayBase.constr(i64))
    nofold = opt_prop_def(UnitAttr)
    region = region_def("single_block")
    result = result_def(TensorType[Attribute])

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = XdslPadOp.assembly_format
    custom_directives = (DynamicIndexList,)
    traits = traits_def(Pure(), SingleBlockImplicitTerminator(YieldOp))

    def verify_(self) -> None:
        low, high = len(self.static_low), len(self.static_high)
        if low != high:
            raise VerifyException(
                f"pad sizes low ({low}) and high ({high}) must have an equal "
                "number of dimensions"
            )
        rank = len(cast(TensorType[Attribute], self.source.type).get_shape())
        if low != rank:
            raise VerifyException(
                f"number of pad sizes ({low}) must equal number of dimensions in "
                f"source tensor ({rank})"
            )
        arguments = len(self.region.block.args)
        if arguments != low:
            raise VerifyException(
                "region must have an arg for each dimension of the source tensor "
                f"({low}) but region has ({arguments})"
            )
