"""`arith.index_castui`, which xDSL 0.75's `arith` dialect lacks.

IREE's `pack-dispatch-operands` converts `index` operands to the resource
config's index width with it (and back in the kernel), so the package's port
builds it.  Declared as MLIR declares it: `$in attr-dict : type($in) to
type($out)`, side-effect free, between `index` and a signless integer type.

The package's contexts (`xdsl_stream.universe.make_context`) read it as part
of `arith`; stock `xdsl-opt`, whose `arith` is xDSL's, reads it as an
unregistered op.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, IntegerType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException


def _signless(type: Attribute) -> bool:
    return isinstance(type, IntegerType) and type == IntegerType(type.bitwidth)


@irdl_op_definition
class IndexCastUIOp(IRDLOperation):
    """`arith.index_castui`: zero-extends or truncates between `index` and an
    integer type."""

    name = "arith.index_castui"

    input = operand_def(IndexType | IntegerType)
    result = result_def(IndexType | IntegerType)

    traits = traits_def(Pure())

    assembly_format = "$input attr-dict `:` type($input) `to` type($result)"

    def __init__(self, value: SSAValue | Operation, result_type: Attribute):
        super().__init__(operands=[value], result_types=[result_type])

    def verify_(self) -> None:
        source, target = self.input.type, self.result.type
        one_index = isinstance(source, IndexType) != isinstance(target, IndexType)
        if not (one_index and (_signless(source) or _signless(target))):
            raise VerifyException(
                f"operand type '{source}' and result type '{target}' are cast "
                "incompatible"
            )
