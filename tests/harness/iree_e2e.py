"""Our pass in place of IREE's inside a real compile, checked at run time.

```sh
python -m harness.iree_e2e PROGRAM.mlir [--alias-mutable-bindings] [--backend llvm-cpu]
```

1. stock: `iree-compile PROGRAM -o stock.vmfb`;
2. the IR right before `iree-stream-fuse-dispatch-bindings` (generic form,
   with locations), as `--mlir-print-ir-before` dumps it;
3. our `fuse-dispatch-bindings`, in process, printed generic with locations;
4. the rest of the stream phase with `iree-opt --pass-pipeline=...`;
5. `iree-compile --compile-from=stream ... -o ours.vmfb`;
6. both modules run by `iree-run-module` on the same seeded random (non-splat)
   inputs, shapes taken from `@main`'s signature (`?` dimensions get a fixed
   size), parameters (`#flow.parameter.named`) from a generated random `.irpa`;
7. every output compared bit for bit.

It prints the bindings before and after (resources over all dispatch sites,
`!stream.binding` arguments over all dispatch functions) and the time of each
step; the exit status is 1 when an output differs.  Needs `iree-base-compiler`
and `iree-base-runtime` (the test extra) and numpy.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType, IntegerAttr, ModuleOp
from xdsl.dialects.func import FuncOp
from xdsl.ir import Operation
from xdsl.rewriter import InsertPoint, Rewriter

from harness.annotate_differential import alignment_differences
from harness.oracle import find_tool, run_tool
from xdsl_stream.analysis.binding_fusion import Rebase
from xdsl_stream.api import fuse_dispatch_bindings, parse_module, print_module
from xdsl_stream.dialects.stream import BindingType, CmdDispatchOp
from xdsl_stream.io.reader import ReadError
from xdsl_stream.transforms.binding_segment import BindingSegmentPass
from xdsl_stream.universe import make_context

PASS_NAME = "iree-stream-fuse-dispatch-bindings"
ALIAS_FLAG = "--iree-stream-resource-alias-mutable-bindings"

_CLEANUP = (
    "canonicalize,cse,iree-util-optimize-int-arithmetic,"
    "iree-util-simplify-global-accesses,iree-util-apply-patterns"
)
_CLEANUP_ALL = (
    f"func.func({_CLEANUP}),util.initializer({_CLEANUP}),util.func({_CLEANUP}),"
    "iree-util-fold-globals,iree-util-fuse-globals,iree-util-ipo"
)
REST_OF_STREAM = (
    "builtin.module(iree-stream-annotate-dispatch-arguments,"
    "iree-stream-annotate-dispatch-assumptions,iree-stream-pack-dispatch-operands,"
    f"{_CLEANUP_ALL},iree-stream-fold-uniform-operands,{_CLEANUP_ALL},symbol-dce)"
)
"""The stream phase after the fuse pass in IREE 3.13 (docs/iree-stream-facts.md)."""

REST_AFTER_SEGMENT = (
    "builtin.module(iree-stream-annotate-dispatch-assumptions,"
    f"{_CLEANUP_ALL},{_CLEANUP_ALL},symbol-dce)"
)
"""The stream phase after our `binding-segment` (`--segment`): what IREE runs
besides the five passes the segment replaces (annotate-dispatch-assumptions
here runs after pack instead of before it)."""

SEGMENT_PASSES = (
    "--iree-stream-annotate-dispatch-arguments",
    "--iree-stream-pack-dispatch-operands",
    "--cse",
    "--iree-stream-fold-uniform-operands",
)
"""iree-opt's segment after fusion, which our segment's IR is compared with."""

BACKENDS: dict[str, tuple[list[str], str]] = {
    "llvm-cpu": (
        [
            "--iree-hal-target-device=local",
            "--iree-hal-local-target-device-backends=llvm-cpu",
            "--iree-llvmcpu-target-cpu=host",
        ],
        "local-sync",
    ),
    "vulkan-spirv": (["--iree-hal-target-device=vulkan"], "vulkan"),
}
"""Compile flags and the `iree-run-module --device` for each backend."""

DYNAMIC_DIM = 13
"""The size given to every `?` dimension of an input."""


class E2EError(RuntimeError):
    """A tool failed."""


@dataclass
class BindingCounts:
    dispatch_resources: int
    """Resources bound over all `stream.cmd.dispatch` sites."""
    function_bindings: int
    """`!stream.binding` arguments over all dispatch functions."""

    def __str__(self) -> str:
        return f"{self.dispatch_resources}/{self.function_bindings}"


@dataclass
class E2EResult:
    program: Path
    alias: bool
    before: BindingCounts
    after: BindingCounts
    outputs: int
    ir_equal: bool
    """Our output, re-printed by iree-opt, equals IREE's pass output (locations
    included)."""
    mismatches: list[str]
    times: dict[str, float] = field(default_factory=dict[str, float])

    @property
    def ok(self) -> bool:
        return not self.mismatches

    def report(self) -> str:
        lines = [
            f"{self.program.name} (alias-mutable-bindings={str(self.alias).lower()})",
            "  bindings (dispatch resources/function bindings): "
            f"{self.before} before, {self.after} after",
            "  steps: " + ", ".join(f"{k} {v:.2f}s" for k, v in self.times.items()),
        ]
        if self.ok:
            lines.append(f"  {self.outputs} outputs bit-identical")
        else:
            lines += [f"  MISMATCH {m}" for m in self.mismatches]
        lines.append(
            "  IR equals IREE's pass output"
            if self.ir_equal
            else "  IR DIFFERS from IREE's pass output"
        )
        return "\n".join(lines)


def count_bindings(module: ModuleOp) -> BindingCounts:
    resources = 0
    for op in module.walk():
        if isinstance(op, CmdDispatchOp):
            resources += len(op.resources)
    bindings = 0
    for op in module.walk():
        if isinstance(op, FuncOp) or op.name == "func.func":
            regions = op.regions
            if regions and regions[0].blocks:
                args = regions[0].blocks[0].args
                bindings += sum(isinstance(a.type, BindingType) for a in args)
    return BindingCounts(resources, bindings)


def shift_an_offset(before: ModuleOp, after: ModuleOp, by: int = 4) -> str:
    """Corrupt our pass output: add `by` bytes to one nonzero offset operand.

    The offsets are the leading uniform operands our pass adds to a dispatch;
    the first one defined by a nonzero `arith.constant` is replaced by a new
    constant `by` bytes larger.  Returns what was changed.
    """
    old_sites = [op for op in before.walk() if isinstance(op, CmdDispatchOp)]
    new_sites = [op for op in after.walk() if isinstance(op, CmdDispatchOp)]
    for old, new in zip(old_sites, new_sites, strict=True):
        added = len(new.uniform_operands) - len(old.uniform_operands)
        for value in new.uniform_operands[:added]:
            owner = value.owner
            if not isinstance(owner, arith.ConstantOp):
                continue
            attr = owner.value
            if not isinstance(attr, IntegerAttr) or attr.value.data == 0:
                continue
            shifted = arith.ConstantOp(IntegerAttr(attr.value.data + by, IndexType()))
            shifted.result.name_hint = "corrupt"
            anchor: Operation = new  # outside the explicit execution regions
            while (parent := anchor.parent_op()) and parent.name.startswith(
                "stream.cmd."
            ):
                anchor = parent
            Rewriter.insert_op(shifted, InsertPoint.before(anchor))
            new.operands[new.operands.index(value)] = shifted.result
            return f"{new.entry_points.data[0]} offset {attr.value.data} -> {attr.value.data + by}"
    raise E2EError("no nonzero offset operand to corrupt")


def _run(cmd: Sequence[str], *, stdin: str | None = None) -> str:
    result = run_tool(cmd, stdin=stdin)
    if result.returncode != 0:
        raise E2EError(f"{Path(cmd[0]).name} failed:\n{result.stderr[-4000:]}")
    return result.stdout


def input_type_flags(text: str) -> list[str]:
    if "stablehlo." in text:
        return ["--iree-input-type=stablehlo"]
    if "tosa." in text:
        return ["--iree-input-type=tosa"]
    return []


_MAIN = re.compile(r"func\.func\s+@main\s*\(")
_TENSOR = re.compile(r"tensor<([^<>]*)>")
_PARAM = re.compile(
    r'#(?:flow|stream)\.parameter\.named<"([^"]*)"::"([^"]*)">\s*:\s*(tensor<[^<>]*>)'
)


def _balanced(text: str, start: int) -> int:
    """Index after the parenthesis closing the one before `start`."""
    depth = 1
    i = start
    while depth:
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        i += 1
    return i


def main_signature(text: str) -> tuple[list[str], int]:
    """The tensor types of `@main`'s arguments and its number of results."""
    match = _MAIN.search(text)
    if match is None:
        raise E2EError("no func.func @main in the program")
    end = _balanced(text, match.end())
    args = [m.group(1) for m in _TENSOR.finditer(text[match.end() : end - 1])]
    rest = text[end:]
    arrow = re.match(r"\s*->\s*", rest)
    if arrow is None:
        return args, 0
    rest = rest[arrow.end() :]
    if rest.startswith("("):
        results = rest[1 : _balanced(rest, 1) - 1]
    else:
        results = re.match(r"[^{]*", rest).group(0)  # type: ignore[union-attr]
    return args, len(_TENSOR.findall(results))


_DTYPES = {
    "f16": "float16",
    "f32": "float32",
    "f64": "float64",
    "i1": "bool",
    "i8": "int8",
    "i16": "int16",
    "i32": "int32",
    "i64": "int64",
}


def random_array(spec: str, rng: Any) -> Any:
    """A random non-splat array for `tensor<spec>` (e.g. `4x?xf32`)."""
    import numpy as np

    *dims, elem = spec.split("x")
    shape = [DYNAMIC_DIM if d == "?" else int(d) for d in dims]
    dtype = np.dtype(_DTYPES[elem])
    if dtype.kind == "f":
        return rng.standard_normal(shape).astype(dtype)
    if dtype.kind == "b":
        return rng.integers(0, 2, shape).astype(dtype)
    return rng.integers(-8, 9, shape).astype(dtype)


@dataclass
class _Clock:
    times: dict[str, float]

    def step(self, name: str, fn: Callable[[], Any]) -> Any:
        start = time.perf_counter()
        value = fn()
        self.times[name] = self.times.get(name, 0.0) + time.perf_counter() - start
        return value


def dump_before_pass(
    compile_flags: list[str], program: Path, work: Path, *, debuginfo: bool = True
) -> str:
    """The module `iree-compile` hands to the pass, in generic op form (with
    locations unless `debuginfo` is False), without the dump's header line."""
    tree = work / "tree"
    tree.mkdir(parents=True, exist_ok=True)  # iree-compile makes one level only
    _run(
        [
            find_tool("iree-compile"),
            *compile_flags,
            str(program),
            "--compile-to=stream",
            f"--mlir-print-ir-before={PASS_NAME}",
            "--mlir-print-ir-module-scope",
            "--mlir-disable-threading",
            "--mlir-print-op-generic",
            *(["--mlir-print-debuginfo"] if debuginfo else []),
            f"--mlir-print-ir-tree-dir={tree}",
            "-o",
            os.devnull,
        ]
    )
    dumps = sorted(tree.rglob(f"*{PASS_NAME}*"))
    if len(dumps) > 1:  # const-eval: the module it compiles is dumped deeper
        depth = min(len(d.relative_to(tree).parts) for d in dumps)
        dumps = [d for d in dumps if len(d.relative_to(tree).parts) == depth]
    if len(dumps) != 1:
        raise E2EError(f"expected one dump before {PASS_NAME}, found {len(dumps)}")
    text = dumps[0].read_text()
    return text.split("\n", 1)[1]  # drop the header line


def run_program(
    program: Path,
    *,
    alias: bool = False,
    backend: str = "llvm-cpu",
    seed: int = 0,
    work: Path | None = None,
    corrupt: Callable[[ModuleOp, ModuleOp], None] | None = None,
    segment: str | None = None,
) -> E2EResult:
    """Both compiles and runs of `program`.

    `corrupt(before, after)`, for tests, may change our pass output `after`
    (`before`: the module given to the pass) before the compile resumes.
    The steps: 1. stock compile, 2. dump before IREE's pass, 3. our pass,
    4. our IR against IREE's pass output, 5. the rest of the stream phase,
    6. resume the compile, 7. inputs (and parameters), 8. run both, 9. compare.
    `segment` (`all` or `fused`, a `rebase` choice) runs our whole
    `binding-segment` in step 3 in place of IREE's five passes.
    """
    if work is None:
        with tempfile.TemporaryDirectory(prefix="iree_e2e_") as tmp:
            return run_program(
                program, alias=alias, backend=backend, seed=seed, work=Path(tmp),
                corrupt=corrupt, segment=segment,
            )  # fmt: skip
    work.mkdir(parents=True, exist_ok=True)
    run = _Run.of(program, work, alias, backend, segment)
    stock = run.clock.step("stock compile", run.stock_compile)
    before_text = run.clock.step(
        "dump", lambda: dump_before_pass(run.flags, program, work / "dump")
    )
    (work / "before.mlir").write_text(before_text)
    ours_text, before, after = run.clock.step(
        "our pass", lambda: _our_pass(before_text, alias, corrupt, segment)
    )
    (work / "ours.mlir").write_text(ours_text)
    ir_equal = run.clock.step(
        "IR vs IREE's pass", lambda: run.same_as_iree(before_text, ours_text)
    )
    rest = run.clock.step("rest of stream", run.rest_of_stream)
    ours = run.clock.step("resume compile", lambda: run.resume_compile(rest))
    n_results = run.prepare_inputs(seed)
    stock_outs = run.clock.step("run stock", lambda: run.run(stock, n_results))
    our_outs = run.clock.step("run ours", lambda: run.run(ours, n_results))
    mismatches = _mismatches(stock_outs, our_outs)
    return E2EResult(
        program, alias, before, after, n_results, ir_equal, mismatches, run.clock.times
    )


def _our_pass(
    before_text: str,
    alias: bool,
    corrupt: Callable[[ModuleOp, ModuleOp], None] | None,
    segment: str | None = None,
) -> tuple[str, BindingCounts, BindingCounts]:
    """Step 3: our pass (or, with `segment` a `rebase` choice, our whole
    `binding-segment`) in process; the IR printed generic with locations.
    A dump the package refuses is an `E2EError` (the program's failure, with
    the reader's located message), not a traceback that ends the batch."""
    try:
        module = parse_module(before_text, allow_unregistered=True)
    except ReadError as error:
        raise E2EError(f"our reader refused the dump: {error}") from error
    before = count_bindings(module)
    if segment is None:
        fuse_dispatch_bindings(module, alias_mutable_bindings=alias)
    else:
        BindingSegmentPass(
            alias_mutable_bindings=alias, rebase=segment, check_printing=False
        ).apply(make_context(allow_unregistered=True), module)
        module.verify()
    if corrupt is not None:
        corrupt(parse_module(before_text, allow_unregistered=True), module)
    return (
        print_module(module, generic=True, debuginfo=True),
        before,
        count_bindings(module),
    )


@dataclass
class _Run:
    """What the steps of `run_program` share: where, with which flags, and the
    time of each step."""

    program: Path
    work: Path
    alias: bool
    source: str
    flags: list[str]
    device: str
    clock: _Clock
    run_flags: list[str] = field(default_factory=list[str])
    segment: str | None = None
    """None: our fuse pass only; a `rebase` choice: our whole segment."""

    @staticmethod
    def of(
        program: Path, work: Path, alias: bool, backend: str, segment: str | None
    ) -> _Run:
        target_flags, device = BACKENDS[backend]
        source = program.read_text()
        flags = target_flags + input_type_flags(source) + _alias_flags(alias)
        return _Run(
            program, work, alias, source, flags, device, _Clock({}), segment=segment
        )

    def iree_ir(self, before_text: str) -> str:
        """What our step 3 is compared with: IREE's fuse pass; with
        `segment`, iree-opt's five passes, or with `rebase=fused` our fuse
        followed by iree-opt's four."""
        debug = "--mlir-print-debuginfo"
        alias = _alias_flags(self.alias)
        if self.segment is None:
            flags = [f"--{PASS_NAME}", *alias]
        elif self.segment == str(Rebase.ALL):
            flags = [f"--{PASS_NAME}", *alias, *SEGMENT_PASSES]
        else:
            module = parse_module(before_text, allow_unregistered=True)
            fuse_dispatch_bindings(
                module, alias_mutable_bindings=self.alias, rebase=Rebase.FUSED
            )
            before_text = print_module(module, generic=True, debuginfo=True)
            flags = list(SEGMENT_PASSES)
        return _run([find_tool("iree-opt"), *flags, debug, "-"], stdin=before_text)

    def stock_compile(self) -> Path:
        """Step 1: stock `iree-compile`."""
        stock = self.work / "stock.vmfb"
        _run(
            [find_tool("iree-compile"), *self.flags, str(self.program)]
            + ["-o", str(stock)]
        )
        return stock

    def same_as_iree(self, before_text: str, ours_text: str) -> bool:
        """Step 4: our IR, re-printed by iree-opt, equals IREE's pass output;
        with `segment`, but for the alignments our annotate leaves out or
        lowers (its sound default) or states where IREE's gives up
        (`alignment_differences`, docs/passes.md)."""
        debug = "--mlir-print-debuginfo"
        ours = _run([find_tool("iree-opt"), debug, "-"], stdin=ours_text)
        iree = self.iree_ir(before_text)
        if ours == iree or self.segment is None:
            return ours == iree
        return not alignment_differences(iree, ours).problems

    def rest_of_stream(self) -> Path:
        """Step 5: the rest of the stream phase on our output."""
        rest = self.work / "rest.mlir"
        _run(
            [
                find_tool("iree-opt"),
                "--pass-pipeline="
                + (REST_OF_STREAM if self.segment is None else REST_AFTER_SEGMENT),
                "--mlir-print-debuginfo",
                str(self.work / "ours.mlir"),
                "-o",
                str(rest),
            ]
        )
        return rest

    def resume_compile(self, rest: Path) -> Path:
        """Step 6: `iree-compile --compile-from=stream`."""
        ours = self.work / "ours.vmfb"
        _run(
            [find_tool("iree-compile"), *self.flags, "--compile-from=stream"]
            + [str(rest), "-o", str(ours)]
        )
        return ours

    def prepare_inputs(self, seed: int) -> int:
        """Step 7: seeded random inputs (and parameter archives) for `@main`;
        the number of its results."""
        import numpy as np

        rng = np.random.default_rng(seed)
        arg_specs, n_results = main_signature(self.source)
        self.run_flags = [f"--device={self.device}", "--function=main"]
        for i, spec in enumerate(arg_specs):
            path = self.work / f"in{i}.npy"
            np.save(path, random_array(spec, rng))
            self.run_flags.append(f"--input=@{path}")
        self.run_flags += _parameter_flags(self.source, self.work, rng)
        return n_results

    def run(self, vmfb: Path, n_results: int) -> list[Path]:
        """Step 8: `iree-run-module`, outputs saved as `.npy`."""
        tag = vmfb.stem
        outs = [self.work / f"{tag}_out{i}.npy" for i in range(n_results)]
        _run(
            [
                find_tool("iree-run-module"),
                f"--module={vmfb}",
                *self.run_flags,
                *(f"--output=@{o}" for o in outs),
            ]
        )
        return outs


def _alias_flags(alias: bool) -> list[str]:
    return [ALIAS_FLAG] if alias else []


def _parameter_flags(source: str, work: Path, rng: Any) -> list[str]:
    """Random parameter archives for the `#flow.parameter.named` globals."""
    params = _PARAM.findall(source)
    if not params:
        return []
    import iree.runtime as ireert  # type: ignore[import-untyped]

    by_scope: dict[str, Any] = {}
    for scope, key, tensor in dict.fromkeys(params):
        index = by_scope.setdefault(scope, ireert.ParameterIndex())
        value = random_array(_TENSOR.match(tensor).group(1), rng)  # type: ignore[union-attr]
        index.add_buffer(key, value.tobytes())
    flags: list[str] = []
    for scope, index in by_scope.items():
        archive = work / f"params_{scope or 'default'}.irpa"
        index.create_archive_file(str(archive))
        flags.append(
            f"--parameters={scope}={archive}" if scope else f"--parameters={archive}"
        )
    return flags


def _mismatches(stock_outs: Sequence[Path], our_outs: Sequence[Path]) -> list[str]:
    """Step 9: every output that differs, bit for bit."""
    import numpy as np

    mismatches: list[str] = []
    for i, (a, b) in enumerate(zip(stock_outs, our_outs, strict=True)):
        x, y = np.load(a), np.load(b)
        if x.dtype == y.dtype and x.shape == y.shape and x.tobytes() == y.tobytes():
            continue
        differing = (
            int(
                np.count_nonzero(
                    np.frombuffer(x.tobytes(), np.uint8)
                    != np.frombuffer(y.tobytes(), np.uint8)
                )
            )
            if x.shape == y.shape and x.dtype == y.dtype
            else "all"
        )
        mismatches.append(
            f"output {i}: {x.dtype}{list(x.shape)} vs {y.dtype}{list(y.shape)}, "
            f"{differing} differing bytes"
        )
    return mismatches


def table(results: Sequence[E2EResult]) -> str:
    """A Markdown table: bindings before/after per program, both settings."""
    rows: dict[str, dict[bool, E2EResult]] = {}
    for r in results:
        rows.setdefault(r.program.stem, {})[r.alias] = r

    def cell(r: E2EResult | None) -> str:
        if r is None:
            return "-"
        verdict = "ok" if r.ok and r.ir_equal else "**FAIL**"
        return f"{r.before} → {r.after} {verdict}"

    lines = [
        "| program | outputs | aliasing off | aliasing on |",
        "|---|---|---|---|",
    ]
    for name, by_alias in rows.items():
        any_result = next(iter(by_alias.values()))
        lines.append(
            f"| {name} | {any_result.outputs} | {cell(by_alias.get(False))} "
            f"| {cell(by_alias.get(True))} |"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m harness.iree_e2e",
        description=(__doc__ or "").split("\n")[0],
    )
    parser.add_argument("programs", nargs="+", type=Path, metavar="PROGRAM.mlir")
    parser.add_argument("--alias-mutable-bindings", action="store_true")
    parser.add_argument(
        "--both",
        action="store_true",
        help="run with aliasing off and on, and print a table at the end",
    )
    parser.add_argument("--backend", choices=sorted(BACKENDS), default="llvm-cpu")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--segment",
        choices=[str(r) for r in Rebase],
        help="run our whole binding-segment (with this rebase choice) in "
        "place of IREE's fuse, annotate, pack, cse and fold",
    )
    parser.add_argument("--keep", type=Path, help="keep the files in this directory")
    args = parser.parse_args(argv)
    settings = [False, True] if args.both else [args.alias_mutable_bindings]
    failed = False
    results: list[E2EResult] = []
    for program in args.programs:
        for alias in settings:
            work = None
            if args.keep:
                work = args.keep / f"{program.stem}.{'alias' if alias else 'noalias'}"
            try:
                result = run_program(
                    program,
                    alias=alias,
                    backend=args.backend,
                    seed=args.seed,
                    work=work,
                    segment=args.segment,
                )
            except E2EError as error:
                print(f"{program.name}: {error}", file=sys.stderr)
                failed = True
                continue
            print(result.report(), flush=True)
            results.append(result)
            failed |= not (result.ok and result.ir_equal)
    if args.both:
        print("\nbindings: dispatch resources/function bindings, before → after")
        print(table(results))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
