// RUN: not xdsl-stream-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s

// A dialect IREE 3.13 registers refuses an op it does not define, even with
// unregistered dialects allowed: a misspelt op is an error, not an op kept
// as written.  xDSL's own ops that MLIR no longer has (`linalg.add`) are
// refused alike.  Ops of dialects IREE leaves open (`llvm`) or does not have
// are kept.

// CHECK: unknown_ops_invalid.mlir:[[# @LINE + 2]]:3: error: unregistered operation 'arith.bogus' found in dialect ('arith') that does not allow unknown operations
func.func @f() {
  "arith.bogus"() : () -> ()
  return
}

// -----

// CHECK: unknown_ops_invalid.mlir:[[# @LINE + 1]]:1: error: unregistered operation 'scf.bogus' found in dialect ('scf') that does not allow unknown operations
"scf.bogus"() : () -> ()

// -----

// CHECK: unknown_ops_invalid.mlir:[[# @LINE + 1]]:1: error: unregistered operation 'hal.interface.binding.subspam' found in dialect ('hal') that does not allow unknown operations
"hal.interface.binding.subspam"() : () -> ()

// -----

// CHECK: unknown_ops_invalid.mlir:[[# @LINE + 1]]:1: error: unregistered operation 'flow.dispatch.tensor.lod' found in dialect ('flow') that does not allow unknown operations
"flow.dispatch.tensor.lod"() : () -> ()

// -----

// CHECK: unknown_ops_invalid.mlir:[[# @LINE + 1]]:1: error: unregistered operation 'iree_tensor_ext.bogus' found in dialect ('iree_tensor_ext') that does not allow unknown operations
"iree_tensor_ext.bogus"() : () -> ()

// -----

// CHECK: unknown_ops_invalid.mlir:[[# @LINE + 1]]:1: error: unregistered operation 'iree_encoding.bogus' found in dialect ('iree_encoding') that does not allow unknown operations
"iree_encoding.bogus"() : () -> ()

// -----

// CHECK: unknown_ops_invalid.mlir:[[# @LINE + 1]]:1: error: unregistered operation 'linalg.add' found in dialect ('linalg') that does not allow unknown operations
"linalg.add"() : () -> ()

// -----

// CHECK: unknown_ops_invalid.mlir:[[# @LINE + 2]]:3: error: custom op 'arith.bogus' is unknown
func.func @g(%a: i32) {
  arith.bogus %a : i32
  return
}

// -----

// CHECK-NOT: error
// CHECK: "llvm.bogus"() : () -> ()
// CHECK: "foo.bar"() : () -> ()
"llvm.bogus"() : () -> ()
"foo.bar"() : () -> ()
