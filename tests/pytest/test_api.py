"""`xdsl_stream.api`: what its functions take, and how they refuse the rest."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path
from typing import Any

import pytest
from xdsl.context import Context
from xdsl.dialects import arith, func
from xdsl.dialects.builtin import FunctionType, IntegerAttr, ModuleOp, i32

from xdsl_stream.api import (
    annotate_dispatch_arguments,
    binding_segment,
    fold_uniform_operands,
    fuse_dispatch_bindings,
    mlir_cse,
    pack_dispatch_operands,
    parse_module,
    print_module,
)
from xdsl_stream.io.reader import OpVerifyError, ReadError, read_module
from xdsl_stream.tools.opt import main
from xdsl_stream.transforms.fold_uniform_operands import FoldUniformOperandsPass

EXAMPLE = Path(__file__).parents[2] / "examples" / "fuse.mlir"


def test_bytes_like_text_is_read_as_bytes() -> None:
    expected = print_module(parse_module("module {}"))
    for text in (b"module {}", bytearray(b"module {}"), memoryview(b"module {}")):
        assert print_module(parse_module(text)) == expected


def test_anything_else_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="reads str or bytes, not int"):
        parse_module(3)  # pyright: ignore[reportArgumentType]


PASSES: dict[str, Any] = {
    "fuse": fuse_dispatch_bindings,
    "annotate": annotate_dispatch_arguments,
    "pack": pack_dispatch_operands,
    "segment": binding_segment,
}
WRONG_KINDS: list[tuple[str, dict[str, Any], str]] = [
    ("fuse", {"alias_mutable_bindings": "false"}, "must be bool, not str"),
    ("annotate", {"resource_min_offset_alignment": "64"}, "must be int, not str"),
    ("annotate", {"resource_min_offset_alignment": True}, "must be int, not bool"),
    ("annotate", {"iree_alignment": 1}, "must be bool, not int"),
    ("pack", {"index_bits": 32.0}, "must be int, not float"),
    ("segment", {"alias_mutable_bindings": 1}, "must be bool, not int"),
    ("segment", {"index_bits": "32"}, "must be int, not str"),
    ("segment", {"resource_min_offset_alignment": None}, "must be int, not NoneType"),
]


@pytest.mark.parametrize(("api", "options", "message"), WRONG_KINDS)
def test_an_option_of_the_wrong_kind_is_a_type_error(
    api: str, options: dict[str, Any], message: str
) -> None:
    """`"false"` would have turned aliasing on: a string is true."""
    module = parse_module("")
    before = print_module(module)
    with pytest.raises(TypeError, match=f"{next(iter(options))} {message}"):
        PASSES[api](module, **options)
    assert print_module(module) == before


@pytest.mark.parametrize(
    ("api", "options", "message"),
    [
        ("fuse", {"rebase": "nope"}, "'nope' is not a valid Rebase"),
        ("segment", {"rebase": "nope"}, "'nope' is not a valid Rebase"),
        ("pack", {"index_bits": 0}, "index-bits must be 1 to 64, got 0"),
        ("segment", {"index_bits": 65}, "index-bits must be 1 to 64, got 65"),
    ],
)
def test_an_option_out_of_range_is_a_value_error(
    api: str, options: dict[str, Any], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        PASSES[api](parse_module(""), **options)


@pytest.mark.parametrize("rebase", ["all", "fused"])
def test_the_segment_is_what_xdsl_stream_opt_prints(rebase: str) -> None:
    """`binding_segment` is `-p binding-segment` (and printed losslessly,
    the tool's output)."""
    module = binding_segment(parse_module(EXAMPLE.read_text()), rebase=rebase)  # pyright: ignore[reportArgumentType]
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        main(["-p", f"binding-segment{{rebase={rebase}}}", str(EXAMPLE)])
    assert printed.getvalue() == print_module(module, lossless=True) + "\n"
    assert "stream.alignment" in printed.getvalue()


def test_the_segment_is_its_five_passes() -> None:
    stepwise = parse_module(EXAMPLE.read_text())
    for step in (
        fuse_dispatch_bindings,
        annotate_dispatch_arguments,
        pack_dispatch_operands,
        mlir_cse,
        fold_uniform_operands,
    ):
        step(stepwise)
    whole = binding_segment(parse_module(EXAMPLE.read_text()))
    assert print_module(whole) == print_module(stepwise)


MODULE_TAKERS = {
    "print_module": print_module,
    "fuse_dispatch_bindings": fuse_dispatch_bindings,
    "fold_uniform_operands": fold_uniform_operands,
    "annotate_dispatch_arguments": annotate_dispatch_arguments,
    "pack_dispatch_operands": pack_dispatch_operands,
    "mlir_cse": mlir_cse,
    "binding_segment": binding_segment,
}


@pytest.mark.parametrize("name", MODULE_TAKERS)
@pytest.mark.parametrize("given", [None, "module {}", 1, "an op"])
def test_what_is_no_module_is_a_type_error(name: str, given: object) -> None:
    """An `AttributeError` from deep inside, or (another op) nothing at all,
    before: each takes a `ModuleOp`."""
    if given == "an op":
        given = arith.ConstantOp(IntegerAttr(1, i32))
    with pytest.raises(TypeError, match=r"module must be a ModuleOp, not \w+"):
        MODULE_TAKERS[name](given)  # pyright: ignore[reportArgumentType]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"allow_unregistered": "no"}, "allow_unregistered must be bool, not str"),
        ({"ctx": "x"}, "ctx must be a Context or None, not str"),
        ({"name": 3}, "name must be str, not int"),
    ],
)
def test_a_parse_option_of_the_wrong_kind_is_a_type_error(
    options: dict[str, Any], message: str
) -> None:
    with pytest.raises(TypeError, match=message):
        parse_module("module {}", **options)


def test_a_print_flag_of_the_wrong_kind_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="generic must be bool, not str"):
        print_module(parse_module(""), generic="yes")  # pyright: ignore[reportArgumentType]


@pytest.mark.parametrize("name", [n for n in MODULE_TAKERS if n != "print_module"])
def test_a_module_made_invalid_is_refused_before_anything_changes(name: str) -> None:
    """A kernel that lost a binding its sites still pass: the passes crashed
    deep inside (`IndexError`) or failed verifying their result, half of the
    module rewritten."""
    module = parse_module(EXAMPLE.read_text())
    function = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    block = function.body.block
    subspan = [op for op in block.ops if op.name == "stream.binding.subspan"][-1]
    subspan.detach()
    subspan.erase()
    block.erase_arg(block.args[-1])
    function.function_type = FunctionType.from_lists([a.type for a in block.args], [])
    before = print_module(module, generic=True)
    with pytest.raises(OpVerifyError, match="dispatch passes 3 resources but"):
        MODULE_TAKERS[name](module)
    assert print_module(module, generic=True) == before


def test_a_result_is_verified_as_the_reader_verifies(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """After the pass too, MLIR's rules apply (xDSL's verifier checks no
    dominance): a pass that moved a definition after its use is refused, as
    `xdsl-stream-opt` refuses it."""

    def misplace(self: object, ctx: Context, module: ModuleOp) -> None:
        """Move a constant used before the end of its block to that end."""
        for op in module.walk():
            block = op.parent_block()
            if not isinstance(op, arith.ConstantOp) or block is None:
                continue
            last = block.last_op
            if last is not None and any(
                u.operation is not last for u in op.result.uses
            ):
                op.detach()
                block.insert_op_before(op, last)
                return

    monkeypatch.setattr(FoldUniformOperandsPass, "apply", misplace)
    with pytest.raises(OpVerifyError, match="does not dominate this use"):
        fold_uniform_operands(parse_module(EXAMPLE.read_text()))


def test_the_reader_takes_what_parse_module_takes() -> None:
    """`read_module`, which `parse_module` calls, failed inside xDSL's
    lexer on `None` or a `bytearray`."""
    expected = print_module(read_module("module {}"))
    for text in (bytearray(b"module {}"), memoryview(b"module {}")):
        assert print_module(read_module(text)) == expected
    for wrong in (None, 5):
        with pytest.raises(TypeError, match="read_module reads str or bytes, not"):
            read_module(wrong)  # pyright: ignore[reportArgumentType]


def test_a_context_of_the_callers_gets_no_hint_about_ours() -> None:
    """A context without the package's dialects was told to dump the IR in
    generic form, or to pass `allow_unregistered=False`, which it had not."""
    text = (Path(__file__).parents[2] / "examples" / "fuse.mlir").read_text()
    with pytest.raises(ReadError) as error:
        parse_module(text, ctx=Context())
    assert "Dialect `stream' not found for custom op" in str(error.value)
    assert "hint" not in str(error.value)
