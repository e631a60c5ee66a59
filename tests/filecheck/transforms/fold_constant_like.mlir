// A constant made by a constant-like op other than `arith.constant`
// (`llvm.mlir.constant`, which MLIR marks `ConstantLike` and xDSL 0.75 does
// not: docs/upstream.md, entry 42) is a constant to the segment's passes, as
// to IREE's `m_Constant`: fold inlines it into the kernel, annotate states its
// value, pack folds its words.
// RUN: xdsl-stream-opt -p fold-uniform-operands %s | iree-opt | filecheck %s --check-prefix=FOLD
// RUN: iree-opt --iree-stream-fold-uniform-operands %s | filecheck %s --check-prefix=FOLD
// RUN: xdsl-stream-opt -p annotate-dispatch-arguments %s | filecheck %s --check-prefix=ANNOTATE
// RUN: iree-opt --iree-stream-annotate-dispatch-arguments %s | filecheck %s --check-prefix=ANNOTATE
// RUN: xdsl-stream-opt -p pack-dispatch-operands %s | iree-opt | filecheck %s --check-prefix=PACK
// RUN: iree-opt --iree-stream-pack-dispatch-operands %s | filecheck %s --check-prefix=PACK

stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    func.func @k(%a: i32, %b: i64, %r0: !stream.binding) {
      util.optimization_barrier %a : i32
      util.optimization_barrier %b : i64
      return
    }
  }
}
util.func public @main() -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %five = llvm.mlir.constant(5 : i32) : i32
  %big = llvm.mlir.constant(4294967305 : i64) : i64
  %alloc = stream.resource.alloc uninitialized : !stream.resource<transient>{%c64}
  %r = stream.cmd.execute with(%alloc as %x: !stream.resource<transient>{%c64}) {
    stream.cmd.dispatch @ex::@k(%five, %big : i32, i64) {
      ro %x[%c0 for %c64] : !stream.resource<transient>{%c64}
    }
  } => !stream.timepoint
  util.return %r : !stream.timepoint
}

// FOLD:      func.func @k(%{{.+}}: !stream.binding) {
// FOLD-NEXT:   %[[FIVE:.+]] = arith.constant 5 : i32
// FOLD-NEXT:   %[[BIG:.+]] = arith.constant 4294967305 : i64
// FOLD:        stream.cmd.dispatch @ex::@k {

// ANNOTATE: func.func @k(%{{.+}}: i32 {stream.values = [5 : i32]}, %{{.+}}: i64 {stream.values = [4294967305]}

// PACK:      %[[LO:.+]] = arith.constant 9 : i32
// PACK:      %[[HI:.+]] = arith.constant 1 : i32
// PACK:      stream.cmd.dispatch @ex::@k(%{{.+}}, %[[LO]], %[[HI]] : i32, i32, i32)
