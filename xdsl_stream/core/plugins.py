"""The dialects, passes and targets of every installed xDSL plugin, found once.

`xdsl.universe.Universe.get_multiverse()` reads the metadata of every
installed distribution, about 10 ms a time in a virtual environment with IREE,
marimo and matplotlib.  Once per context and four times per driver run, that
was a sixth of the time to read a small module; the package's contexts
(`xdsl_stream.universe.make_context`), its closed-dialect check and
`xdsl-stream-opt` ask here instead.  A plugin installed after the first call is
seen by the next process.
"""

from __future__ import annotations

from functools import cache

from xdsl.universe import Universe


@cache
def installed_universe() -> Universe:
    """`Universe.get_multiverse()`, found the first time it is asked for."""
    return Universe.get_multiverse()
