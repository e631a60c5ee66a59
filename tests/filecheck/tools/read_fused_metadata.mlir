// RUN: xdsl-stream-opt --print-debuginfo %s | filecheck %s
// RUN: xdsl-stream-opt --print-debuginfo %s | xdsl-stream-opt --print-debuginfo | filecheck %s
// RUN: xdsl-stream-opt --print-debuginfo %s | iree-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | filecheck %s --check-prefix=IREE

// A fused location with metadata, `fused<attr>[...]`, as MLIR prints it (xDSL
// 0.75 prints it and does not read it: docs/upstream.md), inline, nested and
// behind an alias defined after its use (its metadata too: an alias of a
// location defined before it, as iree-opt prints it); metadata that is a location prints
// with its own `loc(...)` (xDSL 0.75 prints it without: upstream.md, entry 27).

// CHECK:      %0 = "test.op"() : () -> i32 loc(fused<"meta">["a.mlir":1:2, "b.mlir":3:4])
// CHECK-NEXT: "test.op"(%0) : (i32) -> () loc(fused<#foo.bar<1>>["c.mlir":5:6, fused<"inner">["d.mlir":7:8]])
// IREE:       "test.op"() : () -> i32 loc(fused<"meta">["a.mlir":1:2, "b.mlir":3:4])
// IREE-NEXT:  "test.op"(%0) : (i32) -> () loc(fused<#foo.bar<1>>["c.mlir":5:6, fused<"inner">["d.mlir":7:8]])
// CHECK-NEXT: "test.op"() : () -> () loc(fused<loc("m.mlir":1:1)>["e.mlir":9:9, fused<loc(fused<loc("n.mlir":2:2)>["o.mlir":3:3])>["f.mlir":4:4]])
// IREE-NEXT:  "test.op"() : () -> () loc(fused<loc("m.mlir":1:1)>["e.mlir":9:9, fused<loc(fused<loc("n.mlir":2:2)>["o.mlir":3:3])>["f.mlir":4:4]])
%0 = "test.op"() : () -> i32 loc(fused<"meta">["a.mlir":1:2, "b.mlir":3:4])
"test.op"(%0) : (i32) -> () loc(#later)
"test.op"() : () -> () loc(fused<loc("m.mlir":1:1)>["e.mlir":9:9, fused<loc(fused<loc("n.mlir":2:2)>["o.mlir":3:3])>["f.mlir":4:4]])
// CHECK-NEXT: "test.op"() : () -> () loc(fused<loc("q.mlir":1:1)>["a.mlir":1:1])
// IREE-NEXT:  "test.op"() : () -> () loc(fused<loc("q.mlir":1:1)>["a.mlir":1:1])
"test.op"() : () -> () loc(#fused_meta)
#later = loc(fused<#foo.bar<1>>["c.mlir":5:6, fused<"inner">["d.mlir":7:8]])
#meta = loc("q.mlir":1:1)
#fused_meta = loc(fused<#meta>["a.mlir":1:1])
