// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: xdsl-stream-opt %S/inputs/empty_properties_valid.mlir | filecheck %S/inputs/empty_properties_valid.mlir
// RUN: iree-opt %S/inputs/empty_properties_valid.mlir | filecheck %S/inputs/empty_properties_valid.mlir

// `<{...}>` on an op that has no properties (no inherent attribute, no
// segment sizes) is refused at the op's name in MLIR's words, the entries
// sorted as MLIR prints a dictionary.  `<{}>` was read as no properties,
// with exit 0; a named entry was refused later, in xDSL's words.  Ops whose
// MLIR op has properties xDSL 0.75 does not declare (`arith.divui`'s
// `isExact`, ...) read `<{}>` (inputs/empty_properties_valid.mlir).

func.func @f() {
  "func.return"() <{}> : () -> ()
}
// CHECK: :[[# @LINE - 2]]:3: error: invalid properties {} for op func.return: this operation has empty properties

// -----

func.func @f(%a: tensor<4xf32>) {
  %0 = "tensor.rank"(%a) <{y = "s", x = 1}> : (tensor<4xf32>) -> index
  return
}
// CHECK: :[[# @LINE - 3]]:8: error: invalid properties {x = 1 : i64, y = "s"} for op tensor.rank: this operation has empty properties

// -----

util.func public @f() -> !stream.timepoint {
  %t = "stream.timepoint.immediate"() <{}> : () -> !stream.timepoint
  util.return %t : !stream.timepoint
}
// CHECK: :[[# @LINE - 3]]:8: error: invalid properties {} for op stream.timepoint.immediate: this operation has empty properties
