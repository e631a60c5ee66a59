// RUN: xdsl-opt -p annotate-dispatch-arguments %s | filecheck %s
// RUN: iree-opt --iree-stream-annotate-dispatch-arguments %s | filecheck %s --check-prefix=IREE

// Two exports of one function, dispatched with different values: iree-opt
// 3.13 annotates the function once per export, the last export's values
// overwriting the first's, so the function claims its argument is only ever
// 48 (and 16-aligned) though the first export passes 8.  Ours takes the sites
// of every export naming the function.

// CHECK:      func.func @f(%n: index {stream.alignment = 8 : index, stream.values = [8 : index, 48 : index]},
// CHECK-SAME:   %b: !stream.binding {stream.alignment = 64 : index})
// IREE:       func.func @f(%arg0: index {stream.alignment = 16 : index, stream.values = [48 : index]},
stream.executable private @ex {
  stream.executable.export public @f
  stream.executable.export public @f as("g")
  builtin.module {
    func.func @f(%n: index, %b: !stream.binding) {
      return
    }
  }
}

util.func public @main(%r: !stream.resource<transient>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c48 = arith.constant 48 : index
  %c64 = arith.constant 64 : index
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {
    stream.cmd.dispatch @ex::@f[%c1](%c8 : index) {
      rw %cap[%c0 for %c1] : !stream.resource<transient>{%c64}
    }
    stream.cmd.dispatch @ex::@g[%c1](%c48 : index) {
      rw %cap[%c0 for %c1] : !stream.resource<transient>{%c64}
    }
  } => !stream.timepoint
  util.return
}
