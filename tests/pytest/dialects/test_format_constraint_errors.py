"""A type that breaks an op's constraints, read by the op's custom format, is
an error at the op's line and column, for every Stream op.

xDSL's format program checks the types it reads against the op's constraints
and raises a `VerifyException` with no location; the Stream ops read their
format through `declared_op_definition`, which reports it at the op.  (These
once named no line: `xdsl-stream-opt` printed `FILE: error: f32 should be of
base attribute integer_type`.)
"""

from __future__ import annotations

import pytest

from xdsl_stream.api import parse_module
from xdsl_stream.io.reader import ReadError

CASES = {
    "stream.async.splat": (
        "%s = stream.async.splat %v : f32 -> !stream.resource<*>{%sz}",
        "'stream.async.splat' op operand #0 must be 8-bit signless integer or "
        "16-bit signless integer or 32-bit signless integer or 64-bit signless "
        "integer, but got 'f32'",
    ),
    "stream.resource.load": (
        "%x = stream.resource.load %r[%sz] : !stream.resource<*>{%sz} -> i32",
        "'stream.resource.load' op operand #0 must be staging resource, but got "
        "'!stream.resource<*>'",
    ),
    "stream.resource.constants": (
        "%c:2 = stream.resource.constants :\n"
        "    !stream.resource<transient>{%sz} = dense<1> : tensor<1xi32>\n"
        "    => !stream.timepoint",
        "but got !stream.resource<transient>",
    ),
}


@pytest.mark.parametrize("op", sorted(CASES))
def test_the_error_names_the_line_and_column(op: str) -> None:
    line, message = CASES[op]
    text = (
        "util.func public @f(%v: f32, %r: !stream.resource<*>, %sz: index) {\n"
        f"  {line}\n  util.return\n}}\n"
    )
    with pytest.raises(ReadError) as error:
        parse_module(text)
    first = str(error.value).splitlines()[0]
    assert first.startswith("<input>:2:"), first
    assert message in first
