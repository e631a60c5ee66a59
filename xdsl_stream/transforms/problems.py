"""An analysis' problems, reported as a pass's diagnostics.

Warnings are emitted and the pass goes on; errors fail the pass, naming every
op at fault.  Each message starts with the pass's name.  Both passes of the
package (`fuse-dispatch-bindings`, `fold-uniform-operands`) report through it.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.diagnostic import Diagnostic

from xdsl_stream.analysis.binding_fusion import Problem
from xdsl_stream.diagnostics import OpDiagnosticsError, OpMessage, Severity, emit


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
    severity = Severity.ERROR if problem.is_error else Severity.WARNING
    return OpMessage(problem.op, severity, f"{pass_name}: {problem.message}")
