"""`xdsl-stream-report`: the binding report of a dump, and its picture.

```sh
xdsl-stream-report DUMP                       # text report on stdout
xdsl-stream-report DUMP --json -o report.json # JSON (docs/report.md)
xdsl-stream-report DUMP --png bindings.png --max-bindings 8
xdsl-stream-report DUMP --segment --max-push-constants 32  # words after the segment
```

DUMP is IR right before the pass (custom or generic form, ops and attributes
of dialects this package does not define read as they are unless
`--strict-dialects`; `-` reads stdin), e.g. what `iree-compile
--mlir-print-ir-before=iree-stream-fuse-dispatch-bindings` writes.  Nothing
is rewritten (`--segment` runs the binding segment on copies only).  IR that does not parse or verify is reported as
`xdsl-stream-opt` reports it (`FILE:LINE:COL: error: ...`, the op, hints;
`xdsl_stream.io.reader`, bytes that are not UTF-8 outside comments
included), and so is a pass of the segment that refuses the dump (at the
dump's op, then a line naming the `rebase` choice); other mistakes (a
missing file, no matplotlib for `--png`) are one message on stderr; either
way exit status 1, never a traceback.  The
picture's title names the module (`module @name`).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import sys
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, cast

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import SSAValue

from xdsl_stream.analysis.binding_fusion import Rebase, analyze_module
from xdsl_stream.analysis.segment_cost import (
    SegmentLayout,
    segment_costs,
)
from xdsl_stream.core.diagnostics import OpDiagnosticsError
from xdsl_stream.io.reader import ReadError, Source, op_message_lines, read_located
from xdsl_stream.report.json_report import ReportFormat, render
from xdsl_stream.report.model import Report, build_report
from xdsl_stream.report.plot import (
    MissingMatplotlib,
    bindings_figure,
    export_plans,
    module_title,
    require_matplotlib,
)
from xdsl_stream.report.text import push_constant_messages
from xdsl_stream.tools.process import (
    UserError,
    internal_error,
    run_as_tool,
    write_stdout,
    write_whole,
)
from xdsl_stream.tools.switches import turn_off_from_environment
from xdsl_stream.universe import STRICT_FLAG, XDSL_STREAM_UNIVERSE, make_context

if TYPE_CHECKING:  # imported for `--segment` only (`_binding_segment`)
    from xdsl_stream.transforms.binding_segment import BindingSegmentPass

PROG = "xdsl-stream-report"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="What fuse-dispatch-bindings would fuse in DUMP, and why "
        "not (the IR is not rewritten).",
    )
    parser.add_argument("dump", help="IR right before the pass ('-': stdin)")
    parser.add_argument(
        "--json", action="store_true", help="JSON instead of text (docs/report.md)"
    )
    parser.add_argument(
        "-o",
        "--output",
        metavar="FILE",
        help="write the report to FILE instead of stdout",
    )
    parser.add_argument(
        "--png",
        metavar="FILE",
        help="also draw bindings per export before/after fusion into FILE",
    )
    parser.add_argument(
        "--max-bindings",
        type=int,
        default=0,
        metavar="N",
        help="flag exports above N bindings after fusion (and draw the limit)",
    )
    parser.add_argument(
        STRICT_FLAG,
        action="store_true",
        help="refuse ops and attributes of dialects this package does not "
        "define (by default they are read as they are, as dumps need)",
    )
    parser.add_argument(
        "--alias-mutable-bindings",
        action="store_true",
        help="let writable bindings fuse (the pass option of that name)",
    )
    _add_segment_options(parser)
    return parser


def _add_segment_options(parser: argparse.ArgumentParser) -> None:
    """`--segment` and the push-constant limit."""
    parser.add_argument(
        "--segment",
        action="store_true",
        help="also run the whole binding segment (binding-segment, "
        "rebase=all and rebase=fused) on copies and report per export the "
        "bindings, operands and push-constant words each kernel receives",
    )
    parser.add_argument(
        "--max-push-constants",
        type=int,
        default=0,
        metavar="WORDS",
        help="warn about exports above WORDS 32-bit push-constant words after "
        "the segment (implies --segment; Vulkan guarantees 32: 128 bytes)",
    )
    parser.add_argument(
        "--max-push-constants-error",
        action="store_true",
        help="exceeding --max-push-constants is an error (exit status 1, "
        "after the report is written)",
    )


class LimitError(UserError):
    """The report was made, but some export is above a limit the caller
    made an error of: the report is still written."""

    def __init__(self, message: str, rendered: str):
        super().__init__(message)
        self.rendered = rendered


def _binding_segment() -> type[BindingSegmentPass]:
    """The binding segment's pass, imported when a report asks for it (the
    plugin table's loader): every pass it runs costs a plain report a
    thirtieth of a second to import."""
    segment = XDSL_STREAM_UNIVERSE.all_passes["binding-segment"]()
    return cast("type[BindingSegmentPass]", segment)


def segment_report(
    report: Report, module: ModuleOp, source: Source, args: argparse.Namespace
) -> Report:
    """`report` with the interface after the binding segment, run on a copy
    of `module` per `rebase` choice, and the `max-push-constants` limit.  A
    pass of the segment that fails is an `InputError` placed in `source`
    (the input `module` was read from) as `xdsl-stream-opt` places it."""
    ctx = make_context(allow_unregistered=True)
    layouts: dict[Rebase, dict[str, SegmentLayout]] = {}
    segment_pass = _binding_segment()
    for rebase in Rebase:
        segment = segment_pass(
            alias_mutable_bindings=args.alias_mutable_bindings,
            rebase=str(rebase),
            check_printing=False,
        )
        try:
            layouts[rebase] = segment.layouts_on_copy(ctx, module)
        except OpDiagnosticsError as error:
            lines = [
                line
                for message in error.messages
                for line in op_message_lines(
                    source, message, show_op=message is error.messages[0]
                )
            ]
            lines.append(
                f"{PROG}: error: the binding segment (rebase={rebase}) fails "
                "on this dump"
            )
            raise InputError("\n".join(lines)) from None
    return replace(
        report,
        segment=tuple(segment_costs(layouts)),
        max_push_constants=args.max_push_constants,
    )


def _read(dump: str) -> bytes:
    """The dump's bytes (`read_module` decodes them as every tool does)."""
    try:
        if dump == "-":
            return sys.stdin.buffer.read()
        return Path(dump).read_bytes()
    except OSError as error:
        raise UserError(f"cannot read {dump}: {error.strerror or error}") from None


class InputError(UserError):
    """The dump does not read: the message is MLIR-style lines, unprefixed."""


def _read_module(
    text: bytes, args: argparse.Namespace, numbered: dict[SSAValue, str]
) -> tuple[ModuleOp, Source]:
    name = "<stdin>" if args.dump == "-" else str(args.dump)
    try:
        return read_located(
            text, name, strict=args.strict_dialects, numbered_names=numbered
        )
    except ReadError as error:
        raise InputError(str(error)) from None


def _check_limits(args: argparse.Namespace) -> None:
    """The limits asked for make sense."""
    if args.max_bindings < 0:
        raise UserError(
            f"--max-bindings must be 0 (off) or positive, not {args.max_bindings}"
        )
    if args.max_push_constants < 0:
        raise UserError(
            "--max-push-constants must be 0 (off) or positive, not "
            f"{args.max_push_constants}"
        )
    if args.max_push_constants_error and not args.max_push_constants:
        raise UserError("--max-push-constants-error needs --max-push-constants N")


def run(argv: list[str] | None = None) -> str:
    """Do what the command line asks; return what goes to stdout."""
    args = _parser().parse_args(argv)
    _check_limits(args)
    if args.png in ("", "-"):
        raise UserError(f"--png takes a file name, not '{args.png}'")
    if args.png:
        try:
            require_matplotlib()
        except MissingMatplotlib as error:
            raise UserError(str(error)) from None
    text = _read(args.dump)

    numbered: dict[SSAValue, str] = {}
    module, source = _read_module(text, args, numbered)
    analysis = analyze_module(
        module, alias_mutable_bindings=args.alias_mutable_bindings
    )
    report = build_report(
        analysis, max_bindings=args.max_bindings, numbered_names=numbered
    )
    if args.segment or args.max_push_constants:
        report = segment_report(report, module, source, args)
    rendered = render(report, ReportFormat.JSON if args.json else ReportFormat.TEXT)

    picture = _draw(report, module, args) if args.png else None
    made = picture is not None and not os.path.exists(args.png)
    if picture is not None:
        _write_picture(args.png, picture)
    if args.output:
        try:
            write_whole(args.output, rendered)
        except OSError as error:
            if made:  # (no picture left beside a failed run)
                with contextlib.suppress(OSError):
                    os.unlink(args.png)
            raise UserError(
                f"cannot write {args.output}: {error.strerror or error}"
            ) from None
        rendered = ""
    over = push_constant_messages(report)
    if args.max_push_constants_error and over:
        raise LimitError(
            over[0] + (f" (and {len(over) - 1} more)" if len(over) > 1 else ""),
            rendered,
        )
    return rendered


def _draw(report: Report, module: ModuleOp, args: argparse.Namespace) -> bytes:
    """The picture of `report`, in the format `args.png` names."""
    figure = bindings_figure(
        report.exports,
        alias_mutable_bindings=report.mutable_aliasing,
        max_bindings=args.max_bindings,
        title=module_title(module, "stdin" if args.dump == "-" else args.dump),
        plans=export_plans(report),
    )
    # A name without an extension is a PNG at that very path (matplotlib
    # would add `.png`); an extension names the format (`.svg`, `.pdf`).
    suffix = Path(args.png).suffix
    picture = io.BytesIO()
    try:
        figure.savefig(picture, dpi=100, format=suffix[1:].lower() if suffix else "png")  # pyright: ignore[reportUnknownMemberType]
    except ValueError as error:  # matplotlib: a file name's unknown extension
        raise UserError(f"cannot write {args.png}: {error}") from None
    return picture.getvalue()


def _write_picture(path: str, picture: bytes) -> None:
    try:
        with open(path, "wb") as output:
            output.write(picture)
    except OSError as error:
        raise UserError(f"cannot write {path}: {error.strerror or error}") from None


def main(argv: list[str] | None = None) -> int:
    """The console script: exit status 0, or 1 with a message on stderr (a
    usage mistake too, as in `xdsl-stream-opt`, where argparse would say 2)."""
    try:
        write_stdout(run(argv))
    except SystemExit as exit_:  # argparse has printed the usage and the error
        if exit_.code in (0, None):
            raise
        return 1
    except InputError as error:
        print(error, file=sys.stderr)
        return 1
    except LimitError as error:
        write_stdout(error.rendered)
        print(f"{PROG}: error: {error}", file=sys.stderr)
        return 1
    except UserError as error:
        print(f"{PROG}: error: {error}", file=sys.stderr)
        return 1
    except Exception as error:  # a bug: one line, not a traceback
        print(f"{PROG}: error: {internal_error(error)}", file=sys.stderr)
        return 1
    return 0


def entry_point() -> None:
    """The console script: `main` as a one-shot process (`run_as_tool`).
    `XDSL_STREAM_SPEEDUPS_OFF` turns speed-ups off, as for `xdsl-stream-opt`."""
    turn_off_from_environment(PROG)
    run_as_tool(PROG, main)


if __name__ == "__main__":
    entry_point()
