"""docs/walkthrough.md ("Study your own model"), step by step as a new user
runs it: the model it shows, compiled by its `iree-compile` commands (llvm-cpu
and Vulkan), the dumps found by its `find`, then the report and picture, the
notebook headless, the pass and the comparison with `iree-opt` under both
aliasing settings; and its "From Python" example on a real dump.  The commands
are read from the document itself, so it cannot drift from what works; the
README's short version points there."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # iree-compile and the tools, as the README runs them

ROOT = Path(__file__).resolve().parents[3]
WALKTHROUGH = (ROOT / "docs" / "walkthrough.md").read_text()
BIN = Path(sys.executable).parent


def _section(start: str, end: str) -> str:
    return WALKTHROUGH[WALKTHROUGH.index(start) : WALKTHROUGH.index(end)]


def _block(text: str, language: str) -> str:
    return "".join(_blocks(text, language))


def _blocks(text: str, language: str) -> list[str]:
    found = re.findall(rf"```{language}\n(.*?)```", text, re.S)
    assert found, f"no {language} block"
    return found


def _commands() -> str:
    """Steps 1 (both targets), 2, the notebook's headless run, 4 and 5, as
    one script (the notebook's install and browser steps left out)."""
    step1 = _block(_section("**1. Dump the IR", "**2. Read the report"), "sh")
    step2 = _block(_section("**2. Read the report", "**3. Explore"), "sh")
    step3 = [
        line
        for line in _block(_section("**3. Explore", "**4. Run the pass"), "sh").split(
            "\n"
        )
        if "notebooks/fuse_dispatch_bindings.py" in line
    ]
    step4 = _block(_section("**4. Run the pass", "**5. Compare"), "sh")
    step5 = _block(_section("**5. Compare", "## From Python"), "sh")
    return "\n".join(["set -e", step1, step2, *step3, step4, step5])


@pytest.fixture(scope="module")
def walked(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    work = tmp_path_factory.mktemp("walk")
    (work / ".venv").symlink_to(BIN.parent)
    (work / "notebooks").symlink_to(ROOT / "notebooks")
    (model,) = _blocks(_section("**1. Dump the IR", "**2. Read the report"), "mlir")
    (work / "my_model.mlir").write_text(model)
    result = subprocess.run(
        ["bash", "-c", _commands()],
        cwd=work,
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "MPLBACKEND": "Agg"},
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    return work, result.stdout


def test_the_dump_is_found_for_a_named_module(walked: tuple[Path, str]) -> None:
    work, stdout = walked
    dump = "dump/builtin_module_my_model/0_iree-stream-fuse-dispatch-bindings.mlir"
    assert stdout.splitlines()[0] == dump
    assert (work / dump).is_file()


def test_both_targets_equal_iree_opt_with_aliasing_off_and_on(
    walked: tuple[Path, str],
) -> None:
    _, stdout = walked
    for target in ("dump", "dump-vulkan"):
        dump = f"{target}/builtin_module_my_model/0_iree-stream-fuse-dispatch-bindings.mlir"
        assert f"{dump}: aliasing off: same" in stdout.splitlines()
        assert f"{dump}: aliasing on: same" in stdout.splitlines()


def test_report_picture_notebook_and_pass(walked: tuple[Path, str]) -> None:
    work, stdout = walked
    assert "fuse-dispatch-bindings report: 1 export group(s)" in stdout
    assert "module @my_model: 1 export group(s), 1 export(s), bindings" in stdout
    report = json.loads((work / "report.json").read_text())
    assert report["summary"]["exports"] == 1
    assert (work / "bindings.png").read_bytes()[:4] == b"\x89PNG"
    fused = (work / "fused.mlir").read_text()
    again = subprocess.run(
        [str(BIN / "iree-opt"), "-"],
        input=fused,
        capture_output=True,
        text=True,
        check=False,
    )
    assert again.returncode == 0, again.stderr


def test_from_python_example_runs() -> None:
    code = _block(_section("From Python (or a notebook)", "The pass is also"), "python")
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("fuse-dispatch-bindings report: ")
