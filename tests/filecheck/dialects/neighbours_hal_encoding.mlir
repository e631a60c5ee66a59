// RUN: xdsl-opt %s > %t.custom
// RUN: xdsl-opt %s --print-op-generic > %t.generic
// RUN: filecheck %s < %t.custom
// RUN: xdsl-opt < %t.custom | filecheck %s
// RUN: xdsl-opt < %t.generic | filecheck %s
// RUN: iree-opt --mlir-print-op-generic < %t.custom > %t.via_xdsl
// RUN: iree-opt --mlir-print-op-generic < %t.generic > %t.via_xdsl_generic
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: iree-opt --mlir-print-op-generic %s | xdsl-opt | iree-opt --mlir-print-op-generic > %t.via_iree_generic
// RUN: diff %t.iree %t.via_xdsl
// RUN: diff %t.iree %t.via_xdsl_generic
// RUN: diff %t.iree %t.via_iree_generic

// Two neighbours of Stream IR that IREE's own Stream tests use: the fence a
// timepoint is chained to (`hal.fence.create`, whose flags read as a case
// name, quoted or not, and print as iree-opt prints them), and encodings in
// tensor types, whose bodies name attribute aliases: the aliases are written
// out in full, since their definitions are not printed back.

#map_a = affine_map<(d0, d1, d2) -> (d0, d2)>
#map_b = affine_map<(d0, d1, d2) -> (d2, d1)>
#enc = #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [#map_a, #map_b]>

builtin.module {
  util.func private @chain(%device: !hal.device, %fence: !hal.fence) -> (!hal.fence, !hal.fence) {
    %tp = stream.timepoint.import %fence : (!hal.fence) => !stream.timepoint
    %none = hal.fence.create device(%device : !hal.device) flags(None) : !hal.fence
    %reserved = hal.fence.create device(%device : !hal.device) flags("Reserved") : !hal.fence attributes {note}
    stream.timepoint.chain_external %tp => (%none : !hal.fence)
    util.return %none, %reserved : !hal.fence, !hal.fence
  }
  util.func private @encode(%r: !stream.resource<*>, %d: index, %s0: index, %s1: index) -> !stream.resource<*> {
    %e = stream.tensor.encode %r : tensor<?x64xf32>{%d} in !stream.resource<*>{%s0} -> tensor<?x64xf32, #enc>{%d} in !stream.resource<*>{%s1}
    util.return %e : !stream.resource<*>
  }
}

// CHECK:      %none = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
// CHECK-NEXT: %reserved = hal.fence.create device(%device : !hal.device) flags(Reserved) : !hal.fence attributes {note}
// CHECK:      tensor<?x64xf32, #iree_encoding.encoding<operand_index = 0 : index, op_type = matmul, element_types = [f32, f32, f32], user_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]>>{%d}
// CHECK-NOT:  #map_
