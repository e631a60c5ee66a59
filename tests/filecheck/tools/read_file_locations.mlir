// RUN: xdsl-stream-opt --print-debuginfo %s | filecheck %s
// RUN: xdsl-stream-opt --print-debuginfo %s | xdsl-stream-opt --print-debuginfo | filecheck %s
// RUN: iree-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s | filecheck %s --check-prefix=IREE

// The shapes of a file location MLIR reads: a line alone (column 0), and a
// range whose two ends are one position (that position), written with
// spaces, in hexadecimal, behind an alias defined later, nested in a call
// site, a fused location and a name, and on arguments.  xDSL 0.75 reads
// `"f":line:col` only (docs/upstream.md, entry 13).

// CHECK:      %0 = "test.op"() : () -> i32 loc("a.mlir":3:0)
// CHECK-NEXT: "test.op"(%0) : (i32) -> () loc("a.mlir":3:4)
// CHECK-NEXT: "test.op"() : () -> () loc("a.mlir":3:4)
// CHECK-NEXT: "test.op"() : () -> () loc("a.mlir":16:2)
// CHECK-NEXT: "test.op"() : () -> () loc("b.mlir":5:0)
// CHECK-NEXT: "test.op"() : () -> () loc(callsite("a.mlir":1:0 at "b.mlir":2:3))
// CHECK-NEXT: "test.op"() : () -> () loc(fused["a.mlir":2:0, "b.mlir":3:4])
// CHECK-NEXT: "test.op"() : () -> () loc("n"("c.mlir":7:0))
// CHECK-NEXT: "foo.op"() ({
// CHECK-NEXT: ^bb0(%{{.*}}: i32 loc("d.mlir":8:0)):
// IREE:       %0 = "test.op"() : () -> i32 loc("a.mlir":3:0)
// IREE-NEXT:  "test.op"(%0) : (i32) -> () loc("a.mlir":3:4)
// IREE-NEXT:  "test.op"() : () -> () loc("a.mlir":3:4)
// IREE-NEXT:  "test.op"() : () -> () loc("a.mlir":16:2)
// IREE-NEXT:  "test.op"() : () -> () loc("b.mlir":5:0)
// IREE-NEXT:  "test.op"() : () -> () loc(callsite("a.mlir":1:0 at "b.mlir":2:3))
// IREE-NEXT:  "test.op"() : () -> () loc(fused["a.mlir":2:0, "b.mlir":3:4])
// IREE-NEXT:  "test.op"() : () -> () loc("n"("c.mlir":7:0))
// IREE-NEXT:  "foo.op"() ({
// IREE-NEXT:  ^bb0(%{{.*}}: i32 loc("d.mlir":8:0)):
%0 = "test.op"() : () -> i32 loc("a.mlir":3)
"test.op"(%0) : (i32) -> () loc("a.mlir":3:4 to :4)
"test.op"() : () -> () loc("a.mlir" : 3 : 4 to 3 : 4)
"test.op"() : () -> () loc("a.mlir":0x10:2)
"test.op"() : () -> () loc(#later)
"test.op"() : () -> () loc(callsite("a.mlir":1 at "b.mlir":2:3 to :3))
"test.op"() : () -> () loc(fused["a.mlir":2, "b.mlir":3:4 to 3:4])
"test.op"() : () -> () loc("n"("c.mlir":7))
"foo.op"() ({
^bb0(%a: i32 loc("d.mlir":8)):
  "foo.op"() : () -> ()
}) : () -> ()
#later = loc("b.mlir":5)
