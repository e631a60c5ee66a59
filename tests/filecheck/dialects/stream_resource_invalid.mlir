// RUN: xdsl-opt --split-input-file --verify-diagnostics --parsing-diagnostics %s | filecheck %s

// Verifier rules of the stream.resource.* ops; iree-opt 3.13 rejects each
// case too.  Counts that the custom form cannot get wrong are written in
// generic form.

util.func public @f(%a: index) {
  %0:2 = "stream.resource.pack"(%a) <{lifetime_intervals = [0 : index], operandSegmentSizes = array<i32: 0, 1>}> : (index) -> (index, index)
  util.return
}

// CHECK: requires a [start, end] range for each slice

// -----

util.func public @f(%a: index) {
  %0:3 = "stream.resource.pack"(%a) <{lifetime_intervals = [0 : index, 1 : index, 2 : index, 3 : index], operandSegmentSizes = array<i32: 0, 1>}> : (index) -> (index, index, index)
  util.return
}

// CHECK: requires a size for each slice

// -----

util.func public @f(%a: index) {
  %0:3 = "stream.resource.constants"(%a, %a) <{values = [dense<1> : tensor<1xi32>]}> : (index, index) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.timepoint)
  util.return
}

// CHECK: mismatched constant/result counts

// -----

util.func public @f(%a: index) {
  %0:3 = stream.resource.constants :
    !stream.resource<constant>{%a} = dense<1> : tensor<1xi32>,
    !stream.resource<variable>{%a} = dense<2> : tensor<1xi32>
    => !stream.timepoint
  util.return
}

// CHECK: all results must be of the same type

// -----

util.func public @f(%a: index) {
  %0:2 = stream.resource.constants :
    !stream.resource<transient>{%a} = dense<1> : tensor<1xi32>
    => !stream.timepoint
  util.return
}

// CHECK: Expected one of !stream.resource<constant>, !stream.resource<variable>, but got !stream.resource<transient>

// -----

util.func public @f(%r: !stream.resource<*>, %a: index) {
  %0 = stream.resource.load %r[%a] : !stream.resource<*>{%a} -> i32
  util.return
}

// CHECK: 'stream.resource.load' op operand #0 must be staging resource, but got '!stream.resource<*>'

// -----

util.func public @f(%r: !stream.resource<staging>, %a: index, %v: vector<f32>) {
  stream.resource.store %v, %r[%a] : vector<f32> -> !stream.resource<staging>{%a}
  util.return
}

// CHECK: value must be a primitive type or a vector of non-zero rank, got vector<f32>

// -----

util.func public @f(%r: !stream.resource<*>, %a: index) {
  %0 = "stream.resource.subview"(%r, %a, %a, %a) : (!stream.resource<*>, index, index, index) -> !stream.resource<external>
  util.return
}

// CHECK: 'stream.resource.subview' op failed to verify that all of {source, result} have same type
