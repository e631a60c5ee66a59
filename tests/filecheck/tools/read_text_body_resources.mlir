// A `dense_resource` handle inside an attribute kept as text (IREE's
// `#hal.executable.target` and `#hal.executable.object`, any dialect no one
// registered) keeps its blob: xDSL printed the handle and dropped the
// resource section's entry, so iree-opt read a handle to nothing.  Our
// output, read by iree-opt, is what iree-opt reads from the input.
// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt --allow-unregistered-dialect > %t.ours
// RUN: iree-opt --allow-unregistered-dialect %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: xdsl-stream-opt %s > %t.once.mlir
// RUN: xdsl-stream-opt %t.once.mlir | diff %t.once.mlir -
// An alias whose value holds `>=` (an affine set) cannot be written out in
// such a body (it ends the body for every reader): an error at the alias,
// where the output was one neither iree-opt nor the reader read back.
// RUN: not xdsl-stream-opt %S/inputs/affine_set_alias_in_text.mlir 2>&1 | filecheck %s --check-prefix=ERR

// CHECK: "t.op"() {a = #hal.executable.target<"llvm-cpu", "x", {k = dense_resource<blob1> : tensor<4xi8>}>, b = #foo.bar<dense_resource<blob2> : tensor<2xi8>>}
// CHECK: blob1: "0x0400000001020304"
// CHECK: blob2: "0x040000000506"
"t.op"() {a = #hal.executable.target<"llvm-cpu", "x", {k = dense_resource<blob1> : tensor<4xi8>}>, b = #foo.bar<dense_resource<blob2> : tensor<2xi8>>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x0400000001020304",
      blob2: "0x040000000506"
    }
  }
#-}

// ERR: affine_set_alias_in_text.mlir:2:53: error: alias '#s' is used inside an attribute kept as text
