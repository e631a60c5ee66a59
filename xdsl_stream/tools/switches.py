"""Speed-ups turned off from the environment, for measuring what each is worth.

`XDSL_STREAM_SPEEDUPS_OFF` names, comma-separated, the speed-ups a tool
process runs without: the values of `xdsl_stream.core.speedups.Speedup`
(`text-memo`, `print-joined`, `fast-paths`, ...), or `all`.  For
example, ``XDSL_STREAM_SPEEDUPS_OFF=text-memo,statement-memo xdsl-stream-opt
-p fuse-dispatch-bindings dump.mlir``; `bench/ablation.py` runs the tool so.

Read by a tool's entry point only (`xdsl_stream.tools.opt.entry_point`), never
on import: importing the package changes no switch.  A speed-up changes time
only, so what the tool prints is the same whatever the variable says
(tests/pytest/tools/test_speedups_identical.py).
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from xdsl_stream.core.speedups import Speedup, turn_off

ENVIRONMENT_VARIABLE = "XDSL_STREAM_SPEEDUPS_OFF"
ALL = "all"


class UnknownSwitch(ValueError):
    """The variable names something that is not a speed-up."""


def switches_named(value: str) -> set[Speedup]:
    """The speed-ups `value` names."""
    names = {name.strip() for name in value.split(",") if name.strip()}
    if ALL in names:
        return set(Speedup)
    known = {speedup.value: speedup for speedup in Speedup}
    unknown = sorted(names - known.keys())
    if unknown:
        choices = ", ".join([*known, ALL])
        raise UnknownSwitch(
            f"{ENVIRONMENT_VARIABLE}: unknown speed-up {unknown[0]!r} (known: {choices})"
        )
    return {known[name] for name in names}


def turn_off_from_environment(
    prog: str, environ: Mapping[str, str] = os.environ
) -> None:
    """Turn off, for the rest of the process, what `XDSL_STREAM_SPEEDUPS_OFF`
    names (nothing if it is unset or empty).  If it names something that is
    not a speed-up, exit with status 1 and `PROG: error: ...` on stderr."""
    try:
        speedups = switches_named(environ.get(ENVIRONMENT_VARIABLE, ""))
    except UnknownSwitch as error:
        raise SystemExit(f"{prog}: error: {error}") from None
    turn_off(*speedups)
