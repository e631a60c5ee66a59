"""Affine expressions read with MLIR's 64-bit arithmetic.

MLIR keeps an affine constant in an `int64_t`: a literal of at most 2**63 is
read modulo 2**64 (`9223372036854775808` is -9223372036854775808; a larger
one is "constant too large for index"), and the folds its builder makes while
reading wrap as 64-bit integers do.  It leaves unfolded what has no 64-bit
answer or no agreed one: `mod` by a constant below 1, `floordiv` and
`ceildiv` by 0 or of the smallest value by -1, and a sum or product of two
constants that overflows.  xDSL 0.75 reads Python integers and folds every
binary operation of two constants with Python's operators, so that
`7 mod -2` became -1 (MLIR keeps it; its lowering computes 1),
`9223372036854775808 mod 3` became 2 (MLIR: 1), and `7 mod 0` raised
`ZeroDivisionError`.

`MlirAffineParser`, the package reader's parser of affine maps and sets, makes
its expressions MLIR's (`AffineArithmetic`): what MLIR leaves unfolded is
built unfolded, a product by 0 and a division by 1 are folded as MLIR folds
them (`mlir_identity`), and every constant xDSL's folds make is wrapped to
64 bits (sums and products agree with MLIR's modulo 2**64, so a wrapped fold
means what MLIR's own fold or unfolded expression means).  Each
expression it has seen is remembered by identity (and kept alive) so that
the wrapping walks every node of the input once, however long the sum.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.ir.affine import AffineBinaryOpExpr, AffineBinaryOpKind, AffineExpr, AffineMap
from xdsl.ir.affine.affine_expr import AffineConstantExpr
from xdsl.parser.affine_parser import AffineParser
from xdsl.parser.generic_parser import ParserState
from xdsl.utils.lexer import Span
from xdsl.utils.mlir_lexer import MLIRToken, MLIRTokenKind

from xdsl_stream.core import xdsl_internals

INT64_MIN = -(1 << 63)
INT64_MAX = (1 << 63) - 1
LITERAL_LIMIT = (1 << 63) + 1
"""The first literal MLIR refuses ("constant too large for index"): 2**63
itself is read, as the smallest value."""

KINDS = {
    "+": AffineBinaryOpKind.Add,
    "*": AffineBinaryOpKind.Mul,
    "mod": AffineBinaryOpKind.Mod,
    "floordiv": AffineBinaryOpKind.FloorDiv,
    "ceildiv": AffineBinaryOpKind.CeilDiv,
}


def wrap(value: int) -> int:
    """`value` as a 64-bit two's complement integer holds it."""
    return (value - INT64_MIN) % (1 << 64) + INT64_MIN


def _constant(expr: AffineExpr) -> int | None:
    return expr.value if isinstance(expr, AffineConstantExpr) else None


def kept_unfolded(lhs: AffineExpr, rhs: AffineExpr, operator: str) -> AffineExpr | None:
    """The binary expression MLIR leaves as written where xDSL would fold it
    to another value (or fail), else None.  `lhs` and `rhs` hold 64-bit
    constants; `operator` is the token (`-` is `lhs + rhs * -1`)."""
    right = _constant(rhs)
    if right is None:
        return None
    kind = KINDS.get(operator)
    if kind is AffineBinaryOpKind.Mod and right < 1:
        return AffineBinaryOpExpr(kind, lhs, rhs)
    if kind in (AffineBinaryOpKind.FloorDiv, AffineBinaryOpKind.CeilDiv):
        if right == 0 or (right == -1 and _constant(lhs) == INT64_MIN):
            return AffineBinaryOpExpr(kind, lhs, rhs)
        return None
    left = _constant(lhs)
    if left is None or kind is AffineBinaryOpKind.Mod:
        return None
    if operator == "-":
        if right != INT64_MIN and not INT64_MIN <= left - right <= INT64_MAX:
            return AffineBinaryOpExpr(
                AffineBinaryOpKind.Add, lhs, AffineConstantExpr(-right)
            )
        return None
    exact = left + right if kind is AffineBinaryOpKind.Add else left * right
    if kind is not None and not INT64_MIN <= exact <= INT64_MAX:
        return AffineBinaryOpExpr(kind, lhs, rhs)
    return None


def mlir_identity(lhs: AffineExpr, rhs: AffineExpr, operator: str) -> AffineExpr | None:
    """What MLIR's builder makes of a product by 0 (0), a `floordiv` or
    `ceildiv` by 1 (the dividend) and a `mod` by 1 (0), which xDSL 0.75
    keeps as written (`d0 * 0 + d0` stayed a sum where MLIR has `d0`, and a
    `linalg.generic` map needing it escaped the shape check); None for the
    rest, built as xDSL builds it."""
    right = _constant(rhs)
    if operator == "*":
        if right == 0 or _constant(lhs) == 0:
            return AffineConstantExpr(0)
        return None
    if right != 1:
        return None
    if operator in ("floordiv", "ceildiv"):
        return lhs
    return AffineConstantExpr(0) if operator == "mod" else None


class AffineArithmetic:
    """Wraps the constants of the expressions one reader builds (module
    docstring); one per parse."""

    def __init__(self) -> None:
        self._forms: dict[int, tuple[AffineExpr, AffineExpr]] = {}
        """`id` of each expression met -> (the expression, kept alive so that
        the id stays its own; its form with each constant wrapped)."""

    def wrapped(self, expr: AffineExpr) -> AffineExpr:
        """`expr` with each constant wrapped to 64 bits (`expr` itself when
        all are), walking only nodes not met before, without recursion."""
        forms = self._forms
        stack: list[tuple[AffineExpr, bool]] = [(expr, False)]
        while stack:
            node, children_done = stack.pop()
            if id(node) in forms:
                continue
            form = node
            if isinstance(node, AffineBinaryOpExpr):
                if not children_done:
                    stack += ((node, True), (node.rhs, False), (node.lhs, False))
                    continue
                lhs, rhs = forms[id(node.lhs)][1], forms[id(node.rhs)][1]
                if lhs is not node.lhs or rhs is not node.rhs:
                    form = AffineBinaryOpExpr(node.kind, lhs, rhs)
            elif isinstance(node, AffineConstantExpr) and node.value != wrap(
                node.value
            ):
                form = AffineConstantExpr(wrap(node.value))
            forms[id(node)] = (node, form)
            forms.setdefault(id(form), (form, form))
        return forms[id(expr)][1]


class MlirAffineParser(AffineParser):
    """xDSL's parser of affine maps and sets, with MLIR's 64-bit constants
    (module docstring)."""

    def __init__(self, state: ParserState[MLIRTokenKind]) -> None:
        super().__init__(state)
        self._arithmetic = AffineArithmetic()

    def _parse_primary(
        self, parse_optional_bare_id: Callable[[], AffineExpr | None]
    ) -> AffineExpr:
        """A literal past 2**63 is an error at its digits, in MLIR's words."""
        token = xdsl_internals.current_token(self)
        if (
            token.kind is MLIRTokenKind.INTEGER_LIT
            and token.kind.get_int_value(token.span) >= LITERAL_LIMIT
        ):
            self.raise_error(
                "constant too large for index", token.span.start, token.span.end
            )
        primary = super()._parse_primary(parse_optional_bare_id)
        return self._arithmetic.wrapped(primary)

    def parse_affine_map_of_ssa_ids(self) -> tuple[AffineMap, Sequence[Span]]:
        """`[` affine-expr (`,` affine-expr)* `]` over SSA values, as MLIR reads
        it: a value is a dimension, unless written `symbol(%v)`; a value
        named again is the same one.  The values' spans, dimensions first
        (xDSL 0.75 made every value a symbol: `%m[%i + 1]` of an
        `affine.load` meant `()[s0] -> (s0 + 1)`, where MLIR reads
        `(d0) -> (d0 + 1)`, and an induction variable is no symbol)."""
        dims: dict[str, tuple[AffineExpr, Span]] = {}
        symbols: dict[str, tuple[AffineExpr, Span]] = {}

        def value() -> AffineExpr | None:
            is_symbol = xdsl_internals.current_token(self).text == "symbol"
            if is_symbol:
                self.parse_keyword("symbol")
                self.parse_punctuation("(")
            token = self._parse_optional_token(MLIRTokenKind.PERCENT_IDENT)
            if token is None:
                if is_symbol:
                    self.raise_error("expected SSA operand")
                return None
            if is_symbol:
                self.parse_punctuation(")")
            name = token.span.text
            known = dims.get(name) or symbols.get(name)
            if known is None:
                table = symbols if is_symbol else dims
                expr = (AffineExpr.symbol if is_symbol else AffineExpr.dimension)(
                    len(table)
                )
                known = table[name] = (expr, token.span)
            return known[0]

        exprs = self.parse_comma_separated_list(
            self.Delimiter.SQUARE, lambda: self._parse_affine_expr(value)
        )
        spans = [span for _, span in (*dims.values(), *symbols.values())]
        return AffineMap(len(dims), len(symbols), tuple(exprs)), spans

    def _create_binop_expr(
        self, lhs: AffineExpr, rhs: AffineExpr, binop: MLIRToken
    ) -> AffineExpr:
        """Folded only where MLIR folds, its constants wrapped to 64 bits."""
        kept = kept_unfolded(lhs, rhs, binop.text)
        if kept is not None:
            return kept
        identity = mlir_identity(lhs, rhs, binop.text)
        if identity is not None:
            return identity
        built = super()._create_binop_expr(lhs, rhs, binop)
        return self._arithmetic.wrapped(built)
