"""`stream.tensor.*` ops: the tensor phase (values still typed by tensor
encodings, sizes computed from them).

Every op is declared by its `assembly_format`, transcribed from IREE's.  An
encoding (`result_encoding`, `source_encoding`, ...) is a type held as a
property (IREE's `TypeAttr`), written `tensor<?x4xf32>{%d0}` with the values
of its dynamic dimensions in braces.  The `stream.tensor.parameter.*` ops are
in `parameter.py`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    ArrayAttr,
    IndexType,
    IntegerAttr,
    ShapedType,
    StringAttr,
    SymbolRefAttr,
    TensorType,
    UnitAttr,
    UnrankedTensorType,
)
from xdsl.ir import Attribute, Operation, SSAValue, TypeAttribute
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.core.diagnostics import Unprefixed
from xdsl_stream.dialects.hal import AFFINITY
from xdsl_stream.dialects.iree_encoding import encoding_text, layouts_compatible
from xdsl_stream.dialects.stream.attrs import (
    STAGING_RESOURCE,
    STAGING_RESOURCES,
    STREAM_RESOURCE,
    ResourceType,
)
from xdsl_stream.dialects.stream.base import declared_op_definition, unit_attr
from xdsl_stream.dialects.stream.builders import (
    entry_points_attr,
    init_op,
    tied_operands_attr,
)
from xdsl_stream.dialects.stream.checks import (
    verify_dispatch_symbol_uses,
    verify_dispatch_values,
    verify_primitive,
    verify_tied_operands,
    verify_value_sizes,
)
from xdsl_stream.dialects.stream.directives.dispatch import DispatchEntryPoints
from xdsl_stream.dialects.stream.directives.encoding import (
    EncodedResourceOperands,
    EncodedShapedFunctionType,
)
from xdsl_stream.dialects.syntax import GenericUnless
from xdsl_stream.dialects.type_rules import AllTypesMatch, TypeVariable
from xdsl_stream.dialects.util.directives import (
    UNTIED,
    ShapedTiedResult,
    dynamic_dim_count,
    tied_indices,
)

_ON = "(`on` `(` $affinity^ `)`)? "


def _encoded(name: str) -> str:
    """IREE's `$x_encoding (`` `{` $x_encoding_dims^ `}`)?`."""
    return f"${name}_encoding (`` `{{` ${name}_encoding_dims^ `}}`)? "


def verify_encoding_dims(
    op: Operation, encoding: Attribute, dims: Sequence[SSAValue]
) -> None:
    """IREE's `verifyOpDynamicDims` for one encoding: a type, with one value
    per dynamic dimension."""
    if not isinstance(encoding, TypeAttribute):
        raise VerifyException(
            f"'{op.name}' op encoding must be a type, but got {encoding}"
        )
    _refuse_unranked(op, encoding)
    required = dynamic_dim_count(encoding) if isinstance(encoding, ShapedType) else 0
    if len(dims) != required:
        raise VerifyException(
            f"'{op.name}' op type set has {required} dynamic dimensions but only "
            f"{len(dims)} dimension values are attached"
        )


def _refuse_unranked(op: Operation, encoding: Attribute) -> None:
    """An encoding has a rank: IREE's custom form wants `{...}` after any
    shape that is not static, and as many values as it has dynamic
    dimensions, which an unranked tensor does not say (iree-opt prints
    `tensor<*xf32>{<<INVALID>>}`)."""
    if isinstance(encoding, UnrankedTensorType):
        raise VerifyException(
            f"'{op.name}' op encoding must be a ranked type, but got {encoding}"
        )


def _rank(op: Operation, encoding: Attribute) -> int:
    if not isinstance(encoding, ShapedType):
        raise VerifyException(
            f"'{op.name}' op encoding must be a shaped type, but got {encoding}"
        )
    return encoding.get_num_dims()


class TensorOp(IRDLOperation):
    """Base of the tensor ops: `ENCODINGS` pairs each encoding property with
    its dims, checked to agree."""

    ENCODINGS: ClassVar[tuple[tuple[str, str], ...]] = ()

    def verify_(self) -> None:
        for enc, dims in self.ENCODINGS:
            verify_encoding_dims(self, self.properties[enc], getattr(self, dims))


@declared_op_definition
class TensorImportOp(TensorOp):
    """`stream.tensor.import`: an external buffer or tensor as a resource."""

    name = "stream.tensor.import"

    source = operand_def()
    result_encoding = prop_def(Attribute)
    result_encoding_dims = var_operand_def(IndexType)
    result_size = operand_def(IndexType)
    consume = opt_prop_def(UnitAttr)
    affinity = opt_prop_def(AFFINITY)
    result = result_def(ResourceType)

    traits = traits_def(Pure())
    ENCODINGS: ClassVar[tuple[tuple[str, str], ...]] = (
        ("result_encoding", "result_encoding_dims"),
    )

    assembly_format = (
        _ON
        + "(`consume` $consume^)? $source `:` type($source) `->` "
        + _encoded("result")
        + "`in` type($result) `{` $result_size `}` attr-dict-with-keyword"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        result_encoding: Attribute,
        result_type: ResourceType,
        result_size: SSAValue | Operation,
        *,
        result_encoding_dims: Sequence[SSAValue | Operation] = (),
        consume: bool = False,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals() | {"consume": unit_attr(consume)}, [result_type])


@declared_op_definition
class TensorExportOp(TensorOp):
    """`stream.tensor.export`: a resource as an external buffer or tensor."""

    name = "stream.tensor.export"

    source = operand_def(ResourceType)
    source_encoding = prop_def(Attribute)
    source_encoding_dims = var_operand_def(IndexType)
    source_size = operand_def(IndexType)
    affinity = opt_prop_def(AFFINITY)
    result = result_def()

    traits = traits_def(Pure())
    ENCODINGS: ClassVar[tuple[tuple[str, str], ...]] = (
        ("source_encoding", "source_encoding_dims"),
    )

    assembly_format = (
        _ON
        + "$source `:` "
        + _encoded("source")
        + "`in` type($source) `` `{` $source_size `}` `->` type($result) "
        "attr-dict-with-keyword"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        source_encoding: Attribute,
        source_size: SSAValue | Operation,
        result_type: Attribute,
        *,
        source_encoding_dims: Sequence[SSAValue | Operation] = (),
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [result_type])


@declared_op_definition
class TensorSizeOfOp(TensorOp):
    """`stream.tensor.sizeof`: the storage size in bytes of an encoding."""

    name = "stream.tensor.sizeof"

    encoding = prop_def(Attribute)
    encoding_dims = var_operand_def(IndexType)
    affinity = opt_prop_def(AFFINITY)
    storage_size = result_def(IndexType)

    traits = traits_def(Pure())
    ENCODINGS: ClassVar[tuple[tuple[str, str], ...]] = (("encoding", "encoding_dims"),)

    assembly_format = (
        _ON + "$encoding (`{` $encoding_dims^ `}`)? attr-dict `:` type($storage_size)"
    )

    def __init__(
        self,
        encoding: Attribute,
        *,
        encoding_dims: Sequence[SSAValue | Operation] = (),
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [IndexType()])


@declared_op_definition
class TensorEmptyOp(TensorOp):
    """`stream.tensor.empty`: a resource for a tensor with no elements."""

    name = "stream.tensor.empty"

    result_encoding = prop_def(Attribute)
    result_encoding_dims = var_operand_def(IndexType)
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(AFFINITY)
    result = result_def(STREAM_RESOURCE)

    traits = traits_def(Pure())
    ENCODINGS: ClassVar[tuple[tuple[str, str], ...]] = (
        ("result_encoding", "result_encoding_dims"),
    )

    assembly_format = (
        _ON
        + "`:` "
        + _encoded("result")
        + "`in` type($result) `` `{` $result_size `}` attr-dict-with-keyword"
    )

    def __init__(
        self,
        result_encoding: Attribute,
        result_type: ResourceType,
        result_size: SSAValue | Operation,
        *,
        result_encoding_dims: Sequence[SSAValue | Operation] = (),
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [result_type])


@declared_op_definition
class TensorConstantOp(TensorOp):
    """`stream.tensor.constant`: a resource holding a constant tensor."""

    name = "stream.tensor.constant"

    value = prop_def(Attribute)
    result_encoding = prop_def(Attribute)
    result_encoding_dims = var_operand_def(IndexType)
    affinity = opt_prop_def(AFFINITY)
    result = result_def(STREAM_RESOURCE)

    traits = traits_def(Pure())
    ENCODINGS: ClassVar[tuple[tuple[str, str], ...]] = (
        ("result_encoding", "result_encoding_dims"),
    )

    assembly_format = (
        _ON
        + "`:` "
        + _encoded("result")
        + "`in` type($result) `=` $value attr-dict-with-keyword"
    )

    def __init__(
        self,
        value: Attribute,
        result_encoding: Attribute,
        result_type: ResourceType,
        *,
        result_encoding_dims: Sequence[SSAValue | Operation] = (),
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [result_type])


@declared_op_definition
class TensorSplatOp(TensorOp):
    """`stream.tensor.splat`: a resource for a tensor of one repeated value."""

    name = "stream.tensor.splat"

    value = operand_def()
    result_encoding = prop_def(Attribute)
    result_encoding_dims = var_operand_def(IndexType)
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(AFFINITY)
    result = result_def(STREAM_RESOURCE)

    traits = traits_def(Pure())
    ENCODINGS: ClassVar[tuple[tuple[str, str], ...]] = (
        ("result_encoding", "result_encoding_dims"),
    )

    assembly_format = (
        _ON
        + "$value `:` type($value) `->` "
        + _encoded("result")
        + "`in` type($result) `` `{` $result_size `}` attr-dict-with-keyword"
    )

    def __init__(
        self,
        value: SSAValue | Operation,
        result_encoding: Attribute,
        result_type: ResourceType,
        result_size: SSAValue | Operation,
        *,
        result_encoding_dims: Sequence[SSAValue | Operation] = (),
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [result_type])

    def verify_(self) -> None:
        super().verify_()
        verify_primitive(self, "operand #0", self.value.type, vectors=False)


class _TensorConvertOp(TensorOp):
    """Shared definition of `stream.tensor.clone` and `stream.tensor.encode`."""

    source = operand_def(STREAM_RESOURCE)
    source_encoding = prop_def(Attribute)
    source_encoding_dims = var_operand_def(IndexType)
    source_size = operand_def(IndexType)
    result_encoding = prop_def(Attribute)
    result_encoding_dims = var_operand_def(IndexType)
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(AFFINITY)
    result = result_def(STREAM_RESOURCE)

    traits = traits_def(Pure())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    ENCODINGS: ClassVar[tuple[tuple[str, str], ...]] = (
        ("source_encoding", "source_encoding_dims"),
        ("result_encoding", "result_encoding_dims"),
    )

    assembly_format = (
        _ON
        + "$source `:` "
        + _encoded("source")
        + "`in` type($source) `` `{` $source_size `}` `->` "
        + _encoded("result")
        + "`in` type($result) `` `{` $result_size `}` attr-dict-with-keyword"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        source_encoding: Attribute,
        source_size: SSAValue | Operation,
        result_encoding: Attribute,
        result_type: ResourceType,
        result_size: SSAValue | Operation,
        *,
        source_encoding_dims: Sequence[SSAValue | Operation] = (),
        result_encoding_dims: Sequence[SSAValue | Operation] = (),
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [result_type])


@declared_op_definition
class TensorCloneOp(_TensorConvertOp):
    """`stream.tensor.clone`: a copy-on-write snapshot of a tensor resource."""

    name = "stream.tensor.clone"

    def verify_(self) -> None:
        """A clone keeps the bytes: it may change the shape and element type
        but not the layout (`layouts_compatible`)."""
        source, result = self.source_encoding, self.result_encoding
        if isinstance(source, TensorType) and isinstance(result, TensorType):
            before, after = source.encoding, result.encoding
            if not layouts_compatible(before, after):
                raise VerifyException(
                    f"'{self.name}' op clones changing tensor encoding from "
                    f"{encoding_text(before)} to {encoding_text(after)}; not allowed"
                )
        super().verify_()


@declared_op_definition
class TensorEncodeOp(_TensorConvertOp):
    """`stream.tensor.encode`: re-encode a tensor resource (layout change)."""

    name = "stream.tensor.encode"


@declared_op_definition
class TensorSliceOp(TensorOp):
    """`stream.tensor.slice`: a copy-on-write element range of a tensor."""

    name = "stream.tensor.slice"

    source = operand_def(STREAM_RESOURCE)
    source_encoding = prop_def(Attribute)
    source_encoding_dims = var_operand_def(IndexType)
    source_size = operand_def(IndexType)
    start_indices = var_operand_def(IndexType)
    lengths = var_operand_def(IndexType)
    result_encoding = prop_def(Attribute)
    result_encoding_dims = var_operand_def(IndexType)
    result_size = operand_def(IndexType)
    affinity = opt_prop_def(AFFINITY)
    result = result_def(STREAM_RESOURCE)

    traits = traits_def(Pure())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    ENCODINGS: ClassVar[tuple[tuple[str, str], ...]] = (
        ("source_encoding", "source_encoding_dims"),
        ("result_encoding", "result_encoding_dims"),
    )

    assembly_format = (
        _ON
        + "$source `[` $start_indices `for` $lengths `]` `:` "
        + _encoded("source")
        + "`in` type($source) `` `{` $source_size `}` `->` "
        + _encoded("result")
        + "`in` type($result) `` `{` $result_size `}` attr-dict-with-keyword"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        source_encoding: Attribute,
        source_size: SSAValue | Operation,
        start_indices: Sequence[SSAValue | Operation],
        lengths: Sequence[SSAValue | Operation],
        result_encoding: Attribute,
        result_type: ResourceType,
        result_size: SSAValue | Operation,
        *,
        source_encoding_dims: Sequence[SSAValue | Operation] = (),
        result_encoding_dims: Sequence[SSAValue | Operation] = (),
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [result_type])

    def verify_(self) -> None:
        super().verify_()
        rank = _rank(self, self.source_encoding)
        if len(self.start_indices) != rank or len(self.lengths) != rank:
            raise VerifyException(
                f"'{self.name}' op start_indices/lengths rank mismatch"
            )


@declared_op_definition
class TensorFillOp(TensorOp):
    """`stream.tensor.fill`: splat a value into an element range of a tensor."""

    name = "stream.tensor.fill"

    T: ClassVar = TypeVariable("T", STREAM_RESOURCE)

    target = operand_def(T)
    target_encoding = prop_def(Attribute)
    target_encoding_dims = var_operand_def(IndexType)
    target_size = operand_def(IndexType)
    start_indices = var_operand_def(IndexType)
    lengths = var_operand_def(IndexType)
    value = operand_def()
    affinity = opt_prop_def(AFFINITY)
    result = result_def(T)

    traits = traits_def(AllTypesMatch("target", "result"))

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    custom_directives = (ShapedTiedResult,)
    ENCODINGS: ClassVar[tuple[tuple[str, str], ...]] = (
        ("target_encoding", "target_encoding_dims"),
    )

    assembly_format = (
        _ON + "$value `,` $target (`[` $start_indices `for` $lengths^ `]`)? `:` "
        "type($value) `->` "
        + _encoded("target")
        + "`in` custom<ShapedTiedResult>(type($target), $target_size) "
        "attr-dict-with-keyword"
    )

    def __init__(
        self,
        value: SSAValue | Operation,
        target: SSAValue | Operation,
        target_encoding: Attribute,
        target_size: SSAValue | Operation,
        *,
        start_indices: Sequence[SSAValue | Operation] = (),
        lengths: Sequence[SSAValue | Operation] = (),
        target_encoding_dims: Sequence[SSAValue | Operation] = (),
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [SSAValue.get(target).type])

    def verify_(self) -> None:
        super().verify_()
        verify_primitive(self, "operand #5", self.value.type, vectors=False)


@declared_op_definition
class TensorUpdateOp(TensorOp):
    """`stream.tensor.update`: write a tensor into an element range of another."""

    name = "stream.tensor.update"

    T: ClassVar = TypeVariable("T", STREAM_RESOURCE)

    target = operand_def(T)
    target_encoding = prop_def(Attribute)
    target_encoding_dims = var_operand_def(IndexType)
    target_size = operand_def(IndexType)
    start_indices = var_operand_def(IndexType)
    update = operand_def(STREAM_RESOURCE)
    update_encoding = prop_def(Attribute)
    update_encoding_dims = var_operand_def(IndexType)
    update_size = operand_def(IndexType)
    affinity = opt_prop_def(AFFINITY)
    result = result_def(T)

    traits = traits_def(AllTypesMatch("target", "result"))

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    custom_directives = (ShapedTiedResult,)
    ENCODINGS: ClassVar[tuple[tuple[str, str], ...]] = (
        ("update_encoding", "update_encoding_dims"),
        ("target_encoding", "target_encoding_dims"),
    )

    assembly_format = (
        _ON
        + "$update `,` $target `[` $start_indices `]` `:` "
        + _encoded("update")
        + "`in` type($update) `` `{` $update_size `}` `->` "
        + _encoded("target")
        + "`in` custom<ShapedTiedResult>(type($target), $target_size) "
        "attr-dict-with-keyword"
    )

    def __init__(
        self,
        update: SSAValue | Operation,
        update_encoding: Attribute,
        update_size: SSAValue | Operation,
        target: SSAValue | Operation,
        target_encoding: Attribute,
        target_size: SSAValue | Operation,
        start_indices: Sequence[SSAValue | Operation],
        *,
        update_encoding_dims: Sequence[SSAValue | Operation] = (),
        target_encoding_dims: Sequence[SSAValue | Operation] = (),
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [SSAValue.get(target).type])


@declared_op_definition
class TensorLoadOp(TensorOp):
    """`stream.tensor.load`: read one element of a staging tensor resource."""

    name = "stream.tensor.load"

    source = operand_def(STAGING_RESOURCE)
    source_encoding = prop_def(Attribute)
    source_encoding_dims = var_operand_def(IndexType)
    source_size = operand_def(IndexType)
    indices = var_operand_def(IndexType)
    result = result_def()

    traits = traits_def(Pure())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    ENCODINGS: ClassVar[tuple[tuple[str, str], ...]] = (
        ("source_encoding", "source_encoding_dims"),
    )

    assembly_format = (
        "$source (`[` $indices^ `]`)? `:` "
        + _encoded("source")
        + "`in` type($source) `` `{` $source_size `}` `->` type($result) "
        "attr-dict-with-keyword"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        source_encoding: Attribute,
        source_size: SSAValue | Operation,
        result_type: Attribute,
        *,
        indices: Sequence[SSAValue | Operation] = (),
        source_encoding_dims: Sequence[SSAValue | Operation] = (),
    ):
        init_op(self, locals(), [result_type])

    def verify_(self) -> None:
        verify_primitive(self, "result #0", self.result.type)
        super().verify_()
        if len(self.indices) != _rank(self, self.source_encoding):
            raise VerifyException(f"'{self.name}' op indices rank mismatch")


@declared_op_definition
class TensorStoreOp(TensorOp):
    """`stream.tensor.store`: write one element into a staging tensor resource."""

    name = "stream.tensor.store"

    T: ClassVar = TypeVariable("T", STAGING_RESOURCE)

    target = operand_def(T)
    target_encoding = prop_def(Attribute)
    target_encoding_dims = var_operand_def(IndexType)
    target_size = operand_def(IndexType)
    indices = var_operand_def(IndexType)
    value = operand_def()
    result = result_def(T)

    traits = traits_def(Pure(), AllTypesMatch("target", "result"))
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    custom_directives = (ShapedTiedResult,)
    ENCODINGS: ClassVar[tuple[tuple[str, str], ...]] = (
        ("target_encoding", "target_encoding_dims"),
    )

    assembly_format = (
        "$value `,` $target (`[` $indices^ `]`)? `:` type($value) `->` "
        + _encoded("target")
        + "`in` custom<ShapedTiedResult>(type($target), $target_size) "
        "attr-dict-with-keyword"
    )

    def __init__(
        self,
        value: SSAValue | Operation,
        target: SSAValue | Operation,
        target_encoding: Attribute,
        target_size: SSAValue | Operation,
        *,
        indices: Sequence[SSAValue | Operation] = (),
        target_encoding_dims: Sequence[SSAValue | Operation] = (),
    ):
        init_op(self, locals(), [SSAValue.get(target).type])

    def verify_(self) -> None:
        verify_primitive(self, "operand #4", self.value.type)
        super().verify_()
        if len(self.indices) != _rank(self, self.target_encoding):
            raise VerifyException(f"'{self.name}' op indices rank mismatch")


def _verify_type_array(name: str, entries: Sequence[Attribute]) -> None:
    """IREE's `TypeArrayAttr`: an array of types (in generic form any
    attribute can be written there; an integer was read as an encoding)."""
    if not all(isinstance(entry, TypeAttribute) for entry in entries):
        raise VerifyException(
            f"attribute '{name}' failed to satisfy constraint: type array attribute"
        )


def _one_encoding_each(
    op: Operation,
    what: str,
    values: Sequence[SSAValue],
    encodings: Sequence[Attribute],
) -> None:
    """One encoding per operand (a scalar's `!util.unused`) and per result:
    IREE's accessors assume it and iree-opt 3.13 crashes printing an op
    without it; the custom form could not say which one is missing."""
    if len(encodings) != len(values):
        raise VerifyException(
            f"'{op.name}' op has {len(values)} {what}(s) but {len(encodings)} "
            f"{what} encoding(s)"
        )


def _encoding_list_dims(
    op: Operation, encodings: Sequence[Attribute], dims: Sequence[SSAValue]
) -> None:
    """IREE's `verifyOpDynamicDimsRange`: one value per dynamic dimension of
    all the encodings together."""
    for encoding in encodings:
        _refuse_unranked(op, encoding)
    required = sum(dynamic_dim_count(e) for e in encodings if isinstance(e, ShapedType))
    if len(dims) != required:
        raise VerifyException(
            f"'{op.name}' op type set has {required} dynamic dimensions but only "
            f"{len(dims)} dimension values are attached"
        )


@declared_op_definition
class TensorTraceOp(IRDLOperation):
    """`stream.tensor.trace`: print staging tensors for debugging, under a key."""

    name = "stream.tensor.trace"

    key = prop_def(StringAttr)
    resources = var_operand_def(STAGING_RESOURCES)
    resource_sizes = var_operand_def(IndexType)
    resource_encodings = prop_def(ArrayAttr)
    resource_encoding_dims = var_operand_def(IndexType)

    # With no resource, the custom form (IREE's too) is `"key" = [ ]`, which
    # no reader reads.
    traits = traits_def(GenericUnless(lambda op: len(op.operands) > 0))
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    custom_directives = (EncodedResourceOperands,)

    assembly_format = (
        "$key `=` `[` custom<EncodedResourceOperands>($resources, "
        "type($resources), $resource_sizes, $resource_encodings, "
        "$resource_encoding_dims) `]` attr-dict-with-keyword"
    )

    def __init__(
        self,
        key: str,
        resources: Sequence[SSAValue | Operation],
        resource_sizes: Sequence[SSAValue | Operation],
        resource_encodings: Sequence[Attribute],
        *,
        resource_encoding_dims: Sequence[SSAValue | Operation] = (),
    ):
        converted = {
            "key": StringAttr(key),
            "resource_encodings": ArrayAttr(resource_encodings),
        }
        init_op(self, locals() | converted)

    def verify_(self) -> None:
        encodings = self.resource_encodings.data
        _verify_type_array("resource_encodings", encodings)
        if len(self.resources) != len(encodings) or len(self.resources) != len(
            self.resource_sizes
        ):
            raise VerifyException(
                f"'{self.name}' op each resource needs a matching resource "
                "encoding and size (array length mismatch)"
            )
        for encoding in encodings:
            if not isinstance(encoding, ShapedType):
                raise VerifyException(
                    f"'{self.name}' op resource encodings must be shaped types, "
                    f"but got {encoding}"
                )
        _encoding_list_dims(self, encodings, self.resource_encoding_dims)


@declared_op_definition
class TensorDispatchOp(IRDLOperation):
    """`stream.tensor.dispatch`: run an executable export on tensor resources,
    each operand and result with its tensor encoding."""

    name = "stream.tensor.dispatch"

    workload = var_operand_def(IndexType)
    entry_points = prop_def(ArrayAttr[SymbolRefAttr])
    mixed_operands = var_operand_def()
    operand_sizes = var_operand_def(IndexType)
    operand_encodings = prop_def(ArrayAttr)
    operand_encoding_dims = var_operand_def(IndexType)
    result_sizes = var_operand_def(IndexType)
    result_encodings = prop_def(ArrayAttr)
    result_encoding_dims = var_operand_def(IndexType)
    tied_operands = opt_prop_def(ArrayAttr[IntegerAttr[IndexType]])
    affinity = opt_prop_def(AFFINITY)
    results_ = var_result_def(ResourceType)
    """IREE's `$results` (`results` is the Operation attribute in xDSL)."""

    traits = traits_def(Pure())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    custom_directives = (DispatchEntryPoints, EncodedShapedFunctionType)

    assembly_format = (
        "(`on` `(` $affinity^ `)`)? custom<DispatchEntryPoints>($entry_points) "
        "(`[` $workload^ `]`)? `` `(` $mixed_operands `)` attr-dict `:` "
        "custom<EncodedShapedFunctionType>(ref($mixed_operands), "
        "type($mixed_operands), $operand_sizes, $operand_encodings, "
        "$operand_encoding_dims, type($results_), $result_sizes, "
        "$result_encodings, $result_encoding_dims, $tied_operands)"
    )

    def __init__(
        self,
        entry_points: Sequence[SymbolRefAttr] | SymbolRefAttr,
        *,
        workload: Sequence[SSAValue | Operation] = (),
        operands: Sequence[SSAValue | Operation] = (),
        operand_sizes: Sequence[SSAValue | Operation] = (),
        operand_encodings: Sequence[Attribute] = (),
        operand_encoding_dims: Sequence[SSAValue | Operation] = (),
        result_types: Sequence[Attribute] = (),
        result_sizes: Sequence[SSAValue | Operation] = (),
        result_encodings: Sequence[Attribute] = (),
        result_encoding_dims: Sequence[SSAValue | Operation] = (),
        tied_operands: Sequence[int] | None = None,
        affinity: Attribute | None = None,
    ):
        converted = {
            "mixed_operands": operands,
            "entry_points": entry_points_attr(entry_points),
            "operand_encodings": ArrayAttr(operand_encodings),
            "result_encodings": ArrayAttr(result_encodings),
            "tied_operands": tied_operands_attr(tied_operands, len(result_types)),
        }
        init_op(self, locals() | converted, [result_types])

    def verify_(self) -> None:
        _verify_type_array("operand_encodings", self.operand_encodings.data)
        _verify_type_array("result_encodings", self.result_encodings.data)
        verify_dispatch_values(self, self.mixed_operands, self.results_)
        verify_value_sizes(self, "value", self.mixed_operands, self.operand_sizes)
        verify_value_sizes(self, "value", self.results_, self.result_sizes)
        operand_encodings = self.operand_encodings.data
        result_encodings = self.result_encodings.data
        _one_encoding_each(self, "operand", self.mixed_operands, operand_encodings)
        _one_encoding_each(self, "result", self.results_, result_encodings)
        _encoding_list_dims(self, operand_encodings, self.operand_encoding_dims)
        _encoding_list_dims(self, result_encodings, self.result_encoding_dims)
        tied = tied_indices(self.tied_operands)
        verify_tied_operands(self, tied, len(self.mixed_operands), len(self.results_))
        for i, index in enumerate(tied):
            if index == UNTIED or i >= len(result_encodings):
                continue
            if index >= len(operand_encodings):
                raise VerifyException(
                    f"'{self.name}' op tied operand index {index} is out of range "
                    f"of the {len(operand_encodings)} operand encoding(s)"
                )
            if operand_encodings[index] != result_encodings[i]:
                raise Unprefixed(  # (IREE's `emitError`)
                    f"the {index}-th operandEncoding ({operand_encodings[index]}) "
                    f"does not match the resultEncoding ({result_encodings[i]})"
                )
        verify_dispatch_symbol_uses(self, self.entry_points, self.workload)


TENSOR_OPS: Sequence[type[IRDLOperation]] = (
    TensorImportOp,
    TensorExportOp,
    TensorSizeOfOp,
    TensorEmptyOp,
    TensorConstantOp,
    TensorSplatOp,
    TensorCloneOp,
    TensorEncodeOp,
    TensorSliceOp,
    TensorFillOp,
    TensorUpdateOp,
    TensorLoadOp,
    TensorStoreOp,
    TensorTraceOp,
    TensorDispatchOp,
)
