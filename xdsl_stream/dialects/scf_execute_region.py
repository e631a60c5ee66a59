"""`scf.execute_region` as MLIR declares it: its attributes kept, its
`no_inline` property, a region without arguments.

xDSL 0.75's `ExecuteRegionOp.parse` reads the trailing attribute dictionary
of `scf.execute_region -> i32 {...} {tag = 1}` and its `__init__` drops it:
the attributes vanish, exit 0 (docs/upstream.md, entry 20).  It has no
`no_inline` (MLIR's unit property: the region is not inlined into its
parent), so `scf.execute_region -> i32 no_inline {...}` and the generic
`<{no_inline}>` are refused, and it lets the region have arguments, which
MLIR refuses ("region cannot have any arguments").  The package's contexts
(`xdsl_stream.universe`) read the op as this subclass, which keeps the
attributes, reads and keeps `no_inline` (written as MLIR writes it:
`-> i32 no_inline {...}`, or in the attribute dictionary, which MLIR moves
into the property), and refuses a region with arguments.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Self

from xdsl.dialects.builtin import UnitAttr
from xdsl.dialects.scf import ExecuteRegionOp as XdslExecuteRegionOp
from xdsl.ir import Attribute, Operation, Region
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    opt_prop_def,
    region_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.utils.exceptions import VerifyException


@irdl_op_definition
class ExecuteRegionOp(XdslExecuteRegionOp):
    """xDSL's `scf.execute_region`, its attributes kept, with MLIR's
    `no_inline` and its check of the region's arguments."""

    name = "scf.execute_region"

    outs = var_result_def()
    region = region_def()
    no_inline = opt_prop_def(UnitAttr)

    def __init__(
        self,
        result_types: Sequence[Attribute],
        region: Region,
        attr_dict: dict[str, Attribute] | None = None,
        no_inline: bool = False,
    ):
        IRDLOperation.__init__(
            self,
            result_types=(result_types,),
            regions=(region,),
            properties={"no_inline": UnitAttr()} if no_inline else {},
            attributes=attr_dict or {},
        )

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        """`(-> types)? no_inline? region attr-dict?`, as MLIR reads it."""
        result_types: Sequence[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            types = parser.parse_optional_comma_separated_list(
                parser.Delimiter.PAREN, parser.parse_type
            )
            result_types = [parser.parse_type()] if types is None else types
        no_inline = parser.parse_optional_keyword("no_inline") is not None
        region = parser.parse_region()
        attrs = parser.parse_optional_attr_dict()
        op = cls(result_types, region, attrs)
        if no_inline:
            op.properties["no_inline"] = UnitAttr()
        if "no_inline" in op.attributes:  # an inherent attribute: the property
            op.properties["no_inline"] = op.attributes.pop("no_inline")
        return op

    # Printed in generic form, as the package prints every op of xDSL's whose
    # custom text is not MLIR's (xDSL's is `-> (i32) {...}{attrs}`).
    print = Operation.print

    def verify_(self) -> None:
        if self.region.first_block is None:
            raise VerifyException("region needs to have at least one block")
        if self.region.first_block.args:
            raise VerifyException("region cannot have any arguments")
