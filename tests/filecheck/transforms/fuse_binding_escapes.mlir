// RUN: xdsl-opt --split-input-file -p fuse-dispatch-bindings %s 2>/dev/null | filecheck %s
// RUN: xdsl-opt --split-input-file -p fuse-dispatch-bindings %s 2>&1 >/dev/null | filecheck %s --check-prefix=WARN
// RUN: xdsl-opt --split-input-file -p fuse-dispatch-bindings %s 2>/dev/null | iree-opt --split-input-file > /dev/null

// A binding argument used by an op other than stream.binding.subspan: IREE
// 3.13 moves that use to the fused binding and silently drops its offset
// (docs/iree-stream-facts.md).  Here the whole group is left untouched (no
// rebase, no zero constant) and a warning names the export and the op.

stream.executable private @escape_ex {
  stream.executable.export public @escape
  builtin.module {
    func.func @escape(%in: !stream.binding, %keep: !stream.binding) {
      %c4 = arith.constant 4 : index
      %0 = stream.binding.subspan %in[%c4] : !stream.binding -> memref<4xf32>
      %1 = util.optimization_barrier %keep : !stream.binding
      return
    }
  }
}
util.func public @escapes(%buf: !stream.resource<external>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %t = stream.cmd.execute with(%buf as %b: !stream.resource<external>{%c64}) {
    stream.cmd.dispatch @escape_ex::@escape {
      ro %b[%c0 for %c16] : !stream.resource<external>{%c64},
      ro %b[%c16 for %c16] : !stream.resource<external>{%c64}
    }
  } => !stream.timepoint
  util.return
}

// WARN: warning: fuse-dispatch-bindings: binding #1 (argument #1) of @escape_ex::@escape is used by 'util.optimization_barrier', not only by stream.binding.subspan; its bindings are left unfused

// CHECK:       builtin.module {
// CHECK-NEXT:    stream.executable private @escape_ex {
// CHECK-NEXT:      stream.executable.export public @escape
// CHECK-NEXT:      builtin.module {
// CHECK-NEXT:        func.func @escape(%[[IN:[A-Za-z0-9_]+]]: !stream.binding, %[[KEEP:[A-Za-z0-9_]+]]: !stream.binding) {
// CHECK-NEXT:          %[[C4:[A-Za-z0-9_]+]] = arith.constant 4 : index
// CHECK-NEXT:          %[[V0:[A-Za-z0-9_]+]] = stream.binding.subspan %[[IN]][%[[C4]]] : !stream.binding -> memref<4xf32>
// CHECK-NEXT:          %[[V1:[A-Za-z0-9_]+]] = util.optimization_barrier %[[KEEP]] : !stream.binding
// CHECK-NEXT:          func.return
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    util.func public @escapes(%[[BUF:[A-Za-z0-9_]+]]: !stream.resource<external>) {
// CHECK-NEXT:      %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      %[[C16:[A-Za-z0-9_]+]] = arith.constant 16 : index
// CHECK-NEXT:      %[[C64:[A-Za-z0-9_]+]] = arith.constant 64 : index
// CHECK-NEXT:      %[[T:[A-Za-z0-9_]+]] = stream.cmd.execute with(%[[BUF]] as %[[B:[A-Za-z0-9_]+]]: !stream.resource<external>{%[[C64]]}) {
// CHECK-NEXT:        stream.cmd.dispatch @escape_ex::@escape {
// CHECK-NEXT:          ro %[[B]][%[[C0]] for %[[C16]]] : !stream.resource<external>{%[[C64]]},
// CHECK-NEXT:          ro %[[B]][%[[C16]] for %[[C16]]] : !stream.resource<external>{%[[C64]]}
// CHECK-NEXT:        }
// CHECK-NEXT:      } => !stream.timepoint
// CHECK-NEXT:      util.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }

// -----

// The same through a call; other executables are still rewritten.

stream.executable private @call_ex {
  stream.executable.export public @caller
  builtin.module {
    func.func private @helper(%b: !stream.binding) {
      return
    }
    func.func @caller(%n: index, %arg: !stream.binding) {
      %0 = stream.binding.subspan %arg[%n] : !stream.binding -> memref<4xf32>
      func.call @helper(%arg) : (!stream.binding) -> ()
      return
    }
  }
}
stream.executable private @plain_ex {
  stream.executable.export public @plain
  builtin.module {
    func.func @plain(%arg: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %arg[%c0] : !stream.binding -> memref<4xf32>
      return
    }
  }
}
util.func public @calls(%buf: !stream.resource<external>) {
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %t = stream.cmd.execute with(%buf as %b: !stream.resource<external>{%c64}) {
    stream.cmd.dispatch @call_ex::@caller(%c4 : index) {
      ro %b[%c16 for %c16] : !stream.resource<external>{%c64}
    }
    stream.cmd.dispatch @plain_ex::@plain {
      ro %b[%c16 for %c16] : !stream.resource<external>{%c64}
    }
  } => !stream.timepoint
  util.return
}

// WARN: warning: fuse-dispatch-bindings: binding #0 (argument #1) of @call_ex::@caller is used by 'func.call', not only by stream.binding.subspan; its bindings are left unfused

// CHECK:       builtin.module {
// CHECK-NEXT:    stream.executable private @call_ex {
// CHECK-NEXT:      stream.executable.export public @caller
// CHECK-NEXT:      builtin.module {
// CHECK-NEXT:        func.func private @helper(%[[B:[A-Za-z0-9_]+]]: !stream.binding) {
// CHECK-NEXT:          func.return
// CHECK-NEXT:        }
// CHECK-NEXT:        func.func @caller(%[[N:[A-Za-z0-9_]+]]: index, %[[ARG:[A-Za-z0-9_]+]]: !stream.binding) {
// CHECK-NEXT:          %[[V0:[A-Za-z0-9_]+]] = stream.binding.subspan %[[ARG]][%[[N]]] : !stream.binding -> memref<4xf32>
// CHECK-NEXT:          func.call @helper(%[[ARG]]) : (!stream.binding) -> ()
// CHECK-NEXT:          func.return
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    stream.executable private @plain_ex {
// CHECK-NEXT:      stream.executable.export public @plain
// CHECK-NEXT:      builtin.module {
// CHECK-NEXT:        func.func @plain(%[[ARG:[A-Za-z0-9_]+]]: !stream.binding, %[[ARG_OFFSET:[A-Za-z0-9_]+]]: index) {
// CHECK-NEXT:          %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:          %[[V0:[A-Za-z0-9_]+]] = stream.binding.subspan %[[ARG]][%[[ARG_OFFSET]]] : !stream.binding -> memref<4xf32>
// CHECK-NEXT:          func.return
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    util.func public @calls(%[[BUF:[A-Za-z0-9_]+]]: !stream.resource<external>) {
// CHECK-NEXT:      %[[C4:[A-Za-z0-9_]+]] = arith.constant 4 : index
// CHECK-NEXT:      %[[C16:[A-Za-z0-9_]+]] = arith.constant 16 : index
// CHECK-NEXT:      %[[C64:[A-Za-z0-9_]+]] = arith.constant 64 : index
// CHECK-NEXT:      %[[ZERO:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      %[[T:[A-Za-z0-9_]+]] = stream.cmd.execute with(%[[BUF]] as %[[B:[A-Za-z0-9_]+]]: !stream.resource<external>{%[[C64]]}) {
// CHECK-NEXT:        stream.cmd.dispatch @call_ex::@caller(%[[C4]] : index) {
// CHECK-NEXT:          ro %[[B]][%[[C16]] for %[[C16]]] : !stream.resource<external>{%[[C64]]}
// CHECK-NEXT:        }
// CHECK-NEXT:        stream.cmd.dispatch @plain_ex::@plain(%[[C16]] : index) {
// CHECK-NEXT:          ro %[[B]][%[[ZERO]] for %[[C64]]] : !stream.resource<external>{%[[C64]]}
// CHECK-NEXT:        }
// CHECK-NEXT:      } => !stream.timepoint
// CHECK-NEXT:      util.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
