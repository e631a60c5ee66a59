// RUN: xdsl-opt -p pack-dispatch-operands %s > %t.ours
// RUN: filecheck %s < %t.ours
// RUN: iree-opt < %t.ours > /dev/null

// A site naming one export twice (IREE's segment crashes on it): its
// operands are packed once, for the one function both entry points reach.

stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    // CHECK: func.func @k(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: !stream.binding)
    func.func @k(%x: index, %f: f32, %arg1: !stream.binding) {
      util.optimization_barrier %x : index
      util.optimization_barrier %f : f32
      return
    }
  }
}
// CHECK-LABEL: func.func @host
func.func @host(%x: index, %f: f32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %0 = stream.resource.alloc uninitialized : !stream.resource<external>{%c128}
  // CHECK: %[[I64:.+]] = arith.index_castui %x : index to i64
  // CHECK-NEXT: %[[LO:.+]] = arith.trunci %[[I64]] : i64 to i32
  // CHECK-NEXT: %{{.+}} = arith.constant 32 : i64
  // CHECK-NEXT: %[[SHR:.+]] = arith.shrui %[[I64]]
  // CHECK-NEXT: %[[HI:.+]] = arith.trunci %[[SHR]] : i64 to i32
  // CHECK-NEXT: %[[F:.+]] = arith.bitcast %f : f32 to i32
  // CHECK-NEXT: stream.cmd.execute
  // CHECK-NEXT: stream.cmd.dispatch {@ex::@k, @ex::@k}[%c1, %c1, %c1](%[[LO]], %[[HI]], %[[F]] : i32, i32, i32)
  %1 = stream.cmd.execute with(%0 as %arg1: !stream.resource<external>{%c128}) {
    stream.cmd.dispatch {@ex::@k, @ex::@k}[%c1, %c1, %c1](%x, %f : index, f32) {
      wo %arg1[%c0 for %c128] : !stream.resource<external>{%c128}
    }
  } => !stream.timepoint
  return %1 : !stream.timepoint
}
