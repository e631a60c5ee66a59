"""Deep models with parameters, as exported models are, for `make bench`.

`transformer(layers)` writes a pre-LN transformer encoder stack (sequence 32,
model width 64, one attention head, feed-forward width 128) as MLIR source on
tensors (`linalg`, `tensor`, `arith`, `math`) that `iree-compile` 3.13 accepts.
Every weight tensor is its own `util.global private` whose value is a named
parameter (`#flow.parameter.named<"model"::"lN.name">`), loaded with
`util.global.load` in `@main`: what an exporter writes for a model whose
weights are kept apart.  IREE keeps one `!stream.resource<constant>` global per
parameter through the stream phase, so a model of L layers reaches
`iree-stream-fuse-dispatch-bindings` with 16 L + 1 globals, each stored once
and loaded once.

`dump(layers, cache)` compiles the model up to the stream phase and returns
the path of the module right before the pass, in generic op form without
locations (as `tests/harness/iree_e2e.py` dumps it), cached in `cache` under a
name keyed by the source text and the compiler flags.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))
from harness.iree_e2e import dump_before_pass  # noqa: E402

SEQ = 32
DIM = 64
FF = 128
LAYER_WEIGHTS = 16
"""Parameters per layer: two norms (scale, shift), four projections and two
feed-forward layers (weight, bias each)."""

TARGET_FLAGS = [
    "--iree-hal-target-device=local",
    "--iree-hal-local-target-device-backends=llvm-cpu",
    "--iree-llvmcpu-target-triple=x86_64-unknown-linux-gnu",
    "--iree-llvmcpu-target-cpu=generic",
]
"""Pinned, as `tests/tools/make_dumps.py` pins them: the dump does not depend
on the host."""

_ID = "affine_map<(d0, d1) -> (d0, d1)>"
_ROW = "affine_map<(d0, d1) -> (d0)>"
_COL = "affine_map<(d0, d1) -> (d1)>"
_PARALLEL = '"parallel", "parallel"'


def _t(*shape: int) -> str:
    return f"tensor<{'x'.join(map(str, shape))}xf32>"


class _Body:
    """The globals and the lines of `@main`, with fresh SSA names and the
    type of every tensor value."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.globals: list[str] = []
        self.types: dict[str, str] = {}

    def emit(self, line: str, type_: str = "") -> str:
        name = f"%v{len(self.lines)}"
        self.lines.append(f"    {name} = {line}")
        self.types[name] = type_
        return name

    def weight(self, name: str, *shape: int) -> str:
        symbol = name.replace(".", "_")
        self.globals.append(
            f"util.global private @{symbol} = "
            f'#flow.parameter.named<"model"::"{name}"> : {_t(*shape)}'
        )
        return self.emit(f"util.global.load @{symbol} : {_t(*shape)}", _t(*shape))

    def empty(self, *shape: int) -> str:
        return self.emit(f"tensor.empty() : {_t(*shape)}", _t(*shape))

    def zeros(self, *shape: int) -> str:
        zero = self.emit("arith.constant 0.0 : f32")
        empty = self.empty(*shape)
        return self.emit(
            f"linalg.fill ins({zero} : f32) outs({empty} : {_t(*shape)})"
            f" -> {_t(*shape)}",
            _t(*shape),
        )

    def generic(
        self,
        inputs: Sequence[tuple[str, str]],
        out: tuple[str, str],
        iterators: str,
        body: Sequence[str],
    ) -> str:
        """`linalg.generic` of `inputs` (value, indexing map) into `out`
        (value, map); `body` computes `%r` from `%a0`, `%a1`, ... and `%acc`."""
        maps = ", ".join([m for _, m in inputs] + [out[1]])
        ins = ", ".join(v for v, _ in inputs)
        types = ", ".join(self.types[v] for v, _ in inputs)
        args = ", ".join([f"%a{i}: f32" for i in range(len(inputs))] + ["%acc: f32"])
        out_type = self.types[out[0]]
        name = self.emit(
            f"linalg.generic {{indexing_maps = [{maps}], iterator_types = "
            f"[{iterators}]}} ins({ins} : {types}) outs({out[0]} : {out_type}) {{",
            out_type,
        )
        self.lines.append(f"    ^bb0({args}):")
        self.lines.extend(f"      {line}" for line in body)
        self.lines.append("      linalg.yield %r : f32")
        self.lines.append(f"    }} -> {out_type}")
        return name


def _matmul(body: _Body, lhs: str, rhs: str, transpose_rhs: bool = False) -> str:
    m = _shape(body.types[lhs])[0]
    n = _shape(body.types[rhs])[0 if transpose_rhs else 1]
    if not transpose_rhs:
        out = body.zeros(m, n)
        return body.emit(
            f"linalg.matmul ins({lhs}, {rhs} : {body.types[lhs]}, {body.types[rhs]}) "
            f"outs({out} : {_t(m, n)}) -> {_t(m, n)}",
            _t(m, n),
        )
    out = body.zeros(m, n)
    maps = (
        "affine_map<(d0, d1, d2) -> (d0, d2)>",
        "affine_map<(d0, d1, d2) -> (d1, d2)>",
        "affine_map<(d0, d1, d2) -> (d0, d1)>",
    )
    return body.generic(
        [(lhs, maps[0]), (rhs, maps[1])],
        (out, maps[2]),
        '"parallel", "parallel", "reduction"',
        ["%p = arith.mulf %a0, %a1 : f32", "%r = arith.addf %p, %acc : f32"],
    )


def _shape(type_: str) -> list[int]:
    return [int(d) for d in type_.removeprefix("tensor<").split("x")[:-1]]


def _add_bias(body: _Body, x: str, bias: str, activation: bool = False) -> str:
    out = body.empty(*_shape(body.types[x]))
    if activation:  # x * erf(x): a GELU-like nonlinearity
        lines = [
            "%s = arith.addf %a0, %a1 : f32",
            "%e = math.erf %s : f32",
            "%r = arith.mulf %s, %e : f32",
        ]
    else:
        lines = ["%r = arith.addf %a0, %a1 : f32"]
    return body.generic([(x, _ID), (bias, _COL)], (out, _ID), _PARALLEL, lines)


def _residual(body: _Body, x: str, y: str) -> str:
    out = body.empty(SEQ, DIM)
    return body.generic(
        [(x, _ID), (y, _ID)], (out, _ID), _PARALLEL, ["%r = arith.addf %a0, %a1 : f32"]
    )


def _layer_norm(body: _Body, x: str, prefix: str) -> str:
    scale = body.weight(f"{prefix}.scale", DIM)
    shift = body.weight(f"{prefix}.shift", DIM)
    sums = [
        body.generic(
            [(x, _ID)], (body.zeros(SEQ), _ROW), '"parallel", "reduction"', [term]
        )
        for term in (
            "%r = arith.addf %a0, %acc : f32",
            "%r = math.fma %a0, %a0, %acc : f32",
        )
    ]
    return _normalize(body, x, sums, scale, shift)


def _normalize(body: _Body, x: str, sums: list[str], scale: str, shift: str) -> str:
    out = body.empty(SEQ, DIM)
    return body.generic(
        [(x, _ID), (sums[0], _ROW), (sums[1], _ROW), (scale, _COL), (shift, _COL)],
        (out, _ID),
        _PARALLEL,
        [
            f"%n = arith.constant {1.0 / DIM} : f32",
            "%eps = arith.constant 1.0e-05 : f32",
            "%m = arith.mulf %a1, %n : f32",
            "%s = arith.mulf %a2, %n : f32",
            "%m2 = arith.mulf %m, %m : f32",
            "%var = arith.subf %s, %m2 : f32",
            "%ve = arith.addf %var, %eps : f32",
            "%i = math.rsqrt %ve : f32",
            "%d = arith.subf %a0, %m : f32",
            "%y = arith.mulf %d, %i : f32",
            "%z = arith.mulf %y, %a3 : f32",
            "%r = arith.addf %z, %a4 : f32",
        ],
    )


def _softmax(body: _Body, scores: str) -> str:
    out = body.empty(SEQ, SEQ)
    return body.emit(
        f"linalg.softmax dimension(1) ins({scores} : {_t(SEQ, SEQ)}) "
        f"outs({out} : {_t(SEQ, SEQ)}) -> {_t(SEQ, SEQ)}",
        _t(SEQ, SEQ),
    )


def _scale(body: _Body, x: str, factor: float) -> str:
    out = body.empty(*_shape(body.types[x]))
    return body.generic(
        [(x, _ID)],
        (out, _ID),
        _PARALLEL,
        [f"%f = arith.constant {factor} : f32", "%r = arith.mulf %a0, %f : f32"],
    )


def _projection(body: _Body, x: str, prefix: str, rows: int, cols: int) -> str:
    weight = body.weight(f"{prefix}.weight", rows, cols)
    bias = body.weight(f"{prefix}.bias", cols)
    return _add_bias(body, _matmul(body, x, weight), bias)


def _attention(body: _Body, x: str, prefix: str) -> str:
    q, k, v = (_projection(body, x, f"{prefix}.{name}", DIM, DIM) for name in "qkv")
    scores = _scale(body, _matmul(body, q, k, transpose_rhs=True), DIM**-0.5)
    mixed = _matmul(body, _softmax(body, scores), v)
    return _projection(body, mixed, f"{prefix}.o", DIM, DIM)


def _feed_forward(body: _Body, x: str, prefix: str) -> str:
    w1 = body.weight(f"{prefix}.up.weight", DIM, FF)
    b1 = body.weight(f"{prefix}.up.bias", FF)
    hidden = _add_bias(body, _matmul(body, x, w1), b1, activation=True)
    return _projection(body, hidden, f"{prefix}.down", FF, DIM)


def _layer(body: _Body, x: str, index: int) -> str:
    prefix = f"l{index}"
    x = _residual(
        body, x, _attention(body, _layer_norm(body, x, f"{prefix}.ln1"), prefix)
    )
    normed = _layer_norm(body, x, f"{prefix}.ln2")
    return _residual(body, x, _feed_forward(body, normed, f"{prefix}.ffn"))


def transformer(layers: int) -> str:
    """The MLIR source of a `layers`-deep pre-LN encoder stack with its
    weights as named parameters, one global each."""
    body = _Body()
    body.types["%x"] = _t(SEQ, DIM)
    x = "%x"
    for index in range(layers):
        x = _layer(body, x, index)
    return "\n".join(
        [
            *body.globals,
            f"func.func @main(%x: {_t(SEQ, DIM)}) -> {_t(SEQ, DIM)} {{",
            *body.lines,
            f"    return {x} : {_t(SEQ, DIM)}",
            "}",
            "",
        ]
    )


def dump(layers: int, cache: Path) -> Path:
    """The module right before `iree-stream-fuse-dispatch-bindings` of the
    `layers`-deep model, compiled once and kept in `cache`."""
    source = transformer(layers)
    key = hashlib.sha256("\0".join([source, *TARGET_FLAGS]).encode()).hexdigest()
    path = cache / f"transformer_{layers}.{key[:12]}.mlir"
    if path.exists():
        return path
    cache.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="bench_models_") as name:
        work = Path(name)
        program = work / f"transformer_{layers}.mlir"
        program.write_text(source)
        text = dump_before_pass(TARGET_FLAGS, program, work, debuginfo=False)
    partial = path.with_suffix(".partial")
    partial.write_text(text)
    partial.rename(path)
    return path


def main(argv: Sequence[str] | None = None) -> None:
    """`python bench/models.py LAYERS... [--out DIR]`: write the dump of each
    model to DIR as `transformer_<LAYERS>.mlir` (the test data of
    `tests/pytest/test_linear.py` is made so)."""
    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("layers", type=int, nargs="+")
    parser.add_argument("--out", type=Path, default=HERE / ".cache")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for layers in args.layers:
        with tempfile.TemporaryDirectory(prefix="bench_models_") as name:
            path = dump(layers, Path(name))
            target = args.out / f"transformer_{layers}.mlir"
            target.write_text(path.read_text())
        print(f"{target.stat().st_size:>9} B  {target}")


if __name__ == "__main__":
    main()
