"""Host-side op families: resource, timepoint, file, channel, context,
workgroup, parameter, collective and util ops, each in random use with and
without its optional parts.

`stream.resource.*` (but alloc/alloca, the `dispatch` family's),
`stream.timepoint.import/export/chain_external/barrier/immediate`,
`stream.file.*`, `stream.channel.*`, `stream.context.resolve`,
`stream.dispatch.workgroup.*`, the parameter ops of the three
phases, `stream.cmd.collective` (inside a `stream.cmd.execute`), and the util
ops Stream programs are written with (`util.global` and its loads and stores,
`util.initializer`, `util.call`, `util.null`, `util.buffer.constant`), and
fixed functions of every other Util op.
"""

from __future__ import annotations

from collections.abc import Callable

from harness.generator.values import LIFETIMES, TIMEPOINT, Values, resource_type

_KINDS = ("all_gather", "all_reduce", "all_to_all", "broadcast", "reduce")
_REDUCTIONS = ("sum", "product", "minimum", "maximum", "average")
_COLLECTIVE_TYPES = ("si8", "ui8", "si32", "f16", "f32", "bf16")

UTIL_DECLARATIONS = (
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
    "util.global private mutable @addressed = 1 : i32",
    "util.func private @value_ops(%arg0: index) -> (index, i1) {",
    "  %p = util.global.address @addressed : !util.ptr<i32>",
    "  %v = util.global.load.indirect %p : !util.ptr<i32> -> i32",
    "  util.global.store.indirect %v, %p : i32 -> !util.ptr<i32>",
    "  %a = util.assume.int %arg0<umin = 16, umax = 64, udiv = 16> : index",
    "  %m = util.range.min %a, %arg0 : index",
    "  %x = util.range.max %m, %arg0 : index",
    "  %s = util.sizeof i32",
    "  %e = util.cmp.eq %x, %s : index",
    "  %u = util.unfoldable_constant 3 : index",
    "  util.return %u, %e : index, i1",
    "}",
    "util.func private @buffer_ops(%arg0: !util.buffer, %arg1: index, %arg2: i32) "
    "-> (i1, i64, f32) {",
    "  %b = util.buffer.alloc uninitialized <alignment = 16> : !util.buffer{%arg1}",
    "  %s = util.buffer.slice %arg0[%arg1] : !util.buffer{%arg1} -> "
    "!util.buffer{%arg1}",
    "  %v = util.buffer.subspan %s[%arg1] : !util.buffer{%arg1} -> !util.buffer{%arg1}",
    "  %n = util.buffer.size %v : !util.buffer",
    "  %m, %o = util.buffer.storage %b : !util.buffer{%n} -> (memref<?xi8>, index)",
    "  util.buffer.copy %arg0[%o], %b[%arg1], %n : !util.buffer{%arg1} -> "
    "!util.buffer{%arg1}",
    "  %c = util.buffer.compare %arg0[%o], %b[%arg1], %n : !util.buffer{%arg1}, "
    "!util.buffer{%arg1}",
    "  util.buffer.fill %arg2, %b[%arg1 for %n] : i32 -> !util.buffer{%arg1}",
    "  util.buffer.store %arg2, %b[%arg1 for %n] : i32 -> !util.buffer{%arg1}",
    "  %l = util.buffer.load %b[%arg1 for %n] : !util.buffer{%arg1} -> f32",
    "  %h = util.buffer.hash %b[%arg1 for %n] : !util.buffer{%arg1} -> i64",
    "  util.buffer.dealloc %b : !util.buffer{%arg1}",
    "  util.return %c, %h, %l : i1, i64, f32",
    "}",
    "util.func private @list_ops(%arg0: index, %arg1: i32) -> (i32, !util.buffer) {",
    "  %l = util.list.create %arg0 : !util.list<?>",
    "  %c = util.list.construct [%arg1 : i32] : !util.list<i32>",
    "  %n = util.list.size %c : !util.list<i32>",
    "  util.list.resize %l, %n : !util.list<?>",
    "  util.list.set %l[%arg0], %arg1 : i32 -> !util.list<?>",
    "  %g = util.list.get %l[%arg0] : !util.list<?> -> i32",
    '  %f = util.string.format "{}-{}"(%arg0, %arg1) : (index, i32) -> !util.buffer',
    "  %i = util.string.itoa %g : i32 -> !util.buffer",
    "  util.return %g, %i : i32, !util.buffer",
    "}",
    "util.func private @misc_ops(%arg0: index, %arg1: i32, %arg2: !util.buffer) "
    "-> (i1, i32, index, !util.buffer) {",
    "  %ne = util.cmp.ne %arg2, %arg2 : !util.buffer",
    "  %w = util.switch i32 from [%arg1] at %arg0 else %arg1 : i32",
    "  %min, %max = util.range.extents [%arg0 for %arg0] : index",
    "  %n = util.numeric.optional_narrow %w : i32 as si8",
    "  %o = util.cast %arg2 : !util.buffer to !util.object",
    "  %b = util.cast %o : !util.object to !util.buffer",
    '  %h = util.hoistable_conversion "f" inverts("g") (%a = %n) : (i32) -> i32 {',
    "    util.return %a : i32",
    "  }",
    '  util.status.check_ok %h, "failed"',
    '  util.scf.unreachable "not here"',
    "  util.return %ne, %h, %max, %b : i1, i32, index, !util.buffer",
    "}",
    "util.func private @unreachable_op() {",
    '  util.unreachable "never"',
    "}",
)
"""The globals and callees the `util` family's ops name, and functions of
the other Util ops (values and global addresses, buffers, lists and strings,
the rest), the same in every module: the seeds' draws do not change."""


class HostOps(Values):
    """Builders of the host-side families (one op, or a few, per call)."""

    def key(self, scope: str | None) -> str:
        key = self.pick("!util.buffer")
        return f"{scope}::{key}" if scope else key

    def scope(self) -> str | None:
        return self.pick("!util.buffer") if self.maybe() else None

    def parameter_key(self, scope: str | None) -> str:
        """`scope::key[offset]`."""
        return f"{self.key(scope)}[{self.pick('i64')}]"

    def parameter_rows(
        self, gather: bool, scope: str | None, range_: Callable[[], str], typed: str
    ) -> str:
        """`{key -> range : T, ...}` (gather) or `{range : T -> key, ...}`."""
        rows = [
            f"{self.parameter_key(scope)} -> {range_()} : {typed}"
            if gather
            else f"{range_()} : {typed} -> {self.parameter_key(scope)}"
            for _ in range(self.rng.randint(1, 3))
        ]
        return "{" + ", ".join(rows) + "}"

    def parameter_operands(
        self,
        op: str,
        scope: str | None,
        range_: Callable[[], str],
        typed: str,
        cmd: bool,
    ) -> str:
        """The operands of a parameter read, write, gather or scatter: a key
        and a resource range, or rows of them.  A cmd write types the range
        before the key, an async one after it; async rows end in the type."""
        if op == "read":
            return f"{self.parameter_key(scope)} -> {range_()} : {typed}"
        if op == "write":
            if cmd:
                return f"{range_()} : {typed} -> {self.parameter_key(scope)}"
            return f"{range_()} -> {self.parameter_key(scope)} : {typed}"
        rows = self.parameter_rows(op == "gather", scope, range_, typed)
        return rows if cmd else f"{rows} : {typed.split('{')[0]}"

    # --- resource ops ---------------------------------------------------

    def resource_ops(self) -> None:
        r, t, _ = self.resource()
        n = self.index()
        op = self.rng.choice(("retain", "release", "is_terminal", "size"))
        if op == "retain":
            self.emit(f"stream.resource.retain {r} : {t}{{{n}}}")
        elif op == "size":
            self.emit(f"{self.fresh('index')} = stream.resource.size {r} : {t}")
        else:
            self.emit(f"{self.fresh('i1')} = stream.resource.{op} {r} : {t}{{{n}}}")

    def dealloca(self) -> None:
        r, t, size = self.resource()
        # Operands first: a result must not be picked as an operand of its op.
        prefix = f"{self.optional('origin ')}{self.on(0.5)}{self.await_()}"
        line = (
            f"{self.fresh(TIMEPOINT)} = stream.resource.dealloca "
            f"{prefix}{r} : {t}{{{size}}} => !stream.timepoint"
        )
        self.emit(line + self.attrs(keyword=False))

    def staging(self) -> None:
        r, t, n = self.resource("staging")
        off = self.index()
        type = self.rng.choice(("i32", "f32", "i8", "vector<4xf16>"))
        if self.maybe():
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
        prefix = f"{self.on(0.5)}{self.pick('!util.buffer')}[{self.index()}]"
        size = self.index()
        did_map = self.name("m")
        result = self.sized(resource_type(lifetime), size)
        self.emit(
            f"{did_map}, {result} = stream.resource.try_map {prefix} : "
            f"!util.buffer -> i1, !stream.resource<{lifetime}>{{{size}}}" + self.attrs()
        )

    def pack(self) -> None:
        slices = self.rng.randint(0, 3)
        offset = self.optional(f"offset({self.index()}) ")
        rows: list[str] = []
        for _ in range(slices):
            start = self.rng.randint(0, 9)
            rows.append(f"[{start}, {start + self.rng.randint(0, 5)}] = {self.index()}")
        results = [self.fresh("index") for _ in range(slices + 1)]
        self.emit(
            f"{', '.join(results)} = stream.resource.pack {self.on(0.5)}{offset}"
            f"slices({{{', '.join(rows)}}}) : index" + self.attrs()
        )

    def constants(self) -> None:
        t = resource_type(self.rng.choice(("constant", "variable")))
        rows: list[str] = []
        results: list[str] = []
        for _ in range(self.rng.randint(1, 3)):
            size = self.index()
            rows.append(
                f"{t}{{{size}}} = dense<{self.rng.randint(0, 99)}> : "
                f"tensor<{self.rng.randint(1, 8)}xi32>"
            )
            results.append(self.sized(t, size))
        tp = self.fresh(TIMEPOINT)
        self.emit(
            f"{', '.join(results)}, {tp} = stream.resource.constants "
            f"{self.on(0.5)}: {', '.join(rows)} => !stream.timepoint"
        )

    def subview(self) -> None:
        r, t, size = self.resource()
        offset, length = self.index(), self.index()
        result = self.sized(t, length)
        self.emit(
            f"{result} = stream.resource.subview {r}[{offset}] : "
            f"{t}{{{size}}} -> {t}{{{length}}}" + self.attrs()
        )

    def transients(self) -> None:
        r, t, size = self.resource()
        s, st, storage_size = self.resource("transient")
        prefix = f"{self.on(0.5)}{self.await_()}"
        result, tp = self.sized(t, size), self.fresh(TIMEPOINT)
        self.emit(
            f"{result}, {tp} = stream.resource.transients {prefix}"
            f"{r} : {t}{{{size}}} from {s} : "
            f"{st}{{{storage_size}}} => !stream.timepoint" + self.attrs()
        )

    # --- timepoint ops --------------------------------------------------

    def timepoints(self) -> None:
        op = self.rng.choice(("import", "export", "chain", "barrier", "immediate"))
        tp = self.pick(TIMEPOINT)
        on = self.on(0.5)
        if op == "immediate":
            self.emit(
                f"{self.fresh(TIMEPOINT)} = stream.timepoint.immediate "
                "=> !stream.timepoint"
            )
        elif op == "import":
            if self.maybe():
                operands, types = self.pick("!hal.fence"), "!hal.fence"
            else:
                operands = f"{self.pick('!hal.semaphore')}, {self.pick('i64')}"
                types = "!hal.semaphore, i64"
            self.emit(
                f"{self.fresh(TIMEPOINT)} = stream.timepoint.import "
                f"{on}{operands} : ({types}) => !stream.timepoint" + self.attrs()
            )
        elif op == "export":
            self.emit(
                f"{self.fresh('!hal.fence')} = stream.timepoint.export "
                f"{on}{tp} => (!hal.fence)" + self.attrs()
            )
        elif op == "chain":
            self.emit(
                f"stream.timepoint.chain_external {on}{tp} => "
                f"({self.pick('!hal.fence')} : !hal.fence)" + self.attrs()
            )
        else:
            r, t, size = self.resource(self.rng.choice((*LIFETIMES, "staging")))
            result, rtp = self.sized(t, size), self.fresh(TIMEPOINT)
            self.emit(
                f"{result}, {rtp} = stream.timepoint.barrier {on}"
                f"{r} : {t}{{{size}}} => !stream.timepoint" + self.attrs()
            )

    # --- file, channel and context ops ----------------------------------

    def files(self) -> None:
        """A `stream.file.constant` (when there is no file yet, or at random),
        then a read or a write."""
        if "!stream.file" not in self.values or self.maybe(0.3):
            self.emit(
                f"{self.fresh('!stream.file')} = stream.file.constant "
                f"{self.on(0.5)}{self.pick('!util.buffer')}[{self.index()} for "
                f"{self.index()}] : !util.buffer{{{self.index()}}} -> !stream.file"
            )
        op = self.rng.choice(("read", "write"))
        file = self.pick("!stream.file")
        r, t, size = self.resource(
            self.rng.choice(("external", "transient", "variable"))
        )
        tp = self.pick(TIMEPOINT)
        wait = f"await({tp}) =>" if self.maybe() else ":"
        n, off, at = self.index(), self.index(), self.pick("i64")
        head = f"{self.fresh(TIMEPOINT)} = stream.file.{op} {self.on(0.5)}"
        if op == "read":
            body = f"{file}[{at}], {r}[{off}], {n} : !stream.file -> {t}{{{size}}}"
        else:
            body = f"{r}[{off}], {file}[{at}], {n} : {t}{{{size}}} -> !stream.file"
        self.emit(f"{head}{wait} {body} => !stream.timepoint" + self.attrs())

    def channels(self) -> None:
        """A `stream.channel.create` (when there is no channel yet, or at
        random), then a split or a query."""
        if "!stream.channel" not in self.values or self.maybe(0.3):
            parts = [
                self.optional(f"id({self.pick('!util.buffer')}) "),
                self.optional(f'group("g{self.rng.randint(0, 3)}") '),
                self.optional(f"rank({self.index()}) "),
                self.optional(f"count({self.index()}) "),
            ]
            self.emit(
                f"{self.fresh('!stream.channel')} = stream.channel.create "
                f"{self.on(0.5)}{''.join(parts)}: !stream.channel" + self.attrs()
            )
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
        attrs = self.optional("{gen.note} ")
        self.emit(
            f"{', '.join(results)} = stream.context.resolve {self.on(0.5)}{attrs}"
            f": {', '.join(types)}"
        )

    def workgroup(self) -> None:
        """`stream.dispatch.workgroup.id/count/size` (iree-opt verifies them
        anywhere; programs have them in dispatch functions)."""
        query = self.rng.choice(("id", "count", "size"))
        self.emit(
            f"{self.fresh('index')} = stream.dispatch.workgroup.{query}"
            f"[{self.rng.randrange(3)}] : index"
        )

    # --- parameter ops --------------------------------------------------

    def tensor_parameters(self) -> None:
        t = resource_type(self.rng.choice(("constant", "variable", "external")))
        dynamic = self.maybe()
        encoding = f"tensor<?x4xf32>{{{self.index()}}}" if dynamic else "tensor<4xf32>"
        ref = self.parameter_key(self.scope())
        on = self.on(0.5)
        if self.maybe():
            size = self.index()
            self.emit(
                f"{self.sized(t, size)} = stream.tensor.parameter.load {on}{ref} : "
                f"{encoding} in {t}{{{size}}}"
            )
        else:
            r = self.pick(t)
            size = self.index()
            self.emit(
                f"{self.sized(t, size)} = stream.tensor.parameter.write {on}{r} -> "
                f"{ref} : {encoding} in {t}{{{size}}}"
            )

    def async_parameters(self) -> None:
        op = self.rng.choice(("load", "read", "write", "gather", "scatter"))
        r, t, _ = self.resource(self.rng.choice(("constant", "transient", "external")))
        prefix = f"{self.on(0.5)}{self.await_(arrow=False)}"
        scope = self.scope()
        size = self.index()
        head = (
            f"{self.sized(t, size)}, {self.fresh(TIMEPOINT)} = "
            f"stream.async.parameter.{op} {prefix}"
        )

        def range_() -> str:
            return f"{r}[{self.index()} to {self.index()} for {self.index()}]"

        if op == "load":
            body = f"{self.parameter_key(scope)} : {t}{{{size}}}"
        else:
            body = self.parameter_operands(op, scope, range_, f"{t}{{{size}}}", False)
        self.emit(f"{head}{body} => !stream.timepoint")

    def cmd_parameters(self) -> None:
        op = self.rng.choice(("load", "read", "write", "gather", "scatter"))
        prefix = f"{self.on(0.5)}{self.await_()}"
        scope = self.scope()
        if op == "load":
            t = resource_type(self.rng.choice(("constant", "variable")))
            sizes = [self.index() for _ in range(self.rng.randint(1, 3))]
            rows = [f"{self.parameter_key(scope)} : {t}{{{n}}}" for n in sizes]
            results = [self.sized(t, n) for n in sizes]
            self.emit(
                f"{', '.join(results)}, {self.fresh(TIMEPOINT)} = "
                f"stream.cmd.parameter.load {prefix}{{{', '.join(rows)}}} "
                "=> !stream.timepoint"
            )
            return
        r, t, size = self.resource(self.rng.choice(("transient", "external")))

        def range_() -> str:
            return f"{r}[{self.index()} for {self.index()}]"

        head = f"{self.fresh(TIMEPOINT)} = stream.cmd.parameter.{op} {prefix}"
        body = self.parameter_operands(op, scope, range_, f"{t}{{{size}}}", True)
        self.emit(f"{head}{body} => !stream.timepoint" + self.attrs())

    # --- collectives ----------------------------------------------------

    def collective(self) -> None:
        channel = self.pick("!stream.channel")
        a, t, size = self.resource("transient")
        count = self.index()
        kind = self.rng.choice((*_KINDS, "send", "recv"))
        reduction = self.optional(f" with {self.rng.choice(_REDUCTIONS)}")
        element = self.rng.choice(_COLLECTIVE_TYPES)
        param = ""
        if kind in ("send", "recv") or self.maybe(0.3):
            param = f" param({self.pick('i32')} : i32)"
        inner = self.name("x")
        binding = f"{inner}[{self.index()} for {self.index()}] : {t}{{{size}}}"
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
            f"{self.fresh(TIMEPOINT)} = stream.cmd.execute with({a} as {inner}: "
            f"{t}{{{size}}}) {{"
        )
        self.emit(
            f"  stream.cmd.collective<{kind}{reduction} : {element}>[{count}] "
            f"channel({channel}){param} {{{', '.join(rows)}}}"
        )
        self.emit("} => !stream.timepoint")

    # --- util -----------------------------------------------------------

    def util_values(self) -> None:
        """One util op; `UTIL_DECLARATIONS` declares what they name."""
        op = self.rng.choice(("null", "buffer", "load", "store", "call"))
        if op == "null":
            t = resource_type(self.rng.choice(LIFETIMES))
            self.emit(f"{self.fresh(t)} = util.null : {t}")
        elif op == "buffer":
            name = self.optional(f'"k{self.rng.randint(0, 9)}" ')
            props = self.optional("<alignment = 16> ")
            self.emit(
                f"{self.fresh('!util.buffer')} = util.buffer.constant {name}{props}"
                f': !util.buffer = "key{self.rng.randint(0, 99)}"'
            )
        elif op == "load":
            immutable = self.maybe()
            name, type = ("@three", "i32") if immutable else ("@counter", "index")
            self.emit(
                f"{self.fresh(type)} = util.global.load "
                f"{'immutable ' if immutable else ''}{name} : {type}"
            )
        elif op == "store":
            self.emit(f"util.global.store {self.index()}, @counter : index")
        else:
            n, r = self.index(), self.pick("!stream.resource<*>")
            tied = self.maybe()
            callee, second = (
                ("@callee_tied", r) if tied else ("@callee", "!stream.resource<*>")
            )
            results = f"{self.fresh('index')}, {self.fresh('!stream.resource<*>')}"
            self.emit(
                f"{results} = util.call {callee}({n}, {r}) : "
                f"(index, !stream.resource<*>) -> (index, {second})"
            )
