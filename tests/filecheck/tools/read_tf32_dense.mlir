// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s

// A dense literal of `tf32` elements is refused, as a scalar one is: xDSL
// packs `tf32` elements as `f32`, so a hex element read as a number
// (`0x80` as 128.0, where MLIR reads the bits of 1.47e-39), `[0.0, -0.0]`
// as a splat of 0.0, and such a literal printed back with another meaning
// (exit status 0).

"test.op"() {a = dense<[0x2086B, 0x80]> : tensor<2xtf32>} : () -> ()
// CHECK: read_tf32_dense.mlir:[[# @LINE - 1]]:18: error: tf32 literals are not supported: xDSL packs them as f32

// -----

"test.op"() {a = dense<[0.0, -0.0]> : tensor<2xtf32>} : () -> ()
// CHECK: read_tf32_dense.mlir:[[# @LINE - 1]]:18: error: tf32 literals are not supported: xDSL packs them as f32

// -----

"test.op"() {a = dense<1.5> : tensor<2xtf32>} : () -> ()
// CHECK: read_tf32_dense.mlir:[[# @LINE - 1]]:18: error: tf32 literals are not supported: xDSL packs them as f32

// -----

"test.op"() {a = dense<[(1.0, 2.0)]> : tensor<1xcomplex<tf32>>} : () -> ()
// CHECK: read_tf32_dense.mlir:[[# @LINE - 1]]:18: error: tf32 literals are not supported: xDSL packs them as f32

// -----

"test.op"() {a = 1.0 : tf32, b = array<tf32: 1.0>} : () -> ()
// CHECK: read_tf32_dense.mlir:[[# @LINE - 1]]:18: error: tf32 literals are not supported: xDSL packs them as f32
