// RUN: xdsl-opt -p fuse-dispatch-bindings %s > %t.ours
// RUN: filecheck %s < %t.ours
// RUN: iree-opt < %t.ours > /dev/null

// Discardable attributes of a dispatch survive its rewrite; IREE 3.13 drops
// them (docs/iree-stream-facts.md).  The execute's own attributes, affinity and
// await are untouched.

stream.executable private @tagged_ex {
  stream.executable.export public @tagged workgroups(%n: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %n, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @tagged(%io: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %io[%c0] : !stream.binding -> memref<16xi8>
      return
    }
  }
}
util.func public @tags(%r: !stream.resource<external>, %tp: !stream.timepoint) -> !stream.timepoint {
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %t = stream.cmd.execute once on(#hal.device.affinity<@__device_0>) await(%tp) => with(%r as %x: !stream.resource<external>{%c32}) {
    stream.cmd.concurrent {
      stream.cmd.dispatch @tagged_ex::@tagged[%c2] {
        rw %x[%c16 for %c16] : !stream.resource<external>{%c32}
      } attributes {test.note = "keep me", test.flag}
      stream.cmd.dispatch @tagged_ex::@tagged[%c2] {
        ro %x[%c2 for %c16] : !stream.resource<external>{%c32}
      }
    }
  } => !stream.timepoint attributes {test.on_execute = 7 : i32}
  util.return %t : !stream.timepoint
}

// CHECK:       builtin.module {
// CHECK-NEXT:    stream.executable private @tagged_ex {
// CHECK-NEXT:      stream.executable.export public @tagged workgroups(%[[N:[A-Za-z0-9_]+]]: index) -> (index, index, index) {
// CHECK-NEXT:        %[[C1:[A-Za-z0-9_]+]] = arith.constant 1 : index
// CHECK-NEXT:        stream.return %[[N]], %[[C1]], %[[C1]] : index, index, index
// CHECK-NEXT:      }
// CHECK-NEXT:      builtin.module {
// CHECK-NEXT:        func.func @tagged(%[[IO:[A-Za-z0-9_]+]]: !stream.binding, %[[IO_OFFSET:[A-Za-z0-9_]+]]: index) {
// CHECK-NEXT:          %[[C0:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:          %[[V0:[A-Za-z0-9_]+]] = stream.binding.subspan %[[IO]][%[[IO_OFFSET]]] : !stream.binding -> memref<16xi8>
// CHECK-NEXT:          func.return
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    util.func public @tags(%[[R:[A-Za-z0-9_]+]]: !stream.resource<external>, %[[TP:[A-Za-z0-9_]+]]: !stream.timepoint) -> !stream.timepoint {
// CHECK-NEXT:      %[[C2:[A-Za-z0-9_]+]] = arith.constant 2 : index
// CHECK-NEXT:      %[[C16:[A-Za-z0-9_]+]] = arith.constant 16 : index
// CHECK-NEXT:      %[[C32:[A-Za-z0-9_]+]] = arith.constant 32 : index
// CHECK-NEXT:      %[[ZERO:[A-Za-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT:      %[[T:[A-Za-z0-9_]+]] = stream.cmd.execute once on(#hal.device.affinity<@__device_0>) await(%[[TP]]) => with(%[[R]] as %[[X:[A-Za-z0-9_]+]]: !stream.resource<external>{%[[C32]]}) {
// CHECK-NEXT:        stream.cmd.concurrent {
// CHECK-NEXT:          stream.cmd.dispatch @tagged_ex::@tagged[%[[C2]]](%[[C16]] : index) {
// CHECK-NEXT:            rw %[[X]][%[[ZERO]] for %[[C32]]] : !stream.resource<external>{%[[C32]]}
// CHECK-NEXT:          } attributes {test.note = "keep me", test.flag}
// CHECK-NEXT:          stream.cmd.dispatch @tagged_ex::@tagged[%[[C2]]](%[[C2]] : index) {
// CHECK-NEXT:            rw %[[X]][%[[ZERO]] for %[[C32]]] : !stream.resource<external>{%[[C32]]}
// CHECK-NEXT:          }
// CHECK-NEXT:        }
// CHECK-NEXT:      } => !stream.timepoint attributes {test.on_execute = 7 : i32}
// CHECK-NEXT:      util.return %[[T]] : !stream.timepoint
// CHECK-NEXT:    }
// CHECK-NEXT:  }
