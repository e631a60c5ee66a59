// A file's `external_resources` (what an MLIR reproducer carries) are not
// read: a located error, where the tool said "internal error:
// NotImplementedError" with no position (iree-opt keeps them).
// RUN: not xdsl-stream-opt --allow-unregistered-dialect %s 2>&1 | filecheck %s

// CHECK: read_external_resources.mlir:[[# @LINE + 4]]:23: error: external_resources are not supported (xDSL 0.75 reads dialect resources only)
// CHECK-NOT: internal error
"foo.op"() : () -> ()
{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(cse)",
      disable_threading: true
    }
  }
#-}
