"""Speed-ups turned off from the environment, for measuring what each is worth.

`XDSL_STREAM_SPEEDUPS_OFF` names, comma-separated, the speed-ups a tool
process runs without: the values of `xdsl_stream.speedups.Speedup`
(`text-memo`, `print-joined`, ...), `fast-paths` for the custom syntax's
shortcuts (`xdsl_stream.dialects.stream.fast_paths.enabled`), or `all`.  For
example, ``XDSL_STREAM_SPEEDUPS_OFF=text-memo,statement-memo xdsl-stream-opt
-p fuse-dispatch-bindings dump.mlir``; `bench/ablation.py` runs the tool so.

Read by a tool's entry point only (`xdsl_stream.tools.opt.entry_point`), never
on import: importing the package changes no switch.  A speed-up changes time
only, so what the tool prints is the same whatever the variable says
(tests/pytest/tools/test_speedups_identical.py).  The fast paths are imported
only when the variable names them, so that `--help` starts without the
dialects.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from xdsl_stream.speedups import Speedup, turn_off

ENVIRONMENT_VARIABLE = "XDSL_STREAM_SPEEDUPS_OFF"
FAST_PATHS = "fast-paths"
"""The name of the custom syntax's shortcuts, which have a switch of their own."""
ALL = "all"


class UnknownSwitch(ValueError):
    """The variable names something that is not a speed-up."""


def switches_named(value: str) -> tuple[set[Speedup], bool]:
    """The speed-ups `value` names, and whether it names the fast paths."""
    names = {name.strip() for name in value.split(",") if name.strip()}
    if ALL in names:
        return set(Speedup), True
    known = {speedup.value: speedup for speedup in Speedup}
    unknown = sorted(names - known.keys() - {FAST_PATHS})
    if unknown:
        choices = ", ".join([*known, FAST_PATHS, ALL])
        raise UnknownSwitch(
            f"{ENVIRONMENT_VARIABLE}: unknown speed-up {unknown[0]!r} (known: {choices})"
        )
    return {known[name] for name in names if name in known}, FAST_PATHS in names


def turn_off_from_environment(
    prog: str, environ: Mapping[str, str] = os.environ
) -> None:
    """Turn off, for the rest of the process, what `XDSL_STREAM_SPEEDUPS_OFF`
    names (nothing if it is unset or empty).  If it names something that is
    not a speed-up, exit with status 1 and `PROG: error: ...` on stderr."""
    try:
        speedups, fast_paths_off = switches_named(environ.get(ENVIRONMENT_VARIABLE, ""))
    except UnknownSwitch as error:
        raise SystemExit(f"{prog}: error: {error}") from None
    turn_off(*speedups)
    if fast_paths_off:
        # Imported here: the dialect loads only when the variable asks for it.
        from xdsl_stream.dialects.stream import fast_paths

        fast_paths.enabled = False
