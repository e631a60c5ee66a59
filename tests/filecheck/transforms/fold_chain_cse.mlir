// RUN: xdsl-opt -p 'fuse-dispatch-bindings,cse,fold-uniform-operands' %s | filecheck %s
// RUN: xdsl-opt --print-op-generic -p 'fuse-dispatch-bindings,cse,fold-uniform-operands' %s | iree-opt > %t.xdsl
// RUN: iree-opt --iree-stream-fuse-dispatch-bindings --cse --iree-stream-fold-uniform-operands %s > %t.iree
// RUN: diff %t.xdsl %t.iree

// As IREE's pipeline runs it: CSE between fusion and the fold.  CSE merges
// the fusion's zero with the host's %c0 (the sites then bind from the host's
// zero) and erases the function's %c0 that no subspan reads any more; the
// fold's constants (0 and 32, the uniform offsets) come first, before the
// function's own 32.  (Where xDSL's cse does not do what
// MLIR's does: tests/harness/cse_gap.py.)

stream.executable private @chain_ex {
  stream.executable.export public @chain
  builtin.module {
    func.func @chain(%lhs: !stream.binding, %rhs: !stream.binding, %out: !stream.binding) {
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %0 = stream.binding.subspan %lhs[%c0] : !stream.binding -> memref<8xf32>
      %1 = stream.binding.subspan %rhs[%c32] : !stream.binding -> memref<8xf32>
      %2 = stream.binding.subspan %out[%c0] : !stream.binding -> memref<8xf32>
      util.optimization_barrier %0 : memref<8xf32>
      util.optimization_barrier %1 : memref<8xf32>
      util.optimization_barrier %2 : memref<8xf32>
      return
    }
  }
}
util.func public @chained(%a: !stream.resource<external>, %b: !stream.resource<external>) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %t = stream.cmd.execute with(%a as %x: !stream.resource<external>{%c256}, %b as %y: !stream.resource<external>{%c64}) {
    stream.cmd.dispatch @chain_ex::@chain[%c1] {
      ro %x[%c0 for %c32] : !stream.resource<external>{%c256},
      ro %x[%c64 for %c32] : !stream.resource<external>{%c256},
      wo %y[%c32 for %c32] : !stream.resource<external>{%c64}
    }
    stream.cmd.dispatch @chain_ex::@chain[%c1] {
      ro %x[%c0 for %c32] : !stream.resource<external>{%c256},
      ro %x[%c128 for %c32] : !stream.resource<external>{%c256},
      wo %y[%c32 for %c32] : !stream.resource<external>{%c64}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// From iree-opt's output.
// CHECK:      func.func @chain(%[[LHS:[A-Za-z0-9_]+]]: !stream.binding, %[[OUT:[A-Za-z0-9_]+]]: !stream.binding, %[[RHS_OFFSET:[A-Za-z0-9_]+]]: index) {
// CHECK-NEXT:   %[[LHS_AT:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:   %[[OUT_AT:[A-Za-z0-9_]+]] = arith.constant 32 : index
// CHECK-NEXT:   %[[C32:[A-Za-z0-9_]+]] = arith.constant 32 : index
// CHECK-NEXT:   stream.binding.subspan %[[LHS]][%[[LHS_AT]]] : !stream.binding -> memref<8xf32>
// CHECK-NEXT:   %[[AT:[A-Za-z0-9_]+]] = arith.addi %[[RHS_OFFSET]], %[[C32]] : index
// CHECK-NEXT:   stream.binding.subspan %[[LHS]][%[[AT]]] : !stream.binding -> memref<8xf32>
// CHECK-NEXT:   stream.binding.subspan %[[OUT]][%[[OUT_AT]]] : !stream.binding -> memref<8xf32>
// CHECK:      util.func public @chained
// CHECK-NEXT:   %[[ZERO:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK:        %[[C64:[A-Za-z0-9_]+]] = arith.constant 64 : index
// CHECK-NEXT:   %[[C128:[A-Za-z0-9_]+]] = arith.constant 128 : index
// CHECK-NEXT:   %[[C256:[A-Za-z0-9_]+]] = arith.constant 256 : index
// CHECK-NEXT:   stream.cmd.execute
// CHECK-NEXT:     stream.cmd.dispatch @chain_ex::@chain[%{{.*}}](%[[C64]] : index) {
// CHECK-NEXT:       ro %{{.*}}[%[[ZERO]] for %[[C256]]] : !stream.resource<external>{%[[C256]]},
// CHECK-NEXT:       wo %{{.*}}[%[[ZERO]] for %[[C64]]] : !stream.resource<external>{%[[C64]]}
// CHECK:          stream.cmd.dispatch @chain_ex::@chain[%{{.*}}](%[[C128]] : index) {
