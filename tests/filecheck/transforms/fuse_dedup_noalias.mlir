// RUN: xdsl-opt -p fuse-dispatch-bindings %s > %t.ours
// RUN: filecheck %s < %t.ours
// RUN: iree-opt < %t.ours | filecheck %s
// RUN: iree-opt --iree-stream-fuse-dispatch-bindings %s | filecheck %s

// Deduplicate, mutable aliasing off (the default): all three bindings name one
// resource at both sites, but the writable %hist keeps its own binding.  The
// two read-only views, %keys and %vals, fuse although %hist sits between them.

stream.executable private @histogram_ex {
  stream.executable.export public @histogram
  builtin.module {
    func.func @histogram(%keys: !stream.binding, %hist: !stream.binding, %vals: !stream.binding) {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %k = stream.binding.subspan %keys[%c8] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xi8>>
      %h = stream.binding.subspan %hist[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<16xi32>>
      %v = stream.binding.subspan %vals[%c8] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xi8>>
      return
    }
  }
}

// CHECK-LABEL: stream.executable private @histogram_ex
// CHECK:       func.func @histogram(%[[KV:[^:]+]]: !stream.binding, %[[HIST:[^:]+]]: !stream.binding, %[[KEYS_OFF:[^:]+]]: index, %[[VALS_OFF:[^:]+]]: index, %[[HIST_OFF:[^:]+]]: index) {
// CHECK-NEXT:    arith.constant 0 : index
// CHECK-NEXT:    %[[C8:[^ ]+]] = arith.constant 8 : index
// CHECK-NEXT:    %[[KEYS_AT:[^ ]+]] = arith.addi %[[KEYS_OFF]], %[[C8]] : index
// CHECK-NEXT:    stream.binding.subspan %[[KV]][%[[KEYS_AT]]] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xi8>>
// CHECK-NEXT:    stream.binding.subspan %[[HIST]][%[[HIST_OFF]]] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<16xi32>>
// CHECK-NEXT:    %[[VALS_AT:[^ ]+]] = arith.addi %[[VALS_OFF]], %[[C8]] : index
// CHECK-NEXT:    stream.binding.subspan %[[KV]][%[[VALS_AT]]] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xi8>>

util.func public @count(%tp: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c64 = arith.constant 64 : index
  %c200 = arith.constant 200 : index
  %c300 = arith.constant 300 : index
  %c4096 = arith.constant 4096 : index
  %buf, %buf_tp = stream.resource.alloca uninitialized await(%tp) => !stream.resource<transient>{%c4096} => !stream.timepoint
  %done = stream.cmd.execute await(%buf_tp) => with(%buf as %b: !stream.resource<transient>{%c4096}) {
    stream.cmd.serial {
      stream.cmd.dispatch @histogram_ex::@histogram[%c1] {
        ro %b[%c200 for %c6] : !stream.resource<transient>{%c4096},
        rw %b[%c0 for %c64] : !stream.resource<transient>{%c4096},
        ro %b[%c300 for %c6] : !stream.resource<transient>{%c4096}
      }
      stream.cmd.dispatch @histogram_ex::@histogram[%c1] {
        ro %b[%c300 for %c6] : !stream.resource<transient>{%c4096},
        wo %b[%c64 for %c64] : !stream.resource<transient>{%c4096},
        ro %b[%c200 for %c6] : !stream.resource<transient>{%c4096}
      }
    }
  } => !stream.timepoint
  util.return %done : !stream.timepoint
}

// CHECK-LABEL: util.func public @count(
// CHECK-NEXT:    %[[C0:[^ ]+]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:[^ ]+]] = arith.constant 1 : index
// CHECK-NEXT:    %[[C6:[^ ]+]] = arith.constant 6 : index
// CHECK-NEXT:    %[[C64:[^ ]+]] = arith.constant 64 : index
// CHECK-NEXT:    %[[C200:[^ ]+]] = arith.constant 200 : index
// CHECK-NEXT:    %[[C300:[^ ]+]] = arith.constant 300 : index
// CHECK-NEXT:    %[[C4096:[^ ]+]] = arith.constant 4096 : index
// CHECK-NEXT:    %[[BUF:[^ ,]+]], %[[BUF_TP:[^ ]+]] = stream.resource.alloca
// CHECK-NEXT:    %[[ZERO:[^ ]+]] = arith.constant 0 : index
// CHECK-NEXT:    stream.cmd.execute await(%[[BUF_TP]]) => with(%[[BUF]] as %[[B:[^:]+]]: !stream.resource<transient>{%[[C4096]]}) {
// CHECK-NEXT:      stream.cmd.serial {
// CHECK-NEXT:        stream.cmd.dispatch @histogram_ex::@histogram[%[[C1]]](%[[C200]], %[[C300]], %[[C0]] : index, index, index) {
// CHECK-NEXT:          ro %[[B]][%[[ZERO]] for %[[C4096]]] : !stream.resource<transient>{%[[C4096]]},
// CHECK-NEXT:          rw %[[B]][%[[ZERO]] for %[[C4096]]] : !stream.resource<transient>{%[[C4096]]}
// CHECK-NEXT:        }
// CHECK-NEXT:        stream.cmd.dispatch @histogram_ex::@histogram[%[[C1]]](%[[C300]], %[[C200]], %[[C64]] : index, index, index) {
// CHECK-NEXT:          ro %[[B]][%[[ZERO]] for %[[C4096]]] : !stream.resource<transient>{%[[C4096]]},
// CHECK-NEXT:          rw %[[B]][%[[ZERO]] for %[[C4096]]] : !stream.resource<transient>{%[[C4096]]}
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    } => !stream.timepoint
