// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt | filecheck %s --check-prefix=IREE
// RUN: iree-opt %s | filecheck %s --check-prefix=IREE
// RUN: xdsl-stream-opt %s | xdsl-stream-opt | filecheck %s
// RUN: xdsl-stream-opt --print-op-generic %s | iree-opt --mlir-print-op-generic > %t.ours
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.ours
// RUN: xdsl-stream-opt --print-op-generic %s | xdsl-stream-opt | filecheck %s

// MLIR's ops that xDSL 0.75 does not declare and dispatches hold (a model's
// fmod, NaN-ignoring max and min, erfc, NaN and infinity tests, clamps,
// sincos, rank and bitcast): read in custom and generic form, printed in
// MLIR's custom form, and what iree-opt reads of them (IREE, BOTH).

// CHECK-LABEL: func.func @ops(
// IREE-LABEL: func.func @ops(
func.func @ops(%a: f32, %b: f32, %v: vector<4xf16>, %t: tensor<?x4xf32>, %u: tensor<*xf32>, %i: tensor<4xi32>, %d: tensor<3x4xf32>) -> f32 {
  // CHECK-NEXT: %{{\w+}} = arith.remf %a, %b : f32
  // IREE-NEXT: %{{\w+}} = arith.remf %arg0, %arg1 : f32
  %0 = arith.remf %a, %b : f32
  // CHECK-NEXT: %{{\w+}} = arith.maximumnumf %a, %b fastmath<nnan> : f32
  // IREE-NEXT: %{{\w+}} = arith.maximumnumf %arg0, %arg1 fastmath<nnan> : f32
  %1 = "arith.maximumnumf"(%a, %b) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
  // CHECK-NEXT: %{{\w+}} = arith.minimumnumf %v, %v : vector<4xf16>
  // IREE-NEXT: %{{\w+}} = arith.minimumnumf %arg2, %arg2 : vector<4xf16>
  %2 = arith.minimumnumf %v, %v : vector<4xf16>
  // CHECK-NEXT: %{{\w+}} = math.erfc %t fastmath<fast> : tensor<?x4xf32>
  // IREE-NEXT: %{{\w+}} = math.erfc %arg3 fastmath<fast> : tensor<?x4xf32>
  %3 = math.erfc %t fastmath<fast> : tensor<?x4xf32>
  // CHECK-NEXT: %{{\w+}} = math.isnan %a fastmath<fast> : f32
  // IREE-NEXT: %{{\w+}} = math.isnan %arg0 fastmath<fast> : f32
  %4 = math.isnan %a fastmath<fast> : f32
  // CHECK-NEXT: %{{\w+}} = math.isinf %v : vector<4xf16>
  // IREE-NEXT: %{{\w+}} = math.isinf %arg2 : vector<4xf16>
  %5 = "math.isinf"(%v) : (vector<4xf16>) -> vector<4xi1>
  // CHECK-NEXT: %{{\w+}} = math.isfinite %t : tensor<?x4xf32>
  // IREE-NEXT: %{{\w+}} = math.isfinite %arg3 : tensor<?x4xf32>
  %6 = math.isfinite %t : tensor<?x4xf32>
  // CHECK-NEXT: %{{\w+}} = math.isnormal %u : tensor<*xf32>
  // IREE-NEXT: %{{\w+}} = math.isnormal %arg4 : tensor<*xf32>
  %7 = math.isnormal %u : tensor<*xf32>
  // CHECK-NEXT: %{{\w+}} = math.clampf %a to [%b, %a] : f32
  // IREE-NEXT: %{{\w+}} = math.clampf %arg0 to [%arg1, %arg0] : f32
  %8 = math.clampf %a to [%b, %a] : f32
  // CHECK-NEXT: %{{\w+}} = tensor.rank %u : tensor<*xf32>
  // IREE-NEXT: %{{\w+}} = tensor.rank %arg4 : tensor<*xf32>
  %9 = tensor.rank %u : tensor<*xf32>
  // CHECK-NEXT: %{{\w+}} = tensor.bitcast %i : tensor<4xi32> to tensor<4xf32>
  // IREE-NEXT: %{{\w+}} = tensor.bitcast %arg5 : tensor<4xi32> to tensor<4xf32>
  %10 = tensor.bitcast %i : tensor<4xi32> to tensor<4xf32>
  // CHECK-NEXT: %{{\w+}} = tensor.bitcast %u : tensor<*xf32> to tensor<2x?xui32>
  // IREE-NEXT: %{{\w+}} = tensor.bitcast %arg4 : tensor<*xf32> to tensor<2x?xui32>
  %11 = "tensor.bitcast"(%u) : (tensor<*xf32>) -> tensor<2x?xui32>
  // CHECK-NEXT: %[[SIN:\w+]], %{{\w+}} = math.sincos %a : f32
  // IREE-NEXT: %[[SIN:\w+]], %{{\w+}} = math.sincos %arg0 : f32
  %sin, %cos = math.sincos %a : f32
  // A dynamic size matches a static one (MLIR's `SameOperandsAndResultType`),
  // but a custom form writes one type: ours prints such an op generically
  // (iree-opt's custom print of it does not read back).
  // CHECK-NEXT: %{{\w+}} = "arith.remf"(%t, %d) <{fastmath = #arith.fastmath<none>}> : (tensor<?x4xf32>, tensor<3x4xf32>) -> tensor<?x4xf32>
  // IREE-NEXT: %{{\w+}} = arith.remf %arg3, %arg6 : tensor<?x4xf32>
  %12 = "arith.remf"(%t, %d) : (tensor<?x4xf32>, tensor<3x4xf32>) -> tensor<?x4xf32>
  // CHECK-NEXT: %{{\w+}} = "math.clampf"(%t, %d, %t) <{fastmath = #arith.fastmath<none>}> : (tensor<?x4xf32>, tensor<3x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  // IREE-NEXT: %{{\w+}} = math.clampf %arg3 to [%arg6, %arg3] : tensor<?x4xf32>
  %13 = "math.clampf"(%t, %d, %t) : (tensor<?x4xf32>, tensor<3x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  // CHECK-NEXT: return %[[SIN]] : f32
  // IREE-NEXT: return %[[SIN]] : f32
  return %sin : f32
}
