// RUN: xdsl-opt -p annotate-dispatch-arguments %s | filecheck %s
// RUN: xdsl-opt --print-op-generic -p annotate-dispatch-arguments %s | iree-opt > %t.xdsl
// RUN: xdsl-stream-opt -p annotate-dispatch-arguments %s | iree-opt > %t.stream
// RUN: iree-opt --iree-stream-annotate-dispatch-arguments %s > %t.iree
// RUN: diff %t.xdsl %t.iree
// RUN: diff %t.stream %t.iree

// What every site passes ends up on the export's function: the values of an
// integer operand all sites pass constants for (ascending, i1 as false/true),
// the alignment of an index operand (the lowest set bit of its values, or
// util.align's), and the alignment of each binding's offsets (the resource
// base alignment, 64 by default, where nothing is learnt).  Floats, values
// from outside the program and odd values get nothing.

// CHECK-LABEL: stream.executable private @values
// CHECK:      func.func @f(%i: i32, %n: index {stream.alignment = 8 : index, stream.values = [24 : index, 40 : index]},
// CHECK-SAME:   %flag: i1 {stream.values = [false, true]}, %x: f32, %neg: i8 {stream.values = [7 : i8, -1 : i8]},
// CHECK-SAME:   %odd: index {stream.values = [4096 : index, 4097 : index]},
// CHECK-SAME:   %b: !stream.binding {stream.alignment = 64 : index})
stream.executable private @values {
  stream.executable.export public @f
  builtin.module {
    func.func @f(%i: i32, %n: index, %flag: i1, %x: f32, %neg: i8, %odd: index, %b: !stream.binding) {
      return
    }
  }
}

// CHECK-LABEL: stream.executable private @aligned
// CHECK:      func.func @g(%unknown: index, %aligned: index {stream.alignment = 16 : index},
// CHECK-SAME:   %b0: !stream.binding {stream.alignment = 64 : index}, %b1: !stream.binding,
// CHECK-SAME:   %b2: !stream.binding {stream.alignment = 8 : index}, %b3: !stream.binding {stream.alignment = 16 : index})
stream.executable private @aligned {
  stream.executable.export public @g
  builtin.module {
    func.func @g(%unknown: index, %aligned: index, %b0: !stream.binding, %b1: !stream.binding, %b2: !stream.binding, %b3: !stream.binding) {
      return
    }
  }
}

// An external executable (no inner module) is left alone.
// CHECK-LABEL: stream.executable private @external
// CHECK-NEXT:    stream.executable.export public @e
// CHECK-NEXT:  }
stream.executable private @external {
  stream.executable.export public @e
}

util.func public @main(%arg: i32, %size: index, %off: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c24 = arith.constant 24 : index
  %c32 = arith.constant 32 : index
  %c40 = arith.constant 40 : index
  %c64 = arith.constant 64 : index
  %c96 = arith.constant 96 : index
  %c4096 = arith.constant 4096 : index
  %c4097 = arith.constant 4097 : index
  %c3_i32 = arith.constant 3 : i32
  %false = arith.constant false
  %true = arith.constant true
  %f1 = arith.constant 1.0 : f32
  %m1_i8 = arith.constant -1 : i8
  %c7_i8 = arith.constant 7 : i8
  %up = util.align %size, %c16 : index
  %alloc = stream.resource.alloc uninitialized : !stream.resource<transient>{%c96}
  %t = stream.cmd.execute with(%alloc as %r: !stream.resource<transient>{%c96}) {
    stream.cmd.dispatch @values::@f[%c1](%c3_i32, %c24, %false, %f1, %m1_i8, %c4096 : i32, index, i1, f32, i8, index) {
      rw %r[%c0 for %c8] : !stream.resource<transient>{%c96}
    }
    stream.cmd.dispatch @values::@f[%c1](%arg, %c40, %true, %f1, %c7_i8, %c4097 : i32, index, i1, f32, i8, index) {
      rw %r[%c0 for %c8] : !stream.resource<transient>{%c96}
    }
    stream.cmd.dispatch @aligned::@g[%c1](%off, %up : index, index) {
      rw %r[%c0 for %c8] : !stream.resource<transient>{%c96},
      rw %r[%off for %c8] : !stream.resource<transient>{%c96},
      rw %r[%c8 for %c8] : !stream.resource<transient>{%c96},
      rw %r[%c32 for %c8] : !stream.resource<transient>{%c96}
    }
    stream.cmd.dispatch @aligned::@g[%c1](%c16, %c32 : index, index) {
      rw %r[%c64 for %c8] : !stream.resource<transient>{%c96},
      rw %r[%c16 for %c8] : !stream.resource<transient>{%c96},
      rw %r[%c16 for %c8] : !stream.resource<transient>{%c96},
      rw %r[%up for %c8] : !stream.resource<transient>{%c96}
    }
  } => !stream.timepoint
  util.return
}
