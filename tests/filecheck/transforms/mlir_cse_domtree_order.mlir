// A constant with an unknown location merged by CSE takes the location of
// the first equal op it replaces, and MLIR's CSE meets a region's blocks down
// the dominator tree in the order a depth-first walk of the successors first
// meets them (the first successor's first).  mlir-cse met them in reverse
// post-order, so the kept location differed from iree-opt's (the binding
// segment's output with locations then differed on any host code with an
// scf.if, scf.while or scf.for lowered to branches).
// RUN: xdsl-stream-opt -p mlir-cse --print-debuginfo %s | filecheck %s
// RUN: iree-opt --cse --mlir-print-debuginfo %s | filecheck %s --check-prefix=IREE

// CHECK-LABEL: func.func @then_first(
// CHECK:         arith.constant 0 : index loc("then")
// IREE-LABEL:  func.func @then_first(
// IREE:          arith.constant 0 : index loc([[THEN:#loc[0-9]+]])
func.func @then_first(%c: i1) -> (index, index) {
  %z = arith.constant 0 : index loc(unknown)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = arith.constant 0 : index loc("then")
  cf.br ^bb3(%a : index)
^bb2:
  %b = arith.constant 0 : index loc("else")
  cf.br ^bb3(%b : index)
^bb3(%r: index):
  return %z, %r : index, index
}

// CHECK-LABEL: func.func @later_block_first(
// CHECK:         arith.constant 0 : index loc("bb2_true")
// IREE-LABEL:  func.func @later_block_first(
// IREE:          arith.constant 0 : index loc([[TRUE:#loc[0-9]+]])
func.func @later_block_first(%c: i1) -> (index, index) {
  %z = arith.constant 0 : index loc(unknown)
  cf.cond_br %c, ^bb2, ^bb1
^bb1:
  %a = arith.constant 0 : index loc("bb1_false")
  cf.br ^bb3(%a : index)
^bb2:
  %b = arith.constant 0 : index loc("bb2_true")
  cf.br ^bb3(%b : index)
^bb3(%r: index):
  return %z, %r : index, index
}

// CHECK-LABEL: func.func @switch_default_first(
// CHECK:         arith.constant 0 : index loc("b1")
// IREE-LABEL:  func.func @switch_default_first(
// IREE:          arith.constant 0 : index loc([[B1:#loc[0-9]+]])
func.func @switch_default_first(%c: i32) -> (index, index) {
  %z = arith.constant 0 : index loc(unknown)
  cf.switch %c : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  %a = arith.constant 0 : index loc("b1")
  cf.br ^bb4(%a : index)
^bb2:
  %b = arith.constant 0 : index loc("b2")
  cf.br ^bb4(%b : index)
^bb3:
  %d = arith.constant 0 : index loc("b3")
  cf.br ^bb4(%d : index)
^bb4(%r: index):
  return %z, %r : index, index
}
// IREE-DAG: [[THEN]] = loc("then")
// IREE-DAG: [[TRUE]] = loc("bb2_true")
// IREE-DAG: [[B1]] = loc("b1")
