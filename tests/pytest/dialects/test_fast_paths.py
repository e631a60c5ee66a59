"""The parser's fast paths read exactly what the token parser reads.

A dispatch's bindings (`ro %r[%o for %l] : !stream.resource<L>{%s}, ...`) and
entry points, and the types Stream programs repeat (`index`,
`!stream.binding`, `!iree_tensor_ext.dispatch.tensor<...>`, ...) are read with
regular expressions (`xdsl_stream.dialects.stream.fast_paths`) when spelled as
IREE and xDSL print them, and token by token otherwise (a binding list as a
whole).  One switch, `Speedup.FAST_PATHS`, turns them all off.  Pinned here:

* on every custom-form module we have (corpus, generated, a bench module; the
  real dumps are in generic form), the IR is the same with the fast paths on
  and off, locations included, and the fast paths do take the canonical
  spellings;
* other spellings (spaces, line breaks, comments) parse to the same IR as
  the canonical one, and attributes on a subspan take the token parser;
* errors inside a fast-path construct (unknown lifetime, undefined or
  mistyped operands, a too deep entry point) give the token parser's message;
* on 400 mutants of generated modules (the fuzzer's mutations), parsing gives
  the same IR or the same diagnostic with the fast paths on and off;
* names the lexer does not read as one identifier (`@ex-B`, non-ASCII
  letters) give the same IR or the same error either way;
* a list of types holding one the shortcut cannot spell (`!hal.device`) is
  read whole, not cut short.
"""

from __future__ import annotations

import importlib.util
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from harness.fuzz import MUTATIONS, mutate
from harness.generator import GeneratorOptions, generate_module

from xdsl_stream.api import parse_module, print_module
from xdsl_stream.core import speedups
from xdsl_stream.core.speedups import Speedup, is_on, turned_off
from xdsl_stream.dialects.stream import fast_paths

TESTS = Path(__file__).parents[2]
FAST_PATHS: tuple[str, ...] = (
    "scan_bindings",
    "scan_entry_point",
    "scan_type",
    "scan_type_list",
)


def _bench_module(sites: int) -> str:
    """A module of `make bench`'s generator (bench/ is not a package)."""
    path = TESTS.parent / "bench" / "generate.py"
    spec = importlib.util.spec_from_file_location("bench_generate", path)
    assert spec is not None and spec.loader is not None
    generator = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generator)
    return generator.generate(sites, seed=1)


def _custom_modules() -> list[str]:
    modules = [p.read_text() for p in sorted((TESTS / "corpus").glob("*.mlir"))]
    modules += [generate_module(seed) for seed in range(20)]
    modules += [
        generate_module(seed, GeneratorOptions(iree_safe=False)) for seed in range(20)
    ]
    modules.append(_bench_module(60))
    return modules


MODULES = _custom_modules()


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, int]]:
    """Count the fast paths' hits."""
    hits: dict[str, int] = dict.fromkeys(FAST_PATHS, 0)

    def wrap(name: str, scan: Callable[..., Any]) -> Callable[..., Any]:
        def counting(*args: Any, **kwargs: Any) -> Any:
            result = scan(*args, **kwargs)
            hits[name] += result is not None
            return result

        return counting

    for name in FAST_PATHS:
        monkeypatch.setattr(fast_paths, name, wrap(name, getattr(fast_paths, name)))
    yield hits


def _disable_fast_paths(monkeypatch: pytest.MonkeyPatch) -> None:
    """Everything is parsed token by token: the one switch."""
    monkeypatch.setattr(speedups, "_off", {Speedup.FAST_PATHS})


def _ir(text: str) -> str:
    module = parse_module(text, allow_unregistered=True)
    return print_module(module, generic=True, debuginfo=True)


@pytest.mark.slow  # reads every custom-form module we have
def test_fast_paths_take_the_printed_spelling(counted: dict[str, int]) -> None:
    for text in MODULES:
        _ir(text)
    assert all(counted[name] > 0 for name in FAST_PATHS), counted


@pytest.mark.slow
def test_same_ir_with_and_without_fast_paths(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fast = [_ir(text) for text in MODULES]
    _disable_fast_paths(monkeypatch)
    slow = [_ir(text) for text in MODULES]
    differing = [i for i, (f, s) in enumerate(zip(fast, slow, strict=True)) if f != s]
    assert not differing


EXECUTABLE = """
stream.executable private @ex {
  stream.executable.export public @entry workgroups() -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @entry(%b0: !stream.binding, %b1: !stream.binding, %n: index) {
      %c0 = arith.constant 0 : index
      SUBSPAN
      return
    }
  }
}
util.func public @main(%r: !stream.resource<external>, %size: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %t = stream.cmd.execute with(%r as %a: !stream.resource<external>{%size}) {
    stream.cmd.dispatch ENTRYOPERANDS {
      BINDING,
      wo %a[%c64 for %c64] : !stream.resource<external>{%size}
    }
    stream.cmd.discard RANGE
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
"""

CANONICAL = {
    "ENTRY": "@ex::@entry",
    "OPERANDS": "(%size : index)",
    "SUBSPAN": "%t0 = stream.binding.subspan %b0[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>{%n}",
    "BINDING": "ro %a[%c0 for %c64] : !stream.resource<external>{%size}",
    "RANGE": "%a[%c0 for %c64] : !stream.resource<external>{%size}",
}

VARIANTS = {
    "spaces": {
        "ENTRY": '{@ex::@"entry"}',
        "OPERANDS": "( %size: index )",
        "BINDING": "ro %a [ %c0  for %c64 ] : !stream.resource< external >{ %size }",
        "RANGE": "%a[ %c0 for %c64 ]:!stream.resource<external>{%size}",
        "SUBSPAN": "%t0 = stream.binding.subspan %b0 [%c0] : !stream.binding -> "
        "!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>> {%n}",
    },
    "dimensions after a comment": {
        "SUBSPAN": "%t0 = stream.binding.subspan %b0[%c0] : !stream.binding -> "
        "!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>> // dims:\n{%n}",
    },
    "line breaks and comments": {
        "BINDING": "ro %a[%c0 // offset\n for %c64] :\n !stream.resource<external>{%size}",
        "SUBSPAN": "%t0 = stream.binding.subspan %b0[%c0] : // the binding\n"
        "  !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>{%n}",
    },
}


def _program(parts: dict[str, str]) -> str:
    text = EXECUTABLE
    for key, canonical in CANONICAL.items():
        text = text.replace(key, parts.get(key, canonical))
    return text


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_other_spellings_parse_alike(variant: str) -> None:
    # The canonical program first: the op-level shortcuts then run warm, as
    # in any process that has read an op before (a run that ended before a
    # comment once read `// c\n{%n}` as a type without its dimensions).
    canonical = _ir(_program({}))
    assert _ir(_program(VARIANTS[variant])) == canonical


def test_attributes_on_a_subspan() -> None:
    subspan = (
        "%t0 = stream.binding.subspan %b0[%c0] {tag} : !stream.binding -> "
        "!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>{%n}"
    )
    assert "tag" in _ir(_program({"SUBSPAN": subspan}))


ERRORS = {
    "unknown lifetime": {
        "BINDING": "ro %a[%c0 for %c64] : !stream.resource<bogus>{%size}"
    },
    "entry point that is not a symbol": {"ENTRY": "42"},
    "uniform operand of the wrong type": {"OPERANDS": "(%size : i32)"},
    "uniform operand of another dialect's type": {"OPERANDS": "(%size : !x.y)"},
    "undefined resource": {
        "BINDING": "ro %nope[%c0 for %c64] : !stream.resource<external>{%size}"
    },
    # A name used again in a group is one operand, spanning its first use:
    # an error only the second use has must still point at the second.
    "resource named again with another lifetime": {
        "BINDING": "ro %a[%c0 for %c64] : !stream.resource<external>{%size},\n"
        "      ro %a[%c0 for %c64] : !stream.resource<transient>{%size}"
    },
    "undefined offset named twice": {
        "BINDING": "ro %a[%nope for %c64] : !stream.resource<external>{%size},\n"
        "      ro %a[%nope for %c64] : !stream.resource<external>{%size}"
    },
    "offset of the wrong type": {
        "BINDING": "ro %a[%r for %c64] : !stream.resource<external>{%size}"
    },
    "resource of the wrong type": {
        "RANGE": "%c0[%c0 for %c64] : !stream.resource<external>{%size}"
    },
    "subspan with empty dimensions": {
        "SUBSPAN": "%t0 = stream.binding.subspan %b0[%c0] : !stream.binding -> "
        "!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>{}%n"
    },
    "subspan of a non-binding": {
        "SUBSPAN": "%t0 = stream.binding.subspan %n[%c0] : !stream.binding -> "
        "!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>{%n}"
    },
}


def _error(text: str) -> str:
    with pytest.raises(Exception) as info:
        parse_module(text)
    return str(info.value)


@pytest.mark.parametrize("case", sorted(ERRORS))
def test_errors_are_the_token_parsers(
    case: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = _program(ERRORS[case])
    fast = _error(text)
    _disable_fast_paths(monkeypatch)
    assert fast == _error(text)


def _outcome(text: str) -> str:
    try:
        return _ir(text)
    except Exception as error:  # the diagnostic is what is compared
        return f"{type(error).__name__}: {error}"


def _mutants(count: int) -> list[str]:
    rng = random.Random(6)
    names = sorted(MUTATIONS)
    mutants: list[str] = []
    for seed in range(count):
        text = generate_module(seed, GeneratorOptions(iree_safe=seed % 2 == 0))
        mutations = [
            (rng.choice(names), rng.randrange(1 << 16), rng.randrange(1 << 16))
            for _ in range(rng.randint(1, 3))
        ]
        mutants.append(mutate(text, mutations))
    return mutants


MUTANTS = 400
MUTANT_BATCH = 100
"""Batches of the mutants, so that parallel workers share them."""


@pytest.mark.slow
@pytest.mark.parametrize("start", range(0, MUTANTS, MUTANT_BATCH))
def test_mutants_parse_alike_with_and_without_fast_paths(
    start: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    mutants = _mutants(MUTANTS)[start : start + MUTANT_BATCH]
    fast = [_outcome(text) for text in mutants]
    assert any(not f.startswith(("ParseError", "VerifyException")) for f in fast)
    _disable_fast_paths(monkeypatch)
    slow = [_outcome(text) for text in mutants]
    differing = [i for i, (f, s) in enumerate(zip(fast, slow, strict=True)) if f != s]
    assert not differing, (fast[differing[0]], slow[differing[0]])


DRIFT = {
    # The shortcut for entry points once took `-` and non-ASCII letters in
    # names, which the lexer does not: `@ex-B::@b` was read as `@"ex-B"::@b`.
    "dash in the executable name": {"ENTRY": "@ex-B::@entry"},
    "dash in the export name": {"ENTRY": "@ex::@entry-B"},
    "non-ASCII executable name": {"ENTRY": "@\u00e9x::@entry"},
    "non-ASCII export name": {"ENTRY": "@ex::@entr\u00e9e"},
    "dash in a resource name": {
        "BINDING": "ro %a-b[%c0 for %c64] : !stream.resource<external>{%size}"
    },
    "non-ASCII lifetime": {
        "BINDING": "ro %a[%c0 for %c64] : !stream.resource<\u00e9xternal>{%size}"
    },
    "non-ASCII after a type": {"OPERANDS": "(%size : index\u00e9)"},
}


@pytest.mark.parametrize("case", sorted(DRIFT))
def test_names_the_lexer_splits_parse_alike(
    case: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = _program(DRIFT[case])
    fast = _outcome(text)
    with turned_off(Speedup.FAST_PATHS):
        assert not is_on(Speedup.FAST_PATHS)
        slow = _outcome(text)
    assert fast == slow
    assert is_on(Speedup.FAST_PATHS)


def test_quoted_names_read_as_the_token_parser_does() -> None:
    """`@"ex-B"::@b`, which the printer writes for such names, is read (the
    shortcut declines it) and prints back the same."""
    text = _program({"ENTRY": '@"ex-B"::@entry'}).replace(
        "stream.executable private @ex ", 'stream.executable private @"ex-B" '
    )
    module = parse_module(text)
    assert '@"ex-B"::@entry' in print_module(module)


TYPE_LISTS = {
    "one type the shortcut cannot spell": "%d = stream.context.resolve : !hal.device",
    "two of them": "%d, %a = stream.context.resolve : !hal.device, !hal.allocator",
    "on the next line": "%d = stream.context.resolve :\n    !hal.device",
    "a builtin one": "%d = stream.context.resolve : tensor<4xf32>",
    "known, then unknown": (
        "%t, %d = stream.context.resolve : !stream.timepoint, !hal.device"
    ),
}
"""A list of types whose pattern stops early would read one result too few:
the shortcut must decline where a type it cannot spell follows."""


@pytest.mark.parametrize("case", sorted(TYPE_LISTS))
def test_a_type_list_the_shortcut_cannot_spell(case: str) -> None:
    text = f"util.func public @f() {{\n  {TYPE_LISTS[case]}\n  util.return\n}}\n"
    read = _ir(text)
    with turned_off(Speedup.FAST_PATHS):
        assert _ir(text) == read
