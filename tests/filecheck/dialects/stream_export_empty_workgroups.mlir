// `workgroups() -> (index, index, index) {}`: braces with no block and no
// arguments are an empty region, as MLIR reads a region, so the export has
// no workgroup count region (iree-opt prints it without one).  With
// arguments, the braces hold an entry block, and an empty one is an error.
// RUN: not xdsl-stream-opt --split-input-file %s > %t.out 2> %t.err
// RUN: filecheck %s < %t.out
// RUN: filecheck %s --check-prefix=ERR < %t.err
// RUN: not iree-opt --split-input-file %s > %t.iree.out 2> %t.iree.err
// RUN: filecheck %s < %t.iree.out
// RUN: filecheck %s --check-prefix=ERR < %t.iree.err

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
  stream.executable.export public @d workgroups(%x: index) -> (index, index, index) {
  }
  builtin.module {
    func.func @d() {
      return
    }
  }
}
// ERR: stream_export_empty_workgroups.mlir:27:3: error: empty block: expect at least a terminator
