// RUN: xdsl-stream-opt --print-op-generic -p pack-dispatch-operands %s > %t.generic
// RUN: iree-opt --mlir-print-op-generic < %t.generic > %t.ours
// RUN: iree-opt --mlir-print-op-generic --iree-stream-pack-dispatch-operands %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: filecheck %s < %t.generic

// How the new signature of a kernel is written, compared in generic form
// (where a property the custom form hides still shows) with iree-opt's:
// * when every argument attribute moves off the arguments (here onto the
//   arith.ori that rebuilds the i64), the function has no `arg_attrs` left,
//   not a list of empty dictionaries;
// * a private declaration a site dispatches with nothing to rebuild (only an
//   i32 and a binding) is left as it is, and its site is packed, with no
//   error about a missing body.

// CHECK: "func.func"() <{sym_name = "k", function_type = (i32, i32, i32, !stream.binding) -> ()}>
// CHECK: "arith.ori"(%{{.+}}, %{{.+}}) {stream.values = [1, 2]} : (i64, i64) -> i64
stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    func.func @k(%a: i64 {stream.values = [1, 2]}, %b: i32, %c: !stream.binding) {
      util.optimization_barrier %a, %b : i64, i32
      return
    }
  }
}

// CHECK: "func.func"() <{sym_name = "d", function_type = (i32, !stream.binding) -> (), sym_visibility = "private"}>
stream.executable private @decl {
  stream.executable.export public @d
  builtin.module {
    func.func private @d(%a: i32, %arg1: !stream.binding)
  }
}

// CHECK-LABEL: "util.func"
// CHECK: "stream.cmd.dispatch"({{.+}}) <{entry_points = [@ex::@k], {{.*}}operandSegmentSizes = array<i32: 3, 3, 1, 1, 1, 1>
// CHECK: "stream.cmd.dispatch"({{.+}}) <{entry_points = [@decl::@d], {{.*}}operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1>
util.func public @host(%x: i64, %y: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %0 = stream.resource.alloc uninitialized : !stream.resource<external>{%c128}
  %1 = stream.cmd.execute with(%0 as %arg1: !stream.resource<external>{%c128}) {
    stream.cmd.dispatch @ex::@k[%c1, %c1, %c1](%x, %y : i64, i32) {
      wo %arg1[%c0 for %c128] : !stream.resource<external>{%c128}
    }
    stream.cmd.dispatch @decl::@d[%c1, %c1, %c1](%y : i32) {
      wo %arg1[%c0 for %c128] : !stream.resource<external>{%c128}
    }
  } => !stream.timepoint
  util.return %1 : !stream.timepoint
}
