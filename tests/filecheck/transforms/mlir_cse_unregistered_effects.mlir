// RUN: xdsl-stream-opt -p mlir-cse %s | filecheck %s
// RUN: iree-opt --allow-unregistered-dialect --cse %s | filecheck %s

// An unregistered op's effects are unknown: it may write what a load reads,
// so two loads of a mutable global with one between them are both kept.
// (xDSL's `has_trait` answers every trait for an unregistered op, so the
// package took it for an op of recursive effects, as free of effects as its
// regions: the second load was merged into the first, exit 0.)  Two
// unregistered ops alike are no common subexpression either.

util.global private mutable @g : i32
util.func private @loads() -> (i32, i32) {
  %0 = util.global.load @g : i32
  "test.op"() : () -> ()
  %1 = util.global.load @g : i32
  util.return %0, %1 : i32, i32
}
// CHECK-LABEL: util.func private @loads
// CHECK-NEXT:    %[[A:.+]] = util.global.load @g : i32
// CHECK-NEXT:    "test.op"() : () -> ()
// CHECK-NEXT:    %[[B:.+]] = util.global.load @g : i32
// CHECK-NEXT:    util.return %[[A]], %[[B]] : i32, i32

util.func private @twins() -> (i32, i32) {
  %0 = "test.op"() ({
  }) : () -> i32
  %1 = "test.op"() ({
  }) : () -> i32
  util.return %0, %1 : i32, i32
}
// CHECK-LABEL: util.func private @twins
// CHECK:         %[[C:.+]] = "test.op"()
// CHECK:         %[[D:.+]] = "test.op"()
// CHECK:         util.return %[[C]], %[[D]] : i32, i32
