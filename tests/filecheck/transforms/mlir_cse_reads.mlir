// RUN: xdsl-stream-opt --print-op-generic -p mlir-cse %s | iree-opt > %t.ours
// RUN: iree-opt --cse %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: filecheck %s < %t.ours

// MLIR's CSE merges two equal ops that only read (a load of a mutable
// global) when nothing between them may write: ops free of effects between
// them do not keep them apart, a store to the global does.

util.global private mutable @g : i32

// CHECK-LABEL: util.func public @pure_between
// CHECK:         %[[G:.+]] = util.global.load @g : i32
// CHECK-NOT:     util.global.load
// CHECK:         util.return %{{.+}}, %[[G]] : i32, i32
util.func public @pure_between() -> (i32, i32) {
  %0 = util.global.load @g : i32
  %c = arith.constant 1 : i32
  %x = arith.addi %0, %c : i32
  %1 = util.global.load @g : i32
  util.return %x, %1 : i32, i32
}

// CHECK-LABEL: util.func public @store_between
// CHECK:         util.global.load @g : i32
// CHECK:         util.global.store
// CHECK:         util.global.load @g : i32
util.func public @store_between(%v: i32) -> (i32, i32) {
  %0 = util.global.load @g : i32
  util.global.store %v, @g : i32
  %1 = util.global.load @g : i32
  util.return %0, %1 : i32, i32
}
