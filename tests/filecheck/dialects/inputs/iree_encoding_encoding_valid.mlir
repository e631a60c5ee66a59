// Data-tiling encodings both tools read (../iree_encoding_encoding_invalid.mlir):
// parameters in any order, an operand index of any integer type, `op_type`
// as a string, nested map lists, `?`, `true` and hex iteration sizes.
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1) -> (d1)>
util.func private @f(%a: tensor<4xf32, #iree_encoding.encoding<element_types = [f32, f16], op_type = "scaled_matmul", operand_index = 1 : index>>, %b: tensor<4xf32, #iree_encoding.encoding<operand_index = true, op_type = conv, element_types = [], user_indexing_maps = [[], [#map, #map1]], iteration_sizes = [?, true, 0x10]>>, %c: tensor<4xf32, #iree_encoding.encoding<operand_index = 0, op_type = matmul, element_types = [f32], user_indexing_maps = [#map1, #map], iteration_sizes = [-1, 4]>>)
// CHECK-DAG: #[[$M:.+]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[$M1:.+]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[$E:.+]] = #iree_encoding.encoding<operand_index = 1 : index, op_type = scaled_matmul, element_types = [f32, f16]>
// CHECK-DAG: #[[$E1:.+]] = #iree_encoding.encoding<operand_index = true, op_type = conv, element_types = [], user_indexing_maps = {{\[}}[], [#[[$M]], #[[$M1]]]], iteration_sizes = [?, -1, 16]>
// CHECK-DAG: #[[$E2:.+]] = #iree_encoding.encoding<operand_index = 0 : i64, op_type = matmul, element_types = [f32], user_indexing_maps = [#[[$M1]], #[[$M]]], iteration_sizes = [-1, 4]>
// CHECK: util.func private @f(%{{.+}}: tensor<4xf32, #[[$E]]>, %{{.+}}: tensor<4xf32, #[[$E1]]>, %{{.+}}: tensor<4xf32, #[[$E2]]>)
