// RUN: xdsl-opt -p fuse-dispatch-bindings %s > %t.ours
// RUN: filecheck %s < %t.ours
// RUN: iree-opt < %t.ours | filecheck %s
// RUN: iree-opt --iree-stream-fuse-dispatch-bindings %s | filecheck %s

// Rebase: no two bindings name the same resource, so nothing fuses, but every
// binding is still rebased.  Each site binds its resources whole (offset zero,
// length the resource size) and passes the old offsets as leading operands; the
// function adds them to its subspan offsets.  The access of a binding is the
// union over all sites: `ro` at one site and `rw` at the other gives `rw`.


// CHECK-LABEL: stream.executable private @scale_ex
// CHECK:       func.func @scale(%[[SRC:[^:]+]]: !stream.binding, %[[DST:[^:]+]]: !stream.binding, %[[SRC_OFF:[^:]+]]: index, %[[DST_OFF:[^:]+]]: index, %[[COUNT:[^:]+]]: index) {
// CHECK-NEXT:    arith.constant 0 : index
// CHECK-NEXT:    %[[C16:[^ ]+]] = arith.constant 16 : index
// Offset 0: the subspan uses the offset argument directly, no add.
// CHECK-NEXT:    %[[IN:[^ ]+]] = stream.binding.subspan %[[SRC]][%[[SRC_OFF]]] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf16>>
// A constant offset goes on the right of the add.
// CHECK-NEXT:    %[[SUM:[^ ]+]] = arith.addi %[[DST_OFF]], %[[C16]] : index
// CHECK-NEXT:    %[[OUT:[^ ]+]] = stream.binding.subspan %[[DST]][%[[SUM]]] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8xf16>>
// CHECK-NEXT:    util.optimization_barrier %[[IN]] :
// CHECK-NEXT:    util.optimization_barrier %[[OUT]] :
// CHECK-NEXT:    util.optimization_barrier %[[COUNT]] : index

// CHECK-LABEL: func.func @run_twice(
// CHECK-SAME:      %[[N:[^:]+]]: index) {
// CHECK-NEXT:    %[[C1:[^ ]+]] = arith.constant 1 : index
// CHECK-NEXT:    %[[C16:[^ ]+]] = arith.constant 16 : index
// CHECK-NEXT:    %[[C64:[^ ]+]] = arith.constant 64 : index
// CHECK-NEXT:    %[[C128:[^ ]+]] = arith.constant 128 : index
// CHECK-NEXT:    %[[C192:[^ ]+]] = arith.constant 192 : index
// CHECK-NEXT:    %[[C256:[^ ]+]] = arith.constant 256 : index
// CHECK-NEXT:    %[[C512:[^ ]+]] = arith.constant 512 : index
// CHECK-NEXT:    %[[LHS:[^ ]+]] = stream.resource.alloc uninitialized
// CHECK-NEXT:    %[[RHS:[^ ]+]] = stream.resource.alloc uninitialized
// One new zero, just before the execute, shared by both sites.
// CHECK-NEXT:    %[[ZERO:[^ ]+]] = arith.constant 0 : index
// CHECK-NEXT:    stream.cmd.execute with(%[[LHS]] as %[[A:[^:]+]]: !stream.resource<transient>{%[[C512]]}, %[[RHS]] as %[[B:[^:]+]]: !stream.resource<transient>{%[[C512]]}) {
// CHECK-NEXT:      stream.cmd.dispatch @scale_ex::@scale[%[[C1]]](%[[C64]], %[[C128]], %[[N]] : index, index, index) {
// CHECK-NEXT:        rw %[[A]][%[[ZERO]] for %[[C512]]] : !stream.resource<transient>{%[[C512]]},
// CHECK-NEXT:        rw %[[B]][%[[ZERO]] for %[[C512]]] : !stream.resource<transient>{%[[C512]]}
// CHECK-NEXT:      }
// CHECK-NEXT:      stream.cmd.dispatch @scale_ex::@scale[%[[C1]]](%[[C192]], %[[C256]], %[[N]] : index, index, index) {
// CHECK-NEXT:        rw %[[A]][%[[ZERO]] for %[[C512]]] : !stream.resource<transient>{%[[C512]]},
// CHECK-NEXT:        rw %[[B]][%[[ZERO]] for %[[C512]]] : !stream.resource<transient>{%[[C512]]}
// CHECK-NEXT:      }
// CHECK-NEXT:    } => !stream.timepoint

stream.executable private @scale_ex {
  stream.executable.export public @scale attributes {stream.resources = #stream.resource_config<{alias_mutable_bindings = true}>}
  builtin.module {
    func.func @scale(%src: !stream.binding, %dst: !stream.binding, %count: index) {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %in = stream.binding.subspan %src[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf16>>
      %out = stream.binding.subspan %dst[%c16] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8xf16>>
      util.optimization_barrier %in : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf16>>
      util.optimization_barrier %out : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8xf16>>
      util.optimization_barrier %count : index
      return
    }
  }
}

func.func @run_twice(%count: index) {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c192 = arith.constant 192 : index
  %c256 = arith.constant 256 : index
  %c512 = arith.constant 512 : index
  %lhs = stream.resource.alloc uninitialized : !stream.resource<transient>{%c512}
  %rhs = stream.resource.alloc uninitialized : !stream.resource<transient>{%c512}
  %done = stream.cmd.execute with(%lhs as %a: !stream.resource<transient>{%c512}, %rhs as %b: !stream.resource<transient>{%c512}) {
    stream.cmd.dispatch @scale_ex::@scale[%c1](%count : index) {
      ro %a[%c64 for %c16] : !stream.resource<transient>{%c512},
      rw %b[%c128 for %c16] : !stream.resource<transient>{%c512}
    }
    stream.cmd.dispatch @scale_ex::@scale[%c1](%count : index) {
      rw %a[%c192 for %c16] : !stream.resource<transient>{%c512},
      ro %b[%c256 for %c16] : !stream.resource<transient>{%c512}
    }
  } => !stream.timepoint
  return
}
