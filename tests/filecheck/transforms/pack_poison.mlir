// A `ub.poison` operand: a cast of it (`index_castui`, `bitcast`, `extui`,
// `trunci`) folds to a `ub.poison` of the word, as MLIR's folders in IREE 3.13
// fold it; a shift of it does not fold (the high word of an i64 stays
// `trunci(shrui(poison, 32))`).  As iree-opt packs them (ours printed by
// iree-opt, which spells `ub.poison` in its custom form).
// RUN: xdsl-stream-opt -p pack-dispatch-operands %s | iree-opt | filecheck %s
// RUN: iree-opt --iree-stream-pack-dispatch-operands %s | filecheck %s

stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    func.func @k(%a: i8, %b: i64, %c: f32, %d: f64, %e: index, %f: i16, %r0: !stream.binding) {
      util.optimization_barrier %a : i8
      util.optimization_barrier %b : i64
      util.optimization_barrier %c : f32
      util.optimization_barrier %d : f64
      util.optimization_barrier %e : index
      util.optimization_barrier %f : i16
      return
    }
  }
}
util.func public @main(%x: i16) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %a = ub.poison : i8
  %b = ub.poison : i64
  %c = ub.poison : f32
  %d = ub.poison : f64
  %e = ub.poison : index
  %alloc = stream.resource.alloc uninitialized : !stream.resource<transient>{%c64}
  %r = stream.cmd.execute with(%alloc as %y: !stream.resource<transient>{%c64}) {
    stream.cmd.dispatch @ex::@k(%a, %b, %c, %d, %e, %x : i8, i64, f32, f64, index, i16) {
      ro %y[%c0 for %c64] : !stream.resource<transient>{%c64}
    }
  } => !stream.timepoint
  util.return %r : !stream.timepoint
}

// CHECK-LABEL: util.func public @main
// CHECK:         %[[A:.+]] = ub.poison : i8
// CHECK-NEXT:    %[[B:.+]] = ub.poison : i64
// CHECK:         %[[A32:.+]] = ub.poison : i32
// CHECK-NEXT:    %[[BLO:.+]] = ub.poison : i32
// CHECK-NEXT:    %[[C32:.+]] = arith.constant 32 : i64
// CHECK-NEXT:    %[[BHI64:.+]] = arith.shrui %[[B]], %[[C32]] : i64
// CHECK-NEXT:    %[[BHI:.+]] = arith.trunci %[[BHI64]] : i64 to i32
// CHECK-NEXT:    %[[C:.+]] = ub.poison : i32
// CHECK-NEXT:    %[[D64:.+]] = ub.poison : i64
// CHECK-NEXT:    %[[DLO:.+]] = ub.poison : i32
// CHECK:         %[[E64:.+]] = ub.poison : i64
// CHECK-NEXT:    %[[ELO:.+]] = ub.poison : i32
// CHECK:         stream.cmd.dispatch @ex::@k(%[[A32]], %[[BLO]], %[[BHI]], %[[C]], %[[DLO]], %{{.+}}, %[[ELO]], %{{.+}}, %{{.+}} : i32, i32, i32, i32, i32, i32, i32, i32, i32)
