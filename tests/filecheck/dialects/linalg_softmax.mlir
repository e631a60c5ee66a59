// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt | filecheck %s
// RUN: iree-opt %s | filecheck %s
// RUN: xdsl-stream-opt --print-op-generic %s | iree-opt --mlir-print-op-generic > %t.ours
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.ours

// `linalg.softmax`, which real models' attention dispatches hold (xDSL 0.75
// does not declare it: its custom form did not read), in MLIR's custom form:
// on tensors, with dynamic sizes, and on memrefs (no result).

// CHECK-LABEL: func.func @tensors(
func.func @tensors(%a: tensor<2x32xf32>, %b: tensor<2x32xf32>, %m: memref<2x4xf32>) -> tensor<2x32xf32> {
  // CHECK-NEXT: %{{\w+}} = linalg.softmax dimension(1) ins(%{{\w+}} : tensor<2x32xf32>) outs(%{{\w+}} : tensor<2x32xf32>) -> tensor<2x32xf32>
  %0 = linalg.softmax dimension(1) ins(%a : tensor<2x32xf32>) outs(%b : tensor<2x32xf32>) -> tensor<2x32xf32>
  // CHECK-NEXT: linalg.softmax {x = 1 : i32} dimension(0) ins(%{{\w+}} : memref<2x4xf32>) outs(%{{\w+}} : memref<2x4xf32>)
  linalg.softmax {x = 1 : i32} dimension(0) ins(%m : memref<2x4xf32>) outs(%m : memref<2x4xf32>)
  return %0 : tensor<2x32xf32>
}

// CHECK-LABEL: func.func @dynamic(
func.func @dynamic(%a: tensor<?x32xf32>, %b: tensor<2x?xf32>) -> tensor<2x?xf32> {
  // CHECK-NEXT: %{{\w+}} = linalg.softmax dimension(1) ins(%{{\w+}} : tensor<?x32xf32>) outs(%{{\w+}} : tensor<2x?xf32>) -> tensor<2x?xf32>
  %0 = linalg.softmax dimension(1) ins(%a : tensor<?x32xf32>) outs(%b : tensor<2x?xf32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}
