// A registered op given a property and an attribute of one name in generic
// form keeps the property and drops the attribute, as iree-opt reads it (the
// package kept both and printed `arith.constant {value = 2 : i32} 1 : i32`,
// which iree-opt refuses); an unregistered op keeps both.
// RUN: xdsl-stream-opt --allow-unregistered-dialect %s | filecheck %s
// RUN: xdsl-stream-opt --allow-unregistered-dialect --print-op-generic %s | iree-opt --allow-unregistered-dialect --mlir-print-op-generic > %t.ours
// RUN: iree-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.ours %t.iree

// CHECK:      "foo.op"() <{a = 1 : i32}> {a = 2 : i32} : () -> ()
// CHECK-NEXT: %0 = arith.constant 1 : i32
// CHECK-NEXT: "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT: util.global private @g : i32
"foo.op"() <{a = 1 : i32}> {a = 2 : i32} : () -> ()
%0 = "arith.constant"() <{value = 1 : i32}> {value = 2 : i32} : () -> i32
"foo.use"(%0) : (i32) -> ()
"util.global"() <{sym_name = "g", sym_visibility = "private", type = i32}> {sym_name = "h"} : () -> ()
