// RUN: xdsl-opt %s > %t.custom
// RUN: xdsl-opt %s --print-op-generic > %t.generic
// RUN: filecheck %s < %t.custom
// RUN: xdsl-opt < %t.generic | filecheck %s
// RUN: iree-opt --mlir-print-op-generic < %t.custom > %t.via_xdsl
// RUN: iree-opt --mlir-print-op-generic < %t.generic > %t.via_xdsl_generic
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.via_xdsl
// RUN: diff %t.iree %t.via_xdsl_generic
// RUN: not xdsl-stream-opt %S/inputs/util_align_mismatch.mlir 2>&1 | filecheck %s --check-prefix=MISMATCH
// RUN: not iree-opt %S/inputs/util_align_mismatch.mlir 2>&1 | filecheck %s --check-prefix=MISMATCH-IREE

// util.align rounds a value up to a power-of-two alignment; value, alignment
// and result share one signless integer or index type.

// CHECK:      %0 = util.align %n, %c16 : index
// CHECK-NEXT: %1 = util.align %m, %c8_i64 : i64
// MISMATCH: util_align_mismatch.mlir:2:8: error: 'util.align' op requires the same type for all operands and results
// MISMATCH-IREE: util_align_mismatch.mlir:2:8: error: 'util.align' op requires the same type for all operands and results
util.func public @f(%n: index, %m: i64) -> (index, i64) {
  %c16 = arith.constant 16 : index
  %c8_i64 = arith.constant 8 : i64
  %0 = util.align %n, %c16 : index
  %1 = util.align %m, %c8_i64 : i64
  util.return %0, %1 : index, i64
}
