// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

// A hex string of a type's elements is one element's bytes (a splat) or all
// of them, else iree-opt's error at `dense`, for every element type
// (xDSL's error was at the line after).

util.global public @short = dense<"0x0A00"> : tensor<0xi32>
// CHECK: read_dense_no_elements_invalid.mlir:[[# @LINE - 1]]:29: error: elements hex data size is invalid for provided type: 'tensor<0xi32>'

// -----

util.global public @long = dense<"0x0A0000000B0000000C000000"> : tensor<2xi32>
// CHECK: read_dense_no_elements_invalid.mlir:[[# @LINE - 1]]:28: error: elements hex data size is invalid for provided type: 'tensor<2xi32>'

// -----

util.global public @dynamic = dense<"0x0A0000000B000000"> : tensor<?xi32>
// CHECK: read_dense_no_elements_invalid.mlir:[[# @LINE - 1]]:31: error: elements literal type must have static shape
