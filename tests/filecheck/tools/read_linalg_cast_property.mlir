// RUN: xdsl-stream-opt %s | iree-opt --mlir-print-op-generic | filecheck %s
// RUN: iree-opt %s --mlir-print-op-generic | filecheck %s

// `cast` of `linalg.matmul` and `linalg.batch_matmul` is a property, as
// iree-opt's generic form writes it (a dump of an unsigned contraction):
// xDSL's `linalg.matmul` declares none and refused it, exit 1.

func.func @mm(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %o: tensor<4x16xi32>) -> tensor<4x16xi32> {
  %0 = "linalg.matmul"(%a, %b, %o) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: i8, %y: i8, %acc: i32):
    %1 = "arith.extui"(%x) : (i8) -> i32
    %2 = "arith.extui"(%y) : (i8) -> i32
    %3 = "arith.muli"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.addi"(%acc, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "linalg.yield"(%4) : (i32) -> ()
  }) : (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}
// CHECK-LABEL: sym_name = "mm"
// CHECK:       "linalg.matmul"({{.*}}) <{cast = #linalg.type_fn<cast_unsigned>,
// CHECK-COUNT-2: "arith.extui"

func.func @bmm(%a: tensor<2x4x8xi8>, %b: tensor<2x8x16xi8>, %o: tensor<2x4x16xi32>) -> tensor<2x4x16xi32> {
  %0 = "linalg.batch_matmul"(%a, %b, %o) <{cast = #linalg.type_fn<cast_signed>, indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: i8, %y: i8, %acc: i32):
    %1 = "arith.extsi"(%x) : (i8) -> i32
    %2 = "arith.extsi"(%y) : (i8) -> i32
    %3 = "arith.muli"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.addi"(%acc, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "linalg.yield"(%4) : (i32) -> ()
  }) : (tensor<2x4x8xi8>, tensor<2x8x16xi8>, tensor<2x4x16xi32>) -> tensor<2x4x16xi32>
  return %0 : tensor<2x4x16xi32>
}
// CHECK-LABEL: sym_name = "bmm"
// CHECK:       "linalg.batch_matmul"({{.*}}) <{cast = #linalg.type_fn<cast_signed>,
// CHECK-COUNT-2: "arith.extsi"
