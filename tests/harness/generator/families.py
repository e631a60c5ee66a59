"""The op families beyond `dispatch`, and the module part they make.

Each family is a list of builders; a builder appends one op (or a few) to a
shared function body, `util.func public @ops`, whose operands are earlier
results of any family or the function's arguments.  Every builder of the
chosen families runs once, in a random order, then a few run again.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from harness.generator.async_tensor import AsyncTensorOps
from harness.generator.host_ops import UTIL_DECLARATIONS, HostOps

DISPATCH = "dispatch"
"""Executables, resource allocation and `stream.cmd.execute` regions with
dispatches: what `fuse-dispatch-bindings` reads (`dispatch.py`)."""


class _FamilyGenerator(HostOps, AsyncTensorOps):
    """One value pool shared by the builders of every family."""


_Builder = Callable[[_FamilyGenerator], None]
_G = _FamilyGenerator

FAMILIES: dict[str, tuple[_Builder, ...]] = {
    "async": (
        _G.async_alloca,
        _G.async_constant,
        _G.async_splat,
        _G.async_clone,
        _G.async_slice,
        _G.async_fill,
        _G.async_update,
        _G.async_copy,
        _G.async_barrier,
        _G.async_transfer,
        _G.async_cast,
        _G.async_load_store,
        _G.async_dispatch,
        _G.async_call,
        _G.async_collective,
        _G.async_execute,
    ),
    "tensor": (
        _G.tensor_import_export,
        _G.tensor_sizeof_empty_constant,
        _G.tensor_splat_fill,
        _G.tensor_clone_encode,
        _G.tensor_slice_update,
        _G.tensor_load_store_trace,
        _G.tensor_dispatch,
    ),
    "timepoint": (_G.timepoints,),
    "resource": (
        _G.resource_ops,
        _G.dealloca,
        _G.staging,
        _G.try_map,
        _G.pack,
        _G.constants,
        _G.subview,
        _G.transients,
    ),
    "cmd": (_G.collective, _G.cmd_call),
    "channel": (_G.channels,),
    "file": (_G.files,),
    "parameter": (_G.tensor_parameters, _G.async_parameters, _G.cmd_parameters),
    "context": (_G.context,),
    "workgroup": (_G.workgroup,),
    "util": (_G.util_values,),
}
"""Builders by family name (the `dispatch` family is `dispatch.py`'s)."""

ALL_FAMILIES = (DISPATCH, *FAMILIES)


def family_lines(seed: int, families: Iterable[str]) -> list[str]:
    """Module-level lines of the non-`dispatch` families in `families` (none
    when there are none), deterministic in `seed`."""
    chosen = set(families)
    builders = [b for name in FAMILIES if name in chosen for b in FAMILIES[name]]
    if not builders:
        return []
    generator = _FamilyGenerator(random.Random(f"families:{seed}"))
    rng = generator.rng
    rng.shuffle(builders)
    for build in builders:
        build(generator)
    for _ in range(rng.randint(0, 6)):
        rng.choice(builders)(generator)
    args = ", ".join(f"{name}: {type}" for name, type in generator.args)
    declarations = list(UTIL_DECLARATIONS) if "util" in chosen else []
    return [
        *declarations,
        *generator.top,
        f"util.func public @ops({args}) {{",
        *generator.lines,
        "  util.return",
        "}",
    ]
