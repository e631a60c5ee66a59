"""Seeded random modules of the host-side op families, in IREE's custom form.

`generator.py` writes executables and dispatches (what the fusion pass
reads); this one writes the other families, each op in random use with and
without its optional parts: `stream.resource.*` (but alloc/alloca),
`stream.timepoint.import/export/chain_external/barrier`, `stream.file.*`,
`stream.channel.*`, `stream.context.resolve`, the parameter ops of the three
phases, `stream.cmd.collective` (inside a `stream.cmd.execute`), and the util
ops Stream programs are written with (`util.global` and its loads and
stores, `util.initializer`, `util.call`, `util.null`, `util.buffer.constant`).
Every module verifies in iree-opt 3.13, so it can be compared in both
directions (`tests/pytest/test_interchange_host_ops.py`).

Command line: ``python -m harness.host_ops_generator SEED``.
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
_ELEMENT_TYPES = ("i8", "i32", "i64", "f16", "f32", "index")
_KINDS = ("all_gather", "all_reduce", "all_to_all", "broadcast", "reduce")
_REDUCTIONS = ("sum", "product", "minimum", "maximum", "average")
_COLLECTIVE_TYPES = ("si8", "ui8", "si32", "f16", "f32", "bf16")


class _HostGenerator:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.lines: list[str] = []
        self.count = 0
        # Values by type, the function's arguments first.
        self.values: dict[str, list[str]] = {}
        self.args: list[tuple[str, str]] = []

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

    def resource(self, lifetime: str | None = None) -> tuple[str, str]:
        lifetime = lifetime or self.rng.choice(_LIFETIMES)
        type = f"!stream.resource<{lifetime}>"
        return self.pick(type), type

    def index(self) -> str:
        return self.pick("index")

    def emit(self, line: str) -> None:
        self.lines.append("  " + line)

    # --- optional parts -------------------------------------------------

    def maybe(self, text: str) -> str:
        return text if self.rng.random() < 0.5 else ""

    def affinity(self) -> str:
        return self.maybe(f"on({self.rng.choice(_AFFINITIES)}) ")

    def await_(self, arrow: bool = True) -> str:
        tp = self.pick("!stream.timepoint")
        return self.maybe(f"await({tp}) {'=> ' if arrow else ''}")

    def attrs(self, keyword: bool = True) -> str:
        if self.rng.random() < 0.8:
            return ""
        return (" attributes " if keyword else " ") + "{gen.note = 1 : i32}"

    def key(self, scope: str | None) -> str:
        key = self.pick("!util.buffer")
        return f"{scope}::{key}" if scope else key

    def scope(self) -> str | None:
        return self.pick("!util.buffer") if self.rng.random() < 0.5 else None

    # --- resource ops ---------------------------------------------------

    def resource_ops(self) -> None:
        r, t = self.resource()
        n = self.index()
        op = self.rng.choice(("retain", "release", "is_terminal", "size"))
        if op == "retain":
            self.emit(f"stream.resource.retain {r} : {t}{{{n}}}")
        elif op == "size":
            self.emit(f"{self.fresh('index')} = stream.resource.size {r} : {t}")
        else:
            self.emit(f"{self.fresh('i1')} = stream.resource.{op} {r} : {t}{{{n}}}")

    def dealloca(self) -> None:
        r, t = self.resource()
        # Operands first: a result must not be picked as an operand of its op.
        prefix = f"{self.maybe('origin ')}{self.affinity()}{self.await_()}"
        size = self.index()
        line = (
            f"{self.fresh('!stream.timepoint')} = stream.resource.dealloca "
            f"{prefix}{r} : {t}{{{size}}} => !stream.timepoint"
        )
        self.emit(line + self.attrs(keyword=False))

    def staging(self) -> None:
        r, t = self.resource("staging")
        n, off = self.index(), self.index()
        type = self.rng.choice(("i32", "f32", "i8", "vector<4xf16>"))
        if self.rng.random() < 0.5:
            value = self.fresh(type)
            self.emit(
                f"{value} = stream.resource.load {r}[{off}] : {t}{{{n}}} -> {type}"
            )
        else:
            value = self.pick(type)
            self.emit(
                f"stream.resource.store {value}, {r}[{off}] : {type} -> {t}{{{n}}}"
            )

    def try_map(self) -> None:
        lifetime = self.rng.choice(("constant", "external", "variable"))
        result = self.fresh(f"!stream.resource<{lifetime}>")
        self.count += 1
        did_map = f"%m{self.count}"
        self.emit(
            f"{did_map}, {result} = stream.resource.try_map {self.affinity()}"
            f"{self.pick('!util.buffer')}[{self.index()}] : !util.buffer -> i1, "
            f"!stream.resource<{lifetime}>{{{self.index()}}}" + self.attrs()
        )

    def pack(self) -> None:
        slices = self.rng.randint(0, 3)
        offset = self.maybe(f"offset({self.index()}) ")
        rows: list[str] = []
        for _ in range(slices):
            start = self.rng.randint(0, 9)
            rows.append(f"[{start}, {start + self.rng.randint(0, 5)}] = {self.index()}")
        results = [self.fresh("index") for _ in range(slices + 1)]
        self.emit(
            f"{', '.join(results)} = stream.resource.pack {self.affinity()}{offset}"
            f"slices({{{', '.join(rows)}}}) : index" + self.attrs()
        )

    def constants(self) -> None:
        lifetime = self.rng.choice(("constant", "variable"))
        count = self.rng.randint(1, 3)
        results = [self.fresh(f"!stream.resource<{lifetime}>") for _ in range(count)]
        tp = self.fresh("!stream.timepoint")
        rows = [
            f"!stream.resource<{lifetime}>{{{self.index()}}} = "
            f"dense<{self.rng.randint(0, 99)}> : tensor<{self.rng.randint(1, 8)}xi32>"
            for _ in range(count)
        ]
        self.emit(
            f"{', '.join(results)}, {tp} = stream.resource.constants "
            f"{self.affinity()}: {', '.join(rows)} => !stream.timepoint"
        )

    def subview(self) -> None:
        r, t = self.resource()
        result = self.fresh(t)
        self.emit(
            f"{result} = stream.resource.subview {r}[{self.index()}] : "
            f"{t}{{{self.index()}}} -> {t}{{{self.index()}}}" + self.attrs()
        )

    def transients(self) -> None:
        r, t = self.resource()
        s, st = self.resource("transient")
        prefix = f"{self.affinity()}{self.await_()}"
        size, storage_size = self.index(), self.index()
        result, tp = self.fresh(t), self.fresh("!stream.timepoint")
        self.emit(
            f"{result}, {tp} = stream.resource.transients {prefix}"
            f"{r} : {t}{{{size}}} from {s} : "
            f"{st}{{{storage_size}}} => !stream.timepoint" + self.attrs()
        )

    # --- timepoint ops --------------------------------------------------

    def timepoints(self) -> None:
        op = self.rng.choice(("import", "export", "chain", "barrier"))
        tp = self.pick("!stream.timepoint")
        if op == "import":
            if self.rng.random() < 0.5:
                operands, types = self.pick("!hal.fence"), "!hal.fence"
            else:
                operands = f"{self.pick('!hal.semaphore')}, {self.pick('i64')}"
                types = "!hal.semaphore, i64"
            self.emit(
                f"{self.fresh('!stream.timepoint')} = stream.timepoint.import "
                f"{self.affinity()}{operands} : ({types}) => !stream.timepoint"
                + self.attrs()
            )
        elif op == "export":
            self.emit(
                f"{self.fresh('!hal.fence')} = stream.timepoint.export "
                f"{self.affinity()}{tp} => (!hal.fence)" + self.attrs()
            )
        elif op == "chain":
            self.emit(
                f"stream.timepoint.chain_external {self.affinity()}{tp} => "
                f"({self.pick('!hal.fence')} : !hal.fence)" + self.attrs()
            )
        else:
            lifetime = self.rng.choice((*_LIFETIMES, "staging"))
            r, t = self.resource(lifetime)
            result, rtp = self.fresh(t), self.fresh("!stream.timepoint")
            self.emit(
                f"{result}, {rtp} = stream.timepoint.barrier {self.affinity()}"
                f"{r} : {t}{{{self.index()}}} => !stream.timepoint" + self.attrs()
            )

    # --- file, channel and context ops ----------------------------------

    def files(self) -> None:
        op = self.rng.choice(("constant", "read", "write"))
        if op == "constant" or "!stream.file" not in self.values:
            self.emit(
                f"{self.fresh('!stream.file')} = stream.file.constant "
                f"{self.affinity()}{self.pick('!util.buffer')}[{self.index()} for "
                f"{self.index()}] : !util.buffer{{{self.index()}}} -> !stream.file"
            )
            return
        file = self.pick("!stream.file")
        r, t = self.resource(self.rng.choice(("external", "transient", "variable")))
        tp = self.pick("!stream.timepoint")
        wait = f"await({tp}) =>" if self.rng.random() < 0.5 else ":"
        n, off, at = self.index(), self.index(), self.pick("i64")
        head = f"{self.fresh('!stream.timepoint')} = stream.file.{op} {self.affinity()}"
        if op == "read":
            body = (
                f"{file}[{at}], {r}[{off}], {n} : !stream.file -> {t}{{{self.index()}}}"
            )
        else:
            body = (
                f"{r}[{off}], {file}[{at}], {n} : {t}{{{self.index()}}} -> !stream.file"
            )
        self.emit(f"{head}{wait} {body} => !stream.timepoint" + self.attrs())

    def channels(self) -> None:
        if "!stream.channel" not in self.values or self.rng.random() < 0.3:
            parts = [
                self.maybe(f"id({self.pick('!util.buffer')}) "),
                self.maybe(f'group("g{self.rng.randint(0, 3)}") '),
                self.maybe(f"rank({self.index()}) "),
                self.maybe(f"count({self.index()}) "),
            ]
            self.emit(
                f"{self.fresh('!stream.channel')} = stream.channel.create "
                f"{self.affinity()}{''.join(parts)}: !stream.channel" + self.attrs()
            )
            return
        channel = self.pick("!stream.channel")
        op = self.rng.choice(("split", "rank", "count"))
        if op == "split":
            self.emit(
                f"{self.fresh('!stream.channel')} = stream.channel.split {channel}, "
                f"{self.index()}, {self.index()} : !stream.channel -> !stream.channel"
            )
        else:
            self.emit(f"{self.fresh('index')} = stream.channel.{op} {channel} : index")

    def context(self) -> None:
        types = self.rng.choice(
            (["!hal.device"], ["!hal.device", "i64"], ["!hal.allocator", "i64"])
        )
        results = [self.fresh(t) for t in types]
        attrs = self.maybe("{gen.note} ")
        self.emit(
            f"{', '.join(results)} = stream.context.resolve {self.affinity()}{attrs}"
            f": {', '.join(types)}"
        )

    # --- parameter ops --------------------------------------------------

    def parameters(self) -> None:
        self.tensor_parameters()
        self.async_parameters()
        self.cmd_parameters()

    def tensor_parameters(self) -> None:
        lifetime = self.rng.choice(("constant", "variable", "external"))
        t = f"!stream.resource<{lifetime}>"
        dynamic = self.rng.random() < 0.5
        encoding = f"tensor<?x4xf32>{{{self.index()}}}" if dynamic else "tensor<4xf32>"
        ref = f"{self.key(self.scope())}[{self.pick('i64')}]"
        if self.rng.random() < 0.5:
            self.emit(
                f"{self.fresh(t)} = stream.tensor.parameter.load {self.affinity()}{ref} : "
                f"{encoding} in {t}{{{self.index()}}}"
            )
        else:
            r = self.pick(t)
            self.emit(
                f"{self.fresh(t)} = stream.tensor.parameter.write {self.affinity()}{r} -> "
                f"{ref} : {encoding} in {t}{{{self.index()}}}"
            )

    def async_parameters(self) -> None:
        op = self.rng.choice(("load", "read", "write", "gather", "scatter"))
        r, t = self.resource(self.rng.choice(("constant", "transient", "external")))
        prefix = f"{self.affinity()}{self.await_(arrow=False)}"
        head = f"{self.fresh(t)}, {self.fresh('!stream.timepoint')} = stream.async.parameter.{op} {prefix}"
        scope = self.scope()
        size = self.index()

        def key() -> str:
            return f"{self.key(scope)}[{self.pick('i64')}]"

        def range_() -> str:
            return f"{r}[{self.index()} to {self.index()} for {self.index()}]"

        if op == "load":
            self.emit(f"{head}{key()} : {t}{{{size}}} => !stream.timepoint")
        elif op == "read":
            self.emit(
                f"{head}{key()} -> {range_()} : {t}{{{size}}} => !stream.timepoint"
            )
        elif op == "write":
            self.emit(
                f"{head}{range_()} -> {key()} : {t}{{{size}}} => !stream.timepoint"
            )
        else:
            rows = [
                f"{key()} -> {range_()} : {t}{{{size}}}"
                if op == "gather"
                else f"{range_()} : {t}{{{size}}} -> {key()}"
                for _ in range(self.rng.randint(1, 3))
            ]
            self.emit(f"{head}{{{', '.join(rows)}}} : {t} => !stream.timepoint")

    def cmd_parameters(self) -> None:
        op = self.rng.choice(("load", "read", "write", "gather", "scatter"))
        prefix = f"{self.affinity()}{self.await_()}"
        scope = self.scope()

        def key() -> str:
            return f"{self.key(scope)}[{self.pick('i64')}]"

        if op == "load":
            t = f"!stream.resource<{self.rng.choice(('constant', 'variable'))}>"
            rows = [
                f"{key()} : {t}{{{self.index()}}}"
                for _ in range(self.rng.randint(1, 3))
            ]
            results = [self.fresh(t) for _ in rows]
            self.emit(
                f"{', '.join(results)}, {self.fresh('!stream.timepoint')} = "
                f"stream.cmd.parameter.load {prefix}{{{', '.join(rows)}}} => !stream.timepoint"
            )
            return
        r, t = self.resource(self.rng.choice(("transient", "external")))
        size = self.index()

        def range_() -> str:
            return f"{r}[{self.index()} for {self.index()}]"

        head = f"{self.fresh('!stream.timepoint')} = stream.cmd.parameter.{op} {prefix}"
        if op == "read":
            self.emit(
                f"{head}{key()} -> {range_()} : {t}{{{size}}} => !stream.timepoint"
            )
        elif op == "write":
            self.emit(
                f"{head}{range_()} : {t}{{{size}}} -> {key()} => !stream.timepoint"
            )
        else:
            rows = [
                f"{key()} -> {range_()} : {t}{{{size}}}"
                if op == "gather"
                else f"{range_()} : {t}{{{size}}} -> {key()}"
                for _ in range(self.rng.randint(1, 3))
            ]
            self.emit(
                f"{head}{{{', '.join(rows)}}} => !stream.timepoint" + self.attrs()
            )

    # --- collectives ----------------------------------------------------

    def collective(self) -> None:
        channel = self.pick("!stream.channel")
        a, t = self.resource("transient")
        size, count = self.index(), self.index()
        kind = self.rng.choice((*_KINDS, "send", "recv"))
        reduction = self.maybe(f" with {self.rng.choice(_REDUCTIONS)}")
        element = self.rng.choice(_COLLECTIVE_TYPES)
        param = ""
        if kind in ("send", "recv") or self.rng.random() < 0.3:
            param = f" param({self.pick('i32')} : i32)"
        off, length = self.index(), self.index()
        binding = f"%x[{off} for {length}] : {t}{{{size}}}"
        if kind == "send":
            rows = [f"ro {binding}"]
        elif kind == "recv":
            rows = [f"wo {binding}"]
        else:
            rows = [
                f"{self.rng.choice(('ro', 'rw'))} {binding}",
                f"{self.rng.choice(('wo', 'rw'))} {binding}",
            ]
        self.emit(
            f"{self.fresh('!stream.timepoint')} = stream.cmd.execute with({a} as %x: "
            f"{t}{{{size}}}) {{"
        )
        self.emit(
            f"  stream.cmd.collective<{kind}{reduction} : {element}>[{count}] "
            f"channel({channel}){param} {{{', '.join(rows)}}}"
        )
        self.emit("} => !stream.timepoint")

    # --- util -----------------------------------------------------------

    def util_values(self) -> None:
        op = self.rng.choice(("null", "buffer", "load", "store", "call"))
        if op == "null":
            lifetime = self.rng.choice(_LIFETIMES)
            self.emit(
                f"{self.fresh(f'!stream.resource<{lifetime}>')} = util.null : !stream.resource<{lifetime}>"
            )
        elif op == "buffer":
            name = self.maybe(f'"k{self.rng.randint(0, 9)}" ')
            props = self.maybe("<alignment = 16> ")
            self.emit(
                f"{self.fresh('!util.buffer')} = util.buffer.constant {name}{props}"
                f': !util.buffer = "key{self.rng.randint(0, 99)}"'
            )
        elif op == "load":
            immutable = self.rng.random() < 0.5
            name, type = ("@three", "i32") if immutable else ("@counter", "index")
            self.emit(
                f"{self.fresh(type)} = util.global.load {'immutable ' if immutable else ''}"
                f"{name} : {type}"
            )
        elif op == "store":
            self.emit(f"util.global.store {self.index()}, @counter : index")
        else:
            n, r = self.index(), self.pick("!stream.resource<*>")
            tied = self.rng.random() < 0.5
            callee, second = (
                ("@callee_tied", r) if tied else ("@callee", "!stream.resource<*>")
            )
            results = f"{self.fresh('index')}, {self.fresh('!stream.resource<*>')}"
            self.emit(
                f"{results} = util.call {callee}({n}, {r}) : "
                f"(index, !stream.resource<*>) -> (index, {second})"
            )

    # --- module ---------------------------------------------------------

    def generate(self) -> str:
        builders: list[Callable[[], None]] = [
            self.resource_ops,
            self.dealloca,
            self.staging,
            self.try_map,
            self.pack,
            self.constants,
            self.subview,
            self.transients,
            self.timepoints,
            self.files,
            self.channels,
            self.context,
            self.parameters,
            self.collective,
            self.util_values,
        ]
        # Every family once (in random order), then random extra ops.
        self.rng.shuffle(builders)
        for build in builders:
            build()
        for _ in range(self.rng.randint(0, 10)):
            self.rng.choice(builders)()
        args = ", ".join(f"{name}: {type}" for name, type in self.args)
        header = [
            "util.global private mutable @counter : index",
            "util.global private @three = 3 : i32",
            "util.func private @callee(%arg0: index, %arg1: !stream.resource<*>) "
            "-> (index, !stream.resource<*>)",
            "util.func private @callee_tied(%arg0: index, %arg1: !stream.resource<*>) "
            "-> (index, %arg1)",
            "util.initializer {",
            "  %c0 = arith.constant 0 : index",
            "  util.global.store %c0, @counter : index",
            "  util.return",
            "}",
            f"util.func public @host({args}) {{",
        ]
        return "\n".join([*header, *self.lines, "  util.return", "}", ""])


def generate_host_module(seed: int) -> str:
    """The text of a random module of the host-side op families (deterministic
    in `seed`)."""
    return _HostGenerator(seed).generate()


if __name__ == "__main__":
    sys.stdout.write(generate_host_module(int(sys.argv[1])))
