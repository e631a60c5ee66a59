"""MLIR's lexical syntax as regular expressions, for the readers that work
on the text itself: `xdsl_stream.io.parser` (its text memo, operand and
location scans, and its lexer's string literals) and
`xdsl_stream.io.statement_memo`.  Each reads what xDSL 0.75's lexer reads.
"""

from __future__ import annotations

import re

BARE_ID = r"[a-zA-Z_][a-zA-Z0-9_$.]*"
"""A bare identifier (an op's or a dictionary entry's name, an alias's or a
symbol's after its sigil) that starts with an ASCII letter or `_` (xDSL's
lexer also starts one with any other letter)."""

SYMBOL_NAME = "@" + BARE_ID
"""A symbol reference's root `@name` in its bare form (not `@"quoted"`)."""

SSA_NAME = r"%(?:[0-9]+|[a-zA-Z$._\-][a-zA-Z0-9$._\-]*)"
"""An SSA name, `%` and a suffix id (without a result number `#N`)."""

STRING_LITERAL = r'"(?:[^"\\\n\v\f]|\\(?:["nt\\]|[0-9A-Fa-f]{2}))*"'
"""A string literal: one character or escape per step, the characters and
escapes xDSL's lexer takes (its own pattern, a repetition of repetitions,
takes time exponential in the line where the closing quote is missing)."""

PLAIN_STRING_LITERAL = r'"[^"\\\n\v\f]*"'
"""A string literal with no escape: its value is the text between the quotes."""

ALIAS_REFERENCE = re.compile(r"[#!][a-zA-Z_][a-zA-Z0-9_$]*(?![a-zA-Z0-9_$.])")
"""An alias use (`#map0`, `!t`): a `#` or `!` name with no dialect prefix,
whose meaning the text around it does not hold."""
