// RUN: not xdsl-stream-opt -p pack-dispatch-operands --split-input-file %s 2>&1 | filecheck %s

// Operands the kernel cannot rebuild from 32-bit words, and index widths that
// disagree, are located errors before anything changes.

stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    func.func @k(%x: i128, %arg1: !stream.binding) {
      return
    }
  }
}
// CHECK: pack_errors.mlir:9:5: error: pack-dispatch-operands: cannot pack an argument of type i128 into 32-bit push constants: integers, floats and complex numbers of at most 64 bits only

// -----

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
    // CHECK: pack_errors.mlir:[[# @LINE + 1]]:5: error: pack-dispatch-operands: the exports of this dispatch pack index operands with different index_bits (32, 64)
    stream.cmd.dispatch {@ex::@k, @ex64::@k}[%c1, %c1, %c1](%x : index) {
      wo %arg1[%c0 for %c128] : !stream.resource<external>{%c128}
    }
  } => !stream.timepoint
  return %1 : !stream.timepoint
}
