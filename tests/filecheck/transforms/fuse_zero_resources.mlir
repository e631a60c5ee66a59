// RUN: xdsl-opt -p fuse-dispatch-bindings %s | filecheck %s

// A dispatch with no resources has nothing to rebase: it, its function and its
// execute are left alone, and no (dead) zero constant is inserted.  (IREE 3.13
// cannot even print and re-parse such a dispatch: docs/iree-stream-facts.md.
// Its custom form, which xDSL's printer writes below, is read by no one: the
// input is in generic form.)

stream.executable private @nobind_ex {
  stream.executable.export public @nobind
  builtin.module {
    func.func @nobind(%n: index) {
      util.optimization_barrier %n : index
      return
    }
  }
}
util.func public @no_resources(%n: index) -> !stream.timepoint {
  %c1 = arith.constant 1 : index
  %t = stream.cmd.execute with() {
    "stream.cmd.dispatch"(%c1, %n) <{entry_points = [@nobind_ex::@nobind], operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, resource_accesses = []}> : (index, index) -> ()
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK:       builtin.module {
// CHECK-NEXT:    stream.executable private @nobind_ex {
// CHECK-NEXT:      stream.executable.export public @nobind
// CHECK-NEXT:      builtin.module {
// CHECK-NEXT:        func.func @nobind(%[[N:[A-Za-z0-9_]+]]: index) {
// CHECK-NEXT:          %[[V0:[A-Za-z0-9_]+]] = util.optimization_barrier %[[N]] : index
// CHECK-NEXT:          func.return
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    util.func public @no_resources(%[[N:[A-Za-z0-9_]+]]: index) -> !stream.timepoint {
// CHECK-NEXT:      %[[C1:[A-Za-z0-9_]+]] = arith.constant 1 : index
// CHECK-NEXT:      %[[T:[A-Za-z0-9_]+]] = stream.cmd.execute with() {
// CHECK-NEXT:        stream.cmd.dispatch @nobind_ex::@nobind[%[[C1]]](%[[N]] : index) {
// CHECK-NEXT:        }
// CHECK-NEXT:      } => !stream.timepoint
// CHECK-NEXT:      util.return %[[T]] : !stream.timepoint
// CHECK-NEXT:    }
// CHECK-NEXT:  }
