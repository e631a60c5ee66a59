// Errors in a dense float literal with a hex element, at iree-opt's places in
// its words: a type of dynamic shape, a list not closed, an element missing,
// two complex parts without a comma.
// RUN: not xdsl-stream-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

"test.op"() {a = dense<0x3F800000> : tensor<?xf32>} : () -> ()
// CHECK:      read_float_bits_errors.mlir:[[# @LINE - 1]]:18: error: elements literal type must have static shape
// IREE:       read_float_bits_errors.mlir:[[# @LINE - 2]]:18: error: elements literal type must have static shape

// -----

"test.op"() {a = dense<[0x3F800000, 1.0> : tensor<2xf32>} : () -> ()
// CHECK:      read_float_bits_errors.mlir:[[# @LINE - 1]]:40: error: expected ']'
// IREE:       read_float_bits_errors.mlir:[[# @LINE - 2]]:40: error: expected ']'

// -----

"test.op"() {a = dense<[0x3C00, ]> : tensor<2xf16>} : () -> ()
// CHECK:      read_float_bits_errors.mlir:[[# @LINE - 1]]:33: error: expected element literal of primitive type
// IREE:       read_float_bits_errors.mlir:[[# @LINE - 2]]:33: error: expected element literal of primitive type

// -----

"test.op"() {a = dense<[(0x3C00 1.0)]> : tensor<1xcomplex<f16>>} : () -> ()
// CHECK:      read_float_bits_errors.mlir:[[# @LINE - 1]]:32: error: expected ',' between complex elements
// IREE:       read_float_bits_errors.mlir:[[# @LINE - 2]]:32: error: expected ',' between complex elements
