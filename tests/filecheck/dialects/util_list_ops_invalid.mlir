// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

// The `!util.list<T>` ops refuse what iree-opt refuses: each case was read
// as an unregistered op, with exit 0.  An element read or written as a type
// the list cannot hold is refused in IREE's words, without the op's name
// (IREE's `emitError`), or, in a custom form, as the list's type is read; a
// wrong operand or result type in a custom form at the op in IREE's words,
// the value named, in the generic form at the op in xDSL's words.

util.func public @f(%l: !util.list<i32>, %n: index) {
  %0 = util.list.get %l[%n] : !util.list<i32> -> i64
  util.return
}
// CHECK: :[[# @LINE - 2]]:3: error: custom op 'util.list.get' list access types must match the same base type as the list element type (when not variant)
// IREE: :[[# @LINE - 3]]:3: error: custom op 'util.list.get' list access types must match the same base type as the list element type (when not variant)

// -----

util.func public @f(%l: !util.list<i32>, %n: index) {
  %0 = "util.list.get"(%l, %n) : (!util.list<i32>, index) -> i64
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: list contains 'i32' and cannot be accessed as 'i64'
// IREE: :[[# @LINE - 4]]:8: error: list contains 'i32' and cannot be accessed as 'i64'

// -----

util.func public @f(%l: !util.list<i32>, %n: index, %x: i64) {
  util.list.set %l[%n], %x : i64 -> !util.list<i32>
  util.return
}
// CHECK: :[[# @LINE - 3]]:3: error: list contains 'i32' and cannot be mutated as 'i64'
// IREE: :[[# @LINE - 4]]:3: error: list contains 'i32' and cannot be mutated as 'i64'

// -----

util.func public @f(%x: i64) {
  %0 = util.list.construct [%x : i64] : !util.list<i32>
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: list[0] type 'i64' cannot be be cast to list type 'i32'
// IREE: :[[# @LINE - 4]]:8: error: list[0] type 'i64' cannot be be cast to list type 'i32'

// -----

util.func public @f(%b: !util.buffer, %n: index, %x: i32) {
  util.list.set %b[%n], %x : i32 -> !util.buffer
  util.return
}
// CHECK: :[[# @LINE - 2]]:3: error: custom op 'util.list.set' expected an !util.list<T> type
// IREE: :[[# @LINE - 3]]:3: error: custom op 'util.list.set' expected an !util.list<T> type

// -----

util.func public @f(%b: !util.buffer, %n: index, %x: i32) {
  util.list.set %b[%n], %x : !util.buffer
  util.return
}
// CHECK: :[[# @LINE - 2]]:3: error: custom op 'util.list.set' expected an !util.list<T> type
// IREE: :[[# @LINE - 3]]:3: error: custom op 'util.list.set' expected an !util.list<T> type

// -----

util.func public @f() {
  %0 = util.list.create : !util.buffer
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.list.create' op result #0 must be Dense list container type., but got '!util.buffer'
// IREE: :[[# @LINE - 4]]:8: error: 'util.list.create' op result #0 must be Dense list container type., but got '!util.buffer'

// -----

util.func public @f(%x: i32) {
  %0 = "util.list.create"(%x) : (i32) -> !util.list<i32>
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.list.create' op operand #0 must be index, but got 'i32'
// IREE: :[[# @LINE - 4]]:8: error: 'util.list.create' op operand #0 must be index, but got 'i32'

// -----

util.func public @f(%b: !util.buffer) {
  %0 = "util.list.size"(%b) : (!util.buffer) -> index
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.list.size' op operand #0 must be Dense list container type., but got '!util.buffer'
// IREE: :[[# @LINE - 4]]:8: error: 'util.list.size' op operand #0 must be Dense list container type., but got '!util.buffer'

// -----

util.func public @f(%l: !util.list<i32>, %n: i32) {
  "util.list.resize"(%l, %n) : (!util.list<i32>, i32) -> ()
  util.return
}
// CHECK: :[[# @LINE - 3]]:3: error: 'util.list.resize' op operand #1 must be index, but got 'i32'
// IREE: :[[# @LINE - 4]]:3: error: 'util.list.resize' op operand #1 must be index, but got 'i32'

// -----

// A number is not read through `!util.object`.
util.func public @f(%l: !util.list<!util.object>, %n: index) -> i32 {
  %0 = util.list.get %l[%n] : !util.list<!util.object> -> i32
  util.return %0 : i32
}
// CHECK: :[[# @LINE - 2]]:3: error: custom op 'util.list.get' list access types must match the same base type as the list element type (when not variant)
// IREE: :[[# @LINE - 3]]:3: error: custom op 'util.list.get' list access types must match the same base type as the list element type (when not variant)
