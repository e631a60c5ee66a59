// RUN: xdsl-opt -p pack-dispatch-operands %s > %t.ours
// RUN: filecheck %s < %t.ours
// RUN: iree-opt < %t.ours > /dev/null

// Where iree-opt 3.13 makes invalid IR: an i31 operand stays i31 at the site
// while the kernel takes an i32, and an i48 argument is rebuilt as an i64
// that its uses, expecting an i48, get as it is.  Here the site extends the
// i31 to i32 (as every narrower integer) and the kernel truncates the i48
// back, so iree-opt accepts the result.

stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    // CHECK-LABEL: func.func @k
    // CHECK-SAME: (%arg0: i32, %arg1: i32, %arg2: i32, %arg3: !stream.binding)
    func.func @k(%a: i31, %b: i48 {stream.values = [1 : i48, 2 : i48]}, %arg1: !stream.binding) {
      // CHECK-NEXT: %[[A:.+]] = arith.trunci %arg0 : i32 to i31
      // CHECK-NEXT: %[[LO:.+]] = arith.extui %arg1 : i32 to i64
      // CHECK-NEXT: %[[HI:.+]] = arith.extui %arg2 : i32 to i64
      // CHECK-NEXT: %[[C32:.+]] = arith.constant 32 : i64
      // CHECK-NEXT: %[[SHL:.+]] = arith.shli %[[HI]], %[[C32]] : i64
      // CHECK-NEXT: %[[OR:.+]] = arith.ori %[[LO]], %[[SHL]] : i64
      // CHECK-NEXT: %[[B:.+]] = arith.trunci %[[OR]] {stream.values = [1 : i48, 2 : i48]} : i64 to i48
      // CHECK-NEXT: util.optimization_barrier %[[A]] : i31
      // CHECK-NEXT: util.optimization_barrier %[[B]] : i48
      util.optimization_barrier %a : i31
      util.optimization_barrier %b : i48
      return
    }
  }
}
// CHECK-LABEL: func.func @host
func.func @host(%a: i31, %b: i48) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %0 = stream.resource.alloc uninitialized : !stream.resource<external>{%c128}
  // CHECK: %[[HA:.+]] = arith.extui %a : i31 to i32
  // CHECK-NEXT: %[[HB:.+]] = arith.extui %b : i48 to i64
  // CHECK-NEXT: %[[HLO:.+]] = arith.trunci %b : i48 to i32
  // CHECK-NEXT: %[[C32:.+]] = arith.constant 32 : i64
  // CHECK-NEXT: %[[SHR:.+]] = arith.shrui %[[HB]], %[[C32]] : i64
  // CHECK-NEXT: %[[HHI:.+]] = arith.trunci %[[SHR]] : i64 to i32
  // CHECK: stream.cmd.dispatch @ex::@k[%c1, %c1, %c1](%[[HA]], %[[HLO]], %[[HHI]] : i32, i32, i32)
  %1 = stream.cmd.execute with(%0 as %arg1: !stream.resource<external>{%c128}) {
    stream.cmd.dispatch @ex::@k[%c1, %c1, %c1](%a, %b : i31, i48) {
      wo %arg1[%c0 for %c128] : !stream.resource<external>{%c128}
    }
  } => !stream.timepoint
  return %1 : !stream.timepoint
}
