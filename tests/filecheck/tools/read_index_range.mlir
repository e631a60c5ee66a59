// An `index` integer MLIR cannot store (its 64-bit storage is read signed) is
// refused at its digits, as iree-opt refuses it; xDSL reads any size
// (docs/upstream.md, entry 16), and the annotate pass then wrote values
// iree-opt could not read back.  The last chunk holds both bounds, read.
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

func.func @f() -> index {
  %c = arith.constant 18446744073709551615 : index
  return %c : index
}
// CHECK:      read_index_range.mlir:9:23: error: integer constant out of range for attribute
// IREE:       read_index_range.mlir:9:23: error: integer constant out of range for attribute

// -----

func.func @f() -> index {
  %c = "arith.constant"() <{value = 9223372036854775808 : index}> : () -> index
  return %c : index
}
// CHECK:      read_index_range.mlir:18:37: error: integer constant out of range for attribute
// IREE:       read_index_range.mlir:18:37: error: integer constant out of range for attribute

// -----

"test.op"() {x = -9223372036854775809 : index} : () -> ()
// CHECK:      read_index_range.mlir:26:19: error: integer constant out of range for attribute
// IREE:       read_index_range.mlir:26:19: error: integer constant out of range for attribute

// -----

func.func @f() -> (index, index) {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant -9223372036854775808 : index
  return %a, %b : index, index
}
// CHECK:      arith.constant 9223372036854775807 : index
// CHECK:      arith.constant -9223372036854775808 : index
// IREE:       arith.constant 9223372036854775807 : index
// IREE:       arith.constant -9223372036854775808 : index
