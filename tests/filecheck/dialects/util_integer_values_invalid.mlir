// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

// util.assume.int takes signless integers or index only (IREE's
// AnySignlessIntegerOrIndex: an `si32` was read, exit 0); util.range.min and
// max take integers of any signedness or index (Util_Range).  Refused as
// iree-opt 3.13 refuses them, naming the first operand even where the type is
// written once, for the result.

util.func private @f(%v: si32) -> si32 {
  %0 = util.assume.int %v<umin = 0> : si32
  util.return %0 : si32
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.assume.int' op operand #0 must be variadic of signless integer or index, but got 'si32'

// -----

util.func private @f(%v: f32) -> f32 {
  %0 = util.range.min %v, %v : f32
  util.return %0 : f32
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.range.min' op operand #0 must be variadic of index or integer, but got 'f32'
