"""Characters MLIR's lexer and xDSL's take differently, read as iree-opt 3.13
reads them (`xdsl_stream.io.reader.mlir_characters`): a form feed or a
vertical tab outside a comment is an error (xDSL took them for blanks and
read the module), a NUL between tokens a blank (xDSL refused it).  The
messages and places are iree-opt's, in the API and in the tool."""

from __future__ import annotations

import pytest
from harness.in_process import run_stream_opt

from xdsl_stream.api import parse_module, print_module
from xdsl_stream.io import reader
from xdsl_stream.io.reader import ReadError, mlir_characters

OP = '"test.a"() {s = "x"} : () -> ()'


@pytest.mark.parametrize("char", ["\f", "\v"])
@pytest.mark.parametrize(
    ("text", "column", "message"),
    [
        (f"{OP} CHAR\n", 33, "unexpected character"),
        (
            f'{OP}\n"test.b"() {{s = "aCHARb"}} : () -> ()\n',
            19,
            "expected '\"' in string literal",
        ),
    ],
    ids=["between-tokens", "in-a-string"],
)
def test_form_feed_and_vertical_tab_are_errors(
    char: str, text: str, column: int, message: str
) -> None:
    text = text.replace("CHAR", char)
    line = text.count("\n", 0, text.index(char)) + 1
    with pytest.raises(ReadError) as caught:
        parse_module(text)
    assert caught.value.lines[0] == f"<input>:{line}:{column}: error: {message}"
    result = run_stream_opt("-", stdin=text)
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.startswith(f"<stdin>:{line}:{column}: error: {message}\n")


@pytest.mark.parametrize("char", ["\f", "\v", "\0"])
def test_a_comment_may_hold_them(char: str) -> None:
    text = f'{OP} // a "comment{char}\n'
    assert print_module(parse_module(text)) == print_module(parse_module(OP))


def test_nul_between_tokens_is_a_blank_and_stays_in_a_string() -> None:
    between = parse_module('"test.a"()\0{s = "x"}\0: () -> ()\0\n')
    assert print_module(between) == print_module(parse_module(OP))
    kept = print_module(parse_module('"test.a"() {s = "a\0b"} : () -> ()'))
    assert '{s = "a\\00b"}' in kept  # (iree-opt prints it so too)
    result = run_stream_opt("-", stdin=f"{OP}\0\n")
    assert result.returncode == 0 and result.stderr == ""


def test_an_escaped_one_is_left_to_the_lexer() -> None:
    """`\\` then a vertical tab is an unknown escape, which the lexer says."""
    assert mlir_characters('"a\\\vb"', "f") == '"a\\\vb"'


def test_the_line_counts_from_the_chunk() -> None:
    text = f"{OP}\n// -----\n{OP}\n{OP}\f\n"
    result = run_stream_opt("--split-input-file", "-", stdin=text)
    assert result.returncode == 1
    assert result.stderr.startswith("<stdin>:4:32: error: unexpected character\n")


def test_each_line_is_scanned_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Linear: a line holding many of them is scanned once, not once per
    character (counted, not timed)."""
    scans: list[int] = []
    scan = reader._places_on_line  # pyright: ignore[reportPrivateUsage]

    def counted(text: str, start: int, end: int) -> object:
        scans.append(start)
        return scan(text, start, end)

    monkeypatch.setattr(reader, "_places_on_line", counted)
    line = '"test.a"() : () -> ()' + "\0" * 1_000
    text = f"{line}\n{OP}\n{line}\n"
    assert mlir_characters(text, "f") == text.replace("\0", " ")
    assert scans == [0, len(line) + len(OP) + 2]
