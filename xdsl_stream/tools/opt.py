"""`xdsl-stream-opt`: `xdsl-opt` made for real IREE dumps.

The same options and pass pipeline syntax as `xdsl-opt` (it is xDSL's
`xDSLOptMain`, with every registered dialect and pass), and:

* diagnostics as MLIR tools print them: `FILE:LINE:COL: error: message`, from
  the op's `loc(...)` when it has one, else its position in the input, then the
  op alone (cut to a few lines), then notes; warnings likewise.  At most
  `MAX_DIAGNOSTICS` are printed, whatever the size of the module;
* no Python traceback for a user's mistake (bad IR, unknown pass or option,
  bad option value, missing or unreadable file, input that is not UTF-8):
  a message on stderr, nothing on stdout, exit status 1.  `-` reads stdin;
* `--split-input-file` reports every failing chunk and goes on (exit status 1
  if any failed), as `mlir-opt` does;
* location aliases defined after their uses (`--mlir-print-debuginfo` dumps)
  are read, inside `loc(...)` only, in linear time
  (`xdsl_stream.parsing.ForwardLocParser`), and generic-form dumps read
  several times faster (`xdsl_stream.parsing.FastReader`, every speed-up on);
* ops of dialects other than this package's are printed in generic form even
  without `--print-op-generic` (`xdsl_stream.printing`), so printing never
  changes what the tool does not own;
* `--time-passes` (or `--timing`): a report of where the run's time went
  (read, verify, each pass, print), on stderr, as `mlir-opt --mlir-timing`
  prints it (`xdsl_stream.tools.timing`);
* hints where the user is likely wrong: custom-form IREE IR (dump it with
  `--mlir-print-op-generic`), an unregistered op without
  `--allow-unregistered-dialect`;
* the garbage-collector tuning a one-shot process may take: the collector is
  paused while parsing, the parsed IR is frozen out of its way, and everything
  is frozen at exit so that the interpreter's final collection does not walk
  the IR only to free memory the process is about to release.
"""

from __future__ import annotations

import argparse
import atexit
import gc
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from io import StringIO
from typing import IO, TYPE_CHECKING

from xdsl.dialects.builtin import (
    ArrayAttr,
    CallSiteLoc,
    FileLineColLoc,
    FusedLoc,
    ModuleOp,
    NameLoc,
)
from xdsl.ir import Attribute, Operation
from xdsl.passes import ModulePass, PassPipeline
from xdsl.utils.arg_spec import parse_spec
from xdsl.utils.exceptions import ArgSpecParseError, DiagnosticException, ParseError
from xdsl.xdsl_opt_main import xDSLOptMain

from xdsl_stream.tools.timing import OUTPUT, PARSER, VERIFIER, PhaseTimer

if TYPE_CHECKING:
    from xdsl_stream.diagnostics import OpMessage, Severity

# The dialects, the reader, the printer and the pass are imported where a run
# needs them, not here: `--help` and `--version` start as fast as `xdsl-opt`.

PROG = "xdsl-stream-opt"
MAX_DIAGNOSTICS = 10
"""Diagnostics printed per input chunk; the rest are counted."""
MAX_OP_LINES = 8
"""Lines of the failing op shown under a diagnostic."""

_IREE_DIALECTS = frozenset(
    {"flow", "hal", "util", "stream", "iree_tensor_ext", "iree_codegen", "vm"}
)


class UserError(Exception):
    """A mistake of the user's: reported as a message, never a traceback."""


@dataclass
class _Source:
    """What is known of one parsed input chunk, to place diagnostics."""

    name: str
    text: str = ""
    line_offset: int = 0
    op_offsets: dict[Operation, int] = field(default_factory=dict[Operation, int])

    def position(self, offset: int) -> str:
        line = self.text.count("\n", 0, offset) + 1 + self.line_offset
        column = offset - (self.text.rfind("\n", 0, offset) + 1) + 1
        return f"{self.name}:{line}:{column}"

    def op_position(self, op: Operation) -> str:
        """`FILE:LINE:COL` of `op`: its `loc(...)`, else where it (or the
        nearest op around it) starts in the input."""
        if (where := _file_location(op.location)) is not None:
            return where
        current: Operation | None = op
        while current is not None:
            if (offset := self.op_offsets.get(current)) is not None:
                return self.position(offset)
            current = current.parent_op()
        return self.name


def _file_location(loc: Attribute) -> str | None:
    match loc:
        case FileLineColLoc():
            return f"{loc.filename.data}:{loc.line.data}:{loc.column.data}"
        case NameLoc():
            return _file_location(loc.location)
        case CallSiteLoc():
            return _file_location(loc.callee)
        case FusedLoc(locations=ArrayAttr() as locations):
            for inner in locations:
                if (where := _file_location(inner)) is not None:
                    return where
            return None
        case _:
            return None


class _Reporter:
    """Prints diagnostics of one chunk to stderr, bounded."""

    def __init__(self, source: _Source) -> None:
        self.source = source
        self.printed = 0
        self.dropped = 0

    def op_message(self, message: OpMessage, *, show_op: bool = True) -> None:
        from xdsl_stream.diagnostics import Severity

        where = self.source.op_position(message.op)
        lines = [f"{where}: {message.severity.value}: {message.message}"]
        if show_op and message.severity is not Severity.NOTE:
            lines += _indented_op(message.op)
        self._print(lines)

    def text(self, where: str, severity: Severity, message: str) -> None:
        self._print([f"{where}: {severity.value}: {message}"])

    def lines(self, lines: Sequence[str]) -> None:
        self._print(list(lines))

    def _print(self, lines: list[str]) -> None:
        if self.printed >= MAX_DIAGNOSTICS:
            self.dropped += 1
            return
        self.printed += 1
        print("\n".join(lines), file=sys.stderr)

    def close(self) -> None:
        if self.dropped:
            print(f"... and {self.dropped} more diagnostic(s)", file=sys.stderr)


def _indented_op(op: Operation) -> list[str]:
    from xdsl_stream.ir_helpers import op_text

    lines = op_text(op, generic=True).split("\n")
    if len(lines) > MAX_OP_LINES:
        hidden = len(lines) - MAX_OP_LINES + 1
        lines = [*lines[: MAX_OP_LINES - 1], f"... ({hidden} more lines)"]
    return ["  " + line for line in lines]


class StreamOptMain(xDSLOptMain):
    """`xDSLOptMain` with MLIR-style diagnostics and lossless printing."""

    def __init__(self, args: Sequence[str] | None = None) -> None:
        self._source = _Source("<stdin>")
        self._timer = PhaseTimer()
        super().__init__(
            description="xdsl-opt for IREE dumps: MLIR-style diagnostics, "
            "generic printing of ops this package does not own",
            args=args,
        )

    def register_all_arguments(self, arg_parser: argparse.ArgumentParser) -> None:
        super().register_all_arguments(arg_parser)
        arg_parser.add_argument(
            "--timing",
            dest="time_passes",
            action="store_true",
            help="the same as --time-passes: print where the time went on stderr",
        )

    # ----------------------------------------------------------------- input

    def get_input_stream(self) -> tuple[IO[bytes], str]:
        if self.args.input_file in (None, "-"):
            return sys.stdin.buffer, "mlir"
        try:
            return super().get_input_stream()
        except OSError as error:
            raise UserError(
                f"cannot read {self.args.input_file}: {error.strerror}"
            ) from None

    def get_input_name(self) -> str:
        if self.args.input_file in (None, "-"):
            return "<stdin>"
        return str(self.args.input_file)

    def parse_chunk(
        self, chunk: IO[bytes], file_extension: str, start_offset: int = 0
    ) -> ModuleOp | None:
        frontend = self.args.frontend or file_extension
        if parse_spec(frontend).name != "mlir":
            return super().parse_chunk(chunk, file_extension, start_offset)
        from xdsl_stream.parsing import SourceTrackingParser, collector_paused

        data = chunk.read()
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            raise UserError(
                f"input is not valid UTF-8: byte 0x{data[error.start]:02x} at "
                f"offset {error.start} ({error.reason})"
            ) from None
        parser = SourceTrackingParser(self.ctx, text, self.get_input_name())
        self._source = _Source(
            self.get_input_name(), text, start_offset, parser.op_offsets
        )
        with collector_paused(), self._timer.phase(PARSER):
            module = parser.parse_module(not self.args.no_implicit_module)
        gc.freeze()  # the IR lives until exit: keep it out of collections
        return module

    # ---------------------------------------------------------------- passes

    def setup_pipeline(self) -> None:
        """As xDSL's, with verification that names the failing op."""
        from xdsl_stream.transforms.fuse_dispatch_bindings import (
            FuseDispatchBindingsPass,
        )

        pass_started = _Clock()

        def callback(
            previous: ModulePass | None, module: ModuleOp, following: ModulePass | None
        ) -> None:
            if previous is not None:
                self._timer.add(previous.name, *pass_started.elapsed())
            if not self.args.disable_verify:
                with self._timer.phase(VERIFIER):
                    _verify(module)
            if previous and following and self.args.print_between_passes:
                print(f"IR after {previous.name}:")
                print(self.output_resulting_program(module))
            pass_started.restart()

        parsed = PassPipeline.parse_spec(self.available_passes, self.args.passes)
        # Ops whose custom print would lose information are printed in generic
        # form here: the pass's warning about them would only be noise.
        passes = tuple(
            replace(p, check_printing=False)
            if isinstance(p, FuseDispatchBindingsPass)
            else p
            for p in parsed.passes
        )
        self.pipeline = PassPipeline(passes, callback)

    # ---------------------------------------------------------------- output

    def output_resulting_program(self, prog: ModuleOp) -> str:
        if parse_spec(self.args.target).name != "mlir":
            return super().output_resulting_program(prog)
        with self._timer.phase(OUTPUT):
            return self._print_mlir(prog)

    def _print_mlir(self, prog: ModuleOp) -> str:
        from xdsl_stream.printing import OwnedCustomPrinter

        output = StringIO()
        printer = OwnedCustomPrinter(
            stream=output,
            print_generic_format=self.args.print_op_generic,
            print_properties_as_attributes=self.args.print_no_properties,
            print_debuginfo=self.args.print_debuginfo,
        )
        printer.print_op(prog)
        printer.print_metadata(self.ctx.loaded_dialects)
        output.write("\n\n")
        return output.getvalue()

    # ------------------------------------------------------------------- run

    def run_all(self) -> int:
        """Run every input chunk; the exit status (1 if any chunk failed)."""
        if self.args.verify_diagnostics or self.args.parsing_diagnostics:
            self.run()  # xDSL's: diagnostics printed to stdout, for tests
            return 0
        chunks, extension = self.prepare_input()
        failed = False
        outputs: list[str] = []
        for chunk, offset in chunks:
            try:
                failed |= not self._run_chunk(chunk, extension, offset, outputs)
            finally:
                chunk.close()
        if failed and not self.args.split_input_file:
            return 1
        self._write("// -----\n".join(outputs))
        self._report_timing()
        return 1 if failed else 0

    def _report_timing(self) -> None:
        """`--time-passes`: the time report on stderr."""
        if self.args.time_passes:
            sys.stderr.write(self._timer.report())

    def _run_chunk(
        self, chunk: IO[bytes], extension: str, offset: int, outputs: list[str]
    ) -> bool:
        from xdsl_stream.diagnostics import (
            OpDiagnosticsError,
            OpMessage,
            Severity,
            diagnostics_to,
        )

        reporter = _Reporter(_Source(self.get_input_name(), line_offset=offset))
        try:
            with diagnostics_to(reporter.op_message):
                module = self.parse_chunk(chunk, extension, offset)
                reporter.source = self._source
                if module is not None:
                    self.apply_passes(module)
                    outputs.append(self.output_resulting_program(module))
            return True  # warnings alone do not fail a chunk
        except ParseError as error:
            _report_parse_error(reporter, error, offset, self.args)
        except OpDiagnosticsError as error:
            for message in error.messages:
                reporter.op_message(message, show_op=message is error.messages[0])
        except _OpVerifyError as error:
            reporter.op_message(OpMessage(error.op, Severity.ERROR, error.message))
        except DiagnosticException as error:
            reporter.text(self._source.name, Severity.ERROR, _first_line(error))
        finally:
            reporter.close()
        return False

    def _write(self, text: str) -> None:
        if self.args.output_file is None:
            sys.stdout.write(text)
            return
        try:
            with open(self.args.output_file, "w") as output:
                output.write(text)
        except OSError as error:
            raise UserError(
                f"cannot write {self.args.output_file}: {error.strerror}"
            ) from None


class _Clock:
    """Wall and CPU seconds since the last `restart`."""

    def __init__(self) -> None:
        self.restart()

    def restart(self) -> None:
        self.wall, self.cpu = time.perf_counter(), time.process_time()

    def elapsed(self) -> tuple[float, float]:
        return time.perf_counter() - self.wall, time.process_time() - self.cpu


# ===----------------------------------------------------------------------=== #
# Verification that names the op
# ===----------------------------------------------------------------------=== #


class _OpVerifyError(DiagnosticException):
    def __init__(self, op: Operation, message: str) -> None:
        super().__init__(message)
        self.op = op
        self.message = message


def _verify(module: ModuleOp) -> None:
    """`module.verify()`, raising `_OpVerifyError` for the op that fails.

    Ops are verified innermost first, as xDSL's `Operation.verify` does, one
    op at a time so that the failing one is known.
    """
    for op in _post_order(module):
        try:
            op.verify(verify_nested_ops=False)
        except DiagnosticException as error:
            raise _OpVerifyError(op, f"'{op.name}' op {_first_line(error)}") from None
        except ValueError as error:  # xDSL's erased-value check
            raise _OpVerifyError(op, f"'{op.name}' op {error}") from None


def _post_order(op: Operation) -> Iterator[Operation]:
    for region in op.regions:
        for block in region.blocks:
            for inner in block.ops:
                yield from _post_order(inner)
    yield op


def _first_line(error: BaseException) -> str:
    return str(error).split("\n", 1)[0]


# ===----------------------------------------------------------------------=== #
# Parse errors and hints
# ===----------------------------------------------------------------------=== #


def _report_parse_error(
    reporter: _Reporter, error: ParseError, offset: int, args: object
) -> None:
    span = error.span
    location = span.get_location()
    where = f"{location.file}:{location.line + offset}:{location.col}"
    context = span.print_with_context().split("\n")[1:]
    lines = [f"{where}: error: {error.msg}", *(line for line in context if line)]
    lines += _hints(error, bool(getattr(args, "allow_unregistered_dialect", False)))
    reporter.lines(lines)


def _hints(error: ParseError, allow_unregistered: bool) -> list[str]:
    message = error.msg
    if not message.startswith("Operation ") or "not registered" not in message:
        if "does not have a custom format" in message:
            return [_custom_form_hint()]
        return []
    name = message.split()[1]
    dialect = name.split(".", 1)[0]
    generic = error.span.text.startswith('"')
    if not generic and dialect in _IREE_DIALECTS | {"builtin"}:
        return [_custom_form_hint()]
    if not allow_unregistered:
        return [
            f"hint: '{dialect}' is not a dialect this tool knows; pass "
            "--allow-unregistered-dialect to keep its ops as they are"
        ]
    return []


def _custom_form_hint() -> str:
    return (
        "hint: this looks like IREE IR in custom form, which only IREE can "
        "read; dump it with --mlir-print-op-generic and pass "
        "--allow-unregistered-dialect"
    )


# ===----------------------------------------------------------------------=== #
# Entry point
# ===----------------------------------------------------------------------=== #


def main(argv: Sequence[str] | None = None) -> int:
    """Run `xdsl-stream-opt`; the exit status."""
    atexit.register(gc.freeze)  # runs before the interpreter's final collection
    try:
        return _construct(argv).run_all()
    except UserError as error:
        print(f"{PROG}: error: {error}", file=sys.stderr)
        return 1
    except SystemExit as exit_:  # argparse has printed the usage and the error
        if exit_.code in (0, None):
            raise
        return 1


def _construct(argv: Sequence[str] | None) -> StreamOptMain:
    try:
        return StreamOptMain(argv)
    except ArgSpecParseError as error:
        raise UserError(str(error).rstrip()) from None
    except ValueError as error:  # unknown pass or option, bad option value
        raise UserError(f"invalid pass pipeline: {error}") from None


def entry_point() -> None:
    """The console script."""
    sys.exit(main())
