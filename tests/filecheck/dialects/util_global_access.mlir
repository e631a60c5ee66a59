// What a util.global.load may read, as IREE 3.13's isGlobalTypeCompatible
// allows it: a shaped global as a shaped type of compatible shape (a dynamic
// size read as a static one and back), a !stream.resource global as a
// tensor.  Our output, read by iree-opt, is iree-opt's own reading; the
// package refused each before (it asked for the very type).
// RUN: xdsl-stream-opt %s | iree-opt > %t.ours
// RUN: iree-opt %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: xdsl-stream-opt %s | filecheck %s

// CHECK: util.global.load @dyn : tensor<4xf32>
// CHECK: util.global.load @fixed : tensor<?xf32>
// CHECK: util.global.load @res : tensor<2x2xf32>
util.global private @dyn : tensor<?xf32>
util.global private @fixed : tensor<4xf32>
util.global private @res : !stream.resource<constant>
util.func public @f() -> (tensor<4xf32>, tensor<?xf32>, tensor<2x2xf32>) {
  %0 = util.global.load @dyn : tensor<4xf32>
  %1 = util.global.load @fixed : tensor<?xf32>
  %2 = util.global.load @res : tensor<2x2xf32>
  util.return %0, %1, %2 : tensor<4xf32>, tensor<?xf32>, tensor<2x2xf32>
}
