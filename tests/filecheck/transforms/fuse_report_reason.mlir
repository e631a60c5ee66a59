// RUN: xdsl-stream-opt -p 'fuse-dispatch-bindings{report=text}' %s 2>&1 >/dev/null | filecheck %s

// CHECK: #0 %p, #1 %q: different resources at site 1
// CHECK-NOT: group shared
// One dispatch names @a and @b; each export also has a site of its own
// where the two bindings name different resources: no export alone would
// fuse them, so the reason is `different resources`, not `group shared`.
stream.executable private @ex {
  stream.executable.export public @a
  stream.executable.export public @b
  builtin.module {
    func.func @a(%p: !stream.binding, %q: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %p[%c0] : !stream.binding -> memref<4xi32>
      %1 = stream.binding.subspan %q[%c0] : !stream.binding -> memref<4xi32>
      return
    }
    func.func @b(%p: !stream.binding, %q: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %p[%c0] : !stream.binding -> memref<4xi32>
      %1 = stream.binding.subspan %q[%c0] : !stream.binding -> memref<4xi32>
      return
    }
  }
}
util.func public @main(%r: !stream.resource<constant>, %s: !stream.resource<constant>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c256 = arith.constant 256 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<constant>{%c256}, %s as %y: !stream.resource<constant>{%c256}) {
    stream.cmd.dispatch {@ex::@a, @ex::@b} {
      ro %x[%c0 for %c16] : !stream.resource<constant>{%c256},
      ro %x[%c16 for %c16] : !stream.resource<constant>{%c256}
    }
    stream.cmd.dispatch @ex::@a {
      ro %x[%c0 for %c16] : !stream.resource<constant>{%c256},
      ro %y[%c0 for %c16] : !stream.resource<constant>{%c256}
    }
    stream.cmd.dispatch @ex::@b {
      ro %x[%c0 for %c16] : !stream.resource<constant>{%c256},
      ro %y[%c0 for %c16] : !stream.resource<constant>{%c256}
    }
  } => !stream.timepoint
  util.return
}
