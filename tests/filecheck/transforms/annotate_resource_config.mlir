// RUN: xdsl-opt --print-op-generic -p annotate-dispatch-arguments %s | iree-opt > %t.xdsl
// RUN: iree-opt --iree-stream-annotate-dispatch-arguments %s > %t.iree
// RUN: diff %t.xdsl %t.iree
// RUN: xdsl-opt --print-op-generic -p 'annotate-dispatch-arguments{resource-min-offset-alignment=256}' %s | iree-opt > %t.xdsl256
// RUN: iree-opt --iree-stream-resource-min-offset-alignment=256 --iree-stream-annotate-dispatch-arguments %s > %t.iree256
// RUN: diff %t.xdsl256 %t.iree256
// RUN: filecheck %s < %t.xdsl256
// RUN: xdsl-opt --print-op-generic -p 'annotate-dispatch-arguments{resource-min-offset-alignment=0}' %s | iree-opt > %t.xdsl0
// RUN: iree-opt --iree-stream-resource-min-offset-alignment=0 --iree-stream-annotate-dispatch-arguments %s > %t.iree0
// RUN: diff %t.xdsl0 %t.iree0
// RUN: filecheck %s --check-prefix=ZERO < %t.xdsl0
// RUN: not xdsl-stream-opt -p 'annotate-dispatch-arguments{resource-min-offset-alignment=3}' %s 2>&1 | filecheck %s --check-prefix=BAD
// RUN: not xdsl-stream-opt -p 'annotate-dispatch-arguments{resource-min-offset-alignment=9223372036854775808}' %s 2>&1 | filecheck %s --check-prefix=HUGE

// A binding whose offsets say nothing is aligned to the resource base
// alignment: `min_buffer_offset_alignment` of the nearest `stream.resources`
// config (on the export, executable or module), none when that config leaves
// it out, else the pass option (IREE's flag, 64 by default; 0: none).  Offset 0 says
// nothing (every power of two divides it).

// CHECK: func.func @configured(%arg0: !stream.binding {stream.alignment = 16 : index})
// CHECK: func.func @no_key(%arg0: !stream.binding)
// CHECK: func.func @flag(%arg0: !stream.binding {stream.alignment = 256 : index})
// ZERO: func.func @flag(%arg0: !stream.binding)
// BAD: error: invalid pass pipeline: annotate-dispatch-arguments: resource-min-offset-alignment must be a power of two up to 2^62 (or 0: none), got 3
// An alignment an index attribute cannot hold (2^63) printed as text no
// reader reads, with exit 0.
// HUGE: error: invalid pass pipeline: annotate-dispatch-arguments: resource-min-offset-alignment must be a power of two up to 2^62 (or 0: none), got 9223372036854775808
stream.executable private @configured attributes {stream.resources = #stream.resource_config<{min_buffer_offset_alignment = 16}>} {
  stream.executable.export public @configured
  builtin.module {
    func.func @configured(%b: !stream.binding) {
      return
    }
  }
}
stream.executable private @no_key {
  stream.executable.export public @no_key attributes {stream.resources = #stream.resource_config<{alias_mutable_bindings = true}>}
  builtin.module {
    func.func @no_key(%b: !stream.binding) {
      return
    }
  }
}
stream.executable private @flag {
  stream.executable.export public @flag
  builtin.module {
    func.func @flag(%b: !stream.binding) {
      return
    }
  }
}

util.func public @main(%r: !stream.resource<transient>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1024 = arith.constant 1024 : index
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c1024}) {
    stream.cmd.dispatch @configured::@configured[%c1] {
      rw %cap[%c0 for %c1] : !stream.resource<transient>{%c1024}
    }
    stream.cmd.dispatch @no_key::@no_key[%c1] {
      rw %cap[%c0 for %c1] : !stream.resource<transient>{%c1024}
    }
    stream.cmd.dispatch @flag::@flag[%c1] {
      rw %cap[%c0 for %c1] : !stream.resource<transient>{%c1024}
    }
  } => !stream.timepoint
  util.return
}
