"""Read location aliases defined after their uses, as MLIR does.

`iree-compile --mlir-print-debuginfo` (any MLIR tool, in fact) prints location
aliases `#locN = loc(...)` partly at the *end* of the file, after the ops that
use them.  MLIR's parser accepts that forward reference for location aliases
(and only for them); xDSL 0.75 resolves every alias as it parses and fails with
"undefined symbol alias '#loc'".

`ForwardLocParser` is xDSL's `Parser` plus that one MLIR rule: before parsing,
it reads every top-level definition `#name = loc(...)` (at the start of a line)
wherever it is in the file, then parses the file as usual; a location alias
definition met again in place is checked, not redeclared.  Any other input
parses exactly as with xDSL's parser.

`install()` makes it the parser of xDSL's `mlir` frontend, so stock `xdsl-opt`
reads such files with no flag: the plugin's universe calls it when `xdsl-opt`
loads it.  xDSL offers no hook for this (a plugin may not register a second
`mlir` frontend: the multiverse rejects duplicate names), hence the rebinding
of the one name the frontend looks up.

Parsing runs with Python's cyclic garbage collector paused: everything the
parser allocates is either freed by reference counting at once or is the IR,
which lives on, so the collector's passes over the growing heap find nothing
(they cost a fifth of the parse of a 60k-op module).  Under `xdsl-opt`, whose
IR lives until the process exits, the parsed module is also frozen
(`gc.freeze`) so that later collections (in verification, passes and
printing) skip it, and everything is frozen again at exit, so that the
interpreter's final collection does not traverse the IR made since (0.7 s of
a 15 s run on the 20k-site bench module) only to free what the process is
about to release anyway.  In a long-lived process freezing would keep dropped
IR alive, so elsewhere neither is done.
"""

from __future__ import annotations

import atexit
import gc
import re
from collections.abc import Generator
from contextlib import contextmanager
from typing import ClassVar

from xdsl.context import Context
from xdsl.dialects.builtin import LocationAttr, ModuleOp
from xdsl.utils.exceptions import ParseError
from xdsl.utils.lexer import Position

from xdsl_stream.dialects.closed import ClosedDialectParser

_LOC_ALIAS_DEF = re.compile(r"^(#[A-Za-z_][\w$.]*)[ \t]*=[ \t]*(?=loc\()", re.M)


class ForwardLocParser(ClosedDialectParser):
    """xDSL's parser, accepting uses of location aliases defined later."""

    _forward_locs: dict[str, Position]
    freeze_parsed: ClassVar[bool] = False
    """`gc.freeze()` after parsing (for one-shot processes such as `xdsl-opt`)."""

    def __init__(self, ctx: Context, input: str | bytes, name: str = "<unknown>"):
        super().__init__(ctx, input, name)
        self._forward_locs = {}

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        with collector_paused():
            self._predefine_location_aliases()
            module = super().parse_module(allow_implicit_module)
        if self.freeze_parsed:
            gc.freeze()
        return module

    def _predefine_location_aliases(self) -> None:
        text = self.lexer.input.content
        if "= loc(" not in text:
            return
        pending = {m.group(1): m.end() for m in _LOC_ALIAS_DEF.finditer(text)}
        start = self._current_token.span.start
        # Aliases may refer to each other in any order: resolve to a fixpoint.
        while pending:
            progress = False
            for name, pos in list(pending.items()):
                self._resume_from(pos)
                try:
                    value = self.parse_attribute()
                except ParseError:
                    continue  # refers to a later alias, or is malformed
                if not isinstance(value, LocationAttr):
                    continue
                self.attribute_aliases[name] = value
                self._forward_locs[name] = pos
                del pending[name]
                progress = True
            if not progress:
                break  # left for the normal parse to report
        self._resume_from(start)

    def _parse_alias_def(self):
        name = self._current_token.text
        if self._forward_locs.pop(name, None) is None:
            return super()._parse_alias_def()
        # Already read ahead: consume the definition in place.
        del self.attribute_aliases[name]
        super()._parse_alias_def()


class OneShotParser(ForwardLocParser):
    """`ForwardLocParser` for a process whose IR lives until it exits."""

    freeze_parsed = True


@contextmanager
def collector_paused() -> Generator[None]:
    """Pause Python's cyclic garbage collector (restored as it was after)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def parse_text(ctx: Context, text: str | bytes, name: str = "<unknown>") -> ModuleOp:
    """Parse a module, location aliases defined anywhere in the file."""
    return ForwardLocParser(ctx, text, name).parse_module()


def install(*, one_shot: bool = False) -> None:
    """Make `ForwardLocParser` the parser of xDSL's `mlir` frontend.

    `one_shot`: the process exits after its work (`xdsl-opt`), so parsed
    modules are frozen (`OneShotParser`) and so is everything at exit.
    """
    import xdsl.frontend.mlir as mlir_frontend

    parser = OneShotParser if one_shot else ForwardLocParser
    mlir_frontend.Parser = parser  # pyright: ignore[reportPrivateImportUsage]
    if one_shot:
        atexit.register(gc.freeze)  # runs before the final collection
