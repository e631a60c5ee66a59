// Properties whose element type IREE's ODS fixes, in generic form, as every
// dump writes them: a dispatch's accesses are `i32`, tied operands `index`,
// segment sizes `array<i32: ...>`.  Each chunk is refused by iree-opt at the
// same place.  The last two chunks hold an execute of the same signature as
// one before it but for its segment sizes, which the verifier's memo must
// not take for the first's.
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

stream.executable private @ex {
  stream.executable.export public @fn
  builtin.module {
    func.func @fn(%b: !stream.binding) {
      return
    }
  }
}
util.func public @accesses(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    "stream.cmd.dispatch"(%x, %sz, %c0, %sz) <{entry_points = [@ex::@fn], operandSegmentSizes = array<i32: 0, 0, 1, 1, 1, 1>, resource_accesses = [3 : i64]}> : (!stream.resource<transient>, index, index, index) -> ()
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
// CHECK:      verify_property_types.mlir:21:5: error: 'stream.cmd.dispatch' op Expected attribute i32 but got i64
// IREE:       verify_property_types.mlir:21:5: error: 'stream.cmd.dispatch' op attribute 'resource_accesses' failed to satisfy constraint: access array attribute

// -----

"util.func"() <{sym_name = "tied", function_type = (index) -> index, sym_visibility = "private", tied_operands = [0 : i64]}> ({
^bb0(%a: index):
  "util.return"(%a) : (index) -> ()
}) : () -> ()
// CHECK:      verify_property_types.mlir:30:1: error: 'util.func' op i64 should be of base attribute index
// IREE:       verify_property_types.mlir:30:1: error: 'util.func' op attribute 'tied_operands' failed to satisfy constraint: 64-bit integer array attribute

// -----

util.func public @segment_type(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %t0 = "stream.cmd.execute"(%r, %sz) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
  ^bb0(%x: !stream.resource<transient>):
    "stream.yield"() : () -> ()
  }) : (!stream.resource<transient>, index) -> !stream.timepoint
  %t1 = "stream.cmd.execute"(%r, %sz) <{operandSegmentSizes = array<i64: 1, 1, 0>}> ({
  ^bb0(%x: !stream.resource<transient>):
    "stream.yield"() : () -> ()
  }) : (!stream.resource<transient>, index) -> !stream.timepoint
  util.return %t1 : !stream.timepoint
}
// CHECK:      verify_property_types.mlir:44:9: error: 'stream.cmd.execute' op operandSegmentSizes property is expected to be a DenseArrayBase of i32.
// IREE:       verify_property_types.mlir:44:9: error: invalid properties {operandSegmentSizes = array<i64: 1, 1, 0>} for op stream.cmd.execute: for `operandSegmentSizes`: expected DenseI32ArrayAttr

// -----

util.func public @segment_sizes(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %t0 = "stream.cmd.execute"(%r, %sz) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
  ^bb0(%x: !stream.resource<transient>):
    "stream.yield"() : () -> ()
  }) : (!stream.resource<transient>, index) -> !stream.timepoint
  %t1 = "stream.cmd.execute"(%r, %sz) <{operandSegmentSizes = array<i32: 1, 0, 1>}> ({
  ^bb0(%x: !stream.resource<transient>):
    "stream.yield"() : () -> ()
  }) : (!stream.resource<transient>, index) -> !stream.timepoint
  util.return %t1 : !stream.timepoint
}
// CHECK:      verify_property_types.mlir:60:9: error: 'stream.cmd.execute' op
// IREE:       verify_property_types.mlir:60:9: error: 'stream.cmd.execute' op
