// RUN: xdsl-stream-opt --print-op-generic -p mlir-cse %s | iree-opt > %t.ours
// RUN: iree-opt --cse %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: filecheck %s < %t.ours

// An op merged away or found dead is gone before the op holding it is
// judged: two `scf.if` that differ only by a dead read, or by an op the
// first one's region merges away, are equal and merge.  A read still used
// inside keeps its `scf.if` apart.

// CHECK-LABEL: func.func @dead_read
func.func @dead_read(%a: i32, %c: i1, %m: memref<4xi32>, %i: index) -> (i32, i32) {
  // CHECK-NEXT: %[[IF:.+]] = scf.if
  // CHECK-NEXT:   scf.yield
  // CHECK-NEXT: } else {
  // CHECK-NEXT:   scf.yield
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[IF]], %[[IF]]
  %0 = scf.if %c -> (i32) {
    %l = memref.load %m[%i] : memref<4xi32>
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> (i32) {
    %l = memref.load %m[%i] : memref<4xi32>
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @merged_inside
func.func @merged_inside(%a: i32, %c: i1) -> (i32, i32) {
  // CHECK-NEXT: %[[IF:.+]] = scf.if
  // CHECK-NEXT:   arith.addi
  // CHECK-NEXT:   arith.muli
  // CHECK:      return %[[IF]], %[[IF]]
  %0 = scf.if %c -> (i32) {
    %x = arith.addi %a, %a : i32
    %y = arith.addi %a, %a : i32
    %z = arith.muli %x, %y : i32
    scf.yield %z : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> (i32) {
    %x = arith.addi %a, %a : i32
    %z = arith.muli %x, %x : i32
    scf.yield %z : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @used_read
func.func @used_read(%a: i32, %c: i1, %m: memref<4xi32>, %i: index) -> (i32, i32) {
  // CHECK-COUNT-2: scf.if
  %0 = scf.if %c -> (i32) {
    %l = memref.load %m[%i] : memref<4xi32>
    scf.yield %l : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> (i32) {
    %l = memref.load %m[%i] : memref<4xi32>
    scf.yield %l : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}
