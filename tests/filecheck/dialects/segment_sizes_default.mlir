// RUN: xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: iree-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not xdsl-stream-opt %S/inputs/segment_sizes_invalid.mlir 2>&1 | filecheck %S/inputs/segment_sizes_invalid.mlir
// RUN: not iree-opt %S/inputs/segment_sizes_invalid.mlir 2>&1 | filecheck %S/inputs/segment_sizes_invalid.mlir

// An op of optional or variadic operands written in generic form without
// its `operandSegmentSizes`: MLIR's property starts as all zeros, so it
// reads where no operand is given (the package refused it).

// CHECK-LABEL: util.func public @f
// CHECK: stream.channel.create : !stream.channel
util.func public @f() -> !stream.channel {
  %0 = "stream.channel.create"() : () -> !stream.channel
  util.return %0 : !stream.channel
}
