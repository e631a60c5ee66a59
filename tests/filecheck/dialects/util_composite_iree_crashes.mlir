// RUN: not xdsl-stream-opt %s 2>&1 | filecheck %s

// iree-opt 3.13 crashes on a composite's list with an empty entry (so this
// case is not in util_composite_invalid.mlir, which runs both tools); the
// package refuses it where the entry is missing.

util.global private @a {x = #util.composite<4xi8, [1,,]>} : i32
// CHECK: :[[# @LINE - 1]]:54: error: expected attribute value
