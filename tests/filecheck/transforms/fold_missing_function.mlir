// RUN: not xdsl-stream-opt -p fold-uniform-operands %s 2>&1 | filecheck %s

// IREE 3.13 crashes on an export whose function is missing.  Here the pass
// fails with a diagnostic naming the export and its location, before anything
// changes, and prints no IR.

stream.executable private @ex {
  stream.executable.export public @ghost
  builtin.module {
    func.func @other(%bind: !stream.binding, %a: index) {
      return
    }
  }
}
util.func public @host(%r: !stream.resource<external>, %n: index) {
  %c8 = arith.constant 8 : index
  stream.cmd.dispatch @ex::@ghost(%c8 : index) {
    ro %r[%n for %n] : !stream.resource<external>{%n}
  }
  util.return
}

// CHECK:      fold_missing_function.mlir:8:3: error: fold-uniform-operands: export @ex::@ghost refers to function @ghost, which is not defined in the executable's inner module
// CHECK-NOT:  Traceback
// CHECK-NOT:  util.func
