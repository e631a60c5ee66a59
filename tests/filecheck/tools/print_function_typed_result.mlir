// A func.func with one result of a function type prints in generic form:
// xDSL's custom print writes `-> (i32) -> i32`, without the parentheses
// MLIR writes, and neither reader reads it back (exit 0 before).
// RUN: xdsl-stream-opt %s | iree-opt > %t.ours
// RUN: iree-opt %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: xdsl-stream-opt %s | xdsl-stream-opt | filecheck %s

// CHECK: "func.func"() <{sym_name = "f", function_type = ((i32) -> i32) -> ((i32) -> i32)}>
func.func @f(%x: (i32) -> i32) -> ((i32) -> i32) {
  return %x : (i32) -> i32
}
// CHECK: func.func private @g() -> ((i32) -> i32)
func.func private @g() -> ((i32) -> i32)
