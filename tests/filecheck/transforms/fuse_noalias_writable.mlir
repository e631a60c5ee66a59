// RUN: xdsl-opt --split-input-file -p fuse-dispatch-bindings %s > %t.ours
// RUN: filecheck %s < %t.ours
// RUN: iree-opt --split-input-file < %t.ours > /dev/null

// Mutable aliasing off: a writable binding never fuses, wherever it sits.
// IREE 3.13 fuses a later read-only binding into a writable one that comes
// first at the site ({wo %r, ro %r} becomes one rw binding) but not the other
// way round (docs/iree-stream-facts.md).  Both orders must stay apart.

stream.executable private @update_ex {
  stream.executable.export public @update
  builtin.module {
    func.func @update(%out: !stream.binding, %in: !stream.binding) {
      %c2 = arith.constant 2 : index
      %0 = stream.binding.subspan %out[%c2] : !stream.binding -> memref<2xi8>
      %1 = stream.binding.subspan %in[%c2] : !stream.binding -> memref<2xi8>
      return
    }
  }
}
util.func public @write_first(%r: !stream.resource<transient>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%c32}) {
    stream.cmd.dispatch @update_ex::@update {
      wo %x[%c0 for %c4] : !stream.resource<transient>{%c32},
      ro %x[%c4 for %c4] : !stream.resource<transient>{%c32}
    }
  } => !stream.timepoint
  util.return
}

// CHECK:       builtin.module {
// CHECK-NEXT:    stream.executable private @update_ex {
// CHECK-NEXT:      stream.executable.export public @update
// CHECK-NEXT:      builtin.module {
// CHECK-NEXT:        func.func @update(%[[OUT:[A-Za-z0-9_]+]]: !stream.binding, %[[IN:[A-Za-z0-9_]+]]: !stream.binding, %[[OUT_OFFSET:[A-Za-z0-9_]+]]: index, %[[IN_OFFSET:[A-Za-z0-9_]+]]: index) {
// CHECK-NEXT:          %[[C2:[A-Za-z0-9_]+]] = arith.constant 2 : index
// CHECK-NEXT:          %[[V0:[A-Za-z0-9_]+]] = arith.addi %[[OUT_OFFSET]], %[[C2]] : index
// CHECK-NEXT:          %[[V1:[A-Za-z0-9_]+]] = stream.binding.subspan %[[OUT]][%[[V0]]] : !stream.binding -> memref<2xi8>
// CHECK-NEXT:          %[[V2:[A-Za-z0-9_]+]] = arith.addi %[[IN_OFFSET]], %[[C2]] : index
// CHECK-NEXT:          %[[V3:[A-Za-z0-9_]+]] = stream.binding.subspan %[[IN]][%[[V2]]] : !stream.binding -> memref<2xi8>
// CHECK-NEXT:          func.return
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    util.func public @write_first(%[[R:[A-Za-z0-9_]+]]: !stream.resource<transient>) {
// CHECK-NEXT:      %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      %[[C4:[A-Za-z0-9_]+]] = arith.constant 4 : index
// CHECK-NEXT:      %[[C32:[A-Za-z0-9_]+]] = arith.constant 32 : index
// CHECK-NEXT:      %[[ZERO:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      %[[T:[A-Za-z0-9_]+]] = stream.cmd.execute with(%[[R]] as %[[X:[A-Za-z0-9_]+]]: !stream.resource<transient>{%[[C32]]}) {
// CHECK-NEXT:        stream.cmd.dispatch @update_ex::@update(%[[C0]], %[[C4]] : index, index) {
// CHECK-NEXT:          wo %[[X]][%[[ZERO]] for %[[C32]]] : !stream.resource<transient>{%[[C32]]},
// CHECK-NEXT:          ro %[[X]][%[[ZERO]] for %[[C32]]] : !stream.resource<transient>{%[[C32]]}
// CHECK-NEXT:        }
// CHECK-NEXT:      } => !stream.timepoint
// CHECK-NEXT:      util.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }

// -----

stream.executable private @update_ex {
  stream.executable.export public @update
  builtin.module {
    func.func @update(%in: !stream.binding, %out: !stream.binding) {
      %c2 = arith.constant 2 : index
      %0 = stream.binding.subspan %in[%c2] : !stream.binding -> memref<2xi8>
      %1 = stream.binding.subspan %out[%c2] : !stream.binding -> memref<2xi8>
      return
    }
  }
}
util.func public @read_first(%r: !stream.resource<transient>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%c32}) {
    stream.cmd.dispatch @update_ex::@update {
      ro %x[%c0 for %c4] : !stream.resource<transient>{%c32},
      wo %x[%c4 for %c4] : !stream.resource<transient>{%c32}
    }
  } => !stream.timepoint
  util.return
}

// CHECK:       builtin.module {
// CHECK-NEXT:    stream.executable private @update_ex {
// CHECK-NEXT:      stream.executable.export public @update
// CHECK-NEXT:      builtin.module {
// CHECK-NEXT:        func.func @update(%[[IN:[A-Za-z0-9_]+]]: !stream.binding, %[[OUT:[A-Za-z0-9_]+]]: !stream.binding, %[[IN_OFFSET:[A-Za-z0-9_]+]]: index, %[[OUT_OFFSET:[A-Za-z0-9_]+]]: index) {
// CHECK-NEXT:          %[[C2:[A-Za-z0-9_]+]] = arith.constant 2 : index
// CHECK-NEXT:          %[[V0:[A-Za-z0-9_]+]] = arith.addi %[[IN_OFFSET]], %[[C2]] : index
// CHECK-NEXT:          %[[V1:[A-Za-z0-9_]+]] = stream.binding.subspan %[[IN]][%[[V0]]] : !stream.binding -> memref<2xi8>
// CHECK-NEXT:          %[[V2:[A-Za-z0-9_]+]] = arith.addi %[[OUT_OFFSET]], %[[C2]] : index
// CHECK-NEXT:          %[[V3:[A-Za-z0-9_]+]] = stream.binding.subspan %[[OUT]][%[[V2]]] : !stream.binding -> memref<2xi8>
// CHECK-NEXT:          func.return
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    util.func public @read_first(%[[R:[A-Za-z0-9_]+]]: !stream.resource<transient>) {
// CHECK-NEXT:      %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      %[[C4:[A-Za-z0-9_]+]] = arith.constant 4 : index
// CHECK-NEXT:      %[[C32:[A-Za-z0-9_]+]] = arith.constant 32 : index
// CHECK-NEXT:      %[[ZERO:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      %[[T:[A-Za-z0-9_]+]] = stream.cmd.execute with(%[[R]] as %[[X:[A-Za-z0-9_]+]]: !stream.resource<transient>{%[[C32]]}) {
// CHECK-NEXT:        stream.cmd.dispatch @update_ex::@update(%[[C0]], %[[C4]] : index, index) {
// CHECK-NEXT:          ro %[[X]][%[[ZERO]] for %[[C32]]] : !stream.resource<transient>{%[[C32]]},
// CHECK-NEXT:          wo %[[X]][%[[ZERO]] for %[[C32]]] : !stream.resource<transient>{%[[C32]]}
// CHECK-NEXT:        }
// CHECK-NEXT:      } => !stream.timepoint
// CHECK-NEXT:      util.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }

// -----

// Two read-only bindings still fuse around a writable one in the middle, and
// the writable one does not pull either of them in.

stream.executable private @update_ex {
  stream.executable.export public @update
  builtin.module {
    func.func @update(%a: !stream.binding, %w: !stream.binding, %b: !stream.binding) {
      %c2 = arith.constant 2 : index
      %0 = stream.binding.subspan %a[%c2] : !stream.binding -> memref<2xi8>
      %1 = stream.binding.subspan %w[%c2] : !stream.binding -> memref<2xi8>
      %2 = stream.binding.subspan %b[%c2] : !stream.binding -> memref<2xi8>
      return
    }
  }
}
util.func public @read_write_read(%r: !stream.resource<transient>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%c32}) {
    stream.cmd.dispatch @update_ex::@update {
      ro %x[%c0 for %c4] : !stream.resource<transient>{%c32},
      rw %x[%c4 for %c4] : !stream.resource<transient>{%c32},
      ro %x[%c8 for %c4] : !stream.resource<transient>{%c32}
    }
  } => !stream.timepoint
  util.return
}

// CHECK:       builtin.module {
// CHECK-NEXT:    stream.executable private @update_ex {
// CHECK-NEXT:      stream.executable.export public @update
// CHECK-NEXT:      builtin.module {
// CHECK-NEXT:        func.func @update(%[[A:[A-Za-z0-9_]+]]: !stream.binding, %[[W:[A-Za-z0-9_]+]]: !stream.binding, %[[A_OFFSET:[A-Za-z0-9_]+]]: index, %[[B_OFFSET:[A-Za-z0-9_]+]]: index, %[[W_OFFSET:[A-Za-z0-9_]+]]: index) {
// CHECK-NEXT:          %[[C2:[A-Za-z0-9_]+]] = arith.constant 2 : index
// CHECK-NEXT:          %[[V0:[A-Za-z0-9_]+]] = arith.addi %[[A_OFFSET]], %[[C2]] : index
// CHECK-NEXT:          %[[V1:[A-Za-z0-9_]+]] = stream.binding.subspan %[[A]][%[[V0]]] : !stream.binding -> memref<2xi8>
// CHECK-NEXT:          %[[V2:[A-Za-z0-9_]+]] = arith.addi %[[W_OFFSET]], %[[C2]] : index
// CHECK-NEXT:          %[[V3:[A-Za-z0-9_]+]] = stream.binding.subspan %[[W]][%[[V2]]] : !stream.binding -> memref<2xi8>
// CHECK-NEXT:          %[[V4:[A-Za-z0-9_]+]] = arith.addi %[[B_OFFSET]], %[[C2]] : index
// CHECK-NEXT:          %[[V5:[A-Za-z0-9_]+]] = stream.binding.subspan %[[A]][%[[V4]]] : !stream.binding -> memref<2xi8>
// CHECK-NEXT:          func.return
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    util.func public @read_write_read(%[[R:[A-Za-z0-9_]+]]: !stream.resource<transient>) {
// CHECK-NEXT:      %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      %[[C4:[A-Za-z0-9_]+]] = arith.constant 4 : index
// CHECK-NEXT:      %[[C8:[A-Za-z0-9_]+]] = arith.constant 8 : index
// CHECK-NEXT:      %[[C32:[A-Za-z0-9_]+]] = arith.constant 32 : index
// CHECK-NEXT:      %[[ZERO:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      %[[T:[A-Za-z0-9_]+]] = stream.cmd.execute with(%[[R]] as %[[X:[A-Za-z0-9_]+]]: !stream.resource<transient>{%[[C32]]}) {
// CHECK-NEXT:        stream.cmd.dispatch @update_ex::@update(%[[C0]], %[[C8]], %[[C4]] : index, index, index) {
// CHECK-NEXT:          ro %[[X]][%[[ZERO]] for %[[C32]]] : !stream.resource<transient>{%[[C32]]},
// CHECK-NEXT:          rw %[[X]][%[[ZERO]] for %[[C32]]] : !stream.resource<transient>{%[[C32]]}
// CHECK-NEXT:        }
// CHECK-NEXT:      } => !stream.timepoint
// CHECK-NEXT:      util.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
