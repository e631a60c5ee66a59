"""Printing is a fixed point: `print(read(print(x))) == print(x)`.

On every dump, corpus file, model source that reads, notebook dump, example
and some generated modules, in the forms the tools print: `lossless=True`
(what `xdsl-stream-opt` prints: this package's ops in custom form, the rest
generic), the same with locations (`--print-debuginfo`: a workgroup count
region's arguments carry theirs), `generic=True` (`--print-op-generic`), and
xDSL's own custom form (`lossless=False`) where `lossy_custom_prints` finds
no op whose custom print xDSL cannot read back (xDSL 0.75's `linalg`
printers drop or garble some attributes; that is why the tools print other
dialects generically).  And,
as the README promises, `print_module(parse_module(text), lossless=True) ==
text` for `text` printed so after the pass.

Everything runs in one process, as a notebook or a script does: the second
read of a file must read what the first did (a resource handle was renamed,
and its blob lost, by the second read in a process).  Two cases guard what
broke: a multi-line `#util.composite` (the constants dumps) grew by one
indentation step at every round trip; a `dense_resource` read twice.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from harness.generator import GeneratorOptions, generate_module

from xdsl_stream.api import fuse_dispatch_bindings, parse_module, print_module
from xdsl_stream.io.lossy_print import lossy_custom_prints
from xdsl_stream.io.reader import ReadError
from xdsl_stream.universe import make_context

ROOT = Path(__file__).parents[3]
FILES = sorted(
    path.relative_to(ROOT).as_posix()
    for pattern in (
        "tests/dumps/*.mlir",
        "tests/corpus/*.mlir",
        "tests/programs/*.mlir",
        "notebooks/*.mlir",
        "examples/*.mlir",
    )
    for path in ROOT.glob(pattern)
)
REGRESSIONS = ("tests/dumps/constants.llvm-cpu.mlir", "tests/programs/constants.mlir")
"""Run in the fast suite: what broke (the rest is slow)."""

FORMS = {
    "lossless": {"lossless": True},
    "lossless-debuginfo": {"lossless": True, "debuginfo": True},
    "generic": {"generic": True},
    "xdsl-custom": {},
}


def _text(name: str) -> str:
    return (ROOT / name).read_text()


def _assert_fixed_point(text: str, name: str) -> None:
    try:
        module = parse_module(text, name=name)
    except ReadError:
        # A model source xDSL cannot read (custom forms of stablehlo, scf
        # with iter_args, ...): a located error, tested elsewhere.
        assert name.startswith("tests/programs/"), name
        return
    lossy = lossy_custom_prints(make_context(allow_unregistered=True), module)
    for form, options in FORMS.items():
        if form == "xdsl-custom" and lossy:
            continue
        printed = print_module(module, **options)
        again = print_module(parse_module(printed, name=f"{name}.{form}"), **options)
        assert again == printed, f"{name} ({form}) is not a fixed point"


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(n, marks=() if n in REGRESSIONS else pytest.mark.slow)
        for n in FILES
    ],
)
def test_print_is_a_fixed_point(name: str) -> None:
    _assert_fixed_point(_text(name), name)


@pytest.mark.parametrize("seed", [3, 11, 29])
def test_generated_modules_are_fixed_points(seed: int) -> None:
    text = generate_module(seed, GeneratorOptions(iree_safe=False))
    _assert_fixed_point(text, f"generated-{seed}")


def test_a_file_read_twice_reads_the_same() -> None:
    """The second read of a file with a `dense_resource` in one process keeps
    its handle and its blob (xDSL's storage is per process)."""
    text = _text("tests/programs/constants.mlir")
    first = print_module(parse_module(text))
    second = print_module(parse_module(text))
    assert second == first
    assert "dense_resource<mlp_w1>" in first
    assert 'mlp_w1: "0x' in first


def test_a_handle_held_with_another_blob_is_renamed() -> None:
    """Two modules naming one key with different blobs keep their own."""
    template = (
        '"x.op"() {v = dense_resource<k> : tensor<1xi32>} : () -> ()\n'
        "{-#\n  dialect_resources: {\n    builtin: {\n"
        '      k: "0x04000000BLOB"\n    }\n  }\n#-}\n'
    )
    one = parse_module(template.replace("BLOB", "01000000"))
    two = parse_module(template.replace("BLOB", "02000000"))
    assert '"0x0400000001000000"' in print_module(one)
    assert '"0x0400000002000000"' in print_module(two)


COMPOSITE = (
    "util.func public @f() -> !util.buffer {\n"
    "  %0 = util.buffer.constant : !util.buffer = #util.composite<4xi8, [\n"
    "    dense_resource<k> : tensor<1xi32>,\n]>\n"
    "  util.return %0 : !util.buffer\n}\n"
)
SECTION = (
    "{-#\n  dialect_resources: {\n    builtin: {\n"
    '      k: "0x04000000BLOB"\n    }\n  }\n#-}\n'
)


def _blobs(text: str) -> list[str]:
    return re.findall(r'"0x[0-9A-F]*"', text)


def test_a_composite_keeps_its_own_blob() -> None:
    """A `#util.composite` (kept as text) naming a key that a module read
    before holds with another blob refers to its own module's blob."""
    one = parse_module(COMPOSITE + SECTION.replace("BLOB", "01000000"))
    two = parse_module(COMPOSITE + SECTION.replace("BLOB", "02000000"))
    assert _blobs(print_module(one)) == ['"0x0400000001000000"']
    assert _blobs(print_module(two)) == ['"0x0400000002000000"']


def test_a_handle_without_a_blob_takes_none_from_another_module() -> None:
    """A module whose resource section lacks a key's blob prints none, as
    iree-opt does, though a module read before holds one under that key."""
    parse_module(COMPOSITE + SECTION.replace("BLOB", "01000000"))
    plain = "util.global private @w = dense_resource<k> : tensor<1xi32>\n"
    for text in (COMPOSITE, plain):
        printed = print_module(parse_module(text))
        assert "dialect_resources" not in printed, printed


@pytest.mark.parametrize(
    "name",
    [
        "tests/dumps/constants.llvm-cpu.mlir",
        pytest.param("tests/dumps/mlp.llvm-cpu.loc.mlir", marks=pytest.mark.slow),
    ],
)
def test_the_readme_promise_after_the_pass(name: str) -> None:
    module = parse_module(_text(name), name=name)
    fuse_dispatch_bindings(module)
    text = print_module(module, lossless=True)
    assert print_module(parse_module(text), lossless=True) == text
