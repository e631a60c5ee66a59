"""`xdsl-stream-opt`: `xdsl-opt` made for real IREE dumps.

The same options and pass pipeline syntax as `xdsl-opt` (it is xDSL's
`xDSLOptMain`, with every registered pass and the dialects iree-opt has,
`xdsl_stream.universe.dialect_factories`), and:

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
  (`xdsl_stream.io.parser.ForwardLocParser`);
* ops of dialects other than this package's are printed in generic form even
  without `--print-op-generic` (`xdsl_stream.io.printer`), so printing never
  changes what the tool does not own;
* dumps read as they come: ops and attributes of dialects no one registered
  (IREE's `hal`, `flow`, `iree_codegen`, ...) are kept as they are without
  `--allow-unregistered-dialect`; `--strict-dialects` refuses them;
* the reader, the diagnostics and their hints are shared with
  `xdsl-stream-report`, the notebook and the Python API
  (`xdsl_stream.io.reader`): custom-form IREE IR (dump it with
  `--mlir-print-op-generic`), an unregistered op or attribute when strict, a
  duplicate symbol placed at its second definition as `iree-opt` places it;
* pass pipeline mistakes said as users type options, with a suggestion
  (`xdsl_stream.tools.pipeline_check`);
* `--time-passes` (or `--timing`): a report of where the run's time went
  (read, verify, each pass, print), on stderr, as `mlir-opt --mlir-timing`
  prints it (`xdsl_stream.tools.timing`);
* `--help` and `--version` start as fast as `xdsl-opt`: the dialects, the
  reader, the printer and the passes are imported where a run needs them,
  a pass only when the pipeline names it, and Stream's ops family by family
  as the input names them (`xdsl_stream.core.op_families`);
* no traceback on any input: an exception of xDSL's parser or printer of a
  dialect this package does not own is an error at the op; regions nested
  up to `MAX_REGION_DEPTH` (2,000) deep are read, verified and printed, deeper
  ones are an error at the region; an empty input is an empty module; bytes
  that are not UTF-8 may stand in comments, elsewhere they are an error at
  their line and column (`xdsl_stream.io.reader.decode_input`), and so are
  form feeds and vertical tabs, while a NUL between tokens is a blank, as
  MLIR's lexer has them (`xdsl_stream.io.reader.mlir_characters`);
* `main()` leaves the process as it found it; the console script
  (`entry_point`) runs it as a one-shot process (`xdsl_stream.tools.process`):
  the garbage collector off (everything is frozen at exit so that the
  interpreter's final collection does not walk the IR only to free memory
  the process is about to release), a deep stack, no traceback.
"""

from __future__ import annotations

import sys
import time
from argparse import ArgumentParser
from collections.abc import Sequence
from dataclasses import replace
from io import BytesIO, StringIO
from typing import IO, TYPE_CHECKING

from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass, PassPipeline
from xdsl.utils.arg_spec import parse_spec
from xdsl.utils.exceptions import ArgSpecParseError, DiagnosticException, ParseError
from xdsl.xdsl_opt_main import xDSLOptMain

from xdsl_stream.core.plugins import installed_universe
from xdsl_stream.tools.process import (
    UserError,
    internal_error,
    run_as_tool,
    write_stdout,
    write_whole,
)
from xdsl_stream.tools.split_input import split_input
from xdsl_stream.tools.switches import turn_off_from_environment
from xdsl_stream.tools.timing import OUTPUT, PARSER, VERIFIER, PhaseTimer
from xdsl_stream.universe import STRICT_FLAG, dialect_factories

if TYPE_CHECKING:
    from xdsl_stream.core.diagnostics import OpMessage, Severity
    from xdsl_stream.io.reader import Source

# The dialects, the reader, the printer and the passes are imported where a
# run needs them, not here: `--help` and `--version` start as fast as
# `xdsl-opt` (tests/pytest/tools/test_opt_startup.py checks what they, and a
# run, import).

PROG = "xdsl-stream-opt"
MAX_DIAGNOSTICS = 10
"""Diagnostics printed per input chunk; the rest are counted."""


class _Reporter:
    """Prints diagnostics of one chunk to stderr, bounded."""

    def __init__(self, source: Source) -> None:
        self.source = source
        self.printed = 0
        self.dropped = 0

    def op_message(self, message: OpMessage, *, show_op: bool = True) -> None:
        from xdsl_stream.io.reader import op_message_lines

        self._print(op_message_lines(self.source, message, show_op=show_op))

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


class StreamOptMain(xDSLOptMain):
    """`xDSLOptMain` with MLIR-style diagnostics and lossless printing."""

    def __init__(self, args: Sequence[str] | None = None) -> None:
        self._source: Source | None = None
        self._kept: IO[str] = sys.stdout
        self._timer = PhaseTimer()
        super().__init__(
            description="xdsl-opt for IREE dumps: MLIR-style diagnostics, "
            "generic printing of ops this package does not own",
            args=args,
        )
        self._read_dumps_as_they_come()

    def register_all_arguments(self, arg_parser: ArgumentParser) -> None:
        super().register_all_arguments(arg_parser)
        arg_parser.add_argument(
            STRICT_FLAG,
            action="store_true",
            help="refuse ops and attributes of dialects this tool does not "
            "define (by default they are kept as they are, as dumps need)",
        )
        arg_parser.add_argument(
            "--timing",
            dest="time_passes",
            action="store_true",
            help="the same as --time-passes: print where the time went on stderr",
        )

    # The installed plugins, found once per process (`installed_universe`):
    # xDSL's registration methods would look them up four times per run.

    def register_all_dialects(self) -> None:
        """The installed dialects iree-opt has (`dialect_factories`: `arith`
        with the casts xDSL lacks, ...), in a
        context that imports Stream's ops family by family as the input names
        them (`OnDemandContext`; xDSL's `__init__` has just made an empty
        `Context`)."""
        from xdsl_stream.core.op_families import OnDemandContext

        self.ctx = OnDemandContext(allow_unregistered=self.ctx.allow_unregistered)
        for name, factory in dialect_factories().items():
            self.ctx.register_dialect(name, factory)

    def register_all_passes(self) -> None:
        for name, factory in installed_universe().all_passes.items():
            self.register_pass(name, factory)

    def register_all_targets(self) -> None:
        """MLIR text only: xDSL's other targets (assembly, WGSL, LLVM) read
        none of the dialects of Stream IR, and failed on it with an internal
        error or printed nothing with exit 0."""
        self.available_targets.setdefault(
            "mlir", installed_universe().all_targets["mlir"]
        )

    def register_all_frontends(self) -> None:
        for name, factory in installed_universe().all_frontends.items():
            self.available_frontends.setdefault(name, factory)

    def _read_dumps_as_they_come(self) -> None:
        """Unregistered dialects (IREE's hal, flow, ...) are read by default;
        `--strict-dialects` refuses them."""
        allow = not self.args.strict_dialects
        self.args.allow_unregistered_dialect = allow
        self.ctx.allow_unregistered = allow

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
        from xdsl_stream.io.parser import SourceTrackingParser, collector_paused
        from xdsl_stream.io.reader import (
            Source,
            decode_input,
            mlir_characters,
            parse_all,
        )

        name = self.get_input_name()
        try:
            data = chunk.read()
        except OSError as error:  # the file opened, but does not read
            raise UserError(f"cannot read {name}: {error.strerror}") from None
        text = mlir_characters(
            decode_input(data, name, start_offset), name, start_offset
        )
        parser = SourceTrackingParser(self.ctx, text, name)
        self._source = Source(name, text, start_offset, parser.op_offsets)
        with collector_paused(), self._timer.phase(PARSER):
            return parse_all(parser, not self.args.no_implicit_module)

    # ---------------------------------------------------------------- passes

    def setup_pipeline(self) -> None:
        """As xDSL's, with verification that names the failing op, and each
        pass and verification timed."""
        from xdsl_stream.io.reader import verify_module
        from xdsl_stream.tools.pipeline_check import (
            CHECK_PRINTING,
            INTERNAL_OPTIONS,
            check_pipeline,
        )

        pass_started = _Clock()

        def callback(
            previous: ModulePass | None, module: ModuleOp, following: ModulePass | None
        ) -> None:
            if previous is not None:
                self._timer.add(previous.name, *pass_started.elapsed())
            if not self.args.disable_verify:
                with self._timer.phase(VERIFIER):
                    verify_module(module)
            if previous and following and self.args.print_between_passes:
                write_stdout(
                    f"IR after {previous.name}:\n"
                    f"{self.output_resulting_program(module)}\n"
                )
            pass_started.restart()

        check_pipeline(self.args.passes, self.available_passes)
        parsed = PassPipeline.parse_spec(self.available_passes, self.args.passes)
        # Ops whose custom print would lose information are printed in generic
        # form here: the pass's warning about them would only be noise.  (By
        # name: only the passes the pipeline names are imported.)
        passes = tuple(
            replace(p, **{CHECK_PRINTING: False})
            if CHECK_PRINTING in INTERNAL_OPTIONS.get(p.name, ())
            else p
            for p in parsed.passes
        )
        self.pipeline = PassPipeline(passes, callback)

    # ---------------------------------------------------------------- output

    def output_resulting_program(self, prog: ModuleOp) -> str:
        with self._timer.phase(OUTPUT):  # (MLIR text, the only target)
            return self._print_mlir(prog)

    def _print_mlir(self, prog: ModuleOp) -> str:
        from xdsl_stream.io.printer import OwnedCustomPrinter, print_top_op

        output = StringIO()
        printer = OwnedCustomPrinter(
            stream=output,
            print_generic_format=self.args.print_op_generic,
            print_properties_as_attributes=self.args.print_no_properties,
            print_debuginfo=self.args.print_debuginfo,
        )
        print_top_op(printer, prog)
        printer.print_metadata(self.ctx.loaded_dialects)
        output.write("\n\n")
        return output.getvalue()

    # ------------------------------------------------------------------- run

    def prepare_input(self) -> tuple[list[tuple[IO[bytes], int]], str]:
        """xDSL's chunks; with `--split-input-file`, MLIR's
        (`xdsl_stream.tools.split_input`), a warning for each near miss of
        the marker, each chunk's first line (what follows its `// -----` on
        that line) starting as far right as it stands in the file, blanks
        standing for the marker and what precedes it, so that its columns
        are the file's, as MLIR gives them."""
        if not self.args.split_input_file:
            return super().prepare_input()
        stream, extension = self.get_input_stream()
        with stream:
            data = stream.read()
        if extension not in self.available_frontends:
            raise ValueError(f"Unrecognized file extension '{extension}'")
        split = split_input(data)
        for at in split.near_misses:
            self._warn_at(data, at, "near miss with file split marker")
        placed: list[tuple[IO[bytes], int]] = []
        line, counted = 0, 0  # lines before `counted` (each byte counted once)
        for chunk in split.chunks:
            line += data.count(b"\n", counted, chunk.start)
            counted = chunk.start
            column = chunk.start - (data.rfind(b"\n", 0, chunk.start) + 1)
            placed.append((BytesIO(b" " * column + chunk.data), line))
        return placed, extension

    def _warn_at(self, data: bytes, at: int, message: str) -> None:
        """A warning at byte `at` of the input, with its line and a caret,
        as MLIR places one (its column counts bytes)."""
        start = data.rfind(b"\n", 0, at) + 1
        end = data.find(b"\n", at)
        line = data[start : len(data) if end < 0 else end]
        line_number = data.count(b"\n", 0, at) + 1
        where = f"{self.get_input_name()}:{line_number}:{at - start + 1}"
        caret = " " * (at - start) + "^"
        text = line.decode("utf-8", errors="replace").rstrip("\r")
        print(f"{where}: warning: {message}\n{text}\n{caret}", file=sys.stderr)

    def run_all(self) -> int:
        """Run every input chunk; the exit status (1 if any chunk failed)."""
        if self.args.verify_diagnostics or self.args.parsing_diagnostics:
            return self._run_printing_diagnostics()
        try:
            chunks, extension = self.prepare_input()
        except ValueError as error:  # a file extension no frontend reads
            raise UserError(str(error)) from None
        failed = False
        outputs: list[str] = []
        for chunk, offset in chunks:
            try:
                failed |= not self._run_chunk(chunk, extension, offset, outputs)
            finally:
                chunk.close()
        # On failure an output file is not written: one there before stays
        # as it was (iree-opt truncates it, then removes it, even where it
        # was the input); on standard output, the chunks that read are
        # printed, each failed one as an empty chunk between its separators,
        # as iree-opt does.
        to_stdout = self.args.output_file is None
        if not failed or (self.args.split_input_file and to_stdout):
            self._write("// -----\n".join(outputs))
        self._report_timing()  # on failure too: where did the time go
        return 1 if failed else 0

    def _run_printing_diagnostics(self) -> int:
        """xDSL's run, for xDSL's tests: the diagnostics the flags name are
        printed to stdout and the status is 0.  An error a flag does not
        name (a parse error under `--verify-diagnostics` alone, a verifier
        error under `--parsing-diagnostics` alone) is reported as without
        the flags."""
        from xdsl_stream.core.diagnostics import diagnostics_to
        from xdsl_stream.io.reader import Source

        # A pass's warnings are placed in the chunk being run, as without the
        # flags (they named no line).
        reporter = _Reporter(Source(self.get_input_name()))

        def place(message: OpMessage) -> None:
            reporter.source = self._source or reporter.source
            reporter.op_message(message)

        try:
            with diagnostics_to(place):
                self.run()
        except Exception as error:  # a ParseError has its chunk's offset in
            reporter = _Reporter(self._source or Source(self.get_input_name()))
            _report_failure(reporter, error, 0, self.args)
            reporter.close()
            return 1
        if isinstance(self._kept, _KeptOutput):  # `-o FILE`, once all went well
            self._write(self._kept.getvalue())
        return 0

    def prepare_output(self) -> IO[str]:
        """Where xDSL's run writes: standard output, or a buffer that
        `_run_printing_diagnostics` writes to the `-o` file only if the run
        succeeds (no half-written file)."""
        self._kept = sys.stdout if self.args.output_file is None else _KeptOutput()
        return self._kept

    def _report_timing(self) -> None:
        """`--time-passes`: the time report on stderr."""
        if self.args.time_passes:
            sys.stderr.write(self._timer.report())

    def _run_chunk(
        self, chunk: IO[bytes], extension: str, offset: int, outputs: list[str]
    ) -> bool:
        from xdsl_stream.core.diagnostics import diagnostics_to
        from xdsl_stream.io.reader import Source

        reporter = _Reporter(Source(self.get_input_name(), line_offset=offset))
        try:
            with diagnostics_to(reporter.op_message):
                module = self.parse_chunk(chunk, extension, offset)
                if self._source is not None:  # the MLIR frontend read it
                    reporter.source = self._source
                if module is not None:
                    self.apply_passes(module)
                    outputs.append(self.output_resulting_program(module))
            return True  # warnings alone do not fail a chunk
        except Exception as error:
            _report_failure(reporter, error, offset, self.args)
            outputs.append("")
        finally:
            reporter.close()
        return False

    def _write(self, text: str) -> None:
        if self.args.output_file is None:
            write_stdout(text)
            return
        try:
            write_whole(self.args.output_file, text)
        except OSError as error:
            raise UserError(
                f"cannot write {self.args.output_file}: {error.strerror}"
            ) from None


class _KeptOutput(StringIO):
    """A buffer that xDSL's run cannot close (it closes a file it wrote)."""

    def close(self) -> None:
        pass


class _Clock:
    """Wall and CPU seconds since the last `restart`."""

    def __init__(self) -> None:
        self.restart()

    def restart(self) -> None:
        self.wall, self.cpu = time.perf_counter(), time.process_time()

    def elapsed(self) -> tuple[float, float]:
        return time.perf_counter() - self.wall, time.process_time() - self.cpu


# ===----------------------------------------------------------------------=== #
# Parse errors and hints
# ===----------------------------------------------------------------------=== #


def _report_failure(
    reporter: _Reporter, error: Exception, offset: int, args: object
) -> None:
    """Report why a chunk failed: located where the error says, one line
    (no traceback) for a bug."""
    from xdsl_stream.core.diagnostics import OpDiagnosticsError, Severity
    from xdsl_stream.io.printer import PrintError
    from xdsl_stream.io.reader import (
        OpVerifyError,
        ReadError,
        first_line,
        verify_error_lines,
    )

    match error:
        case UserError():  # said by `main`, without a location
            raise error
        case ParseError():
            _report_parse_error(reporter, error, offset, args)
        case OpDiagnosticsError():
            for message in error.messages:
                reporter.op_message(message, show_op=message is error.messages[0])
        case OpVerifyError():
            reporter.lines(verify_error_lines(reporter.source, error))
        case ReadError():  # input that is not text
            reporter.lines(error.lines)
        case PrintError():
            where = reporter.source.op_position(error.op)
            reporter.text(where, Severity.ERROR, error.message)
        case DiagnosticException():
            reporter.text(reporter.source.name, Severity.ERROR, first_line(error))
        case _:  # a bug: said in one line, not a traceback
            reporter.text(reporter.source.name, Severity.ERROR, internal_error(error))


def _report_parse_error(
    reporter: _Reporter, error: ParseError, offset: int, args: object
) -> None:
    from xdsl_stream.io.reader import parse_error_lines

    allow = bool(getattr(args, "allow_unregistered_dialect", False))
    reporter.lines(parse_error_lines(error, offset, allow_unregistered=allow))


# ===----------------------------------------------------------------------=== #
# Entry point
# ===----------------------------------------------------------------------=== #


def main(argv: Sequence[str] | None = None) -> int:
    """Run `xdsl-stream-opt`; the exit status.

    It can run many times in one process and leaves the process as it found
    it: the process-wide tuning of a one-shot run (garbage collector, stack,
    recursion limit, hooks) is `entry_point`'s."""
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
    """The console script: `main` as a one-shot process (`run_as_tool`).
    `XDSL_STREAM_SPEEDUPS_OFF` turns speed-ups off (for `bench/ablation.py`)."""
    turn_off_from_environment(PROG)
    run_as_tool(PROG, main)


if __name__ == "__main__":
    entry_point()
