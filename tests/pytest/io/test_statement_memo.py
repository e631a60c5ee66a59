"""`Speedup.STATEMENT_MEMO`: a statement that repeats one read before but for
its names is built from that one's template, to the very op, names, errors
and locations the reader gives without it (`xdsl_stream.io.statement_memo`)."""

from __future__ import annotations

import random
import tracemalloc
from io import StringIO

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.printer import Printer

from xdsl_stream.api import parse_module
from xdsl_stream.core.speedups import Speedup, turned_off
from xdsl_stream.io.parser import SourceTrackingParser
from xdsl_stream.io.reader import ReadError
from xdsl_stream.io.statement_memo import GUESS_AFTER, split_line, split_names
from xdsl_stream.universe import make_context


def _generic(module: ModuleOp) -> str:
    """Everything the op holds: generic form, locations and name hints."""
    out = StringIO()
    Printer(out, print_generic_format=True, print_debuginfo=True).print_op(module)
    return out.getvalue()


def _read(text: str) -> tuple[str, int]:
    """The module `text` reads to, printed, and how many statements were
    built from a template."""
    parser = SourceTrackingParser(make_context(allow_unregistered=True), text)
    return _generic(parser.parse_module()), parser.statements.hits


def _alike(text: str) -> int:
    """Read `text` with the memo and without; the prints must be the same.
    How many statements the memo built."""
    with_memo, hits = _read(text)
    with turned_off(Speedup.STATEMENT_MEMO):
        without, none = _read(text)
    assert none == 0
    assert with_memo == without
    return hits


def _error(text: str) -> str:
    with pytest.raises(ReadError) as info:
        parse_module(text)
    return str(info.value)


def _errors_alike(text: str) -> str:
    error = _error(text)
    with turned_off(Speedup.STATEMENT_MEMO):
        assert error == _error(text)
    return error


FUNC = """\
func.func @f(%a: index, %b: index, %c: i32, %t: i1) {{
{body}  return
}}
"""


def test_a_repeated_statement_is_built_from_its_template() -> None:
    # All but the first, and the last: a `return` follows it, not a `%`.
    body = "".join(f"  %s{i} = arith.addi %a, %b : index\n" for i in range(5))
    assert _alike(FUNC.format(body=body)) == 3


def test_split_names_keeps_strings_whole() -> None:
    assert split_names('%x = "t"(%a, %b#1) {s = "%a"}') == (
        ("", ' = "t"(', ", ", ') {s = "%a"}'),
        ["%x", "%a", "%b#1"],
    )
    assert split_names("%x = f %a") == (("", " = f ", ""), ["%x", "%a"])


def test_names_that_repeat_differently_read_as_written() -> None:
    # Which place gives which operand is learnt from statements naming their
    # values differently: `(%a, %a, %b)` cannot tell the first two apart.
    rng = random.Random(7)
    lines = ['  %r = "arith.select"(%t, %a, %a) : (i1, index, index) -> index\n'] + [
        '  %r{} = "arith.select"(%t, {}, {}) : (i1, index, index) -> index\n'.format(
            i, rng.choice(["%a", "%b"]), rng.choice(["%a", "%b"])
        )
        for i in range(40)
    ]
    lines.append("  %z = arith.addi %a, %b : index\n")
    assert _alike(FUNC.format(body="".join(lines))) > 10


def test_a_name_in_a_string_is_text() -> None:
    # (In an array: a string that is an entry's whole value is a hole.)
    body = "".join(
        f'  %{n}{i} = "arith.addi"(%{n}, %{n}) {{note = ["%{n}"]}}'
        " : (index, index) -> index\n"
        for i, n in enumerate("abab")
    )
    body += "  %z = arith.addi %a, %b : index\n"
    assert _alike(FUNC.format(body=body)) == 2
    assert '["%b"]' in _read(FUNC.format(body=body))[0]


def test_split_line_cuts_names_and_in_generic_form_holes() -> None:
    split = split_line(
        '%x = "t"(%a) <{g = @f, n = 1, s = "x%a", q = [@h], r = @m::@f}> : ()'
    )
    assert split.names == ["%x", "%a"]
    assert (split.holes, split.keys) == (["@f", '"x%a"'], ("g", "s"))
    assert split.literals[split.places[0]].endswith("<{g = ")
    assert split_line("%x = t %a {g = @f} : ()").holes == []  # custom form


GLOBALS = """"builtin.module"() ({{
{globals}  "util.initializer"() <{{function_type = () -> ()}}> ({{
{body}    "util.return"() : () -> ()
  }}) : () -> ()
}}) : () -> ()
"""
"""A model's globals, in generic form, and the host code that loads and
stores each once: statements that differ in one symbol or string only."""


def _globals_text(count: int) -> str:
    return GLOBALS.format(
        globals="".join(
            f'  "util.global"() <{{is_mutable, sym_name = "w{i}", '
            'sym_visibility = "private", type = index}> : () -> ()\n'
            for i in range(count)
        ),
        body="".join(
            f'    %v{i} = "util.global.load"() <{{global = @w{i}}}> : () -> index\n'
            f'    "util.global.store"(%v{i}) <{{global = @w{(i + 1) % count}}}>'
            " : (index) -> ()\n"
            for i in range(count)
        ),
    )


def test_globals_loads_and_stores_share_one_template_each() -> None:
    # All but the first of each (and the last global: the initializer
    # follows it, not another global).
    text = _globals_text(6)
    assert _alike(text) == 4 + 5 + 5
    printed = _read(text)[0]
    assert "<{global = @w0}> : (index) -> ()" in printed
    assert 'sym_name = "w5"' in printed


HOLES = {
    # The entry's name also inside another attribute: which of the two the
    # hole is, the text alone does not say.
    "a name written twice": ('{n = {k = @s}, "k" = @s}', '{n = {k = @t#}, "k" = @s}'),
    "a name spelled with an escape": (
        '{n = {k = @s}, "\\6B" = @s}',
        '{n = {k = @t#}, "\\6B" = @s}',
    ),
    "a nested symbol": ("{k = @s::@t}", "{k = @s::@t#}"),
    "a string with an escape": ('{k = "s\\22"}', '{k = "s#\\22"}'),
}
"""Statements that differ in one entry's value, each a hole or not, where a
template must not fill in the value of the wrong entry (or of none)."""


@pytest.mark.parametrize("case", sorted(HOLES))
@pytest.mark.parametrize(
    "form",
    [
        '"arith.addi"(%a, %b) ATTRS : (index, index) -> index',
        "arith.addi %a, %b ATTRS : index",
    ],
)
def test_holes_are_filled_only_where_the_text_says_whose_they_are(
    case: str, form: str
) -> None:
    first, then = HOLES[case]
    dictionaries = [first, *(then.replace("#", str(i)) for i in range(3)), first]
    body = "".join(
        f"  %x{i} = {form.replace('ATTRS', d)}\n" for i, d in enumerate(dictionaries)
    )
    _alike(FUNC.format(body=body + "  %z = arith.addi %a, %b : index\n"))


def test_a_tied_result_names_its_operand_again_and_is_never_kept() -> None:
    # `-> %b` reads a name that is no operand: the op depends on it.
    text = "".join(
        f"util.func private @g{i}(%a: i32, %b: i32) -> i32 {{\n"
        f"  %r = util.call @g{i}(%a, %b) : (i32, i32) -> %{tied}\n"
        f"  util.return %r : i32\n}}\n"
        for i, tied in enumerate("abab")
    )
    module = _read(text)[0]
    assert module.count("tied_operands = [0 : index]") == 2
    assert module.count("tied_operands = [1 : index]") == 2
    _alike(text)


def test_the_next_token_decides_where_a_statement_ends() -> None:
    # A location on the next line is the statement's own.
    body = (
        "  %x = arith.addi %a, %b : index\n"
        "  %y = arith.addi %a, %b : index\n"
        '  loc("here.mlir":7:7)\n'
    )
    printed = _read(FUNC.format(body=body))[0]
    assert 'loc("here.mlir":7:7)' in printed
    _alike(FUNC.format(body=body))


def test_a_bare_name_is_read_in_the_default_dialect_around_it() -> None:
    # A bare `return` is `func.return` in a custom `func.func`, and unknown in
    # a generic one, which sets no default dialect (the top level's, builtin,
    # stays): the template is keyed by the default dialect around it too
    # (the dialect stack is the same).
    custom = "func.func @f{i}(%a: i32) -> i32 {{\n  return %a : i32\n}}\n"
    generic = (
        '"func.func"() <{{function_type = (i32) -> i32, sym_name = "g"}}> ({{\n'
        "^bb0(%a: i32):\n  return %a : i32\n}}) : () -> ()\n"
    )
    text = custom.format(i=0) + custom.format(i=1)
    assert _alike(text) == 1
    error = _errors_alike(text + generic.format())
    assert "custom op 'return' is unknown (tried 'builtin.return' as well)" in error


@pytest.mark.parametrize(
    ("index", "hits"),
    # All but the first two and the last (before `return`); a result number
    # apart from its name (` #1`) keeps its statement out of templates.
    [("#1", 5), (" #1", 3)],
)
def test_several_results_and_their_uses(index: str, hits: int) -> None:
    body = "".join(
        f"  %p{i}:2 = arith.addui_extended %c, %c : i32, i1\n"
        f"  %s{i} = arith.select %p{i}{index}, %p{i}#0, %c : i32\n"
        for i in range(4)
    )
    assert _alike(FUNC.format(body=body)) == hits


def test_a_dispatch_of_many_lines() -> None:
    rng = random.Random(3)

    def dispatch() -> str:
        rows = ",\n".join(
            f"      ro %{rng.choice('rs')}[%{rng.choice('ab')} for %b]"
            " : !stream.resource<transient>{%b}"
            for _ in range(4)
        )
        return f"    stream.cmd.dispatch @ex::@f {{\n{rows}\n    }}\n"

    text = (
        "util.func public @main(%r: !stream.resource<transient>,"
        " %s: !stream.resource<transient>, %a: index, %b: index) {\n"
        "  %t = stream.cmd.execute with(%r as %rr: !stream.resource<transient>{%b}) {\n"
        f"{''.join(dispatch() for _ in range(30))}"
        "  } => !stream.timepoint\n"
        "  util.return\n}\n"
    ).replace("%r[", "%rr[")
    with turned_off(Speedup.STATEMENT_MEMO):
        _read(text)
    assert _alike(text) > 10


def test_a_statement_with_its_own_location() -> None:
    # The location, cut off the template, is read apart: aliases and all.
    body = "".join(
        f"  %x{i} = arith.addi %a, %b : index loc(#l{i % 3})\n" for i in range(6)
    )
    body += "".join(
        f'  "func.call"() <{{callee = @f}}> {{note = loc("n.mlir":{i}:1)}} : () -> ()\n'
        for i in (1, 2)
    )
    body += "  %z = arith.addi %a, %b : index loc(#l0) %w = arith.addi %a, %b : index\n"
    text = FUNC.format(body=body) + "".join(
        f'#l{i} = loc("f.mlir":{i}:1)\n' for i in range(3)
    )
    assert _alike(text) == 4
    printed = _read(text)[0]
    assert printed.count('loc("f.mlir":1:1)') == 2
    assert 'note = loc("n.mlir":2:1)' in printed


ERRORS = {
    "a result defined again": (
        "%x = arith.addi %a, %b : index",
        "%x = arith.addi %a, %b : index",
    ),
    "the second of two results defined again": (
        '%x, %y = "arith.addui_extended"(%c, %c) : (i32, i32) -> (i32, i1)',
        '%w, %y = "arith.addui_extended"(%c, %c) : (i32, i32) -> (i32, i1)',
    ),
    "a result named with a number": (
        "%x = arith.addi %a, %b : index",
        "%y#1 = arith.addi %a, %b : index",
    ),
    "an undefined operand": (
        "%x = arith.addi %a, %b : index",
        "%y = arith.addi %a, %nope : index",
    ),
    "an operand of another type": (
        "%x = arith.addi %a, %b : index",
        "%y = arith.addi %a, %c : index",
    ),
    "an operand of another type, which the text does not spell": (
        "%x = arith.select %t, %a, %a : index",
        "%y = arith.select %t, %c, %c : index",
    ),
}
"""Two statements of one template, the second wrong; a third follows each as
the first is followed (so that the template fits the second)."""


@pytest.mark.parametrize("case", sorted(ERRORS))
def test_errors_are_those_of_the_reader_without_it(case: str) -> None:
    first, second = ERRORS[case]
    body = f"  {first}\n  {second}\n  %z = arith.addi %a, %b : index\n"
    assert ": error: " in _errors_alike(FUNC.format(body=body))


def test_a_name_in_an_unregistered_attribute_is_never_kept() -> None:
    # The attribute's text names `%a`, which reads to no operand.
    body = "".join(
        f'  %r{i} = "arith.addi"(%{x}, %{y}) {{note = #foo.bar<%{x}>}}'
        " : (index, index) -> index\n"
        for i, (x, y) in enumerate(["ab", "ba", "ab"])
    )
    body += "  %z = arith.addi %a, %b : index\n"
    assert _alike(FUNC.format(body=body)) == 0
    assert "#foo.bar<%b>" in _read(FUNC.format(body=body))[0]


def test_a_statement_naming_an_alias_is_never_kept() -> None:
    # An unregistered attribute's text spells an alias out once it is
    # defined: the same statement reads to another attribute after `#m`.
    func = (
        "func.func @{}(%a: index, %b: index) {{\n"
        '  %x = "arith.addi"(%a, %b) {{note = #foo.bar<#m>}}'
        " : (index, index) -> index\n"
        "  %y = arith.addi %a, %b : index\n  return\n}}\n"
    )
    text = func.format("f") + "#m = 5 : index\n" + func.format("g")
    assert "#foo.bar<5 : index>" in _read(text)[0]
    _alike(text)


def test_a_result_used_by_its_own_op_reads_as_without_it() -> None:
    body = "  %x = arith.addi %a, %b : index\n  %y = arith.addi %a, %y : index\n"
    _alike(FUNC.format(body=body))


def _peak_bytes_reading(names: int) -> int:
    """Peak memory (tracemalloc) of reading a function whose one generic op
    names one value `names` times, twice (learnt, then built from it)."""
    uses = ", ".join(["%c"] * names)
    types = ", ".join(["index"] * names)
    call = f'"func.call"({uses}) <{{callee = @g}}> : ({types}) -> ()'
    text = "\n".join(
        [
            f"func.func private @g({types})",
            "func.func @f() {",
            "  %c = arith.constant 0 : index",
            f"  {call}",
            f"  {call}",
            "  func.return",
            "}",
        ]
    )
    tracemalloc.start()
    try:
        parse_module(text)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_an_op_naming_one_value_many_times_is_kept_in_linear_memory() -> None:
    """A parameter load of a model names one offset once per parameter: the
    template keeps one tuple of places per value, not one per operand (N * N
    places, hundreds of MB for thousands of parameters)."""
    small, large = _peak_bytes_reading(500), _peak_bytes_reading(2000)
    assert large <= 5 * small, (small, large)


def _patterns_made(body: str) -> bool:
    parser = SourceTrackingParser(
        make_context(allow_unregistered=True), FUNC.format(body=body)
    )
    parser.parse_module()
    plans = [plan for kept in parser.statements._plans.values() for plan in kept]  # pyright: ignore[reportPrivateUsage]
    return any("first" in vars(plan) for plan in plans)


def test_a_template_is_guessed_only_once_it_has_repeated() -> None:
    """`Speedup.NEXT_TEMPLATE` makes a template's first line a pattern,
    milliseconds for a long generic line: one met a few times (one per
    executable of a generic module) is never made one (`GUESS_AFTER`)."""

    def body(times: int) -> str:
        return "".join(
            f"  %x{i} = arith.addi %a, %b : index\n  %y{i} = arith.muli %a, %b : index\n"
            for i in range(times)
        )

    assert not _patterns_made(body(3))
    assert _patterns_made(body(GUESS_AFTER + 3))
