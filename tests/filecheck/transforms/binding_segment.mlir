// RUN: xdsl-opt -p binding-segment %s | filecheck %s
// RUN: xdsl-opt --print-op-generic -p 'binding-segment{iree-alignment=true}' %s | iree-opt > %t.xdsl
// RUN: xdsl-stream-opt -p 'binding-segment{iree-alignment=true}' %s | iree-opt > %t.stream
// RUN: iree-opt --iree-stream-fuse-dispatch-bindings --iree-stream-annotate-dispatch-arguments --iree-stream-pack-dispatch-operands --cse --iree-stream-fold-uniform-operands %s > %t.iree
// RUN: diff %t.xdsl %t.iree
// RUN: diff %t.stream %t.iree
// RUN: xdsl-opt -p 'binding-segment{rebase=fused}' %s | filecheck %s --check-prefix=FUSED

// The whole segment under one name, found by stock xdsl-opt: two bindings of
// one resource fuse (their offsets become operands), the index operand and
// the offsets are packed into i32 words (index: two words), the words every
// site passes alike are folded into the kernel.  With rebase=fused an export
// where nothing fuses keeps its bindings and gets only its own operand packed.

// CHECK-LABEL: func.func @fused(
// CHECK-SAME:    %{{.*}}: !stream.binding {stream.alignment = 64 : index}, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32)
// CHECK:         arith.index_castui %{{.*}} {stream.alignment = 64 : index, stream.values = [0 : index, 64 : index]}
// CHECK:         arith.index_castui %{{.*}} {stream.alignment = 128 : index, stream.values = [128 : index]}
// CHECK-LABEL: func.func @single(
// CHECK-SAME:    %{{.*}}: !stream.binding {stream.alignment = 64 : index}, %{{.*}}: i32)
// CHECK:         arith.index_castui %{{.*}} {stream.values = [0 : index]}
// FUSED-LABEL: func.func @single(
// FUSED-SAME:    %{{.*}}: !stream.binding {stream.alignment = 64 : index}, %{{.*}}: i32)
// FUSED-NEXT:    arith.constant 0 : index
stream.executable private @ex {
  stream.executable.export public @fused
  stream.executable.export public @single
  builtin.module {
    func.func @fused(%a: !stream.binding, %b: !stream.binding, %n: index) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %a[%c0] : !stream.binding -> memref<?xf32>{%n}
      %1 = stream.binding.subspan %b[%c0] : !stream.binding -> memref<?xf32>{%n}
      return
    }
    func.func @single(%a: !stream.binding, %m: i32) {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %0 = stream.binding.subspan %a[%c0] : !stream.binding -> memref<?xf32>{%c4}
      return
    }
  }
}

util.func public @main(%n: index, %m: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %c7 = arith.constant 7 : i32
  %alloc = stream.resource.alloc uninitialized : !stream.resource<transient>{%c256}
  %t = stream.cmd.execute with(%alloc as %r: !stream.resource<transient>{%c256}) {
    stream.cmd.dispatch @ex::@fused[%c1](%n : index) {
      ro %r[%c0 for %c64] : !stream.resource<transient>{%c256},
      ro %r[%c128 for %c64] : !stream.resource<transient>{%c256}
    }
    stream.cmd.dispatch @ex::@fused[%c1](%c64 : index) {
      ro %r[%c64 for %c64] : !stream.resource<transient>{%c256},
      ro %r[%c128 for %c64] : !stream.resource<transient>{%c256}
    }
    stream.cmd.dispatch @ex::@single[%c1](%m : i32) {
      ro %r[%c0 for %c64] : !stream.resource<transient>{%c256}
    }
    stream.cmd.dispatch @ex::@single[%c1](%c7 : i32) {
      ro %r[%c0 for %c64] : !stream.resource<transient>{%c256}
    }
  } => !stream.timepoint
  util.return
}
