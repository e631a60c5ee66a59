// RUN: not xdsl-stream-opt -p pack-dispatch-operands --split-input-file %s 2>&1 | filecheck %s

// Located errors of pack-dispatch-operands that pack_errors.mlir does not
// show: where a kernel or a site has several types it cannot pack, the error
// names the first of them; and a public function-like op without a body
// (here an external llvm.func, on which iree-opt 3.13 crashes) is an error,
// not a crash.

stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    // CHECK: pack_errors_first_and_declaration.mlir:[[# @LINE + 1]]:5: error: pack-dispatch-operands: cannot pack an argument of type i128 into 32-bit push constants: integers and floats of at most 64 bits, and complex numbers of such floats, only
    func.func @k(%a: i32, %x: i128, %y: f128, %arg1: !stream.binding) {
      return
    }
  }
}

// -----

stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    // CHECK-DAG: pack_errors_first_and_declaration.mlir:[[# @LINE + 1]]:5: error: pack-dispatch-operands: cannot pack an argument of type f128 into 32-bit push constants: integers and floats of at most 64 bits, and complex numbers of such floats, only
    func.func @k(%a: i32, %x: f128, %y: i128, %arg1: !stream.binding) {
      return
    }
  }
}
func.func @host(%a: i32, %x: f128, %y: i128) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %0 = stream.resource.alloc uninitialized : !stream.resource<external>{%c128}
  %1 = stream.cmd.execute with(%0 as %arg1: !stream.resource<external>{%c128}) {
    // CHECK-DAG: pack_errors_first_and_declaration.mlir:[[# @LINE + 1]]:5: error: pack-dispatch-operands: cannot pack a dispatch operand of type f128 into 32-bit push constants: integers and floats of at most 64 bits, and complex numbers of such floats, only
    stream.cmd.dispatch @ex::@k[%c1, %c1, %c1](%a, %x, %y : i32, f128, i128) {
      wo %arg1[%c0 for %c128] : !stream.resource<external>{%c128}
    }
  } => !stream.timepoint
  return %1 : !stream.timepoint
}

// -----

stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    // CHECK: pack_errors_first_and_declaration.mlir:[[# @LINE + 1]]:5: error: pack-dispatch-operands: a public dispatch function without a body
    llvm.func @k(i64)
  }
}
