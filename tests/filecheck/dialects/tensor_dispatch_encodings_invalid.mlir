// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s

// A `stream.tensor.dispatch` has one encoding per operand (a scalar's
// `!util.unused`) and per result.  iree-opt 3.13 verifies these and crashes
// printing them; the package read them and printed a custom form that read
// back as another op (the missing encoding made `!util.unused`).

util.func public @f(%r: !stream.resource<*>, %i: i32, %sz: index) -> !stream.resource<*> {
  %0 = "stream.tensor.dispatch"(%r, %i, %sz, %sz) <{entry_points = [@ex::@fn], operandSegmentSizes = array<i32: 0, 2, 1, 0, 1, 0>, operand_encodings = [tensor<4xf32>], result_encodings = [tensor<4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, i32, index, index) -> !stream.resource<*>
  util.return %0 : !stream.resource<*>
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.tensor.dispatch' op has 2 operand(s) but 1 operand encoding(s)

// -----

util.func public @f(%r: !stream.resource<*>, %i: i32, %sz: index) -> !stream.resource<*> {
  %0 = "stream.tensor.dispatch"(%r, %i, %sz, %sz) <{entry_points = [@ex::@fn], operandSegmentSizes = array<i32: 0, 2, 1, 0, 1, 0>, operand_encodings = [tensor<4xf32>, !util.unused], result_encodings = [], tied_operands = [-1 : index]}> : (!stream.resource<*>, i32, index, index) -> !stream.resource<*>
  util.return %0 : !stream.resource<*>
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.tensor.dispatch' op has 1 result(s) but 0 result encoding(s)
