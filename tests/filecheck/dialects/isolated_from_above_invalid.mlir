// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s

// An op isolated from above (`util.func`, `func.func`, a nested
// `builtin.module`, ...) uses no value defined outside it, nor does any op
// nested in it, an unregistered op's among them: MLIR walks into every
// nested op that is not isolated itself, and an unregistered op is not
// (xDSL's check took it for isolated: read with exit 0).  The error is
// MLIR's, at the op at fault (xDSL's was at the isolated op, naming the op
// at fault by its Python repr).

%c = arith.constant 1 : i32
util.func private @f() {
  "test.wrap"() ({
    "test.use"(%c) : (i32) -> ()
  }) : () -> ()
  util.return
}
// CHECK: :[[# @LINE - 4]]:5: error: 'test.use' op using value defined outside the region
// CHECK: :[[# @LINE - 7]]:1: note: required by region isolation constraints

// -----

%c = arith.constant 1 : i32
func.func private @f() {
  "test.wrap"() ({
    "test.use"(%c) : (i32) -> ()
  }) : () -> ()
  return
}
// CHECK: :[[# @LINE - 4]]:5: error: 'test.use' op using value defined outside the region

// -----

util.func private @f() {
  %c = arith.constant 1 : i32
  builtin.module {
    "test.wrap"() ({
      "test.use"(%c) : (i32) -> ()
    }) : () -> ()
  }
  util.return
}
// CHECK: :[[# @LINE - 5]]:7: error: 'test.use' op using value defined outside the region

// -----

util.func private @f() {
  %c = arith.constant 1 : i32
  builtin.module {
    %d = arith.addi %c, %c : i32
  }
  util.return
}
// CHECK: :[[# @LINE - 4]]:10: error: 'arith.addi' op using value defined outside the region
// CHECK: :[[# @LINE - 6]]:3: note: required by region isolation constraints

// -----

%c = arith.constant 1 : i32
util.func private @f() {
  %d = arith.addi %c, %c : i32
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'arith.addi' op using value defined outside the region
