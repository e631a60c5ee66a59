// RUN: xdsl-stream-opt -p cse %s | filecheck %s
// RUN: xdsl-opt -p cse %s | filecheck %s
// RUN: xdsl-stream-opt -p binding-segment %s | filecheck %s
// RUN: iree-opt --cse %s | filecheck %s

// Ops that differ only in an attribute's parameters are different ops: CSE
// keeps each.  (xDSL compared attributes whose parameters a base class
// declares as equal, and merged the second op into the first.)

util.global private @dev_a : !hal.device
util.global private @dev_b : !hal.device

// CHECK-LABEL: util.func public @affinities
util.func public @affinities() -> (index, index, index, index) {
  // CHECK-NEXT: %[[A:.+]] = stream.tensor.sizeof on(#hal.device.affinity<@dev_a>) tensor<4xf32> : index
  // CHECK-NEXT: %[[B:.+]] = stream.tensor.sizeof on(#hal.device.affinity<@dev_b>) tensor<4xf32> : index
  // CHECK-NEXT: %[[Q:.+]] = stream.tensor.sizeof on(#hal.device.affinity<@dev_a, [1]>) tensor<4xf32> : index
  // CHECK-NEXT: %[[P:.+]] = stream.tensor.sizeof on(#hal.device.promise<@dev_b>) tensor<4xf32> : index
  // CHECK-NEXT: util.return %[[A]], %[[B]], %[[Q]], %[[P]]
  %0 = stream.tensor.sizeof on(#hal.device.affinity<@dev_a>) tensor<4xf32> : index
  %1 = stream.tensor.sizeof on(#hal.device.affinity<@dev_b>) tensor<4xf32> : index
  %2 = stream.tensor.sizeof on(#hal.device.affinity<@dev_a, [1]>) tensor<4xf32> : index
  %3 = stream.tensor.sizeof on(#hal.device.promise<@dev_b>) tensor<4xf32> : index
  util.return %0, %1, %2, %3 : index, index, index, index
}

// CHECK-LABEL: util.func public @encodings
util.func public @encodings() -> (index, index) {
  // CHECK-NEXT: %[[A:.+]] = stream.tensor.sizeof tensor<4xf32, #iree_encoding.padding<[0, 64]>> : index
  // CHECK-NEXT: %[[B:.+]] = stream.tensor.sizeof tensor<4xf32, #iree_encoding.padding<[0, 32]>> : index
  // CHECK-NEXT: util.return %[[A]], %[[B]]
  %0 = stream.tensor.sizeof tensor<4xf32, #iree_encoding.padding<[0, 64]>> : index
  %1 = stream.tensor.sizeof tensor<4xf32, #iree_encoding.padding<[0, 32]>> : index
  util.return %0, %1 : index, index
}

// The same attribute written two ways is one attribute: CSE merges the ops.
// CHECK-LABEL: util.func public @same_affinities
util.func public @same_affinities() -> (index, index, index, index) {
  // CHECK-NEXT: %[[O:.+]] = stream.tensor.sizeof on(#hal.device.optimal<[#hal.device.affinity<@dev_a>, #hal.device.affinity<@dev_b>]>) tensor<4xf32> : index
  // CHECK-NEXT: %[[Q:.+]] = stream.tensor.sizeof on(#hal.device.affinity<@dev_a, [0, 1]>) tensor<4xf32> : index
  // CHECK-NEXT: util.return %[[O]], %[[O]], %[[Q]], %[[Q]]
  %0 = stream.tensor.sizeof on(#hal.device.optimal<[#hal.device.affinity<@dev_a>, #hal.device.affinity<@dev_b>]>) tensor<4xf32> : index
  %1 = stream.tensor.sizeof on(#hal.device.optimal<[#hal.device.affinity<@dev_a>,#hal.device.affinity<@dev_b>]>) tensor<4xf32> : index
  %2 = stream.tensor.sizeof on(#hal.device.affinity<@dev_a, [0, 1]>) tensor<4xf32> : index
  %3 = stream.tensor.sizeof on(#hal.device.affinity<@dev_a, [1, 0]>) tensor<4xf32> : index
  util.return %0, %1, %2, %3 : index, index, index, index
}
