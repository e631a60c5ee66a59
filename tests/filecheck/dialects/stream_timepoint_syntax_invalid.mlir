// RUN: xdsl-opt --split-input-file --parsing-diagnostics %s | filecheck %s

// Syntax errors of stream.timepoint.{import,export,chain_external,barrier};
// iree-opt 3.13 rejects each case too.

util.func public @f(%f: !hal.fence) {
  %0 = stream.timepoint.import %f : !hal.fence => !stream.timepoint
  util.return
}

// CHECK: Expected '('

// -----

util.func public @f(%t: !stream.timepoint) {
  %0 = stream.timepoint.export %t => !hal.fence
  util.return
}

// CHECK: Expected '('

// -----

util.func public @f(%r: !stream.resource<external>, %a: index) {
  %0:2 = stream.timepoint.barrier %r : !stream.resource<external> => !stream.timepoint
  util.return
}

// CHECK: Expected '{'

// -----

util.func public @f(%a: index) {
  stream.timepoint.chain_external %a => (%a : index)
  util.return
}

// CHECK: operand is used with type !stream.timepoint, but has been previously used or defined with type index
