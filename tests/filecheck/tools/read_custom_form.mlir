// IREE IR in custom form (iree-opt's print, not a --mlir-print-op-generic
// dump): every tool places the error in the file and says how to dump.
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

// CHECK: read_custom_form.mlir:9:10: error: custom op 'hal.interface.workgroup.id' is unknown
// CHECK: hint: this looks like IREE IR in custom form, which only IREE can read; dump it with --mlir-print-op-generic
