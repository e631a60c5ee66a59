// RUN: not xdsl-stream-opt %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect %s 2>&1 | filecheck %s

// Two symbols of one name are refused, at the second, however many ops
// that are no symbols share it (sym_name_of_non_symbols.mlir).

"test.op"() {sym_name = "x"} : () -> ()
"test.op"() {sym_name = "x"} : () -> ()
func.func private @y()
util.global private @y : i32

// CHECK: sym_name_of_non_symbols_invalid.mlir:[[# @LINE - 2]]:1: error: redefinition of symbol named 'y'
// CHECK: sym_name_of_non_symbols_invalid.mlir:[[# @LINE - 4]]:1: note: see existing symbol definition here
