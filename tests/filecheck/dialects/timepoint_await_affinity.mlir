// IREE 3.13's stream.timepoint.await has no `affinity`: one in its attribute
// dictionary is a discardable attribute, kept and printed there by both
// tools; as a property (`<{affinity = ...}>`) it is one the op does not
// define, refused (iree-opt drops it as it reads: docs/strictness.md).
// RUN: xdsl-opt %s > %t.custom
// RUN: filecheck %s < %t.custom
// RUN: xdsl-opt --print-op-generic < %t.custom | filecheck %s --check-prefix=GENERIC
// RUN: iree-opt --mlir-print-op-generic < %t.custom | filecheck %s --check-prefix=GENERIC
// RUN: not xdsl-stream-opt %S/inputs/timepoint_await_affinity_property.mlir 2>&1 | filecheck %s --check-prefix=PROPERTY

"util.func"() <{function_type = (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>, sym_name = "f", sym_visibility = "private", tied_operands = [-1 : index]}> ({
^bb0(%r: !stream.resource<external>, %s: index, %t: !stream.timepoint):
  %0 = "stream.timepoint.await"(%r, %s, %t) <{operandSegmentSizes = array<i32: 1, 1, 1>}> {affinity = #hal.device.affinity<@d>} : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
  "util.return"(%0) : (!stream.resource<external>) -> ()
}) : () -> ()

// CHECK: stream.timepoint.await %t => %r : !stream.resource<external>{%s} attributes {affinity = #hal.device.affinity<@d>}
// GENERIC: "stream.timepoint.await"({{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1>}> {affinity = #hal.device.affinity<@d>}
// PROPERTY: :4:8: error: 'stream.timepoint.await' op property 'affinity' is not defined by the operation 'stream.timepoint.await'
