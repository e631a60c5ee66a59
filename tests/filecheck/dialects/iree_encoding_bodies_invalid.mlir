// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: xdsl-stream-opt %S/inputs/iree_encoding_bodies_valid.mlir | filecheck %S/inputs/iree_encoding_bodies_valid.mlir
// RUN: iree-opt %S/inputs/iree_encoding_bodies_valid.mlir | filecheck %S/inputs/iree_encoding_bodies_valid.mlir
// RUN: xdsl-stream-opt %S/inputs/iree_encoding_bodies_valid.mlir | xdsl-stream-opt | filecheck %S/inputs/iree_encoding_bodies_valid.mlir
// RUN: xdsl-stream-opt %S/inputs/iree_encoding_bodies_valid.mlir | iree-opt | filecheck %S/inputs/iree_encoding_bodies_valid.mlir

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

// -----

// A layout of no layout, or of attributes that are no serializable encoding.
util.func private @f(%a: tensor<4xf32, #iree_encoding.layout<[]>>)
// CHECK: :[[# @LINE - 1]]:61: error: expected non-empty layouts

// -----

util.func private @f(%a: tensor<4xf32, #iree_encoding.layout<[1]>>)
// CHECK: :[[# @LINE - 1]]:61: error: expected all the layout attributes to implement SerializableAttr

// -----

util.func private @f(%a: tensor<4xf32, #iree_encoding.layout<[#iree_encoding.specialized<1>, #iree_encoding.unknown]>>)
// CHECK: :[[# @LINE - 1]]:61: error: expected all the layout attributes to implement SerializableAttr

// -----

// A negative padding (`true` is -1).
util.func private @f(%a: tensor<4xf32, #iree_encoding.padding<[-1]>>)
// CHECK: :[[# @LINE - 1]]:62: error: expected all padding values need to be non-negative or dynamic

// -----

util.func private @f(%a: tensor<4xf32, #iree_encoding.padding<[?, true]>>)
// CHECK: :[[# @LINE - 1]]:62: error: expected all padding values need to be non-negative or dynamic

// -----

// A seed past IREE's `int32_t`.
util.func private @f(%a: tensor<4xf32, #iree_encoding.specialized<2147483648>>)
// CHECK: :[[# @LINE - 1]]:67: error: integer value too large

// -----

util.func private @f(%a: tensor<4xf32, #iree_encoding.specialized<-2147483649, i32>>)
// CHECK: :[[# @LINE - 1]]:67: error: integer value too large

// -----

// A resolver's seed: one `int32_t`, nothing after it.
util.func private @f(%a: tensor<4xf32, #iree_encoding.specialization_resolver<"x">>)
// CHECK: :[[# @LINE - 1]]:79: error: expected integer value

// -----

util.func private @f(%a: tensor<4xf32, #iree_encoding.specialization_resolver<4294967296>>)
// CHECK: :[[# @LINE - 1]]:79: error: integer value too large

// -----

util.func private @f(%a: tensor<4xf32, #iree_encoding.specialization_resolver<1, f32>>)
// CHECK: :[[# @LINE - 1]]:80: error: expected '>'

// -----

// The testing encoding's one parameter, `layouts`, at most once.
util.func private @f(%a: tensor<4xf32, #iree_encoding.testing<layoutz = []>>)
// CHECK: :[[# @LINE - 1]]:73: error: duplicate or unknown struct parameter name: layoutz

// -----

util.func private @f(%a: tensor<4xf32, #iree_encoding.testing<layouts = [], layouts = []>>)
// CHECK: :[[# @LINE - 1]]:87: error: duplicate or unknown struct parameter name: layouts

// -----

util.func private @f(%a: tensor<4xf32, #iree_encoding.testing<3>>)
// CHECK: :[[# @LINE - 1]]:63: error: expected '>'
