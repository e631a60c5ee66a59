// RUN: xdsl-opt -p 'fuse-dispatch-bindings{max-bindings=2}' %s > %t.ir 2> %t.err
// RUN: filecheck %s < %t.err
// RUN: xdsl-opt -p 'fuse-dispatch-bindings{max-bindings=3}' %s 2>&1 >/dev/null | filecheck %s --check-prefix=THREE
// RUN: xdsl-opt -p 'fuse-dispatch-bindings{max-bindings=4}' %s 2>&1 >/dev/null | filecheck %s --check-prefix=NONE --allow-empty
// RUN: xdsl-opt -p fuse-dispatch-bindings %s 2>&1 >/dev/null | filecheck %s --check-prefix=NONE --allow-empty
// RUN: filecheck %s --check-prefix=IR < %t.ir

// `max-bindings=N` warns, once per export and naming it, when an export still
// has more than N bindings after fusion (8: WebGPU's default limit; 16: IREE's
// CUDA and HIP drivers).  0, the default, checks nothing.  Exports without a
// dispatch site are checked too, with their unchanged count: they are
// compiled all the same.  The warnings change nothing in the IR.

stream.executable private @ex {
  stream.executable.export public @fuses
  stream.executable.export public @wide
  stream.executable.export public @idle
  builtin.module {
    func.func @fuses(%a: !stream.binding, %b: !stream.binding, %c: !stream.binding, %o: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %a[%c0] : !stream.binding -> memref<4xf32>
      %1 = stream.binding.subspan %b[%c0] : !stream.binding -> memref<4xf32>
      %2 = stream.binding.subspan %c[%c0] : !stream.binding -> memref<4xf32>
      %3 = stream.binding.subspan %o[%c0] : !stream.binding -> memref<4xf32>
      return
    }
    func.func @wide(%a: !stream.binding, %b: !stream.binding, %o: !stream.binding) {
      return
    }
    func.func @idle(%a: !stream.binding, %b: !stream.binding, %c: !stream.binding, %d: !stream.binding) {
      return
    }
  }
}
util.func public @main(%w: !stream.resource<constant>, %x: !stream.resource<external>, %y: !stream.resource<external>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %t = stream.cmd.execute with(%w as %rw: !stream.resource<constant>{%c64}, %x as %rx: !stream.resource<external>{%c64}, %y as %ry: !stream.resource<external>{%c64}) {
    stream.cmd.dispatch @ex::@fuses {
      ro %rw[%c0 for %c16] : !stream.resource<constant>{%c64},
      ro %rw[%c16 for %c16] : !stream.resource<constant>{%c64},
      ro %rw[%c16 for %c16] : !stream.resource<constant>{%c64},
      wo %ry[%c0 for %c16] : !stream.resource<external>{%c64}
    }
    stream.cmd.dispatch @ex::@wide {
      ro %rw[%c0 for %c16] : !stream.resource<constant>{%c64},
      ro %rx[%c0 for %c16] : !stream.resource<external>{%c64},
      wo %ry[%c0 for %c16] : !stream.resource<external>{%c64}
    }
  } => !stream.timepoint
  util.return
}

// CHECK-NOT:  @ex::@fuses
// CHECK:      warning: fuse-dispatch-bindings: export @ex::@wide has 3 bindings after fusion (nothing fused), above the limit of 2
// CHECK-NEXT:   at: stream.executable.export public @wide
// CHECK-NEXT: warning: fuse-dispatch-bindings: export @ex::@idle has 4 bindings after fusion (no dispatch site, left as is), above the limit of 2
// CHECK-NEXT:   at: stream.executable.export public @idle
// CHECK-NOT:  warning

// THREE:      warning: fuse-dispatch-bindings: export @ex::@idle has 4 bindings after fusion (no dispatch site, left as is), above the limit of 3
// THREE-NOT:  warning

// NONE-NOT:   warning

// IR:         func.func @fuses(%{{.*}}: !stream.binding, %{{.*}}: !stream.binding, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index)
