// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

// A hex string of a type's elements is one element's bytes (a splat) or all
// of them, else iree-opt's error at `dense`, for every element type
// (xDSL's error was at the line after; of complex numbers it read garbage,
// exit 0), and it starts `0x` (xDSL read `"0X0A"`, exit 0).

util.global public @short = dense<"0x0A00"> : tensor<0xi32>
// CHECK: read_dense_no_elements_invalid.mlir:[[# @LINE - 1]]:29: error: elements hex data size is invalid for provided type: 'tensor<0xi32>'

// -----

util.global public @long = dense<"0x0A0000000B0000000C000000"> : tensor<2xi32>
// CHECK: read_dense_no_elements_invalid.mlir:[[# @LINE - 1]]:28: error: elements hex data size is invalid for provided type: 'tensor<2xi32>'

// -----

util.global public @dynamic = dense<"0x0A0000000B000000"> : tensor<?xi32>
// CHECK: read_dense_no_elements_invalid.mlir:[[# @LINE - 1]]:31: error: elements literal type must have static shape

// -----

util.global public @complex = dense<"0x010101010101010101"> : tensor<complex<f32>>
// CHECK: read_dense_no_elements_invalid.mlir:[[# @LINE - 1]]:31: error: elements hex data size is invalid for provided type: 'tensor<complex<f32>>'

// -----

util.global public @upper = dense<"0X0A"> : tensor<2xi8>
// CHECK: read_dense_no_elements_invalid.mlir:[[# @LINE - 1]]:35: error: expected string containing hex digits starting with `0x`

// -----

util.global public @complex_ints = dense<(1.5, 2.0)> : tensor<2xcomplex<i8>>
// CHECK: read_dense_no_elements_invalid.mlir:[[# @LINE - 1]]:43: error: expected integer elements, but parsed floating-point
