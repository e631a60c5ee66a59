// RUN: xdsl-stream-opt %s | iree-opt --allow-unregistered-dialect > %t.ours
// RUN: iree-opt --allow-unregistered-dialect %s > %t.iree
// RUN: diff %t.iree %t.ours
// RUN: filecheck %s < %t.ours

// Only symbols (ops of MLIR's SymbolOpInterface) have their names checked
// unique in a symbol table: an op that is no symbol may carry a `sym_name`
// another op has (xDSL counted every op with one: "redefinition of symbol
// named 'x'", exit 1).  Two symbols of one name are still refused
// (sym_name_of_non_symbols_invalid.mlir).

func.func private @x()
"test.op"() {sym_name = "x"} : () -> ()
"test.op"() {sym_name = "x"} : () -> ()
"builtin.module"() ({
  "test.op"() {sym_name = "y"} : () -> ()
  "test.op"() {sym_name = "y"} : () -> ()
}) : () -> ()

// CHECK:      func.func private @x()
// CHECK-NEXT: "test.op"() {sym_name = "x"} : () -> ()
// CHECK-NEXT: "test.op"() {sym_name = "x"} : () -> ()
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.op"() {sym_name = "y"} : () -> ()
// CHECK-NEXT:   "test.op"() {sym_name = "y"} : () -> ()
