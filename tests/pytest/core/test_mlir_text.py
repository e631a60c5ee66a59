"""MLIR's lexical syntax (`xdsl_stream.core.mlir_text`)."""

from __future__ import annotations

import pytest

from xdsl_stream.api import parse_module, print_module
from xdsl_stream.core.mlir_text import keyword_or_string, string_literal_value


@pytest.mark.parametrize(
    ("key", "text"),
    [
        ("blob2", "blob2"),
        ("a.b$c_1", "a.b$c_1"),
        ("blob-1", '"blob-1"'),
        ("1x", '"1x"'),
        ('a"b', '"a\\22b"'),
        ("a\\b", '"a\\\\b"'),
        ("t\nx", '"t\\0Ax"'),
        ("é", '"\\C3\\A9"'),
    ],
)
def test_a_key_is_bare_or_escaped_as_llvm_escapes(key: str, text: str) -> None:
    assert keyword_or_string(key) == text
    if text.startswith('"'):
        assert string_literal_value(text) == key


def test_a_literal_reads_its_named_escapes() -> None:
    assert string_literal_value('"a\\"b\\n\\t\\\\"') == 'a"b\n\t\\'


@pytest.mark.parametrize("key", ["blob-1", 'a"b', "a\\b", "é x"])
def test_a_quoted_resource_key_reads_back(key: str) -> None:
    """Printed quoted, read back to the same key, printed the same."""
    quoted = keyword_or_string(key)
    text = (
        f"util.global private @g = dense_resource<{quoted}> : tensor<1xi32>\n"
        f"{{-#\n  dialect_resources: {{\n    builtin: {{\n      {quoted}: "
        '"0x0400000001000000"\n    }\n  }\n#-}\n'
    )
    printed = print_module(parse_module(text))
    assert f"dense_resource<{quoted}>" in printed
    assert f'{quoted}: "0x0400000001000000"' in printed
    assert print_module(parse_module(printed)) == printed
