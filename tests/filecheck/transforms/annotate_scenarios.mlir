// RUN: xdsl-stream-opt --split-input-file -p annotate-dispatch-arguments %s | filecheck %s
// RUN: iree-opt --split-input-file --iree-stream-annotate-dispatch-arguments %s | filecheck %s

// What annotate-dispatch-arguments learns from every dispatch site of an
// export, set on its function's arguments.  The same lines hold for
// iree-opt's output.

// An export with no function in the executable (its code lives elsewhere)
// is left as it is, though a site dispatches it.
// CHECK-LABEL: stream.executable private @external
// CHECK-NEXT:  stream.executable.export public @entry
// CHECK-NEXT:  }
stream.executable private @external {
  stream.executable.export public @entry
}
func.func @call_external(%arg0: i32) {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %seven = arith.constant 7 : i32
  %buf = stream.resource.alloc uninitialized : !stream.resource<transient>{%one}
  %done = stream.cmd.execute with(%buf as %b: !stream.resource<transient>{%one}) {
    stream.cmd.dispatch @external::@entry[%one, %one, %one](%seven : i32) {
      rw %b[%zero for %one] : !stream.resource<transient>{%one}
    }
  } => !stream.timepoint
  return
}

// -----

// Two sites: an operand both pass constants for gets their values (an index
// also the alignment their lowest set bit gives; an i1 printed as false and
// true; values ordered by their bits unsigned: -3 : i8 is 253, after 5);
// an operand one site passes from outside the program gets nothing,
// nor does a float.
// CHECK-LABEL: stream.executable private @values
// CHECK:      func.func @entry(
// CHECK-SAME:   %arg0: i32,
// CHECK-SAME:   %arg1: index {stream.alignment = 8 : index, stream.values = [24 : index, 56 : index]},
// CHECK-SAME:   %arg2: i1 {stream.values = [false, true]},
// CHECK-SAME:   %arg3: i8 {stream.values = [5 : i8, -3 : i8]},
// CHECK-SAME:   %arg4: f32,
stream.executable private @values {
  stream.executable.export public @entry
  builtin.module {
    func.func @entry(%arg0: i32, %arg1: index, %arg2: i1, %arg3: i8, %arg4: f32, %arg5: !stream.binding) {
      return
    }
  }
}
func.func @call_values(%arg0: i32) {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %k = arith.constant 3 : i32
  %c24 = arith.constant 24 : index
  %c56 = arith.constant 56 : index
  %no = arith.constant false
  %yes = arith.constant true
  %m3 = arith.constant -3 : i8
  %p5 = arith.constant 5 : i8
  %x = arith.constant 1.5 : f32
  %y = arith.constant 2.5 : f32
  %buf = stream.resource.alloc uninitialized : !stream.resource<transient>{%one}
  %done = stream.cmd.execute with(%buf as %b: !stream.resource<transient>{%one}) {
    stream.cmd.dispatch @values::@entry[%one, %one, %one](%k, %c56, %yes, %p5, %x : i32, index, i1, i8, f32) {
      rw %b[%zero for %one] : !stream.resource<transient>{%one}
    }
    stream.cmd.dispatch @values::@entry[%one, %one, %one](%arg0, %c24, %no, %m3, %y : i32, index, i1, i8, f32) {
      rw %b[%zero for %one] : !stream.resource<transient>{%one}
    }
  } => !stream.timepoint
  return
}

// -----

// Index alignments: none for a value from outside; util.align's for an
// aligned unknown; values but no alignment for constants whose lowest set
// bit is 1; both for constants sharing a power of two; and a mutable global
// gets its initial value and every value stored to it anywhere.
// CHECK-LABEL: stream.executable private @alignments
// CHECK:      func.func @entry(
// CHECK-SAME:   %arg0: index,
// CHECK-SAME:   %arg1: index {stream.alignment = 32 : index},
// CHECK-SAME:   %arg2: index {stream.values = [255 : index, 256 : index]},
// CHECK-SAME:   %arg3: index {stream.alignment = 16 : index, stream.values = [48 : index, 4096 : index]},
// CHECK-SAME:   %arg4: index {stream.alignment = 512 : index, stream.values = [512 : index, 3072 : index]},
stream.executable private @alignments {
  stream.executable.export public @entry
  builtin.module {
    func.func @entry(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: !stream.binding) {
      return
    }
  }
}
util.global private mutable @tile = 512 : index
func.func @retile() {
  %big = arith.constant 3072 : index
  util.global.store %big, @tile : index
  return
}
func.func @call_alignments(%arg0: index, %arg1: index) {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c48 = arith.constant 48 : index
  %c64 = arith.constant 64 : index
  %c255 = arith.constant 255 : index
  %c256 = arith.constant 256 : index
  %c4096 = arith.constant 4096 : index
  %rounded = util.align %arg1, %c32 : index
  %tile = util.global.load @tile : index
  %buf = stream.resource.alloc uninitialized : !stream.resource<transient>{%one}
  %done = stream.cmd.execute with(%buf as %b: !stream.resource<transient>{%one}) {
    stream.cmd.dispatch @alignments::@entry[%one, %one, %one](%arg0, %c64, %c255, %c48, %tile : index, index, index, index, index) {
      rw %b[%zero for %one] : !stream.resource<transient>{%one}
    }
    stream.cmd.dispatch @alignments::@entry[%one, %one, %one](%c32, %rounded, %c256, %c4096, %tile : index, index, index, index, index) {
      rw %b[%zero for %one] : !stream.resource<transient>{%one}
    }
  } => !stream.timepoint
  return
}

// -----

// Binding alignments from the offsets of every site: the largest power of
// two dividing every known offset (0 and 128: 128; 4 and 12: 4); none for an
// offset from outside; util.align's for an aligned unknown.
// CHECK-LABEL: stream.executable private @bindings
// CHECK:      func.func @entry(
// CHECK-SAME:   %arg0: !stream.binding {stream.alignment = 128 : index},
// CHECK-SAME:   %arg1: !stream.binding,
// CHECK-SAME:   %arg2: !stream.binding {stream.alignment = 4 : index},
// CHECK-SAME:   %arg3: !stream.binding {stream.alignment = 32 : index})
stream.executable private @bindings {
  stream.executable.export public @entry
  builtin.module {
    func.func @entry(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
      return
    }
  }
}
func.func @call_bindings(%arg0: index, %arg1: index) {
  %zero = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %c32 = arith.constant 32 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %one = arith.constant 1 : index
  %rounded = util.align %arg1, %c32 : index
  %buf = stream.resource.alloc uninitialized : !stream.resource<transient>{%c256}
  %done = stream.cmd.execute with(%buf as %b: !stream.resource<transient>{%c256}) {
    stream.cmd.dispatch @bindings::@entry[%one, %one, %one] {
      rw %b[%zero for %c4] : !stream.resource<transient>{%c256},
      rw %b[%arg0 for %c4] : !stream.resource<transient>{%c256},
      rw %b[%c4 for %c4] : !stream.resource<transient>{%c256},
      rw %b[%c32 for %c4] : !stream.resource<transient>{%c256}
    }
    stream.cmd.dispatch @bindings::@entry[%one, %one, %one] {
      rw %b[%c128 for %c4] : !stream.resource<transient>{%c256},
      rw %b[%c4 for %c4] : !stream.resource<transient>{%c256},
      rw %b[%c12 for %c4] : !stream.resource<transient>{%c256},
      rw %b[%rounded for %c4] : !stream.resource<transient>{%c256}
    }
  } => !stream.timepoint
  return
}
