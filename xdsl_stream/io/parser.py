"""The package's one reader of MLIR text, in layers, each a `Parser` subclass.

* `ClosedDialectParser`: xDSL's parser refusing an unknown op of the
  (complete) `stream` dialect where its name is read, as MLIR refuses it,
  looking qualified op names up as written, and lexing with
  `LinearStringLexer` (a string literal without its closing quote is an
  error at once, not a hang).
* `ForwardLocParser`: location aliases defined after their uses, as MLIR reads
  them (below).
* `FastReader`: the same text read faster, each speed-up behind its own switch
  (`xdsl_stream.core.speedups`): reusing what an identical piece of text read to
  (`Speedup.TEXT_MEMO`), taking operand lists and arguments with one
  regular expression each (`Speedup.OPERAND_SCAN`), and building a statement
  that repeats one before but for its names from that one's template
  (`Speedup.STATEMENT_MEMO`, `xdsl_stream.io.statement_memo`).  What it reads,
  and every diagnostic and its location, is `ForwardLocParser`'s (the tests
  compare both ways).
* `SourceTrackingParser`: a `FastReader` that also remembers where each op
  starts in the text, so that a diagnostic can point at the op
  (for ops that carry no `loc(...)`) and, with `keep_numbered_names`, the
  names the input gave by number (the report names values as the dump does).

`xdsl-stream-opt`, `xdsl-stream-report`, the notebook and `xdsl_stream.api`
read with `SourceTrackingParser` (through `xdsl_stream.io.reader`).  Nothing here
changes global state: stock `xdsl-opt` keeps xDSL's own parser.

Location aliases defined after their uses
-----------------------------------------
`iree-compile --mlir-print-debuginfo` (any MLIR tool, in fact) prints location
aliases `#locN = loc(...)` partly at the *end* of the file, after the ops that
use them.  MLIR's parser accepts that forward reference for location aliases,
and only inside `loc(...)`; xDSL 0.75 resolves every alias as it parses and
fails with "undefined symbol alias '#loc'".

A first scan of the text notes where each top-level definition
`#name = loc(...)` starts (at the start of a line).  When a location
`loc(#name)` names an alias not defined yet, its definition is parsed there
and then, and so, iteratively with an explicit stack, is every alias it names
in turn: each definition is read at most twice whatever the chain length, so a
file of N chained aliases parses in linear time and with no recursion limit.
When the parse reaches a definition it has already read ahead, it skips it.
Anything else (an attribute alias used before its definition outside
`loc(...)`, an undefined or redeclared alias, a cycle) is an error, as in MLIR.

Attributes and types of dialects no one registered keep their `<...>` body as
text, and xDSL keeps alias references in it as written (`#foo.bar<[#map0]>`);
the alias definitions are not printed back, so the output would name aliases
it never defines.  `ForwardLocParser` writes each such reference out in full
as it reads the body.

Resource handles
----------------
xDSL keeps the blobs of `dense_resource<key>` in the dialect object, shared by
every context of the process, and renames a key a previous parse declared
(`mlp_w1` becomes `mlp_w1_0`), then renames the file's own blob entry again:
the second parse of a file in one process printed its handles renamed and
lost their blobs.  `ForwardLocParser` reads a handle once per parse (its
blob entry gets the same key as its uses) and keeps its key as written when
the storage holds nothing else under it: no key, or the very blob the file's
`{-# dialect_resources #-}` gives it.  A key held with another blob is renamed
as xDSL does, so no module's blob is overwritten.  A handle inside an
attribute kept as text (`#util.composite<..., [dense_resource<key> : ...]>`,
`xdsl_stream.dialects.typed_opaque`) is read the same way and its text made
the stored key: it printed its key as written, and so another module's blob
under that key.

Reading what repeats once
-------------------------
A dump in generic form repeats the same property dictionaries, attribute
dictionaries and function types thousands of times (every
`stream.cmd.dispatch` of an export, every `arith.constant 0 : index`).
`FastReader` keeps, per parse, what each such text read to, keyed by the exact
text, and when the text at the current position is one of the keys it takes
the value and resumes after the text.  A hit is the very parse it replaces:

* the key is the whole text the parse consumed, on one line, and ends where
  its last token ends with nothing that could extend that token (a `>` or
  `}`, or whitespace), so the same characters lex to the same tokens;
* no key names an alias (`#name`, `!name` without a dialect prefix; a string
  holding such a spelling is skipped too): without aliases, what a text reads
  to depends only on the text and the context, which do not change during a
  parse;
* only texts that read without error are kept, so a hit never hides an error.

A dictionary that differs from every one before in one entry (each function's
`sym_name`) is read entry by entry, and each `name = value` is kept the same
way, keyed by its text when a `,` or `}` follows it (where a lookup finds it).
So is a type read on its own (a block argument's), when a `,` `)` `]` or `}`
follows it: never a space, after which the parser may read parameters on.
A function type not read before (a model's parameter load has thousands of
types) takes each type of its parenthesized lists, as printed with `, `
between them, by its text the same way, and asks the parser only for the
types not kept; a list written otherwise is read by xDSL's reader.

In an operand list (`%a`, or `%a#1` for a result of several), a name used
again is one operand, spanning its first use; a diagnostic about a later
use is made from that use's own span.  An argument
`%b0: !stream.binding,` whose type text is kept is read by its name and that
text, with no token lexed but the one after it.
"""

from __future__ import annotations

import gc
import re
import string
import struct
from collections.abc import Callable, Generator, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from math import prod
from typing import Any, ClassVar, Literal, NoReturn, TypeVar, cast, overload

from xdsl.context import Context
from xdsl.dialect_interfaces.op_asm import OpAsmDialectInterface
from xdsl.dialects.builtin import (
    UNKNOWN_LOC,
    AnyDenseElement,
    AnyFloat,
    ArrayAttr,
    BytesAttr,
    ComplexType,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    FileLineColLoc,
    FloatAttr,
    FunctionType,
    FusedLoc,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    LocationAttr,
    ModuleOp,
    RankedStructure,
    StringAttr,
    TensorType,
    UnregisteredAttr,
    UnregisteredOp,
    i32,
)
from xdsl.ir import (
    Attribute,
    AttributeInvT,
    Block,
    BlockArgument,
    Data,
    Operation,
    ParametrizedAttribute,
    Region,
    SSAValue,
    TypeAttribute,
)
from xdsl.ir.affine import AffineMap, AffineSet
from xdsl.irdl import (
    AttrSizedOperandSegments,
    AttrSizedRegionSegments,
    AttrSizedResultSegments,
    AttrSizedSegments,
    AttrSizedSuccessorSegments,
    IRDLOperation,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.parser.core import ForwardDeclaredValue
from xdsl.utils.exceptions import DiagnosticException, ParseError, VerifyException
from xdsl.utils.hints import isa
from xdsl.utils.lexer import Input, Position, Span
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRToken, MLIRTokenKind, StringLiteral

from xdsl_stream.core import xdsl_internals
from xdsl_stream.core.float_bits import is_exact_format
from xdsl_stream.core.ir_helpers import attribute_text
from xdsl_stream.core.mlir_text import (
    ALIAS_REFERENCE,
    SSA_NAME,
    STRING_LITERAL,
    last_outside_comments,
    string_literal_value,
)
from xdsl_stream.core.speedups import Speedup, is_on
from xdsl_stream.dialects.closed import refuses
from xdsl_stream.dialects.iree_names import unknown_name_error
from xdsl_stream.dialects.iree_op_names import unknown_to_iree
from xdsl_stream.dialects.syntax import end_of_last_token, native_properties
from xdsl_stream.dialects.typed_opaque import (
    AliasNotInlinable,
    TypedOpaqueAttr,
    expand_aliases,
    with_handle_keys,
    with_resource_keys,
)
from xdsl_stream.io import (
    builtin_types,
    float_literals,
    integer_literals,
    odd_width_ints,
    wrong_token,
)
from xdsl_stream.io.affine_exprs import MlirAffineParser
from xdsl_stream.io.linalg_bodies import NAMED_WITH_OTHER_BODIES, make_body_mlirs
from xdsl_stream.io.statement_memo import StatementMemo
from xdsl_stream.io.token_scan import ScanningLexer

_T = TypeVar("_T")

_LOC_ALIAS_DEF = re.compile(r"(#[A-Za-z_][\w$.]*)\s*=\s*(?=loc\s*\()")
"""A location alias definition (its `=` and `(` maybe spaced or on the next
lines); group 1 is the alias name and the match ends where `loc` starts
(xDSL's lexer: bare identifiers are ASCII).  `alias_definitions` keeps
those that begin a line (maybe indented) outside any brackets."""
_LOCATION = re.compile(r"loc\s*\(")
"""A location: text without one defines no location alias."""


def alias_definitions(text: str) -> Iterator[re.Match[str]]:
    """The location alias definitions of `text`, in order (`_LOC_ALIAS_DEF`:
    at the start of a line, outside brackets)."""
    if _LOCATION.search(text) is None:
        return iter(())
    found = (
        m
        for m in _LOC_ALIAS_DEF.finditer(text)
        if not text[text.rfind("\n", 0, m.start()) + 1 : m.start()].strip(" \t")
    )
    return top_level(text, found)


_NESTING = re.compile(r'"(?:[^"\\\n]|\\.)*"|//[^\n\r]*|[{}()\[\]]')
"""A string literal, a comment, or a bracket that nests text (`<` and `>`
are not counted: `->`, `>=` and comparisons hold them unpaired)."""


def top_level(text: str, found: Iterable[re.Match[str]]) -> Iterator[re.Match[str]]:
    """The matches of `found` (in order) that start outside any `{}`, `()`
    or `[]` of `text` (strings and comments aside): an alias definition, not
    a line of a multi-line attribute or region that looks like one."""
    matches = iter(found)
    match = next(matches, None)
    depth = 0
    for token in _NESTING.finditer(text):
        while match is not None and match.start(1) < token.start():
            if depth == 0:
                yield match
            match = next(matches, None)
        if match is None:
            return
        bracket = token[0]
        if bracket in "{([":
            depth += 1
        elif bracket in "})]":
            depth = max(depth - 1, 0)
    while match is not None:
        if depth == 0:
            yield match
        match = next(matches, None)


_AFTER_TO = "expected either integer or `:` post `to` in FileLineColRange"
_COLON_NEXT = re.compile(r"[ \t\n]*:")
"""A `:` after a location's string literal: a file position, not a name."""
_MAX_POSITION = 2**32 - 1
"""The largest line or column MLIR stores (`unsigned`)."""


_EMPTY_RESULT_GROUP = re.compile(
    rf"(?:{SSA_NAME}(?:[ \t\n]*:[ \t\n]*[0-9]+)?[ \t\n]*,[ \t\n]*)*"
    rf"{SSA_NAME}[ \t\n]*:[ \t\n]*(0+)(?![0-9])"
)
"""An op's result list up to a group of no result (`%x:0`), the `0` in
group 1: MLIR refuses it, xDSL binds the name to nothing."""

_RESOURCE_BLOB = re.compile(
    rf'(?:({STRING_LITERAL})|([A-Za-z_][\w$.-]*))[ \t\n]*:[ \t\n]*"(0x[0-9A-Fa-f]*)"'
)
"""A `key: "0x..."` entry of a resource section; groups: the key as a string
literal, the key bare, the blob."""


_HEX_DIGITS = re.compile(r"[0-9A-Fa-f]*")


def _blob_error(key: str, blob: str) -> str | None:
    """MLIR's refusal of the builtin resource blob `blob` of `key`, if any: a
    `0x` hex string whose first 4 bytes are its alignment, little-endian, a
    power of 2 (iree-opt 3.13 crashes on 0)."""
    where = f"expected hex string blob for key '{key}'"
    digits = blob.removeprefix("0x")
    if digits == blob or len(digits) % 2 or not _HEX_DIGITS.fullmatch(digits):
        return where
    if len(digits) < 8:
        return f"{where} to encode alignment in first 4 bytes"
    alignment = int.from_bytes(bytes.fromhex(digits[:8]), "little")
    if alignment & (alignment - 1) or not alignment:
        return (
            f"{where} to encode alignment in first 4 bytes, but got "
            f"non-power-of-2 value: {alignment}"
        )
    return None


_ASCII_LETTERS = frozenset(string.ascii_letters)
"""The letters MLIR's lexer starts a name with."""

_UNEXPECTED = "unexpected character"
"""MLIR's lexer's words for a character its grammar does not have."""


class LinearStringLexer(MLIRLexer):
    """xDSL's lexer, reading a string literal in time linear in its length.

    xDSL 0.75 matches a string literal with `"(?:[^"...]+|\\...)*"`, a
    repetition of repetitions: where the closing quote is missing, the
    regular expression engine tries every way to split the rest of the line
    before failing, and a forgotten quote on a long line (a dispatch of a
    real dump) hangs the reader.  This pattern reads the same strings (one
    character or escape per step, the same characters and escapes) and fails
    on the same text, at once.
    """

    _unescaped_characters_regex = re.compile(STRING_LITERAL)

    def lex(self) -> MLIRToken:
        """A token, but none that starts with a character MLIR's grammar
        does not have: xDSL 0.75 starts a bare identifier at any letter
        (`str.isalpha`) and a number at any digit (`str.isnumeric`, whose
        value `int` takes), so `{é = 1}`, `@é` and `tensor<٣xf32>` were read
        (as `"\\C3\\A9"`, `3`), where MLIR's lexer, ASCII only, says
        `unexpected character` (docs/upstream.md, entry 44).  Inside a string
        literal, a comment or the body of a dialect's attribute or type kept
        as text, any character stands, as in MLIR."""
        char = xdsl_internals.next_character(self)
        if char is not None and not char.isascii():
            raise ParseError(Span(self.pos, self.pos + 1, self.input), _UNEXPECTED)
        return super().lex()

    def _lex_at_ident(self, start_pos: Position) -> MLIRToken:
        char = xdsl_internals.current_character(self)
        if char is not None and not char.isascii():
            raise ParseError(
                Span(self.pos, self.pos + 1, self.input),
                "@ identifier expected to start with letter or '_'",
            )
        return super()._lex_at_ident(start_pos)

    def _lex_string_literal(self, start_pos: Position) -> MLIRToken:
        """A literal whose escapes make valid UTF-8 is a string, as xDSL's own
        docstring says and MLIR reads it (xDSL 0.75 makes any literal with a
        non-ASCII escape bytes, so `"\\C3\\A9"`, MLIR's print of `é`, is not
        a string: docs/upstream.md, entry 21)."""
        try:
            token = super()._lex_string_literal(start_pos)
        except ParseError as error:
            found = _string_literal_error(self.input.content, start_pos)
            if found is None:
                raise
            at, message = found
            raise ParseError(Span(at, at + 1, self.input), message) from error
        if token.kind is MLIRTokenKind.BYTES_LIT:
            try:
                StringLiteral.from_span(token.span).bytes_contents.decode()
            except UnicodeDecodeError:
                return token
            return MLIRToken(MLIRTokenKind.STRING_LIT, token.span)
        return token


def _string_literal_error(text: str, start: int) -> tuple[int, str] | None:
    """Where and why MLIR's lexer refuses the string literal whose `"` is at
    `start` (xDSL's says `End of file reached before closing string
    literal.` at the quote, whatever is wrong): an escape other than `\\"`,
    `\\\\`, `\\n`, `\\t` and two hex digits, at its backslash; a line
    break or the end of the input before the closing quote, there.  None if
    MLIR reads it."""
    at = start + 1
    while at < len(text):
        char = text[at]
        if char == '"':
            return None
        if char in "\n\v\f":
            return at, "expected '\"' in string literal"
        if char == "\\":
            if text[at + 1 : at + 2] in ('"', "\\", "n", "t"):
                at += 2
                continue
            if _HEX_PAIR.fullmatch(text, at + 1, at + 3):
                at += 3
                continue
            return at, "unknown escape in string literal"
        at += 1
    return len(text), "expected '\"' in string literal"


_HEX_PAIR = re.compile(r"[0-9A-Fa-f]{2}")


class ScanningStringLexer(ScanningLexer, LinearStringLexer):
    """`LinearStringLexer`, taking its common tokens with one regular
    expression (`Speedup.TOKEN_SCAN`, `xdsl_stream.io.token_scan`)."""


MAX_REGION_DEPTH = 2000
"""Regions nested deeper than this are a parse error at the region's `{`.
`iree-opt` reads 1,000 levels and more; a Python reader recurses a dozen
frames per level, so `xdsl-stream-opt`'s entry point gives itself the stack
and recursion limit for this depth (`xdsl_stream.tools.process`).  Elsewhere
(the API, under the caller's recursion limit) Python may stop sooner: that
is a located error too (`xdsl_stream.io.reader.read_module`)."""

INDEX_MIN, INDEX_MAX = -(2**63), 2**63 - 1
"""The values of an `index` attribute MLIR reads (its 64-bit storage, signed)."""

NEIGHBOUR_FUNCTIONS = frozenset({"func.func"})
"""Function ops of dialects the package does not own, held to MLIR's function
rules where xDSL's are laxer.  Read in custom form
(`function_interface_impl::parseFunctionOp`), braces after the signature
hold the body, at least one block: MLIR refuses `{}` there ("expected
non-empty function body"; no printer writes it, and a declaration has no
braces), where xDSL's parser reads a declaration.  And a declaration (no
body) may not be public (`xdsl_stream.io.reader.verify_module`)."""


_AFFINE_SPACE = re.compile(
    r"\((?P<dims>[^()]*)\)(?:[ \t\n]*\[(?P<symbols>[^\[\]]*)\])?"
)
"""The identifiers of an affine map or set: `(d0, d1)[s0]`."""
_IDENTIFIER = re.compile(r"[A-Za-z_][\w$.]*")

_HEX_STRING = re.compile(r'<[ \t\n]*("0x[0-9A-Fa-f]*")')
"""A dense literal that is a hex string, from its `<`."""

_SPLAT_START = re.compile(r'<\s*(?:(?![\s\[>"])|"0x[0-9A-Fa-f])')
"""A dense literal of one value for every element (not a list, not empty),
or a hex string that is not empty, from its `<`."""

_UPPER_HEX = re.compile(r'<\s*("0X)')
"""A dense literal that is a string starting `"0X`, from its `<`."""

_FLOAT_TOKEN = re.compile(r"(?<![\w.])\d+(?:\.\d*(?:[eE][-+]?\d+)?|[eE][-+]?\d+)")
"""A decimal float literal (its digits; a sign before it is its own token)."""


def _hex_element_bytes(element: object) -> int | None:
    """The bytes of one element in a hex dense literal, for the element types
    whose layout there is xDSL's too (whole bytes; not `i1`, packed otherwise;
    a complex number its two parts)."""
    if isinstance(element, ComplexType):
        part = _hex_element_bytes(cast(ComplexType, element).element_type)
        return None if part is None else 2 * part
    if isinstance(element, IndexType):
        return 8
    if isinstance(element, IntegerType) and element.bitwidth % 8 == 0:
        return element.bitwidth // 8
    if isinstance(element, AnyFloat) and is_exact_format(element):
        return element.bitwidth // 8
    return None


_NOT_PRINTABLE_NAME = re.compile(r'["\\\x00-\x1f\x7f]')
"""A character xDSL's printer would write into an op's quoted name as is."""

_GENERIC_OP = re.compile(r'(?:%[^"=]*=\s*)?"')
"""An op in generic form from its first token on: its results, then its
quoted name."""


class ClosedDialectParser(Parser):
    """A parser that refuses unknown ops of a complete `stream` dialect, and
    attribute and type names IREE's dialects do not define.

    MLIR refuses an op its dialect does not define even under
    `--allow-unregistered-dialect`; xDSL's `Context` turns every unknown name
    into an `UnregisteredOp` when unregistered ops are allowed
    (`xdsl_stream.dialects.closed` says when a dialect is closed).  So with
    `#stream.bogus` and `!util.bogus`: MLIR hands the name to its dialect,
    which refuses it (`xdsl_stream.dialects.iree_names`).

    It lexes with `LinearStringLexer` from its second token on (xDSL's parser
    makes its own lexer and reads the first token with it).

    And it reads as `iree-opt` does where xDSL does not: an input with no op
    (empty, or only comments and definitions) is an empty module; any
    exception xDSL's parser of an op raises (the custom parsers of dialects
    this package does not own raise `IndexError` and the like on input they
    do not expect) is a parse error at the op; regions nested deeper than
    `MAX_REGION_DEPTH` are an error at the region; `{}` as the body of a
    `NEIGHBOUR_FUNCTIONS` op in custom form is an error at the `{`, a
    result group of no value (`%x:0 = ...`) at its `0`, an integer literal
    outside its type's range at its digits (an `index` outside MLIR's
    64-bit signed range too: docs/upstream.md, entry 16), a value used and
    never defined at its first use, an undefined alias right after its
    name, and an
    affine map's or set's dimension or symbol named twice at the second name
    (docs/upstream.md, entry 17).  Builtin literals and types are read with
    MLIR's rules (docs/upstream.md, entries 22 to 24): affine constants as
    64-bit values (`io.affine_exprs`), odd-width integer hex strings in
    MLIR's layout (`io.odd_width_ints`), builtin types MLIR would not build
    refused (`io.builtin_types`), negative, out-of-range and splat integer
    literals as MLIR reads them (`io.integer_literals`), dense float arrays
    from their bits, a shape's spaced `x`, a block argument's type a type,
    an empty `<>` body kept, and xDSL's own spellings (`#builtin.int<1>`,
    `opaque<...>`) refused; each refusal in MLIR's words at MLIR's place.
    """

    LEXER: ClassVar[type[LinearStringLexer]] = LinearStringLexer
    """The lexer the parser reads with (one whose strings lex in linear time)."""

    def __init__(self, ctx: Context, input: str | bytes, name: str = "<unknown>"):
        super().__init__(ctx, "", name)  # (xDSL's lexer reads no token of it)
        text = input.decode("utf-8") if isinstance(input, bytes) else input
        try:  # (the first token is read here, outside `parse_module`)
            xdsl_internals.read_with_lexer(self, self.LEXER(Input(text, name)))
        except ParseError as error:
            words = wrong_token.mlir_message(error.msg, text, error.span.start)
            if words == error.msg:
                raise
            raise ParseError(error.span, words) from None
        self._region_depth = 0
        self._empty_braces: tuple[Region, int] | None = None
        """The last region read from braces with no block in them, and where
        its `{` is (`NEIGHBOUR_FUNCTIONS`)."""
        self._ops_read: list[list[Any]] = []
        """For each op being read, innermost last: where it starts, and once
        its name is read its class and where its custom name starts (None
        for a generic op)."""
        self._top_level_ops: dict[int, Operation] = {}
        """The ops read outside any region, by `id` (the statement memo's
        too): what `--no-implicit-module` counts."""
        self._forward_uses: dict[str, Span] = {}
        """Each name used before its definition: where that first use is."""
        self._forward_users: dict[SSAValue, tuple[str, int]] = {}
        """Each forward reference handed to an op still being read: its name
        and how many ops were being read then (`_check_forward_users`)."""

    def resolve_operand(
        self, operand: UnresolvedOperand, type: AttributeInvT
    ) -> SSAValue[AttributeInvT]:
        name = operand.operand_name
        if name not in self.ssa_values and name not in self.forward_ssa_references:
            self._forward_uses[name] = operand.span  # a forward reference begins
        value = super().resolve_operand(operand, type)
        if isinstance(value, ForwardDeclaredValue):
            self._forward_users[value] = (name, len(self._ops_read))
        return value

    def _check_forward_users(self) -> None:
        """Refuse, as MLIR does, an op that uses a value defined inside
        itself (`scf.for ... step %s { %s = ... }`): a custom parser may
        take an operand before it reads the op's regions, and xDSL then
        binds the name to the definition in the region (whose scope MLIR
        closes at its end) before the op exists to have its use moved, so
        the op was built with a placeholder no definition replaces.  Checked
        as each op that took a forward reference is done."""
        depth = len(self._ops_read)
        for value, (name, taken_at) in list(self._forward_users.items()):
            if taken_at <= depth:
                continue  # taken by an op still being read
            del self._forward_users[value]
            still_open = any(
                value is placeholder
                for placeholder in self.forward_ssa_references.get(name, {}).values()
            )
            if value.first_use is not None and not still_open:
                raise ParseError(
                    self._forward_uses[name], "use of undeclared SSA value name"
                )

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        if not allow_implicit_module:
            return self._single_module()
        try:
            return super().parse_module(allow_implicit_module)
        except NotImplementedError as error:  # outside an op (in one: above)
            self.raise_error(_not_implemented(error), self.pos, self.pos + 1)
        except ParseError as error:
            if error.msg.startswith("values used but not defined"):
                self._undeclared_value()  # (xDSL: at the end of the input)
            if error.msg.startswith("undefined symbol alias '"):
                self._place_undefined_alias(error)
            token = xdsl_internals.current_token(self)
            if (
                allow_implicit_module
                and token.kind is MLIRTokenKind.EOF
                and error.msg == "Could not parse entire input!"
            ):  # no op before the end (xDSL raises then)
                return ModuleOp([])
            self._place_wrong_token(error)
            raise

    def _single_module(self) -> ModuleOp:
        """The text's one op, a `builtin.module`, as MLIR's
        `--no-implicit-module` reads it: the whole text read (xDSL 0.75
        read one op and ignored the rest, exit 0: docs/upstream.md, entry
        46), then `source must contain a single top-level operation, found:
        N` where it holds N ops, not one.  (MLIR takes a single op of
        another kind as the top; the tools here work on modules: `builtin.
        module operation expected`.)"""
        self._top_level_ops.clear()
        self.parse_module(True)
        ops = list(self._top_level_ops.values())
        if len(ops) != 1:
            self.raise_error(
                f"source must contain a single top-level operation, found: {len(ops)}",
                0,
                0,
            )
        (op,) = ops
        if not isinstance(op, ModuleOp):
            self.raise_error("builtin.module operation expected", 0)
        return op

    def _place_wrong_token(self, error: ParseError) -> None:
        """An error about an unexpected token, in MLIR's words and where MLIR
        places it (`xdsl_stream.io.wrong_token`): raised again if either
        differs from xDSL's."""
        if type(error) is not ParseError:
            return  # (one with several places, or of a kind of its own)
        text = self.lexer.input.content
        message = wrong_token.mlir_message(error.msg, text, error.span.start)
        at = wrong_token.mlir_place(text, error.span.start, message)
        if at != error.span.start or message != error.msg:
            self.raise_error(message, at, at)

    def _place_undefined_alias(self, error: ParseError) -> None:
        """An alias defined nowhere is an error right after its name, as MLIR
        places it (xDSL: at the next token, maybe on the next line).  The
        name is the last one written before where xDSL stopped."""
        name = error.msg.removeprefix("undefined symbol alias '").removesuffix("'")
        at = self.lexer.input.content.rfind(name, 0, error.span.start + 1)
        if at >= 0 and at + len(name) != error.span.start:
            self.raise_error(error.msg, at + len(name))

    def _undeclared_value(self) -> None:
        """MLIR's error for a value used and never defined, at its first use
        (the first in the text, of all such values)."""
        uses = [
            span
            for name in self.forward_ssa_references
            if (span := self._forward_uses.get(name)) is not None
        ]
        if uses:  # (else xDSL's message stands)
            first = min(uses, key=lambda span: span.start)
            raise ParseError(first, "use of undeclared SSA value name")

    def parse_optional_builtin_int_or_float_attr(
        self,
    ) -> IntegerAttr | FloatAttr | None:
        token = xdsl_internals.current_token(self)
        if token.kind is MLIRTokenKind.MINUS:
            integer_literals.check_negative_attribute(self, token.span.start)
        try:
            attr = super().parse_optional_builtin_int_or_float_attr()
        except VerifyException as error:  # xDSL's `IntegerAttr` checks its range
            if "is out of range for type" not in str(error):
                raise
            self._out_of_range(token)
        except ValueError as error:  # xDSL's words for a minus of a format with no sign
            if token.kind is not MLIRTokenKind.MINUS or "signed values" not in str(
                error
            ):
                raise
            float_literals.refuse_unsigned_negative(self, token.span.start)
        if isinstance(attr, FloatAttr) and is_exact_format(attr.type):
            return float_literals.exact_float_attr(self, attr, token.span.start)
        if isinstance(attr, FloatAttr):  # f80, f128
            self.raise_error(
                float_literals.wide_float_refusal(attr.type),
                token.span.start,
                self.pos,
            )
        if (
            isinstance(attr, IntegerAttr)
            and isinstance(attr.type, IndexType)
            and not INDEX_MIN <= attr.value.data <= INDEX_MAX
        ):
            self._out_of_range(token)
        return attr

    def _out_of_range(self, token: MLIRToken) -> NoReturn:
        """MLIR's error for an integer literal its type cannot hold, at its
        digits."""
        digits = token.span.start + (token.kind == MLIRTokenKind.MINUS)
        self.raise_error("integer constant out of range for attribute", digits)

    def parse_dimension_list(self) -> list[int]:
        """xDSL's, but a shape's last `x` is given back where it is written,
        not one character before the next token: `tensor<4 x f32>` read as
        MLIR reads it (xDSL: "Expected 'x' in shape delimiter, got f32")."""
        dimension = (MLIRTokenKind.INTEGER_LIT, MLIRTokenKind.QUESTION)
        if xdsl_internals.current_token(self).kind not in dimension:
            return []
        dims = [self.parse_shape_dimension()]
        while True:
            before = self.pos
            if not xdsl_internals.parse_optional_shape_delimiter(self):
                return dims
            if xdsl_internals.current_token(self).kind not in dimension:
                xdsl_internals.resume_from(self, before)
                return dims
            dims.append(self.parse_shape_dimension())

    def parse_shape_dimension(self, allow_dynamic: bool = True) -> int:
        """xDSL's, a size past MLIR's 64-bit sizes refused as MLIR refuses it
        (xDSL failed later, with an internal `OverflowError`)."""
        start = self.pos
        size = super().parse_shape_dimension(allow_dynamic)
        if size >= 1 << 63:
            self.raise_error("invalid dimension", start, self.pos)
        return size

    def _parse_optional_integer_or_float_type(self) -> TypeAttribute | None:
        token = xdsl_internals.current_token(self)
        found = super()._parse_optional_integer_or_float_type()
        if builtin_types.too_wide(found):
            self.raise_error(
                "integer bitwidth is limited to "
                f"{builtin_types.MAX_INTEGER_WIDTH} bits",
                token.span.start,
                token.span.end,
            )
        return found

    def _parse_optional_builtin_parametrized_type(self) -> TypeAttribute | None:
        """xDSL's tensor, memref, vector, complex or tuple type, refused as
        MLIR refuses it (`xdsl_stream.io.builtin_types`)."""
        keyword = xdsl_internals.current_token(self).span
        found = super()._parse_optional_builtin_parametrized_type()
        if found is None:
            return None
        refused = builtin_types.problem(found)
        if refused is not None:
            message, place = refused
            if place == "element":
                at = builtin_types.element_start(
                    xdsl_internals.input_text(self), keyword.end
                )
                self.raise_error(message, at, at + 1)
            if place == "end":
                at = end_of_last_token(self) - 1
                self.raise_error(message, at, at + 1)
            self.raise_error(message, keyword.start, keyword.end)
        return found

    def parse_dense_int_or_fp_elements_attr(
        self, type: RankedStructure[AnyDenseElement] | None
    ) -> DenseIntOrFPElementsAttr:
        start = self.pos
        text = xdsl_internals.input_text(self)
        if (upper := _UPPER_HEX.match(text, start)) is not None:
            self.raise_error(
                "expected string containing hex digits starting with `0x`",
                upper.start(1),
                upper.end(1),
            )
        attr = self._parse_dense(type)
        element = attr.get_element_type()
        if isinstance(element, ComplexType) and isinstance(
            element.element_type, IntegerType
        ):
            self._refuse_floats(start)
        if prod(attr.get_shape()) == 0 and _SPLAT_START.match(text, start):
            return self._empty_splat(attr, start)
        return attr

    def _refuse_floats(self, start: int) -> None:
        """Refuse a float in the dense literal of complex integers at `start`
        (its `<`), where MLIR does (xDSL truncated it)."""
        end = float_literals.dense_literal_end(self, start, any_elements=True)
        text = xdsl_internals.input_text(self)
        found = _FLOAT_TOKEN.search(text, start, end if end is not None else start)
        if found is not None:
            self.raise_error(
                "expected integer elements, but parsed floating-point",
                found.start(),
                found.end(),
            )

    def _empty_splat(
        self, attr: DenseIntOrFPElementsAttr, start: int
    ) -> DenseIntOrFPElementsAttr:
        """A splat of no elements (`dense<100> : tensor<0xi32>`, or one
        element's hex string; its `<` at `start`) keeps its one value, as MLIR
        keeps it: xDSL expands a splat to the elements, so of none it kept
        nothing, printed `dense<>` (another attribute).  The value is read as
        that of one element (`tensor<1xT>`), as the splat of any other shape
        is (a float's bits kept, a NaN's payload too)."""
        end = self.pos
        xdsl_internals.resume_from(self, start)
        single = TensorType(attr.get_element_type(), [1])
        one = self._parse_dense(cast(RankedStructure[AnyDenseElement], single))
        xdsl_internals.resume_from(self, end)
        return DenseIntOrFPElementsAttr(attr.type, one.data)

    def _parse_dense(
        self, type: RankedStructure[AnyDenseElement] | None
    ) -> DenseIntOrFPElementsAttr:
        start = self.pos
        odd = self._parse_odd_width_hex(type, start)
        if odd is not None:
            return odd
        end = float_literals.dense_literal_end(self, start)
        if end is None:  # short decimal floats (or a hex string): xDSL reads them
            read = self._xdsl_dense(type, start)
            if isinstance(read, DenseIntOrFPElementsAttr):
                self._refuse_inexact_floats(read.type, start)
                return read
            end = read
        found: Attribute | None = type
        if found is None:
            xdsl_internals.resume_from(self, end)
            self.parse_punctuation(":", " in dense attribute")
            found = self.parse_type()
        self._refuse_inexact_floats(found, start)
        float_literals.check_static_shape(self, found, start)
        float_type = float_literals.exact_element_type(found)
        if float_type is None:  # integers: xDSL reads them, but MLIR's minus
            return self._parse_dense_integers(type, found, start, end)
        attr = float_literals.parse_dense_float_literal(
            self, start, end, cast(RankedStructure[AnyDenseElement], found), float_type
        )
        if type is not None:
            xdsl_internals.resume_from(self, end)
        return attr

    def _parse_dense_integers(
        self,
        type: RankedStructure[AnyDenseElement] | None,
        found: Attribute,
        start: int,
        end: int,
    ) -> DenseIntOrFPElementsAttr:
        """The dense literal of integers (of type `found`) from `start` (its
        `<`) to `end`, read by xDSL where it reads it as MLIR does; MLIR's
        errors (a minus, a value out of range) where MLIR gives them."""
        integer_literals.check_negative_elements(
            self, start, end, unsigned=integer_literals.unsigned_elements(found)
        )
        splat = integer_literals.splat_value(self, start, end, found)
        if splat is not None:  # one value for every element
            integer_literals.refuse_out_of_range(self, start, end, found)
            if type is not None:
                xdsl_internals.resume_from(self, end)
            shaped = cast(RankedStructure[IntegerType], found)
            return DenseIntOrFPElementsAttr.from_list(shaped, [splat])
        if isinstance(getattr(found, "element_type", None), ComplexType):
            # (xDSL packs an `i2` part in a byte, and so takes a 4)
            integer_literals.refuse_out_of_range(self, start, end, found)
        xdsl_internals.resume_from(self, start)
        try:
            return super().parse_dense_int_or_fp_elements_attr(type)
        except (ValueError, struct.error):  # an element out of range
            integer_literals.refuse_out_of_range(self, start, end, found)
            raise

    def _xdsl_dense(
        self, type: RankedStructure[AnyDenseElement] | None, start: int
    ) -> DenseIntOrFPElementsAttr | int:
        """xDSL's reading of the dense literal at `start` (its `<`), or where
        the literal ends if the package's reader must read it instead: an
        f16 past its range (xDSL raises; MLIR rounds), a format with no sign
        (a minus is MLIR's error where it is written)."""
        try:
            attr = super().parse_dense_int_or_fp_elements_attr(type)
        except (OverflowError, ValueError):
            end = float_literals.dense_literal_end(self, start, any_elements=True)
            if end is None:
                raise
            return end
        except NotImplementedError:  # xDSL packs no f80 or f128
            self._refuse_wide_floats(type, start)
            raise
        if not isinstance(attr.get_element_type(), float_literals.UNSIGNED_FORMATS):
            return attr
        end = float_literals.dense_literal_end(self, start, any_elements=True)
        return attr if end is None else end  # None: a hex string

    def _refuse_inexact_floats(self, type: Attribute | None, start: int) -> None:
        """Refuse the dense literal at `start` (its `<`) at `dense` if `type`'s
        elements are (complex numbers of) floats whose bits xDSL does not
        keep (`tf32`, which xDSL reads and packs as an `f32`: hex elements
        as numbers, `-0.0` as a splat of `0.0`; also `f80` and `f128`), as
        a scalar literal of them is refused."""
        element = getattr(type, "element_type", None)
        if isinstance(element, ComplexType):
            element = cast(ComplexType, element).element_type
        if isa(element, AnyFloat) and not is_exact_format(element):
            at = self._dense_before(start)
            self.raise_error(
                float_literals.wide_float_refusal(element), at, at + len("dense")
            )

    def _refuse_wide_floats(
        self, type: RankedStructure[AnyDenseElement] | None, start: int
    ) -> None:
        """Refuse the dense literal at `start` (its `<`) that xDSL could not
        pack, of `f80` or `f128` floats (`_refuse_inexact_floats`); its type
        read after it if not given."""
        found: Attribute | None = type
        end = float_literals.dense_literal_end(self, start, any_elements=True)
        if found is None and end is not None:
            xdsl_internals.resume_from(self, end)
            if self.parse_optional_punctuation(":") is not None:
                found = self.parse_type()
        self._refuse_inexact_floats(found, start)

    def _parse_odd_width_hex(
        self, type: RankedStructure[AnyDenseElement] | None, start: int
    ) -> DenseIntOrFPElementsAttr | None:
        """A hex string (`dense<"0x...">`, its `<` at `start`) of integers of
        an odd width (`i17`), read in MLIR's layout
        (`xdsl_stream.io.odd_width_ints`: xDSL reads its own, docs/upstream.md
        entry 22): all the elements, or one for every element (a splat); any
        other size is MLIR's error at `dense`.  None, the parser where it was,
        for anything else."""
        string = _HEX_STRING.match(xdsl_internals.input_text(self), start)
        if string is None:
            return None
        xdsl_internals.resume_from(self, string.end())
        self.parse_punctuation(">", " in dense attribute")
        found: Attribute | None = type
        if found is None:
            self.parse_punctuation(":", " in dense attribute")
            found = self.parse_type()
        element: object = getattr(found, "element_type", None)
        if odd_width_ints.is_odd_width_complex(element):
            self.raise_error(
                f"a hex string of {element} elements is not supported: xDSL "
                "stores them otherwise than MLIR",
                string.start(1),
                string.end(1),
            )
        bools = odd_width_ints.is_signed_or_unsigned_bool(element)
        if not bools and not odd_width_ints.is_odd_width(element):
            return self._checked_hex(found, bytes.fromhex(string[1][3:-1]), start)
        float_literals.check_static_shape(self, found, start)
        shaped = cast(RankedStructure[IntegerType], found)
        element = cast(IntegerType, element)
        data = bytes.fromhex(string[1][3:-1])
        self._check_hex_size(shaped, data, odd_width_ints.element_bytes(element), start)
        read = odd_width_ints.bool_values if bools else odd_width_ints.values
        return DenseIntOrFPElementsAttr.from_list(shaped, read(element, data))

    def _checked_hex(
        self, found: Attribute, data: bytes, start: int
    ) -> DenseIntOrFPElementsAttr | None:
        """A hex string of elements xDSL reads (`data`; the literal's `<` at
        `start`, its type `found`), its size checked as MLIR checks it: all
        the elements, or one for every element (a splat), else MLIR's error
        at `dense` (xDSL's is at the next line, or none).  None, the parser at
        `start`, for xDSL to read."""
        float_literals.check_static_shape(self, found, start)
        size = _hex_element_bytes(getattr(found, "element_type", None))
        if size is not None and isa(found, RankedStructure[AnyDenseElement]):
            self._check_hex_size(found, data, size, start)
        xdsl_internals.resume_from(self, start)
        return None

    def _check_hex_size(
        self, found: RankedStructure[Attribute], data: bytes, size: int, start: int
    ) -> None:
        """A hex string holds all the elements of `found` (`size` bytes each)
        or one (a splat), else MLIR's error at `dense`."""
        if len(data) not in (size * prod(found.get_shape()), size):
            at = self._dense_before(start)
            self.raise_error(
                f"elements hex data size is invalid for provided type: '{found}'",
                at,
                at + len("dense"),
            )

    def _parse_block(self) -> Block:
        # xDSL's, with a label of digits only (`^0`) left unnamed and a
        # block defined twice refused as MLIR refuses them; xDSL's raises.
        return xdsl_internals.parse_labelled_block(self)

    def parse_optional_successor(self) -> Block | None:
        """xDSL's, with a label of digits only (`^0`) left unnamed."""
        return xdsl_internals.parse_optional_successor(self)

    def _parse_optional_block_arg_list(self, block: Block) -> Block | None:
        """xDSL's, each argument's type a type (`block_argument_type`)."""
        if xdsl_internals.current_token(self).kind is not MLIRTokenKind.L_PAREN:
            return None

        def parse_argument() -> None:
            name = xdsl_internals.parse_token(
                self, MLIRTokenKind.PERCENT_IDENT, "block argument expected"
            ).span
            self.parse_punctuation(":")
            type = self.block_argument_type()
            location = self.parse_optional_location()
            argument = block.insert_arg(type, len(block.args), location)
            xdsl_internals.register_ssa_definition(
                self, name.text[1:], (argument,), name
            )

        self.parse_comma_separated_list(self.Delimiter.PAREN, parse_argument)
        return block

    def block_argument_type(self) -> Attribute:
        """A block argument's type, read as xDSL reads it (as an attribute,
        for its error messages) and refused as MLIR refuses it if it is an
        attribute and not a type (`^bb0(%x: "s")`, `%y: 1 : i32`)."""
        start = self.pos
        found = self.parse_attribute()
        if not isinstance(found, TypeAttribute):
            at = self._after_previous_token(start)
            self.raise_error("expected non-function type", at, at)
        return found

    def _after_previous_token(self, start: int) -> int:
        """Where MLIR places an error about the token at `start`
        (`emitWrongTokenError`): right after the text before it, lines of
        blanks and comments between them skipped (at `start` if nothing is
        before it)."""
        return wrong_token.after_previous_token(xdsl_internals.input_text(self), start)

    def parse_affine_map(self) -> AffineMap:
        self._check_affine_identifiers()
        return MlirAffineParser(xdsl_internals.parser_state(self)).parse_affine_map()

    def parse_affine_set(self) -> AffineSet:
        self._check_affine_identifiers()
        return MlirAffineParser(xdsl_internals.parser_state(self)).parse_affine_set()

    def parse_affine_map_of_ssa_ids(
        self,
    ) -> tuple[AffineMap, Sequence[SSAValue[IndexType]]]:
        affine_map, spans = MlirAffineParser(
            xdsl_internals.parser_state(self)
        ).parse_affine_map_of_ssa_ids()
        operands = [
            self.resolve_operand(UnresolvedOperand(span, 0), IndexType())
            for span in spans
        ]
        return affine_map, operands

    def _check_affine_identifiers(self) -> None:
        """Refuse an affine map or set that names a dimension or symbol twice,
        at the second name, in MLIR's words (xDSL reads `(d0, d0) -> (d0)` as
        two dimensions and resolves `d0` to the first: docs/upstream.md,
        entry 17).  Input that is not an identifier list is left to xDSL's
        parser, which says what it expected."""
        space = _AFFINE_SPACE.match(self.lexer.input.content, self.pos)
        if space is None:
            return
        seen: set[str] = set()
        for group in ("dims", "symbols"):
            if space[group] is None:
                continue
            for name in _IDENTIFIER.finditer(space[group]):
                if name[0] in seen:
                    at = space.start(group) + name.start()
                    self.raise_error(
                        f"redefinition of identifier '{name[0]}'", at, at + len(name[0])
                    )
                seen.add(name[0])

    def parse_optional_operation(self) -> Operation | None:
        start = self.pos
        text = self.lexer.input.content
        if text.startswith("%", start) and (
            empty := _EMPTY_RESULT_GROUP.match(text, start)
        ):
            self.raise_error(
                "expected named operation to have at least 1 result",
                empty.start(1),
                empty.end(1),
            )
        self._ops_read.append([start, None, None])
        try:
            op = super().parse_optional_operation()
        except (ParseError, _NeedsAlias, RecursionError):
            raise
        except Exception as error:  # xDSL's parser of an op we do not own
            self._refuse_value_type(error)
            self.raise_error(_failure_message(error), start, start)
        finally:
            self._ops_read.pop()
        if self._forward_users:
            self._check_forward_users()
        if op is not None:
            self._complete(op, start)
            self.note_top_level(op)
        return op

    def note_top_level(self, op: Operation) -> None:
        """Count `op`, just read, if it is outside any region."""
        if not self._region_depth:
            self._top_level_ops[id(op)] = op

    def _complete(self, op: Operation, start: int) -> None:
        """What MLIR's reading of `op` (read from `start`) does that xDSL's
        does not: its properties completed, its body checked."""
        if op.attributes and op.properties:
            _drop_attributes_named_as_properties(op)
        if segments := _segment_properties(type(op)):
            _default_segment_sizes(op, segments)
        if native := native_properties(type(op)):
            for name, default in native.items():
                op.properties.setdefault(name, default)
        if op.name in NEIGHBOUR_FUNCTIONS:
            self._check_body(op, start)
            self._keep_declared_argument_attributes(op, start)
        elif op.name in NAMED_WITH_OTHER_BODIES and not self._generic_at(start):
            make_body_mlirs(op)

    def _generic_at(self, start: int) -> bool:
        """Whether the op read from `start` is written in generic form."""
        return _GENERIC_OP.match(self.lexer.input.content, start) is not None

    def _keep_declared_argument_attributes(self, op: Operation, start: int) -> None:
        """Give a function declaration read in custom form the attributes of
        its arguments, which xDSL 0.75's parser reads and drops
        (`func.func private @f(i32 {a.b = 1 : i32})`; MLIR keeps them in
        `arg_attrs`, one dictionary per argument: docs/upstream.md, entry 10).
        Its signature, read without error, is read again for them."""
        text = self.lexer.input.content
        if (
            not op.regions  # refused by the verifier
            or op.regions[-1].blocks
            or "arg_attrs" in op.properties
            or self._generic_at(start)
            or "{" not in text[start : self.pos]
        ):
            return
        end = self.pos
        xdsl_internals.resume_from(self, start)
        self.parse_identifier()  # the op's name
        self.parse_optional_visibility_keyword()
        self.parse_symbol_name()
        attrs = self.parse_comma_separated_list(
            self.Delimiter.PAREN, self._declared_argument_attributes
        )
        xdsl_internals.resume_from(self, end)
        if any(attrs):
            op.properties["arg_attrs"] = ArrayAttr(DictionaryAttr(a) for a in attrs)

    def _declared_argument_attributes(self) -> dict[str, Attribute]:
        if self.parse_optional_argument() is None:
            self.parse_type()
        attrs = self.parse_optional_dictionary_attr_dict()
        self.parse_optional_location()
        return attrs

    def _check_body(self, op: Operation, start: int) -> None:
        """Refuse `{}` as the body of a function read in custom form (its
        body is its last region, read last)."""
        empty = self._empty_braces
        if (
            empty is not None
            and op.regions
            and op.regions[-1] is empty[0]
            and not self._generic_at(start)
        ):
            self.raise_error("expected non-empty function body", empty[1], empty[1] + 1)

    def parse_optional_region(
        self, arguments: Sequence[Parser.Argument] | None = None
    ) -> Region | None:
        token = xdsl_internals.current_token(self)
        if (
            token.kind is MLIRTokenKind.L_BRACE
            and self._region_depth >= MAX_REGION_DEPTH
        ):
            self.raise_error(
                f"regions nested more than {MAX_REGION_DEPTH} deep", token.span
            )
        self._region_depth += 1
        try:
            region = super().parse_optional_region(arguments)
        finally:
            self._region_depth -= 1
        if region is not None and not region.blocks:
            self._empty_braces = (region, token.span.start)
        return region

    def _parse_attribute_entry(self) -> tuple[str, Attribute]:
        start = self.pos
        name, value = super()._parse_attribute_entry()
        if not name:  # `{"" = 1}`
            self.raise_error("expected valid attribute name", start, start + 2)
        return name, value

    def parse_optional_attr_dict(self) -> dict[str, Attribute]:
        start = self.pos
        attrs = super().parse_optional_attr_dict()
        self._refuse_inherent_names(attrs, start)
        return attrs

    def parse_optional_attr_dict_with_keyword(
        self, reserved_attr_names: Iterable[str] = ()
    ) -> DictionaryAttr | None:
        start = self.pos
        attrs = super().parse_optional_attr_dict_with_keyword(reserved_attr_names)
        if attrs is not None:
            self._refuse_inherent_names(dict(attrs.data), start)
        return attrs

    def parse_optional_properties_dict(self) -> dict[str, Attribute]:
        found: dict[str, Attribute] = {}
        if self.parse_optional_punctuation("<") is not None:
            found = self._entries_once()
            self.parse_punctuation(">")
            self._refuse_properties_of_propertyless(found)
        return found

    def parse_optional_dictionary_attr_dict(self) -> dict[str, Attribute]:
        if xdsl_internals.current_token(self).text != "{":
            return {}
        return self._entries_once()

    def _entries_once(self) -> dict[str, Attribute]:
        """`{name = value, ...}`, a name written twice refused where it is
        written the second time, in MLIR's words (xDSL refused it after the
        dictionary: `Duplicate key 'a' in properties dictionary`)."""
        entries: dict[str, Attribute] = {}

        def entry() -> None:
            start = self.pos
            name, value = self._parse_attribute_entry()
            if name in entries:
                self.raise_error(
                    f"duplicate key '{name}' in dictionary attribute", start, start
                )
            entries[name] = value

        self.parse_comma_separated_list(self.Delimiter.BRACES, entry)
        return entries

    def _refuse_value_type(self, error: Exception) -> None:
        """A custom form's type its op's constraint refuses, with the value
        at fault named (`xdsl_internals.ValueNamingProgram`): refused at the
        op's name in MLIR's words, as iree-opt's verifier refuses the op
        (`'arith.remf' op operand #0 must be floating-point-like, but got
        'i32'`)."""
        message = str(error)
        if (
            not isinstance(error, VerifyException)
            or not self._ops_read
            or not xdsl_internals.VALUE_MESSAGE.fullmatch(message)
        ):
            return
        _, op_type, at = self._ops_read[-1]
        if op_type is None or at is None:
            return
        self.raise_error(f"'{op_type.name}' op {message}", at, at + len(op_type.name))

    def _refuse_properties_of_propertyless(
        self, found: Mapping[str, Attribute]
    ) -> None:
        """A `<{...}>` written on an op that declares no property, no inherent
        attribute and no segment sizes is refused at the op's name, in MLIR's
        words: such an op has no properties to set (`<{}>` was read as
        none; a named one was refused later, in xDSL's words)."""
        if not self._ops_read:
            return
        op_start, op_type, custom_at = self._ops_read[-1]
        if op_type is None or not _has_empty_properties(op_type):
            return
        entries = DictionaryAttr(dict(sorted(found.items())))
        if custom_at is None:  # the generic name, in quotes
            at = xdsl_internals.input_text(self).find('"', op_start)
            end = at + len(op_type.name) + 2
        else:
            at, end = custom_at, custom_at + len(op_type.name)
        self.raise_error(
            f"invalid properties {attribute_text(entries)} for op {op_type.name}: "
            "this operation has empty properties",
            at,
            end,
        )

    def _refuse_inherent_names(self, attrs: dict[str, Attribute], start: int) -> None:
        """In the custom form of an op with strict properties
        (`_strict_properties`), its attribute dictionary (read from `start`)
        names none of its properties, as MLIR has it: xDSL's formats read
        `arith.addf %a, %a {fastmath = ...}` and drop the flag, or let the
        format's own value override it."""
        if not attrs or not self._ops_read:
            return
        op_start, op_type, _ = self._ops_read[-1]
        if (
            op_type is None
            or not issubclass(op_type, IRDLOperation)
            or not _strict_properties(op_type)
        ):
            return
        properties = op_type.get_irdl_definition().properties
        also = _INHERENT_XDSL_LACKS.get(op_type.name, frozenset())
        named = next((k for k in attrs if k in properties or k in also), None)
        if named is None or self._generic_at(op_start):
            return
        self.raise_error(
            f"custom op '{op_type.name}' inherent attribute '{named}' cannot be "
            "parsed from attr-dict when strict properties in assembly format is "
            "enabled",
            start,
            start + 1,
        )

    @overload
    def _parse_extended_type_or_attribute(
        self, attr_or_dialect_name: str, is_type: Literal[False]
    ) -> Attribute: ...

    @overload
    def _parse_extended_type_or_attribute(
        self, attr_or_dialect_name: str, is_type: Literal[True]
    ) -> TypeAttribute: ...

    def _parse_extended_type_or_attribute(
        self, attr_or_dialect_name: str, is_type: bool
    ) -> Attribute:
        start = self._unnamed_opaque_body(attr_or_dialect_name)
        if start is None:
            return super()._parse_extended_type_or_attribute(  # pyright: ignore[reportCallIssue]
                attr_or_dialect_name,
                is_type,  # pyright: ignore[reportArgumentType]
            )
        attr = self._parse_dialect_type_or_attribute_body(
            f"{attr_or_dialect_name}.", is_type, True, start
        )
        self.parse_punctuation(">")
        return attr

    def _unnamed_opaque_body(self, name: str) -> int | None:
        """Where the body of `#foo<...>` begins, when it does not begin with
        a name (`#foo<1>`, `#foo<[1]>`, `#foo<é>`); else None.  MLIR keeps
        any body of an unregistered dialect's attribute or type as written
        (`parseDialectSymbolBody`); xDSL's parser wants a name first
        (`Expected attribute name.`, or, at a character MLIR's lexer does
        not have, `unexpected character`).  Where unregistered dialects are
        allowed, such a body is read as the body of `#foo.<...>`, which
        prints back as `#foo<...>`."""
        token = xdsl_internals.current_token(self)
        if (
            "." in name
            or token.kind is not MLIRTokenKind.LESS
            or not self.ctx.allow_unregistered
        ):
            return None
        text = xdsl_internals.input_text(self)
        start = token.span.end
        first = text[start : start + 1]
        return None if first == "_" or first in _ASCII_LETTERS else start

    def _parse_dialect_type_or_attribute_body(
        self,
        attr_name: str,
        is_type: bool,
        is_opaque: bool,
        starting_opaque_pos: Position | None,
    ) -> UnregisteredAttr | ParametrizedAttribute | Data[Any]:
        if "." in attr_name:  # `#dialect.name`, just read (not `#dialect<..>`)
            dialect, name = attr_name.split(".", 1)
            refusal = unknown_name_error(dialect, name, is_type)
            if dialect == "builtin":  # xDSL's own spellings, `#builtin.int<1>`
                kind = "type" if is_type else "attribute"
                refusal = (f"dialect 'builtin' provides no {kind} parsing hook", False)
            if refusal is not None:
                message, at_next_token = refusal
                if at_next_token:
                    self.raise_error(message)
                written = ("!" if is_type else "#") + attr_name
                at = self._text_before(written) + len(dialect) + 2
                self.raise_error(message, at, at + len(name))
        angled = xdsl_internals.current_token(self).kind is MLIRTokenKind.LESS
        after_name = self.pos
        try:
            attr = super()._parse_dialect_type_or_attribute_body(
                attr_name, is_type, is_opaque, starting_opaque_pos
            )
        except ValueError as error:  # xDSL's, for a count of parameters
            if not str(error).startswith("zip()"):
                raise
            sigil = "!" if is_type else "#"
            if not angled:
                at = self._after_previous_token(after_name)
                self.raise_error("expected '<'", at, at)
            self.raise_error(
                f"wrong number of parameters for {sigil}{attr_name}",
                after_name,
                self.pos,
            )
        if not angled or is_opaque:
            return attr
        return self._angled_body_read(attr, after_name, is_type)

    def _angled_body_read(
        self,
        attr: UnregisteredAttr | ParametrizedAttribute | Data[Any],
        after_name: int,
        is_type: bool,
    ) -> UnregisteredAttr | ParametrizedAttribute | Data[Any]:
        """`attr`, whose `<...>` body was read from `after_name`, as MLIR
        reads it."""
        name_end = self._after_previous_token(after_name)
        if name_end != after_name:
            # MLIR takes a body only from a `<` right after the name; a body
            # written after a space is read by the attribute's parser (it
            # reads on from the name), and the text after the name read
            # again: the `<` is then where the enclosing syntax fails, as in
            # iree-opt (`#stream.timepoint <immediate>`).
            xdsl_internals.resume_from(self, name_end)
            return attr
        self._check_body_extent(after_name)
        if _empty_unregistered(attr):
            # `#foo.bar<>`: xDSL keeps an empty body as none and prints
            # `#foo.bar`, another attribute; the opaque form `#foo<bar<>>`
            # is the same as `#foo.bar<>` to MLIR, and prints back so.
            unregistered = cast(UnregisteredAttr, attr)
            return type(unregistered)(unregistered.attr_name, is_type, True, "<>")
        return attr

    def _check_body_extent(self, start: int) -> None:
        """MLIR finds where the `<...>` body at `start` ends by its brackets
        alone (`parseDialectSymbolBody`), knowing no comments there: a `<`
        or `>` in a comment of the body ends it elsewhere than where it was
        read to (iree-opt then fails on what follows).  Refused at MLIR's
        end (or, never closed, at the `<`), not read as if the comment were
        not there.  Only a body with `//` in it is scanned again."""
        text = xdsl_internals.input_text(self)
        if text.find("//", start, self.pos) == -1:
            return
        closing = _raw_body_end(text, start + 1, comments=False)
        if closing is None:
            self.raise_error(
                "unbalanced '<' character in pretty dialect name", start, start + 1
            )
        if closing != _raw_body_end(text, start + 1, comments=True):
            self.raise_error(
                "a comment in this body holds a bracket: MLIR ends the body at "
                "this '>'",
                closing,
                closing + 1,
            )

    def _parse_int_or_question(self, context_msg: str = "") -> int | Literal["?"]:
        """A stride or offset of `strided<...>`: `?`, or a 64-bit signed
        integer but the lowest (MLIR's mark of a dynamic one), as MLIR reads
        it (xDSL took any integer and printed it back)."""
        start = self.pos
        value = super()._parse_int_or_question(context_msg)
        if value != "?" and not -(2**63) < value < 2**63:
            self.raise_error("expected a 64-bit signed integer or '?'", start, start)
        return value

    def _parse_typed_integer(
        self,
        type: IntegerType,
        allow_boolean: bool = True,
        allow_negative: bool = True,
        context_msg: str = "",
    ) -> int:
        """An element of a dense array: `-0` is out of range, where the
        literal ends, as MLIR says (`xdsl_stream.io.integer_literals`)."""
        negative = xdsl_internals.current_token(self).kind is MLIRTokenKind.MINUS
        value = super()._parse_typed_integer(
            type, allow_boolean, allow_negative, context_msg
        )
        if negative and value == 0:
            self.raise_error("integer constant out of range", self.pos, self.pos)
        return value

    def _parse_builtin_densearray_attr(self) -> DenseArrayBase | None:
        """xDSL's, but a dense array of floats as MLIR reads it: each element
        a float literal or its bits in hex (`float_literals.parse_float_array`)."""
        start = self.pos
        self.parse_characters("<", " in dense array")
        element = self.parse_attribute()
        if isa(element, AnyFloat) and not is_exact_format(element):
            self.raise_error(
                float_literals.wide_float_refusal(element), start + 1, self.pos
            )
        float_type = float_literals.exact_float_element(element)
        if float_type is None:
            integer_literals.check_array_elements(self, element, start)
            xdsl_internals.resume_from(self, start)
            return super()._parse_builtin_densearray_attr()
        integer_literals.check_array_width(self, float_type.bitwidth, start)
        if self.parse_optional_punctuation(">") is not None:
            return DenseArrayBase(float_type, BytesAttr(b""))
        self.parse_characters(":", " in dense array")
        text = xdsl_internals.input_text(self)
        end = text.find(">", self.pos)
        end = len(text) if end < 0 else end
        data = float_literals.parse_float_array(self, float_type, self.pos, end)
        xdsl_internals.resume_from(self, end)
        self.parse_characters(">", " in dense array")
        return DenseArrayBase(float_type, BytesAttr(data))

    def _parse_builtin_opaque_attr(self) -> NoReturn:
        """xDSL's `opaque<"dialect", "0x...">`, an attribute MLIR no longer
        has: MLIR's error for a word that starts no attribute, placed as
        MLIR places it (right after the text before, on its line)."""
        at = self._after_previous_token(self._text_before("opaque"))
        self.raise_error("expected attribute value", at, at)

    def _dense_before(self, start: int) -> int:
        """Where the `dense` of the literal whose `<` is at `start` starts (a
        comment after the literal may say `dense` too)."""
        return xdsl_internals.input_text(self).rfind("dense", 0, start)

    def _text_before(self, written: str) -> int:
        """Where `written`, the token just read, starts (only blanks and
        comments are between it and the current token)."""
        return xdsl_internals.input_text(self).rfind(written, 0, self.pos)

    def _get_op_by_name(self, name: str) -> type[Operation]:
        if not name and self._ops_read:  # `""(%a) : (i32) -> i32`
            start = self._ops_read[-1][0]
            at = xdsl_internals.input_text(self).find('""', start, self.pos)
            self.raise_error("empty operation name is invalid", at, at + 2)
        if _NOT_PRINTABLE_NAME.search(name) and self._ops_read:
            # xDSL's printer writes an op's name between quotes as it is:
            # `"a.b\"c"` would print as `"a.b"c"`, which no reader reads
            self.raise_error(
                "an op name with a quote, a backslash or a control character "
                "is not supported: xDSL prints it without escapes",
                self._ops_read[-1][0],
            )
        at = self._custom_name_start(name)
        op_type = self._op_by_name(name, at)
        if self._ops_read:
            self._ops_read[-1][1:] = [op_type, at]
        return op_type

    def _custom_name_start(self, name: str) -> int | None:
        """Where the op name `name`, just read, starts if it is a custom
        op's (a bare word, not a string literal); None for a generic op."""
        text = xdsl_internals.input_text(self)
        start = last_outside_comments(text, name, self.pos)
        if start < 0 or (start > 0 and text[start - 1] == '"'):
            return None
        return start

    def _op_by_name(self, name: str, custom_at: int | None) -> type[Operation]:
        op_type = self._look_up(name, custom_at)
        unregistered = issubclass(op_type, UnregisteredOp)
        if not unregistered and not unknown_to_iree(name):
            return op_type
        if custom_at is not None:  # no op reads an unregistered op's custom form
            self._unknown_custom_op(name, custom_at)
        if "." in name:
            self._refuse_in_closed_dialect(name)
        return op_type

    def _look_up(self, name: str, custom_at: int | None) -> type[Operation]:
        """The op class of `name` (an `UnregisteredOp` where they are
        allowed), or MLIR's error for a custom op none reads."""
        if "." not in name:
            return self._bare_op(name, custom_at)
        # A qualified name is looked up as written, as MLIR does: xDSL also
        # tries it under the enclosing op's dialect, so inside a
        # `stream.executable` an unknown `"tensor.empty"` would silently
        # become `stream.tensor.empty` (and `"async.execute"`
        # `stream.async.execute`).  Default dialects are for bare names.
        op_type = self.ctx.get_optional_op(name)
        if op_type is None and custom_at is not None:
            self._unknown_custom_op(name, custom_at)
        if op_type is None:
            self.raise_error(f"Operation {name} is not registered")
        return op_type

    def _bare_op(self, name: str, custom_at: int | None) -> type[Operation]:
        """The op class of `name`, a name without a dialect, as MLIR looks it
        up: as written, and for a custom op also in the default dialect
        (`_default_dialect`).  xDSL also tries it in the dialect of each op
        around it, so `"null"()` in a `util.func` became `util.null`, and a
        bare `return` there `util.return` (docs/upstream.md, entry 3)."""
        tried = [name]
        if custom_at is not None and (default := self._default_dialect()):
            tried.append(f"{default}.{name}")
        for candidate in tried:
            if (found := xdsl_internals.registered_op(self.ctx, candidate)) is not None:
                return found
        if custom_at is not None:
            self._unknown_custom_op(name, custom_at)
        op_type = self.ctx.get_optional_op(name)
        if op_type is None:
            self.raise_error(f"Operation {name} is not registered")
        return op_type

    def _refuse_in_closed_dialect(self, name: str) -> None:
        """MLIR's error for a generic op `name` its dialect does not define,
        if the dialect allows no unknown ops (in the package, or in IREE
        3.13: `xdsl_stream.dialects.iree_op_names`)."""
        dialect_name = name.split(".", 1)[0]
        dialect = self.ctx.get_optional_dialect(dialect_name)
        closed = dialect is not None and refuses(dialect, name)
        if not closed and not unknown_to_iree(name):
            return
        # The name was just read: point at its opening quote (before the
        # current token), as MLIR points at the op.
        text = self.lexer.input.content
        start = last_outside_comments(text, f'"{name}"', self.pos)
        if start < 0:
            start = self.pos
        self.raise_error(
            f"unregistered operation '{name}' found in dialect "
            f"('{dialect_name}') that does not allow unknown operations",
            start,
            start + len(name) + 2,
        )

    def _unknown_custom_op(self, name: str, at: int) -> NoReturn:
        """MLIR's error for a custom op no dialect reads, at its name: a bare
        name is tried in the default dialect of the custom op around it
        (`_DEFAULT_DIALECTS`; none for the others, `builtin` at the top)."""
        if "." in name:
            dialect = name.split(".", 1)[0]
            message = (
                f"custom op '{name}' is unknown"
                if self.ctx.get_optional_dialect(dialect) is not None
                else f"Dialect `{dialect}' not found for custom op '{name}' "
            )
        else:
            default = self._default_dialect()
            message = (
                f"custom op '{name}' is unknown (tried '{default}.{name}' as well)"
                if default
                else f"Dialect `' not found for custom op '{name}'  "
                f"(tried '.{name}' as well)"
            )
        self.raise_error(message, at, at + len(name))

    def _default_dialect(self) -> str:
        """The default dialect MLIR reads the bare name of the op being read
        in (`default_dialect_here`, for the ops around it)."""
        return _default_dialect_within(self._ops_read[:-1])

    def default_dialect_here(self) -> str:
        """The default dialect of a statement starting at the position,
        between ops: that of the innermost custom op being read around it
        (generic ones set none), `builtin` at the top."""
        return _default_dialect_within(self._ops_read)


def _default_dialect_within(ops_read: Sequence[list[Any]]) -> str:
    """The default dialect set by the innermost custom op of `ops_read` (the
    ops being read, outermost first; `[start, class, custom name's start]`)."""
    for _, op_type, custom in reversed(ops_read):
        if custom is not None and op_type is not None:
            return _DEFAULT_DIALECTS.get(op_type.name, "")
    return "builtin"


_DEFAULT_DIALECTS = {"func.func": "func", "builtin.module": "builtin"}
"""The ops whose custom form sets a default dialect for the bare op names in
their regions (MLIR's `OpAsmOpInterface::getDefaultDialect`), as iree-opt
3.13 has them among the ops of Stream IR; every other custom op sets none."""


_STRICT_DIALECTS = frozenset({"arith", "cf", "complex", "math", "memref", "tensor"})
"""MLIR's dialects whose ops read their custom form with declarative formats
and strict properties (`linalg`, `scf`, `func.func` have parsers of their
own, which read inherent attributes from a dictionary or refuse them in
other words)."""


_CLOSERS = {">": "<", ")": "(", "]": "[", "}": "{"}


def _comment_end(text: str, pos: int) -> int:
    """Where the comment running at `pos` ends: its line feed or carriage
    return, as MLIR's lexer ends it (-1 at the end of the text)."""
    ends = [end for end in (text.find("\n", pos), text.find("\r", pos)) if end >= 0]
    return min(ends, default=-1)


def _raw_body_end(text: str, pos: int, *, comments: bool) -> int | None:
    """Where MLIR's raw scan of a dialect symbol body that starts at `pos`
    (right after its `<`) finds the matching `>`: brackets balanced, strings
    skipped, `->` not a bracket, comments not known (or, `comments`, skipped
    as the lexer skips them); None if it does not close."""
    nesting: list[str] = []
    while pos < len(text):
        c = text[pos]
        pos += 1
        if comments and c == "/" and text.startswith("/", pos):
            pos = _comment_end(text, pos)
            if pos == -1:
                return None
        elif c in "<([{":
            nesting.append(c)
        elif c == "-" and text.startswith(">", pos):
            pos += 1
        elif c in _CLOSERS:
            if not nesting:
                return pos - 1 if c == ">" else None
            if nesting.pop() != _CLOSERS[c]:
                return None
        elif c == '"':
            pos = _after_string(text, pos)
    return None


def _after_string(text: str, pos: int) -> int:
    """Past the string literal whose opening quote is before `pos`."""
    while pos < len(text) and text[pos] != '"':
        pos += 2 if text[pos] == "\\" else 1
    return pos + 1


def _empty_unregistered(attr: Attribute) -> bool:
    """Whether `attr` is an unregistered attribute or type with no body."""
    return isinstance(attr, UnregisteredAttr) and not attr.value.data


_PROPERTIES_XDSL_LACKS = frozenset(
    {"arith.divsi", "arith.divui", "arith.shrsi", "arith.shrui", "scf.for"}
)
"""xDSL 0.75's ops of no properties whose MLIR op has some (`isExact`,
`unsignedCmp`): `<{}>` is valid there."""
_EMPTY_PROPERTIES_KNOWN = frozenset(
    {"func", "arith", "math", "tensor", "linalg", "scf", "cf"}
)
"""The dialects of xDSL's whose property-less ops were compared with
iree-opt's (all but `_PROPERTIES_XDSL_LACKS` agree); the package's own ops
declare their properties as IREE does."""


@cache
def _has_empty_properties(op_type: type[Operation]) -> bool:
    """Whether MLIR's op of `op_type` has no properties (`EmptyProperties`):
    a registered op that declares no property, no inherent attribute and
    no segment sizes, of the package's or of a dialect of
    `_EMPTY_PROPERTIES_KNOWN`."""
    if not issubclass(op_type, IRDLOperation) or op_type.name in _PROPERTIES_XDSL_LACKS:
        return False
    dialect = op_type.name.partition(".")[0]
    if not (
        op_type.__module__.startswith("xdsl_stream.")
        or dialect in _EMPTY_PROPERTIES_KNOWN
    ):
        return False
    op_def = op_type.get_irdl_definition()
    return not (
        op_def.properties
        or op_def.attributes
        or any(isinstance(option, AttrSizedSegments) for option in op_def.options)
    )


def _strict_properties(op_type: type[IRDLOperation]) -> bool:
    """Whether the op's custom form refuses its properties in its attribute
    dictionary: an op of `_STRICT_DIALECTS` (or `func.call`, `func.return`),
    or one the package declares with a format, as IREE declares its Stream,
    Util and HAL ops (its hand-written parsers, as `util.func`'s, have none)."""
    if op_type.__module__.startswith("xdsl_stream."):
        return op_type.assembly_format is not None
    name = op_type.name
    dialect = name.partition(".")[0]
    return dialect in _STRICT_DIALECTS or name in ("func.call", "func.return")


_INHERENT_XDSL_LACKS = {
    "cf.cond_br": frozenset({"branch_weights"}),
    "func.call": frozenset({"arg_attrs", "res_attrs", "no_inline"}),
}
"""Inherent attributes of MLIR's ops that xDSL 0.75's ops do not declare
(`_refuse_inherent_names`)."""


def _drop_attributes_named_as_properties(op: Operation) -> None:
    """`<{value = 1}> {value = 2}` on a registered op: the property stands and
    the attribute is dropped, as MLIR reads it (an unregistered op keeps
    both, and so does an op whose property is a native one, of another name
    than any attribute: `native_properties`)."""
    if isinstance(op, UnregisteredOp):
        return
    native = native_properties(type(op))
    for name in op.attributes.keys() & op.properties.keys():
        if name not in native:
            del op.attributes[name]


@cache
def _segment_properties(op_type: type[Operation]) -> tuple[tuple[str, int], ...]:
    """The segment-size properties of `op_type` (`operandSegmentSizes`,
    `resultSegmentSizes`), each with its count of definitions."""
    if not issubclass(op_type, IRDLOperation):
        return ()
    op_def = op_type.get_irdl_definition()
    counted: dict[type[AttrSizedSegments], Sequence[object]] = {
        AttrSizedOperandSegments: op_def.operands,
        AttrSizedResultSegments: op_def.results,
        AttrSizedRegionSegments: op_def.regions,
        AttrSizedSuccessorSegments: op_def.successors,
    }
    found: list[tuple[str, int]] = []
    for option in op_def.options:
        if isinstance(option, AttrSizedSegments) and option.as_property:
            found.append((option.attribute_name, len(counted[type(option)])))
    return tuple(found)


def _default_segment_sizes(
    op: Operation, segments: tuple[tuple[str, int], ...]
) -> None:
    """A segment-size property the text does not give is all zeros, as
    MLIR's property storage starts (`"stream.channel.create"() : () -> ...`
    reads; with operands, the verifier finds the sizes do not add up)."""
    for name, count in segments:
        if name not in op.properties and name not in op.attributes:
            op.properties[name] = DenseArrayBase.from_list(i32, [0] * count)


def _not_implemented(error: NotImplementedError) -> str:
    """What to say where xDSL's parser says it cannot read something outside
    an op: a file's `external_resources`, a semi-affine map in an alias."""
    if "dialect resources" in str(error):
        return (
            "external_resources are not supported (xDSL 0.75 reads dialect "
            "resources only)"
        )
    return f"xDSL cannot read this ({error})"


def _failure_message(error: Exception) -> str:
    """What to say where xDSL's parser of an op raised `error`."""
    if isinstance(error, DiagnosticException):
        return str(error).strip().split("\n", 1)[0] or type(error).__name__
    return (
        f"xDSL could not read this op ({type(error).__name__}: {error}); "
        "its custom form may be one xDSL's parser does not know"
    )


class _NeedsAlias(Exception):
    """Raised while reading a definition ahead: it names an alias not read yet."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


class ForwardLocParser(ClosedDialectParser):
    """xDSL's parser, accepting uses of location aliases defined later."""

    def __init__(self, ctx: Context, input: str | bytes, name: str = "<unknown>"):
        super().__init__(ctx, input, name)
        self._later_locs: dict[str, tuple[int, int]] = {}
        """Alias name -> where its first definition starts and where `loc(`
        starts in it, for definitions not read yet."""
        self._read_ahead: dict[str, tuple[int, int]] = {}
        """Alias name -> where its definition starts and ends, for definitions
        read ahead."""
        self._reading_ahead = False
        self._definition_start: int | None = None
        """Where the alias definition being read starts, while one is."""
        self._location_depth = 0
        """How many locations the one being read is inside, plus one."""
        self._resource_keys: dict[tuple[str, str], str] = {}
        """(dialect, key as written) -> the key its blob is stored under."""
        self._file_blobs: dict[str, str] | None = None
        """Key -> blob of the text's resource section (read when needed)."""

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        with collector_paused():
            text = xdsl_internals.input_text(self)
            for m in alias_definitions(text):  # a redefinition is an error
                # where the parse meets it: keep the first
                self._later_locs.setdefault(m.group(1), (m.start(1), m.end()))
            return super().parse_module(allow_implicit_module)

    def _parse_dialect_resource_handle(
        self, dialect_name: str, interface: OpAsmDialectInterface
    ) -> str:
        return self._stored_key(dialect_name, self._resource_key(), interface)

    def _resource_key(self) -> str:
        """A resource's key, a bare identifier or a string literal (MLIR's
        `parseOptionalKeywordOrString`: `"blob-1"`); xDSL reads the first
        only."""
        key = self.parse_optional_str_literal()
        if key is None:
            key = self.parse_optional_identifier()
        if key is None:
            self.raise_error("expected identifier key for 'resource' entry")
        return key

    def _parse_resource(
        self, dialect_name: str, interface: OpAsmDialectInterface
    ) -> None:
        """`key: "blob"` of a `dialect_resources` section; a builtin blob is
        checked as MLIR checks it (`_blob_error`), at its string."""
        written = self._resource_key()
        key = self._stored_key(dialect_name, written, interface)
        self.parse_punctuation(":")
        at = self.pos
        value = self.parse_str_literal()
        if dialect_name == "builtin" and (error := _blob_error(written, value)):
            self.raise_error(error, at, self.pos)
        try:
            interface.parse_resource(key, value)
        except Exception as error:  # xDSL's words for what it refuses
            self.raise_error(f"got an error when parsing a resource: {error}")

    def _stored_key(
        self, dialect_name: str, key: str, interface: OpAsmDialectInterface
    ) -> str:
        """The key the blob of handle `key` is stored under (declared on its
        first reading in this parse)."""
        stored = self._resource_keys.get((dialect_name, key))
        if stored is None:
            blobs = xdsl_internals.resource_blobs(interface)
            blob = self._blobs_of_file().get(key, "")
            if blobs.get(key, blob) == blob:  # free, or the same blob
                blobs.setdefault(key, "")
                stored = key
            else:
                stored = interface.declare_resource(key)
            self._resource_keys[(dialect_name, key)] = stored
            self.dialect_resources.add((dialect_name, stored))
        return stored

    def _blobs_of_file(self) -> dict[str, str]:
        """`key: "0x..."` entries of the text's `{-# ... #-}` section."""
        if self._file_blobs is None:
            text = xdsl_internals.input_text(self)
            start = text.rfind("{-#")
            self._file_blobs = (
                {}
                if start < 0
                else {
                    string_literal_value(quoted) if quoted else bare: blob
                    for quoted, bare, blob in _RESOURCE_BLOB.findall(text, start)
                }
            )
        return self._file_blobs

    def _parse_dialect_type_or_attribute_body(
        self,
        attr_name: str,
        is_type: bool,
        is_opaque: bool,
        starting_opaque_pos: Position | None,
    ) -> UnregisteredAttr | ParametrizedAttribute | Data[Any]:
        attr = super()._parse_dialect_type_or_attribute_body(
            attr_name, is_type, is_opaque, starting_opaque_pos
        )
        if isinstance(attr, UnregisteredAttr):
            body = attr.value.data
            if self.attribute_aliases:
                body = self._expand_aliases(body)
            if "dense_resource<" in body:
                body = with_handle_keys(body, self._builtin_key)
            if body != attr.value.data:
                attr = type(attr)(attr.attr_name, attr.is_type, attr.is_opaque, body)
        if isinstance(attr, TypedOpaqueAttr) and "dense_resource<" in attr.body.data:
            attr = with_resource_keys(attr, self._builtin_key)
        return attr

    def _expand_aliases(self, body: str) -> str:
        """`expand_aliases` of the body just read, an alias it cannot write
        out an error at the alias."""
        try:
            return expand_aliases(body, self.attribute_aliases)
        except AliasNotInlinable as error:
            at = xdsl_internals.input_text(self).rfind(body, 0, self.pos)
            at += error.offset
            self.raise_error(str(error), at, at + len(error.alias))

    def _builtin_key(self, key: str) -> str:
        """The key the blob of builtin handle `key` (in a body kept as text)
        is stored under."""
        builtin = self.ctx.get_dialect("builtin")
        interface = builtin.get_interface(OpAsmDialectInterface)
        assert interface is not None  # xDSL's builtin dialect has it
        return self._stored_key("builtin", key, interface)

    def _parse_location(self) -> LocationAttr:
        self._location_depth += 1
        try:
            return self._parse_location_at_depth()
        finally:
            self._location_depth -= 1

    def _parse_location_at_depth(self) -> LocationAttr:
        token = xdsl_internals.current_token(self)
        if token.kind == MLIRTokenKind.HASH_IDENT:
            self._alias_used(token.text, token.span.end, self._location_depth > 1)
        elif token.text == "fused" and self.lexer.input.content.startswith(
            "<", token.span.end
        ):
            return self._fused_location_with_metadata()
        elif token.kind == MLIRTokenKind.STRING_LIT and _COLON_NEXT.match(
            self.lexer.input.content, token.span.end
        ):
            return self._file_position()
        return super()._parse_location()

    def _file_position(self) -> FileLineColLoc:
        """`"file":line[:col [to [line]:col]]`, read as MLIR reads it: a line
        alone is column 0, a range whose two ends are one position is that
        position.  A range over several positions is refused at its `to`:
        xDSL 0.75 has no attribute for it (docs/upstream.md, entry 13)."""
        filename = StringAttr(self.parse_str_literal())
        self.parse_punctuation(":")
        line = self._position_number("line")
        column = 0
        if self.parse_optional_punctuation(":") is not None:
            column = self._position_number("column")
            to = self.pos
            if self.parse_optional_keyword("to"):
                end = self._range_end(line)
                if end != (line, column):
                    self.raise_error(
                        "a location over a range of positions is not supported:"
                        " xDSL has no attribute for it",
                        to,
                        to + 2,
                    )
        return FileLineColLoc(filename, IntAttr(line), IntAttr(column))

    def _range_end(self, line: int) -> tuple[int, int]:
        """The end of a range after its `to`: `:col` on the start's line, or
        `line:col`."""
        if self.parse_optional_punctuation(":") is None:
            if xdsl_internals.current_token(self).kind != MLIRTokenKind.INTEGER_LIT:
                self.raise_error(_AFTER_TO)
            line = self._position_number("line")
            if self.parse_optional_punctuation(":") is None:
                self.raise_error(_AFTER_TO)
        return line, self._position_number("column")

    def _position_number(self, what: str) -> int:
        """A line or column number: an integer MLIR stores in 32 bits."""
        token = xdsl_internals.current_token(self)
        number = self.parse_optional_integer(False, False)
        if number is None or number > _MAX_POSITION:
            self.raise_error(
                f"expected integer {what} number in FileLineColRange", token.span
            )
        return number

    def _fused_location_with_metadata(self) -> FusedLoc:
        """`fused<metadata>[loc, ...]`, which xDSL 0.75 prints and does not
        read (docs/upstream.md, entry 12)."""
        self.parse_identifier()
        self.parse_punctuation("<")
        token = xdsl_internals.current_token(self)
        if token.kind == MLIRTokenKind.HASH_IDENT:  # a location alias, maybe
            self._alias_used(token.text, token.span.end, nested=True)
        metadata = self.parse_attribute()
        self.parse_punctuation(">")
        locations = self.parse_comma_separated_list(
            self.Delimiter.SQUARE, self._parse_location
        )
        return FusedLoc(tuple(locations), metadata)

    def _alias_used(self, name: str, end: int, nested: bool = False) -> None:
        """Check a use of alias `name` (ending at `end`) in a location, and
        read its definition first if it comes later in the text.

        As in MLIR, an op's location may name an alias defined after the op
        (`loc(#a)`, not `nested` inside a `fused`, `callsite` or name
        location: MLIR defers only the whole location), and an alias
        definition only one defined before it: a use in a definition of
        itself or of an alias defined after it is an error, placed right
        after the name, as MLIR places it."""
        later = self._later_locs.get(name)
        ahead = later or self._read_ahead.get(name)
        if ahead is None:  # defined before, or nowhere: xDSL's parser says
            return
        definition = self._definition_start
        if (definition is None and nested) or (
            definition is not None and ahead[0] >= definition
        ):
            self.raise_error(f"undefined symbol alias '{name}'", end)
        if later is not None:
            if self._reading_ahead:
                raise _NeedsAlias(name)
            self._read_definitions_ahead(name)

    def _read_definitions_ahead(self, first: str) -> None:
        """Parse the definition of `first`, and first those it depends on."""
        resume = xdsl_internals.current_position(self)
        stack = [first]
        self._reading_ahead = True
        try:
            while stack:
                name = stack[-1]
                try:
                    start, end = self._read_definition(name)
                except _NeedsAlias as needed:  # defined before `name`: no cycle
                    stack.append(needed.name)
                    continue
                self._read_ahead[name] = (start, end)
                del self._later_locs[name]
                stack.pop()
        finally:
            self._reading_ahead = False
            xdsl_internals.resume_from(self, resume)

    def _read_definition(self, name: str) -> tuple[int, int]:
        """Parse the definition of `name`: where it starts and ends."""
        start, loc_start = self._later_locs[name]
        xdsl_internals.resume_from(self, loc_start)
        outer, self._definition_start = self._definition_start, start
        try:
            value = self.parse_optional_location()
        finally:
            self._definition_start = outer
        if value is None:  # the regex saw `loc(`: unreachable
            self.raise_error(f"expected a location in the definition of {name}")
        self.attribute_aliases[name] = value
        return start, xdsl_internals.current_position(self)

    def _parse_alias_def(self) -> None:
        token = xdsl_internals.current_token(self)
        if "." in token.text:  # xDSL reads `#a.b = ...` and never uses it
            kind = "attribute" if token.text.startswith("#") else "type"
            self.raise_error(
                f"{kind} names with a '.' are reserved for dialect-defined names",
                token.span.start,
                token.span.end,
            )
        read = self._read_ahead.get(token.text)
        if read is not None and read[0] == token.span.start:
            # This very definition was read ahead: skip it.
            del self._read_ahead[token.text]
            xdsl_internals.resume_from(self, read[1])
            return
        if read is None:
            self._later_locs.pop(token.text, None)
        self._definition_start = token.span.start
        try:
            super()._parse_alias_def()  # a redefinition is reported there
        finally:
            self._definition_start = None


_OPERAND = f"{SSA_NAME}(?:#[0-9]+)?"
"""A use of a value: its name and the result number it may carry."""
_OPERAND_LIST = re.compile(rf"\((?:{_OPERAND}(?:, {_OPERAND})*)?\)")
"""A generic op's operand list as printed: `(%a, %b#1)`, single spaces."""
SSA_NAMES = re.compile(f"%({SSA_NAME[1:]})(?:#([0-9]+))?")
"""One SSA use in an operand list; group 1 is the name without `%`, group 2
the result number if any."""
_ARGUMENT_NAME = re.compile(f"({SSA_NAME})[ \t]*:[ \t]*")
"""An argument's `%name:` on one line; group 1 is the name."""


@dataclass
class _ScannedOperand(UnresolvedOperand):
    """An operand read by `FastReader`'s operand scan, its name kept."""

    name: str
    """The name without the `%` (`operand_name`, without slicing it again)."""


def _scanned(found: re.Match[str], source: Input) -> _ScannedOperand:
    """The operand of a use `SSA_NAMES` found, spanning its name (not its
    result number, as xDSL's parser spans it)."""
    index = found[2]
    return _ScannedOperand(
        Span(found.start(), found.end(1), source),
        0 if index is None else int(index),
        found[1],
    )


class _ScannedOperands(list[UnresolvedOperand]):
    """An operand list read by `FastReader`'s scan: each name is one
    `_ScannedOperand`, spanning its first use (most of a dispatch's operands
    name a few values again and again).  `start` and `end` delimit the list's
    text, from which `FastReader._exact` makes the uses' own spans when a
    diagnostic may need them."""

    def __init__(self, start: Position, end: Position) -> None:
        super().__init__()
        self.start = start
        self.end = end


def _closer_ends(text: str, start: int, closer: str) -> Iterator[int]:
    """Where each `closer` on the line of `start` ends, in order."""
    line_end = text.find("\n", start)
    if line_end < 0:
        line_end = len(text)
    at = text.find(closer, start, line_end)
    while at >= 0:
        yield at + len(closer)
        at = text.find(closer, at + 1, line_end)


_KEY_LIMIT = 512
"""The longest dictionary entry or type kept by its text, and how far a
lookup looks for its end: a line of a thousand commas (a large array) is
never sliced a thousand times per entry."""
_ENTRY_END = re.compile("[,}]")
"""What may follow a dictionary entry."""
_TYPE_END = re.compile(r"[,)\]}]")
"""What may follow a type kept by its text: a character no token of a type
runs on into, and after which no type's syntax goes on (not a space: the
parser reads `!x.y <p>` as one type, parameters and all)."""


def _ends_before(delimiter: re.Pattern[str], text: str, start: int) -> Iterator[int]:
    """Where a text starting at `start` may end: before each `delimiter`
    within `_KEY_LIMIT` characters on its line."""
    limit = min(start + _KEY_LIMIT, len(text))
    line_end = text.find("\n", start, limit)
    if line_end >= 0:
        limit = line_end
    for found in delimiter.finditer(text, start, limit):
        yield found.start()


def _first_kept(
    memo: Mapping[str, _T | None], delimiter: re.Pattern[str], text: str, start: int
) -> tuple[_T, int] | None:
    """What `memo` keeps for the text from `start` to the first place
    `_ends_before` gives, and where that is; None if it keeps nothing there
    (the later places are left to `_ends_before`).  A key holds no line
    break (`_may_key`), so a place past the line's end is no key's."""
    found = delimiter.search(text, start, start + _KEY_LIMIT)
    if found is None:
        return None
    value = memo.get(text[start : found.start()])
    return None if value is None else (value, found.start())


def _may_key(text: str, key: str, end: int, delimiter: re.Pattern[str]) -> bool:
    """Whether `key`, read whole and ending at `end`, may be kept: followed by
    a `delimiter` (the only context `_ends_before` finds it in), on one line,
    short, and naming no alias (whose meaning the text does not hold)."""
    return (
        0 < len(key) <= _KEY_LIMIT
        and end < len(text)
        and delimiter.match(text, end) is not None
        and "\n" not in key
        and ALIAS_REFERENCE.search(key) is None
    )


def _line_ends(text: str, start: int) -> Iterator[int]:
    """Where the line of `start` ends, and before that where ` loc(` starts."""
    line_end = text.find("\n", start)
    if line_end < 0:
        line_end = len(text)
    loc = text.find(" loc(", start, line_end)
    if loc >= 0:
        yield loc
    yield line_end


_OP_STARTS = frozenset(
    (MLIRTokenKind.PERCENT_IDENT, MLIRTokenKind.BARE_IDENT, MLIRTokenKind.STRING_LIT)
)
"""The tokens an op starts with (its first result, its name), as xDSL's
`parse_optional_operation` reads them: a statement kept as a template
started with one."""


class FastReader(ForwardLocParser):
    """`ForwardLocParser`, reading what repeats once (see the module's notes)."""

    LEXER = ScanningStringLexer

    def __init__(self, ctx: Context, input: str | bytes, name: str = "<unknown>"):
        super().__init__(ctx, input, name)
        self._text = xdsl_internals.input_text(self)
        self._properties: dict[str, dict[str, Attribute]] = {}
        self._attributes: dict[str, dict[str, Attribute]] = {}
        self._function_types: dict[str, FunctionType | None] = {}
        self._entries: dict[str, tuple[str, Attribute]] = {}
        self._types: dict[str, TypeAttribute | None] = {}
        """(None is never kept: the type reader's result when there is no type.)"""
        self._argument_types: dict[str, Attribute] = {}
        """What a block argument's type reads to (as an attribute), by text."""
        self.statements = StatementMemo(self, self.default_dialect_here)
        """The statements read, by template (`Speedup.STATEMENT_MEMO`)."""
        self._last_location: tuple[int, LocationAttr | None] | None = None
        """Where the last location read started, and what it read to (an
        op's own comes last in its statement)."""

    def parse_optional_operation(self) -> Operation | None:
        if (
            not is_on(Speedup.STATEMENT_MEMO)
            or xdsl_internals.current_token(self).kind not in _OP_STARTS
        ):  # (no template starts with another token: one read no op)
            return super().parse_optional_operation()
        op = self.statements.read()
        if op is not None:
            self.note_top_level(op)
            return op
        start = self.pos
        op = super().parse_optional_operation()
        if op is not None:
            self.statements.learn(start, op, self._last_location)
        return op

    def _memo_applies(self, opening: str) -> bool:
        """Whether the memo is on and the next token starts with `opening`
        (never at the end of the text, where xDSL reports what is missing)."""
        return is_on(Speedup.TEXT_MEMO) and self._text.startswith(opening, self.pos)

    def parse_optional_properties_dict(self) -> dict[str, Attribute]:
        if not self._memo_applies("<"):
            return super().parse_optional_properties_dict()
        found = self._memoized(
            self._properties,
            _closer_ends(self._text, self.pos, "}>"),
            super().parse_optional_properties_dict,
        )
        self._refuse_properties_of_propertyless(found)  # a hit read no text
        return dict(found)

    def parse_optional_attr_dict(self) -> dict[str, Attribute]:
        if not self._memo_applies("{"):
            return super().parse_optional_attr_dict()
        start = self.pos
        found = self._memoized(
            self._attributes,
            _closer_ends(self._text, self.pos, "}"),
            super().parse_optional_attr_dict,
        )
        self._refuse_inherent_names(found, start)
        return dict(found)

    def parse_optional_function_type(self) -> FunctionType | None:
        if not self._memo_applies("("):
            return super().parse_optional_function_type()
        return self._memoized(
            self._function_types,
            _line_ends(self._text, self.pos),
            self._function_type_by_types,
        )

    def _function_type_by_types(self) -> FunctionType | None:
        """A function type not read before, its parenthesized lists taken as
        printed (`, ` between types), each type by its text when it was read
        before (a type kept by its text ends before a `,` or `)`, as each in
        such a list does), else by the parser, as xDSL reads each; anything
        else read as xDSL reads it."""
        text, start = self._text, self.pos
        inputs = self._type_list(start)
        if inputs is not None and text.startswith(" -> ", inputs[1]):
            after = inputs[1] + 4
            if not text.startswith("(", after):  # one result, unparenthesized
                xdsl_internals.resume_from(self, after)
                return FunctionType.from_lists(inputs[0], [self.parse_type()])
            outputs = self._type_list(after)
            if outputs is not None:
                xdsl_internals.resume_from(self, outputs[1])
                return FunctionType.from_lists(inputs[0], outputs[0])
        if self.pos != start:
            xdsl_internals.resume_from(self, start)
        return super().parse_optional_function_type()

    def _type_list(self, start: int) -> tuple[list[Attribute], int] | None:
        """The types of the list `(T, T, ...)` at `start`, as printed, and
        where it ends; None if it is not one (the parser may have moved)."""
        text = self._text
        if not text.startswith("(", start):
            return None
        if text.startswith("()", start):
            return [], start + 2
        types: list[Attribute] = []
        at = start + 1
        while True:
            kept = _first_kept(self._types, _TYPE_END, text, at)
            if kept is None:
                kept = self._type_at(at)
                if kept is None:
                    return None
            found, end = kept
            types.append(found)
            if text.startswith(")", end):
                return types, end + 1
            if not text.startswith(", ", end):
                return None
            at = end + 2

    def _type_at(self, at: int) -> tuple[Attribute, int] | None:
        """The type at `at` of a list `_type_list` reads, and where it ends:
        kept by its text up to a `_TYPE_END` (the first tried before), else
        read by the parser (and kept, if it may be); None if there is none
        (the parser may have moved)."""
        text = self._text
        for end in _ends_before(_TYPE_END, text, at):
            if (found := self._types.get(text[at:end])) is not None:
                return found, end
        xdsl_internals.resume_from(self, at)
        found = self.parse_optional_type()
        return None if found is None else (found, self.pos)

    def parse_optional_type(self) -> TypeAttribute | None:
        # A type on its own: a block argument's (`%b0: !stream.binding,`),
        # one of a list; those of a function type are kept with it whole.
        if not is_on(Speedup.TEXT_MEMO):
            return super().parse_optional_type()
        return self._kept_by_text(self._types, _TYPE_END, super().parse_optional_type)

    def parse_optional_location(self) -> LocationAttr | None:
        start = self.pos
        location = super().parse_optional_location()
        self._last_location = start, location
        return location

    def parse_optional_argument(  # pyright: ignore[reportIncompatibleMethodOverride]
        self, expect_type: bool = True
    ) -> Parser.UnresolvedArgument | Parser.Argument | None:
        # (xDSL's overloads say what `expect_type` returns; the same here)
        # `%b0: !stream.binding`, of a function's signature or a block's
        # argument list, with a type read before: the name without lexing it
        # and the `:`, the type by its text.
        if not expect_type or not is_on(Speedup.OPERAND_SCAN):
            return super().parse_optional_argument(expect_type)
        text = self._text
        named = _ARGUMENT_NAME.match(text, self.pos)
        if named is None or not is_on(Speedup.TEXT_MEMO):
            return super().parse_optional_argument(expect_type)
        for end in _ends_before(_TYPE_END, text, named.end()):
            if (type := self._types.get(text[named.end() : end])) is not None:
                xdsl_internals.resume_from(self, end)
                name = Span(named.start(1), named.end(1), self.lexer.input)
                return self.Argument(name, type)
        return super().parse_optional_argument(expect_type)

    def _parse_optional_block_arg_list(self, block: Block) -> Block | None:
        # xDSL's, each argument read as `_block_argument` reads it, and all
        # appended to the block at once.
        if not is_on(Speedup.OPERAND_SCAN):
            return super()._parse_optional_block_arg_list(block)
        if xdsl_internals.current_token(self).kind is not MLIRTokenKind.L_PAREN:
            return None
        arguments: list[BlockArgument] = []
        first = len(block.args)
        try:
            self.parse_comma_separated_list(
                self.Delimiter.PAREN,
                lambda: arguments.append(
                    self._block_argument(block, first + len(arguments))
                ),
            )
        finally:  # (on an error the block is dropped with the parse)
            xdsl_internals.append_block_arguments(block, arguments)
        return block

    def _block_argument(self, block: Block, index: int) -> BlockArgument:
        """One `%name: type loc(...)?` of a block's argument list, read as
        xDSL reads it, registered, not yet appended to `block`: with the
        text memo, `%name: ` taken by one regular expression and a type read
        before by its text (a type of a block argument is read as an
        attribute: those are kept apart from types read as types)."""
        text = self._text
        named = _ARGUMENT_NAME.match(text, self.pos)
        if named is None or not is_on(Speedup.TEXT_MEMO):
            name = xdsl_internals.parse_token(
                self, MLIRTokenKind.PERCENT_IDENT, "block argument expected"
            ).span
            self.parse_punctuation(":")
            type = self.block_argument_type()
        else:
            name = Span(named.start(1), named.end(1), self.lexer.input)
            xdsl_internals.resume_from(self, named.end())
            type = self._kept_by_text(
                self._argument_types, _TYPE_END, self.block_argument_type
            )
        location = self.parse_optional_location()
        argument = BlockArgument(
            type, block, index, UNKNOWN_LOC if location is None else location
        )
        xdsl_internals.register_ssa_definition(self, name.text[1:], (argument,), name)
        return argument

    def _parse_attribute_entry(self) -> tuple[str, Attribute]:
        # One `name = value` of a property or attribute dictionary whose
        # whole text is not a key (a function's `sym_name` differs from the
        # next function's; its `function_type` often does not).
        if not is_on(Speedup.TEXT_MEMO):
            return super()._parse_attribute_entry()
        return self._kept_by_text(
            self._entries, _ENTRY_END, super()._parse_attribute_entry
        )

    def _kept_by_text(
        self, memo: dict[str, _T], delimiter: re.Pattern[str], parse: Callable[[], _T]
    ) -> _T:
        """`_lookup_or_parse` for a dictionary entry or a type: its text ends
        before a `delimiter` (`_ends_before`) and is kept where `_may_key`
        allows."""
        text = self._text
        if (kept := _first_kept(memo, delimiter, text, self.pos)) is not None:
            xdsl_internals.resume_from(self, kept[1])
            return kept[0]

        def key(start: int, end: int) -> str | None:
            key = text[start:end]
            return key if _may_key(text, key, end, delimiter) else None

        return self._lookup_or_parse(
            memo, _ends_before(delimiter, text, self.pos), parse, key
        )

    def _memoized(
        self, memo: dict[str, _T], ends: Iterator[int], parse: Callable[[], _T]
    ) -> _T:
        """`_lookup_or_parse` for a whole piece of syntax (a dictionary, a
        function type): its text may end at one of `ends`, and is kept when
        it ends a word (before white space or the text's end, or on a `}` or
        `>`), on one line, naming no alias."""
        text = self._text

        def key(start: int, end: int) -> str | None:
            consumed = text[start:end].rstrip()
            stop = start + len(consumed)
            ends_word = (
                stop == len(text)
                or text[stop] in " \t\n\r\f\v"
                or consumed[-1:] in ("}", ">")
            )
            if not consumed or not ends_word or "\n" in consumed:
                return None
            return consumed if ALIAS_REFERENCE.search(consumed) is None else None

        return self._lookup_or_parse(memo, ends, parse, key)

    def _lookup_or_parse(
        self,
        memo: dict[str, _T],
        ends: Iterator[int],
        parse: Callable[[], _T],
        key: Callable[[int, int], str | None],
    ) -> _T:
        """What the text at the current position reads to: from `memo` if
        the text up to one of `ends` is a key, else `parse()`, kept under
        `key(start, end)` of the text it consumed unless that is None (the
        text may not stand for its value everywhere)."""
        text, start = self._text, self.pos
        for end in ends:
            if (found := memo.get(text[start:end])) is not None:
                xdsl_internals.resume_from(self, end)
                return found
        value = parse()
        if value is not None and (kept := key(start, self.pos)) is not None:
            memo[kept] = value
        return value

    def parse_op_args_list(self) -> list[UnresolvedOperand]:
        if not is_on(Speedup.OPERAND_SCAN):
            return super().parse_op_args_list()
        start = self.pos
        match = _OPERAND_LIST.match(self._text, start)
        if match is None:
            return super().parse_op_args_list()
        source = self.lexer.input
        operands = _ScannedOperands(start, match.end())
        seen: dict[str, _ScannedOperand] = {}
        for found in SSA_NAMES.finditer(self._text, start, match.end()):
            operand = seen.get(found[0])
            if operand is None:
                operand = seen[found[0]] = _scanned(found, source)
            operands.append(operand)
        xdsl_internals.resume_from(self, match.end())
        return operands

    def _exact(self, args: Sequence[UnresolvedOperand]) -> Sequence[UnresolvedOperand]:
        """`args` with each use spanning itself (the scan gives a name used
        again its first use's operand), for the parser to report at."""
        if not isinstance(args, _ScannedOperands):
            return args
        source = self.lexer.input
        return [
            _scanned(found, source)
            for found in SSA_NAMES.finditer(self._text, args.start, args.end)
        ]

    def resolve_operands(
        self,
        args: Sequence[UnresolvedOperand],
        input_types: Sequence[Attribute],
        error_pos: Position,
    ) -> Sequence[SSAValue]:
        if not is_on(Speedup.OPERAND_SCAN) or len(args) != len(input_types):
            return super().resolve_operands(self._exact(args), input_types, error_pos)
        values = self.ssa_values
        resolved: list[SSAValue] = []
        exact: Sequence[UnresolvedOperand] | None = None
        for position, (operand, type) in enumerate(zip(args, input_types, strict=True)):
            # A value already defined with this very type, as most are: what
            # `resolve_operand` returns; anything else (a forward reference, a
            # tuple index, a type mismatch to report) is left to it.
            if (
                isinstance(operand, _ScannedOperand)
                and (known := values.get(operand.name))
                and operand.index < len(known)
            ):
                value = known[operand.index]
                if value.type is type or value.type == type:
                    resolved.append(value)
                    continue
            if exact is None:
                exact = self._exact(args)
            resolved.append(self.resolve_operand(exact[position], type))
        return resolved


class SourceTrackingParser(FastReader):
    """`FastReader` that remembers where each op starts in the text and, with
    `keep_numbered_names`, the names the input gave by number."""

    def __init__(
        self,
        ctx: Context,
        input: str | bytes,
        name: str = "<unknown>",
        *,
        keep_numbered_names: bool = False,
    ):
        super().__init__(ctx, input, name)
        self.op_offsets: dict[Operation, int] = {}
        """Parsed op -> offset of its first character (its first result)."""
        self.numbered_names: dict[SSAValue, str] | None = (
            {} if keep_numbered_names else None
        )
        """Value -> the name the input spells it by (`44`, `66#1`, `r_0`),
        for the values whose name hint does not give it: xDSL keeps no hint
        for a number (and prints its own numbers, which need not be the
        input's), drops a `_N` suffix from a hint (`%r_0` and `%r_1` both
        `r`), and gives each result of a group the group's."""

    def _register_ssa_definition(
        self, name: str, values: Sequence[SSAValue], span: Span
    ) -> None:
        super()._register_ssa_definition(name, values, span)
        if self.numbered_names is None:
            return
        if len(values) == 1:
            if values[0].name_hint != name:  # a number, or a `_N` xDSL drops
                self.numbered_names[values[0]] = name
        else:
            for index, value in enumerate(values):
                self.numbered_names[value] = f"{name}#{index}"

    def parse_optional_operation(self) -> Operation | None:
        start = xdsl_internals.current_position(self)
        op = super().parse_optional_operation()
        if op is not None:
            self.op_offsets[op] = start
        return op


@contextmanager
def collector_paused() -> Generator[None]:
    """Pause Python's cyclic garbage collector (restored as it was after).

    Everything a parse allocates is either freed by reference counting at once
    or is the IR, which lives on, so the collector's passes over the growing
    heap find nothing (they cost a fifth of the parse of a 60k-op module).
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
