// RUN: xdsl-stream-opt --print-op-generic -p mlir-cse %s | iree-opt > %t.ours
// RUN: iree-opt --cse %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: filecheck %s < %t.ours

// What MLIR's CSE merges and erases that xDSL 0.75's effects hide: ops MLIR
// declares free of effects and xDSL declares nothing for (`arith.extsi`,
// `arith.remui`, `linalg.index`, a `linalg` op on tensors), and equal ops
// holding one-block regions (`scf.if`, `scf.for`, `linalg.generic`), which
// xDSL's structural comparison never finds equal within one block - and two
// that differ only in the result type of an op inside, which it would find
// equal: they compute different values and stay apart.

#map = affine_map<(d0) -> (d0)>

// CHECK-LABEL: func.func @pure_casts
// CHECK-NEXT:    %[[E:.*]] = arith.extsi
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[E]], %[[E]]
// CHECK-NEXT:    return %[[S]], %[[S]]
func.func @pure_casts(%a: i8, %b: i32) -> (i32, i32) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extsi %a : i8 to i32
  %2 = arith.remui %b, %b : i32
  %3 = arith.addi %0, %1 : i32
  return %3, %3 : i32, i32
}

// CHECK-LABEL: func.func @linalg_on_tensors
// CHECK:         %[[G:.*]] = linalg.generic
// CHECK-NEXT:    ^bb0(%[[IN:.*]]: i8, %{{.*}}: i32):
// CHECK-NEXT:      %[[E:.*]] = arith.extsi %[[IN]]
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[E]], %[[E]]
// CHECK-NEXT:      linalg.yield %[[S]]
// CHECK-NEXT:    } -> tensor<4xi32>
// CHECK-NEXT:    linalg.fill ins(%{{.*}} : i32) outs(%{{.*}} : memref<4xi32>)
// CHECK-NEXT:    linalg.copy
// CHECK-NEXT:    return %[[G]], %[[G]]
func.func @linalg_on_tensors(%a: tensor<4xi8>, %b: tensor<4xi32>, %m: memref<4xi32>, %n: memref<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %c0 = arith.constant 0 : i32
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<4xi8>) outs(%b : tensor<4xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extsi %in : i8 to i32
    %e2 = arith.extsi %in : i8 to i32
    %i = linalg.index 0 : index
    %i2 = linalg.index 0 : index
    %s = arith.addi %e, %e2 : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<4xi8>) outs(%b : tensor<4xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extsi %in : i8 to i32
    %e2 = arith.extsi %in : i8 to i32
    %i = linalg.index 0 : index
    %i2 = linalg.index 0 : index
    %s = arith.addi %e, %e2 : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  %2 = linalg.fill ins(%c0 : i32) outs(%b : tensor<4xi32>) -> tensor<4xi32>
  linalg.fill ins(%c0 : i32) outs(%m : memref<4xi32>)
  linalg.copy ins(%m : memref<4xi32>) outs(%n : memref<4xi32>)
  return %0, %1 : tensor<4xi32>, tensor<4xi32>
}

// CHECK-LABEL: func.func @region_ops
// CHECK:         %[[IF:.*]] = scf.if
// CHECK:         %[[FOR:.*]] = scf.for
// CHECK:         %[[OTHER:.*]] = scf.if
// CHECK:         return %[[IF]], %[[IF]], %[[FOR]], %[[FOR]], %[[OTHER]]
func.func @region_ops(%c: i1, %a: i32, %n: index) -> (i32, i32, i32, i32, i32) {
  %0 = scf.if %c -> (i32) {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> (i32) {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %a) -> (i32) {
    %y = arith.muli %s, %s : i32
    scf.yield %y : i32
  }
  %3 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %a) -> (i32) {
    %y = arith.muli %s, %s : i32
    scf.yield %y : i32
  }
  %4 = scf.if %c -> (i32) {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %0 : i32
  }
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @nested_types_differ
// CHECK:         %[[A:.*]] = scf.if
// CHECK:           arith.trunci %{{.*}} : i32 to i8
// CHECK:         %[[B:.*]] = scf.if
// CHECK:           arith.trunci %{{.*}} : i32 to i16
// CHECK:         return %[[A]], %[[B]]
func.func @nested_types_differ(%c: i1, %a: i32) -> (i32, i32) {
  %0 = scf.if %c -> (i32) {
    %t = arith.trunci %a : i32 to i8
    %e = arith.extui %t : i8 to i32
    scf.yield %e : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> (i32) {
    %t = arith.trunci %a : i32 to i16
    %e = arith.extui %t : i16 to i32
    scf.yield %e : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}
