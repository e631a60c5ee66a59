// arith.cmpi and arith.cmpf on scalars, vectors and tensors, as MLIR declares
// them (`xdsl_stream.dialects.arith_comparisons`): xDSL 0.75 gives the result
// the type i1 only, so a comparison of tensors was refused in generic form
// and misread in custom form; unranked tensors were refused.  Each reads in
// both forms and prints as iree-opt prints it; a result type that is not
// the operands' shape of i1, or operands of two types, is refused.
// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt > %t.ours
// RUN: iree-opt %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: xdsl-stream-opt --print-op-generic %s | iree-opt | diff - %t.iree
// RUN: xdsl-stream-opt %s > %t.printed.mlir
// RUN: xdsl-stream-opt %t.printed.mlir | diff - %t.printed.mlir
// RUN: iree-opt --mlir-print-op-generic %s | xdsl-stream-opt | iree-opt | diff - %t.iree

// CHECK-LABEL: func.func @f(
// CHECK:         arith.cmpf olt, %a, %a : f32
// CHECK-NEXT:    arith.cmpi slt, %t, %t : tensor<4xi32>
// CHECK-NEXT:    arith.cmpf ogt, %a, %a fastmath<nnan> : f32
// CHECK-NEXT:    arith.cmpi uge, %v, %v : vector<4xindex>
// CHECK-NEXT:    arith.cmpf true, %u, %u : tensor<2x?xf16>
func.func @f(%a: f32, %t: tensor<4xi32>, %v: vector<4xindex>, %u: tensor<2x?xf16>) {
  %0 = arith.cmpf olt, %a, %a : f32
  %1 = arith.cmpi slt, %t, %t : tensor<4xi32>
  %2 = arith.cmpf ogt, %a, %a fastmath<nnan> : f32
  %3 = "arith.cmpi"(%v, %v) <{predicate = 9 : i64}> : (vector<4xindex>, vector<4xindex>) -> vector<4xi1>
  %4 = arith.cmpf "true", %u, %u : tensor<2x?xf16>
  return
}

// Unranked tensors compare (their result tensor<*xi1>); an encoding is kept.
// CHECK-LABEL: func.func @unranked(
// CHECK:         arith.cmpi eq, %t, %t : tensor<*xi32>
// CHECK-NEXT:    arith.cmpf oeq, %u, %u : tensor<*xf32>
// CHECK-NEXT:    arith.cmpi ne, %t, %t : tensor<*xi32>
// CHECK-NEXT:    arith.cmpi sgt, %e, %e : tensor<4xi32, "e">
func.func @unranked(%t: tensor<*xi32>, %u: tensor<*xf32>, %e: tensor<4xi32, "e">) {
  %0 = arith.cmpi eq, %t, %t : tensor<*xi32>
  %1 = arith.cmpf oeq, %u, %u : tensor<*xf32>
  %2 = "arith.cmpi"(%t, %t) <{predicate = 1 : i64}> : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi1>
  %3 = arith.cmpi sgt, %e, %e : tensor<4xi32, "e">
  return
}
