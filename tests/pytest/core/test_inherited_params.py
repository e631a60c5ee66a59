"""Every attribute of the package compares and hashes all of its parameters,
those its base classes declare included (`xdsl_stream.core.inherited_params`).

(xDSL's own `cmath.complex` and `dlti` attributes do not: docs/upstream.md,
entry 26; neither is in the IR the package reads.)"""

from __future__ import annotations

import dataclasses

import pytest
from xdsl.ir import ParametrizedAttribute

from xdsl_stream.dialects.hal import DeviceAffinityAttr, DevicePromiseAttr
from xdsl_stream.dialects.iree_encoding import ENCODING_ATTRS
from xdsl_stream.dialects.typed_opaque import TypedOpaqueAttr
from xdsl_stream.universe import XDSL_STREAM_UNIVERSE


def _attribute_classes() -> list[type[ParametrizedAttribute]]:
    """The package's attributes: those of the dialects it registers (the
    `arith` and `scf` it mends add none; loading all of xDSL's dialects to
    filter theirs out took most of this file's collection)."""
    return sorted(
        {
            attr
            for factory in XDSL_STREAM_UNIVERSE.all_dialects.values()
            for attr in factory().attributes
            if issubclass(attr, ParametrizedAttribute)
            and not attr.__module__.startswith("xdsl.")
        },
        key=lambda attr: attr.name,
    )


def _generated_eq(attr: type) -> bool:
    """Whether `==` is the one `dataclass` wrote (xDSL's decorator's)."""
    return attr.__eq__.__code__.co_filename == "<string>"


CLASSES = [a for a in _attribute_classes() if _generated_eq(a)]


def test_the_classes_are_many() -> None:
    assert len(CLASSES) > 40


@pytest.mark.parametrize("attr", CLASSES, ids=[a.name for a in CLASSES])
def test_each_parameter_is_compared(attr: type[ParametrizedAttribute]) -> None:
    parameters = {name for name, _ in attr.get_irdl_definition().parameters}
    fields = {field.name for field in dataclasses.fields(attr)}
    assert parameters <= fields


def _padding(body: str) -> TypedOpaqueAttr:
    (padding,) = [a for a in ENCODING_ATTRS if a.name == "iree_encoding.padding"]
    return padding(body)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (DeviceAffinityAttr("dev_a"), DeviceAffinityAttr("dev_b")),
        (DeviceAffinityAttr("dev_a"), DeviceAffinityAttr("dev_a", [1])),
        (DevicePromiseAttr("dev_a"), DevicePromiseAttr("dev_b")),
        (_padding("[0, 64]"), _padding("[0, 32]")),
    ],
)
def test_different_parameters_are_different_attributes(
    a: ParametrizedAttribute, b: ParametrizedAttribute
) -> None:
    assert a != b
    assert len({a, b}) == 2
    assert a == type(a).new(a.parameters)
