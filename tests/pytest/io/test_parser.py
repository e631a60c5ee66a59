"""Two speed-ups of `xdsl_stream.io.parser.FastReader`: the operand scan
(`Speedup.OPERAND_SCAN`) reads a name used again in one operand list once,
and the text memo (`Speedup.TEXT_MEMO`) a dictionary entry seen before; every
diagnostic still points where it does without them."""

from __future__ import annotations

import re
from io import StringIO

import pytest
from xdsl.ir import Attribute, Block
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.utils.mlir_lexer import MLIRLexer

from xdsl_stream.api import parse_module, print_module
from xdsl_stream.core.speedups import Speedup, turned_off
from xdsl_stream.io.parser import FastReader, LinearStringLexer
from xdsl_stream.universe import make_context

HEAD = """\
"func.func"() <{function_type = (index, i32) -> (), sym_name = "f"}> ({
^bb0(%a: index, %b: i32):
"""
TAIL = """\
  "func.return"() : () -> ()
}) : () -> ()
"""

ERRORS = {
    "second use of another type": (
        '  "test.op"(%a, %b, %a) : (index, i32, i32) -> ()\n'
    ),
    "tuple index out of range, used twice": (
        '  %p:2 = "test.pair"() : () -> (index, index)\n'
        '  "test.op"(%p#0, %p#2, %p#2) : (index, index, index) -> ()\n'
    ),
    "undefined value used twice": (
        '  "test.op"(%a, %nope, %a, %nope) : (index, index, index, index) -> ()\n'
    ),
    "fewer types than operands": ('  "test.op"(%a, %a, %b) : (index, i32) -> ()\n'),
}


def _error(text: str) -> str:
    with pytest.raises(Exception) as info:
        parse_module(text)
    return str(info.value)


def _error_alike(text: str, switch: Speedup) -> str:
    """The error reading `text`, the same with `switch` off."""
    error = _error(text)
    with turned_off(switch):
        assert error == _error(text)
    return error


@pytest.mark.parametrize("case", sorted(ERRORS))
def test_errors_point_where_they_do_without_the_scan(case: str) -> None:
    _error_alike(HEAD + ERRORS[case] + TAIL, Speedup.OPERAND_SCAN)


def test_the_second_use_of_another_type_is_the_one_reported() -> None:
    error = _error(HEAD + ERRORS["second use of another type"] + TAIL)
    assert ":3:21: error: operand is used with type i32" in error


def test_a_name_used_again_is_read_once() -> None:
    reader = FastReader(make_context(), "(%a, %b, %a, %a)")
    operands = reader.parse_op_args_list()
    assert [o.span.text for o in operands] == ["%a", "%b", "%a", "%a"]
    assert operands[0] is operands[2] is operands[3]
    assert operands[1] is not operands[0]


def test_a_use_with_a_result_number_is_scanned_with_it() -> None:
    reader = FastReader(make_context(), "(%p#1, %b, %p#1, %p, %p#0)")
    operands = reader.parse_op_args_list()
    assert [o.span.text for o in operands] == ["%p", "%b", "%p", "%p", "%p"]
    assert [o.index for o in operands] == [1, 0, 1, 0, 0]
    assert operands[0] is operands[2]
    assert type(operands).__name__ == "_ScannedOperands"


def test_a_module_reads_alike_with_and_without_the_scan() -> None:
    text = (
        HEAD
        + '  "test.op"(%a, %b, %a, %b, %a) : (index, i32, index, i32, index) -> ()\n'
        + '  %p:2 = "test.pair"() : () -> (index, i32)\n'
        + '  "test.op"(%p#1, %p#0, %p#1, %p) : (i32, index, i32, index) -> ()\n'
    )
    scanned = str(parse_module(text + TAIL))
    with turned_off(Speedup.OPERAND_SCAN):
        assert scanned == str(parse_module(text + TAIL))


FUNCTIONS = """\
"func.func"() <{function_type = (index, i32) -> (), sym_name = "f"}> ({
^bb0(%a: index, %b: i32):
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = (index, i32) -> (), sym_name = "g"}> ({
^bb0(%a: index, %b: i32):
  "func.return"() : () -> ()
}) {tag = 1 : i64, other = "g"} : () -> ()
"func.func"() <{function_type = (index, i32) -> (), sym_name = "h"}> ({
^bb0(%a: index, %b: i32):
  "func.return"() : () -> ()
}) {tag = 1 : i64, other = "h"} : () -> ()
"""
"""Three functions whose property dictionaries differ (in `sym_name`) but
share their `function_type` entry; two attribute dictionaries share `tag`."""


def _entries_parsed(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Record the dictionary entries xDSL's own entry parser reads."""
    parsed: list[str] = []
    full = AttrParser._parse_attribute_entry  # pyright: ignore[reportPrivateUsage]

    def counting(self: AttrParser) -> tuple[str, Attribute]:
        entry = full(self)
        parsed.append(entry[0])
        return entry

    monkeypatch.setattr(AttrParser, "_parse_attribute_entry", counting)
    return parsed


def test_a_dictionary_entry_seen_before_is_read_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    parsed = _entries_parsed(monkeypatch)
    memoized = str(parse_module(FUNCTIONS))
    assert sorted(parsed) == sorted(
        ["function_type", "sym_name", "sym_name", "sym_name"]
        + ["tag", "other", "other"]
    )
    parsed.clear()
    with turned_off(Speedup.TEXT_MEMO):
        assert memoized == str(parse_module(FUNCTIONS))
    assert parsed.count("function_type") == 3


ENTRY_ERRORS = {
    "an entry seen before, then a bad one": FUNCTIONS.replace(
        'other = "h"', "other = @"
    ),
    "an entry seen before, then a duplicate key": FUNCTIONS.replace(
        'other = "h"', "tag = 1 : i64"
    ),
    "an entry seen before, then followed by another type": FUNCTIONS.replace(
        'tag = 1 : i64, other = "h"', "tag = 1 : i64 : i32"
    ),
}


@pytest.mark.parametrize("case", sorted(ENTRY_ERRORS))
def test_entry_errors_read_alike_with_and_without_the_memo(case: str) -> None:
    _error_alike(ENTRY_ERRORS[case], Speedup.TEXT_MEMO)


BLOCK_ARGUMENTS = """\
"func.func"() <{function_type = (!x.y, index, !x.y) -> (), sym_name = "f"}> ({
^bb0(%a: !x.y, %b: index, %c: !x.y ):
  "test.op"(%a) : (!x.y <p>) -> ()
  "func.return"() : () -> ()
}) : () -> ()
"""
"""Block arguments whose types repeat, and the same type name read on with
parameters after a space (which the parser takes as one type)."""


def test_a_type_seen_before_is_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    parsed: list[object] = []
    full = AttrParser.parse_optional_type

    def counting(self: AttrParser) -> Attribute | None:
        type = full(self)
        parsed.append(type)
        return type

    monkeypatch.setattr(AttrParser, "parse_optional_type", counting)
    text = BLOCK_ARGUMENTS.replace(' "test.op"(%a) : (!x.y <p>) -> ()\n', "")
    memoized = str(parse_module(text))
    read_with_memo = len(parsed)
    parsed.clear()
    with turned_off(Speedup.TEXT_MEMO):
        assert memoized == str(parse_module(text))
    # Three repeats are not read again: the function type's second `!x.y`
    # and the block arguments `%a: !x.y,` and `%b: index,` (`%c: !x.y )`
    # differs in its text and is read).
    assert len(parsed) - read_with_memo == 3


def test_a_type_read_on_after_a_space_is_not_taken_for_a_kept_one() -> None:
    _error_alike(BLOCK_ARGUMENTS, Speedup.TEXT_MEMO)


def _function_type(text: str) -> tuple[str, list[str]]:
    """What `FastReader` reads the function type at the start of `text` to,
    and where it asked for a type to be read (by the parser or its memo)."""
    read: list[str] = []
    reader = FastReader(make_context(allow_unregistered=True), text)
    full = FastReader.parse_optional_type

    def counting(self: FastReader) -> Attribute | None:
        read.append(text[self.pos : self.pos + 5])
        return full(self)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(FastReader, "parse_optional_type", counting)
        return str(reader.parse_function_type()), read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "(index, i32, index, i32, index) -> (i32, index, i1)\n",
            ["index", "i32, ", "i1)\n"],
        ),
        ("(index, i32, index) -> index\n", ["index", "i32, ", "index"]),
        # Not as printed: read again by xDSL's reader from the start.
        (
            "(index , i32,\n// c\n index) ->(i32)",
            ["index", "i32,\n", "index", "i32,\n", "index", "i32)"],
        ),
    ],
)
def test_a_function_type_not_read_before_asks_for_each_distinct_type_once(
    text: str, read: list[str]
) -> None:
    # (Types repeated in a list as printed are taken by their text; a single
    # result, or a list not as printed, is read as xDSL reads it.)
    found, asked = _function_type(text)
    assert asked == read
    with turned_off(Speedup.TEXT_MEMO):
        assert _function_type(text)[0] == found


FUNCTION_TYPES = {
    "unclosed": "(index, i32, index -> ()",
    "a bad type after kept ones": "(index, i32, index, i32, 7) -> ()",
    "a bad result": "(index, i32) -> (index, i32, %x)",
    "an unparenthesized result": "(index, i32) -> index index",
    "a type read on after a space": "(!x.y, index, !x.y <p>) -> ()",
    "spaces and a comment": "(index , i32,\n// c\n index) ->(i32) ->",
    "an empty list and a stray comma": "(index, i32, index) -> (index, )",
}


@pytest.mark.parametrize("case", sorted(FUNCTION_TYPES))
def test_function_types_read_alike_with_and_without_the_memo(case: str) -> None:
    text = HEAD + f'  "test.op"() : {FUNCTION_TYPES[case]}\n' + TAIL
    _error_alike(text, Speedup.TEXT_MEMO)


SIGNATURES = """\
func.func @f(%a: index, %b: !stream.binding, %c: index) {
  return
}
func.func @g(%a: index, %b :  !stream.binding, %c: index
  ) {
  return
}
"""
"""Arguments whose types were read before, one spelt with spaces around its
`:`, and one followed by a new line."""


def test_an_argument_of_a_type_read_before_is_read_by_its_text(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    read: list[str] = []
    full = Parser.parse_optional_argument

    def counting(self: Parser, expect_type: bool = True) -> object:
        read.append(self.lexer.input.content[self.pos : self.pos + 2])
        return full(self, expect_type)

    monkeypatch.setattr(Parser, "parse_optional_argument", counting)
    scanned = str(parse_module(SIGNATURES))
    # @f's `%a` and `%b` meet their types first; `%c: index` of @g is
    # followed by a new line (the type is kept only before `,` `)` `]` `}`).
    assert read == ["%a", "%b", "%c"]
    read.clear()
    with turned_off(Speedup.OPERAND_SCAN):
        assert scanned == str(parse_module(SIGNATURES))
    assert len(read) == 6


SIGNATURE_ERRORS = {
    "a type never read": SIGNATURES.replace("%c: index\n", "%c: !nope\n"),
    "a name defined twice": SIGNATURES.replace("%c: index\n", "%a: index\n"),
    "a type read before, then a bad one": SIGNATURES.replace(
        "%c: index\n", "%c: index index\n"
    ),
}


@pytest.mark.parametrize("case", sorted(SIGNATURE_ERRORS))
def test_argument_errors_read_alike_with_and_without_the_scan(case: str) -> None:
    _error_alike(SIGNATURE_ERRORS[case], Speedup.OPERAND_SCAN)


BLOCKS = """\
"test.region"() ({
^bb0(%a: index, %b: i32, %c: index):
  "test.op"() [^bb1] : () -> ()
^bb1(%d: index, %e: i32, %f: !x.y<p>, %g: index loc("a.mlir":1:2), %h: !x.y<p>):
  "test.op"() : () -> ()
}) : () -> ()
"""
"""Block arguments whose types repeat (read as attributes, as xDSL reads
them), one with its own location."""


def _unverified(text: str) -> str:
    """What `FastReader` reads `text` to (not verified), printed with its
    locations."""
    module = FastReader(make_context(allow_unregistered=True), text).parse_module()
    out = StringIO()
    Printer(out, print_generic_format=True, print_debuginfo=True).print_op(module)
    return out.getvalue()


def test_block_arguments_read_each_distinct_type_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    read: list[str] = []
    full = AttrParser.parse_attribute
    inserted: list[object] = []

    def counting(self: AttrParser) -> Attribute:
        read.append(self.lexer.input.content[self.pos : self.pos + 5])
        return full(self)

    monkeypatch.setattr(AttrParser, "parse_attribute", counting)
    monkeypatch.setattr(Block, "insert_arg", lambda *a: inserted.append(a))  # pyright: ignore
    scanned = _unverified(BLOCKS)
    # (`%g: index loc(...)`: a type followed by a space is read again)
    assert read == ["index", "i32, ", "!x.y<", "index"]
    assert not inserted  # (appended at once: `insert_arg` costs N * N)
    monkeypatch.undo()
    with turned_off(Speedup.OPERAND_SCAN, Speedup.TEXT_MEMO):
        assert scanned == _unverified(BLOCKS)


BLOCK_ERRORS = {
    "no colon": BLOCKS.replace("%b: i32, %c", "%b i32, %c"),
    "no type": BLOCKS.replace("%b: i32, %c", "%b: , %c"),
    "a name defined twice": BLOCKS.replace("%e: i32", "%d: i32"),
    "a trailing comma": BLOCKS.replace("%h: !x.y<p>)", "%h: !x.y<p>,)"),
    "a type read on after a space": BLOCKS.replace("%h: !x.y<p>)", "%h: !x.y <p>)"),
    "a type read before, then a bad one": BLOCKS.replace("%h: !x.y<p>", "%h: index 5"),
    "a use of a later argument's name": BLOCKS.replace(
        '"test.op"() [^bb1] : () -> ()', '"test.op"(%d) [^bb1] : (i32) -> ()'
    ),
}


@pytest.mark.parametrize("case", sorted(BLOCK_ERRORS))
@pytest.mark.parametrize("switch", [Speedup.OPERAND_SCAN, Speedup.TEXT_MEMO])
def test_block_argument_errors_read_alike(case: str, switch: Speedup) -> None:
    _error_alike(BLOCK_ERRORS[case], switch)


LOCATED = """\
func.func @f(%a: index) {
  %x = arith.addi %a, %a : index loc("a.mlir":1:2)
  %y = arith.addi %a, %a : index loc(#l1)
  %z = arith.addi %a, %a : index loc(#l0)
  return loc(#l2)
} loc(#l0)
#l0 = loc("b.mlir":3:4)
#l1 = loc(fused[#l0, "c.mlir":5:6])
#l2 = loc(callsite("d.mlir":7:8 at #l1))
"""
"""File locations, and aliases defined after their uses, one of them naming
another defined later still."""


def test_locations_read_back() -> None:
    """File, alias (one defined after its use), fused and call-site
    locations read and print back as MLIR spells them."""
    printed = print_module(parse_module(LOCATED), generic=True, debuginfo=True)
    assert 'loc("a.mlir":1:2)' in printed
    assert printed == print_module(parse_module(printed), generic=True, debuginfo=True)


LOCATION_ERRORS = {
    "an undefined alias": LOCATED.replace("loc(#l2)", "loc(#l9)"),
    "an alias of no location": LOCATED + "#n = 1 : i32\n",
    "a bad line number": LOCATED.replace('"a.mlir":1:2', '"a.mlir":x:2'),
    "an alias defined twice": LOCATED + '#l0 = loc("e.mlir":1:1)\n',
    "a cycle of aliases": LOCATED.replace('"c.mlir":5:6', "#l2"),
    "a file name the lexer refuses": LOCATED.replace("a.mlir", "a\vb.mlir"),
}


@pytest.mark.parametrize("case", sorted(LOCATION_ERRORS))
def test_location_errors_name_their_place(case: str) -> None:
    text = LOCATION_ERRORS[case]
    if case == "an alias of no location":
        text = text.replace("loc(#l2)", "loc(#n)")
    assert re.match(r"<input>:\d+:\d+: error: ", _error(text)), _error(text)


STRINGS = [
    '""',
    '"a"',
    '"a b, c"',
    '"esc \\n \\t \\" \\\\ \\0A"',
    '"bad \\q escape"',
    '"unterminated',
    '"ends at a line\nbreak"',
    '"a" "b"',
    '"\\',
    '"\\0"',
]


@pytest.mark.parametrize("text", STRINGS)
def test_the_linear_lexer_matches_strings_as_xdsls(text: str) -> None:
    ours = LinearStringLexer._unescaped_characters_regex  # pyright: ignore[reportPrivateUsage]
    xdsls = MLIRLexer._unescaped_characters_regex  # pyright: ignore[reportPrivateUsage]
    found, expected = ours.match(text), xdsls.match(text)
    assert (found and found.group()) == (expected and expected.group())


def test_a_forgotten_quote_on_a_long_line_is_an_error() -> None:
    """xDSL's own lexer tries every split of the rest of such a line (2**n
    ways for n characters) and never ends; this one reports at once."""
    operands = ", ".join(f"%a{i % 2}" for i in range(400))
    line = f'  "test.op({operands}) : () -> ()\n'
    error = _error(HEAD + line + TAIL)
    assert f":3:{len(line)}: error: expected '\"' in string literal" in error


class _XdslStringPattern:
    """Stands for xDSL's string pattern: any use of it fails the test."""

    def match(self, text: str, pos: int = 0) -> None:
        raise AssertionError("xDSL's exponential string pattern was used")


def test_a_forgotten_quote_on_the_first_token_is_an_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`Parser`'s constructor lexes the first token: the reader's parser is
    made on an empty input and given its lexer after, so xDSL's pattern
    (2**n steps for n characters) never reads the text."""
    monkeypatch.setattr(MLIRLexer, "_unescaped_characters_regex", _XdslStringPattern())
    error = _error('// a comment\n"' + "a" * 400 + "\n")
    assert ":2:402: error: expected '\"' in string literal" in error
