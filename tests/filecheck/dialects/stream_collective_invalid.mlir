// RUN: xdsl-opt --split-input-file --verify-diagnostics --parsing-diagnostics %s | filecheck %s

// Verifier rules and syntax errors of stream.cmd.collective and
// #stream.collective; iree-opt 3.13 rejects each case too.

util.func public @f(%ch: !stream.channel, %a: !stream.resource<transient>, %n: index) -> !stream.timepoint {
  %t = stream.cmd.execute with(%a as %x: !stream.resource<transient>{%n}) {
    stream.cmd.collective<all_reduce with sum : f32>[%n] channel(%ch) {
      ro %x[%n for %n] : !stream.resource<transient>{%n}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: requires 2 resources but 1 provided

// -----

util.func public @f(%ch: !stream.channel, %a: !stream.resource<transient>, %n: index) -> !stream.timepoint {
  %t = stream.cmd.execute with(%a as %x: !stream.resource<transient>{%n}) {
    stream.cmd.collective<recv : f32>[%n] channel(%ch) {
      ro %x[%n for %n] : !stream.resource<transient>{%n}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: resource 0 requires access Write but is declared as Read

// -----

util.func public @f(%ch: !stream.channel, %a: !stream.resource<transient>, %n: index) -> !stream.timepoint {
  %t = stream.cmd.execute with(%a as %x: !stream.resource<transient>{%n}) {
    stream.cmd.collective<all_gather : f32>[%n] channel(%ch) {
      wo %x[%n for %n] : !stream.resource<transient>{%n},
      wo %x[%n for %n] : !stream.resource<transient>{%n}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: resource 0 requires access Read but is declared as Write

// -----

util.func public @f(%ch: !stream.channel, %a: !stream.resource<transient>, %n: index) -> !stream.timepoint {
  %t = stream.cmd.execute with(%a as %x: !stream.resource<transient>{%n}) {
    "stream.cmd.collective"(%ch, %n, %x, %n, %n, %n) <{op = #stream.collective<send : f32>, operandSegmentSizes = array<i32: 1, 1, 0, 1, 1, 1, 1>, resource_accesses = [1 : i32, 1 : i32]}> : (!stream.channel, index, !stream.resource<transient>, index, index, index) -> ()
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: with 1 resources has mismatched associated ranges

// -----

util.func public @f(%ch: !stream.channel, %a: !stream.resource<transient>, %n: index) -> !stream.timepoint {
  %t = stream.cmd.execute with(%a as %x: !stream.resource<transient>{%n}) {
    stream.cmd.collective<gather : f32>[%n] channel(%ch) {
      ro %x[%n for %n] : !stream.resource<transient>{%n}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: as the collective kind

// -----

util.func public @f(%ch: !stream.channel, %a: !stream.resource<transient>, %n: index) -> !stream.timepoint {
  %t = stream.cmd.execute with(%a as %x: !stream.resource<transient>{%n}) {
    stream.cmd.collective<send with sum : i32>[%n] channel(%ch) {
      ro %x[%n for %n] : !stream.resource<transient>{%n}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: as the collective element type
