// RUN: xdsl-stream-opt %s | iree-opt > %t.ours
// RUN: iree-opt %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: xdsl-stream-opt %s > %t.p.mlir
// RUN: xdsl-stream-opt %t.p.mlir | diff - %t.p.mlir
// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt --print-op-generic %s | filecheck %s --check-prefix=GENERIC

// Util ops that iree-opt reads in custom form (UtilOps.td's formats, and
// UtilOps.cpp's hand-written `util.assume.int` and `util.unfoldable_constant`).

util.global private mutable @gv = 1 : i32
util.global private @gi = 1 : i32

// CHECK-LABEL: util.func public @globals
util.func public @globals() -> i32 {
  // CHECK:      %p = util.global.address @gv : !util.ptr<i32>
  // CHECK-NEXT: %q = util.global.address immutable @gi : !util.ptr<i32>
  // CHECK-NEXT: %v = util.global.load.indirect %p : !util.ptr<i32> -> i32
  // CHECK-NEXT: %w = util.global.load.indirect immutable %q : !util.ptr<i32> -> i32
  // CHECK-NEXT: util.global.store.indirect %v, %p : i32 -> !util.ptr<i32>
  // CHECK-NEXT: %x = util.global.address @gv {tag} : !util.ptr<i32>
  // GENERIC: "util.global.address"() <{global = @gv}> : () -> !util.ptr<i32>
  // GENERIC: "util.global.address"() <{is_immutable, global = @gi}> : () -> !util.ptr<i32>
  // GENERIC: "util.global.load.indirect"(%{{.*}}) : (!util.ptr<i32>) -> i32
  // GENERIC: "util.global.load.indirect"(%{{.*}}) <{is_immutable}> : (!util.ptr<i32>) -> i32
  // GENERIC: "util.global.store.indirect"(%{{.*}}, %{{.*}}) : (i32, !util.ptr<i32>) -> ()
  %p = util.global.address @gv : !util.ptr<i32>
  %q = util.global.address immutable @gi : !util.ptr<i32>
  %v = util.global.load.indirect %p : !util.ptr<i32> -> i32
  %w = util.global.load.indirect immutable %q : !util.ptr<i32> -> i32
  util.global.store.indirect %v, %p : i32 -> !util.ptr<i32>
  %x = util.global.address @gv {tag} : !util.ptr<i32>
  util.return %w : i32
}

// CHECK-LABEL: util.func public @assume
util.func public @assume(%n: index, %i: i32) -> (index, i32) {
  // CHECK:      %a = util.assume.int %n<umin = 16, umax = 64, udiv = 16> : index
  // CHECK-NEXT: %b, %b_1 = util.assume.int %n[<umin = 16, umax = 64>, <udiv = 8>], %i<umin = 1> : index, i32
  // CHECK-NEXT: %c = util.assume.int %n[] : index
  // CHECK-NEXT: %d = util.assume.int %n<> : index
  // CHECK-NEXT: %e = util.assume.int %n<umin = 1, udiv = 16> : index
  // CHECK-NEXT: %f = util.assume.int %n<umin = 18446744073709551615> : index {tag}
  // CHECK-NEXT: %g, %g_1 = util.assume.int %n[<umin = 1>, <umin = 2>], %i<udiv = 0> : index, i32
  // GENERIC: <{assumptions = {{\[\[}}#util.int.assumption<umin = 16, umax = 64, udiv = 16>]]}> : (index) -> index
  // GENERIC: <{assumptions = {{\[\[}}#util.int.assumption<umin = 16, umax = 64>, #util.int.assumption<udiv = 8>], [#util.int.assumption<umin = 1>]]}> : (index, i32) -> (index, i32)
  // GENERIC: <{assumptions = {{\[\[}}]]}>
  // GENERIC: <{assumptions = {{\[\[}}#util.int.assumption<>]]}>
  %a = util.assume.int %n<umin = 16, umax = 64, udiv = 16> : index
  %b:2 = util.assume.int
      %n[<umin = 16, umax = 64>, <udiv = 8>],
      %i<umin = 1>
    : index, i32
  %c = util.assume.int %n[] : index
  %d = util.assume.int %n<> : index
  %e = util.assume.int %n<udiv = 16, umin = 1> : index
  %f = util.assume.int %n<umin = -1> : index {tag}
  %g:2 = util.assume.int %n[<umin = 1>, <umin = 2>], %i<udiv = 0> : index, i32
  util.return %a, %b#1 : index, i32
}

// CHECK-LABEL: util.func public @generic_assume
util.func public @generic_assume(%n: index) -> index {
  // CHECK: %a = util.assume.int %n<> : index
  %a = "util.assume.int"(%n) <{assumptions = [[#util.int.assumption<>]]}> : (index) -> index
  util.return %a : index
}

// CHECK-LABEL: util.func public @values
util.func public @values(%n: index, %m: index, %i: i32, %buf: !util.buffer) -> i1 {
  // CHECK:      %r = util.range.max %n, %m : index
  // CHECK-NEXT: %r2 = util.range.min %n, %m, %n : index
  // CHECK-NEXT: %r3 = util.range.min %i : i32
  // CHECK-NEXT: %s = util.sizeof index
  // CHECK-NEXT: %s2 = util.sizeof !util.buffer attributes {tag}
  // CHECK-NEXT: %k = util.unfoldable_constant 5 : index
  // CHECK-NEXT: %k2 = util.unfoldable_constant {tag} dense<1> : tensor<2xi32>
  // CHECK-NEXT: %k3 = util.unfoldable_constant @values : (index, index, i32, !util.buffer) -> i1
  // CHECK-NEXT: %k4 = util.unfoldable_constant "s"
  // CHECK-NEXT: %e = util.cmp.eq %n, %m : index
  // CHECK-NEXT: %e2 = util.cmp.eq %buf, %buf : !util.buffer
  // GENERIC: "util.sizeof"() <{sizedType = index}> : () -> index
  // GENERIC: "util.unfoldable_constant"() <{value = 5 : index}> : () -> index
  // GENERIC: "util.unfoldable_constant"() <{value = "s"}> : () -> none
  // GENERIC: "util.cmp.eq"(%{{.*}}, %{{.*}}) : (index, index) -> i1
  %r = util.range.max %n, %m : index
  %r2 = util.range.min %n, %m, %n : index
  %r3 = util.range.min %i : i32
  %s = util.sizeof index
  %s2 = util.sizeof !util.buffer attributes {tag}
  %k = util.unfoldable_constant 5 : index
  %k2 = util.unfoldable_constant {tag} dense<1> : tensor<2xi32>
  %k3 = util.unfoldable_constant @values : (index, index, i32, !util.buffer) -> i1
  %k4 = util.unfoldable_constant "s"
  %e = util.cmp.eq %n, %m : index
  %e2 = util.cmp.eq %buf, %buf : !util.buffer
  util.return %e : i1
}

// Results without parentheses, as IREE's own tests write them (one or more,
// without attributes; printed in parentheses).
// CHECK-LABEL: util.func private @bare_results({{.*}}index) -> (index, i64)
util.func private @bare_results(%arg0: index) -> index, i64
// CHECK-LABEL: util.func public @bare_tied_results(%{{\w+}}: index, %{{\w+}}: i64) -> (%{{\w+}}, i64) {
util.func public @bare_tied_results(%arg0: index, %arg1: i64) -> %arg0, i64 {
  util.return %arg0, %arg1 : index, i64
}
