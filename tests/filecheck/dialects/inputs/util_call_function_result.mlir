// A call whose one result is a function type prints it in parentheses, as
// util.func does (`-> () -> i32` reads as a call with no result; iree-opt
// 3.13 prints it so, and cannot read it back), and a Util op written in
// generic form prints in its custom form (../util_calls_names_invalid.mlir).
util.func private @h() -> (() -> i32)
util.func private @f(%b: !util.buffer) -> index {
  // CHECK: %{{.+}} = util.call @h() : () -> (() -> i32)
  %0 = util.call @h() : () -> (() -> i32)
  // CHECK: %{{.+}} = util.buffer.size %{{.+}} : !util.buffer
  %1 = "util.buffer.size"(%b) : (!util.buffer) -> index
  util.return %1 : index
}
