// RUN: xdsl-stream-opt -p pack-dispatch-operands %s | filecheck %s

// A public function of another function type than the builtin one with
// nothing to rebuild (no argument, or none the pass packs) is left as it is;
// IREE 3.13 crashes setting its type, and the package failed with an
// internal error.

// CHECK:      "llvm.func"() <{{.*}}sym_name = "lf", function_type = !llvm.func<void ()>
// CHECK:      func.func @k(%arg0: !stream.binding, %arg1: i32)
stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    llvm.func @lf() {
      llvm.return
    }
    func.func @k(%a: !stream.binding, %x: i32) {
      return
    }
  }
}
