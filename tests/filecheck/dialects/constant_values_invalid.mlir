// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

// Constant values of the kind IREE declares: a stream.tensor.constant's is
// typed (a unit, an array, a dense array... refused as its properties are
// read), a util.buffer.constant's one IREE can write into a buffer (a string,
// dense elements, a byte pattern or a composite).  Both tools refuse each
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
