// MLIR's rules for arith casts (`xdsl_stream.dialects.arith_casts`): the
// same shape on both sides, elements that cast (an extension widens, a
// truncation narrows, an index cast has index on one side only, a bitcast
// keeps the width), a rounding mode MLIR knows.  Each refused at the op in
// iree-opt's words.
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

func.func @f(%t: tensor<?xi8>) {
  %0 = arith.extsi %t : tensor<?xi8> to tensor<4xi32>
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.extsi' op failed to verify that input and output have the same tensor dimensions
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.extsi' op failed to verify that input and output have the same tensor dimensions

// -----

func.func @f(%t: tensor<4xi8>) {
  %0 = arith.extui %t : tensor<4xi8> to vector<4xi32>
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.extui' op failed to verify that input and output have the same tensor dimensions
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.extui' op failed to verify that input and output have the same tensor dimensions

// -----

func.func @f(%v: vector<4xi32>) {
  %0 = arith.extsi %v : vector<4xi32> to vector<5xi64>
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.extsi' op requires the same shape for all operands and results
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.extsi' op requires the same shape for all operands and results

// -----

func.func @f(%a: i16) {
  %0 = arith.extsi %a : i16 to i16
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.extsi' op operand type 'i16' and result type 'i16' are cast incompatible
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.extsi' op operand type 'i16' and result type 'i16' are cast incompatible

// -----

func.func @f(%a: i16) {
  %0 = arith.trunci %a overflow<nuw> : i16 to i32
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.trunci' op operand type 'i16' and result type 'i32' are cast incompatible
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.trunci' op operand type 'i16' and result type 'i32' are cast incompatible

// -----

func.func @f(%a: tensor<4xf32>) {
  %0 = arith.truncf %a : tensor<4xf32> to tensor<4xf32>
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.truncf' op operand type 'tensor<4xf32>' and result type 'tensor<4xf32>' are cast incompatible
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.truncf' op operand type 'tensor<4xf32>' and result type 'tensor<4xf32>' are cast incompatible

// -----

func.func @f(%a: index) {
  %0 = arith.index_cast %a : index to index
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.index_cast' op operand type 'index' and result type 'index' are cast incompatible
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.index_cast' op operand type 'index' and result type 'index' are cast incompatible

// -----

func.func @f(%a: i16) {
  %0 = arith.index_castui %a : i16 to i32
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.index_castui' op operand type 'i16' and result type 'i32' are cast incompatible
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.index_castui' op operand type 'i16' and result type 'i32' are cast incompatible

// -----

func.func @f(%a: f32) {
  %0 = arith.bitcast %a : f32 to i16
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.bitcast' op operand type 'f32' and result type 'i16' are cast incompatible
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.bitcast' op operand type 'f32' and result type 'i16' are cast incompatible

// -----

func.func @f(%a: index) {
  %0 = arith.extsi %a : index to i32
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:3: error:
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'

// -----

func.func @f(%a: i32) {
  %0 = arith.fptosi %a : i32 to i32
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:3: error:
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.fptosi' op operand #0 must be floating-point-like, but got 'i32'

// -----

func.func @f(%a: f32) {
  %0 = "arith.truncf"(%a) <{roundingmode = 7 : i32}> : (f32) -> f16
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.truncf' op invalid properties roundingmode = 7 : i32: not one of to_nearest_even, downward, upward, toward_zero, to_nearest_away
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: invalid properties {roundingmode = 7 : i32} for op arith.truncf
