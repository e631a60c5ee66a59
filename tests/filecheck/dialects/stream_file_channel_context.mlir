// RUN: xdsl-opt %s > %t.custom
// RUN: xdsl-opt %s --print-op-generic > %t.generic
// RUN: filecheck %s < %t.custom
// RUN: xdsl-opt < %t.generic | filecheck %s
// RUN: iree-opt --mlir-print-op-generic < %t.custom > %t.via_xdsl
// RUN: iree-opt --mlir-print-op-generic < %t.generic > %t.via_xdsl_generic
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.via_xdsl
// RUN: diff %t.iree %t.via_xdsl_generic

// Files over host memory read into and written from resources (without an
// await, IREE's format wants a `:` where the await would be), collective
// channels, and context resolution, with and without their optional parts.

// CHECK-LABEL: util.func public @files_channels
util.func public @files_channels(%host: !util.buffer, %hsize: index, %r: !stream.resource<variable>, %rsize: index, %tp: !stream.timepoint, %id: !util.buffer) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c0_i64 = arith.constant 0 : i64
  // CHECK: %file = stream.file.constant %host[%c0 for %c16] : !util.buffer{%hsize} -> !stream.file
  %file = stream.file.constant %host[%c0 for %c16] : !util.buffer{%hsize} -> !stream.file
  // CHECK: %file2 = stream.file.constant on(#hal.device.affinity<@dev>) %host[%c16 for %c16] : !util.buffer{%hsize} -> !stream.file
  %file2 = stream.file.constant on(#hal.device.affinity<@dev>) %host[%c16 for %c16] : !util.buffer{%hsize} -> !stream.file
  // CHECK: %t0 = stream.file.read : %file[%c0_i64], %r[%c0], %c16 : !stream.file -> !stream.resource<variable>{%rsize} => !stream.timepoint
  %t0 = stream.file.read : %file[%c0_i64], %r[%c0], %c16 : !stream.file -> !stream.resource<variable>{%rsize} => !stream.timepoint
  // CHECK: %t1 = stream.file.read on(#hal.device.affinity<@dev>) await(%tp) => %file[%c0_i64], %r[%c16], %c16 : !stream.file -> !stream.resource<variable>{%rsize} => !stream.timepoint
  %t1 = stream.file.read on(#hal.device.affinity<@dev>) await(%tp) => %file[%c0_i64], %r[%c16], %c16 : !stream.file -> !stream.resource<variable>{%rsize} => !stream.timepoint
  // CHECK: %t2 = stream.file.write : %r[%c0], %file[%c0_i64], %c16 : !stream.resource<variable>{%rsize} -> !stream.file => !stream.timepoint
  %t2 = stream.file.write : %r[%c0], %file[%c0_i64], %c16 : !stream.resource<variable>{%rsize} -> !stream.file => !stream.timepoint
  // CHECK: %t3 = stream.file.write on(#hal.device.affinity<@dev>) await(%t2) => %r[%c16], %file2[%c0_i64], %c16 : !stream.resource<variable>{%rsize} -> !stream.file => !stream.timepoint attributes {note}
  %t3 = stream.file.write on(#hal.device.affinity<@dev>) await(%t2) => %r[%c16], %file2[%c0_i64], %c16 : !stream.resource<variable>{%rsize} -> !stream.file => !stream.timepoint attributes {note}
  // CHECK: %ch0 = stream.channel.create : !stream.channel
  %ch0 = stream.channel.create : !stream.channel
  // CHECK: %ch1 = stream.channel.create on(#hal.device.affinity<@dev>) id(%id) group("tensor") rank(%c0) count(%c16) : !stream.channel
  %ch1 = stream.channel.create on(#hal.device.affinity<@dev>) id(%id) group("tensor") rank(%c0) count(%c16) : !stream.channel
  // CHECK: %ch2 = stream.channel.create group("data") : !stream.channel
  %ch2 = stream.channel.create group("data") : !stream.channel
  // CHECK: %ch3 = stream.channel.split %ch1, %c0, %c16 : !stream.channel -> !stream.channel
  %ch3 = stream.channel.split %ch1, %c0, %c16 : !stream.channel -> !stream.channel
  // CHECK: %rank = stream.channel.rank %ch3 : index
  %rank = stream.channel.rank %ch3 : index
  // CHECK: %count = stream.channel.count %ch3 : index attributes {note}
  %count = stream.channel.count %ch3 : index attributes {note}
  // CHECK: %dev = stream.context.resolve : !hal.device
  %dev = stream.context.resolve : !hal.device
  // CHECK: %dev2, %queue = stream.context.resolve on(#hal.device.affinity<@dev>) : !hal.device, i64
  %dev2, %queue = stream.context.resolve on(#hal.device.affinity<@dev>) : !hal.device, i64
  // CHECK: %alloc, %q2 = stream.context.resolve on(#hal.device.promise<@dev>) {note} : !hal.allocator, i64
  %alloc, %q2 = stream.context.resolve on(#hal.device.promise<@dev>) {note} : !hal.allocator, i64
  util.return
}
