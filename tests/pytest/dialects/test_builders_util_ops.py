"""Python builders of the Util buffer, list, string and other ops: what they
build verifies, prints in IREE's syntax and reads back the same, and
iree-opt reads it."""

from __future__ import annotations

import pytest
from harness.built import check_built_module
from xdsl.builder import Builder
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IndexType,
    MemRefType,
    ModuleOp,
    i8,
    i32,
)
from xdsl.ir import SSAValue
from xdsl.rewriter import InsertPoint

from xdsl_stream.dialects import util

INDEX = IndexType()


def _module() -> ModuleOp:
    func = util.FuncOp(
        "f", ([util.BufferType(), INDEX, i32], [i32]), visibility="public"
    )
    body = func.body.blocks.first
    assert body is not None
    buf, n, x = body.args
    b = Builder(InsertPoint.at_end(body))
    new = b.insert(util.BufferAllocOp(n, alignment=16)).result
    b.insert(util.BufferSliceOp(buf, n, n, n))
    span = b.insert(util.BufferSubspanOp(buf, n, n, n)).result
    size = b.insert(util.BufferSizeOp(span)).result
    b.insert(util.BufferStorageOp(new, n, MemRefType(i8, [DYNAMIC_INDEX])))
    b.insert(util.BufferCopyOp((buf, n, size), (new, n, n), n))
    b.insert(util.BufferCompareOp((buf, n, n), (new, n, n), n))
    b.insert(util.BufferFillOp(x, (new, n, n), n))
    b.insert(util.BufferStoreOp(x, (new, n, n), n))
    loaded = b.insert(util.BufferLoadOp((new, n, n), n, i32)).result
    b.insert(util.BufferHashOp((new, n, n), n))
    b.insert(util.BufferDeallocOp(new, n))
    lst = b.insert(util.ListCreateOp(util.ListType(util.VariantType()), n)).result
    b.insert(util.ListSetOp(lst, n, loaded))
    got = b.insert(util.ListGetOp(lst, n, i32)).result
    b.insert(util.StringFormatOp("{}-{}", [n, got]))
    b.insert(util.StringItoaOp(got))
    picked = b.insert(util.SwitchOp(n, [x, got], x)).result
    b.insert(util.StatusCheckOkOp(picked, "failed"))
    b.insert(util.ReturnOp(SSAValue.get(picked)))
    return ModuleOp([func])


@pytest.mark.slow
def test_builders_verify_print_and_read_back() -> None:
    check_built_module(
        _module(),
        (
            "util.buffer.alloc uninitialized <alignment = 16> : !util.buffer{",
            "util.buffer.storage %",
            "util.buffer.copy %",
            "util.list.set %",
            " : i32 -> !util.list<?>\n",
            'util.string.format "{}-{}"(',
            "util.status.check_ok %",
        ),
    )
