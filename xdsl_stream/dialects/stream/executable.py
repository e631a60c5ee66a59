"""`stream.executable`, its exports and `stream.binding.subspan`."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import cast

from xdsl.dialects.builtin import (
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    StringAttr,
    SymbolNameConstraint,
    SymbolRefAttr,
    TensorType,
)
from xdsl.ir import (
    Attribute,
    Block,
    Operation,
    Region,
    SSAValue,
)
from xdsl.irdl import (
    lazy_traits_def,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import (
    HasParent,
    IsTerminator,
    Pure,
    SingleBlockImplicitTerminator,
    SymbolOpInterface,
    SymbolTable,
    ensure_terminator,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.core.diagnostics import VerifyErrorAt
from xdsl_stream.core.verify_memo import IsolatedFromAboveFast, no_context
from xdsl_stream.dialects.closed import verify_no_unknown_ops
from xdsl_stream.dialects.stream.attrs import (
    BindingType,
)
from xdsl_stream.dialects.stream.base import DeclaredOp, declared_op_definition
from xdsl_stream.dialects.stream.builders import init_op, symbol_fields, symbol_ref
from xdsl_stream.dialects.stream.directives.dispatch import WorkgroupCountRegion
from xdsl_stream.dialects.stream.directives.regions import ImplicitTerminatorRegion
from xdsl_stream.dialects.strict_properties import IntegerProperty
from xdsl_stream.dialects.symbols import SymbolTableCollection, symbol_tables
from xdsl_stream.dialects.syntax import count_dynamic
from xdsl_stream.dialects.util.directives import SymbolAlias, SymbolVisibility

# ===----------------------------------------------------------------------=== #
# Executables
# ===----------------------------------------------------------------------=== #


@declared_op_definition
class ExecutableEndOp(DeclaredOp):
    """`stream.executable.end`: implicit terminator of `stream.executable`."""

    name = "stream.executable.end"

    # (`HasParent` names a class defined below.)
    traits = lazy_traits_def(lambda: (IsTerminator(), HasParent(ExecutableOp)))

    assembly_format = "attr-dict"

    def __init__(self):
        super().__init__()


@declared_op_definition
class ExecutableOp(DeclaredOp):
    """`stream.executable`: a set of exports and the module implementing them."""

    name = "stream.executable"

    sym_name = prop_def(SymbolNameConstraint())
    sym_visibility = opt_prop_def(StringAttr)
    body = region_def("single_block")

    traits = traits_def(
        IsolatedFromAboveFast(),
        SymbolOpInterface(),
        SymbolTable(),
        SingleBlockImplicitTerminator(ExecutableEndOp),
    )

    custom_directives = (SymbolVisibility, ImplicitTerminatorRegion)
    assembly_format = (
        "custom<SymbolVisibility>($sym_visibility) $sym_name"
        " attr-dict-with-keyword custom<ImplicitTerminatorRegion>($body)"
    )

    def __init__(
        self,
        sym_name: str,
        body: Sequence[Operation] | Region = (),
        *,
        visibility: str | None = "private",
    ):
        region = body if isinstance(body, Region) else Region(Block(body))
        fields = symbol_fields(sym_name, visibility) | {"body": region}
        init_op(self, fields)
        for trait in self.get_traits_of_type(SingleBlockImplicitTerminator):
            ensure_terminator(self, trait)

    @property
    def exports(self) -> Iterator[ExecutableExportOp]:
        return (op for op in self.body.block.ops if isinstance(op, ExecutableExportOp))

    @property
    def inner_module(self) -> ModuleOp | None:
        """The `builtin.module` holding the dispatch functions, if any."""
        return next(
            (op for op in self.body.block.ops if isinstance(op, ModuleOp)), None
        )

    def verify_(self) -> None:
        verify_no_unknown_ops(self)


@declared_op_definition
class ReturnOp(DeclaredOp):
    """`stream.return`: returns values from Stream regions (e.g. workgroups)."""

    name = "stream.return"

    operands_ = var_operand_def()

    traits = traits_def(IsTerminator(), Pure())

    assembly_format = "attr-dict $operands_ `:` type($operands_)"

    def __init__(self, *values: SSAValue | Operation):
        super().__init__(operands=[values])

    def verify_(self) -> None:
        parent = self.parent_op()
        if parent is not None and parent.name != "stream.executable.export":
            raise VerifyException("expects parent op 'stream.executable.export'")


@declared_op_definition
class ExecutableExportOp(DeclaredOp):
    """`stream.executable.export`: an entry point of an executable.

    `@fn` exports function `@fn` under its own name; `@fn as("name")` exports it
    as `name`.  The optional `workgroups` region computes the workgroup count
    from the dispatch's workload.
    """

    name = "stream.executable.export"

    sym_name = prop_def(StringAttr)
    sym_visibility = opt_prop_def(StringAttr)
    function_ref = prop_def(SymbolRefAttr)
    workgroup_count = region_def()

    traits = traits_def(
        SymbolOpInterface(), HasParent(ExecutableOp), IsolatedFromAboveFast()
    )

    custom_directives = (SymbolVisibility, SymbolAlias, WorkgroupCountRegion)
    assembly_format = (
        "custom<SymbolVisibility>($sym_visibility)"
        " custom<SymbolAlias>($sym_name, $function_ref)"
        " custom<WorkgroupCountRegion>($workgroup_count)"
        " attr-dict-with-keyword"
    )

    def __init__(
        self,
        function_ref: str | SymbolRefAttr,
        *,
        sym_name: str | None = None,
        visibility: str | None = "public",
        workgroup_count: Region | None = None,
        attributes: Mapping[str, Attribute] | None = None,
    ):
        function_ref = symbol_ref(function_ref)
        if sym_name is None:
            sym_name = function_ref.root_reference.data
        fields = symbol_fields(sym_name, visibility) | {
            "function_ref": function_ref,
            "workgroup_count": Region() if workgroup_count is None else workgroup_count,
        }
        init_op(self, fields, attributes=attributes)

    @property
    def workgroups_block(self) -> Block | None:
        return self.workgroup_count.blocks.first

    def lookup_function(self) -> Operation | None:
        """The dispatch function in the executable's inner module, if any
        (`function_of_export`)."""
        return function_of_export(self)

    def verify_(self) -> None:
        if self.function_ref.nested_references.data:
            raise VerifyException(
                f"export @{self.sym_name.data} must reference a function of its "
                f"executable's module with a flat symbol, got {self.function_ref}"
            )
        block = self.workgroups_block
        if block is None:
            return
        if len(self.workgroup_count.blocks) != 1:
            raise VerifyException("workgroups region must have a single block")
        # The arguments (the dispatch's workload) may be of any type, as in
        # IREE: dispatches check theirs against them.
        last = block.last_op
        if not isinstance(last, ReturnOp):
            raise VerifyException("workgroups region must end with stream.return")
        if len(last.operands_) != 3 or any(
            not isinstance(v.type, IndexType) for v in last.operands_
        ):
            raise VerifyErrorAt(
                last,
                "'stream.return' op workgroup count region must return the XYZ "
                "dimension counts",
            )


@declared_op_definition
class BindingSubspanOp(DeclaredOp):
    """`stream.binding.subspan`: a typed view of a binding at a byte offset."""

    name = "stream.binding.subspan"

    traits = traits_def(Pure())

    binding = operand_def(BindingType)
    byte_offset = operand_def(IndexType)
    dynamic_dims = var_operand_def(IndexType)
    result = result_def()

    assembly_format = (
        "$binding `` `[` $byte_offset `]` attr-dict `:` type($binding) `->`"
        " type($result) (`{` $dynamic_dims^ `}`)?"
    )

    def __init__(
        self,
        binding: SSAValue | Operation,
        byte_offset: SSAValue | Operation,
        result_type: Attribute,
        dynamic_dims: Sequence[SSAValue | Operation] = (),
    ):
        init_op(self, locals(), [result_type])

    verify_context = staticmethod(no_context)
    """`verify_` reads the result type and the operand count only."""

    def verify_(self) -> None:
        expected = _dynamic_dim_count(self.result.type)
        if expected is not None and expected != len(self.dynamic_dims):
            raise VerifyException(
                f"result type {self.result.type} has {expected} dynamic "
                f"dimension(s) but {len(self.dynamic_dims)} dimension value(s) "
                "were given"
            )


def _dynamic_dim_count(type: Attribute) -> int | None:
    """`?` count of a shaped subspan result, None when it is not checked.

    IREE checks the dimension values of builtin shaped types only: its
    `!iree_tensor_ext.dispatch.tensor` is not one, and a static one given
    dimension values is accepted.
    """
    if isinstance(type, MemRefType | TensorType):
        shape = cast(MemRefType | TensorType, type).get_shape()
        return count_dynamic(shape)
    return None


# ===----------------------------------------------------------------------=== #
# Dispatch workgroup queries (inside dispatch functions)
# ===----------------------------------------------------------------------=== #


class _DispatchWorkgroupInfoOp(DeclaredOp):
    """`%x = stream.dispatch.workgroup.<what>[N] : index`, N in [0, 3)."""

    dimension = prop_def(IntegerAttr[IndexType])
    result = result_def(IndexType)

    traits = traits_def(Pure())

    custom_directives = (IntegerProperty,)
    assembly_format = (
        "`[` custom<IntegerProperty>($dimension) `]` attr-dict `:` type($result)"
    )

    def __init__(self, dimension: int):
        super().__init__(
            properties={"dimension": IntegerAttr(dimension, IndexType())},
            result_types=[IndexType()],
        )

    def verify_(self) -> None:
        dimension = self.dimension.value.data
        if not 0 <= dimension < 3:
            raise VerifyException(
                f"dimension {dimension} out of bounds of dispatch dimensions; "
                "expected [0, 3)"
            )


@declared_op_definition
class DispatchWorkgroupIDOp(_DispatchWorkgroupInfoOp):
    """`stream.dispatch.workgroup.id`: the current workgroup's index."""

    name = "stream.dispatch.workgroup.id"


@declared_op_definition
class DispatchWorkgroupCountOp(_DispatchWorkgroupInfoOp):
    """`stream.dispatch.workgroup.count`: the workgroup count of the grid."""

    name = "stream.dispatch.workgroup.count"


@declared_op_definition
class DispatchWorkgroupSizeOp(_DispatchWorkgroupInfoOp):
    """`stream.dispatch.workgroup.size`: invocations per workgroup."""

    name = "stream.dispatch.workgroup.size"


def function_of_export(
    export: ExecutableExportOp, tables: SymbolTableCollection | None = None
) -> Operation | None:
    """The function `export` names in its executable's inner module, if any,
    looked up in `tables` (the symbol tables lookups go through now,
    `symbol_tables()`, if None): a caller looking up many exports (the
    analysis) passes its own collection."""
    executable = export.parent_op()
    if not isinstance(executable, ExecutableOp):
        return None
    inner = executable.inner_module
    if inner is None:
        return None
    tables = symbol_tables() if tables is None else tables
    return tables.lookup_in(inner, export.function_ref.root_reference.data)
