// RUN: xdsl-opt --split-input-file --verify-diagnostics %s | filecheck %s

// Verifier rules of stream.cmd.func and stream.cmd.call; iree-opt 3.13
// rejects every case too (a call with no operands is IREE's own quirk: its
// parser leaves the required accesses unset).

stream.cmd.func @host(%arg0: i32)

// CHECK: symbol declaration cannot have public visibility

// -----

util.func public @f(%r: !stream.resource<transient>, %sz: index, %n: i32) -> !stream.timepoint {
  %t = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%sz}) {
    stream.cmd.call @missing(%n) : (i32) -> ()
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: 'stream.cmd.call' op undefined external call: missing

// -----

stream.cmd.func private @host()
util.func public @f(%r: !stream.resource<transient>, %sz: index, %n: i32) -> !stream.timepoint {
  %t = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%sz}) {
    stream.cmd.call @host() : () -> ()
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: property 'resource_operand_accesses' expected in operation 'stream.cmd.call'

// -----

stream.cmd.func private @host(%arg0[%arg1 for %arg2]: !stream.resource<*>)
util.func public @f(%r: !stream.resource<transient>, %sz: index, %o: index) -> !stream.timepoint {
  %t = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%sz}) {
    "stream.cmd.call"(%a, %sz, %o, %o) <{callee = @host, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, resource_operand_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, index, index, index) -> ()
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: 'stream.cmd.call' op expects 1 resource access specifiers but 2 are present
