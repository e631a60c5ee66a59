// scf.execute_region's region takes no arguments (MLIR's verifier), in
// generic and custom form.
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

func.func @f() -> i32 {
  %r = "scf.execute_region"() ({
  ^bb0(%x: i32):
    scf.yield %x : i32
  }) : () -> i32
  return %r : i32
}
// CHECK: scf_execute_region_invalid.mlir:[[# @LINE - 6]]:8: error: 'scf.execute_region' op region cannot have any arguments
// IREE:  scf_execute_region_invalid.mlir:[[# @LINE - 7]]:8: error: 'scf.execute_region' op region cannot have any arguments

// -----

func.func @f() {
  scf.execute_region no_inline {
  ^bb0(%x: i32):
    scf.yield
  }
  return
}
// CHECK: scf_execute_region_invalid.mlir:[[# @LINE - 6]]:3: error: 'scf.execute_region' op region cannot have any arguments
// IREE:  scf_execute_region_invalid.mlir:[[# @LINE - 7]]:3: error: 'scf.execute_region' op region cannot have any arguments
