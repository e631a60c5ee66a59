// RUN: xdsl-opt --split-input-file --allow-unregistered-dialect -p annotate-dispatch-arguments %s | filecheck %s
// RUN: iree-opt --split-input-file --allow-unregistered-dialect --iree-stream-annotate-dispatch-arguments %s | filecheck %s --check-prefix=IREE

// A private function whose symbol an op holds other than as the callee of a
// direct call may be called by whatever that op hands it to: its direct calls
// are not all its callers.  iree-opt 3.13 takes them to be, and claims the
// 48 the direct call passes; ours takes the arguments as unknown (no
// annotation).  An unregistered op holding the symbol under `callee`, and a
// `func.constant` passed to one.

// CHECK: func.func @e(%a: index, %bind: !stream.binding) {
// IREE:  func.func @e(%arg0: index {stream.alignment = 16 : index, stream.values = [48 : index]}, %arg1: !stream.binding {stream.alignment = 16 : index}) {
stream.executable private @ex {
  stream.executable.export public @e
  builtin.module {
    func.func @e(%a: index, %bind: !stream.binding) {
      return
    }
  }
}

util.func private @dispatch(%x: index, %r: !stream.resource<transient>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {
    stream.cmd.dispatch @ex::@e[%c1](%x : index) {
      rw %cap[%x for %c1] : !stream.resource<transient>{%c64}
    }
  } => !stream.timepoint
  util.return
}

util.func public @main(%r: !stream.resource<transient>) {
  %c16 = arith.constant 16 : index
  %c48 = arith.constant 48 : index
  util.call @dispatch(%c48, %r) : (index, !stream.resource<transient>) -> ()
  "test.use"(%c16, %r) {callee = @dispatch} : (index, !stream.resource<transient>) -> ()
  util.return
}

// -----

// CHECK: func.func @k(%a: index, %p: !stream.binding) {
// IREE:  func.func @k(%arg0: index {stream.alignment = 16 : index, stream.values = [16 : index]}, %arg1: !stream.binding {stream.alignment = 16 : index}) {
stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    func.func @k(%a: index, %p: !stream.binding) {
      return
    }
  }
}

func.func private @disp(%x: index, %r: !stream.resource<transient>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {
    stream.cmd.dispatch @ex::@k[%c1](%x : index) {
      rw %cap[%x for %c1] : !stream.resource<transient>{%c64}
    }
  } => !stream.timepoint
  return
}

func.func @main(%r: !stream.resource<transient>) {
  %c16 = arith.constant 16 : index
  %c3 = arith.constant 3 : index
  call @disp(%c16, %r) : (index, !stream.resource<transient>) -> ()
  %f = "func.constant"() <{value = @disp}> : () -> ((index, !stream.resource<transient>) -> ())
  "foo.invoke"(%f, %c3, %r) : ((index, !stream.resource<transient>) -> (), index, !stream.resource<transient>) -> ()
  return
}
