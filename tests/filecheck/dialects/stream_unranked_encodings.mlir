// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

// A tensor encoding has a rank.  IREE's custom form reads `{...}` after any
// shape that is not static, with one value per dynamic dimension, which an
// unranked tensor does not have: iree-opt 3.13 refuses it in custom form and
// prints it from generic form as `{<<INVALID>>}`; the package refuses both.

stream.executable private @ex {
  stream.executable.export public @fn
}
util.func public @f(%r: !stream.resource<*>, %s: index) {
  %0 = stream.tensor.dispatch @ex::@fn(%r) : (tensor<*xf32> in !stream.resource<*>{%s}) -> tensor<4xf32> in !stream.resource<*>{%s}
  util.return
}

// CHECK: :[[# @LINE - 4]]:60: error: expected '{'
// IREE:  :[[# @LINE - 5]]:60: error: expected '{'

// -----

stream.executable private @ex {
  stream.executable.export public @fn
}
util.func public @f(%r: !stream.resource<*>, %s: index) {
  %0 = stream.tensor.dispatch @ex::@fn(%r) : (tensor<*xf32>{%s} in !stream.resource<*>{%s}) -> tensor<4xf32> in !stream.resource<*>{%s}
  util.return
}

// CHECK: :[[# @LINE - 4]]:61: error: expected 0 operands
// IREE:  :[[# @LINE - 5]]:61: error: custom op 'stream.tensor.dispatch' expected 0 operands

// -----

stream.executable private @ex {
  stream.executable.export public @fn
}
util.func public @f(%r: !stream.resource<*>, %s: index) {
  %0 = "stream.tensor.dispatch"(%r, %s, %s) <{entry_points = [@ex::@fn], operand_encodings = [tensor<*xf32>], result_encodings = [tensor<4xf32>], tied_operands = [-1 : index], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
  util.return
}

// CHECK: :[[# @LINE - 4]]:8: error: 'stream.tensor.dispatch' op encoding must be a ranked type, but got tensor<*xf32>
// IREE: stream.tensor.dispatch @ex::@fn(%arg0) : (tensor<*xf32>{<<INVALID>>} in

// -----

// An unranked encoding in a generic op whose custom form has one encoding.
util.func public @g(%r: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %0 = "stream.tensor.clone"(%r, %s, %s) <{source_encoding = tensor<*xf32>, result_encoding = tensor<*xf32>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
  util.return %0 : !stream.resource<*>
}

// CHECK: :[[# @LINE - 4]]:8: error: 'stream.tensor.clone' op encoding must be a ranked type, but got tensor<*xf32>
