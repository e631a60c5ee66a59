// IREE's custom syntax for stream.timepoint.await has no place for its
// `affinity` property (iree-opt 3.13 silently drops it when printing). We keep
// it in the attribute dictionary, which both xdsl-opt and iree-opt read back.
// RUN: xdsl-opt %s > %t.custom
// RUN: filecheck %s < %t.custom
// RUN: xdsl-opt --print-op-generic < %t.custom | filecheck %s --check-prefix=GENERIC
// RUN: iree-opt --mlir-print-op-generic < %t.custom | filecheck %s --check-prefix=IREE

"util.func"() <{function_type = (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>, sym_name = "f", sym_visibility = "private", tied_operands = [-1 : index]}> ({
^bb0(%r: !stream.resource<external>, %s: index, %t: !stream.timepoint):
  %0 = "stream.timepoint.await"(%r, %s, %t) <{affinity = #hal.device.affinity<@d>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
  "util.return"(%0) : (!stream.resource<external>) -> ()
}) : () -> ()

// CHECK: stream.timepoint.await %t => %r : !stream.resource<external>{%s} attributes {affinity = #hal.device.affinity<@d>}
// GENERIC: "stream.timepoint.await"(%r, %s, %t) <{affinity = #hal.device.affinity<@d>, operandSegmentSizes = array<i32: 1, 1, 1>}>
// IREE: "stream.timepoint.await"({{.*}}) <{{.*}}> {affinity = #hal.device.affinity<@d>}
