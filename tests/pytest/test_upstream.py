"""The xDSL 0.75 bugs the package works around are still in stock xDSL.

One test per entry of docs/upstream.md, each running that entry's reproducer
against xDSL's own parser, printer and IR, in this process (cheap).  A test
that fails says upstream fixed the bug: the workaround the entry names can
go (and the entry with it).  The name clash of the printer has its test
beside the fix's (tests/pytest/io/test_printer.py,
`test_xdsl_printer_still_clashes`).
"""

from __future__ import annotations

import time
from io import StringIO

import pytest
from xdsl.context import Context
from xdsl.dialects import llvm
from xdsl.dialects.affine import Affine
from xdsl.dialects.arith import (
    AddfOp,
    AddiOp,
    Arith,
    ExtSIOp,
    MaxSIOp,
    MulfOp,
)
from xdsl.dialects.builtin import (
    Builtin,
    FileLineColLoc,
    FusedLoc,
    IntAttr,
    StringAttr,
    UnregisteredAttr,
    UnregisteredOp,
    i8,
    i32,
)
from xdsl.dialects.func import Func
from xdsl.dialects.linalg import Linalg
from xdsl.dialects.memref import MemRef
from xdsl.dialects.scf import Scf
from xdsl.dialects.test import Test
from xdsl.ir import Block, Dialect, ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition, param_def
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    FormatProgram,
    OptionalGroupDirective,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Commutative, ConstantLike, SymbolTable, get_effects
from xdsl.utils.exceptions import ParseError, VerifyException
from xdsl.utils.mlir_lexer import MLIRLexer

from xdsl_stream.dialects.stream.async_ import AsyncAllocaOp
from xdsl_stream.dialects.util import UTIL, BufferConstantOp


def _context(*dialects: Dialect) -> Context:
    ctx = Context(allow_unregistered=True)
    for dialect in (Builtin, Test, *dialects):
        ctx.load_dialect(dialect)
    return ctx


def _print(text: str, *dialects: Dialect) -> str:
    stream = StringIO()
    Printer(stream=stream).print_op(Parser(_context(*dialects), text).parse_module())
    return stream.getvalue()


def test_location_alias_defined_after_use_is_refused() -> None:
    """Forward location aliases (`xdsl_stream.io.parser.ForwardLocParser`)."""
    text = '"test.op"() : () -> () loc(#loc1)\n#loc1 = loc("a.mlir":1:2)\n'
    with pytest.raises(ParseError, match="undefined symbol alias '#loc1'"):
        Parser(_context(), text).parse_module()


def test_qualified_op_name_is_looked_up_under_the_enclosing_dialect() -> None:
    """Qualified op lookup (`xdsl_stream.io.parser.ClosedDialectParser`)."""
    text = '"memref.alloca_scope"() ({\n  "alloca_scope.return"() : () -> ()\n}) : () -> ()'
    scope = Parser(_context(MemRef), text).parse_module().body.block.first_op
    assert scope is not None
    inner = scope.regions[0].block.first_op
    assert inner is not None and inner.name == "memref.alloca_scope.return"


def test_unknown_op_of_a_loaded_dialect_is_kept() -> None:
    """Closed dialects (`xdsl_stream.dialects.closed`): MLIR refuses it."""
    module = Parser(_context(Arith), '"arith.bogus"() : () -> ()').parse_module()
    assert isinstance(module.body.block.first_op, UnregisteredOp)


def _seconds_to_fail(length: int) -> float:
    """CPU time of xDSL's string pattern on a literal with no closing quote."""
    text = '"' + "a" * length
    start = time.process_time()
    for _ in range(3):
        assert MLIRLexer._unescaped_characters_regex.match(text) is None  # pyright: ignore[reportPrivateUsage]
    return time.process_time() - start


def test_string_without_closing_quote_takes_exponential_time() -> None:
    """Linear string lexing (`xdsl_stream.io.parser.LinearStringLexer`): six
    characters more cost about 4**3 = 64 times as much (linear would be 1.4)."""
    short, long = _seconds_to_fail(14), _seconds_to_fail(20)
    assert long > 8 * max(short, 1e-4), (short, long)


def test_format_type_error_has_no_location() -> None:
    """Located format errors (`xdsl_stream.dialects.stream.base`,
    `declared_op_definition`): a VerifyException out of the parser, no
    ParseError with a position (xdsl-opt prints a traceback)."""
    text = '%0 = "test.op"() : () -> f32\n%1 = arith.addi %0, %0 : f32\n'
    with pytest.raises(VerifyException) as raised:
        Parser(_context(Arith), text).parse_module()
    assert not isinstance(raised.value, ParseError)
    assert str(raised.value) == "Unexpected attribute f32"


def test_unregistered_attribute_with_a_type_is_refused() -> None:
    """Typed opaque attributes (`xdsl_stream.dialects.typed_opaque`)."""
    text = '"test.op"() {a = #foo.bar<"x"> : i32} : () -> ()'
    with pytest.raises(ParseError, match="'}' expected"):
        Parser(_context(), text).parse_module()


def test_unregistered_attribute_body_keeps_alias_references() -> None:
    """Alias references in unregistered bodies (`ForwardLocParser`,
    `xdsl_stream.dialects.typed_opaque.expand_aliases`): kept as written, the
    alias not printed (MLIR does the same: not an xDSL bug, see the docs)."""
    text = '#m = affine_map<(d0) -> (d0)>\n"test.op"() {a = #foo.bar<[#m]>} : () -> ()'
    module = Parser(_context(), text).parse_module()
    op = module.body.block.first_op
    assert op is not None
    attr = op.attributes["a"]
    assert isinstance(attr, UnregisteredAttr)
    assert attr.value.data == "[#m]"


MATMUL = """\
"func.func"() <{function_type = (tensor<8x4xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, sym_name = "f"}> ({
^bb0(%a: tensor<8x4xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>):
  %0 = "linalg.matmul"(%a, %b, %c) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb1(%x: f32, %y: f32, %z: f32):
    %1 = "arith.mulf"(%x, %y) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2 = "arith.addf"(%z, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "linalg.yield"(%2) : (f32) -> ()
  }) : (tensor<8x4xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  "func.return"(%0) : (tensor<4x16xf32>) -> ()
}) : () -> ()
"""


def test_matmul_custom_print_drops_transposed_indexing_maps() -> None:
    """Lossy custom printers (`xdsl_stream.io.lossy_print`,
    `xdsl_stream.io.printer.OwnedCustomPrinter`)."""
    printed = _print(MATMUL, Func, Arith, Linalg)
    assert "linalg.matmul ins(" in printed
    assert "indexing_maps" not in printed and "affine_map" not in printed


def test_operands_setter_makes_new_uses() -> None:
    """`xdsl_stream.core.xdsl_internals.set_operands` (a cost, not a wrong
    result): setting the same operands again replaces every `Use`."""
    module = Parser(
        _context(), '%0 = "test.op"() : () -> i32\n"test.op"(%0) : (i32) -> ()'
    ).parse_module()
    user = module.body.block.last_op
    assert user is not None
    (value,) = user.operands
    before = list(value.uses)
    user.operands = [value]
    after = list(value.uses)
    assert len(before) == len(after) == 1
    assert after[0] is not before[0]


def test_a_second_read_renames_a_resource_and_loses_its_blob() -> None:
    """Per-process blob storage (`ForwardLocParser._parse_dialect_resource_handle`)."""
    text = (
        '"test.op"() {v = dense_resource<upstream_k> : tensor<1xi32>} : () -> ()\n'
        "{-#\n  dialect_resources: {\n    builtin: {\n"
        '      upstream_k: "0x0400000001000000"\n    }\n  }\n#-}\n'
    )
    Parser(_context(), text).parse_module()
    module = Parser(_context(), text).parse_module()
    stream = StringIO()
    printer = Printer(stream=stream)
    printer.print_op(module)
    printer.print_metadata([Builtin])
    assert "dense_resource<upstream_k_0>" in stream.getvalue()
    assert "0x0400000001000000" not in stream.getvalue()


def test_a_declaration_drops_its_argument_attributes() -> None:
    """`ClosedDialectParser._keep_declared_argument_attributes`."""
    text = "func.func private @d(i32 {foo.bar = 1 : i32})\n"
    module = Parser(_context(Func), text).parse_module()
    declaration = module.body.block.first_op
    assert declaration is not None and declaration.name == "func.func"
    assert "arg_attrs" not in declaration.properties


POOLING = """\
func.func @pool(%i: tensor<1x2x6x6xf32>, %k: tensor<3x3xf32>, %o: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %0 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %k : tensor<1x2x6x6xf32>, tensor<3x3xf32>) outs(%o : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %0 : tensor<1x2x4x4xf32>
}
"""


def test_named_op_bodies_are_not_mlirs() -> None:
    """`xdsl_stream.io.linalg_bodies`: max pooling takes the maximum of the
    input and the window (MLIR: of the output and the input)."""
    module = Parser(_context(Func, Arith, Linalg), POOLING).parse_module()
    pooling = next(op for op in module.walk() if op.name == "linalg.pooling_nchw_max")
    body = pooling.regions[0].block
    maximum = body.first_op
    assert maximum is not None and maximum.name == "arith.maximumf"
    assert tuple(maximum.operands) == body.args[:2]


def test_a_fused_location_with_metadata_is_refused() -> None:
    """`ForwardLocParser._fused_location_with_metadata`."""
    text = '"test.op"() : () -> () loc(fused<"meta">["a.mlir":1:2])\n'
    with pytest.raises(ParseError, match="'\\[' expected"):
        Parser(_context(), text).parse_module()


def test_a_fused_locations_location_metadata_loses_its_loc() -> None:
    """`xdsl_stream.io.printer.FusedMetadataPrinter`."""
    metadata = FileLineColLoc(StringAttr("a"), IntAttr(1), IntAttr(1))
    fused = FusedLoc(
        (FileLineColLoc(StringAttr("b"), IntAttr(2), IntAttr(2)),), metadata
    )
    stream = StringIO()
    Printer(stream).print_attribute(fused)
    assert stream.getvalue() == 'loc(fused<"a":1:1>["b":2:2])'


def test_file_locations_read_one_shape_of_any_size() -> None:
    """`ForwardLocParser._file_position`: a line alone is refused, and a line
    over 32 bits read."""
    line_only = '"test.op"() : () -> () loc("a.mlir":3)\n'
    with pytest.raises(ParseError, match="Expected ':'"):
        Parser(_context(), line_only).parse_module()
    too_big = '"test.op"() : () -> () loc("a.mlir":4294967296:2)\n'
    op = Parser(_context(), too_big).parse_module().body.block.first_op
    assert op is not None and str(op.location) == 'loc("a.mlir":4294967296:2)'


def test_some_ops_mlir_declares_pure_declare_no_effects() -> None:
    """`xdsl_stream.core.side_effects.declared_effects`."""
    assert get_effects(ExtSIOp(Block(arg_types=[i8]).args[0], i32)) is None


TWO_IFS = """\
func.func @f(%c: i1, %a: i32) -> (i32, i32) {
  %0 = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  func.return %0, %1 : i32, i32
}
"""


def test_two_ops_of_one_block_are_not_structurally_equivalent() -> None:
    """`xdsl_stream.transforms.mlir_cse._equivalent`: two equal ops of one
    block compare unequal, and two that differ in a nested result type equal
    once their parents are mapped."""
    module = Parser(_context(Func, Arith, Scf), TWO_IFS).parse_module()
    first, second, _ = list(next(iter(module.ops)).regions[0].block.ops)
    assert not first.is_structurally_equivalent(second)
    assert first.is_structurally_equivalent(second, {first.parent: second.parent})
    text = TWO_IFS.replace(
        "scf.yield %a : i32\n  } else",
        "%t = arith.trunci %a : i32 to i8\n    scf.yield %a : i32\n  } else",
        1,
    )
    text = text.replace(
        "scf.yield %a : i32\n  } else {\n    scf.yield %a : i32\n  }\n  func",
        "%t = arith.trunci %a : i32 to i16\n    scf.yield %a : i32\n  } else {\n    scf.yield %a : i32\n  }\n  func",
        1,
    )
    module = Parser(_context(Func, Arith, Scf), text).parse_module()
    first, second, _ = list(next(iter(module.ops)).regions[0].block.ops)
    truncations = [op for op in module.walk() if op.name == "arith.trunci"]
    assert [str(t.results[0].type) for t in truncations] == ["i8", "i16"]
    assert first.is_structurally_equivalent(second, {first.parent: second.parent})


def _stock_print(text: str) -> str:
    """The first op of `text` as xDSL's own parser reads and prints it."""
    op = Parser(_context(), text).parse_module().body.block.first_op
    assert op is not None
    return str(op)


def test_an_index_integer_of_any_size_is_read() -> None:
    """`ClosedDialectParser.parse_optional_builtin_int_or_float_attr`."""
    text = '"test.op"() {x = 18446744073709551615 : index} : () -> ()\n'
    assert "18446744073709551615 : index" in _stock_print(text)


def test_an_affine_map_may_name_a_dimension_twice() -> None:
    """`ClosedDialectParser.parse_affine_map` / `parse_affine_set`."""
    text = '"test.op"() {m = affine_map<(d0, d0) -> (d0)>} : () -> ()\n'
    assert "affine_map<(d0, d1) -> (d0)>" in _stock_print(text)


def test_dense_hex_elements_are_read_as_numbers() -> None:
    """`xdsl_stream.io.float_literals` (`ClosedDialectParser`,
    `ExactFloatPrinter`): a hex element of a float dense literal is a number,
    a splat is decided by value (`0.0 == -0.0`), and a NaN loses its bits."""
    text = (
        '"test.op"() {a = dense<0xFF800000> : tensor<2xf32>,'
        " b = dense<[0.0, -0.0]> : tensor<2xf32>, c = 0x7E01 : f16} : () -> ()\n"
    )
    printed = _stock_print(text)
    assert "dense<4.28657869e+09> : tensor<2xf32>" in printed
    assert "dense<0.000000e+00> : tensor<2xf32>" in printed
    assert "0x7e00 : f16" in printed


@pytest.mark.parametrize(
    "line",
    [
        '%0 = "arith.trunci"(%a) <{overflowFlags = #arith.overflow<none>}> : (i16) -> i8',
        "%0 = arith.trunci %a overflow<nsw> : i16 to i8",
        "%0 = arith.extui %a nneg : i16 to i32",
        "%0 = arith.extf %h fastmath<nnan> : f16 to f32",
        "%0 = arith.truncf %f to_nearest_even : f32 to f16",
        "%0 = arith.extui %t : tensor<4xi1> to tensor<4xi8>",
        "%0 = arith.index_cast %v : vector<4xi32> to vector<4xindex>",
        '%0 = "arith.cmpi"(%v, %v) <{predicate = 2 : i64}> : '
        "(vector<4xi32>, vector<4xi32>) -> vector<4xi1>",
    ],
)
def test_arith_casts_take_no_properties_and_no_tensors(line: str) -> None:
    """`xdsl_stream.dialects.arith_casts`: each is refused."""
    text = (
        "func.func @f(%a: i16, %h: f16, %f: f32, %t: tensor<4xi1>,"
        f" %v: vector<4xi32>) {{\n  {line}\n  func.return\n}}\n"
    )
    with pytest.raises((ParseError, VerifyException)):
        Parser(_context(Func, Arith), text).parse_module().verify()


def test_execute_region_drops_its_attribute_dictionary() -> None:
    """`xdsl_stream.dialects.scf_execute_region`."""
    text = (
        "func.func @f() {\n  scf.execute_region {\n    scf.yield\n  } {tag = 1 : i32}"
        "\n  func.return\n}\n"
    )
    module = Parser(_context(Func, Scf), text).parse_module()
    (op,) = [op for op in module.walk() if op.name == "scf.execute_region"]
    assert not op.attributes


def test_func_drops_arg_attrs_of_its_attribute_dictionary() -> None:
    """`xdsl_stream.dialects.func_func`."""
    text = (
        "func.func @k(%b: i32) attributes {arg_attrs = [{a.b = 64 : index}]} {\n"
        "  func.return\n}\n"
    )
    module = Parser(_context(Func), text).parse_module()
    (op,) = [op for op in module.walk() if op.name == "func.func"]
    assert "arg_attrs" in op.attributes and "arg_attrs" not in op.properties
    assert "a.b" not in str(module)


def test_letters_and_digits_outside_ascii_are_read() -> None:
    """`xdsl_stream.io.parser.LinearStringLexer.lex`."""
    text = '"test.op"() {\u00e9 = 1, b = array<i32: \u0663>} : () -> ()\n'
    op = Parser(_context(), text).parse_module().body.block.first_op
    assert op is not None
    assert "\u00e9" in op.attributes
    assert str(op.attributes["b"]) == "array<i32: 3>"


def test_an_opaque_body_must_begin_with_a_name() -> None:
    """`xdsl_stream.io.parser.ClosedDialectParser._unnamed_opaque_body`."""
    text = '"test.op"() {a = #foo<1>} : () -> ()\n'
    with pytest.raises(ParseError, match="Expected attribute name"):
        Parser(_context(), text).parse_module()


def test_no_implicit_module_ignores_what_follows_the_first_op() -> None:
    """`xdsl_stream.io.parser.ClosedDialectParser._single_module`."""
    text = 'module {\n}\nmodule {\n  "test.op"() : () -> ()\n}\n}}} garbage\n'
    module = Parser(_context(), text).parse_module(allow_implicit_module=False)
    assert not list(module.ops)


def test_an_unregistered_op_is_a_symbol_table() -> None:
    """`xdsl_stream.dialects.symbols.symbol_table_of`."""
    assert UnregisteredOp.with_name("test.wrap").has_trait(SymbolTable)


@pytest.mark.parametrize(
    ("body", "error"),
    [
        ("^0:\n  %s\n", ValueError),
        ('  "test.br"()[^x] : () -> ()\n^x:\n  %s\n^x:\n  %s\n', KeyError),
    ],
)
def test_block_labels_raise(body: str, error: type[Exception]) -> None:
    """`xdsl_internals.parse_labelled_block`: a label of digits only, and a
    block branched to and then defined twice."""
    end = '"test.end"() : () -> ()'
    text = '"test.op"() ({\n' + body.replace("%s", end) + "}) : () -> ()\n"
    with pytest.raises(error):
        Parser(_context(), text).parse_module()


def test_isolation_skips_the_regions_of_unregistered_ops() -> None:
    """`xdsl_stream.core.verify_memo.IsolatedFromAboveFast`."""
    text = (
        '%c = "test.c"() : () -> i32\n'
        "func.func @f() {\n"
        '  "test.wrap"() ({\n    "test.use"(%c) : (i32) -> ()\n  }) : () -> ()\n'
        "  func.return\n}\n"
    )
    Parser(_context(Func), text).parse_module().verify()


def test_a_string_with_non_ascii_escapes_is_bytes() -> None:
    """`xdsl_stream.io.parser.LinearStringLexer._lex_string_literal`: MLIR's
    print of `"é"` is not read as a string."""
    text = '"test.op"() {a = "\\C3\\A9"} : () -> ()\n'
    op = Parser(_context(), text).parse_module().body.block.first_op
    assert op is not None
    assert type(op.attributes["a"]).__name__ == "BytesAttr"


def test_odd_width_integer_hex_strings_are_read_into_other_values() -> None:
    """`xdsl_stream.io.odd_width_ints`
    and `xdsl_stream.core.float_bits` (entries 22 and 18): an `i3` element's
    whole byte is its value, and an 8-bit float's hex element a number."""
    text = (
        '"test.op"() {a = dense<"0xA9"> : tensor<1xi3>,'
        " b = dense<0xFC> : tensor<2xf8E5M2>} : () -> ()\n"
    )
    printed = _stock_print(text)
    assert "dense<-87> : tensor<1xi3>" in printed
    assert "dense<2.560000e+02> : tensor<2xf8E5M2>" in printed


def test_affine_constants_are_python_integers() -> None:
    """`xdsl_stream.io.affine_exprs` (entry 23): `7 mod -2` folded with
    Python's `%`, a literal past 64 bits kept, `7 mod 0` an exception."""
    ctx = _context()
    printed = str(
        Parser(
            ctx, "affine_map<() -> (7 mod -2, 18446744073709551616)>"
        ).parse_attribute()
    )
    assert printed == "affine_map<() -> (-1, 18446744073709551616)>"
    with pytest.raises(ZeroDivisionError):
        Parser(ctx, "affine_map<() -> (7 mod 0)>").parse_attribute()


@pytest.mark.parametrize(
    "text",
    [
        "tensor<2xtensor<f32>>",
        "vector<0xf32>",
        "memref<2x!foo.t>",
        "i16777216",
        "memref<2xf32, affine_map<(d0, d1) -> (d0)>>",
    ],
)
def test_builtin_types_mlir_refuses_are_read(text: str) -> None:
    """`xdsl_stream.io.builtin_types` (entry 24)."""
    assert str(Parser(_context(), text).parse_type()) == text


def test_negative_zero_and_xdsl_spellings_are_read() -> None:
    """`xdsl_stream.io.integer_literals` and `ClosedDialectParser` (entry 24)."""
    ctx = _context()
    assert str(Parser(ctx, "-0 : i8").parse_attribute()) == "0 : i8"
    assert str(Parser(ctx, "#builtin.int<1>").parse_attribute()) == "#builtin.int<1>"
    opaque = Parser(ctx, 'opaque<"x", "0x00"> : tensor<1xi8>').parse_attribute()
    assert str(opaque).startswith("opaque<")


def test_a_spaced_shape_delimiter_is_refused() -> None:
    """`ClosedDialectParser.parse_dimension_list` (entry 24)."""
    with pytest.raises(ParseError, match="Expected 'x' in shape delimiter"):
        Parser(_context(), "tensor<4 x f32>").parse_type()


def test_an_optional_group_reads_its_anchor_as_optional() -> None:
    """`xdsl_internals.with_required_anchors` (entry 25)."""
    op_def = AsyncAllocaOp.get_irdl_definition()
    program = FormatProgram.from_str(AsyncAllocaOp.assembly_format or "", op_def)
    groups = [s for s in program.stmts if isinstance(s, OptionalGroupDirective)]
    anchors = [g.anchor for g in groups if type(g.anchor) is AttributeVariable]
    assert anchors and all(a.is_optional for a in anchors)


def test_an_optional_string_reads_any_attribute() -> None:
    """Entry 28: `($name^)?` of a `StringAttr` takes the attribute
    dictionary after it for the name (`xdsl_internals.with_required_anchors`
    reads a string literal only)."""
    op_def = BufferConstantOp.get_irdl_definition()
    program = FormatProgram.from_str(BufferConstantOp.assembly_format or "", op_def)
    parser = Parser(_context(UTIL), '{note} : !util.buffer = "k"')
    op = program.parse(parser, BufferConstantOp)
    assert str(op.properties["name"]) == "{note}"  # refused by the verifier


def test_some_commutative_ops_are_not_marked() -> None:
    """Entry 29 (`xdsl_stream.core.commutative`)."""
    assert AddiOp.has_trait(Commutative)
    assert not any(op.has_trait(Commutative) for op in (AddfOp, MulfOp, MaxSIOp))


def test_a_missing_token_is_reported_at_the_next_token() -> None:
    """Entry 30 (`xdsl_stream.io.wrong_token`): the type missing at the end
    of line 2 is reported at line 3's first token (iree-opt: 2:27)."""
    text = (
        "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a :\n"
        "  return %0 : i32\n}\n"
    )
    with pytest.raises(ParseError) as caught:
        Parser(_context(Func, Arith), text).parse_module()
    location = caught.value.span.get_location()
    assert (location.line, location.col, caught.value.msg) == (3, 3, "type expected")


def test_an_attribute_dictionary_drops_segment_sizes_it_does_not_own() -> None:
    """Entry 31 (`lossy_print.drops_segment_attribute`)."""
    text = (
        '"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
        '  "func.return"() {operandSegmentSizes = array<i32: 0>} : () -> ()\n'
        "}) : () -> ()\n"
    )
    assert "operandSegmentSizes" not in _print(text, Func)


class _Base(ParametrizedAttribute):
    name_param: StringAttr = param_def()


@irdl_attr_definition
class _Derived(_Base):
    name = "test.derived"


def test_parameters_of_a_base_class_are_not_compared() -> None:
    """Entry 26: the attribute's `==` and hash ignore a parameter its base
    class declares, though xDSL reads it as a parameter."""
    a, b = _Derived(StringAttr("a")), _Derived(StringAttr("b"))
    assert a.parameters != b.parameters
    assert a == b and hash(a) == hash(b)


def test_affine_subscripts_are_read_as_symbols() -> None:
    """Entry 34 (`xdsl_stream.io.affine_exprs`): `%m[%i + 1]` of an
    `affine.load` is `()[s0] -> (s0 + 1)` to xDSL (MLIR: `(d0) -> (d0 + 1)`)."""
    text = (
        "func.func @f(%m: memref<8xf32>, %i: index) {\n"
        "  %x = affine.load %m[%i + 1] : memref<8xf32>\n  return\n}\n"
    )
    module = Parser(_context(Func, MemRef, Affine), text).parse_module()
    load = next(op for op in module.walk() if op.name == "affine.load")
    assert str(load.properties["map"]) == "affine_map<()[s0] -> ((s0 + 1))>"


def test_matmul_indexing_maps_are_not_read() -> None:
    """Entry 35 (`xdsl_stream.dialects.linalg_forms.MatmulOp`): MLIR's
    `linalg.matmul indexing_maps = [...] ins(...)` reads no operands, and
    building the body of none raises."""
    maps = ", ".join(
        f"affine_map<(d0, d1, d2) -> ({r})>" for r in ("d2, d0", "d2, d1", "d0, d1")
    )
    text = (
        "func.func @f(%a: tensor<8x4xf32>, %b: tensor<8x16xf32>, "
        "%c: tensor<4x16xf32>) -> tensor<4x16xf32> {\n"
        f"  %0 = linalg.matmul indexing_maps = [{maps}] "
        "ins(%a, %b : tensor<8x4xf32>, tensor<8x16xf32>) "
        "outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>\n"
        "  return %0 : tensor<4x16xf32>\n}\n"
    )
    with pytest.raises(IndexError):
        Parser(_context(Func, Arith, Linalg), text).parse_module()


def test_generic_results_in_parentheses_are_not_read() -> None:
    """Entry 36 (`xdsl_stream.dialects.linalg_forms.GenericOp`): `-> (T, T)`
    after a `linalg.generic`'s body is read as a function type."""
    identity = "affine_map<(d0) -> (d0)>"
    text = (
        "func.func @f(%a: tensor<4xf32>, %e: tensor<4xf32>) -> tensor<4xf32> {\n"
        f"  %r:2 = linalg.generic {{indexing_maps = [{identity}, {identity}, "
        f'{identity}], iterator_types = ["parallel"]}} ins(%a : tensor<4xf32>) '
        "outs(%e, %e : tensor<4xf32>, tensor<4xf32>) {\n"
        "  ^bb0(%in: f32, %o: f32, %p: f32):\n"
        "    linalg.yield %in, %in : f32, f32\n"
        "  } -> (tensor<4xf32>, tensor<4xf32>)\n"
        "  return %r#0 : tensor<4xf32>\n}\n"
    )
    with pytest.raises(ParseError, match="Expected '->'"):
        Parser(_context(Func, Arith, Linalg), text).parse_module()


def test_an_operand_defined_inside_its_own_op_is_a_dangling_placeholder() -> None:
    """Entry 39 (`ClosedDialectParser._check_forward_users`): `scf.for`'s
    custom parser takes its step before its body, whose `%s` then binds the
    forward reference; the loop is built afterwards with the placeholder."""
    text = (
        "func.func @f(%a: index) {\n"
        "  scf.for %i = %a to %a step %s {\n"
        "    %s = arith.constant 1 : index\n"
        "  }\n"
        "  return\n}\n"
    )
    module = Parser(_context(Func, Arith, Scf), text).parse_module()
    loop = next(op for op in module.walk() if op.name == "scf.for")
    step = loop.operands[2]
    with pytest.raises(ValueError, match="Forward declared values do not have"):
        _ = step.owner


def test_form_feeds_are_blanks_and_nul_is_refused() -> None:
    """Entry 41 (`xdsl_stream.io.reader.mlir_characters`)."""
    for blank in ("\f", "\v"):
        assert _stock_print(f'"test.op"() : () -> (){blank}\n') == (
            '"test.op"() : () -> ()'
        )
    with pytest.raises(ParseError, match="Unexpected character"):
        Parser(_context(), '"test.op"() : () -> ()\0\n').parse_module()


def test_llvm_constants_are_not_constant_like() -> None:
    """Entry 42 (`xdsl_stream.core.ir_helpers.MLIR_CONSTANT_LIKE`)."""
    assert not llvm.ConstantOp.has_trait(ConstantLike)


def test_a_quoted_resource_key_is_refused_and_keys_print_on_one_line() -> None:
    """Entry 50 (`ForwardLocParser._resource_key`, `ResourceSectionPrinter`)."""
    quoted = '"test.op"() {v = dense_resource<"k-1"> : tensor<1xi32>} : () -> ()\n'
    with pytest.raises(ParseError, match="identifier expected for resource handle"):
        Parser(_context(), quoted).parse_module()
    text = (
        '"test.op"() {v = dense_resource<upstream_z> : tensor<1xi32>,'
        " w = dense_resource<upstream_a> : tensor<1xi32>} : () -> ()\n"
        "{-#\n  dialect_resources: {\n    builtin: {\n"
        '      upstream_a: "0x0400000001000000",\n'
        '      upstream_z: "0x0400000002000000"\n    }\n  }\n#-}\n'
    )
    stream = StringIO()
    printer = Printer(stream=stream)
    printer.print_op(Parser(_context(), text).parse_module())
    printer.print_metadata([Builtin])
    assert (
        'upstream_a: "0x0400000001000000",upstream_z: "0x0400000002000000"'
        in stream.getvalue()
    )


def test_a_symbol_table_counts_ops_that_are_no_symbols() -> None:
    """Entry 51 (`verify_memo.verified_without_symbol_table`)."""
    text = '"test.op"() {sym_name = "x"} : () -> ()\n' * 2
    module = Parser(_context(), text).parse_module()
    with pytest.raises(VerifyException, match='Redefinition of symbol "x"'):
        module.verify()
