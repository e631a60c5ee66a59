"""An analysis' problems, reported as a pass's diagnostics.

Warnings are emitted and the pass goes on; errors fail the pass, naming every
op at fault.  Each message starts with the pass's name.  The passes of the
package report through `report_problems` between their analysis and their
rewrite; `check_binding_limit` is the bindings limit of
`fuse-dispatch-bindings` (`max-bindings`), which a tool can also call on an
analysis of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.diagnostic import Diagnostic

from xdsl_stream.analysis.binding_fusion import FusionAnalysis
from xdsl_stream.analysis.export_groups import Problem
from xdsl_stream.core.diagnostics import OpDiagnosticsError, OpMessage, emit
from xdsl_stream.report.model import limit_problems


def report_problems(
    pass_name: str, problems: Sequence[Problem], module: ModuleOp
) -> None:
    """Emit the warnings of `problems`; raise for its errors, if any."""
    for problem in problems:
        if not problem.is_error:
            emit(_message(pass_name, problem))
    errors = [p for p in problems if p.is_error]
    if errors:
        diagnostic = Diagnostic()
        for error in errors:
            diagnostic.add_message(error.op, f"error: {error.message}")
        messages = [_message(pass_name, error) for error in errors]
        diagnostic.raise_exception(
            module, OpDiagnosticsError(messages[0].message, messages)
        )


def _message(pass_name: str, problem: Problem) -> OpMessage:
    return OpMessage(problem.op, problem.severity, f"{pass_name}: {problem.message}")


def check_binding_limit(
    pass_name: str,
    analysis: FusionAnalysis,
    max_bindings: int,
    module: ModuleOp,
    *,
    as_error: bool,
) -> None:
    """Report every export above `max_bindings` bindings after the pass
    (`limit_problems`; 0 checks nothing): warnings, or errors that fail the
    pass if `as_error`."""
    over = limit_problems(analysis, max_bindings)
    report_problems(pass_name, [replace(p, is_error=as_error) for p in over], module)
