"""Nothing outside the ops the pass rewrites changes, on real dumps.

Walk the module before and after the pass in order and compare every op the
pass does not own (name, properties, attributes, result types, location, number
of regions).  Owned: dispatch sites, binding subspans, the index constants and
additions the pass creates (all index `arith.constant`/`arith.addi` are set
aside on both sides), and the signature of rebased dispatch functions.  The
comparison is on xDSL's objects after parsing the generic form, so a change
made by printing (lossy custom printers) shows up in the round trip of
`test_interchange.py`, and one made by the pass shows up here.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.dialects.builtin import IndexType, ModuleOp
from xdsl.ir import Attribute, Operation

from xdsl_stream.api import fuse_dispatch_bindings, parse_module
from xdsl_stream.dialects.stream import BindingSubspanOp, CmdDispatchOp

DUMPS = sorted((Path(__file__).parents[1] / "dumps").glob("*.loc.mlir"))
REBASED_ATTRS = {"function_type", "arg_attrs"}


def _owned(op: Operation) -> bool:
    if isinstance(op, CmdDispatchOp | BindingSubspanOp):
        return True
    return op.name in ("arith.constant", "arith.addi") and all(
        isinstance(r.type, IndexType) for r in op.results
    )


def _signature(op: Operation) -> tuple[object, ...]:
    rebased = op.name == "func.func"
    props: dict[str, Attribute] = {
        k: v for k, v in op.properties.items() if not (rebased and k in REBASED_ATTRS)
    }
    attrs: dict[str, Attribute] = {
        k: v for k, v in op.attributes.items() if not (rebased and k in REBASED_ATTRS)
    }
    return (
        op.name,
        sorted((k, str(v)) for k, v in props.items()),
        sorted((k, str(v)) for k, v in attrs.items()),
        [str(r.type) for r in op.results],
        str(op.location),
        len(op.regions),
    )


def _untouched(module: ModuleOp) -> list[tuple[object, ...]]:
    return [_signature(op) for op in module.walk() if not _owned(op)]


@pytest.mark.parametrize("alias", [False, True], ids=["noalias", "alias"])
@pytest.mark.parametrize("dump", DUMPS, ids=[p.stem for p in DUMPS])
def test_nothing_else_changes(dump: Path, alias: bool) -> None:
    text = dump.read_text()
    before = _untouched(parse_module(text, allow_unregistered=True))
    module = parse_module(text, allow_unregistered=True)
    fuse_dispatch_bindings(module, alias_mutable_bindings=alias)
    after = _untouched(module)
    assert len(before) == len(after)
    for old, new in zip(before, after, strict=True):
        assert old == new
