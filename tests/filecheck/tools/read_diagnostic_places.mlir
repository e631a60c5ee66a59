// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

// Errors at the place iree-opt gives: a value used and never defined at its
// first use, an integer literal its type cannot hold at its digits, and an
// undefined alias right after its name (iree-opt says "alias id 'a'").

util.func @f() {
  util.optimization_barrier %u : i32
  %0 = arith.addi %u, %u : i32
  util.return
}
// CHECK: read_diagnostic_places.mlir:[[# @LINE - 4]]:29: error: use of undeclared SSA value name
// IREE:  read_diagnostic_places.mlir:[[# @LINE - 5]]:29: error: use of undeclared SSA value name

// -----

util.global private @g : i32 = 99999999999999999999999999999 : i32
// CHECK: read_diagnostic_places.mlir:[[# @LINE - 1]]:32: error: integer constant out of range for attribute
// IREE:  read_diagnostic_places.mlir:[[# @LINE - 2]]:32: error: integer constant out of range for attribute

// -----

"test.op"() {b = -1 : i1, c = 255 : i8, d = -129 : i8} : () -> ()
// CHECK: read_diagnostic_places.mlir:[[# @LINE - 1]]:46: error: integer constant out of range for attribute
// IREE:  read_diagnostic_places.mlir:[[# @LINE - 2]]:46: error: integer constant out of range for attribute

// -----

util.global private @g : i32 = #a
util.global private @h : !b
// CHECK: read_diagnostic_places.mlir:[[# @LINE - 2]]:34: error: undefined symbol alias '#a'
// IREE:  read_diagnostic_places.mlir:[[# @LINE - 3]]:34: error: undefined symbol alias id 'a'
