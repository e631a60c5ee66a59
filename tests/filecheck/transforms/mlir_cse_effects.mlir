// RUN: xdsl-stream-opt --print-op-generic -p mlir-cse %s | iree-opt > %t.ours
// RUN: iree-opt --cse %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: filecheck %s < %t.ours

// Ops MLIR declares free of effects or recursively so, and xDSL 0.75
// declares nothing for: `scf.execute_region` (recursive) and the branches
// `cf.br`, `cf.cond_br` (pure).  Equal ones merge and unused ones go, as
// under iree-opt's --cse, also when the branches are inside the regions of
// the ops compared; equal ops of several blocks stay (the second block is
// unreachable), and so do equal terminators down a dominator chain.

// CHECK-LABEL: func.func @execute_region(
// CHECK-COUNT-1: scf.execute_region
// CHECK-NOT:   scf.execute_region
// CHECK:       return %[[R:.+]], %[[R]] : i32, i32
func.func @execute_region(%a: i32) -> (i32, i32) {
  %0 = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  %1 = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  %unused = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @cf_br(
// CHECK-COUNT-1: scf.if
// CHECK-NOT:   scf.if
// CHECK:       return %[[I:.+]], %[[I]] : i32, i32
func.func @cf_br(%a: i32, %c: i1) -> (i32, i32) {
  %0 = scf.if %c -> (i32) {
    %1 = scf.execute_region -> i32 {
      cf.br ^bb1(%a : i32)
    ^bb1(%x: i32):
      scf.yield %x : i32
    }
    scf.yield %1 : i32
  } else {
    scf.yield %a : i32
  }
  %2 = scf.if %c -> (i32) {
    %3 = scf.execute_region -> i32 {
      cf.br ^bb1(%a : i32)
    ^bb1(%x: i32):
      scf.yield %x : i32
    }
    scf.yield %3 : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %2 : i32, i32
}

// CHECK-LABEL: func.func @cf_cond_br(
// CHECK-COUNT-1: scf.if
// CHECK-NOT:   scf.if
// CHECK:       return %[[J:.+]], %[[J]] : i32, i32
func.func @cf_cond_br(%a: i32, %b: i32, %c: i1) -> (i32, i32) {
  %0 = scf.if %c -> (i32) {
    %1 = scf.execute_region -> i32 {
      cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
    ^bb1(%x: i32):
      scf.yield %x : i32
    }
    scf.yield %1 : i32
  } else {
    scf.yield %a : i32
  }
  %2 = scf.if %c -> (i32) {
    %3 = scf.execute_region -> i32 {
      cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
    ^bb1(%x: i32):
      scf.yield %x : i32
    }
    scf.yield %3 : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %2 : i32, i32
}

// Equal ops holding several blocks stay (the second block is unreachable).
func.func @multi_block_ops(%a: i32) -> (i32, i32) {
  %0 = scf.execute_region -> i32 {
    scf.yield %a : i32
  ^bb1:
    scf.yield %a : i32
  }
  %1 = scf.execute_region -> i32 {
    scf.yield %a : i32
  ^bb1:
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}
// Equal terminators down a dominator chain stay.
func.func @chain() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  return
}
