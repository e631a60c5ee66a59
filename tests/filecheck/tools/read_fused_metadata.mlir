// RUN: xdsl-stream-opt --print-debuginfo %s | filecheck %s
// RUN: xdsl-stream-opt --print-debuginfo %s | xdsl-stream-opt --print-debuginfo | filecheck %s
// RUN: xdsl-stream-opt --print-debuginfo %s | iree-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | filecheck %s --check-prefix=IREE

// A fused location with metadata, `fused<attr>[...]`, as MLIR prints it (xDSL
// 0.75 prints it and does not read it: docs/upstream.md), inline, nested and
// behind an alias defined after its use.

// CHECK:      %0 = "test.op"() : () -> i32 loc(fused<"meta">["a.mlir":1:2, "b.mlir":3:4])
// CHECK-NEXT: "test.op"(%0) : (i32) -> () loc(fused<#foo.bar<1>>["c.mlir":5:6, fused<"inner">["d.mlir":7:8]])
// IREE:       "test.op"() : () -> i32 loc(fused<"meta">["a.mlir":1:2, "b.mlir":3:4])
// IREE-NEXT:  "test.op"(%0) : (i32) -> () loc(fused<#foo.bar<1>>["c.mlir":5:6, fused<"inner">["d.mlir":7:8]])
%0 = "test.op"() : () -> i32 loc(fused<"meta">["a.mlir":1:2, "b.mlir":3:4])
"test.op"(%0) : (i32) -> () loc(#later)
#later = loc(fused<#foo.bar<1>>["c.mlir":5:6, fused<"inner">["d.mlir":7:8]])
