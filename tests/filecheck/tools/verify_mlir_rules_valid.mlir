// What the rules of xdsl_stream.io.mlir_rules let through, as iree-opt does:
// a symbol in an unregistered op (which may be a symbol table), an unnamed
// module in a function, and the last predicate of each comparison.
// RUN: xdsl-stream-opt --allow-unregistered-dialect %s | filecheck %s
// RUN: iree-opt --allow-unregistered-dialect %s | filecheck %s

// CHECK:      "foo.table"() ({
// CHECK-NEXT:   util.global private @g : i32
// CHECK:      builtin.module {
// CHECK:      arith.cmpi uge, %{{.*}}, %{{.*}} : i32
// CHECK:      arith.cmpf true, %{{.*}}, %{{.*}} : f32
func.func @f(%a: i32, %b: f32) -> (i1, i1) {
  "foo.table"() ({
    util.global private @g : i32
  }) : () -> ()
  builtin.module {
  }
  %0 = "arith.cmpi"(%a, %a) <{predicate = 9 : i64}> : (i32, i32) -> i1
  %1 = "arith.cmpf"(%b, %b) <{predicate = 15 : i64}> : (f32, f32) -> i1
  return %0, %1 : i1, i1
}
