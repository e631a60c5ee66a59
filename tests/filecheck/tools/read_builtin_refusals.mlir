// Builtin types and literals iree-opt 3.13 refuses and xDSL 0.75 reads: each
// chunk an error with iree-opt's words at iree-opt's place
// (tests/pytest/io/test_builtin_refusals.py compares every chunk with
// iree-opt); the last chunk is what both read.
// RUN: not xdsl-stream-opt --split-input-file %s 2> %t.err > %t.out
// RUN: filecheck %s < %t.err
// RUN: filecheck %s --check-prefix=READ < %t.out

"t.op"() : () -> tensor<2xtensor<f32>>
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:27: error: invalid tensor element type

// -----

"t.op"() : () -> tensor<2 x tuple<f32>>
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:29: error: invalid tensor element type

// -----

"t.op"() : () -> memref<*x!foo.t>
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:27: error: invalid memref element type

// -----

"t.op"() : () -> vector<2xcomplex<f32>>
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:18: error: failed to verify 'elementType': VectorElementTypeInterface instance

// -----

"t.op"() : () -> tensor<2xvector<2x0xf32>>
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:27: error: vector types must have positive constant sizes but got 2, 0

// -----

"t.op"() : () -> memref<2x3xf32, affine_map<(d0) -> (d0)>, 1>
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:18: error: memref layout mismatch between rank and affine map: 2 != 1

// -----

"t.op"() : () -> memref<2xf32, strided<[1, 1]>>
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:18: error: expected the number of strides to match the rank

// -----

"t.op"() : () -> memref<*xf32, strided<[1]>>
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:44: error: cannot have affine map for unranked memref type

// -----

"t.op"() : () -> i16777216
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:18: error: integer bitwidth is limited to 16777215 bits

// -----

"t.op"() {a = -0.0 : f8E8M0FNU} : () -> ()
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:16: error: negative floating point literal for a type with no signed representation

// -----

"t.op"() {a = dense<[1.0, -2.0]> : tensor<2xf8E8M0FNU>} : () -> ()
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:28: error: negative floating point literal for a type with no signed representation

// -----

"t.op"() {a = -0x7F : f8E8M0FNU} : () -> ()
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:16: error: hexadecimal float literal should not have a leading minus

// -----

"t.op"() {a = [1, -0]} : () -> ()
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:20: error: integer constant out of range for attribute

// -----

"t.op"() {a = -5 : ui8} : () -> ()
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:16: error: negative integer literal not valid for unsigned integer type

// -----

"t.op"() {a = dense<[[1, -0x0]]> : tensor<1x2xi8>} : () -> ()
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:27: error: integer constant out of range for type

// -----

"t.op"() {a = dense<-5> : tensor<2xui8>} : () -> ()
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:22: error: expected unsigned integer elements, but parsed negative value

// -----

"t.op"() {a = array<i8: 1, -0>} : () -> ()
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:30: error: integer constant out of range

// -----

"t.op"() : () -> !builtin.foo
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:27: error: dialect 'builtin' provides no type parsing hook

// -----

"t.op"() {a = #builtin.int<1>} : () -> ()
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:24: error: dialect 'builtin' provides no attribute parsing hook

// -----

"t.op"() {a = opaque<"x", "0x00"> : tensor<1xi8>} : () -> ()
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:14: error: expected attribute value

// -----

"t.op"() ({
^bb0(%x: "s"):
  "t.end"() : () -> ()
}) : () -> ()
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 3]]:9: error: expected non-function type

// -----

"t.op"() {a = dense<[1, 4294967296]> : tensor<2xi32>} : () -> ()
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:25: error: integer constant out of range for type

// -----

"t.op"() {a = dense<(1, 300)> : tensor<complex<i8>>} : () -> ()
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:25: error: integer constant out of range for type

// -----

"t.op"() {a = dense<1.5> : tensor<18446744073709551615x2xf16>} : () -> ()
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:35: error: invalid dimension

// -----

"t.op"() : () -> !util.ptr
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:27: error: expected '<'

// -----

"t.op"() : () -> memref<4xf32, strided<[9223372036854775808]>>
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:41: error: expected a 64-bit signed integer or '?'

// -----

"t.op"() : () -> memref<4xf32, strided<[1], offset: -9223372036854775808>>
// CHECK: read_builtin_refusals.mlir:[[# @LINE - 1]]:53: error: expected a 64-bit signed integer or '?'

// -----

"t.op"() {a = -0.0 : f32, b = -1 : i8, c = dense<[-1, 0]> : tensor<2xi8>, d = array<i8: -1, 0>, e = 0 : ui8} : () -> (tensor<2x!foo.t>, tensor<2x!stream.resource<*>>, memref<2xmemref<f32>>, memref<2xcomplex<f32>>, vector<2xindex>, memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>>, i16777215)
// READ: "t.op"() {a = -0.000000e+00 : f32, b = -1 : i8, c = dense<[-1, 0]> : tensor<2xi8>, d = array<i8: -1, 0>, e = 0 : ui8} : () -> (tensor<2x!foo.t>, tensor<2x!stream.resource<*>>, memref<2xmemref<f32>>, memref<2xcomplex<f32>>, vector<2xindex>, memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>>, i16777215)
