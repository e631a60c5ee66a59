// RUN: xdsl-stream-opt -p 'fuse-dispatch-bindings{report=text max-bindings=1}' %s 2>&1 >/dev/null | filecheck %s

// An export with no site of its own that names the function of a dispatched
// export is in that export's group: fused with it, counted with it, and not
// over the binding limit.

// CHECK:      fuse-dispatch-bindings report: 1 export group(s), 2 export(s), bindings 4 -> 2
// CHECK:      export group: @ex::@f, @ex::@g
// CHECK-NEXT:   @ex::@f: 1 site
// CHECK-NEXT:   @ex::@g: 0 sites
// CHECK-NOT:  warning
// @g names the function of the dispatched @f and has no site of its own:
// it is in @f's group (its function changes with it), not an unused export.
stream.executable private @ex {
  stream.executable.export public @f
  stream.executable.export public @f as("g")
  builtin.module {
    func.func @f(%p: !stream.binding, %q: !stream.binding) {
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
    stream.cmd.dispatch @ex::@f {
      ro %x[%c0 for %c16] : !stream.resource<constant>{%c256},
      ro %x[%c16 for %c16] : !stream.resource<constant>{%c256}
    }
  } => !stream.timepoint
  util.return
}
