// RUN: xdsl-opt -p fold-uniform-operands %s | filecheck %s
// RUN: xdsl-opt --print-op-generic -p fold-uniform-operands %s | iree-opt > %t.xdsl
// RUN: iree-opt --iree-stream-fold-uniform-operands %s > %t.iree
// RUN: diff %t.xdsl %t.iree

// An export no dispatch names keeps its arguments, and so does one whose
// workgroups arguments and operands vary (nothing uniform), as in IREE.

stream.executable private @ex {
  stream.executable.export public @unused workgroups(%w0: index, %w1: index) -> (index, index, index) {
    stream.return %w0, %w1, %w1 : index, index, index
  }
  stream.executable.export public @varied
  builtin.module {
    func.func @unused(%bind: !stream.binding, %a: index, %b: index) {
      util.optimization_barrier %a : index
      util.optimization_barrier %b : index
      return
    }
    func.func @varied(%bind: !stream.binding, %a: index, %b: f32) {
      util.optimization_barrier %a : index
      util.optimization_barrier %b : f32
      return
    }
  }
}
util.func public @host(%r: !stream.resource<external>, %n: index, %m: index) {
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  stream.cmd.dispatch @ex::@varied(%n, %f : index, f32) {
    ro %r[%n for %n] : !stream.resource<external>{%n}
  }
  stream.cmd.dispatch @ex::@varied(%m, %f : index, f32) {
    ro %r[%n for %n] : !stream.resource<external>{%n}
  }
  util.return
}

// A float constant is not an integer: it stays an operand, as in IREE.
// CHECK: func.func @unused(%bind: !stream.binding, %a: index, %b: index) {
// CHECK: func.func @varied(%bind: !stream.binding, %a: index, %b: f32) {
// CHECK: stream.cmd.dispatch @ex::@varied(%n, %f : index, f32) {
// CHECK: stream.cmd.dispatch @ex::@varied(%m, %f : index, f32) {
