// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt | filecheck %s
// RUN: iree-opt %s | filecheck %s
// RUN: xdsl-stream-opt --print-op-generic %s | iree-opt --mlir-print-op-generic > %t.ours
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.ours

// Data tiling's `iree_encoding.set_encoding` and `unset_encoding`, which
// Stream-phase dumps hold with `--iree-opt-data-tiling` (they were read as
// unregistered ops, in generic form only), each in its custom form as
// iree-opt prints it: a dynamic iteration size of the encoding is an
// `encoding_dims` value, a dynamic size of the plain tensor a result
// dimension.

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#static = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [4, 4, 16]>
#dynamic = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map, #map1, #map2], iteration_sizes = [?, 4, 16]>

// CHECK-LABEL: func.func @static(
func.func @static(%t: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // CHECK-NEXT: %[[E:\w+]] = iree_encoding.set_encoding %{{\w+}} : tensor<4x16xf32> -> tensor<4x16xf32, #{{.+}}>
  %0 = iree_encoding.set_encoding %t : tensor<4x16xf32> -> tensor<4x16xf32, #static>
  // CHECK-NEXT: %{{\w+}} = iree_encoding.unset_encoding %[[E]] : tensor<4x16xf32, #{{.+}}> -> tensor<4x16xf32>
  %1 = iree_encoding.unset_encoding %0 : tensor<4x16xf32, #static> -> tensor<4x16xf32>
  return %1 : tensor<4x16xf32>
}

// CHECK-LABEL: func.func @dynamic(
func.func @dynamic(%t: tensor<?x16xf32>, %n: index) -> tensor<?x16xf32> {
  // CHECK-NEXT: %[[E:\w+]] = iree_encoding.set_encoding %{{\w+}} encoding_dims{%{{\w+}}} : tensor<?x16xf32> -> tensor<?x16xf32, #{{.+}}>
  %0 = iree_encoding.set_encoding %t encoding_dims{%n} : tensor<?x16xf32> -> tensor<?x16xf32, #dynamic>
  // CHECK-NEXT: %{{\w+}} = iree_encoding.unset_encoding %[[E]] encoding_dims{%{{\w+}}} : tensor<?x16xf32, #{{.+}}> -> tensor<?x16xf32>{%{{\w+}}}
  %1 = iree_encoding.unset_encoding %0 encoding_dims{%n} : tensor<?x16xf32, #dynamic> -> tensor<?x16xf32>{%n}
  return %1 : tensor<?x16xf32>
}

// An encoding other than a data-tiling one takes any number of encoding
// dimensions, as IREE counts none for it.
// CHECK-LABEL: func.func @other_encoding(
func.func @other_encoding(%t: tensor<?x16xf32>, %n: index) -> tensor<?x16xf32, #iree_encoding.testing<>> {
  // CHECK-NEXT: iree_encoding.set_encoding %{{\w+}} encoding_dims{%{{\w+}}} : tensor<?x16xf32> -> tensor<?x16xf32, #{{.+}}>
  %0 = iree_encoding.set_encoding %t encoding_dims{%n} : tensor<?x16xf32> -> tensor<?x16xf32, #iree_encoding.testing<>>
  return %0 : tensor<?x16xf32, #iree_encoding.testing<>>
}
