"""Pieces of Stream IR that several tests build their modules from."""

from __future__ import annotations

ONE_BINDING_EXECUTABLE = """\
stream.executable private @ex {
  stream.executable.export public @k workgroups() -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @k(%a: !stream.binding) { return }
  }
}
"""
"""`@ex::@k`, an export of one binding that its function does not use."""
