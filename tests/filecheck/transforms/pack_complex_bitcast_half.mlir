// RUN: xdsl-stream-opt -p pack-dispatch-operands %s | filecheck %s
// RUN: not iree-opt --iree-stream-pack-dispatch-operands %s 2>&1 | filecheck %s --check-prefix=IREE

// A `complex<f16>` bitcast to `i32` is one word.  iree-opt 3.13 splits any
// value a `complex.bitcast` defines into the complex's parts: two words at
// the site, where the kernel takes one (it then refuses its own output).
// Ours splits only a `complex<f32>` bitcast to 64 bits, whose parts are its
// two words; this one passes as it is.

// CHECK:      func.func @k(%arg0: i32, %arg1: !stream.binding) {
// CHECK:        util.optimization_barrier %arg0 : i32
// CHECK:      %[[C:.+]] = "complex.bitcast"(%{{.*}}) : (complex<f16>) -> i32
// CHECK:      stream.cmd.dispatch @ex::@k[%{{.*}}](%[[C]] : i32)
// IREE:       error: 'stream.cmd.dispatch' op function type mismatch; expected 2 uniform arguments on exported function, but has 1
stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    func.func @k(%c: i32, %bind: !stream.binding) {
      util.optimization_barrier %c : i32
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>, %h: complex<f16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c = complex.bitcast %h : complex<f16> to i32
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c16}) {
    stream.cmd.dispatch @ex::@k[%c1](%c : i32) {
      rw %cap[%c0 for %c16] : !stream.resource<transient>{%c16}
    }
  } => !stream.timepoint
  util.return
}
