// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

// An op that uses a value defined inside its own region is refused at the
// use, as iree-opt refuses it (a region's names are not seen outside it).
// A custom parser takes the operand before it reads the region, and xDSL
// bound the name to the definition inside it: the reader failed with an
// internal error and no place.

func.func @f(%a: index) {
  scf.for %i = %a to %a step %s {
    %s = arith.constant 1 : index
  }
  return
}
// CHECK: read_use_defined_inside.mlir:[[# @LINE - 5]]:30: error: use of undeclared SSA value name
// IREE:  read_use_defined_inside.mlir:[[# @LINE - 6]]:30: error: use of undeclared SSA value name

// -----

func.func @f(%a: index) {
  %r = scf.for %i = %a to %a step %a iter_args(%x = %s) -> (index) {
    %s = arith.constant 1 : index
    scf.yield %x : index
  }
  return
}
// CHECK: read_use_defined_inside.mlir:[[# @LINE - 6]]:53: error: use of undeclared SSA value name
// IREE:  read_use_defined_inside.mlir:[[# @LINE - 7]]:53: error: use of undeclared SSA value name

// -----

// iree-opt words this one otherwise ("operation's operand is unlinked", at
// the op); both refuse it.
func.func @f(%a: index) {
  scf.while (%x = %s) : (index) -> () {
    %s = arith.constant 1 : index
    %t = arith.constant true
    scf.condition(%t)
  } do {
    scf.yield %a : index
  }
  return
}
// CHECK: read_use_defined_inside.mlir:[[# @LINE - 9]]:19: error: use of undeclared SSA value name
// IREE:  read_use_defined_inside.mlir:[[# @LINE - 10]]:3: error: operation's operand is unlinked

// -----

// The region's own argument, of the name its operand uses.
func.func @f(%c0: index, %c1: index) -> i32 {
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %x) -> (i32) {
    scf.yield %x : i32
  }
  return %r : i32
}
// CHECK: read_use_defined_inside.mlir:[[# @LINE - 5]]:56: error: use of undeclared SSA value name
// IREE:  read_use_defined_inside.mlir:[[# @LINE - 6]]:56: error: use of undeclared SSA value name
