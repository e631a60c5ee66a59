// RUN: xdsl-opt -p annotate-dispatch-arguments %s | filecheck %s
// RUN: ! iree-opt --iree-stream-annotate-dispatch-arguments %s 2>&1 | filecheck %s --check-prefix=IREE
// IREE: Stack dump:

// An scf.for induction variable passed to a dispatch: iree-opt 3.13 crashes
// (its explorer reads the loop operand before the iter_args, out of bounds;
// `!` because lit's `not` fails on a crash).
// The induction variable takes values no walk can list: nothing is known of
// it.  The iter_arg next to it is still read, from its init and the yield.

// CHECK:      func.func @f(%iv: index, %acc: index {stream.alignment = 8 : index, stream.values = [8 : index, 24 : index]},
// CHECK-SAME:   %b: !stream.binding {stream.alignment = 64 : index})
stream.executable private @ex {
  stream.executable.export public @f
  builtin.module {
    func.func @f(%iv: index, %acc: index, %b: !stream.binding) {
      return
    }
  }
}

util.func public @main(%r: !stream.resource<transient>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c24 = arith.constant 24 : index
  %c64 = arith.constant 64 : index
  %last = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %c8) -> (index) {
    %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {
      stream.cmd.dispatch @ex::@f[%c1](%i, %acc : index, index) {
        rw %cap[%c0 for %c1] : !stream.resource<transient>{%c64}
      }
    } => !stream.timepoint
    scf.yield %c24 : index
  }
  util.return
}
