// RUN: xdsl-opt -p fuse-dispatch-bindings %s > %t.ours
// RUN: filecheck %s < %t.ours
// RUN: iree-opt < %t.ours > %t.xdsl
// RUN: iree-opt --iree-stream-fuse-dispatch-bindings %s > %t.iree
// RUN: diff %t.xdsl %t.iree

// IREE's first fuse-dispatch-bindings scenario, as IREE writes it: two
// bindings of distinct resources, static dispatch tensors given their
// dimension, mutable aliasing requested on the export.  Each binding is
// rebased to offset 0 of its resource and the site's offset is passed as a
// new index operand that the function adds to its subspan offsets.

stream.executable private @rebase_ex {
  stream.executable.export public @kernel attributes {stream.resources = #stream.resource_config<{alias_mutable_bindings = true}>}
  builtin.module {
    func.func @kernel(%lhs: !stream.binding, %rhs: !stream.binding, %scale: index) {
      %c0 = arith.constant 0 : index
      %c24 = arith.constant 24 : index
      %a = stream.binding.subspan %lhs[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<24xi8>>{%c24}
      util.optimization_barrier %a : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<24xi8>>
      %b = stream.binding.subspan %rhs[%c24] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<24xi8>>{%c24}
      util.optimization_barrier %b : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<24xi8>>
      util.optimization_barrier %scale : index
      return
    }
  }
}
func.func @host(%scale: index) {
  %c1 = arith.constant 1 : index
  %c24 = arith.constant 24 : index
  %c48 = arith.constant 48 : index
  %c96 = arith.constant 96 : index
  %c144 = arith.constant 144 : index
  %c192 = arith.constant 192 : index
  %c256 = arith.constant 256 : index
  %first = stream.resource.alloc uninitialized : !stream.resource<transient>{%c256}
  %second = stream.resource.alloc uninitialized : !stream.resource<transient>{%c256}
  %done = stream.cmd.execute with(%first as %x: !stream.resource<transient>{%c256}, %second as %y: !stream.resource<transient>{%c256}) {
    stream.cmd.dispatch @rebase_ex::@kernel[%c1, %c1, %c1](%scale : index) {
      rw %x[%c48 for %c24] : !stream.resource<transient>{%c256},
      rw %y[%c96 for %c24] : !stream.resource<transient>{%c256}
    }
    stream.cmd.dispatch @rebase_ex::@kernel[%c1, %c1, %c1](%scale : index) {
      rw %x[%c144 for %c24] : !stream.resource<transient>{%c256},
      ro %y[%c192 for %c24] : !stream.resource<transient>{%c256}
    }
  } => !stream.timepoint
  return
}

// CHECK:      func.func @kernel(%lhs: !stream.binding, %rhs: !stream.binding, %lhs_offset: index, %rhs_offset: index, %scale: index) {
// CHECK:        %a = stream.binding.subspan %lhs[%lhs_offset] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<24xi8>>{%c24}
// CHECK:        %[[AT:.+]] = arith.addi %rhs_offset, %c24 : index
// CHECK-NEXT:   %b = stream.binding.subspan %rhs[%[[AT]]] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<24xi8>>{%c24}
// CHECK:      stream.cmd.dispatch @rebase_ex::@kernel[%c1, %c1, %c1](%c48, %c96, %scale : index, index, index) {
// CHECK-NEXT:   rw %x[%c0 for %c256] : !stream.resource<transient>{%c256},
// CHECK-NEXT:   rw %y[%c0 for %c256] : !stream.resource<transient>{%c256}
// CHECK:      stream.cmd.dispatch @rebase_ex::@kernel[%c1, %c1, %c1](%c144, %c192, %scale : index, index, index) {
// CHECK-NEXT:   rw %x[%c0 for %c256] : !stream.resource<transient>{%c256},
// CHECK-NEXT:   rw %y[%c0 for %c256] : !stream.resource<transient>{%c256}
