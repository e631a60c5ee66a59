// CHECK: arith.divui %{{\w+}}, %{{\w+}} : i32
// CHECK: arith.shrsi %{{\w+}}, %{{\w+}} : i32
func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %0 = "arith.divui"(%a, %b) <{}> : (i32, i32) -> i32
  %1 = "arith.shrsi"(%a, %b) <{}> : (i32, i32) -> i32
  return %0, %1 : i32, i32
}
