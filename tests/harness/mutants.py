"""Mutants of real IR, judged by iree-opt, stock xDSL and the package's reader.

Each mutant is one small edit of a dump (`tests/dumps`, plain and `.loc`), a
corpus file (`tests/corpus`) or a generated module (`harness.generator`):

* `delete`: one line removed;
* `swap`: two adjacent lines exchanged;
* `rename`: one use of a value replaced by another value of its type
  defined in the same function (any of them: before or after the use, in
  another block or region);
* `unterminate`: the terminator of one block removed;
* `retype`: one type on a line made another (`index` and `i32`, `i32` and
  `i64`, `f32` and `f16`, two resource lifetimes, a tensor's shape), in an
  op's signature, a block argument or an attribute's element type;
* `renumber`: one integer literal on a line made another (one more or less,
  0, -1, twice and one more): a static size, a segment size, an access, a
  result group's count;
* `resymbol`: one symbol reference or name on a line (`@f`, `@ex::@fn`'s
  parts) made another symbol name of the same source: a call, a dispatch's
  export, a global's load or an affinity pointed elsewhere, or a definition
  renamed away from its uses;
* `unkey`: one entry of an attribute dictionary or a property dictionary on
  a line removed (`{a = 1, b = 2}` made `{b = 2}`), or of a parameter list
  written so (`#attr<a = 1, b = 2>`): a required property or parameter
  missing;
* `reword`: one bare word on a line (a keyword, an enum case, a dimension
  name: `ro`, `private`, `readonly`, `parallel`, `d0`) made another bare word
  of the same source;
* `hollow`: every line inside a pair of braces that opens at the end of a
  line removed, the braces kept (`{` then `}`): an empty region, block list
  or dictionary, which MLIR's parsers read by rules of their own (an empty
  function body is an error, an empty region of an op with an implicit
  terminator is not).

Three readers judge it: `iree-opt --allow-unregistered-dialect` (many
mutants in one `--split-input-file` run; a chunk it refuses prints
nothing), stock xDSL (xDSL's parser and `Operation.verify`, in process, on
a context with every dialect this environment registers: what
`xdsl-opt --allow-unregistered-dialect` does) and the package's reader
(`xdsl_stream.io.reader.read_module`, what `xdsl-stream-opt` and
`xdsl_stream.api` run).  The rules (`Verdict.problem`):

* what iree-opt or stock xDSL refuses, the package refuses, with a first
  line `FILE:LINE:COL: error: ...`;
* what both accept, the package accepts, unless its error is about an op of
  a dialect it reads as unregistered (`UNREGISTERED_DIALECTS`: iree-opt
  knows those ops, the package cannot check them);
* the package never raises anything but `ReadError` (no traceback).

`python -m harness.mutants [--count N] [--seed S]` runs a sample and prints
the counts; `tests/pytest/harness/test_mutants.py` runs a small one.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from xdsl.dialects.builtin import UnregisteredOp
from xdsl.ir import Operation, SSAValue
from xdsl.parser import Parser
from xdsl.traits import IsolatedFromAbove, IsTerminator

from harness.generator import ALL_FAMILIES, GeneratorOptions, generate_module
from harness.oracle import SPLIT_MARKER, find_tool, run_tool
from xdsl_stream.dialects.typed_opaque import TypedOpaqueAttr
from xdsl_stream.io.parser import SourceTrackingParser
from xdsl_stream.io.reader import OpVerifyError, ReadError, read_module
from xdsl_stream.universe import make_context

TESTS = Path(__file__).resolve().parents[1]

KINDS = (
    "delete",
    "swap",
    "rename",
    "unterminate",
    "hollow",
    "retype",
    "renumber",
    "resymbol",
    "unkey",
    "reword",
)

UNREGISTERED_DIALECTS = ("hal", "linalg", "util")
"""Dialects of ops the dumps hold that the package reads as unregistered
(`hal.buffer_view.*`, `hal.element_type`, `hal.encoding_type`, `util.align`,
`linalg.batch_matmul`): the package cannot check them, and may refuse what
iree-opt reads when such an op ends a block (see docs/strictness.md)."""

KNOWN_GAPS = {
    "expected add/mul op in the body": "a linalg contraction xDSL does not"
    " declare (linalg.batch_matmul) is read as unregistered: its body is not"
    " checked",
    "undefined symbol alias id": "an alias used inside an attribute of a dialect"
    " read as unregistered (kept as text) is not resolved",
    "expected type of bb argument": "a linalg op xDSL does not declare is read"
    " as unregistered: its region's argument types are not checked",
    "has shape's dimension": "a linalg op xDSL does not declare is read as"
    " unregistered, or its map needs one of MLIR's affine simplifications the"
    " reader does not make to be a bare dimension (docs/strictness.md): its"
    " operands' shapes are not checked",
    "custom op 'stream.cmd.dispatch' expected valid keyword": "iree-opt cannot"
    " read the `{}` its own printer writes for a dispatch without resources",
}
"""iree-opt's errors (a part of the message) on mutants the package accepts
that are known and not of this harness's checks: what it reports in its
counts, not as problems.  See docs/strictness.md."""

STRICTER = {
    "used resource not listed in explicit captures": "iree-opt's verifier"
    " checks a command region's captures only for dispatches",
    "is not defined by the operation": "MLIR drops a property entry its op"
    " does not define (a misspelt name), xDSL refuses it",
    "expected 1 (ro), 2 (wo) or 3 (rw)": "iree-opt reads an access of 0 (none)",
    "or a rank-reduced version": "iree-opt checks only a store's slice shape,"
    " not a load's nor the element type",
    "Expected one of 'readonly', 'readwrite', 'writeonly'": "iree-opt reads any"
    " word as a dispatch tensor's access, as readonly",
}
"""The package's errors (a part of its first line) on mutants iree-opt and
stock xDSL accept, where the package is stricter by design: counted apart,
not as problems.  See docs/strictness.md."""

LOCATED = re.compile(r"^[^\n:]+:\d+:\d+: error: ")


# ===----------------------------------------------------------------------=== #
# Sources and mutants
# ===----------------------------------------------------------------------=== #


@dataclass(frozen=True)
class Source:
    name: str
    text: str


@dataclass(frozen=True)
class Mutant:
    source: str
    kind: str
    where: int
    """The line (1-based) the edit is at."""
    text: str
    unregistered_site: bool = False
    """The edit is at an op of `UNREGISTERED_DIALECTS` or in its regions:
    what iree-opt knows of that op (that its blocks need a terminator, say)
    the package cannot check."""

    @property
    def label(self) -> str:
        return f"{self.source}:{self.where} ({self.kind})"


def sources(generated: int = 4) -> list[Source]:
    """Every dump and corpus file, and `generated` generated modules."""
    found = [
        Source(path.name, path.read_text(encoding="utf-8"))
        for folder in ("dumps", "corpus")
        for path in sorted((TESTS / folder).glob("*.mlir"))
    ]
    options = GeneratorOptions(families=ALL_FAMILIES)
    found += [
        Source(f"generated-{seed}", generate_module(seed, options))
        for seed in range(generated)
    ]
    return found


def _code_lines(lines: Sequence[str]) -> list[int]:
    """Indices of lines that hold code (not blank, not a comment)."""
    return [
        i
        for i, line in enumerate(lines)
        if line.strip() and not line.lstrip().startswith("//")
    ]


def line_mutants(source: Source, parsed: Parsed | None) -> Iterator[Mutant]:
    """`delete` and `swap` mutants of every code line."""
    lines = source.text.split("\n")
    code = _code_lines(lines)
    marked = set[int]() if parsed is None else _unregistered_lines(source, parsed)
    for i in code:
        text = "\n".join(lines[:i] + lines[i + 1 :])
        yield Mutant(source.name, "delete", i + 1, text, i in marked)
    for i, j in zip(code, code[1:], strict=False):
        if j == i + 1 and lines[i] != lines[j]:
            swapped = [*lines[:i], lines[j], lines[i], *lines[j + 1 :]]
            site = i in marked or j in marked
            yield Mutant(source.name, "swap", i + 1, "\n".join(swapped), site)


def _is_unregistered(op: Operation | None) -> bool:
    return (
        isinstance(op, UnregisteredOp)
        and op.op_name.data.split(".", 1)[0] in UNREGISTERED_DIALECTS
    )


def _unregistered_lines(source: Source, parsed: Parsed) -> set[int]:
    """Indices of the lines that start an op of `UNREGISTERED_DIALECTS` or an
    op directly in one's regions, and of the line after each (where its
    regions close)."""
    _, parser = parsed
    text = source.text
    marked: set[int] = set()
    for op, offset in parser.op_offsets.items():
        if _is_unregistered(op) or _is_unregistered(op.parent_op()):
            line = text.count("\n", 0, offset)
            marked.update((line, line + 1))
    return marked


Parsed = tuple[Operation, SourceTrackingParser]
"""A source's module and the parser that read it (where each op starts, the
names of numbered values)."""


def parse_source(source: Source) -> Parsed | None:
    parser = SourceTrackingParser(
        make_context(allow_unregistered=True),
        source.text,
        source.name,
        keep_numbered_names=True,
    )
    try:
        return parser.parse_module(), parser
    except Exception:  # noqa: BLE001 (a source xDSL cannot read has no IR mutants)
        return None


def _name(value: SSAValue, parser: SourceTrackingParser) -> str | None:
    numbered = parser.numbered_names or {}
    name = numbered.get(value) or value.name_hint
    return None if name is None else f"%{name}"


def _scope_values(op: Operation) -> list[SSAValue]:
    """The values of the function (isolated op) around `op`."""
    scope = op
    while (parent := scope.parent_op()) is not None and not scope.has_trait(
        IsolatedFromAbove, value_if_unregistered=False
    ):
        scope = parent
    values: list[SSAValue] = []
    for inner in scope.walk():
        values += inner.results
        for region in inner.regions:
            for block in region.blocks:
                values += block.args
    return values


def _line_of(text: str, offset: int) -> tuple[int, int]:
    """(start offset, end offset) of the line holding `offset`."""
    start = text.rfind("\n", 0, offset) + 1
    end = text.find("\n", offset)
    return start, len(text) if end == -1 else end


def rename_mutants(
    source: Source, parsed: Parsed, rng: random.Random
) -> Iterator[Mutant]:
    """For each op with operands, one use renamed to another value of its
    type in the same function (drawn with `rng`)."""
    module, parser = parsed
    text = source.text
    for op, offset in parser.op_offsets.items():
        if not op.operands or op is module:
            continue
        operand = rng.choice(list(op.operands))
        old = _name(operand, parser)
        choices = [
            v
            for v in _scope_values(op)
            if v.type == operand.type and v is not operand and _name(v, parser)
        ]
        if old is None or not choices:
            continue
        new = _name(rng.choice(choices), parser)
        start, end = _line_of(text, offset)
        line = text[start:end]
        use = re.compile(re.escape(old) + r"(?![\w$.#-])")
        head = line.find("=") + 1 if line.lstrip().startswith("%") else 0
        found = use.search(line, head)
        if found is None or new is None:
            continue
        mutated = line[: found.start()] + new + line[found.end() :]
        where = text.count("\n", 0, start) + 1
        yield Mutant(source.name, "rename", where, text[:start] + mutated + text[end:])


def _terminators(module: Operation) -> Iterator[Operation]:
    for op in module.walk():
        for region in op.regions:
            for block in region.blocks:
                last = block.last_op
                if last is not None and last.has_trait(
                    IsTerminator, value_if_unregistered=False
                ):
                    yield last


def unterminate_mutants(source: Source, parsed: Parsed) -> Iterator[Mutant]:
    """Each block's terminator removed (when written on a line of its own:
    custom forms leave some implicit)."""
    module, parser = parsed
    text = source.text
    for op in _terminators(module):
        offset = parser.op_offsets.get(op)
        if offset is None or op.regions:
            continue
        start, end = _line_of(text, offset)
        if text[start:offset].strip():
            continue  # not alone on its line
        where = text.count("\n", 0, start) + 1
        site = _is_unregistered(op.parent_op())
        mutated = text[:start] + text[end + 1 :]
        yield Mutant(source.name, "unterminate", where, mutated, site)


_STRING_OR_BRACE = re.compile(r'"(?:[^"\\\n]|\\.)*"|[{}]')
"""A string literal (skipped whole: a brace in it is text) or a brace."""


def _closing_brace(text: str, opening: int) -> int | None:
    """Where the `}` matching the `{` at `opening` is, if any."""
    depth = 0
    for found in _STRING_OR_BRACE.finditer(text, opening):
        token = found[0]
        if token == "{":
            depth += 1
        elif token == "}":
            depth -= 1
            if depth == 0:
                return found.start()
    return None


def hollow_mutants(source: Source, parsed: Parsed | None) -> Iterator[Mutant]:
    """For each `{` that ends a line and is closed on a later line, the
    lines between removed."""
    text = source.text
    lines = text.split("\n")
    marked = set[int]() if parsed is None else _unregistered_lines(source, parsed)
    start = 0
    for i, line in enumerate(lines):
        end = start + len(line)
        if line.rstrip().endswith("{") and not line.lstrip().startswith("//"):
            opening = start + len(line.rstrip()) - 1
            closing = _closing_brace(text, opening)
            if closing is not None and text.count("\n", opening, closing) > 1:
                close_line = text.rfind("\n", 0, closing) + 1
                mutated = text[: end + 1] + text[close_line:]
                yield Mutant(source.name, "hollow", i + 1, mutated, i in marked)
        start = end + 1


RETYPES = (
    ("index", "i32"),
    ("i32", "i64"),
    ("f32", "f16"),
    ("<transient>", "<external>"),
    ("<constant>", "<variable>"),
    ("tensor<", "tensor<2x"),
)
"""A type's text and what a `retype` mutant makes of it."""

_RETYPES = [
    (
        # A whole type (an element type after a shape's `4x` too), not a
        # piece of a name (`indexing_maps`).
        re.compile(
            r"(?:(?<![\w$.-])|(?<=[0-9?]x))"
            + re.escape(old)
            + (r"(?![\w$.-])" if old[-1].isalnum() else "")
        ),
        new,
    )
    for old, new in RETYPES
]


def _with_line(lines: Sequence[str], i: int, line: str) -> str:
    """The text of `lines` with line `i` made `line`."""
    return "\n".join([*lines[:i], line, *lines[i + 1 :]])


def retype_mutants(
    source: Source, parsed: Parsed | None, rng: random.Random
) -> Iterator[Mutant]:
    """For each code line and each `RETYPES` text on it, one occurrence (drawn
    with `rng`) made the other type."""
    lines = source.text.split("\n")
    marked = set[int]() if parsed is None else _unregistered_lines(source, parsed)
    for i in _code_lines(lines):
        line = lines[i]
        for pattern, new in _RETYPES:
            found = list(pattern.finditer(line))
            if found:
                at = rng.choice(found)
                mutated = _with_line(
                    lines, i, line[: at.start()] + new + line[at.end() :]
                )
                yield Mutant(source.name, "retype", i + 1, mutated, i in marked)


_INTEGER = re.compile(r"(?<![\w%#@$.-])-?[0-9]+(?![\w.])")
"""An integer literal, not part of a name, a float or a hex value."""


def _drawn_matches(
    source: Source,
    parsed: Parsed | None,
    rng: random.Random,
    pattern: re.Pattern[str],
    view: Callable[[str], str] = lambda line: line,
) -> Iterator[tuple[list[str], int, re.Match[str], bool]]:
    """For each code line where `pattern` matches (in `view` of the line): the
    lines, the line's index, one match drawn with `rng`, and whether the line
    is at an op of `UNREGISTERED_DIALECTS` (`_unregistered_lines`)."""
    lines = source.text.split("\n")
    marked = set[int]() if parsed is None else _unregistered_lines(source, parsed)
    for i in _code_lines(lines):
        found = list(pattern.finditer(view(lines[i])))
        if found:
            yield lines, i, rng.choice(found), i in marked


def renumber_mutants(
    source: Source, parsed: Parsed | None, rng: random.Random
) -> Iterator[Mutant]:
    """For each code line with an integer literal, one of them (drawn with
    `rng`) made another number."""
    for lines, i, at, site in _drawn_matches(source, parsed, rng, _INTEGER):
        line = lines[i]
        value = int(at[0])
        new = rng.choice(
            [n for n in (value + 1, value - 1, 0, -1, 2 * value + 1) if n != value]
        )
        mutated = _with_line(lines, i, f"{line[: at.start()]}{new}{line[at.end() :]}")
        yield Mutant(source.name, "renumber", i + 1, mutated, site)


_SYMBOL = re.compile(r'@(?:"(?:[^"\\\n]|\\.)*"|[A-Za-z_][\w$.-]*)')
"""A symbol name, bare or quoted, after its `@`."""


def resymbol_mutants(
    source: Source, parsed: Parsed | None, rng: random.Random
) -> Iterator[Mutant]:
    """For each code line with a symbol name, one of them (drawn with `rng`)
    made another symbol name of the source."""
    return _replacement_mutants(source, parsed, rng, "resymbol", _SYMBOL)


def _replacement_mutants(
    source: Source,
    parsed: Parsed | None,
    rng: random.Random,
    kind: str,
    pattern: re.Pattern[str],
    view: Callable[[str], str] = lambda line: line,
) -> Iterator[Mutant]:
    """For each code line where `pattern` matches (in `view` of the line), one
    match (drawn with `rng`) made the text of another match in the source."""
    texts = sorted(
        {m[0] for line in source.text.split("\n") for m in pattern.finditer(view(line))}
    )
    if len(texts) < 2:
        return
    for lines, i, at, site in _drawn_matches(source, parsed, rng, pattern, view):
        line = lines[i]
        new = rng.choice([text for text in texts if text != at[0]])
        mutated = _with_line(lines, i, line[: at.start()] + new + line[at.end() :])
        site = site or _in_text_attribute(line, at.start())
        yield Mutant(source.name, kind, i + 1, mutated, site)


_ENTRY = re.compile(r'(?:(?<=[{<])|(?<=, ))(?:[A-Za-z_][\w$.]*|"[^"\n]*") = ')
"""The key of a `key = value` entry that opens a dictionary or a parameter
list, or follows a comma in one."""


def _entry_end(line: str, start: int, at_comma: bool = True) -> int | None:
    """Where the value starting at `start` ends: at the first closing bracket
    (and, `at_comma`, the first `,`) outside brackets and strings (an
    arrow's `>` is not one)."""
    depth = 0
    i = start
    while i < len(line):
        char = line[i]
        if char == '"':
            string = _STRING_OR_BRACE.match(line, i)
            i = len(line) if string is None else string.end()
            continue
        if line.startswith("->", i):
            i += 2
            continue
        if char in "([{<":
            depth += 1
        elif char in ")]}>":
            if depth == 0:
                return i
            depth -= 1
        elif char == "," and depth == 0 and at_comma:
            return i
        i += 1
    return None


def unkey_mutants(
    source: Source, parsed: Parsed | None, rng: random.Random
) -> Iterator[Mutant]:
    """For each code line with a `key = value` entry, one of them (drawn with
    `rng`) removed with its comma."""
    for lines, i, at, site in _drawn_matches(source, parsed, rng, _ENTRY):
        line = lines[i]
        end = _entry_end(line, at.end())
        if end is None:
            continue
        start = at.start()
        if line[end] == ",":
            end += 2  # the entry and the `, ` after it
        elif line[start - 2 : start] == ", ":
            start -= 2  # the last entry and the `, ` before it
        mutated = _with_line(lines, i, line[:start] + line[end:])
        site = site or _in_text_attribute(line, at.start())
        yield Mutant(source.name, "unkey", i + 1, mutated, site)


_WORD = re.compile(r"(?<=[\s(\[{,<])[a-z][a-z_0-9]*(?=[\s,)\]}>:])")
"""A bare lower-case word between separators (not a name's part)."""
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')


def _without_strings(line: str) -> str:
    """`line` with each string literal made blanks (its words are text)."""
    return _STRING.sub(lambda found: " " * len(found[0]), line)


def reword_mutants(
    source: Source, parsed: Parsed | None, rng: random.Random
) -> Iterator[Mutant]:
    """For each code line with a bare word, one of them (drawn with `rng`)
    made another bare word of the source."""
    return _replacement_mutants(source, parsed, rng, "reword", _WORD, _without_strings)


_DIALECT_ATTRIBUTE = re.compile(r"#([A-Za-z_][\w$]*\.[\w$.]+)<")
"""The start of a dialect attribute's `<...>` body, with its name."""

_CONTEXT = make_context()


def _in_text_attribute(line: str, column: int) -> bool:
    """Whether `column` of `line` is in the body of a dialect attribute the
    package keeps as text (one it does not declare, as `#iree_gpu.target`
    or `#tosa.target_env`, or declares as `TypedOpaqueAttr`, as
    `#hal.device.target`): neither its parameters nor the symbols in it are
    checked."""
    for found in _DIALECT_ATTRIBUTE.finditer(line, 0, column):
        declared = _CONTEXT.get_optional_attr(found[1])
        kept = declared is None or issubclass(declared, TypedOpaqueAttr)
        end = _entry_end(line, found.end(), at_comma=False)
        if kept and (end is None or column < end):
            return True
    return False


def all_mutants(source: Source, rng: random.Random) -> list[Mutant]:
    """Every mutant of `source` (one rename per op, drawn with `rng`)."""
    parsed = parse_source(source)
    found = list(line_mutants(source, parsed))
    found += hollow_mutants(source, parsed)
    found += retype_mutants(source, parsed, rng)
    found += renumber_mutants(source, parsed, rng)
    found += resymbol_mutants(source, parsed, rng)
    found += unkey_mutants(source, parsed, rng)
    found += reword_mutants(source, parsed, rng)
    if parsed is not None:
        found += rename_mutants(source, parsed, rng)
        found += unterminate_mutants(source, parsed)
    return found


def sample(from_sources: Sequence[Source], count: int, seed: int) -> list[Mutant]:
    """`count` mutants drawn with `seed`, as many of each kind as there are
    (up to a quarter of `count` each), spread over the sources."""
    rng = random.Random(seed)
    by_kind: dict[str, list[Mutant]] = {kind: [] for kind in KINDS}
    for source in from_sources:
        for mutant in all_mutants(source, rng):
            by_kind[mutant.kind].append(mutant)
    chosen: list[Mutant] = []
    for kind in KINDS:
        pool = by_kind[kind]
        chosen += rng.sample(pool, min(len(pool), count // len(KINDS)))
    return chosen


# ===----------------------------------------------------------------------=== #
# The judges
# ===----------------------------------------------------------------------=== #


def iree_accepts(mutants: Sequence[Mutant], batch: int = 100) -> list[bool]:
    """Whether iree-opt reads and verifies each mutant, `batch` per run."""
    accepted: list[bool] = []
    for first in range(0, len(mutants), batch):
        accepted += _iree_batch([m.text for m in mutants[first : first + batch]])
    return accepted


def _iree_batch(texts: Sequence[str]) -> list[bool]:
    joined = f"\n{SPLIT_MARKER}\n".join(texts)
    cmd = [find_tool("iree-opt"), "--allow-unregistered-dialect"]
    result = run_tool([*cmd, "--split-input-file", "-"], stdin=joined)
    chunks = result.stdout.split(SPLIT_MARKER)
    if len(chunks) == len(texts):
        return [bool(chunk.strip()) for chunk in chunks]
    # A crash (or a marker inside a text): one run per text.
    return [run_tool([*cmd, "-"], stdin=text).returncode == 0 for text in texts]


def xdsl_accepts(text: str) -> bool:
    """Whether stock xDSL reads and verifies `text` (any exception is a
    refusal: stock `xdsl-opt` exits non-zero on it)."""
    try:
        Parser(make_context(allow_unregistered=True), text).parse_module().verify()
    except Exception:  # noqa: BLE001
        return False
    return True


@dataclass(frozen=True)
class Verdict:
    mutant: Mutant
    iree: bool
    xdsl: bool
    ours: bool
    error: str
    """The package's first line of error, or the traceback's last line."""
    unregistered: bool
    """The package's error is about an op it reads as unregistered."""
    crashed: bool = False
    known_gap: str | None = None
    """The `KNOWN_GAPS` entry iree-opt's error on a mutant the package
    accepts falls under, if any."""

    @property
    def problem(self) -> str | None:
        """What breaks the rules, None when nothing does."""
        if self.crashed:
            return f"traceback: {self.error}"
        if not (self.iree and self.xdsl):
            excused = self.mutant.unregistered_site or self.known_gap is not None
            if self.ours and not (self.xdsl and excused):
                refuser = "iree-opt" if not self.iree else "xDSL"
                return f"accepted what {refuser} refuses"
            if not self.ours and not LOCATED.match(self.error):
                return f"error not located: {self.error}"
            return None
        if not self.ours and not self.unregistered and not self.stricter:
            return f"refused what iree-opt and xDSL accept: {self.error}"
        return None

    @property
    def stricter(self) -> str | None:
        """The `STRICTER` entry the package's error falls under, if any."""
        return next((rule for rule in STRICTER if rule in self.error), None)

    @property
    def outcome(self) -> str:
        refused_by = [
            name
            for name, accepted in (("iree", self.iree), ("xdsl", self.xdsl))
            if not accepted
        ]
        return "refused by " + "+".join(refused_by) if refused_by else "accepted"


def ours(mutant: Mutant) -> tuple[bool, str, bool, bool]:
    """(accepted, first error line, error on an unregistered op, crashed)."""
    try:
        read_module(mutant.text, mutant.source)
    except ReadError as error:
        cause = error.cause
        op = cause.op if isinstance(cause, OpVerifyError) else None
        return False, error.lines[0], _unregistered_related(op), False
    except Exception as error:  # noqa: BLE001 (what the rules forbid)
        return False, f"{type(error).__name__}: {error}", False, True
    return True, "", False, False


def _unregistered_related(op: Operation | None) -> bool:
    """Whether `op` (the op an error is at) is, or ends in, an op of a
    dialect read as unregistered."""
    if op is None:
        return False
    ops: list[Operation] = [op]
    for region in op.regions:
        ops += [b.last_op for b in region.blocks if b.last_op is not None]
    return any(map(_is_unregistered, ops))


def judge(mutants: Sequence[Mutant], texts: dict[str, str]) -> list[Verdict]:
    """Each mutant judged.  Stock xDSL judges only mutants of sources it
    reads (it refuses location aliases defined after their uses, as `.loc`
    dumps have them): `texts` maps a source's name to its text."""
    xdsl_reads: dict[str, bool] = {}
    verdicts: list[Verdict] = []
    for mutant, iree in zip(mutants, iree_accepts(mutants), strict=True):
        accepted, error, unregistered, crashed = ours(mutant)
        if mutant.source not in xdsl_reads:
            xdsl_reads[mutant.source] = xdsl_accepts(texts[mutant.source])
        xdsl = not xdsl_reads[mutant.source] or xdsl_accepts(mutant.text)
        gap = None if iree or not accepted else known_gap(mutant.text)
        verdicts.append(
            Verdict(mutant, iree, xdsl, accepted, error, unregistered, crashed, gap)
        )
    return verdicts


def known_gap(text: str) -> str | None:
    """The `KNOWN_GAPS` key of iree-opt's first error on `text` (run alone:
    a batch's errors cannot all be told apart), if any."""
    cmd = [find_tool("iree-opt"), "--allow-unregistered-dialect", "-"]
    stderr = run_tool(cmd, stdin=text).stderr
    first = next((line for line in stderr.split("\n") if ": error: " in line), "")
    return next((gap for gap in KNOWN_GAPS if gap in first), None)


def summary(verdicts: Sequence[Verdict]) -> list[str]:
    """Counts per kind and outcome, then each problem."""
    counts = Counter((v.mutant.kind, v.outcome) for v in verdicts)
    lines = [
        f"{n:6d}  {kind:12s} {outcome}" for (kind, outcome), n in sorted(counts.items())
    ]
    refused_unregistered = sum(
        1 for v in verdicts if v.iree and v.xdsl and not v.ours and v.unregistered
    )
    accepted_unregistered = sum(1 for v in verdicts if not v.iree and v.xdsl and v.ours)
    stricter = Counter(
        v.stricter for v in verdicts if v.iree and v.xdsl and not v.ours and v.stricter
    )
    lines += [
        f"{refused_unregistered:6d}  accepted by both, refused at an op read as unregistered",
        *(
            f"{n:6d}  accepted by both, refused by design: {rule}"
            for rule, n in sorted(stricter.items())
        ),
        f"{accepted_unregistered:6d}  refused by iree only, accepted",
    ]
    gaps = Counter(v.known_gap for v in verdicts if v.known_gap)
    lines += [f"{n:6d}    of which known gap: {gap}" for gap, n in sorted(gaps.items())]
    at_unregistered = sum(
        1
        for v in verdicts
        if v.ours
        and not v.iree
        and v.xdsl
        and v.mutant.unregistered_site
        and not v.known_gap
    )
    lines.append(f"{at_unregistered:6d}    of which at an op read as unregistered")
    problems = [f"{v.mutant.label}: {v.problem}" for v in verdicts if v.problem]
    lines.append(f"{len(verdicts)} mutants, {len(problems)} problems")
    return lines + problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m harness.mutants")
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--generated", type=int, default=8)
    args = parser.parse_args(argv)
    found = sources(args.generated)
    texts = {source.name: source.text for source in found}
    verdicts = judge(sample(found, args.count, args.seed), texts)
    lines = summary(verdicts)
    print("\n".join(lines))
    return 1 if any(v.problem for v in verdicts) else 0


if __name__ == "__main__":
    sys.exit(main())
