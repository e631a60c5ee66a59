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
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from xdsl_stream.analysis.binding_fusion import analyze_module
from xdsl_stream.report.json_report import ReportFormat, print_report


@dataclass(frozen=True)
class FuseDispatchBindingsReportPass(ModulePass):
    """Print what `fuse-dispatch-bindings` would fuse, and why not; change nothing.

    `format` is `text` (the default) or `json`; `alias-mutable-bindings` is
    the pass's option; `max-bindings=N` (0: off) lists the exports above N
    bindings after fusion.
    """

    name = "fuse-dispatch-bindings-report"

    alias_mutable_bindings: bool = False
    format: str = "text"
    max_bindings: int = 0

    def __post_init__(self) -> None:
        """Options are checked when the pipeline is built (a `ValueError`, as
        xDSL's own option errors)."""
        try:
            report_format = ReportFormat.parse(self.format)
        except ValueError as error:
            raise ValueError(f"{self.name}: {error}") from None
        if report_format is None:
            raise ValueError(f"{self.name}: format must be text or json")
        if self.max_bindings < 0:
            raise ValueError(
                f"{self.name}: max-bindings must be 0 (off) or positive, "
                f"not {self.max_bindings}"
            )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        report_format = ReportFormat.parse(self.format)
        assert report_format is not None  # checked in __post_init__
        analysis = analyze_module(
            op, alias_mutable_bindings=self.alias_mutable_bindings
        )
        print_report(analysis, report_format, max_bindings=self.max_bindings)
