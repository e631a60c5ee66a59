// The attribute dictionary after an scf.execute_region's region is kept (xDSL
// 0.75 reads it and drops it, exit 0: docs/upstream.md, entry 20).
// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt > %t.ours
// RUN: iree-opt %s > %t.iree
// RUN: diff %t.ours %t.iree

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
