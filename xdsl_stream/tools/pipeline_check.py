"""Pass pipeline mistakes, said as users type pass options.

xDSL's own messages list option names as the dataclass fields they are
(`max_bindings`), include fields no document mentions (`check_printing`) and
suggest nothing for a misspelt pass.  `check_pipeline` reads the pipeline
first and raises `PipelineError` with:

    unknown pass 'fuse-dispatch-binding'; did you mean 'fuse-dispatch-bindings'?
    unknown option 'max-binding' of pass 'fuse-dispatch-bindings'; did you mean
      'max-bindings'? (options: alias-mutable-bindings, report, max-bindings, ...)
    option 'alias-mutable-bindings' of pass 'fuse-dispatch-bindings' takes true
      or false, not yes
    pass 'mlir-opt' runs 'mlir-opt', which is not on PATH

Options are spelt with dashes; internal ones (`INTERNAL_OPTIONS`) are not
listed.  Anything this check accepts is then parsed by xDSL as before.

Only the passes the pipeline names are imported (through the plugin table's
loaders): importing this module imports no pass, so a run without `-p` pays
for none.
"""

from __future__ import annotations

import dataclasses
import shutil
import typing
from collections.abc import Callable, Mapping
from types import NoneType, UnionType
from typing import Any

from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import ArgSpec, parse_pipeline
from xdsl.utils.hints import isa

CHECK_PRINTING = "check_printing"
"""The field of the passes that warn about a lossy custom print; the tools
set it (`xdsl-stream-opt` prints such ops in generic form itself)."""

EXECUTABLE = "executable"
"""The option of a pass that runs a program (xDSL's `mlir-opt` pass)."""

INTERNAL_OPTIONS: Mapping[str, frozenset[str]] = {
    "fuse-dispatch-bindings": frozenset({CHECK_PRINTING}),
    "binding-segment": frozenset({CHECK_PRINTING}),
    "fuse-dispatch-bindings-report": frozenset({CHECK_PRINTING}),
    "fold-uniform-operands": frozenset({CHECK_PRINTING}),
    "annotate-dispatch-arguments": frozenset({CHECK_PRINTING}),
    "pack-dispatch-operands": frozenset({CHECK_PRINTING}),
    "mlir-cse": frozenset({CHECK_PRINTING}),
}
"""Pass name -> fields set by our tools, not by users (not listed).  Keyed by
name so that this table imports no pass (tests/pytest/tools/test_opt_startup.py
checks each name against its pass)."""


class PipelineError(ValueError):
    """A pass or option the pipeline names does not exist."""


def user_options(pass_class: type[ModulePass]) -> list[str]:
    """The options of a pass as users type them (`max-bindings`)."""
    hidden = INTERNAL_OPTIONS.get(pass_class.name, frozenset())
    return [
        f.name.replace("_", "-")
        for f in dataclasses.fields(pass_class)
        if f.init and f.name != "name" and f.name not in hidden
    ]


def _did_you_mean(word: str, candidates: list[str]) -> str:
    import difflib  # (only for a mistake: a run's start-up goes without it)

    close = difflib.get_close_matches(word, candidates, n=1, cutoff=0.6)
    return f"; did you mean '{close[0]}'?" if close else ""


def check_pipeline(
    spec: str, available: Mapping[str, Callable[[], type[ModulePass]]]
) -> None:
    """Raise `PipelineError` for the first unknown pass or option of `spec`."""
    for pass_spec in parse_pipeline(spec):
        if pass_spec.name not in available:
            raise PipelineError(
                f"unknown pass '{pass_spec.name}'"
                + _did_you_mean(pass_spec.name, sorted(available))
            )
        pass_class = available[pass_spec.name]()
        if dataclasses.is_dataclass(pass_class):
            _check_options(pass_spec, pass_class)
            _check_executable(pass_spec, pass_class)


def _check_executable(pass_spec: ArgSpec, pass_class: type[ModulePass]) -> None:
    """Raise `PipelineError` if the pass runs a program (an `executable`
    option, as xDSL's `mlir-opt` pass has) that is not on PATH."""
    field = next(
        (f for f in dataclasses.fields(pass_class) if f.name == EXECUTABLE), None
    )
    if field is None:
        return
    given = pass_spec.parameters.get(EXECUTABLE)
    program = given[0] if given else field.default
    if isinstance(program, str) and shutil.which(program) is None:
        raise PipelineError(
            f"pass '{pass_spec.name}' runs '{program}', which is not on PATH"
        )


def _check_options(pass_spec: ArgSpec, pass_class: type[ModulePass]) -> None:
    """Raise `PipelineError` for an unknown option, or a value of the wrong
    kind, naming the option and what it takes."""
    options = user_options(pass_class)
    types = typing.get_type_hints(pass_class)
    fields = {f.name for f in dataclasses.fields(pass_class)}
    for option, values in pass_spec.parameters.items():
        field = option.replace("-", "_")
        if field not in fields:
            listing = f" (options: {', '.join(options)})" if options else ""
            raise PipelineError(
                f"unknown option '{option}' of pass '{pass_spec.name}'"
                + _did_you_mean(option.replace("_", "-"), options)
                + listing
            )
        expected = types.get(field)
        if expected is None or _fits(values, expected):
            continue
        named = f"option '{option.replace('_', '-')}' of pass '{pass_spec.name}'"
        if not values:
            raise PipelineError(f"{named} needs a value: {_kind(expected)}")
        given = ",".join(_spelled(v) for v in values)
        raise PipelineError(f"{named} takes {_kind(expected)}, not {given}")


_KINDS: Mapping[Any, str] = {
    bool: "true or false",
    int: "an integer",
    float: "a number",
    str: "a word",
}


def _kind(expected: Any) -> str:
    """`true or false`: what a field of type `expected` takes, as typed."""
    members = (
        typing.get_args(expected)
        if typing.get_origin(expected) in (typing.Union, UnionType)
        else (expected,)
    )
    return " or ".join(_KINDS.get(m, str(m)) for m in members if m is not NoneType)


def _fits(values: tuple[Any, ...], expected: Any) -> bool:
    """Whether xDSL converts `values` to `expected` (its rule: one value of
    that type, or the tuple itself)."""
    if expected is int and any(isinstance(v, bool) for v in values):
        return False  # `max-bindings=true`: xDSL takes a bool for an int
    return (len(values) == 1 and isa(values[0], expected)) or isa(values, expected)


def _spelled(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)
