// RUN: xdsl-stream-opt -p pack-dispatch-operands %s > %t.ours
// RUN: filecheck %s < %t.ours
// RUN: iree-opt < %t.ours > /dev/null

// IREE 3.13 crashes on a dispatch that is not inside a stream.cmd.execute
// (docs/iree-stream-facts.md).  With no execute to put them before, the
// words of such a site are built right before the site itself, and the
// result verifies.

stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    // CHECK-LABEL: func.func @k(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: !stream.binding)
    func.func @k(%a: i64, %b: i16, %arg1: !stream.binding) {
      util.optimization_barrier %a, %b : i64, i16
      return
    }
  }
}

// CHECK-LABEL: util.func public @host(
// CHECK-SAME:     %[[X:.+]]: i64, %[[Y:.+]]: i16,
// CHECK:        %[[C128:.+]] = arith.constant 128 : index
// CHECK-NEXT:   %[[LO:.+]] = arith.trunci %[[X]] : i64 to i32
// CHECK-NEXT:   %[[C32:.+]] = arith.constant 32 : i64
// CHECK-NEXT:   %[[SHR:.+]] = arith.shrui %[[X]], %[[C32]] : i64
// CHECK-NEXT:   %[[HI:.+]] = arith.trunci %[[SHR]] : i64 to i32
// CHECK-NEXT:   %[[YW:.+]] = arith.extui %[[Y]] : i16 to i32
// CHECK-NEXT:   stream.cmd.dispatch @ex::@k[%{{.+}}](%[[LO]], %[[HI]], %[[YW]] : i32, i32, i32)
util.func public @host(%x: i64, %y: i16, %buf: !stream.resource<external>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  stream.cmd.dispatch @ex::@k[%c1, %c1, %c1](%x, %y : i64, i16) {
    wo %buf[%c0 for %c128] : !stream.resource<external>{%c128}
  }
  util.return
}
