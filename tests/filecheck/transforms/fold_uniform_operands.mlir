// RUN: xdsl-opt -p fold-uniform-operands %s | filecheck %s
// RUN: xdsl-opt --print-op-generic -p fold-uniform-operands %s | iree-opt > %t.xdsl
// RUN: iree-opt --iree-stream-fold-uniform-operands %s > %t.iree
// RUN: diff %t.xdsl %t.iree
// RUN: xdsl-opt --print-debuginfo -p fold-uniform-operands %s | filecheck %s --check-prefix=LOC
// RUN: iree-opt --iree-stream-fold-uniform-operands --mlir-print-debuginfo %s | filecheck %s --check-prefix=IREE-LOC

// Two sites of one export.  Operand by operand:
//   %a: %c8 at both sites (8 : index)             -> inlined
//   %b: %i and %i2, both 7 : i32                   -> inlined, at the fused location
//   %c: %n at both sites                           -> kept (the base of %e)
//   %d: %j, the same 7 : i64 value at both sites    -> inlined (a plain location)
//   %e: %n at both sites, like %c                  -> deduplicated into %c
//   %f: %c8 then %c16                              -> kept (not uniform)
//   %g: %m then %n (not a constant)                -> kept
// The workload [%n, %m, %n] drops its third value (a duplicate of the first at
// every site); the constants in the body come in operand order.

stream.executable private @ex {
  stream.executable.export public @k workgroups(%w0: index, %w1: index, %w2: index) -> (index, index, index) {
    stream.return %w0, %w1, %w2 : index, index, index
  }
  builtin.module {
    func.func @k(%bind: !stream.binding, %a: index, %b: i32, %c: index, %d: i64, %e: index, %f: index, %g: index) {
      %0 = stream.binding.subspan %bind[%a] : !stream.binding -> memref<2xf32>
      util.optimization_barrier %b : i32
      util.optimization_barrier %c : index
      util.optimization_barrier %d : i64
      util.optimization_barrier %e : index
      util.optimization_barrier %f : index
      util.optimization_barrier %g : index
      return
    }
  }
}
util.func public @host(%buf: !stream.resource<external>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index loc("c8")
  %c16 = arith.constant 16 : index
  %i = arith.constant 7 : i32 loc("i32_first")
  %j = arith.constant 7 : i64 loc("i64")
  %t = stream.cmd.execute with(%buf as %x: !stream.resource<external>{%c16}) {
    stream.cmd.dispatch @ex::@k[%n, %m, %n](%c8, %i, %n, %j, %n, %c8, %m : index, i32, index, i64, index, index, index) {
      ro %x[%c0 for %c8] : !stream.resource<external>{%c16}
    }
  } => !stream.timepoint
  %i2 = arith.constant 7 : i32 loc("i32_second")
  %t2 = stream.cmd.execute with(%buf as %y: !stream.resource<external>{%c16}) {
    stream.cmd.dispatch @ex::@k[%n, %c8, %n](%c8, %i2, %n, %j, %n, %c16, %n : index, i32, index, i64, index, index, index) {
      ro %y[%c0 for %c8] : !stream.resource<external>{%c16}
    }
  } => !stream.timepoint
  util.return
}

// From iree-opt's output (names as captures: iree-opt renumbers them).
// CHECK:      stream.executable.export public @k workgroups(%[[W0:[A-Za-z0-9_]+]]: index, %[[W1:[A-Za-z0-9_]+]]: index) -> (index, index, index) {
// CHECK-NEXT:   stream.return %[[W0]], %[[W1]], %[[W0]] : index, index, index
// CHECK:      func.func @k(%[[BIND:[A-Za-z0-9_]+]]: !stream.binding, %[[C:[A-Za-z0-9_]+]]: index, %[[F:[A-Za-z0-9_]+]]: index, %[[G:[A-Za-z0-9_]+]]: index) {
// CHECK-NEXT:   %[[C8:[A-Za-z0-9_]+]] = arith.constant 8 : index
// CHECK-NEXT:   %[[I32:[A-Za-z0-9_]+]] = arith.constant 7 : i32
// CHECK-NEXT:   %[[I64:[A-Za-z0-9_]+]] = arith.constant 7 : i64
// CHECK-NEXT:   stream.binding.subspan %[[BIND]][%[[C8]]] : !stream.binding -> memref<2xf32>
// CHECK-NEXT:   util.optimization_barrier %[[I32]] : i32
// CHECK-NEXT:   util.optimization_barrier %[[C]] : index
// CHECK-NEXT:   util.optimization_barrier %[[I64]] : i64
// CHECK-NEXT:   util.optimization_barrier %[[C]] : index
// CHECK-NEXT:   util.optimization_barrier %[[F]] : index
// CHECK-NEXT:   util.optimization_barrier %[[G]] : index
// CHECK:      util.func public @host(%{{.*}}: !stream.resource<external>, %[[N:[A-Za-z0-9_]+]]: index, %[[M:[A-Za-z0-9_]+]]: index) {
// CHECK:        %[[HC8:[A-Za-z0-9_]+]] = arith.constant 8 : index
// CHECK-NEXT:   %[[HC16:[A-Za-z0-9_]+]] = arith.constant 16 : index
// CHECK:        stream.cmd.dispatch @ex::@k[%[[N]], %[[M]]](%[[N]], %[[HC8]], %[[M]] : index, index, index) {
// CHECK:        stream.cmd.dispatch @ex::@k[%[[N]], %[[HC8]]](%[[N]], %[[HC16]], %[[N]] : index, index, index) {

// The inlined constants' locations: those of the sites' constants, fused
// (one location when every site passes the same constant op).
// LOC:      arith.constant 8 : index loc("c8")
// LOC-NEXT: arith.constant 7 : i32 loc(fused["i32_first", "i32_second"])
// LOC-NEXT: arith.constant 7 : i64 loc("i64")
// IREE-LOC:      arith.constant 8 : index loc(#[[L8:loc[0-9]+]])
// IREE-LOC-NEXT: arith.constant 7 : i32 loc(#[[L32:loc[0-9]+]])
// IREE-LOC-NEXT: arith.constant 7 : i64 loc(#[[L64:loc[0-9]+]])
// IREE-LOC-DAG:  #[[L8]] = loc("c8")
// IREE-LOC-DAG:  #[[L64]] = loc("i64")
// IREE-LOC-DAG:  #[[FIRST:loc[0-9]+]] = loc("i32_first")
// IREE-LOC-DAG:  #[[SECOND:loc[0-9]+]] = loc("i32_second")
// IREE-LOC-DAG:  #[[L32]] = loc(fused[#[[FIRST]], #[[SECOND]]])
