// The binding segment runs on copies of the module (the report measures the
// interface after it under each rebase choice); a pass of it that fails is
// placed in the input, at the op the copy's failing op came from, as
// xdsl-stream-opt places it: a dispatch the fusion has rewritten is the
// dispatch written here.
// RUN: not xdsl-stream-report --segment %s 2>&1 | filecheck %s
// RUN: not xdsl-stream-report --json --max-push-constants 32 %s 2>&1 | filecheck %s
// RUN: not xdsl-stream-opt -p 'fuse-dispatch-bindings-report{segment=true}' %s 2>&1 | filecheck %s --check-prefix=PASS

#index32 = #stream.resource_config<{index_bits = 32}>
stream.executable private @ex attributes {stream.resources = #index32} {
  stream.executable.export public @k
  builtin.module {
    func.func @k(%x: index, %arg1: !stream.binding) {
      return
    }
  }
}
stream.executable private @ex64 {
  stream.executable.export public @k
  builtin.module {
    func.func @k(%x: index, %arg1: !stream.binding) {
      return
    }
  }
}
func.func @host(%x: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %0 = stream.resource.alloc uninitialized : !stream.resource<external>{%c128}
  %1 = stream.cmd.execute with(%0 as %arg1: !stream.resource<external>{%c128}) {
    stream.cmd.dispatch {@ex::@k, @ex64::@k}[%c1, %c1, %c1](%x : index) {
      wo %arg1[%c0 for %c128] : !stream.resource<external>{%c128}
    }
  } => !stream.timepoint
  return %1 : !stream.timepoint
}

// CHECK:      report_segment_errors.mlir:33:5: error: pack-dispatch-operands: the exports of this dispatch pack index operands with different index_bits (32, 64)
// CHECK-NEXT:   "stream.cmd.dispatch"(%c1, %c1, %c1, %x, %arg1, %c128, %c0, %c128)
// CHECK-NEXT: xdsl-stream-report: error: the binding segment (rebase=all) fails on this dump
// CHECK-NOT:  {{.}}

// PASS:      report_segment_errors.mlir:33:5: error: pack-dispatch-operands: the exports of this dispatch pack index operands with different index_bits (32, 64)
// PASS-NEXT:   "stream.cmd.dispatch"(%c1, %c1, %c1, %x, %arg1, %c128, %c0, %c128)
