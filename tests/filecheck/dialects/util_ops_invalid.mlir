// RUN: xdsl-opt --split-input-file --verify-diagnostics --parsing-diagnostics %s | filecheck %s

// Verifier rules and syntax errors of util.global, util.global.load/store and
// util.call; iree-opt 3.13 rejects each case too.

util.func private @f() {
  %0 = util.global.load @nowhere : i32
  util.return
}

// CHECK: undefined global: @nowhere

// -----

util.global private @g : i32
util.func private @f() {
  %0 = util.global.load @g : i64
  util.return
}

// CHECK: global type mismatch; global "g" is 'i32' but load is 'i64'

// -----

util.global private @g : i32
util.func private @f(%x: i64) {
  util.global.store %x, @g : i64
  util.return
}

// CHECK: global type mismatch; global "g" is 'i32' but store is 'i64'

// -----

util.global private @g : i32 = 3 : i64

// CHECK: initial value type mismatch; global "g" is 'i32' but initial value provided is 'i64'

// -----

util.func private @callee(%x: i32) -> i32
util.func private @f(%x: i32) {
  %0 = util.call @callee(%x) : (i32) -> i64
  util.return
}

// CHECK: function type mismatch; expected '(i32) -> i64' but callee is '(i32) -> i32'

// -----

util.func private @f(%x: i32) {
  %0 = util.call @nowhere(%x) : (i32) -> i32
  util.return
}

// CHECK: undefined/incompatible callee: nowhere

// -----

util.func private @callee(%x: i32) -> %x
util.func private @f(%x: i32) {
  %0 = util.call @callee(%x) : (i32) -> i32
  util.return
}

// CHECK: function tied operands mismatch; have [-1 : index] but callee is [0 : index]

// -----

util.func private @callee(%x: i32) -> %x
util.func private @f(%x: i32) {
  %0 = util.call @callee(%x) : (i32) -> %y
  util.return
}

// CHECK: tied operand not found for result reference %y

// -----

util.global private @g

// CHECK: Expected ':' or '=' before the global's type or value

// -----

util.func private @f() {
  %0 = util.buffer.constant <{size = 8 : index}> : !util.buffer = "k"
  util.return
}

// CHECK: invalid properties {size = 8 : index}: unknown key '"size"' when parsing properties dictionary

// -----

util.func @declared(%x: i32) -> i32

// CHECK: symbol declaration cannot have public visibility

// -----

util.func private @f() -> !util.buffer {
  %0 = util.buffer.constant <alignment = 3> : !util.buffer = "k"
  util.return %0 : !util.buffer
}

// CHECK: invalid alignment; must be a power of two

// -----

// A util.return in a util.initializer returns nothing (iree-opt 3.13
// refuses this in the same words).
util.initializer {
  %c = arith.constant 1 : i32
  util.return %c : i32
}

// CHECK: has 1 operands, but enclosing function-like op returns 0

// -----

// Stricter than iree-opt 3.13 by design: a load keeps the global's element
// type (IREE compares shapes only) ...
util.global private @g : tensor<4xf32>
util.func private @f() {
  %0 = util.global.load @g : tensor<4xi32>
  util.return
}

// CHECK: global type mismatch; global "g" is 'tensor<4xf32>' but load is 'tensor<4xi32>'

// -----

// ... and a resource global its lifetime (IREE means to require a transfer,
// and its check compares the load's type with itself).
util.global private @g : !stream.resource<constant>
util.func private @f() {
  %0 = util.global.load @g : !stream.resource<variable>
  util.return
}

// CHECK: global type mismatch; global "g" is '!stream.resource<constant>' but load is '!stream.resource<variable>'
