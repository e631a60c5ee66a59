"""Parameters declared in a base class, compared by the attribute's `==`.

xDSL 0.75 reads an attribute's parameters (`param_def`) through its whole
class hierarchy, but `irdl_attr_definition` makes only the decorated class a
dataclass: a parameter declared in a base class that is not a dataclass is
no field of it.  The `__eq__` and `__hash__` it generates then ignore that
parameter, so `#hal.device.affinity<@a> == #hal.device.affinity<@b>`, and
xDSL's `cse` merges ops on different devices (upstream.md, entry 26).

`inherited_parameters` makes such a base class a dataclass of its own
parameters, so that each attribute class defined from it compares and hashes
all of them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from xdsl.ir import ParametrizedAttribute

_Base = TypeVar("_Base", bound=type[ParametrizedAttribute])


def inherited_parameters(base: _Base) -> _Base:
    """`base`, an attribute base class declaring parameters, as a dataclass
    whose fields are those parameters (keeping its own `__init__`)."""
    return dataclass(frozen=True, init=False)(base)
