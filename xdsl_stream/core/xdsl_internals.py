"""Every use of xDSL's private API in this package, behind one adapter.

xDSL 0.75 has no public way to do what these do; each function names the
public API that would replace it.  Code elsewhere in the package calls these
instead of reaching into xDSL, so that an xDSL upgrade is checked here.

Private methods that the package's parsers override, listed here for the
same reason: `Parser._parse_location` (MLIR's forward reference of location
aliases, and the file positions MLIR reads and xDSL does not; no hook for
alias resolution or location shapes exists), `Parser._parse_alias_def`
(skipping a definition read ahead) and
`AttrParser._parse_dialect_type_or_attribute_body` (writing out the aliases
an unregistered attribute's body names; would be: xDSL doing so itself), all
in `xdsl_stream.io.parser.ForwardLocParser`, `Parser._get_op_by_name` in
`xdsl_stream.io.parser.ClosedDialectParser` (qualified names looked up
as written; would be: a public op-lookup hook of the parser), and
`Printer._populate_block_name` in `xdsl_stream.io.printer.UniqueNamePrinter`
(a block name checked free before it is given; would be: xDSL's printer
doing so itself), `AttrParser._parse_attribute_entry` in
`xdsl_stream.io.parser.FastReader` (a dictionary entry read once per text;
would be: a public entry hook) and in `ClosedDialectParser` (an empty name
refused, as MLIR refuses it), `MLIRLexer._unescaped_characters_regex`
in `xdsl_stream.io.parser.LinearStringLexer` (a string literal lexed in linear
time; would be: xDSL's pattern without a repetition of repetitions) and
`MLIRLexer._lex_string_literal` there (a literal of UTF-8 escapes is a
string; would be: xDSL's lexer decoding as its docstring says),
`MLIRLexer._lex_at_ident` there (a name of a character outside ASCII
refused; would be: xDSL's lexer starting names at ASCII letters only, as
MLIR's), `AttrParser._parse_extended_type_or_attribute` in
`xdsl_stream.io.parser.ClosedDialectParser` (`#foo<1>` read as MLIR reads
it; would be: xDSL reading any body of an unregistered dialect's attribute), and
`AttrParser._parse_dialect_resource_handle` in
`xdsl_stream.io.parser.ForwardLocParser` (a resource handle read as written
when the process's storage holds it with the same blob; would be: resource
storage per context, not per dialect object), `Parser._parse_resource` there
(a builtin blob checked as MLIR checks it; would be: xDSL's builtin resource
interface doing so),
`Parser._parse_optional_block_arg_list` in `xdsl_stream.io.parser.FastReader`
(a block's arguments read by their text, and appended at once; would be: a
public hook for one block argument, and `Block.add_args`), and
`Parser._parse_block` in `xdsl_stream.io.parser.ClosedDialectParser`
(`parse_labelled_block`: a label of digits only read, and a block
defined twice refused, as MLIR does).  `HookedContext`
(below) overrides `Context._get_known_op` and reads
`Context._registered_dialects` and `_loaded_dialects`;
`formats_compiled_as_mlir_reads` replaces, for a while, the function of
`xdsl.irdl.operations` that `irdl_op_definition` makes an op's accessors
with; `woven_verify` reads that function's `verify_` from its closure.
"""

from __future__ import annotations

import copy
import dataclasses
import inspect
import re
import sys
from collections.abc import Callable, Generator, Iterable, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from functools import cache
from typing import Any, Self, TypeGuard, cast

import xdsl.irdl.operations as irdl_operations
from xdsl.context import Context
from xdsl.dialect_interfaces.op_asm import OpAsmDialectInterface
from xdsl.dialects.builtin import (
    FlatSymbolRefAttrConstr,
    IndexType,
    StringAttr,
    SymbolRefAttr,
    UnregisteredOp,
)
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Dialect,
    Operation,
    SSAValue,
    SSAValues,
    Use,
)
from xdsl.irdl import (
    IRDLOperation,
    OpDef,
    RangeLengthConstraint,
    RangeOf,
    VerificationContext,
)
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    FormatDirective,
    FormatProgram,
    OperandVariable,
    OptionalGroupDirective,
    ParsingState,
    ResultVariable,
    TypeDirective,
)
from xdsl.parser import AttrParser, Parser
from xdsl.parser.base_parser import BaseParser
from xdsl.parser.generic_parser import ParserState
from xdsl.printer import Printer
from xdsl.utils.exceptions import ParseError, PyRDLOpDefinitionError, VerifyException
from xdsl.utils.lexer import Position, Span
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRToken, MLIRTokenKind


def input_text(parser: BaseParser) -> str:
    """The whole text `parser` reads (public: `parser.lexer.input.content`)."""
    return parser.lexer.input.content


def current_token(parser: BaseParser) -> MLIRToken:
    """The next token, not consumed (would be: a public `peek_token()`)."""
    return parser._current_token  # pyright: ignore[reportPrivateUsage]


def parse_optional_shape_delimiter(parser: AttrParser) -> bool:
    """Take the `x` of a shape (splitting `x4` or `xf32` after it), if the
    next token starts with one (would be: a public
    `parse_optional_shape_delimiter`)."""
    return parser._parse_optional_shape_delimiter() is not None  # pyright: ignore[reportPrivateUsage]


def parser_state(parser: BaseParser) -> ParserState[MLIRTokenKind]:
    """The lexer and position `parser` reads with, which a parser of a part
    (xDSL's `AffineParser`) takes over and leaves where it stopped."""
    return parser._parser_state  # pyright: ignore[reportPrivateUsage]


def parse_dialect_symbol_body(parser: AttrParser) -> str:
    """The text between the `<` that is the next token and its matching `>`,
    read verbatim; the parser continues after the `>` (would be: a public
    `parse_dialect_symbol_body()`, MLIR's `parseDialectSymbolBody`)."""
    return parser._parse_dialect_symbol_body()  # pyright: ignore[reportPrivateUsage]


def current_position(parser: Parser) -> Position:
    """Where the next token starts (public: `parser.pos`)."""
    return parser.pos


def resume_from(parser: BaseParser, position: Position) -> None:
    """Continue parsing at `position` (would be: a public `seek(position)`)."""
    parser._resume_from(position)  # pyright: ignore[reportPrivateUsage]


def printed_ssa_names(printer: Printer) -> dict[SSAValue, str]:
    """The names `printer` gave the SSA values it printed, without the `%`
    (would be: a public accessor of `Printer._ssa_values`)."""
    return dict(printer._ssa_values)  # pyright: ignore[reportPrivateUsage]


def known_ssa_name(printer: Printer, value: SSAValue) -> str | None:
    """The name `printer` already gave `value`, without the `%`, or `None` if
    it has not printed it yet (would be: a public lookup of
    `Printer._ssa_values`; `print_ssa_value` prints as it names)."""
    return printer._ssa_values.get(value)  # pyright: ignore[reportPrivateUsage]


def known_block_name(printer: Printer, block: Block) -> str | None:
    """The name `printer` already gave `block`, without the `^`, or `None`
    (would be: a public lookup of `Printer._blocks`)."""
    return printer._blocks.get(block)  # pyright: ignore[reportPrivateUsage]


def name_block(printer: Printer, block: Block, block_index: int | None) -> None:
    """Give `block` a name as xDSL's own printer does, whatever a subclass
    overrides: its hint with the hint's next suffix, else `bb<block_index>`,
    else the next free number (would be: a public `Printer.name_block`)."""
    Printer._populate_block_name(printer, block, block_index)  # pyright: ignore[reportPrivateUsage]


def ssa_name_table(printer: Printer) -> dict[SSAValue, str]:
    """The live table of the names `printer` gives SSA values, without the `%`:
    the printer adds to it as it names values, never replaces it (would be: a
    public lookup of `Printer._ssa_values`)."""
    return printer._ssa_values  # pyright: ignore[reportPrivateUsage]


def indent_level(printer: Printer) -> int:
    """How many steps a new line of `printer` is indented (would be: a public
    `Printer.indent`)."""
    return printer._indent  # pyright: ignore[reportPrivateUsage]


def message_waits(printer: Printer) -> bool:
    """Whether a diagnostic message waits to be printed at `printer`'s next
    new line (would be: a public view of `Printer._next_line_callback`)."""
    return bool(printer._next_line_callback)  # pyright: ignore[reportPrivateUsage]


def operand_values(op: Operation) -> Sequence[SSAValue]:
    """`op.operands` as the tuple xDSL keeps (would be: `op.operands`
    without a view object made at each call; a walk over every op of a
    large module makes one per op)."""
    return op._operands  # pyright: ignore[reportPrivateUsage]


def successor_blocks(op: Operation) -> Sequence[Block]:
    """`op.successors` as the tuple xDSL keeps (would be: `op.successors`
    without a view object made at each call)."""
    return op._successors  # pyright: ignore[reportPrivateUsage]


def set_operands(op: Operation, operands: Sequence[SSAValue]) -> None:
    """`op.operands = operands`, leaving every use list exactly as xDSL's
    setter leaves it, in the same order, but keeping the `Use` of each
    position that remains instead of making a new one (would be: xDSL's
    setter doing so itself; making a `Use` costs more than linking it).

    A `Use` is an (operation, index) pair, so one kept for position i still
    means operand i of `op`; only the value's use list it is linked into
    changes, as the setter's new one would be.
    """
    old_values = op._operands  # pyright: ignore[reportPrivateUsage]
    old_uses = op._operand_uses  # pyright: ignore[reportPrivateUsage]
    _unlink_uses(old_values, old_uses)
    kept = len(old_uses)
    uses = (
        old_uses[: len(operands)]
        if len(operands) <= kept
        else (*old_uses, *(Use(op, i) for i in range(kept, len(operands))))
    )
    _link_uses(operands, uses)
    op._operands = SSAValues(operands)  # pyright: ignore[reportPrivateUsage]
    op._operand_uses = uses  # pyright: ignore[reportPrivateUsage]


def _unlink_uses(values: Sequence[SSAValue], uses: Sequence[Use]) -> None:
    """`value.remove_use(use)` for each pair, in order, its steps inline (a
    dispatch has dozens of operands: the calls cost more than the steps)."""
    for value, use in zip(values, uses, strict=True):
        prev_use = use._prev_use  # pyright: ignore[reportPrivateUsage]
        next_use = use._next_use  # pyright: ignore[reportPrivateUsage]
        if prev_use is None:
            value.first_use = next_use
        else:
            prev_use._next_use = next_use  # pyright: ignore[reportPrivateUsage]
        if next_use is not None:
            next_use._prev_use = prev_use  # pyright: ignore[reportPrivateUsage]


def _link_uses(values: Sequence[SSAValue], uses: Sequence[Use]) -> None:
    """`value.add_use(use)` for each pair, in order, its steps inline."""
    for value, use in zip(values, uses, strict=True):
        first_use = value.first_use
        use._next_use = first_use  # pyright: ignore[reportPrivateUsage]
        use._prev_use = None  # pyright: ignore[reportPrivateUsage]
        if first_use is not None:
            first_use._prev_use = use  # pyright: ignore[reportPrivateUsage]
        value.first_use = use


def replace_operands(op: Operation, replacements: Mapping[int, SSAValue]) -> None:
    """`op.operands[i] = value` for each `i: value` of `replacements`, in
    their order, with the same use lists in the same order, but the operand
    tuple rebuilt once (would be: xDSL's `OpOperands.__setitem__` rebuilding
    it without slicing it through `SSAValues.__getitem__`)."""
    values = list(op._operands)  # pyright: ignore[reportPrivateUsage]
    uses = op._operand_uses  # pyright: ignore[reportPrivateUsage]
    for index, value in replacements.items():
        use = uses[index]
        values[index].remove_use(use)
        value.add_use(use)
        values[index] = value
    op._operands = SSAValues(values)  # pyright: ignore[reportPrivateUsage]


def dialect_stack(parser: Parser) -> list[str]:
    """The dialects a bare op name is looked up in, innermost last (would be:
    a public view of the parser's dialect stack)."""
    return parser._parser_state.dialect_stack  # pyright: ignore[reportPrivateUsage]


def registered_op(ctx: Context, name: str) -> type[Operation] | None:
    """The op class `ctx` has under exactly `name`, loading its dialect if
    need be (would be: a public `Context` lookup that neither tries the
    dialect stack nor makes an `UnregisteredOp`)."""
    found = ctx._get_known_op(name)  # pyright: ignore[reportPrivateUsage]
    if found is None or issubclass(found, UnregisteredOp):
        return None
    return found


def register_ssa_definition(
    parser: Parser, name: str, values: Sequence[SSAValue], span: Span
) -> None:
    """Define `%name` as `values`, as the parser does for an op's results,
    resolving its forward references (would be: a public way to bind a
    result name)."""
    parser._register_ssa_definition(name, values, span)  # pyright: ignore[reportPrivateUsage]


def parse_token(parser: AttrParser, kind: MLIRTokenKind, message: str) -> MLIRToken:
    """The next token, of `kind`, consumed; else a parse error `message` at
    it (would be: a public `Parser.parse_token`)."""
    return parser._parse_token(kind, message)  # pyright: ignore[reportPrivateUsage]


def next_character(lexer: MLIRLexer) -> str | None:
    """The character the lexer's next token starts with, the blanks and
    comments before it skipped; None at the end (would be: a public
    `MLIRLexer.peek`)."""
    lexer._consume_whitespace()  # pyright: ignore[reportPrivateUsage]
    return lexer._peek_chars()  # pyright: ignore[reportPrivateUsage]


def current_character(lexer: MLIRLexer) -> str | None:
    """The character at the lexer's position; None at the end (would be: a
    public `MLIRLexer.peek`)."""
    return lexer._peek_chars()  # pyright: ignore[reportPrivateUsage]


def parse_labelled_block(parser: Parser) -> Block:
    """`Parser._parse_block`, with two of its bugs fixed (would be: xDSL
    fixing them).  It names the block after its label only where xDSL's
    block names allow it: MLIR's labels include digits only (`^0`), which
    xDSL's parser hands to `Block.name_hint`, whose setter raises
    `ValueError` (its `_get_block_from_name` checks `Block.is_valid_name`
    first).  And it records where a block branched to before is defined:
    xDSL's does not, and a second definition then raises `KeyError`.  A
    block defined twice is refused in MLIR's words, at the second label."""
    token = parse_token(parser, MLIRTokenKind.CARET_IDENT, " in block definition")
    name = token.text[1:]
    if name not in parser.blocks:
        block = Block()
    else:
        block, original = parser.blocks[name]
        if original is not None:
            raise ParseError(token.span, f"redefinition of block '^{name}'")
        parser.forward_block_references.pop(name)
    parser.blocks[name] = (block, token.span)
    if Block.is_valid_name(name) and not Block.is_default_block_name(name):
        block.name_hint = name
    parser._parse_optional_block_arg_list(block)  # pyright: ignore[reportPrivateUsage]
    parser.parse_punctuation(":")
    parser._parse_block_body(block)  # pyright: ignore[reportPrivateUsage]
    return block


def parse_optional_successor(parser: Parser) -> Block | None:
    """`Parser.parse_optional_successor`, through `_get_block_from_name`,
    which leaves a label xDSL's block names do not allow (`^0`) unnamed
    where xDSL's own raises `ValueError` (would be: xDSL doing so itself;
    see `parse_labelled_block`)."""
    token = parser._parse_optional_token(MLIRTokenKind.CARET_IDENT)  # pyright: ignore[reportPrivateUsage]
    if token is None:
        return None
    return parser._get_block_from_name(token.span)  # pyright: ignore[reportPrivateUsage]


def append_block_arguments(block: Block, arguments: Sequence[BlockArgument]) -> None:
    """Append `arguments`, made for `block` with their indices, to its
    arguments at once (would be: a public `Block.add_args`; `insert_arg`
    rebuilds the tuple for each, N * N for N arguments)."""
    block._args += tuple(arguments)  # pyright: ignore[reportPrivateUsage]


def read_with_lexer(parser: Parser, lexer: MLIRLexer) -> None:
    """Make `parser`, just made on an empty input, read what `lexer` lexes,
    from its start (would be: a parser taking its lexer).  Made on the text
    itself, the parser's constructor would lex its first token with xDSL's
    own lexer, whose string pattern takes time exponential in the length of
    a string left open (docs/upstream.md, entry 5)."""
    state = parser._parser_state  # pyright: ignore[reportPrivateUsage]
    assert state.lexer.input.content == ""
    parser._parser_state = ParserState(lexer, state.dialect_stack)  # pyright: ignore[reportPrivateUsage]


def running_opt_prints_generic() -> bool | None:
    """Whether the `xdsl-opt` run calling this (a pass it applies) prints its
    output in generic form (`--print-op-generic`); None when no `xdsl-opt`
    main is running (the Python API: the caller prints).  Read from the
    `xDSLOptMain` on the call stack (would be: print options xDSL hands to
    passes; it hands none)."""
    module = sys.modules.get("xdsl.xdsl_opt_main")
    main_class: object = getattr(module, "xDSLOptMain", None)
    if not isinstance(main_class, type):
        return None
    frame = inspect.currentframe()
    while frame is not None:
        owner = frame.f_locals.get("self")
        if isinstance(owner, main_class):
            args = getattr(owner, "args", None)
            return bool(getattr(args, "print_op_generic", False))
        frame = frame.f_back
    return None


def resource_blobs(interface: OpAsmDialectInterface) -> dict[str, str]:
    """The blobs a dialect keeps by resource key, for the whole process: the
    dialect object, and so its storage, is shared by every context (public:
    none; `declare_resource` renames a key already there, `build_resources`
    reads it)."""
    return interface._blob_storage  # pyright: ignore[reportPrivateUsage]


def print_position(printer: Printer) -> tuple[int, int]:
    """The line and column `printer` has printed up to (would be: a public
    read-only `Printer.position`; xDSL keeps `_current_line` and
    `_current_column`)."""
    return printer._current_line, printer._current_column  # pyright: ignore[reportPrivateUsage]


def set_print_position(printer: Printer, line: int, column: int) -> None:
    """Tell `printer` it is at `line` and `column`, after text was written to
    its stream directly, or to undo a print made aside (would be: a public
    `Printer.write_raw(text)` counting what it writes, and a way to print
    into a string without moving, e.g. `Printer.printed_aside(callback)`)."""
    printer._current_line = line  # pyright: ignore[reportPrivateUsage]
    printer._current_column = column  # pyright: ignore[reportPrivateUsage]


def write_on_line(printer: Printer, text: str) -> None:
    """Write `text`, which holds no newline, to `printer`'s text stream as
    `Printer.print_string` would, counting its columns, without encoding it
    or looking for newlines (would be: a public `Printer.write_raw(text)`)."""
    printer._current_column += len(text)  # pyright: ignore[reportPrivateUsage]
    printer.stream.write(text)


@dataclasses.dataclass
class HookedContext(Context):
    """A `Context` with the two hooks that loading a dialect's ops on demand
    needs (would be: public hooks of xDSL's `Context`; it loads every op of
    a dialect when the dialect is first named):

    * `ops_loaded_with(dialect)`: the ops loaded when `dialect` is (xDSL's:
      `dialect.operations`, all of them);
    * `load_op_on_demand(name)`: asked when `name` is not a loaded op of a
      loaded dialect, before the name is called unknown (or unregistered);
      it loads what defines `name` and says whether it did.

    `clone()` keeps the class and its hooks' state (xDSL's makes a plain
    `Context`).  With neither hook overridden it is xDSL's `Context`.
    """

    def ops_loaded_with(self, dialect: Dialect) -> Iterable[type[Operation]]:
        """The ops loaded with `dialect` (xDSL's: all of them)."""
        return dialect.operations

    def load_op_on_demand(self, name: str) -> bool:
        """Load the op `name` if this context knows where it is defined;
        whether it did (xDSL's: never)."""
        del name
        return False

    def load_registered_dialect(self, name: str) -> None:
        """xDSL's, with the ops `ops_loaded_with` says."""
        factory = self._registered_dialects.get(name)
        if factory is None:
            super().load_registered_dialect(name)  # raises: not registered
            return
        dialect = factory()
        self._loaded_dialects[dialect.name] = dialect
        for op in self.ops_loaded_with(dialect):
            self.load_op(op)
        for attr in dialect.attributes:
            self.load_attr_or_type(attr)

    def _get_known_op(self, name: str) -> type[Operation] | None:
        found = super()._get_known_op(name)
        if found is None and self.load_op_on_demand(name):
            found = super()._get_known_op(name)
        return found

    def clone(self) -> Self:
        """A copy with copies of every table, of the same class."""
        tables: dict[str, Any] = {
            f.name: copy.copy(getattr(self, f.name))
            for f in dataclasses.fields(self)
            if f.init
        }
        return dataclasses.replace(self, **tables)


# ===----------------------------------------------------------------------=== #
# Assembly formats compiled at first use
# ===----------------------------------------------------------------------=== #

_Accessors = Callable[[OpDef, Callable[[IRDLOperation], None] | None], dict[str, Any]]


@contextmanager
def formats_compiled_as_mlir_reads(*, at_first_use: bool) -> Generator[None]:
    """Within the block, an op that `irdl_op_definition` defines (an xDSL
    dialect's, loaded on demand) compiles its `assembly_format` through
    `compiled_format`, whose optional groups read as MLIR reads them (entries
    25 and 28 of docs/upstream.md): at the op's definition, as xDSL does, or
    (`at_first_use`, `Speedup.LAZY_FORMATS`) when it is first parsed or
    printed in custom form: a run meets a few of a dialect's ops, and
    compiling every format of `arith`, `math` or `complex` is most of their
    import.  A format that does not compile raises the same
    `PyRDLOpDefinitionError`, at its definition or at first use.  Ops
    defined before or after the block are xDSL's own.

    Would be: xDSL reading optional groups as MLIR does, and compiling
    formats lazily itself (`docs/upstream.md`).  Patches
    `xdsl.irdl.operations.get_accessors_from_op_def`, which
    `irdl_op_definition` calls, for the block's duration; for a one-shot
    tool's entry point (`xdsl_stream.tools.process`), not for a library.
    """
    original: _Accessors = irdl_operations.get_accessors_from_op_def
    irdl_operations.get_accessors_from_op_def = _format_accessors(
        original, at_first_use
    )
    try:
        yield
    finally:
        irdl_operations.get_accessors_from_op_def = original


def accessors_without_format(
    make: _Accessors,
    op_def: OpDef,
    custom_verify: Callable[[IRDLOperation], None] | None,
) -> dict[str, Any]:
    """`make(op_def, custom_verify)` (xDSL's `get_accessors_from_op_def`)
    with the op's assembly format hidden meanwhile: xDSL compiles the format
    there, into a `parse` and a `print` it keeps to itself, which the
    accessors then lack (would be: xDSL compiling formats at first use)."""
    spelled = op_def.assembly_format
    op_def.assembly_format = None
    try:
        return make(op_def, custom_verify)
    finally:
        op_def.assembly_format = spelled


def woven_verify(
    op_type: type[Operation],
) -> tuple[OpDef, Callable[[IRDLOperation], None] | None] | None:
    """The definition and the class's own `verify_` that xDSL's
    `irdl_op_definition` wove into `op_type.verify_` (the accessor
    `get_accessors_from_op_def` makes: `op_def.verify`, then the own one), or
    None where `op_type`'s `verify_` is not that accessor.  Read from the
    accessor's closure; would be: xDSL keeping an op's own `verify_` apart
    (`OpDef` holds the definition check, nothing the class's own checks)."""
    verify: Any = op_type.__dict__.get("verify_")
    if getattr(verify, "__qualname__", None) != _WOVEN_VERIFY:
        return None
    names, cells_ = verify.__code__.co_freevars, verify.__closure__ or ()
    cells: dict[str, Any] = {
        name: cell.cell_contents for name, cell in zip(names, cells_, strict=True)
    }
    op_def = cells.get("op_def")
    if not isinstance(op_def, OpDef):
        return None
    return op_def, cells.get("custom_verify")


_WOVEN_VERIFY = "get_accessors_from_op_def.<locals>.verify_"


def _format_accessors(original: _Accessors, at_first_use: bool) -> _Accessors:
    def accessors(
        op_def: OpDef, custom_verify: Callable[[IRDLOperation], None] | None
    ) -> dict[str, Any]:
        spelled = op_def.assembly_format
        if spelled is None:
            return original(op_def, custom_verify)
        made = accessors_without_format(original, op_def, custom_verify)
        program = cache(lambda: compiled_format(spelled, op_def))
        if not at_first_use:
            program()  # at the definition, as xDSL compiles it

        def parse_with_format(cls: type[IRDLOperation], parser: Parser) -> Any:
            return program().parse(parser, cls)

        def print_with_format(self: IRDLOperation, printer: Printer) -> None:
            return program().print(printer, self)

        made["parse"] = classmethod(parse_with_format)
        made["print"] = print_with_format
        return made

    return accessors


def with_required_anchors(
    program: FormatProgram, op_def: OpDef, *, index_read_as_class: bool = False
) -> FormatProgram:
    """`program` with optional groups read as MLIR reads them:

    - the anchor of each group as required once the group has begun: xDSL
      reads an optional attribute anchor as optional there too, so `on()` of
      `(`on` `(` $affinity^ `)`)?` was read as the group without its
      attribute (docs/upstream.md, entry 25);
    - a group that begins with an optional `StringAttr` (`($name^)?`) taken
      only where a string literal stands: xDSL reads any attribute there, so
      the attribute dictionary after it was taken for the name and refused
      (entry 28);
    - the type of a value whose constraint is one class IREE's ops name by
      its definition read as that class (`KindCheckedType`): a package type
      that says `READ_AS_ITS_CLASS`, and `index` where `index_read_as_class`
      (the package's ops: IREE's `Index` is `IndexType`'s);
    - a flat symbol reference read as one (`FlatReferenceVariable`)."""
    strings = frozenset(
        name
        for name, field in (*op_def.properties.items(), *op_def.attributes.items())
        if field.constr.get_bases() == {StringAttr}
    )
    return ValueNamingProgram(
        tuple(
            _kind_checked(_anchor_required(s, strings), op_def, index_read_as_class)
            for s in program.stmts
        )
    )


@dataclass(frozen=True)
class KindCheckedType(TypeDirective):
    """`type($value)` of an operand or result whose constraint is one type
    class that says `READ_AS_ITS_CLASS` (`!stream.timepoint`: IREE's ops name
    it by its own definition, whose C++ class their generated parsers read,
    `parseType<TimepointType>`, where a constraint such as `Util_AnyList` is
    a predicate their verifiers check): a type of another class is refused
    at the type, `invalid kind of type specified: expected stream.timepoint,
    but found '...'`, not by the op's verifier at the op."""

    kind: type[Attribute] = Attribute
    expected: str = ""
    """The kind's name in MLIR (`stream.timepoint`, `builtin.index`)."""
    op_name: str = ""

    def accepts(self, types: Sequence[Attribute]) -> bool:
        """Whether `types`, read elsewhere (a format's fast path), are of
        the kind; if not, `parse` reads them again and says why."""
        return all(isinstance(t, self.kind) for t in types)

    def check(self, parser: Parser, found: Attribute, start: Position) -> None:
        """Refuse `found`, just read from `start`, unless it is of the kind."""
        if not isinstance(found, self.kind):
            parser.raise_error(
                f"custom op '{self.op_name}' invalid kind of type specified: "
                f"expected {self.expected}, but found '{found}'",
                start,
                parser.pos,
            )

    def parse(self, parser: Parser, state: ParsingState) -> None:
        start = parser.pos
        found = parser.parse_type()
        self.check(parser, found, start)
        self.inner.set_types(state, (found,))


def _kind_checked(
    directive: FormatDirective, op_def: OpDef, index_read_as_class: bool
) -> FormatDirective:
    """`directive` with each `type($value)` (in optional groups too, but for
    their first element, which decides whether the group is there) of a type
    class that is `READ_AS_ITS_CLASS` a `KindCheckedType`."""
    if isinstance(directive, OptionalGroupDirective):
        then_elements = tuple(
            _kind_checked(e, op_def, index_read_as_class)
            for e in directive.then_elements
        )
        else_elements = tuple(
            _kind_checked(e, op_def, index_read_as_class)
            for e in directive.else_elements
        )
        return replace(
            directive, then_elements=then_elements, else_elements=else_elements
        )
    if type(directive) is AttributeVariable:
        return _flat_reference_checked(directive, op_def)
    if type(directive) is not TypeDirective:
        return directive
    inner = directive.inner
    if type(inner) is OperandVariable:
        values = op_def.operands[inner.index][1].constr
    elif type(inner) is ResultVariable:
        values = op_def.results[inner.index][1].constr
    else:
        return directive
    one = values.constraint if isinstance(values, RangeLengthConstraint) else None
    bases = one.constr.get_bases() if isinstance(one, RangeOf) else None
    if bases is None or len(bases) != 1:
        return directive
    (kind,) = bases
    if kind is IndexType and index_read_as_class:
        expected = "builtin.index"
    elif getattr(kind, "READ_AS_ITS_CLASS", False):
        expected = kind.name
    else:
        return directive
    return KindCheckedType(inner, kind=kind, expected=expected, op_name=op_def.name)


VALUE_MESSAGE = re.compile(r"(?:operand|result) #\d+ must be .*, but got '.*'", re.S)
"""What `ValueNamingProgram` raises: the value at fault and MLIR's words."""
_MLIR_WORDED = re.compile(r"must be .*, but got '.*'", re.S)
"""A constraint's refusal in MLIR's words, about no value."""


@dataclass(frozen=True)
class ValueNamingProgram(FormatProgram):
    """A format program whose check of the types it read names the operand or
    result at fault, as MLIR's verifier does (`operand #1 must be
    floating-point-like, but got 'i32'`), where the constraint refuses in
    MLIR's words (`must be ..., but got '...'`): xDSL's raises the
    constraint's message alone, about no value."""

    def resolve_constraint_variables(self, state: ParsingState, op_def: OpDef) -> None:
        try:
            super().resolve_constraint_variables(state, op_def)
        except VerifyException as error:
            named = _value_at_fault(str(error), state, op_def)
            if named is None:
                raise
            raise VerifyException(named) from None


def _value_at_fault(message: str, state: ParsingState, op_def: OpDef) -> str | None:
    """`message`, a constraint's refusal in MLIR's words, prefixed with the
    first operand or result (in MLIR's order: operands, then results, by
    position) whose type its constraint alone refuses so.  A group whose
    types the format has not read yet (they are inferred later) still counts
    its values."""
    if _MLIR_WORDED.fullmatch(message) is None:
        return None
    operands = [
        ("operand", types, _count(values), definition.constr)
        for values, types, (_, definition) in zip(
            state.operands, state.operand_types, op_def.operands, strict=True
        )
    ]
    results = [
        ("result", types, None, definition.constr)
        for types, (_, definition) in zip(
            state.result_types, op_def.results, strict=True
        )
    ]
    positions = {"operand": 0, "result": 0}
    unread: list[tuple[int, object]] = []
    for kind, types, count, constraint in (*operands, *results):
        values = (types,) if isinstance(types, Attribute) else tuple(types or ())
        for value in values:
            try:
                constraint.verify((value,), VerificationContext())
            except VerifyException as error:
                if str(error) == message:
                    return _named(kind, positions[kind], constraint, unread, message)
            positions[kind] += 1
        if not values:
            if kind == "operand" and count:
                unread.append((positions[kind], constraint))
            positions[kind] += 1 if count is None else count
    return None


def _named(
    kind: str,
    position: int,
    constraint: object,
    unread: list[tuple[int, object]],
    message: str,
) -> str:
    """`message` about the value at `position`; a result's type that an
    operand read no type of shares (one written type for both, as in
    `arith.remf %a, %b : f32` or, of a group of operands,
    `util.range.min %a, %b : f32`) is the first such operand's, which MLIR's
    verifier, having given it that type, refuses first."""
    if kind == "result":
        own = _element_constraint(constraint)
        shared = next((at for at, c in unread if _element_constraint(c) == own), None)
        if shared is not None:
            return f"operand #{shared} {message}"
    return f"{kind} #{position} {message}"


def _element_constraint(constraint: object) -> object:
    """The constraint on each value of a group (`var_operand_def(T)`'s `T`),
    or `constraint` itself (one value's)."""
    if isinstance(constraint, RangeLengthConstraint):
        constraint = cast(RangeLengthConstraint[Attribute], constraint).constraint
    if isinstance(constraint, RangeOf):
        return cast(RangeOf[Attribute], constraint).constr
    return constraint


def _count(values: object) -> int:
    """How many operands a group the format read holds."""
    if values is None:
        return 0
    return len(cast(Sequence[object], values)) if isinstance(values, Sequence) else 1


class _StringLiteralVariable(AttributeVariable):
    """An optional `StringAttr` variable read only from a string literal, as
    MLIR's `parseOptionalAttribute(StringAttr &)` reads it."""

    def parse_attr(self, parser: Parser) -> Attribute | None:
        text = parser.parse_optional_str_literal()
        return None if text is None else StringAttr(text)


def _anchor_required(
    directive: FormatDirective, strings: frozenset[str]
) -> FormatDirective:
    if not isinstance(directive, OptionalGroupDirective):
        return directive
    first = directive.then_first
    if _has_optional_field(first) and first.name in strings:
        directive = replace(directive, then_first=_StringLiteralVariable(**vars(first)))
    anchor = directive.anchor
    then_elements = tuple(
        replace(element, is_optional=False)
        if element is anchor and _has_optional_field(element)
        else _anchor_required(element, strings)
        for element in directive.then_elements
    )
    else_elements = (_anchor_required(e, strings) for e in directive.else_elements)
    return replace(
        directive, then_elements=then_elements, else_elements=tuple(else_elements)
    )


@dataclass(frozen=True)
class FlatReferenceVariable(AttributeVariable):
    """`$name` of a property or attribute that is a flat symbol reference
    (`FlatSymbolRefAttrConstr`, IREE's `FlatSymbolRefAttr`): a nested one
    (`@inner::@g`) is refused where it stands, `invalid kind of attribute
    specified`, as MLIR's generated parser refuses it; xDSL's check refuses
    it after the op is read, at the op, in its own words."""

    op_name: str = ""

    def parse(self, parser: Parser, state: ParsingState) -> None:
        start = parser.pos
        found = self.parse_attr(parser)
        if isinstance(found, SymbolRefAttr) and found.nested_references.data:
            parser.raise_error(
                f"custom op '{self.op_name}' invalid kind of attribute specified",
                start,
                start + 1,
            )
        if found is not None:
            self.set(state, found)


def _flat_reference_checked(
    directive: AttributeVariable, op_def: OpDef
) -> AttributeVariable:
    """`directive` as a `FlatReferenceVariable` if its field's constraint
    is `FlatSymbolRefAttrConstr`."""
    fields = op_def.properties if directive.is_property else op_def.attributes
    field = fields.get(directive.name)
    if field is None or field.constr != FlatSymbolRefAttrConstr:
        return directive
    return FlatReferenceVariable(**vars(directive), op_name=op_def.name)


def _has_optional_field(directive: object) -> TypeGuard[AttributeVariable]:
    """A plain attribute variable (its subclasses, a unit attribute's, say,
    read presence as their value or build themselves otherwise)."""
    return type(directive) is AttributeVariable


def compiled_format(
    spelled: str, op_def: OpDef, *, index_read_as_class: bool = False
) -> FormatProgram:
    """The op's assembly format as `get_accessors_from_op_def` compiles it,
    and fails; optional groups read as MLIR reads them
    (`with_required_anchors`)."""
    try:
        return with_required_anchors(
            FormatProgram.from_str(spelled, op_def),
            op_def,
            index_read_as_class=index_read_as_class,
        )
    except ParseError as e:
        raise PyRDLOpDefinitionError(
            "Error during the parsing of the assembly format: ", e.args
        ) from e
