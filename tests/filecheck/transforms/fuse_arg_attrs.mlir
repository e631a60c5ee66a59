// RUN: xdsl-opt --split-input-file -p fuse-dispatch-bindings %s > %t.ours
// RUN: filecheck %s < %t.ours
// RUN: iree-opt --split-input-file < %t.ours > /dev/null

// Argument attributes follow their arguments.  IREE 3.13 leaves them at their
// old positions, so {stream.alignment = 64 : index} of the second binding
// would land on an offset argument (docs/iree-stream-facts.md).
// Here: the binding keeps its alignment at its new position, the non-binding
// argument that shifts right keeps its own attribute, offsets have none.

stream.executable private @attrs_ex {
  stream.executable.export public @attrs
  builtin.module {
    func.func @attrs(%len: index {stream.values = [8 : index, 16 : index]}, %plain: !stream.binding, %aligned: !stream.binding {stream.alignment = 64 : index}) {
      %0 = stream.binding.subspan %plain[%len] : !stream.binding -> memref<?xf32>{%len}
      %1 = stream.binding.subspan %aligned[%len] : !stream.binding -> memref<?xf32>{%len}
      return
    }
  }
}
util.func public @use_attrs(%a: !stream.resource<external>, %b: !stream.resource<external>) {
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %t = stream.cmd.execute with(%a as %x: !stream.resource<external>{%c128}, %b as %y: !stream.resource<external>{%c128}) {
    stream.cmd.dispatch @attrs_ex::@attrs(%c8 : index) {
      ro %x[%c8 for %c64] : !stream.resource<external>{%c128},
      wo %y[%c64 for %c64] : !stream.resource<external>{%c128}
    }
  } => !stream.timepoint
  util.return
}

// CHECK:       builtin.module {
// CHECK-NEXT:    stream.executable private @attrs_ex {
// CHECK-NEXT:      stream.executable.export public @attrs
// CHECK-NEXT:      builtin.module {
// CHECK-NEXT:        func.func @attrs(%[[PLAIN:[A-Za-z0-9_]+]]: !stream.binding, %[[ALIGNED:[A-Za-z0-9_]+]]: !stream.binding {stream.alignment = 64 : index}, %[[PLAIN_OFFSET:[A-Za-z0-9_]+]]: index, %[[ALIGNED_OFFSET:[A-Za-z0-9_]+]]: index, %[[LEN:[A-Za-z0-9_]+]]: index {stream.values = [8 : index, 16 : index]}) {
// CHECK-NEXT:          %[[V0:[A-Za-z0-9_]+]] = arith.addi %[[LEN]], %[[PLAIN_OFFSET]] : index
// CHECK-NEXT:          %[[V1:[A-Za-z0-9_]+]] = stream.binding.subspan %[[PLAIN]][%[[V0]]] : !stream.binding -> memref<?xf32>{%[[LEN]]}
// CHECK-NEXT:          %[[V2:[A-Za-z0-9_]+]] = arith.addi %[[LEN]], %[[ALIGNED_OFFSET]] : index
// CHECK-NEXT:          %[[V3:[A-Za-z0-9_]+]] = stream.binding.subspan %[[ALIGNED]][%[[V2]]] : !stream.binding -> memref<?xf32>{%[[LEN]]}
// CHECK-NEXT:          func.return
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    util.func public @use_attrs(%[[A:[A-Za-z0-9_]+]]: !stream.resource<external>, %[[B:[A-Za-z0-9_]+]]: !stream.resource<external>) {
// CHECK-NEXT:      %[[C8:[A-Za-z0-9_]+]] = arith.constant 8 : index
// CHECK-NEXT:      %[[C64:[A-Za-z0-9_]+]] = arith.constant 64 : index
// CHECK-NEXT:      %[[C128:[A-Za-z0-9_]+]] = arith.constant 128 : index
// CHECK-NEXT:      %[[ZERO:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      %[[T:[A-Za-z0-9_]+]] = stream.cmd.execute with(%[[A]] as %[[X:[A-Za-z0-9_]+]]: !stream.resource<external>{%[[C128]]}, %[[B]] as %[[Y:[A-Za-z0-9_]+]]: !stream.resource<external>{%[[C128]]}) {
// CHECK-NEXT:        stream.cmd.dispatch @attrs_ex::@attrs(%[[C8]], %[[C64]], %[[C8]] : index, index, index) {
// CHECK-NEXT:          ro %[[X]][%[[ZERO]] for %[[C128]]] : !stream.resource<external>{%[[C128]]},
// CHECK-NEXT:          wo %[[Y]][%[[ZERO]] for %[[C128]]] : !stream.resource<external>{%[[C128]]}
// CHECK-NEXT:        }
// CHECK-NEXT:      } => !stream.timepoint
// CHECK-NEXT:      util.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }

// -----

// A fused binding keeps only the attributes all its members agree on: %p and
// %q fuse and keep their common alignment but not test.only_p; %r, on another
// resource, keeps its own.

stream.executable private @merge_ex {
  stream.executable.export public @merge
  builtin.module {
    func.func @merge(%p: !stream.binding {stream.alignment = 64 : index, test.only_p}, %q: !stream.binding {stream.alignment = 64 : index}, %r: !stream.binding {stream.alignment = 16 : index}) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %p[%c0] : !stream.binding -> memref<4xf32>
      %1 = stream.binding.subspan %q[%c0] : !stream.binding -> memref<4xf32>
      %2 = stream.binding.subspan %r[%c0] : !stream.binding -> memref<4xf32>
      return
    }
  }
}
util.func public @use_merge(%a: !stream.resource<constant>, %b: !stream.resource<constant>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %t = stream.cmd.execute with(%a as %x: !stream.resource<constant>{%c128}, %b as %y: !stream.resource<constant>{%c64}) {
    stream.cmd.dispatch @merge_ex::@merge {
      ro %x[%c0 for %c16] : !stream.resource<constant>{%c128},
      ro %x[%c64 for %c16] : !stream.resource<constant>{%c128},
      ro %y[%c16 for %c16] : !stream.resource<constant>{%c64}
    }
  } => !stream.timepoint
  util.return
}

// CHECK:       builtin.module {
// CHECK-NEXT:    stream.executable private @merge_ex {
// CHECK-NEXT:      stream.executable.export public @merge
// CHECK-NEXT:      builtin.module {
// CHECK-NEXT:        func.func @merge(%[[P:[A-Za-z0-9_]+]]: !stream.binding {stream.alignment = 64 : index}, %[[R:[A-Za-z0-9_]+]]: !stream.binding {stream.alignment = 16 : index}, %[[P_OFFSET:[A-Za-z0-9_]+]]: index, %[[Q_OFFSET:[A-Za-z0-9_]+]]: index, %[[R_OFFSET:[A-Za-z0-9_]+]]: index) {
// CHECK-NEXT:          %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:          %[[V0:[A-Za-z0-9_]+]] = stream.binding.subspan %[[P]][%[[P_OFFSET]]] : !stream.binding -> memref<4xf32>
// CHECK-NEXT:          %[[V1:[A-Za-z0-9_]+]] = stream.binding.subspan %[[P]][%[[Q_OFFSET]]] : !stream.binding -> memref<4xf32>
// CHECK-NEXT:          %[[V2:[A-Za-z0-9_]+]] = stream.binding.subspan %[[R]][%[[R_OFFSET]]] : !stream.binding -> memref<4xf32>
// CHECK-NEXT:          func.return
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    util.func public @use_merge(%[[A:[A-Za-z0-9_]+]]: !stream.resource<constant>, %[[B:[A-Za-z0-9_]+]]: !stream.resource<constant>) {
// CHECK-NEXT:      %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      %[[C16:[A-Za-z0-9_]+]] = arith.constant 16 : index
// CHECK-NEXT:      %[[C64:[A-Za-z0-9_]+]] = arith.constant 64 : index
// CHECK-NEXT:      %[[C128:[A-Za-z0-9_]+]] = arith.constant 128 : index
// CHECK-NEXT:      %[[ZERO:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      %[[T:[A-Za-z0-9_]+]] = stream.cmd.execute with(%[[A]] as %[[X:[A-Za-z0-9_]+]]: !stream.resource<constant>{%[[C128]]}, %[[B]] as %[[Y:[A-Za-z0-9_]+]]: !stream.resource<constant>{%[[C64]]}) {
// CHECK-NEXT:        stream.cmd.dispatch @merge_ex::@merge(%[[C0]], %[[C64]], %[[C16]] : index, index, index) {
// CHECK-NEXT:          ro %[[X]][%[[ZERO]] for %[[C128]]] : !stream.resource<constant>{%[[C128]]},
// CHECK-NEXT:          ro %[[Y]][%[[ZERO]] for %[[C64]]] : !stream.resource<constant>{%[[C64]]}
// CHECK-NEXT:        }
// CHECK-NEXT:      } => !stream.timepoint
// CHECK-NEXT:      util.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
