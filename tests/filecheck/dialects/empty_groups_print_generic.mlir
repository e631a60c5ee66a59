// RUN: xdsl-stream-opt %s | xdsl-stream-opt | iree-opt --allow-unregistered-dialect --mlir-print-op-generic | filecheck %s
// RUN: iree-opt --allow-unregistered-dialect %s | not iree-opt --allow-unregistered-dialect 2>&1 | filecheck %s --check-prefix=IREE

// Ops whose custom form reads back only with something in a group are
// printed in generic form without it: a `stream.cmd.dispatch` of no resource
// (`{` `}`), a `stream.timepoint.await` of none (`=> :`), a `util.assume.int`
// of no operand.  IREE's printer writes them in custom form all the same,
// text neither iree-opt nor the package reads back (the second RUN line:
// the day it reads, this can go).  And an unregistered op ending a
// `stream.executable` gets the implicit `stream.executable.end` after it, as
// MLIR adds it (the package refused it, or read it and could not read its
// own print).

stream.executable private @ex {
  stream.executable.export public @fn workgroups(%arg0: index) -> (index, index, index) {
    stream.return %arg0, %arg0, %arg0 : index, index, index
  }
  builtin.module {
    func.func @fn(%x: i32) {
      return
    }
  }
}
util.func private @dispatch(%x: i32, %t: !stream.timepoint) -> !stream.timepoint {
  %c16 = arith.constant 16 : index
  %0 = stream.cmd.execute await(%t) => with() {
    "stream.cmd.dispatch"(%c16, %x) <{entry_points = [@ex::@fn], operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, resource_accesses = []}> : (index, i32) -> ()
  } => !stream.timepoint
  util.return %0 : !stream.timepoint
}

util.func private @await(%t: !stream.timepoint) {
  "stream.timepoint.await"(%t) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (!stream.timepoint) -> ()
  util.return
}

util.func private @assume() {
  "util.assume.int"() <{assumptions = []}> : () -> ()
  util.return
}

stream.executable private @unregistered_end {
  "foo.baz"() : () -> ()
}

// CHECK:      "stream.cmd.dispatch"(%{{.+}}, %{{.+}}) <{entry_points = [@ex::@fn], operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, resource_accesses = []}> : (index, i32) -> ()
// CHECK:      "stream.timepoint.await"(%{{.+}}) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (!stream.timepoint) -> ()
// CHECK:      "util.assume.int"() <{assumptions = []}> : () -> ()
// CHECK:      "foo.baz"() : () -> ()
// CHECK-NEXT: "stream.executable.end"() : () -> ()
// IREE:       error:
