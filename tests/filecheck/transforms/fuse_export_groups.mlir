// RUN: xdsl-stream-opt --split-input-file -p fuse-dispatch-bindings %s 2>&1 >/dev/null | filecheck %s
// RUN: xdsl-opt --split-input-file --print-op-generic -p fuse-dispatch-bindings %s | iree-opt --split-input-file > %t.xdsl
// RUN: iree-opt --split-input-file --iree-stream-fuse-dispatch-bindings %s > %t.iree
// RUN: diff %t.xdsl %t.iree

// Sites the pass leaves as they are, as iree-opt does: one naming a flat
// symbol (said, at the site), one naming an export of an executable without
// an inner module (silently: nothing to rewrite).

// CHECK:     fuse_export_groups.mlir:{{[0-9]+}}:5: warning: fuse-dispatch-bindings: dispatch names @ex, which is not an export of this module; the site is left as it is
// CHECK-NOT: warning
// A dispatch whose entry point is a flat symbol (no @executable::@export).
stream.executable private @ex {
  stream.executable.export public @e
  builtin.module {
    func.func @e(%p: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %p[%c0] : !stream.binding -> memref<4xi32>
      return
    }
  }
}
util.func public @main(%r: !stream.resource<constant>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c256 = arith.constant 256 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<constant>{%c256}) {
    stream.cmd.dispatch @ex {
      ro %x[%c0 for %c16] : !stream.resource<constant>{%c256}
    }
  } => !stream.timepoint
  util.return
}

// -----

// An executable without an inner module (already lowered) is skipped
// silently; a warning is only for a group mixing it with one that has a
// module.
stream.executable private @lowered {
  stream.executable.export public @x
}
util.func public @main(%r: !stream.resource<constant>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c256 = arith.constant 256 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<constant>{%c256}) {
    stream.cmd.dispatch @lowered::@x {
      ro %x[%c0 for %c16] : !stream.resource<constant>{%c256},
      ro %x[%c16 for %c16] : !stream.resource<constant>{%c256}
    }
  } => !stream.timepoint
  util.return
}
