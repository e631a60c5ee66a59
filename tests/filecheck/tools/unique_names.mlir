// RUN: xdsl-stream-opt %s > %t.ours
// RUN: filecheck %s < %t.ours
// RUN: xdsl-stream-opt < %t.ours | filecheck %s
// RUN: iree-opt --allow-unregistered-dialect < %t.ours | filecheck %s --check-prefix=IREE

// xdsl-stream-opt gives every value and block of a scope its own name.  The
// parser reads `%x_1` as the name hint `x` and `%x_1_1` as `x_1`; xDSL 0.75's
// own printer (stock xdsl-opt) then prints the second and the third value both
// as `%x_1`, and the blocks `^x_1` and `^x_1_1` both as `^x_1`, which changes
// what the uses mean.  Values are named from their hint without its `_N`
// suffixes (`%x_2`, not `%x_1_1`), so that printing is a fixed point.

func.func @values() -> (index, index, index) {
  %x = arith.constant 0 : index
  %x_1 = arith.constant 1 : index
  %x_1_1 = arith.constant 2 : index
  func.return %x, %x_1, %x_1_1 : index, index, index
}

// CHECK-LABEL: func.func @values()
// CHECK:      %x = arith.constant 0 : index
// CHECK-NEXT: %x_1 = arith.constant 1 : index
// CHECK-NEXT: %x_2 = arith.constant 2 : index
// CHECK-NEXT: return %x, %x_1, %x_2

// IREE-LABEL: func.func @values()
// IREE-DAG:   %[[C0:.+]] = arith.constant 0 : index
// IREE-DAG:   %[[C1:.+]] = arith.constant 1 : index
// IREE-DAG:   %[[C2:.+]] = arith.constant 2 : index
// IREE:       return %[[C0]], %[[C1]], %[[C2]]

func.func @blocks(%c: i1) -> index {
  %a = arith.constant 0 : index
  cf.cond_br %c, ^x, ^x_1
^x:
  cf.br ^x_1_1
^x_1:
  %b = arith.constant 1 : index
  func.return %b : index
^x_1_1:
  func.return %a : index
}

// CHECK-LABEL: func.func @blocks(%c: i1)
// CHECK:      cf.cond_br %c, ^x, ^x_1
// CHECK-NEXT: ^x:
// CHECK-NEXT: cf.br ^x_1_1
// CHECK-NEXT: ^x_1:
// CHECK-NEXT: %b = arith.constant 1 : index
// CHECK-NEXT: return %b
// CHECK-NEXT: ^x_1_1:
// CHECK-NEXT: return %a

// IREE-LABEL: func.func @blocks(
// IREE:       cf.cond_br %{{.*}}, ^bb1, ^bb2
// IREE-NEXT:  ^bb1:
// IREE-NEXT:  cf.br ^bb3
// IREE-NEXT:  ^bb2:
// IREE-NEXT:  %[[C1:.+]] = arith.constant 1 : index
// IREE-NEXT:  return %[[C1]]
// IREE-NEXT:  ^bb3:
// IREE-NEXT:  return %{{c0.*}} : index
