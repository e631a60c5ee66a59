// An op of a dialect the package does not declare (HAL's codegen ops),
// in custom form: every tool places the error in the file and says how to
// dump it (its generic form reads).
// RUN: not xdsl-stream-opt %s 2>&1 | filecheck %s
// RUN: not xdsl-stream-report %s 2>&1 | filecheck %s

stream.executable private @ex {
  stream.executable.export public @k workgroups() -> (index, index, index) {
    %c1 = arith.constant 1 : index
    %b = hal.interface.workgroup.id[0] : index
    %x = arith.addi %b, %c1 : index
    stream.return %x, %x, %x : index, index, index
  }
}

// CHECK: read_custom_form.mlir:[[# @LINE - 6]]:10: error: custom op 'hal.interface.workgroup.id' is unknown
// CHECK: hint: this package reads this op in generic form only; dump the IR with --mlir-print-op-generic
