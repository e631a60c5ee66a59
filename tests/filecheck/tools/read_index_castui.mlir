// `arith.index_castui`, which xDSL's `arith` lacks and the package declares,
// reads in xdsl-stream-opt in custom and generic form, as in the package's
// other contexts (the tool registered xDSL's `arith` alone and refused the
// custom form, "does not have a custom format"); what pack-dispatch-operands
// writes with it reads back to the same text.
// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt > %t.ours
// RUN: iree-opt %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: xdsl-stream-opt -p pack-dispatch-operands %s > %t.packed.mlir
// RUN: xdsl-stream-opt %t.packed.mlir > %t.again.mlir
// RUN: diff %t.packed.mlir %t.again.mlir

// CHECK-LABEL: func.func @casts(
// CHECK:         %[[W:.+]] = arith.index_castui %a : index to i64
// CHECK-NEXT:    %[[I:.+]] = arith.index_castui %b : i32 to index
func.func @casts(%a: index, %b: i32) -> (i64, index) {
  %0 = arith.index_castui %a : index to i64
  %1 = "arith.index_castui"(%b) : (i32) -> index
  return %0, %1 : i64, index
}

stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    func.func @k(%n: index, %out: !stream.binding) {
      util.optimization_barrier %n : index
      return
    }
  }
}
util.func public @host(%n: index) -> !stream.timepoint {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %size = arith.constant 64 : index
  %buf = stream.resource.alloc uninitialized : !stream.resource<external>{%size}
  %done = stream.cmd.execute with(%buf as %o: !stream.resource<external>{%size}) {
    stream.cmd.dispatch @ex::@k[%one, %one, %one](%n : index) {
      wo %o[%zero for %size] : !stream.resource<external>{%size}
    }
  } => !stream.timepoint
  util.return %done : !stream.timepoint
}
