// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

// The `!util.buffer` ops refuse what iree-opt refuses: each case was read as
// an unregistered op, with exit 0.  Where both tools give the same words at
// the same place one line checks both; a type refused in a custom form is
// refused in IREE's words (MLIR names the operand or result, we give the
// type's place); a type refused in the generic form is refused at the op,
// in xDSL's words.

util.func public @f(%size: index) -> !util.buffer {
  %0 = util.buffer.alloc uninitialized <alignment = 12> : !util.buffer{%size}
  util.return %0 : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.buffer.alloc' op invalid alignment; must be a power of two
// IREE: :[[# @LINE - 4]]:8: error: 'util.buffer.alloc' op invalid alignment; must be a power of two

// -----

util.func public @f(%size: index) -> !util.buffer {
  %0 = "util.buffer.alloc"(%size) <{alignment = 16 : i32}> : (index) -> !util.buffer
  util.return %0 : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.buffer.alloc' op i32 should be of base attribute index
// IREE: :[[# @LINE - 4]]:8: error: 'util.buffer.alloc' op attribute 'alignment' failed to satisfy constraint: index attribute

// -----

util.func public @f(%size: index) -> !util.buffer {
  %0 = util.buffer.alloc uninitialized {alignment = 16 : index} : !util.buffer{%size}
  util.return %0 : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:40: error: custom op 'util.buffer.alloc' inherent attribute 'alignment' cannot be parsed from attr-dict when strict properties in assembly format is enabled
// IREE: :[[# @LINE - 4]]:40: error: custom op 'util.buffer.alloc' inherent attribute 'alignment' cannot be parsed from attr-dict when strict properties in assembly format is enabled

// -----

util.func public @f(%x: index) -> index {
  %0 = "util.buffer.size"(%x) : (index) -> index
  util.return %0 : index
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.buffer.size' op operand #0 must be A reference counted byte buffer., but got 'index'
// IREE: :[[# @LINE - 4]]:8: error: 'util.buffer.size' op operand #0 must be A reference counted byte buffer., but got 'index'

// -----

util.func public @f(%b: !util.buffer, %size: index) -> !util.buffer {
  %0 = "util.buffer.subspan"(%b, %size, %size, %size) : (!util.buffer, index, index, index) -> index
  util.return %b : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.buffer.subspan' op result #0 must be A reference counted byte buffer., but got 'index'
// IREE: :[[# @LINE - 4]]:8: error: 'util.buffer.subspan' op result #0 must be A reference counted byte buffer., but got 'index'

// -----

util.func public @f(%b: !util.buffer, %size: index) -> i32 {
  %0 = "util.buffer.compare"(%b, %size, %size, %b, %size, %size, %size) : (!util.buffer, index, index, !util.buffer, index, index, index) -> i32
  util.return %0 : i32
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.buffer.compare' op result #0 must be 1-bit signless integer, but got 'i32'
// IREE: :[[# @LINE - 4]]:8: error: 'util.buffer.compare' op result #0 must be 1-bit signless integer, but got 'i32'

// -----

util.func public @f(%b: !util.buffer, %size: index) {
  %0:2 = "util.buffer.storage"(%b, %size) : (!util.buffer, index) -> (tensor<4xi8>, index)
  util.return
}
// CHECK: :[[# @LINE - 3]]:10: error: 'util.buffer.storage' op result #0 must be memref of any non-token type values, but got 'tensor<4xi8>'
// IREE: :[[# @LINE - 4]]:10: error: 'util.buffer.storage' op result #0 must be memref of any non-token type values, but got 'tensor<4xi8>'

// -----

util.func public @f(%b: !util.buffer, %size: index, %v: vector<4xi8>) {
  util.buffer.fill %v, %b[%size for %size] : vector<4xi8> -> !util.buffer{%size}
  util.return
}
// CHECK: :[[# @LINE - 3]]:3: error: 'util.buffer.fill' op operand #0 must be integer or floating-point or index, but got 'vector<4xi8>'
// IREE: :[[# @LINE - 4]]:3: error: 'util.buffer.fill' op operand #0 must be integer or floating-point or index, but got 'vector<4xi8>'

// -----

util.func public @f(%b: !util.buffer, %size: index) -> vector<4xi8> {
  %0 = util.buffer.load %b[%size for %size] : !util.buffer{%size} -> vector<4xi8>
  util.return %0 : vector<4xi8>
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.buffer.load' op result #0 must be index or integer or floating-point, but got 'vector<4xi8>'
// IREE: :[[# @LINE - 4]]:8: error: 'util.buffer.load' op result #0 must be index or integer or floating-point, but got 'vector<4xi8>'

// -----

util.func public @f(%b: !util.buffer, %size: index) {
  util.buffer.store %b, %b[%size for %size] : !util.buffer -> !util.buffer{%size}
  util.return
}
// CHECK: :[[# @LINE - 3]]:3: error: 'util.buffer.store' op operand #0 must be index or integer or floating-point, but got '!util.buffer'
// IREE: :[[# @LINE - 4]]:3: error: 'util.buffer.store' op operand #0 must be index or integer or floating-point, but got '!util.buffer'

// -----

util.func public @f(%b: !util.buffer, %size: index) -> i32 {
  %0 = util.buffer.hash %b[%size for %size] : !util.buffer{%size} -> i32
  util.return %0 : i32
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.buffer.hash' op result #0 must be 64-bit signless integer, but got 'i32'
// IREE: :[[# @LINE - 4]]:8: error: 'util.buffer.hash' op result #0 must be 64-bit signless integer, but got 'i32'

// -----

util.func public @f(%size: i32) -> !util.buffer {
  %0 = "util.buffer.alloc"(%size) : (i32) -> !util.buffer
  util.return %0 : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.buffer.alloc' op operand #0 must be index, but got 'i32'
// IREE: :[[# @LINE - 4]]:8: error: 'util.buffer.alloc' op operand #0 must be index, but got 'i32'

// -----

// A float for a string or an integer property is refused at the token after
// it, as MLIR refuses it (the package placed it right after the float).
util.func public @f() -> !util.buffer {
  %0 = util.buffer.constant "n" <mime_type = 1.0 > : !util.buffer = "abc"
  util.return %0 : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:50: error: floating point value not valid for specified type
// IREE: :[[# @LINE - 4]]:50: error: floating point value not valid for specified type

// -----

util.func public @f(%size: index) -> !util.buffer {
  %0 = util.buffer.alloc uninitialized <alignment = 2.0 > : !util.buffer{%size}
  util.return %0 : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:57: error: floating point value not valid for specified type
// IREE: :[[# @LINE - 4]]:57: error: floating point value not valid for specified type

// -----

// A type IREE's ops name by its own definition is read as that class: another
// type is refused where it is written, not by the verifier at the op.
util.func public @f() {
  %k = util.buffer.constant : i32 = "x"
  util.return
}
// CHECK: util_buffer_ops_invalid.mlir:[[# @LINE - 3]]:31: error: custom op 'util.buffer.constant' invalid kind of type specified: expected util.buffer, but found 'i32'
// IREE: util_buffer_ops_invalid.mlir:[[# @LINE - 4]]:31: error: custom op 'util.buffer.constant' invalid kind of type specified: expected util.buffer, but found 'i32'

// -----

util.func public @f() {
  %t = stream.timepoint.immediate => !stream.resource<*>
  util.return
}
// CHECK: util_buffer_ops_invalid.mlir:[[# @LINE - 3]]:38: error: custom op 'stream.timepoint.immediate' invalid kind of type specified: expected stream.timepoint, but found '!stream.resource<*>'
// IREE: util_buffer_ops_invalid.mlir:[[# @LINE - 4]]:38: error: custom op 'stream.timepoint.immediate' invalid kind of type specified: expected stream.timepoint, but found '!stream.resource<*>'

// -----

// IREE's `Index` is `IndexType`'s: the Stream and Util ops read it as that class.
util.func public @f() -> i64 {
  %s = stream.tensor.sizeof tensor<4xf32> : i64
  util.return %s : i64
}
// CHECK: util_buffer_ops_invalid.mlir:[[# @LINE - 3]]:45: error: custom op 'stream.tensor.sizeof' invalid kind of type specified: expected builtin.index, but found 'i64'
// IREE: util_buffer_ops_invalid.mlir:[[# @LINE - 4]]:45: error: custom op 'stream.tensor.sizeof' invalid kind of type specified: expected builtin.index, but found 'i64'
