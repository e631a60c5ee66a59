// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s --check-prefixes=CHECK,BOTH
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefixes=IREE,BOTH

// `linalg.softmax` refuses what iree-opt refuses, in its words and at its
// place (BOTH), but an integer property of another width, refused at the op
// in xDSL's words.

func.func @f(%a: tensor<2x32xf32>, %b: tensor<2x31xf32>) -> tensor<2x31xf32> {
  %0 = linalg.softmax dimension(1) ins(%a : tensor<2x32xf32>) outs(%b : tensor<2x31xf32>) -> tensor<2x31xf32>
  return %0 : tensor<2x31xf32>
}
// BOTH: :[[# @LINE - 3]]:8: error: 'linalg.softmax' op incompatible output shape

// -----

func.func @f(%a: tensor<2x32xf32>, %b: tensor<2x32xf32>) -> tensor<2x32xf32> {
  %0 = linalg.softmax dimension(2) ins(%a : tensor<2x32xf32>) outs(%b : tensor<2x32xf32>) -> tensor<2x32xf32>
  return %0 : tensor<2x32xf32>
}
// BOTH: :[[# @LINE - 3]]:8: error: 'linalg.softmax' op incorrect dimension specified

// -----

func.func @f(%a: tensor<2x32xf32>, %b: tensor<2x32xf16>) -> tensor<2x32xf16> {
  %0 = linalg.softmax dimension(1) ins(%a : tensor<2x32xf32>) outs(%b : tensor<2x32xf16>) -> tensor<2x32xf16>
  return %0 : tensor<2x32xf16>
}
// BOTH: :[[# @LINE - 3]]:8: error: 'linalg.softmax' op failed to verify that input and output have same element type

// -----

func.func @f(%a: tensor<2x32xf32>, %b: tensor<2x32xf32>) {
  linalg.softmax dimension(1) ins(%a : tensor<2x32xf32>) outs(%b : tensor<2x32xf32>)
  return
}
// BOTH: :[[# @LINE - 3]]:3: error: 'linalg.softmax' op expected the number of tensor results (0) to be equal to the number of output tensors (1)

// -----

func.func @f(%a: tensor<2x32xf32>, %b: tensor<2x32xf32>) -> tensor<2x16xf32> {
  %0 = linalg.softmax dimension(1) ins(%a : tensor<2x32xf32>) outs(%b : tensor<2x32xf32>) -> tensor<2x16xf32>
  return %0 : tensor<2x16xf32>
}
// BOTH: :[[# @LINE - 3]]:8: error: 'linalg.softmax' op expected type of operand #1 ('tensor<2x32xf32>') to match type of corresponding result ('tensor<2x16xf32>')

// -----

func.func @f(%a: tensor<2x32xf32>, %b: tensor<2x32xf32>) -> tensor<2x32xf32> {
  %0 = "linalg.softmax"(%a, %b) <{dimension = 1 : i32}> : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
  return %0 : tensor<2x32xf32>
}
// CHECK: :[[# @LINE - 3]]:8: error: 'linalg.softmax' op Expected attribute i64 but got i32
// IREE: :[[# @LINE - 4]]:8: error: 'linalg.softmax' op attribute 'dimension' failed to satisfy constraint: 64-bit signless integer attribute

// -----

func.func @f(%a: i32, %b: tensor<2x32xf32>) -> tensor<2x32xf32> {
  %0 = "linalg.softmax"(%a, %b) <{dimension = 1 : i64}> : (i32, tensor<2x32xf32>) -> tensor<2x32xf32>
  return %0 : tensor<2x32xf32>
}
// BOTH: :[[# @LINE - 3]]:8: error: 'linalg.softmax' op operand #0 must be shaped of any non-token type values, but got 'i32'

// -----

func.func @f(%a: tensor<2x32xf32>, %b: tensor<2x32xf32>) -> tensor<2x32xf32> {
  %0 = linalg.softmax dimension(-1) ins(%a : tensor<2x32xf32>) outs(%b : tensor<2x32xf32>) -> tensor<2x32xf32>
  return %0 : tensor<2x32xf32>
}
// BOTH: :[[# @LINE - 3]]:8: error: 'linalg.softmax' op incorrect dimension specified

// -----

func.func @f(%a: tensor<2x32xf32>, %b: tensor<2x32xf32>) -> memref<2x32xf32> {
  %0 = "linalg.softmax"(%a, %b) <{dimension = 1 : i64}> : (tensor<2x32xf32>, tensor<2x32xf32>) -> memref<2x32xf32>
  return %0 : memref<2x32xf32>
}
// BOTH: :[[# @LINE - 3]]:8: error: 'linalg.softmax' op result #0 must be variadic of ranked tensor of any non-token type values, but got 'memref<2x32xf32>'

// -----

func.func @f(%a: vector<2x32xf32>, %b: vector<2x32xf32>) {
  linalg.softmax dimension(1) ins(%a : vector<2x32xf32>) outs(%b : vector<2x32xf32>)
  return
}
// BOTH: :[[# @LINE - 3]]:3: error: 'linalg.softmax' op expected that operand #1 is a tensor or a memref
