// RUN: xdsl-opt --split-input-file -p fuse-dispatch-bindings %s > %t.ours
// RUN: filecheck %s < %t.ours
// RUN: iree-opt --split-input-file < %t.ours > /dev/null

// IREE 3.13 crashes on all of these (docs/iree-stream-facts.md).
//
// One dispatch naming two exports: both functions are reached from the same
// site, so both get one binding layout, planned over every site of either
// export.  %b0 and %b1 name one resource at the first site but two at the
// second (which names only @mean), so nothing fuses.

stream.executable private @stats {
  stream.executable.export public @mean
  stream.executable.export public @variance
  builtin.module {
    func.func @mean(%x: !stream.binding, %acc: !stream.binding) {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %0 = stream.binding.subspan %x[%c0] : !stream.binding -> memref<8xf32>
      %1 = stream.binding.subspan %acc[%c4] : !stream.binding -> memref<1xf32>
      return
    }
    func.func @variance(%x: !stream.binding, %acc: !stream.binding) {
      %c8 = arith.constant 8 : index
      %0 = stream.binding.subspan %acc[%c8] : !stream.binding -> memref<1xf32>
      return
    }
  }
}
util.func public @both(%data: !stream.resource<external>, %out: !stream.resource<external>) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %t = stream.cmd.execute with(%data as %d: !stream.resource<external>{%c128}, %out as %o: !stream.resource<external>{%c64}) {
    stream.cmd.dispatch {@stats::@mean, @stats::@variance} {
      ro %d[%c0 for %c32] : !stream.resource<external>{%c128},
      ro %d[%c64 for %c32] : !stream.resource<external>{%c128}
    }
    stream.cmd.dispatch @stats::@mean {
      ro %d[%c32 for %c32] : !stream.resource<external>{%c128},
      wo %o[%c0 for %c32] : !stream.resource<external>{%c64}
    }
  } => !stream.timepoint
  util.return
}

// CHECK:       builtin.module {
// CHECK-NEXT:    stream.executable private @stats {
// CHECK-NEXT:      stream.executable.export public @mean
// CHECK-NEXT:      stream.executable.export public @variance
// CHECK-NEXT:      builtin.module {
// CHECK-NEXT:        func.func @mean(%[[X:[A-Za-z0-9_]+]]: !stream.binding, %[[ACC:[A-Za-z0-9_]+]]: !stream.binding, %[[X_OFFSET:[A-Za-z0-9_]+]]: index, %[[ACC_OFFSET:[A-Za-z0-9_]+]]: index) {
// CHECK-NEXT:          %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:          %[[C4:[A-Za-z0-9_]+]] = arith.constant 4 : index
// CHECK-NEXT:          %[[V0:[A-Za-z0-9_]+]] = stream.binding.subspan %[[X]][%[[X_OFFSET]]] : !stream.binding -> memref<8xf32>
// CHECK-NEXT:          %[[V1:[A-Za-z0-9_]+]] = arith.addi %[[ACC_OFFSET]], %[[C4]] : index
// CHECK-NEXT:          %[[V2:[A-Za-z0-9_]+]] = stream.binding.subspan %[[ACC]][%[[V1]]] : !stream.binding -> memref<1xf32>
// CHECK-NEXT:          func.return
// CHECK-NEXT:        }
// CHECK-NEXT:        func.func @variance(%[[X:[A-Za-z0-9_]+]]: !stream.binding, %[[ACC:[A-Za-z0-9_]+]]: !stream.binding, %[[X_OFFSET:[A-Za-z0-9_]+]]: index, %[[ACC_OFFSET:[A-Za-z0-9_]+]]: index) {
// CHECK-NEXT:          %[[C8:[A-Za-z0-9_]+]] = arith.constant 8 : index
// CHECK-NEXT:          %[[V0:[A-Za-z0-9_]+]] = arith.addi %[[ACC_OFFSET]], %[[C8]] : index
// CHECK-NEXT:          %[[V1:[A-Za-z0-9_]+]] = stream.binding.subspan %[[ACC]][%[[V0]]] : !stream.binding -> memref<1xf32>
// CHECK-NEXT:          func.return
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    util.func public @both(%[[DATA:[A-Za-z0-9_]+]]: !stream.resource<external>, %[[OUT:[A-Za-z0-9_]+]]: !stream.resource<external>) {
// CHECK-NEXT:      %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      %[[C32:[A-Za-z0-9_]+]] = arith.constant 32 : index
// CHECK-NEXT:      %[[C64:[A-Za-z0-9_]+]] = arith.constant 64 : index
// CHECK-NEXT:      %[[C128:[A-Za-z0-9_]+]] = arith.constant 128 : index
// CHECK-NEXT:      %[[ZERO:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      %[[T:[A-Za-z0-9_]+]] = stream.cmd.execute with(%[[DATA]] as %[[D:[A-Za-z0-9_]+]]: !stream.resource<external>{%[[C128]]}, %[[OUT]] as %[[O:[A-Za-z0-9_]+]]: !stream.resource<external>{%[[C64]]}) {
// CHECK-NEXT:        stream.cmd.dispatch {@stats::@mean, @stats::@variance}(%[[C0]], %[[C64]] : index, index) {
// CHECK-NEXT:          ro %[[D]][%[[ZERO]] for %[[C128]]] : !stream.resource<external>{%[[C128]]},
// CHECK-NEXT:          rw %[[D]][%[[ZERO]] for %[[C128]]] : !stream.resource<external>{%[[C128]]}
// CHECK-NEXT:        }
// CHECK-NEXT:        stream.cmd.dispatch @stats::@mean(%[[C32]], %[[C0]] : index, index) {
// CHECK-NEXT:          ro %[[D]][%[[ZERO]] for %[[C128]]] : !stream.resource<external>{%[[C128]]},
// CHECK-NEXT:          rw %[[O]][%[[ZERO]] for %[[C64]]] : !stream.resource<external>{%[[C64]]}
// CHECK-NEXT:        }
// CHECK-NEXT:      } => !stream.timepoint
// CHECK-NEXT:      util.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }

// -----

// Several entry points, and the same layout change must fuse: every site of
// the group has %b0 and %b1 on one resource (read-only), so both functions
// take one binding.

stream.executable private @pair {
  stream.executable.export public @first
  stream.executable.export public @second
  builtin.module {
    func.func @first(%p: !stream.binding, %q: !stream.binding) {
      %c16 = arith.constant 16 : index
      %0 = stream.binding.subspan %p[%c16] : !stream.binding -> memref<4xi32>
      %1 = stream.binding.subspan %q[%c16] : !stream.binding -> memref<4xi32>
      return
    }
    func.func @second(%p: !stream.binding, %q: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %q[%c0] : !stream.binding -> memref<4xi32>
      return
    }
  }
}
util.func public @pair_sites(%r: !stream.resource<constant>, %n: index) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c256 = arith.constant 256 : index
  %t = stream.cmd.execute with(%r as %c: !stream.resource<constant>{%c256}) {
    stream.cmd.dispatch {@pair::@first, @pair::@second} {
      ro %c[%c0 for %c16] : !stream.resource<constant>{%c256},
      ro %c[%n for %c16] : !stream.resource<constant>{%c256}
    }
    stream.cmd.dispatch @pair::@second {
      ro %c[%c16 for %c16] : !stream.resource<constant>{%c256},
      ro %c[%c0 for %c16] : !stream.resource<constant>{%c256}
    }
  } => !stream.timepoint
  util.return
}

// CHECK:       builtin.module {
// CHECK-NEXT:    stream.executable private @pair {
// CHECK-NEXT:      stream.executable.export public @first
// CHECK-NEXT:      stream.executable.export public @second
// CHECK-NEXT:      builtin.module {
// CHECK-NEXT:        func.func @first(%[[P:[A-Za-z0-9_]+]]: !stream.binding, %[[P_OFFSET:[A-Za-z0-9_]+]]: index, %[[Q_OFFSET:[A-Za-z0-9_]+]]: index) {
// CHECK-NEXT:          %[[C16:[A-Za-z0-9_]+]] = arith.constant 16 : index
// CHECK-NEXT:          %[[V0:[A-Za-z0-9_]+]] = arith.addi %[[P_OFFSET]], %[[C16]] : index
// CHECK-NEXT:          %[[V1:[A-Za-z0-9_]+]] = stream.binding.subspan %[[P]][%[[V0]]] : !stream.binding -> memref<4xi32>
// CHECK-NEXT:          %[[V2:[A-Za-z0-9_]+]] = arith.addi %[[Q_OFFSET]], %[[C16]] : index
// CHECK-NEXT:          %[[V3:[A-Za-z0-9_]+]] = stream.binding.subspan %[[P]][%[[V2]]] : !stream.binding -> memref<4xi32>
// CHECK-NEXT:          func.return
// CHECK-NEXT:        }
// CHECK-NEXT:        func.func @second(%[[P:[A-Za-z0-9_]+]]: !stream.binding, %[[P_OFFSET:[A-Za-z0-9_]+]]: index, %[[Q_OFFSET:[A-Za-z0-9_]+]]: index) {
// CHECK-NEXT:          %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:          %[[V0:[A-Za-z0-9_]+]] = stream.binding.subspan %[[P]][%[[Q_OFFSET]]] : !stream.binding -> memref<4xi32>
// CHECK-NEXT:          func.return
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    util.func public @pair_sites(%[[R:[A-Za-z0-9_]+]]: !stream.resource<constant>, %[[N:[A-Za-z0-9_]+]]: index) {
// CHECK-NEXT:      %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      %[[C16:[A-Za-z0-9_]+]] = arith.constant 16 : index
// CHECK-NEXT:      %[[C256:[A-Za-z0-9_]+]] = arith.constant 256 : index
// CHECK-NEXT:      %[[ZERO:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      %[[T:[A-Za-z0-9_]+]] = stream.cmd.execute with(%[[R]] as %[[C:[A-Za-z0-9_]+]]: !stream.resource<constant>{%[[C256]]}) {
// CHECK-NEXT:        stream.cmd.dispatch {@pair::@first, @pair::@second}(%[[C0]], %[[N]] : index, index) {
// CHECK-NEXT:          ro %[[C]][%[[ZERO]] for %[[C256]]] : !stream.resource<constant>{%[[C256]]}
// CHECK-NEXT:        }
// CHECK-NEXT:        stream.cmd.dispatch @pair::@second(%[[C16]], %[[C0]] : index, index) {
// CHECK-NEXT:          ro %[[C]][%[[ZERO]] for %[[C256]]] : !stream.resource<constant>{%[[C256]]}
// CHECK-NEXT:        }
// CHECK-NEXT:      } => !stream.timepoint
// CHECK-NEXT:      util.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }

// -----

// Three exports of one function (`@fn as("...")`): the function is rewritten
// once for the whole group, the site-less export `@idle` included (it shares
// the function, so it shares the new layout).  The same entry point named twice
// at a site counts once.

stream.executable private @shared {
  stream.executable.export public @blur as("blur_h")
  stream.executable.export public @blur as("blur_v")
  stream.executable.export public @blur as("idle")
  builtin.module {
    func.func @blur(%src: !stream.binding, %radius: index, %dst: !stream.binding) {
      %c4 = arith.constant 4 : index
      %0 = stream.binding.subspan %src[%radius] : !stream.binding -> memref<16xf32>
      %1 = stream.binding.subspan %dst[%c4] : !stream.binding -> memref<16xf32>
      return
    }
  }
}
util.func public @blur_both(%img: !stream.resource<transient>, %radius: index) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c512 = arith.constant 512 : index
  %t = stream.cmd.execute with(%img as %i: !stream.resource<transient>{%c512}) {
    stream.cmd.dispatch @shared::@blur_h(%radius : index) {
      ro %i[%c0 for %c64] : !stream.resource<transient>{%c512},
      ro %i[%c64 for %c64] : !stream.resource<transient>{%c512}
    }
    stream.cmd.dispatch {@shared::@blur_v, @shared::@blur_v}(%c0 : index) {
      ro %i[%c64 for %c64] : !stream.resource<transient>{%c512},
      ro %i[%c0 for %c64] : !stream.resource<transient>{%c512}
    }
  } => !stream.timepoint
  util.return
}

// CHECK:       builtin.module {
// CHECK-NEXT:    stream.executable private @shared {
// CHECK-NEXT:      stream.executable.export public @blur as("blur_h")
// CHECK-NEXT:      stream.executable.export public @blur as("blur_v")
// CHECK-NEXT:      stream.executable.export public @blur as("idle")
// CHECK-NEXT:      builtin.module {
// CHECK-NEXT:        func.func @blur(%[[SRC:[A-Za-z0-9_]+]]: !stream.binding, %[[SRC_OFFSET:[A-Za-z0-9_]+]]: index, %[[DST_OFFSET:[A-Za-z0-9_]+]]: index, %[[RADIUS:[A-Za-z0-9_]+]]: index) {
// CHECK-NEXT:          %[[C4:[A-Za-z0-9_]+]] = arith.constant 4 : index
// CHECK-NEXT:          %[[V0:[A-Za-z0-9_]+]] = arith.addi %[[RADIUS]], %[[SRC_OFFSET]] : index
// CHECK-NEXT:          %[[V1:[A-Za-z0-9_]+]] = stream.binding.subspan %[[SRC]][%[[V0]]] : !stream.binding -> memref<16xf32>
// CHECK-NEXT:          %[[V2:[A-Za-z0-9_]+]] = arith.addi %[[DST_OFFSET]], %[[C4]] : index
// CHECK-NEXT:          %[[V3:[A-Za-z0-9_]+]] = stream.binding.subspan %[[SRC]][%[[V2]]] : !stream.binding -> memref<16xf32>
// CHECK-NEXT:          func.return
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    util.func public @blur_both(%[[IMG:[A-Za-z0-9_]+]]: !stream.resource<transient>, %[[RADIUS:[A-Za-z0-9_]+]]: index) {
// CHECK-NEXT:      %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      %[[C64:[A-Za-z0-9_]+]] = arith.constant 64 : index
// CHECK-NEXT:      %[[C512:[A-Za-z0-9_]+]] = arith.constant 512 : index
// CHECK-NEXT:      %[[ZERO:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      %[[T:[A-Za-z0-9_]+]] = stream.cmd.execute with(%[[IMG]] as %[[I:[A-Za-z0-9_]+]]: !stream.resource<transient>{%[[C512]]}) {
// CHECK-NEXT:        stream.cmd.dispatch @shared::@blur_h(%[[C0]], %[[C64]], %[[RADIUS]] : index, index, index) {
// CHECK-NEXT:          ro %[[I]][%[[ZERO]] for %[[C512]]] : !stream.resource<transient>{%[[C512]]}
// CHECK-NEXT:        }
// CHECK-NEXT:        stream.cmd.dispatch {@shared::@blur_v, @shared::@blur_v}(%[[C64]], %[[C0]], %[[C0]] : index, index, index) {
// CHECK-NEXT:          ro %[[I]][%[[ZERO]] for %[[C512]]] : !stream.resource<transient>{%[[C512]]}
// CHECK-NEXT:        }
// CHECK-NEXT:      } => !stream.timepoint
// CHECK-NEXT:      util.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
