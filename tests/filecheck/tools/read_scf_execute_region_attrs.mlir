// The attribute dictionary after an scf.execute_region's region is kept (xDSL
// 0.75 reads it and drops it, exit 0: docs/upstream.md, entry 20).
// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt > %t.ours
// RUN: iree-opt %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: xdsl-stream-opt %s > %t.printed.mlir
// RUN: xdsl-stream-opt %t.printed.mlir | diff - %t.printed.mlir
// RUN: iree-opt --mlir-print-op-generic %s | xdsl-stream-opt | iree-opt | diff - %t.iree

// CHECK-LABEL: func.func @f(
// CHECK:         "scf.execute_region"() ({
// CHECK:         }) {tag = "keep me", n = 7 : i64} : () -> i32
func.func @f() -> i32 {
  %0 = scf.execute_region -> i32 {
    %c = arith.constant -1 : i32
    scf.yield %c : i32
  } {tag = "keep me", n = 7 : i64}
  return %0 : i32
}

// `no_inline` (MLIR's unit property: the region is not inlined into its
// parent) reads in custom form, in generic form, and from the attribute
// dictionary as MLIR moves it there; it prints as a property.
// CHECK-LABEL: func.func @no_inline(
// CHECK:         "scf.execute_region"() <{no_inline}> ({
// CHECK:         }) : () -> i32
// CHECK:         "scf.execute_region"() <{no_inline}> ({
// CHECK:         }) {tag = 1 : i64} : () -> ()
// CHECK:         "scf.execute_region"() <{no_inline}> ({
// CHECK:         }) : () -> (i32, i32)
// CHECK:         "scf.execute_region"() <{no_inline}> ({
// CHECK:         }) : () -> ()
func.func @no_inline() -> i32 {
  %0 = scf.execute_region -> i32 no_inline {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  scf.execute_region no_inline {
    scf.yield
  } {tag = 1}
  %1:2 = "scf.execute_region"() <{no_inline}> ({
    %c = arith.constant 2 : i32
    scf.yield %c, %c : i32, i32
  }) : () -> (i32, i32)
  scf.execute_region {
    scf.yield
  } {no_inline}
  return %0 : i32
}
