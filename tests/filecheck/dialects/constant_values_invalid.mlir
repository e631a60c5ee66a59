// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

// Constant values of the kind IREE declares: a stream.tensor.constant's and a
// util.global's initial value are typed (a unit, an array, a dense array...
// are refused as the properties are read; a stream.tensor.constant's
// composite too, which xDSL read with exit 0), a util.buffer.constant's is one
// IREE can write into a buffer (a string, dense elements, a byte pattern or a
// composite).  Both tools refuse each
// case in the same words at the same place.

util.func public @f() {
  %0 = "stream.tensor.constant"() <{result_encoding = tensor<4xi8>, value}> : () -> !stream.resource<constant>
  util.return
}

// CHECK: :[[# @LINE - 4]]:8: error: invalid properties {result_encoding = tensor<4xi8>, value} for op stream.tensor.constant: Invalid attribute `value` in property conversion: unit

// -----

util.func public @f() {
  %0 = "stream.tensor.constant"() <{result_encoding = tensor<4xi8>, value = [1, 2]}> : () -> !stream.resource<constant>
  util.return
}

// CHECK: :[[# @LINE - 4]]:8: error: invalid properties {result_encoding = tensor<4xi8>, value = [1, 2]} for op stream.tensor.constant: Invalid attribute `value` in property conversion: [1, 2]

// -----

// A dialect attribute without a type (iree-opt prints the composite's list
// on lines of its own: the check stops before it).
util.func public @f() {
  %0 = "stream.tensor.constant"() <{result_encoding = tensor<2xi32>, value = #util.composite<8xi8, [dense<1> : tensor<2xi32>]>}> : () -> !stream.resource<constant>
  util.return
}

// CHECK: :[[# @LINE - 4]]:8: error: invalid properties {result_encoding = tensor<2xi32>, value = #util.composite<8xi8, [

// -----

util.func public @f() {
  %0 = "stream.tensor.constant"() <{result_encoding = tensor<4xi8>, value = array<i8: 1, 2>}> : () -> !stream.resource<constant>
  util.return
}

// CHECK: :[[# @LINE - 4]]:8: error: invalid properties {result_encoding = tensor<4xi8>, value = array<i8: 1, 2>} for op stream.tensor.constant: Invalid attribute `value` in property conversion: array<i8: 1, 2>

// -----

util.func public @f() {
  %0 = "util.buffer.constant"() <{value}> : () -> !util.buffer
  util.return
}

// CHECK: :[[# @LINE - 4]]:8: error: 'util.buffer.constant' op attribute 'value' failed to satisfy constraint: buffer-like constant attribute values

// -----

util.func public @f() {
  %0 = "util.buffer.constant"() <{value = 5 : i32}> : () -> !util.buffer
  util.return
}

// CHECK: :[[# @LINE - 4]]:8: error: 'util.buffer.constant' op attribute 'value' failed to satisfy constraint: buffer-like constant attribute values

// -----

util.func public @f() {
  %0 = "util.buffer.constant"() <{value = @sym}> : () -> !util.buffer
  util.return
}

// CHECK: :[[# @LINE - 4]]:8: error: 'util.buffer.constant' op attribute 'value' failed to satisfy constraint: buffer-like constant attribute values

// -----

util.func public @f() {
  %0 = "util.buffer.constant"() <{value = #stream.parameter.named<"a"::"b"> : tensor<4xi8>}> : () -> !util.buffer
  util.return
}

// CHECK: :[[# @LINE - 4]]:8: error: 'util.buffer.constant' op attribute 'value' failed to satisfy constraint: buffer-like constant attribute values

// -----

// A global's initial value is typed too.
"util.global"() <{sym_name = "g", type = i32, initial_value}> : () -> ()

// CHECK: :[[# @LINE - 2]]:1: error: invalid properties {initial_value, sym_name = "g", type = i32} for op util.global: Invalid attribute `initial_value` in property conversion: unit

// -----

"util.global"() <{sym_name = "g", type = i32, initial_value = [1]}> : () -> ()

// CHECK: :[[# @LINE - 2]]:1: error: invalid properties {initial_value = [1], sym_name = "g", type = i32} for op util.global: Invalid attribute `initial_value` in property conversion: [1]

// -----

// An inlining policy is no value.
util.global @g : i32 = #util.inline.never

// CHECK: :[[# @LINE - 2]]:1: error: 'util.global' op attribute 'initial_value' failed to satisfy constraint: TypedAttr instance
