// More of what verify_op_rules.mlir's rules accept: a tensor.from_elements
// of no elements (a tensor of zero size has no operand whose type could be
// wrong), and slices whose size or stride is dynamic, which no bound is
// checked for in that dimension (a negative stride from the last row back,
// a dynamic stride over no rows).  Read by us, then by iree-opt, it is
// iree-opt's own reading.
// RUN: xdsl-stream-opt %s | iree-opt > %t.ours
// RUN: iree-opt %s > %t.iree
// RUN: diff %t.ours %t.iree

func.func @empty() -> tensor<0xf32> {
  %0 = tensor.from_elements : tensor<0xf32>
  return %0 : tensor<0xf32>
}

func.func @slices(%t: tensor<8x4xf32>, %n: index, %s: index) -> (tensor<?x4xf32>, tensor<0x4xf32>) {
  %0 = tensor.extract_slice %t[7, 0] [%n, 4] [-1, 1] : tensor<8x4xf32> to tensor<?x4xf32>
  %1 = tensor.extract_slice %t[0, 0] [0, 4] [%s, 1] : tensor<8x4xf32> to tensor<0x4xf32>
  return %0, %1 : tensor<?x4xf32>, tensor<0x4xf32>
}
