// No branch leads to a region's entry block, for any op, registered or not
// (the package read both, exit 0, and printed the first without its entry
// label, which neither tool reads back).
// RUN: not xdsl-stream-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

func.func @f() {
^entry:
  cf.br ^bb1
^bb1:
  cf.br ^entry
}
// CHECK: verify_entry_block.mlir:[[# @LINE - 6]]:1: error: entry block of region may not have predecessors
// IREE:  verify_entry_block.mlir:[[# @LINE - 7]]:1: error: entry block of region may not have predecessors

// -----

"foo.r"() ({
^bb0:
  "foo.br"()[^bb0] : () -> ()
}) : () -> ()
// CHECK: verify_entry_block.mlir:[[# @LINE - 4]]:1: error: entry block of region may not have predecessors
// IREE:  verify_entry_block.mlir:[[# @LINE - 5]]:1: error: entry block of region may not have predecessors
