"""The package's passes run as `xdsl_stream.api` runs them, less the check
of the input.

The API verifies a module before a pass (a module edited into invalid IR
is refused before anything changes) and after it.  The differential and
semantic tests run the passes thousands of times on modules straight from
the reader, verified there (`parse_once`), or from the pass before, verified
after it: checking them again before each pass was a fifth of those tests'
time.  These run the same pass classes with the same options and verify the
result as the API does; `tests/pytest/test_api.py` holds the API's own
checks.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from xdsl_stream.analysis.binding_fusion import Rebase
from xdsl_stream.io.reader import verify_module
from xdsl_stream.transforms.fold_uniform_operands import FoldUniformOperandsPass
from xdsl_stream.transforms.fuse_dispatch_bindings import FuseDispatchBindingsPass
from xdsl_stream.universe import make_context


def _run(module_pass: ModulePass, module: ModuleOp) -> ModuleOp:
    module_pass.apply(make_context(allow_unregistered=True), module)
    verify_module(module)
    return module


def fuse_dispatch_bindings(
    module: ModuleOp,
    *,
    alias_mutable_bindings: bool = False,
    rebase: Rebase = Rebase.ALL,
) -> ModuleOp:
    """`xdsl_stream.api.fuse_dispatch_bindings` on a verified module."""
    fuse = FuseDispatchBindingsPass(
        alias_mutable_bindings=alias_mutable_bindings,
        rebase=str(Rebase(rebase)),
        check_printing=False,
    )
    return _run(fuse, module)


def fold_uniform_operands(module: ModuleOp) -> ModuleOp:
    """`xdsl_stream.api.fold_uniform_operands` on a verified module."""
    return _run(FoldUniformOperandsPass(check_printing=False), module)
