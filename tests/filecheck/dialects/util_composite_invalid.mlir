// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: xdsl-stream-opt %S/inputs/util_composite_valid.mlir | iree-opt > %t.ours
// RUN: iree-opt %S/inputs/util_composite_valid.mlir > %t.iree
// RUN: diff %t.ours %t.iree

// The attributes a model's weights are written with, `#util.composite<NxI8,
// [values]>` and `#util.byte_pattern<N>`, are kept as written but read as
// IREE reads them (they were kept as any text): both tools refuse each case
// in the same words at the same place.

util.global private @a {x = #util.composite<4xi32, [dense<1> : tensor<4xi8>]>} : i32
// CHECK: :[[# @LINE - 1]]:50: error: invalid type specifier; expected i8

// -----

util.global private @a {x = #util.composite<, [dense<1> : tensor<4xi8>]>} : i32
// CHECK: :[[# @LINE - 1]]:45: error: invalid length specifier

// -----

util.global private @a {x = #util.composite<4x4xi8, []>} : i32
// CHECK: :[[# @LINE - 1]]:49: error: invalid length specifier

// -----

util.global private @a {x = #util.composite<?xi8, []>} : i32
// CHECK: :[[# @LINE - 1]]:45: error: expected static shape

// -----

util.global private @a {x = #util.composite<4xi8 [dense<1> : tensor<4xi8>]>} : i32
// CHECK: :[[# @LINE - 1]]:49: error: expected ','

// -----

util.global private @a {x = #util.composite<4xi8, dense<1> : tensor<4xi8>>} : i32
// CHECK: :[[# @LINE - 1]]:50: error: expected '['

// -----

util.global private @a {x = #util.byte_pattern<foo> : tensor<4xi8>} : i32
// CHECK: :[[# @LINE - 1]]:48: error: expected integer value

// -----

util.global private @a {x = #util.byte_pattern<1, 2> : tensor<4xi8>} : i32
// CHECK: :[[# @LINE - 1]]:49: error: expected '>'

