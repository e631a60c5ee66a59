// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s

// An op written in generic form with an empty name: it was read as an
// unregistered op named "" and printed back, exit 0.

func.func @f(%a: i32) -> i32 {
  %0 = ""(%a) : (i32) -> i32
  return %0 : i32
}
// CHECK: :[[# @LINE - 3]]:8: error: empty operation name is invalid

// -----

func.func @f(%a: i32) {
  ""(%a) : (i32) -> ()
  return
}
// CHECK: :[[# @LINE - 3]]:3: error: empty operation name is invalid
