// An scf.while whose regions end in the wrong terminator, refused at the op
// in iree-opt's words (read with exit 0 before).
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

func.func @f() -> i32 {
  %c = arith.constant 0 : i32
  %r = scf.while (%a = %c) : (i32) -> i32 {
    %t = arith.constant true
    scf.condition(%t) %a : i32
  } do {
  ^bb0(%b: i32):
    %t2 = arith.constant false
    scf.condition(%t2) %b : i32
  }
  return %r : i32
}
// CHECK:      verify_scf_while_terminators.mlir:[[# @LINE - 10]]:8: error: 'scf.while' op expects the 'after' region to terminate with 'scf.yield'
// IREE:       verify_scf_while_terminators.mlir:[[# @LINE - 11]]:8: error: 'scf.while' op expects the 'after' region to terminate with 'scf.yield'

// -----

func.func @f() -> i32 {
  %c = arith.constant 0 : i32
  %r = scf.while (%a = %c) : (i32) -> i32 {
    scf.yield %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}
// CHECK:      verify_scf_while_terminators.mlir:[[# @LINE - 8]]:8: error: 'scf.while' op expects the 'before' region to terminate with 'scf.condition'
// IREE:       verify_scf_while_terminators.mlir:[[# @LINE - 9]]:8: error: 'scf.while' op expects the 'before' region to terminate with 'scf.condition'
