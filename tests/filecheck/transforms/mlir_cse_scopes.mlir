// RUN: xdsl-stream-opt --print-op-generic -p mlir-cse %s | iree-opt > %t.ours
// RUN: iree-opt --cse %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: filecheck %s < %t.ours

// What a nested region computes is known inside it only: an equal op after
// the region is kept (the region's op does not dominate it), one inside the
// region equal to an op before it is merged.

// CHECK-LABEL: util.func public @inner_scope
// CHECK:         %[[M:.+]] = arith.muli %arg1, %arg1 : i32
// CHECK:         scf.if
// CHECK-NEXT:      %[[INNER:.+]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:      %{{.+}} = arith.muli %[[M]], %[[INNER]] : i32
// CHECK:         %[[AFTER:.+]] = arith.addi %arg1, %arg1 : i32
util.func public @inner_scope(%c: i1, %a: i32) -> i32 {
  %m = arith.muli %a, %a : i32
  %0 = scf.if %c -> (i32) {
    %x = arith.addi %a, %a : i32
    %m2 = arith.muli %a, %a : i32
    %p = arith.muli %m2, %x : i32
    scf.yield %p : i32
  } else {
    scf.yield %m : i32
  }
  %y = arith.addi %a, %a : i32
  %z = arith.addi %0, %y : i32
  util.return %z : i32
}
