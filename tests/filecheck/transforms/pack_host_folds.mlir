// RUN: xdsl-stream-opt --print-op-generic -p pack-dispatch-operands %s | iree-opt > %t.ours
// RUN: iree-opt --iree-stream-pack-dispatch-operands %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: filecheck %s < %t.ours

// The host side folds its words as MLIR's createOrFold folds them, so the
// text equals iree-opt's: a narrow integer constant and a half-float
// constant become i32 constants (no arith.extui of a constant is left), the
// low word of an i64 made by arith.trunci truncates the wide source
// directly, and an i64 or f64 bitcast from a complex<f32> is split into the
// complex's real and imaginary parts (the parts of a complex.create are its
// operands themselves).

stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    // CHECK-LABEL: func.func @k(
    // CHECK-SAME: %arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: !stream.binding)
    func.func @k(%a: i8, %b: f16, %c: i64, %d: i64, %e: f64, %f: i64, %arg1: !stream.binding) {
      util.optimization_barrier %a, %b, %c, %d, %e, %f : i8, f16, i64, i64, f64, i64
      return
    }
  }
}

// CHECK-LABEL: util.func public @host(
// CHECK-SAME:     %[[W:.+]]: i128, %[[Z:.+]]: complex<f32>, %[[X:.+]]: f32, %[[Y:.+]]: f32)
// CHECK:        stream.resource.alloc
// CHECK-NEXT:   %[[C249:.+]] = arith.constant 249 : i32
// CHECK-NEXT:   %{{.+}} = arith.constant 15872 : i16
// CHECK-NEXT:   %[[C15872:.+]] = arith.constant 15872 : i32
// CHECK-NEXT:   %[[LO:.+]] = arith.trunci %[[W]] : i128 to i32
// CHECK-NEXT:   %{{.+}} = arith.constant 32 : i64
// CHECK-NEXT:   %[[SHR:.+]] = arith.shrui %{{.+}}, %{{.+}} : i64
// CHECK-NEXT:   %[[HI:.+]] = arith.trunci %[[SHR]] : i64 to i32
// CHECK-NEXT:   %[[RE:.+]] = complex.re %[[Z]] : complex<f32>
// CHECK-NEXT:   %[[IM:.+]] = complex.im %[[Z]] : complex<f32>
// CHECK-NEXT:   %[[REW:.+]] = arith.bitcast %[[RE]] : f32 to i32
// CHECK-NEXT:   %[[IMW:.+]] = arith.bitcast %[[IM]] : f32 to i32
// CHECK-NEXT:   %[[RE2:.+]] = complex.re %[[Z]] : complex<f32>
// CHECK-NEXT:   %[[IM2:.+]] = complex.im %[[Z]] : complex<f32>
// CHECK-NEXT:   %[[REW2:.+]] = arith.bitcast %[[RE2]] : f32 to i32
// CHECK-NEXT:   %[[IMW2:.+]] = arith.bitcast %[[IM2]] : f32 to i32
// CHECK-NEXT:   %[[XW:.+]] = arith.bitcast %[[X]] : f32 to i32
// CHECK-NEXT:   %[[YW:.+]] = arith.bitcast %[[Y]] : f32 to i32
// CHECK-NEXT:   stream.cmd.execute
// CHECK-NEXT:     stream.cmd.dispatch @ex::@k[%{{.+}}](%[[C249]], %[[C15872]], %[[LO]], %[[HI]], %[[REW]], %[[IMW]], %[[REW2]], %[[IMW2]], %[[XW]], %[[YW]] : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
util.func public @host(%w: i128, %z: complex<f32>, %x: f32, %y: f32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %minus7 = arith.constant -7 : i8
  %half = arith.constant 1.5 : f16
  %t = arith.trunci %w : i128 to i64
  %bits = complex.bitcast %z : complex<f32> to i64
  %fbits = complex.bitcast %z : complex<f32> to f64
  %made = complex.create %x, %y : complex<f32>
  %madebits = complex.bitcast %made : complex<f32> to i64
  %0 = stream.resource.alloc uninitialized : !stream.resource<external>{%c128}
  %1 = stream.cmd.execute with(%0 as %arg1: !stream.resource<external>{%c128}) {
    stream.cmd.dispatch @ex::@k[%c1, %c1, %c1](%minus7, %half, %t, %bits, %fbits, %madebits : i8, f16, i64, i64, f64, i64) {
      wo %arg1[%c0 for %c128] : !stream.resource<external>{%c128}
    }
  } => !stream.timepoint
  util.return %1 : !stream.timepoint
}
