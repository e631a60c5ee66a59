// A reshape's groups name each dimension of its expanded type once, in
// order, one group per collapsed dimension: each reshape below was read
// by xDSL 0.75 with exit 0, and is refused at the op in iree-opt's words.
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

func.func @f(%a: tensor<2x3x4xf32>) -> tensor<6xf32> {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<2x3x4xf32> into tensor<6xf32>
  return %0 : tensor<6xf32>
}
// CHECK:      verify_reshape_groups.mlir:[[# @LINE - 3]]:8: error: 'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (3), but it is  2.
// IREE:       verify_reshape_groups.mlir:[[# @LINE - 4]]:8: error: 'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (3), but it is  2.

// -----

func.func @f(%a: tensor<2x3x4x5xf32>) -> tensor<2x12xf32> {
  %0 = tensor.collapse_shape %a [[0], [1, 2]] : tensor<2x3x4x5xf32> into tensor<2x12xf32>
  return %0 : tensor<2x12xf32>
}
// CHECK:      verify_reshape_groups.mlir:[[# @LINE - 3]]:8: error: 'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (4), but it is  3.
// IREE:       verify_reshape_groups.mlir:[[# @LINE - 4]]:8: error: 'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (4), but it is  3.

// -----

func.func @f(%a: tensor<6xf32>) -> tensor<2x3xf32> {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<6xf32> into tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
// CHECK:      verify_reshape_groups.mlir:[[# @LINE - 3]]:8: error: 'tensor.collapse_shape' op expected the expanded type, 'tensor<6xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<2x3xf32>'.
// IREE:       verify_reshape_groups.mlir:[[# @LINE - 4]]:8: error: 'tensor.collapse_shape' op expected the expanded type, 'tensor<6xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<2x3xf32>'.

// -----

func.func @f(%a: tensor<2x3x4x5xf32>) -> tensor<12x5xf32> {
  %0 = tensor.collapse_shape %a [[1, 2], [3]] : tensor<2x3x4x5xf32> into tensor<12x5xf32>
  return %0 : tensor<12x5xf32>
}
// CHECK:      verify_reshape_groups.mlir:[[# @LINE - 3]]:8: error: 'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.
// IREE:       verify_reshape_groups.mlir:[[# @LINE - 4]]:8: error: 'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.

// -----

func.func @f(%a: tensor<6x4xf32>) -> tensor<2x3x4xf32> {
  %0 = tensor.expand_shape %a [[1, 2], [3]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}
// CHECK:      verify_reshape_groups.mlir:[[# @LINE - 3]]:8: error: 'tensor.expand_shape' op expected reassociation map #0 to have size equal to the expanded rank (3), but it is  4.
// IREE:       verify_reshape_groups.mlir:[[# @LINE - 4]]:8: error: 'tensor.expand_shape' op expected reassociation map #0 to have size equal to the expanded rank (3), but it is  4.

// -----

// No group: a collapse to a rank-0 tensor keeps as many elements (one).
func.func @f(%a: tensor<2x3xf32>) -> tensor<f32> {
  %0 = tensor.collapse_shape %a [] : tensor<2x3xf32> into tensor<f32>
  return %0 : tensor<f32>
}
// CHECK:      verify_reshape_groups.mlir:[[# @LINE - 3]]:8: error: 'tensor.collapse_shape' op number of elements must be preserved: 6 != 1
// IREE:       verify_reshape_groups.mlir:[[# @LINE - 4]]:8: error: 'tensor.collapse_shape' op number of elements must be preserved: 6 != 1

// -----

// Valid: a unit dimension in a group, a dynamic one, no group at all for a
// rank-0 result.
func.func @f(%a: tensor<2x3x1xf32>, %b: tensor<?x3x4xf32>, %c: tensor<1x1xf32>) -> (tensor<2x3xf32>, tensor<?x4xf32>, tensor<f32>) {
  %0 = tensor.collapse_shape %a [[0], [1, 2]] : tensor<2x3x1xf32> into tensor<2x3xf32>
  %1 = tensor.collapse_shape %b [[0, 1], [2]] : tensor<?x3x4xf32> into tensor<?x4xf32>
  %2 = tensor.collapse_shape %c [] : tensor<1x1xf32> into tensor<f32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<?x4xf32>, tensor<f32>
}
// CHECK-NOT: error
// IREE-NOT: error

