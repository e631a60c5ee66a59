// A duplicate symbol is reported at its second definition, as iree-opt does
// (`redefinition of symbol named 'ex'`), with a note at the first.
// RUN: not xdsl-stream-opt %s 2>&1 | filecheck %s
// RUN: not xdsl-stream-report %s 2>&1 | filecheck %s

stream.executable private @ex {
  builtin.module {
  }
}
util.func private @f()
stream.executable private @ex {
  builtin.module {
  }
}

// CHECK:      read_duplicate_symbol.mlir:11:1: error: redefinition of symbol named 'ex'
// CHECK-NEXT:   "stream.executable"() <{sym_name = "ex", sym_visibility = "private"}> ({
// CHECK:      read_duplicate_symbol.mlir:6:1: note: see existing symbol definition here
