// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s --check-prefixes=CHECK,BOTH
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefixes=IREE,BOTH

// `iree_encoding.set_encoding` and `unset_encoding` refuse what iree-opt
// refuses (each was read as an unregistered op, with exit 0), in its words
// and at its place.

func.func @f(%a: tensor<4x16xf32, #iree_encoding.testing<>>) -> tensor<4x16xf32> {
  %0 = "iree_encoding.set_encoding"(%a) : (tensor<4x16xf32, #iree_encoding.testing<>>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
// BOTH: :[[# @LINE - 3]]:8: error: 'iree_encoding.set_encoding' op source of set_encoding op cannot have a tensor encoding

// -----

func.func @f(%a: tensor<4x16xf32>) -> tensor<4x16xf32, #iree_encoding.unknown> {
  %0 = iree_encoding.set_encoding %a : tensor<4x16xf32> -> tensor<4x16xf32, #iree_encoding.unknown>
  return %0 : tensor<4x16xf32, #iree_encoding.unknown>
}
// BOTH: :[[# @LINE - 3]]:8: error: 'iree_encoding.set_encoding' op result of set_encoding op expected to have a valid tensor encoding

// -----

func.func @f(%a: tensor<4x16xf32>) -> tensor<64xf32, #iree_encoding.testing<>> {
  %0 = iree_encoding.set_encoding %a : tensor<4x16xf32> -> tensor<64xf32, #iree_encoding.testing<>>
  return %0 : tensor<64xf32, #iree_encoding.testing<>>
}
// BOTH: :[[# @LINE - 3]]:8: error: 'iree_encoding.set_encoding' op cannot change the rank of the tensor

// -----

func.func @f(%a: tensor<4x16xf32>) -> tensor<8x16xf32, #iree_encoding.testing<>> {
  %0 = iree_encoding.set_encoding %a : tensor<4x16xf32> -> tensor<8x16xf32, #iree_encoding.testing<>>
  return %0 : tensor<8x16xf32, #iree_encoding.testing<>>
}
// BOTH: :[[# @LINE - 3]]:8: error: 'iree_encoding.set_encoding' op expected to preserve the logical shape of the tensor

// -----

func.func @f(%a: tensor<4x16xf32>) -> tensor<4x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 4, 16]>> {
  %0 = iree_encoding.set_encoding %a : tensor<4x16xf32> -> tensor<4x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 4, 16]>>
  return %0 : tensor<4x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 4, 16]>>
}
// BOTH: :[[# @LINE - 3]]:8: error: 'iree_encoding.set_encoding' op encoding expects 1 dynamic encoding dimension(s), but 0 provided

// -----

func.func @f(%a: tensor<4x16xf32>, %f: f32) -> tensor<4x16xf32, #iree_encoding.testing<>> {
  %0 = "iree_encoding.set_encoding"(%a, %f) : (tensor<4x16xf32>, f32) -> tensor<4x16xf32, #iree_encoding.testing<>>
  return %0 : tensor<4x16xf32, #iree_encoding.testing<>>
}
// BOTH: :[[# @LINE - 3]]:8: error: 'iree_encoding.set_encoding' op operand #1 must be variadic of index, but got 'f32'

// -----

func.func @f(%a: tensor<4x16xf32, #iree_encoding.testing<>>) -> tensor<4x16xf32, #iree_encoding.testing<>> {
  %0 = "iree_encoding.unset_encoding"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<4x16xf32, #iree_encoding.testing<>>) -> tensor<4x16xf32, #iree_encoding.testing<>>
  return %0 : tensor<4x16xf32, #iree_encoding.testing<>>
}
// BOTH: :[[# @LINE - 3]]:8: error: 'iree_encoding.unset_encoding' op result of unset_encoding op cannot have a tensor encoding

// -----

func.func @f(%a: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = iree_encoding.unset_encoding %a : tensor<4x16xf32> -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
// BOTH: :[[# @LINE - 3]]:8: error: 'iree_encoding.unset_encoding' op source of unset_encoding op expected to have a valid tensor encoding

// -----

func.func @f(%a: tensor<4x16xf32, #iree_encoding.testing<>>) -> tensor<?x16xf32> {
  %0 = iree_encoding.unset_encoding %a : tensor<4x16xf32, #iree_encoding.testing<>> -> tensor<?x16xf32>
  return %0 : tensor<?x16xf32>
}
// BOTH: :[[# @LINE - 3]]:8: error: 'iree_encoding.unset_encoding' op result type set has 1 dynamic dimensions but only 0 dimension values are attached

// -----

func.func @f(%a: tensor<4x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 4, 16]>>) -> tensor<4x16xf32> {
  %0 = iree_encoding.unset_encoding %a : tensor<4x16xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iteration_sizes = [?, 4, 16]>> -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
// BOTH: :[[# @LINE - 3]]:8: error: 'iree_encoding.unset_encoding' op encoding expects 1 dynamic encoding dimension(s), but 0 provided
