"""The switches of the package's speed-ups: one per speed-up, all on by default.

A speed-up changes how long reading, verifying or printing takes, never what
is read, printed or reported: the tests turn each one off (`turned_off`) and
compare output, diagnostics and their locations byte for byte.  The switches
are read only by the package's own reader, verifier (its memo and
shortcuts, within a verification `xdsl_stream.core.verify_memo` opens) and
printers (`xdsl_stream.io.parser.FastReader`, `xdsl_stream.core.verify_memo`,
`xdsl_stream.io.printer.MemoizingPrinter` and the printers built on it), which
only `xdsl-stream-opt`, `xdsl-stream-report`, the notebook and
`xdsl_stream.api` use: stock `xdsl-opt` never sees them; but for
`FAST_PATHS`, read by the Stream dialect's own syntax (its directives and
declared formats), which every reader of the dialect uses, and for
`LAZY_FORMATS`, read by a console script's entry point
(`xdsl_stream.tools.process.run_as_tool`) and as a module declaring the
package's ops is imported (once in a process, where a run first needs it).
A tool process takes the switches to turn off from `XDSL_STREAM_SPEEDUPS_OFF`
(`xdsl_stream.tools.switches`, read by its entry point; `bench/ablation.py`
measures each speed-up so).
"""

from __future__ import annotations

from collections.abc import Generator
from contextlib import contextmanager
from enum import Enum


class Speedup(Enum):
    """One speed-up of the reader, the verifier or the printer."""

    TEXT_MEMO = "text-memo"
    """The reader reuses what an identical piece of text (a property or
    attribute dictionary, one entry of such a dictionary, a function type)
    read to before, instead of lexing and parsing it again; also a type
    followed by `,` `)` `]` or `}`, and so each type of a function type's
    lists as printed (`(T, T, ...)`, thousands of them in a model's
    parameter load)."""
    OPERAND_SCAN = "operand-scan"
    """The reader takes a generic op's operand list `(%a, %b#1)` with one
    regular expression instead of token by token, and an argument `%a: T` whose type
    it read before (with `TEXT_MEMO`) by its name and the type's text."""
    STATEMENT_MEMO = "statement-memo"
    """The reader builds a statement that repeats one read before but for
    the names of its values (its template) from what that one read to,
    without lexing or parsing it again; in generic form, also one that
    differs in an entry's symbol or string (a model's globals, their loads
    and stores, one per weight): `xdsl_stream.io.statement_memo`."""
    NEXT_TEMPLATE = "next-template"
    """With `STATEMENT_MEMO`, the reader tries first the template that
    followed the last statement's template the last time, matching the
    statement's first line with that template's regular expression instead
    of splitting the line at its names and holes to look its template up (a
    model's layers repeat one sequence of templates)."""
    PRINT_MEMO = "print-memo"
    """The printer makes the text of each distinct attribute and type once."""
    PRINT_DIRECT = "print-direct"
    """The printer writes a string straight to its text stream, indenting
    the lines of one of several lines itself (xDSL's goes through its encoder
    and newline handling, two calls more for each of the hundreds of
    thousands of pieces of a large module)."""
    PRINT_JOINED = "print-joined"
    """The printer makes what it already knows how to spell (the names it
    gave values, the text of types and attributes) into one string per
    piece of syntax and writes it once: a named value, a string literal
    (xDSL's printer writes it byte by byte), a generic op's operand list,
    function type and attribute dictionaries, and the whole custom form
    of a `stream.cmd.dispatch` or a `stream.binding.subspan`
    (`xdsl_stream.dialects.stream.op_text`) and of a model's `util.global`,
    its loads and stores and its `util.buffer.constant`
    (`xdsl_stream.dialects.util.op_text`), instead of name by name and type
    by type; in such an op, a string or a symbol reference attribute is
    spelt as one string too (`xdsl_stream.io.printer.spelt_text`), not
    printed aside through xDSL's printer."""
    TOKEN_SCAN = "token-scan"
    """The lexer takes a common token (an SSA name, a string literal without
    escapes, a bare identifier, punctuation, a `#`, `!`, `^` or `@` name)
    and the blanks before it with one regular expression instead of
    character by character: `xdsl_stream.io.token_scan`."""
    FAST_PATHS = "fast-paths"
    """The custom syntax's directives and declared formats read a run of
    tokens they can spell exactly (an operand list, a binding row, a type
    they read before) with one regular expression instead of token by token:
    `xdsl_stream.dialects.stream.fast_paths`."""
    VERIFY_MEMO = "verify-memo"
    """The verifier checks an op's declared constraints once per distinct
    signature (class, operand and result types, properties, attributes,
    region shapes; of a value whose constraint reads only its class, the
    class), and the own `verify_` of an op that declares what else it reads
    (`verify_context`) once per signature and context:
    `xdsl_stream.core.verify_memo`."""
    VERIFY_SHORTCUTS = "verify-shortcuts"
    """Within one verification, verifiers look up what the IR holds once (the
    symbol table above a block, the exports a dispatch names, an export's
    argument types, whether the module holds an unregistered op), test all of
    a list at once before one by one, an isolated op is proved so by the
    blocks its check walks, not by walking up from each operand, and an op
    that xDSL's checks around its `verify_` have nothing to check in (not
    the last of its block, no successors) runs its `verify_` alone:
    `xdsl_stream.core.verify_memo`."""
    LAZY_FORMATS = "lazy-formats"
    """A tool process's xDSL dialects, loaded as the input names them, compile
    an op's assembly format when the op is first read or printed in custom
    form, not at its definition (most of the import of `arith`, `math` or
    `complex`, of whose ops a run meets a few): read by a console script's
    entry point (`xdsl_stream.tools.process`, with
    `xdsl_stream.core.xdsl_internals.formats_compiled_as_mlir_reads`); and
    so do the package's ops declared with
    `xdsl_stream.core.verify_memo.memoizing_op_definition`, wherever they are
    defined (the switch is read when the op is defined)."""


_off: set[Speedup] = set()


def is_on(speedup: Speedup) -> bool:
    """Whether `speedup` is on (every speed-up is, unless turned off)."""
    return not _off or speedup not in _off


def turn_off(*speedups: Speedup) -> None:
    """Turn `speedups` off for the rest of the process.

    For a tool's entry point only (`xdsl_stream.tools.switches`, read from
    the environment to measure a speed-up's worth); tests use `turned_off`."""
    _off.update(speedups)


@contextmanager
def turned_off(*speedups: Speedup) -> Generator[None]:
    """Turn `speedups` (all of them if none is named) off within the block."""
    previous = set(_off)
    _off.update(speedups or tuple(Speedup))
    try:
        yield
    finally:
        _off.clear()
        _off.update(previous)
