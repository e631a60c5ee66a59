"""`fuse-dispatch-bindings-report`: the binding report, without rewriting.

Runs `fuse-dispatch-bindings`'s analysis and prints its report to stderr; the
IR is not touched (`xdsl-opt` prints it back byte for byte as it would with no
pass).  Problems that would fail or warn in the pass are part of the report
instead, so the report is printed even for a module the pass rejects:

```sh
xdsl-opt --allow-unregistered-dialect --print-op-generic \
  -p 'fuse-dispatch-bindings-report{format=json max-bindings=8}' dump.mlir \
  2>report.json >/dev/null
```

`max-push-constants=32` adds the push-constant words each export receives
after the whole binding segment and warns above 32, as `xdsl-stream-report
--max-push-constants 32` does (same default, 0: off; same warning lines).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, replace

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import DiagnosticException

from xdsl_stream.analysis.binding_fusion import analyze_module
from xdsl_stream.io.lossy_print import warn_before_custom_print
from xdsl_stream.report.json_report import ReportFormat, render
from xdsl_stream.report.model import build_report
from xdsl_stream.report.text import push_constant_messages
from xdsl_stream.transforms.binding_segment import segment_costs_on_copies


@dataclass(frozen=True)
class FuseDispatchBindingsReportPass(ModulePass):
    """Print what `fuse-dispatch-bindings` would fuse, and why not; change nothing.

    `format` is `text` (the default) or `json`; `alias-mutable-bindings` is
    the pass's option; `max-bindings=N` (0: off) lists the exports above N
    bindings after fusion.  `segment=true` also runs the whole binding
    segment (`binding-segment`, `rebase=all` and `rebase=fused`) on copies
    and reports per export the bindings, operands and push-constant words
    each kernel receives; `max-push-constants=N` (words, 0: off; implies
    `segment`) warns about the exports above N words after it under either
    choice, as `xdsl-stream-report --max-push-constants` does, and
    `max-push-constants-error=true` makes that fail the pass once the report
    is printed.
    """

    name = "fuse-dispatch-bindings-report"

    alias_mutable_bindings: bool = False
    format: str = "text"
    max_bindings: int = 0
    segment: bool = False
    max_push_constants: int = 0
    max_push_constants_error: bool = False
    check_printing: bool = True
    """Warn about ops whose custom print would lose information where stock
    `xdsl-opt` is to print the result in custom form
    (`xdsl_stream.io.lossy_print.warn_before_custom_print`); the package's
    tools turn it off."""

    def __post_init__(self) -> None:
        """Options are checked when the pipeline is built (a `ValueError`, as
        xDSL's own option errors)."""
        try:
            report_format = ReportFormat.parse(self.format)
        except ValueError:
            report_format = None
        if report_format is None:
            raise ValueError(
                f"{self.name}: format={self.format} is not a report format; "
                "use format=text or format=json"
            )
        for option, value in (
            ("max-bindings", self.max_bindings),
            ("max-push-constants", self.max_push_constants),
        ):
            if value < 0:
                raise ValueError(
                    f"{self.name}: {option} must be 0 (off) or positive, not {value}"
                )
        if self.max_push_constants_error and not self.max_push_constants:
            raise ValueError(
                f"{self.name}: max-push-constants-error needs max-push-constants N"
            )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if self.check_printing:  # the module is printed as it came
            warn_before_custom_print(ctx, op)
        report_format = ReportFormat.parse(self.format)
        assert report_format is not None  # checked in __post_init__
        analysis = analyze_module(
            op, alias_mutable_bindings=self.alias_mutable_bindings
        )
        report = build_report(analysis, max_bindings=self.max_bindings)
        if self.segment or self.max_push_constants:
            costs = segment_costs_on_copies(
                ctx, op, alias_mutable_bindings=self.alias_mutable_bindings
            )
            report = replace(
                report,
                segment=tuple(costs),
                max_push_constants=self.max_push_constants,
            )
        print(render(report, report_format), file=sys.stderr, end="")
        over = push_constant_messages(report)
        if self.max_push_constants_error and over:
            more = f" (and {len(over) - 1} more)" if len(over) > 1 else ""
            raise DiagnosticException(f"{self.name}: {over[0]}{more}")
