"""The `dispatch` family, and the module every family goes into.

Executables with their exports and entry functions, host functions that
allocate resources and run `stream.cmd.execute` regions of dispatches and
other commands: the IR `--iree-stream-fuse-dispatch-bindings` reads, meant to
be fed both to ``iree-opt`` 3.13 (the reference) and to xdsl-stream.

With ``GeneratorOptions.iree_safe`` (the default) the modules avoid every input
on which iree-opt 3.13's fuse pass crashes or silently miscompiles
(docs/iree-stream-facts.md, "Where IREE 3.13 fails"); without it they may
contain all of those, which is still valid IR that verifies.  The other
families (``GeneratorOptions.families``, `families.py`) add their own
function to the module; with the default, ``("dispatch",)``, a seed gives the
module it always gave.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from harness.generator.families import ALL_FAMILIES, DISPATCH, family_lines

AFFINITY = "#hal.device.affinity<@__device_0>"
# Lifetimes a dispatch (and a fill) may use; staging may only be copied,
# flushed, invalidated or discarded.
DISPATCH_LIFETIMES = ("*", "external", "transient", "variable", "constant")
ALL_LIFETIMES = (*DISPATCH_LIFETIMES, "staging")
ACCESSES = ("ro", "wo", "rw")
_WRITABLE = ("wo", "rw")
_INDENT = "  "


def _resource_config(alias: bool) -> str:
    """The ``#stream.resource_config`` text setting ``alias_mutable_bindings``."""
    value = "true" if alias else "false"
    return f"#stream.resource_config<{{alias_mutable_bindings = {value}}}>"


@dataclass(frozen=True)
class GeneratorOptions:
    """Knobs of :func:`generate_module`.

    ``iree_safe`` avoids the inputs on which iree-opt 3.13's fuse pass crashes
    or miscompiles: multi-entry-point dispatches, exports sharing a function,
    dispatches outside ``stream.cmd.execute``, non-subspan uses of bindings,
    argument attributes, discardable dispatch attributes and (with mutable
    aliasing possibly off) a writable binding followed by a read-only binding
    of the same resource at one site.

    ``families`` names the op families the module has (``ALL_FAMILIES``);
    the knobs above only shape the ``dispatch`` family.
    """

    max_executables: int = 3
    max_exports_per_executable: int = 3
    max_bindings: int = 4
    max_operands: int = 3
    max_host_functions: int = 2
    max_executes_per_function: int = 3
    max_commands_per_block: int = 3
    max_nesting_depth: int = 2
    max_subspans_per_binding: int = 2
    unused_export_probability: float = 0.25
    iree_safe: bool = True
    families: tuple[str, ...] = (DISPATCH,)

    def __post_init__(self) -> None:
        """Reject knobs that cannot produce a valid module."""
        positive = (
            "max_executables",
            "max_exports_per_executable",
            "max_bindings",
            "max_host_functions",
            "max_executes_per_function",
            "max_commands_per_block",
        )
        for name in positive:
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1")
        for name in ("max_operands", "max_nesting_depth", "max_subspans_per_binding"):
            if getattr(self, name) < 0:
                raise ValueError(f"{name} must not be negative")
        if not 0.0 <= self.unused_export_probability <= 1.0:
            raise ValueError("unused_export_probability must be in [0, 1]")
        unknown = sorted(set(self.families) - set(ALL_FAMILIES))
        if unknown or not self.families:
            raise ValueError(f"families must be some of {ALL_FAMILIES}, got {unknown}")


@dataclass
class _Function:
    """An entry function inside an executable's ``builtin.module``."""

    name: str
    kind: str  # "func.func" or "util.func"
    args: list[str]  # "binding" or a scalar type such as "index"

    @property
    def binding_count(self) -> int:
        """Number of ``!stream.binding`` arguments."""
        return sum(1 for arg in self.args if arg == "binding")

    @property
    def operand_types(self) -> list[str]:
        """Types of the non-binding arguments, in order."""
        return [arg for arg in self.args if arg != "binding"]


@dataclass(eq=False)
class _Export:
    """A ``stream.executable.export`` and what its dispatch sites need."""

    executable: str
    name: str
    function: _Function
    workgroups: int | None  # argument count of the workgroups region
    alias: bool | None  # stream.resources on the export itself
    dispatched: bool
    pattern: list[int]  # preferred resource slot per binding (drives fusion)
    effective_alias: bool | None = None  # nearest config; None: global flag
    siblings: list[_Export] = field(default_factory=lambda: [])

    @property
    def symbol(self) -> str:
        """The nested symbol reference used by dispatches."""
        return f"@{self.executable}::@{self.name}"


@dataclass
class _Executable:
    """A ``stream.executable`` with its exports and entry functions."""

    name: str
    alias: bool | None
    has_module: bool
    exports: list[_Export] = field(default_factory=lambda: [])
    functions: list[_Function] = field(default_factory=lambda: [])


@dataclass(frozen=True)
class _Resource:
    """A resource SSA value with its lifetime and size SSA value."""

    name: str
    lifetime: str
    size: str

    @property
    def type(self) -> str:
        """The resource type without its size."""
        return f"!stream.resource<{self.lifetime}>"

    @property
    def typed(self) -> str:
        """The resource type followed by its size, as cmd ops print it."""
        return f"{self.type}{{{self.size}}}"


class _Scope:
    """Constants and fresh names of one function body."""

    def __init__(self) -> None:
        self.constants: dict[str, str] = {}
        self._counter = 0

    def index(self, value: int) -> str:
        """An ``index`` constant, defined once at the top of the body."""
        name = f"%c{value}"
        self.constants.setdefault(name, f"{name} = arith.constant {value} : index")
        return name

    def integer(self, value: int, width: int) -> str:
        """An ``iN`` constant."""
        name = f"%c{value}_i{width}"
        self.constants.setdefault(name, f"{name} = arith.constant {value} : i{width}")
        return name

    def f32(self, value: float) -> str:
        """An ``f32`` constant."""
        name = "%cst_" + str(value).replace(".", "_")
        self.constants.setdefault(name, f"{name} = arith.constant {value} : f32")
        return name

    def fresh(self, prefix: str) -> str:
        """A new SSA name ``%prefixN``."""
        self._counter += 1
        return f"%{prefix}{self._counter}"


class _Host:
    """State of one host function while its body is generated."""

    def __init__(self, index: int, kind: str) -> None:
        self.index = index
        self.kind = kind
        self.scope = _Scope()
        self.params: list[str] = []
        self.lines: list[str] = []
        self.resources: list[_Resource] = []
        self.timepoints: list[str] = []
        self.index_values: list[str] = []  # non-constant index values
        self.i32_values: list[str] = []  # non-constant i32 values
        self.results: list[str] = []  # execute timepoints


class _ModuleGenerator:
    """Builds one module from a seeded ``random.Random``."""

    def __init__(self, seed: int, options: GeneratorOptions) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.options = options
        self.safe = options.iree_safe
        self.executables: list[_Executable] = []
        self.exports: list[_Export] = []
        self.used_exports: list[_Export] = []
        self.module_alias: bool | None = None
        # Unsafe features, each chosen per module when iree_safe is off.
        self.shared_functions = False
        self.multi_entry = False
        self.bare_dispatch = False
        self.binding_barrier = False
        self.arg_attrs = False
        self.dispatch_attrs = False
        self.write_before_read = False

    # ----------------------------------------------------------------- module

    def generate(self) -> str:
        """Return the module text."""
        rng = self.rng
        if not self.safe:
            self._choose_unsafe_features()
        self.module_alias = rng.choice([None, None, None, True, False])
        body: list[str] = []
        if DISPATCH in self.options.families:
            self._build_executables()
            for executable in self.executables:
                body.extend(self._render_executable(executable))
            hosts = rng.randint(1, self.options.max_host_functions)
            for index in range(hosts):
                body.extend(self._host_function(index, index == hosts - 1))
        body.extend(family_lines(self.seed, self.options.families))
        if self.module_alias is not None:
            config = _resource_config(self.module_alias)
            header = f"module attributes {{stream.resources = {config}}} {{"
        elif rng.random() < 0.3:
            header = "module {"
        else:
            return "\n".join(body) + "\n"
        lines = [header, *(_INDENT + line if line else line for line in body), "}"]
        return "\n".join(lines) + "\n"

    def _choose_unsafe_features(self) -> None:
        """Pick which of the iree-opt-hostile features this module uses."""
        names = [
            "shared_functions",
            "multi_entry",
            "bare_dispatch",
            "binding_barrier",
            "arg_attrs",
            "dispatch_attrs",
            "write_before_read",
        ]
        chosen = [name for name in names if self.rng.random() < 0.4]
        if not chosen:
            chosen = [self.rng.choice(names)]
        for name in chosen:
            setattr(self, name, True)

    # ------------------------------------------------------------ executables

    def _build_executables(self) -> None:
        """Decide executables, exports and entry function signatures."""
        rng = self.rng
        opts = self.options
        count = rng.randint(1, opts.max_executables)
        for i in range(count):
            has_module = count == 1 or rng.random() >= 0.12
            executable = _Executable(
                name=f"ex{i}",
                alias=rng.choice([None, None, None, True, False]),
                has_module=has_module,
            )
            for j in range(rng.randint(1, opts.max_exports_per_executable)):
                function = _Function(
                    name=f"dispatch_{i}_{j}",
                    kind="util.func" if rng.random() < 0.3 else "func.func",
                    args=self._signature(),
                )
                export_name = function.name
                if rng.random() < 0.25:
                    export_name = f"entry_{i}_{j}"
                export = self._new_export(
                    executable, export_name, function, self._workgroups()
                )
                executable.functions.append(function)
                executable.exports.append(export)
            if self.shared_functions and has_module:
                base = rng.choice(executable.exports)
                twin = self._new_export(
                    executable,
                    f"{base.name}_twin",
                    base.function,
                    base.workgroups,
                )
                base.siblings.append(twin)
                twin.siblings.append(base)
                executable.exports.append(twin)
            self.executables.append(executable)
            self.exports.extend(executable.exports)
        if not any(export.dispatched for export in self.exports):
            self.exports[0].dispatched = True

    def _new_export(
        self,
        executable: _Executable,
        name: str,
        function: _Function,
        workgroups: int | None,
    ) -> _Export:
        """Create an export with a random config and fusion pattern."""
        rng = self.rng
        bindings = function.binding_count
        slots = bindings // 2 + 1
        alias = rng.choice([None, None, None, None, True, False])
        export = _Export(
            executable=executable.name,
            name=name,
            function=function,
            workgroups=workgroups,
            alias=alias,
            dispatched=rng.random() >= self.options.unused_export_probability,
            pattern=[rng.randrange(slots) for _ in range(bindings)],
        )
        for config in (alias, executable.alias, self.module_alias):
            if config is not None:
                export.effective_alias = config
                break
        return export

    def _signature(self) -> list[str]:
        """Random entry arguments: bindings interleaved with scalars."""
        rng = self.rng
        bindings = rng.randint(1, self.options.max_bindings)
        operands = rng.randint(0, self.options.max_operands)
        scalars = rng.choices(["index", "i32", "f32"], weights=[5, 3, 1], k=operands)
        args = ["binding"] * bindings + scalars
        if rng.random() < 0.75:
            rng.shuffle(args)
        return args

    def _workgroups(self) -> int | None:
        """Argument count of a workgroups region, or None for no region."""
        return self.rng.randint(1, 3) if self.rng.random() < 0.6 else None

    def _render_executable(self, executable: _Executable) -> list[str]:
        """Text of one ``stream.executable``."""
        rng = self.rng
        header = f"stream.executable private @{executable.name}"
        if executable.alias is not None:
            config = _resource_config(executable.alias)
            header += f" attributes {{stream.resources = {config}}}"
        lines = [header + " {"]
        for export in executable.exports:
            lines.extend(_INDENT + line for line in self._render_export(export))
        if executable.has_module:
            lines.append(_INDENT + "builtin.module {")
            for function in executable.functions:
                for line in self._render_function(function):
                    lines.append(_INDENT * 2 + line)
            lines.append(_INDENT + "}")
        lines.append("}")
        if rng.random() < 0.3:
            lines.append("")
        return lines

    def _render_export(self, export: _Export) -> list[str]:
        """Text of one ``stream.executable.export``."""
        text = f"stream.executable.export public @{export.function.name}"
        if export.name != export.function.name:
            text += f' as("{export.name}")'
        attrs = ""
        if export.alias is not None:
            config = _resource_config(export.alias)
            attrs = f" attributes {{stream.resources = {config}}}"
        if export.workgroups is None:
            return [text + attrs]
        args = [f"%x{k}" for k in range(export.workgroups)]
        params = ", ".join(f"{arg}: index" for arg in args)
        lines = [f"{text} workgroups({params}) -> (index, index, index) {{"]
        values = list(args)
        if self.rng.random() < 0.4:
            lines.append(f"{_INDENT}%0 = arith.muli {args[0]}, {args[-1]} : index")
            values[0] = "%0"
        if len(values) < 3:
            lines.append(f"{_INDENT}%c1 = arith.constant 1 : index")
            values += ["%c1"] * (3 - len(values))
        result = ", ".join(values)
        lines.append(f"{_INDENT}stream.return {result} : index, index, index")
        lines.append("}" + attrs)
        return lines

    def _render_function(self, function: _Function) -> list[str]:
        """Text of an entry function whose bindings are used by subspans."""
        rng = self.rng
        scope = _Scope()
        prefixes = {"binding": "b", "index": "n", "i32": "i", "f32": "f"}
        names = [f"%{prefixes[arg]}{k}" for k, arg in enumerate(function.args)]
        index_args = [
            name
            for name, arg in zip(names, function.args, strict=True)
            if arg == "index"
        ]
        params: list[str] = []
        body: list[str] = []
        for name, arg in zip(names, function.args, strict=True):
            if arg != "binding":
                params.append(f"{name}: {arg}")
                continue
            attr = ""
            if self.arg_attrs and rng.random() < 0.5:
                attr = f" {{stream.alignment = {rng.choice([16, 64])} : index}}"
            params.append(f"{name}: !stream.binding{attr}")
            count = rng.randint(1, max(1, self.options.max_subspans_per_binding))
            if rng.random() < 0.1 or self.options.max_subspans_per_binding == 0:
                count = 0
            for _ in range(count):
                body.extend(self._subspan(scope, name, index_args))
            if self.binding_barrier and rng.random() < 0.5:
                value = scope.fresh("o")
                body.append(
                    f"{value} = util.optimization_barrier {name} : !stream.binding"
                )
        if function.kind == "func.func":
            header = f"func.func @{function.name}({', '.join(params)}) {{"
            terminator = "return"
        else:
            visibility = rng.choice(["public", "private"])
            header = f"util.func {visibility} @{function.name}({', '.join(params)}) {{"
            terminator = "util.return"
        lines = [header]
        lines.extend(_INDENT + line for line in scope.constants.values())
        lines.extend(_INDENT + line for line in body)
        lines.extend([_INDENT + terminator, "}"])
        return lines

    def _subspan(self, scope: _Scope, binding: str, index_args: list[str]) -> list[str]:
        """One ``stream.binding.subspan`` (plus offset math and a use)."""
        rng = self.rng
        offset, lines = self._subspan_offset(scope, index_args)
        kind, result, dims = self._subspan_type(scope, index_args)
        value = scope.fresh("s")
        text = f"{value} = stream.binding.subspan {binding}[{offset}]"
        text += f" : !stream.binding -> {result}"
        if dims:
            text += "{" + ", ".join(dims) + "}"
        lines.append(text)
        if kind in (0, 2) and rng.random() < 0.5:
            loaded = scope.fresh("v")
            zero = scope.index(0)
            lines.append(f"{loaded} = memref.load {value}[{zero}] : {result}")
            if rng.random() < 0.5:
                lines.append(f"memref.store {loaded}, {value}[{zero}] : {result}")
        return lines

    def _subspan_offset(
        self, scope: _Scope, index_args: list[str]
    ) -> tuple[str, list[str]]:
        """A subspan's byte offset, and the lines computing it."""
        rng = self.rng
        choice = rng.random()
        if choice < 0.35 or (choice >= 0.6 and not index_args):
            return scope.index(0), []
        if choice < 0.6:
            return scope.index(rng.choice([16, 64, 128, 256])), []
        if choice < 0.8:
            return rng.choice(index_args), []
        offset = scope.fresh("off")
        op = rng.choice(["addi", "muli"])
        other = scope.index(rng.choice([4, 16, 32]))
        return offset, [
            f"{offset} = arith.{op} {rng.choice(index_args)}, {other} : index"
        ]

    def _subspan_type(
        self, scope: _Scope, index_args: list[str]
    ) -> tuple[int, str, list[str]]:
        """`(kind, result type, dynamic dimensions)` of a subspan."""
        rng = self.rng

        def dim() -> str:
            if index_args and rng.random() < 0.7:
                return rng.choice(index_args)
            return scope.index(rng.choice([4, 8, 16]))

        access = rng.choice(["readonly", "writeonly", "readwrite"])
        static = rng.choice([4, 16, 64])
        kind = rng.randrange(7)
        tensor = f"!iree_tensor_ext.dispatch.tensor<{access}:tensor"
        shapes: list[Callable[[], tuple[str, list[str]]]] = [
            lambda: (f"memref<{static}xf32>", []),
            lambda: ("memref<?x4xf32>", [dim()]),
            lambda: ("memref<?xi32>", [dim()]),
            lambda: (f"{tensor}<?xf32>>", [dim()]),
            lambda: (f"{tensor}<{static}x4xf32>>", []),
            lambda: ("memref<?x?xf32>", [dim(), dim()]),
            lambda: (f"{tensor}<4x?xi32>>", [dim()]),
        ]
        result, dims = shapes[kind]()
        return kind, result, dims

    # ---------------------------------------------------------- host functions

    def _host_function(self, index: int, last: bool) -> list[str]:
        """Text of a host function with several execute regions."""
        rng = self.rng
        host = _Host(index, "util.func" if rng.random() < 0.7 else "func.func")
        self._host_params(host)
        for _ in range(rng.randint(1, 3)):
            self._producer(host)
        if not any(r.lifetime != "staging" for r in host.resources):
            self._alloc(host, rng.choice(DISPATCH_LIFETIMES))
        if self.bare_dispatch and rng.random() < 0.6:
            host.lines.extend(self._dispatch(host, host.resources, 0))
        executes = rng.randint(1, self.options.max_executes_per_function)
        for k in range(executes):
            if k and rng.random() < 0.3:
                self._producer(host)
            # The last execute of the module gets a dispatch if none exists yet.
            force = last and k == executes - 1 and not self.used_exports
            host.lines.extend(self._execute(host, force))
        return self._host_text(host, index, self._host_result(host))

    def _host_params(self, host: _Host) -> None:
        """The host function's parameters (shuffled), and an offset from them."""
        rng = self.rng
        for k in range(rng.randint(0, 2)):
            resource = _Resource(
                f"%input{k}", rng.choice(ALL_LIFETIMES), f"%input{k}_size"
            )
            host.params.append(f"{resource.name}: {resource.type}")
            host.params.append(f"{resource.size}: index")
            host.resources.append(resource)
        if rng.random() < 0.5:
            host.params.append("%wait: !stream.timepoint")
            host.timepoints.append("%wait")
        for k in range(rng.randint(0, 2)):
            host.params.append(f"%offset{k}: index")
            host.index_values.append(f"%offset{k}")
        if rng.random() < 0.4:
            host.params.append("%pattern: i32")
            host.i32_values.append("%pattern")
        rng.shuffle(host.params)
        if host.index_values and rng.random() < 0.5:
            value = host.scope.fresh("off")
            base = rng.choice(host.index_values)
            step = host.scope.index(rng.choice([16, 32, 64]))
            host.lines.append(f"{value} = arith.addi {base}, {step} : index")
            host.index_values.append(value)

    def _host_result(self, host: _Host) -> str:
        """The timepoint the host function returns (a join of several, maybe)."""
        if len(host.results) > 1 and self.rng.random() < 0.4:
            result = host.scope.fresh("join")
            joined = ", ".join(host.results)
            host.lines.append(
                f"{result} = stream.timepoint.join max({joined}) => !stream.timepoint"
            )
            return result
        return host.results[-1]

    @staticmethod
    def _host_text(host: _Host, index: int, result: str) -> list[str]:
        params = ", ".join(host.params)
        if host.kind == "util.func":
            header = f"util.func public @host{index}({params}) -> !stream.timepoint {{"
            ret = f"util.return {result} : !stream.timepoint"
        else:
            header = f"func.func @host{index}({params}) -> !stream.timepoint {{"
            ret = f"return {result} : !stream.timepoint"
        lines = [header]
        lines.extend(_INDENT + line for line in host.scope.constants.values())
        lines.extend(_INDENT + line for line in host.lines)
        lines.extend([_INDENT + ret, "}"])
        return lines

    def _size(self, host: _Host) -> str:
        """A constant allocation size."""
        return host.scope.index(self.rng.choice([256, 512, 1024]))

    def _alloc(self, host: _Host, lifetime: str) -> None:
        """Append a ``stream.resource.alloc``."""
        rng = self.rng
        resource = _Resource(host.scope.fresh("alloc"), lifetime, self._size(host))
        text = f"{resource.name} = stream.resource.alloc"
        if rng.random() < 0.6:
            text += " uninitialized"
        if rng.random() < 0.3:
            text += f" on({AFFINITY})"
        host.lines.append(f"{text} : {resource.typed}")
        host.resources.append(resource)

    def _producer(self, host: _Host) -> None:
        """Append an op producing resources: alloc, alloca or timepoint.await."""
        rng = self.rng
        choice = rng.random()
        if choice < 0.4:
            self._alloc(host, rng.choice(ALL_LIFETIMES))
        elif choice < 0.75 or not host.timepoints or not host.resources:
            name = host.scope.fresh("tmp")
            resource = _Resource(name, rng.choice(ALL_LIFETIMES), self._size(host))
            text = f"{name}, {name}_tp = stream.resource.alloca uninitialized"
            if rng.random() < 0.3:
                text += f" on({AFFINITY})"
            if host.timepoints and rng.random() < 0.4:
                text += f" await({rng.choice(host.timepoints)}) =>"
            else:
                text += " :"
            host.lines.append(f"{text} {resource.typed} => !stream.timepoint")
            host.resources.append(resource)
            host.timepoints.append(f"{name}_tp")
        else:
            count = min(len(host.resources), rng.randint(1, 2))
            sources = rng.sample(host.resources, count)
            name = host.scope.fresh("ready")
            results = [name] if count == 1 else [f"{name}#{k}" for k in range(count)]
            lhs = name if count == 1 else f"{name}:{count}"
            sync = " sync" if rng.random() < 0.3 else ""
            tp = rng.choice(host.timepoints)
            operands = ", ".join(r.name for r in sources)
            types = ", ".join(r.typed for r in sources)
            host.lines.append(
                f"{lhs} = stream.timepoint.await{sync} {tp} => {operands} : {types}"
            )
            for result, source in zip(results, sources, strict=True):
                host.resources.append(_Resource(result, source.lifetime, source.size))

    def _execute(self, host: _Host, force_dispatch: bool = False) -> list[str]:
        """Text of one ``stream.cmd.execute`` with a random command tree."""
        rng = self.rng
        number = len(host.results)
        result = f"%t{host.index}_{number}"
        text = f"{result} = stream.cmd.execute"
        if rng.random() < 0.3:
            text += " once"
        if rng.random() < 0.4:
            text += f" on({AFFINITY})"
        if host.timepoints and rng.random() < 0.5:
            text += f" await({rng.choice(host.timepoints)}) =>"
        host.results.append(result)
        host.timepoints.append(result)
        if not force_dispatch and rng.random() < 0.06:
            return [f"{text} with() {{", "} => !stream.timepoint"]
        count = rng.randint(1, min(4, len(host.resources) + 1))
        outer = [rng.choice(host.resources) for _ in range(count)]
        if all(r.lifetime == "staging" for r in outer):
            dispatchable = [r for r in host.resources if r.lifetime != "staging"]
            outer[0] = rng.choice(dispatchable)
        inner = [
            _Resource(f"%e{host.index}_{number}_{k}", r.lifetime, r.size)
            for k, r in enumerate(outer)
        ]
        captures = ", ".join(
            f"{o.name} as {i.name}: {i.typed}"
            for o, i in zip(outer, inner, strict=True)
        )
        lines = [f"{text} with({captures}) {{"]
        if force_dispatch:
            lines.extend(self._dispatch(host, inner, 1))
        lines.extend(self._commands(host, inner, 1))
        lines.append("} => !stream.timepoint")
        return lines

    def _commands(self, host: _Host, inner: list[_Resource], depth: int) -> list[str]:
        """A block of cmd ops, possibly nesting serial/concurrent regions."""
        rng = self.rng
        opts = self.options
        lines: list[str] = []
        ind = _INDENT * depth
        most = opts.max_commands_per_block if depth == 1 else 2
        for _ in range(rng.randint(1, min(most, opts.max_commands_per_block))):
            choice = rng.random()
            if choice < 0.25 and depth <= opts.max_nesting_depth:
                kind = rng.choice(["serial", "concurrent"])
                lines.append(f"{ind}stream.cmd.{kind} {{")
                lines.extend(self._commands(host, inner, depth + 1))
                lines.append(ind + "}")
            elif choice < 0.7:
                lines.extend(self._dispatch(host, inner, depth))
            else:
                lines.append(ind + self._other_command(host, inner))
        return lines

    def _range(self, host: _Host) -> tuple[str, str]:
        """An (offset, length) pair; the offset may be a non-constant value."""
        rng = self.rng
        if host.index_values and rng.random() < 0.3:
            offset = rng.choice(host.index_values)
        else:
            offset = host.scope.index(rng.choice([0, 0, 16, 32, 64, 128]))
        return offset, host.scope.index(rng.choice([16, 32, 64]))

    def _other_command(self, host: _Host, inner: list[_Resource]) -> str:
        """A fill, copy, flush, invalidate or discard."""
        rng = self.rng
        scope = host.scope
        kind = rng.choice(["fill", "copy", "flush", "invalidate", "discard"])
        fillable = [r for r in inner if r.lifetime != "staging"]
        if kind == "fill" and fillable:
            target = rng.choice(fillable)
            offset, length = self._range(host)
            if host.i32_values and rng.random() < 0.4:
                pattern, width = rng.choice(host.i32_values), 32
            else:
                width = rng.choice([8, 16, 32])
                pattern = scope.integer(rng.randint(0, 9), width)
            return (
                f"stream.cmd.fill {pattern}, {target.name}[{offset} for {length}]"
                f" : i{width} -> {target.typed}"
            )
        if kind == "copy":
            source, target = rng.choice(inner), rng.choice(inner)
            src_offset, length = self._range(host)
            dst_offset, _ = self._range(host)
            return (
                f"stream.cmd.copy {source.name}[{src_offset}],"
                f" {target.name}[{dst_offset}], {length}"
                f" : {source.typed} -> {target.typed}"
            )
        target = rng.choice(inner)
        offset, length = self._range(host)
        span = f"{target.name}[{offset} for {length}] : {target.typed}"
        if kind == "flush":
            to = f"to({AFFINITY}) " if rng.random() < 0.4 else ""
            return f"stream.cmd.flush {to}{span}"
        if kind == "invalidate":
            source = f"from({AFFINITY}) " if rng.random() < 0.4 else ""
            return f"stream.cmd.invalidate {source}{span}"
        return f"stream.cmd.discard {span}"

    def _pick_export(self) -> _Export | None:
        """A dispatched export, preferring ones without sites so far."""
        rng = self.rng
        candidates = [e for e in self.exports if e.dispatched]
        if not candidates:
            return None
        fresh = [e for e in candidates if e not in self.used_exports]
        export = rng.choice(fresh if fresh and rng.random() < 0.6 else candidates)
        if export not in self.used_exports:
            self.used_exports.append(export)
        return export

    def _dispatch(self, host: _Host, inner: list[_Resource], depth: int) -> list[str]:
        """Text of one ``stream.cmd.dispatch`` (falls back to another cmd)."""
        rng = self.rng
        ind = _INDENT * depth
        usable = [r for r in inner if r.lifetime != "staging"]
        export = self._pick_export()
        if export is None or not usable:
            return [ind + self._other_command(host, inner)]
        resources = self._site_resources(export, usable)
        accesses = [rng.choice(ACCESSES) for _ in resources]
        if not self.write_before_read and export.effective_alias is not True:
            self._avoid_write_before_read(resources, accesses)
        entries: list[str] = []
        for resource, access in zip(resources, accesses, strict=True):
            offset, length = self._range(host)
            entries.append(
                f"{access} {resource.name}[{offset} for {length}] : {resource.typed}"
            )
        lines = [f"{ind}{self._dispatch_head(host, export)} {{"]
        lines.extend(
            f"{ind}{_INDENT}{entry}{',' if k + 1 < len(entries) else ''}"
            for k, entry in enumerate(entries)
        )
        closing = ind + "}"
        if self.dispatch_attrs and rng.random() < 0.5:
            closing += rng.choice(
                [" attributes {test.tag}", " attributes {test.site = 1 : i32}"]
            )
        lines.append(closing)
        return lines

    def _site_resources(
        self, export: _Export, usable: list[_Resource]
    ) -> list[_Resource]:
        """Resources per binding: follow the export's pattern most of the time
        so the same fusion survives the intersection across sites."""
        rng = self.rng
        slots: dict[int, _Resource] = {}
        resources: list[_Resource] = []
        for slot in export.pattern:
            if rng.random() < 0.75:
                if slot not in slots:
                    slots[slot] = rng.choice(usable)
                resources.append(slots[slot])
            elif resources and rng.random() < 0.4:
                resources.append(rng.choice(resources))
            else:
                resources.append(rng.choice(usable))
        return resources

    def _dispatch_head(self, host: _Host, export: _Export) -> str:
        """`stream.cmd.dispatch @x::@f[workload](operands : types)`."""
        rng = self.rng
        function = export.function
        target = export.symbol
        if self.multi_entry and rng.random() < 0.5:
            other = rng.choice(export.siblings) if export.siblings else export
            target = f"{{{export.symbol}, {other.symbol}}}"
        text = f"stream.cmd.dispatch {target}"
        workload = self._workload(host, export)
        if workload is not None:
            text += "[" + ", ".join(workload) + "]"
        operands = [self._operand(host, t) for t in function.operand_types]
        if operands:
            types = ", ".join(function.operand_types)
            text += f"({', '.join(operands)} : {types})"
        return text

    def _avoid_write_before_read(
        self, resources: list[_Resource], accesses: list[str]
    ) -> None:
        """Fix the site so no writable first use precedes a read-only use.

        iree-opt 3.13 with mutable aliasing off fuses a later read-only binding
        into a writable first binding of the same resource (notes section 6).
        """
        first: dict[str, int] = {}
        for k, resource in enumerate(resources):
            lead = first.setdefault(resource.name, k)
            if lead == k or accesses[k] != "ro" or accesses[lead] not in _WRITABLE:
                continue
            if self.rng.random() < 0.5:
                accesses[lead] = "ro"
            else:
                accesses[k] = "rw"

    def _workload(self, host: _Host, export: _Export) -> list[str] | None:
        """Workload values matching the export's workgroups region, if any."""
        rng = self.rng
        if export.workgroups is None:
            if rng.random() < 0.7:
                return None
            count = rng.randint(1, 3)
        else:
            count = export.workgroups
        return [self._operand(host, "index") for _ in range(count)]

    def _operand(self, host: _Host, type_: str) -> str:
        """A uniform operand of the given scalar type."""
        rng = self.rng
        if type_ == "index":
            if host.index_values and rng.random() < 0.4:
                return rng.choice(host.index_values)
            return host.scope.index(rng.choice([1, 4, 8, 16]))
        if type_ == "i32":
            if host.i32_values and rng.random() < 0.5:
                return rng.choice(host.i32_values)
            return host.scope.integer(rng.randint(0, 9), 32)
        return host.scope.f32(rng.choice([0.5, 1.0, 2.5]))


def generate_module(seed: int, options: GeneratorOptions | None = None) -> str:
    """Return the text of a random valid Stream module, deterministic in seed."""
    return _ModuleGenerator(seed, options or GeneratorOptions()).generate()
