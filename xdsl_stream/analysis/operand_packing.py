"""How `pack-dispatch-operands` turns each dispatch operand into 32-bit words.

IREE's rules (`--iree-stream-pack-dispatch-operands`), per operand type:

* `complex<T>`: its real part, then its imaginary part, each packed as a `T`;
* `index`: cast (`arith.index_castui`) to the resource config's `index_bits`
  (`index_bits_of`), then packed as that integer;
* a float: bitcast to the integer of its width;
* an integer narrower than 32 bits: zero-extended to `i32` (one word); one of
  33 to 63 bits: zero-extended to `i64`; a 64-bit integer: split into its low
  and high words.

The kernel rebuilds the value from its words in the same order.  Where IREE
3.13 is wrong this module says what the package does instead (and
`docs/iree-stream-facts.md` records it): an `i31` is extended like any
narrower integer (IREE leaves it `i31` at the site while the kernel expects
`i32`), and types wider than 64 bits, or that are neither integers, floats,
`index` nor complex numbers, are refused with a located error.

A complex number of integers is refused too: the kernel would rebuild it
with `complex.create`, which takes floats only (IREE 3.13 builds it, and its
verifier then refuses the kernel).

`analyze_packing` finds every function and dispatch site to rewrite, the index
width each uses, and the problems that must stop the pass.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from xdsl.dialects.builtin import (
    AnyFloat,
    ComplexType,
    FunctionType,
    IndexType,
    IntegerType,
    ModuleOp,
    NoneAttr,
    StringAttr,
)
from xdsl.ir import Attribute, Block, Operation
from xdsl.utils.hints import isa

from xdsl_stream.analysis.export_groups import Problem, function_entry_block
from xdsl_stream.core.ir_helpers import constant_index
from xdsl_stream.dialects.stream import (
    RESOURCE_CONFIG_ATTR_NAME,
    CmdDispatchOp,
    ExecutableExportOp,
    ExecutableOp,
    ResourceConfigAttr,
)

WORD_BITS = 32
"""A push constant is a 32-bit word."""

DEFAULT_INDEX_BITS = 64
"""IREE's `--iree-stream-resource-index-bits` default: the width of `index`
where no `stream.resources` config is found."""

CONFIG_INDEX_BITS = 32
"""The width IREE reads from a `#stream.resource_config` without `index_bits`."""

MAX_INDEX_BITS = 64
"""The widest index the kernel can rebuild (two words)."""


def index_bits_of(op: Operation, default: int = DEFAULT_INDEX_BITS) -> int:
    """`index_bits` of the nearest `stream.resources` config on `op` or an
    ancestor (32 if that config omits the key), else `default`."""
    current: Operation | None = op
    while current is not None:
        config = current.attributes.get(RESOURCE_CONFIG_ATTR_NAME)
        if isinstance(config, ResourceConfigAttr):
            bits = config.index_bits
            return CONFIG_INDEX_BITS if isinstance(bits, NoneAttr) else bits.data
        current = current.parent_op()
    return default


def scalar_width(type: Attribute, index_bits: int) -> int | None:
    """The bit width a non-complex operand is packed with (`index` at
    `index_bits`), None for a type the pass cannot pack."""
    if isinstance(type, IndexType):
        return index_bits if 0 < index_bits <= MAX_INDEX_BITS else None
    signed = isinstance(type, IntegerType) and type != IntegerType(type.bitwidth)
    if isinstance(type, IntegerType | AnyFloat) and not signed:
        width = type.bitwidth
        return width if 0 < width <= 2 * WORD_BITS else None
    return None


def packable(type: Attribute, index_bits: int) -> bool:
    """Whether an operand of `type` fits in 32-bit words that the kernel can
    rebuild it from (a complex number if its parts do)."""
    if isa(type, ComplexType):  # (MLIR's `complex` ops take float parts only)
        element = type.element_type
        return isinstance(element, AnyFloat) and packable(element, index_bits)
    return scalar_width(type, index_bits) is not None


# ===----------------------------------------------------------------------=== #
# The analysis
# ===----------------------------------------------------------------------=== #


@dataclass(frozen=True)
class PackedFunction:
    """A public function of an executable whose arguments the pass rebuilds."""

    function: Operation
    block: Block
    index_bits: int


@dataclass(frozen=True)
class PackedSite:
    """A dispatch site whose uniform operands the pass splits into words."""

    site: CmdDispatchOp
    index_bits: int


@dataclass
class PackingAnalysis:
    """What `pack-dispatch-operands` rewrites, and what stops it."""

    functions: list[PackedFunction] = field(default_factory=list[PackedFunction])
    sites: list[PackedSite] = field(default_factory=list[PackedSite])
    problems: list[Problem] = field(default_factory=list[Problem])
    deviations: list[Operation] = field(default_factory=list[Operation])
    """Private functions rebuilt where IREE 3.13 leaves them (invalid IR)."""


def public_functions(executable: ExecutableOp) -> Iterator[Operation]:
    """The public function-like ops of `executable`'s inner module."""
    inner = executable.inner_module
    if inner is None:
        return
    for op in inner.body.block.ops:
        visibility = op.properties.get(
            "sym_visibility", op.attributes.get("sym_visibility")
        )
        public = visibility is None or (
            isinstance(visibility, StringAttr) and visibility.data == "public"
        )
        if public and "function_type" in (op.properties.keys() | op.attributes.keys()):
            yield op


def _has_index(type: Attribute) -> bool:
    return isinstance(type, IndexType)


def changes(function: Operation) -> bool:
    """Packing rebuilds some argument of `function` (one not `i32` and not
    passed through)."""
    block = function_entry_block(function)
    if block is None:
        return False
    return any(
        not _passes_through(a.type) and a.type != IntegerType(WORD_BITS)
        for a in block.args
    )


def _unpackable(types: Iterator[Attribute], index_bits: int) -> list[Attribute]:
    return [t for t in types if not packable(t, index_bits)]


def _function(op: Operation, default: int) -> PackedFunction | Problem | None:
    block = function_entry_block(op)
    if block is None:
        return Problem(op, "a public dispatch function without a body", True)
    written = op.properties.get("function_type", op.attributes.get("function_type"))
    if not isinstance(written, FunctionType):  # an `llvm.func`, say
        if not changes(op):
            return None  # nothing to rebuild (IREE 3.13 crashes setting its type)
        return Problem(
            op,
            f"cannot pack the arguments of a function of type {written}: "
            "the pass rebuilds functions of builtin function types only",
            True,
        )
    bits = index_bits_of(op, default)
    args = (a.type for a in block.args if not _passes_through(a.type))
    bad = _unpackable(args, bits)
    if bad:
        return Problem(op, _type_message("an argument", bad[0], bits), True)
    return PackedFunction(op, block, bits)


def _passes_through(type: Attribute) -> bool:
    """Arguments IREE leaves as they are (`!stream.binding`, ...)."""
    return not isinstance(type, IndexType | IntegerType | ComplexType | AnyFloat)


def _type_message(what: str, type: Attribute, index_bits: int) -> str:
    if isinstance(type, IndexType):
        return (
            f"cannot pack {what} of type index with index_bits = {index_bits}: "
            f"1 to {MAX_INDEX_BITS} bits fit in push constants"
        )
    return (
        f"cannot pack {what} of type {type} into 32-bit push constants: "
        "integers and floats of at most 64 bits, and complex numbers of such floats, only"
    )


def _site(site: CmdDispatchOp, default: int) -> PackedSite | Problem | None:
    exports = [e for e in site.lookup_exports() if e is not None]
    if not exports:
        return None  # IREE leaves a site it cannot resolve alone
    widths = {index_bits_of(e, default) for e in exports}
    if len(widths) > 1:
        return Problem(
            site,
            "the exports of this dispatch pack index operands with different "
            f"index_bits ({', '.join(map(str, sorted(widths)))})",
            True,
        )
    bits = widths.pop()
    bad = _unpackable((o.type for o in site.uniform_operands), bits)
    if bad:
        return Problem(site, _type_message("a dispatch operand", bad[0], bits), True)
    if (value := _index_past_width(site, bits)) is not None:
        return Problem(
            site,
            f"a dispatch operand is {value} : index, which the kernel's "
            f"index_bits = {bits} cannot hold (IREE truncates it)",
            True,
        )
    return PackedSite(site, bits)


def _index_past_width(site: CmdDispatchOp, bits: int) -> int | None:
    """A constant `index` operand of `site` that `bits` bits, the kernel's
    index width, cannot hold (as an unsigned or a signed number): packed, it
    would reach the kernel truncated, another value than the one passed."""
    if bits >= 64:
        return None
    for operand in site.uniform_operands:
        if isinstance(operand.type, IndexType):
            value = constant_index(operand)
            if value is not None and not -(1 << (bits - 1)) <= value < 1 << bits:
                return value
    return None


def _disagreements(
    sites: list[PackedSite], functions: list[PackedFunction]
) -> Iterator[Problem]:
    """Sites whose export's function rebuilds index operands at another width."""
    by_function = {f.function: f.index_bits for f in functions}
    for packed in sites:
        if not any(_has_index(o.type) for o in packed.site.uniform_operands):
            continue  # the widths never meet
        for export in packed.site.lookup_exports():
            if not isinstance(export, ExecutableExportOp):
                continue
            function = export.lookup_function()
            bits = by_function.get(function) if function is not None else None
            if bits is not None and bits != packed.index_bits:
                yield Problem(
                    packed.site,
                    f"the site packs index operands with index_bits = "
                    f"{packed.index_bits} but @{export.sym_name.data}'s function "
                    f"rebuilds them with index_bits = {bits}",
                    True,
                )


def _site_functions(sites: list[PackedSite]) -> list[Operation]:
    """The functions the sites' exports name, in order of first use."""
    found: list[Operation] = []
    for packed in sites:
        for export in packed.site.lookup_exports():
            function = export.lookup_function() if export is not None else None
            if function is not None and function not in found:
                found.append(function)
    return found


def _add_function(result: PackingAnalysis, op: Operation, default: int) -> None:
    found = _function(op, default)
    if isinstance(found, Problem):
        result.problems.append(found)
    elif found is not None:
        result.functions.append(found)


def analyze_packing(
    module: ModuleOp, default_index_bits: int = DEFAULT_INDEX_BITS
) -> PackingAnalysis:
    """Every dispatch site of `module` and every function to rebuild, with the
    index width of each, and the problems that stop the pass (all errors).

    The functions are the public ones of every executable (IREE's) and the
    private ones a packed site dispatches, which IREE leaves as they were
    while packing their sites (invalid IR); these are also `deviations`.
    """
    result = PackingAnalysis()
    for op in module.walk():
        if isinstance(op, CmdDispatchOp):
            found = _site(op, default_index_bits)
            if isinstance(found, Problem):
                result.problems.append(found)
            elif found is not None:
                result.sites.append(found)
    public: list[Operation] = []
    for op in module.body.block.ops:
        if isinstance(op, ExecutableOp):
            public += public_functions(op)
    for function in public:
        _add_function(result, function, default_index_bits)
    for function in _site_functions(result.sites):
        if function not in public and changes(function):
            result.deviations.append(function)
            _add_function(result, function, default_index_bits)
    result.problems += _disagreements(result.sites, result.functions)
    return result
