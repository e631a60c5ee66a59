// RUN: xdsl-opt %s > %t.custom
// RUN: xdsl-opt %s --print-op-generic > %t.generic
// RUN: filecheck %s < %t.custom
// RUN: xdsl-opt < %t.generic | filecheck %s
// RUN: iree-opt --mlir-print-op-generic < %t.custom > %t.via_xdsl
// RUN: iree-opt --mlir-print-op-generic < %t.generic > %t.via_xdsl_generic
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.via_xdsl
// RUN: diff %t.iree %t.via_xdsl_generic

// Parameter ops of the tensor, async and cmd phases: keys with and without
// a scope, single transfers, and gathers/scatters written one transfer per
// line.

// CHECK-LABEL: util.func public @parameters
util.func public @parameters(%scope: !util.buffer, %k0: !util.buffer, %k1: !util.buffer, %tp: !stream.timepoint, %r: !stream.resource<transient>, %rsize: index, %d: index) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %o0 = arith.constant 0 : i64
  %o1 = arith.constant 64 : i64
  // CHECK: %t0 = stream.tensor.parameter.load %scope::%k0[%o0] : tensor<4xf32> in !stream.resource<constant>{%c16}
  %t0 = stream.tensor.parameter.load %scope::%k0[%o0] : tensor<4xf32> in !stream.resource<constant>{%c16}
  // CHECK: %t1 = stream.tensor.parameter.load on(#hal.device.affinity<@dev>) %k1[%o1] : tensor<?x4xf32>{%d} in !stream.resource<constant>{%c16}
  %t1 = stream.tensor.parameter.load on(#hal.device.affinity<@dev>) %k1[%o1] : tensor<?x4xf32>{%d} in !stream.resource<constant>{%c16}
  // CHECK: %t2 = stream.tensor.parameter.write %r -> %scope::%k0[%o0] : tensor<4xf32> in !stream.resource<transient>{%rsize}
  %t2 = stream.tensor.parameter.write %r -> %scope::%k0[%o0] : tensor<4xf32> in !stream.resource<transient>{%rsize}
  // CHECK: %a0, %a0t = stream.async.parameter.load %scope::%k0[%o0] : !stream.resource<constant>{%c16} => !stream.timepoint
  %a0, %a0t = stream.async.parameter.load %scope::%k0[%o0] : !stream.resource<constant>{%c16} => !stream.timepoint
  // CHECK: %a1, %a1t = stream.async.parameter.load on(#hal.device.affinity<@dev>) await(%tp) %k1[%o1] : !stream.resource<constant>{%c16} => !stream.timepoint
  %a1, %a1t = stream.async.parameter.load on(#hal.device.affinity<@dev>) await(%tp) %k1[%o1] : !stream.resource<constant>{%c16} => !stream.timepoint
  // CHECK: %a2, %a2t = stream.async.parameter.read await(%tp) %scope::%k0[%o0] -> %r[%c0 to %c16 for %c16] : !stream.resource<transient>{%rsize} => !stream.timepoint
  %a2, %a2t = stream.async.parameter.read await(%tp) %scope::%k0[%o0] -> %r[%c0 to %c16 for %c16] : !stream.resource<transient>{%rsize} => !stream.timepoint
  // CHECK: %a3, %a3t = stream.async.parameter.write %r[%c0 to %c16 for %c16] -> %k0[%o1] : !stream.resource<transient>{%rsize} => !stream.timepoint
  %a3, %a3t = stream.async.parameter.write %r[%c0 to %c16 for %c16] -> %k0[%o1] : !stream.resource<transient>{%rsize} => !stream.timepoint
  // CHECK: %a4, %a4t = stream.async.parameter.gather await(%tp) {
  %a4, %a4t = stream.async.parameter.gather await(%tp) {
  // CHECK-NEXT: %scope::%k0[%o0] -> %r[%c0 to %c16 for %c16] : !stream.resource<transient>{%rsize},
    %scope::%k0[%o0] -> %r[%c0 to %c16 for %c16] : !stream.resource<transient>{%rsize},
  // CHECK-NEXT: %scope::%k1[%o1] -> %r[%c16 to %c32 for %c16] : !stream.resource<transient>{%rsize}
    %scope::%k1[%o1] -> %r[%c16 to %c32 for %c16] : !stream.resource<transient>{%rsize}
  // CHECK-NEXT: } : !stream.resource<transient> => !stream.timepoint
  } : !stream.resource<transient> => !stream.timepoint
  // CHECK: %a5, %a5t = stream.async.parameter.scatter on(#hal.device.affinity<@dev>) {
  %a5, %a5t = stream.async.parameter.scatter on(#hal.device.affinity<@dev>) {
  // CHECK-NEXT: %r[%c0 to %c16 for %c16] : !stream.resource<transient>{%rsize} -> %k0[%o0],
    %r[%c0 to %c16 for %c16] : !stream.resource<transient>{%rsize} -> %k0[%o0],
  // CHECK-NEXT: %r[%c16 to %c32 for %c16] : !stream.resource<transient>{%rsize} -> %k1[%o1]
    %r[%c16 to %c32 for %c16] : !stream.resource<transient>{%rsize} -> %k1[%o1]
  // CHECK-NEXT: } : !stream.resource<transient> => !stream.timepoint
  } : !stream.resource<transient> => !stream.timepoint
  // CHECK: %l, %l_1, %lt = stream.cmd.parameter.load await(%tp) => {
  %l:2, %lt = stream.cmd.parameter.load await(%tp) => {
  // CHECK-NEXT: %scope::%k0[%o0] : !stream.resource<constant>{%c16},
    %scope::%k0[%o0] : !stream.resource<constant>{%c16},
  // CHECK-NEXT: %scope::%k1[%o1] : !stream.resource<constant>{%c32}
    %scope::%k1[%o1] : !stream.resource<constant>{%c32}
  // CHECK-NEXT: } => !stream.timepoint
  } => !stream.timepoint
  // CHECK: %l2, %l2t = stream.cmd.parameter.load on(#hal.device.affinity<@dev>) {
  %l2, %l2t = stream.cmd.parameter.load on(#hal.device.affinity<@dev>) {
  // CHECK-NEXT: %k0[%o0] : !stream.resource<constant>{%c16}
    %k0[%o0] : !stream.resource<constant>{%c16}
  // CHECK-NEXT: } => !stream.timepoint
  } => !stream.timepoint
  // CHECK: %c0t = stream.cmd.parameter.read await(%tp) => %scope::%k0[%o0] -> %r[%c0 for %c16] : !stream.resource<transient>{%rsize} => !stream.timepoint
  %c0t = stream.cmd.parameter.read await(%tp) => %scope::%k0[%o0] -> %r[%c0 for %c16] : !stream.resource<transient>{%rsize} => !stream.timepoint
  // CHECK: %c1t = stream.cmd.parameter.write %r[%c0 for %c16] : !stream.resource<transient>{%rsize} -> %k0[%o1] => !stream.timepoint
  %c1t = stream.cmd.parameter.write %r[%c0 for %c16] : !stream.resource<transient>{%rsize} -> %k0[%o1] => !stream.timepoint
  // CHECK: %c2t = stream.cmd.parameter.gather await(%tp) => {
  %c2t = stream.cmd.parameter.gather await(%tp) => {
  // CHECK-NEXT: %scope::%k0[%o0] -> %r[%c0 for %c16] : !stream.resource<transient>{%rsize},
    %scope::%k0[%o0] -> %r[%c0 for %c16] : !stream.resource<transient>{%rsize},
  // CHECK-NEXT: %scope::%k1[%o1] -> %r[%c16 for %c16] : !stream.resource<transient>{%rsize}
    %scope::%k1[%o1] -> %r[%c16 for %c16] : !stream.resource<transient>{%rsize}
  // CHECK-NEXT: } => !stream.timepoint
  } => !stream.timepoint
  // CHECK: %c3t = stream.cmd.parameter.scatter on(#hal.device.affinity<@dev>) {
  %c3t = stream.cmd.parameter.scatter on(#hal.device.affinity<@dev>) {
  // CHECK-NEXT: %r[%c0 for %c16] : !stream.resource<transient>{%rsize} -> %k0[%o0],
    %r[%c0 for %c16] : !stream.resource<transient>{%rsize} -> %k0[%o0],
  // CHECK-NEXT: %r[%c16 for %c16] : !stream.resource<transient>{%rsize} -> %k1[%o1]
    %r[%c16 for %c16] : !stream.resource<transient>{%rsize} -> %k1[%o1]
  // CHECK-NEXT: } => !stream.timepoint attributes {note}
  } => !stream.timepoint attributes {note}
  util.return
}
