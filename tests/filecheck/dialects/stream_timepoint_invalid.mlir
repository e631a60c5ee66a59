// RUN: xdsl-opt --split-input-file --verify-diagnostics %s | filecheck %s

// Verifier rules of stream.timepoint.{import,export,chain_external,barrier};
// iree-opt 3.13 rejects each case too.

util.func public @f(%r: !stream.resource<external>, %a: index) {
  %0:2 = "stream.timepoint.barrier"(%r, %a) : (!stream.resource<external>, index) -> (!stream.resource<transient>, !stream.timepoint)
  util.return
}

// CHECK: 'stream.timepoint.barrier' op failed to verify that all of {resource, result} have same type

// -----

util.func public @f(%t: !stream.timepoint, %a: index) {
  %0:2 = "stream.timepoint.barrier"(%a, %a) : (index, index) -> (index, !stream.timepoint)
  util.return
}

// CHECK: index should be of base attribute stream.resource

