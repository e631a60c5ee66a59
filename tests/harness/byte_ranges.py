"""Which bytes of which resource every `stream.binding.subspan` touches.

An independent semantic checker for `fuse-dispatch-bindings`: it shares no code
with the pass's analysis and knows nothing of its plan.  So it keeps its own
copies of the IR helpers (`_symbol_name`, `_lookup_function`) on purpose rather
than using `xdsl_stream.core.ir_helpers`: a bug there must not hide itself.  For every dispatch site,
every entry point the site names, and every subspan in that entry point's
function, it computes the resource the subspan reads or writes, the absolute
byte offset it starts at (a symbolic sum) and the access the site grants.
Binding fusion must leave all of these unchanged, except that access may widen.

Semantics: at a site, a subspan of the k-th binding argument at byte offset `B`
starts at byte `resource_offsets[k] + B` of `resources[k]`.  `B` is evaluated in
the function: `arith.constant` and `arith.addi` are interpreted, the j-th
non-binding argument is the site's j-th uniform operand, anything else is an
uninterpreted term of its evaluated operands.  Host values are evaluated the
same way (constants and `arith.addi` interpreted, other values opaque), and a
resource captured by `stream.cmd.execute` is the outer value it captures.

Opaque values are named structurally, not by SSA name, so that a module and its
rewritten copy (or `iree-opt`'s output) name them alike: a function argument by
its position, an op result by the op's name and its ordinal among the ops of that
name in its function, in walk order.

`check_values_preserved` is the same kind of check for the values a kernel
computes with (its uniform operands, constants inlined or not, its workload
ordinals and workgroup count), which `fold-uniform-operands` must keep.

Run as `PYTHONPATH=tests python -m harness.byte_ranges BEFORE.mlir AFTER.mlir`.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

from xdsl.context import Context
from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, StringAttr, SymbolRefAttr
from xdsl.ir import Block, BlockArgument, Operation, OpResult, SSAValue
from xdsl.parser import Parser
from xdsl.utils.exceptions import ParseError

from harness.packed_bits import UNPACKED, Bits, bit_width, interpret
from xdsl_stream.dialects.stream import (
    BindingSubspanOp,
    BindingType,
    CmdDispatchOp,
    CmdExecuteOp,
    ExecutableExportOp,
    ExecutableOp,
    ResourceAccess,
)
from xdsl_stream.universe import make_context

# ===----------------------------------------------------------------------=== #
# Symbolic sums
# ===----------------------------------------------------------------------=== #


@dataclass(frozen=True)
class SymSum:
    """`constant + t1 + t2 + ...`: an integer plus a multiset of opaque terms."""

    constant: int = 0
    terms: tuple[tuple[str, int], ...] = ()
    """(term, multiplicity) pairs, sorted by term, multiplicities positive."""

    @staticmethod
    def of_term(term: str) -> SymSum:
        """The sum made of one opaque term."""
        return SymSum(0, ((term, 1),))

    def __add__(self, other: SymSum) -> SymSum:
        counts = Counter(dict(self.terms))
        counts.update(dict(other.terms))
        return SymSum(self.constant + other.constant, tuple(sorted(counts.items())))

    @property
    def is_zero(self) -> bool:
        return self.constant == 0 and not self.terms

    def __str__(self) -> str:
        parts = [t if n == 1 else f"{n}*{t}" for t, n in self.terms]
        if self.constant or not parts:
            parts.append(str(self.constant))
        return " + ".join(parts)


# ===----------------------------------------------------------------------=== #
# Records
# ===----------------------------------------------------------------------=== #


class SiteKey(NamedTuple):
    """A dispatch site: its enclosing function and its ordinal in walk order."""

    scope: str
    ordinal: int


class SubspanKey(NamedTuple):
    """A subspan: export and function reached, ordinal in the function's walk."""

    export: str
    function: str
    ordinal: int


class RangeKey(NamedTuple):
    """One subspan as reached from one site: the unit the checker compares."""

    site: SiteKey
    subspan: SubspanKey


@dataclass(frozen=True)
class ByteRange:
    """What one subspan touches when reached from one dispatch site."""

    resource: str | None
    """Stable identity of the resource (None: the binding is unresolvable)."""
    offset: SymSum
    """Absolute byte offset into the resource."""
    access: ResourceAccess
    binding_offset: SymSum
    """The site's offset of the binding's range."""
    binding_length: SymSum
    resource_size: SymSum
    note: str | None = None
    """Why `resource` is None, if it is."""


@dataclass
class ByteRanges:
    """`compute_byte_ranges` with the sites and exports it could not follow."""

    ranges: dict[RangeKey, ByteRange] = field(default_factory=dict[RangeKey, ByteRange])
    problems: list[str] = field(default_factory=list[str])


# ===----------------------------------------------------------------------=== #
# Structural names
# ===----------------------------------------------------------------------=== #


def _symbol_name(op: Operation) -> str | None:
    name = op.properties.get("sym_name", op.attributes.get("sym_name"))
    return name.data if isinstance(name, StringAttr) else None


def _scope_of(op: Operation) -> Operation:
    """The op's ancestor (or itself) directly inside a `builtin.module`."""
    current = op
    while True:
        parent = current.parent_op()
        if parent is None or isinstance(parent, ModuleOp):
            return current
        current = parent


class _Names:
    """Stable names for scopes, ops and values of one module (built lazily)."""

    def __init__(self) -> None:
        self._scopes: dict[Operation, str] = {}
        self._ordinals: dict[Operation, dict[Operation, int]] = {}

    def scope(self, scope: Operation) -> str:
        """`@a::@b` from the symbols of `scope` and its ancestors."""
        name = self._scopes.get(scope)
        if name is None:
            parts: list[str] = []
            op: Operation | None = scope
            while op is not None:
                symbol = _symbol_name(op)
                if symbol is not None:
                    parts.append(f"@{symbol}")
                elif op is scope:
                    parts.append(f"{op.name}#{self._sibling_ordinal(op)}")
                op = op.parent_op()
            name = self._scopes[scope] = "::".join(reversed(parts))
        return name

    @staticmethod
    def _sibling_ordinal(op: Operation) -> int:
        block = op.parent_block()
        if block is None:
            return 0
        same = [o for o in block.ops if o.name == op.name]
        return same.index(op)

    def op(self, op: Operation) -> str:
        """`scope:op.name#n`: n-th op of that name in the scope, in walk order."""
        scope = _scope_of(op)
        ordinals = self._ordinals.get(scope)
        if ordinals is None:
            counts: Counter[str] = Counter()
            ordinals = {}
            for inner in scope.walk():
                ordinals[inner] = counts[inner.name]
                counts[inner.name] += 1
            self._ordinals[scope] = ordinals
        return f"{self.scope(scope)}:{op.name}#{ordinals[op]}"

    def value(self, value: SSAValue) -> str:
        """A name for `value` that survives renaming and unrelated insertions."""
        if isinstance(value, OpResult):
            return f"{self.op(value.op)}:{value.index}"
        assert isinstance(value, BlockArgument)
        block = value.block
        parent = block.parent_op()
        if parent is None:
            return f"<detached>:arg{value.index}"
        region = block.parent_region()
        assert region is not None
        region_index = parent.regions.index(region)
        block_index = list(region.blocks).index(block)
        if _scope_of(parent) is parent and (region_index, block_index) == (0, 0):
            return f"{self.scope(parent)}:arg{value.index}"
        where = f"r{region_index}b{block_index}"
        return f"{self.op(parent)}:{where}:arg{value.index}"


# ===----------------------------------------------------------------------=== #
# Evaluation
# ===----------------------------------------------------------------------=== #


def _constant(op: Operation) -> int | None:
    if isinstance(op, arith.ConstantOp) and isinstance(op.value, IntegerAttr):
        return op.value.value.data
    return None


def _outer_resource(value: SSAValue) -> SSAValue:
    """Follow `stream.cmd.execute` captures out to the captured value."""
    while isinstance(value, BlockArgument):
        parent = value.block.parent_op()
        if not isinstance(parent, CmdExecuteOp) or value.block is not parent.body.block:
            break
        value = parent.resource_operands[value.index]
    return value


class _Evaluator:
    """Memoized evaluation of SSA values to symbolic sums."""

    _memo: dict[SSAValue, SymSum]

    def bits(self, value: SSAValue) -> Bits | None:
        """`value` as bits (`packed_bits.Bits`), if its type has a width."""
        return _value_bits(value, self)

    def __call__(self, value: SSAValue) -> SymSum:
        result = self._memo.get(value)
        if result is None:
            result = self._memo[value] = self._evaluate(value)
        return result

    def _evaluate(self, value: SSAValue) -> SymSum:
        raise NotImplementedError


class _HostEvaluator(_Evaluator):
    """Host-side values as symbolic sums (constants and adds interpreted, and
    the ops that split a value into push-constant words: `packed_bits`)."""

    def __init__(self, names: _Names) -> None:
        self.names = names
        self._memo = {}
        self._bits: dict[SSAValue, Bits | None] = {}
        self.parts: dict[SymSum, tuple[str, SymSum]] = {}
        """`complex.re`/`complex.im` results: (the part, the whole)."""

    def bits(self, value: SSAValue) -> Bits | None:
        """`value` as bits (`packed_bits.Bits`), if its type has a width."""
        if value not in self._bits:
            self._bits[value] = _value_bits(value, self)
        return self._bits[value]

    def _evaluate(self, value: SSAValue) -> SymSum:
        owner = value.owner
        if isinstance(owner, Operation):
            constant = _constant(owner)
            if constant is not None:
                return SymSum(constant)
            if isinstance(owner, arith.AddiOp):
                return self(owner.lhs) + self(owner.rhs)
            if owner.name in UNPACKED and (bits := self.bits(value)) is not None:
                return _bits_sum(bits)
            if owner.name in ("complex.re", "complex.im"):
                whole = self(owner.operands[0])
                part = SymSum.of_term(f"{owner.name}({whole})")
                self.parts[part] = (owner.name, whole)
                return part
        return SymSum.of_term(self.names.value(value))

    def complex_of(self, real: SymSum, imaginary: SymSum) -> SymSum | None:
        """The complex value whose parts `real` and `imaginary` are, if any."""
        re, im = self.parts.get(real), self.parts.get(imaginary)
        if re is None or im is None or re[1] != im[1]:
            return None
        return re[1] if (re[0], im[0]) == ("complex.re", "complex.im") else None


def _value_bits(value: SSAValue, evaluate: _Evaluator) -> Bits | None:
    """`value`'s bits: interpreted through the ops of `UNPACKED`, else all
    the bits of its symbolic sum (a constant's as a number)."""
    owner = value.owner
    if isinstance(owner, Operation) and owner.name in UNPACKED:
        return interpret(owner, lambda n: evaluate.bits(owner.operands[n]))
    where = owner if isinstance(owner, Operation) else owner.parent_op()
    width = bit_width(value.type, where) if where is not None else None
    if width is None:
        return None
    whole = evaluate(value)
    if not whole.terms:
        return Bits(width, (), whole.constant & ((1 << width) - 1))
    return Bits.whole(whole, width)


def _bits_sum(bits: Bits) -> SymSum:
    """`bits` as a symbolic sum: the host value it is all of, a constant, or
    a term naming its pieces."""
    source = bits.source()
    if isinstance(source, SymSum):
        return source
    constant = bits.signed_constant()
    return SymSum(constant) if constant is not None else SymSum.of_term(str(bits))


class _FunctionEvaluator(_Evaluator):
    """Values of a dispatch function as seen from one site."""

    def __init__(
        self,
        function: Operation,
        function_name: str,
        site: CmdDispatchOp,
        host: _HostEvaluator,
        names: _Names,
    ) -> None:
        self.function = function
        self.function_name = function_name
        self.site = site
        self.host = host
        self.names = names
        entry = _entry_block(function)
        self.entry = entry
        self.uniform_position: dict[BlockArgument, int] = {}
        if entry is not None:
            others = [a for a in entry.args if not isinstance(a.type, BindingType)]
            self.uniform_position = {a: i for i, a in enumerate(others)}
        self._memo = {}

    def _evaluate(self, value: SSAValue) -> SymSum:
        if isinstance(value, BlockArgument):
            if value.block is self.entry:
                position = self.uniform_position.get(value)
                if position is None:
                    return SymSum.of_term(f"{self.function_name}:binding{value.index}")
                operands = self.site.uniform_operands
                if position < len(operands):
                    return self.host(operands[position])
                return SymSum.of_term(f"<missing uniform operand #{position}>")
            return SymSum.of_term(self.names.value(value))
        owner = value.owner
        assert isinstance(owner, Operation)
        constant = _constant(owner)
        if constant is not None:
            return SymSum(constant)
        if isinstance(owner, arith.AddiOp):
            return self(owner.lhs) + self(owner.rhs)
        assert isinstance(value, OpResult)
        operands = ", ".join(f"[{self(o)}]" for o in owner.operands)
        return SymSum.of_term(f"{self.names.op(owner)}:{value.index}({operands})")


# ===----------------------------------------------------------------------=== #
# Module walk
# ===----------------------------------------------------------------------=== #


def _entry_block(function: Operation) -> Block | None:
    if not function.regions:
        return None
    return function.regions[0].blocks.first


def _executables(module: ModuleOp) -> dict[str, ExecutableOp]:
    """The module's executables by name (the first of each name), read once
    per analysis: a scan of the module per site would be quadratic."""
    found: dict[str, ExecutableOp] = {}
    for op in module.body.block.ops:
        if isinstance(op, ExecutableOp):
            found.setdefault(op.sym_name.data, op)
    return found


def _lookup_export(
    executables: dict[str, ExecutableOp], ref: SymbolRefAttr
) -> ExecutableExportOp | None:
    nested = ref.nested_references.data
    executable = executables.get(ref.root_reference.data)
    if len(nested) != 1 or executable is None:
        return None
    for export in executable.exports:
        if export.sym_name.data == nested[0].data:
            return export
    return None


def _lookup_function(export: ExecutableExportOp) -> Operation | None:
    executable = export.parent_op()
    if not isinstance(executable, ExecutableOp):
        return None
    wanted = export.function_ref.root_reference.data
    for op in executable.body.block.ops:
        if isinstance(op, ModuleOp):
            for inner in op.body.block.ops:
                if _symbol_name(inner) == wanted:
                    return inner
    return None


def _sites(module: ModuleOp) -> Iterator[tuple[SiteKey, CmdDispatchOp]]:
    names = _Names()
    counts: Counter[str] = Counter()
    for op in module.walk():
        if isinstance(op, CmdDispatchOp):
            scope = names.scope(_scope_of(op))
            yield SiteKey(scope, counts[scope]), op
            counts[scope] += 1


def compute_byte_ranges(module: ModuleOp) -> dict[RangeKey, ByteRange]:
    """Every (site, subspan) of `module` and the bytes it touches."""
    return analyze_byte_ranges(module).ranges


def analyze_byte_ranges(module: ModuleOp) -> ByteRanges:
    """`compute_byte_ranges` plus the entry points that could not be followed."""
    result = ByteRanges()
    names = _Names()
    host = _HostEvaluator(names)
    for site_key, site, ref, export, function in _site_entry_points(module):
        if export is None:
            result.problems.append(f"site {_site_text(site_key)}: no export {ref}")
        elif function is None:
            result.problems.append(
                f"site {_site_text(site_key)}: export {ref} has no function body "
                f"@{export.function_ref.root_reference.data}"
            )
        else:
            _add_function_ranges(
                result, site_key, site, str(ref), function, host, names
            )
    return result


def _site_entry_points(
    module: ModuleOp,
) -> Iterator[
    tuple[
        SiteKey,
        CmdDispatchOp,
        SymbolRefAttr,
        ExecutableExportOp | None,
        Operation | None,
    ]
]:
    """Each site and entry point it names, with the export (None if none)
    and the export's function (None if it has no body)."""
    executables = _executables(module)
    for site_key, site in _sites(module):
        for ref in site.entry_points.data:
            export = _lookup_export(executables, ref)
            function = _lookup_function(export) if export is not None else None
            if function is not None and _entry_block(function) is None:
                function = None
            yield site_key, site, ref, export, function


def _add_function_ranges(
    result: ByteRanges,
    site_key: SiteKey,
    site: CmdDispatchOp,
    export_name: str,
    function: Operation,
    host: _HostEvaluator,
    names: _Names,
) -> None:
    function_name = names.scope(function)
    evaluate = _FunctionEvaluator(function, function_name, site, host, names)
    entry = evaluate.entry
    assert entry is not None
    bindings = [a for a in entry.args if isinstance(a.type, BindingType)]
    position = {a: i for i, a in enumerate(bindings)}
    accesses = site.accesses
    subspans = (op for op in function.walk() if isinstance(op, BindingSubspanOp))
    for ordinal, subspan in enumerate(subspans):
        key = RangeKey(site_key, SubspanKey(export_name, function_name, ordinal))
        inner = evaluate(subspan.byte_offset)
        binding = subspan.binding
        k = position.get(binding) if isinstance(binding, BlockArgument) else None
        if k is None or k >= len(site.resources):
            note = (
                "binding is not an argument of the function"
                if k is None
                else f"binding #{k} but the site has {len(site.resources)} resources"
            )
            result.ranges[key] = ByteRange(
                None, inner, ResourceAccess.NONE, SymSum(), SymSum(), SymSum(), note
            )
            continue
        offset = host(site.resource_offsets[k])
        result.ranges[key] = ByteRange(
            resource=names.value(_outer_resource(site.resources[k])),
            offset=offset + inner,
            access=accesses[k],
            binding_offset=offset,
            binding_length=host(site.resource_lengths[k]),
            resource_size=host(site.resource_sizes[k]),
        )


# ===----------------------------------------------------------------------=== #
# Comparison
# ===----------------------------------------------------------------------=== #


def _access_text(access: ResourceAccess) -> str:
    return access.keyword if access in (1, 2, 3) else "none"


def _covers(after: ByteRange, before: ByteRange) -> bool:
    """Whether the binding range after provably contains the one before."""
    if (after.binding_offset, after.binding_length) == (
        before.binding_offset,
        before.binding_length,
    ):
        return True
    return (
        after.binding_offset.is_zero
        and after.binding_length == after.resource_size
        and after.resource_size == before.resource_size
    )


def _site_text(site: SiteKey) -> str:
    return f"{site.scope}#{site.ordinal}"


def _where(key: RangeKey) -> str:
    site, sub = key
    return (
        f"site {_site_text(site)} -> {sub.export} "
        f"({sub.function}, subspan #{sub.ordinal})"
    )


def check_fusion_preserves(
    before: ModuleOp | ByteRanges, after: ModuleOp | ByteRanges
) -> list[str]:
    """Human-readable differences that binding fusion must not introduce.

    Every (site, subspan) must touch the same resource at the same absolute
    offset; its access may only widen; its binding range must still contain
    the original one.
    """
    old = before if isinstance(before, ByteRanges) else analyze_byte_ranges(before)
    new = after if isinstance(after, ByteRanges) else analyze_byte_ranges(after)
    violations = [f"after: {p}" for p in new.problems if p not in old.problems]
    for key, was in old.ranges.items():
        now = new.ranges.get(key)
        where = _where(key)
        if now is None:
            violations.append(f"{where}: missing after the pass")
            continue
        if was.resource is None or now.resource is None:
            if (was.resource, was.note) != (now.resource, now.note):
                violations.append(
                    f"{where}: unresolved binding changed: "
                    f"{was.note or was.resource} -> {now.note or now.resource}"
                )
            continue
        if now.resource != was.resource:
            violations.append(
                f"{where}: resource changed from {was.resource} to {now.resource}"
            )
        if now.offset != was.offset:
            violations.append(
                f"{where}: byte offset changed from {was.offset} to {now.offset}"
            )
        if was.access & ~now.access:
            violations.append(
                f"{where}: access narrowed from {_access_text(was.access)} to "
                f"{_access_text(now.access)}"
            )
        if not _covers(now, was):
            violations.append(
                f"{where}: binding range [{now.binding_offset} for "
                f"{now.binding_length}] does not cover [{was.binding_offset} for "
                f"{was.binding_length}]"
            )
    for key in new.ranges.keys() - old.ranges.keys():
        violations.append(f"{_where(key)}: appeared after the pass")
    return violations


# ===----------------------------------------------------------------------=== #
# Kernel values
# ===----------------------------------------------------------------------=== #

_WORKLOAD_ORDINAL = "iree_tensor_ext.dispatch.workload.ordinal"
_ARITHMETIC = (arith.ConstantOp, arith.AddiOp, BindingSubspanOp)
"""Evaluated through, not compared: fusion and the fold add and drop them."""
_REBUILT = frozenset({*UNPACKED, "complex.create"})
"""Evaluated through, not compared: pack adds them to rebuild a value."""


class _KernelEvaluator(_FunctionEvaluator):
    """`_FunctionEvaluator` for the values a kernel computes with: a subspan's
    result is named by the subspan alone (the byte-range check covers where
    it points), a non-integer constant by its value, and a value pack rebuilt
    from push-constant words by what the words hold (`packed_bits`)."""

    def bits(self, value: SSAValue) -> Bits | None:
        """A uniform argument's bits are its host operand's."""
        if isinstance(value, BlockArgument) and value.block is self.entry:
            position = self.uniform_position.get(value)
            operands = self.site.uniform_operands
            if position is not None and position < len(operands):
                return self.host.bits(operands[position])
        return super().bits(value)

    def _evaluate(self, value: SSAValue) -> SymSum:
        owner = value.owner
        if isinstance(owner, BindingSubspanOp):
            return SymSum.of_term(self.names.value(value))
        if isinstance(owner, arith.ConstantOp) and _constant(owner) is None:
            return SymSum.of_term(f"constant {owner.value}")
        if isinstance(owner, Operation) and owner.name in UNPACKED:
            bits = self.bits(value)
            if bits is not None:
                return _bits_sum(bits)
        if isinstance(owner, Operation) and owner.name == "complex.create":
            parts = [self(operand) for operand in owner.operands]
            whole = self.host.complex_of(*parts) if len(parts) == 2 else None
            if whole is not None:
                return whole
        return super()._evaluate(value)


def _function_values(
    site: CmdDispatchOp, function: Operation, evaluate: _KernelEvaluator
) -> Iterator[tuple[str, SymSum]]:
    """What each operand of each kernel op is when `site` runs `function`."""
    for op in function.walk():
        if isinstance(op, _ARITHMETIC) or op.name in _REBUILT or op is function:
            continue
        where = evaluate.names.op(op)
        for n, operand in enumerate(op.operands):
            if not isinstance(operand.type, BindingType):
                yield f"{where} operand #{n}", evaluate(operand)
        ordinal = op.properties.get("ordinal", op.attributes.get("ordinal"))
        if _op_name(op) == _WORKLOAD_ORDINAL and isinstance(ordinal, IntegerAttr):
            k = ordinal.value.data
            workload = site.workload
            value = evaluate.host(workload[k]) if k < len(workload) else None
            yield f"{where} workload ordinal", value or SymSum.of_term("<none>")


def _workgroup_values(
    site: CmdDispatchOp, export: ExecutableExportOp, host: _HostEvaluator
) -> Iterator[tuple[str, SymSum]]:
    """The workgroup count `export`'s region computes from `site`'s workload."""
    block = export.workgroup_count.blocks.first
    if block is None or len(block.args) != len(site.workload):
        return
    arguments: dict[SSAValue, SymSum] = {
        a: host(v) for a, v in zip(block.args, site.workload, strict=True)
    }

    def evaluate(value: SSAValue) -> SymSum:
        if value in arguments:
            return arguments[value]
        owner = value.owner
        assert isinstance(owner, Operation)
        constant = _constant(owner)
        if constant is not None:
            return SymSum(constant)
        inner = ", ".join(f"[{evaluate(o)}]" for o in owner.operands)
        return SymSum.of_term(f"{_op_name(owner)}({inner})")

    last = block.last_op
    for n, operand in enumerate(last.operands if last is not None else ()):
        yield f"workgroup count #{n}", evaluate(operand)


def _op_name(op: Operation) -> str:
    name = op.attributes.get("op_name__")
    return name.data if isinstance(name, StringAttr) else op.name


def kernel_values(module: ModuleOp) -> dict[tuple[SiteKey, str, str], SymSum]:
    """Every value a dispatched kernel computes with, per site and entry point.

    Each operand of each op of the entry function (other than constants,
    adds and subspans, which are evaluated through), the workload value each
    `iree_tensor_ext.dispatch.workload.ordinal` names, and the workgroup
    count of the export's region: as symbolic sums of host values.
    """
    values: dict[tuple[SiteKey, str, str], SymSum] = {}
    names = _Names()
    host = _HostEvaluator(names)
    for site_key, site, ref, export, function in _site_entry_points(module):
        if export is None or function is None:
            continue
        function_name = names.scope(function)
        evaluate = _KernelEvaluator(function, function_name, site, host, names)
        found = [
            *_function_values(site, function, evaluate),
            *_workgroup_values(site, export, host),
        ]
        for where, value in found:
            values[(site_key, str(ref), where)] = value
    return values


def check_values_preserved(before: ModuleOp, after: ModuleOp) -> list[str]:
    """Human-readable differences in what kernels compute with (`kernel_values`):
    `fold-uniform-operands` (and fusion) must leave every one unchanged."""
    old, new = kernel_values(before), kernel_values(after)
    violations: list[str] = []
    for key, was in old.items():
        site, export, where = key
        now = new.get(key)
        if now != was:
            violations.append(
                f"site {_site_text(site)} -> {export}, {where}: {was} became "
                f"{'nothing' if now is None else now}"
            )
    for site, export, where in new.keys() - old.keys():
        violations.append(f"site {_site_text(site)} -> {export}, {where}: appeared")
    return violations


# ===----------------------------------------------------------------------=== #
# Command line
# ===----------------------------------------------------------------------=== #


def split_input(text: str) -> list[str]:
    """Chunks of an `--split-input-file` input."""
    return [chunk for chunk in text.split("// -----") if chunk.strip()]


def parse_module(ctx: Context, text: str, name: str = "<input>") -> ModuleOp:
    return Parser(ctx, text, name).parse_module()


def main(argv: Sequence[str] | None = None) -> int:
    """Compare two modules; print the violations; 1 if any, 2 if unparsable."""
    args = argparse.ArgumentParser(
        description="Check that binding fusion preserved every subspan's bytes."
    )
    args.add_argument("before", type=Path)
    args.add_argument("after", type=Path)
    args.add_argument("--allow-unregistered-dialect", action="store_true")
    args.add_argument(
        "--split-input-file",
        action="store_true",
        help="compare the `// -----` chunks of both files pairwise",
    )
    ns = args.parse_args(argv)
    ctx = make_context(allow_unregistered=ns.allow_unregistered_dialect)
    texts = [ns.before.read_text(), ns.after.read_text()]
    chunks = [split_input(t) if ns.split_input_file else [t] for t in texts]
    if len(chunks[0]) != len(chunks[1]):
        print(
            f"{len(chunks[0])} chunks before but {len(chunks[1])} after",
            file=sys.stderr,
        )
        return 1
    violations: list[str] = []
    for n, (old, new) in enumerate(zip(*chunks, strict=True)):
        prefix = f"chunk {n}: " if ns.split_input_file else ""
        try:
            before = parse_module(ctx, old, str(ns.before))
            after = parse_module(ctx, new, str(ns.after))
        except ParseError as error:
            print(f"{prefix}{error}", file=sys.stderr)
            return 2
        violations += [prefix + v for v in check_fusion_preserves(before, after)]
    for violation in violations:
        print(violation)
    return 1 if violations else 0


if __name__ == "__main__":
    sys.exit(main())
