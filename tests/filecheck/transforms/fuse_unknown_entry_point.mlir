// A dispatch naming an export that does not exist: IREE's verifier accepts it
// and IREE's pass skips the site silently; ours skips it too and says so, at
// the dispatch.
// RUN: xdsl-stream-opt -p fuse-dispatch-bindings %s 2>&1 >/dev/null | filecheck %s
// RUN: xdsl-stream-opt -p fuse-dispatch-bindings %s 2>/dev/null | filecheck %s --check-prefix=IR
// RUN: xdsl-opt -p fuse-dispatch-bindings %s 2>&1 >/dev/null | filecheck %s --check-prefix=STOCK

stream.executable private @ex {
  stream.executable.export public @k workgroups() -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @k(%a: !stream.binding) { return }
  }
}
util.func public @main(%r: !stream.resource<transient>, %s: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%s}) {
    stream.cmd.dispatch @ex::@nope {
      ro %cap[%c0 for %s] : !stream.resource<transient>{%s}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: fuse_unknown_entry_point.mlir:20:5: warning: fuse-dispatch-bindings: dispatch names @ex::@nope, which is not an export of this module; the site is left as it is
// IR: stream.cmd.dispatch @ex::@nope {
// IR-NEXT: ro %cap[%c0 for %s] : !stream.resource<transient>{%s}
// STOCK: warning: fuse-dispatch-bindings: dispatch names @ex::@nope, which is not an export of this module; the site is left as it is
// STOCK-NEXT: at: stream.cmd.dispatch @ex::@nope {
