// RUN: xdsl-stream-opt --print-op-generic %s | filecheck %s
// RUN: iree-opt --mlir-print-op-generic --mlir-print-local-scope %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt --mlir-print-op-generic --mlir-print-local-scope | filecheck %s

// The custom forms iree-opt prints of `linalg` ops inside executables, read
// as iree-opt reads them (xdsl_stream.dialects.linalg_forms): a matmul's
// `indexing_maps = [...]` (xDSL 0.75 raises IndexError), a generic op's
// parenthesized result types (xDSL: `expected '->'`), and
// `linalg.batch_matmul`, which xDSL 0.75 does not declare.

// CHECK-LABEL: sym_name = "transposed"
// CHECK:       "linalg.matmul"({{.*}}) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}>
// CHECK:       ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f32, %[[C:.+]]: f32):
// CHECK-NEXT:    %[[MUL:.+]] = "arith.mulf"(%[[A]], %[[B]])
// CHECK-NEXT:    %[[ADD:.+]] = "arith.addf"(%[[C]], %[[MUL]])
// CHECK:       }) {foo = 1 : i32} : (tensor<16x8xf32>, tensor<16x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
func.func @transposed(%a: tensor<16x8xf32>, %b: tensor<16x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<16x8xf32>, tensor<16x8xf32>) outs(%c : tensor<8x8xf32>) {foo = 1 : i32} -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// CHECK-LABEL: sym_name = "two_results"
// CHECK:       = "linalg.generic"({{.*}}) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 2>}>
// CHECK:       }) {keep = 3 : i32} : (tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>)
func.func @two_results(%a: tensor<16xf32>, %s: tensor<f32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %e = tensor.empty() : tensor<16xf32>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a, %s : tensor<16xf32>, tensor<f32>) outs(%e, %e : tensor<16xf32>, tensor<16xf32>) attrs =  {keep = 3 : i32} {
  ^bb0(%in: f32, %in_0: f32, %out: f32, %out_1: f32):
    %0 = arith.addf %in, %in_0 : f32
    linalg.yield %0, %in : f32, f32
  } -> (tensor<16xf32>, tensor<16xf32>)
  return %r#0, %r#1 : tensor<16xf32>, tensor<16xf32>
}

// CHECK-LABEL: sym_name = "batched"
// CHECK:       "linalg.batch_matmul"({{.*}}) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}>
// CHECK-NEXT:  ^bb0(%[[A:.+]]: f32, %[[B:.+]]: f32, %[[C:.+]]: f32):
// CHECK-NEXT:    %[[MUL:.+]] = "arith.mulf"(%[[A]], %[[B]])
// CHECK-NEXT:    %[[ADD:.+]] = "arith.addf"(%[[C]], %[[MUL]])
// CHECK-NEXT:    "linalg.yield"(%[[ADD]])
// CHECK:       "linalg.batch_matmul"({{.*}}) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}>
// CHECK:       "linalg.batch_matmul"({{.*}}) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}>
// CHECK-NEXT:  ^bb0(%[[A:.+]]: i8, %[[B:.+]]: i8, %[[C:.+]]: i32):
// CHECK-NEXT:    %[[EA:.+]] = "arith.extsi"(%[[A]]) : (i8) -> i32
// CHECK-NEXT:    %[[EB:.+]] = "arith.extsi"(%[[B]]) : (i8) -> i32
// CHECK-NEXT:    %[[MUL:.+]] = "arith.muli"(%[[EA]], %[[EB]])
// CHECK-NEXT:    %[[ADD:.+]] = "arith.addi"(%[[C]], %[[MUL]])
// CHECK:       }) {foo = "x"} : (memref<2x4x8xi8>, memref<2x8x16xi8>, memref<2x4x16xi32>) -> ()
// CHECK:       "linalg.batch_matmul"({{.*}}) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}>
// CHECK-NEXT:  ^bb0(%[[A:.+]]: f16, %[[B:.+]]: i32, %[[C:.+]]: f32):
// CHECK-NEXT:    %[[EA:.+]] = "arith.extf"(%[[A]]) {{.*}}: (f16) -> f32
// CHECK-NEXT:    %[[EB:.+]] = "arith.sitofp"(%[[B]]) : (i32) -> f32
func.func @batched(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>, %bt: tensor<2x16x8xf32>, %c: tensor<2x4x16xf32>, %am: memref<2x4x8xi8>, %bm: memref<2x8x16xi8>, %m: memref<2x4x16xi32>, %ah: tensor<2x4x8xf16>, %bi: tensor<2x8x16xi32>) -> (tensor<2x4x16xf32>, tensor<2x4x16xf32>, tensor<2x4x16xf32>) {
  %r = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%c : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %s = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%a, %bt : tensor<2x4x8xf32>, tensor<2x16x8xf32>) outs(%c : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  linalg.batch_matmul {foo = "x"} ins(%am, %bm : memref<2x4x8xi8>, memref<2x8x16xi8>) outs(%m : memref<2x4x16xi32>)
  %t = linalg.batch_matmul ins(%ah, %bi : tensor<2x4x8xf16>, tensor<2x8x16xi32>) outs(%c : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  return %r, %s, %t : tensor<2x4x16xf32>, tensor<2x4x16xf32>, tensor<2x4x16xf32>
}
