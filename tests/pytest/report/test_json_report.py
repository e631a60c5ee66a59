"""The report's JSON form against its schema, its size, and the report-only
paths leaving the IR byte-identical."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from harness.schema_check import errors, keywords, validate
from xdsl.context import Context
from xdsl.ir import BlockArgument, SSAValue

from xdsl_stream.analysis.binding_fusion import analyze_module
from xdsl_stream.api import parse_module, print_module
from xdsl_stream.report.json_report import (
    FORMAT,
    ReportFormat,
    load_schema,
    render_report,
    report_to_json,
)
from xdsl_stream.report.model import build_report, value_text
from xdsl_stream.report.text import MAX_PAIRS, MAX_SITE_ROWS, format_text
from xdsl_stream.transforms.fuse_dispatch_bindings import FuseDispatchBindingsPass
from xdsl_stream.transforms.fuse_dispatch_bindings_report import (
    FuseDispatchBindingsReportPass,
)

ROOT = Path(__file__).resolve().parents[3]
DUMPS = sorted(
    p for p in (ROOT / "tests" / "dumps").glob("*.mlir") if ".loc." not in p.name
) + [ROOT / "notebooks" / "weights.llvm-cpu.mlir"]
SCHEMA = load_schema()


def _bench_generator() -> ModuleType:
    path = ROOT / "bench" / "generate.py"
    spec = importlib.util.spec_from_file_location("bench_generate", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _consistent(data: dict[str, Any]) -> None:
    """What the schema cannot say: every site once, every binding planned once."""
    groups = data["groups"]
    assert isinstance(groups, list)
    for group in groups:
        sites = sorted(s for row in group["sites"] for s in row["sites"])
        assert sites == list(range(group["site_count"]))
        for row in group["sites"]:
            assert len(row["resources"]) == group["bindings_before"]
            assert all("offset" in r and "length" in r for r in row["resources"])
        _fold_consistent(group, data)
        if group["plan"] is not None:
            members = sorted(m for b in group["plan"] for m in b["members"])
            assert members == list(range(group["bindings_before"]))
            assert len(group["plan"]) == group["bindings_after"]


def _fold_consistent(group: dict[str, Any], data: dict[str, Any]) -> None:
    """The operands the fold keeps are as many as the pipeline's cost says
    (`test_pipeline_cost.py` holds that against the passes' output)."""
    if group["fold"] is None:
        return
    cost = {c["name"]: c for c in data["pipeline_cost"]["exports"]}
    kept = [o for o in group["fold"] if o["fate"] == "kept"]
    assert len(kept) == cost[group["exports"][0]]["after"]["all"]["operands"]
    assert all(o["reason"] for o in group["fold"])


def test_schema_uses_known_keywords():
    """The test's own validator understands every keyword of the schema."""
    from harness.schema_check import KNOWN

    assert keywords(SCHEMA) <= KNOWN


def test_validator_rejects_what_the_schema_forbids():
    """The validation below can fail: broken reports are caught."""
    module = parse_module((ROOT / "examples" / "fuse.mlir").read_text())
    data = report_to_json(build_report(analyze_module(module)))
    assert errors(data, SCHEMA, SCHEMA) == []
    broken = json.loads(json.dumps(data))
    broken["groups"][0]["status"] = "merged"
    del broken["groups"][0]["sites"][0]["function"]
    broken["groups"][0]["plan"][0]["access"] = "xx"
    broken["exports"][0]["extra"] = 1
    found = errors(broken, SCHEMA, SCHEMA)
    assert len(found) == 4, found


@pytest.mark.slow
@pytest.mark.parametrize("dump", DUMPS, ids=[p.stem for p in DUMPS])
def test_json_report_of_every_dump(dump: Path):
    module = parse_module(dump.read_text(), allow_unregistered=True)
    for alias in (False, True):
        analysis = analyze_module(module, alias_mutable_bindings=alias)
        data = json.loads(render_report(analysis, ReportFormat.JSON, max_bindings=4))
        validate(data, SCHEMA)
        _consistent(data)
        assert data["format"] == FORMAT
        text = format_text(build_report(analysis, max_bindings=4))
        # The text says the same: every export and its counts.
        for export in data["exports"]:
            if export["group"] is not None:
                line = (
                    f"bindings {export['bindings_before']} -> "
                    f"{export['bindings_after']}, {export['status']}"
                )
                assert any(export["name"] in t and line in t for t in text.splitlines())


def _by_id(value: SSAValue) -> str:
    return str(id(value))


def _outer(resource: SSAValue) -> int:
    """The value a capture of an execute region captures (by identity)."""
    if isinstance(resource, BlockArgument):
        execute = resource.block.parent_op()
        if execute is not None and resource.index < len(execute.operands):
            return id(execute.operands[resource.index])
    return id(resource)


@pytest.mark.slow
def test_2k_site_module_report_is_bounded():
    """The bench generator's 2k-site module: the JSON validates, the text has
    a bounded number of lines per export group however many sites it has
    (at most `MAX_SITE_ROWS` site rows, the layout, the fold's three lines),
    and sites alike in resources, offsets and lengths are one row."""
    text = _bench_generator().generate(2000)
    module = parse_module(text)
    analysis = analyze_module(module)
    report = build_report(analysis, max_bindings=8)
    data = report_to_json(report)
    validate(data, SCHEMA)
    _consistent(data)
    assert data["summary"]["groups"] == 200
    lines = format_text(report).splitlines()
    assert len(lines) <= 3 + 20 * len(report.groups), len(lines)
    for group, fusion in zip(report.groups, analysis.groups, strict=True):
        alike = {
            (
                tuple((r.name_hint, _outer(r)) for r in site.resources),
                tuple(value_text(v, _by_id) for v in site.resource_offsets),
                tuple(value_text(v, _by_id) for v in site.resource_lengths),
            )
            for site in fusion.sites
        }
        assert len(group.site_rows) == len(alike)  # each distinct site once
        assert sum(len(row.sites) for row in group.site_rows) == 10
    # JSON is complete (every site index, and since each site here binds its
    # own ranges, every site's row) yet small: under 2 KB per site.
    assert len(json.dumps(data)) < 2000 * 2000


def test_text_caps_rows_and_pairs():
    """Many distinct sites and pairs: the text shows a bounded number of each."""
    count = 12
    args = ", ".join(f"%b{k}: !stream.binding" for k in range(count))
    subspans = "\n".join(
        f"      %s{k} = stream.binding.subspan %b{k}[%c0] : !stream.binding -> memref<4xf32>"
        for k in range(count)
    )
    sites = []
    for n in range(MAX_SITE_ROWS + 3):
        # Site n binds resource %r1 at binding n % count, %r0 elsewhere.
        entries = ",\n".join(
            f"      ro %r{1 if k == n % count else 0}[%c0 for %c4] : !stream.resource<external>{{%c64}}"
            for k in range(count)
        )
        sites.append(f"    stream.cmd.dispatch @ex::@k {{\n{entries}\n    }}")
    module = parse_module(
        f"""
stream.executable private @ex {{
  stream.executable.export public @k
  builtin.module {{
    func.func @k({args}) {{
      %c0 = arith.constant 0 : index
{subspans}
      return
    }}
  }}
}}
util.func public @main(%x: !stream.resource<external>, %y: !stream.resource<external>) {{
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %t = stream.cmd.execute with(%x as %r0: !stream.resource<external>{{%c64}}, %y as %r1: !stream.resource<external>{{%c64}}) {{
{chr(10).join(sites)}
  }} => !stream.timepoint
  util.return
}}
"""
    )
    report = build_report(analyze_module(module))
    (group,) = report.groups
    assert len(group.site_rows) == MAX_SITE_ROWS + 3
    assert len(group.not_fused) > MAX_PAIRS
    text = format_text(report)
    assert "    ... 3 more distinct site rows (see the JSON form)\n" in text
    assert (
        f"    ... {len(group.not_fused) - MAX_PAIRS} more pairs (see the JSON form)\n"
        in text
    )
    data = report_to_json(report)
    assert len(data["groups"][0]["sites"]) == MAX_SITE_ROWS + 3
    assert len(data["groups"][0]["not_fused"]) == len(group.not_fused)


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_report_only_pass_leaves_ir_byte_identical(
    fmt: str, capsys: pytest.CaptureFixture[str]
):
    dump = ROOT / "tests" / "dumps" / "attention.llvm-cpu.mlir"
    module = parse_module(dump.read_text(), allow_unregistered=True)
    before = print_module(module, generic=True)
    FuseDispatchBindingsReportPass(format=fmt, max_bindings=3).apply(Context(), module)
    assert print_module(module, generic=True) == before
    err = capsys.readouterr().err
    analysis = analyze_module(module)
    assert err == render_report(analysis, ReportFormat(fmt), max_bindings=3)
    if fmt == "json":
        validate(json.loads(err), SCHEMA)


def test_pass_report_json_is_the_report_of_the_input(
    capsys: pytest.CaptureFixture[str],
):
    """`report=json` prints the report of the IR before rewriting it."""
    dump = ROOT / "notebooks" / "weights.llvm-cpu.mlir"
    module = parse_module(dump.read_text(), allow_unregistered=True)
    expected = render_report(analyze_module(module), ReportFormat.JSON)
    FuseDispatchBindingsPass(report="json").apply(Context(), module)
    assert capsys.readouterr().err == expected


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (True, ReportFormat.TEXT),
        (False, None),
        ("text", ReportFormat.TEXT),
        ("json", ReportFormat.JSON),
        ("JSON", ReportFormat.JSON),
        ("false", None),
    ],
)
def test_report_format_parse(value: bool | str, expected: ReportFormat | None):
    assert ReportFormat.parse(value) is expected


def test_report_format_rejects_others():
    with pytest.raises(ValueError, match="report=yaml is not a report format"):
        ReportFormat.parse("yaml")


@pytest.mark.parametrize("value", ["yaml", "false"])
def test_the_report_only_pass_names_its_own_option(value: str):
    """`fuse-dispatch-bindings-report` takes `format=`, not `report=`."""
    with pytest.raises(ValueError, match=f"format={value} is not a report format; "):
        FuseDispatchBindingsReportPass(format=value)


def test_a_site_naming_no_export_is_warned_about_as_the_pass_does():
    """The pass warns about a dispatch naming an entry point that is not an
    export; the report said nothing (`problems: []`)."""
    text = (ROOT / "examples" / "fuse.mlir").read_text()
    second = text.rindex("stream.cmd.dispatch @kernels::@scale_add")
    text = text[:second] + text[second:].replace("@scale_add", "@nope", 1)
    report = build_report(analyze_module(parse_module(text)))
    message = (
        "dispatch names @kernels::@nope, which is not an export of this "
        "module; the site is left as it is"
    )
    assert f"warning: {message}\n" in format_text(report)
    data = report_to_json(report)
    validate(data, SCHEMA)
    assert data["warnings"] == [
        {
            "severity": "warning",
            "message": message,
            "op": "stream.cmd.dispatch",
            "binding": None,
        }
    ]
