// RUN: xdsl-opt -p annotate-dispatch-arguments %s | filecheck %s
// RUN: iree-opt --iree-stream-annotate-dispatch-arguments %s | filecheck %s --check-prefix=IREE

// The alignment of an scf.execute_region result comes from the util.align
// ops its yields pass.  iree-opt 3.13 reads only the first block of the region
// that exits (64 here) though the other exit passes a 4-aligned value; ours
// reads every exit.

// CHECK: func.func @f(%n: index {stream.alignment = 4 : index}, %b: !stream.binding {stream.alignment = 64 : index})
// IREE:  func.func @f(%arg0: index {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index})
stream.executable private @ex {
  stream.executable.export public @f
  builtin.module {
    func.func @f(%n: index, %b: !stream.binding) {
      return
    }
  }
}

util.func public @main(%x: index, %cond: i1, %r: !stream.resource<transient>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %v = scf.execute_region -> index {
    cf.cond_br %cond, ^bb1, ^bb2
  ^bb1:
    %a = util.align %x, %c64 : index
    scf.yield %a : index
  ^bb2:
    %b = util.align %x, %c4 : index
    scf.yield %b : index
  }
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {
    stream.cmd.dispatch @ex::@f[%c1](%v : index) {
      rw %cap[%c0 for %c1] : !stream.resource<transient>{%c64}
    }
  } => !stream.timepoint
  util.return
}
