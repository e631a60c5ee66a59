"""The async and tensor phase families: every `stream.async.*` op (execution
regions, dispatches, calls, collectives, data ops), every `stream.tensor.*`
op (but the parameter ones, `host_ops.py`'s) and `stream.cmd.func`/
`stream.cmd.call`, each in random use with and without its optional parts
(affinities, awaits, tied results, encodings with dynamic dimensions,
discardable attributes).
"""

from __future__ import annotations

from collections.abc import Callable

from harness.generator.values import (
    AFFINITIES,
    LIFETIMES,
    TIMEPOINT,
    Values,
    resource_type,
)

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


class AsyncTensorOps(Values):
    """Builders of the async, tensor and cmd.func/call families."""

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

    def async_alloca(self) -> None:
        v, typed = self.new_resource()
        on = self.on()
        attrs = self.attrs(keyword=False).lstrip()
        self.emit(
            f"{v} = stream.async.alloca {on}{attrs}{' ' if attrs else ''}: {typed}"
        )

    def async_constant(self) -> None:
        await_ = f"await({self.pick(TIMEPOINT)}) " if self.maybe(0.3) else ""
        v, typed = self.new_resource(("constant", "*", "transient"))
        self.emit(
            f"{v} = stream.async.constant {self.on()}{await_}: {typed} = "
            f"dense<{self.rng.randrange(9)}> : tensor<8xi32>{self.attrs()}"
        )

    def new_resource(
        self, lifetimes: tuple[str, ...] = LIFETIMES, size: str | None = None
    ) -> tuple[str, str]:
        """A new resource result of one of `lifetimes`, and its `T{size}`."""
        type = resource_type(self.rng.choice(lifetimes))
        size = size or self.index()
        return self.sized(type, size), f"{type}{{{size}}}"

    def async_splat(self) -> None:
        type = self.rng.choice(_FILL_TYPES)
        value = self.pick(type)
        await_ = f"await({self.pick(TIMEPOINT)}) " if self.maybe(0.3) else ""
        v, typed = self.new_resource(("*",))
        self.emit(
            f"{v} = stream.async.splat {self.on()}{await_}{value} : {type} -> "
            f"{typed}{self.attrs()}"
        )

    def async_clone(self) -> None:
        src, type, size = self.resource()
        v, typed = self.new_resource()
        self.emit(
            f"{v} = stream.async.clone {self.on()}{src} : {type}{{{size}}} -> "
            f"{typed}{self.attrs()}"
        )

    def async_slice(self) -> None:
        src, type, size = self.resource()
        length = self.index()
        v = self.sized(type, length)
        self.emit(
            f"{v} = stream.async.slice {self.on()}{src}[{self.index()} to "
            f"{self.index()}] : {type}{{{size}}} -> {type}{{{length}}}{self.attrs()}"
        )

    def tied_to_target(
        self, op: str, operands: Callable[[str], tuple[str, str]]
    ) -> None:
        """`%v = stream.async.<op> <operands> : <source type> -> %target as
        T{size}`: an op whose result is tied to a target resource; `operands`
        gets the target and gives the operand text and the source type."""
        target, type, size = self.resource()
        on = self.on()
        text, source = operands(target)
        v = self.sized(type, size)
        self.emit(
            f"{v} = stream.async.{op} {on}{text} : {source} -> {target} as "
            f"{type}{{{size}}}{self.attrs()}"
        )

    def span(self, value: str, length: bool = True) -> str:
        """`%value[%offset to %end]`, with ` for %length` when `length`."""
        text = f"{value}[{self.index()} to {self.index()}"
        return text + (f" for {self.index()}]" if length else "]")

    def async_fill(self) -> None:
        fill = self.rng.choice(_FILL_TYPES)
        self.tied_to_target(
            "fill", lambda target: (f"{self.pick(fill)}, {self.span(target)}", fill)
        )

    def async_update(self) -> None:
        def operands(target: str) -> tuple[str, str]:
            update, type, size = self.resource()
            return f"{update}, {self.span(target, False)}", f"{type}{{{size}}}"

        self.tied_to_target("update", operands)

    def async_copy(self) -> None:
        def operands(target: str) -> tuple[str, str]:
            source, type, size = self.resource()
            spans = f"{self.span(source, False)}, {self.span(target, False)}"
            return f"{spans}, {self.index()}", f"{type}{{{size}}}"

        self.tied_to_target("copy", operands)

    def async_barrier(self) -> None:
        src, type, size = self.resource()
        v = self.sized(type, size)
        self.emit(
            f"{v} = stream.async.barrier {self.on()}{src} : {type}{{{size}}}"
            f"{self.attrs()}"
        )

    def async_transfer(self) -> None:
        src, type, size = self.resource("staging" if self.maybe(0.3) else None)
        frm = f" from({self.rng.choice(AFFINITIES)})" if self.maybe(0.3) else ""
        to = f"to({self.rng.choice(AFFINITIES)}) " if self.maybe(0.3) else ""
        v, typed = self.new_resource((*LIFETIMES, "staging"))
        self.emit(
            f"{v} = stream.async.transfer {self.on()}{src} : {type}{{{size}}}{frm} "
            f"-> {to}{typed}{self.attrs()}"
        )

    def async_cast(self) -> None:
        src, type, size = self.resource()
        v, typed = self.new_resource(size=size)
        self.emit(
            f"{v} = stream.async.cast {self.on()}{src} : {type}{{{size}}} -> "
            f"{typed}{self.attrs(keyword=False)}"
        )

    def async_load_store(self) -> None:
        src, type, size = self.resource("staging")
        scalar = self.rng.choice(_SCALARS)
        if self.maybe():
            offset = self.index()
            v = self.fresh(scalar)
            self.emit(
                f"{v} = stream.async.load {src}[{offset}] : {type}{{{size}}} "
                f"-> {scalar}{self.attrs()}"
            )
        else:
            v = self.sized(type, size)
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
                results.append(f"{resource_type('*')}{{{self.index()}}}")
        if len(results) == 1 and self.maybe():
            return results[0], 1
        return f"({', '.join(results)})", len(results)

    def define(self, count: int) -> str:
        if count == 0:
            return ""
        name = self.name("r")
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
        attrs = self.attrs(keyword=False)
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
        v = self.sized(type, size)
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
            arg = self.name("c")
            captures.append(f"{value} as {arg}: {type}{{{size}}}")
            inner.append((arg, type, size))
        await_ = f"await({self.pick(TIMEPOINT)}) => " if self.maybe(0.3) else ""
        t = self.fresh(TIMEPOINT)
        self.emit(
            f"{t} = stream.async.execute {self.on()}{await_}with"
            f"({', '.join(captures)}) {{"
        )
        if inner and self.maybe(0.7):
            arg, type, size = self.rng.choice(inner)
            wave = self.name("w")
            self.emit(
                f"  stream.async.concurrent with({arg} as {wave}: {type}{{{size}}}) {{"
            )
            self.emit("    stream.yield")
            self.emit("  }")
        if inner:
            arg, type, size = self.rng.choice(inner)
            typed = f"{type}{{{size}}}"
            clone = self.name("x")
            self.emit(f"  {clone} = stream.async.clone {arg} : {typed} -> {typed}")
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
            v = self.sized(resource_type(external), size)
            self.emit(
                f"{v} = stream.tensor.import {self.on()}{consume}"
                f"{self.pick('tensor<4xf32>')} : tensor<4xf32> -> "
                f"{self.encoded(encoding, dims)} in {resource_type(external)}{{{size}}}"
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
            v, typed = self.new_resource(("*",))
            self.emit(
                f"{v} = stream.tensor.empty {self.on()}: "
                f"{self.encoded(encoding, dims)} in {typed}{self.attrs()}"
            )
        else:
            v = self.fresh(resource_type("constant"))
            self.emit(
                f"{v} = stream.tensor.constant {self.on()}: "
                f"{self.encoded(encoding, dims)} in {resource_type('constant')} = "
                f"dense<1.0> : tensor<4xf32>{self.attrs()}"
            )

    def tensor_splat_fill(self) -> None:
        scalar = self.rng.choice(("f32", "i32", "index"))
        value = self.pick(scalar)
        if self.maybe():
            encoding, dims = self.encoding()
            v, typed = self.new_resource(("*",))
            self.emit(
                f"{v} = stream.tensor.splat {self.on()}{value} : {scalar} -> "
                f"{self.encoded(encoding, dims)} in {typed}{self.attrs()}"
            )
        else:
            target, type, size, encoding, dims = self.tensor_resource()
            rank = encoding.count("x")
            ranges = ""
            if self.maybe():
                starts = ", ".join(self.index() for _ in range(rank))
                lengths = ", ".join(self.index() for _ in range(rank))
                ranges = f"[{starts} for {lengths}]" if rank else ""
            v = self.sized(type, size)
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
        lifetime = self.rng.choice(LIFETIMES)
        rsize = self.index()
        v = self.sized(resource_type(lifetime), rsize)
        self.emit(
            f"{v} = stream.tensor.{op} {self.on()}{src} : "
            f"{self.encoded(encoding, dims)} in {type}{{{size}}} -> "
            f"{self.encoded(rencoding, rdims)} in {resource_type(lifetime)}{{{rsize}}}"
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
            v = self.sized(type, rsize)
            self.emit(
                f"{v} = stream.tensor.slice {self.on()}{src}[{starts} for {lengths}] "
                f": {self.encoded(encoding, dims)} in {type}{{{size}}} -> "
                f"{self.encoded(rencoding, rdims)} in {type}{{{rsize}}}"
                f"{self.attrs()}"
            )
        else:
            update, utype, usize, uencoding, udims = self.tensor_resource()
            v = self.sized(type, size)
            self.emit(
                f"{v} = stream.tensor.update {self.on()}{update}, {src}[{starts}] : "
                f"{self.encoded(uencoding, udims)} in {utype}{{{usize}}} -> "
                f"{self.encoded(encoding, dims)} in {src} as {type}{{{size}}}"
                f"{self.attrs()}"
            )

    def tensor_load_store_trace(self) -> None:
        src, type, size = self.resource("staging")
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
            v = self.sized(type, size)
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
        # A result names the operand it is tied to: the first with that name.
        firsts = [i for i, value in enumerate(operands) if operands.index(value) == i]
        for _ in range(self.rng.randrange(0, 3)):
            if firsts and self.maybe(0.4):
                i = self.rng.choice(firsts)
                encoded, rest = types[i].split(" in ")
                size = rest.split("{")[1]
                results.append(f"{encoded} in {operands[i]}{{{size}")
            else:
                encoding, dims = self.encoding()
                results.append(
                    f"{self.encoded(encoding, dims)} in {resource_type('*')}"
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
                inner = self.name("k")
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
        callee = f"@cmd_fn{self.count}"
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
        t = self.fresh(TIMEPOINT)
        self.emit(f"{t} = stream.cmd.execute with({', '.join(captures)}) {{")
        define = f"%h{self.count} = " if result else ""
        self.emit(
            f"  {define}stream.cmd.call {callee}({', '.join(operands)}) : "
            f"({', '.join(types)}) -> {result or '()'}"
        )
        self.emit("} => !stream.timepoint")
