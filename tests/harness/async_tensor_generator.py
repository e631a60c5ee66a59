"""Seeded random modules of the async and tensor phases, in IREE's custom form.

`generator.py` writes executables and dispatches (what the fusion pass reads);
this one writes the other ops a program has before the cmd phase: every
`stream.async.*` op (execution regions, dispatches, calls, collectives, data
ops) and every `stream.tensor.*` op (but the parameter ones), plus
`stream.cmd.func`/`stream.cmd.call`, each in random use with and without its
optional parts (affinities, awaits, tied results, encodings with dynamic
dimensions, discardable attributes).  Every module verifies in iree-opt 3.13,
so it can be compared in both directions
(`tests/pytest/test_interchange_async_tensor.py`).

Command line: ``python -m harness.async_tensor_generator SEED``.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable

_AFFINITIES = (
    "#hal.device.affinity<@dev>",
    "#hal.device.affinity<@dev, [0, 1]>",
    "#hal.device.promise<@dev>",
)
_LIFETIMES = ("*", "external", "transient", "variable", "constant")
_FILL_TYPES = ("i8", "i16", "i32", "i64")
_SCALARS = ("i32", "f32", "index")
_COLLECTIVES = (
    ("all_gather", None),
    ("all_reduce", "sum"),
    ("reduce_scatter", "maximum"),
    ("broadcast", None),
    ("reduce", "minimum"),
    ("send", None),
    ("recv", None),
)
_COLLECTIVE_PARAM = {
    "broadcast": "source",
    "reduce": "target",
    "send": "target",
    "recv": "source",
}


def _resource(lifetime: str) -> str:
    return f"!stream.resource<{lifetime}>"


class _Generator:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.lines: list[str] = []
        self.top: list[str] = []
        self.count = 0
        self.values: dict[str, list[str]] = {}
        self.args: list[tuple[str, str]] = []
        self.sizes: dict[str, str] = {}
        """The size value of each resource value."""

    # --- values ---------------------------------------------------------

    def fresh(self, type: str) -> str:
        self.count += 1
        name = f"%v{self.count}"
        self.values.setdefault(type, []).append(name)
        return name

    def arg(self, type: str) -> str:
        name = f"%a{len(self.args)}"
        self.args.append((name, type))
        self.values.setdefault(type, []).append(name)
        return name

    def pick(self, type: str) -> str:
        values = self.values.get(type)
        return self.rng.choice(values) if values else self.arg(type)

    def index(self) -> str:
        return self.pick("index")

    def resource(self, lifetime: str | None = None) -> tuple[str, str, str]:
        """A resource value of `lifetime` (random when None, never staging),
        its type and its size."""
        lifetime = lifetime or self.rng.choice(_LIFETIMES)
        type = _resource(lifetime)
        value = self.pick(type)
        if value not in self.sizes:
            self.sizes[value] = self.index()
        return value, type, self.sizes[value]

    def sized(self, value: str, type: str, size: str) -> None:
        self.values.setdefault(type, []).append(value)
        self.sizes[value] = size

    # --- optional parts ---------------------------------------------------

    def maybe(self, probability: float = 0.5) -> bool:
        return self.rng.random() < probability

    def on(self) -> str:
        return f"on({self.rng.choice(_AFFINITIES)}) " if self.maybe(0.3) else ""

    def attrs(self, keyword: bool = True) -> str:
        if not self.maybe(0.2):
            return ""
        entry = f"{{gen.tag = {self.rng.randrange(100)} : i32}}"
        return f" attributes {entry}" if keyword else f" {entry}"

    def encoding(self) -> tuple[str, list[str]]:
        """A tensor encoding and values for its dynamic dimensions."""
        rank = self.rng.randrange(0, 3)
        dims: list[str] = []
        shape: list[str] = []
        for _ in range(rank):
            if self.maybe(0.4):
                shape.append("?")
                dims.append(self.index())
            else:
                shape.append(str(self.rng.choice((1, 4, 16))))
        element = self.rng.choice(("f32", "f16", "i32"))
        text = "x".join([*shape, element])
        return f"tensor<{text}>", dims

    @staticmethod
    def encoded(encoding: str, dims: list[str]) -> str:
        return encoding + (f"{{{', '.join(dims)}}}" if dims else "")

    # --- async ops ----------------------------------------------------------

    def emit(self, line: str) -> None:
        self.lines.append("  " + line)

    def async_alloca(self) -> None:
        lifetime = self.rng.choice(_LIFETIMES)
        size = self.index()
        v = self.fresh(_resource(lifetime))
        self.sizes[v] = size
        attrs = f"{{gen.tag = {self.count} : i32}} " if self.maybe(0.2) else ""
        self.emit(
            f"{v} = stream.async.alloca {self.on()}{attrs}: "
            f"{_resource(lifetime)}{{{size}}}"
        )

    def async_constant(self) -> None:
        size = self.index()
        lifetime = self.rng.choice(("constant", "*", "transient"))
        await_ = f"await({self.pick('!stream.timepoint')}) " if self.maybe(0.3) else ""
        v = self.fresh(_resource(lifetime))
        self.sizes[v] = size
        self.emit(
            f"{v} = stream.async.constant {self.on()}{await_}: "
            f"{_resource(lifetime)}{{{size}}} = dense<{self.rng.randrange(9)}> : "
            f"tensor<8xi32>{self.attrs()}"
        )

    def async_splat(self) -> None:
        type = self.rng.choice(_FILL_TYPES)
        value = self.pick(type)
        size = self.index()
        await_ = f"await({self.pick('!stream.timepoint')}) " if self.maybe(0.3) else ""
        v = self.fresh(_resource("*"))
        self.sizes[v] = size
        self.emit(
            f"{v} = stream.async.splat {self.on()}{await_}{value} : {type} -> "
            f"{_resource('*')}{{{size}}}{self.attrs()}"
        )

    def async_clone(self) -> None:
        src, type, size = self.resource()
        lifetime = self.rng.choice(_LIFETIMES)
        rsize = self.index()
        v = self.fresh(_resource(lifetime))
        self.sizes[v] = rsize
        self.emit(
            f"{v} = stream.async.clone {self.on()}{src} : {type}{{{size}}} -> "
            f"{_resource(lifetime)}{{{rsize}}}{self.attrs()}"
        )

    def async_slice(self) -> None:
        src, type, size = self.resource()
        length = self.index()
        v = self.fresh(type)
        self.sizes[v] = length
        self.emit(
            f"{v} = stream.async.slice {self.on()}{src}[{self.index()} to "
            f"{self.index()}] : {type}{{{size}}} -> {type}{{{length}}}{self.attrs()}"
        )

    def async_fill(self) -> None:
        target, type, size = self.resource()
        fill = self.rng.choice(_FILL_TYPES)
        v = self.fresh(type)
        self.sizes[v] = size
        self.emit(
            f"{v} = stream.async.fill {self.on()}{self.pick(fill)}, {target}"
            f"[{self.index()} to {self.index()} for {self.index()}] : {fill} -> "
            f"{target} as {type}{{{size}}}{self.attrs()}"
        )

    def async_update(self) -> None:
        target, type, size = self.resource()
        update, utype, usize = self.resource()
        v = self.fresh(type)
        self.sizes[v] = size
        self.emit(
            f"{v} = stream.async.update {self.on()}{update}, {target}"
            f"[{self.index()} to {self.index()}] : {utype}{{{usize}}} -> "
            f"{target} as {type}{{{size}}}{self.attrs()}"
        )

    def async_copy(self) -> None:
        target, type, size = self.resource()
        source, stype, ssize = self.resource()
        v = self.fresh(type)
        self.sizes[v] = size
        self.emit(
            f"{v} = stream.async.copy {self.on()}{source}[{self.index()} to "
            f"{self.index()}], {target}[{self.index()} to {self.index()}], "
            f"{self.index()} : {stype}{{{ssize}}} -> {target} as "
            f"{type}{{{size}}}{self.attrs()}"
        )

    def async_barrier(self) -> None:
        src, type, size = self.resource()
        v = self.fresh(type)
        self.sizes[v] = size
        self.emit(
            f"{v} = stream.async.barrier {self.on()}{src} : {type}{{{size}}}"
            f"{self.attrs()}"
        )

    def async_transfer(self) -> None:
        staging_in = self.maybe(0.3)
        if staging_in:
            src, type, size = self.staging()
        else:
            src, type, size = self.resource()
        lifetime = self.rng.choice((*_LIFETIMES, "staging"))
        rsize = self.index()
        frm = f" from({self.rng.choice(_AFFINITIES)})" if self.maybe(0.3) else ""
        to = f"to({self.rng.choice(_AFFINITIES)}) " if self.maybe(0.3) else ""
        v = self.fresh(_resource(lifetime))
        self.sizes[v] = rsize
        self.emit(
            f"{v} = stream.async.transfer {self.on()}{src} : {type}{{{size}}}{frm} "
            f"-> {to}{_resource(lifetime)}{{{rsize}}}{self.attrs()}"
        )

    def async_cast(self) -> None:
        src, type, size = self.resource()
        lifetime = self.rng.choice(_LIFETIMES)
        v = self.fresh(_resource(lifetime))
        self.sizes[v] = size
        self.emit(
            f"{v} = stream.async.cast {self.on()}{src} : {type}{{{size}}} -> "
            f"{_resource(lifetime)}{{{size}}}"
            + (f" {{gen.tag = {self.count} : i32}}" if self.maybe(0.2) else "")
        )

    def staging(self) -> tuple[str, str, str]:
        type = _resource("staging")
        value = self.pick(type)
        if value not in self.sizes:
            self.sizes[value] = self.index()
        return value, type, self.sizes[value]

    def async_load_store(self) -> None:
        src, type, size = self.staging()
        scalar = self.rng.choice(_SCALARS)
        if self.maybe():
            offset = self.index()
            v = self.fresh(scalar)
            self.emit(
                f"{v} = stream.async.load {src}[{offset}] : {type}{{{size}}} "
                f"-> {scalar}{self.attrs()}"
            )
        else:
            v = self.fresh(type)
            self.sizes[v] = size
            self.emit(
                f"{v} = stream.async.store {self.pick(scalar)}, {src}"
                f"[{self.index()}] : {scalar} -> {src} as {type}{{{size}}}"
                f"{self.attrs()}"
            )

    def dispatch_operands(self) -> tuple[list[str], list[str], list[str]]:
        """Operands (resources with ranges, scalars), their types and the
        raw operand names."""
        texts: list[str] = []
        types: list[str] = []
        names: list[str] = []
        for _ in range(self.rng.randrange(0, 4)):
            if self.maybe(0.7):
                value, type, size = self.resource()
                texts.append(
                    f"{value}[{self.index()} to {self.index()} for {self.index()}]"
                )
                types.append(f"{type}{{{size}}}")
            else:
                scalar = self.rng.choice(_SCALARS)
                value = self.pick(scalar)
                texts.append(value)
                types.append(scalar)
            names.append(value)
        return texts, types, names

    def results_for(self, names: list[str], types: list[str]) -> tuple[str, int]:
        """A result list, some tied to resource operands, and its length."""
        results: list[str] = []
        for _ in range(self.rng.randrange(0, 3)):
            tied = [i for i, t in enumerate(types) if t.startswith("!stream")]
            if tied and self.maybe(0.4):
                i = self.rng.choice(tied)
                type, size = types[i].split("{")
                if self.maybe():
                    results.append(f"{names[i]}{{{size}")
                else:
                    results.append(f"{names[i]} as {type}{{{size}")
            else:
                results.append(f"{_resource('*')}{{{self.index()}}}")
        if len(results) == 1 and self.maybe():
            return results[0], 1
        return f"({', '.join(results)})", len(results)

    def define(self, count: int) -> str:
        if count == 0:
            return ""
        self.count += 1
        name = f"%r{self.count}"
        return f"{name}:{count} = " if count > 1 else f"{name} = "

    def async_dispatch(self) -> None:
        texts, types, names = self.dispatch_operands()
        results, count = self.results_for(names, types)
        workload = (
            f"[{', '.join(self.index() for _ in range(self.rng.randrange(1, 4)))}]"
            if self.maybe(0.7)
            else ""
        )
        entry = "@ex::@fn" if self.maybe(0.8) else "{@ex::@fn, @ex::@fn2}"
        attrs = f" {{gen.tag = {self.count} : i32}}" if self.maybe(0.2) else ""
        self.emit(
            f"{self.define(count)}stream.async.dispatch {self.on()}{entry}{workload}"
            f"({', '.join(texts)}){attrs} : ({', '.join(types)}) -> {results}"
        )

    def async_call(self) -> None:
        texts, types, names = self.dispatch_operands()
        results, count = self.results_for(names, types)
        self.count += 1
        callee = f"@fn{self.count}"
        arg_types = [t.split("{")[0] for t in types]
        result_types: list[str] = []
        inner = results.strip("()")
        for part in inner.split(", ") if inner else []:
            if " as " in part:
                result_types.append(part.split(" as ")[1].split("{")[0])
            elif part.startswith("%"):
                result_types.append(arg_types[names.index(part.split("{")[0])])
            else:
                result_types.append(part.split("{")[0])
        args = ", ".join(f"%arg{i}: {t}" for i, t in enumerate(arg_types))
        outs = ", ".join(result_types)
        signature = f"({args})" + (f" -> ({outs})" if result_types else "")
        self.top.append(f"stream.async.func private {callee}{signature}")
        self.emit(
            f"{self.define(count)}stream.async.call {self.on()}{callee}"
            f"({', '.join(texts)}) : ({', '.join(types)}) -> {results}"
        )

    def async_collective(self) -> None:
        kind, reduction = self.rng.choice(_COLLECTIVES)
        element = self.rng.choice(("f32", "si32", "bf16"))
        spec = f"{kind}{f' with {reduction}' if reduction else ''} : {element}"
        target, type, size = self.resource()
        source, stype, ssize = self.resource()
        param = (
            f"{_COLLECTIVE_PARAM[kind]}({self.pick('i32')}) "
            if kind in _COLLECTIVE_PARAM
            else ""
        )
        v = self.fresh(type)
        self.sizes[v] = size
        self.emit(
            f"{v} = stream.async.collective<{spec}>[{self.index()}] {self.on()}"
            f"channel({self.pick('!stream.channel')}) {param}{source}"
            f"[{self.index()} to {self.index()} for {self.index()}], {target}"
            f"[{self.index()} to {self.index()} for {self.index()}] : "
            f"{stype}{{{ssize}}} -> {target} as {type}{{{size}}}{self.attrs()}"
        )

    def async_execute(self) -> None:
        """An execution region capturing resources, with a concurrent region
        inside (results are only yielded through `stream.yield`'s sized form,
        so the regions here yield nothing)."""
        captures: list[str] = []
        inner: list[tuple[str, str, str]] = []
        for _ in range(self.rng.randrange(0, 3)):
            value, type, size = self.resource()
            self.count += 1
            arg = f"%c{self.count}"
            captures.append(f"{value} as {arg}: {type}{{{size}}}")
            inner.append((arg, type, size))
        await_ = (
            f"await({self.pick('!stream.timepoint')}) => " if self.maybe(0.3) else ""
        )
        t = self.fresh("!stream.timepoint")
        self.emit(
            f"{t} = stream.async.execute {self.on()}{await_}with"
            f"({', '.join(captures)}) {{"
        )
        if inner and self.maybe(0.7):
            arg, type, size = self.rng.choice(inner)
            self.count += 1
            self.emit(
                f"  stream.async.concurrent with({arg} as %w{self.count}: "
                f"{type}{{{size}}}) {{"
            )
            self.emit("    stream.yield")
            self.emit("  }")
        if inner:
            arg, type, size = self.rng.choice(inner)
            self.count += 1
            self.emit(
                f"  %x{self.count} = stream.async.clone {arg} : {type}{{{size}}} -> "
                f"{type}{{{size}}}"
            )
        self.emit("  stream.yield")
        self.emit(f"}} => !stream.timepoint{self.attrs()}")

    # --- tensor ops ---------------------------------------------------------

    def tensor_resource(self) -> tuple[str, str, str, str, list[str]]:
        value, type, size = self.resource()
        encoding, dims = self.encoding()
        return value, type, size, encoding, dims

    def tensor_import_export(self) -> None:
        encoding, dims = self.encoding()
        external = self.rng.choice(("external", "*"))
        size = self.index()
        if self.maybe():
            consume = "consume " if self.maybe(0.3) else ""
            v = self.fresh(_resource(external))
            self.sizes[v] = size
            self.emit(
                f"{v} = stream.tensor.import {self.on()}{consume}"
                f"{self.pick('tensor<4xf32>')} : tensor<4xf32> -> "
                f"{self.encoded(encoding, dims)} in {_resource(external)}{{{size}}}"
                f"{self.attrs()}"
            )
        else:
            src, type, ssize = self.resource(external)
            v = self.fresh("tensor<4xf32>")
            self.emit(
                f"{v} = stream.tensor.export {self.on()}{src} : "
                f"{self.encoded(encoding, dims)} in {type}{{{ssize}}} -> "
                f"tensor<4xf32>{self.attrs()}"
            )

    def tensor_sizeof_empty_constant(self) -> None:
        encoding, dims = self.encoding()
        choice = self.rng.randrange(3)
        if choice == 0:
            v = self.fresh("index")
            # IREE's format reads `{` after the encoding as its dimensions, so
            # an attribute dictionary only follows a dynamic encoding.
            attrs = (
                f" {{gen.tag = {self.count} : i32}}" if dims and self.maybe() else ""
            )
            self.emit(
                f"{v} = stream.tensor.sizeof {self.on()}"
                f"{self.encoded(encoding, dims)}{attrs} : index"
            )
        elif choice == 1:
            size = self.index()
            v = self.fresh(_resource("*"))
            self.sizes[v] = size
            self.emit(
                f"{v} = stream.tensor.empty {self.on()}: "
                f"{self.encoded(encoding, dims)} in {_resource('*')}{{{size}}}"
                f"{self.attrs()}"
            )
        else:
            v = self.fresh(_resource("constant"))
            self.emit(
                f"{v} = stream.tensor.constant {self.on()}: "
                f"{self.encoded(encoding, dims)} in {_resource('constant')} = "
                f"dense<1.0> : tensor<4xf32>{self.attrs()}"
            )

    def tensor_splat_fill(self) -> None:
        scalar = self.rng.choice(("f32", "i32", "index"))
        value = self.pick(scalar)
        if self.maybe():
            encoding, dims = self.encoding()
            size = self.index()
            v = self.fresh(_resource("*"))
            self.sizes[v] = size
            self.emit(
                f"{v} = stream.tensor.splat {self.on()}{value} : {scalar} -> "
                f"{self.encoded(encoding, dims)} in {_resource('*')}{{{size}}}"
                f"{self.attrs()}"
            )
        else:
            target, type, size, encoding, dims = self.tensor_resource()
            rank = encoding.count("x")
            ranges = ""
            if self.maybe():
                starts = ", ".join(self.index() for _ in range(rank))
                lengths = ", ".join(self.index() for _ in range(rank))
                ranges = f"[{starts} for {lengths}]" if rank else ""
            v = self.fresh(type)
            self.sizes[v] = size
            self.emit(
                f"{v} = stream.tensor.fill {self.on()}{value}, {target}{ranges} : "
                f"{scalar} -> {self.encoded(encoding, dims)} in {target} as "
                f"{type}{{{size}}}{self.attrs()}"
            )

    def tensor_clone_encode(self) -> None:
        src, type, size, encoding, dims = self.tensor_resource()
        op = self.rng.choice(("clone", "encode"))
        if op == "clone":
            rencoding, rdims = encoding, [self.index() for _ in dims]
        else:
            rencoding, rdims = self.encoding()
        lifetime = self.rng.choice(_LIFETIMES)
        rsize = self.index()
        v = self.fresh(_resource(lifetime))
        self.sizes[v] = rsize
        self.emit(
            f"{v} = stream.tensor.{op} {self.on()}{src} : "
            f"{self.encoded(encoding, dims)} in {type}{{{size}}} -> "
            f"{self.encoded(rencoding, rdims)} in {_resource(lifetime)}{{{rsize}}}"
            f"{self.attrs()}"
        )

    def tensor_slice_update(self) -> None:
        src, type, size, encoding, dims = self.tensor_resource()
        rank = encoding.count("x")
        starts = ", ".join(self.index() for _ in range(rank))
        if self.maybe():
            lengths = ", ".join(self.index() for _ in range(rank))
            rencoding, rdims = self.encoding()
            rsize = self.index()
            v = self.fresh(type)
            self.sizes[v] = rsize
            self.emit(
                f"{v} = stream.tensor.slice {self.on()}{src}[{starts} for {lengths}] "
                f": {self.encoded(encoding, dims)} in {type}{{{size}}} -> "
                f"{self.encoded(rencoding, rdims)} in {type}{{{rsize}}}"
                f"{self.attrs()}"
            )
        else:
            update, utype, usize, uencoding, udims = self.tensor_resource()
            v = self.fresh(type)
            self.sizes[v] = size
            self.emit(
                f"{v} = stream.tensor.update {self.on()}{update}, {src}[{starts}] : "
                f"{self.encoded(uencoding, udims)} in {utype}{{{usize}}} -> "
                f"{self.encoded(encoding, dims)} in {src} as {type}{{{size}}}"
                f"{self.attrs()}"
            )

    def tensor_load_store_trace(self) -> None:
        src, type, size = self.staging()
        encoding, dims = self.encoding()
        rank = encoding.count("x")
        indices = f"[{', '.join(self.index() for _ in range(rank))}]" if rank else ""
        scalar = self.rng.choice(_SCALARS)
        choice = self.rng.randrange(3)
        if choice == 0:
            v = self.fresh(scalar)
            self.emit(
                f"{v} = stream.tensor.load {src}{indices} : "
                f"{self.encoded(encoding, dims)} in {type}{{{size}}} -> {scalar}"
                f"{self.attrs()}"
            )
        elif choice == 1:
            v = self.fresh(type)
            self.sizes[v] = size
            self.emit(
                f"{v} = stream.tensor.store {self.pick(scalar)}, {src}{indices} : "
                f"{scalar} -> {self.encoded(encoding, dims)} in {src} as "
                f"{type}{{{size}}}{self.attrs()}"
            )
        else:
            self.emit(f'stream.tensor.trace "gen{self.count}" = [')
            self.emit(f"  {src} : {self.encoded(encoding, dims)} in {type}{{{size}}}")
            self.emit(f"]{self.attrs()}")

    def tensor_dispatch(self) -> None:
        operands: list[str] = []
        types: list[str] = []
        for _ in range(self.rng.randrange(0, 3)):
            value, type, size, encoding, dims = self.tensor_resource()
            operands.append(value)
            types.append(f"{self.encoded(encoding, dims)} in {type}{{{size}}}")
        results: list[str] = []
        for _ in range(self.rng.randrange(0, 3)):
            if operands and self.maybe(0.4):
                i = self.rng.randrange(len(operands))
                encoded, rest = types[i].split(" in ")
                size = rest.split("{")[1]
                results.append(f"{encoded} in {operands[i]}{{{size}")
            else:
                encoding, dims = self.encoding()
                results.append(
                    f"{self.encoded(encoding, dims)} in {_resource('*')}"
                    f"{{{self.index()}}}"
                )
        result_text = results[0] if len(results) == 1 else f"({', '.join(results)})"
        workload = f"[{self.index()}]" if self.maybe(0.7) else ""
        self.emit(
            f"{self.define(len(results))}stream.tensor.dispatch {self.on()}@ex::@fn"
            f"{workload}({', '.join(operands)}) : ({', '.join(types)}) -> "
            f"{result_text}"
        )

    # --- cmd.func / cmd.call ------------------------------------------------

    def cmd_call(self) -> None:
        captures: list[str] = []
        operands: list[str] = []
        types: list[str] = []
        arg_types: list[str] = []
        for _ in range(self.rng.randrange(1, 4)):
            if self.maybe(0.7):
                value, type, size = self.resource(
                    self.rng.choice(("external", "transient"))
                )
                self.count += 1
                inner = f"%k{self.count}"
                captures.append(f"{value} as {inner}: {type}{{{size}}}")
                access = self.rng.choice(("ro", "wo", "rw"))
                operands.append(f"{access} {inner}[{self.index()} for {self.index()}]")
                types.append(f"{type}{{{size}}}")
                arg_types.append("!stream.resource<*>")
            else:
                scalar = self.rng.choice(("i32", "f32"))
                operands.append(self.pick(scalar))
                types.append(scalar)
                arg_types.append(scalar)
        self.count += 1
        callee = f"@host{self.count}"
        args: list[str] = []
        n = 0
        for type in arg_types:
            if type.startswith("!stream"):
                args.append(f"%arg{n}[%arg{n + 1} for %arg{n + 2}]: {type}")
                n += 3
            else:
                args.append(f"%arg{n}: {type}")
                n += 1
        result = self.rng.choice(("", "i32"))
        signature = f"({', '.join(args)})" + (f" -> {result}" if result else "")
        self.top.append(f"stream.cmd.func private {callee}{signature}")
        t = self.fresh("!stream.timepoint")
        self.emit(f"{t} = stream.cmd.execute with({', '.join(captures)}) {{")
        define = f"%h{self.count} = " if result else ""
        self.emit(
            f"  {define}stream.cmd.call {callee}({', '.join(operands)}) : "
            f"({', '.join(types)}) -> {result or '()'}"
        )
        self.emit("} => !stream.timepoint")

    # --- module -------------------------------------------------------------

    def module(self) -> str:
        ops: list[Callable[[], None]] = [
            self.async_alloca,
            self.async_constant,
            self.async_splat,
            self.async_clone,
            self.async_slice,
            self.async_fill,
            self.async_update,
            self.async_copy,
            self.async_barrier,
            self.async_transfer,
            self.async_cast,
            self.async_load_store,
            self.async_dispatch,
            self.async_call,
            self.async_collective,
            self.async_execute,
            self.tensor_import_export,
            self.tensor_sizeof_empty_constant,
            self.tensor_splat_fill,
            self.tensor_clone_encode,
            self.tensor_slice_update,
            self.tensor_load_store_trace,
            self.tensor_dispatch,
            self.cmd_call,
        ]
        for _ in range(self.rng.randrange(4, 12)):
            self.rng.choice(ops)()
        args = ", ".join(f"{name}: {type}" for name, type in self.args)
        body = "\n".join(self.lines)
        top = "".join(f"{line}\n" for line in self.top)
        return f"{top}util.func public @main({args}) {{\n{body}\n  util.return\n}}\n"


def generate_async_tensor_module(seed: int) -> str:
    """A random module of async, tensor and cmd.func/call ops (same seed, same
    text)."""
    return _Generator(seed).module()


if __name__ == "__main__":
    print(generate_async_tensor_module(int(sys.argv[1]) if len(sys.argv) > 1 else 0))
