"""The package's printers give every value and block of a scope its own name.

xDSL 0.75's printer names a value after its hint plus the hint's next `_N`
suffix without checking the name is free, so `%x`, `%x_1`, `%x_1_1` (hints
`x`, `x`, `x_1`) print as `%x`, `%x_1`, `%x_1`: output that re-reads with a
different meaning, or not at all.  `xdsl_stream.io.printer.UniqueNamePrinter`
(under `xdsl-stream-opt`, `xdsl-stream-report` and `api.print_module`) skips
taken names; these tests hold it to that on hand-written cases and on the
fuzzer's cases that found the bug.
"""

from __future__ import annotations

import contextlib
import re
import subprocess
import sys
from collections.abc import Mapping, Sequence
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from harness.oracle import SPLIT_MARKER
from xdsl.dialects.builtin import ArrayAttr, Builtin, IntegerAttr, ModuleOp
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.printer import Printer
from xdsl.utils.exceptions import DiagnosticException, ParseError

from xdsl_stream.api import parse_module, print_module
from xdsl_stream.core.speedups import Speedup, turned_off
from xdsl_stream.dialects.stream import CmdDispatchOp
from xdsl_stream.io.printer import (
    FastUniqueNamePrinter,
    MemoizingPrinter,
    OwnedCustomPrinter,
    ResourceSectionPrinter,
    UniqueNamePrinter,
    bytes_literal_text,
)

FUZZ_CASES = Path(__file__).parents[1] / "data" / "name_clash_fuzz_cases.mlir"

VALUES = """
func.func @f() -> (index, index, index) {
  %x = arith.constant 0 : index
  %x_1 = arith.constant 1 : index
  %x_1_1 = arith.constant 2 : index
  func.return %x, %x_1, %x_1_1 : index, index, index
}
"""

BLOCKS = """
func.func @f(%c: i1) -> index {
  %a = arith.constant 0 : index
  cf.cond_br %c, ^x, ^x_1
^x:
  cf.br ^x_1_1
^x_1:
  %b = arith.constant 1 : index
  func.return %b : index
^x_1_1:
  func.return %a : index
}
"""


def _fuzz_cases() -> list[str]:
    text = FUZZ_CASES.read_text()
    return [case for case in text.split(SPLIT_MARKER) if "builtin.module" in case]


def _defined_names(text: str) -> list[str]:
    """Every value and block name `text` defines: results, block arguments
    and block labels (the generic and custom forms define them alike)."""
    results = re.findall(r"^\s*((?:%[\w$.-]+(?:, )?)+) = ", text, re.MULTILINE)
    names = [name for group in results for name in group.split(", ")]
    names += re.findall(r"(%[\w$.-]+): ", text)  # block arguments
    names += re.findall(r"^\s*(\^[\w$.-]+)", text, re.MULTILINE)  # labels
    return names


def _rereads_as(printed: str, module: ModuleOp) -> bool:
    """`printed` parses back to IR structurally equivalent to `module`."""
    try:
        return parse_module(printed).is_structurally_equivalent(module)
    except (ParseError, DiagnosticException, KeyError):
        # xDSL 0.75's parser raises KeyError on a block label defined twice
        # after a forward reference to it.
        return False


def _xdsl_print(module: ModuleOp) -> str:
    stream = StringIO()
    Printer(stream=stream).print_op(module)
    return stream.getvalue()


def _unique_print(module: ModuleOp, **options: bool) -> str:
    stream = StringIO()
    UniqueNamePrinter(stream=stream, **options).print_op(module)
    return stream.getvalue()


@pytest.mark.parametrize("text", [VALUES, BLOCKS], ids=["values", "blocks"])
def test_xdsl_printer_still_clashes(text: str) -> None:
    """The upstream bug this module works around: if this fails, xDSL prints
    unique names itself and `UniqueNamePrinter` can go."""
    module = parse_module(text)
    printed = _xdsl_print(module)
    names = _defined_names(printed)
    assert len(names) != len(set(names)), names
    assert not _rereads_as(printed, module)


@pytest.mark.parametrize("generic", [False, True])
@pytest.mark.parametrize("text", [VALUES, BLOCKS], ids=["values", "blocks"])
def test_unique_names_keep_meaning(text: str, generic: bool) -> None:
    module = parse_module(text)
    printed = _unique_print(module, print_generic_format=generic)
    names = _defined_names(printed)
    assert len(names) == len(set(names)), names
    assert _rereads_as(printed, module)


def test_values_get_the_next_free_suffix() -> None:
    printed = _unique_print(parse_module(VALUES))
    # Hints x, x, x_1: named from the hint without its suffix (`_SUFFIXES`),
    # so that the names read back to the hints they were printed from.
    assert "func.return %x, %x_1, %x_2 : index, index, index" in printed
    assert _unique_print(parse_module(printed)) == printed
    blocks = _unique_print(parse_module(BLOCKS))
    assert re.findall(r"\^[\w]+(?=:)", blocks) == ["^x", "^x_1", "^x_1_1"]
    assert "cf.br ^x_1_1" in blocks


def test_names_without_clash_print_as_xdsl_prints_them() -> None:
    """The fix changes nothing where xDSL's names were already unique."""
    text = (Path(__file__).parents[3] / "examples" / "fuse.mlir").read_text()
    module = parse_module(text)
    assert _unique_print(module) == _xdsl_print(module)


def test_names_are_unique_per_isolated_scope() -> None:
    """Scopes (functions) reuse names as xDSL does; one scope never does."""
    text = VALUES + VALUES.replace("@f", "@g")
    printed = _unique_print(parse_module(text))
    assert printed.count("%x_2 = arith.constant 2") == 2


def test_the_fix_needs_no_speed_layer() -> None:
    """`UniqueNamePrinter` is xDSL's printer and the fix, nothing more; the
    speed layers sit above it and print the same text, on or off."""
    assert UniqueNamePrinter.__mro__[1] is Printer
    assert not issubclass(UniqueNamePrinter, MemoizingPrinter)
    assert FastUniqueNamePrinter.__mro__.index(MemoizingPrinter) < (
        FastUniqueNamePrinter.__mro__.index(UniqueNamePrinter)
    )
    for text in (VALUES, BLOCKS, *_fuzz_cases()):
        module = parse_module(text)
        for generic in (False, True):
            plain = _unique_print(module, print_generic_format=generic)
            for all_off in (False, True):
                with turned_off() if all_off else contextlib.nullcontext():
                    stream = StringIO()
                    FastUniqueNamePrinter(
                        stream=stream, print_generic_format=generic
                    ).print_op(module)
                assert stream.getvalue() == plain, (text, generic, all_off)


@pytest.mark.parametrize("lossless", [False, True])
@pytest.mark.parametrize("generic", [False, True])
def test_fuzzer_cases_print_and_reread(generic: bool, lossless: bool) -> None:
    cases = _fuzz_cases()
    assert len(cases) == 3
    for case in cases:
        module = parse_module(case)
        assert not _rereads_as(_xdsl_print(module), module)  # the case shows the bug
        printed = print_module(module, generic=generic, lossless=lossless)
        assert _rereads_as(printed, module)


@pytest.mark.slow
def test_driver_prints_unique_names(tmp_path: Path) -> None:
    source = tmp_path / "values.mlir"
    source.write_text(VALUES + BLOCKS.replace("@f", "@g"))
    opt = Path(sys.executable).parent / "xdsl-stream-opt"
    for flags in ([], ["--print-op-generic"]):
        result = subprocess.run(
            [opt, *flags, str(source)], capture_output=True, text=True, check=True
        )
        module = parse_module(result.stdout)
        assert module.is_structurally_equivalent(parse_module(source.read_text()))


DISPATCHES = """
util.func public @f(%r: !stream.resource<transient>, %s: index, %o: index, %l: index, %x: i32) {
  %t = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%s}) {
    stream.cmd.dispatch @ex::@fn[%s, %o](%x, %s : i32, index) {
      ro %a[%o for %l] : !stream.resource<transient>{%s},
      rw %a[%o for %l] : !stream.resource<transient>{%s}
    }
    stream.cmd.dispatch @"ex 1"::@fn(%x : i32) {
      wo %a[%o for %l] : !stream.resource<transient>{%s}
    }
    stream.cmd.dispatch {@ex::@fn, @ex::@fn2}[%s] {
      wo %a[%o for %l] : !stream.resource<transient>{%s}
    } attributes {foo = 1 : i32}
  } => !stream.timepoint
  util.return
}
"""
"""Dispatches of every shape the custom form has: with and without workload
and uniform operands, one binding or more (IREE's parser refuses none), a
quoted symbol, several entry points, an attribute dictionary (which the
joined text declines)."""

SUBSPANS = """
stream.executable private @ex {
  stream.executable.export public @fn
  builtin.module {
    func.func @fn(%b: !stream.binding, %n: index, %m: index) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %b[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
      %1 = stream.binding.subspan %b[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%n}
      %x = stream.binding.subspan %b[%c0] : !stream.binding -> memref<?x?xf32>{%n, %m}
      %x_1 = stream.binding.subspan %b[%c0] {foo} : !stream.binding -> memref<f32>
      %x_1_1 = stream.binding.subspan %b[%c0] : !stream.binding -> memref<f32>
      return
    }
  }
}
"""
"""Subspans without, with one and with two dimension values, one with an
attribute dictionary (which the joined text declines), and results whose
names need the printer's clash-free suffixes."""

GENERIC_TYPES = """
"foo.op"() ({
^bb0(%a: i32):
  %f = "foo.op"() : () -> ((i32) -> i32)
  %p, %q = "foo.op"(%a, %a) : (i32, i32) -> (i32, f32)
  %u = "foo.op"(%p) : (i32) -> i32
  "foo.op"(%u, %v) : (i32, i32) -> ()
  %v = "foo.op"() : () -> i32
  "foo.op"() <{p = 2 : i64}> {"a b" = 1 : i32, u, s = "x\\n"} : () -> ()
}) : () -> ()
"""
"""Function types of no, one, several results and a function-type result;
an operand used before its definition (a graph region), not yet named;
property and attribute dictionaries with a quoted key and a unit attribute."""


class _CountingPrinter(OwnedCustomPrinter):
    """Counts what went xDSL's way: operands printed one by one, function
    types printed piece by piece."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.operands_one_by_one = 0
        self.joined_function_types = 0
        self.joined_dictionaries = 0

    def print_operand(self, operand: SSAValue) -> None:
        self.operands_one_by_one += 1
        super().print_operand(operand)

    def _function_type_text(
        self, inputs: Sequence[Attribute], outputs: Sequence[Attribute]
    ) -> str | None:
        text = super()._function_type_text(inputs, outputs)
        self.joined_function_types += text is not None
        return text

    def _attr_dict_text(self, attr_dict: Mapping[str, Attribute]) -> str | None:
        text = super()._attr_dict_text(attr_dict)
        self.joined_dictionaries += text is not None
        return text


def _counted_print(
    module: ModuleOp, message_on: Operation | None = None, **options: bool
) -> tuple[str, _CountingPrinter]:
    stream = StringIO()
    printer = _CountingPrinter(stream=stream, **options)
    if message_on is not None:
        printer.diagnostic.add_message(message_on, "a message under the op")
    printer.print_op(module)
    return stream.getvalue(), printer


def _joined_and_not(
    module: ModuleOp, message_on: Operation | None = None, **options: bool
) -> tuple[str, _CountingPrinter, _CountingPrinter]:
    """`module` printed with `Speedup.PRINT_JOINED` and without, which must
    print the same: the text, and each printer."""
    printed, printer = _counted_print(module, message_on, **options)
    with turned_off(Speedup.PRINT_JOINED):
        expected, slow = _counted_print(module, message_on, **options)
    assert printed == expected
    return printed, printer, slow


def _dispatches(module: ModuleOp) -> list[CmdDispatchOp]:
    return [op for op in module.walk() if isinstance(op, CmdDispatchOp)]


@pytest.mark.parametrize("debuginfo", [False, True])
@pytest.mark.parametrize("read", ["custom", "generic"])
def test_joined_dispatches_print_as_the_format_does(debuginfo: bool, read: str) -> None:
    """`Speedup.PRINT_JOINED` prints each dispatch as one string, byte for
    byte what the format program prints, whether its accesses are the
    custom syntax's shared attributes or each its own (read in generic form,
    as dumps are); the one with an attribute dictionary goes the format's
    way."""
    module = parse_module(DISPATCHES)
    if read == "generic":
        module = parse_module(print_module(module, generic=True))
    printed, printer, slow = _joined_and_not(module, print_debuginfo=debuginfo)
    assert printer.joined_ops == len(_dispatches(module)) - 1
    assert slow.joined_ops == 0
    assert '@"ex 1"::@fn(%x : i32) {' in printed


@pytest.mark.parametrize("debuginfo", [False, True])
def test_joined_subspans_print_as_the_format_does(debuginfo: bool) -> None:
    module = parse_module(SUBSPANS)
    printed, printer, _ = _joined_and_not(module, print_debuginfo=debuginfo)
    assert printer.joined_ops == 4
    assert "%x_2 = stream.binding.subspan %b[%c0]" in printed
    assert "memref<?x?xf32>{%n, %m}" in printed


WEIGHTS = """
util.global private @w0 : !stream.resource<constant>
util.global private mutable @w1 : tensor<4xf32>
util.global @w2 : index
util.global nested @w3 {foo} : index
util.global private @"w 4" : index
util.global private @w5 = 5 : index
util.global private @w6 : i32 = 6 : i32
util.global private @w7 <inlining_policy = #util.inline.never> : index
util.initializer {
  %b = util.buffer.constant : !util.buffer = "l0.scale"
  %n = util.buffer.constant "named" : !util.buffer = "k"
  %a = util.buffer.constant <alignment = 64> : !util.buffer = "k"
  %d = util.buffer.constant "n" {foo} : !util.buffer = dense<[1, 2]> : tensor<2xi8>
  %r = util.global.load immutable @w0 : !stream.resource<constant>
  %t = util.global.load @w1 : tensor<4xf32>
  %i = util.global.load @w2 {foo} : index
  %q = util.global.load @"w 4" : index
  util.global.store %t, @w1 : tensor<4xf32>
  util.global.store %i, @w2 {foo} : index
  util.return
}
"""
"""Globals, loads, stores and buffer constants in every shape their formats
print: the joined text makes those of a model's weights (8, a load of a
quoted name among them) and declines an attribute dictionary, a global's
quoted name, an initial value, an inlining policy, a buffer's name or
alignment."""


@pytest.mark.parametrize("debuginfo", [False, True])
def test_joined_weights_print_as_the_formats_do(debuginfo: bool) -> None:
    module = parse_module(WEIGHTS)
    printed, printer, _ = _joined_and_not(module, print_debuginfo=debuginfo)
    assert "util.global private mutable @w1 : tensor<4xf32>" in printed
    assert "util.global public @w2 : index" in printed
    assert '%b = util.buffer.constant : !util.buffer = "l0.scale"' in printed
    assert "util.global.store %t, @w1 : tensor<4xf32>" in printed
    assert printer.joined_ops == 8


@pytest.mark.parametrize(
    "data",
    [bytes(range(256)), b"", b"l0.ln1.scale", 'é"\\x\n'.encode()],
    ids=["every-byte", "empty", "key", "escapes"],
)
def test_joined_string_literal_is_xdsls(data: bytes) -> None:
    """A string literal printed as one string is what xDSL's printer prints
    byte by byte."""
    xdsl = StringIO()
    Printer(stream=xdsl).print_bytes_literal(data)
    assert bytes_literal_text(data) == xdsl.getvalue()
    ours = StringIO()
    OwnedCustomPrinter(stream=ours).print_bytes_literal(data)
    assert ours.getvalue() == xdsl.getvalue()


def test_joined_dispatch_declines_what_it_does_not_spell() -> None:
    """Accesses that are not the shared attributes (one the directive spells
    `??`, one built apart) and a message waiting under the op: the op goes
    the format's way, and prints the same."""
    module = parse_module(DISPATCHES)
    first, second, *_ = _dispatches(module)
    first.properties["resource_accesses"] = ArrayAttr(
        [IntegerAttr(0, 32), IntegerAttr(1, 32)]
    )
    printed, printer, _ = _joined_and_not(module, message_on=second)
    assert "??" in printed and "a message under the op" in printed
    assert printer.joined_ops == len(_dispatches(module)) - 3


@pytest.mark.parametrize("generic", [False, True])
def test_joined_operands_and_function_types(generic: bool) -> None:
    """A generic op's operand list, function type and attribute dictionaries
    print as one string each once the names are known, as xDSL prints them."""
    module = parse_module(GENERIC_TYPES)
    printed, printer, slow = _joined_and_not(module, print_generic_format=generic)
    assert printer.operands_one_by_one == 2  # `%u, %v`: `%v` not named yet
    assert slow.operands_one_by_one == 5
    # The top-level module, printed `module {` unless generic, has no type.
    assert printer.joined_function_types == (8 if generic else 7)
    assert slow.joined_function_types == 0
    assert printer.joined_dictionaries == 2
    assert slow.joined_dictionaries == 0
    assert "() -> ((i32) -> i32)" in printed
    assert '<{p = 2 : i64}> {"a b" = 1 : i32, u, s = "x\\0A"}' in printed


def test_lines_written_directly_indent_as_xdsl_does() -> None:
    """`Speedup.PRINT_DIRECT` writes a string of several lines itself, with
    the indentation and position xDSL's `print_content` gives it."""
    for indent in (None, 0, 3):
        streams: list[str] = []
        positions: list[tuple[int, int]] = []
        for off in ((), (Speedup.PRINT_DIRECT,)):
            stream = StringIO()
            printer = OwnedCustomPrinter(stream=stream)
            with printer.indented(2), turned_off(*off):
                printer.print_string("a\nbc\n\nd", indent=indent)
                printer.print_string("\n")
            streams.append(stream.getvalue())
            positions.append((printer._current_line, printer._current_column))  # pyright: ignore[reportPrivateUsage]
        assert streams[0] == streams[1]
        assert positions[0] == positions[1]


def test_the_resource_fix_needs_no_speed_up() -> None:
    """`ResourceSectionPrinter` alone, a plain `Printer` subclass: keys quoted
    where they are no bare identifier, the section in first-use order."""
    text = (
        'util.global private @h = dense_resource<"z-1"> : tensor<1xi32>\n'
        "util.global private @g = dense_resource<a> : tensor<1xi32>\n"
        "{-#\n  dialect_resources: {\n    builtin: {\n"
        '      a: "0x0400000001000000",\n      "z-1": "0x0400000002000000"\n'
        "    }\n  }\n#-}\n"
    )
    module = parse_module(text)
    stream = StringIO()
    printer = ResourceSectionPrinter(stream=stream)
    printer.print_op(module)
    printer.print_metadata([Builtin])
    printed = stream.getvalue()
    assert 'dense_resource<"z-1">' in printed
    assert printed.endswith(
        "{-#\n  dialect_resources: {\n    builtin: {\n"
        '      "z-1": "0x0400000002000000",\n      a: "0x0400000001000000"\n'
        "    }\n  }\n#-}"
    )
