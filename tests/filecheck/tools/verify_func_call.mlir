// A func.call whose callee is not a function of its operand and result types
// is refused in iree-opt's words and order: the callee looked up as a
// function, then the operand count, each operand type, the result count,
// each result type (with the two type lists as notes).  xDSL says these in
// its own words and compares both counts first.
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

func.func private @g(i32) -> (i32, f32)
func.func @f(%a: i32) {
  %0 = func.call @h(%a) : (i32) -> i32
  return
}
// CHECK: verify_func_call.mlir:[[# @LINE - 3]]:8: error: 'func.call' op 'h' does not reference a valid function

// -----

util.global private @v : i32
func.func @f(%a: i32) {
  %0 = func.call @v(%a) : (i32) -> i32
  return
}
// CHECK: verify_func_call.mlir:[[# @LINE - 3]]:8: error: 'func.call' op 'v' does not reference a valid function

// -----

func.func private @g(i32) -> (i32, f32)
func.func @f(%a: i32) {
  %0:2 = func.call @g(%a, %a) : (i32, i32) -> (i32, f32)
  return
}
// CHECK: verify_func_call.mlir:[[# @LINE - 3]]:10: error: 'func.call' op incorrect number of operands for callee: expected 1, but got 2

// -----

// A wrong operand type comes before a wrong result count.
func.func private @g(i32) -> (i32, f32)
func.func @f(%b: i64) {
  %0 = func.call @g(%b) : (i64) -> i32
  return
}
// CHECK: verify_func_call.mlir:[[# @LINE - 3]]:8: error: 'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0

// -----

func.func private @g(i32) -> (i32, f32)
func.func @f(%a: i32) {
  func.call @g(%a) : (i32) -> ()
  return
}
// CHECK: verify_func_call.mlir:[[# @LINE - 3]]:3: error: 'func.call' op incorrect number of results for callee: expected 2, but got 0

// -----

func.func private @g(i32) -> (i32, f32)
func.func @f(%a: i32) {
  %0:2 = func.call @g(%a) : (i32) -> (i32, i64)
  return
}
// CHECK: verify_func_call.mlir:[[# @LINE - 3]]:10: error: 'func.call' op result type mismatch at index 1
// CHECK: verify_func_call.mlir:[[# @LINE - 4]]:10: note:     op result types: 'i32', 'i64'
// CHECK-NEXT: verify_func_call.mlir:[[# @LINE - 5]]:10: note: callee result types: 'i32', 'f32'
