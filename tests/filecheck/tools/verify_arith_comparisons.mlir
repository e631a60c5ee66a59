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
