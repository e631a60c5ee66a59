// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: xdsl-stream-opt %S/inputs/iree_encoding_encoding_valid.mlir | iree-opt | filecheck %S/inputs/iree_encoding_encoding_valid.mlir
// RUN: iree-opt %S/inputs/iree_encoding_encoding_valid.mlir | filecheck %S/inputs/iree_encoding_encoding_valid.mlir

// A data-tiling encoding, `#iree_encoding.encoding<...>`, is kept as written
// but read as IREE reads it: its parameters (`operand_index`, `op_type`,
// `element_types`, `user_indexing_maps`, `iteration_sizes`) each once, in any
// order, then checked together (the operand names one of the maps, each map
// entry is a map or a list of maps, one iteration size per dimension of the
// operand's first map).  Both tools refuse each case in the same words at the
// same place.

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
util.func private @f(%a: tensor<4xf32, #iree_encoding.encoding<operand_index = 0, op_type = bogus, element_types = [f32]>>)
// CHECK: :[[# @LINE - 1]]:93: error: expected ::mlir::iree_compiler::IREE::Encoding::EncodingOpType to be one of: matmul, scaled_matmul, conv

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
util.func private @f(%a: tensor<4xf32, #iree_encoding.encoding<operand_index = "0", op_type = matmul, element_types = [f32]>>)
// CHECK: :[[# @LINE - 1]]:80: error: invalid kind of attribute specified

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
util.func private @f(%a: tensor<4xf32, #iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = f32>>)
// CHECK: :[[# @LINE - 1]]:117: error: invalid kind of attribute specified

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
util.func private @f(%a: tensor<4xf32, #iree_encoding.encoding<operand_index = 0, element_types = [f32]>>)
// CHECK: :[[# @LINE - 1]]:104: error: struct is missing required parameter: op_type

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
util.func private @f(%a: tensor<4xf32, #iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [f32], layouts = []>>)
// CHECK: :[[# @LINE - 1]]:134: error: duplicate or unknown struct parameter name: layouts

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
util.func private @f(%a: tensor<4xf32, #iree_encoding.encoding<operand_index = 0, op_type = matmul, operand_index = 1, element_types = [f32]>>)
// CHECK: :[[# @LINE - 1]]:117: error: duplicate or unknown struct parameter name: operand_index

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
util.func private @f(%a: tensor<4xf32, #iree_encoding.encoding<operand_index   0, op_type = matmul, element_types = [f32]>>)
// CHECK: :[[# @LINE - 1]]:77: error: expected '='

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
util.func private @f(%a: tensor<4xf32, #iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [f32],>>)
// CHECK: :[[# @LINE - 1]]:123: error: expected valid keyword

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
util.func private @f(%a: tensor<4xf32, #iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [f32], iteration_sizes = [4]>>)
// CHECK: :[[# @LINE - 1]]:63: error: found `iteration_sizes` without any corresponding `user_indexing_maps`

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
util.func private @f(%a: tensor<4xf32, #iree_encoding.encoding<operand_index = -1, op_type = matmul, element_types = [f32], user_indexing_maps = [#map]>>)
// CHECK: :[[# @LINE - 1]]:63: error: `operandIndex` exceeds the size of `user_indexing_maps`

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
util.func private @f(%a: tensor<4xf32, #iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [f32], user_indexing_maps = [#map, [#map, 1]]>>)
// CHECK: :[[# @LINE - 1]]:63: error: found a non-composable attribute in `user_indexing_maps` at index: 1

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
util.func private @f(%a: tensor<4xf32, #iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [f32], user_indexing_maps = [#map], iteration_sizes = [4, ?]>>)
// CHECK: :[[# @LINE - 1]]:63: error: found an encoding with 2 iteration sizes, but expected 3 based on the user indexing maps

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
util.func private @f(%a: tensor<4xf32, #iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [f32], user_indexing_maps = [[], #map], iteration_sizes = [4, ?, 2]>>)
// CHECK: :[[# @LINE - 1]]:63: error: found `iteration_sizes` without any corresponding `user_indexing_maps`

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
util.func private @f(%a: tensor<4xf32, #iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [f32], user_indexing_maps = [#map], iteration_sizes = [4, ?, 9223372036854775808]>>)
// CHECK: :[[# @LINE - 1]]:178: error: integer value too large

// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
util.func private @f(%a: tensor<4xf32, #iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [f32], user_indexing_maps = [#map], iteration_sizes = [4, x, 1]>>)
// CHECK: :[[# @LINE - 1]]:175: error: expected integer value
