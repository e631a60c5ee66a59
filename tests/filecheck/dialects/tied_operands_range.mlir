// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE
// RUN: iree-opt %S/inputs/tied_past_operands.mlir | not iree-opt 2>&1 | filecheck %s --check-prefix=IREE-OWN

// A result tied to an operand the op does not have.  iree-opt 3.13 refuses
// it on util.func only; on stream.async.func it prints `-> %arg5 as ...`,
// which it cannot read back (IREE-OWN), and on stream.cmd.call it prints the
// call untied.  The package refuses it on every op whose custom form spells
// ties by operand, in IREE's words for util.func.

"util.func"() <{function_type = (index) -> index, sym_name = "uf", sym_visibility = "private", tied_operands = [5 : index]}> ({
}) : () -> ()

// CHECK: :[[# @LINE - 3]]:1: error: 'util.func' op result #0 tied to invalid operand index 5
// IREE:  :[[# @LINE - 4]]:1: error: 'util.func' op result #0 tied to invalid operand index 5

// -----

"stream.async.func"() <{function_type = (!stream.resource<*>, index) -> !stream.resource<*>, sym_name = "af", sym_visibility = "private", tied_operands = [5 : index]}> ({
}) : () -> ()

// CHECK: :[[# @LINE - 3]]:1: error: 'stream.async.func' op result #0 tied to invalid operand index 5
// IREE-OWN: error: custom op 'stream.async.func' tied operand not found for result reference %arg5

// -----

util.func private @host(%arg0: index) -> (i32, f32)
util.func public @f(%a: index) -> !stream.timepoint {
  %0 = stream.cmd.execute with() {
    %1:2 = "stream.cmd.call"(%a) <{callee = @host, operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, resource_operand_accesses = [], tied_operands = [-1 : index, 1 : index]}> : (index) -> (i32, f32)
    stream.yield
  } => !stream.timepoint
  util.return %0 : !stream.timepoint
}

// CHECK: :[[# @LINE - 6]]:12: error: 'stream.cmd.call' op result #1 tied to invalid operand index 1

// iree-opt accepts the other two.
// IREE-NOT: error
