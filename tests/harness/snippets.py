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


def two_binding_executable(access: str) -> str:
    """`@ex::@k`, an export of two bindings `%a` and `%b` of 4 floats, each
    bound with `access` (`readonly`, `writeonly`)."""
    subspan = (
        "stream.binding.subspan %{0}[%c0] : !stream.binding -> "
        f"!iree_tensor_ext.dispatch.tensor<{access}:tensor<4xf32>>"
    )
    return f"""\
stream.executable private @ex {{
  stream.executable.export public @k workgroups() -> (index, index, index) {{
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }}
  builtin.module {{
    func.func @k(%a: !stream.binding, %b: !stream.binding) {{
      %c0 = arith.constant 0 : index
      %0 = {subspan.format("a")}
      %1 = {subspan.format("b")}
      return
    }}
  }}
}}
"""


def select_chain_module(length: int) -> str:
    """A dispatch of `@ex::@f` whose first operand (and offset) ends a chain
    of `length` `arith.select` ops over index constants (16, 32, ...); the
    second operand is the constant 1.  iree-opt 3.13's solver needs more than
    its 32 rounds from 34 selects on."""
    lines = [
        "stream.executable private @ex {",
        "  stream.executable.export public @f",
        "  builtin.module {",
        "    func.func @f(%chain: index, %one: index, %b: !stream.binding) {",
        "      return",
        "    }",
        "  }",
        "}",
        "util.func public @main(%cond: i1, %r: !stream.resource<transient>) {",
        "  %c1 = arith.constant 1 : index",
        "  %c64 = arith.constant 64 : index",
        "  %k0 = arith.constant 16 : index",
    ]
    last = "%k0"
    for k in range(1, length + 1):
        lines.append(f"  %k{k} = arith.constant {16 * (k + 1)} : index")
        lines.append(f"  %s{k} = arith.select %cond, {last}, %k{k} : index")
        last = f"%s{k}"
    lines += [
        "  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {",
        f"    stream.cmd.dispatch @ex::@f[%c1]({last}, %c1 : index, index) {{",
        f"      rw %cap[{last} for %c1] : !stream.resource<transient>{{%c64}}",
        "    }",
        "  } => !stream.timepoint",
        "  util.return",
        "}",
    ]
    return "\n".join(lines) + "\n"


UNKNOWN_ENTRY_POINT = """\
util.func public @f(%r: !stream.resource<transient>, %s: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%s}) {
    stream.cmd.dispatch @nope::@k {
      ro %cap[%c0 for %s] : !stream.resource<transient>{%s}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
"""
"""A dispatch naming an entry point no executable has (a warning, line 4)."""
