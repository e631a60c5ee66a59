// arith.cmpi and arith.cmpf refuse operands of two types and a result that
// is not i1 of the operands' shape, as MLIR does.
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

func.func @f(%t: tensor<4xi32>) {
  %0 = "arith.cmpi"(%t, %t) <{predicate = 2 : i64}> : (tensor<4xi32>, tensor<4xi32>) -> i1
  return
}
// CHECK: verify_arith_comparisons.mlir:[[# @LINE - 3]]:8: error: 'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands
// IREE:  verify_arith_comparisons.mlir:[[# @LINE - 4]]:8: error: 'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands

// -----

func.func @f(%a: f32, %b: f16) {
  %0 = "arith.cmpf"(%a, %b) <{predicate = 2 : i64}> : (f32, f16) -> i1
  return
}
// CHECK: verify_arith_comparisons.mlir:[[# @LINE - 3]]:8: error: 'arith.cmpf' op requires all operands to have the same type
// IREE:  verify_arith_comparisons.mlir:[[# @LINE - 4]]:8: error: 'arith.cmpf' op requires all operands to have the same type

// -----

// Unranked tensors compare, to an unranked result only.
func.func @f(%t: tensor<*xi32>) {
  %0 = "arith.cmpi"(%t, %t) <{predicate = 0 : i64}> : (tensor<*xi32>, tensor<*xi32>) -> tensor<4xi1>
  return
}
// CHECK: verify_arith_comparisons.mlir:[[# @LINE - 3]]:8: error: 'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands
// IREE:  verify_arith_comparisons.mlir:[[# @LINE - 4]]:8: error: 'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands

// -----

func.func @f(%t: tensor<4xf32>) {
  %0 = "arith.cmpf"(%t, %t) <{predicate = 0 : i64}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<*xi1>
  return
}
// CHECK: verify_arith_comparisons.mlir:[[# @LINE - 3]]:8: error: 'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands
// IREE:  verify_arith_comparisons.mlir:[[# @LINE - 4]]:8: error: 'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands

// -----

// The types' constraints, in MLIR's words (generic form).
func.func @f(%a: f32) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (f32, f32) -> i1
  return
}
// CHECK: verify_arith_comparisons.mlir:[[# @LINE - 3]]:8: error: 'arith.cmpi' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'
// IREE:  verify_arith_comparisons.mlir:[[# @LINE - 4]]:8: error: 'arith.cmpi' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'

// -----

func.func @f(%a: f32) {
  %0 = "arith.cmpf"(%a, %a) <{predicate = 0 : i64}> : (f32, f32) -> i32
  return
}
// CHECK: verify_arith_comparisons.mlir:[[# @LINE - 3]]:8: error: 'arith.cmpf' op result #0 must be bool-like, but got 'i32'
// IREE:  verify_arith_comparisons.mlir:[[# @LINE - 4]]:8: error: 'arith.cmpf' op result #0 must be bool-like, but got 'i32'
