"""The binding report as JSON: the same content as the text form, complete.

The schema (JSON Schema 2020-12) ships in the package as
`xdsl_stream/analysis/report.schema.json` (`load_schema()`) and is documented
in `docs/report.md`.  `version` changes whenever a field changes meaning or
goes away; new fields may be added within a version.

```python
from xdsl_stream.report.model import build_report
from xdsl_stream.report.json_report import report_to_json, dumps

data = report_to_json(build_report(analysis))      # plain dicts and lists
text = dumps(build_report(analysis))               # indented JSON text
```
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping, Sequence
from enum import StrEnum
from importlib import resources
from typing import Any

from xdsl_stream.analysis.binding_fusion import FusionAnalysis, Rebase
from xdsl_stream.analysis.pipeline_cost import ExportCost, Layout, total
from xdsl_stream.analysis.segment_cost import SegmentLayout, segment_total
from xdsl_stream.report.model import (
    BoundResource,
    ExportBindings,
    FoldedOperandReport,
    GroupReport,
    PairReport,
    ProblemReport,
    Report,
    SiteRow,
    build_report,
)
from xdsl_stream.report.text import format_text

FORMAT = "xdsl-stream/fuse-dispatch-bindings-report"
VERSION = 1

JSON = dict[str, Any]


def load_schema() -> JSON:
    """The JSON Schema every `report_to_json` result satisfies."""
    text = (
        resources.files("xdsl_stream.analysis")
        .joinpath("report.schema.json")
        .read_text(encoding="utf-8")
    )
    schema: JSON = json.loads(text)
    return schema


def _export(row: ExportBindings, group: int | None) -> JSON:
    return {
        "name": row.name,
        "group": group,
        "sites": row.sites,
        "bindings_before": row.before,
        "bindings_after": row.after,
        "status": str(row.status),
    }


def _capture(resource: BoundResource) -> JSON | None:
    """`{"value": "%8", "global": "@w1" | null}`, or null when not a capture."""
    capture = resource.captures
    if capture is None:
        return None
    return {"value": capture.value, "global": capture.global_name}


def _site_row(row: SiteRow) -> JSON:
    return {
        "sites": list(row.sites),
        "function": row.function,
        "entry_points": list(row.entry_points),
        "resources": [
            {
                "access": r.access.keyword,
                "name": r.name,
                "captures": _capture(r),
                "offset": r.offset,
                "length": r.length,
            }
            for r in row.resources
        ],
    }


def _pair(pair: PairReport) -> JSON:
    return {
        "first": pair.first,
        "second": pair.second,
        "kind": str(pair.kind),
        "reason": pair.reason,
        "site": pair.site,
        "binding": pair.binding,
    }


def _problem(problem: ProblemReport) -> JSON:
    return {
        "severity": str(problem.severity),
        "message": problem.message,
        "op": problem.op,
        "binding": problem.binding,
    }


def _group(group: GroupReport) -> JSON:
    return {
        "exports": group.names,
        "status": str(group.status),
        "alias_mutable_bindings": group.alias_mutable_bindings,
        "bindings_before": group.before,
        "bindings_after": group.after,
        "bindings": [
            {"index": i, "name": name} for i, name in enumerate(group.bindings)
        ],
        "site_count": group.site_count,
        "sites": [_site_row(r) for r in group.site_rows],
        "plan": None
        if group.plan is None
        else [
            {
                "index": new.index,
                "access": new.access.keyword,
                "members": list(new.members),
                "fused": len(new.members) > 1,
            }
            for new in group.plan
        ],
        "not_fused": [_pair(p) for p in group.not_fused],
        "problems": [_problem(p) for p in group.problems],
        "operands_before": group.operands_before,
        "fold": None if group.fold is None else [_folded(o) for o in group.fold],
    }


def _folded(operand: FoldedOperandReport) -> JSON:
    return {
        "name": operand.name,
        "binding": operand.binding,
        "fate": str(operand.fate),
        "value": operand.value,
        "source": operand.source,
        "reason": operand.reason,
    }


def report_to_json(report: Report) -> JSON:
    """`report` as plain JSON data (see `load_schema()`)."""
    group_of = {id(e): n for n, g in enumerate(report.groups) for e in g.exports}
    return {
        "format": FORMAT,
        "version": VERSION,
        "summary": {
            "groups": len(report.groups),
            "exports": len(report.exports),
            "bindings_before": report.before,
            "bindings_after": report.after,
        },
        "max_bindings": report.max_bindings or None,
        "groups": [_group(g) for g in report.groups],
        "exports": [_export(e, group_of.get(id(e))) for e in report.exports],
        "over_limit": [e.name for e in report.over_limit],
        "warnings": [_problem(w) for w in report.warnings],
        "pipeline_cost": cost_to_json(report.costs),
        **({"segment_cost": segment_to_json(report)} if report.segment else {}),
    }


def _segment_layout(layout: SegmentLayout) -> JSON:
    return {
        "bindings": layout.bindings,
        "operands": layout.operands,
        "push_constant_words": layout.words,
        "push_constant_bytes": layout.bytes,
    }


def segment_to_json(report: Report) -> JSON:
    """The interface after the whole binding segment (`Report.segment`):
    every export, the totals, and the `max-push-constants` check."""
    costs = report.segment
    return {
        "exports": [
            {
                "name": c.name,
                "after": {str(r): _segment_layout(c.after[r]) for r in Rebase},
            }
            for c in costs
        ],
        "total": {str(r): _segment_layout(segment_total(costs, r)) for r in Rebase},
        "max_push_constants": report.max_push_constants or None,
        "over_push_constants": [
            {"name": c.name, "rebase": str(r)} for c, r in report.over_push_constants
        ],
    }


def _layout(layout: Layout) -> JSON:
    return {
        "bindings": layout.bindings,
        "operands": layout.operands,
        "operand_bytes": layout.operand_bytes,
    }


def _after(after: Mapping[Rebase, Layout]) -> JSON:
    return {str(rebase): _layout(after[rebase]) for rebase in Rebase}


def cost_to_json(costs: Sequence[ExportCost]) -> JSON:
    """The pipeline's cost (`Report.costs`): every export, and the totals."""
    return {
        "exports": [
            {
                "name": c.name,
                "sites": c.sites,
                "before": _layout(c.before),
                "after": _after(c.after),
            }
            for c in costs
        ],
        "total": {
            "before": _layout(total(costs)),
            "after": _after({r: total(costs, r) for r in Rebase}),
        },
    }


def dumps(report: Report) -> str:
    """`report` as indented JSON text, with a trailing newline."""
    return json.dumps(report_to_json(report), indent=1) + "\n"


class ReportFormat(StrEnum):
    """How a report is printed: `report=text|json` (`true` means text)."""

    TEXT = "text"
    JSON = "json"

    @staticmethod
    def parse(value: bool | str) -> ReportFormat | None:
        """`report=` as a pass option: `true`/`text`, `json`, or `false`/`none`
        (no report).  Raises `ValueError` on anything else."""
        if value is True:
            return ReportFormat.TEXT
        if value is False:
            return None
        spelled = value.strip().lower()
        if spelled in ("", "false", "none", "off"):
            return None
        if spelled in ("true", "on"):
            return ReportFormat.TEXT
        try:
            return ReportFormat(spelled)
        except ValueError:
            raise ValueError(
                f"report={value} is not a report format; use report=text, "
                "report=json or report=false"
            ) from None


def render(report: Report, fmt: ReportFormat) -> str:
    """`report` as text or JSON (with a trailing newline)."""
    return dumps(report) if fmt is ReportFormat.JSON else format_text(report)


def render_report(
    analysis: FusionAnalysis, fmt: ReportFormat, *, max_bindings: int = 0
) -> str:
    """The report of `analysis` as text or JSON (with a trailing newline)."""
    return render(build_report(analysis, max_bindings=max_bindings), fmt)


def print_report(
    analysis: FusionAnalysis, fmt: ReportFormat, *, max_bindings: int = 0
) -> None:
    """Print the report of `analysis` to stderr (`render_report`), as the
    passes do."""
    print(
        render_report(analysis, fmt, max_bindings=max_bindings), file=sys.stderr, end=""
    )
