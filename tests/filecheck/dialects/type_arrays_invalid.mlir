// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

// The encodings of `stream.tensor.dispatch` and `stream.tensor.trace` are
// IREE's type arrays: in generic form an integer there was read as an
// encoding, with exit 0.

util.func public @f() {
  "stream.tensor.dispatch"() <{entry_points = [@ex::@fn], operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0>, operand_encodings = [-1 : index], result_encodings = []}> : () -> ()
  util.return
}
// CHECK: :[[# @LINE - 3]]:3: error: 'stream.tensor.dispatch' op attribute 'operand_encodings' failed to satisfy constraint: type array attribute

// -----

util.func public @f() {
  "stream.tensor.dispatch"() <{entry_points = [@ex::@fn], operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0>, operand_encodings = [], result_encodings = [-1 : index]}> : () -> ()
  util.return
}
// CHECK: :[[# @LINE - 3]]:3: error: 'stream.tensor.dispatch' op attribute 'result_encodings' failed to satisfy constraint: type array attribute

// -----

util.func public @f(%r: !stream.resource<staging>, %sz: index) {
  "stream.tensor.trace"(%r, %sz) <{key = "k", operandSegmentSizes = array<i32: 1, 1, 0>, resource_encodings = [1 : i32]}> : (!stream.resource<staging>, index) -> ()
  util.return
}
// CHECK: :[[# @LINE - 3]]:3: error: 'stream.tensor.trace' op attribute 'resource_encodings' failed to satisfy constraint: type array attribute
