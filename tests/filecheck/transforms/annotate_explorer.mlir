// RUN: xdsl-opt --allow-unregistered-dialect -p annotate-dispatch-arguments %s | filecheck %s
// RUN: xdsl-opt --allow-unregistered-dialect --print-op-generic -p annotate-dispatch-arguments %s | iree-opt > %t.xdsl
// RUN: iree-opt --iree-stream-annotate-dispatch-arguments %s > %t.iree
// RUN: diff %t.xdsl %t.iree

// Where a dispatch operand comes from, as IREE's Explorer walks it: the call
// sites of a private function (not of a public one: its callers are
// unknown), the returns of a callee (an op result other than a constant, a
// global load or a select has unknown values, but the walk goes on for
// util.align), cf branches, scf.for iter_args, scf.while arguments, scf.if
// yields, selects, and the initial value and stores of a global (not of one
// whose address is taken).

stream.executable private @ex {
  stream.executable.export public @private_callee
  stream.executable.export public @public_callee
  stream.executable.export public @call_result
  stream.executable.export public @branches
  stream.executable.export public @loops
  stream.executable.export public @while
  stream.executable.export public @globals
  builtin.module {
    // CHECK: func.func @private_callee(%a: index {stream.alignment = 16 : index, stream.values = [16 : index, 48 : index]}, %b: !stream.binding {stream.alignment = 16 : index})
    func.func @private_callee(%a: index, %b: !stream.binding) {
      return
    }
    // CHECK: func.func @public_callee(%a: index, %b: !stream.binding)
    func.func @public_callee(%a: index, %b: !stream.binding) {
      return
    }
    // CHECK: func.func @call_result(%a: index {stream.alignment = 32 : index}, %sel: index {stream.alignment = 2 : index, stream.values = [2 : index, 6 : index]}, %b: !stream.binding {stream.alignment = 32 : index})
    func.func @call_result(%a: index, %sel: index, %b: !stream.binding) {
      return
    }
    // CHECK: func.func @branches(%a: index {stream.alignment = 8 : index, stream.values = [8 : index, 24 : index]}, %c: i32 {stream.values = [1 : i32, 2 : i32]}, %b: !stream.binding {stream.alignment = 8 : index})
    func.func @branches(%a: index, %c: i32, %b: !stream.binding) {
      return
    }
    // CHECK: func.func @loops(%iter: index {stream.alignment = 4 : index, stream.values = [4 : index, 12 : index]}, %result: index {stream.alignment = 4 : index}, %if: index {stream.alignment = 64 : index}, %b: !stream.binding {stream.alignment = 4 : index})
    func.func @loops(%iter: index, %result: index, %if: index, %b: !stream.binding) {
      return
    }
    // CHECK: func.func @while(%before: index {stream.alignment = 2 : index, stream.values = [2 : index, 10 : index]}, %b: !stream.binding {stream.alignment = 2 : index})
    func.func @while(%before: index, %b: !stream.binding) {
      return
    }
    // CHECK: func.func @globals(%g: index {stream.alignment = 1024 : index, stream.values = [1024 : index, 2048 : index]}, %init: i32 {stream.values = [7 : i32]}, %addressed: index, %b: !stream.binding {stream.alignment = 1024 : index})
    func.func @globals(%g: index, %init: i32, %addressed: index, %b: !stream.binding) {
      return
    }
  }
}

util.func private @dispatch_private(%x: index, %r: !stream.resource<transient>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {
    stream.cmd.dispatch @ex::@private_callee[%c1](%x : index) {
      rw %cap[%x for %c1] : !stream.resource<transient>{%c64}
    }
  } => !stream.timepoint
  util.return
}

util.func public @dispatch_public(%x: index, %r: !stream.resource<transient>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {
    stream.cmd.dispatch @ex::@public_callee[%c1](%x : index) {
      rw %cap[%x for %c1] : !stream.resource<transient>{%c64}
    }
  } => !stream.timepoint
  util.return
}

util.func private @aligned(%n: index) -> index {
  %c32 = arith.constant 32 : index
  %0 = util.align %n, %c32 : index
  util.return %0 : index
}

util.global private mutable @counter = 1024 : index
util.global private @initialized : i32
util.initializer {
  %c7 = arith.constant 7 : i32
  util.global.store %c7, @initialized : i32
  util.return
}
util.global private mutable @addressed = 16 : index

util.func private @bump() {
  %c2048 = arith.constant 2048 : index
  util.global.store %c2048, @counter : index
  util.return
}

util.func public @take_address() {
  %p = "util.global.address"() <{global = @addressed}> : () -> !util.ptr<index>
  util.return
}

util.func public @main(%n: index, %cond: i1, %r: !stream.resource<transient>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %c24 = arith.constant 24 : index
  %c48 = arith.constant 48 : index
  %c64 = arith.constant 64 : index
  %c1_i32 = arith.constant 1 : i32
  %c2_i32 = arith.constant 2 : i32
  util.call @dispatch_private(%c16, %r) : (index, !stream.resource<transient>) -> ()
  util.call @dispatch_private(%c48, %r) : (index, !stream.resource<transient>) -> ()
  util.call @dispatch_public(%c16, %r) : (index, !stream.resource<transient>) -> ()
  %up = util.call @aligned(%n) : (index) -> index
  %sel = arith.select %cond, %c2, %c6 : index
  %if = scf.if %cond -> (index) {
    %a = util.align %n, %c64 : index
    scf.yield %a : index
  } else {
    %a = util.align %c4, %c64 : index
    scf.yield %a : index
  }
  %iter = scf.for %i = %c1 to %c4 step %c1 iter_args(%acc = %c4) -> (index) {
    %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {
      stream.cmd.dispatch @ex::@loops[%c1](%acc, %c4, %if : index, index, index) {
        rw %cap[%acc for %c1] : !stream.resource<transient>{%c64}
      }
    } => !stream.timepoint
    scf.yield %c12 : index
  }
  %w = scf.while (%arg = %c2) : (index) -> index {
    %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {
      stream.cmd.dispatch @ex::@while[%c1](%arg : index) {
        rw %cap[%arg for %c1] : !stream.resource<transient>{%c64}
      }
    } => !stream.timepoint
    scf.condition(%cond) %arg : index
  } do {
  ^bb0(%arg: index):
    scf.yield %c10 : index
  }
  %g = util.global.load @counter : index
  %init = util.global.load @initialized : i32
  %addr = util.global.load @addressed : index
  cf.cond_br %cond, ^bb1(%c8, %c1_i32 : index, i32), ^bb1(%c24, %c2_i32 : index, i32)
^bb1(%v: index, %v32: i32):
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {
    stream.cmd.dispatch @ex::@call_result[%c1](%up, %sel : index, index) {
      rw %cap[%up for %c1] : !stream.resource<transient>{%c64}
    }
    stream.cmd.dispatch @ex::@branches[%c1](%v, %v32 : index, i32) {
      rw %cap[%v for %c1] : !stream.resource<transient>{%c64}
    }
    stream.cmd.dispatch @ex::@loops[%c1](%c4, %iter, %if : index, index, index) {
      rw %cap[%c4 for %c1] : !stream.resource<transient>{%c64}
    }
    stream.cmd.dispatch @ex::@globals[%c1](%g, %init, %addr : index, i32, index) {
      rw %cap[%g for %c1] : !stream.resource<transient>{%c64}
    }
  } => !stream.timepoint
  util.return
}
