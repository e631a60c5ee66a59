// RUN: xdsl-opt -p fuse-dispatch-bindings %s > %t.ours
// RUN: filecheck %s < %t.ours
// RUN: iree-opt < %t.ours | filecheck %s
// RUN: iree-opt --iree-stream-fuse-dispatch-bindings %s | filecheck %s

// Deduplicate, mutable aliasing on (set on the executable, found by the export
// through its ancestor): bindings %dst and %src name the same resource at
// every site, so they become one binding even though their offsets differ and
// one of them is writable.  %bias names another resource and stays alone.
//
// New signature: [fused bindings, ordered by smallest member]
//             ++ [one offset per old binding, grouped by fused binding]
//             ++ [non-binding arguments, in their original order].
// Here: (%dst+%src, %bias, off_dst, off_src, off_bias, %len).

stream.executable private @axpy_ex attributes {stream.resources = #stream.resource_config<{alias_mutable_bindings = true}>} {
  stream.executable.export public @axpy
  builtin.module {
    func.func @axpy(%dst: !stream.binding, %len: index, %bias: !stream.binding, %src: !stream.binding) {
      %c0 = arith.constant 0 : index
      %c48 = arith.constant 48 : index
      %out = stream.binding.subspan %dst[%c0] : !stream.binding -> memref<?xi32>{%len}
      %b = stream.binding.subspan %bias[%len] : !stream.binding -> memref<?xi32>{%len}
      %in = stream.binding.subspan %src[%c48] : !stream.binding -> memref<?xi32>{%len}
      util.optimization_barrier %out : memref<?xi32>
      util.optimization_barrier %b : memref<?xi32>
      util.optimization_barrier %in : memref<?xi32>
      return
    }
  }
}

// CHECK-LABEL: stream.executable private @axpy_ex
// CHECK:       func.func @axpy(%[[IO:[^:]+]]: !stream.binding, %[[BIAS:[^:]+]]: !stream.binding, %[[DST_OFF:[^:]+]]: index, %[[SRC_OFF:[^:]+]]: index, %[[BIAS_OFF:[^:]+]]: index, %[[LEN:[^:]+]]: index) {
// CHECK-NEXT:    arith.constant 0 : index
// CHECK-NEXT:    %[[C48:[^ ]+]] = arith.constant 48 : index
// CHECK-NEXT:    %[[OUT:[^ ]+]] = stream.binding.subspan %[[IO]][%[[DST_OFF]]] : !stream.binding -> memref<?xi32>{%[[LEN]]}
// A non-constant offset stays on the left of the add.
// CHECK-NEXT:    %[[BIAS_AT:[^ ]+]] = arith.addi %[[LEN]], %[[BIAS_OFF]] : index
// CHECK-NEXT:    %[[B:[^ ]+]] = stream.binding.subspan %[[BIAS]][%[[BIAS_AT]]] : !stream.binding -> memref<?xi32>{%[[LEN]]}
// CHECK-NEXT:    %[[SRC_AT:[^ ]+]] = arith.addi %[[SRC_OFF]], %[[C48]] : index
// CHECK-NEXT:    %[[IN:[^ ]+]] = stream.binding.subspan %[[IO]][%[[SRC_AT]]] : !stream.binding -> memref<?xi32>{%[[LEN]]}
// CHECK-NEXT:    util.optimization_barrier %[[OUT]] : memref<?xi32>
// CHECK-NEXT:    util.optimization_barrier %[[B]] : memref<?xi32>
// CHECK-NEXT:    util.optimization_barrier %[[IN]] : memref<?xi32>

util.func public @two_steps(%state: !stream.resource<variable>, %coeffs: !stream.resource<constant>, %len: index, %tp: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c24 = arith.constant 24 : index
  %c96 = arith.constant 96 : index
  %c144 = arith.constant 144 : index
  %c1024 = arith.constant 1024 : index
  %c2048 = arith.constant 2048 : index
  %done = stream.cmd.execute await(%tp) => with(%state as %s: !stream.resource<variable>{%c2048}, %coeffs as %k: !stream.resource<constant>{%c1024}) {
    stream.cmd.dispatch @axpy_ex::@axpy[%c1](%len : index) {
      wo %s[%c0 for %c96] : !stream.resource<variable>{%c2048},
      ro %k[%c24 for %c96] : !stream.resource<constant>{%c1024},
      ro %s[%c96 for %c96] : !stream.resource<variable>{%c2048}
    }
    stream.cmd.dispatch @axpy_ex::@axpy[%c1](%c24 : index) {
      ro %s[%c144 for %c96] : !stream.resource<variable>{%c2048},
      ro %k[%c0 for %c96] : !stream.resource<constant>{%c1024},
      ro %s[%c0 for %c96] : !stream.resource<variable>{%c2048}
    }
  } => !stream.timepoint
  util.return %done : !stream.timepoint
}

// CHECK-LABEL: util.func public @two_steps(
// CHECK-SAME:      %[[STATE:[^:]+]]: !stream.resource<variable>, %[[COEFFS:[^:]+]]: !stream.resource<constant>, %[[N:[^:]+]]: index, %[[TP:[^:]+]]: !stream.timepoint)
// CHECK-NEXT:    %[[C0:[^ ]+]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:[^ ]+]] = arith.constant 1 : index
// CHECK-NEXT:    %[[C24:[^ ]+]] = arith.constant 24 : index
// CHECK-NEXT:    %[[C96:[^ ]+]] = arith.constant 96 : index
// CHECK-NEXT:    %[[C144:[^ ]+]] = arith.constant 144 : index
// CHECK-NEXT:    %[[C1024:[^ ]+]] = arith.constant 1024 : index
// CHECK-NEXT:    %[[C2048:[^ ]+]] = arith.constant 2048 : index
// CHECK-NEXT:    %[[ZERO:[^ ]+]] = arith.constant 0 : index
// CHECK-NEXT:    %[[DONE:[^ ]+]] = stream.cmd.execute await(%[[TP]]) => with(%[[STATE]] as %[[S:[^:]+]]: !stream.resource<variable>{%[[C2048]]}, %[[COEFFS]] as %[[K:[^:]+]]: !stream.resource<constant>{%[[C1024]]}) {
// Offsets in fused order (dst, src, bias), then the original operand.
// The fused binding is wo + ro (+ ro + ro) = rw, at both sites.
// CHECK-NEXT:      stream.cmd.dispatch @axpy_ex::@axpy[%[[C1]]](%[[C0]], %[[C96]], %[[C24]], %[[N]] : index, index, index, index) {
// CHECK-NEXT:        rw %[[S]][%[[ZERO]] for %[[C2048]]] : !stream.resource<variable>{%[[C2048]]},
// CHECK-NEXT:        ro %[[K]][%[[ZERO]] for %[[C1024]]] : !stream.resource<constant>{%[[C1024]]}
// CHECK-NEXT:      }
// CHECK-NEXT:      stream.cmd.dispatch @axpy_ex::@axpy[%[[C1]]](%[[C144]], %[[C0]], %[[C0]], %[[C24]] : index, index, index, index) {
// CHECK-NEXT:        rw %[[S]][%[[ZERO]] for %[[C2048]]] : !stream.resource<variable>{%[[C2048]]},
// CHECK-NEXT:        ro %[[K]][%[[ZERO]] for %[[C1024]]] : !stream.resource<constant>{%[[C1024]]}
// CHECK-NEXT:      }
// CHECK-NEXT:    } => !stream.timepoint
// CHECK-NEXT:    util.return %[[DONE]] : !stream.timepoint
