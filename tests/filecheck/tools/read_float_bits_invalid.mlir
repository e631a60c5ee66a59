// What MLIR refuses where a float is expected, refused at the same place in
// the same words (xDSL read each as some float, exit 0): a decimal integer,
// a minus before hex digits, bits wider than the type, a boolean in a float
// tensor, ranks that differ between a literal's elements.
// RUN: not xdsl-stream-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

"test.op"() {a = 1 : f32} : () -> ()
// CHECK:      read_float_bits_invalid.mlir:[[# @LINE - 1]]:18: error: unexpected decimal integer literal for a floating point value
// IREE:       read_float_bits_invalid.mlir:[[# @LINE - 2]]:18: error: unexpected decimal integer literal for a floating point value

// -----

%0 = arith.constant -0x3F800000 : f32
// CHECK:      read_float_bits_invalid.mlir:[[# @LINE - 1]]:22: error: hexadecimal float literal should not have a leading minus
// IREE:       read_float_bits_invalid.mlir:[[# @LINE - 2]]:22: error: hexadecimal float literal should not have a leading minus

// -----

"test.op"() {a = dense<[1.5, 2]> : tensor<2xf32>} : () -> ()
// CHECK:      read_float_bits_invalid.mlir:[[# @LINE - 1]]:30: error: unexpected decimal integer literal for a floating point value
// IREE:       read_float_bits_invalid.mlir:[[# @LINE - 2]]:30: error: unexpected decimal integer literal for a floating point value

// -----

"test.op"() {a = dense<[1.5, -0x1]> : tensor<2xf32>} : () -> ()
// CHECK:      read_float_bits_invalid.mlir:[[# @LINE - 1]]:31: error: hexadecimal float literal should not have a leading minus
// IREE:       read_float_bits_invalid.mlir:[[# @LINE - 2]]:31: error: hexadecimal float literal should not have a leading minus

// -----

"test.op"() {a = dense<0x10000> : tensor<2xf16>} : () -> ()
// CHECK:      read_float_bits_invalid.mlir:[[# @LINE - 1]]:24: error: hexadecimal float constant out of range for type
// IREE:       read_float_bits_invalid.mlir:[[# @LINE - 2]]:24: error: hexadecimal float constant out of range for type

// -----

"test.op"() {a = dense<[0x3C00, true]> : tensor<2xf16>} : () -> ()
// CHECK:      read_float_bits_invalid.mlir:[[# @LINE - 1]]:33: error: expected floating point literal
// IREE:       read_float_bits_invalid.mlir:[[# @LINE - 2]]:33: error: expected floating point literal

// -----

"test.op"() {a = dense<[(0x3F800000, 2)]> : tensor<1xcomplex<f32>>} : () -> ()
// CHECK:      read_float_bits_invalid.mlir:[[# @LINE - 1]]:38: error: unexpected decimal integer literal for a floating point value
// IREE:       read_float_bits_invalid.mlir:[[# @LINE - 2]]:38: error: unexpected decimal integer literal for a floating point value

// -----

"test.op"() {a = dense<[[0x3F800000, 1.0], [2.0]]> : tensor<2x2xf32>} : () -> ()
// CHECK:      read_float_bits_invalid.mlir:[[# @LINE - 1]]:49: error: tensor literal is invalid; ranks are not consistent between elements
// IREE:       read_float_bits_invalid.mlir:[[# @LINE - 2]]:49: error: tensor literal is invalid; ranks are not consistent between elements

// -----

"test.op"() {a = dense<[0x3F800000, 1.0, 2.0]> : tensor<2xf32>} : () -> ()
// CHECK:      read_float_bits_invalid.mlir:[[# @LINE - 1]]:18: error: inferred shape of elements literal ([3]) does not match type ([2])
// IREE:       read_float_bits_invalid.mlir:[[# @LINE - 2]]:18: error: inferred shape of elements literal ([3]) does not match type ([2])
