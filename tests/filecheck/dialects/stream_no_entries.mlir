// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | xdsl-stream-opt | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt --mlir-print-op-generic > %t.ours
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.ours

// Stream ops of no entry print in generic form: their custom forms, which
// IREE's printer writes (`stream.resource.constants : => !stream.timepoint`,
// `stream.tensor.trace "k" = [ ]`, an empty `{ }` of parameter entries, which
// also drops the scope each entry names), read in neither iree-opt nor the
// package.  xDSL printed them so with exit 0.

// CHECK-LABEL: util.func public @f(
util.func public @f(%r: !stream.resource<transient>, %rsize: index, %scope: !util.buffer, %tp: !stream.timepoint) -> !stream.timepoint {
  // CHECK-NEXT: "stream.resource.constants"() <{values = []}>
  %k = "stream.resource.constants"() <{values = []}> : () -> (!stream.timepoint)
  // CHECK-NEXT: "stream.tensor.trace"() <{key = "k"
  "stream.tensor.trace"() <{key = "k", resource_encodings = [], operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
  // CHECK-NEXT: "stream.async.parameter.gather"(%scope,
  %a4, %a4t = "stream.async.parameter.gather"(%scope, %r, %rsize, %tp) <{operandSegmentSizes = array<i32: 1, 0, 0, 1, 1, 0, 0, 0, 1>}> : (!util.buffer, !stream.resource<transient>, index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
  // CHECK-NEXT: "stream.async.parameter.scatter"(
  %a5, %a5t = "stream.async.parameter.scatter"(%r, %rsize) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0, 0, 0, 0>}> : (!stream.resource<transient>, index) -> (!stream.resource<transient>, !stream.timepoint)
  // CHECK-NEXT: "stream.cmd.parameter.load"(%scope)
  %lt = "stream.cmd.parameter.load"(%scope) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>}> : (!util.buffer) -> (!stream.timepoint)
  // CHECK-NEXT: stream.cmd.execute
  %t = stream.cmd.execute with(%r as %cr: !stream.resource<transient>{%rsize}) {
    // CHECK-NEXT: "stream.cmd.parameter.gather"(%scope,
    "stream.cmd.parameter.gather"(%scope, %cr, %rsize) <{operandSegmentSizes = array<i32: 1, 0, 0, 1, 1, 0, 0, 0>}> : (!util.buffer, !stream.resource<transient>, index) -> !stream.timepoint
    // CHECK-NEXT: "stream.cmd.parameter.scatter"(
    "stream.cmd.parameter.scatter"(%cr, %rsize, %scope) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 1, 0, 0, 0>}> : (!stream.resource<transient>, index, !util.buffer) -> !stream.timepoint
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
