// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

// The Util ops of util_custom_forms.mlir refuse what iree-opt 3.13 refuses:
// an unknown or mutable global, a non-pointer, a pointer of another type,
// assumption rows and fields (an entry of a row that is not an assumption),
// operand counts and types.

util.func public @f() {
  %a = util.global.address @nope : !util.ptr<i32>
  util.return
}
// CHECK: error: 'util.global.address' op attribute 'global' failed to satisfy constraint: flat symbol reference attribute referencing to a
// IREE: error: 'util.global.address' op attribute 'global' failed to satisfy constraint

// -----

util.global private mutable @gv = 1 : i32
util.func public @f() {
  %a = util.global.address immutable @gv : !util.ptr<i32>
  util.return
}
// CHECK: error: 'util.global.address' op is marked as immutable but the global is mutable
// IREE: error: 'util.global.address' op is marked as immutable but the global is mutable

// -----

util.global private mutable @gv = 1 : i32
util.func public @f() {
  %a = util.global.address @gv : i32
  util.return
}
// CHECK: error: i32 should be of base attribute util.ptr
// IREE: error: 'util.global.address' op result #0 must be A pointer-like reference., but got 'i32'

// -----

util.func public @f(%p: !util.ptr<i32>) {
  %a = util.global.load.indirect %p : !util.ptr<i32> -> f32
  util.return
}
// CHECK: error: 'util.global.load.indirect' op global type mismatch; global pointer is 'i32' but load is 'f32'
// IREE: error: 'util.global.load.indirect' op global type mismatch; global pointer is 'i32' but load is 'f32'

// -----

util.func public @f(%p: !util.ptr<i32>, %n: index) {
  util.global.store.indirect %n, %p : index -> !util.ptr<i32>
  util.return
}
// CHECK: error: 'util.global.store.indirect' op global type mismatch; global pointer is 'i32' but store is 'index'
// IREE: error: 'util.global.store.indirect' op global type mismatch; global pointer is 'i32' but store is 'index'

// -----

util.func public @f(%i: i32) {
  %a = util.global.load.indirect %i : i32 -> i32
  util.return
}
// CHECK: error: i32 should be of base attribute util.ptr
// IREE: error: 'util.global.load.indirect' op operand #0 must be A pointer-like reference., but got 'i32'

// -----

util.func public @f(%n: index, %m: index) {
  %a:2 = util.assume.int %n[<umin = 1>, <umin = 2>], %m[<umin = 1>, <umin = 2>, <umin = 3>] : index, index
  util.return
}
// CHECK: error: 'util.assume.int' op expected operand #1 to have 2 assumptions but it has 3
// IREE: error: 'util.assume.int' op expected operand #1 to have 2 assumptions but it has 3

// -----

util.func public @f(%n: index) {
  %a = "util.assume.int"(%n) <{assumptions = []}> : (index) -> index
  util.return
}
// CHECK: error: 'util.assume.int' op expected 1 assumption rows to match number of operands
// IREE: error: 'util.assume.int' op expected 1 assumption rows to match number of operands

// -----

util.func public @f(%n: index, %m: i64) {
  %a:2 = "util.assume.int"(%n, %m) <{assumptions = [[32], [32]]}> : (index, i64) -> (index, i64)
  util.return
}
// CHECK: error: 'util.assume.int' op attribute 'assumptions' failed to satisfy constraint: list of int attribute assumptions for multiple values
// IREE: error: 'util.assume.int' op attribute 'assumptions' failed to satisfy constraint: list of int attribute assumptions for multiple values

// -----

util.func public @f(%n: index, %m: i64) {
  %a:2 = "util.assume.int"(%n, %m) <{assumptions = [32, [32]]}> : (index, i64) -> (index, i64)
  util.return
}
// CHECK: error: 'util.assume.int' op attribute 'assumptions' failed to satisfy constraint: list of int attribute assumptions for multiple values
// IREE: error: 'util.assume.int' op attribute 'assumptions' failed to satisfy constraint: list of int attribute assumptions for multiple values

// -----

util.func public @f(%n: index) {
  %a = "util.assume.int"(%n) <{assumptions = [[#util.int.assumption<umin = 1>]]}> : (index) -> i32
  util.return
}
// CHECK: error: 'util.assume.int' op failed to verify that all of {operands, results} have same type
// IREE: error: 'util.assume.int' op failed to verify that all of {operands, results} have same type

// -----

util.func public @f(%i: index, %j: index) -> index {
  %a:2 = util.assume.int %i<umin = 1>, %j<umin = 2> : index
  util.return %a#0 : index
}
// CHECK: util_custom_forms_invalid.mlir:[[# @LINE - 3]]:10: error: custom op 'util.assume.int' number of operands and types do not match: got 2 operands and 1 types
// IREE: util_custom_forms_invalid.mlir:[[# @LINE - 4]]:10: error: custom op 'util.assume.int' number of operands and types do not match: got 2 operands and 1 types

// -----

util.func public @f(%i: index) -> index {
  %a = util.assume.int %i<umin = 1> : index, index
  util.return %a : index
}
// CHECK: util_custom_forms_invalid.mlir:[[# @LINE - 3]]:8: error: custom op 'util.assume.int' number of operands and types do not match: got 1 operands and 2 types
// IREE: util_custom_forms_invalid.mlir:[[# @LINE - 4]]:8: error: custom op 'util.assume.int' number of operands and types do not match: got 1 operands and 2 types

// -----

util.func public @f(%n: index) {
  %a = util.assume.int %n<foo = 1> : index
  util.return
}
// CHECK: error: duplicate or unknown struct parameter name: foo
// IREE: error: custom op 'util.assume.int' duplicate or unknown struct parameter name: foo

// -----

util.func public @f(%n: index) {
  %a = util.assume.int %n<umin = 1, umin = 2> : index
  util.return
}
// CHECK: error: duplicate or unknown struct parameter name: umin
// IREE: error: custom op 'util.assume.int' duplicate or unknown struct parameter name: umin

// -----

util.func public @f(%n: index) {
  %a = util.assume.int %n<umin = 1,> : index
  util.return
}
// CHECK: error: expected a parameter name in struct
// IREE: error: custom op 'util.assume.int' expected a parameter name in struct

// -----

util.func public @f() {
  %a = "util.range.min"() : () -> index
  util.return
}
// CHECK: error: 'util.range.min' op expected 1 or more operands, but found 0
// IREE: error: 'util.range.min' op expected 1 or more operands, but found 0

// -----

util.func public @f(%n: index, %i: i32) {
  %a = "util.range.max"(%n, %i) : (index, i32) -> index
  util.return
}
// CHECK: error: 'util.range.max' op requires the same type for all operands and results
// IREE: error: 'util.range.max' op requires the same type for all operands and results

// -----

util.func public @f() {
  %a = "util.sizeof"() <{sizedType = index}> : () -> i32
  util.return
}
// CHECK: error: 'util.sizeof' op result 'size' at position 0 does not verify
// IREE: error: 'util.sizeof' op result #0 must be index, but got 'i32'

// -----

util.func public @f(%n: index) {
  %a = "util.cmp.eq"(%n, %n) : (index, index) -> i32
  util.return
}
// CHECK: error: 'util.cmp.eq' op result #0 must be 1-bit signless integer, but got 'i32'
// IREE: error: 'util.cmp.eq' op result #0 must be 1-bit signless integer, but got 'i32'

// -----

util.func public @f(%n: index, %i: i32) {
  %a = "util.cmp.eq"(%n, %i) : (index, i32) -> i1
  util.return
}
// CHECK: error: 'util.cmp.eq' op failed to verify that all of {lhs, rhs} have same type
// IREE: error: 'util.cmp.eq' op failed to verify that all of {lhs, rhs} have same type

// -----

util.func public @f() {
  %a = util.unfoldable_constant @f
  util.return
}
// CHECK: error: expected ':'
// IREE: error: expected ':'

// -----

util.func public @f() {
  %a = "util.unfoldable_constant"() : () -> i32
  util.return
}
// CHECK: error: 'util.unfoldable_constant' op property 'value' expected
// IREE: error: 'util.unfoldable_constant' op requires attribute 'value'

// -----

// A field of `#util.int.assumption` is a 64-bit unsigned value (a negative
// one above -2^63 wraps): 2^64 was read as 0.
util.func public @f(%n: index) {
  %a = "util.assume.int"(%n) <{assumptions = [[#util.int.assumption<umin = 18446744073709551616>]]}> : (index) -> index
  util.return
}
// CHECK: util_custom_forms_invalid.mlir:[[# @LINE - 3]]:76: error: integer value too large
// IREE: util_custom_forms_invalid.mlir:[[# @LINE - 4]]:76: error: integer value too large

// -----

util.func public @f(%n: index) {
  %a = "util.assume.int"(%n) <{assumptions = [[#util.int.assumption<udiv = -9223372036854775808>]]}> : (index) -> index
  util.return
}
// CHECK: util_custom_forms_invalid.mlir:[[# @LINE - 3]]:76: error: integer value too large
// IREE: util_custom_forms_invalid.mlir:[[# @LINE - 4]]:76: error: integer value too large

// -----

// Stricter than iree-opt, which accepts these and prints them as text that
// reads back as another op (`"x"`, of type none) or not at all (`unit`).
util.func public @f() {
  %0 = "util.unfoldable_constant"() <{value}> : () -> i32
  util.return
}
// CHECK: util_custom_forms_invalid.mlir:[[# @LINE - 3]]:8: error: 'util.unfoldable_constant' op expected a typed attribute as value

// -----

util.func public @f() {
  %0 = "util.unfoldable_constant"() <{value = "x"}> : () -> i32
  util.return
}
// CHECK: util_custom_forms_invalid.mlir:[[# @LINE - 3]]:8: error: 'util.unfoldable_constant' op value of type none does not match the result type i32

// -----

// A string's type is none: it initialises no i32 global (it was accepted).
util.global public @b : i32 = "x"
// CHECK: util_custom_forms_invalid.mlir:[[# @LINE - 1]]:1: error: 'util.global' op initial value type mismatch; global "b" is 'i32' but initial value provided is 'none'
// IREE: util_custom_forms_invalid.mlir:[[# @LINE - 2]]:1: error: 'util.global' op initial value type mismatch; global "b" is 'i32' but initial value provided is 'none'
