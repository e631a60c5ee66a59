// RUN: xdsl-opt -p fuse-dispatch-bindings %s > %t.ours
// RUN: filecheck %s < %t.ours
// RUN: iree-opt < %t.ours > %t.xdsl
// RUN: iree-opt --iree-stream-fuse-dispatch-bindings %s > %t.iree
// RUN: diff %t.xdsl %t.iree

// IREE's third scenario, as IREE writes it (mutable aliasing turned off on
// the export): all three bindings name one resource; the two read-only ones
// become one binding, the writable one stays apart.  Every old binding gets
// its own offset operand, grouped by fused binding.

stream.executable private @noalias_ex {
  stream.executable.export public @kernel attributes {stream.resources = #stream.resource_config<{alias_mutable_bindings = false}>}
  builtin.module {
    func.func @kernel(%p: !stream.binding, %q: !stream.binding, %r: !stream.binding, %scale: index) {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %a = stream.binding.subspan %p[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<16xi8>>{%c16}
      util.optimization_barrier %a : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<16xi8>>
      %b = stream.binding.subspan %q[%c16] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<16xi8>>{%c16}
      util.optimization_barrier %b : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<16xi8>>
      %c = stream.binding.subspan %r[%c32] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<16xi8>>{%c16}
      util.optimization_barrier %c : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<16xi8>>
      util.optimization_barrier %scale : index
      return
    }
  }
}
func.func @host(%scale: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c96 = arith.constant 96 : index
  %c128 = arith.constant 128 : index
  %c160 = arith.constant 160 : index
  %only = stream.resource.alloc uninitialized : !stream.resource<transient>{%c160}
  %done = stream.cmd.execute with(%only as %x: !stream.resource<transient>{%c160}) {
    stream.cmd.dispatch @noalias_ex::@kernel[%c1, %c1, %c1](%scale : index) {
      ro %x[%c32 for %c16] : !stream.resource<transient>{%c160},
      ro %x[%c64 for %c16] : !stream.resource<transient>{%c160},
      rw %x[%c0 for %c16] : !stream.resource<transient>{%c160}
    }
    stream.cmd.dispatch @noalias_ex::@kernel[%c1, %c1, %c1](%scale : index) {
      ro %x[%c96 for %c16] : !stream.resource<transient>{%c160},
      ro %x[%c128 for %c16] : !stream.resource<transient>{%c160},
      rw %x[%c16 for %c16] : !stream.resource<transient>{%c160}
    }
  } => !stream.timepoint
  return
}

// CHECK:      func.func @kernel(%p: !stream.binding, %r: !stream.binding, %p_offset: index, %q_offset: index, %r_offset: index, %scale: index) {
// CHECK:        %[[AT_Q:.+]] = arith.addi %q_offset, %c16 : index
// CHECK-NEXT:   %b = stream.binding.subspan %p[%[[AT_Q]]] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<16xi8>>{%c16}
// CHECK:        %[[AT_R:.+]] = arith.addi %r_offset, %c32 : index
// CHECK-NEXT:   %c = stream.binding.subspan %r[%[[AT_R]]] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<16xi8>>{%c16}
// CHECK:      stream.cmd.dispatch @noalias_ex::@kernel[%c1, %c1, %c1](%c32, %c64, %c0, %scale : index, index, index, index) {
// CHECK-NEXT:   ro %x[%[[ZERO:.+]] for %c160] : !stream.resource<transient>{%c160},
// CHECK-NEXT:   rw %x[%[[ZERO]] for %c160] : !stream.resource<transient>{%c160}
// CHECK-NEXT: }
