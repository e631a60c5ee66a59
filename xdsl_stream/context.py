"""The xDSL context that knows every dialect `xdsl-opt` knows, ours included."""

from __future__ import annotations

from xdsl.context import Context
from xdsl.universe import Universe


def make_context(*, allow_unregistered: bool = False) -> Context:
    """A context with every registered dialect (xDSL's and plugins')."""
    ctx = Context(allow_unregistered=allow_unregistered)
    for name, factory in Universe.get_multiverse().all_dialects.items():
        ctx.register_dialect(name, factory)
    return ctx
