// An op may hold a discardable attribute named `operandSegmentSizes` or
// `resultSegmentSizes` that is not its segments (an op without variadic
// segments of its own).  xDSL's declarative formats leave these names out
// of the attribute dictionary of any op with a variadic operand: printed in
// custom form, the attribute would be lost.  Such an op prints in generic
// form, and reads back as iree-opt reads the input.
// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt > %t.ours
// RUN: iree-opt %s > %t.iree
// RUN: diff %t.ours %t.iree

// CHECK: "func.return"() {operandSegmentSizes = array<i32: 0>} : () -> ()
// CHECK: "util.return"(%{{.*}}) {resultSegmentSizes = array<i32: 1>} : (i32) -> ()
// CHECK: "func.call"(%{{.*}}) <{callee = @k}> {operandSegmentSizes = array<i32: 1, 2>} : (i32) -> ()
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() {operandSegmentSizes = array<i32: 0>} : () -> ()
}) : () -> ()
"util.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
^bb0(%a: i32):
  "util.return"(%a) {resultSegmentSizes = array<i32: 1>} : (i32) -> ()
}) : () -> ()
"func.func"() <{function_type = (i32) -> (), sym_name = "h"}> ({
^bb0(%a: i32):
  "func.call"(%a) <{callee = @k}> {operandSegmentSizes = array<i32: 1, 2>} : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = (i32) -> (), sym_name = "k", sym_visibility = "private"}> ({
}) : () -> ()
