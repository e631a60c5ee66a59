"""Bad input that lit files cannot hold (bytes that are not UTF-8), run through
`xdsl-stream-opt` as users do."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from harness.oracle import find_tool

pytestmark = pytest.mark.slow  # a tool process per case

EXAMPLE = Path(__file__).parents[3] / "examples" / "fuse.mlir"


def _stream_opt_bytes(
    data: bytes, *args: str, path: Path | None = None
) -> subprocess.CompletedProcess[bytes]:
    if path is not None:
        path.write_bytes(data)
        return subprocess.run(
            [find_tool("xdsl-stream-opt"), *args, str(path)],
            capture_output=True,
            check=False,
        )
    return subprocess.run(
        [find_tool("xdsl-stream-opt"), *args],
        input=data,
        capture_output=True,
        check=False,
    )


_BAD_BYTES = {
    "latin1-in-string": EXAMPLE.read_bytes().replace(
        b"@kernels {", b'@kernels attributes {note = "caf\xe9"} {', 1
    ),
    "invalid-start-byte": EXAMPLE.read_bytes().replace(
        b"%c16 : index", b"%c16 \xff", 1
    ),
    "utf16": EXAMPLE.read_text().encode("utf-16"),
}
"""Bytes that are not UTF-8 outside a comment."""


def _first_bad_byte(data: bytes) -> tuple[int, int, int]:
    """(line, byte column, byte) of the first byte that is not UTF-8."""
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as error:
        at = error.start
    else:
        raise AssertionError("the case is UTF-8")
    line_start = data.rfind(b"\n", 0, at) + 1
    return data.count(b"\n", 0, at) + 1, at - line_start + 1, data[at]


@pytest.mark.parametrize("name", sorted(_BAD_BYTES))
@pytest.mark.parametrize("via_file", [False, True])
def test_non_utf8_input_is_a_diagnostic(
    name: str, via_file: bool, tmp_path: Path
) -> None:
    """One message, at the byte's line and column, as every tool says it."""
    data = _BAD_BYTES[name]
    result = _stream_opt_bytes(
        data,
        "-p",
        "fuse-dispatch-bindings",
        path=tmp_path / "bad.mlir" if via_file else None,
    )
    stderr = result.stderr.decode("utf-8", "replace")
    assert result.returncode == 1
    assert result.stdout == b""
    assert "Traceback" not in stderr
    line, column, byte = _first_bad_byte(data)
    where = str(tmp_path / "bad.mlir") if via_file else "<stdin>"
    assert stderr.split("\n", 1)[0] == (
        f"{where}:{line}:{column}: error: byte 0x{byte:02x} is not UTF-8 "
        "(only a comment may hold such bytes)"
    )


def test_bytes_in_comments_are_not_checked() -> None:
    """As iree-opt: a Latin-1 byte, or a cut multi-byte character, inside a
    `//` comment is fine."""
    data = b"// caf\xe9\n" + EXAMPLE.read_bytes() + b"// \xe2\x82"
    result = _stream_opt_bytes(data)
    assert result.returncode == 0, result.stderr
    assert b"stream.executable" in result.stdout


@pytest.mark.parametrize("data", [b"", b"\n\n", b"// nothing but a comment\n", b"\x00"])
def test_empty_input_is_an_empty_module(data: bytes) -> None:
    """As iree-opt prints `module {\n}` for it: the package's empty module
    (a NUL is a blank to MLIR's lexer)."""
    result = _stream_opt_bytes(data)
    assert result.returncode == 0, result.stderr
    assert result.stdout == _stream_opt_bytes(b"module {}").stdout
    assert result.stdout == b"module {\n}\n\n"


@pytest.mark.parametrize("data", [b"\xef\xbb\xbf" + EXAMPLE.read_bytes()])
def test_odd_but_utf8_input(data: bytes) -> None:
    """A byte-order mark is a parse error."""
    result = _stream_opt_bytes(data, "-p", "fuse-dispatch-bindings")
    stderr = result.stderr.decode()
    assert "Traceback" not in stderr
    assert result.returncode != 0
    assert result.stdout == b""
    assert re.match(r"<stdin>:\d+:\d+: error: ", stderr), stderr
