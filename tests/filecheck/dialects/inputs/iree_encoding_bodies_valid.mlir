// Encodings whose bodies both tools read (../iree_encoding_bodies_invalid.mlir).
util.func private @f(%a: tensor<4xf32, #iree_encoding.padding<[0, 64]>>, %b: tensor<4xf32, #iree_encoding.padding<[]>>, %c: tensor<4xf32, #iree_encoding.specialized<1, f32>>, %d: tensor<4xf32, #iree_encoding.testing<>>, %e: tensor<4xf32, #iree_encoding.testing<layouts = [#iree_encoding.specialized<1>]>>, %g: tensor<4xf32, #iree_encoding.layout<[#iree_encoding.specialized<1>]>>)
// CHECK: util.func private @f
