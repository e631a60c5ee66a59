// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

// Util's other value ops, hints and `util.hoistable_conversion` refuse what
// iree-opt refuses: each case was read as an unregistered op, with exit 0.  Verifier rules are IREE's,
// in its words at its place; a type refused in a custom form is refused in
// IREE's words (MLIR names the operand or result, we give the type's
// place); one refused in the generic form at the op, in xDSL's words.

util.func public @f(%x: i32) {
  %0 = util.cast %x : i32 to !util.object
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.cast' op operand type 'i32' is not object cast compatible
// IREE: :[[# @LINE - 4]]:8: error: 'util.cast' op operand type 'i32' is not object cast compatible

// -----

util.func public @f(%o: !util.object) {
  %0 = util.cast %o : !util.object to complex<f32>
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.cast' op result type 'complex<f32>' is not object cast compatible
// IREE: :[[# @LINE - 4]]:8: error: 'util.cast' op result type 'complex<f32>' is not object cast compatible

// -----

util.func public @f(%b: !util.buffer) {
  %0 = util.cast %b : !util.buffer to !util.list<i32>
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.cast' op operand type '!util.buffer' and result type '!util.list<i32>' are cast incompatible
// IREE: :[[# @LINE - 4]]:8: error: 'util.cast' op operand type '!util.buffer' and result type '!util.list<i32>' are cast incompatible

// -----

util.func public @f(%i: index) {
  %0 = util.cast %i : index to f32
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.cast' op operand type 'index' and result type 'f32' are cast incompatible
// IREE: :[[# @LINE - 4]]:8: error: 'util.cast' op operand type 'index' and result type 'f32' are cast incompatible

// -----

util.func public @f(%i: index, %x: i64) {
  %0 = "util.switch"(%i, %x) : (index, i64) -> i32
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.switch' op failed to verify that all of {default_value, result} have same type
// IREE: :[[# @LINE - 4]]:8: error: 'util.switch' op failed to verify that all of {default_value, result} have same type

// -----

util.func public @f(%i: index, %v: vector<2xi64>) {
  %0 = util.switch vector<2xi64> from [%v] at %i else %v : vector<2xi64>
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.switch' op operand #1 must be index or integer or floating-point, but got 'vector<2xi64>'
// IREE: :[[# @LINE - 4]]:8: error: 'util.switch' op operand #1 must be index or integer or floating-point, but got 'vector<2xi64>'

// -----

util.func public @f(%x: f32) {
  %0:2 = util.range.extents [%x for %x] : f32
  util.return
}
// CHECK: :[[# @LINE - 3]]:10: error: 'util.range.extents' op operand #0 must be variadic of index or integer, but got 'f32'
// IREE: :[[# @LINE - 4]]:10: error: 'util.range.extents' op operand #0 must be variadic of index or integer, but got 'f32'

// -----

util.func public @f() {
  %0:2 = "util.range.extents"() : () -> (i64, i64)
  util.return
}
// CHECK: :[[# @LINE - 3]]:10: error: 'util.range.extents' op expected 1 or more operands, but found 0
// IREE: :[[# @LINE - 4]]:10: error: 'util.range.extents' op expected 1 or more operands, but found 0

// -----

util.func public @f(%i: index) {
  %0 = util.numeric.optional_narrow %i : index as si8
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.numeric.optional_narrow' op operand #0 must be signless integer or floating-point or tensor of signless integer or floating-point values, but got 'index'
// IREE: :[[# @LINE - 4]]:8: error: 'util.numeric.optional_narrow' op operand #0 must be signless integer or floating-point or tensor of signless integer or floating-point values, but got 'index'

// -----

util.func public @f(%v: vector<4xi32>) {
  %0 = util.numeric.optional_narrow %v : vector<4xi32> as si8
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.numeric.optional_narrow' op operand #0 must be signless integer or floating-point or tensor of signless integer or floating-point values, but got 'vector<4xi32>'
// IREE: :[[# @LINE - 4]]:8: error: 'util.numeric.optional_narrow' op operand #0 must be signless integer or floating-point or tensor of signless integer or floating-point values, but got 'vector<4xi32>'

// -----

util.func public @f(%x: i32) {
  %0 = "util.numeric.optional_narrow"(%x) <{semantic_type = si8}> : (i32) -> i64
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.numeric.optional_narrow' op requires the same type for all operands and results
// IREE: :[[# @LINE - 4]]:8: error: 'util.numeric.optional_narrow' op requires the same type for all operands and results

// -----

util.func public @f(%x: i64, %y: i32) {
  %0 = "util.cmp.ne"(%x, %y) : (i64, i32) -> i1
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.cmp.ne' op failed to verify that all of {lhs, rhs} have same type
// IREE: :[[# @LINE - 4]]:8: error: 'util.cmp.ne' op failed to verify that all of {lhs, rhs} have same type

// -----

util.func public @f(%x: i64) {
  util.status.check_ok %x, "64 bits"
  util.return
}
// CHECK: :[[# @LINE - 3]]:24: error: {{.*}}i64
// IREE: :[[# @LINE - 4]]:24: error: use of value '%x' expects different type than prior uses: 'i32' vs 'i64'

// -----

util.func public @f(%x: i64) {
  "util.status.check_ok"(%x) : (i64) -> ()
  util.return
}
// CHECK: :[[# @LINE - 3]]:3: error: 'util.status.check_ok' op operand #0 must be 32-bit signless integer, but got 'i64'
// IREE: :[[# @LINE - 4]]:3: error: 'util.status.check_ok' op operand #0 must be 32-bit signless integer, but got 'i64'

// -----

util.func public @f() {
  util.unreachable "first"
  util.return
}
// CHECK: :[[# @LINE - 3]]:3: error: 'util.unreachable' op {{.*}}must be the last operation in
// IREE: :[[# @LINE - 4]]:3: error: 'util.unreachable' op must be the last operation in the parent block

// -----

util.func public @f(%x: i32) {
  %0 = util.hoistable_conversion "a" inverts("b") (%a = %x) : (i32) -> i32 {
    util.return %a, %a : i32, i32
  }
  util.return
}
// CHECK: :[[# @LINE - 5]]:8: error: 'util.hoistable_conversion' op return has 2 operands but op has 1 results
// IREE: :[[# @LINE - 6]]:8: error: 'util.hoistable_conversion' op return has 2 operands but op has 1 results

// -----

util.func public @f(%x: i32) {
  %0 = util.hoistable_conversion "a" inverts("b") (%a = %x) : (i32) -> i64 {
    util.return %a : i32
  }
  util.return
}
// CHECK: :[[# @LINE - 5]]:8: error: 'util.hoistable_conversion' op return operand #0 type 'i32' does not match result type 'i64'
// IREE: :[[# @LINE - 6]]:8: error: 'util.hoistable_conversion' op return operand #0 type 'i32' does not match result type 'i64'

// -----

util.func public @f(%x: i32) {
  %0 = "util.hoistable_conversion"(%x) <{inverseTag = "b", tag = "a"}> ({
  ^bb0(%a: i64):
    "util.return"(%a) : (i64) -> ()
  }) : (i32) -> i64
  util.return
}
// CHECK: :[[# @LINE - 6]]:8: error: 'util.hoistable_conversion' op block argument #0 type 'i64' does not match input type 'i32'
// IREE: :[[# @LINE - 7]]:8: error: 'util.hoistable_conversion' op block argument #0 type 'i64' does not match input type 'i32'

// -----

util.func public @f(%x: i32) {
  %0 = "util.hoistable_conversion"(%x) <{inverseTag = "b", tag = "a"}> ({
  ^bb0:
    "util.return"(%x) : (i32) -> ()
  }) : (i32) -> i32
  util.return
}
// CHECK: :[[# @LINE - 6]]:8: error: 'util.hoistable_conversion' op expected 1 block arguments but got 0
// IREE: :[[# @LINE - 7]]:8: error: 'util.hoistable_conversion' op expected 1 block arguments but got 0

// -----

util.func public @f() {
  "util.hoistable_conversion"() <{inverseTag = "b", tag = "a"}> ({
  }) : () -> ()
  util.return
}
// CHECK: :[[# @LINE - 4]]:3: error: 'util.hoistable_conversion' op expected exactly one block in the body region
// IREE: :[[# @LINE - 5]]:3: error: 'util.hoistable_conversion' op expected exactly one block in the body region

// -----

util.func public @f(%x: i32) {
  %0 = util.hoistable_conversion "a" inverts("b") (%a = %x) : (i32, i32) -> i32 {
    util.return %a : i32
  }
  util.return
}
// CHECK: :[[# @LINE - 5]]:61: error: custom op 'util.hoistable_conversion' expected as many input types as operands (expected 1 got 2)
// IREE: :[[# @LINE - 6]]:61: error: custom op 'util.hoistable_conversion' expected as many input types as operands (expected 1 got 2)

// -----

util.func public @f(%x: i32) {
  %0 = util.hoistable_conversion "a" inverts("b") (%a = %x) : i32 {
    util.return %a : i32
  }
  util.return
}
// CHECK: :[[# @LINE - 5]]:61: error: custom op 'util.hoistable_conversion' invalid kind of type specified: expected builtin.function, but found 'i32'
// IREE: :[[# @LINE - 6]]:61: error: custom op 'util.hoistable_conversion' invalid kind of type specified: expected builtin.function, but found 'i32'

// -----

util.func public @f(%x: i32) {
  %0 = "util.hoistable_conversion"(%x) <{inverseTag = "b", tag = "a"}> ({
  ^bb0(%a: i32):
    "util.return"(%a) : (i32) -> ()
  ^bb1:
    "util.return"(%x) : (i32) -> ()
  }) : (i32) -> i32
  util.return
}
// CHECK: :[[# @LINE - 8]]:8: error: 'util.hoistable_conversion' op expects region #0 to have 0 or 1 blocks
// IREE: :[[# @LINE - 9]]:8: error: 'util.hoistable_conversion' op expects region #0 to have 0 or 1 blocks
