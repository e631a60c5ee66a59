"""Fuzzing `fuse-dispatch-bindings`: generated modules, then corrupted ones.

A case is a module of the seeded generator (`generator/`; its knobs, seed
and `iree_safe` drawn by hypothesis), optionally printed in generic form, then
corrupted by up to a few mutations:

- textual: delete, duplicate or swap tokens and lines, or replace a token with
  another token of the module;
- structural: swap the resources of two dispatch bindings, change an access
  (sometimes to an unknown keyword), drop a capture of `stream.cmd.execute`,
  retarget an entry point, drop a workload value, change a resource lifetime,
  drop a binding argument of an entry function.

Every case must end in exactly one of:

- ``ok``: parsed and verified, the pass ran, its output re-parses and
  verifies, `iree-opt` accepts it and `check_fusion_preserves` holds;
- ``diagnostic``: a `ParseError` or `DiagnosticException` (what `xdsl-stream-opt`
  reports as a diagnostic);

and never in ``valid-rejected`` (a diagnostic on an unmutated module),
``internal`` (any other exception), ``semantic`` (a byte-range
violation), ``iree-rejected`` (iree-opt rejects our output though it accepts
our input) or ``timeout``.  ``iree-rejects-input`` counts inputs we accept and
iree-opt rejects (a verifier laxer than IREE's); it is reported, not a failure.
``xdsl-roundtrip-bug`` counts outputs that do not re-parse because of an xDSL
bug that needs no pass to show: such a case counts there only when printing
and re-parsing the input, without the pass, fails too.  (xDSL 0.75's printer
gives SSA name hints `x`, `x_1`, `x_1_1` the names `%x`, `%x_1`, `%x_1`; the
cases are printed with `api.print_module`, whose printer does not, so those
are ordinary cases now.)

xDSL 0.75's lexer backtracks catastrophically on an unterminated string
literal followed by a long line (`xdsl/utils/mlir_lexer.py`), which looks like
a hang.  The textual mutator keeps string literals whole (a literal is one
token and never spans lines) and rejects any mutant with an unpaired quote;
each case also runs under a timeout (``timeout`` outcome) as a second guard.

Command line (`make fuzz`): ``python -m harness.fuzz --cases 10000``.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import re
import signal
import subprocess
import sys
from collections import Counter
from collections.abc import Callable, Generator, Sequence
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass, field
from types import FrameType

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import seed as hypothesis_seed
from hypothesis import strategies as st
from xdsl.utils.exceptions import DiagnosticException, ParseError

from harness.byte_ranges import analyze_byte_ranges, check_fusion_preserves
from harness.generator import GeneratorOptions, generate_module
from harness.oracle import SPLIT_MARKER, find_tool
from harness.tool_fuzz import BUG
from xdsl_stream.api import fuse_dispatch_bindings, parse_module, print_module

OK = "ok"
DIAGNOSTIC = "diagnostic"
INTERNAL = "internal"
SEMANTIC = "semantic"
IREE_REJECTED = "iree-rejected"
IREE_REJECTS_INPUT = "iree-rejects-input"
TIMEOUT = "timeout"
UPSTREAM_ROUNDTRIP = "xdsl-roundtrip-bug"
SUBPROCESS = "subprocess-mismatch"
VALID_REJECTED = "valid-rejected"
FAILURES = (INTERNAL, SEMANTIC, IREE_REJECTED, TIMEOUT, SUBPROCESS, VALID_REJECTED)
OUTCOMES = (OK, DIAGNOSTIC, *FAILURES, IREE_REJECTS_INPUT, UPSTREAM_ROUNDTRIP)

CASE_TIMEOUT_SECONDS = 20

# ===----------------------------------------------------------------------=== #
# Mutations
# ===----------------------------------------------------------------------=== #

_STRING = r'"(?:[^"\\\n]|\\.)*"'
_TOKEN = re.compile(rf"{_STRING}|[%@#!^]?[\w$.\-]+|->|=>|::|\S")
_STRING_RE = re.compile(_STRING)


def has_unterminated_string(text: str) -> bool:
    """A line holding a quote outside complete string literals."""
    return any('"' in _STRING_RE.sub("", line) for line in text.splitlines())


def _pick(items: Sequence[str], n: int) -> str:
    return items[n % len(items)]


def _tokens(text: str) -> list[re.Match[str]]:
    return list(_TOKEN.finditer(text))


def _splice(text: str, start: int, end: int, new: str) -> str:
    return text[:start] + new + text[end:]


def _token_delete(text: str, a: int, b: int) -> str:
    toks = _tokens(text)
    t = toks[a % len(toks)]
    return _splice(text, t.start(), t.end(), "")


def _token_duplicate(text: str, a: int, b: int) -> str:
    toks = _tokens(text)
    t = toks[a % len(toks)]
    return _splice(text, t.start(), t.end(), t.group() + " " + t.group())


def _token_swap(text: str, a: int, b: int) -> str:
    toks = _tokens(text)
    i = a % len(toks)
    j = (i + 1 + b % 3) % len(toks)  # a near neighbour: keeps the damage local
    i, j = min(i, j), max(i, j)
    if i == j:
        return text
    ti, tj = toks[i], toks[j]
    text = _splice(text, tj.start(), tj.end(), ti.group())
    return _splice(text, ti.start(), ti.end(), tj.group())


def _token_replace(text: str, a: int, b: int) -> str:
    toks = _tokens(text)
    t = toks[a % len(toks)]
    return _splice(text, t.start(), t.end(), toks[b % len(toks)].group())


def _line_delete(text: str, a: int, b: int) -> str:
    lines = text.splitlines()
    del lines[a % len(lines)]
    return "\n".join(lines) + "\n"


def _line_duplicate(text: str, a: int, b: int) -> str:
    lines = text.splitlines()
    i = a % len(lines)
    lines.insert(i, lines[i])
    return "\n".join(lines) + "\n"


def _line_swap(text: str, a: int, b: int) -> str:
    lines = text.splitlines()
    i, j = a % len(lines), b % len(lines)
    lines[i], lines[j] = lines[j], lines[i]
    return "\n".join(lines) + "\n"


_BINDING_LINE = re.compile(r"^(\s*)(ro|wo|rw) (%[\w$.\-]+)\[", re.M)
_CAPTURE = re.compile(r"(,\s*)?%[\w$.\-]+ as %[\w$.\-]+: ![\w.]+<\w*\*?>\{%[\w$.\-]+\}")
_ENTRY = re.compile(r"@[\w$.\-]+::@[\w$.\-]+")
_WORKLOAD = re.compile(r"(::@[\w$.\-]+)\[([^\]]*)\]")
_LIFETIME = re.compile(r"!stream\.resource<(\*|\w+)>")
_BINDING_ARG = re.compile(r"(, )?%[\w$.\-]+: !stream\.binding(?=[,)])")


def _nth(pattern: re.Pattern[str], text: str, n: int) -> re.Match[str] | None:
    found = list(pattern.finditer(text))
    return found[n % len(found)] if found else None


def _swap_resources(text: str, a: int, b: int) -> str:
    lines = list(_BINDING_LINE.finditer(text))
    if len(lines) < 2:
        return text
    i, j = sorted((a % len(lines), b % len(lines)))
    if i == j:
        j = (i + 1) % len(lines)
        i, j = sorted((i, j))
    first, second = lines[i], lines[j]
    text = _splice(text, second.start(3), second.end(3), first.group(3))
    return _splice(text, first.start(3), first.end(3), second.group(3))


def _repick(
    pattern: re.Pattern[str], group: int, choices: Sequence[str]
) -> Callable[[str, int, int], str]:
    """A mutation: group `group` of the a-th match of `pattern` becomes choice b."""

    def mutation(text: str, a: int, b: int) -> str:
        found = _nth(pattern, text, a)
        if found is None:
            return text
        return _splice(text, found.start(group), found.end(group), _pick(choices, b))

    return mutation


_change_access = _repick(_BINDING_LINE, 2, ("ro", "wo", "rw", "ro", "wo", "rw", "xx"))


def _drop_capture(text: str, a: int, b: int) -> str:
    found = _nth(_CAPTURE, text, a)
    if found is None:
        return text
    return _splice(text, found.start(), found.end(), "")


def _retarget_entry(text: str, a: int, b: int) -> str:
    found = _nth(_ENTRY, text, a)
    if found is None:
        return text
    targets = sorted({m.group() for m in _ENTRY.finditer(text)}) + ["@ex0::@nope"]
    return _splice(text, found.start(), found.end(), _pick(targets, b))


def _drop_workload(text: str, a: int, b: int) -> str:
    found = _nth(_WORKLOAD, text, a)
    if found is None:
        return text
    values = [v.strip() for v in found.group(2).split(",")]
    del values[b % len(values)]
    new = f"[{', '.join(values)}]" if values else ""
    return _splice(text, found.start(2) - 1, found.end(2) + 1, new)


_change_lifetime = _repick(
    _LIFETIME, 1, ("*", "external", "staging", "transient", "variable", "constant")
)


def _drop_binding_arg(text: str, a: int, b: int) -> str:
    found = _nth(_BINDING_ARG, text, a)
    if found is None:
        return text
    return _splice(text, found.start(), found.end(), "")


Mutation = Callable[[str, int, int], str]

MUTATIONS: dict[str, Mutation] = {
    "token-delete": _token_delete,
    "token-duplicate": _token_duplicate,
    "token-swap": _token_swap,
    "token-replace": _token_replace,
    "line-delete": _line_delete,
    "line-duplicate": _line_duplicate,
    "line-swap": _line_swap,
    "swap-resources": _swap_resources,
    "change-access": _change_access,
    "drop-capture": _drop_capture,
    "retarget-entry": _retarget_entry,
    "drop-workload": _drop_workload,
    "change-lifetime": _change_lifetime,
    "drop-binding-arg": _drop_binding_arg,
}


def mutate(text: str, mutations: Sequence[tuple[str, int, int]]) -> str:
    """Apply the mutations in order; one that would unpair a quote is skipped."""
    for name, a, b in mutations:
        mutated = MUTATIONS[name](text, a, b)
        if not has_unterminated_string(mutated):
            text = mutated
    return text


# ===----------------------------------------------------------------------=== #
# Cases
# ===----------------------------------------------------------------------=== #


@dataclass(frozen=True)
class FuzzCase:
    options: GeneratorOptions
    seed: int
    alias: bool
    generic: bool
    mutations: tuple[tuple[str, int, int], ...]

    def text(self) -> str:
        text = generate_module(self.seed, self.options)
        if self.generic:
            text = print_module(parse_module(text), generic=True)
        return mutate(text, self.mutations)


@st.composite
def generator_options(draw: st.DrawFn) -> GeneratorOptions:
    return GeneratorOptions(
        max_executables=draw(st.integers(1, 3)),
        max_exports_per_executable=draw(st.integers(1, 3)),
        max_bindings=draw(st.integers(1, 6)),
        max_operands=draw(st.integers(0, 3)),
        max_host_functions=draw(st.integers(1, 2)),
        max_executes_per_function=draw(st.integers(1, 3)),
        max_commands_per_block=draw(st.integers(1, 4)),
        max_nesting_depth=draw(st.integers(0, 2)),
        max_subspans_per_binding=draw(st.integers(0, 3)),
        unused_export_probability=draw(st.sampled_from((0.0, 0.25, 0.5))),
        iree_safe=draw(st.booleans()),
    )


_mutation = st.tuples(
    st.sampled_from(sorted(MUTATIONS)), st.integers(0, 1 << 16), st.integers(0, 1 << 16)
)


@st.composite
def fuzz_cases(draw: st.DrawFn) -> FuzzCase:
    """A valid module (a quarter of the cases) or a mutant of one."""
    valid = draw(st.integers(0, 3)) == 0
    return FuzzCase(
        options=draw(generator_options()),
        seed=draw(st.integers(0, (1 << 32) - 1)),
        alias=draw(st.booleans()),
        generic=draw(st.integers(0, 4)) == 0,
        mutations=()
        if valid
        else tuple(draw(st.lists(_mutation, min_size=1, max_size=3))),
    )


@dataclass
class CaseResult:
    outcome: str
    text: str
    alias: bool
    detail: str = ""
    output: str = ""


class _Timeout(Exception):
    pass


@contextlib.contextmanager
def _time_limit(seconds: int) -> Generator[None, None, None]:
    if not hasattr(signal, "SIGALRM"):  # pragma: no cover - not POSIX
        yield
        return

    def expire(signum: int, frame: FrameType | None) -> None:
        raise _Timeout

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def run_text(text: str, alias: bool) -> CaseResult:
    """Parse, verify, run the pass, re-parse and check one input in-process."""
    stage = "parse"
    try:
        with (
            _time_limit(CASE_TIMEOUT_SECONDS),
            contextlib.redirect_stderr(io.StringIO()),
        ):
            module = parse_module(text)
            stage = "byte ranges (before)"
            before = analyze_byte_ranges(module)
            stage = "pass"
            fuse_dispatch_bindings(module, alias_mutable_bindings=alias)
            stage = "print"
            output = print_module(module)
            stage = "re-parse of the output"
            after = analyze_byte_ranges(parse_module(output))
    except _Timeout:
        return CaseResult(
            TIMEOUT, text, alias, f"{stage}: over {CASE_TIMEOUT_SECONDS} s"
        )
    except (ParseError, DiagnosticException) as error:
        if stage == "re-parse of the output":
            kind = UPSTREAM_ROUNDTRIP if _roundtrip_fails(text) else INTERNAL
            return CaseResult(kind, text, alias, f"{stage}: {error}")
        return CaseResult(DIAGNOSTIC, text, alias, str(error).splitlines()[0][:200])
    except Exception as error:
        return CaseResult(
            INTERNAL, text, alias, f"{stage}: {type(error).__name__}: {error}"
        )
    violations = check_fusion_preserves(before, after)
    if violations:
        return CaseResult(SEMANTIC, text, alias, "; ".join(violations[:3]), output)
    return CaseResult(OK, text, alias, output=output)


def _roundtrip_fails(text: str) -> bool:
    """Printing and re-parsing `text` fails without the pass (an xDSL bug)."""
    try:
        parse_module(print_module(parse_module(text)))
    except (ParseError, DiagnosticException):
        return True
    return False


def iree_rejected(texts: Sequence[str]) -> set[int]:
    """Indices of the modules `iree-opt` rejects (one call, bisecting on failure)."""
    if not texts:
        return set()
    joined = f"\n{SPLIT_MARKER}\n".join(texts)
    result = subprocess.run(
        [find_tool("iree-opt"), "--split-input-file", "-"],
        input=joined,
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode == 0:
        return set()
    if len(texts) == 1:
        return {0}
    half = len(texts) // 2
    return iree_rejected(texts[:half]) | {half + i for i in iree_rejected(texts[half:])}


def check_with_iree(results: Sequence[CaseResult]) -> None:
    """Reclassify the `ok` results whose output iree-opt rejects."""
    ok = [r for r in results if r.outcome == OK]
    for i in sorted(iree_rejected([r.output for r in ok])):
        ok[i].outcome = IREE_REJECTED
    suspects = [r for r in ok if r.outcome == IREE_REJECTED]
    for i in iree_rejected([r.text for r in suspects]):
        suspects[i].outcome = IREE_REJECTS_INPUT


def check_subprocess(result: CaseResult) -> None:
    """`xdsl-stream-opt` agrees with the in-process outcome; no traceback, no stdout on error."""
    run = subprocess.run(
        [find_tool("xdsl-stream-opt"), "-p", _pass_spec(result.alias)],
        input=result.text,
        capture_output=True,
        text=True,
        check=False,
    )
    if result.outcome == DIAGNOSTIC:
        good = run.returncode != 0 and run.stdout == "" and not BUG.search(run.stderr)
    else:
        good = run.returncode == 0 and not BUG.search(run.stderr)
    if not good:
        result.outcome = SUBPROCESS
        result.detail = f"xdsl-stream-opt exit {run.returncode}: {run.stderr[-500:]}"


def _pass_spec(alias: bool) -> str:
    value = "true" if alias else "false"
    return f"fuse-dispatch-bindings{{alias-mutable-bindings={value}}}"


# ===----------------------------------------------------------------------=== #
# Campaigns
# ===----------------------------------------------------------------------=== #


@dataclass
class Report:
    counts: Counter[str] = field(default_factory=lambda: Counter[str]())
    failures: list[CaseResult] = field(default_factory=lambda: list[CaseResult]())
    notes: list[CaseResult] = field(default_factory=lambda: list[CaseResult]())
    subprocess_checked: int = 0

    def merge(self, other: Report) -> None:
        self.counts.update(other.counts)
        self.failures += other.failures
        self.notes += other.notes
        self.subprocess_checked += other.subprocess_checked

    def summary(self) -> str:
        total = sum(self.counts.values())
        parts = [f"{name} {self.counts[name]}" for name in OUTCOMES]
        return (
            f"{total} cases: " + ", ".join(parts) + f" (xdsl-stream-opt subprocess on "
            f"{self.subprocess_checked} of them)"
        )


def run_campaign(
    cases: int, seed: int, *, subprocess_every: int = 50, batch: int = 250
) -> Report:
    """Run `cases` hypothesis-drawn cases; never stops at a failure."""
    report = Report()
    pending: list[CaseResult] = []
    sampled: list[CaseResult] = []

    def flush() -> None:
        check_with_iree(pending)
        with ThreadPoolExecutor(2) as pool:
            list(pool.map(check_subprocess, sampled))
        report.subprocess_checked += len(sampled)
        for result in pending:
            report.counts[result.outcome] += 1
            if result.outcome in FAILURES:
                report.failures.append(result)
            elif result.outcome not in (OK, DIAGNOSTIC):
                report.notes.append(result)
        pending.clear()
        sampled.clear()

    @hypothesis_seed(seed)
    @settings(
        max_examples=cases,
        database=None,
        deadline=None,
        phases=[Phase.generate],
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(fuzz_cases())
    def one(case: FuzzCase) -> None:
        result = run_text(case.text(), case.alias)
        if not case.mutations and result.outcome == DIAGNOSTIC:
            custom = generate_module(case.seed, case.options)
            upstream = case.generic and _roundtrip_fails(custom)
            result.outcome = UPSTREAM_ROUNDTRIP if upstream else VALID_REJECTED
        pending.append(result)
        if len(pending) % subprocess_every == 0:
            sampled.append(result)
        if len(pending) >= batch:
            flush()

    one()
    flush()
    return report


def _worker(args: tuple[int, int]) -> Report:
    cases, seed = args
    return run_campaign(cases, seed)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--cases", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--show", type=int, default=5, help="failures to print")
    ns = parser.parse_args(argv)
    jobs = max(1, ns.jobs)
    shares = [(ns.cases + i) // jobs for i in range(jobs)]
    report = Report()
    with ProcessPoolExecutor(jobs) as pool:
        for part in pool.map(_worker, [(n, ns.seed + i) for i, n in enumerate(shares)]):
            report.merge(part)
    print(report.summary())
    for failure in report.failures[: ns.show]:
        print(
            f"--- {failure.outcome}: {failure.detail}\n{failure.text}", file=sys.stderr
        )
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
