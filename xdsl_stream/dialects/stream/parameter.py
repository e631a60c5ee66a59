"""Parameter ops of the three phases: `stream.tensor.parameter.*`,
`stream.async.parameter.*` and `stream.cmd.parameter.*`.

They live together, apart from their phases' modules, because they share the
parameter directives (`ParameterReference`, `ParameterLoadOperations` and the
gather/scatter ones): a parameter is named by a `!util.buffer` key, optionally
within a `!util.buffer` scope (`%scope::%key`), at an `i64` offset.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import IndexType, IntegerType
from xdsl.ir import Attribute, Operation, SSAValue, TypeAttribute
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.core.ir_helpers import attribute_text
from xdsl_stream.dialects.hal import AFFINITY
from xdsl_stream.dialects.stream.attrs import STREAM_RESOURCE, TimepointType
from xdsl_stream.dialects.stream.base import CmdOpTrait, declared_op_definition
from xdsl_stream.dialects.stream.builders import init_op
from xdsl_stream.dialects.stream.directives.parameter import (
    AsyncParameterGatherOperations,
    AsyncParameterScatterOperations,
    CmdParameterGatherOperations,
    CmdParameterScatterOperations,
    ParameterLoadOperations,
    ParameterReference,
)
from xdsl_stream.dialects.syntax import GenericUnless
from xdsl_stream.dialects.type_rules import AllTypesMatch, TypeVariable
from xdsl_stream.dialects.util.types import BufferType

_I64 = IntegerType(64)


def _with_entries(keys: str) -> GenericUnless:
    """Generic form for an op of no parameter (its `keys` operands empty):
    its custom form, IREE's too, is an empty `{ }` that no reader reads, and
    the scope it names with each entry would be lost."""

    def readable(op: Operation) -> bool:
        found: Sequence[SSAValue] = getattr(op, keys)
        return len(found) > 0

    return GenericUnless(readable)


_SEGMENTS = (AttrSizedOperandSegments(as_property=True),)


def _all_one_to_one(message: str, *groups: Sequence[object]) -> None:
    if len({len(g) for g in groups}) > 1:
        raise VerifyException(message)


def _inferred_result(op: Operation, resource: SSAValue) -> None:
    """IREE infers the resource result of a parameter gather or scatter from
    the resource it updates (`InferTypeOpInterface`): any other result type
    is refused, in MLIR's words."""
    inferred = [resource.type, TimepointType()]
    given = [result.type for result in op.results]
    if given != inferred:
        raise VerifyException(
            f"inferred type(s) {_quoted(inferred)} are incompatible with return "
            f"type(s) of operation {_quoted(given)}"
        )


def _quoted(types: Sequence[Attribute]) -> str:
    return ", ".join(f"'{attribute_text(type)}'" for type in types)


# ===----------------------------------------------------------------------=== #
# stream.tensor.parameter.*
# ===----------------------------------------------------------------------=== #


@declared_op_definition
class TensorParameterLoadOp(IRDLOperation):
    """`stream.tensor.parameter.load`: a tensor read from a parameter into a
    new resource."""

    name = "stream.tensor.parameter.load"

    source_scope = opt_operand_def(BufferType)
    source_key = operand_def(BufferType)
    source_offset = operand_def(_I64)
    result_encoding_dims = var_operand_def(IndexType)
    result_size = operand_def(IndexType)
    result = result_def(STREAM_RESOURCE)
    result_encoding = prop_def(TypeAttribute)
    affinity = opt_prop_def(AFFINITY)

    traits = traits_def(Pure())
    irdl_options = _SEGMENTS

    custom_directives = (ParameterReference,)
    assembly_format = (
        "(`on` `(` $affinity^ `)`)? "
        "custom<ParameterReference>($source_scope, $source_key) "
        "`` `[` $source_offset `]` "
        "`:` $result_encoding (`` `{` $result_encoding_dims^ `}`)? "
        "`in` type($result) `` `{` $result_size `}` attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        source_key: SSAValue | Operation,
        source_offset: SSAValue | Operation,
        result_encoding: Attribute,
        result_size: SSAValue | Operation,
        result_type: Attribute,
        result_encoding_dims: Sequence[SSAValue | Operation] = (),
        source_scope: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [result_type])


@declared_op_definition
class TensorParameterWriteOp(IRDLOperation):
    """`stream.tensor.parameter.write`: writes a tensor resource to a
    parameter; the result is the resource."""

    name = "stream.tensor.parameter.write"

    T: ClassVar = TypeVariable("T", STREAM_RESOURCE)

    source = operand_def(T)
    source_encoding_dims = var_operand_def(IndexType)
    source_size = operand_def(IndexType)
    target_scope = opt_operand_def(BufferType)
    target_key = operand_def(BufferType)
    target_offset = operand_def(_I64)
    result = result_def(T)
    source_encoding = prop_def(TypeAttribute)
    affinity = opt_prop_def(AFFINITY)

    traits = traits_def(AllTypesMatch("source", "result"))
    irdl_options = _SEGMENTS

    custom_directives = (ParameterReference,)
    assembly_format = (
        "(`on` `(` $affinity^ `)`)? "
        "$source `->` custom<ParameterReference>($target_scope, $target_key) "
        "`` `[` $target_offset `]` "
        "`:` $source_encoding (`` `{` $source_encoding_dims^ `}`)? "
        "`in` type($source) `` `{` $source_size `}` attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        source: SSAValue | Operation,
        source_encoding: Attribute,
        source_size: SSAValue | Operation,
        target_key: SSAValue | Operation,
        target_offset: SSAValue | Operation,
        source_encoding_dims: Sequence[SSAValue | Operation] = (),
        target_scope: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [SSAValue.get(source).type])


# ===----------------------------------------------------------------------=== #
# stream.async.parameter.*
# ===----------------------------------------------------------------------=== #


@declared_op_definition
class AsyncParameterLoadOp(IRDLOperation):
    """`stream.async.parameter.load`: a new resource holding a parameter."""

    name = "stream.async.parameter.load"

    await_timepoint = opt_operand_def(TimepointType)
    source_scope = opt_operand_def(BufferType)
    source_key = operand_def(BufferType)
    source_offset = operand_def(_I64)
    result_size = operand_def(IndexType)
    result = result_def(STREAM_RESOURCE)
    result_timepoint = result_def(TimepointType)
    affinity = opt_prop_def(AFFINITY)

    traits = traits_def(Pure())
    irdl_options = _SEGMENTS

    custom_directives = (ParameterReference,)
    assembly_format = (
        "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)`)? "
        "custom<ParameterReference>($source_scope, $source_key) "
        "`` `[` $source_offset `]` `:` type($result) `` `{` $result_size `}` "
        "`=` `` `>` type($result_timepoint) attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        source_key: SSAValue | Operation,
        source_offset: SSAValue | Operation,
        result_size: SSAValue | Operation,
        result_type: Attribute,
        source_scope: SSAValue | Operation | None = None,
        await_timepoint: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [result_type, TimepointType()])


@declared_op_definition
class AsyncParameterReadOp(IRDLOperation):
    """`stream.async.parameter.read`: reads a parameter into a range of an
    existing resource; the result is that resource."""

    name = "stream.async.parameter.read"

    T: ClassVar = TypeVariable("T", STREAM_RESOURCE)

    target = operand_def(T)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    target_end = operand_def(IndexType)
    target_length = operand_def(IndexType)
    source_scope = opt_operand_def(BufferType)
    source_key = operand_def(BufferType)
    source_offset = operand_def(_I64)
    await_timepoint = opt_operand_def(TimepointType)
    result = result_def(T)
    result_timepoint = result_def(TimepointType)
    affinity = opt_prop_def(AFFINITY)

    traits = traits_def(AllTypesMatch("target", "result"))
    irdl_options = _SEGMENTS

    custom_directives = (ParameterReference,)
    assembly_format = (
        "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)`)? "
        "custom<ParameterReference>($source_scope, $source_key) "
        "`` `[` $source_offset `]` `->` "
        "$target `` `[` $target_offset `to` $target_end `for` $target_length `]` "
        "`:` type($target) `` `{` $target_size `}` "
        "`=` `` `>` type($result_timepoint) attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        source_key: SSAValue | Operation,
        source_offset: SSAValue | Operation,
        target: SSAValue | Operation,
        target_size: SSAValue | Operation,
        target_offset: SSAValue | Operation,
        target_end: SSAValue | Operation,
        target_length: SSAValue | Operation,
        source_scope: SSAValue | Operation | None = None,
        await_timepoint: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [SSAValue.get(target).type, TimepointType()])


@declared_op_definition
class AsyncParameterWriteOp(IRDLOperation):
    """`stream.async.parameter.write`: writes a range of a resource to a
    parameter; the result is the resource."""

    name = "stream.async.parameter.write"

    T: ClassVar = TypeVariable("T", STREAM_RESOURCE)

    source = operand_def(T)
    source_size = operand_def(IndexType)
    source_offset = operand_def(IndexType)
    source_end = operand_def(IndexType)
    source_length = operand_def(IndexType)
    target_scope = opt_operand_def(BufferType)
    target_key = operand_def(BufferType)
    target_offset = operand_def(_I64)
    await_timepoint = opt_operand_def(TimepointType)
    result = result_def(T)
    result_timepoint = result_def(TimepointType)
    affinity = opt_prop_def(AFFINITY)

    traits = traits_def(AllTypesMatch("source", "result"))
    irdl_options = _SEGMENTS

    custom_directives = (ParameterReference,)
    assembly_format = (
        "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)`)? "
        "$source `` `[` $source_offset `to` $source_end `for` $source_length `]` "
        "`->` custom<ParameterReference>($target_scope, $target_key) "
        "`` `[` $target_offset `]` `:` type($source) `` `{` $source_size `}` "
        "`=` `` `>` type($result_timepoint) attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        source: SSAValue | Operation,
        source_size: SSAValue | Operation,
        source_offset: SSAValue | Operation,
        source_end: SSAValue | Operation,
        source_length: SSAValue | Operation,
        target_key: SSAValue | Operation,
        target_offset: SSAValue | Operation,
        target_scope: SSAValue | Operation | None = None,
        await_timepoint: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [SSAValue.get(source).type, TimepointType()])


@declared_op_definition
class AsyncParameterGatherOp(IRDLOperation):
    """`stream.async.parameter.gather`: reads parameters into ranges of one
    resource."""

    name = "stream.async.parameter.gather"

    source_scope = opt_operand_def(BufferType)
    source_keys = var_operand_def(BufferType)
    source_offsets = var_operand_def(_I64)
    target = operand_def(STREAM_RESOURCE)
    target_size = operand_def(IndexType)
    target_offsets = var_operand_def(IndexType)
    target_ends = var_operand_def(IndexType)
    target_lengths = var_operand_def(IndexType)
    await_timepoint = opt_operand_def(TimepointType)
    result = result_def(STREAM_RESOURCE)
    result_timepoint = result_def(TimepointType)
    affinity = opt_prop_def(AFFINITY)

    traits = traits_def(_with_entries("source_keys"))
    irdl_options = _SEGMENTS

    custom_directives = (AsyncParameterGatherOperations,)
    assembly_format = (
        "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)`)? "
        "`{` custom<AsyncParameterGatherOperations>($source_scope, $source_keys, "
        "$source_offsets, $target, type($target), $target_size, $target_offsets, "
        "$target_ends, $target_lengths) `}` "
        "`:` type($result) `=` `` `>` type($result_timepoint) attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        source_keys: Sequence[SSAValue | Operation],
        source_offsets: Sequence[SSAValue | Operation],
        target: SSAValue | Operation,
        target_size: SSAValue | Operation,
        target_offsets: Sequence[SSAValue | Operation],
        target_ends: Sequence[SSAValue | Operation],
        target_lengths: Sequence[SSAValue | Operation],
        source_scope: SSAValue | Operation | None = None,
        await_timepoint: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [SSAValue.get(target).type, TimepointType()])

    def verify_(self) -> None:
        _inferred_result(self, self.target)
        _all_one_to_one(
            "requires that the source keys, source offsets, target offsets, "
            "target ends, and lengths are all 1:1",
            self.source_keys,
            self.source_offsets,
            self.target_offsets,
            self.target_ends,
            self.target_lengths,
        )


@declared_op_definition
class AsyncParameterScatterOp(IRDLOperation):
    """`stream.async.parameter.scatter`: writes ranges of one resource to
    parameters."""

    name = "stream.async.parameter.scatter"

    source = operand_def(STREAM_RESOURCE)
    source_size = operand_def(IndexType)
    source_offsets = var_operand_def(IndexType)
    source_ends = var_operand_def(IndexType)
    source_lengths = var_operand_def(IndexType)
    target_scope = opt_operand_def(BufferType)
    target_keys = var_operand_def(BufferType)
    target_offsets = var_operand_def(_I64)
    await_timepoint = opt_operand_def(TimepointType)
    result = result_def(STREAM_RESOURCE)
    result_timepoint = result_def(TimepointType)
    affinity = opt_prop_def(AFFINITY)

    traits = traits_def(_with_entries("target_keys"))
    irdl_options = _SEGMENTS

    custom_directives = (AsyncParameterScatterOperations,)
    assembly_format = (
        "(`on` `(` $affinity^ `)`)? (`await` `(` $await_timepoint^ `)`)? "
        "`{` custom<AsyncParameterScatterOperations>($source, type($source), "
        "$source_size, $source_offsets, $source_ends, $source_lengths, "
        "$target_scope, $target_keys, $target_offsets) `}` "
        "`:` type($result) `=` `` `>` type($result_timepoint) attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        source: SSAValue | Operation,
        source_size: SSAValue | Operation,
        source_offsets: Sequence[SSAValue | Operation],
        source_ends: Sequence[SSAValue | Operation],
        source_lengths: Sequence[SSAValue | Operation],
        target_keys: Sequence[SSAValue | Operation],
        target_offsets: Sequence[SSAValue | Operation],
        target_scope: SSAValue | Operation | None = None,
        await_timepoint: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [SSAValue.get(source).type, TimepointType()])

    def verify_(self) -> None:
        _inferred_result(self, self.source)
        _all_one_to_one(
            "requires that the source offsets, source ends, lengths, target keys, "
            "and target offsets are all 1:1",
            self.target_keys,
            self.source_offsets,
            self.source_ends,
            self.source_lengths,
            self.target_offsets,
        )


# ===----------------------------------------------------------------------=== #
# stream.cmd.parameter.*
# ===----------------------------------------------------------------------=== #


@declared_op_definition
class CmdParameterLoadOp(IRDLOperation):
    """`stream.cmd.parameter.load`: new resources (all of one type) holding
    parameters, ready at the result timepoint."""

    name = "stream.cmd.parameter.load"

    source_scope = opt_operand_def(BufferType)
    source_keys = var_operand_def(BufferType)
    source_offsets = var_operand_def(_I64)
    result_sizes = var_operand_def(IndexType)
    await_timepoint = opt_operand_def(TimepointType)
    results_ = var_result_def(STREAM_RESOURCE)
    result_timepoint = result_def(TimepointType)
    affinity = opt_prop_def(AFFINITY)

    traits = traits_def(_with_entries("source_keys"), Pure(), CmdOpTrait())
    irdl_options = _SEGMENTS

    custom_directives = (ParameterLoadOperations,)
    assembly_format = (
        "(`on` `(` $affinity^ `)`)? "
        "(`await` `(` $await_timepoint^ `)` `=` `` `>`)? "
        "`{` custom<ParameterLoadOperations>($source_scope, $source_keys, "
        "$source_offsets, type($results_), $result_sizes) `}` "
        "`=` `` `>` type($result_timepoint) attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        source_keys: Sequence[SSAValue | Operation],
        source_offsets: Sequence[SSAValue | Operation],
        result_sizes: Sequence[SSAValue | Operation],
        result_type: Attribute,
        source_scope: SSAValue | Operation | None = None,
        await_timepoint: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [[result_type] * len(result_sizes), TimepointType()])

    def verify_(self) -> None:
        # IREE's `AllTypesMatch<["results"]>` names one variadic list, which
        # ODS compares with itself: iree-opt accepts results of different
        # types, and so does this verifier.
        _all_one_to_one(
            "requires that the source keys, source offsets, and result sizes are "
            "all 1:1",
            self.source_keys,
            self.source_offsets,
            self.result_sizes,
        )


@declared_op_definition
class CmdParameterReadOp(IRDLOperation):
    """`stream.cmd.parameter.read`: reads a parameter into a resource range."""

    name = "stream.cmd.parameter.read"

    source_scope = opt_operand_def(BufferType)
    source_key = operand_def(BufferType)
    source_offset = operand_def(_I64)
    target = operand_def(STREAM_RESOURCE)
    target_size = operand_def(IndexType)
    target_offset = operand_def(IndexType)
    target_length = operand_def(IndexType)
    await_timepoint = opt_operand_def(TimepointType)
    result_timepoint = result_def(TimepointType)
    affinity = opt_prop_def(AFFINITY)

    traits = traits_def(CmdOpTrait())
    irdl_options = _SEGMENTS

    custom_directives = (ParameterReference,)
    assembly_format = (
        "(`on` `(` $affinity^ `)`)? "
        "(`await` `(` $await_timepoint^ `)` `=` `` `>`)? "
        "custom<ParameterReference>($source_scope, $source_key) "
        "`` `[` $source_offset `]` `->` "
        "$target `[` $target_offset `for` $target_length `]` `:` "
        "type($target) `` `{` $target_size `}` "
        "`=` `` `>` type($result_timepoint) attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        source_key: SSAValue | Operation,
        source_offset: SSAValue | Operation,
        target: SSAValue | Operation,
        target_size: SSAValue | Operation,
        target_offset: SSAValue | Operation,
        target_length: SSAValue | Operation,
        source_scope: SSAValue | Operation | None = None,
        await_timepoint: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [TimepointType()])


@declared_op_definition
class CmdParameterWriteOp(IRDLOperation):
    """`stream.cmd.parameter.write`: writes a resource range to a parameter."""

    name = "stream.cmd.parameter.write"

    source = operand_def(STREAM_RESOURCE)
    source_size = operand_def(IndexType)
    source_offset = operand_def(IndexType)
    source_length = operand_def(IndexType)
    target_scope = opt_operand_def(BufferType)
    target_key = operand_def(BufferType)
    target_offset = operand_def(_I64)
    await_timepoint = opt_operand_def(TimepointType)
    result_timepoint = result_def(TimepointType)
    affinity = opt_prop_def(AFFINITY)

    traits = traits_def(CmdOpTrait())
    irdl_options = _SEGMENTS

    custom_directives = (ParameterReference,)
    assembly_format = (
        "(`on` `(` $affinity^ `)`)? "
        "(`await` `(` $await_timepoint^ `)` `=` `` `>`)? "
        "$source `[` $source_offset `for` $source_length `]` `:` "
        "type($source) `` `{` $source_size `}` `->` "
        "custom<ParameterReference>($target_scope, $target_key) "
        "`` `[` $target_offset `]` "
        "`=` `` `>` type($result_timepoint) attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        source: SSAValue | Operation,
        source_size: SSAValue | Operation,
        source_offset: SSAValue | Operation,
        source_length: SSAValue | Operation,
        target_key: SSAValue | Operation,
        target_offset: SSAValue | Operation,
        target_scope: SSAValue | Operation | None = None,
        await_timepoint: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [TimepointType()])


@declared_op_definition
class CmdParameterGatherOp(IRDLOperation):
    """`stream.cmd.parameter.gather`: reads parameters into ranges of one
    resource."""

    name = "stream.cmd.parameter.gather"

    source_scope = opt_operand_def(BufferType)
    source_keys = var_operand_def(BufferType)
    source_offsets = var_operand_def(_I64)
    target = operand_def(STREAM_RESOURCE)
    target_size = operand_def(IndexType)
    target_offsets = var_operand_def(IndexType)
    target_lengths = var_operand_def(IndexType)
    await_timepoint = opt_operand_def(TimepointType)
    result_timepoint = result_def(TimepointType)
    affinity = opt_prop_def(AFFINITY)

    traits = traits_def(_with_entries("source_keys"), CmdOpTrait())
    irdl_options = _SEGMENTS

    custom_directives = (CmdParameterGatherOperations,)
    assembly_format = (
        "(`on` `(` $affinity^ `)`)? "
        "(`await` `(` $await_timepoint^ `)` `=` `` `>`)? "
        "`{` custom<CmdParameterGatherOperations>($source_scope, $source_keys, "
        "$source_offsets, $target, type($target), $target_size, $target_offsets, "
        "$target_lengths) `}` "
        "`=` `` `>` type($result_timepoint) attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        source_keys: Sequence[SSAValue | Operation],
        source_offsets: Sequence[SSAValue | Operation],
        target: SSAValue | Operation,
        target_size: SSAValue | Operation,
        target_offsets: Sequence[SSAValue | Operation],
        target_lengths: Sequence[SSAValue | Operation],
        source_scope: SSAValue | Operation | None = None,
        await_timepoint: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [TimepointType()])

    def verify_(self) -> None:
        _all_one_to_one(
            "requires that the source keys, source offsets, target offsets, and "
            "target lengths are all 1:1",
            self.source_keys,
            self.source_offsets,
            self.target_offsets,
            self.target_lengths,
        )


@declared_op_definition
class CmdParameterScatterOp(IRDLOperation):
    """`stream.cmd.parameter.scatter`: writes ranges of one resource to
    parameters."""

    name = "stream.cmd.parameter.scatter"

    source = operand_def(STREAM_RESOURCE)
    source_size = operand_def(IndexType)
    source_offsets = var_operand_def(IndexType)
    source_lengths = var_operand_def(IndexType)
    target_scope = opt_operand_def(BufferType)
    target_keys = var_operand_def(BufferType)
    target_offsets = var_operand_def(_I64)
    await_timepoint = opt_operand_def(TimepointType)
    result_timepoint = result_def(TimepointType)
    affinity = opt_prop_def(AFFINITY)

    traits = traits_def(_with_entries("target_keys"), CmdOpTrait())
    irdl_options = _SEGMENTS

    custom_directives = (CmdParameterScatterOperations,)
    assembly_format = (
        "(`on` `(` $affinity^ `)`)? "
        "(`await` `(` $await_timepoint^ `)` `=` `` `>`)? "
        "`{` custom<CmdParameterScatterOperations>($source, type($source), "
        "$source_size, $source_offsets, $source_lengths, $target_scope, "
        "$target_keys, $target_offsets) `}` "
        "`=` `` `>` type($result_timepoint) attr-dict-with-keyword"
    )

    def __init__(
        self,
        *,
        source: SSAValue | Operation,
        source_size: SSAValue | Operation,
        source_offsets: Sequence[SSAValue | Operation],
        source_lengths: Sequence[SSAValue | Operation],
        target_keys: Sequence[SSAValue | Operation],
        target_offsets: Sequence[SSAValue | Operation],
        target_scope: SSAValue | Operation | None = None,
        await_timepoint: SSAValue | Operation | None = None,
        affinity: Attribute | None = None,
    ):
        init_op(self, locals(), [TimepointType()])

    def verify_(self) -> None:
        _all_one_to_one(
            "requires that the source offsets, source lengths, target keys, and "
            "target offsets are all 1:1",
            self.target_keys,
            self.source_offsets,
            self.source_lengths,
            self.target_offsets,
        )
