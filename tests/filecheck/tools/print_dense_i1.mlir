// A dense `i1` literal past 100 elements prints as its bytes, one 0 or 1 an
// element, as iree-opt prints it (a true printed as 0xFF, and iree-opt kept
// it: an `arith.extui` of it to i8 folded to -1); one of all trues or all
// falses prints as a splat.  Our output reads back to itself, and iree-opt
// reads it as it reads the input.
// RUN: xdsl-stream-opt %s > %t.ours
// RUN: filecheck %s < %t.ours
// RUN: xdsl-stream-opt < %t.ours | diff %t.ours -
// RUN: iree-opt %t.ours > %t.ours_iree
// RUN: iree-opt %s > %t.iree
// RUN: diff %t.ours_iree %t.iree

util.global private @a = dense<[false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false, true, false]> : tensor<101xi1>
util.global private @b = dense<[-1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0]> : tensor<101xi8>
util.global private @c = dense<"0x0001"> : tensor<2xi1>

// CHECK:      @a = dense<"0x000100010001
// CHECK-SAME: 00010001000100"> : tensor<101xi1>
// CHECK-NEXT: @b = dense<"0xFF0001FF
// CHECK-NEXT: @c = dense<[false, true]> : tensor<2xi1>
