"""The random Stream module generator only produces IR that iree-opt accepts.

iree-opt 3.13 (next to the running Python) is the reference: every module must
verify, and modules generated with ``iree_safe`` must also survive IREE's own
``--iree-stream-fuse-dispatch-bindings``, with and without the global mutable
aliasing flag. Modules are batched with ``--split-input-file`` for speed.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest
from harness.generator import (
    ALL_FAMILIES,
    FAMILIES,
    GeneratorOptions,
    generate_module,
    main,
)

IREE_OPT = Path(sys.executable).parent / "iree-opt"
SAFE_SEEDS = range(60)
UNSAFE_SEEDS = range(30)
FUSE = "--iree-stream-fuse-dispatch-bindings"
ALIAS = "--iree-stream-resource-alias-mutable-bindings"
SAFE = GeneratorOptions()
UNSAFE = GeneratorOptions(iree_safe=False)


def _iree_opt(text: str, flags: Sequence[str]) -> subprocess.CompletedProcess[str]:
    """Run iree-opt on text given on stdin."""
    assert IREE_OPT.exists(), f"{IREE_OPT} missing: install iree-base-compiler"
    return subprocess.run(
        [str(IREE_OPT), "-", *flags],
        input=text,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )


def _assert_accepted(
    seeds: range, options: GeneratorOptions, flags: Sequence[str]
) -> None:
    """All modules for seeds pass iree-opt with flags; name the failing seeds."""
    modules = [generate_module(seed, options) for seed in seeds]
    batch = "\n// -----\n".join(modules)
    result = _iree_opt(batch, ["--split-input-file", *flags])
    if result.returncode == 0:
        return
    failing = [
        seed
        for seed, module in zip(seeds, modules, strict=True)
        if _iree_opt(module, flags).returncode != 0
    ]
    pytest.fail(
        f"iree-opt {' '.join(flags)} failed (exit {result.returncode}) for seeds "
        f"{failing} (iree_safe={options.iree_safe}):\n{result.stderr[-4000:]}"
    )


@pytest.mark.parametrize(
    "flags", [[], [FUSE], [FUSE, ALIAS]], ids=["verify", "fuse", "fuse-alias"]
)
def test_safe_modules_pass_iree_opt(flags: list[str]) -> None:
    _assert_accepted(SAFE_SEEDS, SAFE, flags)


def test_unsafe_modules_verify() -> None:
    _assert_accepted(UNSAFE_SEEDS, UNSAFE, [])


def test_deterministic_per_seed() -> None:
    for options in (SAFE, UNSAFE):
        texts = [generate_module(seed, options) for seed in range(10)]
        assert texts == [generate_module(seed, options) for seed in range(10)]
        assert len(set(texts)) == len(texts)
    assert generate_module(5) == generate_module(5, GeneratorOptions())


def test_cli_prints_module(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["7"]) == 0
    assert capsys.readouterr().out == generate_module(7)
    assert main(["7", "--unsafe"]) == 0
    assert capsys.readouterr().out == generate_module(7, UNSAFE)


def test_invalid_options_rejected() -> None:
    with pytest.raises(ValueError):
        GeneratorOptions(max_bindings=0)
    with pytest.raises(ValueError):
        GeneratorOptions(unused_export_probability=1.5)
    with pytest.raises(ValueError):
        GeneratorOptions(families=("dispatch", "nope"))
    with pytest.raises(ValueError):
        GeneratorOptions(families=())


def test_each_family_alone_verifies() -> None:
    """The families are independent: each one alone (without `dispatch`)
    still makes modules iree-opt verifies (test_interchange has them all)."""
    for name in FAMILIES:
        _assert_accepted(range(3), GeneratorOptions(families=(name,)), [])


def test_all_families_deterministic(capsys: pytest.CaptureFixture[str]) -> None:
    everything = GeneratorOptions(families=ALL_FAMILIES)
    texts = [generate_module(seed, everything) for seed in range(5)]
    assert texts == [generate_module(seed, everything) for seed in range(5)]
    assert len(set(texts)) == len(texts)
    assert main(["3", "--families", "all"]) == 0
    assert capsys.readouterr().out == generate_module(3, everything)
    assert main(["3", "--families", "async,util"]) == 0
    only = GeneratorOptions(families=("async", "util"))
    assert capsys.readouterr().out == generate_module(3, only)
    with pytest.raises(SystemExit):
        main(["3", "--families", "async,nope"])
    assert "unknown families: nope" in capsys.readouterr().err


def test_safe_modules_avoid_iree_bugs() -> None:
    """Textual markers of the iree-opt 3.13 bug triggers never appear when safe."""
    for seed in SAFE_SEEDS:
        text = generate_module(seed, SAFE)
        assert "stream.cmd.dispatch {@" not in text  # several entry points
        assert "stream.alignment" not in text  # argument attributes
        assert "util.optimization_barrier" not in text  # non-subspan binding use
        assert "} attributes {test." not in text  # discardable dispatch attrs
        assert '_twin")' not in text  # exports sharing a function


def test_seeds_cover_the_stream_syntax() -> None:
    """Across the tested seeds every construct the generator knows shows up."""
    safe = "\n".join(generate_module(seed, SAFE) for seed in SAFE_SEEDS)
    unsafe = "\n".join(generate_module(seed, UNSAFE) for seed in UNSAFE_SEEDS)
    wanted = [
        "stream.executable private",
        "stream.executable.export public",
        'as("',
        "workgroups(%x0: index, %x1: index)",
        "stream.return",
        "builtin.module {",
        "func.func @dispatch",
        "util.func public @dispatch",
        "util.func public @host",
        "func.func @host",
        "stream.binding.subspan",
        "memref<?x4xf32>{",
        "!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{",
        "stream.resource.alloc uninitialized",
        "stream.resource.alloca uninitialized",
        "stream.timepoint.await",
        "stream.cmd.execute once on(#hal.device.affinity<@__device_0>) await(",
        "with() {",
        "stream.cmd.serial {",
        "stream.cmd.concurrent {",
        "stream.cmd.dispatch",
        "stream.cmd.fill",
        "stream.cmd.copy",
        "stream.cmd.flush to(",
        "stream.cmd.invalidate from(",
        "stream.cmd.discard",
        "module attributes {stream.resources",
        "alias_mutable_bindings = true",
        "alias_mutable_bindings = false",
        "ro %",
        "wo %",
        "rw %",
    ]
    wanted += [
        f"!stream.resource<{lifetime}>"
        for lifetime in ("*", "external", "transient", "variable", "constant")
    ]
    assert [item for item in wanted if item not in safe] == []
    unsafe_markers = [
        "stream.cmd.dispatch {@",
        "stream.alignment",
        "util.optimization_barrier",
        "} attributes {test.",
        '_twin")',
    ]
    assert [item for item in unsafe_markers if item not in unsafe] == []
