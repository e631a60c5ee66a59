// xDSL's dialects that iree-opt 3.13 does not have (comb, hw, test, printf,
// ...) are not registered: their ops are read as unregistered ones, as
// iree-opt reads them.  Registered, `comb.icmp`'s discardable attribute
// became a property (another op to iree-opt), a `hw.module` without its
// region and a `test.op` ending a block were refused.
// RUN: xdsl-stream-opt %s | iree-opt --allow-unregistered-dialect > %t.ours
// RUN: iree-opt --allow-unregistered-dialect %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: xdsl-stream-opt %s | filecheck %s

// CHECK: "comb.icmp"(%a, %b) {predicate = 0 : i64} : (i32, i32) -> i1
func.func @f(%a: i32, %b: i32) -> i1 {
  %0 = "comb.icmp"(%a, %b) {predicate = 0 : i64} : (i32, i32) -> i1
  "hw.module"() : () -> ()
  "test.op"() ({
    "test.op"() : () -> ()
  }) : () -> ()
  %1 = "printf.print_format"(%a) {format_str = "{}"} : (i32) -> i32
  return %0 : i1
}
