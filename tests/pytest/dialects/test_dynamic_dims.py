"""One count of dynamic dimensions: `-1` and `DYNAMIC_INDEX` alike.

xDSL's parser stores a `?` dimension as `DYNAMIC_INDEX`; a `TensorType` built
in Python with `-1` keeps `-1`.  Every reader, printer and verifier of the
package counts both (`syntax.count_dynamic`), so such a type prints its
dimension values the same way through every directive and verifies the same
in every op; a path that counted only one of them would drop (or demand) a
dimension value.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from io import StringIO

import pytest
from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType, TensorType, f32
from xdsl.ir import Attribute, Block, SSAValue
from xdsl.printer import Printer

from xdsl_stream.core.ir_helpers import op_text
from xdsl_stream.dialects.iree_tensor_ext import DispatchTensorType
from xdsl_stream.dialects.stream import BindingSubspanOp, BindingType, TensorSizeOfOp
from xdsl_stream.dialects.syntax import count_dynamic, type_text
from xdsl_stream.dialects.util.directives import (
    UNTIED,
    dynamic_dim_count,
    print_shaped_result_list,
    print_shaped_type_list,
    print_type_dims,
)

SHAPES = {"DYNAMIC_INDEX": [DYNAMIC_INDEX, 4, DYNAMIC_INDEX], "-1": [-1, 4, -1]}

PrintPath = Callable[[Printer, Attribute, list[SSAValue]], None]


def _type_dims(printer: Printer, type: Attribute, dims: list[SSAValue]) -> None:
    printer.print_string(type_text(type))
    print_type_dims(printer, type, dims)


def _type_list(printer: Printer, type: Attribute, dims: list[SSAValue]) -> None:
    print_shaped_type_list(printer, [type], dims)


def _result_list(printer: Printer, type: Attribute, dims: list[SSAValue]) -> None:
    print_shaped_result_list(printer, [], [type], dims, [UNTIED])


PATHS: dict[str, PrintPath] = {
    "print_type_dims": _type_dims,
    "print_shaped_type_list": _type_list,
    "print_shaped_result_list": _result_list,
}


def _printed(path: PrintPath, type: Attribute) -> str:
    block = Block(arg_types=[IndexType(), IndexType()])
    stream = StringIO()
    path(Printer(stream), type, list(block.args))
    return stream.getvalue().replace(type_text(type), "T")


@pytest.mark.parametrize("shape", SHAPES)
def test_the_counts_agree(shape: str) -> None:
    type = TensorType(f32, SHAPES[shape])
    assert count_dynamic(type.get_shape()) == 2
    assert dynamic_dim_count(type) == 2
    assert DispatchTensorType("readonly", type).dynamic_dim_count == 2


@pytest.mark.parametrize("path", PATHS)
def test_every_printer_writes_each_dimension_value(path: str) -> None:
    texts = {
        shape: _printed(PATHS[path], TensorType(f32, dims))
        for shape, dims in SHAPES.items()
    }
    assert texts["-1"] == texts["DYNAMIC_INDEX"] == "T{%0, %1}"


@pytest.mark.parametrize("shape", SHAPES)
def test_ops_built_with_minus_one_verify_and_print_their_dims(shape: str) -> None:
    type = TensorType(f32, SHAPES[shape])
    block = Block(arg_types=[IndexType(), IndexType(), BindingType()])
    d0, d1, binding = block.args
    sizeof = TensorSizeOfOp(type, encoding_dims=[d0, d1])
    subspan = BindingSubspanOp(binding, d0, type, dynamic_dims=[d0, d1])
    block.add_ops([sizeof, subspan])
    sizeof.verify()
    subspan.verify()
    for op in (sizeof, subspan):
        assert re.search(r"\{%\d+, %\d+\}", op_text(op)), op_text(op)
