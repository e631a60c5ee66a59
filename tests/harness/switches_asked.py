"""Which speed-up switches a run asks about, and which runs that spares.

Every switch of `xdsl_stream.core.speedups` acts through `is_on` alone (a test
checks that no other code reads the switches).  A run is deterministic: with
the same input and the same answers from `is_on`, it does the same thing.  So
a run with some switches off goes exactly as the run with all of them on up to
the first time it asks about one that is off:

* if the all-on run never asked about any of them, neither does the other
  run, and the two are the same run (`configs_asked_about` keeps the others);
* if the all-on run asked about them only while printing its output
  (`xdsl-stream-opt`'s `output_resulting_program`, which reads the IR and
  changes nothing), the other run is the same run up to that print, prints
  what the same print with those switches off prints, and goes on as the
  all-on run does if that is the same text: `printed_again` makes that print
  again, on the all-on run's IR, with each such configuration.

`switches_asked` records the questions (every switch still answers "on").
It first imports every module that declares the package's ops: a module
declaring ops asks about `Speedup.LAZY_FORMATS` as it is imported, once in
a process, whichever run (or test) first needs it; imported before, a
recorded run asks only what the run itself asks.
"""

from __future__ import annotations

import contextlib
import io
import sys
from collections.abc import Generator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import IO, cast

from xdsl.dialects.builtin import ModuleOp

from xdsl_stream.api import print_module
from xdsl_stream.core import speedups
from xdsl_stream.core.speedups import Speedup, turned_off
from xdsl_stream.tools.opt import StreamOptMain
from xdsl_stream.universe import (
    FIXED_DIALECTS,
    XDSL_STREAM_UNIVERSE,
    dialect_factories,
)

Config = tuple[Speedup, ...]
"""The switches a run turns off."""


@dataclass
class Questions:
    """The switches `is_on` was asked about, in order."""

    log: list[Speedup] = field(default_factory=list[Speedup])
    recording: bool = True

    @property
    def asked(self) -> set[Speedup]:
        return set(self.log)


class _Recording(set[Speedup]):
    """The set of switches turned off, as `is_on` reads it: empty (every
    switch is on), but true, so that `is_on` (`not _off or speedup not in
    _off`) asks it about every switch it is asked about."""

    def __init__(self, questions: Questions) -> None:
        super().__init__()
        self.questions = questions

    def __bool__(self) -> bool:
        return True

    def __contains__(self, item: object) -> bool:
        if isinstance(item, Speedup) and self.questions.recording:
            self.questions.log.append(item)
        return super().__contains__(item)


def _import_every_op() -> None:
    """Import every module declaring the package's ops: its dialects (a
    dialect's `operations` imports each family of its ops) and the xDSL
    dialects it adds ops to."""
    factories = dialect_factories()
    for name in (*XDSL_STREAM_UNIVERSE.all_dialects, *FIXED_DIALECTS):
        list(factories[name]().operations)


@contextmanager
def switches_asked() -> Generator[Questions]:
    """Every switch is on within the block; the questions yielded fill with
    the switches `is_on` is asked about."""
    _import_every_op()
    questions = Questions()
    # The switches' own state, which only `is_on` and `turned_off` read.
    previous = speedups._off  # pyright: ignore[reportPrivateUsage]
    if previous:
        raise RuntimeError(f"switches already off: {sorted(s.name for s in previous)}")
    speedups._off = _Recording(questions)  # pyright: ignore[reportPrivateUsage]
    try:
        yield questions
    finally:
        speedups._off = previous  # pyright: ignore[reportPrivateUsage]


def configs_asked_about(configs: Sequence[Config], asked: set[Speedup]) -> list[Config]:
    """The configurations (switches turned off) that turn off a switch in
    `asked`: only these can make a run differ from its all-on run."""
    return [off for off in configs if asked.intersection(off)]


Printed = tuple[str, str, str] | str
"""The text an output print returns, what it writes on stdout and on stderr;
or the exception it raised."""


@dataclass
class Reprints:
    """What the one output print of a recorded all-on run printed, and what it
    prints again with each configuration off."""

    prints: int = 0
    asked_before: set[Speedup] = field(default_factory=set[Speedup])
    start: int = 0
    end: int = 0
    printed: Printed = ""
    again: dict[Config, Printed] = field(default_factory=dict[Config, Printed])
    same_twice: bool = True

    def spared(self, questions: Questions) -> dict[Config, Printed]:
        """The configurations whose whole run is the all-on run but for this
        print, each with what it printed: those that turn off no switch the
        run asked about before or after the print (one print only)."""
        if self.prints != 1 or not self.same_twice:
            return {}
        outside = self.asked_before | set(questions.log[self.end :])
        return {c: p for c, p in self.again.items() if not outside.intersection(c)}

    def asked_from_print(self, questions: Questions) -> set[Speedup]:
        """The switches the run asked about from its output print on (the
        print and what follows it); those asked only before it were asked
        while reading and verifying.  Every switch asked, unless the run
        printed once or not at all (a run that reads nothing it can print)."""
        if self.prints > 1:
            return questions.asked
        return set(questions.log[self.start :]) if self.prints else set()


_ORIGINAL_OUTPUT = StreamOptMain.output_resulting_program


def _captured(main: StreamOptMain, prog: ModuleOp, off: Config) -> Printed:
    out, err = io.StringIO(), io.StringIO()
    with (
        turned_off(*off) if off else contextlib.nullcontext(),
        contextlib.redirect_stdout(out),
        contextlib.redirect_stderr(err),
    ):
        text = _ORIGINAL_OUTPUT(main, prog)
    return text, out.getvalue(), err.getvalue()


PrintForm = Mapping[str, bool]
"""Driver arguments a print is made with instead of the run's own
(`{"print_op_generic": False}`)."""

ALSO_SEPARATOR = "\n--- printed again as another form\n"


@contextmanager
def _in_form(main: StreamOptMain, form: PrintForm) -> Generator[None]:
    before = {name: getattr(main.args, name) for name in form}
    for name, value in form.items():
        setattr(main.args, name, value)
    try:
        yield
    finally:
        for name, value in before.items():
            setattr(main.args, name, value)


def _joined(
    main: StreamOptMain,
    prog: ModuleOp,
    off: Config,
    first: Printed,
    also: Sequence[PrintForm],
) -> Printed:
    """`first` (the print in the run's own form), then the same IR printed
    in each form of `also`, as one text, stdout and stderr."""
    if not also or isinstance(first, str):
        return first
    prints: list[Printed] = [first]
    for form in also:
        with _in_form(main, form):
            prints.append(_again(main, prog, off))
    if any(isinstance(p, str) for p in prints):
        return repr(prints)
    triples = cast(list[tuple[str, str, str]], prints)
    text, out, err = (ALSO_SEPARATOR.join(p[i] for p in triples) for i in range(3))
    return text, out, err


def _again(
    main: StreamOptMain, prog: ModuleOp, off: Config, also: Sequence[PrintForm] = ()
) -> Printed:
    try:
        first = _captured(main, prog, off)
    except Exception as error:  # a difference, reported as one
        return f"raised {error!r}"
    return _joined(main, prog, off, first, also)


@contextmanager
def printed_again(
    questions: Questions, configs: Sequence[Config], also: Sequence[PrintForm] = ()
) -> Generator[Reprints]:
    """Within a `switches_asked` block: `xdsl-stream-opt`'s output print,
    made as usual, is made again with each of `configs` that turns off no
    switch asked before it, and once more all on (it must print the same:
    the print changes nothing it reads).  Each of these prints, and the
    recorded one (`Reprints.printed`), also prints the same IR in each form
    of `also` after its own: a printer's switch is then tried on the forms
    of runs not made.  The questions of these prints again are not recorded.
    (Not for runs with `--time-passes`: its report would count the prints
    again.)"""
    reprints = Reprints()

    def output(self: StreamOptMain, prog: ModuleOp) -> str:
        reprints.prints += 1
        reprints.asked_before = set(questions.log)
        reprints.start = len(questions.log)
        own = _captured(self, prog, ())  # raises as the driver's would
        reprints.end = len(questions.log)
        questions.recording = False
        printed = _joined(self, prog, (), own, also)
        for off in configs:
            if not reprints.asked_before.intersection(off):
                reprints.again[off] = _again(self, prog, off, also)
        reprints.same_twice = _again(self, prog, (), also) == printed
        questions.recording = True
        reprints.printed = printed
        text, out, err = own
        sys.stdout.write(out)
        sys.stderr.write(err)
        return text

    StreamOptMain.output_resulting_program = output
    try:
        yield reprints
    finally:
        StreamOptMain.output_resulting_program = _ORIGINAL_OUTPUT


_ORIGINAL_PARSE_CHUNK = StreamOptMain.parse_chunk


@contextmanager
def reads_printed() -> Generator[list[str]]:
    """Each module the driver reads within the block, printed as soon as it
    is read (before any verification or pass) in generic form with its
    locations, every switch on: the whole IR the reader made, property by
    property and location by location, whatever the run prints later.  The
    prints ask `is_on` nothing a `switches_asked` block records."""
    reads: list[str] = []

    def parse_chunk(
        self: StreamOptMain,
        chunk: IO[bytes],
        file_extension: str,
        start_offset: int = 0,
    ) -> ModuleOp | None:
        module = _ORIGINAL_PARSE_CHUNK(self, chunk, file_extension, start_offset)
        if module is not None:
            reads.append(_printed_all_on(module))
        return module

    StreamOptMain.parse_chunk = parse_chunk
    try:
        yield reads
    finally:
        StreamOptMain.parse_chunk = _ORIGINAL_PARSE_CHUNK


def _printed_all_on(module: ModuleOp) -> str:
    # The switches' own state, as `switches_asked` sets it aside.
    previous = speedups._off  # pyright: ignore[reportPrivateUsage]
    speedups._off = set()  # pyright: ignore[reportPrivateUsage]
    try:
        return print_module(module, generic=True, debuginfo=True)
    except Exception as error:  # a difference, reported as one
        return f"raised {error!r}"
    finally:
        speedups._off = previous  # pyright: ignore[reportPrivateUsage]
