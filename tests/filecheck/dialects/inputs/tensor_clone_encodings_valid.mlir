// Clones whose encodings IREE takes as the same layout (../stream_tensor_clone_encodings.mlir).
util.func public @f(%r: !stream.resource<*>, %s: index) {
  %0 = stream.tensor.clone %r : tensor<4xf32, "a"> in !stream.resource<*>{%s} -> tensor<4xf32, "b"> in !stream.resource<*>{%s}
  %1 = stream.tensor.clone %r : tensor<4xf32, #iree_encoding.unknown> in !stream.resource<*>{%s} -> tensor<4xf32> in !stream.resource<*>{%s}
  %2 = stream.tensor.clone %r : tensor<4xf32, #iree_encoding.identity> in !stream.resource<*>{%s} -> tensor<4xf32, #iree_encoding.testing<>> in !stream.resource<*>{%s}
  %3 = stream.tensor.clone %r : tensor<4xf32, #iree_encoding.padding<[0, 64]>> in !stream.resource<*>{%s} -> tensor<8xi16, #iree_encoding.padding<[0,64]>> in !stream.resource<*>{%s}
  %4 = stream.tensor.clone %r : tensor<4xf32, #iree_encoding.padding<[0, 64]>> in !stream.resource<*>{%s} -> tensor<4xf32, #iree_encoding.specialized<2>> in !stream.resource<*>{%s}
  %5 = stream.tensor.clone %r : tensor<4xf32, #iree_encoding.specialized<1>> in !stream.resource<*>{%s} -> tensor<4xf32, #iree_encoding.specialized<2>> in !stream.resource<*>{%s}
  %6 = stream.tensor.clone %r : tensor<4xf32, #iree_encoding.identity_resolver> in !stream.resource<*>{%s} -> tensor<4xf32> in !stream.resource<*>{%s}
  util.return
}
