"""The `xdsl.universe` entry point: what `xdsl-opt` gains from this package.

A table of names to loaders (and `make_context`, a context of the dialects
registered that way, ours and xDSL's but those iree-opt does not have:
`IREE_DIALECTS`): importing this module (which every
xDSL tool of the environment does at start-up) imports no dialect, pass or
parser of the package and changes no global state.  The loaders import their
dialect or pass when called (function-level imports, as the driver's start-up
imports are; tests/pytest/test_layers.py allows no others).  Behaviour that
only a one-shot tool wants (diagnostics without tracebacks, location aliases defined
after their uses, garbage-collector tuning) belongs to `xdsl-stream-opt`
(`xdsl_stream.tools.opt`).
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.context import Context
from xdsl.ir import Dialect
from xdsl.passes import ModulePass
from xdsl.universe import XDSL_UNIVERSE, Universe

from xdsl_stream.core.plugins import installed_universe


def _arith() -> Dialect:
    """xDSL's `arith` with MLIR's casts and comparisons in place of xDSL's
    (`xdsl_stream.dialects.arith_casts`, `arith_comparisons`), and the float
    ops it lacks (`arith_floats`)."""
    from xdsl.dialects.arith import Arith

    from xdsl_stream.dialects.arith_casts import CASTS
    from xdsl_stream.dialects.arith_comparisons import COMPARISONS
    from xdsl_stream.dialects.arith_floats import ARITH_FLOATS

    replaced = (*CASTS, *COMPARISONS)
    ours = {op.name for op in replaced}
    kept = [op for op in Arith.operations if op.name not in ours]
    return Dialect("arith", [*kept, *replaced, *ARITH_FLOATS], [*Arith.attributes])


def _math() -> Dialect:
    """xDSL's `math` and the ops it lacks (`xdsl_stream.dialects.math_ops`)."""
    from xdsl.dialects.math import Math

    from xdsl_stream.dialects.math_ops import MATH_OPS

    return Dialect("math", [*Math.operations, *MATH_OPS], [*Math.attributes])


def _tensor() -> Dialect:
    """xDSL's `tensor`, the ops it lacks (`xdsl_stream.dialects.tensor_ops`),
    and `tensor.expand_shape` and `tensor.pad` verified as MLIR verifies them
    (`xdsl_stream.dialects.tensor_verifiers`)."""
    from xdsl.dialects.tensor import Tensor

    from xdsl_stream.dialects.tensor_ops import TENSOR_OPS
    from xdsl_stream.dialects.tensor_verifiers import ExpandShapeOp, PadOp

    replaced = (ExpandShapeOp, PadOp)
    ours = {op.name for op in replaced}
    kept = [op for op in Tensor.operations if op.name not in ours]
    return Dialect("tensor", [*kept, *replaced, *TENSOR_OPS], [*Tensor.attributes])


def _func() -> Dialect:
    """xDSL's `func`, `func.func` reading `arg_attrs` and `res_attrs` from
    its attribute dictionary as MLIR does (`xdsl_stream.dialects.func_func`)."""
    from xdsl.dialects.func import Func

    from xdsl_stream.dialects.func_func import FuncOp

    kept = [op for op in Func.operations if op.name != FuncOp.name]
    return Dialect("func", [*kept, FuncOp], [*Func.attributes])


def _scf() -> Dialect:
    """xDSL's `scf`, `scf.execute_region` keeping its attributes
    (`xdsl_stream.dialects.scf_execute_region`)."""
    from xdsl.dialects.scf import Scf

    from xdsl_stream.dialects.scf_execute_region import ExecuteRegionOp

    kept = [op for op in Scf.operations if op.name != ExecuteRegionOp.name]
    return Dialect("scf", [*kept, ExecuteRegionOp], [*Scf.attributes])


def _linalg() -> Dialect:
    """xDSL's `linalg`, `linalg.matmul` and `linalg.generic` read in MLIR's
    custom forms, and `linalg.batch_matmul` and `linalg.softmax` declared
    (`xdsl_stream.dialects.linalg_forms`)."""
    from xdsl.dialects.linalg import Linalg

    from xdsl_stream.dialects.linalg_forms import LINALG_FORMS

    ours = {op.name for op in LINALG_FORMS}
    kept = [op for op in Linalg.operations if op.name not in ours]
    return Dialect("linalg", [*kept, *LINALG_FORMS], [*Linalg.attributes])


def _stream() -> Dialect:
    """Stream's types and attributes; its ops are imported by family, on
    demand in the package's contexts, all at once in stock `xdsl-opt`'s
    (`xdsl_stream.core.op_families`)."""
    from xdsl_stream.dialects.stream import Stream

    return Stream


def _util() -> Dialect:
    from xdsl_stream.dialects.util import UTIL

    return UTIL


def _hal() -> Dialect:
    from xdsl_stream.dialects.hal import HAL

    return HAL


def _iree_tensor_ext() -> Dialect:
    from xdsl_stream.dialects.iree_tensor_ext import IREE_TENSOR_EXT

    return IREE_TENSOR_EXT


def _iree_encoding() -> Dialect:
    from xdsl_stream.dialects.iree_encoding import IREE_ENCODING

    return IREE_ENCODING


def _fuse_dispatch_bindings() -> type[ModulePass]:
    from xdsl_stream.transforms.fuse_dispatch_bindings import FuseDispatchBindingsPass

    return FuseDispatchBindingsPass


def _fuse_dispatch_bindings_report() -> type[ModulePass]:
    from xdsl_stream.transforms.fuse_dispatch_bindings_report import (
        FuseDispatchBindingsReportPass,
    )

    return FuseDispatchBindingsReportPass


def _fold_uniform_operands() -> type[ModulePass]:
    from xdsl_stream.transforms.fold_uniform_operands import FoldUniformOperandsPass

    return FoldUniformOperandsPass


def _pack_dispatch_operands() -> type[ModulePass]:
    from xdsl_stream.transforms.pack_dispatch_operands import (
        PackDispatchOperandsPass,
    )

    return PackDispatchOperandsPass


def _mlir_cse() -> type[ModulePass]:
    from xdsl_stream.transforms.mlir_cse import MlirCsePass

    return MlirCsePass


def _annotate_dispatch_arguments() -> type[ModulePass]:
    from xdsl_stream.transforms.annotate_dispatch_arguments import (
        AnnotateDispatchArgumentsPass,
    )

    return AnnotateDispatchArgumentsPass


def _binding_segment() -> type[ModulePass]:
    from xdsl_stream.transforms.binding_segment import BindingSegmentPass

    return BindingSegmentPass


XDSL_STREAM_UNIVERSE = Universe(
    all_dialects={
        "stream": _stream,
        "util": _util,
        "hal": _hal,
        "iree_tensor_ext": _iree_tensor_ext,
        "iree_encoding": _iree_encoding,
    },
    all_passes={
        "fuse-dispatch-bindings": _fuse_dispatch_bindings,
        "fuse-dispatch-bindings-report": _fuse_dispatch_bindings_report,
        "fold-uniform-operands": _fold_uniform_operands,
        "pack-dispatch-operands": _pack_dispatch_operands,
        "mlir-cse": _mlir_cse,
        "annotate-dispatch-arguments": _annotate_dispatch_arguments,
        "binding-segment": _binding_segment,
    },
)


STRICT_FLAG = "--strict-dialects"
"""The tools' command-line switch for a strict context, one that refuses
dialects no one registered (`make_context(allow_unregistered=False)`); the
reader's hints name it."""


def make_context(*, allow_unregistered: bool = False) -> Context:
    """A context with the dialects `dialect_factories` gives (plugins', and
    xDSL's that iree-opt has); its `arith`, `func`, `linalg`, `math`, `scf`
    and `tensor` are the package's.
    It loads a dialect when first named and Stream's ops family by family
    (an `OnDemandContext`, `xdsl_stream.core.op_families`)."""
    from xdsl_stream.core.op_families import OnDemandContext  # xDSL's parser

    ctx = OnDemandContext(allow_unregistered=allow_unregistered)
    for name, factory in dialect_factories().items():
        ctx.register_dialect(name, factory)
    return ctx


def dialect_factories() -> dict[str, Callable[[], Dialect]]:
    """Every installed dialect's factory (plugins', and xDSL's of a name
    `iree-opt` 3.13 registers: `IREE_DIALECTS`), `arith` with MLIR's casts
    and comparisons and the float ops xDSL lacks, `linalg` with MLIR's custom
    forms of `linalg.matmul` and `linalg.generic` and a `linalg.batch_matmul`
    and `linalg.softmax`, `math` and `tensor` with ops xDSL lacks, `scf`
    with an `scf.execute_region` that keeps its attributes, and `func` with a
    `func.func` that reads `arg_attrs` from its attribute dictionary: what the
    package's contexts and tools register."""
    xdsl_only = XDSL_UNIVERSE.all_dialects.keys() - IREE_DIALECTS
    return {
        name: FIXED_DIALECTS.get(name, factory)
        for name, factory in installed_universe().all_dialects.items()
        if name not in xdsl_only
    }


IREE_DIALECTS = frozenset(
    (
        "affine",
        "amdgpu",
        "arith",
        "arm_neon",
        "arm_sme",
        "arm_sve",
        "bufferization",
        "builtin",
        "cf",
        "check",
        "chlo",
        "complex",
        "emitc",
        "flow",
        "func",
        "gpu",
        "hal",
        "hal_inline",
        "hal_loader",
        "io_parameters",
        "iree_codegen",
        "iree_cpu",
        "iree_encoding",
        "iree_gpu",
        "iree_linalg_ext",
        "iree_map",
        "iree_tensor_ext",
        "iree_vector_ext",
        "linalg",
        "llvm",
        "math",
        "memref",
        "ml_program",
        "nvgpu",
        "nvvm",
        "pcf",
        "pdl",
        "pdl_interp",
        "quant",
        "rocdl",
        "rocm",
        "scf",
        "shape",
        "smt",
        "spirv",
        "stablehlo",
        "stream",
        "tensor",
        "tm_tensor",
        "torch",
        "torch_c",
        "tosa",
        "transform",
        "ub",
        "util",
        "vector",
        "vhlo",
        "vm",
        "vmvx",
    )
)
"""The dialects `iree-opt` 3.13 registers (`iree-opt --show-dialects`).  An
xDSL dialect of another name (`comb`, `hw`, `test`, `printf`, `omp`, ...)
is not registered in the package's contexts: `iree-opt` keeps its ops as
unregistered ones (in generic form, their attributes as written), and so
does the reader.  Registered, xDSL read `"comb.icmp"(...) {predicate = 0 :
i64}` with the attribute made a property, refused a `"hw.module"` without
its region, and took `"test.op"` for an op that cannot end a block."""


FIXED_DIALECTS: dict[str, Callable[[], Dialect]] = {
    "arith": _arith,
    "func": _func,
    "linalg": _linalg,
    "math": _math,
    "scf": _scf,
    "tensor": _tensor,
}
"""xDSL's dialects the package's contexts register with its fixes."""
