"""The op names IREE 3.13 knows (`xdsl_stream.dialects.iree_op_names`): the
package and xDSL declare none beyond them but the few listed here, IREE knows
each listed name, and the reader refuses another as `iree-opt` refuses it."""

from __future__ import annotations

import re
import subprocess

import pytest
from harness.in_process import run_stream_opt
from harness.oracle import SPLIT_MARKER, find_tool, iree_opt_chunks

from xdsl_stream.core.plugins import installed_universe
from xdsl_stream.dialects.iree_op_names import known_op_names, unknown_to_iree
from xdsl_stream.universe import IREE_DIALECTS, make_context

XDSL_ONLY = {
    "arm_neon": {"dss.fmla", "dss.fmul", "ds.dup", "dsvec.mov", "dvars.st1"}
    | {"dvars.ld1", "get_register"},
    "emitc": {"apply"},
    "linalg": {"add", "exp", "log", "sub", "sqrt", "select", "max", "min", "mul"},
}
"""Ops xDSL 0.75 declares in a dialect IREE closes that IREE 3.13 does not
define (xDSL's assembly-level `arm_neon` shares MLIR's dialect name; MLIR
replaced `linalg`'s elementwise named ops by `linalg.elementwise`): the
reader refuses them, as `iree-opt` does."""

STREAM_IR_DIALECTS = [
    "affine",
    "arith",
    "builtin",
    "bufferization",
    "cf",
    "complex",
    "flow",
    "func",
    "hal",
    "iree_codegen",
    "iree_encoding",
    "iree_linalg_ext",
    "iree_tensor_ext",
    "linalg",
    "math",
    "memref",
    "scf",
    "stream",
    "tensor",
    "ub",
    "util",
    "vector",
]
"""The dialects whose ops Stream IR dumps hold, each of whose listed names
`iree-opt` is asked about (the whole list: `python -m harness.iree_op_names
--check`)."""

_UNREGISTERED = re.compile(r"unregistered operation '([^']*)' found in dialect")


def test_every_declared_op_is_one_iree_defines() -> None:
    refused: dict[str, set[str]] = {}
    for name, load in installed_universe().all_dialects.items():
        if name not in known_op_names():
            continue
        for op in load().operations:
            if op.name != "builtin.unregistered" and unknown_to_iree(op.name):
                refused.setdefault(name, set()).add(op.name.split(".", 1)[1])
    assert refused == XDSL_ONLY


def test_open_and_unknown_dialects_keep_their_ops() -> None:
    assert not unknown_to_iree("llvm.bogus")  # IREE leaves `llvm` open
    assert not unknown_to_iree("foo.bar")
    assert unknown_to_iree("iree_cpu.bogus")  # closed, attributes only
    assert not unknown_to_iree("module")  # a bare name is not asked about


@pytest.mark.slow
def test_iree_knows_each_listed_name_and_refuses_others_alike() -> None:
    """Each listed name of the dialects of Stream IR is an op to iree-opt; a
    name that is not, in each dialect listed, is refused alike by iree-opt
    and the reader (the chunks one per line: an error's line is its chunk)."""
    listed = [
        f"{d}.{op}" for d in STREAM_IR_DIALECTS for op in sorted(known_op_names()[d])
    ]
    generic = '"{}"() : () -> ()'
    iree = iree_opt_chunks(f"\n{SPLIT_MARKER}\n".join(map(generic.format, listed)))
    assert not _UNREGISTERED.findall(iree.stderr)
    probes = [f"{d}.zzzbogus" for d in sorted(known_op_names())] + ["llvm.x", "foo.bar"]
    text = f"\n{SPLIT_MARKER}\n".join(map(generic.format, probes))
    theirs = _UNREGISTERED.findall(iree_opt_chunks(text).stderr)
    ours = run_stream_opt(
        "--allow-unregistered-dialect", "--split-input-file", "-", stdin=text
    )
    assert _UNREGISTERED.findall(ours.stderr) == theirs == probes[:-2]


@pytest.mark.slow
def test_the_dialects_registered_are_iree_opts() -> None:
    """`IREE_DIALECTS` is `iree-opt --show-dialects`' list, and the package's
    contexts register no dialect of xDSL's that is not on it."""
    shown = subprocess.run(
        [find_tool("iree-opt"), "--show-dialects"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert set(shown.partition(":")[2].strip().split(",")) == IREE_DIALECTS
    registered = make_context(allow_unregistered=True).registered_dialect_names
    assert {"comb", "hw", "printf", "test"}.isdisjoint(registered)
    assert {"arith", "func", "scf", "stream", "util"} <= set(registered)
