// RUN: xdsl-opt %s > %t.custom
// RUN: xdsl-opt %s --print-op-generic > %t.generic
// RUN: filecheck %s < %t.custom
// RUN: xdsl-opt < %t.generic | filecheck %s
// RUN: iree-opt --mlir-print-op-generic < %t.custom > %t.via_xdsl
// RUN: iree-opt --mlir-print-op-generic < %t.generic > %t.via_xdsl_generic
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.via_xdsl
// RUN: diff %t.iree %t.via_xdsl_generic

// stream.cmd.collective inside an execution region: two-resource
// collectives with and without a reduction, send and recv with a param;
// the #stream.collective attribute is written without its prefix.

// CHECK-LABEL: util.func public @collectives
util.func public @collectives(%ch: !stream.channel, %send: !stream.resource<transient>, %recv: !stream.resource<transient>, %size: index, %count: index, %p: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  // CHECK: %t = stream.cmd.execute with(%send as %s: !stream.resource<transient>{%size}, %recv as %r: !stream.resource<transient>{%size}) {
  %t = stream.cmd.execute with(%send as %s: !stream.resource<transient>{%size}, %recv as %r: !stream.resource<transient>{%size}) {
  // CHECK-NEXT: stream.cmd.collective<all_reduce with sum : f32>[%count] channel(%ch) {
    stream.cmd.collective<all_reduce with sum : f32>[%count] channel(%ch) {
  // CHECK-NEXT: ro %s[%c0 for %c16] : !stream.resource<transient>{%size},
      ro %s[%c0 for %c16] : !stream.resource<transient>{%size},
  // CHECK-NEXT: wo %r[%c0 for %c16] : !stream.resource<transient>{%size}
      wo %r[%c0 for %c16] : !stream.resource<transient>{%size}
  // CHECK-NEXT: }
    }
  // CHECK-NEXT: stream.cmd.collective<all_gather : si8>[%count] channel(%ch) {
    stream.cmd.collective<all_gather : si8>[%count] channel(%ch) {
  // CHECK-NEXT: ro %s[%c0 for %c16] : !stream.resource<transient>{%size},
      ro %s[%c0 for %c16] : !stream.resource<transient>{%size},
  // CHECK-NEXT: rw %r[%c0 for %c16] : !stream.resource<transient>{%size}
      rw %r[%c0 for %c16] : !stream.resource<transient>{%size}
  // CHECK-NEXT: } attributes {note}
    } attributes {note}
  // CHECK-NEXT: stream.cmd.collective<send : bf16>[%count] channel(%ch) param(%p : i32) {
    stream.cmd.collective<send : bf16>[%count] channel(%ch) param(%p : i32) {
  // CHECK-NEXT: ro %s[%c0 for %c16] : !stream.resource<transient>{%size}
      ro %s[%c0 for %c16] : !stream.resource<transient>{%size}
  // CHECK-NEXT: }
    }
  // CHECK-NEXT: stream.cmd.collective<recv : ui64>[%count] channel(%ch) param(%p : i32) {
    stream.cmd.collective<recv : ui64>[%count] channel(%ch) param(%p : i32) {
  // CHECK-NEXT: wo %r[%c0 for %c16] : !stream.resource<transient>{%size}
      wo %r[%c0 for %c16] : !stream.resource<transient>{%size}
  // CHECK-NEXT: }
    }
  // CHECK-NEXT: } => !stream.timepoint
  } => !stream.timepoint
  // CHECK-NEXT: util.return %t : !stream.timepoint
  util.return %t : !stream.timepoint
  // CHECK-NEXT: }
}
