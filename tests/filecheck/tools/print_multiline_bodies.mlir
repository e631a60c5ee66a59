// An attribute body of several lines (IREE's `#util.composite` of packed
// constants, or any unregistered attribute) is printed verbatim, as MLIR
// prints it: printing its output again gives the same text (it was indented
// one step deeper at every round trip).
// RUN: xdsl-stream-opt %s > %t.1.mlir && xdsl-stream-opt %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: xdsl-stream-opt < %t.2.mlir | filecheck %s
// RUN: xdsl-stream-opt --print-op-generic %s > %t.3.mlir && xdsl-stream-opt --print-op-generic %t.3.mlir | diff %t.3.mlir -

util.func public @weights() -> !util.buffer {
  %b = util.buffer.constant : !util.buffer = #util.composite<32xi8, [
      dense<[1.0, 2.0]> : tensor<2xf32>,
      dense<[3.0, 4.0]> : tensor<2xf32>,
      dense<0> : vector<16xi8>,
  ]>
  "x.op"() ({
    "x.op"() {a = #foo.bar<[
      1,
    ]>} : () -> ()
  }) : () -> ()
  util.return %b : !util.buffer
}

// CHECK:      %b = util.buffer.constant : !util.buffer = #util.composite<32xi8, [
// CHECK-NEXT: {{^}}      dense<[1.0, 2.0]> : tensor<2xf32>,
// CHECK-NEXT: {{^}}      dense<[3.0, 4.0]> : tensor<2xf32>,
// CHECK-NEXT: {{^}}      dense<0> : vector<16xi8>,
// CHECK-NEXT: {{^}}  ]>
// CHECK-NEXT: {{^}}    "x.op"() ({
// CHECK-NEXT: {{^}}      "x.op"() {a = #foo.bar<[
// CHECK-NEXT: {{^}}      1,
// CHECK-NEXT: {{^}}    ]>} : () -> ()
