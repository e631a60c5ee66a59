// RUN: xdsl-opt -p fold-uniform-operands %s | filecheck %s
// RUN: xdsl-opt --print-op-generic -p fold-uniform-operands %s | iree-opt > %t.xdsl
// RUN: iree-opt --iree-stream-fold-uniform-operands %s > %t.iree
// RUN: diff %t.xdsl %t.iree

// CHECK:      stream.executable.export public @k workgroups(%w0: index, %w2: index) -> (index, index, index) {
// CHECK-NEXT:   stream.return %w0, %w0, %w2 : index, index, index
// CHECK:      func.func @k(%bind: !stream.binding, %x: index, %y: index, %z: index) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = iree_tensor_ext.dispatch.workload.ordinal %x, 0 : index
// CHECK-NEXT:   %1 = iree_tensor_ext.dispatch.workload.ordinal %y, 0 : index
// CHECK-NEXT:   %2 = iree_tensor_ext.dispatch.workload.ordinal %z, 1 : index
// The workload [%n, %n, %m] drops its second value (a duplicate of the first):
// the ordinals 1 and 2 in the function become 0 and 1.  A bool is inlined as
// `%true`.
stream.executable private @ex {
  stream.executable.export public @k workgroups(%w0: index, %w1: index, %w2: index) -> (index, index, index) {
    stream.return %w0, %w1, %w2 : index, index, index
  }
  builtin.module {
    func.func @k(%bind: !stream.binding, %x: index, %y: index, %z: index, %flag: i1) {
      %0 = iree_tensor_ext.dispatch.workload.ordinal %x, 0 : index
      %1 = iree_tensor_ext.dispatch.workload.ordinal %y, 1 : index
      %2 = iree_tensor_ext.dispatch.workload.ordinal %z, 2 : index
      %s = stream.binding.subspan %bind[%0] : !stream.binding -> memref<2xf32>
      util.optimization_barrier %1 : index
      util.optimization_barrier %2 : index
      util.optimization_barrier %flag : i1
      return
    }
  }
}
util.func public @host(%buf: !stream.resource<external>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %true = arith.constant true
  %t = stream.cmd.execute with(%buf as %x: !stream.resource<external>{%c16}) {
    stream.cmd.dispatch @ex::@k[%n, %n, %m](%n, %m, %c8, %true : index, index, index, i1) {
      ro %x[%c0 for %c8] : !stream.resource<external>{%c16}
    }
    stream.cmd.dispatch @ex::@k[%m, %m, %n](%m, %n, %c16, %true : index, index, index, i1) {
      ro %x[%c0 for %c8] : !stream.resource<external>{%c16}
    }
  } => !stream.timepoint
  util.return
}
