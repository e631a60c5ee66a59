// RUN: xdsl-opt --split-input-file --allow-unregistered-dialect --print-op-generic -p annotate-dispatch-arguments %s | iree-opt --split-input-file --allow-unregistered-dialect > %t.xdsl
// RUN: iree-opt --split-input-file --allow-unregistered-dialect --iree-stream-annotate-dispatch-arguments %s > %t.iree
// RUN: diff %t.xdsl %t.iree
// RUN: filecheck %s < %t.xdsl

// Paths of the value explorer no other test takes, each equal to iree-opt's
// answer: a cf.switch's successor operands (the default's and each case's),
// a callee's return past a branch inside it, scf.while results and
// after-region arguments, a call result tied to its first operand, index
// values at the ends of the 64-bit range (and alignments of 2^31 and 2^32),
// a global with an initial value and no store.

// CHECK: func.func @sw(%arg0: index {stream.values = [1 : index, 2 : index, 16 : index]}, %arg1: index {stream.values = [1 : index, 4 : index, 32 : index]}, %arg2: index {stream.values = [1 : index, 8 : index]}, %arg3: index {stream.values = [1 : index]}, %arg4: !stream.binding) {
// cf.switch successor operands: the default's and each case's.
stream.executable private @ex {
  stream.executable.export public @sw
  builtin.module {
    func.func @sw(%a: index, %b: index, %c: index, %d: index, %bind: !stream.binding) {
      return
    }
  }
}

util.func public @main(%flag: i32, %r: !stream.resource<transient>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  cf.switch %flag : i32, [
    default: ^bb1(%c2, %c4 : index, index),
    0: ^bb2(%c8 : index),
    1: ^bb1(%c16, %c32 : index, index)
  ]
^bb1(%x: index, %y: index):
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {
    stream.cmd.dispatch @ex::@sw[%c1](%x, %y, %c1, %c1 : index, index, index, index) {
      rw %cap[%c1 for %c1] : !stream.resource<transient>{%c64}
    }
  } => !stream.timepoint
  util.return
^bb2(%z: index):
  %t2 = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {
    stream.cmd.dispatch @ex::@sw[%c1](%c1, %c1, %z, %c1 : index, index, index, index) {
      rw %cap[%c1 for %c1] : !stream.resource<transient>{%c64}
    }
  } => !stream.timepoint
  util.return
}

// -----

// CHECK: func.func @e(%arg0: index {stream.alignment = 4 : index}, %arg1: !stream.binding {stream.alignment = 4 : index}) {
// A callee whose entry block ends in a branch, not a return: only the
// returns' operands flow into the call result.
stream.executable private @ex {
  stream.executable.export public @e
  builtin.module {
    func.func @e(%a: index, %bind: !stream.binding) {
      return
    }
  }
}

util.func private @callee() -> index {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  cf.br ^bb1(%c2, %c4 : index, index)
^bb1(%x: index, %y: index):
  %a = util.align %y, %y : index
  util.return %a : index
}

util.func public @main(%r: !stream.resource<transient>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %v = util.call @callee() : () -> index
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {
    stream.cmd.dispatch @ex::@e[%c1](%v : index) {
      rw %cap[%v for %c1] : !stream.resource<transient>{%c64}
    }
  } => !stream.timepoint
  util.return
}

// -----

// CHECK: func.func @e(%arg0: index {stream.alignment = 4 : index}, %arg1: index {stream.alignment = 4 : index, stream.values = [4 : index]}, %arg2: index {stream.alignment = 8 : index, stream.values = [8 : index]}, %arg3: !stream.binding) {
// scf.while: its results are what scf.condition forwards (not the
// condition, not what the after region yields); an after-region argument
// takes what scf.condition forwards, in order.
stream.executable private @ex {
  stream.executable.export public @e
  builtin.module {
    func.func @e(%res: index, %after0: index, %after1: index, %bind: !stream.binding) {
      return
    }
  }
}

util.func public @main(%cond: i1, %r: !stream.resource<transient>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  %c64 = arith.constant 64 : index
  %w:2 = scf.while (%arg = %c2) : (index) -> (index, index) {
    scf.condition(%cond) %c4, %c8 : index, index
  } do {
  ^bb0(%a0: index, %a1: index):
    %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {
      stream.cmd.dispatch @ex::@e[%c1](%c4, %a0, %a1 : index, index, index) {
        rw %cap[%c1 for %c1] : !stream.resource<transient>{%c64}
      }
    } => !stream.timepoint
    scf.yield %c10 : index
  }
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {
    stream.cmd.dispatch @ex::@e[%c1](%w#0, %c4, %c8 : index, index, index) {
      rw %cap[%c1 for %c1] : !stream.resource<transient>{%c64}
    }
  } => !stream.timepoint
  util.return
}

// -----

// CHECK: func.func @e(%arg0: index {stream.alignment = 4 : index}, %arg1: !stream.binding {stream.alignment = 4 : index}) {
// A util.call result tied to its first operand (tied operand 0) comes from that operand.
stream.executable private @ex {
  stream.executable.export public @e
  builtin.module {
    func.func @e(%a: index, %bind: !stream.binding) {
      return
    }
  }
}

util.func private @callee(%x: index) -> %x {
  %c16 = arith.constant 16 : index
  util.return %c16 : index
}

util.func public @main(%n: index, %r: !stream.resource<transient>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %x = util.align %n, %c4 : index
  %v = util.call @callee(%x) : (index) -> %x
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {
    stream.cmd.dispatch @ex::@e[%c1](%v : index) {
      rw %cap[%v for %c1] : !stream.resource<transient>{%c64}
    }
  } => !stream.timepoint
  util.return
}

// -----

// CHECK: func.func @e(%arg0: index {stream.values = [1 : index, 4611686018427387904 : index]}, %arg1: index {stream.values = [-9223372036854775808 : index, -1 : index]}, %arg2: index {stream.alignment = 2147483648 : index, stream.values = [2147483648 : index]}, %arg3: index {stream.values = [4294967296 : index]}, %arg4: !stream.binding) {
// Index operands near the top of the 64-bit range, and an alignment of 2^31.
stream.executable private @ex {
  stream.executable.export public @e
  builtin.module {
    func.func @e(%big: index, %neg: index, %a31: index, %a32: index, %bind: !stream.binding) {
      return
    }
  }
}

util.func public @main(%r: !stream.resource<transient>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c2p62 = arith.constant 4611686018427387904 : index
  %cm1 = arith.constant -1 : index
  %cm2p63 = arith.constant -9223372036854775808 : index
  %c2p31 = arith.constant 2147483648 : index
  %c2p32 = arith.constant 4294967296 : index
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {
    stream.cmd.dispatch @ex::@e[%c1](%c2p62, %cm1, %c2p31, %c2p32 : index, index, index, index) {
      rw %cap[%c1 for %c1] : !stream.resource<transient>{%c64}
    }
    stream.cmd.dispatch @ex::@e[%c1](%c1, %cm2p63, %c2p31, %c2p32 : index, index, index, index) {
      rw %cap[%c1 for %c1] : !stream.resource<transient>{%c64}
    }
  } => !stream.timepoint
  util.return
}

// -----

// CHECK: func.func @e(%arg0: index {stream.alignment = 16 : index, stream.values = [16 : index]}, %arg1: !stream.binding {stream.alignment = 16 : index}) {
// A global with an initial value and no store has that value.
stream.executable private @ex {
  stream.executable.export public @e
  builtin.module {
    func.func @e(%a: index, %bind: !stream.binding) {
      return
    }
  }
}

util.global private @constant = 16 : index

util.func public @main(%r: !stream.resource<transient>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %g = util.global.load @constant : index
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {
    stream.cmd.dispatch @ex::@e[%c1](%g : index) {
      rw %cap[%g for %c1] : !stream.resource<transient>{%c64}
    }
  } => !stream.timepoint
  util.return
}
