"""Seeded modules whose dispatch operands come from everywhere on the host.

What `annotate-dispatch-arguments` reads is where a dispatch operand or
resource offset comes from, which the `dispatch` family rarely varies.  Here
one executable's exports (index, i32 and i1 operands, one to three bindings)
are dispatched from a public `@main` and a private `@helper` it calls, with
operands built from: constants (powers of two, odd numbers, 0, negative
ones), `util.align`, `arith.select` chains, `arith.addi` (unknown values),
`@main`'s arguments, loads of globals (an initial value, stores from an
initializer and a private function, or an address taken), results of a
private callee (a constant or an aligned value), `scf.if` results,
`cf.cond_br` block arguments, `scf.for` `iter_args` (the dispatch in the
loop), and `@helper`'s arguments (from its call sites).

`iree_safe` (the default) leaves out what iree-opt 3.13 gets wrong
(docs/iree-stream-facts.md): an `scf.for` induction variable as an operand,
globals neither initialised nor stored, and exports no site dispatches.
Standard library only.  Command line: `python -m harness.generator.value_flow SEED`.
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass, field

TYPES = ("index", "index", "index", "i32", "i1")
INDEX_CONSTANTS = (0, 1, 3, 4, 8, 12, 16, 48, 64, 96, 256, 4096, 4097, -16)


@dataclass
class _Export:
    name: str
    operands: list[str]
    bindings: int


@dataclass
class _Body:
    """One host function being written: its lines and values by type."""

    rng: random.Random
    prefix: str
    lines: list[str] = field(default_factory=list[str])
    values: dict[str, list[str]] = field(default_factory=dict[str, list[str]])
    count: int = 0

    def fresh(self, type_: str) -> str:
        self.count += 1
        name = f"%{self.prefix}{self.count}"
        self.values.setdefault(type_, []).append(name)
        return name

    def constant(self, type_: str) -> str:
        rng = self.rng
        if type_ == "index":
            value = str(rng.choice(INDEX_CONSTANTS))
        elif type_ == "i32":
            value = str(rng.choice((0, 1, 2, 7, -1)))
        else:
            value = rng.choice(("true", "false"))
        name = self.fresh(type_)
        typed = value if type_ == "i1" else f"{value} : {type_}"
        self.lines.append(f"{name} = arith.constant {typed}")
        return name

    def pick(self, type_: str) -> str:
        values = self.values.get(type_)
        if values and self.rng.random() < 0.6:
            return self.rng.choice(values)
        return self.constant(type_)


class _ValueFlowGenerator:
    def __init__(self, seed: int, iree_safe: bool) -> None:
        self.rng = random.Random(seed)
        self.iree_safe = iree_safe
        self.exports: list[_Export] = []
        self.globals: list[tuple[str, str, str]] = []
        """(name, type, mode): mode `init`, `stored`, `both` or `address`."""

    def generate(self) -> str:
        rng = self.rng
        for k in range(rng.randint(1, 3)):
            operands = [rng.choice(TYPES) for _ in range(rng.randint(1, 3))]
            self.exports.append(_Export(f"e{k}", operands, rng.randint(1, 2)))
        self._choose_globals()
        main = _Body(rng, "m")
        helper = _Body(rng, "h")
        lines = [*self._executable(), *self._globals_text()]
        lines += self._callee_text()
        helper_args = self._helper_args()
        lines += self._helper_text(helper, helper_args)
        lines += self._main_text(main, helper_args)
        return "\n".join(lines) + "\n"

    # --- module-level ops ------------------------------------------------

    def _executable(self) -> list[str]:
        lines = ["stream.executable private @ex {"]
        lines += [f"  stream.executable.export public @{e.name}" for e in self.exports]
        lines.append("  builtin.module {")
        for e in self.exports:
            args = [f"%a{i}: {t}" for i, t in enumerate(e.operands)]
            args += [f"%b{i}: !stream.binding" for i in range(e.bindings)]
            lines += [
                f"    func.func @{e.name}({', '.join(args)}) {{",
                "      return",
                "    }",
            ]
        return [*lines, "  }", "}"]

    def _choose_globals(self) -> None:
        modes = ["init", "stored", "both"] + ([] if self.iree_safe else ["none"])
        modes.append("address")
        for k in range(self.rng.randint(0, 3)):
            type_ = self.rng.choice(("index", "i32"))
            self.globals.append((f"@g{k}", type_, self.rng.choice(modes)))

    def _globals_text(self) -> list[str]:
        lines: list[str] = []
        stores: list[str] = []
        for name, type_, mode in self.globals:
            init = f" = {self.rng.choice((16, 1024, 5))} : {type_}"
            has_init = mode in ("init", "both", "address")
            lines.append(
                f"util.global private mutable {name}"
                + (init if has_init else f" : {type_}")
            )
            if mode in ("stored", "both"):
                value = self.rng.choice((32, 2048, 3))
                stores += [
                    f"  %s{len(stores)} = arith.constant {value} : {type_}",
                    f"  util.global.store %s{len(stores)}, {name} : {type_}",
                ]
            if mode == "address":
                stores.append(
                    f'  %p{len(stores)} = "util.global.address"() '
                    f"<{{global = {name}}}> : () -> !util.ptr<{type_}>"
                )
        if stores:
            lines += ["util.initializer {", *stores, "  util.return", "}"]
        return lines

    def _callee_text(self) -> list[str]:
        return [
            "util.func private @aligned(%n: index) -> index {",
            "  %c = arith.constant 32 : index",
            "  %0 = util.align %n, %c : index",
            "  util.return %0 : index",
            "}",
            "util.func private @constant() -> index {",
            "  %c = arith.constant 48 : index",
            "  util.return %c : index",
            "}",
        ]

    def _helper_args(self) -> list[str]:
        return [
            self.rng.choice(("index", "i32")) for _ in range(self.rng.randint(0, 2))
        ]

    # --- host functions --------------------------------------------------

    def _helper_text(self, body: _Body, arg_types: list[str]) -> list[str]:
        args = [f"%x{i}: {t}" for i, t in enumerate(arg_types)]
        for i, t in enumerate(arg_types):
            body.values.setdefault(t, []).append(f"%x{i}")
        args.append("%r: !stream.resource<transient>")
        body.lines += self._execute(body, self.rng.sample(self.exports, 1))
        header = f"util.func private @helper({', '.join(args)}) {{"
        return [header, *("  " + line for line in body.lines), "  util.return", "}"]

    def _main_text(self, body: _Body, helper_args: list[str]) -> list[str]:
        rng = self.rng
        body.values["index"] = ["%n", "%off"]
        for _ in range(rng.randint(3, 9)):
            self._producer(body)
        for _ in range(rng.randint(1, 2)):
            operands = [body.pick(t) for t in helper_args]
            types = ", ".join([*helper_args, "!stream.resource<transient>"])
            body.lines.append(
                f"util.call @helper({', '.join([*operands, '%r'])}) : ({types}) -> ()"
            )
        body.lines += self._execute(body, self.exports)
        if rng.random() < 0.4:
            body.lines += self._loop(body)
        if rng.random() < 0.4:
            body.lines += self._branch(body)
        header = "util.func public @main(%n: index, %off: index, %cond: i1, %r: !stream.resource<transient>) {"
        return [header, *("  " + line for line in body.lines), "  util.return", "}"]

    def _producer(self, body: _Body) -> None:
        rng = self.rng
        kind = rng.choice(
            ("const", "const", "align", "select", "addi", "load", "call", "if")
        )
        if kind == "const":
            body.constant(rng.choice(TYPES))
        elif kind == "align":
            base, align = body.pick("index"), body.fresh("index")
            power = body.fresh("index")
            body.lines.append(
                f"{power} = arith.constant {rng.choice((4, 16, 64))} : index"
            )
            body.lines.append(f"{align} = util.align {base}, {power} : index")
        elif kind == "select":
            self._select(body, rng.choice(TYPES))
        elif kind == "addi":
            lhs, rhs = body.pick("index"), body.pick("index")
            result = body.fresh("index")
            body.lines.append(f"{result} = arith.addi {lhs}, {rhs} : index")
        else:
            self._producer_2(body, kind)

    def _producer_2(self, body: _Body, kind: str) -> None:
        rng = self.rng
        if kind == "load" and self.globals:
            name, type_, _ = rng.choice(self.globals)
            result = body.fresh(type_)
            body.lines.append(f"{result} = util.global.load {name} : {type_}")
        elif kind == "call":
            arg = body.pick("index")
            result = body.fresh("index")
            if rng.random() < 0.5:
                body.lines.append(
                    f"{result} = util.call @aligned({arg}) : (index) -> index"
                )
            else:
                body.lines.append(f"{result} = util.call @constant() : () -> index")
        elif kind == "if":
            then, other = body.pick("index"), body.pick("index")
            result = body.fresh("index")
            body.lines += [
                f"{result} = scf.if %cond -> (index) {{",
                f"  scf.yield {then} : index",
                "} else {",
                f"  scf.yield {other} : index",
                "}",
            ]
        else:
            body.constant("index")

    def _select(self, body: _Body, type_: str) -> None:
        value = body.pick(type_)
        for _ in range(self.rng.randint(1, 4)):
            other, result = body.pick(type_), body.fresh(type_)
            body.lines.append(
                f"{result} = arith.select %cond, {value}, {other} : {type_}"
            )
            value = result

    def _execute(self, body: _Body, exports: list[_Export]) -> list[str]:
        rng = self.rng
        size = body.constant("index")
        lines = [
            f"%t{body.count} = stream.cmd.execute with(%r as %cap: "
            f"!stream.resource<transient>{{{size}}}) {{"
        ]
        for export in exports:
            for _ in range(rng.randint(1, 2)):
                lines += self._dispatch(body, export, size)
        return [*lines, "} => !stream.timepoint"]

    def _dispatch(self, body: _Body, export: _Export, size: str) -> list[str]:
        one = body.constant("index")
        operands = [body.pick(t) for t in export.operands]
        types = ", ".join(export.operands)
        head = f"  stream.cmd.dispatch @ex::@{export.name}[{one}]"
        if operands:
            head += f"({', '.join(operands)} : {types})"
        resources = [
            f"    rw %cap[{body.pick('index')} for {one}] : "
            f"!stream.resource<transient>{{{size}}}"
            for _ in range(export.bindings)
        ]
        return [f"{head} {{", ",\n".join(resources), "  }"]

    def _loop(self, body: _Body) -> list[str]:
        """An `scf.for` whose `iter_arg` (or, unsafe, induction variable) a
        dispatch in the loop reads."""
        export = self.rng.choice(self.exports)
        if "index" not in export.operands:
            return []
        lo, init, step = (
            body.constant("index"),
            body.pick("index"),
            body.constant("index"),
        )
        inner = _Body(self.rng, "l", values={"index": ["%acc"]})
        if not self.iree_safe:
            inner.values["index"].append("%iv")
        inner.count = body.count + 1000
        dispatch = self._execute(inner, [export])
        yielded = inner.pick("index")
        return [
            f"%loop{body.count} = scf.for %iv = {lo} to {lo} step {step} "
            f"iter_args(%acc = {init}) -> (index) {{",
            *("  " + line for line in [*inner.lines, *dispatch]),
            f"  scf.yield {yielded} : index",
            "}",
        ]

    def _branch(self, body: _Body) -> list[str]:
        """A `cf.cond_br` into a block whose argument a dispatch reads (the
        last thing in `@main`: the block ends with the function's return)."""
        export = self.rng.choice(self.exports)
        first, second = body.pick("index"), body.pick("index")
        inner = _Body(self.rng, "k", values={"index": ["%arg"]})
        inner.count = body.count + 2000
        dispatch = self._execute(inner, [export])
        return [
            f"cf.cond_br %cond, ^bb1({first} : index), ^bb1({second} : index)",
            "^bb1(%arg: index):",
            *inner.lines,
            *dispatch,
        ]


def generate_value_flow_module(seed: int, *, iree_safe: bool = True) -> str:
    """A module whose dispatch operands come from many kinds of host values."""
    return _ValueFlowGenerator(seed, iree_safe).generate()


if __name__ == "__main__":
    sys.stdout.write(generate_value_flow_module(int(sys.argv[1])))
