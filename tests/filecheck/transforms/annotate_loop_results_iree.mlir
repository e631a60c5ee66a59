// RUN: xdsl-stream-opt -p annotate-dispatch-arguments %s | filecheck %s
// RUN: xdsl-stream-opt -p 'annotate-dispatch-arguments{iree-alignment=true}' %s | iree-opt > %t.compat
// RUN: iree-opt --iree-stream-annotate-dispatch-arguments %s > %t.iree
// RUN: diff %t.compat %t.iree

// A loop result: IREE 3.13 walks only what the body yields, not the loop's
// inits (which a loop that runs no iteration returns), and
// `iree-alignment=true` walks it so (it read the inits too, and differed).
// @lower: one site passes a loop over a function argument's init, yielding
// a value of no alignment (IREE's unsound element says nothing of it), the
// other 64: IREE claims 64.  @higher: the init is aligned to 256, the loop
// yields 3: IREE claims nothing, and with the inits read 256 was claimed.
// Ours, by default, claims nothing for either (the init, a function
// argument, or the yield, 3, says so).

stream.executable private @ex {
  stream.executable.export public @lower
  stream.executable.export public @higher
  builtin.module {
    // CHECK: func.func @lower(%a: !stream.binding {stream.alignment = 64 : index}, %x: index)
    func.func @lower(%a: !stream.binding, %x: index) {
      %c0 = arith.constant 0 : index
      %s = stream.binding.subspan %a[%c0] : !stream.binding -> memref<?xf32>{%x}
      return
    }
    // CHECK: func.func @higher(%a: !stream.binding {stream.alignment = 64 : index}, %x: index)
    func.func @higher(%a: !stream.binding, %x: index) {
      %c0 = arith.constant 0 : index
      %s = stream.binding.subspan %a[%c0] : !stream.binding -> memref<?xf32>{%x}
      return
    }
  }
}
util.func public @main(%n: index, %i: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %f = scf.for %iv = %c0 to %c8 step %c1 iter_args(%acc = %n) -> (index) {
    %v = arith.index_castui %i : i32 to index
    scf.yield %v : index
  }
  %init = util.align %n, %c256 : index
  %g = scf.for %iv = %c0 to %n step %c1 iter_args(%acc = %init) -> (index) {
    scf.yield %c3 : index
  }
  %r = stream.resource.alloc uninitialized : !stream.resource<transient>{%c64}
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {
    stream.cmd.dispatch @ex::@lower[%c1](%f : index) {
      ro %cap[%c0 for %c64] : !stream.resource<transient>{%c64}
    }
    stream.cmd.dispatch @ex::@lower[%c1](%c64 : index) {
      ro %cap[%c0 for %c64] : !stream.resource<transient>{%c64}
    }
    stream.cmd.dispatch @ex::@higher[%c1](%g : index) {
      ro %cap[%c0 for %c64] : !stream.resource<transient>{%c64}
    }
  } => !stream.timepoint
  util.return
}
