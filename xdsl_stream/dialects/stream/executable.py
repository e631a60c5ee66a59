"""`stream.executable`, its exports and `stream.binding.subspan`."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from typing import cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerType,
    MemRefType,
    ModuleOp,
    StringAttr,
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
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    HasParent,
    IsolatedFromAbove,
    IsTerminator,
    SingleBlockImplicitTerminator,
    SymbolOpInterface,
    SymbolTable,
    ensure_terminator,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_stream.dialects.iree_tensor_ext import DispatchTensorType
from xdsl_stream.dialects.stream.attrs import (
    BindingType,
)
from xdsl_stream.dialects.stream_syntax import (
    SSA_USE_PATTERN,
    ValueListOp,
    matched_operand,
    resume_after,
    type_text,
)
from xdsl_stream.dialects.symbols import lookup_symbol

# ===----------------------------------------------------------------------=== #
# Executables
# ===----------------------------------------------------------------------=== #


@irdl_op_definition
class ExecutableEndOp(IRDLOperation):
    """`stream.executable.end`: implicit terminator of `stream.executable`."""

    name = "stream.executable.end"

    traits = traits_def(IsTerminator())

    def __init__(self):
        super().__init__()


@irdl_op_definition
class ExecutableOp(IRDLOperation):
    """`stream.executable`: a set of exports and the module implementing them."""

    name = "stream.executable"

    sym_name = prop_def(StringAttr)
    sym_visibility = opt_prop_def(StringAttr)
    body = region_def("single_block")

    traits = traits_def(
        IsolatedFromAbove(),
        SymbolOpInterface(),
        SymbolTable(),
        SingleBlockImplicitTerminator(ExecutableEndOp),
    )

    def __init__(
        self,
        sym_name: str,
        body: Sequence[Operation] | Region = (),
        *,
        visibility: str | None = "private",
    ):
        region = body if isinstance(body, Region) else Region(Block(body))
        super().__init__(
            properties={
                "sym_name": StringAttr(sym_name),
                "sym_visibility": None
                if visibility is None
                else StringAttr(visibility),
            },
            regions=[region],
        )
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

    @classmethod
    def parse(cls, parser: Parser) -> ExecutableOp:
        visibility = parser.parse_optional_visibility_keyword()
        sym_name = parser.parse_symbol_name()
        attributes = parser.parse_optional_attr_dict_with_keyword()
        region = parser.parse_region()
        op = cls(
            sym_name.data,
            region,
            visibility=None if visibility is None else visibility.data,
        )
        if attributes is not None:
            op.attributes |= attributes.data
        return op

    def print(self, printer: Printer) -> None:
        if self.sym_visibility is not None:
            printer.print_string(f" {self.sym_visibility.data}")
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_op_attributes(self.attributes, print_keyword=True)
        printer.print_string(" ")
        printer.print_region(self.body, print_block_terminators=False)


@irdl_op_definition
class ReturnOp(ValueListOp):
    """`stream.return`: returns values from Stream regions (e.g. workgroups)."""

    name = "stream.return"

    operands_ = var_operand_def()

    traits = traits_def(IsTerminator())

    def __init__(self, *values: SSAValue | Operation):
        super().__init__(operands=[values])


@irdl_op_definition
class ExecutableExportOp(IRDLOperation):
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
        SymbolOpInterface(), HasParent(ExecutableOp), IsolatedFromAbove()
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
        if isinstance(function_ref, str):
            function_ref = SymbolRefAttr(function_ref)
        if sym_name is None:
            sym_name = function_ref.root_reference.data
        super().__init__(
            properties={
                "sym_name": StringAttr(sym_name),
                "sym_visibility": None
                if visibility is None
                else StringAttr(visibility),
                "function_ref": function_ref,
            },
            regions=[workgroup_count if workgroup_count is not None else Region()],
            attributes=attributes,
        )

    @property
    def workgroups_block(self) -> Block | None:
        return self.workgroup_count.blocks.first

    def lookup_function(self) -> Operation | None:
        """The dispatch function in the executable's inner module, if any."""
        executable = self.parent_op()
        if not isinstance(executable, ExecutableOp):
            return None
        module = executable.inner_module
        if module is None:
            return None
        return lookup_symbol(module, self.function_ref)

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
        for i, arg in enumerate(block.args):
            if not isinstance(arg.type, IndexType):
                raise VerifyException(
                    f"workgroups argument #{i} must be index, got {arg.type}"
                )
        last = block.last_op
        if not isinstance(last, ReturnOp):
            raise VerifyException("workgroups region must end with stream.return")
        if len(last.operands_) != 3 or any(
            not isinstance(v.type, IndexType) for v in last.operands_
        ):
            raise VerifyException(
                "workgroups region must return exactly 3 index values (x, y, z)"
            )

    @classmethod
    def parse(cls, parser: Parser) -> ExecutableExportOp:
        visibility = parser.parse_optional_visibility_keyword()
        function_pos = parser.pos
        function_ref = parser.parse_attribute()
        if not isinstance(function_ref, SymbolRefAttr):
            parser.raise_error(
                "expected the exported function's symbol (e.g. @fn)",
                function_pos,
                parser.pos,
            )
        sym_name = None
        if parser.parse_optional_keyword("as") is not None:
            parser.parse_punctuation("(")
            sym_name = parser.parse_str_literal(" as the export name")
            parser.parse_punctuation(")")
        region = None
        if parser.parse_optional_keyword("workgroups") is not None:
            args = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, parser.parse_argument
            )
            parser.parse_punctuation("->")
            parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_type)
            region = parser.parse_region(args)
        attributes = parser.parse_optional_attr_dict_with_keyword()
        return cls(
            function_ref,
            sym_name=sym_name,
            visibility=None if visibility is None else visibility.data,
            workgroup_count=region,
            attributes=None if attributes is None else attributes.data,
        )

    def print(self, printer: Printer) -> None:
        if self.sym_visibility is not None:
            printer.print_string(f" {self.sym_visibility.data}")
        printer.print_string(" ")
        printer.print_attribute(self.function_ref)
        if self.sym_name.data != self.function_ref.root_reference.data:
            printer.print_string(" as(")
            printer.print_string_literal(self.sym_name.data)
            printer.print_string(")")
        block = self.workgroups_block
        if block is not None:
            printer.print_string(" workgroups(")
            printer.print_list(block.args, printer.print_block_argument)
            printer.print_string(") -> (")
            last = block.last_op
            result_types = (
                [v.type for v in last.operands_] if isinstance(last, ReturnOp) else []
            )
            printer.print_list(result_types, printer.print_attribute)
            printer.print_string(") ")
            printer.print_region(self.workgroup_count, print_entry_block_args=False)
        printer.print_op_attributes(self.attributes, print_keyword=True)


@irdl_op_definition
class BindingSubspanOp(IRDLOperation):
    """`stream.binding.subspan`: a typed view of a binding at a byte offset."""

    name = "stream.binding.subspan"

    binding = operand_def(BindingType)
    byte_offset = operand_def(IndexType)
    dynamic_dims = var_operand_def(IndexType)
    result = result_def()

    def __init__(
        self,
        binding: SSAValue | Operation,
        byte_offset: SSAValue | Operation,
        result_type: Attribute,
        dynamic_dims: Sequence[SSAValue | Operation] = (),
    ):
        super().__init__(
            operands=[binding, byte_offset, dynamic_dims], result_types=[result_type]
        )

    def verify_(self) -> None:
        expected = _dynamic_dim_count(self.result.type)
        if expected is not None and expected != len(self.dynamic_dims):
            raise VerifyException(
                f"result type {self.result.type} has {expected} dynamic "
                f"dimension(s) but {len(self.dynamic_dims)} dimension value(s) "
                "were given"
            )

    @classmethod
    def parse(cls, parser: Parser) -> BindingSubspanOp:
        canonical = _scan_canonical_subspan(parser)
        if canonical is not None:
            return canonical
        binding = parser.parse_unresolved_operand()
        parser.parse_punctuation("[")
        offset = parser.parse_unresolved_operand()
        parser.parse_punctuation("]")
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        binding_type = parser.parse_type()
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        dims = _parse_optional_dims(parser)
        index = IndexType()
        op = cls(
            parser.resolve_operand(binding, binding_type),
            parser.resolve_operand(offset, index),
            result_type,
            [parser.resolve_operand(d, index) for d in dims],
        )
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.binding)
        printer.print_string("[")
        printer.print_ssa_value(self.byte_offset)
        printer.print_string("]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(
            f" : {type_text(self.binding.type)} -> {type_text(self.result.type)}"
        )
        if self.dynamic_dims:
            printer.print_string("{")
            printer.print_list(self.dynamic_dims, printer.print_ssa_value)
            printer.print_string("}")


def _parse_optional_dims(parser: Parser) -> list[UnresolvedOperand]:
    """`{%d, ...}` after a subspan's result type, if present."""
    if parser.parse_optional_punctuation("{") is None:
        return []
    dims = parser.parse_comma_separated_list(
        parser.Delimiter.NONE, parser.parse_unresolved_operand
    )
    parser.parse_punctuation("}")
    return dims


_CANONICAL_SUBSPAN = re.compile(
    rf"{SSA_USE_PATTERN}\[{SSA_USE_PATTERN}\] : !stream\.binding -> "
    r"(!iree_tensor_ext\.dispatch\.tensor<(readonly|writeonly|readwrite):"
    r"tensor<((?:(?:[0-9]+|\?)x)*)(f16|bf16|f32|f64|i1|i8|i16|i32|i64|index)>>)"
    # The dynamic dimensions, `{%d, ...}`, are left to the token parser: after
    # line breaks or comments they are still the subspan's.
)
_SCALAR_TYPES: dict[str, Attribute] = {
    "f16": Float16Type(),
    "bf16": BFloat16Type(),
    "f32": Float32Type(),
    "f64": Float64Type(),
    "index": IndexType(),
    **{f"i{w}": IntegerType(w) for w in (1, 8, 16, 32, 64)},
}
_INDEX = IndexType()
_BINDING = BindingType()
_DISPATCH_TENSOR_TYPES: dict[str, DispatchTensorType] = {}
"""By spelling: a program has few distinct ones, each written many times."""


def _scan_canonical_subspan(parser: Parser) -> BindingSubspanOp | None:
    """`%b[%o] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<...>{%d}`.

    Every dispatch function opens with one subspan per binding, in the one
    spelling IREE prints; this matches that spelling (a tensor of a builtin
    scalar, no attributes, single spaces) with one regular expression.  Any
    other returns None and is parsed token by token.
    """
    match = _CANONICAL_SUBSPAN.match(parser.lexer.input.content, parser.pos)
    if match is None:
        return None
    result_type = _DISPATCH_TENSOR_TYPES.get(match[3])
    if result_type is None:
        shape = [
            DYNAMIC_INDEX if d == "?" else int(d) for d in match[5].split("x")[:-1]
        ]
        tensor = TensorType(_SCALAR_TYPES[match[6]], shape)
        result_type = DispatchTensorType(match[4], tensor)
        if len(_DISPATCH_TENSOR_TYPES) < 4096:
            _DISPATCH_TENSOR_TYPES[match[3]] = result_type
    resume_after(parser, match)
    dims = _parse_optional_dims(parser)  # parsed before resolving, as below
    binding = parser.resolve_operand(matched_operand(parser, match, 1), _BINDING)
    byte_offset = parser.resolve_operand(matched_operand(parser, match, 2), _INDEX)
    return BindingSubspanOp.create(
        operands=[
            binding,
            byte_offset,
            *(parser.resolve_operand(d, _INDEX) for d in dims),
        ],
        result_types=[result_type],
    )


def _dynamic_dim_count(type: Attribute) -> int | None:
    """`?` count of a shaped subspan result, None when the type is opaque."""
    if isinstance(type, DispatchTensorType):
        return type.dynamic_dim_count
    if isinstance(type, MemRefType | TensorType):
        shape = cast(MemRefType | TensorType, type).get_shape()
        return sum(1 for d in shape if d == DYNAMIC_INDEX)
    return None
