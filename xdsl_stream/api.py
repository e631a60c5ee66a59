"""A small Python API over the dialects and the pass, for scripts and notebooks.

```python
from xdsl_stream.api import (
    binding_segment,
    fold_uniform_operands,
    fuse_dispatch_bindings,
    parse_module,
    print_module,
)

module = parse_module(text)
fuse_dispatch_bindings(module, alias_mutable_bindings=True)
fold_uniform_operands(module)  # the pass IREE runs after it
print(print_module(module))

# or IREE's whole segment: fuse, annotate, pack, CSE, fold
print(print_module(binding_segment(parse_module(text), rebase="fused")))
```

Each pass runs in place on the module, verified before and after, and
returns it; `annotate_dispatch_arguments`, `pack_dispatch_operands` and
`mlir_cse` are the segment's other steps, one at a time.
"""

from __future__ import annotations

from io import StringIO
from typing import cast

from xdsl.context import Context
from xdsl.dialects.builtin import Builtin, ModuleOp
from xdsl.passes import ModulePass

from xdsl_stream.analysis.binding_fusion import Rebase
from xdsl_stream.analysis.dispatch_arguments import DEFAULT_MIN_OFFSET_ALIGNMENT
from xdsl_stream.analysis.operand_packing import DEFAULT_INDEX_BITS
from xdsl_stream.io.printer import (
    FastUniqueNamePrinter,
    OwnedCustomPrinter,
    print_top_op,
)
from xdsl_stream.io.reader import read_module, verify_module
from xdsl_stream.transforms.annotate_dispatch_arguments import (
    AnnotateDispatchArgumentsPass,
)
from xdsl_stream.transforms.binding_segment import BindingSegmentPass
from xdsl_stream.transforms.fold_uniform_operands import FoldUniformOperandsPass
from xdsl_stream.transforms.fuse_dispatch_bindings import FuseDispatchBindingsPass
from xdsl_stream.transforms.mlir_cse import MlirCsePass
from xdsl_stream.transforms.pack_dispatch_operands import PackDispatchOperandsPass
from xdsl_stream.universe import make_context


def parse_module(
    text: str | bytes | bytearray | memoryview,
    *,
    allow_unregistered: bool = True,
    ctx: Context | None = None,
    name: str = "<input>",
) -> ModuleOp:
    """Parse and verify IR text (custom or generic form), such as a dump.

    Ops and attributes of dialects this package does not define (IREE's
    `hal`, `flow`, `iree_codegen`, ...) are kept as they are;
    `allow_unregistered=False` refuses them (a strict read).  Location
    aliases may be defined after their uses, as MLIR tools print them.  A
    `ctx` given is used as it is (`xdsl_stream.universe.make_context`
    makes one of the package's dialects: another reads Stream's ops as
    unregistered ones, or not at all), and errors then come without hints,
    which are about the package's contexts.

    A mistake raises `xdsl_stream.io.reader.ReadError` (a
    `DiagnosticException`) whose text is what `xdsl-stream-opt` prints:
    `NAME:LINE:COL: error: ...`, the op or line at fault, and hints; so
    does anything xDSL's parser or verifier of a dialect this package does
    not own raises, and nesting deeper than Python's recursion limit allows
    here (`xdsl-stream-opt` gives itself the stack for 2,000 levels).  Text
    with no op is an empty module.  Bytes are decoded as the tools decode
    them: UTF-8, anything inside a `//` comment (a `bytearray` or
    `memoryview` as the bytes it holds; anything else is a `TypeError`, as
    is an argument of another kind: `allow_unregistered="no"`).
    """
    given = cast(object, text)  # (what a caller passes, whatever the annotation)
    if isinstance(given, bytearray | memoryview):
        given = bytes(cast(bytearray, given))
    if not isinstance(given, str | bytes):
        raise TypeError(f"parse_module reads str or bytes, not {type(given).__name__}")
    _check_option("allow_unregistered", allow_unregistered, bool)
    _check_option("name", name, str)
    if ctx is not None and not isinstance(cast(object, ctx), Context):
        raise TypeError(f"ctx must be a Context or None, not {type(ctx).__name__}")
    return read_module(
        given,
        name,
        strict=not allow_unregistered,
        ctx=ctx,
        strict_switch="allow_unregistered=False",
    )


def print_module(
    module: ModuleOp,
    *,
    generic: bool = False,
    debuginfo: bool = False,
    lossless: bool = False,
) -> str:
    """Print a module as `xdsl-opt` does (`generic=True`: `--print-op-generic`,
    `debuginfo=True`: `--print-debuginfo`, locations printed inline), or as
    `xdsl-stream-opt` does (`lossless=True`: ops of other dialects in generic
    form, as some of xDSL's custom printers drop attributes).

    An exception of xDSL's printer of an op (a dialect this package does not
    own) raises `xdsl_stream.io.printer.PrintError`, which names the op; a
    `module` that is no `ModuleOp`, or a flag that is no `bool`, a
    `TypeError`."""
    _check_module(module)
    flags = {"generic": generic, "debuginfo": debuginfo, "lossless": lossless}
    for flag, value in flags.items():
        _check_option(flag, value, bool)
    stream = StringIO()
    printer = (OwnedCustomPrinter if lossless else FastUniqueNamePrinter)(
        stream=stream, print_generic_format=generic, print_debuginfo=debuginfo
    )
    print_top_op(printer, module)
    printer.print_metadata([Builtin])  # `{-# dialect_resources #-}` blobs
    stream.write("\n")
    return stream.getvalue()


def fuse_dispatch_bindings(
    module: ModuleOp,
    *,
    alias_mutable_bindings: bool = False,
    rebase: Rebase = Rebase.ALL,
) -> ModuleOp:
    """Run the pass in place on `module`, verify the result, and return it.

    The caller chooses how to print the result, so the pass's warning about
    lossy custom printers is off: print with `lossless=True` or `generic=True`.
    An option of the wrong kind is a `TypeError` (`"false"` is no `bool`), an
    unknown `rebase` a `ValueError`; a module the pass cannot rewrite raises
    `xdsl_stream.core.diagnostics.OpDiagnosticsError`, naming the ops at fault,
    and one that does not verify `OpVerifyError` (`_apply`); neither changes
    anything.
    """
    _check_module(module)
    _check_option("alias_mutable_bindings", alias_mutable_bindings, bool)
    fuse = FuseDispatchBindingsPass(
        alias_mutable_bindings=alias_mutable_bindings,
        rebase=str(Rebase(rebase)),
        check_printing=False,
    )
    return _apply(fuse, module)


def fold_uniform_operands(module: ModuleOp) -> ModuleOp:
    """Run `fold-uniform-operands` in place on `module`, verify, and return it
    (errors as `fuse_dispatch_bindings`')."""
    _check_module(module)
    return _apply(FoldUniformOperandsPass(check_printing=False), module)


def annotate_dispatch_arguments(
    module: ModuleOp,
    *,
    resource_min_offset_alignment: int = DEFAULT_MIN_OFFSET_ALIGNMENT,
    iree_alignment: bool = False,
) -> ModuleOp:
    """Run `annotate-dispatch-arguments` in place on `module`, verify, and
    return it (`stream.values` and `stream.alignment` on the arguments of
    every dispatched export's function; `iree_alignment`: IREE 3.13's
    unsound alignments, for comparing).  An option of the wrong kind is a
    `TypeError`, a module that does not verify `OpVerifyError` (`_apply`)."""
    _check_module(module)
    _check_option("resource_min_offset_alignment", resource_min_offset_alignment, int)
    _check_option("iree_alignment", iree_alignment, bool)
    annotate = AnnotateDispatchArgumentsPass(
        resource_min_offset_alignment=resource_min_offset_alignment,
        iree_alignment=iree_alignment,
        check_printing=False,
    )
    return _apply(annotate, module)


def pack_dispatch_operands(
    module: ModuleOp, *, index_bits: int = DEFAULT_INDEX_BITS
) -> ModuleOp:
    """Run `pack-dispatch-operands` in place on `module`, verify, and return
    it: every dispatch operand split into 32-bit words and rebuilt in the
    kernel (`index_bits`: the width of `index` where no `stream.resources`
    config says, IREE's `--iree-stream-resource-index-bits`).  An option of
    the wrong kind is a `TypeError`, one out of range a `ValueError`; errors
    otherwise as `fuse_dispatch_bindings`'."""
    _check_module(module)
    _check_option("index_bits", index_bits, int)
    pack = PackDispatchOperandsPass(index_bits=index_bits, check_printing=False)
    return _apply(pack, module)


def mlir_cse(module: ModuleOp) -> ModuleOp:
    """Run `mlir-cse` (MLIR's `--cse`, which the segment runs after packing;
    xDSL's `cse` is another pass) in place on `module`, verify, and return
    it."""
    _check_module(module)
    return _apply(MlirCsePass(check_printing=False), module)


def binding_segment(
    module: ModuleOp,
    *,
    alias_mutable_bindings: bool = False,
    rebase: Rebase = Rebase.ALL,
    resource_min_offset_alignment: int = DEFAULT_MIN_OFFSET_ALIGNMENT,
    iree_alignment: bool = False,
    index_bits: int = DEFAULT_INDEX_BITS,
) -> ModuleOp:
    """Run IREE's binding segment (`binding-segment`: fuse, annotate, pack,
    CSE, fold, in IREE's order) in place on `module`, verify, and return it.
    The options are those of the functions above for each pass.  An option
    of the wrong kind is a `TypeError`, an unknown `rebase` or an
    `index_bits` out of range a `ValueError`; errors otherwise as
    `fuse_dispatch_bindings`'."""
    _check_module(module)
    _check_option("alias_mutable_bindings", alias_mutable_bindings, bool)
    _check_option("resource_min_offset_alignment", resource_min_offset_alignment, int)
    _check_option("iree_alignment", iree_alignment, bool)
    _check_option("index_bits", index_bits, int)
    segment = BindingSegmentPass(
        alias_mutable_bindings=alias_mutable_bindings,
        rebase=str(Rebase(rebase)),
        resource_min_offset_alignment=resource_min_offset_alignment,
        iree_alignment=iree_alignment,
        index_bits=index_bits,
        check_printing=False,
    )
    return _apply(segment, module)


def _apply(module_pass: ModulePass, module: ModuleOp) -> ModuleOp:
    """Run `module_pass` on `module`, verified before and after, as the
    reader and `xdsl-stream-opt` verify (`verify_module`: xDSL's verifier and
    MLIR's rules, dominance among them).  The passes take valid IR, as MLIR's
    pass manager hands it to them: a module made invalid since it was read
    (an op edited, a block argument erased) raises
    `xdsl_stream.io.reader.OpVerifyError` (a `VerifyException`) naming the op
    at fault, before anything changes (a pass run on it failed deep inside,
    half of the module rewritten)."""
    verify_module(module)
    module_pass.apply(make_context(allow_unregistered=True), module)
    verify_module(module)
    return module


def _check_module(module: object) -> None:
    """The API's functions take a `ModuleOp` (the passes walk one; another
    op, or anything else, would fail deep inside them or pass unchecked)."""
    if not isinstance(module, ModuleOp):
        raise TypeError(f"module must be a ModuleOp, not {type(module).__name__}")


def _check_option(name: str, value: object, kind: type) -> None:
    """A pass option of the kind it must be (a `bool` is no `int` here): the
    passes would take a string or a float as they come, `"false"` as true."""
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TypeError(
            f"{name} must be {kind.__name__}, not {type(value).__name__} ({value!r})"
        )
