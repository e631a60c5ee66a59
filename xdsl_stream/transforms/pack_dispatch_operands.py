"""`pack-dispatch-operands`: dispatch operands as 32-bit push-constant words.

The port of IREE's `--iree-stream-pack-dispatch-operands`, run after
`annotate-dispatch-arguments` in IREE's binding segment.  Each uniform operand
of a `stream.cmd.dispatch` becomes one or two `i32` words by the rules of
`xdsl_stream.analysis.operand_packing`; every public function of every
executable gets `i32` arguments in their place and rebuilds the old value at
the top of its body, so the kernel computes with what the host passed:

* host side, right before the enclosing `stream.cmd.execute`: complex values
  split with `complex.re`/`complex.im`, `index` cast with
  `arith.index_castui`, floats `arith.bitcast`, narrow integers `arith.extui`
  to `i32` (or `i64`), 64-bit values split into `arith.trunci` (low word) and
  `arith.trunci(arith.shrui(v, 32))` (high word).  These fold as MLIR's
  `createOrFold` folds them (constants, `trunci` of `extui`, `extui` of
  `extui`, an `index_castui` back to the type its operand was cast from), so
  the text is iree-opt's;
* kernel side: `lo | hi << 32` from two words, then `arith.index_castui`,
  `arith.trunci` or `arith.bitcast` back to the argument's type, and
  `complex.create`.  The old argument's attributes (`stream.values`,
  `stream.alignment`) go to the op that makes the value, or stay on the
  argument where none is needed, as IREE moves them.

Where IREE 3.13 produces invalid IR the pass does not (see
`docs/iree-stream-facts.md`): an `i31` operand is extended like narrower ones,
an `i33`-`i63` argument is truncated back after being rebuilt, a site naming
one export twice (or several exports) is packed once, and a site outside any
`stream.cmd.execute` gets its words right before it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import cast

from xdsl.context import Context
from xdsl.dialects import arith, complex, ub
from xdsl.dialects.builtin import (
    AnyFloat,
    ArrayAttr,
    ComplexType,
    DictionaryAttr,
    FloatAttr,
    FunctionType,
    IndexType,
    IntegerAttr,
    IntegerType,
    ModuleOp,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, SSAValue
from xdsl.irdl import AttrSizedOperandSegments
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.utils.hints import isa

from xdsl_stream.analysis.operand_packing import (
    DEFAULT_INDEX_BITS,
    WORD_BITS,
    PackedFunction,
    PackedSite,
    analyze_packing,
    scalar_width,
)
from xdsl_stream.core.float_bits import float_bits
from xdsl_stream.core.ir_helpers import constant_attribute
from xdsl_stream.dialects.arith_casts import (
    BitcastOp,
    ExtSIOp,
    ExtUIOp,
    IndexCastUIOp,
    TruncIOp,
)
from xdsl_stream.dialects.stream import CmdDispatchOp, CmdExecuteOp, segment_sizes
from xdsl_stream.io.lossy_print import warn_before_custom_print
from xdsl_stream.transforms.fold_uniform_operands import constant_name
from xdsl_stream.transforms.problems import report_problems

PASS_NAME = "pack-dispatch-operands"

I32 = IntegerType(32)
I64 = IntegerType(64)


def _width(type: Attribute) -> int:
    assert isinstance(type, IntegerType)
    return type.bitwidth


# ===----------------------------------------------------------------------=== #
# Host side: operands to words, folding as MLIR's createOrFold does
# ===----------------------------------------------------------------------=== #


def constant_bits(value: SSAValue) -> int | None:
    """The bits of an integer or float constant (unsigned: `arith.constant`,
    or another constant-like op, as MLIR's folders take them), else None.

    Index constants are 64-bit, as MLIR's `IntegerAttr` of `index` is.
    """
    attr = constant_attribute(value)
    if isinstance(attr, IntegerAttr):
        integer = cast(IntegerAttr[IntegerType | IndexType], attr)
        type = integer.type
        width = 64 if isinstance(type, IndexType) else _width(type)
        return integer.value.data % (1 << width)
    if isinstance(attr, FloatAttr):
        number = cast(FloatAttr[AnyFloat], attr)
        return float_bits(number.value.data, number.type)
    return None


def is_poison(value: SSAValue) -> bool:
    """`value` is a `ub.poison` of the whole value (MLIR's `ub::m_Poison`)."""
    owner = value.owner
    return isinstance(owner, ub.PoisonOp) and owner.value == ub.PoisonAttr()


class HostBuilder:
    """Builds ops before `point` at `location`, folding like `createOrFold`:
    a fold to a constant inserts an `arith.constant` instead of the op; a
    cast of a `ub.poison` (`index_castui`, `bitcast`, `extui`, `trunci`, as
    MLIR's folders of IREE 3.13 fold them, not `shrui`) is a `ub.poison`."""

    def __init__(self, point: InsertPoint, location: Attribute) -> None:
        self.point = point
        self.location = location

    def insert(self, op: Operation) -> SSAValue:
        op.location = self.location  # pyright: ignore[reportAttributeAccessIssue]
        Rewriter.insert_op(op, self.point)
        return op.results[0]

    def poison(self, type: IntegerType) -> SSAValue:
        return self.insert(ub.PoisonOp(type))

    def constant(self, bits: int, type: IntegerType) -> SSAValue:
        attr = IntegerAttr(bits % (1 << _width(type)), type, truncate_bits=True)
        op = arith.ConstantOp(attr)
        op.result.name_hint = constant_name(attr)
        return self.insert(op)

    def index_castui(self, value: SSAValue, bits: int) -> SSAValue:
        owner = value.owner
        if isinstance(owner, IndexCastUIOp) and owner.input.type == IntegerType(bits):
            return owner.input  # a round trip through `index` folds away
        if is_poison(value):
            return self.poison(IntegerType(bits))
        known = constant_bits(value)
        if known is not None:
            return self.constant(known, IntegerType(bits))
        return self.insert(IndexCastUIOp(value, IntegerType(bits)))

    def bitcast(self, value: SSAValue, type: IntegerType) -> SSAValue:
        if is_poison(value):
            return self.poison(type)
        known = constant_bits(value)
        if known is not None:
            return self.constant(known, type)
        return self.insert(BitcastOp(value, type))

    def extui(self, value: SSAValue, type: IntegerType) -> SSAValue:
        owner = value.owner
        if isinstance(owner, ExtUIOp):  # extui(extui(a)): extui(a)
            return self.insert(ExtUIOp(owner.input, type))
        if is_poison(value):
            return self.poison(type)
        known = constant_bits(value)
        if known is not None:
            return self.constant(known, type)
        return self.insert(ExtUIOp(value, type))

    def trunci(self, value: SSAValue, type: IntegerType) -> SSAValue:
        owner = value.owner
        if isinstance(owner, ExtUIOp | ExtSIOp):
            source = owner.input
            if _width(source.type) > _width(type):
                return self.insert(TruncIOp(source, type))
            if source.type == type:
                return source
        if isinstance(owner, TruncIOp):
            return self.insert(TruncIOp(owner.input, type))
        if is_poison(value):
            return self.poison(type)
        known = constant_bits(value)
        if known is not None:
            return self.constant(known, type)
        return self.insert(TruncIOp(value, type))

    def shrui(self, value: SSAValue, amount: int) -> SSAValue:
        shift = self.constant(amount, I64)
        known = constant_bits(value)
        if known == 0:  # the fold gives the zero it shifts: no new constant
            return value
        if known is not None:
            return self.constant(known >> amount, I64)
        return self.insert(arith.ShRUIOp(value, shift))


def to_words(value: SSAValue, index_bits: int, build: HostBuilder) -> list[SSAValue]:
    """The `i32` words of one operand (IREE's `convertAndDecomposeToI32s`)."""
    type = value.type
    if isa(type, ComplexType):
        real = build.insert(complex.ReOp(value))
        imag = build.insert(complex.ImOp(value))
        return [*to_words(real, index_bits, build), *to_words(imag, index_bits, build)]
    parts = _complex_bitcast_parts(value, build)
    if parts is not None:
        return [w for part in parts for w in to_words(part, index_bits, build)]
    if isinstance(type, IndexType):
        value = build.index_castui(value, index_bits)
    elif isinstance(type, AnyFloat):
        value = build.bitcast(value, IntegerType(type.bitwidth))
    width = _width(value.type)
    if width < WORD_BITS:
        value = build.extui(value, I32)
    elif WORD_BITS < width < 2 * WORD_BITS:
        value = build.extui(value, I64)
    if _width(value.type) == 2 * WORD_BITS:
        low = build.trunci(value, I32)
        high = build.trunci(build.shrui(value, WORD_BITS), I32)
        return [low, high]
    return [value]


def _complex_bitcast_parts(
    value: SSAValue, build: HostBuilder
) -> tuple[SSAValue, SSAValue] | None:
    """A 64-bit value bitcast from a `complex<f32>`: its real and imaginary
    parts, which are its low and high words (IREE splits any complex bitcast
    this way, also one whose parts are not words, which the kernel then
    rebuilds wrongly: the package splits only this one)."""
    owner = value.owner
    if not isinstance(owner, complex.BitcastOp):
        return None
    source = owner.operand.type
    if not isa(source, ComplexType) or scalar_width(value.type, 0) != 2 * WORD_BITS:
        return None
    if scalar_width(source.element_type, 0) != WORD_BITS:
        return None
    made = owner.operand.owner
    if isinstance(made, complex.CreateOp):  # re(create(a, b)) folds to a
        return made.real, made.imaginary
    return build.insert(complex.ReOp(owner.operand)), build.insert(
        complex.ImOp(owner.operand)
    )


def _insertion_point(site: CmdDispatchOp) -> InsertPoint:
    """Before the enclosing `stream.cmd.execute` (IREE's place), or before the
    site when there is none or an operand is defined inside it."""
    execute = site.parent_op()
    while execute is not None and not isinstance(execute, CmdExecuteOp):
        execute = execute.parent_op()
    if execute is None:
        return InsertPoint.before(site)
    for operand in site.uniform_operands:
        owner = operand.owner
        op = owner if isinstance(owner, Operation) else owner.parent_op()
        if op is not None and execute.is_ancestor(op):
            return InsertPoint.before(site)
    return InsertPoint.before(execute)


def update_site(packed: PackedSite) -> None:
    """Replace a site's uniform operands by their words."""
    site = packed.site
    build = HostBuilder(_insertion_point(site), site.location)
    words = [
        w for o in site.uniform_operands for w in to_words(o, packed.index_bits, build)
    ]
    sizes = site.operand_segments()
    workload, uniform = sizes[0], sizes[1]
    operands = site.operands
    site.operands = (
        *operands[:workload],
        *words,
        *operands[workload + uniform :],
    )
    site.properties[AttrSizedOperandSegments.attribute_name] = segment_sizes(
        (workload, len(words), *sizes[2:])
    )


# ===----------------------------------------------------------------------=== #
# Kernel side: words back to values
# ===----------------------------------------------------------------------=== #


@dataclass
class KernelBuilder:
    """Appends the new arguments of `block` and builds, at its top, the ops
    that rebuild each old argument (IREE's `recomposeFromI32sAndConvert`)."""

    block: Block
    point: InsertPoint
    index_bits: int
    location: Attribute
    types: list[Attribute]
    attrs: list[DictionaryAttr | None]

    def argument(self, type: Attribute, attrs: DictionaryAttr | None) -> SSAValue:
        arg = self.block.insert_arg(type, len(self.block.args))
        arg.location = self.location  # pyright: ignore[reportAttributeAccessIssue]
        self.types.append(type)
        self.attrs.append(attrs)
        return arg

    def insert(self, op: Operation) -> SSAValue:
        op.location = self.location  # pyright: ignore[reportAttributeAccessIssue]
        Rewriter.insert_op(op, self.point)
        return op.results[0]

    def join(self) -> SSAValue:
        """`i64(lo) | i64(hi) << 32` from two new `i32` arguments."""
        low = self.argument(I32, None)
        high = self.argument(I32, None)
        low64 = self.insert(ExtUIOp(low, I64))
        high64 = self.insert(ExtUIOp(high, I64))
        shift = self.insert(arith.ConstantOp(IntegerAttr(WORD_BITS, I64)))
        shift.name_hint = "c32_i64"
        return self.insert(arith.OrIOp(low64, self.insert(arith.ShLIOp(high64, shift))))

    def rebuild(self, type: Attribute, attrs: DictionaryAttr | None) -> SSAValue:
        """The value of an old argument of `type`, from new arguments."""
        if isa(type, ComplexType):
            real = self.rebuild(type.element_type, attrs)
            imag = self.rebuild(type.element_type, attrs)
            return self.insert(complex.CreateOp(real, imag, type))
        width = scalar_width(type, self.index_bits)
        if width is None:  # `!stream.binding` and the like pass through
            return self.argument(type, attrs)
        value = self.join() if width > WORD_BITS else self.argument(I32, None)
        if isinstance(type, IndexType):
            value = self.insert(IndexCastUIOp(value, type))
        elif width not in (WORD_BITS, 2 * WORD_BITS):
            value = self.insert(TruncIOp(value, IntegerType(width)))
        if isinstance(type, AnyFloat):
            value = self.insert(BitcastOp(value, type))
        if isinstance(value, BlockArgument):
            self.attrs[-1] = attrs
        elif attrs is not None:
            value.owner.attributes.update(attrs.data)  # pyright: ignore
        return value


def _arg_attrs(function: Operation) -> list[DictionaryAttr | None]:
    attrs = function.properties.get("arg_attrs", function.attributes.get("arg_attrs"))
    if not isinstance(attrs, ArrayAttr):
        return []
    entries = cast(ArrayAttr[Attribute], attrs).data
    return [e if isinstance(e, DictionaryAttr) and e.data else None for e in entries]


def update_function(packed: PackedFunction) -> None:
    """Give a public dispatch function word arguments; rebuild the old ones."""
    function, block = packed.function, packed.block
    first = block.first_op
    point = InsertPoint.before(first) if first else InsertPoint.at_end(block)
    old = list(block.args)
    old_attrs = _arg_attrs(function)
    build = KernelBuilder(block, point, packed.index_bits, function.location, [], [])
    for arg in old:
        arg.name_hint = None  # MLIR names a function's arguments `%argN`
        attrs = old_attrs[arg.index] if arg.index < len(old_attrs) else None
        build.location = arg.location
        arg.replace_all_uses_with(build.rebuild(arg.type, attrs))
    for arg in reversed(old):
        block.erase_arg(arg)
    for arg in block.args:
        arg.name_hint = f"arg{arg.index}"
    _set_signature(function, build.types, build.attrs)


def _set_signature(
    function: Operation,
    types: Sequence[Attribute],
    attrs: Sequence[DictionaryAttr | None],
) -> None:
    where = (
        function.properties
        if "function_type" in function.properties
        else (function.attributes)
    )
    old = where["function_type"]
    assert isinstance(old, FunctionType)
    where["function_type"] = FunctionType.from_lists(types, old.outputs.data)
    where.pop("arg_attrs", None)
    if any(a is not None for a in attrs):
        where["arg_attrs"] = ArrayAttr([a or DictionaryAttr({}) for a in attrs])


# ===----------------------------------------------------------------------=== #
# The pass
# ===----------------------------------------------------------------------=== #


@dataclass(frozen=True)
class PackDispatchOperandsPass(ModulePass):
    """Split every dispatch operand into 32-bit words, and rebuild it in the
    kernel.

    `index-bits` is the width of `index` operands where no `stream.resources`
    config says (IREE's `--iree-stream-resource-index-bits`, 64 by default: two
    words); a config without `index_bits` means 32, as in IREE.  Problems
    (types that do not fit two words, exports of one site or a site and its
    kernel disagreeing on the index width, public functions without a body)
    fail the pass before anything changes.
    """

    name = PASS_NAME

    index_bits: int = DEFAULT_INDEX_BITS
    check_printing: bool = True
    """Warn about ops whose custom print would lose information where stock
    `xdsl-opt` is to print the result in custom form
    (`xdsl_stream.io.lossy_print.warn_before_custom_print`); the package's
    tools turn it off."""

    def __post_init__(self) -> None:
        if not 0 < self.index_bits <= 2 * WORD_BITS:
            raise ValueError(
                f"{PASS_NAME}: index-bits must be 1 to {2 * WORD_BITS}, "
                f"got {self.index_bits}"
            )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        """Analyse; report problems (they fail the pass); rewrite functions,
        then sites (IREE's order)."""
        analysis = analyze_packing(op, self.index_bits)
        report_problems(PASS_NAME, analysis.problems, op)
        if self.check_printing:
            warn_before_custom_print(ctx, op)
        for function in analysis.functions:
            update_function(function)
        for site in analysis.sites:
            update_site(site)
