// RUN: xdsl-opt --allow-unregistered-dialect -p annotate-dispatch-arguments %s | filecheck %s
// RUN: iree-opt --allow-unregistered-dialect --iree-stream-annotate-dispatch-arguments %s | filecheck %s --check-prefix=IREE

// Where nothing is known of a dispatch operand, iree-opt 3.13 claims it has
// no value at all (`stream.values = []`), and a union with another site's
// values then drops what this site passes: a value from an op of no
// registered dialect (IREE's explorer skips such ops), a global with no
// initial value that nothing stores, and every operand of an export no site
// dispatches.  Ours annotates nothing there.

// CHECK:      func.func @f(%opaque: index, %mixed: index, %global: i32, %b: !stream.binding {stream.alignment = 64 : index})
// IREE:       func.func @f(%arg0: index {stream.values = []}, %arg1: index {stream.values = [5 : index]}, %arg2: i32 {stream.values = []}, %arg3: !stream.binding {stream.alignment = 64 : index})
// CHECK:      func.func @unused(%n: index, %b: !stream.binding)
// IREE:       func.func @unused(%arg0: index {stream.values = []}, %arg1: !stream.binding)
stream.executable private @ex {
  stream.executable.export public @f
  stream.executable.export public @unused
  builtin.module {
    func.func @f(%opaque: index, %mixed: index, %global: i32, %b: !stream.binding) {
      return
    }
    func.func @unused(%n: index, %b: !stream.binding) {
      return
    }
  }
}

util.global private @never_stored : i32

util.func public @main(%r: !stream.resource<transient>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c64 = arith.constant 64 : index
  %x = "test.opaque"() : () -> index
  %g = util.global.load @never_stored : i32
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {
    stream.cmd.dispatch @ex::@f[%c1](%x, %x, %g : index, index, i32) {
      rw %cap[%c0 for %c1] : !stream.resource<transient>{%c64}
    }
    stream.cmd.dispatch @ex::@f[%c1](%x, %c5, %g : index, index, i32) {
      rw %cap[%c0 for %c1] : !stream.resource<transient>{%c64}
    }
  } => !stream.timepoint
  util.return
}
