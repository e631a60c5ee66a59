// A load's result and a store's element type must be those of the slice the
// sizes make of the dispatch tensor: iree-opt 3.13 checks only a store's
// shape, and reads these two (invalid) ops without a word.
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: iree-opt --split-input-file %s | filecheck %s --check-prefix=IREE

func.func @load_size_mismatch(%t: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32> {
  %0 = iree_tensor_ext.dispatch.tensor.load %t, offsets = [0, 0], sizes = [2, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
// CHECK: iree_tensor_ext_stricter.mlir:8:8: error: 'iree_tensor_ext.dispatch.tensor.load' op expected type to be 'tensor<2x8xf32>' or a rank-reduced version. (size mismatch)
// IREE:  func.func @load_size_mismatch

// -----

func.func @element_type_mismatch(%v: tensor<4x8xf16>, %t: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) {
  iree_tensor_ext.dispatch.tensor.store %v, %t, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : tensor<4x8xf16> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
  return
}
// CHECK: iree_tensor_ext_stricter.mlir:17:3: error: 'iree_tensor_ext.dispatch.tensor.store' op expected type to be 'tensor<4x8xf32>' or a rank-reduced version. (element type mismatch)
// IREE:  func.func @element_type_mismatch

// -----

// A load's result may have a dynamic size where the slice's is static (IREE's
// own canonicalization tests write such loads, which it folds), also in a
// dimension a rank reduction keeps; a store's value may not (iree-opt's own
// rule, `iree_tensor_ext_invalid.mlir`).
func.func @load_dynamic_result(%t: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4x1x12x64xf32>>, %i: index) -> (tensor<1x4x?x32xf32>, tensor<?xf32>) {
  %0 = iree_tensor_ext.dispatch.tensor.load %t, offsets = [%i, 0, 0, 0, 0], sizes = [1, 4, 1, 4, 32], strides = [1, 1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4x1x12x64xf32>> -> tensor<1x4x?x32xf32>
  %1 = iree_tensor_ext.dispatch.tensor.load %t, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 1, 1, 32], strides = [1, 1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4x1x12x64xf32>> -> tensor<?xf32>
  return %0, %1 : tensor<1x4x?x32xf32>, tensor<?xf32>
}
// CHECK: func.func @load_dynamic_result
// IREE:  func.func @load_dynamic_result
