// RUN: xdsl-opt -p 'fuse-dispatch-bindings,cse,canonicalize' %s > %t.ours
// RUN: filecheck %s < %t.ours
// RUN: iree-opt < %t.ours > /dev/null

// The pass chains with xDSL's own passes: cse merges the new zero with the
// host's existing %c0, and canonicalize drops the function's %c0 that no
// subspan reads any more (a zero byte offset needs no add).

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
  %c256 = arith.constant 256 : index
  %t = stream.cmd.execute with(%a as %x: !stream.resource<external>{%c256}, %b as %y: !stream.resource<external>{%c64}) {
    stream.cmd.dispatch @chain_ex::@chain[%c1] {
      ro %x[%c0 for %c32] : !stream.resource<external>{%c256},
      ro %x[%c64 for %c32] : !stream.resource<external>{%c256},
      wo %y[%c32 for %c32] : !stream.resource<external>{%c64}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK:       builtin.module {
// CHECK-NEXT:    stream.executable private @chain_ex {
// CHECK-NEXT:      stream.executable.export public @chain
// CHECK-NEXT:      builtin.module {
// CHECK-NEXT:        func.func @chain(%[[LHS:[A-Za-z0-9_]+]]: !stream.binding, %[[OUT:[A-Za-z0-9_]+]]: !stream.binding, %[[LHS_OFFSET:[A-Za-z0-9_]+]]: index, %[[RHS_OFFSET:[A-Za-z0-9_]+]]: index, %[[OUT_OFFSET:[A-Za-z0-9_]+]]: index) {
// CHECK-NEXT:          %[[C32:[A-Za-z0-9_]+]] = arith.constant 32 : index
// CHECK-NEXT:          %[[V0:[A-Za-z0-9_]+]] = stream.binding.subspan %[[LHS]][%[[LHS_OFFSET]]] : !stream.binding -> memref<8xf32>
// CHECK-NEXT:          %[[V1:[A-Za-z0-9_]+]] = arith.addi %[[RHS_OFFSET]], %[[C32]] : index
// CHECK-NEXT:          %[[V2:[A-Za-z0-9_]+]] = stream.binding.subspan %[[LHS]][%[[V1]]] : !stream.binding -> memref<8xf32>
// CHECK-NEXT:          %[[V3:[A-Za-z0-9_]+]] = stream.binding.subspan %[[OUT]][%[[OUT_OFFSET]]] : !stream.binding -> memref<8xf32>
// CHECK-NEXT:          %[[V4:[A-Za-z0-9_]+]] = util.optimization_barrier %[[V0]] : memref<8xf32>
// CHECK-NEXT:          %[[V5:[A-Za-z0-9_]+]] = util.optimization_barrier %[[V2]] : memref<8xf32>
// CHECK-NEXT:          %[[V6:[A-Za-z0-9_]+]] = util.optimization_barrier %[[V3]] : memref<8xf32>
// CHECK-NEXT:          func.return
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    util.func public @chained(%[[A:[A-Za-z0-9_]+]]: !stream.resource<external>, %[[B:[A-Za-z0-9_]+]]: !stream.resource<external>) -> !stream.timepoint {
// CHECK-NEXT:      %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      %[[C1:[A-Za-z0-9_]+]] = arith.constant 1 : index
// CHECK-NEXT:      %[[C32:[A-Za-z0-9_]+]] = arith.constant 32 : index
// CHECK-NEXT:      %[[C64:[A-Za-z0-9_]+]] = arith.constant 64 : index
// CHECK-NEXT:      %[[C256:[A-Za-z0-9_]+]] = arith.constant 256 : index
// CHECK-NEXT:      %[[T:[A-Za-z0-9_]+]] = stream.cmd.execute with(%[[A]] as %[[X:[A-Za-z0-9_]+]]: !stream.resource<external>{%[[C256]]}, %[[B]] as %[[Y:[A-Za-z0-9_]+]]: !stream.resource<external>{%[[C64]]}) {
// CHECK-NEXT:        stream.cmd.dispatch @chain_ex::@chain[%[[C1]]](%[[C0]], %[[C64]], %[[C32]] : index, index, index) {
// CHECK-NEXT:          ro %[[X]][%[[C0]] for %[[C256]]] : !stream.resource<external>{%[[C256]]},
// CHECK-NEXT:          wo %[[Y]][%[[C0]] for %[[C64]]] : !stream.resource<external>{%[[C64]]}
// CHECK-NEXT:        }
// CHECK-NEXT:      } => !stream.timepoint
// CHECK-NEXT:      util.return %[[T]] : !stream.timepoint
// CHECK-NEXT:    }
// CHECK-NEXT:  }
