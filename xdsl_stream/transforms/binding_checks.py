"""The problems `fuse-dispatch-bindings` reports, as diagnostics.

Separate from the rewrite: the pass calls them between its analysis and its
rewrite, and a tool can call them on an analysis of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from xdsl.dialects.builtin import ModuleOp

from xdsl_stream.analysis.binding_fusion import FusionAnalysis, Problem
from xdsl_stream.analysis.report import limit_problems
from xdsl_stream.transforms.problems import report_problems as report_pass_problems

PASS_NAME = "fuse-dispatch-bindings"
"""The prefix of every message."""


def report_problems(problems: Sequence[Problem], module: ModuleOp) -> None:
    """Warnings are emitted; errors fail the pass, naming every op at fault."""
    report_pass_problems(PASS_NAME, problems, module)


def check_binding_limit(
    analysis: FusionAnalysis, max_bindings: int, module: ModuleOp, *, as_error: bool
) -> None:
    """Report every export above `max_bindings` bindings after the pass
    (`limit_problems`; 0 checks nothing): warnings, or errors that fail the
    pass if `as_error`."""
    over = limit_problems(analysis, max_bindings)
    report_problems([replace(p, is_error=as_error) for p in over], module)
