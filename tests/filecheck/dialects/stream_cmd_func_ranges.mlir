// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | xdsl-stream-opt | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt --mlir-print-op-generic > %t.ours
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.ours

// A stream.cmd.func's custom form writes a resource argument with the next
// two arguments as its offset and length (`%arg0[%arg1 for %arg2]`).  Where
// they are not two index arguments without attributes, the function prints
// in generic form: IREE's printer (and xDSL's, before) wrote `(%a:
// !stream.resource<*>, %b: i32)` as `(%arg0[%arg1 for %arg2]:
// !stream.resource<*>)`, which reads back to three arguments, the i32 gone.

// CHECK: "stream.cmd.func"() <{sym_name = "scalar_after", function_type = (!stream.resource<*>, i32) -> ()
stream.cmd.func private @scalar_after(%a: !stream.resource<*>, %b: i32)
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "stream.cmd.func"() <{sym_name = "one_index_after", function_type = (!stream.resource<*>, index) -> ()
stream.cmd.func private @one_index_after(%a: !stream.resource<*>, %b: index)
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "stream.cmd.func"() <{sym_name = "length_with_attributes", function_type = (!stream.resource<*>, index, index, f32) -> ()
stream.cmd.func private @length_with_attributes(%a: !stream.resource<*>, %b: index, %c: index {x.y = 1}, %d: f32)
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: stream.cmd.func private @ranged(%arg0[%arg1 for %arg2]: !stream.resource<*>, %arg3: f32) -> i32
stream.cmd.func private @ranged(%a[%o for %l]: !stream.resource<*>, %d: f32) -> i32
