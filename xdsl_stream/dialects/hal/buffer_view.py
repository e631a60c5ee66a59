"""HAL's buffer-view ops: how a public function's ABI wrapper checks and
takes apart the `!hal.buffer_view` arguments it is called with.

IREE wraps each public function of a program in a stub that takes and
returns buffer views: before the Stream phase, each argument is checked
(`hal.buffer_view.assert` of its shape, `hal.element_type<f32>` and
`hal.encoding_type<dense_row_major>`) and its dynamic sizes read
(`hal.buffer_view.dim`), so every dump of a real program holds them.
Declared here with HALOps.td's assembly formats, constraints and verifiers
(the element types and encodings IREE's runtime has a code for); also the
other buffer-view queries of that group (`.rank`, `.element_type`,
`.encoding_type`, `.buffer`), `hal.buffer_view.create` and
`hal.buffer_view.trace`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    AnyFloat,
    ComplexType,
    IndexType,
    IntegerAttr,
    IntegerType,
    StringAttr,
)
from xdsl.ir import Attribute, Operation, TypeAttribute
from xdsl.irdl import (
    BaseAttr,
    IRDLOperation,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    ParsingState,
    PrintingState,
    TypeDirective,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa

from xdsl_stream.core.verify_memo import memoizing_op_definition
from xdsl_stream.dialects.hal import BufferType, BufferViewType
from xdsl_stream.dialects.strict_properties import IntegerProperty
from xdsl_stream.dialects.syntax import (
    GenericUnless,
    IreeDirective,
    expect_type,
    next_token_span,
)
from xdsl_stream.dialects.util.constraints import (
    I32,
    INDICES,
    SIZE,
    TypeKinds,
    variadic,
)

BUFFER_VIEW = TypeKinds((BufferViewType,), "buffer_view", BufferViewType())
"""IREE's `HAL_BufferView`."""
BUFFER = TypeKinds((BufferType,), "buffer", BufferType())
"""IREE's `HAL_BufferType` (a `!hal.buffer`)."""
CODE = I32
"""IREE's `HAL_ElementType` and `HAL_EncodingType`: an `i32` code."""
DIM = SIZE
"""IREE's `HAL_Dim` and `HAL_DeviceSize`: an `index`."""
SHAPE = INDICES
"""IREE's `HAL_Shape`: the sizes of a shape, `index` values."""

ELEMENT_FLOATS = frozenset(
    {
        "f16",
        "f32",
        "f64",
        "f128",
        "bf16",
        "f8E5M2",
        "f8E4M3FN",
        "f8E5M2FNUZ",
        "f8E4M3FNUZ",
        "f8E8M0FNU",
    }
)
"""The float types IREE 3.13's runtime has an element type code for (the
others, `tf32`, `f80`, `f8E4M3`, `f8E3M4`, `f8E4M3B11FNUZ` and the 6- and
4-bit ones, have none: measured with iree-opt)."""


def has_element_code(type: Attribute) -> bool:
    """Whether IREE's `ElementTypeOp::getTypeValue` gives `type` a code: an
    integer of any width and signedness, one of `ELEMENT_FLOATS`, or a
    complex number of any integer or float."""
    if isinstance(type, IntegerType):
        return True
    if isinstance(type, ComplexType):
        return True
    return isa(type, AnyFloat) and type.name in ELEMENT_FLOATS


@memoizing_op_definition
class ElementTypeOp(IRDLOperation):
    """`hal.element_type<f32> : i32`: the runtime's code of an element type."""

    name = "hal.element_type"

    type_ = prop_def(BaseAttr(TypeAttribute), prop_name="type")
    result = result_def(CODE)

    traits = traits_def(Pure())
    assembly_format = "`<` $type `>` attr-dict `:` type($result)"

    def verify_(self) -> None:
        if not has_element_code(self.type_):
            raise VerifyException("unsupported element type")


@irdl_custom_directive
class EncodingType(IreeDirective):
    """`dense_row_major` (the encoding absent) or an encoding attribute:
    what IREE's format `($encoding^):(`` `dense_row_major`)?` reads."""

    encoding: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        if parser.parse_optional_keyword("dense_row_major") is not None:
            return
        value = parser.parse_optional_attribute()
        if value is None:
            span = next_token_span(parser)
            parser.raise_error(
                f"custom op '{state.op_type.name}' expected 'dense_row_major'",
                span.start,
                span.end,
            )
        self.encoding.set(state, value)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        value = self.encoding.get(op)
        if value is None:
            printer.print_string("dense_row_major")
        else:
            printer.print_attribute(value)


@memoizing_op_definition
class EncodingTypeOp(IRDLOperation):
    """`hal.encoding_type<dense_row_major> : i32`: the runtime's code of an
    encoding; IREE 3.13 has one, the dense row-major layout (no encoding)."""

    name = "hal.encoding_type"

    encoding = opt_prop_def(Attribute)
    result = result_def(CODE)

    traits = traits_def(Pure())
    custom_directives = (EncodingType,)
    assembly_format = (
        "`<` custom<EncodingType>($encoding) `>` attr-dict `:` type($result)"
    )

    def verify_(self) -> None:
        if self.encoding is not None:
            raise VerifyException("unsupported encoding type")


@memoizing_op_definition
class BufferViewCreateOp(IRDLOperation):
    """`hal.buffer_view.create`: a view of a byte range of a buffer with a
    shape, element type and encoding."""

    name = "hal.buffer_view.create"

    source_buffer = operand_def(BUFFER)
    source_offset = operand_def(DIM)
    source_length = operand_def(DIM)
    element_type = operand_def(CODE)
    encoding_type = operand_def(CODE)
    shape = var_operand_def(SHAPE)
    result = result_def(BUFFER_VIEW)

    traits = traits_def(Pure())
    assembly_format = (
        "`buffer` `(` $source_buffer `:` type($source_buffer) `)` "
        "`` `[` $source_offset `,` $source_length `]` "
        "`shape` `(` `[` $shape `]` `)` `type` `(` $element_type `)` "
        "`encoding` `(` $encoding_type `)` `:` type($result) attr-dict-with-keyword"
    )


@memoizing_op_definition
class BufferViewAssertOp(IRDLOperation):
    """`hal.buffer_view.assert`: the program stops with `message` unless the
    view has this shape, element type and encoding."""

    name = "hal.buffer_view.assert"

    buffer_view = operand_def(BUFFER_VIEW)
    element_type = operand_def(CODE)
    encoding_type = operand_def(CODE)
    shape = var_operand_def(SHAPE)
    message = prop_def(StringAttr)

    assembly_format = (
        "`<` $buffer_view `:` type($buffer_view) `>` `message` `(` $message `)` "
        "`shape` `(` `[` $shape `]` `)` `type` `(` $element_type `)` "
        "`encoding` `(` $encoding_type `)` attr-dict-with-keyword"
    )


class _BufferViewQueryOp(IRDLOperation):
    """`hal.buffer_view.<what><%view : !hal.buffer_view> : T`."""

    buffer_view = operand_def(BUFFER_VIEW)

    traits = traits_def(Pure())
    assembly_format = (
        "`<` $buffer_view `:` type($buffer_view) `>` `:` type($result) "
        "attr-dict-with-keyword"
    )


@memoizing_op_definition
class BufferViewBufferOp(_BufferViewQueryOp):
    """`hal.buffer_view.buffer`: the buffer behind a view."""

    name = "hal.buffer_view.buffer"

    result = result_def(BUFFER)


@memoizing_op_definition
class BufferViewElementTypeOp(_BufferViewQueryOp):
    """`hal.buffer_view.element_type`: a view's element type code."""

    name = "hal.buffer_view.element_type"

    result = result_def(CODE)


@memoizing_op_definition
class BufferViewEncodingTypeOp(_BufferViewQueryOp):
    """`hal.buffer_view.encoding_type`: a view's encoding code."""

    name = "hal.buffer_view.encoding_type"

    result = result_def(CODE)


@memoizing_op_definition
class BufferViewRankOp(_BufferViewQueryOp):
    """`hal.buffer_view.rank`: a view's rank."""

    name = "hal.buffer_view.rank"

    result = result_def(DIM)


@memoizing_op_definition
class BufferViewDimOp(IRDLOperation):
    """`hal.buffer_view.dim<%view : !hal.buffer_view>[N] : index`: the size
    of a view's dimension N (not checked against its rank, as in IREE)."""

    name = "hal.buffer_view.dim"

    buffer_view = operand_def(BUFFER_VIEW)
    index = prop_def(IntegerAttr[IndexType])
    result = result_def(DIM)

    traits = traits_def(Pure())
    custom_directives = (IntegerProperty,)
    assembly_format = (
        "`<` $buffer_view `:` type($buffer_view) `>` "
        "`` `[` custom<IntegerProperty>($index) `]` `:` type($result) "
        "attr-dict-with-keyword"
    )


@irdl_custom_directive
class NonEmptyTypes(CustomDirective):
    """A variadic group's `type(...)` as MLIR's generated parser reads it:
    one type or more, comma-separated.  None is refused where MLIR refuses
    it (`expected non-function type`)."""

    types: TypeDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        types = [expect_type(parser)]
        while parser.parse_optional_punctuation(",") is not None:
            types.append(expect_type(parser))
        self.types.set(state, types)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        printer.print_list(self.types.get(op), printer.print_attribute)


def _traces_a_view(op: Operation) -> bool:
    return bool(op.operands)


@memoizing_op_definition
class BufferViewTraceOp(IRDLOperation):
    """`hal.buffer_view.trace "key" = %a, %b : T, T`: the views' contents to
    the runtime's trace sink, titled `key`.  A trace of no views prints in
    generic form: its custom form, `"key" = :` (as IREE prints it), reads in
    neither iree-opt nor here (`NonEmptyTypes`)."""

    name = "hal.buffer_view.trace"

    key = prop_def(StringAttr)
    operands_ = var_operand_def(variadic(BUFFER_VIEW))

    traits = traits_def(GenericUnless(_traces_a_view))
    custom_directives = (NonEmptyTypes,)
    assembly_format = (
        "$key `=` $operands_ `:` custom<NonEmptyTypes>(type($operands_)) "
        "attr-dict-with-keyword"
    )
