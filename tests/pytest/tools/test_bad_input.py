"""Bad input that lit files cannot hold (bytes that are not UTF-8), run through
`xdsl-stream-opt` as users do."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from harness.oracle import find_tool

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
    "truncated-multibyte": EXAMPLE.read_bytes() + b"// \xe2\x82",
    "utf16": EXAMPLE.read_text().encode("utf-16"),
}


@pytest.mark.parametrize("name", sorted(_BAD_BYTES))
@pytest.mark.parametrize("via_file", [False, True])
def test_non_utf8_input_is_a_diagnostic(
    name: str, via_file: bool, tmp_path: Path
) -> None:
    result = _stream_opt_bytes(
        _BAD_BYTES[name],
        "-p",
        "fuse-dispatch-bindings",
        path=tmp_path / "bad.mlir" if via_file else None,
    )
    stderr = result.stderr.decode("utf-8", "replace")
    assert result.returncode != 0
    assert result.stdout == b""
    assert "Traceback" not in stderr
    assert "input is not valid UTF-8" in stderr


@pytest.mark.parametrize(
    "data", [b"\x00", b"\xef\xbb\xbf" + EXAMPLE.read_bytes(), b"", b"\n\n"]
)
def test_odd_but_utf8_input(data: bytes) -> None:
    """NUL and a byte-order mark are parse errors; so is empty input (xDSL 0.75)."""
    result = _stream_opt_bytes(data, "-p", "fuse-dispatch-bindings")
    stderr = result.stderr.decode()
    assert "Traceback" not in stderr
    assert result.returncode != 0
    assert result.stdout == b""
    assert re.match(r"<stdin>:\d+:\d+: error: ", stderr), stderr
