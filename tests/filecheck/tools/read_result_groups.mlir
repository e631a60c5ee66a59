// A result group binds at least one value: `%x:0 = ...` is refused at its
// `0`, as iree-opt refuses it (xDSL's parser binds the name to nothing).
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

func.func private @f(%a: i32) -> i32 {
  %x:0 = arith.addi %a, %a : i32
  return %a : i32
}
// CHECK: read_result_groups.mlir:7:6: error: expected named operation to have at least 1 result
// IREE:  read_result_groups.mlir:7:6: error: expected named operation to have at least 1 result

// -----

util.func private @g(%t: !stream.timepoint, %r: !stream.resource<external>, %s: index) -> !stream.resource<external> {
  %ready, %y:0 = stream.timepoint.await %t => %r : !stream.resource<external>{%s}
  util.return %r : !stream.resource<external>
}
// CHECK: read_result_groups.mlir:16:14: error: expected named operation to have at least 1 result
// IREE:  read_result_groups.mlir:16:14: error: expected named operation to have at least 1 result
