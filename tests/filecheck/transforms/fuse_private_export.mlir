// A dispatch naming a private export: MLIR's lookup of a nested reference
// finds no private symbol inside the table it names, so iree-opt neither
// checks the dispatch against the export (its workload here is one value
// short) nor fuses the site; ours reads it alike, leaves the site as it is and
// says why, at the dispatch.  The same export made public is checked: the
// workload mismatch is an error.
// RUN: xdsl-stream-opt -p fuse-dispatch-bindings %s 2>&1 >/dev/null | filecheck %s
// RUN: xdsl-stream-opt -p fuse-dispatch-bindings %s 2>/dev/null | filecheck %s --check-prefix=IR
// RUN: sed 's/export private @k/export public @k/' %s | not xdsl-stream-opt - 2>&1 | filecheck %s --check-prefix=PUBLIC

stream.executable private @ex {
  stream.executable.export private @k workgroups(%x: index, %y: index) -> (index, index, index) {
    stream.return %x, %y, %x : index, index, index
  }
  builtin.module {
    func.func @k(%a: !stream.binding, %b: !stream.binding) {
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.dispatch @ex::@k[%c4] {
      ro %x[%c0 for %c16] : !stream.resource<transient>{%sz},
      ro %x[%c16 for %c16] : !stream.resource<transient>{%sz}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: fuse_private_export.mlir:26:5: warning: fuse-dispatch-bindings: dispatch names @ex::@k, a private export, not visible outside its executable; the site is left as it is
// IR:      func.func @k(%a: !stream.binding, %b: !stream.binding) {
// IR:      stream.cmd.dispatch @ex::@k[%c4] {
// IR-NEXT:   ro %x[%c0 for %c16] : !stream.resource<transient>{%sz},
// IR-NEXT:   ro %x[%c16 for %c16] : !stream.resource<transient>{%sz}
// PUBLIC: <stdin>:26:5: error: 'stream.cmd.dispatch' op workload mismatch; entry point expects 2 arguments but dispatch provides 1
