// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE
// RUN: xdsl-stream-opt %S/inputs/tensor_clone_encodings_valid.mlir | filecheck %s --check-prefix=VALID
// RUN: iree-opt %S/inputs/tensor_clone_encodings_valid.mlir | filecheck %s --check-prefix=VALID

// A stream.tensor.clone keeps the bytes: it may change shape and element type
// but not the layout.  Two encodings are compatible when equal, or when each
// one IREE lays out (encoding, identity, layout, padding, specialized,
// testing) accepts the other: any other such one, but a padding with the
// identity or with another padding.  Each case below is refused by iree-opt
// 3.13 too; the valid ones (inputs/) are accepted by both:
// VALID-COUNT-7: stream.tensor.clone

// A clone that gives a tensor a serializable encoding.
util.func public @f(%r: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %0 = stream.tensor.clone %r : tensor<4xf32> in !stream.resource<*>{%s} -> tensor<4xf32, #iree_encoding.testing<>> in !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}

// CHECK: :[[# @LINE - 4]]:8: error: 'stream.tensor.clone' op clones changing tensor encoding from <<NULL ATTRIBUTE>> to #iree_encoding.testing<>; not allowed
// IREE:  :[[# @LINE - 5]]:8: error: 'stream.tensor.clone' op clones changing tensor encoding from <<NULL ATTRIBUTE>> to #iree_encoding.testing<>; not allowed

// -----

// One that drops it.
util.func public @f(%r: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %0 = stream.tensor.clone %r : tensor<4xf32, #iree_encoding.identity> in !stream.resource<*>{%s} -> tensor<4xf32> in !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}

// CHECK: :[[# @LINE - 4]]:8: error: 'stream.tensor.clone' op clones changing tensor encoding from #iree_encoding.identity to <<NULL ATTRIBUTE>>; not allowed
// IREE:  :[[# @LINE - 5]]:8: error: 'stream.tensor.clone' op clones changing tensor encoding from #iree_encoding.identity to <<NULL ATTRIBUTE>>; not allowed

// -----

// A padding made the identity.
util.func public @f(%r: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %0 = stream.tensor.clone %r : tensor<4xf32, #iree_encoding.padding<[0, 64]>> in !stream.resource<*>{%s} -> tensor<4xf32, #iree_encoding.identity> in !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}

// CHECK: :[[# @LINE - 4]]:8: error: 'stream.tensor.clone' op clones changing tensor encoding from #iree_encoding.padding<[0, 64]> to #iree_encoding.identity; not allowed
// IREE:  :[[# @LINE - 5]]:8: error: 'stream.tensor.clone' op clones changing tensor encoding from #iree_encoding.padding<[0, 64]> to #iree_encoding.identity; not allowed

// -----

// Two paddings of different amounts.
util.func public @f(%r: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %0 = stream.tensor.clone %r : tensor<4xf32, #iree_encoding.padding<[0, 64]>> in !stream.resource<*>{%s} -> tensor<4xf32, #iree_encoding.padding<[0, 32]>> in !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}

// CHECK: :[[# @LINE - 4]]:8: error: 'stream.tensor.clone' op clones changing tensor encoding from #iree_encoding.padding<[0, 64]> to #iree_encoding.padding<[0, 32]>; not allowed
// IREE:  :[[# @LINE - 5]]:8: error: 'stream.tensor.clone' op clones changing tensor encoding from #iree_encoding.padding<[0, 64]> to #iree_encoding.padding<[0, 32]>; not allowed

// -----

// An encoding IREE does not lay out, against one it does.
util.func public @f(%r: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %0 = stream.tensor.clone %r : tensor<4xf32, #iree_encoding.unknown> in !stream.resource<*>{%s} -> tensor<4xf32, #iree_encoding.identity> in !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}

// CHECK: :[[# @LINE - 4]]:8: error: 'stream.tensor.clone' op clones changing tensor encoding from #iree_encoding.unknown to #iree_encoding.identity; not allowed
// IREE:  :[[# @LINE - 5]]:8: error: 'stream.tensor.clone' op clones changing tensor encoding from #iree_encoding.unknown to #iree_encoding.identity; not allowed

// -----

// An attribute of another kind, against a serializable encoding.
util.func public @f(%r: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %0 = stream.tensor.clone %r : tensor<4xf32, "a"> in !stream.resource<*>{%s} -> tensor<4xf32, #iree_encoding.specialized<1>> in !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}

// CHECK: :[[# @LINE - 4]]:8: error: 'stream.tensor.clone' op clones changing tensor encoding from "a" to #iree_encoding.specialized<1>; not allowed
// IREE:  :[[# @LINE - 5]]:8: error: 'stream.tensor.clone' op clones changing tensor encoding from "a" to #iree_encoding.specialized<1>; not allowed
