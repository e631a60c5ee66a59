// RUN: xdsl-opt --split-input-file --verify-diagnostics -p fuse-dispatch-bindings %s | filecheck %s
// RUN: not xdsl-stream-opt -p fuse-dispatch-bindings %s 2>&1 | filecheck %s --check-prefix=FAIL

// IREE 3.13 crashes on an export whose function is missing (docs/iree-stream-facts.md).  Here the pass fails with a diagnostic naming the export, before it
// changes anything: the dispatch of the healthy @fine_ex is not rewritten.

stream.executable private @broken_ex {
  stream.executable.export public @ghost
  builtin.module {
    func.func @not_ghost(%x: !stream.binding) {
      return
    }
  }
}
stream.executable private @fine_ex {
  stream.executable.export public @fine
  builtin.module {
    func.func @fine(%x: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %x[%c0] : !stream.binding -> memref<2xf32>
      return
    }
  }
}
util.func public @call_ghost(%buf: !stream.resource<external>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  stream.cmd.dispatch @fine_ex::@fine {
    ro %buf[%c8 for %c8] : !stream.resource<external>{%c16}
  }
  stream.cmd.dispatch @broken_ex::@ghost {
    ro %buf[%c0 for %c8] : !stream.resource<external>{%c16}
  }
  util.return
}

// CHECK:      fuse-dispatch-bindings: export @broken_ex::@ghost refers to function @ghost, which is not defined in the executable's inner module
// CHECK:      "stream.executable.export"() <{sym_name = "ghost", sym_visibility = "public", function_ref = @ghost}> ({
// CHECK-NEXT: ^^^^
// CHECK-NEXT: | error: export @broken_ex::@ghost refers to function @ghost, which is not defined in the executable's inner module
// CHECK:      "func.func"() <{sym_name = "fine", function_type = (!stream.binding) -> ()}> ({
// CHECK-NEXT: ^bb0(%x: !stream.binding):
// CHECK-NEXT:   %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
// CHECK-NEXT:   %0 = "stream.binding.subspan"(%x, %c0) : (!stream.binding, index) -> memref<2xf32>
// CHECK:      ^bb0(%buf: !stream.resource<external>):
// CHECK-NEXT:   %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
// CHECK-NEXT:   %c8 = "arith.constant"() <{value = 8 : index}> : () -> index
// CHECK-NEXT:   %c16 = "arith.constant"() <{value = 16 : index}> : () -> index
// CHECK-NEXT:   "stream.cmd.dispatch"(%buf, %c16, %c8, %c8) <{entry_points = [@fine_ex::@fine], resource_accesses = [1 : i32],
// CHECK-NEXT:   "stream.cmd.dispatch"(%buf, %c16, %c0, %c8) <{entry_points = [@broken_ex::@ghost], resource_accesses = [1 : i32],
// CHECK-NEXT:   "util.return"() : () -> ()

// FAIL:      fuse_missing_function.mlir:{{[0-9]+}}:3: error: fuse-dispatch-bindings: export @broken_ex::@ghost refers to function @ghost, which is not defined in the executable's inner module
// FAIL-NEXT:   "stream.executable.export"() <{sym_name = "ghost", sym_visibility = "public", function_ref = @ghost}> ({
// FAIL-NOT: Traceback
// FAIL:      fuse_missing_function.mlir:{{[0-9]+}}:3: error: fuse-dispatch-bindings: export @decl_ex::@external_fn refers to function @external_fn, which has no body
// FAIL-NOT: Traceback

// -----

// A declaration is no better than a missing function.

stream.executable private @decl_ex {
  stream.executable.export public @external_fn
  builtin.module {
    func.func private @external_fn(%x: !stream.binding)
  }
}
util.func public @call_decl(%buf: !stream.resource<external>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  stream.cmd.dispatch @decl_ex::@external_fn {
    ro %buf[%c0 for %c16] : !stream.resource<external>{%c16}
  }
  util.return
}

// CHECK: fuse-dispatch-bindings: export @decl_ex::@external_fn refers to function @external_fn, which has no body
// CHECK: | error: export @decl_ex::@external_fn refers to function @external_fn, which has no body
