// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: xdsl-stream-opt %S/inputs/iree_encoding_bodies_valid.mlir | filecheck %S/inputs/iree_encoding_bodies_valid.mlir
// RUN: iree-opt %S/inputs/iree_encoding_bodies_valid.mlir | filecheck %S/inputs/iree_encoding_bodies_valid.mlir

// The bodies of IREE's encodings, kept as written but read as IREE reads
// them (a padding's amounts, a specialization's seed, a layout's list, the
// testing encoding's layouts): both tools refuse each case in the same words
// at the same place.

util.func private @f(%a: tensor<4xf32, #iree_encoding.padding<garbage>>)
// CHECK: :[[# @LINE - 1]]:63: error: expected '['

// -----

util.func private @f(%a: tensor<4xf32, #iree_encoding.padding<[a]>>)
// CHECK: :[[# @LINE - 1]]:64: error: expected integer value

// -----

util.func private @f(%a: tensor<4xf32, #iree_encoding.padding<[0, 64], 3>>)
// CHECK: :[[# @LINE - 1]]:70: error: expected '>'

// -----

util.func private @f(%a: tensor<4xf32, #iree_encoding.specialized<x>>)
// CHECK: :[[# @LINE - 1]]:67: error: expected integer value

// -----

util.func private @f(%a: tensor<4xf32, #iree_encoding.specialized<1, 2>>)
// CHECK: :[[# @LINE - 1]]:70: error: invalid kind of attribute specified

// -----

util.func private @f(%a: tensor<4xf32, #iree_encoding.testing<garbage>>)
// CHECK: :[[# @LINE - 1]]:70: error: expected '='

// -----

util.func private @f(%a: tensor<4xf32, #iree_encoding.testing<layouts = 3>>)
// CHECK: :[[# @LINE - 1]]:73: error: invalid kind of attribute specified

// -----

util.func private @f(%a: tensor<4xf32, #iree_encoding.layout<garbage>>)
// CHECK: :[[# @LINE - 1]]:62: error: expected attribute value

// -----

util.func private @f(%a: tensor<4xf32, #iree_encoding.layout<3>>)
// CHECK: :[[# @LINE - 1]]:62: error: invalid kind of attribute specified
