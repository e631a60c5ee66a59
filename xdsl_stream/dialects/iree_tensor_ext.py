"""`iree_tensor_ext`: the type `stream.binding.subspan` results use, and the
ops the dispatch functions and workgroup-count regions of IREE's dumps use.

The ops are declared as IREE declares them (operands, properties, assembly
format as `iree-opt` prints them) so that a kernel is verified like the rest
of the module: a block ending in `dispatch.tensor.store` has no terminator
(read as unregistered, the store might have been one), and a load or store
whose dynamic dimensions or index lists do not add up is refused with
IREE's words.  They declare no memory effects (as unregistered ops have
none): passes treat them as they did when they were unregistered.  What
IREE's verifiers check beyond that (that a load's result type is the slice
its sizes describe) is not checked here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    ShapedType,
    StringAttr,
    TensorType,
    i64,
)
from xdsl.dialects.utils import DynamicIndexList
from xdsl.ir import (
    Attribute,
    Dialect,
    Operation,
    ParametrizedAttribute,
    SSAValue,
    TypeAttribute,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_attr_definition,
    operand_def,
    param_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.core.diagnostics import Unprefixed
from xdsl_stream.core.verify_memo import memoizing_op_definition, no_context
from xdsl_stream.dialects.strict_properties import IntegerProperty
from xdsl_stream.dialects.syntax import count_dynamic, type_text


@irdl_attr_definition
class DispatchTensorType(ParametrizedAttribute, TypeAttribute):
    """`!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>`.

    A tensor view of a binding inside a dispatch function, with the access the
    function has to it (`readonly`, `writeonly` or `readwrite`).
    """

    name = "iree_tensor_ext.dispatch.tensor"

    ACCESSES: ClassVar[tuple[str, ...]] = ("readonly", "writeonly", "readwrite")

    access: StringAttr = param_def()
    bound_type: Attribute = param_def()

    def __init__(self, access: str, bound_type: Attribute):
        super().__init__(StringAttr(access), bound_type)

    def verify(self) -> None:
        if self.access.data not in self.ACCESSES:
            raise VerifyException(
                f"dispatch tensor access must be one of {', '.join(self.ACCESSES)}, "
                f"got '{self.access.data}'"
            )

    @property
    def dynamic_dim_count(self) -> int:
        """Number of `?` in the bound shape (each needs a subspan dim operand)."""
        bound: Attribute = self.bound_type
        if isinstance(bound, TensorType):
            shape = cast(TensorType[Attribute], bound).get_shape()
            return count_dynamic(shape)
        return 0

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> tuple[StringAttr, Attribute]:
        with parser.in_angle_brackets():
            access = parser.parse_keyword_in(cls.ACCESSES)
            parser.parse_punctuation(":")
            bound = parser.parse_type()
        return StringAttr(access), bound

    def print_parameters(self, printer: Printer) -> None:
        # One string, the bound type's text made once per type: a dispatch
        # function's subspans print the same few types thousands of times.
        printer.print_string(
            f"<{self.access.data}:{type_text(self.bound_type, printer)}>"
        )


# ===----------------------------------------------------------------------=== #
# Loads and stores
# ===----------------------------------------------------------------------=== #

_INDEX_LISTS = (
    "`offsets` `=` custom<DynamicIndexList>($offsets, $static_offsets)"
    " `,` `sizes` `=` custom<DynamicIndexList>($sizes, $static_sizes)"
    " `,` `strides` `=` custom<DynamicIndexList>($strides, $static_strides)"
)
"""`offsets = [..], sizes = [..], strides = [..]`, as IREE writes them."""


def _verify_ranks(
    op: DispatchTensorLoadOp | DispatchTensorStoreOp, tensor: SSAValue
) -> None:
    """MLIR's offset, size and stride interface, which verifies before the op:
    the three lists as long as each other, and as the dispatch tensor's rank
    (its words, given at the op without its name)."""
    offsets, sizes, strides = (
        len(s.get_values())
        for s in (op.static_offsets, op.static_sizes, op.static_strides)
    )
    if offsets != sizes:
        raise Unprefixed(
            f"expected mixed offsets rank to match mixed sizes rank ({offsets} vs "
            f"{sizes}) so the rank of the result type is well-formed."
        )
    if sizes != strides:
        raise Unprefixed(
            f"expected mixed sizes rank to match mixed strides rank ({sizes} vs "
            f"{strides}) so the rank of the result type is well-formed."
        )
    bound = cast(DispatchTensorType, tensor.type).bound_type
    if isinstance(bound, ShapedType) and offsets != bound.get_num_dims():
        raise Unprefixed(
            f"expected {bound.get_num_dims()} offset values, got {offsets}"
        )


def _verify_index_lists(op: DispatchTensorLoadOp | DispatchTensorStoreOp) -> None:
    """Each index list has one value per dynamic entry of its static list
    (MLIR's `verifyListOfOperandsOrIntegers` words)."""
    lists = (
        ("offsets", op.offsets, op.static_offsets),
        ("sizes", op.sizes, op.static_sizes),
        ("strides", op.strides, op.static_strides),
    )
    for name, values, static in lists:
        dynamic = sum(1 for v in static.get_values() if v == DYNAMIC_INDEX)
        if dynamic != len(values):
            raise VerifyException(
                f"expected the number of '{name}' to match the number of dynamic "
                f"entries in 'static_{name}' ({len(values)} vs {dynamic})"
            )
    for name, static in (("offsets", op.static_offsets), ("sizes", op.static_sizes)):
        for v in static.get_values():
            if v < 0 and v != DYNAMIC_INDEX:
                raise VerifyException(
                    f"expected {name} to be non-negative, but got {v}"
                )


def _verify_slice_type(
    op: DispatchTensorLoadOp | DispatchTensorStoreOp,
    dispatch_tensor: SSAValue,
    slice_type: Attribute,
) -> None:
    """The loaded or stored tensor is the slice `static_sizes` make of the
    dispatch tensor's, or a rank-reduced version of it (unit dimensions
    dropped), as MLIR's slice ops have it; a load's result may have a
    dynamic size where the slice's is static (IREE's canonicalization folds
    such a load, and its own tests write them), a store's value may not (as
    iree-opt checks it)."""
    found = cast(DispatchTensorType, dispatch_tensor.type).bound_type
    # (`isinstance`, not xDSL's `isa(..., TensorType[Attribute])`, which
    # builds a constraint at each call: any tensor's element is an attribute.)
    if not isinstance(found, TensorType) or not isinstance(slice_type, TensorType):
        return
    bound = cast(TensorType[Attribute], found)
    slice_type = cast(TensorType[Attribute], slice_type)
    sizes = op.static_sizes.get_values()
    inferred = TensorType(bound.element_type, sizes)
    shape = list(slice_type.get_shape())
    loads = isinstance(op, DispatchTensorLoadOp)
    if not _rank_reduces(list(inferred.get_shape()), shape, loads):
        mismatch = "rank" if len(shape) > len(sizes) else "size"
    elif slice_type.element_type != bound.element_type:
        mismatch = "element type"
    else:
        return
    raise VerifyException(
        f"expected type to be '{inferred}' or a rank-reduced version. "
        f"({mismatch} mismatch)"
    )


def _rank_reduces(
    original: Sequence[int], reduced: Sequence[int], dynamic: bool = False
) -> bool:
    """Whether `reduced` is `original` with some unit dimensions dropped
    (with `dynamic`, a `?` of `reduced` standing for any size)."""
    if not reduced:
        return all(dim == 1 for dim in original)
    if not original:
        return False
    first = original[0]
    if (reduced[0] == first or (dynamic and reduced[0] == DYNAMIC_INDEX)) and (
        _rank_reduces(original[1:], reduced[1:], dynamic)
    ):
        return True
    return first == 1 and _rank_reduces(original[1:], reduced, dynamic)


def _verify_tensor_operand(
    index: int, value: SSAValue, dims: Sequence[SSAValue], accesses: tuple[str, ...]
) -> None:
    """The dispatch tensor operand: an access the op may use, and one
    dimension value per `?` of its shape (Util's `verifyOpDynamicDims`)."""
    tensor = value.type
    assert isinstance(tensor, DispatchTensorType)
    if tensor.access.data not in accesses:
        raise VerifyException(
            f"operand #{index} must be dispatch.tensor, but got '{tensor.access.data}' "
            f"access (expected {' or '.join(accesses)})"
        )
    if tensor.dynamic_dim_count != len(dims):
        raise VerifyException(
            f"value set has {tensor.dynamic_dim_count} dynamic dimensions but only "
            f"{len(dims)} dimension values are attached"
        )


@memoizing_op_definition
class DispatchTensorLoadOp(IRDLOperation):
    """`iree_tensor_ext.dispatch.tensor.load`: a slice of a dispatch tensor."""

    name = "iree_tensor_ext.dispatch.tensor.load"

    source = operand_def(DispatchTensorType)
    source_dims = var_operand_def(IndexType)
    offsets = var_operand_def(IndexType)
    sizes = var_operand_def(IndexType)
    strides = var_operand_def(IndexType)
    static_offsets = prop_def(DenseArrayBase.constr(i64))
    static_sizes = prop_def(DenseArrayBase.constr(i64))
    static_strides = prop_def(DenseArrayBase.constr(i64))
    result = result_def(TensorType)

    traits = traits_def(Pure())
    """As IREE declares it: MLIR's CSE merges equal loads, a store between
    them or not, and erases an unused one."""
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    custom_directives = (DynamicIndexList,)
    assembly_format = (
        f"$source `,` {_INDEX_LISTS} attr-dict `:` type($source)"
        " (`{` $source_dims^ `}`)? `->` type($result)"
    )

    verify_context = no_context

    def verify_(self) -> None:
        _verify_ranks(self, self.source)
        _verify_tensor_operand(
            0, self.source, self.source_dims, ("readonly", "readwrite")
        )
        _verify_index_lists(self)
        _verify_slice_type(self, self.source, self.result.type)


@memoizing_op_definition
class DispatchTensorStoreOp(IRDLOperation):
    """`iree_tensor_ext.dispatch.tensor.store`: a tensor written into a slice
    of a dispatch tensor."""

    name = "iree_tensor_ext.dispatch.tensor.store"

    value = operand_def(TensorType)
    target = operand_def(DispatchTensorType)
    target_dims = var_operand_def(IndexType)
    offsets = var_operand_def(IndexType)
    sizes = var_operand_def(IndexType)
    strides = var_operand_def(IndexType)
    static_offsets = prop_def(DenseArrayBase.constr(i64))
    static_sizes = prop_def(DenseArrayBase.constr(i64))
    static_strides = prop_def(DenseArrayBase.constr(i64))

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    custom_directives = (DynamicIndexList,)
    assembly_format = (
        f"$value `,` $target `,` {_INDEX_LISTS} attr-dict `:` type($value)"
        " `->` type($target) (`{` $target_dims^ `}`)?"
    )

    verify_context = no_context

    def verify_(self) -> None:
        _verify_ranks(self, self.target)
        _verify_tensor_operand(
            1, self.target, self.target_dims, ("writeonly", "readwrite")
        )
        _verify_index_lists(self)
        _verify_slice_type(self, self.target, self.value.type)


# ===----------------------------------------------------------------------=== #
# Workloads
# ===----------------------------------------------------------------------=== #


@memoizing_op_definition
class DispatchWorkloadOrdinalOp(IRDLOperation):
    """`iree_tensor_ext.dispatch.workload.ordinal`: marks an index operand of
    a dispatch function as the workload value of that ordinal."""

    name = "iree_tensor_ext.dispatch.workload.ordinal"

    operand = operand_def(IndexType)
    ordinal = prop_def(IntegerAttr[IndexType])
    result = result_def(IndexType)

    traits = traits_def(Pure())
    custom_directives = (IntegerProperty,)
    assembly_format = (
        "attr-dict $operand `,` custom<IntegerProperty>($ordinal) `:` type($result)"
    )


@memoizing_op_definition
class DispatchWorkgroupCountFromSliceOp(IRDLOperation):
    """`iree_tensor_ext.dispatch.workgroup_count_from_slice`: the workgroup
    count of a dispatch, computed from its workload by later passes."""

    name = "iree_tensor_ext.dispatch.workgroup_count_from_slice"

    operands_ = var_operand_def(IndexType)
    x = result_def(IndexType)
    y = result_def(IndexType)
    z = result_def(IndexType)

    traits = traits_def(Pure())
    assembly_format = "attr-dict `(` $operands_ `)`"


IREE_TENSOR_EXT_OPS: tuple[type[Operation], ...] = (
    DispatchTensorLoadOp,
    DispatchTensorStoreOp,
    DispatchWorkloadOrdinalOp,
    DispatchWorkgroupCountFromSliceOp,
)

IREE_TENSOR_EXT = Dialect(
    "iree_tensor_ext", list(IREE_TENSOR_EXT_OPS), [DispatchTensorType]
)
