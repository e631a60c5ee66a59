// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s --check-prefixes=CHECK,BOTH
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefixes=IREE,BOTH

// HAL's buffer-view ops refuse what iree-opt refuses (each was read as an
// unregistered op, with exit 0): element types and encodings IREE has no
// runtime code for, and operand and result types.  Where both tools give
// the same words at the same place one line (BOTH) checks both; a missing
// property and an operand count are refused at the same place in xDSL's
// words; of a variadic operand group, MLIR names the value refused.

util.func public @f() {
  %0 = hal.element_type<index> : i32
  util.return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'hal.element_type' op unsupported element type

// -----

util.func public @f() {
  %0 = hal.element_type<f80> : i32
  util.return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'hal.element_type' op unsupported element type

// -----

util.func public @f() {
  %0 = hal.element_type<tensor<4xf32>> : i32
  util.return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'hal.element_type' op unsupported element type

// -----

util.func public @f() {
  %0 = "hal.element_type"() : () -> i32
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'hal.element_type' op property 'type' expected in operation 'hal.element_type'
// IREE: :[[# @LINE - 4]]:8: error: 'hal.element_type' op requires attribute 'type'

// -----

util.func public @f() {
  %0 = hal.encoding_type<> : i32
  util.return
}
// BOTH: :[[# @LINE - 3]]:26: error: custom op 'hal.encoding_type' expected 'dense_row_major'

// -----

util.func public @f() {
  %0 = "hal.encoding_type"() <{encoding = #iree_encoding.testing<>}> : () -> i32
  util.return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'hal.encoding_type' op unsupported encoding type

// -----

util.func public @f(%b: !hal.buffer) {
  %0 = "hal.buffer_view.dim"(%b) <{index = 1 : index}> : (!hal.buffer) -> index
  util.return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'hal.buffer_view.dim' op operand #0 must be buffer_view, but got '!hal.buffer'

// -----

util.func public @f(%view: !hal.buffer_view) {
  %0 = "hal.buffer_view.rank"(%view) : (!hal.buffer_view) -> i32
  util.return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'hal.buffer_view.rank' op result #0 must be index, but got 'i32'

// -----

util.func public @f(%view: !hal.buffer_view, %x: i64) {
  "hal.buffer_view.assert"(%view, %x, %x) <{message = "x"}> : (!hal.buffer_view, i64, i64) -> ()
  util.return
}
// BOTH: :[[# @LINE - 3]]:3: error: 'hal.buffer_view.assert' op operand #1 must be 32-bit signless integer, but got 'i64'

// -----

util.func public @f(%view: !hal.buffer_view) {
  "hal.buffer_view.assert"(%view) <{message = "x"}> : (!hal.buffer_view) -> ()
  util.return
}
// CHECK: :[[# @LINE - 3]]:3: error: 'hal.buffer_view.assert' op Expected at least 3 operands, but got 1
// IREE: :[[# @LINE - 4]]:3: error: 'hal.buffer_view.assert' op expected 3 or more operands, but found 1

// -----

util.func public @f(%view: !hal.buffer_view, %b: !hal.buffer) {
  "hal.buffer_view.trace"(%view, %b) <{key = "k"}> : (!hal.buffer_view, !hal.buffer) -> ()
  util.return
}
// BOTH: :[[# @LINE - 3]]:3: error: 'hal.buffer_view.trace' op operand #1 must be variadic of buffer_view, but got '!hal.buffer'

// -----

util.func public @f(%u: !util.buffer, %i: index, %e: i32) {
  %v = "hal.buffer_view.create"(%u, %i, %i, %e, %e, %i) : (!util.buffer, index, index, i32, i32, index) -> !hal.buffer_view
  util.return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'hal.buffer_view.create' op operand #0 must be buffer, but got '!util.buffer'

// -----

util.func public @f(%view: !hal.buffer_view) {
  %0 = hal.buffer_view.dim<%view : !hal.buffer_view>[99999999999999999999] : index
  util.return
}
// BOTH: :[[# @LINE - 3]]:54: error: integer constant out of range for attribute

// -----

util.func public @f(%view: !hal.buffer_view) {
  %0 = "hal.buffer_view.element_type"(%view) : (!hal.buffer_view) -> i64
  util.return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'hal.buffer_view.element_type' op result #0 must be 32-bit signless integer, but got 'i64'

// -----

util.func public @f() {
  hal.buffer_view.trace "none" = :
  util.return
}
// BOTH: :[[# @LINE - 3]]:35: error: expected non-function type

// -----

util.func public @f(%view: !hal.buffer_view) {
  hal.buffer_view.trace "k" = %view : !hal.buffer_view, {a = 1}
  util.return
}
// BOTH: :[[# @LINE - 3]]:56: error: expected non-function type
