"""Test harnesses of xdsl-stream: the module generator, the fuzzer, the
iree-opt oracle, the end-to-end runner, and IR snippets several tests share.
Not part of the installed package: run from the repository with `tests/` on
the path (pytest does so; the Makefile sets PYTHONPATH=tests)."""
