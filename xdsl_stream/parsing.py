"""Read location aliases defined after their uses, as MLIR does.

`iree-compile --mlir-print-debuginfo` (any MLIR tool, in fact) prints location
aliases `#locN = loc(...)` partly at the *end* of the file, after the ops that
use them.  MLIR's parser accepts that forward reference for location aliases,
and only inside `loc(...)`; xDSL 0.75 resolves every alias as it parses and
fails with "undefined symbol alias '#loc'".

`ForwardLocParser` is xDSL's `Parser` plus that one MLIR rule.  A first scan
of the text notes where each top-level definition `#name = loc(...)` starts
(at the start of a line).  When a location `loc(#name)` names an alias not
defined yet, its definition is parsed there and then, and so, iteratively with
an explicit stack, is every alias it names in turn: each definition is read at
most twice whatever the chain length, so a file of N chained aliases parses in
linear time and with no recursion limit.  When the parse reaches a definition
it has already read ahead, it skips it.  Anything else (an attribute alias used
before its definition outside `loc(...)`, an undefined or redeclared alias, a
cycle) is an error, as in MLIR.

Attributes and types of dialects no one registered keep their `<...>` body as
text, and xDSL keeps alias references in it as written (`#foo.bar<[#map0]>`);
the alias definitions are not printed back, so the output would name aliases
it never defines.  `ForwardLocParser` writes each such reference out in full
as it reads the body.

It is also a `ClosedDialectParser`: an unknown op of the (complete) `stream`
dialect is refused where its name is read, as MLIR refuses it.

`SourceTrackingParser` also remembers where each op starts in the text, so that
a diagnostic can point at the op (`xdsl-stream-opt` uses it for ops that carry
no `loc(...)`).

Nothing here changes global state: stock `xdsl-opt` keeps xDSL's own parser.
`xdsl_stream.api.parse_module` and `xdsl-stream-opt` use these.
"""

from __future__ import annotations

import gc
import re
from collections.abc import Generator, Sequence
from contextlib import contextmanager
from typing import Any

from xdsl.context import Context
from xdsl.dialects.builtin import LocationAttr, ModuleOp, UnregisteredAttr
from xdsl.ir import Data, Operation, ParametrizedAttribute, SSAValue
from xdsl.utils.lexer import Position, Span
from xdsl.utils.mlir_lexer import MLIRTokenKind

from xdsl_stream import xdsl_internals
from xdsl_stream.dialects.closed import ClosedDialectParser
from xdsl_stream.dialects.typed_opaque import expand_aliases

_LOC_ALIAS_DEF = re.compile(r"^(#[A-Za-z_][\w$.]*)[ \t]*=[ \t]*(?=loc\()", re.M)
"""A top-level location alias definition; group 1 is the alias name and the
match ends where `loc(` starts (xDSL's lexer: bare identifiers are ASCII)."""


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

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        with collector_paused():
            text = xdsl_internals.input_text(self)
            if "= loc(" in text:
                for m in _LOC_ALIAS_DEF.finditer(text):  # a redefinition is
                    # an error where the parse meets it: keep the first
                    self._later_locs.setdefault(m.group(1), (m.start(), m.end()))
            return super().parse_module(allow_implicit_module)

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
        if isinstance(attr, UnregisteredAttr) and self.attribute_aliases:
            body = expand_aliases(attr.value.data, self.attribute_aliases)
            if body != attr.value.data:
                attr = type(attr)(attr_name, is_type, is_opaque, body)
        return attr

    def _parse_location(self) -> LocationAttr:
        token = xdsl_internals.current_token(self)
        if token.kind == MLIRTokenKind.HASH_IDENT:
            name = token.text
            if name not in self.attribute_aliases and name in self._later_locs:
                if self._reading_ahead:
                    raise _NeedsAlias(name)
                self._read_definitions_ahead(name)
        return super()._parse_location()

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
                except _NeedsAlias as needed:
                    if needed.name in stack:
                        self.raise_error(
                            f"location alias '{needed.name}' refers to itself"
                        )
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
        value = self.parse_optional_location()
        if value is None:  # the regex saw `loc(`: unreachable
            self.raise_error(f"expected a location in the definition of {name}")
        self.attribute_aliases[name] = value
        return start, xdsl_internals.current_position(self)

    def _parse_alias_def(self) -> None:
        token = xdsl_internals.current_token(self)
        read = self._read_ahead.get(token.text)
        if read is not None and read[0] == token.span.start:
            # This very definition was read ahead: skip it.
            del self._read_ahead[token.text]
            xdsl_internals.resume_from(self, read[1])
            return
        if read is None:
            self._later_locs.pop(token.text, None)
        super()._parse_alias_def()  # a redefinition is reported there


class SourceTrackingParser(ForwardLocParser):
    """`ForwardLocParser` that remembers where each op starts in the text and,
    with `keep_numbered_names`, the names the input gave by number."""

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
        """Value -> the name the input spells it by (`44`, `66#1`), for the
        values named by a number: xDSL keeps no name hint for those, and
        prints its own numbers, which need not be the input's."""

    def _register_ssa_definition(
        self, name: str, values: Sequence[SSAValue], span: Span
    ) -> None:
        super()._register_ssa_definition(name, values, span)
        if self.numbered_names is None or SSAValue.is_valid_name(name):
            return
        if len(values) == 1:
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
