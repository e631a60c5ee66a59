// RUN: xdsl-stream-opt --print-op-generic %s | iree-opt --mlir-print-op-generic > %t.ours
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.ours
// RUN: xdsl-stream-opt --print-op-generic %s | filecheck %s

// The body MLIR builds for a `linalg.matmul` or `linalg.batch_matmul` read in
// custom form: each input cast to the output's element type (unsigned under
// `cast = #linalg.type_fn<cast_unsigned>`), and on `i1` an `ori` of an
// `andi`.  The package built signed casts whatever the `cast`, `addi` of
// `muli` on `i1` (another value), and no casts for a matmul of mixed types
// (refused).

// CHECK-LABEL: sym_name = "unsigned"
func.func @unsigned(%a: tensor<2x4x8xi8>, %b: tensor<2x8x16xi8>, %c: tensor<2x4x16xi32>) -> tensor<2x4x16xi32> {
  // CHECK: "arith.extui"
  // CHECK: "arith.extui"
  // CHECK: "arith.muli"
  // CHECK: "arith.addi"
  %0 = linalg.batch_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<2x4x8xi8>, tensor<2x8x16xi8>) outs(%c : tensor<2x4x16xi32>) -> tensor<2x4x16xi32>
  return %0 : tensor<2x4x16xi32>
}

// CHECK-LABEL: sym_name = "booleans"
func.func @booleans(%a: tensor<4x8xi1>, %b: tensor<8x16xi1>, %c: tensor<4x16xi1>) -> tensor<4x16xi1> {
  // CHECK: "arith.andi"
  // CHECK: "arith.ori"
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xi1>, tensor<8x16xi1>) outs(%c : tensor<4x16xi1>) -> tensor<4x16xi1>
  return %0 : tensor<4x16xi1>
}

// CHECK-LABEL: sym_name = "mixed"
func.func @mixed(%a: tensor<4x8xf16>, %b: tensor<8x16xi8>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // CHECK: "arith.extf"
  // CHECK: "arith.sitofp"
  // CHECK: "arith.mulf"
  // CHECK: "arith.addf"
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf16>, tensor<8x16xi8>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
