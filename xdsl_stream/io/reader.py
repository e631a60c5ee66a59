"""One reader of IR text for every tool, and its errors as MLIR tools print them.

`xdsl-stream-opt`, `xdsl-stream-report`, the notebook and
`xdsl_stream.api.parse_module` all read through `read_module`, so a mistake
in the input reads the same everywhere:

    dump.mlir:27:5: error: 'stream.cmd.dispatch' op uniform operands ...
      "stream.cmd.dispatch"(%c16, ...) ...            (the op alone, cut short)
    hint: ...                                         (when one applies)

* a parse error is placed where the parser stopped, with the line under it;
* a verifier error is placed at the op's `loc(...)` when it has a file
  location, else at its name in the input (after its results, where
  iree-opt places it);
* a duplicate symbol is reported at its *second* definition, with a note at
  the first, worded as `iree-opt` words it (`redefinition of symbol named
  'ex'`), rather than at the enclosing module;
* hints for the usual mistakes: IREE IR in custom form (only IREE reads it;
  dump with `--mlir-print-op-generic`), and, when reading strictly, an op or
  attribute of a dialect this package does not define.

Dumps hold ops and attributes of IREE dialects this package does not define
(`hal`, `flow`, `iree_codegen`, ...): they are read as they are unless the
caller asks for a strict read (`strict=True`; the tools' `--strict-dialects`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import cast

from xdsl.context import Context
from xdsl.dialects.builtin import (
    ArrayAttr,
    CallSiteLoc,
    FileLineColLoc,
    FunctionType,
    FusedLoc,
    ModuleOp,
    NameLoc,
    StringAttr,
)
from xdsl.ir import Attribute, Operation, Region, SSAValue
from xdsl.parser import Parser
from xdsl.traits import SymbolOpInterface, SymbolTable
from xdsl.utils.exceptions import DiagnosticException, ParseError, VerifyException
from xdsl.utils.lexer import Span

from xdsl_stream.core.diagnostics import OpMessage, Severity, VerifyErrorAt
from xdsl_stream.core.ir_helpers import attribute_text, op_text, operation_name
from xdsl_stream.core.mlir_text import SSA_NAME, in_line_comment
from xdsl_stream.core.verify_memo import (
    checked_as_xdsl_isolates,
    memoized_verification,
    verified_without_symbol_table,
    verify_isolation,
    verify_op,
)
from xdsl_stream.dialects.syntax import verify_entry_block
from xdsl_stream.io import mlir_rules, op_rules
from xdsl_stream.io.dominance import (
    DominanceWalk,
    definition_note,
    undominated_use_message,
)
from xdsl_stream.io.parser import MAX_REGION_DEPTH, SourceTrackingParser
from xdsl_stream.io.terminators import block_error
from xdsl_stream.universe import STRICT_FLAG, make_context

MAX_OP_LINES = 8
"""Lines of the failing op shown under a diagnostic."""

IREE_DIALECTS = frozenset(
    {"flow", "hal", "util", "stream", "iree_tensor_ext", "iree_codegen", "vm"}
)


# ===----------------------------------------------------------------------=== #
# Where an op is
# ===----------------------------------------------------------------------=== #


@dataclass
class Source:
    """What is known of one parsed input (chunk), to place diagnostics."""

    name: str
    text: str = ""
    line_offset: int = 0
    op_offsets: dict[Operation, int] = field(default_factory=dict[Operation, int])

    def position(self, offset: int) -> str:
        line = self.text.count("\n", 0, offset) + 1 + self.line_offset
        column = offset - (self.text.rfind("\n", 0, offset) + 1) + 1
        return f"{self.name}:{line}:{column}"

    def op_position(self, op: Operation) -> str:
        """`FILE:LINE:COL` of `op`: its `loc(...)`, else where it (or the
        nearest op around it) is named in the input, after its results."""
        if (where := file_location(op.location)) is not None:
            return where
        current: Operation | None = op
        while current is not None:
            if (offset := self.op_offsets.get(current)) is not None:
                results = _RESULTS.match(self.text, offset)
                return self.position(offset if results is None else results.end())
            current = current.parent_op()
        return self.name


_RESULTS = re.compile(
    rf"{SSA_NAME}(?::[0-9]+)?(?:\s*,\s*{SSA_NAME}(?::[0-9]+)?)*\s*=\s*"
)
"""An op's result list, `%a, %b:2 = `: an op is placed after it, at its
name, as MLIR places it."""


def file_location(loc: Attribute) -> str | None:
    """`FILE:LINE:COL` of a location, None when it names no file position."""
    match loc:
        case FileLineColLoc():
            return f"{loc.filename.data}:{loc.line.data}:{loc.column.data}"
        case NameLoc():
            return file_location(loc.location)
        case CallSiteLoc():
            return file_location(loc.callee)
        case FusedLoc(locations=ArrayAttr() as locations):
            for inner in locations:
                if (where := file_location(inner)) is not None:
                    return where
            return None
        case _:
            return None


def indented_op(op: Operation) -> list[str]:
    """The op in generic form, indented, cut to `MAX_OP_LINES` lines."""
    lines = op_text(op, generic=True).split("\n")
    if len(lines) > MAX_OP_LINES:
        hidden = len(lines) - MAX_OP_LINES + 1
        lines = [*lines[: MAX_OP_LINES - 1], f"... ({hidden} more lines)"]
    return ["  " + line for line in lines]


def first_line(error: BaseException) -> str:
    return str(error).split("\n", 1)[0]


# ===----------------------------------------------------------------------=== #
# Verification that names the op
# ===----------------------------------------------------------------------=== #


class OpVerifyError(VerifyException):
    """Verification failed at `op`; `notes` point at related ops."""

    def __init__(
        self,
        op: Operation,
        message: str,
        notes: Sequence[tuple[Operation, str]] = (),
    ) -> None:
        super().__init__(message)
        self.op = op
        self.message = message
        self.notes = tuple(notes)


def verify_module(module: Operation) -> None:
    """`module.verify()` and MLIR's structural rules, raising `OpVerifyError`
    for the op that fails.

    Ops are verified innermost first, as xDSL's `Operation.verify` does, one
    op at a time so that the failing one is known, with the verifier's memo
    (`xdsl_stream.core.verify_memo`).  Each block is checked before its ops, as
    xDSL's `Block.verify` and `Region.verify` check it (the parent pointers)
    and as MLIR's verifier does (it ends in a terminator unless its op needs
    none, and is empty only then: `xdsl_stream.io.terminators`).  The
    walk is `xdsl_stream.io.dominance`'s, which checks, as MLIR does,
    that each use is dominated by its definition, before the op is verified.
    MLIR's rules that xDSL does not check are `xdsl_stream.io.mlir_rules`'s.
    """
    walk = DominanceWalk()
    with memoized_verification():
        for item in walk.post_order(module):
            if isinstance(item, Region):
                _verify_blocks(item)
            else:
                _verify_one(item)
    if (use := walk.undominated) is not None:
        at, note = definition_note(use)
        notes = [] if at is None else [(at, note)]
        raise OpVerifyError(use.user, undominated_use_message(use), notes)


def _verify_one(op: Operation) -> None:
    try:
        mlir_rules.check_read_properties(op)
        if op.parent is not None and checked_as_xdsl_isolates(type(op)):
            verify_isolation(op)  # (a top-level op has no value above it)
        _verify_op(op)
        mlir_rules.check(op)
    except mlir_rules.Unprefixed as error:
        raise OpVerifyError(op, str(error)) from None
    except VerifyErrorAt as error:
        raise OpVerifyError(error.op, first_line(error), error.notes) from None
    except DiagnosticException as error:
        if (call := op_rules.call_error(op, first_line(error))) is not None:
            raise OpVerifyError(op, f"'{op.name}' op {call[0]}", call[1]) from None
        message = (
            _constraint_message(error, op)
            or _count_message(error)
            or _entry_block_message(error, op)
            or _terminator_message(error, op)
            or _unnamed(first_line(error), op.name)
        )
        raise _duplicate_symbol(op) or OpVerifyError(
            op, f"'{operation_name(op)}' op {message}"
        ) from None
    except ValueError as error:  # xDSL's erased-value check
        raise OpVerifyError(op, f"'{op.name}' op {error}") from None
    except RecursionError:
        raise
    except Exception as error:  # a verifier of a dialect we do not own
        raise OpVerifyError(
            op,
            f"'{op.name}' op could not be verified ({type(error).__name__}: {error})",
        ) from None


def _verify_op(op: Operation) -> None:
    """`verify_op(op)`, but for a symbol table that xDSL refuses for two ops
    of one `sym_name` of which at most one is a symbol (MLIR counts symbols
    only): its other checks then run without xDSL's symbol table check."""
    try:
        verify_op(op)
    except DiagnosticException as error:
        if (
            _XDSL_REDEFINITION not in str(error)
            or _duplicate_symbol(op) is not None
            or not verified_without_symbol_table(op)
        ):
            raise


_XDSL_REDEFINITION = "Redefinition of symbol"
"""The start of xDSL's words for two ops of one `sym_name` in a symbol table."""


def _unnamed(message: str, name: str) -> str:
    """`message` without the op's quoted name it may begin with, alone
    (xDSL's traits: `'x.y' expects parent op 'x.z'`) or as MLIR's prefix
    (`'x.y' op ...`): the caller prefixes MLIR's."""
    return message.removeprefix(f"'{name}' op ").removeprefix(f"'{name}' ")


_CONSTRAINT_FAILURE = re.compile(
    r"(operand|result) '[^']*' at positions? (\d+)(?: to (\d+))? does not verify:\n"
    r"(must be [^\n]*, but got '([^\n]*)')"
)
"""xDSL's words for an operand or result (one, or a variadic group of them)
whose type fails a constraint that says what it must be in IREE's words
(`must be A reference counted byte buffer., but got 'index'`)."""


_COUNT_FAILURE = re.compile(
    r"Expected (\d+) (operand|result|region|successor)s?, but got (\d+)"
)
"""xDSL's words for an op of a fixed count of operands, results, regions or
successors given another (no variadic group of them)."""


def _count_message(error: BaseException) -> str | None:
    """MLIR's words for a wrong count (`_COUNT_FAILURE`), as its traits
    (`OneOperand`, `NResults<2>`, `ZeroRegions`, `OneSuccessor`, ...) say
    them: `requires a single operand`, `expected 2 operands, but found 1`,
    `requires one result`, `expected 2 results`, `requires zero regions`,
    `requires 1 successor but found 0`."""
    found = _COUNT_FAILURE.fullmatch(first_line(error).split(" op ", 1)[-1])
    if found is None:
        return None
    expected, kind, got = int(found[1]), found[2], found[3]
    if kind == "successor":
        plural = "" if expected == 1 else "s"
        return f"requires {expected} successor{plural} but found {got}"
    if expected == 0:
        return f"requires zero {kind}s"
    if expected == 1:
        return (
            "requires a single operand" if kind == "operand" else f"requires one {kind}"
        )
    if kind == "operand":
        return f"expected {expected} operands, but found {got}"
    return f"expected {expected} {kind}s"


_XDSL_ENTRY_BLOCK = "Expected entry block arguments to have the same types as"
"""The start of xDSL's words for a `func.func` whose entry block does not
take its inputs."""


def _entry_block_message(error: BaseException, op: Operation) -> str | None:
    """MLIR's words for a function whose entry block does not take its
    inputs (`entry block must have 2 arguments ...`, then the first
    argument of another type), where xDSL's verifier says it in its own."""
    signature = op.properties.get("function_type")
    entry = op.regions[0].blocks.first if op.regions else None
    if (
        not first_line(error).startswith(_XDSL_ENTRY_BLOCK)
        or not isinstance(signature, FunctionType)
        or entry is None
    ):
        return None
    try:
        verify_entry_block(signature.inputs.data, entry)
    except VerifyException as mlir_words:
        return str(mlir_words)
    return None


_XDSL_WRONG_TERMINATOR = re.compile(
    r"'[^']*' terminates with operation \S+ instead of (\S+)$"
)
"""xDSL's `SingleBlockImplicitTerminator` refusing a block's last op."""


def _terminator_message(error: BaseException, op: Operation) -> str | None:
    """MLIR's words for a region that does not end in the op's implicit
    terminator (`expects regions to end with 'x.end', found 'foo.bar'`),
    naming an unregistered op by its own name, where xDSL's say
    `terminates with operation builtin.unregistered instead of x.end`."""
    found = _XDSL_WRONG_TERMINATOR.match(first_line(error))
    if found is None:
        return None
    expected = found.group(1)
    for region in op.regions:
        for block in region.blocks:
            last = block.last_op
            if last is not None and last.name != expected:
                return (
                    f"expects regions to end with '{expected}', "
                    f"found '{operation_name(last)}'"
                )
    return None


def _constraint_message(error: BaseException, op: Operation) -> str | None:
    """MLIR's `operand #0 must be ..., but got '...'` for such a failure: of
    a variadic group, MLIR names the first value of the group with the type
    refused."""
    found = _CONSTRAINT_FAILURE.match(str(error))
    if found is None:
        return None
    kind, first, last, what, got = found.groups()
    position = int(first)
    if last is not None:
        values = op.operands if kind == "operand" else op.results
        position = next(
            (
                i
                for i in range(position, int(last) + 1)
                if got in (str(values[i].type), attribute_text(values[i].type))
            ),
            position,
        )
    return f"{kind} #{position} {what}"


def _verify_blocks(region: Region) -> None:
    """What `Region.verify` and `Block.verify` check of `region`'s blocks
    (but their ops' own checks), and how each ends (`block_error`)."""
    owner = region.parent
    for block in region.blocks:
        if block.parent is not region and owner is not None:
            raise OpVerifyError(
                owner,
                f"'{owner.name}' op Parent pointer of block does not refer to "
                "containing region",
            )
        for op in block.ops:
            if op.parent is not block:
                raise OpVerifyError(
                    op,
                    f"'{op.name}' op Parent pointer of operation does not refer "
                    "to containing region",
                )
        if (error := block_error(block)) is not None:
            raise OpVerifyError(*error)


def _duplicate_symbol(table: Operation) -> OpVerifyError | None:
    """The second definition of a symbol in `table`, as `iree-opt` reports it:
    of a symbol op (MLIR's `SymbolOpInterface`), where xDSL's symbol table
    counts every op with a `sym_name` (an unregistered op's too)."""
    if (
        not table.has_trait(SymbolTable, value_if_unregistered=False)
        or not table.regions
    ):
        return None
    first: dict[str, Operation] = {}
    for block in table.regions[0].blocks:
        for op in block.ops:
            if op.get_trait(SymbolOpInterface) is None:
                continue
            name = op.properties.get("sym_name") or op.attributes.get("sym_name")
            if not isinstance(name, StringAttr):
                continue
            if name.data in first:
                return OpVerifyError(
                    op,
                    f"redefinition of symbol named '{name.data}'",
                    [(first[name.data], "see existing symbol definition here")],
                )
            first[name.data] = op
    return None


# ===----------------------------------------------------------------------=== #
# Reading
# ===----------------------------------------------------------------------=== #


@dataclass(eq=False)  # an exception compares and hashes by identity
class ReadError(DiagnosticException):
    """The input does not read: `lines` is the whole message, MLIR style
    (`FILE:LINE:COL: error: ...`, the op or line at fault, notes, hints)."""

    lines: tuple[str, ...]
    cause: ParseError | OpVerifyError | None = None
    """None for input that is not text (`decode_input`)."""

    def __str__(self) -> str:
        return "\n".join(self.lines)


def read_module(
    text: str | bytes | bytearray | memoryview,
    name: str = "<input>",
    *,
    strict: bool = False,
    ctx: Context | None = None,
    strict_switch: str = STRICT_FLAG,
    numbered_names: dict[SSAValue, str] | None = None,
) -> ModuleOp:
    """Parse and verify `text`: `read_located`'s module."""
    return read_located(
        text,
        name,
        strict=strict,
        ctx=ctx,
        strict_switch=strict_switch,
        numbered_names=numbered_names,
    )[0]


def read_located(
    text: str | bytes | bytearray | memoryview,
    name: str = "<input>",
    *,
    strict: bool = False,
    ctx: Context | None = None,
    strict_switch: str = STRICT_FLAG,
    numbered_names: dict[SSAValue, str] | None = None,
) -> tuple[ModuleOp, Source]:
    """Parse and verify `text`, raising `ReadError` with MLIR-style lines; the
    module, and the `Source` that places its ops in `text` (where a later
    pass's diagnostics about them point: `op_message_lines`).

    `strict=False` (the default for dumps) reads ops and attributes of
    dialects no one registered as they are; `ctx`, if given, decides instead.
    `strict_switch` is how the caller's user asks for a strict read (named by
    the hint on an unregistered name).  `numbered_names`, if given, receives
    the names the input spells that xDSL does not keep as hints (a number,
    `%44`; a `_N` suffix; a result of a group):
    the report names values as the dump does with them.  Bytes (also a
    `bytearray` or `memoryview`) are read as `decode_input` reads them;
    anything else is a `TypeError`.
    """
    if isinstance(text, bytearray | memoryview):
        text = bytes(text)
    if not isinstance(cast(object, text), str | bytes):
        raise TypeError(f"read_module reads str or bytes, not {type(text).__name__}")
    if isinstance(text, bytes):
        text = decode_input(text, name)
    text = mlir_characters(text, name)
    given_ctx = ctx
    ctx = ctx or make_context(allow_unregistered=not strict)
    try:  # xDSL's parser lexes the first token as it is made
        parser = SourceTrackingParser(
            ctx, text, name, keep_numbered_names=numbered_names is not None
        )
        module = parse_all(parser)
    except ParseError as error:
        lines = parse_error_lines(
            error,
            0,
            allow_unregistered=ctx.allow_unregistered,
            strict_switch=strict_switch,
            with_hints=given_ctx is None,  # (they are about the package's contexts)
        )
        raise ReadError(tuple(lines), error) from None
    source = Source(name, text, 0, parser.op_offsets)
    try:
        verify_module(module)
    except OpVerifyError as error:
        raise ReadError(tuple(verify_error_lines(source, error)), error) from None
    if numbered_names is not None and parser.numbered_names:
        numbered_names.update(parser.numbered_names)
    return module, source


def parse_all(parser: Parser, allow_implicit_module: bool = True) -> ModuleOp:
    """`parser.parse_module(...)`, Python's recursion limit a parse error
    where the parser stopped (regions nested deeper than the interpreter's
    stack allows here; `xdsl-stream-opt` reads `MAX_REGION_DEPTH`)."""
    try:
        return parser.parse_module(allow_implicit_module)
    except RecursionError:
        pass  # out of the handler: the stack has unwound
    where = Span(parser.pos, parser.pos, parser.lexer.input)
    raise ParseError(
        where,
        "nesting too deep to read within Python's recursion limit "
        f"(xdsl-stream-opt reads {MAX_REGION_DEPTH} nested regions)",
    )


def decode_input(data: bytes, name: str, line_offset: int = 0) -> str:
    """`data` as UTF-8 text, read as `iree-opt` reads it: bytes that are not
    UTF-8 may stand inside a `//` comment (they become U+FFFD: nothing reads
    a comment); anywhere else the first is a `ReadError`,
    `NAME:LINE:COL: error: ...` (the column counts bytes, as MLIR's do),
    the same in every tool and the API."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    text = data.decode("utf-8", "surrogateescape")
    chars = list(text)
    for at, char in enumerate(text):
        if "\udc80" <= char <= "\udcff":
            if not in_line_comment(text, at):
                raise _not_utf8(text, at, name, line_offset)
            chars[at] = "\ufffd"
    return "".join(chars)


def _not_utf8(text: str, at: int, name: str, line_offset: int) -> ReadError:
    byte = ord(text[at]) - 0xDC00
    message = f"byte 0x{byte:02x} is not UTF-8 (only a comment may hold such bytes)"
    return _error_at(text, at, name, line_offset, message)


def _error_at(
    text: str, at: int, name: str, line_offset: int, message: str
) -> ReadError:
    """`NAME:LINE:COL: error: message` at `text[at]` (the column in bytes,
    as MLIR counts it), its line and a caret."""
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    line = text[start : end if end >= 0 else len(text)]
    column = len(text[start:at].encode("utf-8", "surrogateescape")) + 1
    number = text.count("\n", 0, at) + 1 + line_offset
    shown = line.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    return ReadError(
        (
            f"{name}:{number}:{column}: error: {message}",
            shown,
            " " * (at - start) + "^",
        )
    )


_LEXED_APART = re.compile("[\f\v\0]")
"""The characters MLIR's lexer and xDSL's take differently."""


def mlir_characters(text: str, name: str, line_offset: int = 0) -> str:
    """`text` with its characters as MLIR's lexer takes them, where xDSL's
    takes them otherwise.  A form feed or a vertical tab is a blank to xDSL
    and an error to MLIR outside a comment (`unexpected character`; in a
    string literal, its unended end): a `ReadError` here.  A NUL outside a
    comment or a string literal is skipped by MLIR as a blank and refused by
    xDSL: it is made a space (inside a literal it stays, as in MLIR).  One
    after a `\\` in a literal is left to the lexer (an unknown escape).
    Linear: each line holding one of them is scanned once."""
    if _LEXED_APART.search(text) is None:
        return text
    chars: list[str] | None = None
    line_end = -1
    places = _Places({}, 0)
    for found in _LEXED_APART.finditer(text):
        at = found.start()
        if at > line_end:
            line_start = max(text.rfind("\n", 0, at), text.rfind("\r", 0, at)) + 1
            line_end = _line_end(text, at)
            places = _places_on_line(text, line_start, line_end)
        quoted = places.quoted.get(at)
        if at >= places.comment or quoted is None:
            continue
        if text[at] != "\0":
            message = (
                "expected '\"' in string literal" if quoted else "unexpected character"
            )
            raise _error_at(text, at, name, line_offset, message)
        if not quoted:
            if chars is None:
                chars = list(text)
            chars[at] = " "
    return text if chars is None else "".join(chars)


def _line_end(text: str, at: int) -> int:
    ends = [end for end in (text.find("\n", at), text.find("\r", at)) if end >= 0]
    return min(ends) if ends else len(text)


@dataclass(frozen=True)
class _Places:
    """Where `_LEXED_APART`'s characters of one line are."""

    quoted: dict[int, bool]
    """Each one before the line's comment, not escaped: in a string literal?"""
    comment: int
    """Where the line's `//` comment starts (past its end if it has none)."""


def _places_on_line(text: str, start: int, end: int) -> _Places:
    """`_Places` of the line `text[start:end]` (a literal never spans lines)."""
    quoted: dict[int, bool] = {}
    inside = False
    position = start
    while position < end:
        char = text[position]
        if char in "\f\v\0":
            quoted[position] = inside
        elif inside and char == "\\":
            position += 1  # (what it escapes)
        elif char == '"':
            inside = not inside
        elif not inside and text.startswith("//", position):
            return _Places(quoted, position)
        position += 1
    return _Places(quoted, end + 1)


def op_message_lines(
    source: Source, message: OpMessage, *, show_op: bool = True
) -> list[str]:
    """`FILE:LINE:COL: severity: message` and, for an error or a warning
    with `show_op`, the op, as `verify_error_lines` shows it."""
    lines = [f"{source.op_position(message.op)}: {message.severity}: {message.message}"]
    if show_op and message.severity is not Severity.NOTE:
        lines += indented_op(message.op)
    return lines


def verify_error_lines(source: Source, error: OpVerifyError) -> list[str]:
    """`FILE:LINE:COL: error: message`, the op, then each note."""
    lines = [f"{source.op_position(error.op)}: error: {error.message}"]
    lines += indented_op(error.op)
    lines += [f"{source.op_position(op)}: note: {note}" for op, note in error.notes]
    return lines


def parse_error_lines(
    error: ParseError,
    line_offset: int,
    *,
    allow_unregistered: bool,
    strict_switch: str = STRICT_FLAG,
    with_hints: bool = True,
) -> list[str]:
    """`FILE:LINE:COL: error: message`, the line with a caret, then hints
    (`with_hints`: they are about a context of the package's, which a
    caller's own context may not be)."""
    location = error.span.get_location()
    where = f"{location.file}:{location.line + line_offset}:{location.col}"
    context = error.span.print_with_context().split("\n")[1:]
    lines = [f"{where}: error: {error.msg}", *(line for line in context if line)]
    if not with_hints:
        return lines
    return lines + hints(error, allow_unregistered, strict_switch)


def hints(error: ParseError, allow_unregistered: bool, strict_switch: str) -> list[str]:
    """What the user likely did wrong, for a parse error."""
    message = error.msg
    if "does not have a custom format" in message:
        return [CUSTOM_FORM_HINT] if _dialect_op_name_before(error) else []
    if (unknown := _UNKNOWN_CUSTOM_OP.search(message)) is not None:
        # a dialect's op no dialect here reads in custom form: its generic
        # form reads; a bare word is no IR at all
        return [CUSTOM_FORM_HINT] if "." in (unknown[1] or unknown[2]) else []
    if "not registered" not in message:
        return []
    name = _unregistered_name(message)
    if name is None:
        return []
    dialect = name.split(".", 1)[0]
    is_op = message.startswith("Operation ")
    custom = is_op and not _generic_op_name(error, name)
    if custom and dialect in IREE_DIALECTS | {"builtin"}:
        return [CUSTOM_FORM_HINT]
    if allow_unregistered:
        return []
    return [
        f"hint: '{dialect}' is not a dialect this package defines; without "
        f"{strict_switch} its ops and attributes are kept as they are"
    ]


_NAME_AT_END = re.compile(r"([A-Za-z_][\w$.-]*)\s*$")

_UNKNOWN_CUSTOM_OP = re.compile(
    r"^(?:Dialect `[^']*' not found for custom op '([^']*)'"
    r"|custom op '([^']*)' is unknown)"
)
"""MLIR's errors for a custom op no dialect reads (the parser's
`_unknown_custom_op`): group 1 or 2 is the name as written."""


def _dialect_op_name_before(error: ParseError) -> bool:
    """Whether the word right before where `error` stands is a dialect's op
    name (`foo.bar`: IR in custom form), not a bare word (text that is not IR
    at all)."""
    content = error.span.input.content
    if isinstance(content, bytes):
        return True
    found = _NAME_AT_END.search(
        content[max(0, error.span.start - 200) : error.span.start]
    )
    return found is not None and "." in found[1]


def _generic_op_name(error: ParseError, name: str) -> bool:
    """Whether the op named in `error` is spelt in generic form (`"name"`):
    xDSL places the error at or just after the name."""
    content = error.span.input.content
    if isinstance(content, bytes):
        return error.span.text.startswith('"')
    before = content[max(0, error.span.start - len(name) - 2) : error.span.end]
    return f'"{name}"' in before


def _unregistered_name(message: str) -> str | None:
    """The op or attribute name in xDSL's "... is not registered" message."""
    if message.startswith("Operation "):
        return message.split()[1]
    if message.startswith("'"):
        return message[1:].split("'", 1)[0]
    return None


CUSTOM_FORM_HINT = (
    "hint: this package reads this op in generic form only; dump the IR "
    "with --mlir-print-op-generic"
)
