"""What a module made by the Python builders must do: verify, print in
IREE's syntax (holding the given pieces of text), read back as the same
text, and read in iree-opt as its generic print does."""

from __future__ import annotations

from collections.abc import Iterable

from xdsl.dialects.builtin import ModuleOp

from harness.oracle import iree_opt
from xdsl_stream.api import parse_module, print_module


def check_built_module(module: ModuleOp, expected: Iterable[str]) -> None:
    """Assert the above of `module`; each of `expected` is in its print."""
    module.verify()
    text = print_module(module)
    for piece in expected:
        assert piece in text, piece
    again = parse_module(text)
    assert again.is_structurally_equivalent(parse_module(print_module(again)))
    assert print_module(again) == text
    assert iree_opt(text) == iree_opt(print_module(module, generic=True))
