// RUN: xdsl-stream-opt -p pack-dispatch-operands %s | filecheck %s
// RUN: xdsl-stream-opt -p pack-dispatch-operands %s | iree-opt > /dev/null

// Executables and host code two modules deep are packed on both sides, as
// one module deep (iree-opt 3.13 packs the kernel and leaves the site `i8`
// there: `uniform dispatch argument type mismatch`).

builtin.module @outer {
builtin.module @inner {
  stream.executable private @ex {
    stream.executable.export public @k
    builtin.module {
      // CHECK: func.func @k(%[[W:.+]]: i32, %{{.+}}: !stream.binding) {
      // CHECK-NEXT: arith.trunci %[[W]] : i32 to i8
      func.func @k(%s: i8, %o: !stream.binding) {
        util.optimization_barrier %s : i8
        return
      }
    }
  }
  util.func public @main(%r: !stream.resource<transient>, %rs: index, %s: i8) -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // CHECK: %[[E:.+]] = arith.extui %{{.+}} : i8 to i32
    // CHECK: stream.cmd.dispatch @ex::@k[%{{.+}}, %{{.+}}, %{{.+}}](%[[E]] : i32)
    %t = stream.cmd.execute with(%r as %rr: !stream.resource<transient>{%rs}) {
      stream.cmd.dispatch @ex::@k[%c1, %c1, %c1](%s : i8) {
        wo %rr[%c0 for %c1] : !stream.resource<transient>{%rs}
      }
    } => !stream.timepoint
    util.return %t : !stream.timepoint
  }
}
}
