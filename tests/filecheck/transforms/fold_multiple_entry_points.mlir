// RUN: xdsl-opt --split-input-file -p fold-uniform-operands %s | filecheck %s
// RUN: xdsl-opt --split-input-file --print-op-generic -p fold-uniform-operands %s | iree-opt --split-input-file > /dev/null
// RUN: not iree-opt --split-input-file --iree-stream-fold-uniform-operands %s 2>&1 | filecheck %s --check-prefix=IREE

// A site naming two exports, and two exports of one function: IREE 3.13
// plans each export on its own sites and rewrites a site or a function once
// per export, which leaves IR that does not verify.  Here the exports linked
// by a site or a function share one plan over all their sites, and each site
// and function is rewritten once.

stream.executable private @ex {
  stream.executable.export public @a
  stream.executable.export public @b
  builtin.module {
    func.func @a(%bind: !stream.binding, %x: index, %y: index) {
      util.optimization_barrier %x : index
      util.optimization_barrier %y : index
      return
    }
    func.func @b(%bind: !stream.binding, %x: index, %y: index) {
      util.optimization_barrier %x : index
      util.optimization_barrier %y : index
      return
    }
  }
}
util.func public @host(%r: !stream.resource<external>, %n: index) {
  %c8 = arith.constant 8 : index
  stream.cmd.dispatch {@ex::@a, @ex::@b}(%c8, %n : index, index) {
    ro %r[%n for %n] : !stream.resource<external>{%n}
  }
  stream.cmd.dispatch @ex::@b(%c8, %c8 : index, index) {
    ro %r[%n for %n] : !stream.resource<external>{%n}
  }
  util.return
}

// %x is 8 at every site of the group: inlined into both functions; %y is %n
// at one site and 8 at the other: kept.
// CHECK:      func.func @a(%bind: !stream.binding, %y: index) {
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   util.optimization_barrier %c8 : index
// CHECK-NEXT:   util.optimization_barrier %y : index
// CHECK:      func.func @b(%bind: !stream.binding, %y: index) {
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   util.optimization_barrier %c8 : index
// CHECK-NEXT:   util.optimization_barrier %y : index
// CHECK:      stream.cmd.dispatch {@ex::@a, @ex::@b}(%n : index) {
// CHECK:      stream.cmd.dispatch @ex::@b(%c8 : index) {

// IREE: error: 'stream.cmd.dispatch' op function type mismatch; expected 1 uniform arguments on exported function, but has 2

// -----

stream.executable private @shared {
  stream.executable.export public @fn as("first")
  stream.executable.export public @fn as("second")
  builtin.module {
    func.func @fn(%bind: !stream.binding, %x: index, %y: index, %z: index) {
      util.optimization_barrier %x : index
      util.optimization_barrier %y : index
      util.optimization_barrier %z : index
      return
    }
  }
}
util.func public @host2(%r: !stream.resource<external>, %n: index) {
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  stream.cmd.dispatch @shared::@first(%c8, %n, %c9 : index, index, index) {
    ro %r[%n for %n] : !stream.resource<external>{%n}
  }
  stream.cmd.dispatch @shared::@second(%c9, %n, %c9 : index, index, index) {
    ro %r[%n for %n] : !stream.resource<external>{%n}
  }
  util.return
}

// One plan over the sites of both exports: only %z (9 everywhere) folds.
// CHECK:      func.func @fn(%bind: !stream.binding, %x: index, %y: index) {
// CHECK-NEXT:   %c9 = arith.constant 9 : index
// CHECK:      stream.cmd.dispatch @shared::@first(%c8, %n : index, index) {
// CHECK:      stream.cmd.dispatch @shared::@second(%c9, %n : index, index) {

// IREE: error: 'stream.cmd.dispatch' op function type mismatch; expected 1 uniform arguments on exported function, but has 0
