// What MLIR refuses where a float is expected, in a dense literal of a
// tensor with no elements too, refused at the same place in the same words:
// a minus before hex digits, a decimal integer, bits wider than the type.
// RUN: not xdsl-stream-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

"test.op"() {a = dense<-0x3F800000> : tensor<0x4xf32>} : () -> ()
// CHECK:      read_float_bits_more_invalid.mlir:[[# @LINE - 1]]:25: error: hexadecimal float literal should not have a leading minus
// IREE:       read_float_bits_more_invalid.mlir:[[# @LINE - 2]]:25: error: hexadecimal float literal should not have a leading minus

// -----

"test.op"() {a = dense<1> : tensor<0xf32>} : () -> ()
// CHECK:      read_float_bits_more_invalid.mlir:[[# @LINE - 1]]:24: error: unexpected decimal integer literal for a floating point value
// IREE:       read_float_bits_more_invalid.mlir:[[# @LINE - 2]]:24: error: unexpected decimal integer literal for a floating point value

// -----

"test.op"() {a = dense<0x100000000> : tensor<0xf32>} : () -> ()
// CHECK:      read_float_bits_more_invalid.mlir:[[# @LINE - 1]]:24: error: hexadecimal float constant out of range for type
// IREE:       read_float_bits_more_invalid.mlir:[[# @LINE - 2]]:24: error: hexadecimal float constant out of range for type
