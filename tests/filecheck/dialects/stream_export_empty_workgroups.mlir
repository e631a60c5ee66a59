// `workgroups() -> (index, index, index) {}`: braces with no block and no
// arguments are an empty region, as MLIR reads a region, so the export has
// no workgroup count region (iree-opt prints it without one).  With
// arguments, the braces hold an entry block, and an empty one is an error.
// RUN: xdsl-stream-opt --split-input-file --verify-diagnostics %s | filecheck %s
// RUN: iree-opt --split-input-file --verify-diagnostics %s | filecheck %s

stream.executable private @ex {
  stream.executable.export public @d workgroups() -> (index, index, index) {
  }
  builtin.module {
    func.func @d() {
      return
    }
  }
}
// CHECK:      stream.executable.export public @d{{ ?$}}
// CHECK-NEXT: builtin.module

// -----

stream.executable private @ex {
  // expected-error @+1 {{empty block: expect at least a terminator}}
  stream.executable.export public @d workgroups(%x: index) -> (index, index, index) {
  }
  builtin.module {
    func.func @d() {
      return
    }
  }
}
