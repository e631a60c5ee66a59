"""Types of IREE's `util` dialect that Stream ops name.

Kept apart from `util.py` (which re-exports them) so that the `stream`
package can use them without importing the util ops, which import the
stream package's syntax helpers.
"""

from __future__ import annotations

from xdsl.ir import ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition


@irdl_attr_definition
class BufferType(ParametrizedAttribute, TypeAttribute):
    """`!util.buffer`: a host byte buffer (parameter keys, mapped memory)."""

    name = "util.buffer"
