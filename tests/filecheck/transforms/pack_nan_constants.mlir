// RUN: xdsl-stream-opt --print-op-generic -p pack-dispatch-operands %s | iree-opt > %t.ours
// RUN: iree-opt --iree-stream-pack-dispatch-operands %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: filecheck %s < %t.ours

// A float constant the host passes folds to the i32 word of its bits, NaN
// payloads included: an f32 signalling NaN stays signalling (xDSL's float
// conversion made it 0x7FC00001 = 2143289345) and an f16 NaN keeps its
// payload (xDSL's made 0x7E01 into 0x7E00 = 32256).
stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    func.func @k(%a: f32, %b: f16, %c: f32, %out: !stream.binding) {
      util.optimization_barrier %a, %b, %c : f32, f16, f32
      return
    }
  }
}
// CHECK-LABEL: util.func public @host(
// CHECK-DAG:  %[[A:.+]] = arith.constant 2139095041 : i32
// CHECK-DAG:  %[[B:.+]] = arith.constant 32257 : i32
// CHECK-DAG:  %[[C:.+]] = arith.constant -8388608 : i32
// CHECK:      stream.cmd.dispatch @ex::@k[{{.+}}](%[[A]], %[[B]], %[[C]] : i32, i32, i32)
util.func public @host() -> !stream.timepoint {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %size = arith.constant 64 : index
  %a = arith.constant 0x7F800001 : f32
  %b = arith.constant 0x7E01 : f16
  %c = arith.constant 0xFF800000 : f32
  %buf = stream.resource.alloc uninitialized : !stream.resource<external>{%size}
  %done = stream.cmd.execute with(%buf as %o: !stream.resource<external>{%size}) {
    stream.cmd.dispatch @ex::@k[%one, %one, %one](%a, %b, %c : f32, f16, f32) {
      wo %o[%zero for %size] : !stream.resource<external>{%size}
    }
  } => !stream.timepoint
  util.return %done : !stream.timepoint
}
