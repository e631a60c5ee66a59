// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

// An op given another count of operands, results, regions or successors
// than it has is refused in the words of MLIR's traits (`OneOperand`,
// `NOperands<2>`, `OneResult`, `NResults<2>`, `ZeroRegions`, `NRegions<2>`,
// `OneSuccessor`), where xDSL says `Expected 2 operands, but got 1`.

func.func @f(%a: i32) {
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'arith.addi' op expected 2 operands, but found 1

// -----

func.func @f() {
  %0 = "arith.negf"() : () -> f32
  return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'arith.negf' op requires a single operand

// -----

func.func @f(%a: i32) {
  %0 = "arith.constant"(%a) <{value = 1 : i32}> : (i32) -> i32
  return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'arith.constant' op requires zero operands

// -----

func.func @f(%a: i32) {
  %0:2 = "arith.addi"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}
// CHECK: :[[# @LINE - 3]]:10: error: 'arith.addi' op requires one result

// -----

func.func @f(%a: i32) {
  %0 = "arith.addui_extended"(%a, %a) : (i32, i32) -> i32
  return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'arith.addui_extended' op expected 2 results

// -----

func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) ({}) : (i32, i32) -> i32
  return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'arith.addi' op requires zero regions

// -----

func.func @f(%c: i1) {
  "scf.while"() ({
    "scf.condition"(%c) : (i1) -> ()
  }) : () -> ()
  return
}
// CHECK: :[[# @LINE - 5]]:3: error: 'scf.while' op expected 2 regions

// -----

func.func @f() {
  "cf.br"() : () -> ()
^bb1:
  return
}
// CHECK: :[[# @LINE - 4]]:3: error: 'cf.br' op requires 1 successor but found 0
