// Properties of a closed set of values hold one of them: a symbol's
// visibility (public, private, nested), a stream.cmd.call's or
// stream.cmd.collective's resource accesses (the read and write bits).  xDSL
// kept any value and printed it as text no reader reads back
// (`util.global x @a`, `??`); now iree-opt's error at the op.
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s

"util.global"() <{sym_name = "a", sym_visibility = "x", type = i32}> : () -> ()
// CHECK: read_enum_properties.mlir:[[# @LINE - 1]]:1: error: 'util.global' op visibility expected to be one of ["public", "private", "nested"], but got "x"

// -----

util.func private @host(%arg0: !stream.resource<transient>, %arg1: index, %arg2: index, %arg3: index) -> ()
util.func public @f(%r: !stream.resource<transient>, %s: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %0 = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%s}) {
    "stream.cmd.call"(%x, %s, %c0, %s) <{callee = @host, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, resource_operand_accesses = [4 : i32], tied_operands = []}> : (!stream.resource<transient>, index, index, index) -> ()
    stream.yield
  } => !stream.timepoint
  util.return %0 : !stream.timepoint
}
// CHECK: read_enum_properties.mlir:[[# @LINE - 5]]:5: error: 'stream.cmd.call' op attribute 'resource_operand_accesses' failed to satisfy constraint: access array attribute

// -----

util.func public @f(%ch: !stream.channel, %r: !stream.resource<transient>, %s: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %0 = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%s}) {
    "stream.cmd.collective"(%ch, %s, %x, %x, %s, %s, %c0, %c0, %s, %s) <{op = #stream.collective<all_reduce with sum : f32>, operandSegmentSizes = array<i32: 1, 1, 0, 2, 2, 2, 2>, resource_accesses = [7 : i32, 2 : i32]}> : (!stream.channel, index, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
    stream.yield
  } => !stream.timepoint
  util.return %0 : !stream.timepoint
}
// CHECK: read_enum_properties.mlir:[[# @LINE - 5]]:5: error: 'stream.cmd.collective' op attribute 'resource_accesses' failed to satisfy constraint: access array attribute
