// A resource config's `min_buffer_offset_alignment` that is no power of two
// promises what its lowest set bit promises: every offset is a multiple of 48,
// hence of 16 (IREE 3.13 rounds it down to 32, which an offset of 48 breaks;
// `iree-alignment=true` does that too, to compare).  One of 0 or less
// promises nothing.
// RUN: xdsl-stream-opt -p annotate-dispatch-arguments %s | filecheck %s
// RUN: xdsl-stream-opt -p 'annotate-dispatch-arguments{iree-alignment=true}' %s | filecheck %s --check-prefix=IREE
// RUN: iree-opt --iree-stream-annotate-dispatch-arguments %s | filecheck %s --check-prefix=IREE
// RUN: sed 's/min_buffer_offset_alignment = 48/min_buffer_offset_alignment = -16/' %s | xdsl-stream-opt -p annotate-dispatch-arguments - | filecheck %s --check-prefix=NONE

module attributes {stream.resources = #stream.resource_config<{min_buffer_offset_alignment = 48}>} {
  stream.executable private @ex {
    stream.executable.export public @k
    builtin.module {
      func.func @k(%r0: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %r0[%c0] : !stream.binding -> memref<4xf32>
        return
      }
    }
  }
  util.func public @main() -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %alloc = stream.resource.alloc uninitialized : !stream.resource<transient>{%c256}
    %r = stream.cmd.execute with(%alloc as %x: !stream.resource<transient>{%c256}) {
      stream.cmd.dispatch @ex::@k {
        ro %x[%c0 for %c64] : !stream.resource<transient>{%c256}
      }
    } => !stream.timepoint
    util.return %r : !stream.timepoint
  }
}

// CHECK: func.func @k(%r0: !stream.binding {stream.alignment = 16 : index})
// IREE: func.func @k(%{{.*}}: !stream.binding {stream.alignment = 32 : index})
// NONE: func.func @k(%r0: !stream.binding) {
