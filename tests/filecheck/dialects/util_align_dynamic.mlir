// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | xdsl-stream-opt | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt --mlir-print-op-generic > %t.ours
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.ours

// `util.align` of tensors whose sizes only match (a dynamic size and a
// static one, as MLIR's `SameOperandsAndResultType` allows) prints in generic
// form: its custom form writes one type, and would not read back (iree-opt's
// print of it does not).  Of one type, it prints in custom form.

// CHECK-LABEL: util.func public @f(
util.func public @f(%a: tensor<?xi32>, %b: tensor<4xi32>) -> (tensor<?xi32>, tensor<4xi32>) {
  // CHECK-NEXT: %{{\w+}} = "util.align"(%a, %b) : (tensor<?xi32>, tensor<4xi32>) -> tensor<?xi32>
  %0 = "util.align"(%a, %b) : (tensor<?xi32>, tensor<4xi32>) -> tensor<?xi32>
  // CHECK-NEXT: %{{\w+}} = util.align %b, %b : tensor<4xi32>
  %1 = util.align %b, %b : tensor<4xi32>
  util.return %0, %1 : tensor<?xi32>, tensor<4xi32>
}

// CHECK-LABEL: util.func public @unranked(
util.func public @unranked(%u: tensor<*xi8>, %z: i0) -> (tensor<*xi8>, i0) {
  // CHECK-NEXT: %{{\w+}} = util.align %u, %u : tensor<*xi8>
  %0 = util.align %u, %u : tensor<*xi8>
  // CHECK-NEXT: %{{\w+}} = util.align %z, %z : i0
  %1 = util.align %z, %z : i0
  util.return %0, %1 : tensor<*xi8>, i0
}
