// What the rules of xdsl_stream.io.mlir_rules let through, as iree-opt does:
// a symbol in an unregistered op (which may be a symbol table), an unnamed
// module in a function, the first and last predicates of each comparison, and the
// bodies of a contraction MLIR takes for a multiply-add (either order, each
// value possibly through casts and other effect-free one-operand ops).
// RUN: xdsl-stream-opt --allow-unregistered-dialect %s | filecheck %s
// RUN: iree-opt --allow-unregistered-dialect %s | filecheck %s

// CHECK:      "foo.table"() ({
// CHECK-NEXT:   util.global private @g : i32
// CHECK:      builtin.module {
// CHECK:      arith.cmpi uge, %{{.*}}, %{{.*}} : i32
// CHECK:      arith.cmpf true, %{{.*}}, %{{.*}} : f32
// CHECK:      arith.cmpi eq, %{{.*}}, %{{.*}} : i32
// CHECK:      arith.cmpf false, %{{.*}}, %{{.*}} : f32
func.func @f(%a: i32, %b: f32) -> (i1, i1) {
  "foo.table"() ({
    util.global private @g : i32
  }) : () -> ()
  builtin.module {
  }
  %0 = "arith.cmpi"(%a, %a) <{predicate = 9 : i64}> : (i32, i32) -> i1
  %1 = "arith.cmpf"(%b, %b) <{predicate = 15 : i64}> : (f32, f32) -> i1
  %2 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i1
  %3 = "arith.cmpf"(%b, %b) <{predicate = 0 : i64}> : (f32, f32) -> i1
  return %0, %1 : i1, i1
}

// CHECK-LABEL: func.func @contractions
// CHECK-COUNT-4: {{"?}}linalg.matmul
func.func @contractions(%a: tensor<4x4xf32>, %h: tensor<4x4xf16>, %q: tensor<4x4xi8>, %c: tensor<4x4xf32>, %ci: tensor<4x4xi32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xi32>, tensor<4x4xf32>) {
  %0 = "linalg.matmul"(%a, %a, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %1 = arith.mulf %y, %x : f32
    %2 = arith.addf %1, %z : f32
    linalg.yield %2 : f32
  }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %3 = "linalg.matmul"(%h, %h, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f16, %y: f16, %z: f32):
    %e = arith.extf %x : f16 to f32
    %f = arith.extf %y : f16 to f32
    %1 = arith.mulf %e, %f : f32
    %2 = arith.addf %z, %1 : f32
    linalg.yield %2 : f32
  }) : (tensor<4x4xf16>, tensor<4x4xf16>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %4 = "linalg.matmul"(%q, %q, %ci) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: i8, %y: i8, %z: i32):
    %e = arith.extsi %x : i8 to i32
    %f = arith.extui %y : i8 to i32
    %1 = arith.muli %e, %f : i32
    %2 = arith.addi %z, %1 : i32
    linalg.yield %2 : i32
  }) : (tensor<4x4xi8>, tensor<4x4xi8>, tensor<4x4xi32>) -> tensor<4x4xi32>
  %5 = "linalg.matmul"(%a, %a, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %1 = arith.mulf %x, %y : f32
    %n = arith.negf %1 : f32
    %2 = arith.addf %z, %n : f32
    linalg.yield %2 : f32
  }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0, %3, %4, %5 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xi32>, tensor<4x4xf32>
}
