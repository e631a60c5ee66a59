"""The problems `fuse-dispatch-bindings` reports, as diagnostics.

Separate from the rewrite: the pass calls them between its analysis and its
rewrite, and a tool can call them on an analysis of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.diagnostic import Diagnostic

from xdsl_stream.analysis.binding_fusion import FusionAnalysis, Problem
from xdsl_stream.analysis.report import limit_problems
from xdsl_stream.diagnostics import OpDiagnosticsError, OpMessage, Severity, emit

PASS_NAME = "fuse-dispatch-bindings"
"""The prefix of every message."""


def report_problems(problems: Sequence[Problem], module: ModuleOp) -> None:
    """Warnings are emitted; errors fail the pass, naming every op at fault."""
    for problem in problems:
        if not problem.is_error:
            emit(_message(problem))
    errors = [p for p in problems if p.is_error]
    if errors:
        diagnostic = Diagnostic()
        for error in errors:
            diagnostic.add_message(error.op, f"error: {error.message}")
        messages = [_message(error) for error in errors]
        diagnostic.raise_exception(
            module, OpDiagnosticsError(messages[0].message, messages)
        )


def check_binding_limit(
    analysis: FusionAnalysis, max_bindings: int, module: ModuleOp, *, as_error: bool
) -> None:
    """Report every export above `max_bindings` bindings after the pass
    (`limit_problems`; 0 checks nothing): warnings, or errors that fail the
    pass if `as_error`."""
    over = limit_problems(analysis, max_bindings)
    report_problems([replace(p, is_error=as_error) for p in over], module)


def _message(problem: Problem) -> OpMessage:
    severity = Severity.ERROR if problem.is_error else Severity.WARNING
    return OpMessage(problem.op, severity, f"{PASS_NAME}: {problem.message}")
