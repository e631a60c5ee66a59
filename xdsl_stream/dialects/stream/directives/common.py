"""What the directives of Stream's op families share."""

from __future__ import annotations

from typing import cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    IndexType,
)
from xdsl.ir import Attribute
from xdsl.irdl.declarative_assembly_format import (
    PrintingState,
)

INDEX = IndexType()


def array(attr: Attribute | None) -> tuple[Attribute, ...]:
    """The elements of an `ArrayAttr` property (a verified op has one).

    `isinstance`, not `isa(attr, ArrayAttr[Attribute])`, which builds a
    constraint on every call: this runs for every dispatch printed."""
    assert isinstance(attr, ArrayAttr)
    return cast(ArrayAttr[Attribute], attr).data


def end_block(state: PrintingState) -> None:
    """After a directive that ends its own line: no space before what follows."""
    state.should_emit_space = False
    state.last_was_punctuation = True
