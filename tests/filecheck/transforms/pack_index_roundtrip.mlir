// An index operand that the host made from an i64 with arith.index_castui
// is packed from that i64: the cast back to i64 folds away, as MLIR's
// createOrFold folds it in IREE's pack (the package cast it back, and the
// segment left the kernel 4 words where IREE's leaves 2).
// RUN: xdsl-stream-opt -p pack-dispatch-operands %s | iree-opt > %t.ours
// RUN: iree-opt --iree-stream-pack-dispatch-operands %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: xdsl-stream-opt -p binding-segment %s | iree-opt > %t.seg.ours
// RUN: iree-opt --iree-stream-fuse-dispatch-bindings --iree-stream-annotate-dispatch-arguments --iree-stream-pack-dispatch-operands --cse --iree-stream-fold-uniform-operands %s > %t.seg.iree
// RUN: diff %t.seg.ours %t.seg.iree
// RUN: xdsl-stream-opt -p pack-dispatch-operands %s | filecheck %s

// CHECK-LABEL: util.func public @main(
// CHECK-NOT:     arith.index_castui %{{.*}} : index to i64
// CHECK:         arith.trunci %y : i64 to i32

stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    func.func @k(%a: i64, %c: index, %bind: !stream.binding) {
      util.optimization_barrier %a : i64
      util.optimization_barrier %c : index
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>, %y: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c256 = arith.constant 256 : index
  %c = arith.index_castui %y : i64 to index
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c256}) {
    stream.cmd.dispatch @ex::@k[%c1](%y, %c : i64, index) {
      rw %cap[%c0 for %c16] : !stream.resource<transient>{%c256}
    }
  } => !stream.timepoint
  util.return
}
