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
// CHECK: pack_errors.mlir:9:5: error: pack-dispatch-operands: cannot pack an argument of type i128 into 32-bit push constants: integers and floats of at most 64 bits, and complex numbers of such floats, only

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

// -----

// A zero-width integer has no bits to pass (iree-opt 3.13 builds an
// `arith.extui` from i0, which its verifier then refuses).

stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    // CHECK-DAG: pack_errors.mlir:[[# @LINE + 1]]:5: error: pack-dispatch-operands: cannot pack an argument of type i0 into 32-bit push constants: integers and floats of at most 64 bits, and complex numbers of such floats, only
    func.func @k(%x: i0, %arg1: !stream.binding) {
      return
    }
  }
}
func.func @host(%x: i0) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %0 = stream.resource.alloc uninitialized : !stream.resource<external>{%c128}
  %1 = stream.cmd.execute with(%0 as %arg1: !stream.resource<external>{%c128}) {
    // CHECK-DAG: pack_errors.mlir:[[# @LINE + 1]]:5: error: pack-dispatch-operands: cannot pack a dispatch operand of type i0 into 32-bit push constants: integers and floats of at most 64 bits, and complex numbers of such floats, only
    stream.cmd.dispatch @ex::@k[%c1, %c1, %c1](%x : i0) {
      wo %arg1[%c0 for %c128] : !stream.resource<external>{%c128}
    }
  } => !stream.timepoint
  return %1 : !stream.timepoint
}

// -----

// An index of zero bits has none to rebuild (iree-opt 3.13: an
// `arith.index_castui` to i0, which its verifier refuses).

stream.executable private @ex attributes {stream.resources = #stream.resource_config<{index_bits = 0}>} {
  stream.executable.export public @k
  builtin.module {
    // CHECK-DAG: pack_errors.mlir:[[# @LINE + 1]]:5: error: pack-dispatch-operands: cannot pack an argument of type index with index_bits = 0: 1 to 64 bits fit in push constants
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
    // CHECK-DAG: pack_errors.mlir:[[# @LINE + 1]]:5: error: pack-dispatch-operands: cannot pack a dispatch operand of type index with index_bits = 0: 1 to 64 bits fit in push constants
    stream.cmd.dispatch @ex::@k[%c1, %c1, %c1](%x : index) {
      wo %arg1[%c0 for %c128] : !stream.resource<external>{%c128}
    }
  } => !stream.timepoint
  return %1 : !stream.timepoint
}

// -----

// A complex number of integers: the kernel would rebuild it with
// `complex.create`, which takes floats only (iree-opt 3.13 builds it anyway,
// and its verifier then refuses the kernel).

stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    // CHECK: pack_errors.mlir:[[# @LINE + 1]]:5: error: pack-dispatch-operands: cannot pack an argument of type complex<i32> into 32-bit push constants: integers and floats of at most 64 bits, and complex numbers of such floats, only
    func.func @k(%a: complex<i32>, %o: !stream.binding) {
      return
    }
  }
}

// -----

// A public function of another function type than the builtin one (IREE
// 3.13 crashes setting its type; the package failed with an internal error).
stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    llvm.func @lg(%x: i64) {
      llvm.return
    }
    func.func @k(%a: !stream.binding) {
      return
    }
  }
}
// CHECK: pack_errors.mlir:[[# @LINE - 8]]:5: error: pack-dispatch-operands: cannot pack the arguments of a function of type !llvm.func<void (i64)>: the pass rebuilds functions of builtin function types only


// -----

// An `index` constant the kernel's 32-bit index cannot hold reaches it
// truncated (IREE annotates it with its value and packs its low word): a
// located error.  A negative one it holds (two's complement), and is packed.

stream.executable private @ex attributes {stream.resources = #stream.resource_config<{index_bits = 32}>} {
  stream.executable.export public @k
  builtin.module {
    func.func @k(%a: !stream.binding, %n: index, %m: index) {
      return
    }
  }
}
util.func public @run(%r: !stream.resource<external>) -> !stream.timepoint {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %big = arith.constant 4294967296 : index
  %neg = arith.constant -1 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<external>{%c16}) {
    stream.cmd.dispatch @ex::@k[%c1](%neg, %big : index, index) {
      rw %x[%c1 for %c1] : !stream.resource<external>{%c16}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
// CHECK: pack_errors.mlir:[[# @LINE - 6]]:5: error: pack-dispatch-operands: a dispatch operand is 4294967296 : index, which the kernel's index_bits = 32 cannot hold (IREE truncates it)
