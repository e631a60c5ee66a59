// RUN: xdsl-stream-opt --print-op-generic %s | filecheck %s
// RUN: iree-opt --mlir-print-op-generic %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt --mlir-print-op-generic | filecheck %s

// A named op read in custom form gets the body MLIR builds for it, which
// shows once it is printed in generic form (as xdsl-stream-opt prints
// linalg).  xDSL 0.75 builds max pooling as the maximum of the input and the
// window, whose values are nobody's data, and accumulates the product before
// the output (docs/upstream.md).

// CHECK-LABEL: "linalg.pooling_nchw_max"
// CHECK-NEXT:  ^bb0(%[[IN:.+]]: f32, %[[WINDOW:.+]]: f32, %[[OUT:.+]]: f32):
// CHECK-NEXT:    %[[MAX:.+]] = "arith.maximumf"(%[[OUT]], %[[IN]])
// CHECK-NEXT:    "linalg.yield"(%[[MAX]])
func.func @pool(%i: tensor<1x2x6x6xf32>, %k: tensor<3x3xf32>, %o: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %0 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %k : tensor<1x2x6x6xf32>, tensor<3x3xf32>) outs(%o : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %0 : tensor<1x2x4x4xf32>
}

// CHECK-LABEL: "linalg.matmul"
// CHECK-NEXT:  ^bb0(%[[A:.+]]: i32, %[[B:.+]]: i32, %[[C:.+]]: i32):
// CHECK-NEXT:    %[[MUL:.+]] = "arith.muli"(%[[A]], %[[B]])
// CHECK-NEXT:    %[[ADD:.+]] = "arith.addi"(%[[C]], %[[MUL]])
func.func @matmul(%a: tensor<4x8xi32>, %b: tensor<8x16xi32>, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xi32>, tensor<8x16xi32>) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}

// CHECK-LABEL: "linalg.conv_2d_nhwc_hwcf"
// CHECK-NEXT:  ^bb0(%[[I:.+]]: f32, %[[W:.+]]: f32, %[[O:.+]]: f32):
// CHECK-NEXT:    %[[PROD:.+]] = "arith.mulf"(%[[I]], %[[W]])
// CHECK-NEXT:    %[[SUM:.+]] = "arith.addf"(%[[O]], %[[PROD]])
func.func @conv(%i: tensor<1x6x6x2xf32>, %w: tensor<3x3x2x4xf32>, %o: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %w : tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>) outs(%o : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

// A body written out (generic form) is read as written.
// CHECK-LABEL: "linalg.matmul"
// CHECK-NEXT:  ^bb0(%[[A:.+]]: i32, %[[B:.+]]: i32, %[[C:.+]]: i32):
// CHECK-NEXT:    %[[MUL:.+]] = "arith.muli"(%[[A]], %[[B]])
// CHECK-NEXT:    %[[ADD:.+]] = "arith.addi"(%[[MUL]], %[[C]])
func.func @written(%a: tensor<4x8xi32>, %b: tensor<8x16xi32>, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
  %0 = "linalg.matmul"(%a, %b, %c) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: i32, %y: i32, %z: i32):
    %1 = "arith.muli"(%x, %y) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.addi"(%1, %z) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "linalg.yield"(%2) : (i32) -> ()
  }) : (tensor<4x8xi32>, tensor<8x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}
