// Encodings whose bodies both tools read (../iree_encoding_bodies_invalid.mlir).
util.func private @f(%a: tensor<4xf32, #iree_encoding.padding<[0, 64]>>, %b: tensor<4xf32, #iree_encoding.padding<[]>>, %c: tensor<4xf32, #iree_encoding.specialized<1, f32>>, %d: tensor<4xf32, #iree_encoding.testing<>>, %e: tensor<4xf32, #iree_encoding.testing<layouts = [#iree_encoding.specialized<1>]>>, %g: tensor<4xf32, #iree_encoding.layout<[#iree_encoding.specialized<1>]>>)
// CHECK: util.func private @f

// Bodies both tools print in IREE's spelling: a dynamic padding `?` (also
// INT64_MIN), `true` and `false` as -1 and 0, hexadecimal seeds.
util.func private @g(%a: tensor<4x?xf32, #iree_encoding.padding<[0, ?]>>, %b: tensor<4xf32, #iree_encoding.padding<[ ? , 0x10, false, -9223372036854775808 ]>>, %c: tensor<4xf32, #iree_encoding.specialized<0x10 , i32>>, %d: tensor<4xf32, #iree_encoding.specialized<true>>, %e: tensor<4xf32, #iree_encoding.specialization_resolver<0x10>>, %h: tensor<4xf32, #iree_encoding.specialization_resolver<-2147483648>>)
// CHECK-LABEL: util.func private @g
// CHECK-SAME: tensor<4x?xf32, #iree_encoding.padding<[0, ?]>>
// CHECK-SAME: tensor<4xf32, #iree_encoding.padding<[?, 16, 0, ?]>>
// CHECK-SAME: tensor<4xf32, #iree_encoding.specialized<16, i32>>
// CHECK-SAME: tensor<4xf32, #iree_encoding.specialized<-1>>
// CHECK-SAME: tensor<4xf32, #iree_encoding.specialization_resolver<16>>
// CHECK-SAME: tensor<4xf32, #iree_encoding.specialization_resolver<-2147483648>>
