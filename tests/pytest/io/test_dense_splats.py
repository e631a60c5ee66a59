"""A dense splat is read from its one value: the work does not grow with the
tensor's size (xDSL's reader made a list of the value for every element and
checked each one; a zero-initialised 16M-element weight took 27 s, and a
float splat written in hex took a Python integer per element); what it reads
prints back the same."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, IntegerType

from xdsl_stream.api import parse_module, print_module

ELEMENTS = 1 << 20


def _splats(count: int) -> str:
    return (
        f'"t.op"() {{a = dense<3> : tensor<{count}xi32>, '
        f"b = dense<0xFF800000> : tensor<{count}xf32>, "
        f"c = dense<true> : tensor<{count}xi1>}} : () -> ()"
    )


def test_splat_work_does_not_grow_with_the_tensor(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls = {"normalized": 0}
    normalized = IntegerType.get_normalized_value

    def counted_normalized(self: IntegerType, value: int) -> int:
        calls["normalized"] += 1
        return normalized(self, value)

    monkeypatch.setattr(IntegerType, "get_normalized_value", counted_normalized)
    module = parse_module(_splats(ELEMENTS))
    assert calls["normalized"] <= 4  # one per splat, not one per element
    op = module.body.block.first_op
    assert op is not None
    dense = op.attributes["b"]
    assert isinstance(dense, DenseIntOrFPElementsAttr)
    assert len(dense.data.data) == 4 * ELEMENTS
    assert print_module(module) == print_module(parse_module(print_module(module)))
    assert f"dense<0xFF800000> : tensor<{ELEMENTS}xf32>" in print_module(module)
