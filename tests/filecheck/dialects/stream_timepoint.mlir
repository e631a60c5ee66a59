// RUN: xdsl-opt %s > %t.custom
// RUN: xdsl-opt %s --print-op-generic > %t.generic
// RUN: filecheck %s < %t.custom
// RUN: xdsl-opt < %t.generic | filecheck %s
// RUN: iree-opt --mlir-print-op-generic < %t.custom > %t.via_xdsl
// RUN: iree-opt --mlir-print-op-generic < %t.generic > %t.via_xdsl_generic
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.via_xdsl
// RUN: diff %t.iree %t.via_xdsl_generic

// Timepoints to and from the HAL (import, export, chain_external) and
// resource barriers, with and without their affinity.

// CHECK-LABEL: util.func public @interop
util.func public @interop(%sem: !hal.semaphore, %value: i64, %fence: !hal.fence, %ready: !stream.timepoint) {
  // CHECK-NEXT: %from_sem = stream.timepoint.import %sem, %value : (!hal.semaphore, i64) => !stream.timepoint
  %from_sem = stream.timepoint.import %sem, %value : (!hal.semaphore, i64) => !stream.timepoint
  // CHECK-NEXT: %from_fence = stream.timepoint.import on(#hal.device.affinity<@dev, [0, 1]>) %fence : (!hal.fence) => !stream.timepoint attributes {note}
  %from_fence = stream.timepoint.import on(#hal.device.affinity<@dev, [0, 1]>) %fence : (!hal.fence) => !stream.timepoint attributes {note}
  // CHECK-NEXT: %as_fence = stream.timepoint.export %from_sem => (!hal.fence)
  %as_fence = stream.timepoint.export %from_sem => (!hal.fence)
  // CHECK-NEXT: %as_sem, %as_value = stream.timepoint.export on(#hal.device.affinity<@dev>) %from_fence => (!hal.semaphore, i64)
  %as_sem, %as_value = stream.timepoint.export on(#hal.device.affinity<@dev>) %from_fence => (!hal.semaphore, i64)
  // CHECK-NEXT: stream.timepoint.chain_external %ready => (%fence : !hal.fence)
  stream.timepoint.chain_external %ready => (%fence : !hal.fence)
  // CHECK-NEXT: stream.timepoint.chain_external on(#hal.device.affinity<@dev>) %ready => (%sem, %value : !hal.semaphore, i64) attributes {note}
  stream.timepoint.chain_external on(#hal.device.affinity<@dev>) %ready => (%sem, %value : !hal.semaphore, i64) attributes {note}
  util.return
}

// CHECK-LABEL: util.func public @barriers
util.func public @barriers(%ext: !stream.resource<external>, %staging: !stream.resource<staging>, %size: index) {
  // CHECK-NEXT: %r, %rt = stream.timepoint.barrier %ext : !stream.resource<external>{%size} => !stream.timepoint
  %r, %rt = stream.timepoint.barrier %ext : !stream.resource<external>{%size} => !stream.timepoint
  // CHECK-NEXT: %s, %st = stream.timepoint.barrier on(#hal.device.affinity<@dev>) %staging : !stream.resource<staging>{%size} => !stream.timepoint
  %s, %st = stream.timepoint.barrier on(#hal.device.affinity<@dev>) %staging : !stream.resource<staging>{%size} => !stream.timepoint
  util.return
}
