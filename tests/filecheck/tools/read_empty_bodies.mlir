// An attribute or type of a dialect no one registered (or one IREE's
// dialects define and the package keeps as text) written with an empty body
// `<>` keeps it: xDSL printed `#foo.bar<>` as `#foo.bar`, another attribute,
// and `#hal.executable.object<>` as `#hal.executable.object`, which iree-opt
// refuses.  `#util.uninitialized : T` and `#util.null : T`, the initial
// values IREE writes for globals, read and print with their type.  Our
// output, read by iree-opt, is what iree-opt reads from the input.
// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt --allow-unregistered-dialect > %t.ours
// RUN: iree-opt --allow-unregistered-dialect %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: xdsl-stream-opt %s > %t.once.mlir
// RUN: xdsl-stream-opt %t.once.mlir | diff %t.once.mlir -

// CHECK: "t.op"() {a = #foo.bar<>, b = #foo.bar, c = #foo.bar<x>, d = #foo<bar<x> y>, e = #foo.bar<>, f = #hal.executable.object<>, g = #foo.bar<"a>b">} : () -> !foo.t<>
"t.op"() {a = #foo.bar<>, b = #foo.bar, c = #foo<bar<x>>, d = #foo<bar<x> y>, e = #foo<bar<>>, f = #hal.executable.object<>, g = #foo<bar<"a>b">>} : () -> !foo.t<>

// CHECK: util.global private @g = #util.uninitialized : tensor<4xf32>
// CHECK: util.global private @n = #util.null : !util.buffer
util.global private @g = #util.uninitialized : tensor<4xf32>
util.global private @n : !util.buffer = #util.null : !util.buffer
