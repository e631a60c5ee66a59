// More of the slice bounds verify_op_rules.mlir checks, each refused at the
// op in iree-opt's words: a dimension past one whose offset, size or whole
// extent is dynamic is still checked (a dynamic value skips only its own
// dimension), and an extract_slice with dynamic offsets or sizes among its
// operands is still checked against its source tensor; a collapse_shape's
// wrong size in a group past the first is named with that group's product;
// a tensor.pad with a dynamic low padding among its operands is still
// checked in its static dimensions.
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

func.func @f(%t: tensor<8x4xf32>, %n: index) -> tensor<1x2xf32> {
  %0 = tensor.extract_slice %t[%n, 3] [1, 2] [1, 1] : tensor<8x4xf32> to tensor<1x2xf32>
  return %0 : tensor<1x2xf32>
}
// CHECK:      verify_op_rules_more.mlir:[[# @LINE - 3]]:8: error: slice along dimension 1 runs out-of-bounds: 4 >= 4
// IREE:       verify_op_rules_more.mlir:[[# @LINE - 4]]:8: error: slice along dimension 1 runs out-of-bounds: 4 >= 4

// -----

func.func @f(%t: tensor<8x4xf32>, %n: index) -> tensor<?x2xf32> {
  %0 = tensor.extract_slice %t[0, 3] [%n, 2] [1, 1] : tensor<8x4xf32> to tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}
// CHECK:      verify_op_rules_more.mlir:[[# @LINE - 3]]:8: error: slice along dimension 1 runs out-of-bounds: 4 >= 4
// IREE:       verify_op_rules_more.mlir:[[# @LINE - 4]]:8: error: slice along dimension 1 runs out-of-bounds: 4 >= 4

// -----

func.func @f(%t: tensor<?x4xf32>) -> tensor<1x2xf32> {
  %0 = tensor.extract_slice %t[0, 4] [1, 2] [1, 1] : tensor<?x4xf32> to tensor<1x2xf32>
  return %0 : tensor<1x2xf32>
}
// CHECK:      verify_op_rules_more.mlir:[[# @LINE - 3]]:8: error: offset 1 is out-of-bounds: 4 >= 4
// IREE:       verify_op_rules_more.mlir:[[# @LINE - 4]]:8: error: offset 1 is out-of-bounds: 4 >= 4

// -----

func.func @f(%t: tensor<3x4x4xf32>) -> tensor<3x15xf32> {
  %0 = tensor.collapse_shape %t [[0], [1, 2]] : tensor<3x4x4xf32> into tensor<3x15xf32>
  return %0 : tensor<3x15xf32>
}
// CHECK:      verify_op_rules_more.mlir:[[# @LINE - 3]]:8: error: 'tensor.collapse_shape' op expected dimension 1 of collapsed type to be static value of 16
// IREE:       verify_op_rules_more.mlir:[[# @LINE - 4]]:8: error: 'tensor.collapse_shape' op expected dimension 1 of collapsed type to be static value of 16

// -----

func.func @f(%t: tensor<4x4xf32>, %n: index, %x: f32) -> tensor<?x6xf32> {
  %0 = tensor.pad %t low[%n, 1] high[0, 2] {
  ^bb0(%i0: index, %i1: index):
    tensor.yield %x : f32
  } : tensor<4x4xf32> to tensor<?x6xf32>
  return %0 : tensor<?x6xf32>
}
// CHECK:      verify_op_rules_more.mlir:[[# @LINE - 6]]:8: error: specified type 'tensor<?x6xf32>' does not match the inferred type 'tensor<?x7xf32>'
// IREE:       verify_op_rules_more.mlir:[[# @LINE - 7]]:8: error: specified type 'tensor<?x6xf32>' does not match the inferred type 'tensor<?x7xf32>'
