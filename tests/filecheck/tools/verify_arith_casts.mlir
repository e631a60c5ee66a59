// MLIR's rules for arith casts (`xdsl_stream.dialects.arith_casts`): the
// same shape on both sides, elements that cast (an extension widens, a
// truncation narrows, an index cast has index on one side only, a bitcast
// keeps the width), a rounding mode MLIR knows; scalable vectors only to
// scalable ones, tensors only to tensors of their encoding, vectors and
// tensors only to their own kind; overflow flags that name a flag; operand
// and result types in MLIR's words.  Each refused at the op in iree-opt's
// words.
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
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'

// -----

func.func @f(%a: i32) {
  %0 = arith.fptosi %a : i32 to i32
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.fptosi' op operand #0 must be floating-point-like, but got 'i32'
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.fptosi' op operand #0 must be floating-point-like, but got 'i32'

// -----

func.func @f(%a: f32) {
  %0 = "arith.truncf"(%a) <{roundingmode = 7 : i32}> : (f32) -> f16
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.truncf' op invalid properties roundingmode = 7 : i32: not one of to_nearest_even, downward, upward, toward_zero, to_nearest_away
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: invalid properties {roundingmode = 7 : i32} for op arith.truncf

// -----

// A scalable vector and a fixed one are not of one shape (MLIR's
// verifyCompatibleShapes), though their sizes are.
func.func @f(%v: vector<[4]xf32>) {
  %0 = arith.bitcast %v : vector<[4]xf32> to vector<4xi32>
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.bitcast' op requires the same shape for all operands and results
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.bitcast' op requires the same shape for all operands and results

// -----

func.func @f(%v: vector<4xi8>) {
  %0 = "arith.extsi"(%v) : (vector<4xi8>) -> vector<[4]xi32>
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.extsi' op requires the same shape for all operands and results
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.extsi' op requires the same shape for all operands and results

// -----

// Tensors of two encodings (or one with, one without) do not cast.
func.func @f(%t: tensor<4xi8, "e">) {
  %0 = arith.extsi %t : tensor<4xi8, "e"> to tensor<4xi32>
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.extsi' op operand type 'tensor<4xi8, "e">' and result type 'tensor<4xi32>' are cast incompatible
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.extsi' op operand type 'tensor<4xi8, "e">' and result type 'tensor<4xi32>' are cast incompatible

// -----

func.func @f(%t: tensor<4xf32>) {
  %0 = "arith.fptosi"(%t) : (tensor<4xf32>) -> tensor<4xi32, "e">
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.fptosi' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32, "e">' are cast incompatible
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.fptosi' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32, "e">' are cast incompatible

// -----

func.func @f(%t: tensor<4xi32, 2>) {
  %0 = arith.trunci %t : tensor<4xi32, 2> to tensor<4xi8, 1>
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.trunci' op operand type 'tensor<4xi32, 2 : i64>' and result type 'tensor<4xi8, 1 : i64>' are cast incompatible
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.trunci' op operand type 'tensor<4xi32, 2 : i64>' and result type 'tensor<4xi8, 1 : i64>' are cast incompatible

// -----

func.func @f(%m: memref<4xi64>) {
  %0 = arith.index_cast %m : memref<4xi64> to memref<5xindex>
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.index_cast' op requires the same shape for all operands and results
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.index_cast' op requires the same shape for all operands and results

// -----

func.func @f(%m: memref<4xi64>) {
  %0 = arith.index_cast %m : memref<4xi64> to memref<4xi32>
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.index_cast' op operand type 'memref<4xi64>' and result type 'memref<4xi32>' are cast incompatible
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.index_cast' op operand type 'memref<4xi64>' and result type 'memref<4xi32>' are cast incompatible

// -----

// MLIR's Elementwise trait: a memref is a scalar to it.
func.func @f(%m: memref<4xi32>) {
  %0 = arith.bitcast %m : memref<4xi32> to vector<4xf32>
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.bitcast' op if a result is non-scalar, then at least one operand must be non-scalar
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.bitcast' op if a result is non-scalar, then at least one operand must be non-scalar

// -----

func.func @f(%v: vector<4xi32>) {
  %0 = arith.bitcast %v : vector<4xi32> to memref<4xf32>
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.bitcast' op if an operand is non-scalar, then there must be at least one non-scalar result
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.bitcast' op if an operand is non-scalar, then there must be at least one non-scalar result

// -----

// An unranked tensor is of the casts' types; no cast of one verifies (MLIR
// reads the dimensions of an unranked tensor it does not have: which check
// fails first may vary, so only an unranked input is tested).
func.func @f(%t: tensor<*xi8>) {
  %0 = arith.extsi %t : tensor<*xi8> to tensor<*xi32>
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.extsi' op failed to verify that input and output have the same tensor dimensions
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.extsi' op failed to verify that input and output have the same tensor dimensions

// -----

// `overflow<>` names no flag: MLIR wants one.
func.func @f(%a: i32) {
  %0 = arith.trunci %a overflow<> : i32 to i8
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:33: error: custom op 'arith.trunci' expected valid keyword or string
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:33: error: custom op 'arith.trunci' expected valid keyword or string

// -----

// The types' constraints, in MLIR's words (generic form).
func.func @f(%a: f32) {
  %0 = "arith.extui"(%a) : (f32) -> i32
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'

// -----

func.func @f(%a: i0) {
  %0 = "arith.extsi"(%a) : (i0) -> i32
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'i0'
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'i0'

// -----

func.func @f(%a: i32) {
  %0 = "arith.sitofp"(%a) : (i32) -> i64
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.sitofp' op result #0 must be floating-point-like, but got 'i64'
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.sitofp' op result #0 must be floating-point-like, but got 'i64'

// -----

func.func @f(%m: memref<*xi64>) {
  %0 = "arith.index_cast"(%m) : (memref<*xi64>) -> memref<*xindex>
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.index_cast' op operand #0 must be signless-non-zero-bitwidth-integer-like or memref of signless-integer, but got 'memref<*xi64>'
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.index_cast' op operand #0 must be signless-non-zero-bitwidth-integer-like or memref of signless-integer, but got 'memref<*xi64>'

// -----

func.func @f(%a: i64) {
  %0 = "arith.bitcast"(%a) : (i64) -> index
  return
}
// CHECK: verify_arith_casts.mlir:[[# @LINE - 3]]:8: error: 'arith.bitcast' op result #0 must be non-zero-bitwidth-signless-integer-or-float-like or memref of non-zero-bitwidth signless integer or float, but got 'index'
// IREE:  verify_arith_casts.mlir:[[# @LINE - 4]]:8: error: 'arith.bitcast' op result #0 must be non-zero-bitwidth-signless-integer-or-float-like or memref of non-zero-bitwidth signless integer or float, but got 'index'
