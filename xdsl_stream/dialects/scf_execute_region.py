"""`scf.execute_region` keeping the attribute dictionary it reads.

xDSL 0.75's `ExecuteRegionOp.parse` reads the trailing attribute dictionary
of `scf.execute_region -> i32 {...} {tag = 1}` and its `__init__` drops it:
the attributes vanish, exit 0 (docs/upstream.md, entry 20).  The package's
contexts (`xdsl_stream.universe`) read the op as this subclass, which keeps
them; it is xDSL's op otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.scf import ExecuteRegionOp as XdslExecuteRegionOp
from xdsl.ir import Attribute, Operation, Region


class ExecuteRegionOp(XdslExecuteRegionOp):
    """xDSL's `scf.execute_region`, its attributes kept (a plain subclass:
    xDSL's definition of the op is inherited as it is)."""

    def __init__(
        self,
        result_types: Sequence[Attribute],
        region: Region,
        attr_dict: dict[str, Attribute] | None = None,
    ):
        super().__init__(result_types, region)
        self.attributes.update(attr_dict or {})

    # Printed in generic form, as the package prints every op of xDSL's whose
    # custom text is not MLIR's (xDSL's is `-> (i32) {...}{attrs}`).
    print = Operation.print
