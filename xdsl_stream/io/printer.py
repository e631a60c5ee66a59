"""The package's printers: names that never clash, lossless output, and speed.

The pieces below, each usable without the others, composed by `OwnedCustomPrinter`
(what the package's tools print with), the fixes below the speed layers:

* `UniqueNamePrinter`, a plain `Printer` subclass, fixes a wrong-output bug of
  xDSL 0.75's printer (docs/upstream.md): it names a value after its hint with
  the hint's next `_N` suffix without checking that the name is free, and the
  parser strips such a suffix into the hint, so the values `%x`, `%x_1` and
  `%x_1_1` (hints `x`, `x`, `x_1`) print as `%x`, `%x_1`, `%x_1`: two
  definitions of one name, and every use of the second reads as the first.
  Blocks (`^x`, `^x_1`, `^x_1_1`) have the same bug.  This printer skips a
  suffix whose name is already taken in the scope, so output that has no
  clash is printed exactly as xDSL prints it.  It needs no speed-up:
  `UniqueNamePrinter(stream=...)` is xDSL's printer with the fix alone.  It
  also names a value from its hint without the hint's own `_N` suffixes
  (`%e0_0_0` reads to hint `e0_0`: printed `%e0`, `%e0_1`, ...), so that what
  it prints reads back to the hints it printed from: `%e0_0` would read back
  to hint `e0` and print as `%e0`, and printing would not be a fixed point.
* `VerbatimBodyPrinter`, a plain `Printer` subclass, prints a body kept as
  text that spans lines (an unregistered attribute's, IREE's multi-line
  `#util.composite`) verbatim, as MLIR does: xDSL indents each of its lines
  again, deeper at every round trip.
* `ExactFloatPrinter` (`xdsl_stream.io.float_literals`), a plain `Printer`
  subclass, prints a NaN with its bits and decides a dense float splat by
  bits, as MLIR does: xDSL's printer changes both (docs/upstream.md, entry
  18).
* `FusedMetadataPrinter`, a plain `Printer` subclass, prints a fused
  location's metadata that is a location with its own `loc(...)`, as MLIR
  does (docs/upstream.md, entry 27).
* `ResourceSectionPrinter`, a plain `Printer` subclass, prints a resource
  key that is no bare identifier quoted, and the resource section as MLIR
  does (docs/upstream.md, entry 50).
* `OwnedCustomPrinter` prints what this package owns in custom form, the
  ops of xDSL's dialects whose custom form is MLIR's text for the op at hand
  (`xdsl_stream.io.mlir_forms`: `func`, `arith`, `complex`, `cf`,
  `builtin.module`) in custom form too, named as MLIR names them
  (`module`, `return`), and everything else generically.  xDSL's custom
  printers of some upstream ops lose information (see
  `xdsl_stream.io.lossy_print`); the generic form never does.  A dump of
  IREE carries ops of dozens of dialects this package does not own, so
  `xdsl-stream-opt` prints those in generic form whatever the flags, unless
  xDSL's text of the op is iree-opt's; `--print-op-generic` prints all
  generically.  Below it, `MlirElisionPrinter` leaves out the type of an
  `i64` or `f64` in an array, as MLIR does.
* The speed layers, `MemoizingPrinter` and `JoiningPrinter` on it, each
  behind its switches (`xdsl_stream.core.speedups`); they are mixed in above the
  fixes (`FastUniqueNamePrinter`'s bases: `JoiningPrinter`, then
  `UniqueNamePrinter`, `VerbatimBodyPrinter`, `ExactFloatPrinter`,
  `FusedMetadataPrinter`, `ResourceSectionPrinter`), so that
  a name they print is one the fix gave.

`MemoizingPrinter` writes strings straight to its text stream, indenting each
new line as xDSL does (`Speedup.PRINT_DIRECT`), and makes the text of each
attribute and type once per printer (`Speedup.PRINT_MEMO`): a module of 20,000
dispatch sites prints the same few dozen types and property values hundreds
of thousands of times.  The memo is keyed by the attribute object itself (kept
alive by the memo, so its identity is never reused), never by equality, which
for a dialect's own `Data` may hold different spellings equal (`0.0` and
`-0.0`); the reader shares the objects of repeated text
(`xdsl_stream.io.parser.FastReader`), so most repeats are the same object.  The
key also holds the printer's state an attribute's text depends on: generic
form or not, and whether a `loc(...)` is open (a location nested in a fused
one prints without its own `loc(`); locations themselves are never kept.
Only texts of one line are kept, and a hit prints exactly what the first
print did.

Any exception xDSL's printer of an op raises (a custom printer of a dialect
this package does not own) is a `PrintError` naming the op (`print_top_op`),
which the tools report at the op's location.

`JoiningPrinter` makes what it already knows into one string and writes it
once (`Speedup.PRINT_JOINED`): the name of a value it has named, a string
literal (`bytes_literal_text`), a generic op's operand list, function type
and attribute dictionaries (from the memo's texts), and the whole custom
form of the commonest Stream ops and of the Util ops of a model's weights
(`OP_TEXTS`, from `xdsl_stream.dialects.stream.op_text` and
`xdsl_stream.dialects.util.op_text`).
Each piece is exactly what the
printer below it prints for it; anything it does not know yet (a value not
yet named, text of several lines, a diagnostic message waiting for the next
line) goes that printer's way.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from io import StringIO, TextIOBase
from types import TracebackType
from typing import Any, TypeVar, cast

from xdsl.dialect_interfaces.op_asm import OpAsmDialectInterface
from xdsl.dialects.builtin import (
    AnyFloat,
    ArrayAttr,
    Float64Type,
    FloatAttr,
    FunctionType,
    FusedLoc,
    IntegerAttr,
    IntegerType,
    LocationAttr,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    UnregisteredAttr,
    i64,
)
from xdsl.ir import Attribute, Block, Dialect, Operation, SSAValue
from xdsl.printer import Printer
from xdsl.traits import IsolatedFromAbove
from xdsl.utils.exceptions import DiagnosticException
from xdsl.utils.mlir_lexer import MLIRLexer

from xdsl_stream.core.mlir_text import keyword_or_string
from xdsl_stream.core.speedups import Speedup, is_on
from xdsl_stream.core.xdsl_internals import (
    indent_level,
    known_block_name,
    known_ssa_name,
    message_waits,
    name_block,
    print_position,
    set_print_position,
    ssa_name_table,
    write_on_line,
)
from xdsl_stream.dialects.joined_text import OpText, joined_names
from xdsl_stream.dialects.stream import op_text as stream_op_text
from xdsl_stream.dialects.syntax import custom_form_reads_back
from xdsl_stream.dialects.typed_opaque import print_text_with_handles
from xdsl_stream.dialects.util import op_text as util_op_text
from xdsl_stream.io.float_literals import ExactFloatPrinter
from xdsl_stream.io.lossy_print import drops_segment_attribute, is_owned
from xdsl_stream.io.mlir_forms import mlir_name, prints_like_mlir

_T = TypeVar("_T")

OP_TEXTS: dict[str, OpText] = {**stream_op_text.OP_TEXTS, **util_op_text.OP_TEXTS}
"""The ops `MemoizingPrinter` makes as one string (`Speedup.PRINT_JOINED`)."""

_BYTE_TEXTS = tuple(
    "\\\\"
    if byte == 0x5C
    else f"\\{byte:02X}"
    if byte < 0x20 or byte > 0x7E or byte == 0x22
    else chr(byte)
    for byte in range(256)
)
"""How `Printer.print_bytes_literal` spells each byte in a string literal:
a backslash doubled, a control character, a non-ASCII byte or a `"` as
`\\XX`, any other as itself."""


def bytes_literal_text(bytestring: bytes) -> str:
    """`"..."`, the string literal `Printer.print_bytes_literal` prints byte
    by byte, as one string."""
    return '"' + "".join(map(_BYTE_TEXTS.__getitem__, bytestring)) + '"'


def spelt_text(attribute: Attribute) -> str | None:
    """The text xDSL's printer prints for a string (`StringAttr`: a string
    literal, `Printer.print_string_literal`) or a symbol reference
    (`SymbolRefAttr`: `@name::@name`, each name an identifier or a string
    literal, `Printer.print_symbol_name`), of those classes exactly, made
    here as one string; None for any other attribute."""
    kind = type(attribute)
    if isinstance(attribute, StringAttr) and kind is StringAttr:
        return bytes_literal_text(attribute.data.encode("utf-8"))
    if isinstance(attribute, SymbolRefAttr) and kind is SymbolRefAttr:
        names = (attribute.root_reference, *attribute.nested_references.data)
        return "::".join("@" + _identifier_text(name.data) for name in names)
    return None


def _identifier_text(name: str) -> str:
    """`Printer.print_identifier_or_string_literal`'s text of `name`."""
    if MLIRLexer.bare_identifier_regex.fullmatch(name) is None:
        return bytes_literal_text(name.encode("utf-8"))
    return name


class MemoizingPrinter(Printer):
    """A `Printer` that makes each attribute's text once (see above)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._texts: dict[tuple[int, bool, bool], tuple[Attribute, str]] = {}
        """(id of the attribute, and the printer's state its text depends on:
        generic form?, inside a `loc(...)`?) -> the attribute and its text."""
        self._direct = isinstance(self.stream, TextIOBase)
        """Whether strings go to the stream as they are (a text stream)."""

    def print_string(self, text: str, *, indent: int | None = None) -> None:
        if not self._direct or not is_on(Speedup.PRINT_DIRECT):
            return super().print_string(text, indent=indent)
        if "\n" in text:
            self._print_lines(text, indent)
            return
        write_on_line(self, text)

    def _print_lines(self, text: str, indent: int | None) -> None:
        """Print text of several lines as xDSL does: each new line indented
        by `indent` steps (the printer's own if `None`).  A diagnostic
        message waiting for the next line goes xDSL's way."""
        if message_waits(self):
            return super().print_string(text, indent=indent)
        steps = indent_level(self) if indent is None else indent
        spaces = " " * (steps * self.indent_num_spaces)
        self.stream.write(text.replace("\n", "\n" + spaces))
        line, _ = print_position(self)
        column = len(spaces) + len(text) - text.rindex("\n") - 1
        set_print_position(self, line + text.count("\n"), column)

    def print_attribute(self, attribute: Attribute) -> None:
        if not self._direct or not is_on(Speedup.PRINT_MEMO):
            return super().print_attribute(attribute)
        key = (id(attribute), self.print_generic_format, self.printing_location)
        if (known := self._texts.get(key)) is not None:  # never a location
            self.print_string(known[1])
            return
        if isinstance(attribute, LocationAttr):
            return super().print_attribute(attribute)
        stream, self.stream = self.stream, StringIO()
        try:
            super().print_attribute(attribute)
            text = self.stream.getvalue()
        finally:
            self.stream = stream
        self.stream.write(text)  # the position was counted as it was made
        if "\n" not in text:
            self._texts[key] = (attribute, text)

    def attribute_text(self, attribute: Attribute) -> str | None:
        """The text `print_attribute` would print for `attribute` now, without
        printing it, or `None` (a location, or text of several lines).

        Taken from the memo, else made as `print_attribute` makes it (and
        kept, with `Speedup.PRINT_MEMO`); the position is left where it was."""
        key = (id(attribute), self.print_generic_format, self.printing_location)
        if (known := self._texts.get(key)) is not None:  # never a location
            return known[1]
        if isinstance(attribute, LocationAttr) or message_waits(self):
            return None
        if is_on(Speedup.PRINT_JOINED) and (text := spelt_text(attribute)):
            if self._direct and is_on(Speedup.PRINT_MEMO):
                self._texts[key] = (attribute, text)
            return text
        text = self._unprinted(self.print_attribute, attribute)
        return None if "\n" in text else text

    def _unprinted(self, print_: Callable[[_T], None], what: _T) -> str:
        """What `print_(what)` prints, made aside: neither the stream nor the
        position changes."""
        stream, self.stream = self.stream, StringIO()
        line, column = print_position(self)
        try:
            print_(what)
            return self.stream.getvalue()
        finally:
            self.stream = stream
            set_print_position(self, line, column)


class PrintError(DiagnosticException):
    """xDSL's printer of `op` (innermost) raised `error`."""

    def __init__(self, op: Operation, error: Exception) -> None:
        what = (
            "nesting too deep to print within Python's recursion limit"
            if isinstance(error, RecursionError)
            else f"xDSL could not print this op ({type(error).__name__}: {error})"
        )
        super().__init__(f"'{op.name}' op: {what}")
        self.op = op
        self.message = f"'{op.name}' op: {what}"


def print_top_op(printer: Printer, op: Operation) -> None:
    """`printer.print_op(op)`; an exception of a printer on the way is a
    `PrintError` naming the innermost op being printed (found in the
    traceback, so that printing each op costs nothing more)."""
    try:
        printer.print_op(op)
    except Exception as error:  # a printer of a dialect we do not own
        raise PrintError(_innermost_op(error.__traceback__) or op, error) from None


def _innermost_op(trace: TracebackType | None) -> Operation | None:
    """The `op` of the innermost `print_op` frame of `trace`."""
    found: Operation | None = None
    while trace is not None:
        frame = trace.tb_frame
        if frame.f_code.co_name == "print_op":
            op = frame.f_locals.get("op")
            if isinstance(op, Operation):
                found = op
        trace = trace.tb_next
    return found


def _printed_as_read(attribute: UnregisteredAttr) -> bool:
    """Whether xDSL's printing of an unregistered attribute or type would
    differ from the text it was read from (`_print_unregistered`)."""
    body = attribute.value.data
    return "\n" in body or "dense_resource<" in body or _pretty_opaque(attribute)


def _print_unregistered(printer: Printer, attribute: UnregisteredAttr) -> None:
    """An unregistered attribute or type as xDSL prints it, but: a body that
    spans lines with its lines as they were read (the reader keeps their
    indentation in the body, so adding the printer's would indent them
    deeper at every round trip; MLIR prints such a body verbatim too); each
    `dense_resource<handle>` in the body through `print_resource_handle`, so
    that the resource section keeps its blob (xDSL printed the handle and
    dropped the blob); and the opaque form `#foo<bar<...>>` as MLIR prints
    it, `#foo.bar<...>` (the reader keeps `#foo.bar<>` so: xDSL's pretty
    form has no empty body)."""
    name, body = attribute.attr_name.data, attribute.value.data
    if not attribute.is_opaque.data:
        head, tail = f"{name}<", ">"
    elif _pretty_opaque(attribute):
        head, tail = name, ""
    else:
        head, tail = name.replace(".", "<", 1), ">"
    printer.print_string(("!" if attribute.is_type.data else "#") + head, indent=0)
    print_text_with_handles(printer, body)
    printer.print_string(tail, indent=0)


class JoiningPrinter(MemoizingPrinter):
    """A `Printer` that makes pieces it already knows into one string
    (`Speedup.PRINT_JOINED`, see above)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._names = ssa_name_table(self)
        """The names this printer gave values (xDSL's own table, live)."""
        self._keys: dict[str, str] = {}
        """Attribute dictionary keys -> their text (bare or quoted)."""
        self.joined_ops = 0
        """How many ops were printed as one string."""

    def _joins(self) -> bool:
        return self._direct and is_on(Speedup.PRINT_JOINED)

    def print_ssa_value(self, value: SSAValue) -> str:
        name = self._names.get(value)
        if name is not None and is_on(Speedup.PRINT_JOINED):
            self.print_string("%" + name)  # as xDSL prints a named value
            return name
        return super().print_ssa_value(value)

    def print_bytes_literal(self, bytestring: bytes) -> None:
        if not self._joins():
            return super().print_bytes_literal(bytestring)
        self.print_string(bytes_literal_text(bytestring))

    def print_op(self, op: Operation) -> None:
        text = self._joined_op_text(op)
        if text is None:
            return super().print_op(op)
        self.joined_ops += 1
        if op.results:  # as `Printer.print_op` begins
            self.print_list(op.results, self.print_ssa_value)
            self.print_string(" = ")
        self.print_string(text)
        if self.print_debuginfo:  # as `Printer.print_op` ends a custom form
            self.print_string(" ")
            self.print_attribute(op.location)

    def _joined_op_text(self, op: Operation) -> str | None:
        """The text of `op` in custom form from its name on as one string,
        if this printer prints it in custom form and knows how (`OP_TEXTS`)."""
        make = OP_TEXTS.get(op.name)
        if (
            make is None
            or self.print_generic_format
            or self.print_properties_as_attributes
            or not self._joins()
            or op in self.diagnostic.op_messages
        ):
            return None
        step = " " * self.indent_num_spaces
        return make(op, self._names, self.attribute_text, step)

    def print_operands(self, operands: Sequence[SSAValue]) -> None:
        text = joined_names(operands, self._names) if self._joins() else None
        if text is None:
            return super().print_operands(operands)
        self.print_string(f"({text})")

    def print_function_type(
        self, input_types: Iterable[Attribute], output_types: Iterable[Attribute]
    ) -> None:
        inputs, outputs = tuple(input_types), tuple(output_types)
        text = self._function_type_text(inputs, outputs) if self._joins() else None
        if text is None:
            return super().print_function_type(inputs, outputs)
        self.print_string(text)

    def _function_type_text(
        self, inputs: Sequence[Attribute], outputs: Sequence[Attribute]
    ) -> str | None:
        """`(T, U) -> V` as `Printer.print_function_type` prints it (the
        outputs in parentheses unless there is one, not a function type)."""
        ins = [self.attribute_text(t) for t in inputs]
        outs = [self.attribute_text(t) for t in outputs]
        if None in ins or None in outs:
            return None
        result = ", ".join(t for t in outs if t is not None)
        if len(outs) != 1 or isinstance(outputs[0], FunctionType):
            result = f"({result})"
        return f"({', '.join(t for t in ins if t is not None)}) -> {result}"

    def print_attr_dict(self, attr_dict: Mapping[str, Attribute]) -> None:
        text = self._attr_dict_text(attr_dict) if self._joins() else None
        if text is None:
            return super().print_attr_dict(attr_dict)
        self.print_string(text)

    def _attr_dict_text(self, attr_dict: Mapping[str, Attribute]) -> str | None:
        """`{a = 1 : i32, b}` as `Printer.print_attr_dict` prints it (a unit
        attribute by its key alone)."""
        entries: list[str] = []
        for name, attribute in attr_dict.items():
            key = self._keys.get(name)
            if key is None:
                key = self._keys[name] = self._unprinted(
                    self.print_identifier_or_string_literal, name
                )
            if isinstance(attribute, UnitAttr):
                entries.append(key)
                continue
            text = self.attribute_text(attribute)
            if text is None:
                return None
            entries.append(f"{key} = {text}")
        return "{" + ", ".join(entries) + "}"


_SUFFIXES = re.compile(r"(?:_[0-9]+)+$")
"""The `_N` suffixes ending a name hint: the reader strips one into the hint
(`%x_0_1` has hint `x_0`), so a value is named from its hint without them."""


def _free_count(hint: str, counts: dict[str, int], taken: set[str]) -> int:
    """The first suffix count at or after `counts[hint]` whose name is free."""
    count = counts.get(hint, 0)
    while (f"{hint}_{count}" if count else hint) in taken:
        count += 1
    return count


class UniqueNamePrinter(Printer):
    """xDSL's `Printer`, never giving two values, or two blocks, of one scope
    the same name (see the module docstring); no speed-up in it."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._taken_values: list[set[str]] = [set()]
        self._taken_blocks: list[set[str]] = [set()]

    def print_ssa_value(self, value: SSAValue) -> str:
        hint = value.name_hint
        if hint is None or known_ssa_name(self, value) is not None:
            return super().print_ssa_value(value)
        base = _SUFFIXES.sub("", hint) or hint
        taken = self._taken_values[-1]
        count = _free_count(base, self.ssa_names, taken)
        name = f"{base}_{count}" if count else base
        self.ssa_names[base] = count + 1  # as xDSL counts a hint's uses
        ssa_name_table(self)[value] = name
        taken.add(name)
        self.print_string("%" + name)
        return name

    def _populate_block_name(
        self, block: Block, block_index: int | None = None
    ) -> None:
        taken = self._taken_blocks[-1]
        if (hint := block.name_hint) is not None:
            self.block_names[hint] = _free_count(hint, self.block_names, taken)
        name_block(self, block, block_index)
        taken.add(known_block_name(self, block) or "")

    def enter_scope(self) -> None:
        super().enter_scope()
        self._taken_values.append(set(self._taken_values[-1]))
        self._taken_blocks.append(set(self._taken_blocks[-1]))

    def exit_scope(self) -> None:
        super().exit_scope()
        self._taken_values.pop()
        self._taken_blocks.pop()


class VerbatimBodyPrinter(Printer):
    """xDSL's `Printer`, printing a body kept as text that spans lines
    verbatim (see the module docstring); no speed-up in it."""

    def print_attribute(self, attribute: Attribute) -> None:
        if isinstance(attribute, UnregisteredAttr) and _printed_as_read(attribute):
            return _print_unregistered(self, attribute)
        return super().print_attribute(attribute)


class FusedMetadataPrinter(Printer):
    """xDSL's `Printer`, printing the metadata of a fused location that is a
    location itself as MLIR does, with its own `loc(...)`
    (`loc(fused<loc("a":1:1)>["b":2:2])`): xDSL prints it as a location
    nested in the fused one, `fused<"a":1:1>`, which no reader reads
    (docs/upstream.md, entry 27); no speed-up in it."""

    def print_attribute(self, attribute: Attribute) -> None:
        if not isinstance(attribute, FusedLoc) or not isinstance(
            attribute.metadata, LocationAttr
        ):
            return super().print_attribute(attribute)
        with self.in_location():
            self.print_string("fused<")
            self.printing_location = False  # the metadata opens its own `loc(`
            try:
                self.print_attribute(attribute.metadata)
            finally:
                self.printing_location = True
            self.print_string(">")
            self.print_attribute(attribute.locations)


class ResourceSectionPrinter(Printer):
    """xDSL's `Printer`, printing resource keys and the resource section as
    MLIR does: a key that is no bare identifier as a string literal
    (`dense_resource<"blob-1">`: xDSL prints it bare, which no reader reads),
    and the section's entries in the order the IR first names them, one a line
    (xDSL sorts them and writes them on one line); no speed-up in it."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._named_resources: dict[str, dict[str, None]] = {}
        """Dialect -> the keys the IR named, in the order it first named them."""

    def print_resource_handle(self, dialect: str, handle: str) -> None:
        self._named_resources.setdefault(dialect, {})[handle] = None
        self.print_string(keyword_or_string(handle))

    def print_metadata(self, dialects: Iterable[Dialect]) -> None:
        interfaces = {
            d.name: interface
            for d in dialects
            if (interface := d.get_interface(OpAsmDialectInterface)) is not None
        }
        sections: list[str] = []
        for dialect, keys in self._named_resources.items():
            interface = interfaces.get(dialect)
            blobs = {} if interface is None else interface.build_resources(keys)
            entries = [
                f'      {keyword_or_string(key)}: "{blobs[key]}"'
                for key in keys
                if key in blobs
            ]
            if entries:
                sections.append(
                    f"    {dialect}: {{\n" + ",\n".join(entries) + "\n    }"
                )
        if sections:
            self.print_string(
                "\n\n{-#\n  dialect_resources: {\n"
                + ",\n".join(sections)
                + "\n  }\n#-}",
                indent=0,
            )


def _pretty_opaque(attribute: UnregisteredAttr) -> bool:
    """Whether `attribute`, written in opaque form, has a pretty one: a body
    that is one `<...>` group, the name's own (`#foo<bar<x>>`, not
    `#foo<bar<x> y>`)."""
    body = attribute.value.data
    if not attribute.is_opaque.data or not body.startswith("<"):
        return False
    depth = 0
    for token in _BRACKETS_OUTSIDE_STRINGS.finditer(body):
        if token[0][0] == '"':
            continue
        depth += 1 if token[0] in "<([{" else -1
        if depth == 0:
            return token.end() == len(body)
    return False


_BRACKETS_OUTSIDE_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"|[<>()\[\]{}]')


class FastUniqueNamePrinter(
    JoiningPrinter,
    UniqueNamePrinter,
    VerbatimBodyPrinter,
    ExactFloatPrinter,
    FusedMetadataPrinter,
    ResourceSectionPrinter,
):
    """`UniqueNamePrinter`, `VerbatimBodyPrinter`, `ExactFloatPrinter`,
    `FusedMetadataPrinter` and `ResourceSectionPrinter` with the speed
    layers above them: the same text, faster."""


class MlirElisionPrinter(Printer):
    """xDSL's `Printer`, leaving out the type of an `i64` integer or `f64`
    float in an array as MLIR does (`[-1, 2.500000e+00]`; xDSL prints
    `[-1 : i64, 2.500000e+00 : f64]`): xDSL reads both as the same
    attributes.  An infinity or a NaN, which prints in hex, keeps its type,
    as in MLIR (a hex literal without a type reads as an `i64`).  Elsewhere
    (a dictionary's value, an op's own attribute) MLIR prints the type, and
    so does this printer."""

    def print_attribute(self, attribute: Attribute) -> None:
        if type(attribute) is not ArrayAttr:
            return super().print_attribute(attribute)
        with self.in_square_brackets():
            self.print_list(attribute.data, self._print_element)

    def _print_element(self, element: Attribute) -> None:
        # (`isinstance`, not xDSL's `isa(element, IntegerAttr[IntegerType])`,
        # which builds a constraint at each call: an `IntegerAttr` of type
        # `i64` is one of an integer type, a `FloatAttr` one of its type.)
        kind = type(element)
        if issubclass(kind, IntegerAttr):
            integer = cast(IntegerAttr[IntegerType], element)
            if integer.type == i64:
                return self.print_int(integer.value.data, i64)
        if issubclass(kind, FloatAttr):
            real = cast(FloatAttr[AnyFloat], element)
            value = real.value.data
            if isinstance(real.type, Float64Type) and math.isfinite(value):
                return self.print_float(value, real.type)
        self.print_attribute(element)


class OwnedCustomPrinter(FastUniqueNamePrinter, MlirElisionPrinter):
    """A `Printer` that prints in custom form this package's ops and the ops
    of xDSL's dialects whose custom form is MLIR's (`prints_like_mlir`),
    named as MLIR names them (`mlir_name`), and every other op generically;
    so too an op whose custom form would drop a discardable attribute named
    as segment sizes (`drops_segment_attribute`; docs/upstream.md, entry
    31), and one whose custom form would not read back
    (`custom_form_reads_back`)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._all_generic = self.print_generic_format

    def print_op(self, op: Operation) -> None:
        outer = self.print_generic_format
        # The flag is read for this op alone: nested ops set it for themselves.
        custom = (
            not self._all_generic
            and (is_owned(op) or prints_like_mlir(op))
            and not drops_segment_attribute(op)
            and custom_form_reads_back(op)
        )
        self.print_generic_format = not custom
        try:
            name = mlir_name(op) if custom else op.name
            if name == op.name or op in self.diagnostic.op_messages:
                super().print_op(op)
            else:
                self._print_renamed(op, name)
        finally:
            self.print_generic_format = outer

    def _print_renamed(self, op: Operation, name: str) -> None:
        """`Printer.print_op` of an op with no diagnostic, in custom form,
        under the name `name`."""
        if op.results:  # as `Printer.print_op` begins
            self.print_list(op.results, self.print_ssa_value)
            self.print_string(" = ")
        scope = bool(op.get_traits_of_type(IsolatedFromAbove))
        if scope:
            self.enter_scope()
        self.print_string(name)
        op.print(self)
        if self.print_debuginfo:
            self.print_string(" ")
            self.print_attribute(op.location)
        if scope:
            self.exit_scope()


def mlir_attribute_text(attribute: Attribute) -> str:
    """An attribute as the package prints it, which is as MLIR spells it
    (`[1, 2]`, where xDSL's own printer writes `[1 : i64, 2 : i64]`): for
    messages that quote MLIR's."""
    stream = StringIO()
    OwnedCustomPrinter(stream=stream).print_attribute(attribute)
    return stream.getvalue()
