// RUN: xdsl-stream-opt --print-op-generic -p mlir-cse %s | iree-opt > %t.ours
// RUN: iree-opt --cse %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: filecheck %s < %t.ours

// MLIR's CSE takes a commutative op with its operands swapped for the same
// op: those xDSL marks commutative (`arith.addi`) and those only MLIR does
// (`arith.addf`, the min and max ops, the extended ones).  An op that is not
// commutative (`arith.subi`) stays, as does one of another operand.

// CHECK-LABEL: func.func @swapped
func.func @swapped(%a: i32, %b: i32, %x: f32, %y: f32) -> (i32, i32, f32, f32, i32, i32, i32, i32, i32, i32, i32) {
  // CHECK-NEXT: %[[ADD:.+]] = arith.addi %{{.+}}, %{{.+}} : i32
  // CHECK-NEXT: %[[SUB1:.+]] = arith.subi %{{.+}}, %{{.+}} : i32
  // CHECK-NEXT: %[[SUB2:.+]] = arith.subi %{{.+}}, %{{.+}} : i32
  // CHECK-NEXT: %[[ADDF:.+]] = arith.addf %{{.+}}, %{{.+}} : f32
  // CHECK-NEXT: %[[MAX:.+]] = arith.maxsi %{{.+}}, %{{.+}} : i32
  // CHECK-NEXT: %[[LOW:.+]], %[[HIGH:.+]] = arith.mului_extended %{{.+}}, %{{.+}} : i32
  // CHECK-NEXT: %[[SELF:.+]] = arith.addi %{{.+}}, %{{.+}} : i32
  // CHECK-NEXT: return %[[ADD]], %[[ADD]], %[[ADDF]], %[[ADDF]], %[[SUB1]], %[[SUB2]], %[[MAX]], %[[MAX]], %[[HIGH]], %[[HIGH]], %[[SELF]]
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.subi %b, %a : i32
  %4 = arith.addf %x, %y : f32
  %5 = arith.addf %y, %x : f32
  %6 = arith.maxsi %a, %b : i32
  %7 = arith.maxsi %b, %a : i32
  %8:2 = arith.mului_extended %a, %b : i32
  %9:2 = arith.mului_extended %b, %a : i32
  %10 = arith.addi %a, %a : i32
  return %0, %1, %4, %5, %2, %3, %6, %7, %8#1, %9#1, %10 : i32, i32, f32, f32, i32, i32, i32, i32, i32, i32, i32
}
