// RUN: xdsl-stream-opt -p fuse-dispatch-bindings %s 2>&1 >/dev/null | filecheck %s
// RUN: xdsl-stream-opt -p fuse-dispatch-bindings %s 2>/dev/null | filecheck %s --check-prefix=IR

// A group mixing an export of a lowered executable with one that has an inner
// module is left unfused, with a warning, and the pass succeeds (iree-opt
// fuses @y: docs/iree-stream-facts.md).

// CHECK:    warning: fuse-dispatch-bindings: @lowered::@x, @ex::@y share dispatch sites but @lowered::@x has no inner module to rewrite; the group is left unfused
// IR:       func.func @y(%p: !stream.binding, %q: !stream.binding)
// IR:       ro %x[%c0 for %c16] : !stream.resource<constant>{%c256},
// IR-NEXT:  ro %x[%c16 for %c16] : !stream.resource<constant>{%c256}
// One dispatch names an export of a lowered executable (no inner module) and
// one of an executable with a module: the group is left as is, with a warning
// (not an error: the pass succeeds).
stream.executable private @lowered {
  stream.executable.export public @x
}
stream.executable private @ex {
  stream.executable.export public @y
  builtin.module {
    func.func @y(%p: !stream.binding, %q: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %p[%c0] : !stream.binding -> memref<4xi32>
      %1 = stream.binding.subspan %q[%c0] : !stream.binding -> memref<4xi32>
      return
    }
  }
}
util.func public @main(%r: !stream.resource<constant>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c256 = arith.constant 256 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<constant>{%c256}) {
    stream.cmd.dispatch {@lowered::@x, @ex::@y} {
      ro %x[%c0 for %c16] : !stream.resource<constant>{%c256},
      ro %x[%c16 for %c16] : !stream.resource<constant>{%c256}
    }
  } => !stream.timepoint
  util.return
}
