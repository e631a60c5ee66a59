// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s --check-prefixes=CHECK,BOTH
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefixes=IREE,BOTH

// MLIR's ops that xDSL 0.75 does not declare (`arith.remf`, `math.isnan`,
// `tensor.bitcast`, ...) refuse what iree-opt refuses, in its words and at its
// place (BOTH); before, read as unregistered ops, every one of these passed.
// A type their custom form reads that breaks a constraint is refused at the
// op's name as iree-opt's verifier says it (CHECK), where iree-opt's custom
// parser of `math.isnan` says it in other words (IREE).

func.func @f(%a: f32, %b: f64, %v: vector<4xf16>, %t: tensor<?x4xf32>, %i: tensor<4xi32>, %n: i32) {
  %0 = "arith.remf"(%a, %b) : (f32, f64) -> f32
  return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'arith.remf' op requires the same type for all operands and results

// -----

func.func @f(%a: f32, %b: f64, %v: vector<4xf16>, %t: tensor<?x4xf32>, %i: tensor<4xi32>, %n: i32) {
  %0 = "arith.remf"(%t, %t) : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<3x4xf32>
  return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'arith.remf' op inferred type(s) 'tensor<?x4xf32>' are incompatible with return type(s) of operation 'tensor<3x4xf32>'

// -----

func.func @f(%a: f32, %b: f64, %v: vector<4xf16>, %t: tensor<?x4xf32>, %i: tensor<4xi32>, %n: i32) {
  %0 = "arith.maximumnumf"(%a, %n) : (f32, i32) -> f32
  return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'arith.maximumnumf' op operand #1 must be floating-point-like, but got 'i32'

// -----

func.func @f(%a: f32, %b: f64, %v: vector<4xf16>, %t: tensor<?x4xf32>, %i: tensor<4xi32>, %n: i32) {
  %0 = "arith.minimumnumf"(%n, %n) : (i32, i32) -> i32
  return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'arith.minimumnumf' op operand #0 must be floating-point-like, but got 'i32'

// -----

func.func @f(%a: f32, %b: f64, %v: vector<4xf16>, %t: tensor<?x4xf32>, %i: tensor<4xi32>, %n: i32) {
  %0 = "math.erfc"(%a) : (f32) -> f64
  return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'math.erfc' op requires the same type for all operands and results

// -----

func.func @f(%a: f32, %b: f64, %v: vector<4xf16>, %t: tensor<?x4xf32>, %i: tensor<4xi32>, %n: i32) {
  %0 = "math.isnan"(%a) : (f32) -> i32
  return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'math.isnan' op result #0 must be bool-like, but got 'i32'

// -----

func.func @f(%a: f32, %b: f64, %v: vector<4xf16>, %t: tensor<?x4xf32>, %i: tensor<4xi32>, %n: i32) {
  %0 = "math.isinf"(%n) : (i32) -> i1
  return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'math.isinf' op operand #0 must be floating-point-like, but got 'i32'

// -----

func.func @f(%a: f32, %b: f64, %v: vector<4xf16>, %t: tensor<?x4xf32>, %i: tensor<4xi32>, %n: i32) {
  %0 = "math.isfinite"(%t) : (tensor<?x4xf32>) -> tensor<3x4xi1>
  return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'math.isfinite' op failed to verify that result type has i1 element type and same shape as operands

// -----

func.func @f(%a: f32, %b: f64, %v: vector<4xf16>, %t: tensor<?x4xf32>, %i: tensor<4xi32>, %n: i32) {
  %0 = "math.isnormal"(%v) : (vector<4xf16>) -> tensor<4xi1>
  return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'math.isnormal' op failed to verify that result type has i1 element type and same shape as operands

// -----

func.func @f(%a: f32, %b: f64, %v: vector<4xf16>, %t: tensor<?x4xf32>, %i: tensor<4xi32>, %n: i32) {
  %0 = "math.clampf"(%a, %b, %a) : (f32, f64, f32) -> f32
  return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'math.clampf' op requires the same type for all operands and results

// -----

func.func @f(%a: f32, %b: f64, %v: vector<4xf16>, %t: tensor<?x4xf32>, %i: tensor<4xi32>, %n: i32) {
  %0 = "math.clampf"(%n, %n, %n) : (i32, i32, i32) -> i32
  return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'math.clampf' op operand #0 must be floating-point-like, but got 'i32'

// -----

func.func @f(%a: f32, %b: f64, %v: vector<4xf16>, %t: tensor<?x4xf32>, %i: tensor<4xi32>, %n: i32) {
  %0:2 = "math.sincos"(%a) : (f32) -> (f32, f64)
  return
}
// BOTH: :[[# @LINE - 3]]:10: error: 'math.sincos' op requires the same type for all operands and results

// -----

func.func @f(%a: f32, %b: f64, %v: vector<4xf16>, %t: tensor<?x4xf32>, %i: tensor<4xi32>, %n: i32) {
  %0 = "tensor.rank"(%a) : (f32) -> index
  return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'tensor.rank' op operand #0 must be tensor of any non-token type values, but got 'f32'

// -----

func.func @f(%a: f32, %b: f64, %v: vector<4xf16>, %t: tensor<?x4xf32>, %i: tensor<4xi32>, %n: i32) {
  %0 = "tensor.rank"(%t) : (tensor<?x4xf32>) -> i32
  return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'tensor.rank' op result #0 must be index, but got 'i32'

// -----

func.func @f(%a: f32, %b: f64, %v: vector<4xf16>, %t: tensor<?x4xf32>, %i: tensor<4xi32>, %n: i32) {
  %0 = "tensor.bitcast"(%t) : (tensor<?x4xf32>) -> tensor<?x4xf64>
  return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'tensor.bitcast' op operand type 'tensor<?x4xf32>' and result type 'tensor<?x4xf64>' are cast incompatible

// -----

func.func @f(%a: f32, %b: f64, %v: vector<4xf16>, %t: tensor<?x4xf32>, %i: tensor<4xi32>, %n: i32) {
  %0 = "tensor.bitcast"(%t) : (tensor<?x4xf32>) -> tensor<4xi32>
  return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'tensor.bitcast' op operand type 'tensor<?x4xf32>' and result type 'tensor<4xi32>' are cast incompatible

// -----

func.func @f(%a: f32, %b: f64, %v: vector<4xf16>, %t: tensor<?x4xf32>, %i: tensor<4xi32>, %n: i32) {
  %0 = "tensor.bitcast"(%i) : (tensor<4xi32>) -> tensor<4xindex>
  return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'tensor.bitcast' op result #0 must be tensor of signless integer or unsigned integer or signed integer or floating-point values, but got 'tensor<4xindex>'

// -----

func.func @f(%a: f32, %b: f64, %v: vector<4xf16>, %t: tensor<?x4xf32>, %i: tensor<4xi32>, %n: i32) {
  %0 = tensor.bitcast %i : tensor<4xi32> to tensor<4xf64>
  return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'tensor.bitcast' op operand type 'tensor<4xi32>' and result type 'tensor<4xf64>' are cast incompatible

// -----

func.func @f(%a: f32, %b: f64, %v: vector<4xf16>, %t: tensor<?x4xf32>, %i: tensor<4xi32>, %n: i32) {
  %0 = math.clampf %a to [%a] : f32
  return
}
// BOTH: :[[# @LINE - 3]]:29: error: expected ','

// -----

func.func @f(%a: f32, %n: i32) {
  %0 = math.isnan %n : i32
  return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'math.isnan' op operand #0 must be floating-point-like, but got 'i32'
// IREE: :[[# @LINE - 4]]:8: error: custom op 'math.isnan' 'operand' must be floating-point-like, but got 'i32'
