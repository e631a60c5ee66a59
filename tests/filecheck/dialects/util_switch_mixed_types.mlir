// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | xdsl-stream-opt | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt --mlir-print-op-generic > %t.ours
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.ours

// `util.switch` checks only its default value against its result (IREE's
// `AllTypesMatch<["default_value", "result"]>`), so a value of another
// primitive type is valid IR; its custom form writes the default's type
// for every value and would read that value back with the wrong type
// (iree-opt's print of it does not read back).  Such a switch prints in
// generic form; one whose values are all of the default's type prints in
// custom form.

// CHECK-LABEL: util.func public @f(
util.func public @f(%i: index, %a: i32, %b: i64) -> (i32, i32) {
  // CHECK-NEXT: %{{\w+}} = "util.switch"(%i, %a, %a, %b) : (index, i32, i32, i64) -> i32
  %0 = "util.switch"(%i, %a, %a, %b) : (index, i32, i32, i64) -> i32
  // CHECK-NEXT: %{{\w+}} = util.switch i32 from [%a, %a] at %i else %a : i32
  %1 = util.switch i32 from [%a, %a] at %i else %a : i32
  util.return %0, %1 : i32, i32
}
