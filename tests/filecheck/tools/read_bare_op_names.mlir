// A name without a dialect is looked up as MLIR looks it up: as written, and
// for a custom op also in the default dialect of the custom op around it
// (func.func's is func, the top level's builtin, most ops set none), never
// in the dialects of the ops around it.  xDSL tried each of those: in a
// util.func, `"null"()` became util.null and a bare `return` util.return,
// with exit 0; `"return"` in a func.func was refused as a func.return.
// RUN: xdsl-stream-opt %s | iree-opt --allow-unregistered-dialect > %t.ours
// RUN: iree-opt --allow-unregistered-dialect %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: xdsl-stream-opt %s | filecheck %s

// CHECK: %0 = "null"() : () -> !util.buffer
util.func public @generic_bare_names(%a: i32) -> !util.buffer {
  %0 = "null"() : () -> !util.buffer
  %1 = "align"(%a) : (i32) -> i32
  util.return %0 : !util.buffer
}

// CHECK: %0 = "return"(%a) : (i32) -> i32
func.func @generic_return_with_a_result(%a: i32) -> i32 {
  %0 = "return"(%a) : (i32) -> i32
  return %0 : i32
}

stream.executable private @ex {
  builtin.module {
    func.func @in_an_executable(%a: i32) -> i32 {
      return %a : i32
    }
  }
}
