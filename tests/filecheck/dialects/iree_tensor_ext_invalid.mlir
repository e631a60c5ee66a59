// The slice rules of iree_tensor_ext.dispatch.tensor.load and .store, as
// MLIR's slice ops have them: static offsets and sizes are not negative, and
// the stored tensor is the slice the sizes make of the dispatch tensor, or a
// rank-reduced version of it (unit dimensions dropped).  Each error is
// iree-opt's too, at the same op (iree_tensor_ext_stricter.mlir: what the
// package refuses beyond).
// RUN: not xdsl-stream-opt --split-input-file %s > %t.out 2> %t.err
// RUN: filecheck %s < %t.err
// RUN: filecheck %s --check-prefix=OUT < %t.out
// RUN: not iree-opt --split-input-file %s > %t.iree.out 2> %t.iree.err
// RUN: filecheck %s < %t.iree.err
// RUN: filecheck %s --check-prefix=OUT < %t.iree.out

func.func @negative_offset(%t: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32> {
  %0 = "iree_tensor_ext.dispatch.tensor.load"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: -1, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
// CHECK: iree_tensor_ext_invalid.mlir:15:8: error: {{.*}}expected offsets to be non-negative, but got -1

// -----

func.func @negative_size(%v: tensor<4x8xf32>, %t: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) {
  "iree_tensor_ext.dispatch.tensor.store"(%v, %t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, -1>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) -> ()
  return
}
// CHECK: iree_tensor_ext_invalid.mlir:23:3: error: {{.*}}expected sizes to be non-negative, but got -1

// -----

func.func @store_size_mismatch(%v: tensor<4x8xf32>, %t: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) {
  iree_tensor_ext.dispatch.tensor.store %v, %t, offsets = [0, 0], sizes = [2, 8], strides = [1, 1] : tensor<4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
  return
}
// CHECK: iree_tensor_ext_invalid.mlir:31:3: error: {{.*}}expected type to be 'tensor<2x8xf32>' or a rank-reduced version. (size mismatch)

// -----

func.func @store_dynamic_value(%v: tensor<?x4xf32>, %t: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>) {
  iree_tensor_ext.dispatch.tensor.store %v, %t, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : tensor<?x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>
  return
}
// CHECK: iree_tensor_ext_invalid.mlir:[[# @LINE - 3]]:3: error: {{.*}}expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch)

// -----

// MLIR's offset, size and stride rules: the lists as long as each other and
// as the dispatch tensor's rank (said without the op's name).
func.func @strides_short(%t: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32> {
  %0 = iree_tensor_ext.dispatch.tensor.load %t, offsets = [0, 0], sizes = [4, 8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
// CHECK: iree_tensor_ext_invalid.mlir:[[# @LINE - 3]]:8: error: expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.

// -----

func.func @offsets_short(%v: tensor<4x8xf32>, %t: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) {
  iree_tensor_ext.dispatch.tensor.store %v, %t, offsets = [0], sizes = [4, 8], strides = [1, 1] : tensor<4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
  return
}
// CHECK: iree_tensor_ext_invalid.mlir:[[# @LINE - 3]]:3: error: expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.

// -----

func.func @rank_past_the_tensor(%t: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32> {
  %0 = iree_tensor_ext.dispatch.tensor.load %t, offsets = [0, 0, 0], sizes = [4, 8, 1], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
// CHECK: iree_tensor_ext_invalid.mlir:[[# @LINE - 3]]:8: error: expected 2 offset values, got 3

// -----

func.func @rank_reduced(%t: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>, %n: index) -> (tensor<8xf32>, tensor<?x8xf32>) {
  %0 = iree_tensor_ext.dispatch.tensor.load %t, offsets = [0, 0], sizes = [1, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<8xf32>
  %1 = iree_tensor_ext.dispatch.tensor.load %t, offsets = [0, 0], sizes = [%n, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<?x8xf32>
  return %0, %1 : tensor<8xf32>, tensor<?x8xf32>
}
// OUT: func.func @rank_reduced

// -----

// A workload ordinal is an `index`: the package read any integer.
func.func @ordinal_too_large(%n: index) -> index {
  %0 = iree_tensor_ext.dispatch.workload.ordinal %n, 9223372036854775808 : index
  return %0 : index
}
// CHECK: iree_tensor_ext_invalid.mlir:[[# @LINE - 3]]:54: error: integer constant out of range for attribute

// -----

func.func @ordinal_negative_zero(%n: index) -> index {
  %0 = iree_tensor_ext.dispatch.workload.ordinal %n, -0 : index
  return %0 : index
}
// CHECK: iree_tensor_ext_invalid.mlir:[[# @LINE - 3]]:55: error: integer constant out of range for attribute

// -----

func.func @ordinal_float(%n: index) -> index {
  %0 = iree_tensor_ext.dispatch.workload.ordinal %n, 1.0 : index
  return %0 : index
}
// CHECK: iree_tensor_ext_invalid.mlir:[[# @LINE - 3]]:58: error: floating point value not valid for specified type

// -----

func.func @ordinal_string(%n: index) -> index {
  %0 = iree_tensor_ext.dispatch.workload.ordinal %n, "x" : index
  return %0 : index
}
// CHECK: iree_tensor_ext_invalid.mlir:[[# @LINE - 3]]:54: error: custom op 'iree_tensor_ext.dispatch.workload.ordinal' invalid kind of attribute specified

// -----

func.func @ordinal_hex(%n: index) -> index {
  %0 = iree_tensor_ext.dispatch.workload.ordinal %n, 0x10 : index
  %1 = iree_tensor_ext.dispatch.workload.ordinal %n, -9223372036854775808 : index
  return %0 : index
}
// OUT: iree_tensor_ext.dispatch.workload.ordinal %{{.*}}, 16 : index
// OUT: iree_tensor_ext.dispatch.workload.ordinal %{{.*}}, -9223372036854775808 : index
