"""Pass pipeline mistakes, said as users type pass options.

xDSL's own messages list option names as the dataclass fields they are
(`max_bindings`), include fields no document mentions (`check_printing`) and
suggest nothing for a misspelt pass.  `check_pipeline` reads the pipeline
first and raises `PipelineError` with:

    unknown pass 'fuse-dispatch-binding'; did you mean 'fuse-dispatch-bindings'?
    unknown option 'max-binding' of pass 'fuse-dispatch-bindings'; did you mean
      'max-bindings'? (options: alias-mutable-bindings, report, max-bindings, ...)

Options are spelt with dashes; internal ones (`INTERNAL_OPTIONS`) are not
listed.  Anything this check accepts is then parsed by xDSL as before.
"""

from __future__ import annotations

import dataclasses
import difflib
from collections.abc import Callable, Mapping

from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import parse_pipeline

from xdsl_stream.transforms.fuse_dispatch_bindings import FuseDispatchBindingsPass

INTERNAL_OPTIONS: Mapping[str, frozenset[str]] = {
    FuseDispatchBindingsPass.name: frozenset({"check_printing"}),
}
"""Pass name -> fields set by our tools, not by users (not listed)."""


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
        if not dataclasses.is_dataclass(pass_class):
            continue
        options = user_options(pass_class)
        fields = {f.name for f in dataclasses.fields(pass_class)}
        for option in pass_spec.parameters:
            if option.replace("-", "_") in fields:
                continue
            listing = f" (options: {', '.join(options)})" if options else ""
            raise PipelineError(
                f"unknown option '{option}' of pass '{pass_spec.name}'"
                + _did_you_mean(option.replace("_", "-"), options)
                + listing
            )
