// RUN: xdsl-opt --split-input-file -p fuse-dispatch-bindings %s > %t.ours
// RUN: filecheck %s < %t.ours
// RUN: iree-opt --split-input-file < %t.ours > /dev/null

// IREE 3.13 crashes on a dispatch that is not inside a stream.cmd.execute
// (docs/iree-stream-facts.md).  Without an execute to put it before, the zero
// offset goes before the dispatch's outermost enclosing op in the function
// body: the dispatch itself at top level, the scf.if around a nested one.
// Each such anchor gets its own zero.

stream.executable private @copy_ex {
  stream.executable.export public @copy
  builtin.module {
    func.func @copy(%from: !stream.binding, %to: !stream.binding) {
      %c12 = arith.constant 12 : index
      %0 = stream.binding.subspan %from[%c12] : !stream.binding -> memref<3xi32>
      %1 = stream.binding.subspan %to[%c12] : !stream.binding -> memref<3xi32>
      return
    }
  }
}
util.func public @eager(%buf: !stream.resource<external>, %again: i1) {
  %c0 = arith.constant 0 : index
  %c24 = arith.constant 24 : index
  %c48 = arith.constant 48 : index
  %c96 = arith.constant 96 : index
  stream.cmd.dispatch @copy_ex::@copy {
    ro %buf[%c0 for %c24] : !stream.resource<external>{%c96},
    wo %buf[%c48 for %c24] : !stream.resource<external>{%c96}
  }
  scf.if %again {
    scf.if %again {
      stream.cmd.dispatch @copy_ex::@copy {
        ro %buf[%c48 for %c24] : !stream.resource<external>{%c96},
        wo %buf[%c0 for %c24] : !stream.resource<external>{%c96}
      }
    }
  }
  util.return
}

// CHECK:       builtin.module {
// CHECK-NEXT:    stream.executable private @copy_ex {
// CHECK-NEXT:      stream.executable.export public @copy
// CHECK-NEXT:      builtin.module {
// CHECK-NEXT:        func.func @copy(%[[FROM:[A-Za-z0-9_]+]]: !stream.binding, %[[TO:[A-Za-z0-9_]+]]: !stream.binding, %[[FROM_OFFSET:[A-Za-z0-9_]+]]: index, %[[TO_OFFSET:[A-Za-z0-9_]+]]: index) {
// CHECK-NEXT:          %[[C12:[A-Za-z0-9_]+]] = arith.constant 12 : index
// CHECK-NEXT:          %[[V0:[A-Za-z0-9_]+]] = arith.addi %[[FROM_OFFSET]], %[[C12]] : index
// CHECK-NEXT:          %[[V1:[A-Za-z0-9_]+]] = stream.binding.subspan %[[FROM]][%[[V0]]] : !stream.binding -> memref<3xi32>
// CHECK-NEXT:          %[[V2:[A-Za-z0-9_]+]] = arith.addi %[[TO_OFFSET]], %[[C12]] : index
// CHECK-NEXT:          %[[V3:[A-Za-z0-9_]+]] = stream.binding.subspan %[[TO]][%[[V2]]] : !stream.binding -> memref<3xi32>
// CHECK-NEXT:          func.return
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    util.func public @eager(%[[BUF:[A-Za-z0-9_]+]]: !stream.resource<external>, %[[AGAIN:[A-Za-z0-9_]+]]: i1) {
// CHECK-NEXT:      %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      %[[C24:[A-Za-z0-9_]+]] = arith.constant 24 : index
// CHECK-NEXT:      %[[C48:[A-Za-z0-9_]+]] = arith.constant 48 : index
// CHECK-NEXT:      %[[C96:[A-Za-z0-9_]+]] = arith.constant 96 : index
// CHECK-NEXT:      %[[ZERO:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      stream.cmd.dispatch @copy_ex::@copy(%[[C0]], %[[C48]] : index, index) {
// CHECK-NEXT:        ro %[[BUF]][%[[ZERO]] for %[[C96]]] : !stream.resource<external>{%[[C96]]},
// CHECK-NEXT:        wo %[[BUF]][%[[ZERO]] for %[[C96]]] : !stream.resource<external>{%[[C96]]}
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[ZERO2:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      scf.if %[[AGAIN]] {
// CHECK-NEXT:        scf.if %[[AGAIN]] {
// CHECK-NEXT:          stream.cmd.dispatch @copy_ex::@copy(%[[C48]], %[[C0]] : index, index) {
// CHECK-NEXT:            ro %[[BUF]][%[[ZERO2]] for %[[C96]]] : !stream.resource<external>{%[[C96]]},
// CHECK-NEXT:            wo %[[BUF]][%[[ZERO2]] for %[[C96]]] : !stream.resource<external>{%[[C96]]}
// CHECK-NEXT:          }
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      util.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }

// -----

// Dispatches inside and outside an execute in one function: the one inside
// still gets its zero before the execute.

stream.executable private @touch_ex {
  stream.executable.export public @touch
  builtin.module {
    func.func @touch(%r: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %r[%c0] : !stream.binding -> memref<1xi8>
      return
    }
  }
}
util.func public @mixed(%buf: !stream.resource<external>) -> !stream.timepoint {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  stream.cmd.dispatch @touch_ex::@touch {
    rw %buf[%c1 for %c1] : !stream.resource<external>{%c8}
  }
  %t = stream.cmd.execute with(%buf as %b: !stream.resource<external>{%c8}) {
    stream.cmd.dispatch @touch_ex::@touch {
      ro %b[%c7 for %c1] : !stream.resource<external>{%c8}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK:       builtin.module {
// CHECK-NEXT:    stream.executable private @touch_ex {
// CHECK-NEXT:      stream.executable.export public @touch
// CHECK-NEXT:      builtin.module {
// CHECK-NEXT:        func.func @touch(%[[R:[A-Za-z0-9_]+]]: !stream.binding, %[[R_OFFSET:[A-Za-z0-9_]+]]: index) {
// CHECK-NEXT:          %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:          %[[V0:[A-Za-z0-9_]+]] = stream.binding.subspan %[[R]][%[[R_OFFSET]]] : !stream.binding -> memref<1xi8>
// CHECK-NEXT:          func.return
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    util.func public @mixed(%[[BUF:[A-Za-z0-9_]+]]: !stream.resource<external>) -> !stream.timepoint {
// CHECK-NEXT:      %[[C1:[A-Za-z0-9_]+]] = arith.constant 1 : index
// CHECK-NEXT:      %[[C7:[A-Za-z0-9_]+]] = arith.constant 7 : index
// CHECK-NEXT:      %[[C8:[A-Za-z0-9_]+]] = arith.constant 8 : index
// CHECK-NEXT:      %[[ZERO:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      stream.cmd.dispatch @touch_ex::@touch(%[[C1]] : index) {
// CHECK-NEXT:        rw %[[BUF]][%[[ZERO]] for %[[C8]]] : !stream.resource<external>{%[[C8]]}
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[ZERO2:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      %[[T:[A-Za-z0-9_]+]] = stream.cmd.execute with(%[[BUF]] as %[[B:[A-Za-z0-9_]+]]: !stream.resource<external>{%[[C8]]}) {
// CHECK-NEXT:        stream.cmd.dispatch @touch_ex::@touch(%[[C7]] : index) {
// CHECK-NEXT:          rw %[[B]][%[[ZERO2]] for %[[C8]]] : !stream.resource<external>{%[[C8]]}
// CHECK-NEXT:        }
// CHECK-NEXT:      } => !stream.timepoint
// CHECK-NEXT:      util.return %[[T]] : !stream.timepoint
// CHECK-NEXT:    }
// CHECK-NEXT:  }
