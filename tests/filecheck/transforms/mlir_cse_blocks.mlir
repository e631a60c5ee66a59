// RUN: xdsl-stream-opt --print-op-generic -p mlir-cse %s | iree-opt > %t.ours
// RUN: iree-opt --cse %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: filecheck %s < %t.ours

// Regions of several blocks, as MLIR walks them: a region of exactly two
// blocks is walked down its dominator tree like any larger one (the second
// block reuses what the entry block computed), and a region whose only
// reachable block is the entry still has its entry simplified while the
// unreachable block is left as it is.

// CHECK-LABEL: func.func @two_blocks
// CHECK:         %[[C1:.+]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[X:.+]] = arith.addi %arg0, %[[C1]] : i32
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %{{.+}} = arith.muli %[[X]], %[[X]] : i32
func.func @two_blocks(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %x = arith.addi %a, %c1 : i32
  cf.br ^bb1
^bb1:
  %c1_again = arith.constant 1 : i32
  %y = arith.addi %a, %c1_again : i32
  %z = arith.muli %x, %y : i32
  return %z : i32
}

// CHECK-LABEL: func.func @entry_only_reachable
// CHECK:         %[[C1:.+]] = arith.constant 1 : i32
// CHECK-NEXT:    %{{.+}} = arith.addi %[[C1]], %[[C1]] : i32
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[C2:.+]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[C2B:.+]] = arith.constant 2 : i32
// CHECK-NEXT:    %{{.+}} = arith.addi %[[C2]], %[[C2B]] : i32
func.func @entry_only_reachable(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c1_again = arith.constant 1 : i32
  %x = arith.addi %c1, %c1_again : i32
  return %x : i32
^bb1:
  %c2 = arith.constant 2 : i32
  %c2_again = arith.constant 2 : i32
  %y = arith.addi %c2, %c2_again : i32
  return %y : i32
}
